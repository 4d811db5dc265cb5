// Code loaded when the user shows intent (a pointer over a trigger, focus, a shortcut's modifier), or
// once the browser is idle after the first paint (menus and tooltips: wanted soon, not for it), not
// with the route. Components render what is loaded straight away: no React.lazy and no <Suspense>,
// whose reveal React 19 holds back ~300 ms once a fallback has shown (a first dialog or menu would
// open that much later). Whoever needs the module renders nothing until it is there: a stand-in that
// copies a library's control and replays events into it is not used (conventions §12).
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { OnDemand } from '../../lib/on-demand.ts';
import { whenIdle } from '../../lib/after-paint.ts';

export { onDemand, type OnDemand } from '../../lib/on-demand.ts';

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
 * The module once loaded; starts loading it when the browser is first idle after this component
 * mounted with `ready` (the screen usable without it), so it never delays what the user waits for; or
 * at once on intent (`preload`).
 */
export function useOnDemandAfterPaint<T>(part: OnDemand<T>, ready = true): T | null {
  const module = useOnDemand(part, false);
  useEffect(() => (module || !ready ? undefined : whenIdle(() => preload(part))), [part, module, ready]);
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
