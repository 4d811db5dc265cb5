// Replies whose stream just ended in this tab, remembered for a moment. The engine drops a streaming
// reply on the frame after it stored the final one (sync rule S9), but the screen's live query of the
// stored messages may answer a little later: without this, a reply delivered by the engine alone (an
// offline queue drained, a retry) would vanish for a frame and come back as a new element. The screen
// shows a remembered reply only while nothing else shows its question's answer (compose-messages.ts),
// and forgets it after `holdMs` whatever happens (a cut stream may store nothing).
//
// It follows the engine's streaming snapshot only while someone listens (useSyncExternalStore), so it
// can be created during render without side effects.

import type { StreamingReplies, StreamingReply } from '../../sync/streaming-replies.ts';

export const ENDED_REPLY_HOLD_MS = 3_000;

export interface EndedReplies {
  subscribe(listener: () => void): () => void;
  /** The reply that last ended in a conversation, while remembered. */
  get(conversationId: string): StreamingReply | undefined;
}

export function followEndedReplies(
  streaming: Pick<StreamingReplies, 'subscribe' | 'getSnapshot'>,
  holdMs: number = ENDED_REPLY_HOLD_MS,
): EndedReplies {
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let ended: ReadonlyMap<string, StreamingReply> = new Map();
  let previous = streaming.getSnapshot();
  let unfollow: (() => void) | null = null;

  const publish = (next: ReadonlyMap<string, StreamingReply>) => {
    if (next === ended) return;
    ended = next;
    for (const listener of [...listeners]) listener();
  };

  const forget = (conversationId: string) => {
    clearTimeout(timers.get(conversationId));
    timers.delete(conversationId);
    if (!ended.has(conversationId)) return;
    const next = new Map(ended);
    next.delete(conversationId);
    publish(next);
  };

  const onStreaming = () => {
    const current = streaming.getSnapshot();
    let next: Map<string, StreamingReply> | null = null;
    for (const [conversationId, reply] of previous) {
      if (current.has(conversationId) || reply.text === '') continue;
      next ??= new Map(ended);
      next.set(conversationId, reply);
      clearTimeout(timers.get(conversationId));
      timers.set(
        conversationId,
        setTimeout(() => forget(conversationId), holdMs),
      );
    }
    // A new stream in a conversation replaces what was remembered there.
    for (const conversationId of current.keys()) {
      if (!(next ?? ended).has(conversationId)) continue;
      next ??= new Map(ended);
      next.delete(conversationId);
      clearTimeout(timers.get(conversationId));
      timers.delete(conversationId);
    }
    previous = current;
    if (next) publish(next);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!unfollow) {
        previous = streaming.getSnapshot();
        unfollow = streaming.subscribe(onStreaming);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !unfollow) return;
        unfollow();
        unfollow = null;
        for (const timer of timers.values()) clearTimeout(timer);
        timers.clear();
        ended = new Map();
      };
    },
    get: (conversationId) => ended.get(conversationId),
  };
}
