// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversationRow, MessageRow } from '../../../supabase/functions/_shared/protocol.ts';
import { ACTIVE_CONVERSATION_STORAGE_KEY } from '../../db/active-conversation.ts';
import { AppDb } from '../../db/app-db.ts';
import { applyServerConversations } from '../../db/conversation-repository.ts';
import { applyServerMessages } from '../../db/message-repository.ts';
import { fakeIndexedDb } from '../../db/test-db.ts';
import { prepareChat, readChatSnapshot, storedSessionUserId, takePreparedChat } from './warm-start.ts';

const indexedDb = fakeIndexedDb();
const open = async (userId: string) => {
  const db = new AppDb(userId, indexedDb);
  await db.open();
  return db;
};

function conversation(id: string, at: string): ConversationRow {
  return {
    id,
    user_id: 'u1',
    title: `Chat ${id}`,
    created_at: at,
    last_activity_at: at,
    updated_at: at,
    deleted_at: null,
  };
}

function message(conversationId: string, i: number): MessageRow {
  const at = `2026-03-01T12:00:0${i}+00:00`;
  return {
    id: crypto.randomUUID(),
    conversation_id: conversationId,
    user_id: 'u1',
    client_msg_id: `${conversationId}-${i}`,
    role: 'user',
    content_text: `message ${i}`,
    content_json: [{ type: 'text', text: `message ${i}` }],
    trace_types: [],
    in_reply_to: null,
    status: 'complete',
    created_at: at,
    updated_at: at,
  };
}

async function seed(userId: string) {
  const db = await open(userId);
  await applyServerConversations(db, [
    conversation('old', '2026-03-01T10:00:00+00:00'),
    conversation('new', '2026-03-01T11:00:00+00:00'),
  ]);
  await applyServerMessages(db, [message('old', 1), message('old', 2), message('new', 3)], { now: 0 });
  db.close();
}

describe('warm start', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('reads the list, the conversation start-up will open (the stored one) and its messages', async () => {
    await seed('u1');
    localStorage.setItem(ACTIVE_CONVERSATION_STORAGE_KEY, 'old');
    const db = await open('u1');
    const snapshot = await readChatSnapshot(db);
    expect(snapshot?.conversations.map((c) => c.id)).toEqual(['new', 'old']);
    expect(snapshot?.activeId).toBe('old');
    expect(snapshot?.messages.map((m) => m.content_text)).toEqual(['message 1', 'message 2']);
    db.close();
  });

  it('opens the newest conversation when the stored one is gone, and nothing on an empty device', async () => {
    await seed('u2');
    localStorage.setItem(ACTIVE_CONVERSATION_STORAGE_KEY, 'deleted-elsewhere');
    const db = await open('u2');
    expect((await readChatSnapshot(db))?.activeId).toBe('new');
    db.close();
    const empty = await open('u3');
    expect(await readChatSnapshot(empty)).toEqual({ conversations: [], activeId: null, messages: [] });
    empty.close();
  });

  it('opens the conversation the URL names over the stored one, as start-up does', async () => {
    const named = crypto.randomUUID();
    const db = await open('u5');
    await applyServerConversations(db, [
      conversation('stored', '2026-03-01T10:00:00+00:00'),
      conversation(named, '2026-03-01T09:00:00+00:00'),
      conversation('newest', '2026-03-01T11:00:00+00:00'),
    ]);
    localStorage.setItem(ACTIVE_CONVERSATION_STORAGE_KEY, 'stored');
    try {
      history.replaceState(null, '', `/chat/${named}`);
      expect((await readChatSnapshot(db))?.activeId).toBe(named);
      // A link to a conversation this device does not have: the stored one, as start-up does.
      history.replaceState(null, '', `/chat/${crypto.randomUUID()}`);
      expect((await readChatSnapshot(db))?.activeId).toBe('stored');
    } finally {
      history.replaceState(null, '', '/');
      db.close();
    }
  });

  it('hands the prepared database to the session once, and closes what was prepared for another user', async () => {
    await seed('u4');
    const early = prepareChat('u4', open);
    const other = prepareChat('someone-else', open);
    expect(prepareChat('u4', open)).toBe(early);
    const taken = takePreparedChat('u4', open);
    expect(taken).toBe(early);
    expect((await taken.snapshot)?.activeId).toBe('new');
    const otherDb = await other.db;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(otherDb.isOpen()).toBe(false);
    // Taken: a later session opens its own.
    const again = takePreparedChat('u4', open);
    expect(again).not.toBe(early);
    (await taken.db).close();
    (await again.db).close();
  });

  it('reads the stored session user id without auth code', () => {
    document.head.innerHTML =
      '<meta name="hearth-config" content=\'{"supabaseUrl":"http://localhost:3000","anonKey":"k"}\'>';
    expect(storedSessionUserId()).toBeNull();
    localStorage.setItem('sb-localhost-auth-token', JSON.stringify({ user: { id: 'u9' } }));
    expect(storedSessionUserId()).toBe('u9');
    localStorage.setItem('sb-localhost-auth-token', 'not json');
    expect(storedSessionUserId()).toBeNull();
  });
});
