// The one port between the page and the sync worker (issue 20), without a browser: the page's engine
// (remote-engine.ts) and the worker's host (sync-worker-host.ts) joined by a MessageChannel, comlink
// carrying the calls as it does between a page and its Worker, and a real engine behind it on its own
// connection to a fresh fake IndexedDB — the page reads through another connection, as in a browser.
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDatabaseName, type AppDb } from '../../db/app-db.ts';
import { liveMessages } from '../../db/live-queries.ts';
import { fakeIndexedDb, openTestDb } from '../../db/test-db.ts';
import { takeKeptUnsent, wipeLocalUserData } from '../sign-out.ts';
import { MemoryStorage } from '../../../tests/fakes/memory-storage.ts';
import { FakeConversationService } from '../../../tests/fakes/fake-conversation-service.ts';
import { InMemoryLockProvider, ManualOnlineDetector } from '../../../tests/fakes/sync-doubles.ts';
import type { ChatEngine } from '../chat-engine.ts';
import { microtaskScheduler, type WakeSignals } from '../ports.ts';
import type { AuthListener, WorkerRefreshedSession } from '../session-client.ts';
import { SyncEngine } from '../sync-engine.ts';
import { connectRemoteEngine } from './remote-engine.ts';
import { createSyncWorkerApi, type PageSurroundings } from './sync-worker-host.ts';

const until = (check: () => boolean | Promise<boolean>) =>
  vi.waitUntil(check, { timeout: 3000, interval: 5 });

const AUTH_KEY = 'sb-127-auth-token';

/**
 * The page's session as the remote engine sees it: listeners the test can tell of a new session, and
 * a record of the refresh handed to the worker and of what the worker's auth client reported.
 */
