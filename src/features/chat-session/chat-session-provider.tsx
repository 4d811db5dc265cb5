// One chat session per signed-in user per tab: opens the user's Dexie database, starts one sync engine
// on it (which competes for leadership with the user's other tabs, docs/sync-rules.md S13), asks the
// browser to keep the data, and tears both down on unmount. Sign-out (the button, another route, or 30
// minutes of inactivity) runs the registered task first: it stops sync, aborts streams, removes the
// realtime channel and deletes this user's database and stored active conversation id (S15). The task
// stays registered after the chat page is left (a sign-out from the landing page wipes as well) until
// a sign-out has run it. While a reply streams in this tab, the app update prompt waits before
// reloading (features/pwa).
import { useEffect, useState, type ReactNode } from 'react';
import { registerSignOutTask } from '../../session/sign-out-tasks.ts';
import { appAuthSession } from '../../session/auth-session.ts';
import { safeLocalStorage } from '../../session/auth-storage.ts';
import { requestPersistentStorage } from '../../db/storage-status.ts';
import { afterNextPaint } from '../../lib/after-paint.ts';
import { readBackendConfig, type BackendConfig } from '../../lib/backend-config.ts';
import type { AppDb } from '../../db/app-db.ts';
import { wipeLocalUserData } from '../../sync/sign-out.ts';
import { bindStreamActivity } from '../pwa/stream-activity.ts';
import type { ChatEngine } from '../../sync/chat-engine.ts';
import { openRemoteEngine } from '../../sync/worker/remote-engine.ts';
import { ChatSessionContext, type ChatSession, type ChatSessionState } from './chat-session-context.ts';
import { takePreparedChat } from './warm-start.ts';

/** Opens the browser session: the user's database and an engine on the app's sync client, started once the first frame is painted. */
export async function openBrowserChatSession(userId: string): Promise<ChatSession> {
  const config = readBackendConfig();
  if (!config) throw new Error('No backend is configured.');
  // The database a warm start began opening (warm-start.ts), with what it read from it; else both now.
  const prepared = takePreparedChat(userId);
  const db = await prepared.db;
  // The engine runs in the sync worker (issue 20), which boots while the chat paints (its commands wait
  // for it there); without module workers, in this thread (loaded only then, so the main thread's
  // bundle carries none of the engine).
  const engine: ChatEngine =
    typeof Worker === 'function'
      ? openRemoteEngine({
          userId,
          supabaseUrl: config.supabaseUrl,
          anonKey: config.anonKey,
          auth: appAuthSession(),
          authStorage: safeLocalStorage(),
          storageStatus: db.storageStatus,
        })
      : await openInProcessEngine(userId, db, config);
  const snapshot = await prepared.snapshot;
  // The stored conversation paints first; realtime and the pull start in the task after that frame
  // (their answers would otherwise land in the first render). A stopped engine ignores the start.
  afterNextPaint(() => engine.start());
  return { userId, db, engine, snapshot };
}

/** The engine on this thread, on the app's sync client (a browser without module workers). */
async function openInProcessEngine(userId: string, db: AppDb, config: BackendConfig): Promise<ChatEngine> {
  const [{ syncClient }, { createSyncEngine }] = await Promise.all([
    import('../../session/sync-client.ts'),
    import('../../sync/supabase-adapters.ts'),
  ]);
  const { supabaseUrl, anonKey } = config;
  return createSyncEngine({ client: syncClient(), db, userId, supabaseUrl, anonKey });
}

/** The sign-out wipe of one user, registered once per tab and kept until a sign-out runs it. */
interface PendingWipe {
  wipe: typeof wipeLocalUserData;
  /** The session of the provider mounted now, if any: its engine is stopped before the wipe. */
  live: { opening: Promise<ChatSession | null>; onWipe: () => void } | null;
}

const pendingWipes = new Map<string, PendingWipe>();

function wipeOnSignOut(userId: string, wipe: typeof wipeLocalUserData): PendingWipe {
  const existing = pendingWipes.get(userId);
  if (existing) {
    existing.wipe = wipe;
    return existing;
  }
  const entry: PendingWipe = { wipe, live: null };
  pendingWipes.set(userId, entry);
  const unregister = registerSignOutTask(async ({ reason }) => {
    unregister();
    pendingWipes.delete(userId);
    const live = entry.live;
    // Wait for a session still opening, so its engine is stopped before its database goes.
    const session = live ? await live.opening : null;
    live?.onWipe();
    await entry.wipe({ userId, engine: session?.engine ?? null, db: session?.db ?? null, reason });
  });
  return entry;
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
        unbindStreams = bindStreamActivity(opened.engine.replies);
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
    const pending = wipeOnSignOut(userId, wipe);
    const live = {
      opening,
      onWipe: () => {
        if (!disposed) setState({ status: 'closed' });
      },
    };
    pending.live = live;
    return () => {
      disposed = true;
      if (pending.live === live) pending.live = null;
      unbindStreams();
      if (session) void closeSession(session);
    };
  }, [userId, openSession, wipe]);

  return <ChatSessionContext.Provider value={state}>{children}</ChatSessionContext.Provider>;
}
