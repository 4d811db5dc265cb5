// The one supabase-js client of the app, built from the backend config injected at serve time.
// Implicit flow (supabase-js' default): invite and recovery links arrive with the session in the URL
// hash, which `detectSessionInUrl` turns into a session on /auth/callback, /reset-password and
// /beta/onboarding. Spec §9's realtime heartbeat, reconnect back-off and token refresh come from
// SYNC_CLIENT_OPTIONS (docs/sync-rules.md S19), which the sync engine relies on.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readBackendConfig, type BackendConfig } from '../lib/backend-config.ts';
import { SYNC_CLIENT_OPTIONS } from '../sync/realtime-config.ts';

export function createSupabase(config: BackendConfig): SupabaseClient {
  return createClient(config.supabaseUrl, config.anonKey, {
    ...SYNC_CLIENT_OPTIONS,
    auth: { ...SYNC_CLIENT_OPTIONS.auth, detectSessionInUrl: true, flowType: 'implicit' },
  });
}

let shared: SupabaseClient | null = null;

/** The app-wide client; throws with a clear message when no backend is configured. */
export function supabase(): SupabaseClient {
  if (shared) return shared;
  const config = readBackendConfig();
  if (!config)
    throw new Error('No backend configured: serve the app from the Hearth server or set VITE_SUPABASE_URL.');
  shared = createSupabase(config);
  return shared;
}
