// The page's side of the sync worker (issue 20): a `ChatEngine` whose commands go through the one port
// (engine-port.ts, carried by comlink) and whose stores mirror what the worker publishes — its status,
// the overlay of streaming replies (already batched to one publication per frame there), the questions
// nothing answers. The page keeps the session: it answers the worker's token and refresh requests from
// its auth client, tells it when a new session arrives, and forwards focus and visibility.

import * as Comlink from 'comlink';
import type { MessageRecord } from '../../db/app-db.ts';
import type { SessionClient } from '../session-client.ts';
import type { ChatEngine, ChatTurns, ReplySnapshots } from '../chat-engine.ts';
import type { SyncStatus } from '../sync-engine.ts';
import type { PageApi, SyncWorkerApi } from './engine-port.ts';

/** A value the page reads synchronously and React subscribes to (useSyncExternalStore). */
class Mirror<T> {
  readonly #listeners = new Set<() => void>();
  constructor(private value: T) {}
  get = (): T => this.value;
  set(value: T): void {
    this.value = value;
    for (const listener of [...this.#listeners]) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

const INITIAL_STATUS: SyncStatus = {
  running: false,
  leader: false,
  online: true,
  pausedForAuth: false,
  realtime: 'off',
  pulling: false,
  lastPullAt: null,
  lastError: null,
};

export interface RemoteEngineInput {
  userId: string;
  supabaseUrl: string;
  anonKey: string;
  auth: SessionClient;
}

/** Starts the sync worker for the signed-in user and returns the page's engine on it. */
export async function openRemoteEngine(input: RemoteEngineInput): Promise<ChatEngine> {
  const worker = new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'sync' });
  const remote = Comlink.wrap<SyncWorkerApi>(worker);
  const status = new Mirror<SyncStatus>({ ...INITIAL_STATUS, online: navigator.onLine !== false });
  const overlay = new Mirror<ReadonlyMap<string, MessageRecord>>(new Map());
  const unanswered = new Mirror<ReadonlySet<string>>(new Set());
  const page: PageApi = {
    accessToken: async () => (await input.auth.getSession()).data.session?.access_token ?? null,
    async refreshSession() {
      const { data, error } = await input.auth.refreshSession();
      return !error && data.session !== null;
    },
    status: (next) => status.set(next),
    replies: (entries) => overlay.set(new Map(entries)),
    unanswered: (ids) => unanswered.set(new Set(ids)),
  };
  await remote.open(
    {
      userId: input.userId,
      supabaseUrl: input.supabaseUrl,
      anonKey: input.anonKey,
      tabId: crypto.randomUUID(),
    },
    Comlink.proxy(page),
  );
  const { data } = input.auth.onAuthStateChange((event, session) => {
    if ((event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') && session) void remote.sessionRefreshed();
  });
  const wake = () => void remote.wake();
  const visible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', visible);

  const replies: ReplySnapshots = {
    subscribe: overlay.subscribe,
    getSnapshot: overlay.get,
    get: (conversationId) => overlay.get().get(conversationId),
    isStreaming: (conversationId) =>
      conversationId === undefined
        ? [...overlay.get().values()].some((r) => r.send_state === 'streaming')
        : overlay.get().get(conversationId)?.send_state === 'streaming',
  };
  const turns: ChatTurns = {
    replies,
    send: (conversationId, text, ids = {}) =>
      remote.send(conversationId, text, {
        editOf: ids.editOf,
        written: ids.written ? Comlink.proxy(ids.written) : undefined,
      }),
    editAndResend: (conversationId, questionId, text, ids = {}) =>
      turns.send(conversationId, text, { ...ids, editOf: questionId }),
    regenerateReply: (replyId, options = {}) => remote.regenerateReply(replyId, options.continues ?? false),
    retry: (messageId) => remote.retry(messageId),
    stop: (conversationId) => remote.stopReply(conversationId),
    abort: (conversationId) => void remote.abort(conversationId),
    watch: (conversationId) => void remote.watch(conversationId),
    getUnanswered: unanswered.get,
    subscribeUnanswered: unanswered.subscribe,
  };
  let stopped = false;
  return {
    turns,
    replies,
    getStatus: status.get,
    subscribeStatus: status.subscribe,
    start: () => void remote.start(),
    async stop() {
      if (stopped) return;
      stopped = true;
      data.subscription.unsubscribe();
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', visible);
      try {
        await remote.stop();
      } finally {
        remote[Comlink.releaseProxy]();
        worker.terminate();
      }
    },
    createConversation: (title, id) => remote.createConversation(title, id),
    renameConversation: (id, title) => remote.renameConversation(id, title) as never,
    updateConversationMarks: (id, marks) => remote.updateConversationMarks(id, marks) as never,
    deleteConversation: (id) => remote.deleteConversation(id) as never,
    rateReply: (messageId, rating, note) => remote.rateReply(messageId, rating, note) as never,
    selectVersion: (conversationId, parentKey, childId) =>
      remote.selectVersion(conversationId, parentKey, childId),
  };
}
