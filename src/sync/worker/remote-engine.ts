// The page's side of the sync worker (issue 20): a `ChatEngine` whose commands go through the one port
// (engine-port.ts, carried by comlink) and whose stores mirror what the worker publishes — its status,
// the overlay of streaming replies (already batched to one publication per frame there), the questions
// nothing answers, storage trouble. The session stays in the page's storage: the page answers the
// worker's auth client's reads and writes of it (auth-storage-port.ts), hands it the proactive refresh
// (the page's own refresh timers stop while the worker runs), passes on to its listeners what the
// worker's client did (a refresh, a sign-out), tells the worker of a session the page's client made
// (a sign-in), and forwards focus and visibility (moments worth a retry).

import * as Comlink from 'comlink';
import { checkAssumptions } from '../../../supabase/functions/_shared/assumptions.ts';
import { InvalidAssumptionsError } from '../../db/assumptions-repository.ts';
import type { MessageRecord } from '../../db/app-db.ts';
import type { StorageStatus, StorageStatusStore } from '../../db/storage-status.ts';
import { browserOnlineDetector, browserWakeSignals } from '../browser-adapters.ts';
import type { ChatEngine, ChatTurns, ReplySnapshots } from '../chat-engine.ts';
import type { OnlineDetector, WakeSignals } from '../ports.ts';
import type { WorkerRefreshedSession } from '../session-client.ts';
import type { SyncStatus } from '../sync-engine.ts';
import { pageAuthStorage } from './auth-storage-port.ts';
import type { PageApi, SyncWorkerApi, SyncWorkerOpenInput } from './engine-port.ts';

/** How long a sign-out waits for the worker's engine to stop before ending the worker anyway. */
const STOP_GRACE_MS = 5_000;

