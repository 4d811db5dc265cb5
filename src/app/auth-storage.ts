// Where the session is kept, known without loading any auth code: the landing page and /login decide
// from it alone whether the auth runtime (supabase's auth client, the auth and inactivity machines)
// is needed at all. With no stored session the visitor is signed out, so a first visit downloads none
// of it; a stored session loads the runtime, which decides (refresh, expiry, offline) as before.
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

const startListeners = new Set<() => void>();
let started = false;

/** The auth client announces itself here: whatever created it (a sign-in form) needs the runtime. */
export function announceAuthClient(): void {
  started = true;
  for (const listener of startListeners) listener();
}

export function authClientStarted(): boolean {
  return started;
}

export function onAuthClientStarted(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
