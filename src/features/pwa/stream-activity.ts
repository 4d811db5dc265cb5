// Whether a reply is streaming in this tab right now. The update prompt asks before reloading the
// page, and a reload mid-stream would cut the reply the user is reading, so whoever streams reports
// it here and the reload waits until every stream has ended.
//
// Several streams can run at once (one per conversation), so activity is kept per key; the plain
// `setStreamActive(bool)` form uses one default key.

const DEFAULT_KEY = 'default';

const active = new Set<string>();
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of [...listeners]) listener();
}

/** Reports that a stream (identified by `key`) started or ended. Repeated calls are harmless. */
export function setStreamActive(isActive: boolean, key: string = DEFAULT_KEY): void {
  if (isActive) {
    if (active.has(key)) return;
    active.add(key);
  } else if (!active.delete(key)) {
    return;
  }
  publish();
}

/** True while any stream is active. */
export function isStreamActive(): boolean {
  return active.size > 0;
}

/** Calls `listener` whenever streams start or end; returns the unsubscribe function. */
export function subscribeStreamActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Resolves once no stream is active (at once if none is). */
export function whenNoStreamActive(): Promise<void> {
  if (!isStreamActive()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribeStreamActivity(() => {
      if (isStreamActive()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Mirrors an observable source of running streams (e.g. the sync engine's `replies` overlay) into this
 * registry. Returns the function that stops mirroring and clears the key, for effects:
 * `useEffect(() => bindStreamActivity(engine.replies), [engine])`.
 */
export function bindStreamActivity(
  source: { subscribe(listener: () => void): () => void; isStreaming(): boolean },
  key = 'sync-engine',
): () => void {
  const sync = () => setStreamActive(source.isStreaming(), key);
  sync();
  const unsubscribe = source.subscribe(sync);
  return () => {
    unsubscribe();
    setStreamActive(false, key);
  };
}

/** Test helper: forgets every stream and listener. */
export function resetStreamActivityForTests(): void {
  active.clear();
  listeners.clear();
}
