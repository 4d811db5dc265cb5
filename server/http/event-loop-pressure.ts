// Whether the stack's event loop is falling behind. A concurrency bound alone admits as many streams
// on a machine whose cores are taken by other work as on an idle one; past what the CPU can run, every
// admitted reply slows down together (its paced chunks, its first byte) instead of a few being
// refused. The event loop's delay says when that point is passed, whatever the cause: too many
// replies, a busy machine, a long garbage collection. Node samples it itself (monitorEventLoopDelay).

import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface EventLoopPressure {
  /** True while the last window's 99th-percentile event-loop delay was over the limit. */
  lagging(): boolean;
  close(): void;
}

export function watchEventLoop({
  maxDelayMs,
  windowMs = 500,
}: {
  maxDelayMs: number;
  windowMs?: number;
}): EventLoopPressure {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lagging = false;
  const timer = setInterval(() => {
    // Nanoseconds; a window with no sample (a loop blocked throughout) reads as lagging.
    const p99 = histogram.count > 0 ? histogram.percentile(99) / 1e6 : Infinity;
    lagging = p99 > maxDelayMs;
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    lagging: () => lagging,
    close() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
