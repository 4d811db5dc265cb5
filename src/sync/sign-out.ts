// Sign-out (spec §2 header, architecture §5): stop sync (streams aborted, realtime channel removed,
// leadership released), then delete the user's database and the stored active conversation id. Other
// tabs holding the database close it and learn why (storage status `deleted`).

import { clearActiveConversationId } from '../db/active-conversation.ts';
import { deleteUserDatabase, type AppDb, type AppDbOptions } from '../db/app-db.ts';
import type { SyncEngine } from './sync-engine.ts';

export interface WipeInput extends Pick<AppDbOptions, 'indexedDB' | 'IDBKeyRange'> {
  userId: string;
  engine?: SyncEngine | null;
  db?: AppDb | null;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export async function wipeLocalUserData(input: WipeInput): Promise<void> {
  try {
    await input.engine?.stop();
  } finally {
    input.db?.close();
    await deleteUserDatabase(input.userId, { indexedDB: input.indexedDB, IDBKeyRange: input.IDBKeyRange });
    clearActiveConversationId(input.storage === undefined ? undefined : input.storage);
  }
}
