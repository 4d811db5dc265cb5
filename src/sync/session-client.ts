// What the sync engine needs of the signed-in session: supabase's auth client fits, and so does the
// page's lazy session (session/auth-session.ts). Declared here, beside the engine that uses it, so
// that the engine depends on no page code (sync never imports session/ or app/).
import type { AuthChangeEvent, AuthError, Session } from '@supabase/auth-js';

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

/** What the app uses of supabase's auth client once signed in; GoTrueClient itself fits. */
export interface SessionClient {
  getSession(): Promise<{ data: { session: Session | null }; error: AuthError | null }>;
  refreshSession(): Promise<{ data: { session: Session | null }; error: AuthError | null }>;
  onAuthStateChange(callback: AuthListener): { data: { subscription: { unsubscribe(): void } } };
  signOut(options: { scope: 'local' }): Promise<{ error: AuthError | null }>;
}

/**
 * The page's session when a sync worker refreshes it (session/auth-session.ts' LazyAuthSession): the
 * worker's auth client keeps it under `storageKey` in the page's storage, and tells the page of what it
 * did, since its auth-js has no BroadcastChannel in a worker (sync/worker/worker-session.ts).
 */
export interface WorkerRefreshedSession extends SessionClient {
  /** Where supabase keeps the session (its `storageKey`). */
  readonly storageKey: string;
  /** The worker refreshes from now on: the page stops its own refresh until the function returned. */
  handRefreshToWorker(): () => void;
  /** The worker's auth client refreshed the session or ended it: the page's listeners hear it. */
  changedInWorker(event: 'TOKEN_REFRESHED' | 'SIGNED_OUT'): void;
}
