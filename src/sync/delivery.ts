// What a failed call to the conversation service means (docs/sync-rules.md S3, S12, S14): normal
// network trouble is retried with back-off, a 401 pauses until the session is refreshed, a refusal for
// good ends the change (and `refuseForGood` says what that does to each kind), everything else is
// retried and reported.

import type { AppDb, OutboxEntry } from '../db/app-db.ts';
import { purgeConversation } from '../db/conversation-repository.ts';
import { refuseFeedbackEntry } from '../db/feedback-repository.ts';
import { saveFailedReply } from '../db/message-repository.ts';
import { removeOutboxEntry } from '../db/outbox-repository.ts';
import { unreachable } from '../../supabase/functions/_shared/unreachable.ts';
import { REQUEST_ERROR_FALLBACK } from '../lib/message-content.ts';
import { httpStatusOf, StreamInterruptedError } from './conversation-api.ts';

export const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Failures that are normal when the network comes and goes: fetch's TypeError ('Failed to fetch',
 * 'fetch failed', 'NetworkError …', 'Load failed'), a cut stream, an abort. Anything else is a bug worth
 * reporting, even though it is retried like the rest.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof StreamInterruptedError || isAbort(error)) return true;
  return (
    error instanceof TypeError && /fetch|network|load failed|terminated|socket|connect/i.test(error.message)
  );
}

/** 4xx other than 401 (session), 408 (timeout) and 429 (rate limit): retrying cannot help. */
export function isPermanent(status: number | null): boolean {
  return (
    status !== null && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429
  );
}

/**
 * Refusals that say "not now" with a reason for the user (the service's `error` sentence): 429 (too
 * many replies at once or too fast) and 507 (the server's disk is nearly full). The entry stays
 * queued and the question's bubble shows why.
 */
export function waitsForServer(status: number | null): boolean {
  return status === 429 || status === 507;
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type FailureKind =
  /** S12: the session expired; release without counting and wait for a refresh. */
  | 'pause'
  /** S14: refused for good (or 5xx too often). */
  | 'give-up'
  /** S3: try again after the back-off. */
  | 'retry';

export function classifyFailure(
  entry: Pick<OutboxEntry, 'server_errors'>,
  error: unknown,
  maxServerErrors: number,
): { kind: FailureKind; status: number | null; serverError: boolean } {
  const status = httpStatusOf(error);
  // 507: the server's disk is nearly full (server/http/free-space.ts). It clears when the operator
  // frees space, however long that takes, so it never counts towards giving up: the entry waits.
  const serverError = status !== null && status >= 500 && !waitsForServer(status);
  if (status === 401) return { kind: 'pause', status, serverError };
  if (isPermanent(status) || (serverError && entry.server_errors + 1 >= maxServerErrors)) {
    return { kind: 'give-up', status, serverError };
  }
  return { kind: 'retry', status, serverError };
}

/**
 * S14: what a refusal for good does to each kind of change. Returns whether a pull should follow (the
 * server's version comes back with it).
 */
export async function refuseForGood(
  db: AppDb,
  entry: OutboxEntry,
  failure: { status: number | null; now: number; report: (message: string) => void },
): Promise<{ pull: boolean }> {
  const { status, now, report } = failure;
  switch (entry.kind) {
    case 'message.send':
    case 'message.regenerate':
      // A refused regenerate (not the last reply any more, another one running) is a failed version
      // with Retry, like a refused send; the question itself stays sent.
      await saveFailedReply(db, {
        conversationId: entry.conversation_id,
        userMessageId: entry.message_id,
        replyId: entry.payload.reply_id,
        errorText: REQUEST_ERROR_FALLBACK,
        outboxSeq: entry.seq,
        now,
      });
      return { pull: false };
    case 'conversation.create':
      // 409: deleted on another device, or the id is someone else's. Either way it cannot exist here.
      report(`the server refused to create conversation ${entry.conversation_id} (${status})`);
      await purgeConversation(db, entry.conversation_id);
      return { pull: false };
    case 'conversation.delete':
      // 404: already gone (or never ours): the goal is reached.
      await purgeConversation(db, entry.conversation_id);
      return { pull: false };
    case 'conversation.rename':
    case 'conversation.update':
    case 'conversation.select':
      // 404: deleted elsewhere (its tombstone comes with the pull), or a version not there; 400: the
      // server's title, marks or choice stay, and the pull brings them back here.
      await removeOutboxEntry(db, entry.seq!);
      return { pull: true };
    case 'feedback.put':
      // 404: the reply is gone (or never ours); 400: the note was refused. The server's rating (if
      // any) comes back with the pull.
      report(`the server refused feedback on reply ${entry.payload.message_id} (${status})`);
      await refuseFeedbackEntry(db, entry);
      return { pull: true };
    default:
      return unreachable(entry);
  }
}

/** How one delivery attempt ended: the entry is gone, waits for a retry, or waits for the session. */
export type Delivery = 'done' | 'retry' | 'paused';
