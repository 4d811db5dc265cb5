// Repository functions on a fresh fake IndexedDB per test. Rule numbers refer to docs/sync-rules.md.
import { toMessageView } from '../features/chat/chat-message.ts';
import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import type { AppDb } from './app-db.ts';
import {
  applyServerConversations,
  completeConversationEntry,
  createConversationLocally,
  deleteConversationLocally,
  markMessagesFetched,
  META_KEYS,
  readMeta,
  renameConversationLocally,
  updateConversationMarksLocally,
} from './conversation-repository.ts';
import { liveConversations, liveHasPendingSend, liveMessages } from './live-queries.ts';
import {
  applyServerMessages,
  markFailed,
  markSending,
  markSent,
  queueMessageSend,
  retryFailedSend,
  saveAssistantReply,
  saveFailedReply,
  saveInterruptedReply,
} from './message-repository.ts';
import {
  claimOutboxEntry,
  listOutbox,
  makeOutboxDue,
  releaseOutboxEntry,
  renewClaim,
} from './outbox-repository.ts';
import { openTestDb } from './test-db.ts';
import { LocalWriteError } from './write.ts';

let db: AppDb;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => db.close());

const T0 = Date.parse('2026-03-01T12:00:00Z');

function serverConversation(over: Partial<ConversationRow> = {}): ConversationRow {
  return {
    id: crypto.randomUUID(),
    user_id: 'user-1',
    title: 'From the server',
    created_at: '2026-03-01T11:00:00+00:00',
    last_activity_at: '2026-03-01T11:00:00+00:00',
    updated_at: '2026-03-01T11:00:00+00:00',
    deleted_at: null,
    ...over,
  };
}

function serverMessage(over: Partial<MessageRow> & Pick<MessageRow, 'conversation_id'>): MessageRow {
  return {
    id: crypto.randomUUID(),
    user_id: 'user-1',
    client_msg_id: crypto.randomUUID(),
    role: 'user',
    content_text: 'text',
    content_json: [{ type: 'text', text: 'text' }],
    trace_types: [],
    in_reply_to: null,
    status: 'complete',
    created_at: '2026-03-01T12:00:01+00:00',
    updated_at: '2026-03-01T12:00:01+00:00',
    ...over,
  };
}

