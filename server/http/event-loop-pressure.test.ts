import { afterEach, describe, expect, it } from 'vitest';
import { watchEventLoop, type EventLoopPressure } from './event-loop-pressure.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function blockFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Polls `check` every 10 ms; true once it holds, false if it never did within `ms`. */
async function becomes(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (check()) return true;
    await sleep(10);
  }
  return check();
}

let watcher: EventLoopPressure | null = null;
afterEach(() => watcher?.close());

describe('watchEventLoop', () => {
  it('reports lagging after a window in which the loop was blocked past the limit, and recovers', async () => {
    watcher = watchEventLoop({ maxDelayMs: 100, windowMs: 200 });
    await sleep(450);
    // Blocked 250 ms twice: timers run up to 250 ms late.
    for (let i = 0; i < 2; i++) {
      blockFor(250);
      await sleep(0);
    }
    expect(await becomes(() => watcher!.lagging(), 1000)).toBe(true);
    // Quiet windows again: it recovers.
    expect(await becomes(() => !watcher!.lagging(), 2000)).toBe(true);
  });
});
