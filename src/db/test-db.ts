// Test support (not used by the app): a user database on a fresh, private fake IndexedDB, so tests
// never share state. `factory` can be passed to several AppDb instances to act as several tabs.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { AppDb, type AppDbOptions } from './app-db.ts';

export function fakeIndexedDb(): Required<Pick<AppDbOptions, 'indexedDB' | 'IDBKeyRange'>> {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

export async function openTestDb(
  userId = 'user-1',
  deps: Pick<AppDbOptions, 'indexedDB' | 'IDBKeyRange'> = fakeIndexedDb(),
): Promise<AppDb> {
  const db = new AppDb(userId, deps);
  await db.open();
  return db;
}
