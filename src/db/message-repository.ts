// Message writes: a queued send (user message + outbox entry in one transaction, S1), the states of a
// delivery (S9), the assistant's reply, and server rows (S8).

import { Dexie } from 'dexie';
import type { ContentPart, MessageRow, ReplySummary } from '../../supabase/functions/_shared/protocol.ts';
// The service refuses longer messages, so they fail here first (one constant for both ends).
import { MESSAGE_MAX_LENGTH, ROOT_PARENT } from '../../supabase/functions/_shared/protocol.ts';
import type { AppDb, MessageRecord, OutboxEntry, SendState } from './app-db.ts';
import { acknowledgeByReply, mergeMessage, replySortKey } from './merge.ts';
import { laneHead, newOutboxEntry, refreshPendingFlags } from './outbox-repository.ts';
import { parentForNewQuestion, pendingSelections } from './version-repository.ts';
import { laterTimestamp, shiftTimestamp, timestampFromMillis } from './timestamps.ts';
import { LocalWriteError, write } from './write.ts';

export interface QueueMessageInput {
  conversationId: string;
  text: string;
  /** The user message's client_msg_id (default: a new UUID). */
  messageId?: string;
  /** The assistant reply's client_msg_id, sent as response_client_msg_id (default: a new UUID). */
  replyId?: string;
  now?: number;
  /**
   * Claim the entry for this tab at once (a send streamed here, S4), unless earlier entries of the
   * conversation are still waiting: then the lane delivers it in order.
   */
  claim?: { owner: string; leaseMs: number };
  /** Edit & resend: the message becomes a new version of this question (same parent, chosen). */
  editOf?: string;
}

export interface QueuedMessage {
  message: MessageRecord;
  entry: OutboxEntry & { kind: 'message.send' };
  /** True when the entry was claimed for `claim.owner`. */
  claimed: boolean;
}

/**
 * Stores the user's message as `queued` and its outbox entry in one transaction: either both exist or
 * the caller gets the error (quota, closed database) and nothing was written (S1). Sending the same
 * messageId again returns the existing message.
 */
export async function queueMessageSend(db: AppDb, input: QueueMessageInput): Promise<QueuedMessage> {
  const text = input.text;
  if (text.trim() === '') throw new LocalWriteError('blank-message');
  if (text.length > MESSAGE_MAX_LENGTH) throw new LocalWriteError('message-too-long');
  const now = input.now ?? Date.now();
  const messageId = input.messageId ?? crypto.randomUUID();
  const replyId = input.replyId ?? crypto.randomUUID();
  return write(db, [db.conversations, db.messages, db.outbox], async () => {
    const conversation = await db.conversations.get(input.conversationId);
    if (!conversation || conversation.deleted_at) throw new LocalWriteError('conversation-not-found');
    const existing = await db.messages.get(messageId);
    if (existing) {
      const entry = await db.outbox
        .where('message_id')
        .equals(messageId)
        .filter((e) => e.kind === 'message.send')
        .first();
      return { message: existing, entry: entry as QueuedMessage['entry'], claimed: false };
    }
    // Versions: an edit takes the edited question's parent; a new question follows the visible path.
    let parentId: string | null | undefined;
    if (input.editOf) {
      const edited = await db.messages.get(input.editOf);
      if (!edited || edited.role !== 'user' || edited.conversation_id !== input.conversationId)
        throw new LocalWriteError('message-not-found');
      parentId = edited.parent_id;
    } else {
      parentId = await parentForNewQuestion(db, conversation);
    }
    const claim = input.claim && !(await laneHead(db, input.conversationId)) ? input.claim : null;
    const at = timestampFromMillis(now);
    // S17: after everything already in the conversation, with room for the reply in between.
    const last = await db.messages
      .where('[conversation_id+sort_key]')
      .between([input.conversationId, Dexie.minKey], [input.conversationId, Dexie.maxKey])
      .last();
    const sortKey = laterTimestamp(at, last ? shiftTimestamp(last.sort_key, 1000) : null);
    const message: MessageRecord = {
      id: messageId,
      conversation_id: input.conversationId,
      role: 'user',
      content_text: text,
      content_json: [{ type: 'text', text }],
      trace_types: [],
      in_reply_to: null,
      ...(parentId !== undefined ? { parent_id: parentId } : {}),
      created_at: at,
      sort_key: sortKey,
      server_id: null,
      send_state: 'queued',
      error: null,
    };
    await db.messages.add(message);
    const entry = newOutboxEntry(
      {
        kind: 'message.send',
        conversation_id: input.conversationId,
        message_id: messageId,
        payload: {
          text,
          reply_id: replyId,
          ...(parentId !== undefined ? { parent_id: parentId } : {}),
          ...(input.editOf ? { edit_of: input.editOf } : {}),
        },
      },
      now,
      claim?.owner ?? null,
      claim?.leaseMs ?? 0,
    ) as QueuedMessage['entry'];
    entry.seq = await db.outbox.add(entry);
    await db.conversations.update(input.conversationId, {
      last_activity_at: laterTimestamp(conversation.last_activity_at, at),
      ...(input.editOf
        ? { selections: { ...conversation.selections, [parentId ?? ROOT_PARENT]: messageId } }
        : {}),
    });
    return { message, entry, claimed: claim !== null };
  });
}

