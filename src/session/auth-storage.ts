// Where the session is kept, known without loading any auth code: the landing page and /login decide
// from it alone whether the auth runtime (supabase's auth client, the auth and inactivity machines)
// is needed at all. With no stored session the visitor is signed out, so a first visit downloads none
// of it; a stored session loads the runtime, which decides (refresh, expiry, offline) as before.
import type { GoTrueClient, Session } from '@supabase/auth-js';
import { readBackendConfig } from '../lib/backend-config.ts';

/** supabase-js' own default key (`sb-<first label of the host>-auth-token`); the client is given it. */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** True when a session may be stored for the configured backend (or the config is unknown). */
export function mayHaveStoredSession(storage: Storage | null = safeLocalStorage()): boolean {
  const config = readBackendConfig();
  if (!config || !storage) return true;
  try {
    return storage.getItem(authStorageKey(config.supabaseUrl)) !== null;
  } catch {
    return true;
  }
}

/** Calls `listener` when another tab stores or removes the session (a sign-in elsewhere). */
export function onStoredSessionChange(listener: () => void): () => void {
  const config = readBackendConfig();
  const key = config ? authStorageKey(config.supabaseUrl) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The session supabase keeps under `storageKey`, if any and well-formed. */
export function storedSession(
  storageKey: string | null,
  storage: Storage | null = safeLocalStorage(),
): Session | null {
  if (!storageKey || !storage) return null;
  try {
    const value = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<Session> | null;
    if (
      value &&
      typeof value.access_token === 'string' &&
      typeof value.refresh_token === 'string' &&
      typeof value.user === 'object' &&
      value.user !== null &&
      typeof value.user.id === 'string'
    ) {
      return value as Session;
    }
  } catch {
    // Not JSON (or storage refused): not a session.
  }
  return null;
}

/** The session's access token is good for at least `marginMs` more. */
export function tokenGoodFor(session: Session, marginMs: number, now: number = Date.now()): boolean {
  return typeof session.expires_at === 'number' && session.expires_at * 1000 > now + marginMs;
}

const startListeners = new Set<() => void>();
let started: GoTrueClient | null = null;

/**
 * The auth client announces itself here: whatever created it (a sign-in form) needs the runtime, and
 * the signed-in app's session (auth-session.ts) uses this one instead of loading its own.
 */
export function announceAuthClient(client: GoTrueClient): void {
  started = client;
  for (const listener of startListeners) listener();
}

export function authClientStarted(): boolean {
  return started !== null;
}

/** The auth client, if something on this page created it. */
export function startedAuthClient(): GoTrueClient | null {
  return started;
}

export function onAuthClientStarted(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

export function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
