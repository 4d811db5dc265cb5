import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerReachability } from './server-reachability.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('server reachability (issue 12: a lost server shows within seconds, apart from offline)', () => {
  it('says unreachable after one failed probe, probes every 2 s then, and recovers on the first answer', async () => {
    let up = true;
    const probe = vi.fn(() =>
      up ? Promise.resolve(true) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const reach = createServerReachability({ probe, isOnline: () => true });
    const changes: string[] = [];
    reach.subscribe(() => changes.push(reach.getSnapshot()));
    up = false;
    reach.check();
    await vi.advanceTimersByTimeAsync(0);
    expect(reach.getSnapshot()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(probe).toHaveBeenCalledTimes(4);
    up = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reach.getSnapshot()).toBe('reachable');
    expect(changes).toEqual(['unreachable', 'reachable']);
    // All well: rarely.
    probe.mockClear();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(probe).not.toHaveBeenCalled();
    reach.stop();
  });

  it('a probe that hangs counts as a failure after its timeout', async () => {
    const probe = vi.fn(
      (signal: AbortSignal) =>
        new Promise<boolean>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const reach = createServerReachability({ probe, isOnline: () => true, timeoutMs: 3_000 });
    reach.check();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(reach.getSnapshot()).toBe('reachable');
    await vi.advanceTimersByTimeAsync(1);
    expect(reach.getSnapshot()).toBe('unreachable');
    reach.stop();
  });

  it('offline is not "unreachable" (the offline banner says that) and does not probe', async () => {
    const probe = vi.fn(() => Promise.resolve(false));
    const reach = createServerReachability({ probe, isOnline: () => false });
    reach.check();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
    expect(reach.getSnapshot()).toBe('reachable');
    reach.stop();
  });
});