/** Sets a message's delivery state (and error text). Unknown ids are ignored. */
export function setSendState(
  db: AppDb,
  messageId: string,
  state: SendState,
  error: string | null = null,
): Promise<void> {
  return write(db, [db.messages], async () => {
    const message = await db.messages.get(messageId);
    if (!message || (message.send_state === state && message.error === error)) return;
    await db.messages.update(messageId, { send_state: state, error });
  });
}

export const markQueued = (db: AppDb, messageId: string) => setSendState(db, messageId, 'queued');
export const markSending = (db: AppDb, messageId: string) => setSendState(db, messageId, 'sending');
export const markStreaming = (db: AppDb, messageId: string) => setSendState(db, messageId, 'streaming');
export const markSent = (db: AppDb, messageId: string) => setSendState(db, messageId, 'sent');
/** Queued again because the service asked to wait (429); `reason` is its sentence, shown in the bubble. */
export const markWaiting = (db: AppDb, messageId: string, reason: string) =>
  setSendState(db, messageId, 'queued', reason);
export const markFailed = (db: AppDb, messageId: string, error: string) =>
  setSendState(db, messageId, 'failed', error);

/**
 * A local stand-in for a reply (interrupted, failed, or a regenerate not streamed yet), as opposed to
 * a finished version stored here before the server's copy arrived (versions: it must stay).
 */
function isPlaceholder(m: MessageRecord): boolean {
  return (
    m.role === 'assistant' && m.server_id === null && m.send_state !== 'sent' && m.send_state !== 'stopped'
  );
}

/** Assistant placeholders (interrupted or failed) answering `userMessageId`, other than `keepId`. */
async function deletePlaceholders(db: AppDb, userMessageId: string, keepId: string): Promise<void> {
  await db.messages
    .where('in_reply_to')
    .equals(userMessageId)
    .filter((m) => m.id !== keepId && isPlaceholder(m))
    .delete();
}

/** Where a locally written reply sorts (S17): right after its question, else now. */
function localReplyPlacement(
  now: number,
  question: MessageRecord | undefined,
  existing: MessageRecord | undefined,
): Pick<MessageRecord, 'created_at' | 'sort_key'> {
  if (existing) return { created_at: existing.created_at, sort_key: existing.sort_key };
  const at = timestampFromMillis(now);
  return { created_at: at, sort_key: question ? replySortKey(question) : at };
}

export interface SaveReplyInput {
  conversationId: string;
  userMessageId: string;
  replyId: string;
  summary: ReplySummary;
  /**
   * `stopped` when the user ended the reply early (summary.stopped); `interrupted` when the server cut
   * it short (summary.interrupted), so it offers Retry.
   */
  state: 'sent' | 'stopped' | 'interrupted';
  /** The outbox entry the send came from: removed in the same transaction (S1). */
  outboxSeq?: number;
  now?: number;
}

/**
 * The choice the server made when it took the entry (an edit or a regenerate is chosen at once),
 * written as the entry leaves, so the pane does not fall back until the conversation row arrives.
 */
async function keepEntryChoice(db: AppDb, conversationId: string, outboxSeq: number | undefined) {
  const entry = outboxSeq === undefined ? undefined : await db.outbox.get(outboxSeq);
  if (!entry) return;
  const chosen = pendingSelections([entry]);
  if (Object.keys(chosen).length === 0) return;
  const conversation = await db.conversations.get(conversationId);
  if (conversation)
    await db.conversations.update(conversationId, { selections: { ...conversation.selections, ...chosen } });
}

/**
 * Stores the final assistant reply, marks the question sent, drops placeholders and the outbox entry,
 * all at once. A reply the server already delivered (realtime, pull) keeps the server's copy, unless
 * that copy is an interrupted reply this one regenerated.
 */
