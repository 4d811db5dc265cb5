// Sign-out (spec §2 header, architecture §5): stop sync (streams aborted, realtime channel removed,
// leadership released), then delete the user's database and the stored active conversation id. Other
// tabs holding the database close it and learn why (storage status `deleted`).
// The inactivity sign-out keeps the promise of S20: it first gives the outbox a few seconds to deliver,
// and if messages or drafts are still left it keeps this user's database (the next sign-in delivers
// them) instead of deleting typed text nobody chose to discard; `takeKeptUnsent` tells the UI.

import { clearActiveConversationId } from '../db/active-conversation.ts';
import { deleteUserDatabase, type AppDb, type AppDbOptions } from '../db/app-db.ts';
import { recordKeptUnsent, type KeptUnsent } from '../lib/kept-unsent.ts';
import type { ChatEngine } from './chat-engine.ts';

export interface WipeInput extends Pick<AppDbOptions, 'indexedDB' | 'IDBKeyRange'> {
  userId: string;
  engine?: Pick<ChatEngine, 'stop'> | null;
  db?: AppDb | null;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Why: only a sign-out the user did not choose (inactivity) keeps unsent work. */
  reason?: 'user' | 'inactivity' | 'session_ended';
  /** How long an inactivity sign-out lets the outbox deliver first. */
  deliverWithinMs?: number;
}

export { takeKeptUnsent } from '../lib/kept-unsent.ts';

async function unsentLeft(db: AppDb): Promise<KeptUnsent> {
  return { messages: await db.outbox.count(), drafts: await db.drafts.count() };
}

async function deliverFirst(db: AppDb, withinMs: number): Promise<KeptUnsent> {
  const deadline = Date.now() + withinMs;
  let left = await unsentLeft(db);
  while (left.messages > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    left = await unsentLeft(db);
  }
  return left;
}

export async function wipeLocalUserData(input: WipeInput): Promise<void> {
  if (input.reason === 'inactivity' && input.db) {
    const left = await deliverFirst(input.db, input.deliverWithinMs ?? 4_000).catch(() => null);
    if (left && left.messages + left.drafts > 0) {
      recordKeptUnsent(left);
      try {
        await input.engine?.stop();
      } finally {
        input.db.close();
      }
      return;
    }
  }
  try {
    await input.engine?.stop();
  } finally {
    input.db?.close();
    await deleteUserDatabase(input.userId, { indexedDB: input.indexedDB, IDBKeyRange: input.IDBKeyRange });
    clearActiveConversationId(input.storage === undefined ? undefined : input.storage);
  }
}