describe('conversations (S1, S5, S6)', () => {
  it('creating writes the row and its outbox entry together', async () => {
    const created = await createConversationLocally(db, { title: '  Cap rates  ', now: T0 });
    expect(created.title).toBe('Cap rates');
    expect(created.pending).toEqual({ create: true, rename: false, update: false, delete: false });
    const outbox = await listOutbox(db);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      kind: 'conversation.create',
      conversation_id: created.id,
      payload: { title: 'Cap rates' },
    });
    expect(await liveConversations(db)()).toEqual([created]);
  });

  it('refuses an invalid title before touching storage, and is idempotent by id', async () => {
    await expect(createConversationLocally(db, { title: '   ' })).rejects.toBeInstanceOf(LocalWriteError);
    await expect(createConversationLocally(db, { title: 'x'.repeat(41) })).rejects.toBeInstanceOf(
      LocalWriteError,
    );
    const id = crypto.randomUUID();
    await createConversationLocally(db, { id, title: 'Once' });
    await createConversationLocally(db, { id, title: 'Twice' });
    expect(await db.conversations.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a rename folds into a create that never left; after an attempt it queues its own entry', async () => {
    const created = await createConversationLocally(db, { title: 'First' });
    await renameConversationLocally(db, { id: created.id, title: 'Second' });
    let outbox = await listOutbox(db);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.payload).toEqual({ title: 'Second' });
    await releaseOutboxEntry(db, outbox[0]!.seq!, 'tab', { nextAttemptAt: 0, countAttempt: true });
    const renamed = await renameConversationLocally(db, { id: created.id, title: 'Third' });
    outbox = await listOutbox(db);
    expect(outbox.map((e) => e.kind)).toEqual(['conversation.create', 'conversation.rename']);
    expect(renamed).toMatchObject({
      title: 'Third',
      pending: { create: true, rename: true, update: false, delete: false },
    });
  });

  it('pin and archive apply at once, offline, and fold into an update still waiting (issue 13)', async () => {
    const row = serverConversation();
    await applyServerConversations(db, [row]);
    const pinned = await updateConversationMarksLocally(db, { id: row.id, marks: { pinned: true }, now: T0 });
    expect(pinned.pinned_at).toBe('2026-03-01T12:00:00.000000Z');
    expect(pinned.pending).toMatchObject({ update: true });
    await updateConversationMarksLocally(db, { id: row.id, marks: { archived: true }, now: T0 + 1 });
    await updateConversationMarksLocally(db, { id: row.id, marks: { pinned: false }, now: T0 + 2 });
    let outbox = await listOutbox(db);
    expect(outbox.map((e) => [e.kind, e.payload])).toEqual([
      ['conversation.update', { pinned: false, archived: true }],
    ]);
    const local = (await db.conversations.get(row.id))!;
    expect(local.pinned_at).toBeNull();
    expect(local.archived_at).toBe('2026-03-01T12:00:00.001000Z');

    // Once tried, the entry keeps what it carried; a later change queues its own entry, in order.
    await releaseOutboxEntry(db, outbox[0]!.seq!, 'tab', { nextAttemptAt: 0, countAttempt: true });
    await updateConversationMarksLocally(db, { id: row.id, marks: { archived: false }, now: T0 + 3 });
    outbox = await listOutbox(db);
    expect(outbox.map((e) => e.payload)).toEqual([{ pinned: false, archived: true }, { archived: false }]);

    // Asking for what already holds queues nothing.
    await updateConversationMarksLocally(db, { id: row.id, marks: { archived: false }, now: T0 + 4 });
    expect(await db.outbox.count()).toBe(2);
  });

  it('a pull does not undo a pin still waiting; the acknowledgement settles it (S6)', async () => {
    const row = serverConversation();
    await applyServerConversations(db, [row]);
    await updateConversationMarksLocally(db, { id: row.id, marks: { pinned: true }, now: T0 });
    await applyServerConversations(db, [
      { ...row, updated_at: '2026-03-02T00:00:00+00:00', pinned_at: null },
    ]);
    expect((await db.conversations.get(row.id))!.pinned_at).toBe('2026-03-01T12:00:00.000000Z');
    const [entry] = await listOutbox(db);
    const acknowledged = {
      ...row,
      updated_at: '2026-03-03T00:00:00+00:00',
      pinned_at: '2026-03-03T00:00:00+00:00',
    };
    await completeConversationEntry(db, entry!.seq!, acknowledged);
    const settled = (await db.conversations.get(row.id))!;
    expect(settled.pinned_at).toBe('2026-03-03T00:00:00.000000Z');
    expect(settled.pending.update).toBe(false);
  });

  it('pinning a deleted or unknown conversation is refused', async () => {
    await expect(
      updateConversationMarksLocally(db, { id: 'nope', marks: { pinned: true } }),
    ).rejects.toBeInstanceOf(LocalWriteError);
  });

  it('deleting a conversation the server never saw removes it and everything queued for it', async () => {
    const created = await createConversationLocally(db, { title: 'Draft' });
    await queueMessageSend(db, { conversationId: created.id, text: 'hi' });
    await deleteConversationLocally(db, { id: created.id });
    expect(await db.conversations.count()).toBe(0);
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('deleting a synced conversation hides it at once and queues the delete', async () => {
    const row = serverConversation();
    await applyServerConversations(db, [row]);
    await queueMessageSend(db, { conversationId: row.id, text: 'hi' });
    await deleteConversationLocally(db, { id: row.id, now: T0 });
    expect(await liveConversations(db)()).toEqual([]);
    expect(await db.messages.count()).toBe(0);
    expect((await listOutbox(db)).map((e) => e.kind)).toEqual(['conversation.delete']);
    expect((await db.conversations.get(row.id))!.pending.delete).toBe(true);
    // S6: a pull before the delete is delivered does not bring it back.
    await applyServerConversations(db, [{ ...row, updated_at: '2026-03-02T00:00:00+00:00' }]);
    expect(await liveConversations(db)()).toEqual([]);
  });

  it('lists by last activity, newest first', async () => {
    const a = serverConversation({ title: 'A', last_activity_at: '2026-03-01T10:00:00+00:00' });
    const b = serverConversation({ title: 'B', last_activity_at: '2026-03-01T11:30:00+00:00' });
    await applyServerConversations(db, [a, b]);
    expect((await liveConversations(db)()).map((c) => c.title)).toEqual(['B', 'A']);
    await queueMessageSend(db, { conversationId: a.id, text: 'bump', now: T0 });
    expect((await liveConversations(db)()).map((c) => c.title)).toEqual(['A', 'B']);
  });

  it('S5/S11: a delta page stores the cursor, marks live rows dirty and applies tombstones', async () => {
    const keep = serverConversation();
    const gone = serverConversation();
    await applyServerConversations(db, [keep, gone]);
    await queueMessageSend(db, { conversationId: gone.id, text: 'lost cause' });
    const result = await applyServerConversations(
      db,
      [{ ...gone, deleted_at: '2026-03-02T00:00:00+00:00' }, keep],
      {
        cursor: 'cursor-2',
      },
    );
    expect(result).toEqual({ changed: [keep.id], removed: [gone.id] });
    expect(await readMeta(db, META_KEYS.conversationsCursor)).toBe('cursor-2');
    expect(await readMeta(db, META_KEYS.dirtyConversations)).toEqual([keep.id]);
    expect(await db.conversations.get(gone.id)).toBeUndefined();
    expect(await db.messages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await markMessagesFetched(db, keep.id, { created_at: 'x', server_id: 'y' });
    expect(await readMeta(db, META_KEYS.dirtyConversations)).toEqual([]);
  });

  it('an acknowledged create clears the pending flag and takes the server row', async () => {
    const created = await createConversationLocally(db, { title: 'Mine' });
    const [entry] = await listOutbox(db);
    await completeConversationEntry(db, entry!.seq!, serverConversation({ id: created.id, title: 'Mine' }));
    expect(await db.conversations.get(created.id)).toMatchObject({
      pending: { create: false, rename: false, update: false, delete: false },
      updated_at: '2026-03-01T11:00:00.000000Z',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('message sends (S1, S4, S9)', () => {
  let conversationId: string;
  beforeEach(async () => {
    const row = serverConversation();
    conversationId = row.id;
    await applyServerConversations(db, [row]);
  });

  it('queues the user message and its entry in one transaction', async () => {
    const { message, entry, claimed } = await queueMessageSend(db, {
      conversationId,
      text: 'Hello',
      now: T0,
    });
    expect(message).toMatchObject({
      role: 'user',
      send_state: 'queued',
      content_text: 'Hello',
      conversation_id: conversationId,
    });
    expect(entry).toMatchObject({
      kind: 'message.send',
      message_id: message.id,
      claimed_by: null,
      attempts: 0,
    });
    expect(entry.payload.reply_id).toEqual(expect.any(String));
    expect(claimed).toBe(false);
    expect(await liveMessages(db, conversationId)()).toEqual([message]);
    expect(await liveHasPendingSend(db, conversationId)()).toBe(true);
  });

  it('claims for the sending tab only when nothing earlier waits in the conversation', async () => {
    const claim = { owner: 'tab-a', leaseMs: 30_000 };
    const first = await queueMessageSend(db, { conversationId, text: 'one', claim, now: T0 });
    expect(first.claimed).toBe(true);
    expect(first.entry).toMatchObject({ claimed_by: 'tab-a', claim_expires_at: T0 + 30_000 });
    const second = await queueMessageSend(db, { conversationId, text: 'two', claim, now: T0 });
    expect(second.claimed).toBe(false);
    expect(second.entry.claimed_by).toBeNull();
  });

  it('refuses blank and unknown-conversation sends', async () => {
    await expect(queueMessageSend(db, { conversationId, text: '  \n ' })).rejects.toBeInstanceOf(
      LocalWriteError,
    );
    await expect(queueMessageSend(db, { conversationId: 'nope', text: 'hi' })).rejects.toMatchObject({
      code: 'conversation-not-found',
    });
  });

  it('S1/S18: a quota error on the queue write reaches the caller, writes nothing, and shows in the storage status', async () => {
    const kept = await queueMessageSend(db, { conversationId, text: 'already queued' });
    const spy = vi
      .spyOn(db.outbox, 'add')
      .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(queueMessageSend(db, { conversationId, text: 'does not fit' })).rejects.toMatchObject({
      name: expect.stringMatching(/QuotaExceeded/),
    });
    spy.mockRestore();
    expect(db.storageStatus.getSnapshot()).toMatchObject({ state: 'quota-exceeded' });
    const messages = await liveMessages(db, conversationId)();
    expect(messages.map((m) => m.content_text)).toEqual(['already queued']);
    expect((await listOutbox(db)).map((e) => (e.kind === 'message.send' ? e.message_id : null))).toEqual([
      kept.message.id,
    ]);
    await queueMessageSend(db, { conversationId, text: 'fits again' });
    expect(db.storageStatus.getSnapshot()).toEqual({ state: 'ok' });
  });

  it('delivery states: sending, sent, failed', async () => {
    const { message } = await queueMessageSend(db, { conversationId, text: 'x' });
    await markSending(db, message.id);
    expect((await db.messages.get(message.id))!.send_state).toBe('sending');
    await markFailed(db, message.id, 'boom');
    expect(await db.messages.get(message.id)).toMatchObject({ send_state: 'failed', error: 'boom' });
    await markSent(db, message.id);
    expect(await db.messages.get(message.id)).toMatchObject({ send_state: 'sent', error: null });
  });

  it('saving the reply stores it after the question, settles the question and empties the outbox', async () => {
    const { message, entry } = await queueMessageSend(db, { conversationId, text: 'q', now: T0 });
    const reply = await saveAssistantReply(db, {
      conversationId,
      userMessageId: message.id,
      replyId: entry.payload.reply_id,
      summary: {
        content_text: 'answer',
        content_json: [{ type: 'text', text: 'answer' }],
        trace_types: ['text'],
      },
      state: 'sent',
      outboxSeq: entry.seq,
      now: T0 - 60_000, // a clock behind the question's time still sorts the reply after it
    });
    expect(reply).toMatchObject({ role: 'assistant', send_state: 'sent', in_reply_to: message.id });
    const list = await liveMessages(db, conversationId)();
    expect(list.map((m) => [m.role, m.send_state])).toEqual([
      ['user', 'sent'],
      ['assistant', 'sent'],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(toMessageView(list[1]!, true)).toMatchObject({
      type: 'assistant',
      content: 'answer',
      isStreaming: false,
    });
  });

  it('S10: an interrupted stream keeps the partial text and the entry; the finished reply replaces it', async () => {
    const { message, entry } = await queueMessageSend(db, { conversationId, text: 'q' });
    await saveInterruptedReply(db, {
      conversationId,
      userMessageId: message.id,
      replyId: entry.payload.reply_id,
      partial: { content_text: 'The median pri', content_json: [], trace_types: ['completion'] },
      questionReceived: true,
      error: 'network',
    });
    expect(
      (await liveMessages(db, conversationId)()).map((m) => [m.role, m.send_state, m.content_text]),
    ).toEqual([
      ['user', 'sent', 'q'],
      ['assistant', 'interrupted', 'The median pri'],
    ]);
    expect(await db.outbox.count()).toBe(1);
    await applyServerMessages(db, [
      serverMessage({ conversation_id: conversationId, client_msg_id: message.id, content_text: 'q' }),
      serverMessage({
        conversation_id: conversationId,
        client_msg_id: entry.payload.reply_id,
        role: 'assistant',
        in_reply_to: message.id,
        content_text: 'The median price is $450k.',
        created_at: '2026-03-01T12:00:02+00:00',
      }),
    ]);
    expect(
      (await liveMessages(db, conversationId)()).map((m) => [m.role, m.send_state, m.content_text]),
    ).toEqual([
      ['user', 'sent', 'q'],
      ['assistant', 'sent', 'The median price is $450k.'],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('S10b: a reply regenerated after the server marked it interrupted replaces the interrupted copy', async () => {
    const { message, entry } = await queueMessageSend(db, { conversationId, text: 'q' });
    const replyId = entry.payload.reply_id;
    // A pull brought the server's interrupted row before the retry's stream finished.
    await applyServerMessages(db, [
      serverMessage({ conversation_id: conversationId, client_msg_id: message.id, content_text: 'q' }),
      serverMessage({
        conversation_id: conversationId,
        client_msg_id: replyId,
        role: 'assistant',
        in_reply_to: message.id,
        content_text: 'The median pri',
        status: 'interrupted',
        created_at: '2026-03-01T12:00:02+00:00',
      }),
    ]);
    expect((await db.messages.get(replyId))!.send_state).toBe('interrupted');
    await saveAssistantReply(db, {
      conversationId,
      userMessageId: message.id,
      replyId,
      summary: { content_text: 'The median price is $450k.', content_json: [], trace_types: ['text'] },
      state: 'sent',
      outboxSeq: entry.seq,
    });
    expect(await db.messages.get(replyId)).toMatchObject({
      send_state: 'sent',
      content_text: 'The median price is $450k.',
      server_id: null,
    });
  });

  it('a failed reply shows the error, leaves the outbox, and can be retried with the same ids', async () => {
    const { message, entry } = await queueMessageSend(db, { conversationId, text: 'q' });
    await saveFailedReply(db, {
      conversationId,
      userMessageId: message.id,
      replyId: entry.payload.reply_id,
      errorText: 'The assistant is unavailable right now.',
      outboxSeq: entry.seq,
    });
    expect((await liveMessages(db, conversationId)()).map((m) => [m.role, m.send_state])).toEqual([
      ['user', 'failed'],
      ['assistant', 'failed'],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await retryFailedSend(db, { messageId: message.id })).toBe(true);
    const [again] = await listOutbox(db);
    expect(again).toMatchObject({
      kind: 'message.send',
      message_id: message.id,
      payload: { reply_id: entry.payload.reply_id },
    });
    expect((await liveMessages(db, conversationId)()).map((m) => [m.role, m.send_state])).toEqual([
      ['user', 'queued'],
    ]);
    // Retried again while it waits (backing off: "taking longer than usual"): due at once, still one.
    await db.outbox.update(again!.seq!, { next_attempt_at: Date.now() + 60_000 });
    expect(await retryFailedSend(db, { messageId: message.id, now: 1_000 })).toBe(true);
    expect(await listOutbox(db)).toMatchObject([{ message_id: message.id, next_attempt_at: 1_000 }]);
  });

  it('S8: server rows converge whatever their order and however often they come', async () => {
    const rows = Array.from({ length: 6 }, (_, i) =>
      serverMessage({
        conversation_id: conversationId,
        content_text: `m${i}`,
        created_at: `2026-03-01T12:00:0${i}.00${i}+00:00`,
      }),
    );
    await applyServerMessages(db, [rows[3]!, rows[1]!]);
    await applyServerMessages(db, [...rows].reverse());
    expect(await applyServerMessages(db, [rows[0]!, rows[0]!, rows[5]!])).toBe(0);
    const texts = (await liveMessages(db, conversationId)()).map((m) => m.content_text);
    expect(texts).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('a reply leaves an outbox entry alone while a tab is delivering it', async () => {
    const { message, entry } = await queueMessageSend(db, {
      conversationId,
      text: 'q',
      claim: { owner: 'tab-a', leaseMs: 60_000 },
      now: Date.now(),
    });
    await markSending(db, message.id);
    await applyServerMessages(db, [
      serverMessage({
        conversation_id: conversationId,
        client_msg_id: entry.payload.reply_id,
        role: 'assistant',
        in_reply_to: message.id,
      }),
    ]);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.messages.get(message.id))!.send_state).toBe('sent');
  });

  it('ignores rows of a conversation deleted here', async () => {
    await deleteConversationLocally(db, { id: conversationId });
    await applyServerMessages(db, [serverMessage({ conversation_id: conversationId })]);
    expect(await db.messages.count()).toBe(0);
  });
});

describe('outbox leases (S4)', () => {
  it('one owner at a time; an expired lease can be taken over; renew and release', async () => {
    const { id } = await createConversationLocally(db, { title: 'x' });
    const [entry] = await listOutbox(db);
    const seq = entry!.seq!;
    expect(await claimOutboxEntry(db, seq, 'a', T0, 1000)).toMatchObject({ claimed_by: 'a' });
    expect(await claimOutboxEntry(db, seq, 'b', T0 + 500, 1000)).toBeNull();
    expect(await renewClaim(db, seq, 'a', T0 + 900, 1000)).toBe(true);
    expect(await claimOutboxEntry(db, seq, 'b', T0 + 1500, 1000)).toBeNull();
    expect(await claimOutboxEntry(db, seq, 'b', T0 + 2000, 1000)).toMatchObject({ claimed_by: 'b' });
    expect(await renewClaim(db, seq, 'a', T0 + 2000, 1000)).toBe(false);
    await releaseOutboxEntry(db, seq, 'b', {
      nextAttemptAt: T0 + 9000,
      countAttempt: true,
      error: 'offline',
    });
    expect(await db.outbox.get(seq)).toMatchObject({
      claimed_by: null,
      attempts: 1,
      next_attempt_at: T0 + 9000,
      last_error: 'offline',
      conversation_id: id,
    });
    await makeOutboxDue(db, T0 + 3000);
    expect((await db.outbox.get(seq))!.next_attempt_at).toBe(T0 + 3000);
  });
});
