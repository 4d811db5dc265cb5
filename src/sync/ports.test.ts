import { describe, it, expect } from 'vitest';
import { InMemoryLockProvider, ManualOnlineDetector } from '../../tests/fakes/sync-doubles.ts';
import { realtimeReconnectDelay, SYNC_CLIENT_OPTIONS } from './realtime-config.ts';

describe('InMemoryLockProvider (S13)', () => {
  it('grants one holder at a time, in request order; an aborted waiter never runs', async () => {
    const locks = new InMemoryLockProvider();
    const order: string[] = [];
    const releases: Record<string, () => void> = {};
    const hold = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        releases[name] = resolve;
      });
    const a = locks.request('l', { signal: new AbortController().signal }, hold('a'));
    const abortB = new AbortController();
    const b = locks.request('l', { signal: abortB.signal }, hold('b'));
    const c = locks.request('l', { signal: new AbortController().signal }, hold('c'));
    await Promise.resolve();
    expect(order).toEqual(['a']);
    abortB.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    releases.a!();
    await a;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['a', 'c']);
    expect(locks.isHeld('l')).toBe(true);
    releases.c!();
    await c;
    expect(locks.isHeld('l')).toBe(false);
  });
});

describe('ManualOnlineDetector', () => {
  it('tells listeners about changes only', () => {
    const online = new ManualOnlineDetector(false);
    const seen: boolean[] = [];
    const stop = online.subscribe((value) => seen.push(value));
    online.set(false);
    online.set(true);
    stop();
    online.set(false);
    expect(seen).toEqual([true]);
  });
});

describe('S19: spec §9 realtime constants', () => {
  it('reconnects after 1 s, 2 s, 5 s, then every 10 s, with a 30 s heartbeat', () => {
    expect([1, 2, 3, 4, 5, 50].map(realtimeReconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
    expect(SYNC_CLIENT_OPTIONS.realtime.heartbeatIntervalMs).toBe(30_000);
    expect(SYNC_CLIENT_OPTIONS.auth.autoRefreshToken).toBe(true);
  });
});
