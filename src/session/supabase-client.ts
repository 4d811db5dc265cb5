// The supabase-js client for the screens that query tables or call functions (the profile dialog,
// onboarding, the account export). Authentication stays with the app's one auth client
// (auth-client.ts): supabase-js' documented `accessToken` option makes every REST, functions and
// realtime request carry that client's current access token, so the session the sign-in form made
// is the session used here, with one refresh timer and one set of auth events. With that option
// supabase-js builds no auth client of its own (`client.auth` is not available: use `authClient()`).
import type { GoTrueClient } from '@supabase/auth-js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requireBackendConfig, type BackendConfig } from '../lib/backend-config.ts';
import { SYNC_CLIENT_OPTIONS } from '../sync/realtime-config.ts';
import { authClient, createAuthClient } from './auth-client.ts';

/** supabase-js for `config`, authorised by `auth`'s session (the anon key without one). */
export function createSupabase(
  config: BackendConfig,
  auth: GoTrueClient = createAuthClient(config),
): SupabaseClient {
  const client = createClient(config.supabaseUrl, config.anonKey, {
    realtime: SYNC_CLIENT_OPTIONS.realtime,
    accessToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
  });
  // Realtime asks `accessToken` again on each heartbeat; a refresh, sign-in or sign-out reaches it at
  // once this way. Deferred: auth-js calls listeners while it holds its lock, and `getSession` (which
  // `setAuth()` ends up calling) waits for that lock.
  auth.onAuthStateChange((event) => {
    if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN' || event === 'SIGNED_OUT')
      setTimeout(() => void client.realtime.setAuth(), 0);
  });
  return client;
}

let shared: SupabaseClient | null = null;

/** The app-wide client; throws with a clear message when no backend is configured. */
export function supabase(): SupabaseClient {
  if (shared) return shared;
  const config = requireBackendConfig();
  shared = createSupabase(config, authClient());
  return shared;
}
