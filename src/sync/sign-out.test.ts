// S20: the inactivity sign-out never deletes typed text nobody chose to discard; the user's own
// sign-out (after the dialog) and an ended session wipe as S15 says.
import { describe, expect, it } from 'vitest';
import { AppDb, userDatabaseName } from '../db/app-db.ts';
import { createConversationLocally } from '../db/conversation-repository.ts';
import { saveDraft } from '../db/draft-repository.ts';
import { queueMessageSend } from '../db/message-repository.ts';
import { fakeIndexedDb, openTestDb } from '../db/test-db.ts';
import { takeKeptUnsent, wipeLocalUserData } from './sign-out.ts';

async function names(indexedDB: IDBFactory) {
  return (await indexedDB.databases()).map((d) => d.name);
}

const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

describe('S20: sign-out and unsent work', () => {
  it('an inactivity sign-out with a queued message and a draft keeps the database and says what it kept', async () => {
    const deps = fakeIndexedDb();
    const db = await openTestDb('u1', deps);
    const conversation = await createConversationLocally(db, { title: 'Kept' });
    await queueMessageSend(db, { conversationId: conversation.id, text: 'Still offline' });
    await saveDraft(db, conversation.id, 'half a thought');
    const outbox = await db.outbox.count();
    await wipeLocalUserData({
      userId: 'u1',
      db,
      reason: 'inactivity',
      deliverWithinMs: 300,
      storage,
      ...deps,
    });
    expect(await names(deps.indexedDB)).toContain(userDatabaseName('u1'));
    expect(takeKeptUnsent()).toEqual({ messages: outbox, drafts: 1 });
    expect(takeKeptUnsent()).toBeNull();
    // Signing in again finds it all.
    const again = new AppDb('u1', deps);
    await again.open();
    expect(await again.drafts.count()).toBe(1);
    expect(await again.outbox.count()).toBe(outbox);
    again.close();
  });

  it('with nothing unsent, and for the user’s own sign-out, the database goes (S15)', async () => {
    const deps = fakeIndexedDb();
    const idle = await openTestDb('u2', deps);
    await wipeLocalUserData({
      userId: 'u2',
      db: idle,
      reason: 'inactivity',
      deliverWithinMs: 100,
      storage,
      ...deps,
    });
    expect(await names(deps.indexedDB)).not.toContain(userDatabaseName('u2'));
    expect(takeKeptUnsent()).toBeNull();

    const busy = await openTestDb('u3', deps);
    const conversation = await createConversationLocally(busy, { title: 'Chosen' });
    await saveDraft(busy, conversation.id, 'discarded on purpose');
    await wipeLocalUserData({ userId: 'u3', db: busy, reason: 'user', storage, ...deps });
    expect(await names(deps.indexedDB)).not.toContain(userDatabaseName('u3'));
  });
});
