// The sync worker (issue 20): the sync engine — outbox, turns, pull, realtime link — runs here, off the
// page's main thread, on its own connection to the user's Dexie database. Each tab starts one dedicated
// worker; the engines in them elect one leader per browser profile with Web Locks as before (S13), and
// a tab's lease lock is held by its worker, which the browser ends with the tab (S4). The page reaches
// the engine only through the port of engine-port.ts (served by sync-worker-host.ts); what the engine
// writes reaches the page's live queries through Dexie's cross-context change notifications.
//
// The session's refresh runs here too: the worker's own auth client (worker-session.ts) keeps the
// session where the page's does — the page's localStorage, reached across the port — refreshes it on
// its ticker and after a 401, and tells the page. Conversation calls and realtime joins take its access
// token (supabase-js' documented `accessToken` option of the realtime client; the conversation API's
// `getAccessToken`) without a round trip to the page's main thread beyond the storage read.

import { RealtimeClient } from '@supabase/realtime-js';
import * as Comlink from 'comlink';
import { openUserDatabase } from '../../db/app-db.ts';
import { animationFrameScheduler, webLocks } from '../browser-adapters.ts';
import { conversationServiceUrl, createConversationApi } from '../conversation-api.ts';
import { realtimeUrl, SYNC_CLIENT_OPTIONS } from '../realtime-config.ts';
import { supabaseRealtime } from '../supabase-adapters.ts';
import { SyncEngine } from '../sync-engine.ts';
import { workerAuthStorage } from './auth-storage-port.ts';
import { createSyncWorkerApi, type OpenEngine } from './sync-worker-host.ts';
import { createWorkerSession } from './worker-session.ts';

const openBrowserEngine: OpenEngine = async (input, page) => {
  const db = await openUserDatabase(input.userId);
  const session = createWorkerSession({
    supabaseUrl: input.supabaseUrl,
    anonKey: input.anonKey,
    storageKey: input.authStorageKey,
    storage: workerAuthStorage(page.authStorage),
    onChange: page.authChanged,
  });
  // A sign-in (or a refresh) the page's client made reaches the engine and realtime as the worker's own.
  page.onPageSession(session.pageSessionChanged);
  const realtime = new RealtimeClient(realtimeUrl(input.supabaseUrl), {
    ...SYNC_CLIENT_OPTIONS.realtime,
    params: { apikey: input.anonKey },
    accessToken: async () => (await session.accessToken()) ?? input.anonKey,
  });
  // The channel joins with the token the client holds when it subscribes (an anonymous join gets no
  // rows under RLS): ask for it before the engine can subscribe. setAuth() asks `accessToken`.
  await realtime.setAuth();
  // A new session reaches the channel at once, not at the next heartbeat.
  session.signals.onRefreshed(() => void realtime.setAuth());
  const engine = new SyncEngine({
    db,
    userId: input.userId,
    tabId: input.tabId,
    api: createConversationApi({
      baseUrl: conversationServiceUrl(input.supabaseUrl),
      apiKey: input.anonKey,
      getAccessToken: session.accessToken,
    }),
    session: session.signals,
    online: page.online,
    wake: page.wake,
    locks: webLocks(),
    realtime: supabaseRealtime({
      channel: (name) => realtime.channel(name),
      removeChannel: (channel) => realtime.removeChannel(channel),
    }),
    // Dedicated workers have requestAnimationFrame in Chromium and Firefox (a timer elsewhere).
    scheduleFrame: animationFrameScheduler,
  });
  return { engine, db, release: session.stop };
};

Comlink.expose(createSyncWorkerApi(openBrowserEngine));
