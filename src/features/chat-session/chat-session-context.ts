// The signed-in user's chat session in this tab: their local database and the one sync engine running
// on it (architecture §1). ChatSessionProvider opens it; components below read it here.
import { createContext, useContext } from 'react';
import type { AppDb } from '../../db/app-db.ts';
import type { ChatEngine } from '../../sync/chat-engine.ts';
import type { ChatSnapshot } from './warm-start.ts';

export interface ChatSession {
  userId: string;
  db: AppDb;
  /** The sync engine: in the sync worker in browsers (its page side), in this thread in tests. */
  engine: ChatEngine;
  /** What the database held when the session opened: shown until the live reads and machines are up. */
  snapshot?: ChatSnapshot | null;
}

export type ChatSessionState =
  | { status: 'opening' }
  | { status: 'ready'; session: ChatSession }
  /** The local database could not be opened (private mode without IndexedDB, storage blocked). */
  | { status: 'failed'; error: unknown }
  /** Signed out: the engine stopped and the local data was wiped. */
  | { status: 'closed' };

export const ChatSessionContext = createContext<ChatSessionState | null>(null);

export function useChatSessionState(): ChatSessionState {
  const state = useContext(ChatSessionContext);
  if (!state) throw new Error('useChatSessionState must be used inside <ChatSessionProvider>');
  return state;
}
