import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs` while `enabled`, so relative times
 * ('5m ago') stay true without a reload.
 */
export function useNow(intervalMs = 30_000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, enabled]);
  return now;
}
