// What the sync engine needs from its surroundings, as small interfaces, so that tests drive time,
// connectivity, tab leadership and realtime by hand (convention 4). Browser and supabase-js versions
// are in browser-adapters.ts and supabase-adapters.ts; the hand-driven doubles for tests are in tests/fakes/sync-doubles.ts.

import type { ScenarioRow } from '../../supabase/functions/_shared/scenario.ts';
import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface OnlineDetector {
  isOnline(): boolean;
  /** Calls back with the new value when connectivity changes. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Moments worth a retry besides coming online: the window got focus, the page became visible. */
export interface WakeSignals {
  subscribe(listener: (reason: 'focus' | 'visible') => void): () => void;
}

export interface LockProvider {
  /**
   * Waits for the exclusive lock `name`, then runs `holder` and keeps the lock until `holder`'s promise
   * settles. Rejects with an AbortError when `signal` aborts before the lock was granted.
   */
  request(name: string, options: { signal: AbortSignal }, holder: () => Promise<void>): Promise<void>;
  /** Whether some tab holds or waits for `name`; absent where that cannot be known. */
  isHeld?(name: string): boolean | Promise<boolean>;
}

/** What the engine needs of the auth session besides the access token (the API asks for that). */
export interface SessionSignals {
  /** Tries to get a fresh session after a 401; true when it did. */
  refresh(): Promise<boolean>;
  /** Calls back when a new session is available (token refreshed, signed in again). */
  onRefreshed(listener: () => void): () => void;
}

export type RealtimeStatus = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

export interface RealtimeHandlers {
  onMessage(row: MessageRow): void;
  onConversation(row: ConversationRow): void;
  /** A scenario saved, renamed or deleted (issue 22 §3). */
  onScenario?(row: ScenarioRow): void;
  onStatus(status: RealtimeStatus, error?: Error): void;
}

/** A realtime channel carrying the user's message inserts and conversation and scenario changes. */
export interface RealtimeSubscriber {
  /** Subscribes; the returned function removes the channel. */
  subscribe(userId: string, handlers: RealtimeHandlers): () => Promise<void> | void;
}

/** Runs `callback` before the next paint (requestAnimationFrame); returns a cancel function. */
export type FrameScheduler = (callback: () => void) => () => void;

/** A frame scheduler for tests and Node: the callback runs after the current microtasks. */
export const microtaskScheduler: FrameScheduler = (callback) => {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) callback();
  });
  return () => {
    cancelled = true;
  };
};

/** A frame scheduler on a timer (about one frame), for environments without requestAnimationFrame. */
export const timeoutFrameScheduler: FrameScheduler = (callback) => {
  const handle = setTimeout(callback, 16);
  return () => clearTimeout(handle);
};
