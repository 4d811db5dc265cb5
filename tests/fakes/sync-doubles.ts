// Test doubles for the sync engine's ports (src/sync/ports.ts): time, connectivity and tab leadership
// driven by hand. Production code never imports this file.
import type { Clock, LockProvider, OnlineDetector } from '../../src/sync/ports.ts';

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

/** Polls `check` every 5 ms until it holds; throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
