// React.lazy with a preload. A route whose chunk is already loaded renders at once instead of
// suspending: React 19 holds a Suspense boundary's fallback for at least ~300 ms once it shows it
// (its reveal throttle), so suspending for a chunk that is already there costs a start-up that much.
// A route mounted while its preload is still on the way (the auth check finished first) shows
// `waiting` until the chunk is there, without suspending either: a warm start that lost that race
// took ~300 ms longer. Each mounted instance keeps the way it began (loaded module, waiting for the
// preload, or lazy), so a page never remounts when its chunk arrives.
import {
  lazy,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface PreloadableComponent<P> {
  (props: P): ReactElement;
  /** Starts loading the chunk (once); resolves when the component can render without suspending. */
  preload: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function preloadableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  waiting: ReactNode = null,
): PreloadableComponent<ComponentProps<T>> {
  let loaded: T | null = null;
  let pending: Promise<{ default: T }> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);

  function Preloadable(props: ComponentProps<T>): ReactElement {
    const [Loaded, setLoaded] = useState<T | null>(() => loaded);
    // Began while the preload was on the way: wait for it here. A failed load goes to the lazy path,
    // which throws its error to the nearest error boundary.
    const [inFlight, setInFlight] = useState(() => !loaded && pending !== null);
    useEffect(() => {
      if (!inFlight || !pending) return;
      let current = true;
      pending.then(
        (module) => current && setLoaded(() => module.default),
        () => current && setInFlight(false),
      );
      return () => {
        current = false;
      };
    }, [inFlight]);
    if (Loaded) return <Loaded {...props} />;
    return inFlight ? <>{waiting}</> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
