// "Render what is on screen first": when a conversation opens (or its first messages arrive), only
// its newest `first` messages render in full; the older ones, above the fold since the list opens at
// the bottom, start as plain text and are upgraded `step` at a time after the first paint, each step
// its own short task. Opening 50 markdown replies thus paints the bottom of the conversation after
// rendering a handful, instead of all of them in one long task.
import { useEffect, useState } from 'react';

export const NEWEST_FIRST_COUNT = 8;
export const NEWEST_FIRST_STEP = 8;

interface Progress {
  key: unknown;
  /** Index of the first message rendered in full; null until the conversation has messages. */
  start: number | null;
}

/**
 * Index from which messages render in full (0 once everything has). Restarts when `key` (the
 * conversation) changes. Messages added later (sends, replies) are past `start`, so in full at once.
 */
export function useNewestFirst(
  key: unknown,
  length: number,
  { first = NEWEST_FIRST_COUNT, step = NEWEST_FIRST_STEP }: { first?: number; step?: number } = {},
): number {
  const [progress, setProgress] = useState<Progress>(() => initial(key, length, first));
  let current = progress;
  if (progress.key !== key || (progress.start === null && length > 0)) {
    // Adjusting state while rendering (React's documented pattern): the new conversation's first
    // render already defers, never rendering every message in full once.
    current = initial(key, length, first);
    setProgress(current);
  }

  useEffect(() => {
    if (!current.start) return;
    // After the next paint: a frame, then a task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        setProgress((p) => (p === current ? { key: p.key, start: Math.max(0, p.start! - step) } : p)),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current, step]);

  return current.start ?? 0;
}

function initial(key: unknown, length: number, first: number): Progress {
  return { key, start: length > 0 ? Math.max(0, length - first) : null };
}
