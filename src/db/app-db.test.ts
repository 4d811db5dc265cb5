import { describe, it, expect, vi } from 'vitest';
import { AppDb, deleteUserDatabase, SCHEMA_VERSION, userDatabaseName } from './app-db.ts';
import {
  ACTIVE_CONVERSATION_STORAGE_KEY,
  clearActiveConversationId,
  readActiveConversationId,
  writeActiveConversationId,
} from './active-conversation.ts';
import { createConversationLocally } from './conversation-repository.ts';
import { liveConversations, onTableChanged } from './live-queries.ts';
import {
  createStorageStatusStore,
  guardStorage,
  isDatabaseClosedError,
  requestPersistentStorage,
} from './storage-status.ts';
import { fakeIndexedDb, openTestDb } from './test-db.ts';

/** The app as a later release would ship it: one more schema version. */
class NextAppDb extends AppDb {
  constructor(userId: string, deps: ConstructorParameters<typeof AppDb>[1]) {
    super(userId, deps);
    this.version(SCHEMA_VERSION + 1).stores({ meta: 'key, scope' });
  }
}

describe('AppDb', () => {
  it('is one database per user, named hearth-<userId>', async () => {
    const deps = fakeIndexedDb();
    const a = await openTestDb('alice', deps);
    const b = await openTestDb('bob', deps);
    expect(a.name).toBe('hearth-alice');
    expect(userDatabaseName('bob')).toBe(b.name);
    await createConversationLocally(a, { title: 'Only Alice' });
    expect(await liveConversations(b)()).toEqual([]);
    a.close();
    b.close();
  });

  it('S18: an upgrade in another tab closes this one and says so, instead of hanging blocked', async () => {
    const deps = fakeIndexedDb();
    const oldTab = await openTestDb('u', deps);
    await createConversationLocally(oldTab, { title: 'Kept across the upgrade' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const newTab = new NextAppDb('u', deps);
    await newTab.open();
    expect(oldTab.storageStatus.getSnapshot()).toEqual({ state: 'version-changed' });
    expect(oldTab.isOpen()).toBe(false);
    expect((await liveConversations(newTab)()).map((c) => c.title)).toEqual(['Kept across the upgrade']);
    // The old tab does not silently reopen at the old version.
    await expect(oldTab.conversations.count()).rejects.toSatisfy(isDatabaseClosedError);
    warn.mockRestore();
    newTab.close();
  });

  it('S15: sign-out deletes the database even while another tab holds it open; that tab learns why', async () => {
    const deps = fakeIndexedDb();
    const otherTab = await openTestDb('u', deps);
    await createConversationLocally(otherTab, { title: 'private' });
    await deleteUserDatabase('u', deps);
    expect(otherTab.storageStatus.getSnapshot()).toEqual({ state: 'deleted' });
    expect((await deps.indexedDB.databases()).map((d) => d.name)).not.toContain('hearth-u');
    const reopened = await openTestDb('u', deps);
    expect(await reopened.conversations.count()).toBe(0);
    reopened.close();
  });

  it('S18: a connection dropped by the browser shows as connection-lost', async () => {
    const db = await openTestDb();
    // What Dexie does when IndexedDB fires `close` on the connection (site data cleared).
    db.close({ disableAutoOpen: false });
    expect(db.storageStatus.getSnapshot()).toMatchObject({ state: 'connection-lost' });
    db.close();
  });

  it('onTableChanged hears committed writes to one table of one user, from any tab', async () => {
    const deps = fakeIndexedDb();
    const tab1 = await openTestDb('u', deps);
    const tab2 = await openTestDb('u', deps);
    const other = await openTestDb('someone-else', deps);
    const heard: string[] = [];
    const stop = onTableChanged(tab1, 'outbox', () => heard.push('outbox'));
    await createConversationLocally(tab2, { title: 'from the other tab' });
    await tab2.meta.put({ key: 'k', value: 1 });
    await createConversationLocally(other, { title: 'not ours' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['outbox']);
    stop();
    await createConversationLocally(tab2, { title: 'after unsubscribe' });
    expect(heard).toEqual(['outbox']);
    for (const db of [tab1, tab2, other]) db.close();
  });

  it('closing deliberately is not trouble', async () => {
    const db = await openTestDb();
    db.close();
    expect(db.storageStatus.getSnapshot()).toEqual({ state: 'ok' });
  });
});

describe('storage status (S18)', () => {
  it('records quota and closed-database errors, rethrows them, and clears passing trouble on success', async () => {
    const store = createStorageStatusStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const quota = new DOMException('full', 'QuotaExceededError');
    await expect(guardStorage(store, () => Promise.reject(quota))).rejects.toBe(quota);
    expect(store.getSnapshot()).toEqual({ state: 'quota-exceeded', message: 'full' });
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot); // stable for useSyncExternalStore
    await guardStorage(store, async () => 1);
    expect(store.getSnapshot()).toEqual({ state: 'ok' });
    const closed = Object.assign(new Error('closed'), { name: 'DatabaseClosedError' });
    await expect(guardStorage(store, () => Promise.reject(closed))).rejects.toBe(closed);
    expect(store.getSnapshot().state).toBe('connection-lost');
    expect(listener).toHaveBeenCalledTimes(3);
    // A wrapped inner error counts too (Dexie's AbortError around a QuotaExceededError).
    const wrapped = Object.assign(new Error('aborted'), { name: 'AbortError', inner: quota });
    await expect(guardStorage(store, () => Promise.reject(wrapped))).rejects.toBe(wrapped);
    expect(store.getSnapshot().state).toBe('quota-exceeded');
  });

  it('a closed-for-upgrade database is not cleared by a later success', () => {
    const store = createStorageStatusStore();
    store.set({ state: 'version-changed' });
    store.recovered();
    expect(store.getSnapshot()).toEqual({ state: 'version-changed' });
  });

  it('requestPersistentStorage asks once, and never throws', async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persist, persisted: async () => false })).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    expect(await requestPersistentStorage({ persist, persisted: async () => true })).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    expect(
      await requestPersistentStorage({
        persist: () => Promise.reject(new Error('no')),
        persisted: async () => false,
      }),
    ).toBe(false);
  });
});

describe('active conversation id', () => {
  it('lives under hearth.active-conversation and is cleared on sign-out', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    expect(ACTIVE_CONVERSATION_STORAGE_KEY).toBe('hearth.active-conversation');
    expect(readActiveConversationId(storage)).toBeNull();
    writeActiveConversationId('c1', storage);
    expect(map.get('hearth.active-conversation')).toBe('c1');
    expect(readActiveConversationId(storage)).toBe('c1');
    clearActiveConversationId(storage);
    expect(readActiveConversationId(storage)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readActiveConversationId(throwing)).toBeNull();
    expect(() => writeActiveConversationId('x', throwing)).not.toThrow();
  });
});
