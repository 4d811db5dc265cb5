// Issue 23 §3: a question whose send keeps failing (the reply service answering 5xx, retried with
// back-off by the sync engine, S3/S14) or that has waited unusually long must not look like ordinary
// "Sending…". This reads the conversation's waiting sends from the outbox and marks the question's
// view as delayed (with why), so its bubble says "taking longer than usual" and offers Retry. It only
// changes what is displayed; the engine's retries and their timing stay as they are.
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { AppDb } from '../../db/app-db.ts';
import { useNow } from '../conversations/use-now.ts';
import type { ChatMessageView, SendDelay } from './chat-message.ts';

/** A send still waiting after this long is "taking longer than usual" even with no failed try. */
export const SLOW_SEND_MS = 10_000;

export interface WaitingSend {
  messageId: string;
  /** Failed deliveries so far. */
  attempts: number;
  /** Epoch ms when the question was queued. */
  createdAt: number;
}

/** Why a waiting question is delayed, or null while it is an ordinary send. */
export function sendDelay(send: WaitingSend, now: number): SendDelay | null {
  if (send.attempts > 0) return 'failing';
  return now - send.createdAt >= SLOW_SEND_MS ? 'slow' : null;
}

/** The views with each delayed question (shown as sending) marked. */
export function markDelayedSends(
  views: ChatMessageView[],
  waiting: readonly WaitingSend[],
  now: number,
): ChatMessageView[] {
  if (waiting.length === 0) return views;
  const byMessage = new Map(waiting.map((send) => [send.messageId, send]));
  return views.map((view) => {
    const send = view.sendState === 'sending' ? byMessage.get(view.id) : undefined;
    const delay = send ? sendDelay(send, now) : null;
    return delay ? { ...view, delay } : view;
  });
}

const NONE: WaitingSend[] = [];

/** The conversation's views with delayed sends marked, re-checked every second while one waits. */
export function useDelayedSends(
  db: AppDb,
  conversationId: string | null,
  views: ChatMessageView[],
): ChatMessageView[] {
  const waiting =
    useLiveQuery(
      async () =>
        conversationId
          ? (
              await db.outbox
                .where('[conversation_id+seq]')
                .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
                .toArray()
            ).flatMap((entry) =>
              entry.kind === 'message.send'
                ? [{ messageId: entry.message_id, attempts: entry.attempts, createdAt: entry.created_at }]
                : [],
            )
          : NONE,
      [db, conversationId],
    ) ?? NONE;
  const now = useNow(1_000, waiting.length > 0);
  return useMemo(() => markDelayedSends(views, waiting, now), [views, waiting, now]);
}
