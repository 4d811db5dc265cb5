// The app's one auth client (@supabase/auth-js, the package supabase-js builds its `auth` from),
// made apart from the rest of supabase-js so that signing in does not download the database,
// realtime and storage clients. `supabase()` (supabase-client.ts) builds the full client around this
// same instance: one session, one refresh timer, one set of auth events.
//
// Implicit flow (supabase-js' default): invite and recovery links arrive with the session in the URL
// hash, which `detectSessionInUrl` turns into a session on /auth/callback, /reset-password and
// /beta/onboarding. Token refresh timing comes from SYNC_CLIENT_OPTIONS (docs/sync-rules.md S19).
import { GoTrueClient } from '@supabase/auth-js';
import { requireBackendConfig, type BackendConfig } from '../lib/backend-config.ts';
import { SYNC_CLIENT_OPTIONS } from '../sync/realtime-config.ts';
import { announceAuthClient, authStorageKey } from './auth-storage.ts';

/** What supabase-js' `_initSupabaseAuthClient` would build for this backend. */
export function createAuthClient(config: BackendConfig, options: { storage?: Storage } = {}): GoTrueClient {
  return new GoTrueClient({
    url: new URL('auth/v1', config.supabaseUrl.endsWith('/') ? config.supabaseUrl : `${config.supabaseUrl}/`)
      .href,
    headers: { Authorization: `Bearer ${config.anonKey}`, apikey: config.anonKey },
    storageKey: authStorageKey(config.supabaseUrl),
    ...SYNC_CLIENT_OPTIONS.auth,
    detectSessionInUrl: true,
    flowType: 'implicit',
    ...(options.storage ? { storage: options.storage } : {}),
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
