// The worker's side of the one port (engine-port.ts): it opens the engine when the page asks, passes
// the page's commands to it, and pushes to the page what the engine publishes — its status, the overlay
// of streaming replies, the questions nothing answers, and storage trouble its writes met (the page
// shows that banner; Dexie's own change notifications carry everything stored). What the engine is
// built from is `openEngine`'s business: the browser's (sync-worker.ts) or a test's on fake-indexeddb,
// so this file is the same in both.

import type { AppDb } from '../../db/app-db.ts';
import type { OnlineDetector, SessionSignals, WakeSignals } from '../ports.ts';
import type { SyncEngine } from '../sync-engine.ts';
import type { PageApi, SyncWorkerApi, SyncWorkerOpenInput } from './engine-port.ts';

/** What the worker gives the engine of the page's: the session, connectivity, moments worth a retry. */
export interface PageSurroundings {
  accessToken(): Promise<string | null>;
  session: SessionSignals;
  online: OnlineDetector;
  wake: WakeSignals;
}

/** Opens the user's database and builds (not starts) the engine on it. */
export type OpenEngine = (
  input: SyncWorkerOpenInput,
  page: PageSurroundings,
) => Promise<{ engine: SyncEngine; db: AppDb }>;

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

export function createSyncWorkerApi(openEngine: OpenEngine): SyncWorkerApi {
  let opened: { engine: SyncEngine; db: AppDb; unsubscribe: () => void } | null = null;
  const refreshed = relay<void>();
  const woken = relay<'focus' | 'visible'>();
  const connectivity = relay<boolean>();
  let online = true;

  function engine(): SyncEngine {
    if (!opened) throw new Error('The sync worker has no engine: open it first (or it was stopped).');
    return opened.engine;
  }

  return {
    async open(input: SyncWorkerOpenInput, page: PageApi) {
      if (opened) throw new Error('The sync worker is already open.');
      online = input.online;
      const built = await openEngine(input, {
        accessToken: () => page.accessToken(),
        session: {
          refresh: () => page.refreshSession(),
          onRefreshed: (listener) => refreshed.subscribe(listener),
        },
        online: { isOnline: () => online, subscribe: (listener) => connectivity.subscribe(listener) },
        wake: { subscribe: (listener) => woken.subscribe(listener) },
      });
      const { engine: opening, db } = built;
      const { turns } = opening;
      const publish = [
        opening.subscribeStatus(() => void page.status(opening.getStatus())),
        turns.replies.subscribe(() => void page.replies([...turns.replies.getSnapshot()])),
        turns.subscribeUnanswered(() => void page.unanswered([...turns.getUnanswered()])),
        db.storageStatus.subscribe(() => void page.storage(db.storageStatus.getSnapshot())),
      ];
      opened = { ...built, unsubscribe: () => publish.forEach((unsubscribe) => unsubscribe()) };
      await page.status(opening.getStatus());
    },
    start: () => engine().start(),
    async stop() {
      const closing = opened;
      opened = null;
      if (!closing) return;
      try {
        await closing.engine.stop();
      } finally {
        closing.unsubscribe();
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
    send: (conversationId, text, editOf, written) =>
      engine().turns.send(conversationId, text, { editOf, written: () => void written?.() }),
    regenerateReply: (replyId, continues) => engine().turns.regenerateReply(replyId, { continues }),
    retry: (messageId) => engine().turns.retry(messageId),
    stopReply: (conversationId) => engine().turns.stop(conversationId),
    abort: (conversationId) => engine().turns.abort(conversationId),
    watch: (conversationId) => engine().turns.watch(conversationId),
    createConversation: (title, id) => engine().createConversation(title, id),
    renameConversation: (id, title) => engine().renameConversation(id, title),
    updateConversationMarks: (id, marks) => engine().updateConversationMarks(id, marks),
    deleteConversation: (id) => engine().deleteConversation(id),
    rateReply: (messageId, rating, note) => engine().rateReply(messageId, rating, note),
    selectVersion: (conversationId, parentKey, childId) =>
      engine().selectVersion(conversationId, parentKey, childId),
  };
}
