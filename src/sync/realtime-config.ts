// Spec §9 timing constants for the supabase-js client the sync engine runs on. supabase-js implements
// them itself; the app passes `SYNC_CLIENT_OPTIONS` to `createClient` rather than duplicating them:
// - realtime heartbeat every 30 s (`realtime.heartbeatIntervalMs`; realtime-js' own default is 25 s);
// - realtime reconnect back-off 1 s, 2 s, 5 s, then 10 s (`realtime.reconnectAfterMs`; channel rejoins
//   follow the same steps);
// - the access token is checked every 30 s and refreshed before expiry (`auth.autoRefreshToken`: a
//   30 s ticker, plus every `getSession()` — which each conversation call makes for its bearer token —
//   refreshes when fewer than 90 s remain; wire protocol §2.9).

export const REALTIME_HEARTBEAT_INTERVAL_MS = 30_000;
export const REALTIME_RECONNECT_STEPS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const AUTH_REFRESH_TICK_MS = 30_000;
export const AUTH_REFRESH_MARGIN_MS = 90_000;

/** The wait before reconnect number `tries` (1-based): 1 s, 2 s, 5 s, then 10 s for ever. */
export function realtimeReconnectDelay(tries: number): number {
  const steps = REALTIME_RECONNECT_STEPS_MS;
  return steps[Math.min(Math.max(tries, 1), steps.length) - 1]!;
}

/** Options to merge into supabase-js `createClient` (auth and realtime sections). */
export const SYNC_CLIENT_OPTIONS = {
  auth: { autoRefreshToken: true, persistSession: true },
  realtime: {
    heartbeatIntervalMs: REALTIME_HEARTBEAT_INTERVAL_MS,
    reconnectAfterMs: realtimeReconnectDelay,
  },
} as const;

/** supabase-js' auth URL for a project URL: `http(s)://…/auth/v1` (the page's and the worker's client). */
export function authUrl(supabaseUrl: string): string {
  return new URL('auth/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href;
}

/** supabase-js' realtime URL for a project URL: `ws(s)://…/realtime/v1`. */
export function realtimeUrl(supabaseUrl: string): string {
  const url = new URL('realtime/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
  url.protocol = url.protocol.replace('http', 'ws');
  return url.href;
}
