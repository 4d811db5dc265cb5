// Conversation writes: local changes (row + outbox entry in one transaction, S1) and server rows
// (delta pulls with tombstones, realtime hints, acknowledgements).

import { Dexie } from 'dexie';
import type { ConversationRow } from '../../supabase/functions/_shared/protocol.ts';
import { isValidTitle, normalizeTitle } from '../lib/conversation-title.ts';
import type { AppDb, ConversationMarks, ConversationRecord } from './app-db.ts';
import { conversationFromServer, mergeConversation, NO_PENDING } from './merge.ts';
import { conversationOutbox, newOutboxEntry, refreshPendingFlags } from './outbox-repository.ts';
import { timestampFromMillis } from './timestamps.ts';
import { pendingSelections } from './version-repository.ts';
import { LocalWriteError, write } from './write.ts';

export const META_KEYS = {
  /** The server cursor of `GET conversations?since=`. */
  conversationsCursor: 'conversations-cursor',
  /** Conversations changed on the server whose messages have not been fetched since (S11). */
  dirtyConversations: 'dirty-conversations',
} as const;

/** The newest message of a conversation fetched by a pull, with everything before it (S11). */
export function watermarkKey(conversationId: string): string {
  return `messages-watermark:${conversationId}`;
}

export interface MessagesWatermark {
  created_at: string;
  server_id: string;
}

