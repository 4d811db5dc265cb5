// The worker's side of the one port (engine-port.ts): it opens the engine when the page asks, passes
// the page's commands to it, and pushes to the page what the engine publishes — its status, the overlay
// of streaming replies, the questions nothing answers, and storage trouble its writes met (the page
// shows that banner; Dexie's own change notifications carry everything stored). What the engine is
// built from is `openEngine`'s business: the browser's (sync-worker.ts, with the worker's own auth
// client on the page's session storage) or a test's on fake-indexeddb, so this file is the same in
// both. On `stop` it stops the engine, then what was built with it (the auth client's refresh ticker),
// then closes the engine's Dexie connection.

import type { AppDb } from '../../db/app-db.ts';
import type { OnlineDetector, WakeSignals } from '../ports.ts';
import type { SyncEngine } from '../sync-engine.ts';
import type { AuthStoragePort } from './auth-storage-port.ts';
import type { PageApi, SyncWorkerApi, SyncWorkerOpenInput } from './engine-port.ts';
import type { WorkerAuthEvent } from './worker-session.ts';

/**
 * What the worker gives the engine of the page's: the storage the session is kept in, the page's word
 * on its own new sessions and the page's ear for the worker's, connectivity, moments worth a retry.
 */
export interface PageSurroundings {
  authStorage: AuthStoragePort;
  authChanged(event: WorkerAuthEvent): void;
  /** The page's auth client has a new session (a sign-in, a refresh it made). */
  onPageSession(listener: () => void): () => void;
  online: OnlineDetector;
  wake: WakeSignals;
}

/** What `openEngine` built: the engine, its database, and what else stops with it. */
export interface OpenedEngine {
  engine: SyncEngine;
  db: AppDb;
  /** Stops what the engine was built with (the worker's auth client's refresh ticker). */
  release?: () => Promise<void> | void;
}

/** Opens the user's database and builds (not starts) the engine on it. */
export type OpenEngine = (input: SyncWorkerOpenInput, page: PageSurroundings) => Promise<OpenedEngine>;

/** A set of listeners called with one value: the page's signals relayed to the engine. */
function relay<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(value: T): void {
      for (const listener of [...listeners]) listener(value);
    },
  };
}

interface Opened extends OpenedEngine {
  unsubscribe: () => void;
}

/**
 * The worker's API on engines `openEngine` builds. The page does not wait for `open` (the chat is
 * usable while the worker boots): every command waits here for the engine it was sent to, in order.
 */
export function createSyncWorkerApi(openEngine: OpenEngine): SyncWorkerApi {
  let opening: Promise<Opened> | null = null;
  let stopped = false;
  const refreshed = relay<void>();
  const woken = relay<'focus' | 'visible'>();
  const connectivity = relay<boolean>();
  let online = true;

  async function engine(): Promise<SyncEngine> {
    if (!opening) throw new Error('The sync worker has no engine: open it first.');
    const opened = await opening;
    if (stopped) throw new Error('The sync worker was stopped.');
    return opened.engine;
  }

  async function open(input: SyncWorkerOpenInput, page: PageApi): Promise<Opened> {
    online = input.online;
    const built = await openEngine(input, {
      authStorage: {
        getAuthItem: (key) => page.getAuthItem(key),
        setAuthItem: (key, value) => page.setAuthItem(key, value),
        removeAuthItem: (key) => page.removeAuthItem(key),
      },
      authChanged: (event) => void page.authChanged(event),
      onPageSession: (listener) => refreshed.subscribe(listener),
      online: { isOnline: () => online, subscribe: (listener) => connectivity.subscribe(listener) },
      wake: { subscribe: (listener) => woken.subscribe(listener) },
    });
    const { engine: opened, db } = built;
    const { turns } = opened;
    const publish = [
      opened.subscribeStatus(() => void page.status(opened.getStatus())),
      turns.replies.subscribe(() => void page.replies([...turns.replies.getSnapshot()])),
      turns.subscribeUnanswered(() => void page.unanswered([...turns.getUnanswered()])),
      db.storageStatus.subscribe(() => void page.storage(db.storageStatus.getSnapshot())),
    ];
    void page.status(opened.getStatus());
    return { ...built, unsubscribe: () => publish.forEach((unsubscribe) => unsubscribe()) };
  }

  return {
    async open(input, page) {
      if (opening) throw new Error('The sync worker is already open.');
      opening = open(input, page);
      await opening;
    },
    start: async () => (await engine()).start(),
    async stop() {
      if (!opening || stopped) return;
      stopped = true;
      const closing = await opening.catch(() => null);
      if (!closing) return;
      try {
        await closing.engine.stop();
      } finally {
        closing.unsubscribe();
        try {
          await closing.release?.();
        } catch (error) {
          console.warn('[sync] stopping what the engine was built with failed', error);
        }
        // The connection goes with the engine, so a sign-out's delete is never blocked by it.
        closing.db.close();
      }
    },
    sessionRefreshed: () => refreshed.emit(),
    wake: (reason) => woken.emit(reason),
    connectivity(now) {
      if (now === online) return;
      online = now;
      connectivity.emit(now);
    },
    send: async (conversationId, text, editOf, written) =>
      (await engine()).turns.send(conversationId, text, { editOf, written: () => void written?.() }),
    regenerateReply: async (replyId, continues) =>
      (await engine()).turns.regenerateReply(replyId, { continues }),
    retry: async (messageId) => (await engine()).turns.retry(messageId),
    stopReply: async (conversationId) => (await engine()).turns.stop(conversationId),
    abort: async (conversationId) => (await engine()).turns.abort(conversationId),
    watch: async (conversationId) => (await engine()).turns.watch(conversationId),
    createConversation: async (title, id) => (await engine()).createConversation(title, id),
    renameConversation: async (id, title) => (await engine()).renameConversation(id, title),
    updateConversationMarks: async (id, marks) => (await engine()).updateConversationMarks(id, marks),
    deleteConversation: async (id) => (await engine()).deleteConversation(id),
    rateReply: async (messageId, rating, note) => (await engine()).rateReply(messageId, rating, note),
    selectVersion: async (conversationId, parentKey, childId) =>
      (await engine()).selectVersion(conversationId, parentKey, childId),
    saveAssumptions: async (assumptions) => (await engine()).saveAssumptions(assumptions),
  };
}
