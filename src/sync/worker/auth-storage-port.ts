// The session's storage, reached from the sync worker (issue 20). The session stays where the page's
// auth client keeps it — the page's localStorage, under supabase's storage key — so sign-in forms,
// other tabs and a reload see one session, and nothing is migrated. A worker cannot read localStorage,
// so the worker's auth client (worker-session.ts) is given auth-js' documented custom `storage`: an
// async adapter whose reads and writes are calls on the one port (engine-port.ts' `PageApi`), answered
// here from the page's storage. A write the worker makes lands in the page's localStorage, so other
// tabs get their `storage` events as for any refresh.

import type { SupportedStorage } from '@supabase/auth-js';

/** The page's side: the session's items in its localStorage, asked for across the port. */
export interface AuthStoragePort {
  getAuthItem(key: string): Promise<string | null>;
  setAuthItem(key: string, value: string): Promise<void>;
  removeAuthItem(key: string): Promise<void>;
}

/**
 * Answers the worker from `storage`, for the session's own keys only (`storageKey` and the items
 * auth-js keeps beside it, `storageKey-…`): the port is no general window onto the page's storage.
 */
export function pageAuthStorage(storage: Storage | null, storageKey: string): AuthStoragePort {
  const check = (key: string) => {
    if (key !== storageKey && !key.startsWith(`${storageKey}-`))
      throw new Error(`The sync worker may not use the page's storage item ${key}.`);
  };
  return {
    async getAuthItem(key) {
      check(key);
      return storage?.getItem(key) ?? null;
    },
    async setAuthItem(key, value) {
      check(key);
      storage?.setItem(key, value);
    },
    async removeAuthItem(key) {
      check(key);
      storage?.removeItem(key);
    },
  };
}

/** The worker's side: auth-js' custom storage on the port. */
export function workerAuthStorage(port: AuthStoragePort): SupportedStorage {
  return {
    getItem: (key) => port.getAuthItem(key),
    setItem: (key, value) => port.setAuthItem(key, value),
    removeItem: (key) => port.removeAuthItem(key),
  };
}
