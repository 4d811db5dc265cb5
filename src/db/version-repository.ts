// Versions and branches, local side (docs/conversation-service.md "Versions and branches",
// docs/sync-rules.md S23): a regenerate and a choice of version are outbox entries written with their
// effect in one transaction (S1), like a send; an edit is a send with `edit_of` (queueMessageSend).
// Ids are chosen here and reused on every retry, so a regenerate delivered twice makes one reply.
// The conversation's `selections` holds the server's choices with the ones still in the outbox laid
// over them (S6), so the pane shows the chosen version at once, offline too.

import { Dexie } from 'dexie';
import { ROOT_PARENT } from '../../supabase/functions/_shared/protocol.ts';
import { parentKeyOf, visibleLeaf } from '../lib/message-tree.ts';
import type { AppDb, ConversationRecord, MessageRecord, OutboxEntry } from './app-db.ts';
import { replySortKey } from './merge.ts';
import { conversationOutbox, laneHead, newOutboxEntry } from './outbox-repository.ts';
import { laterTimestamp, shiftTimestamp, timestampFromMillis } from './timestamps.ts';
import { LocalWriteError, write } from './write.ts';

/** The choices the outbox still holds, oldest first, as `selections` entries. */
export function pendingSelections(entries: readonly OutboxEntry[]): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const entry of entries) {
    if (entry.kind === 'conversation.select') chosen[entry.payload.parent_key] = entry.payload.child_id;
    else if (entry.kind === 'message.regenerate') chosen[entry.message_id] = entry.payload.reply_id;
    else if (entry.kind === 'message.send' && entry.payload.edit_of)
      chosen[entry.payload.parent_id ?? ROOT_PARENT] = entry.message_id;
  }
  return chosen;
}

/** A conversation's choices still in the outbox (read inside a write). */
export async function conversationPendingSelections(
  db: AppDb,
  conversationId: string,
): Promise<Record<string, string>> {
  return pendingSelections(await conversationOutbox(db, conversationId));
}

function allMessages(db: AppDb, conversationId: string): Promise<MessageRecord[]> {
  return db.messages
    .where('[conversation_id+sort_key]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .toArray();
}

/**
 * What a new question follows: the last message of the visible path. A question still waiting for
 * its reply is followed by that reply (its id is known: the entry's `reply_id`), so a question typed
 * behind a streaming or queued reply continues after it, not beside it. Read inside a write.
 */
export async function parentForNewQuestion(
  db: AppDb,
  conversation: ConversationRecord,
): Promise<string | null> {
  const leaf = visibleLeaf(await allMessages(db, conversation.id), conversation.selections ?? {});
  if (!leaf) return null;
  if (leaf.role === 'user') {
    const waiting = await db.outbox.where('message_id').equals(leaf.id).last();
    if (waiting?.kind === 'message.send' || waiting?.kind === 'message.regenerate')
      return waiting.payload.reply_id;
  }
  return leaf.id;
}

async function choose(db: AppDb, conversation: ConversationRecord, parentKey: string, childId: string) {
  await db.conversations.update(conversation.id, {
    selections: { ...conversation.selections, [parentKey]: childId },
  });
}

export interface QueueRegenerateInput {
  conversationId: string;
  /** The question whose reply gets a new version. */
  questionId: string;
  /** The new version's id (default: a new UUID). */
  replyId?: string;
  /** Continue: the stopped or interrupted reply the new version starts from. */
  continueOf?: string;
  now?: number;
  claim?: { owner: string; leaseMs: number };
}

export interface QueuedRegenerate {
  entry: OutboxEntry & { kind: 'message.regenerate' };
  claimed: boolean;
}

/**
 * Queues a new version of the reply to a question, chosen at once: an assistant record in `queued`
 * state stands for it (the pane shows it as the newest version), the overlay streams over it, and the
 * server's reply replaces it. Only the last reply of the visible path may be regenerated (the
 * server checks the same). The same replyId again returns the waiting entry.
 */
export function queueRegenerate(db: AppDb, input: QueueRegenerateInput): Promise<QueuedRegenerate> {
  const now = input.now ?? Date.now();
  const replyId = input.replyId ?? crypto.randomUUID();
  return write(db, [db.conversations, db.messages, db.outbox], async () => {
    const conversation = await db.conversations.get(input.conversationId);
    if (!conversation || conversation.deleted_at) throw new LocalWriteError('conversation-not-found');
    const question = await db.messages.get(input.questionId);
    if (!question || question.role !== 'user' || question.conversation_id !== conversation.id)
      throw new LocalWriteError('message-not-found');
    const waiting = await db.outbox
      .where('message_id')
      .equals(question.id)
      .filter((e) => e.kind === 'message.regenerate' && e.payload.reply_id === replyId)
      .first();
    if (waiting) return { entry: waiting as QueuedRegenerate['entry'], claimed: false };
    const claim = input.claim && !(await laneHead(db, conversation.id)) ? input.claim : null;
    const entry = newOutboxEntry(
      {
        kind: 'message.regenerate',
        conversation_id: conversation.id,
        message_id: question.id,
        payload: {
          text: question.content_text,
          reply_id: replyId,
          ...(input.continueOf ? { continue_of: input.continueOf } : {}),
        },
      },
      now,
      claim?.owner ?? null,
      claim?.leaseMs ?? 0,
    ) as QueuedRegenerate['entry'];
    entry.seq = await db.outbox.add(entry);
    const placeholder = await db.messages.get(replyId);
    if (!placeholder) {
      const siblings = await db.messages.where('in_reply_to').equals(question.id).toArray();
      // Sorted like its siblings (right after the question, S17); newer than every one of them.
      const newest = siblings.reduce<string | null>((max, m) => laterTimestamp(max, m.created_at), null);
      await db.messages.put({
        id: replyId,
        conversation_id: conversation.id,
        role: 'assistant',
        content_text: '',
        content_json: [],
        trace_types: [],
        in_reply_to: question.id,
        parent_id: question.id,
        created_at: laterTimestamp(timestampFromMillis(now), newest && shiftTimestamp(newest, 1)),
        sort_key: replySortKey(question),
        server_id: null,
        send_state: 'queued',
        error: null,
      });
    }
    await choose(db, conversation, question.id, replyId);
    return { entry, claimed: claim !== null };
  });
}

/**
 * Chooses the version a fork follows (‹ n/m ›), here at once and on the server through the outbox. A
 * choice still waiting for the same fork is replaced (coalesced), so flicking through versions sends
 * only the last one.
 */
export function selectVersionLocally(
  db: AppDb,
  input: { conversationId: string; parentKey: string; childId: string; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.outbox], async () => {
    const conversation = await db.conversations.get(input.conversationId);
    if (!conversation || conversation.deleted_at) throw new LocalWriteError('conversation-not-found');
    const entries = await conversationOutbox(db, conversation.id);
    const waiting = entries.find(
      (e) =>
        e.kind === 'conversation.select' &&
        e.payload.parent_key === input.parentKey &&
        e.claimed_by === null &&
        e.attempts === 0,
    );
    const payload = { parent_key: input.parentKey, child_id: input.childId };
    // Only the lane's last entry may absorb the choice, so the lane keeps the order it was made in.
    if (waiting && waiting === entries.at(-1)) await db.outbox.update(waiting.seq!, { payload });
    else
      await db.outbox.add(
        newOutboxEntry({ kind: 'conversation.select', conversation_id: conversation.id, payload }, now),
      );
    await choose(db, conversation, input.parentKey, input.childId);
  });
}

