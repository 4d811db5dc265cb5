// The app's one auth client (@supabase/auth-js, the package supabase-js builds its `auth` from),
// made apart from the rest of supabase-js so that signing in does not download the database,
// realtime and storage clients. `supabase()` (supabase-client.ts) hands this instance's access token
// to supabase-js through its `accessToken` option: one session, one refresh timer, one set of auth
// events. Where the chat runs its sync worker, the refresh is the worker's own client's, on this same
// stored session (sync/worker/worker-session.ts); this client's ticker is stopped meanwhile
// (auth-session.ts' handRefreshToWorker).
//
// Implicit flow (supabase-js' default): invite and recovery links arrive with the session in the URL
// hash, which `detectSessionInUrl` turns into a session on /auth/callback, /reset-password and
// /beta/onboarding. Token refresh timing comes from SYNC_CLIENT_OPTIONS (docs/sync-rules.md S19).
import { GoTrueClient } from '@supabase/auth-js';
import { requireBackendConfig, type BackendConfig } from '../lib/backend-config.ts';
import { authUrl, SYNC_CLIENT_OPTIONS } from '../sync/realtime-config.ts';
import { announceAuthClient, authStorageKey, safeLocalStorage } from './auth-storage.ts';

/**
 * auth-js' client for this backend, configured as supabase-js configures its own: the same URL, key
 * headers and storage key. The session lives in `storage` (localStorage by default) under
 * `authStorageKey`, both set here, so the app knows where it is kept (auth-storage.ts).
 */
export function createAuthClient(config: BackendConfig, options: { storage?: Storage } = {}): GoTrueClient {
  const storage = options.storage ?? safeLocalStorage();
  return new GoTrueClient({
    url: authUrl(config.supabaseUrl),
    headers: { Authorization: `Bearer ${config.anonKey}`, apikey: config.anonKey },
    storageKey: authStorageKey(config.supabaseUrl),
    ...SYNC_CLIENT_OPTIONS.auth,
    detectSessionInUrl: true,
    flowType: 'implicit',
    ...(storage ? { storage } : {}),
  });
}

let shared: GoTrueClient | null = null;

/** The app-wide auth client; throws with a clear message when no backend is configured. */
export function authClient(): GoTrueClient {
  if (shared) return shared;
  const config = requireBackendConfig();
  shared = createAuthClient(config);
  announceAuthClient(shared);
  return shared;
}
