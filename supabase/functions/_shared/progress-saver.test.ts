import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressSaver } from './progress-saver.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function saver(save: () => Promise<void>) {
  return new ProgressSaver({ save, intervalMs: 1000, heartbeatMs: 10_000, now: () => Date.now() });
}

describe('ProgressSaver', () => {
  it('saves at once, then about every interval while text changes, and only a heartbeat when silent', async () => {
    const save = vi.fn(() => Promise.resolve());
    const progress = saver(save);
    progress.start();
    expect(save).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      progress.changed();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(save).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(9000);
    expect(save).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(7);
    await progress.stop();
    progress.changed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(7);
  });

  it('never runs two saves at once, and stop() waits for the one in flight', async () => {
    let finish: () => void = () => undefined;
    let running = 0;
    let most = 0;
    const save = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          running++;
          most = Math.max(most, running);
          finish = () => {
            running--;
            resolve();
          };
        }),
    );
    const progress = saver(save);
    progress.start();
    progress.changed();
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
    let stopped = false;
    void progress.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(true);
    expect(most).toBe(1);
  });

  it('a failed save is logged and retried on the next tick', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(undefined);
    const progress = saver(save);
    progress.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('saving reply progress failed', expect.any(Error));
    await progress.stop();
    error.mockRestore();
  });
});
