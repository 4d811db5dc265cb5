// A warm start paints from the local database before anything else is up. When the chat page's code
// loads on /chat with a session stored on this device, the user's database starts opening and the
// screen's first data is read from it (the conversation list, the active conversation as start-up will
// choose it, its messages) while the auth runtime is still checking that session. The chat session
// then takes this database instead of opening its own, and the screen shows the snapshot until the
// live queries and the machines take over. Nothing of it is shown before the auth check lets the
// page through (RequireAuth); a user who turns out signed out only cost a database open.
import { conversationToRestore } from '../../db/active-conversation.ts';
import {
  openUserDatabase,
  type AppDb,
  type ConversationRecord,
  type MessageRecord,
} from '../../db/app-db.ts';
import { liveConversations, liveMessages } from '../../db/live-queries.ts';
import { readBackendConfig } from '../../lib/backend-config.ts';
import { authStorageKey } from '../../session/auth-storage.ts';
import { preloadVirtualizer, VIRTUALIZE_AFTER } from '../chat/virtualizer.ts';

export interface ChatSnapshot {
  conversations: ConversationRecord[];
  /** The conversation start-up will open (the URL's, else the stored one, else the newest), or null. */
  activeId: string | null;
  /** Its messages, oldest first. */
  messages: MessageRecord[];
}

export interface PreparedChat {
  userId: string;
  db: Promise<AppDb>;
  snapshot: Promise<ChatSnapshot | null>;
}

const prepared = new Map<string, PreparedChat>();

/** Reads what the chat screen shows first. Never fails: without a snapshot the screen just waits. */
export async function readChatSnapshot(db: AppDb): Promise<ChatSnapshot | null> {
  try {
    const conversations = await liveConversations(db)();
    const activeId =
      (await conversationToRestore((id) => conversations.some((c) => c.id === id))) ??
      conversations[0]?.id ??
      null;
    const messages = activeId ? await liveMessages(db, activeId)() : [];
    // A long conversation to show first: its virtualiser loads alongside the rest.
    if (messages.length > VIRTUALIZE_AFTER) preloadVirtualizer();
    return { conversations, activeId, messages };
  } catch {
    return null;
  }
}

/** Starts opening the user's database and reading the snapshot (once per user until taken). */
export function prepareChat(
  userId: string,
  open: (userId: string) => Promise<AppDb> = openUserDatabase,
): PreparedChat {
  const existing = prepared.get(userId);
  if (existing) return existing;
  const db = open(userId);
  const entry: PreparedChat = {
    userId,
    db,
    snapshot: db.then(readChatSnapshot, () => null),
  };
  // An unused open must not surface as an unhandled rejection; the taker sees the error.
  db.catch(() => {});
  prepared.set(userId, entry);
  return entry;
}

/**
 * Hands the prepared database and snapshot of `userId` to its chat session (preparing them now if
 * nothing did) and closes what was prepared for anyone else.
 */
export function takePreparedChat(
  userId: string,
  open: (userId: string) => Promise<AppDb> = openUserDatabase,
): PreparedChat {
  const entry = prepareChat(userId, open);
  for (const [other, unused] of prepared) {
    if (other !== userId)
      void unused.db.then(
        (db) => db.close(),
        () => {},
      );
  }
  prepared.clear();
  return entry;
}

/** The user id of the session stored on this device, read without any auth code; null when none. */
export function storedSessionUserId(storage: Storage | null = safeLocalStorage()): string | null {
  const config = readBackendConfig();
  if (!config || !storage) return null;
  try {
    const value = JSON.parse(storage.getItem(authStorageKey(config.supabaseUrl)) ?? 'null') as {
      user?: { id?: unknown };
    } | null;
    return typeof value?.user?.id === 'string' ? value.user.id : null;
  } catch {
    return null;
  }
}

/** On /chat with a stored session: start the warm start's reads now. */
export function prepareWarmStart(): void {
  if (globalThis.location?.pathname !== '/chat') return;
  const userId = storedSessionUserId();
  if (userId) prepareChat(userId);
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
