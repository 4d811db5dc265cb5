// The session as the signed-in app sees it, without downloading the auth client while it has nothing
// to do. A warm start with a stored access token that is good for a while needs no auth code at all:
// supabase's auth client (auth-client.ts, ~17 KB gzip) would only read that token from localStorage
// and wait to refresh it. So until something needs the client, this reads the stored session itself:
// - the bearer token for conversation calls and realtime joins is the stored access token while it
//   is good for longer than supabase's refresh margin (the token supabase itself would hand out);
// - the client is loaded, and from then on does everything as before, when the token comes within
//   that margin (a timer, or the first token asked for after it), when a refresh, a sign-out or a
//   removal is asked for, when nothing usable is stored, when the page opened with a session in its
//   link, or when another part of the page (a sign-in form, the profile dialog) created it;
// - another tab signing out (the stored session removed) is reported as SIGNED_OUT; that, another
//   tab's refresh or its sign-in brings the client to this tab too.
// Listeners added before the client is there are moved onto it when it arrives; supabase then tells
// each its INITIAL_SESSION, as it tells any new listener.
//
// Where a sync worker runs (issue 20), the worker's own auth client refreshes the session, in the same
// storage (sync/worker/worker-session.ts). While it does (`handRefreshToWorker`) the page refreshes
// nothing by itself: no refresh-margin timer, and the auth client, if something loads it, has its
// ticker stopped (auth-js' public stopAutoRefresh; restarted when the worker gives the refresh back).
// What the worker's client did reaches this page's listeners through `changedInWorker`: auth-js opens
// no BroadcastChannel in a worker. Where the app runs a worker (`refreshesInWorker`), no margin timer is
// ever set: the worker starts with the chat, and a timer firing before that would load the client
// only to refresh beside the worker. Without a worker (the in-process engine), the timer stays.
import type { GoTrueClient, Session } from '@supabase/auth-js';
import { requireBackendConfig } from '../lib/backend-config.ts';
import { AUTH_REFRESH_MARGIN_MS, AUTH_REFRESH_TICK_MS } from '../sync/realtime-config.ts';
import type { AuthListener, WorkerRefreshedSession } from '../sync/session-client.ts';
import {
  authStorageKey,
  onAuthClientStarted,
  safeLocalStorage,
  startedAuthClient,
  storedSession,
  tokenGoodFor,
} from './auth-storage.ts';
import { hashCarriesAuth, initialUrl } from './initial-url.ts';

export interface LazyAuthOptions {
  /** Where supabase keeps the session (its `storageKey`). */
  storageKey: string;
  /** Loads (or returns) the app's one auth client. */
  load: () => Promise<GoTrueClient>;
  /** The client if something already created it. */
  started?: () => GoTrueClient | null;
  /** Calls back when something else creates the client; returns a stop function. */
  onStarted?: (listener: () => void) => () => void;
  /** True when supabase must read the page's link (an e-mail link with a session or an error). */
  linkCarriesAuth?: boolean;
  storage?: Storage | null;
  /** Where other tabs' storage changes arrive (`window`). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  now?: () => number;
  /**
   * The signed-in chat runs a sync worker, which refreshes the session (where `Worker` exists): the
   * page sets no refresh-margin timer of its own. A token the page asks for within the margin is
   * still refreshed on demand.
   */
  refreshesInWorker?: boolean;
}

/** A session client that loads supabase's auth client only once it has something to do. */
export class LazyAuthSession implements WorkerRefreshedSession {
  /** Where the session is stored; a sign-out the server missed removes it (supabase-auth-actors). */
  readonly storageKey: string;
  #options: LazyAuthOptions;
  #client: GoTrueClient | null = null;
  #loading: Promise<GoTrueClient> | null = null;
  #listeners = new Map<AuthListener, { unsubscribe(): void } | null>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #stopWatching: (() => void)[] = [];
  /** How many sync workers refresh the session now (one per tab; a restart may overlap). */
  #workers = 0;

  constructor(options: LazyAuthOptions) {
    this.#options = options;
    this.storageKey = options.storageKey;
    const started = options.started?.();
    if (started) {
      this.#adopt(started);
      return;
    }
    const stored = this.#stored();
    if (!stored || !this.#fresh(stored) || options.linkCarriesAuth) {
      this.#loadInBackground();
      return;
    }
    this.#watch(stored);
  }