/**
 * Retry of a reply version that failed or was interrupted (not the first reply to its question,
 * which `retryFailedSend` handles): its regenerate is queued again under the same id, or made due at
 * once when it is still waiting. False when there is nothing to retry.
 */
export function retryReplyVersion(db: AppDb, input: { replyId: string; now?: number }): Promise<boolean> {
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.messages, db.outbox], async () => {
    const reply = await db.messages.get(input.replyId);
    if (!reply || reply.role !== 'assistant' || !reply.in_reply_to) return false;
    if (reply.send_state !== 'failed' && reply.send_state !== 'interrupted') return false;
    const waiting = await db.outbox
      .where('message_id')
      .equals(reply.in_reply_to)
      .filter((e) => e.kind === 'message.regenerate' && e.payload.reply_id === reply.id)
      .first();
    if (waiting) {
      if (waiting.claimed_by === null || waiting.claim_expires_at < now)
        await db.outbox.update(waiting.seq!, { next_attempt_at: now });
      return true;
    }
    const question = await db.messages.get(reply.in_reply_to);
    if (!question) return false;
    if (reply.send_state === 'failed')
      await db.messages.put({ ...reply, send_state: 'queued', content_text: '', error: null });
    await db.outbox.add(
      newOutboxEntry(
        {
          kind: 'message.regenerate',
          conversation_id: reply.conversation_id,
          message_id: question.id,
          payload: { text: question.content_text, reply_id: reply.id },
        },
        now,
      ),
    );
    return true;
  });
}

/** Whether a reply is a later version of its question's reply (a regenerate made it). */
export async function isLaterVersion(db: AppDb, reply: MessageRecord): Promise<boolean> {
  if (reply.role !== 'assistant' || !reply.in_reply_to) return false;
  const siblings = await db.messages.where('in_reply_to').equals(reply.in_reply_to).toArray();
  const key = parentKeyOf(reply);
  return siblings.some((m) => m.id !== reply.id && parentKeyOf(m) === key && m.created_at < reply.created_at);
}
