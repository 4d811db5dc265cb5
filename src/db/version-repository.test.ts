// Versions and branches on a fresh fake IndexedDB per test (docs/sync-rules.md S23).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import { messageViews } from '../features/chat/chat-message.ts';
import type { AppDb } from './app-db.ts';
import { applyServerConversations, createConversationLocally } from './conversation-repository.ts';
import {
  applyServerMessages,
  conversationMessages,
  queueMessageSend,
  saveAssistantReply,
} from './message-repository.ts';
import { listOutbox } from './outbox-repository.ts';
import { openTestDb } from './test-db.ts';
import { queueRegenerate, retryReplyVersion, selectVersionLocally } from './version-repository.ts';
import { LocalWriteError } from './write.ts';

let db: AppDb;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => db.close());

const T0 = Date.parse('2026-03-01T12:00:00Z');

/** A conversation with one question answered (as the engine stores a streamed reply). */
async function answered(text = 'What is a cap rate?') {
  const conversation = await createConversationLocally(db, { title: 'Versions', now: T0 });
  const { message, entry } = await queueMessageSend(db, {
    conversationId: conversation.id,
    text,
    now: T0 + 1,
  });
  await saveAssistantReply(db, {
    conversationId: conversation.id,
    userMessageId: message.id,
    replyId: entry.payload.reply_id,
    summary: { content_text: 'A cap rate is…', content_json: [], trace_types: [] },
    state: 'sent',
    outboxSeq: entry.seq,
    now: T0 + 2,
  });
  return { conversationId: conversation.id, questionId: message.id, replyId: entry.payload.reply_id };
}

async function shown(conversationId: string) {
  const conversation = await db.conversations.get(conversationId);
  return messageViews(
    await conversationMessages(db, conversationId),
    undefined,
    true,
    conversation?.selections,
  );
}

describe('S23: regenerate', () => {
  it('queues one entry per reply id, chooses the new version at once, and shows 2/2', async () => {
    const { conversationId, questionId, replyId } = await answered();
    const first = await queueRegenerate(db, { conversationId, questionId, replyId: 'r2', now: T0 + 10 });
    const again = await queueRegenerate(db, { conversationId, questionId, replyId: 'r2', now: T0 + 11 });
    expect(again.entry.seq).toBe(first.entry.seq);
    const regenerates = (await listOutbox(db)).filter((e) => e.kind === 'message.regenerate');
    expect(regenerates).toHaveLength(1);
    expect(regenerates[0]).toMatchObject({ message_id: questionId, payload: { reply_id: 'r2' } });
    expect((await db.conversations.get(conversationId))?.selections).toEqual({ [questionId]: 'r2' });

    const views = await shown(conversationId);
    expect(views.map((v) => [v.id, v.sendState, v.versions?.index, v.versions?.count])).toEqual([
      [questionId, 'sent', undefined, undefined],
      // On its way online (typing dots until it streams); queued offline.
      ['r2', 'streaming', 2, 2],
    ]);
    const offline = messageViews(await conversationMessages(db, conversationId), undefined, false, {
      [questionId]: 'r2',
    });
    expect(offline.at(-1)?.sendState).toBe('queued');
    expect(views[1]!.versions?.previousId).toBe(replyId);
  });

  it('refuses a message that is not a question of the conversation', async () => {
    const { conversationId, replyId } = await answered();
    await expect(queueRegenerate(db, { conversationId, questionId: replyId })).rejects.toBeInstanceOf(
      LocalWriteError,
    );
  });

  it('the stored version replaces the stand-in; a duplicate of the old reply does not remove it', async () => {
    const { conversationId, questionId, replyId } = await answered();
    const { entry } = await queueRegenerate(db, { conversationId, questionId, replyId: 'r2', now: T0 + 10 });
    // The first reply arrives again by realtime: the regenerate stays queued, its bubble too.
    await applyServerMessages(db, [row(conversationId, replyId, 'assistant', 'A cap rate is…', questionId)]);
    expect(await db.messages.get('r2')).toMatchObject({ send_state: 'queued' });
    expect((await listOutbox(db)).map((e) => e.seq)).toContain(entry.seq);
    // Its own version arrives (another tab delivered it): the entry goes, the version is stored.
    await applyServerMessages(db, [row(conversationId, 'r2', 'assistant', 'A new answer', questionId)]);
    expect(await db.messages.get('r2')).toMatchObject({ send_state: 'sent', content_text: 'A new answer' });
    expect((await listOutbox(db)).map((e) => e.seq)).not.toContain(entry.seq);
  });

  it('a failed later version is regenerated again under its id by Retry', async () => {
    const { conversationId, questionId } = await answered();
    const { entry } = await queueRegenerate(db, { conversationId, questionId, replyId: 'r2', now: T0 + 10 });
    await db.outbox.delete(entry.seq!);
    await db.messages.update('r2', { send_state: 'failed', content_text: 'Sorry', error: 'Sorry' });
    expect(await retryReplyVersion(db, { replyId: 'r2', now: T0 + 20 })).toBe(true);
    expect((await listOutbox(db)).filter((e) => e.kind === 'message.regenerate')).toMatchObject([
      { message_id: questionId, payload: { reply_id: 'r2' } },
    ]);
    expect(await db.messages.get('r2')).toMatchObject({ send_state: 'queued', content_text: '' });
  });
});

