// The stored active conversation id (spec §3 "Local browser storage", §4 chat start-up and deleting).
// It lives in localStorage, not in the user's database, so the chat screen can restore it before the
// database opens; sign-out clears it together with the database.

export const ACTIVE_CONVERSATION_STORAGE_KEY = 'hearth.active-conversation';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can throw on access (privacy modes, sandboxed frames).
    return null;
  }
}

export function readActiveConversationId(storage: KeyValueStorage | null = defaultStorage()): string | null {
  try {
    return storage?.getItem(ACTIVE_CONVERSATION_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function writeActiveConversationId(
  id: string,
  storage: KeyValueStorage | null = defaultStorage(),
): void {
  try {
    storage?.setItem(ACTIVE_CONVERSATION_STORAGE_KEY, id);
  } catch {
    // A full or blocked localStorage only costs restoring the selection on the next start.
  }
}

export function clearActiveConversationId(storage: KeyValueStorage | null = defaultStorage()): void {
  try {
    storage?.removeItem(ACTIVE_CONVERSATION_STORAGE_KEY);
  } catch {
    // As above.
  }
}