export function saveAssistantReply(db: AppDb, input: SaveReplyInput): Promise<MessageRecord | null> {
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.messages, db.outbox], async () => {
    await keepEntryChoice(db, input.conversationId, input.outboxSeq);
    if (input.outboxSeq !== undefined) await db.outbox.delete(input.outboxSeq);
    const conversation = await db.conversations.get(input.conversationId);
    if (!conversation || conversation.deleted_at) return null;
    const question = await db.messages.get(input.userMessageId);
    if (question) await db.messages.put(acknowledgeByReply(question));
    await deletePlaceholders(db, input.userMessageId, input.replyId);
    const existing = await db.messages.get(input.replyId);
    // The server's copy wins, except an interrupted one: the reply regenerated under its id replaces
    // it (its new row reaches us by the next pull or realtime, with its server id).
    if (existing?.server_id && existing.send_state !== 'interrupted') return existing;
    const reply: MessageRecord = {
      id: input.replyId,
      conversation_id: input.conversationId,
      role: 'assistant',
      content_text: input.summary.content_text,
      content_json: input.summary.content_json ?? [],
      trace_types: input.summary.trace_types ?? [],
      in_reply_to: input.userMessageId,
      parent_id: input.userMessageId,
      ...localReplyPlacement(now, question, existing),
      server_id: null,
      send_state: input.state,
      error: null,
    };
    await db.messages.put(reply);
    await db.conversations.update(input.conversationId, {
      last_activity_at: laterTimestamp(conversation.last_activity_at, reply.created_at),
    });
    return reply;
  });
}

export interface SaveFailedReplyInput {
  conversationId: string;
  userMessageId: string;
  replyId: string;
  /** The bubble's text (spec §4: the error event's message, or the fallbacks). */
  errorText: string;
  outboxSeq?: number;
  now?: number;
}

/**
 * A send the server refused or whose generation failed: the question is `failed`, the assistant bubble
 * shows the error (spec §4), and the entry leaves the outbox; `retryFailedSend` queues it again.
 */
export function saveFailedReply(db: AppDb, input: SaveFailedReplyInput): Promise<void> {
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.messages, db.outbox], async () => {
    if (input.outboxSeq !== undefined) await db.outbox.delete(input.outboxSeq);
    const conversation = await db.conversations.get(input.conversationId);
    if (!conversation || conversation.deleted_at) return;
    const question = await db.messages.get(input.userMessageId);
    if (question && question.send_state !== 'sent') {
      await db.messages.put({ ...question, send_state: 'failed', error: input.errorText });
    }
    const existing = await db.messages.get(input.replyId);
    if (existing?.server_id) return;
    await db.messages.put({
      id: input.replyId,
      conversation_id: input.conversationId,
      role: 'assistant',
      content_text: input.errorText,
      content_json: [],
      trace_types: [],
      in_reply_to: input.userMessageId,
      parent_id: input.userMessageId,
      ...localReplyPlacement(now, question, existing),
      server_id: null,
      send_state: 'failed',
      error: input.errorText,
    });
  });
}

export interface SaveInterruptedInput {
  conversationId: string;
  userMessageId: string;
  replyId: string;
  /** What had streamed when the stream was cut. */
  partial: { content_text: string; content_json: ContentPart[]; trace_types: string[] };
  /** Whether the server had acknowledged the question (its metadata event arrived). */
  questionReceived: boolean;
  error: string;
  now?: number;
}

/**
 * A stream cut by the network (S10): the partial text stays visible as an `interrupted` assistant
 * message; the question is `sent` if the server had it, else back to `queued`. The outbox entry stays:
 * its retry (or a pull) brings the server's finished reply, which replaces the placeholder.
 */
export function saveInterruptedReply(db: AppDb, input: SaveInterruptedInput): Promise<void> {
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.messages], async () => {
    const conversation = await db.conversations.get(input.conversationId);
    if (!conversation || conversation.deleted_at) return;
    const question = await db.messages.get(input.userMessageId);
    if (question && question.send_state !== 'sent') {
      await db.messages.put({
        ...question,
        send_state: input.questionReceived ? 'sent' : 'queued',
        error: null,
      });
    }
    const existing = await db.messages.get(input.replyId);
    if (existing?.server_id || input.partial.content_text.trim() === '') return;
    await db.messages.put({
      id: input.replyId,
      conversation_id: input.conversationId,
      role: 'assistant',
      content_text: input.partial.content_text,
      content_json: input.partial.content_json,
      trace_types: input.partial.trace_types,
      in_reply_to: input.userMessageId,
      parent_id: input.userMessageId,
      ...localReplyPlacement(now, question, existing),
      server_id: null,
      send_state: 'interrupted',
      error: input.error,
    });
  });
}

