// Work that must not compete with the first frame: a warm start paints the stored conversation first,
// and only then opens the network (realtime, the pull), whose answers would otherwise land in the
// middle of that first render and push the paint back.

/**
 * Runs `fn` once the frame being prepared has been painted: the task after the next animation frame.
 * A tab that does not paint (hidden, or a browser without frames) runs it after `fallbackMs` instead.
 */
export function afterNextPaint(fn: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    fn();
  };
  const fallback = setTimeout(run, fallbackMs);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0); // no idle callbacks (Safari): the next task, still after paint
  return () => clearTimeout(handle);
}
