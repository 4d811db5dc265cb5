// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNewestFirst } from './use-newest-first.ts';

/** One paint and the task after it. */
async function nextPaint() {
  await act(async () => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });
}

describe('useNewestFirst', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the newest messages first, then the older ones a step per paint', async () => {
    const { result } = renderHook(() => useNewestFirst('c1', 20, { first: 5, step: 6 }));
    expect(result.current).toBe(15);
    await nextPaint();
    expect(result.current).toBe(9);
    await nextPaint();
    expect(result.current).toBe(3);
    await nextPaint();
    expect(result.current).toBe(0);
    await nextPaint();
    expect(result.current).toBe(0);
  });

  it('starts when the first messages arrive, and again for another conversation', async () => {
    const { result, rerender } = renderHook(({ key, length }) => useNewestFirst(key, length, { first: 4 }), {
      initialProps: { key: 'c1' as string, length: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ key: 'c1', length: 10 });
    expect(result.current).toBe(6);
    await nextPaint();
    await nextPaint();
    expect(result.current).toBe(0);
    // A message added later renders in full at once.
    rerender({ key: 'c1', length: 11 });
    expect(result.current).toBe(0);
    rerender({ key: 'c2', length: 30 });
    expect(result.current).toBe(26);
  });

  it('renders short conversations in full at once', () => {
    const { result } = renderHook(() => useNewestFirst('c1', 3, { first: 8 }));
    expect(result.current).toBe(0);
  });
});