/**
 * Queues a send again with the same ids (S2 idempotency): a failed one (the server stored no reply,
 * so it generates one), or a delivered question whose reply was interrupted or never came (S10b: the
 * server generates it again under the same reply id; the partial text shows until the new reply
 * streams over it). A question whose entry is still waiting is made due at once. Returns false when
 * there is nothing to retry.
 */
export function retryFailedSend(db: AppDb, input: { messageId: string; now?: number }): Promise<boolean> {
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.messages, db.outbox], async () => {
    const message = await db.messages.get(input.messageId);
    if (!message || message.role !== 'user') return false;
    const conversation = await db.conversations.get(message.conversation_id);
    if (!conversation || conversation.deleted_at) return false;
    if (message.send_state !== 'failed') {
      const replies = await db.messages.where('in_reply_to').equals(message.id).toArray();
      const answered = replies.some((m) => m.role === 'assistant' && m.send_state !== 'interrupted');
      // Still waiting for its first delivery (backing off after failed tries): Retry makes it due
      // at once (issue 23 §3, "taking longer than usual").
      const firstDelivery = message.send_state === 'queued' || message.send_state === 'sending';
      if ((message.send_state !== 'sent' && !firstDelivery) || answered) return false;
      const waiting = await db.outbox
        .where('message_id')
        .equals(message.id)
        .filter((e) => e.kind === 'message.send')
        .first();
      if (firstDelivery && !waiting) return false;
      if (waiting) {
        if (waiting.claimed_by === null || waiting.claim_expires_at < now)
          await db.outbox.update(waiting.seq!, { next_attempt_at: now });
        return true;
      }
      const interrupted = replies.find((m) => m.role === 'assistant');
      await db.outbox.add(
        newOutboxEntry(
          {
            kind: 'message.send',
            conversation_id: message.conversation_id,
            message_id: message.id,
            payload: { text: message.content_text, reply_id: interrupted?.id ?? crypto.randomUUID() },
          },
          now,
        ),
      );
      return true;
    }
    if (
      await db.outbox
        .where('message_id')
        .equals(message.id)
        .filter((e) => e.kind === 'message.send')
        .first()
    )
      return false;
    const placeholder = await db.messages
      .where('in_reply_to')
      .equals(message.id)
      .filter((m) => m.role === 'assistant' && m.server_id === null)
      .first();
    await deletePlaceholders(db, message.id, '');
    await db.messages.put({ ...message, send_state: 'queued', error: null });
    await db.outbox.add(
      newOutboxEntry(
        {
          kind: 'message.send',
          conversation_id: message.conversation_id,
          message_id: message.id,
          payload: { text: message.content_text, reply_id: placeholder?.id ?? crypto.randomUUID() },
        },
        now,
      ),
    );
    return true;
  });
}

function sameMessage(a: MessageRecord, b: MessageRecord): boolean {
  return (
    a.send_state === b.send_state &&
    a.server_id === b.server_id &&
    a.created_at === b.created_at &&
    a.sort_key === b.sort_key &&
    a.content_text === b.content_text &&
    a.error === b.error &&
    a.in_reply_to === b.in_reply_to &&
    a.parent_id === b.parent_id &&
    a.trace_types.length === b.trace_types.length &&
    JSON.stringify(a.content_json) === JSON.stringify(b.content_json)
  );
}

/**
 * Applies server message rows (a pulled page or a realtime insert) by client_msg_id (S8). Rows of
 * conversations deleted here are skipped. A reply settles its question: the question is sent, the
 * placeholder goes, and the question's outbox entry goes too unless a tab is delivering it right now.
 * Returns how many local records changed.
 */
