// Test doubles for the sync engine's ports (src/sync/ports.ts): time, connectivity and tab leadership
// driven by hand, and a started engine made of them. Production code never imports this file.
import type { AppDb } from '../../src/db/app-db.ts';
import { openTestDb } from '../../src/db/test-db.ts';
import type { ConversationApi } from '../../src/sync/conversation-api.ts';
import {
  microtaskScheduler,
  type Clock,
  type LockProvider,
  type OnlineDetector,
  type RealtimeSubscriber,
  type SessionSignals,
} from '../../src/sync/ports.ts';
import { SyncEngine } from '../../src/sync/sync-engine.ts';

/** Time under the test's control: `advance` fires the timers that fall due. */
export class ManualClock implements Clock {
  #now = Date.parse('2026-05-01T00:00:00Z');
  #timers = new Map<number, { at: number; callback: () => void }>();
  #next = 1;
  now = () => this.#now;
  setTimeout = (callback: () => void, ms: number) => {
    const id = this.#next++;
    this.#timers.set(id, { at: this.#now + ms, callback });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.#timers.delete(handle as number);
  };
  advance(ms: number) {
    this.#now += ms;
    for (const [id, timer] of [...this.#timers]) {
      if (timer.at <= this.#now) {
        this.#timers.delete(id);
        timer.callback();
      }
    }
  }
}

/** An online detector set by hand (tests, or a transport that knows better than navigator.onLine). */
export class ManualOnlineDetector implements OnlineDetector {
  #online: boolean;
  readonly #listeners = new Set<(online: boolean) => void>();

  constructor(online = true) {
    this.#online = online;
  }

  isOnline(): boolean {
    return this.#online;
  }

  set(online: boolean): void {
    if (online === this.#online) return;
    this.#online = online;
    for (const listener of [...this.#listeners]) listener(online);
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The lock request was aborted.', 'AbortError');
}

/**
 * Web Locks' exclusive mode within one JavaScript realm: FIFO, released when the holder settles. Several
 * engines sharing one instance behave like tabs sharing `navigator.locks`.
 */
export class InMemoryLockProvider implements LockProvider {
  readonly #held = new Set<string>();
  readonly #queues = new Map<string, Array<() => void>>();

  request(name: string, options: { signal: AbortSignal }, holder: () => Promise<void>): Promise<void> {
    const { signal } = options;
    if (signal.aborted) return Promise.reject(abortError(signal));
    return new Promise<void>((resolve, reject) => {
      const run = () => {
        signal.removeEventListener('abort', onAbort);
        this.#held.add(name);
        Promise.resolve()
          .then(holder)
          .finally(() => {
            this.#held.delete(name);
            this.#queues.get(name)?.shift()?.();
          })
          .then(resolve, reject);
      };
      const onAbort = () => {
        const queue = this.#queues.get(name);
        const index = queue?.indexOf(run) ?? -1;
        if (index >= 0) queue!.splice(index, 1);
        reject(abortError(signal));
      };
      if (!this.#held.has(name)) {
        run();
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      const queue = this.#queues.get(name) ?? [];
      queue.push(run);
      this.#queues.set(name, queue);
    });
  }

  isHeld(name: string): boolean {
    return this.#held.has(name);
  }
}

/** A session that never refreshes (the engine's tests that do not exercise S12). */
export const steadySession: SessionSignals = {
  refresh: async () => false,
  onRefreshed: () => () => undefined,
};

/** Resolves once `check` holds, polling every 5 ms; throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * A started engine on a fresh database for user-1, with the doubles above (a steady session, a manual
 * online switch, an in-memory lock, short backoffs): the setup the sync tests share. `cleanups` gets
 * its stop; `onError` gets what the engine reports.
 */
export async function startTestEngine(options: {
  api: ConversationApi;
  cleanups: Array<() => unknown>;
  onError: (message: string) => void;
  online?: boolean;
  realtime?: RealtimeSubscriber | null;
  /** Left stopped, for a test that starts it itself. */
  stopped?: boolean;
}): Promise<{ db: AppDb; online: ManualOnlineDetector; engine: SyncEngine }> {
  const db = await openTestDb('user-1');
  const online = new ManualOnlineDetector(options.online ?? true);
  const engine = new SyncEngine({
    db,
    userId: 'user-1',
    api: options.api,
    session: steadySession,
    online,
    locks: new InMemoryLockProvider(),
    scheduleFrame: microtaskScheduler,
    backoff: { baseMs: 5, maxMs: 20 },
    random: () => 0.5,
    realtime: options.realtime ?? null,
    onError: options.onError,
  });
  options.cleanups.push(async () => {
    await engine.stop();
    db.close();
  });
  if (!options.stopped) engine.start();
  return { db, online, engine };
}
