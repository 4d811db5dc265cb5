// The one retry policy of the outbox (docs/sync-rules.md S3): exponential back-off with "equal
// jitter", bounded. Delays grow 1 s, 2 s, 4 s … up to `maxMs` (one minute by default); each is then
// spread over its upper half, so tabs and devices that failed together do not retry together, and
// no retry ever waits longer than `maxMs`.

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** A number in [0, 1); injectable for tests. */
  random?: () => number;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

/** The wait before retry number `attempt` (1 = the first retry). */
export function retryDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? BACKOFF_BASE_MS;
  const max = options.maxMs ?? BACKOFF_MAX_MS;
  const random = options.random ?? Math.random;
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const ceiling = Math.min(max, base * 2 ** exponent);
  const jitter = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * jitter);
}
