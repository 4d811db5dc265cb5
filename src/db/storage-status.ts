// Storage trouble made visible. IndexedDB can refuse writes (quota), lose its connection (the browser
// cleared site data, or another tab upgraded or deleted the database) or be blocked by an old tab. None
// of that may be silent: every repository write runs through `guardStorage`, which records the trouble
// here and rethrows it to the caller. The store has the `subscribe`/`getSnapshot` pair that React's
// `useSyncExternalStore` takes, so a banner can say what happened.

export type StorageStatus =
  | { readonly state: 'ok' }
  /** A write was refused for lack of space; nothing already stored was lost. */
  | { readonly state: 'quota-exceeded'; readonly message: string }
  /** The connection to IndexedDB went away (site data cleared, browser shutting down). */
  | { readonly state: 'connection-lost'; readonly message: string }
  /** Another tab opened a newer version of the app's database: this tab must reload. */
  | { readonly state: 'version-changed' }
  /** Another tab deleted this database (the user signed out there). */
  | { readonly state: 'deleted' }
  /** This tab is waiting to upgrade the database until older tabs close. */
  | { readonly state: 'upgrade-blocked' };

export interface StorageStatusStore {
  getSnapshot(): StorageStatus;
  subscribe(listener: () => void): () => void;
  set(status: StorageStatus): void;
  /** A successful write clears passing trouble (quota, lost connection), never a closed database. */
  recovered(): void;
}

export const STORAGE_OK: StorageStatus = Object.freeze({ state: 'ok' });

export function createStorageStatusStore(): StorageStatusStore {
  let status: StorageStatus = STORAGE_OK;
  const listeners = new Set<() => void>();
  const set = (next: StorageStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    recovered() {
      if (status.state === 'quota-exceeded' || status.state === 'connection-lost') set(STORAGE_OK);
    },
  };
}

function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  // Dexie wraps the DOMException (`inner`); an aborted transaction carries its cause the same way.
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner ?? cause;
  }
  return names;
}

export function isQuotaExceededError(error: unknown): boolean {
  return errorNames(error).includes('QuotaExceededError');
}

export function isDatabaseClosedError(error: unknown): boolean {
  return errorNames(error).includes('DatabaseClosedError');
}

/** Records storage trouble of a failed operation in `store` and rethrows it; success clears passing trouble. */
export async function guardStorage<T>(store: StorageStatusStore, operation: () => Promise<T>): Promise<T> {
  try {
    const result = await operation();
    store.recovered();
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isQuotaExceededError(error)) store.set({ state: 'quota-exceeded', message });
    else if (isDatabaseClosedError(error) && store.getSnapshot().state === 'ok') {
      store.set({ state: 'connection-lost', message });
    }
    throw error;
  }
}

/**
 * Asks the browser to keep this origin's storage under pressure (`navigator.storage.persist`). Resolves
 * true when storage is (or already was) persistent, false when refused or unsupported; never throws.
 */
export async function requestPersistentStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (storage.persisted && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