class PageAuth implements WorkerRefreshedSession {
  readonly storageKey = AUTH_KEY;
  readonly #listeners = new Set<AuthListener>();
  workers = 0;
  changed: Array<'TOKEN_REFRESHED' | 'SIGNED_OUT'> = [];
  async getSession() {
    return { data: { session: null }, error: null };
  }
  async refreshSession() {
    return { data: { session: null }, error: null };
  }
  onAuthStateChange(listener: AuthListener) {
    this.#listeners.add(listener);
    return { data: { subscription: { unsubscribe: () => void this.#listeners.delete(listener) } } };
  }
  async signOut() {
    return { error: null };
  }
  handRefreshToWorker() {
    this.workers += 1;
    return () => void (this.workers -= 1);
  }
  changedInWorker(event: 'TOKEN_REFRESHED' | 'SIGNED_OUT') {
    this.changed.push(event);
  }
  emit(event: AuthChangeEvent) {
    for (const listener of this.#listeners) listener(event, { access_token: 'page-token' } as Session);
  }
}

/** Where the page keeps the active conversation's id (localStorage in a browser). */
const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(options: { online?: boolean; opened?: Promise<void> } = {}) {
  const deps = fakeIndexedDb();
  const service = new FakeConversationService();
  const online = new ManualOnlineDetector(options.online ?? true);
  const auth = new PageAuth();
  const authStorage = new MemoryStorage();
  const wake: WakeSignals = { subscribe: () => () => {} };
  const pageDb = await openTestDb('user-1', deps);
  const worker: { db?: AppDb; surroundings?: PageSurroundings; tabId?: string } = {};
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(
    createSyncWorkerApi(async (input, page) => {
      await options.opened;
      const db = await openTestDb(input.userId, deps);
      Object.assign(worker, { db, surroundings: page, tabId: input.tabId });
      const engine = new SyncEngine({
        db,
        userId: input.userId,
        tabId: input.tabId,
        api: service,
        session: { refresh: async () => true, onRefreshed: page.onPageSession },
        online: page.online,
        wake: page.wake,
        locks: new InMemoryLockProvider(),
        scheduleFrame: microtaskScheduler,
        backoff: { baseMs: 5, maxMs: 20 },
      });
      return { engine, db };
    }),
    port1,
  );
  let released = 0;
  const engine: ChatEngine = connectRemoteEngine(
    port2,
    {
      userId: 'user-1',
      supabaseUrl: 'http://127.0.0.1:54321',
      anonKey: 'anon',
      tabId: 'tab-1',
      auth,
      authStorage,
      storageStatus: pageDb.storageStatus,
      wake,
      online,
    },
    () => {
      released += 1;
      port1.close();
      port2.close();
    },
  );
  cleanups.push(() => pageDb.close());
  cleanups.push(() => engine.stop());
  // The page does not wait for the worker's engine; the test does, to reach into it.
  if (!options.opened) await until(() => worker.db !== undefined);
  return { deps, service, online, auth, authStorage, pageDb, worker, engine, released: () => released };
}

describe('the sync worker behind one port', () => {
  it('a send crosses the port: written before the call resolves, streamed into the page’s overlay, stored', async () => {
    const { service, pageDb, engine } = await setup();
    engine.start();
    await until(() => engine.getStatus().leader);
    const conversation = await engine.createConversation('Through the port');
    expect((await pageDb.conversations.get(conversation.id))?.title).toBe('Through the port');
    // Delivered first: a send behind nothing is streamed by this tab and answered in the call.
    await until(async () => (await pageDb.outbox.count()) === 0);

    let release = () => {};
    service.betweenTraces = (index) =>
      index === 1 ? new Promise<void>((resolve) => (release = resolve)) : undefined;
    const written = vi.fn();
    const sending = engine.turns.send(conversation.id, 'What is a cap rate?', { written });
    await until(() => written.mock.calls.length === 1);
    // The page sees the reply streaming through the mirrored overlay, then settles.
    await until(() => engine.replies.isStreaming(conversation.id));
    expect(engine.turns.replies.get(conversation.id)?.role).toBe('assistant');
    release();
    const outcome = await sending;
    expect(outcome.state).toBe('sent');
    await until(() => !engine.replies.isStreaming(conversation.id));
    const stored = await liveMessages(pageDb, conversation.id)();
    expect(stored.map((m) => `${m.role}:${m.content_text}:${m.send_state}`)).toEqual([
      'user:What is a cap rate?:sent',
      'assistant:Reply to: What is a cap rate?:sent',
    ]);
    expect(stored[1]!.id).toBe(outcome.replyId);
  });

  it('the page’s offline reaches the engine: a send is queued, and delivered once the page is back online', async () => {
    const { pageDb, online, engine } = await setup();
    engine.start();
    await until(() => engine.getStatus().running);
    online.set(false);
    await until(() => engine.getStatus().online === false);
    const conversation = await engine.createConversation('Offline');
    expect((await engine.turns.send(conversation.id, 'Queued here')).state).toBe('queued');
    expect(await pageDb.outbox.count()).toBeGreaterThan(0);
    online.set(true);
    await until(async () => (await pageDb.outbox.count()) === 0);
    expect(engine.getStatus().online).toBe(true);
  });

  it('commands sent while the worker’s engine is still opening run once it is open, in order', async () => {
    let open = () => {};
    const { pageDb, engine } = await setup({ opened: new Promise<void>((resolve) => (open = resolve)) });
    engine.start();
    const creating = engine.createConversation('Early');
    const renaming = creating.then((c) => engine.renameConversation(c.id, 'Early, renamed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await pageDb.conversations.count()).toBe(0);
    open();
    const conversation = await creating;
    await renaming;
    expect((await pageDb.conversations.get(conversation.id))?.title).toBe('Early, renamed');
    await until(() => engine.getStatus().running);
  });

  it('a refused write rejects on the page with its reason, and nothing is written', async () => {
    const { pageDb, engine } = await setup();
    await expect(engine.createConversation('')).rejects.toThrow('The title must be 1 to 40 characters.');
    await expect(engine.turns.send('no-such-conversation', 'Hello')).rejects.toThrow(
      'The conversation does not exist here.',
    );
    expect(await pageDb.conversations.count()).toBe(0);
  });

  it('the session stays in the page’s storage: the worker reads and writes it there, and each side hears of the other’s new sessions', async () => {
    const { auth, authStorage, worker, engine } = await setup();
    const page = worker.surroundings!;
    expect(worker.tabId).toBe('tab-1');
    // The worker's auth client keeps the session where the page's does, across the port.
    authStorage.setItem(AUTH_KEY, '{"access_token":"stored"}');
    expect(await page.authStorage.getAuthItem(AUTH_KEY)).toBe('{"access_token":"stored"}');
    await page.authStorage.setAuthItem(AUTH_KEY, '{"access_token":"refreshed"}');
    expect(authStorage.getItem(AUTH_KEY)).toBe('{"access_token":"refreshed"}');
    await page.authStorage.removeAuthItem(AUTH_KEY);
    expect(authStorage.getItem(AUTH_KEY)).toBeNull();
    // Nothing else of the page's storage.
    await expect(page.authStorage.getAuthItem('hearth.active-conversation')).rejects.toThrow(/may not use/);
    // The refresh is the worker's while it runs; the page hears what the worker's client did.
    expect(auth.workers).toBe(1);
    page.authChanged('TOKEN_REFRESHED');
    await until(() => auth.changed.length === 1);
    expect(auth.changed).toEqual(['TOKEN_REFRESHED']);
    // A session the page's client made (a sign-in) reaches the worker.
    const refreshed = vi.fn();
    page.onPageSession(refreshed);
    auth.emit('SIGNED_IN');
    await until(() => refreshed.mock.calls.length === 1);
    await engine.stop();
    expect(auth.workers).toBe(0);
  });

  it('storage trouble met by the worker’s writes shows on the page’s store, and clears', async () => {
    const { pageDb, worker } = await setup();
    worker.db!.storageStatus.set({ state: 'quota-exceeded', message: 'The disk is full.' });
    await until(() => pageDb.storageStatus.getSnapshot().state === 'quota-exceeded');
    worker.db!.storageStatus.recovered();
    await until(() => pageDb.storageStatus.getSnapshot().state === 'ok');
  });

  it('sign-out stops the worker’s engine and closes its connection before the database is deleted', async () => {
    const { deps, pageDb, worker, engine, released } = await setup();
    engine.start();
    await until(() => engine.getStatus().leader);
    await engine.createConversation('Gone with the user');
    await wipeLocalUserData({ userId: 'user-1', engine, db: pageDb, reason: 'user', storage, ...deps });
    expect(worker.db!.isOpen()).toBe(false);
    expect(released()).toBe(1);
    const names = (await deps.indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(userDatabaseName('user-1'));
  });

  it('the inactivity sign-out with a message still queued keeps the database, the worker stopped', async () => {
    const { deps, pageDb, worker, engine, released } = await setup({ online: false });
    engine.start();
    const conversation = await engine.createConversation('Kept');
    await engine.turns.send(conversation.id, 'Still offline');
    await wipeLocalUserData({
      userId: 'user-1',
      engine,
      db: pageDb,
      reason: 'inactivity',
      deliverWithinMs: 100,
      storage,
      ...deps,
    });
    expect(worker.db!.isOpen()).toBe(false);
    expect(released()).toBe(1);
    const names = (await deps.indexedDB.databases()).map((d) => d.name);
    expect(names).toContain(userDatabaseName('user-1'));
    expect(takeKeptUnsent()?.messages).toBeGreaterThan(0);
  });
});
