// The live index on a real (fake-IndexedDB) Dexie database, written through the repositories as the
// sync engine writes it: local sends, server pulls, renames, deletes, from this or another "tab".
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationRow, MessageRow } from '../../../supabase/functions/_shared/protocol.ts';
import { AppDb } from '../../db/app-db.ts';
import {
  applyServerConversations,
  createConversationLocally,
  deleteConversationLocally,
  renameConversationLocally,
} from '../../db/conversation-repository.ts';
import { applyServerMessages, queueMessageSend } from '../../db/message-repository.ts';
import { fakeIndexedDb, openTestDb } from '../../db/test-db.ts';
import { LiveSearchIndex } from './live-search-index.ts';

const running: LiveSearchIndex[] = [];
afterEach(() => {
  for (const live of running.splice(0)) live.stop();
});

async function start(db: AppDb) {
  const live = new LiveSearchIndex(db, { settleMs: 5 });
  running.push(live);
  await live.start();
  return live;
}

const serverConversation = (id: string, title: string): ConversationRow => ({
  id,
  user_id: 'user-1',
  title,
  created_at: '2026-03-01T12:00:00+00:00',
  last_activity_at: '2026-03-01T12:00:00+00:00',
  updated_at: '2026-03-01T12:00:00+00:00',
  deleted_at: null,
});
const serverMessage = (conversationId: string, i: number, text: string): MessageRow => ({
  id: crypto.randomUUID(),
  conversation_id: conversationId,
  user_id: 'user-1',
  client_msg_id: `srv-${conversationId}-${i}`,
  role: 'user',
  content_text: text,
  content_json: [],
  trace_types: [],
  in_reply_to: null,
  status: 'complete',
  created_at: new Date(Date.parse('2026-03-01T12:00:00Z') + i * 1000).toISOString(),
  updated_at: '2026-03-01T12:00:00+00:00',
});

describe('LiveSearchIndex', () => {
  it('builds from what Dexie holds, then follows local writes one key at a time', async () => {
    const db = await openTestDb();
    const first = await createConversationLocally(db, { title: 'Elm Street duplex' });
    await queueMessageSend(db, { conversationId: first.id, text: 'What is the cap rate here?' });
    const live = await start(db);
    expect(live.ready).toBe(true);
    expect(live.index.search('cap rate')).toHaveLength(1);

    await queueMessageSend(db, { conversationId: first.id, text: 'And the amortization schedule?' });
    await renameConversationLocally(db, { id: first.id, title: 'Maple Avenue triplex' });
    await live.settled();
    expect(live.index.search('amortization')).toHaveLength(1);
    expect(live.index.search('maple')[0]).toMatchObject({ kind: 'conversation', conversationId: first.id });
    expect(live.index.search('elm')).toEqual([]);

    await deleteConversationLocally(db, { id: first.id });
    await live.settled();
    expect(live.index.search('amortization')).toEqual([]);
    expect(live.index.search('maple')).toEqual([]);
  });

  it('follows a bulk pull (a full-range change) and writes made by another tab', async () => {
    const deps = fakeIndexedDb();
    const db = await openTestDb('user-1', deps);
    const live = await start(db);
    const other = new AppDb('user-1', deps);
    await other.open();
    const id = crypto.randomUUID();
    await applyServerConversations(other, [serverConversation(id, 'Pulled conversation')]);
    // 60 rows in one bulk write: Dexie reports it as a range, not keys.
    await applyServerMessages(
      other,
      Array.from({ length: 60 }, (_, i) => serverMessage(id, i, `Pulled message number ${i} about escrow`)),
    );
    await live.settled();
    expect(live.index.search('escrow')).toHaveLength(30);
    expect(live.index.search('escrow', 100)).toHaveLength(60);
    expect(live.index.search('pulled conversation')[0]).toMatchObject({ kind: 'conversation' });
    other.close();
  });

  it('tells subscribers when the index changed', async () => {
    const db = await openTestDb();
    const live = await start(db);
    let calls = 0;
    const unsubscribe = live.subscribe(() => (calls += 1));
    const before = live.getVersion();
    await createConversationLocally(db, { title: 'Notify me' });
    await live.settled();
    expect(live.getVersion()).toBeGreaterThan(before);
    expect(calls).toBeGreaterThan(0);
    unsubscribe();
  });
});
