// The one supabase-js client of the app (database, realtime), built from the backend config injected
// at serve time around the app's one auth client (auth-client.ts), so that the session the sign-in
// form made is the session the sync engine uses. Spec §9's realtime heartbeat, reconnect back-off and
// token refresh come from SYNC_CLIENT_OPTIONS (docs/sync-rules.md S19), which the sync engine relies on.
import type { GoTrueClient } from '@supabase/auth-js';
import { SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { requireBackendConfig, type BackendConfig } from '../lib/backend-config.ts';
import { SYNC_CLIENT_OPTIONS } from '../sync/realtime-config.ts';
import { authClient, createAuthClient } from './auth-client.ts';
import { authStorageKey, storedSession, tokenGoodFor } from './auth-storage.ts';

type ClientConstructor = new (url: string, key: string, options: SupabaseClientOptions<'public'>) => object;

/**
 * supabase-js with `auth` set to the given auth client. supabase-js builds its auth client in the
 * (TypeScript-private) `_initSupabaseAuthClient`; overriding it is the one way to hand it an existing
 * instance while keeping everything else of the real client: its fetch with the session's token, the
 * token handed to realtime on every refresh, sign-out reaching realtime.
 */
export function createSupabase(
  config: BackendConfig,
  auth: GoTrueClient = createAuthClient(config),
): SupabaseClient {
  class SharedAuthSupabaseClient extends (SupabaseClient as unknown as ClientConstructor) {
    _initSupabaseAuthClient(): GoTrueClient {
      return auth;
    }
  }
  const client = new SharedAuthSupabaseClient(config.supabaseUrl, config.anonKey, {
    ...SYNC_CLIENT_OPTIONS,
    auth: { ...SYNC_CLIENT_OPTIONS.auth, storageKey: authStorageKey(config.supabaseUrl) },
  }) as unknown as SupabaseClient;
  // supabase-js hands realtime the token when its auth client reports SIGNED_IN, which this shared
  // auth client did before this client existed. Channels join with the token they find at subscribe
  // time (an anonymous join gets no row changes under RLS), so the current one is set now, as
  // supabase-js would have; later refreshes reach realtime through its auth listener as usual.
  const stored = storedSession(authStorageKey(config.supabaseUrl));
  if (stored && tokenGoodFor(stored, 10_000)) void client.realtime.setAuth(stored.access_token);
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
