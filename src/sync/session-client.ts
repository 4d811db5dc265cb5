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
