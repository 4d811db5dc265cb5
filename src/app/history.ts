// The session history the router follows: the browser's History API, or an in-memory one for tests.
// Hearth has seven flat routes, so a router is little more than this store plus a path match
// (navigation.tsx, router.tsx); react-router's data router was 28 KB gzip of every route's
// JavaScript (issue 14). Each entry carries a key (so a page can tell entries apart, as
// `use-conversation-url.ts` does) and the state a navigation attached (the remembered page, the
// login view).

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry attached; null when none (or after a full load). */
  state: unknown;
  /** Unique per history entry; 'default' for the entry the app was loaded on. */
  key: string;
}

/** How the current entry was reached: Back/Forward or the first load ('POP'), a link, a redirect. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppHistory {
  readonly location: AppLocation;
  readonly action: NavigationType;
  navigate(to: To, options?: NavigateOptions): void;
  /** Calls `listener` after every change of entry; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/** The path `to` names, relative to `from` for the parts it leaves out (as an `<a href>` would). */
export function resolvePath(to: To, from: Pick<AppLocation, 'pathname'>): string {
  if (typeof to === 'string') return to;
  const pathname = to.pathname ?? from.pathname;
  const search =
    !to.search || to.search === '?' ? '' : to.search.startsWith('?') ? to.search : `?${to.search}`;
  const hash = !to.hash || to.hash === '#' ? '' : to.hash.startsWith('#') ? to.hash : `#${to.hash}`;
  return `${pathname}${search}${hash}`;
}

function parsePath(path: string): Pick<AppLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(path, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** What this module keeps in `history.state`: the navigation's state and the entry's key. */
interface EntryState {
  usr: unknown;
  key: string;
}

function entryState(value: unknown): EntryState | null {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string'
    ? (value as EntryState)
    : null;
}

export function createBrowserHistory(win: Window = window): AppHistory {
  const listeners = new Set<() => void>();
  let action: NavigationType = 'POP';
  const read = (): AppLocation => {
    const entry = entryState(win.history.state);
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let location = read();
  const changed = (next: NavigationType) => {
    action = next;
    location = read();
    for (const listener of listeners) listener();
  };
  win.addEventListener('popstate', () => changed('POP'));
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    navigate(to, options = {}) {
      const state: EntryState = { usr: options.state ?? null, key: newKey() };
      const url = resolvePath(to, location);
      if (options.replace) win.history.replaceState(state, '', url);
      else win.history.pushState(state, '', url);
      changed(options.replace ? 'REPLACE' : 'PUSH');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history held in memory (tests): starts at `initialPath`, with `back()` for a Back press. */
export function createMemoryHistory(initialPath = '/'): AppHistory & { back(): void } {
  const listeners = new Set<() => void>();
  const entries: AppLocation[] = [{ ...parsePath(initialPath), state: null, key: 'default' }];
  let index = 0;
  let action: NavigationType = 'POP';
  const changed = (next: NavigationType) => {
    action = next;
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    navigate(to, options = {}) {
      const entry = {
        ...parsePath(resolvePath(to, entries[index]!)),
        state: options.state ?? null,
        key: newKey(),
      };
      if (options.replace) entries[index] = entry;
      else entries.splice(++index, entries.length, entry);
      changed(options.replace ? 'REPLACE' : 'PUSH');
    },
    back() {
      if (index === 0) return;
      index -= 1;
      changed('POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