describe('S23: edit & resend', () => {
  it('an edit is a sibling question with the same parent, chosen at once; the old branch is hidden', async () => {
    const { conversationId, replyId } = await answered();
    const second = await queueMessageSend(db, { conversationId, text: 'What is NOI?', now: T0 + 20 });
    expect(second.message.parent_id).toBe(replyId);
    expect(second.entry.payload.parent_id).toBe(replyId);
    const edited = await queueMessageSend(db, {
      conversationId,
      text: 'What is DSCR?',
      editOf: second.message.id,
      now: T0 + 30,
    });
    expect(edited.message.parent_id).toBe(replyId);
    expect(edited.entry.payload).toMatchObject({ edit_of: second.message.id, parent_id: replyId });
    expect((await db.conversations.get(conversationId))?.selections).toEqual({
      [replyId]: edited.message.id,
    });
    const views = await shown(conversationId);
    expect(views.map((v) => v.content)).toEqual(['What is a cap rate?', 'A cap rate is…', 'What is DSCR?']);
    expect(views[2]!.versions).toMatchObject({ index: 2, count: 2, previousId: second.message.id });
  });

  it('a question typed behind a reply still to come follows that reply', async () => {
    const conversation = await createConversationLocally(db, { title: 'Offline', now: T0 });
    const first = await queueMessageSend(db, { conversationId: conversation.id, text: 'One', now: T0 + 1 });
    const second = await queueMessageSend(db, { conversationId: conversation.id, text: 'Two', now: T0 + 2 });
    expect(second.message.parent_id).toBe(first.entry.payload.reply_id);
  });
});

describe('S23: choosing a version', () => {
  it('coalesces choices at the same fork while they wait, and keeps them over the server row (S6)', async () => {
    const { conversationId, questionId, replyId } = await answered();
    await selectVersionLocally(db, { conversationId, parentKey: questionId, childId: replyId, now: T0 + 40 });
    await selectVersionLocally(db, { conversationId, parentKey: questionId, childId: 'r2', now: T0 + 41 });
    await selectVersionLocally(db, { conversationId, parentKey: questionId, childId: replyId, now: T0 + 42 });
    const selects = (await listOutbox(db)).filter((e) => e.kind === 'conversation.select');
    expect(selects).toHaveLength(1);
    expect(selects[0]!.payload).toEqual({ parent_key: questionId, child_id: replyId });

    const conversation = (await db.conversations.get(conversationId))!;
    await applyServerConversations(db, [
      {
        id: conversationId,
        user_id: 'u1',
        title: 'Versions',
        created_at: conversation.created_at,
        last_activity_at: conversation.last_activity_at,
        updated_at: '2026-03-01T13:00:00+00:00',
        deleted_at: null,
        selections: { [questionId]: 'r2', other: 'x' },
      },
    ]);
    expect((await db.conversations.get(conversationId))?.selections).toEqual({
      [questionId]: replyId,
      other: 'x',
    });
  });
});

let tick = 0;
function row(
  conversationId: string,
  clientMsgId: string,
  role: 'user' | 'assistant',
  text: string,
  inReplyTo: string | null,
): MessageRow {
  const at = new Date(T0 + 1000 + ++tick).toISOString();
  return {
    id: crypto.randomUUID(),
    conversation_id: conversationId,
    user_id: 'u1',
    client_msg_id: clientMsgId,
    role,
    content_text: text,
    content_json: [{ type: 'text', text }],
    trace_types: [],
    in_reply_to: inReplyTo,
    parent_id: inReplyTo,
    status: 'complete',
    created_at: at,
    updated_at: at,
  };
}
