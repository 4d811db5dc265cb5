// Code loaded when the user shows intent (a pointer over a trigger, focus, a shortcut's modifier), not
// with the route. Components render what is loaded straight away: no React.lazy and no <Suspense>,
// whose reveal React 19 holds back ~300 ms once a fallback has shown (a first dialog or menu would
// open that much later). Whoever needs the module renders nothing (or a look-alike) until it is there.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

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
        pending = null; // the next intent tries again (a flaky network, a deploy in between)
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

/** Starts loading without waiting; a failure is logged (the next intent retries). */
export function preload(part: OnDemand<unknown>): void {
  if (part.current()) return;
  part.load().catch((error: unknown) => console.error('Loading part of the app failed', error));
}

/** The module once loaded (at once when it already is); starts loading it while `wanted`. */
export function useOnDemand<T>(part: OnDemand<T>, wanted = true): T | null {
  const module = useSyncExternalStore(part.subscribe, part.current, part.current);
  useEffect(() => {
    if (wanted && !module) preload(part);
  }, [part, wanted, module]);
  return module;
}

/**
 * Renders `children(module)` once the module is loaded (and from then on); starts loading it while
 * `wanted` (a dialog: while it is open). Nothing is rendered before.
 */
export function OnDemandView<T>({
  part,
  wanted,
  children,
}: {
  part: OnDemand<T>;
  wanted: boolean;
  children: (module: T) => ReactNode;
}): ReactNode {
  const module = useOnDemand(part, wanted);
  return module ? children(module) : null;
}
