// The client the sync engine runs on: the app's session client (auth-session.ts: supabase's auth
// client, loaded once it has something to do) and a realtime client, without the rest of
// supabase-js. The chat screen talks to the conversation service with fetch and to realtime; it never uses storage, functions or PostgREST, and building the umbrella
// client only for its realtime put those (about 15 KB gzip) on the chat route. The few screens that
// query tables (the profile dialog, onboarding) still use `supabase()` (supabase-client.ts), loaded
// when they open.
//
// What supabase-js does around its realtime client is done here the same way: the same URL and
// apikey, joins authorised by the session's access token (else the anon key), the new token handed
// to realtime on every refresh or sign-in, and realtime told on sign-out.
import {
  RealtimeClient,
  type RealtimeChannel,
  type RealtimeChannelOptions,
  type RealtimeRemoveChannelResponse,
} from '@supabase/realtime-js';
import { requireBackendConfig, type BackendConfig } from '../lib/backend-config.ts';
import { realtimeUrl, SYNC_CLIENT_OPTIONS } from '../sync/realtime-config.ts';
import type { SessionClient } from '../sync/session-client.ts';
import { appAuthSession, type LazyAuthSession } from './auth-session.ts';
import { storedSession, tokenGoodFor } from './auth-storage.ts';

export interface SyncClient {
  auth: SessionClient;
  realtime: RealtimeClient;
  channel(name: string, options?: RealtimeChannelOptions): RealtimeChannel;
  removeChannel(channel: RealtimeChannel): Promise<RealtimeRemoveChannelResponse>;
}

export { realtimeUrl };

export function createSyncClient(config: BackendConfig, auth: LazyAuthSession): SyncClient {
  const accessToken = async () => (await auth.getSession()).data.session?.access_token ?? config.anonKey;
  const realtime = new RealtimeClient(realtimeUrl(config.supabaseUrl), {
    ...SYNC_CLIENT_OPTIONS.realtime,
    params: { apikey: config.anonKey },
    accessToken,
  });
  let lastToken: string | undefined;
  auth.onAuthStateChange((event, session) => {
    // INITIAL_SESSION too: the auth client arriving after another tab refreshed reports the new token
    // that way only.
    const current = event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN' || event === 'INITIAL_SESSION';
    if (current && session && session.access_token !== lastToken) {
      lastToken = session.access_token;
      void realtime.setAuth(lastToken);
    } else if (event === 'SIGNED_OUT') {
      void realtime.setAuth();
    }
  });
  // Channels join with the token they find at subscribe time (an anonymous join gets no row changes
  // under RLS); the shared auth client signed in before this client listened.
  const stored = storedSession(auth.storageKey);
  if (stored && tokenGoodFor(stored, 10_000)) {
    lastToken = stored.access_token;
    void realtime.setAuth(stored.access_token);
  }
  return {
    auth,
    realtime,
    channel: (name, options) => realtime.channel(name, options),
    removeChannel: (channel) => realtime.removeChannel(channel),
  };
}

let shared: SyncClient | null = null;

/** The app-wide sync client; throws with a clear message when no backend is configured. */
export function syncClient(): SyncClient {
  if (shared) return shared;
  const config = requireBackendConfig();
  shared = createSyncClient(config, appAuthSession());
  return shared;
}