/** A value the page reads synchronously and React subscribes to (useSyncExternalStore). */
class Mirror<T> {
  readonly #listeners = new Set<() => void>();
  #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  get = (): T => this.#value;
  set(value: T): void {
    this.#value = value;
    for (const listener of [...this.#listeners]) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** What the page shows before the worker's first publication. */
function initialStatus(online: boolean): SyncStatus {
  return {
    running: false,
    leader: false,
    online,
    pausedForAuth: false,
    realtime: 'off',
    pulling: false,
    lastPullAt: null,
    lastError: null,
  };
}

export interface RemoteEngineInput extends Omit<SyncWorkerOpenInput, 'tabId' | 'online' | 'authStorageKey'> {
  /** This tab's id in outbox leases (default: a new UUID). */
  tabId?: string;
  auth: WorkerRefreshedSession;
  /** Where the session is kept: the page's localStorage. */
  authStorage: Storage | null;
  /** The page's database's store: trouble the worker's writes meet shows in the same banner. */
  storageStatus: StorageStatusStore;
  wake: WakeSignals;
  online: OnlineDetector;
}

/** The worker's storage trouble on the page's store: passing trouble and its end, never a closing. */
function mirrorStorage(store: StorageStatusStore, status: StorageStatus): void {
  if (status.state === 'ok') store.recovered();
  else if (status.state === 'quota-exceeded' || status.state === 'connection-lost') store.set(status);
}

/**
 * The page's engine on a worker reached through `endpoint` (a Worker, or a MessagePort in tests).
 * `release` runs once the worker's engine has stopped (the browser's: terminate the worker).
 */
export function connectRemoteEngine(
  endpoint: Comlink.Endpoint,
  input: RemoteEngineInput,
  release: () => void = () => {},
): ChatEngine {
  const proxy = Comlink.wrap<SyncWorkerApi>(endpoint);
  let stopping: Promise<void> | null = null;
  /** The worker, for a command; a stopped engine takes none (its proxy is released). */
  const remote = async () => {
    if (stopping) throw new Error('The sync engine was stopped.');
    return proxy;
  };
  /** A command nobody waits for: after a stop it is dropped; a failure is only reported. */
  const notify = (command: (worker: Comlink.Remote<SyncWorkerApi>) => Promise<unknown>) => {
    if (stopping) return;
    command(proxy).catch((error: unknown) => console.warn('[sync] the sync worker refused a command', error));
  };
  const status = new Mirror<SyncStatus>(initialStatus(input.online.isOnline()));
  const overlay = new Mirror<ReadonlyMap<string, MessageRecord>>(new Map());
  const unanswered = new Mirror<ReadonlySet<string>>(new Set());
  const page: PageApi = {
    ...pageAuthStorage(input.authStorage, input.auth.storageKey),
    authChanged: (event) => input.auth.changedInWorker(event),
    status: (next) => status.set(next),
    replies: (entries) => overlay.set(new Map(entries)),
    unanswered: (ids) => unanswered.set(new Set(ids)),
    storage: (next) => mirrorStorage(input.storageStatus, next),
  };
  // Not awaited: the chat is usable while the worker boots; the worker runs each command once its
  // engine is open, in the order sent. A failure to open is reported by every command after it.
  const opening = proxy.open(
    {
      userId: input.userId,
      supabaseUrl: input.supabaseUrl,
      anonKey: input.anonKey,
      authStorageKey: input.auth.storageKey,
      tabId: input.tabId ?? crypto.randomUUID(),
      online: input.online.isOnline(),
    },
    Comlink.proxy(page),
  );
  opening.catch((error: unknown) => console.error('[sync] opening the sync worker failed', error));
  // The worker's auth client refreshes from now on; the page's refresh timers wait until the stop.
  const giveRefreshBack = input.auth.handRefreshToWorker();
  const { data } = input.auth.onAuthStateChange((event, session) => {
    // A session the page's client made (a sign-in after a refused refresh, say) resumes the worker's
    // engine. Deferred: auth-js calls listeners while it holds its lock. (The worker's own refreshes
    // come back this way too; the engine's resume is idempotent.)
    if ((event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') && session)
      setTimeout(() => notify((worker) => worker.sessionRefreshed()), 0);
  });
  const unwake = input.wake.subscribe((reason) => notify((worker) => worker.wake(reason)));
  const unconnect = input.online.subscribe((online) => notify((worker) => worker.connectivity(online)));

  const replies: ReplySnapshots = {
    subscribe: overlay.subscribe,
    getSnapshot: overlay.get,
    get: (conversationId) => overlay.get().get(conversationId),
    isStreaming: (conversationId) =>
      conversationId === undefined
        ? [...overlay.get().values()].some((reply) => reply.send_state === 'streaming')
        : overlay.get().get(conversationId)?.send_state === 'streaming',
  };
  const turns: ChatTurns = {
    replies,
    // The callback crosses the port as a top-level proxied argument (comlink looks no deeper).
    send: async (conversationId, text, options = {}) =>
      (await remote()).send(
        conversationId,
        text,
        options.editOf,
        options.written ? Comlink.proxy(options.written) : undefined,
      ),
    editAndResend: async (conversationId, questionId, text) =>
      (await remote()).send(conversationId, text, questionId, undefined),
    regenerateReply: async (replyId, options = {}) =>
      (await remote()).regenerateReply(replyId, options.continues ?? false),
    retry: async (messageId) => (await remote()).retry(messageId),
    stop: async (conversationId) => (await remote()).stopReply(conversationId),
    abort: (conversationId) => notify((worker) => worker.abort(conversationId)),
    watch: (conversationId) => notify((worker) => worker.watch(conversationId)),
    getUnanswered: unanswered.get,
    subscribeUnanswered: unanswered.subscribe,
  };
  return {
    turns,
    replies,
    getStatus: status.get,
    subscribeStatus: status.subscribe,
    start: () => notify((worker) => worker.start()),
    stop() {
      stopping ??= (async () => {
        data.subscription.unsubscribe();
        unwake();
        unconnect();
        try {
          // Resolves once the worker's engine stopped and its database connection closed; a worker
          // that no longer answers is ended all the same (terminating it closes its connection).
          let timer: ReturnType<typeof setTimeout> | undefined;
          const grace = new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)));
          await Promise.race([proxy.stop(), grace]);
          clearTimeout(timer);
        } finally {
          proxy[Comlink.releaseProxy]();
          release();
          giveRefreshBack();
        }
      })();
      return stopping;
    },
    createConversation: async (title, id) => (await remote()).createConversation(title, id),
    renameConversation: async (id, title) => (await remote()).renameConversation(id, title),
    updateConversationMarks: async (id, marks) => (await remote()).updateConversationMarks(id, marks),
    deleteConversation: async (id) => (await remote()).deleteConversation(id),
    rateReply: async (messageId, rating, note) => (await remote()).rateReply(messageId, rating, note),
    selectVersion: async (conversationId, parentKey, childId) =>
      (await remote()).selectVersion(conversationId, parentKey, childId),
    // Checked here first: an error crossing the port loses its class, and the dialog names each bad
    // field from InvalidAssumptionsError.
    saveAssumptions: async (assumptions) => {
      if (assumptions !== null) {
        const checked = checkAssumptions(assumptions);
        if (!checked.ok) throw new InvalidAssumptionsError(checked.errors);
      }
      return (await remote()).saveAssumptions(assumptions);
    },
  };
}

/** Starts the sync worker for the signed-in user and returns the page's engine on it at once. */
export function openRemoteEngine(input: Omit<RemoteEngineInput, 'wake' | 'online'>): ChatEngine {
  const worker = new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'sync' });
  // A worker that fails to load or throws outside a call would otherwise be silent.
  worker.addEventListener('error', (event) => console.error('[sync] the sync worker failed', event.message));
  return connectRemoteEngine(
    worker,
    { ...input, wake: browserWakeSignals(), online: browserOnlineDetector() },
    () => worker.terminate(),
  );
}
