import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bindStreamActivity,
  isStreamActive,
  resetStreamActivityForTests,
  setStreamActive,
  subscribeStreamActivity,
  whenNoStreamActive,
} from './stream-activity.ts';

afterEach(() => resetStreamActivityForTests());

describe('stream activity', () => {
  it('is active while any key is active, and tells listeners only about changes', () => {
    const listener = vi.fn();
    subscribeStreamActivity(listener);
    setStreamActive(true);
    setStreamActive(true);
    setStreamActive(true, 'b');
    expect(isStreamActive()).toBe(true);
    setStreamActive(false);
    expect(isStreamActive()).toBe(true);
    setStreamActive(false, 'b');
    setStreamActive(false, 'b');
    expect(isStreamActive()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('whenNoStreamActive resolves at once when idle, else when the last stream ends', async () => {
    await whenNoStreamActive();
    setStreamActive(true, 'a');
    setStreamActive(true, 'b');
    let done = false;
    const idle = whenNoStreamActive().then(() => (done = true));
    setStreamActive(false, 'a');
    await Promise.resolve();
    expect(done).toBe(false);
    setStreamActive(false, 'b');
    await idle;
    expect(done).toBe(true);
  });

  it('bindStreamActivity mirrors a source of running streams and clears its key when unbound', () => {
    let streaming = false;
    const listeners = new Set<() => void>();
    const source = {
      isStreaming: () => streaming,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const unbind = bindStreamActivity(source);
    expect(isStreamActive()).toBe(false);
    streaming = true;
    for (const listener of listeners) listener();
    expect(isStreamActive()).toBe(true);
    unbind();
    expect(isStreamActive()).toBe(false);
    expect(listeners.size).toBe(0);
  });
});
