// What a failed call to the conversation service means (docs/sync-rules.md S3, S12, S14): normal
// network trouble is retried with back-off, a 401 pauses until the session is refreshed, a refusal for
// good ends the change (and `refuseForGood` says what that does to each kind), everything else is
// retried and reported.

import type { AppDb, OutboxEntry } from '../db/app-db.ts';
import { completeConversationEntry, purgeConversation } from '../db/conversation-repository.ts';
import { completeFeedbackEntry, refuseFeedbackEntry } from '../db/feedback-repository.ts';
import { markWaiting, saveFailedReply } from '../db/message-repository.ts';
import { releaseOutboxEntry, removeOutboxEntry } from '../db/outbox-repository.ts';
import { unreachable } from '../../supabase/functions/_shared/unreachable.ts';
import { REQUEST_ERROR_FALLBACK } from '../lib/message-content.ts';
import { retryDelay, type BackoffOptions } from './backoff.ts';
import {
  httpStatusOf,
  retryAfterMsOf,
  serviceReasonOf,
  StreamInterruptedError,
  type ConversationApi,
} from './conversation-api.ts';

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

/**
 * S3: releases a failed entry for a later attempt, after the back-off. A 429 (too many replies at once,
 * or too fast) keeps the message queued, waits at least as long as the server asked, and keeps the
 * server's sentence as the reason, which the question's bubble shows until the next attempt.
 */
export async function releaseForRetry(
  db: AppDb,
  entry: OutboxEntry,
  error: unknown,
  options: { tabId: string; now: number; serverError: boolean; backoff: BackoffOptions },
): Promise<void> {
  const serverWaitMs = retryAfterMsOf(error) ?? 0;
  // 429 (too many replies at once, or too fast) and 507 (the server's disk nearly full): the entry
  // stays queued, nothing is lost, and the reason shown is the server's.
  const reason = waitsForServer(httpStatusOf(error)) ? serviceReasonOf(error) : null;
  if (reason && entry.kind === 'message.send') await markWaiting(db, entry.message_id, reason);
  const backoffMs = retryDelay(entry.attempts + 1, options.backoff);
  await releaseOutboxEntry(db, entry.seq!, options.tabId, {
    nextAttemptAt: options.now + Math.max(serverWaitMs, backoffMs),
    countAttempt: true,
    serverError: options.serverError,
    error: reason || describe(error),
  });
}

/**
 * Delivers one change that is not a turn (turns stream through turns.ts): the server's answer is
 * stored with the entry's removal (S1). Failures throw; the engine decides what they mean.
 */
export async function deliverChange(
  db: AppDb,
  api: ConversationApi,
  entry: Exclude<OutboxEntry, { kind: 'message.send' | 'message.regenerate' }>,
  signal: AbortSignal,
): Promise<'done'> {
  const seq = entry.seq!;
  switch (entry.kind) {
    case 'conversation.create': {
      const row = await api.create({ id: entry.conversation_id, title: entry.payload.title }, { signal });
      await completeConversationEntry(db, seq, row);
      return 'done';
    }
    case 'conversation.rename': {
      const row = await api.rename(entry.conversation_id, entry.payload.title, { signal });
      await completeConversationEntry(db, seq, row);
      return 'done';
    }
    case 'conversation.update': {
      const row = await api.update(entry.conversation_id, entry.payload, { signal });
      await completeConversationEntry(db, seq, row);
      return 'done';
    }
    case 'conversation.delete':
      await api.delete(entry.conversation_id, { signal });
      await purgeConversation(db, entry.conversation_id);
      return 'done';
    case 'conversation.select': {
      const row = await api.selectVersion(
        entry.conversation_id,
        { parent_id: entry.payload.parent_key, child_id: entry.payload.child_id },
        { signal },
      );
      await completeConversationEntry(db, seq, row);
      return 'done';
    }
    case 'feedback.put': {
      const { message_id, rating, note } = entry.payload;
      const row = await api.putFeedback(entry.conversation_id, message_id, { rating, note }, { signal });
      await completeFeedbackEntry(db, entry, row);
      return 'done';
    }
    default:
      return unreachable(entry);
  }
}