  /** supabase's auth client, loaded if it is not yet. */
  client(): Promise<GoTrueClient> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#loading ??= this.#options.load().then(
      (client) => this.#adopt(client),
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  async getSession() {
    // Once the client is on its way it decides (a link's session, a refresh already started).
    if (!this.#client && !this.#loading) {
      const stored = this.#stored();
      if (stored && this.#fresh(stored)) return { data: { session: stored }, error: null };
    }
    return (await this.client()).getSession();
  }

  async refreshSession() {
    return (await this.client()).refreshSession();
  }

  async signOut(options: { scope: 'local' }) {
    return (await this.client()).signOut(options);
  }

  onAuthStateChange(callback: AuthListener) {
    this.#listeners.set(callback, this.#client ? this.#subscribe(this.#client, callback) : null);
    return {
      data: {
        subscription: {
          unsubscribe: () => {
            this.#listeners.get(callback)?.unsubscribe();
            this.#listeners.delete(callback);
          },
        },
      },
    };
  }

  /**
   * A sync worker refreshes the session from now on: this page's refresh timers stop (the margin timer,
   * the auth client's ticker) until the returned function is called (the worker stopped).
   */
  handRefreshToWorker(): () => void {
    this.#workers += 1;
    this.#clearTimer();
    if (this.#client) void this.#pauseClientRefresh(this.#client);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.#workers -= 1;
      if (this.#workers > 0) return;
      if (this.#client) {
        void this.#client.startAutoRefresh();
      } else if (this.#stopWatching.length > 0) {
        const stored = this.#stored();
        if (stored) this.#watchMargin(stored);
      }
    };
  }

  /**
   * The worker's auth client refreshed the session or ended it (its refresh token refused). Other tabs
   * get the storage event; this page's listeners hear it here, as supabase's cross-tab message would
   * have told them.
   */
  changedInWorker(event: 'TOKEN_REFRESHED' | 'SIGNED_OUT'): void {
    if (event === 'SIGNED_OUT') {
      this.#signedOutElsewhere();
      return;
    }
    const stored = this.#stored();
    if (!stored) return;
    for (const listener of [...this.#listeners.keys()]) listener('TOKEN_REFRESHED', stored);
  }

  /** Stops waiting for a reason to load the client (its timer and listeners); tests and teardown. */
  dispose(): void {
    this.#unwatch();
  }

  #adopt(client: GoTrueClient): GoTrueClient {
    if (this.#client) return this.#client;
    this.#client = client;
    this.#unwatch();
    if (this.#workers > 0) void this.#pauseClientRefresh(client);
    for (const listener of this.#listeners.keys())
      this.#listeners.set(listener, this.#subscribe(client, listener));
    return client;
  }

  /** Loads the client without a caller waiting (a failed load is tried again by the next call). */
  #loadInBackground(): void {
    this.client().catch((error: unknown) => console.error('Loading the auth client failed', error));
  }

  #subscribe(client: GoTrueClient, listener: AuthListener) {
    return client.onAuthStateChange(listener).data.subscription;
  }

  /**
   * The client started its ticker when it initialised (a visible page): stopped once that is done, so
   * the worker's ticker is the only one. Its `getSession()` still refreshes a token near expiry.
   */
  async #pauseClientRefresh(client: GoTrueClient): Promise<void> {
    try {
      await client.initialize();
      if (this.#workers > 0) await client.stopAutoRefresh();
    } catch (error) {
      console.error('Pausing the auth client’s refresh failed', error);
    }
  }

  /** supabase refreshes on its 30 s tick once fewer than 90 s remain: the client is there a tick before. */
  #watchMargin(stored: Session) {
    this.#clearTimer();
    if (this.#workers > 0 || this.#options.refreshesInWorker) return;
    const due = stored.expires_at! * 1000 - AUTH_REFRESH_MARGIN_MS - AUTH_REFRESH_TICK_MS - this.#now();
    this.#timer = setTimeout(() => this.#loadInBackground(), Math.min(Math.max(due, 0), 2 ** 31 - 1));
  }

  #clearTimer() {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /**
   * Signed out in another tab or by the worker's client: what supabase's own cross-tab message would
   * report here. Then the client takes over, so that a later sign-in in any tab reaches this one.
   */
  #signedOutElsewhere() {
    this.#unwatch();
    for (const listener of [...this.#listeners.keys()]) listener('SIGNED_OUT', null);
    this.#loadInBackground();
  }

  /** Until the client comes: the refresh margin, other tabs, and whatever else creates the client. */
  #watch(stored: Session) {
    this.#watchMargin(stored);
    const stopStarted = this.#options.onStarted?.(() => {
      const started = this.#options.started?.();
      if (started) this.#adopt(started);
    });
    if (stopStarted) this.#stopWatching.push(stopStarted);
    const events = this.#options.events;
    if (events) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== this.storageKey && event.key !== null) return;
        if (this.#stored()) this.#loadInBackground();
        else this.#signedOutElsewhere();
      };
      events.addEventListener('storage', onStorage as EventListener);
      this.#stopWatching.push(() => events.removeEventListener('storage', onStorage as EventListener));
    }
  }

  #unwatch() {
    this.#clearTimer();
    for (const stop of this.#stopWatching.splice(0)) stop();
  }

  #stored(): Session | null {
    return storedSession(this.storageKey, this.#options.storage ?? null);
  }

  #fresh(session: Session): boolean {
    return tokenGoodFor(session, AUTH_REFRESH_MARGIN_MS, this.#now());
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}

let shared: LazyAuthSession | null = null;

/** The app-wide session client; throws with a clear message when no backend is configured. */
export function appAuthSession(): LazyAuthSession {
  if (shared) return shared;
  const config = requireBackendConfig();
  shared = new LazyAuthSession({
    storageKey: authStorageKey(config.supabaseUrl),
    load: async () => (await import('./auth-client.ts')).authClient(),
    started: startedAuthClient,
    onStarted: onAuthClientStarted,
    linkCarriesAuth: openedWithAuthInUrl(),
    storage: safeLocalStorage(),
    events: typeof window === 'undefined' ? null : window,
    // As the chat decides (chat-session-provider.tsx): the engine runs in a worker where one exists.
    refreshesInWorker: typeof Worker === 'function',
  });
  return shared;
}

/** An e-mail link's session (or error) in the URL: supabase's start-up decides, not what is stored. */
export function openedWithAuthInUrl(): boolean {
  const url = initialUrl() ?? (globalThis.location ? new URL(globalThis.location.href) : null);
  return url !== null && (hashCarriesAuth(url.hash) || url.searchParams.has('code'));
}
