// Feedback writes (issue 13): the user's thumbs up or down and note on a reply, stored here at once and
// delivered through the outbox like every other change (docs/sync-rules.md S22). A rating changed
// again before it was delivered replaces the waiting entry's payload (the last rating wins, one request);
// a rating changed while its entry is being delivered queues a second entry after it. Pulled rows never
// overwrite a change still waiting here.

import type { FeedbackRow } from '../../supabase/functions/_shared/feedback.ts';
import {
  FEEDBACK_NOTE_MAX_LENGTH,
  normalizeNote,
  type FeedbackRating,
} from '../../supabase/functions/_shared/feedback.ts';
import type { AppDb, FeedbackRecord, OutboxEntry } from './app-db.ts';
import { readMeta } from './conversation-repository.ts';
import { conversationOutbox, newOutboxEntry } from './outbox-repository.ts';
import { canonicalTimestamp, timestampFromMillis } from './timestamps.ts';
import { LocalWriteError, write } from './write.ts';

/** The server cursor of `GET conversations/feedback?since=`. */
export const FEEDBACK_CURSOR_KEY = 'feedback-cursor';

type FeedbackEntry = OutboxEntry & { kind: 'feedback.put' };

const isFeedbackFor = (messageId: string) => (entry: OutboxEntry) =>
  entry.kind === 'feedback.put' && entry.payload.message_id === messageId;

export interface RateReplyInput {
  /** The reply's id (its client_msg_id). */
  messageId: string;
  rating: FeedbackRating;
  note?: string | null;
  now?: number;
}

/**
 * Stores the user's feedback on a finished reply and queues it for the server, in one transaction.
 * Refuses a message that is not a finished reply here, and a note over the limit.
 */
export async function rateReplyLocally(db: AppDb, input: RateReplyInput): Promise<FeedbackRecord> {
  const note = input.rating === null ? null : normalizeNote(input.note);
  if (note !== null && [...note].length > FEEDBACK_NOTE_MAX_LENGTH)
    throw new LocalWriteError('note-too-long');
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.messages, db.outbox, db.feedback], async () => {
    const reply = await db.messages.get(input.messageId);
    if (
      !reply ||
      reply.role !== 'assistant' ||
      (reply.send_state !== 'sent' && reply.send_state !== 'stopped')
    )
      throw new LocalWriteError('message-not-found');
    const conversation = await db.conversations.get(reply.conversation_id);
    if (!conversation || conversation.deleted_at) throw new LocalWriteError('conversation-not-found');
    const payload = { message_id: reply.id, rating: input.rating, note };
    const waiting = (await conversationOutbox(db, reply.conversation_id))
      .filter(isFeedbackFor(reply.id))
      .find((entry) => entry.claimed_by === null);
    if (waiting) {
      await db.outbox.update(waiting.seq!, { payload });
    } else {
      await db.outbox.add(
        newOutboxEntry({ kind: 'feedback.put', conversation_id: reply.conversation_id, payload }, now),
      );
    }
    const record: FeedbackRecord = {
      message_id: reply.id,
      conversation_id: reply.conversation_id,
      rating: input.rating,
      note,
      updated_at: timestampFromMillis(now),
      pending: true,
    };
    await db.feedback.put(record);
    return record;
  });
}

async function othersWaiting(db: AppDb, entry: FeedbackEntry): Promise<boolean> {
  return (await conversationOutbox(db, entry.conversation_id)).some(
    (other) => other.seq !== entry.seq && isFeedbackFor(entry.payload.message_id)(other),
  );
}

/** The server stored the entry's feedback: the entry goes, and the row is the server's unless newer waits. */
export function completeFeedbackEntry(db: AppDb, entry: FeedbackEntry, row: FeedbackRow): Promise<void> {
  return write(db, [db.outbox, db.feedback], async () => {
    await db.outbox.delete(entry.seq!);
    if (await othersWaiting(db, entry)) return;
    await db.feedback.put(recordOf(row));
  });
}

/**
 * The server refused the feedback for good (the reply is gone, or the note was refused): the entry
 * goes, and unless a newer rating waits, the local rating too; the feedback cursor restarts so that the
 * next pull brings back whatever the server holds.
 */
export function refuseFeedbackEntry(db: AppDb, entry: FeedbackEntry): Promise<void> {
  return write(db, [db.outbox, db.feedback, db.meta], async () => {
    await db.outbox.delete(entry.seq!);
    if (await othersWaiting(db, entry)) return;
    await db.feedback.delete(entry.payload.message_id);
    await db.meta.put({ key: FEEDBACK_CURSOR_KEY, value: '' });
  });
}

/** Applies pulled rows (a change waiting here wins) and stores the page's cursor with them. */
export function applyServerFeedback(
  db: AppDb,
  rows: readonly FeedbackRow[],
  options: { cursor?: string } = {},
): Promise<void> {
  return write(db, [db.feedback, db.meta], async () => {
    const locals = await db.feedback.bulkGet(rows.map((r) => r.message_client_msg_id));
    const puts = rows.map(recordOf).filter((record, i) => !locals[i]?.pending);
    if (puts.length) await db.feedback.bulkPut(puts);
    if (options.cursor !== undefined) await db.meta.put({ key: FEEDBACK_CURSOR_KEY, value: options.cursor });
  });
}

export function readFeedbackCursor(db: AppDb): Promise<string> {
  return readMeta<string>(db, FEEDBACK_CURSOR_KEY).then((cursor) => cursor ?? '');
}

function recordOf(row: FeedbackRow): FeedbackRecord {
  return {
    message_id: row.message_client_msg_id,
    conversation_id: row.conversation_id,
    rating: row.rating,
    note: row.note,
    updated_at: canonicalTimestamp(row.updated_at),
    pending: false,
  };
}
