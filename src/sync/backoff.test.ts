import { describe, it, expect } from 'vitest';
import { retryDelay } from './backoff.ts';

describe('retryDelay (S3)', () => {
  it('doubles from one second, jittered over the upper half', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, { random: () => 0 }))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((n) => retryDelay(n, { random: () => 0.999999 }))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('is bounded by maxMs, also for huge attempt counts', () => {
    for (const attempt of [7, 20, 1000, Number.MAX_SAFE_INTEGER]) {
      const delay = retryDelay(attempt, { random: () => 1 });
      expect(delay).toBeLessThanOrEqual(60_000);
      expect(delay).toBeGreaterThanOrEqual(30_000);
    }
    expect(retryDelay(10, { baseMs: 10, maxMs: 100, random: () => 0.5 })).toBe(75);
  });

  it('spreads retries of clients that failed together', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const delays = new Set(Array.from({ length: 20 }, () => retryDelay(5, { random })));
    expect(delays.size).toBeGreaterThan(15);
  });

  it('treats attempt 0 and negatives as the first retry', () => {
    expect(retryDelay(0, { random: () => 0 })).toBe(500);
    expect(retryDelay(-3, { random: () => 0 })).toBe(500);
  });
});
