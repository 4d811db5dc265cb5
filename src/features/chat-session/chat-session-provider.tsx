// One chat session per signed-in user per tab: opens the user's Dexie database, starts one sync engine
// on it (which competes for leadership with the user's other tabs, docs/sync-rules.md S13), asks the
// browser to keep the data, and tears both down on unmount. Sign-out (the button, another route, or 30
// minutes of inactivity) runs the registered task first: it stops sync, aborts streams, removes the
// realtime channel and deletes this user's database and stored active conversation id (S15). While a
// reply streams in this tab, the app update prompt waits before reloading (features/pwa).
import { useEffect, useState, type ReactNode } from 'react';
import { registerSignOutTask } from '../../app/sign-out-tasks.ts';
import { supabase } from '../../app/supabase-client.ts';
import { openUserDatabase } from '../../db/app-db.ts';
import { requestPersistentStorage } from '../../db/storage-status.ts';
import { readBackendConfig } from '../../lib/backend-config.ts';
import { wipeLocalUserData } from '../../sync/sign-out.ts';
import { bindStreamActivity } from '../pwa/stream-activity.ts';
import { createSyncEngine } from '../../sync/supabase-adapters.ts';
import { ChatSessionContext, type ChatSession, type ChatSessionState } from './chat-session-context.ts';

/** Opens the browser session: the user's database and a started engine on the app's supabase client. */
export async function openBrowserChatSession(userId: string): Promise<ChatSession> {
  const config = readBackendConfig();
  if (!config) throw new Error('No backend is configured.');
  const db = await openUserDatabase(userId);
  const engine = createSyncEngine({
    client: supabase(),
    db,
    userId,
    supabaseUrl: config.supabaseUrl,
    anonKey: config.anonKey,
  });
  engine.start();
  return { userId, db, engine };
}

async function closeSession(session: ChatSession): Promise<void> {
  try {
    await session.engine.stop();
  } finally {
    session.db.close();
  }
}

export interface ChatSessionProviderProps {
  userId: string;
  children: ReactNode;
  /** Opens the session (tests pass their own); default `openBrowserChatSession`. */
  openSession?: (userId: string) => Promise<ChatSession>;
  /** Deletes the user's local data on sign-out; default `wipeLocalUserData`. */
  wipe?: typeof wipeLocalUserData;
}

export function ChatSessionProvider({
  userId,
  children,
  openSession = openBrowserChatSession,
  wipe = wipeLocalUserData,
}: ChatSessionProviderProps) {
  const [state, setState] = useState<ChatSessionState>({ status: 'opening' });

  useEffect(() => {
    let disposed = false;
    let session: ChatSession | null = null;
    let unbindStreams = () => {};
    const opening = openSession(userId).then(
      (opened) => {
        if (disposed) {
          void closeSession(opened);
          return null;
        }
        session = opened;
        unbindStreams = bindStreamActivity(opened.engine.streaming);
        setState({ status: 'ready', session: opened });
        void requestPersistentStorage();
        return opened;
      },
      (error: unknown) => {
        console.error('Opening the local chat database failed', error);
        if (!disposed) setState({ status: 'failed', error });
        return null;
      },
    );
    const unregister = registerSignOutTask(async () => {
      // Wait for a session still opening, so its engine is stopped before its database goes.
      const current = session ?? (await opening);
      if (!disposed) setState({ status: 'closed' });
      await wipe({ userId, engine: current?.engine ?? null, db: current?.db ?? null });
    });
    return () => {
      disposed = true;
      unregister();
      unbindStreams();
      if (session) void closeSession(session);
    };
  }, [userId, openSession, wipe]);

  return <ChatSessionContext.Provider value={state}>{children}</ChatSessionContext.Provider>;
}
