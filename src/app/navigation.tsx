// The router's React side: the history in context, the hooks pages use to read and change the
// location, and the two components that navigate (`Link`, `Navigate`). The names and shapes follow
// react-router's, which the app used before (issue 14), so pages read the same.
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  resolvePath,
  type AppHistory,
  type AppLocation,
  type NavigateOptions,
  type NavigationType,
  type To,
} from './history.ts';

interface RouterState {
  history: AppHistory;
  location: AppLocation;
  action: NavigationType;
}

const RouterContext = createContext<RouterState | null>(null);

/**
 * Follows `history`. A change of location renders as a transition, as react-router's did: a page
 * whose chunk is still loading leaves the previous page on screen instead of a spinner.
 */
export function Router({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [current, setCurrent] = useState(() => ({ location: history.location, action: history.action }));
  useEffect(() => {
    const follow = () => {
      const next = { location: history.location, action: history.action };
      startTransition(() =>
        setCurrent((shown) =>
          shown.location === next.location && shown.action === next.action ? shown : next,
        ),
      );
    };
    const stop = history.listen(follow);
    // Children's effects run first: a redirect rendered on the first pass has already navigated.
    follow();
    return stop;
  }, [history]);
  const state = useMemo(() => ({ history, ...current }), [history, current]);
  return <RouterContext value={state}>{children}</RouterContext>;
}

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('Navigation hooks need a <Router> above them.');
  return router;
}

function useHistory(): AppHistory {
  return useRouter().history;
}

export function useLocation(): AppLocation {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().action;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback((to, options) => history.navigate(to, options), [history]);
}

/** The query string as URLSearchParams, and a setter that navigates to new ones (same path). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const search = next.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        options,
      );
    },
    [navigate, location.pathname, location.hash],
  );
  return [params, setParams];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/** An in-app link: a real `<a href>` (open in a new tab works) that navigates without a reload. */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const history = useHistory();
  const href = resolvePath(to, history.location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || (target && target !== '_self')) return;
    event.preventDefault();
    history.navigate(to, { replace, state });
  };
  return <a {...anchor} href={href} target={target} onClick={follow} />;
}

/** Navigates once rendered (a redirect), as react-router's `<Navigate>` does. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const history = useHistory();
  useEffect(() => {
    history.navigate(to, { replace, state });
    // Once per mount: a redirect is a single navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);
  return null;
}
