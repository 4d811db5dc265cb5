// The stored active conversation id (spec §3 "Local browser storage", §4 chat start-up and deleting).
// It lives in localStorage, not in the user's database, so the chat screen can restore it before the
// database opens; sign-out clears it together with the database.
//
// It is a mirror, not a home: the chat machine's switch owns the active conversation (issue 20), the
// chat actors are its only writer, and `/chat/<id>` mirrors it the other way (use-conversation-url.ts).
// `conversationToRestore` is the one rule both the warm first paint and start-up apply, so the screen
// never paints one conversation and then switches to another. A lint rule (eslint.boundaries.js)
// keeps every other module from writing it.
import { conversationIdFromPath } from '../lib/conversation-url.ts';

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

/**
 * The conversation a start restores before falling back to the most recent: the one the page's URL
 * names (`/chat/<id>`, a reload or a pasted link) when this device has it, else the stored one when
 * this device has it, else null.
 */
export async function conversationToRestore(
  exists: (conversationId: string) => boolean | Promise<boolean>,
  pathname: string = globalThis.location?.pathname ?? '',
  storage: KeyValueStorage | null = defaultStorage(),
): Promise<string | null> {
  for (const candidate of [conversationIdFromPath(pathname), readActiveConversationId(storage)]) {
    if (candidate !== null && (await exists(candidate))) return candidate;
  }
  return null;
}
