// React.lazy with a preload. A route whose chunk is already loaded renders at once instead of
// suspending: React 19 holds a Suspense boundary's fallback for at least ~300 ms once it shows it
// (its reveal throttle), so suspending for a chunk that is already there costs a start-up that much.
// Each mounted instance keeps the way it began (loaded module or lazy), so a page never remounts
// when its chunk arrives.
import { lazy, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';

export interface PreloadableComponent<P> {
  (props: P): ReactElement;
  /** Starts loading the chunk (once); resolves when the component can render without suspending. */
  preload: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function preloadableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
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
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
