// The sync worker (issue 20): the sync engine — outbox, turns, pull, realtime link — runs here, off the
// page's main thread, on its own connection to the user's Dexie database. Each tab starts one dedicated
// worker; the engines in them elect one leader per browser profile with Web Locks as before (S13), and
// a tab's lease lock is held by its worker, which the browser ends with the tab (S4). The page reaches
// the engine only through the port of engine-port.ts; what the engine writes reaches the page's live
// queries through Dexie's cross-context change notifications.
//
// The session stays with the page: its auth client (supabase's, with its refresh timer and cross-tab
// storage events) keeps the session in localStorage, which a worker cannot read. The worker asks the
// page for the access token on every call and join (supabase-js' documented `accessToken` option of
// the realtime client; the conversation API's `getAccessToken`), and for a refresh after a 401.

import { RealtimeClient } from '@supabase/realtime-js';
import * as Comlink from 'comlink';
import { openUserDatabase } from '../../db/app-db.ts';
import { conversationServiceUrl, createConversationApi } from '../conversation-api.ts';
import { webLocks } from '../browser-adapters.ts';
import type { FrameScheduler, OnlineDetector, WakeSignals } from '../ports.ts';
import { timeoutFrameScheduler } from '../ports.ts';
import { realtimeUrl, SYNC_CLIENT_OPTIONS } from '../realtime-config.ts';
import { supabaseRealtime } from '../supabase-adapters.ts';
import { SyncEngine } from '../sync-engine.ts';
import type { PageApi, SyncWorkerApi, SyncWorkerOpenInput } from './engine-port.ts';

/** navigator.onLine and the online/offline events, which workers have as windows do. */
const workerOnline: OnlineDetector = {
  isOnline: () => self.navigator.onLine !== false,
  subscribe(listener) {
    const online = () => listener(true);
    const offline = () => listener(false);
    self.addEventListener('online', online);
    self.addEventListener('offline', offline);
    return () => {
      self.removeEventListener('online', online);
      self.removeEventListener('offline', offline);
    };
  },
};

/** Dedicated workers have requestAnimationFrame in Chromium and Firefox; a timer elsewhere. */
const workerFrames: FrameScheduler =
  typeof self.requestAnimationFrame === 'function'
    ? (callback) => {
        const handle = self.requestAnimationFrame(() => callback());
        return () => self.cancelAnimationFrame(handle);
      }
    : timeoutFrameScheduler;

let engine: SyncEngine | null = null;
const refreshed = new Set<() => void>();
const woken = new Set<(reason: 'focus' | 'visible') => void>();

function running(): SyncEngine {
  if (!engine) throw new Error('The sync worker has not been opened.');
  return engine;
}

const api: SyncWorkerApi = {
  async open(input: SyncWorkerOpenInput, page: PageApi) {
    const db = await openUserDatabase(input.userId);
    const accessToken = () => page.accessToken();
    const realtime = new RealtimeClient(realtimeUrl(input.supabaseUrl), {
      ...SYNC_CLIENT_OPTIONS.realtime,
      params: { apikey: input.anonKey },
      accessToken: async () => (await accessToken()) ?? input.anonKey,
    });
    const wake: WakeSignals = {
      subscribe(listener) {
        woken.add(listener);
        return () => woken.delete(listener);
      },
    };
    engine = new SyncEngine({
      db,
      userId: input.userId,
      tabId: input.tabId,
      api: createConversationApi({
        baseUrl: conversationServiceUrl(input.supabaseUrl),
        apiKey: input.anonKey,
        getAccessToken: accessToken,
      }),
      session: {
        refresh: () => page.refreshSession(),
        onRefreshed(listener) {
          refreshed.add(listener);
          return () => refreshed.delete(listener);
        },
      },
      online: workerOnline,
      wake,
      locks: webLocks(),
      realtime: supabaseRealtime({
        channel: (name) => realtime.channel(name),
        removeChannel: (channel) => realtime.removeChannel(channel),
      }),
      scheduleFrame: workerFrames,
    });
    const { turns } = engine;
    engine.subscribeStatus(() => page.status(running().getStatus()));
    turns.replies.subscribe(() => page.replies([...turns.replies.getSnapshot()]));
    turns.subscribeUnanswered(() => page.unanswered([...turns.getUnanswered()]));
    page.status(engine.getStatus());
  },
  start: () => running().start(),
  async stop() {
    await engine?.stop();
    engine = null;
  },
  sessionRefreshed: () => {
    for (const listener of refreshed) listener();
  },
  wake: () => {
    for (const listener of woken) listener('focus');
  },
  send: (conversationId, text, { editOf, written }) =>
    running().turns.send(conversationId, text, { editOf, written: () => void written?.() }),
  regenerateReply: (replyId, continues) => running().turns.regenerateReply(replyId, { continues }),
  retry: (messageId) => running().turns.retry(messageId),
  stopReply: (conversationId) => running().turns.stop(conversationId),
  abort: (conversationId) => running().turns.abort(conversationId),
  watch: (conversationId) => running().turns.watch(conversationId),
  createConversation: (title, id) => running().createConversation(title, id),
  renameConversation: (id, title) => running().renameConversation(id, title),
  updateConversationMarks: (id, marks) => running().updateConversationMarks(id, marks),
  deleteConversation: (id) => running().deleteConversation(id),
  rateReply: (messageId, rating, note) => running().rateReply(messageId, rating, note),
  selectVersion: (conversationId, parentKey, childId) =>
    running().selectVersion(conversationId, parentKey, childId),
};

Comlink.expose(api);
