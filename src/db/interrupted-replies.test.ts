// S10b (issue 12): a reply whose generation died with the server arrives as an 'interrupted' row; it
// stays visible as interrupted, and Retry queues its question again under the same reply id. A
// question the server has but nobody answered can be retried the same way.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import type { AppDb } from './app-db.ts';
import { createConversationLocally } from './conversation-repository.ts';
import { applyServerMessages, queueMessageSend, retryFailedSend } from './message-repository.ts';
import { openTestDb } from './test-db.ts';

let db: AppDb;
let conversationId: string;
beforeEach(async () => {
  db = await openTestDb();
  conversationId = (await createConversationLocally(db, { title: 'Crash' })).id;
  await db.outbox.clear();
});
afterEach(() => db.close());

function row(overrides: Partial<MessageRow>): MessageRow {
  return {
    id: crypto.randomUUID(),
    conversation_id: conversationId,
    user_id: 'user-1',
    client_msg_id: crypto.randomUUID(),
    role: 'user',
    content_text: 'Rent or buy?',
    content_json: [],
    trace_types: [],
    in_reply_to: null,
    status: 'complete',
    created_at: '2026-11-23T20:00:00.000Z',
    updated_at: '2026-11-23T20:00:00.000Z',
    ...overrides,
  };
}

describe('S10b: interrupted replies and unanswered questions', () => {
  it('an interrupted row for a send still queued here keeps the send queued: its retry regenerates the reply', async () => {
    const { message, entry } = await queueMessageSend(db, { conversationId, text: 'Rent or buy?' });
    const question = row({ client_msg_id: message.id });
    const reply = row({
      role: 'assistant',
      content_text: 'Renting costs',
      in_reply_to: message.id,
      client_msg_id: entry.payload.reply_id,
      status: 'interrupted',
      created_at: '2026-11-23T20:00:01.000Z',
    });
    await applyServerMessages(db, [question, reply]);
    expect((await db.messages.get(reply.client_msg_id))?.send_state).toBe('interrupted');
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ seq: entry.seq, kind: 'message.send' }),
    ]);
  });

  it('an interrupted server row stays interrupted; Retry queues its question with the same reply id, once', async () => {
    const question = row({});
    const reply = row({
      role: 'assistant',
      content_text: 'Renting costs',
      in_reply_to: question.client_msg_id,
      status: 'interrupted',
      created_at: '2026-11-23T20:00:01.000Z',
    });
    await applyServerMessages(db, [question, reply]);
    expect((await db.messages.get(reply.client_msg_id))?.send_state).toBe('interrupted');
    expect((await db.messages.get(question.client_msg_id))?.send_state).toBe('sent');

    expect(await retryFailedSend(db, { messageId: question.client_msg_id, now: 1000 })).toBe(true);
    expect(await retryFailedSend(db, { messageId: question.client_msg_id, now: 2000 })).toBe(true);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'message.send',
      message_id: question.client_msg_id,
      payload: { text: 'Rent or buy?', reply_id: reply.client_msg_id },
      next_attempt_at: 2000,
    });
    // The partial text stays on screen until the new reply replaces it.
    expect((await db.messages.get(reply.client_msg_id))?.content_text).toBe('Renting costs');

    // The regenerated reply replaces it (same client_msg_id, a new server row).
    await applyServerMessages(db, [
      { ...reply, id: crypto.randomUUID(), status: 'complete', content_text: 'Renting costs less.' },
    ]);
    expect(await db.messages.get(reply.client_msg_id)).toMatchObject({
      send_state: 'sent',
      content_text: 'Renting costs less.',
    });
  });

  it('a delivered question with no reply at all can be retried; an answered one cannot', async () => {
    const lonely = row({});
    const answered = row({ created_at: '2026-11-23T20:00:02.000Z' });
    await applyServerMessages(db, [
      lonely,
      answered,
      row({
        role: 'assistant',
        in_reply_to: answered.client_msg_id,
        content_text: 'Yes.',
        created_at: '2026-11-23T20:00:03.000Z',
      }),
    ]);
    expect(await retryFailedSend(db, { messageId: answered.client_msg_id })).toBe(false);
    expect(await retryFailedSend(db, { messageId: lonely.client_msg_id })).toBe(true);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ message_id: lonely.client_msg_id });
  });
});