export function applyServerMessages(
  db: AppDb,
  rows: readonly MessageRow[],
  options: { now?: number } = {},
): Promise<number> {
  const now = options.now ?? Date.now();
  return write(db, [db.conversations, db.messages, db.outbox], async () => {
    if (rows.length === 0) return 0;
    // Reads are batched (one request per kind, not per row): a 1,000-row page is one transaction. The
    // three are independent, so they are asked at once (one wait for the database, not three).
    const conversationIds = [...new Set(rows.map((r) => r.conversation_id))];
    const questionIds = [...new Set(rows.flatMap((r) => (r.in_reply_to ? [r.in_reply_to] : [])))];
    const [conversationRows, locals, questionRows] = await Promise.all([
      db.conversations.bulkGet(conversationIds),
      db.messages.bulkGet(rows.map((r) => r.client_msg_id)),
      questionIds.length ? db.messages.bulkGet(questionIds) : [],
    ]);
    const conversations = new Map(conversationRows.flatMap((c) => (c ? [[c.id, c] as const] : [])));
    const questions = new Map(questionRows.flatMap((q) => (q ? [[q.id, q] as const] : [])));
    const puts = new Map<string, MessageRecord>();
    const replies: MessageRecord[] = [];
    const latest = new Map<string, string>();
    for (const [i, row] of rows.entries()) {
      const conversation = conversations.get(row.conversation_id);
      if (conversation?.deleted_at) continue;
      const local = puts.get(row.client_msg_id) ?? locals[i];
      // A client_msg_id is unique per conversation only; ids here are UUIDs, so a clash is foreign data.
      if (local && local.conversation_id !== row.conversation_id) continue;
      const merged = mergeMessage(local, row);
      if (!local && merged.in_reply_to) {
        const question = puts.get(merged.in_reply_to) ?? questions.get(merged.in_reply_to);
        if (question?.conversation_id === merged.conversation_id) merged.sort_key = replySortKey(question);
      }
      if (!local || !sameMessage(local, merged)) puts.set(merged.id, merged);
      if (merged.role === 'assistant' && merged.in_reply_to) replies.push(merged);
      latest.set(row.conversation_id, laterTimestamp(latest.get(row.conversation_id), merged.created_at));
    }
    // A reply settles its question (S8).
    for (const reply of replies) {
      const question = puts.get(reply.in_reply_to!) ?? questions.get(reply.in_reply_to!);
      if (!question || question.conversation_id !== reply.conversation_id) continue;
      const acknowledged = acknowledgeByReply(question);
      if (acknowledged !== question) puts.set(acknowledged.id, acknowledged);
    }
    if (puts.size) await db.messages.bulkPut([...puts.values()]);
    if (replies.length) {
      const answered = new Map(replies.map((r) => [r.in_reply_to!, r]));
      const arrived = new Set(replies.map((r) => r.id));
      const keys = [...answered.keys()];
      const entries = await db.outbox.where('message_id').anyOf(keys).toArray();
      // A version still being regenerated keeps its bubble whatever other reply arrives.
      const awaited = new Set(
        entries.flatMap((e) =>
          e.kind === 'message.regenerate' && !arrived.has(e.payload.reply_id) ? [e.payload.reply_id] : [],
        ),
      );
      // Placeholders (interrupted or failed bubbles) of answered questions go.
      const placeholders = await db.messages
        .where('in_reply_to')
        .anyOf(keys)
        .filter((m) => isPlaceholder(m) && !awaited.has(m.id) && answered.get(m.in_reply_to!)?.id !== m.id)
        .primaryKeys();
      if (placeholders.length) await db.messages.bulkDelete(placeholders);
      // So do their outbox entries (a regenerate: once its own version arrived), unless a tab is
      // delivering one right now.
      for (const entry of entries) {
        const reply =
          entry.kind === 'message.send'
            ? answered.get(entry.message_id)
            : entry.kind === 'message.regenerate' && arrived.has(entry.payload.reply_id)
              ? answered.get(entry.message_id)
              : undefined;
        if (!reply || entry.conversation_id !== reply.conversation_id) continue;
        // An interrupted reply does not answer a send still waiting here: its retry regenerates it
        // under the same id (S10, S10b), so the reply completes without the user pressing Retry.
        if (reply.send_state === 'interrupted' && entry.kind === 'message.send') continue;
        if (entry.claimed_by !== null && entry.claim_expires_at > now) continue;
        await db.outbox.delete(entry.seq!);
        await refreshPendingFlags(db, entry.conversation_id);
      }
    }
    for (const [id, at] of latest) {
      const conversation = conversations.get(id);
      if (conversation && at > conversation.last_activity_at) {
        await db.conversations.update(id, { last_activity_at: at });
      }
    }
    return puts.size;
  });
}

/** A conversation's messages in time order (also what `liveMessages` runs). */
export function conversationMessages(db: AppDb, conversationId: string): Promise<MessageRecord[]> {
  return db.messages
    .where('[conversation_id+sort_key]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .toArray();
}
