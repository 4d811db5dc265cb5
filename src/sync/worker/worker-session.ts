// The session as the sync worker uses it (issue 20: the token refresh runs in the worker, off the page's
// main thread). The worker has its own supabase auth client (@supabase/auth-js' GoTrueClient, through
// its public API only) for the same backend and storage key as the page's, whose custom `storage` is
// the page's localStorage reached across the port (auth-storage-port.ts): one stored session, read
// fresh on every `getSession()`, so a sign-in on the page or a refresh in another tab is seen at once.
//
// What auth-js does in a worker, read from its source (2.109) and designed around:
// - `isBrowser()` is false there (no `window`/`document`), so with `autoRefreshToken` its 30 s ticker
//   runs whatever the tab's visibility; it is started explicitly here all the same (`startAutoRefresh`)
//   and stopped with the engine (`stopAutoRefresh`). `getSession()` itself refreshes a token that is
//   within 90 s of expiry, so the conversation API and realtime always get a usable one.
// - It opens no BroadcastChannel there: the page of this tab hears of a refresh or a sign-out the
//   worker's client made from `onChange` (other tabs get the `storage` event of the write).
// - Since 2.10x auth-js takes no lock by default, in a browser or not, and its `lock` option and
//   `navigatorLock` are deprecated (a legacy path, to go in v3). It single-flights refreshes within
//   one client, discards a refresh whose stored session changed meanwhile (its commit guard: another
//   tab's refresh or a sign-out won), and leaves races between clients to the server's refresh-token
//   reuse interval (10 s; the local stack implements it, server/auth/session-grants.ts). So no lock
//   is passed: on the legacy path the ticker skips a tick whenever the lock is busy (it asks for it
//   with no wait), which in a worker whose every token read crosses the port is often, and the
//   page's client takes no lock anyway. The page's client stops its own ticker while a worker owns
//   the refresh (auth-session.ts), so the clients refreshing are the workers, one per tab.
// - `detectSessionInUrl: false`: a link's session is the page's business.

import { GoTrueClient, type AuthChangeEvent, type SupportedStorage } from '@supabase/auth-js';
import type { SessionSignals } from '../ports.ts';
import { authUrl, SYNC_CLIENT_OPTIONS } from '../realtime-config.ts';

/** The session changes the worker's client makes that the page of this tab must hear of. */
export type WorkerAuthEvent = Extract<AuthChangeEvent, 'TOKEN_REFRESHED' | 'SIGNED_OUT'>;

export interface WorkerSessionOptions {
  supabaseUrl: string;
  anonKey: string;
  /** supabase's storage key of the page's session (auth-storage.ts' `authStorageKey`). */
  storageKey: string;
  /** The page's localStorage across the port (auth-storage-port.ts). */
  storage: SupportedStorage;
  /** Tells the page of a refresh or sign-out this client made (it has no BroadcastChannel here). */
  onChange(event: WorkerAuthEvent): void;
  fetch?: typeof fetch;
}

export interface WorkerSession {
  /** The access token for the conversation API and realtime (refreshed first when near expiry). */
  accessToken(): Promise<string | null>;
  /** What the engine needs: a refresh after a 401, and word of each new session. */
  signals: SessionSignals;
  /** The page's auth client has a new session (a sign-in, a refresh it made): tell the engine. */
  pageSessionChanged(): void;
  /** Stops the refresh ticker and the listeners (the engine stopped: sign-out, tab closing). */
  stop(): Promise<void>;
}

export function createWorkerSession(options: WorkerSessionOptions): WorkerSession {
  const client = new GoTrueClient({
    url: authUrl(options.supabaseUrl),
    headers: { Authorization: `Bearer ${options.anonKey}`, apikey: options.anonKey },
    storageKey: options.storageKey,
    ...SYNC_CLIENT_OPTIONS.auth,
    storage: options.storage,
    detectSessionInUrl: false,
    flowType: 'implicit',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const listeners = new Set<() => void>();
  const refreshed = () => {
    for (const listener of [...listeners]) listener();
  };
  let stopped = false;
  const { data } = client.onAuthStateChange((event) => {
    // auth-js calls listeners before its refresh has settled, and what they start (realtime's setAuth,
    // the engine's resume) asks for the session again: deferred.
    setTimeout(() => {
      if (stopped) return;
      if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_OUT') options.onChange(event);
      if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') refreshed();
    }, 0);
  });
  // In a worker the client starts its ticker itself (autoRefreshToken, not a browser); said here, so
  // the refresh does not hang on how auth-js tells a browser from a worker.
  const ticking = client.startAutoRefresh();
  return {
    async accessToken() {
      return (await client.getSession()).data.session?.access_token ?? null;
    },
    signals: {
      async refresh() {
        const { data: refreshedData, error } = await client.refreshSession();
        return !error && refreshedData.session !== null;
      },
      onRefreshed(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    pageSessionChanged: () => {
      if (!stopped) refreshed();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      listeners.clear();
      data.subscription.unsubscribe();
      await ticking;
      await client.stopAutoRefresh();
    },
  };
}
