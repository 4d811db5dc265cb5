// Composer drafts (schema version 2) on a fresh fake IndexedDB.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDb } from './app-db.ts';
import { createConversationLocally, deleteConversationLocally } from './conversation-repository.ts';
import { countDrafts, readDraft, saveDraft } from './draft-repository.ts';
import { openTestDb } from './test-db.ts';

let db: AppDb;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => db.close());

describe('drafts', () => {
  it('keeps one draft per conversation, exactly as typed, and a blank one is no draft', async () => {
    const a = await createConversationLocally(db, { title: 'A' });
    const b = await createConversationLocally(db, { title: 'B' });
    await saveDraft(db, a.id, '  first line\nsecond  ');
    await saveDraft(db, b.id, 'x'.repeat(10_000));
    expect(await readDraft(db, a.id)).toBe('  first line\nsecond  ');
    expect(await readDraft(db, b.id)).toHaveLength(10_000);
    expect(await countDrafts(db)).toBe(2);
    await saveDraft(db, a.id, '   ');
    expect(await readDraft(db, a.id)).toBe('');
    expect(await countDrafts(db)).toBe(1);
  });

  it('counts only drafts of live conversations', async () => {
    const a = await createConversationLocally(db, { title: 'A' });
    await saveDraft(db, a.id, 'unsent');
    await saveDraft(db, 'no-such-conversation', 'orphan');
    expect(await countDrafts(db)).toBe(1);
    await deleteConversationLocally(db, { id: a.id });
    expect(await countDrafts(db)).toBe(0);
  });
});