export async function readMeta<T>(db: AppDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export function writeMeta(db: AppDb, key: string, value: unknown): Promise<void> {
  return write(db, [db.meta], async () => {
    await db.meta.put({ key, value });
  });
}

function validTitle(title: string): string {
  if (!isValidTitle(title)) throw new LocalWriteError('invalid-title');
  return normalizeTitle(title);
}

/**
 * Creates a conversation here and queues its creation on the server. The id is chosen here, so the
 * server's create is idempotent and works offline (architecture §3). Creating an id that exists
 * returns the existing row.
 */
export async function createConversationLocally(
  db: AppDb,
  input: { title: string; id?: string; now?: number },
): Promise<ConversationRecord> {
  const title = validTitle(input.title);
  const now = input.now ?? Date.now();
  const id = input.id ?? crypto.randomUUID();
  return write(db, [db.conversations, db.outbox], async () => {
    const existing = await db.conversations.get(id);
    if (existing) return existing;
    const at = timestampFromMillis(now);
    const record: ConversationRecord = {
      id,
      title,
      created_at: at,
      last_activity_at: at,
      updated_at: at,
      deleted_at: null,
      pending: { ...NO_PENDING, create: true },
    };
    await db.conversations.add(record);
    await db.outbox.add(
      newOutboxEntry({ kind: 'conversation.create', conversation_id: id, payload: { title } }, now),
    );
    return record;
  });
}

/**
 * Renames here and queues the rename. A create or rename still waiting (never tried, not claimed)
 * takes the new title instead of a second entry.
 */
export async function renameConversationLocally(
  db: AppDb,
  input: { id: string; title: string; now?: number },
): Promise<ConversationRecord> {
  const title = validTitle(input.title);
  const now = input.now ?? Date.now();
  return write(db, [db.conversations, db.outbox], async () => {
    const conversation = await db.conversations.get(input.id);
    if (!conversation || conversation.deleted_at) throw new LocalWriteError('conversation-not-found');
    const entries = await conversationOutbox(db, input.id);
    // Only the last entry of the lane may absorb the title, so the lane's order stays as made.
    const waiting = entries.at(-1);
    if (
      waiting &&
      (waiting.kind === 'conversation.create' || waiting.kind === 'conversation.rename') &&
      waiting.claimed_by === null &&
      waiting.attempts === 0
    ) {
      await db.outbox.update(waiting.seq!, { payload: { title } });
    } else {
      await db.outbox.add(
        newOutboxEntry({ kind: 'conversation.rename', conversation_id: input.id, payload: { title } }, now),
      );
    }
    const renamed = { ...conversation, title };
    await db.conversations.put(renamed);
    await refreshPendingFlags(db, input.id);
    return (await db.conversations.get(input.id))!;
  });
}

/**
 * Pins/unpins and archives/unarchives here at once and queues the change (issue 13). Works offline;
 * an update still waiting at the end of the lane (never tried, not claimed) takes the new marks
 * instead of a second entry, so pin-then-unpin offline sends one request with the last word.
 */
export async function updateConversationMarksLocally(
  db: AppDb,
  input: { id: string; marks: ConversationMarks; now?: number },
): Promise<ConversationRecord> {
  const now = input.now ?? Date.now();
  const at = timestampFromMillis(now);
  return write(db, [db.conversations, db.outbox], async () => {
    const conversation = await db.conversations.get(input.id);
    if (!conversation || conversation.deleted_at) throw new LocalWriteError('conversation-not-found');
    const marks: ConversationMarks = {};
    const next = { ...conversation };
    if (input.marks.pinned !== undefined && input.marks.pinned !== Boolean(conversation.pinned_at)) {
      marks.pinned = input.marks.pinned;
      next.pinned_at = input.marks.pinned ? at : null;
    }
    if (input.marks.archived !== undefined && input.marks.archived !== Boolean(conversation.archived_at)) {
      marks.archived = input.marks.archived;
      next.archived_at = input.marks.archived ? at : null;
    }
    if (marks.pinned === undefined && marks.archived === undefined) return conversation;
    const waiting = (await conversationOutbox(db, input.id)).at(-1);
    if (waiting?.kind === 'conversation.update' && waiting.claimed_by === null && waiting.attempts === 0) {
      await db.outbox.update(waiting.seq!, { payload: { ...waiting.payload, ...marks } });
    } else {
      await db.outbox.add(
        newOutboxEntry({ kind: 'conversation.update', conversation_id: input.id, payload: marks }, now),
      );
    }
    await db.conversations.put(next);
    await refreshPendingFlags(db, input.id);
    return (await db.conversations.get(input.id))!;
  });
}

/**
 * Deletes here at once (the row is hidden, its messages removed) and queues the delete. A conversation
 * the server has never seen (its create never tried) just disappears, with everything queued for it.
 */
export function deleteConversationLocally(db: AppDb, input: { id: string; now?: number }): Promise<void> {
  const now = input.now ?? Date.now();
  return write(
    db,
    [db.conversations, db.messages, db.outbox, db.meta, db.feedback, db.scenarios],
    async () => {
      const conversation = await db.conversations.get(input.id);
      if (!conversation || conversation.deleted_at) return;
      const entries = await conversationOutbox(db, input.id);
      const create = entries.find((e) => e.kind === 'conversation.create');
      const unknownToServer = create !== undefined && create.attempts === 0 && create.claimed_by === null;
      // Everything queued for it goes. A send being streamed by some tab right now finishes there, and
      // its reply is dropped on arrival (saveAssistantReply skips deleted conversations).
      await db.outbox.bulkDelete(entries.map((e) => e.seq!));
      await db.messages
        .where('[conversation_id+sort_key]')
        .between([input.id, Dexie.minKey], [input.id, Dexie.maxKey])
        .delete();
      await db.feedback.where('conversation_id').equals(input.id).delete();
      await db.scenarios.where('conversation_id').equals(input.id).delete();
      if (unknownToServer) {
        await db.conversations.delete(input.id);
        await db.meta.delete(watermarkKey(input.id));
        return;
      }
      await db.conversations.put({ ...conversation, deleted_at: timestampFromMillis(now) });
      await db.outbox.add(
        newOutboxEntry({ kind: 'conversation.delete', conversation_id: input.id, payload: {} }, now),
      );
      await refreshPendingFlags(db, input.id);
    },
  );
}

/** Removes a conversation and everything local about it (a delivered delete or a server tombstone). */
export function purgeConversation(db: AppDb, conversationId: string): Promise<void> {
  return write(
    db,
    [db.conversations, db.messages, db.outbox, db.meta, db.feedback, db.scenarios],
    async () => {
      await db.conversations.delete(conversationId);
      await db.messages
        .where('[conversation_id+sort_key]')
        .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
        .delete();
      await db.outbox
        .where('[conversation_id+seq]')
        .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
        .delete();
      await db.meta.delete(watermarkKey(conversationId));
      await db.feedback.where('conversation_id').equals(conversationId).delete();
      await db.scenarios.where('conversation_id').equals(conversationId).delete();
    },
  );
}

export interface AppliedConversations {
  /** Live conversations the rows touched. */
  changed: string[];
  /** Conversations removed by tombstones. */
  removed: string[];
}

/**
 * Applies server rows (a delta page with tombstones, a realtime hint or an acknowledgement). With a
 * `cursor` (a delta page) the cursor is stored and the live conversations are marked for a message
 * fetch in the same transaction, so a pull interrupted half-way resumes where it stopped (S11).
 */
export function applyServerConversations(
  db: AppDb,
  rows: readonly ConversationRow[],
  options: { cursor?: string } = {},
): Promise<AppliedConversations> {
  return write(
    db,
    [db.conversations, db.messages, db.outbox, db.meta, db.feedback, db.scenarios],
    async () => {
      const changed: string[] = [];
      const removed: string[] = [];
      const locals = await db.conversations.bulkGet(rows.map((r) => r.id));
      const puts: ConversationRecord[] = [];
      // Choices still in the outbox win over the server's (S6); the outbox is small, read once.
      const outbox = rows.length ? await db.outbox.orderBy('seq').toArray() : [];
      for (const [i, row] of rows.entries()) {
        const local = locals[i];
        const pending = pendingSelections(outbox.filter((e) => e.conversation_id === row.id));
        const merged = mergeConversation(local, row, pending);
        if (merged === null) {
          removed.push(row.id);
          continue;
        }
        changed.push(row.id);
        if (merged !== local) puts.push(merged);
      }
      if (puts.length) await db.conversations.bulkPut(puts);
      for (const id of removed) await purgeConversation(db, id);
      if (options.cursor !== undefined) {
        await db.meta.put({ key: META_KEYS.conversationsCursor, value: options.cursor });
        if (changed.length) {
          const dirty = new Set((await readMeta<string[]>(db, META_KEYS.dirtyConversations)) ?? []);
          for (const id of changed) dirty.add(id);
          await db.meta.put({ key: META_KEYS.dirtyConversations, value: [...dirty] });
        }
      }
      return { changed, removed };
    },
  );
}

const VERSIONS_REFETCH_KEY = 'messages-refetched-for-versions';

/**
 * Versions (issue 13): messages stored here before they had parents are never part of a fork. Once
 * per database, every conversation's messages are fetched again from the start, which brings their
 * `parent_id` (a merge by client_msg_id, so nothing is duplicated).
 */
export function refetchMessagesOnceForVersions(db: AppDb): Promise<void> {
  return write(db, [db.conversations, db.meta], async () => {
    if (await db.meta.get(VERSIONS_REFETCH_KEY)) return;
    const ids = (await db.conversations.toCollection().primaryKeys()) as string[];
    if (ids.length) {
      const dirty = new Set((await readMeta<string[]>(db, META_KEYS.dirtyConversations)) ?? []);
      for (const id of ids) dirty.add(id);
      await db.meta.put({ key: META_KEYS.dirtyConversations, value: [...dirty] });
      await db.meta.bulkDelete(ids.map(watermarkKey));
    }
    await db.meta.put({ key: VERSIONS_REFETCH_KEY, value: true });
  });
}

/** Marks a conversation's messages as fetched up to `watermark` (S11). */
export function markMessagesFetched(
  db: AppDb,
  conversationId: string,
  watermark: MessagesWatermark | null,
): Promise<void> {
  return write(db, [db.meta], async () => {
    const dirty = (await readMeta<string[]>(db, META_KEYS.dirtyConversations)) ?? [];
    await db.meta.put({
      key: META_KEYS.dirtyConversations,
      value: dirty.filter((id) => id !== conversationId),
    });
    if (watermark) await db.meta.put({ key: watermarkKey(conversationId), value: watermark });
  });
}

/** Removes the entry a delivered create, rename or update came from and merges the server's row. */
export function completeConversationEntry(db: AppDb, seq: number, row: ConversationRow): Promise<void> {
  return write(
    db,
    [db.conversations, db.messages, db.outbox, db.meta, db.feedback, db.scenarios],
    async () => {
      // Merged while the entry still marks the row pending, so local clocks cannot make it look stale.
      await applyServerConversations(db, [row]);
      await db.outbox.delete(seq);
      await refreshPendingFlags(db, row.id);
      // With no pin/archive left waiting, the server's marks (stamped by its clock) replace the local ones.
      const local = await db.conversations.get(row.id);
      if (local && !local.pending.update && !local.deleted_at) {
        const settled = conversationFromServer(row);
        await db.conversations.update(row.id, {
          pinned_at: settled.pinned_at,
          archived_at: settled.archived_at,
        });
      }
    },
  );
}
