// A module loaded once, when first wanted, not with the route; a failed load is tried again by the
// next caller. The UI's parts loaded on intent (components/ui/on-demand.ts adds React's side) and the
// sync layer's stream reader (stream-reader.ts) share it.

export interface OnDemand<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load: () => Promise<T>;
  /** The module once loaded, else null. */
  current: () => T | null;
  /** Called once the module has loaded. */
  subscribe: (listener: () => void) => () => void;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    (pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of [...listeners]) listener();
        return module;
      },
      (error: unknown) => {
        pending = null; // the next caller tries again (a flaky network, a deploy in between)
        throw error;
      },
    ));
  return {
    load,
    current: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
