// The reads the UI runs through `useLiveQuery` (architecture §2: components read nothing else). Each
// helper returns the querier function, e.g. `useLiveQuery(liveMessages(db, id), [db, id])`; Dexie
// re-runs it whenever a write (from this tab or another) touches what it read.

import { Dexie } from 'dexie';
import type {
  AppDb,
  ConversationRecord,
  FeedbackRecord,
  MessageRecord,
  OutboxEntry,
  ScenarioRecord,
} from './app-db.ts';
import { conversationMessages } from './message-repository.ts';

/** Live conversations, most recent activity first (spec §2 sidebar; deleted ones hidden at once). */
export function liveConversations(db: AppDb): () => Promise<ConversationRecord[]> {
  return async () => {
    const rows = await db.conversations.orderBy('last_activity_at').reverse().toArray();
    return rows.filter((c) => c.deleted_at === null);
  };
}

/** One conversation, or undefined when it does not exist (or is being deleted). */
export function liveConversation(db: AppDb, id: string): () => Promise<ConversationRecord | undefined> {
  return async () => {
    const row = await db.conversations.get(id);
    return row && row.deleted_at === null ? row : undefined;
  };
}

/** A conversation's messages, oldest first. */
export function liveMessages(db: AppDb, conversationId: string): () => Promise<MessageRecord[]> {
  return () => conversationMessages(db, conversationId);
}

/** The user's feedback on a conversation's replies (issue 13). */
export function liveFeedback(db: AppDb, conversationId: string): () => Promise<FeedbackRecord[]> {
  return () => db.feedback.where('conversation_id').equals(conversationId).toArray();
}

/** A conversation's scenarios (issue 22 §3), oldest first. */
export function liveScenarios(db: AppDb, conversationId: string): () => Promise<ScenarioRecord[]> {
  return async () =>
    (await db.scenarios.where('conversation_id').equals(conversationId).toArray()).sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
    );
}

/** The outbox, in delivery order (for a "n changes waiting" indicator). */
export function liveOutbox(db: AppDb): () => Promise<OutboxEntry[]> {
  return () => db.outbox.orderBy('seq').toArray();
}

/** Whether a conversation has a send waiting or in flight (the composer's "send in progress"). */
export function liveHasPendingSend(db: AppDb, conversationId: string): () => Promise<boolean> {
  return async () =>
    (await db.outbox
      .where('[conversation_id+seq]')
      .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
      .filter((e) => e.kind === 'message.send')
      .count()) > 0;
}

/**
 * Calls back after every committed write to `table` of this database, from this tab or another (Dexie
 * relays writes between tabs). Unlike `liveQuery`, it needs no global `indexedDB`, so it works the same
 * in Node with an injected fake IndexedDB. Returns the unsubscribe function.
 */
export function onTableChanged(
  db: AppDb,
  table: 'conversations' | 'messages' | 'outbox' | 'meta',
  listener: () => void,
): () => void {
  const prefix = `idb://${db.name}/${table}/`;
  const handler = (parts: Record<string, unknown>) => {
    // `all` is Dexie's "anything may have changed" (e.g. a page restored from the back/forward cache).
    if (Object.keys(parts).some((key) => key === 'all' || key.startsWith(prefix))) listener();
  };
  Dexie.on('storagemutated', handler);
  return () => Dexie.on('storagemutated').unsubscribe(handler);
}
