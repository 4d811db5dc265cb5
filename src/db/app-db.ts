// The local source of truth (architecture §2): one IndexedDB database per signed-in user, opened
// through Dexie. The UI reads it with live queries only; every write is a repository function in
// this folder running inside `db.transaction('rw', …)`.
//
// Schema versions are appended, never edited. An upgrade must work while another tab still runs the
// old code: each tab closes its connection when told another one wants a new version (or wants to
// delete the database on sign-out) and reports it through `storageStatus`, so the UI can ask for a
// reload instead of the upgrade hanging behind a "blocked" old tab.

import { Dexie, type Table } from 'dexie';
import type { CalculationResult } from '../../supabase/functions/_shared/calculation-result.ts';
import type { Assumptions } from '../../supabase/functions/_shared/assumptions.ts';
import type { FeedbackRating } from '../../supabase/functions/_shared/feedback.ts';
import type { ContentPart, MessageRole } from '../../supabase/functions/_shared/protocol.ts';
import { createStorageStatusStore, type StorageStatusStore } from './storage-status.ts';

import type { SendState } from '../lib/send-state.ts';

export { SEND_STATES, type SendState } from '../lib/send-state.ts';

/** Local changes of a conversation not yet acknowledged by the server (derived from the outbox). */
export interface PendingFlags {
  create: boolean;
  rename: boolean;
  /** A pin or archive change (issue 13). */
  update: boolean;
  delete: boolean;
}

export interface ConversationRecord {
  id: string;
  title: string;
  /** Canonical timestamps (see timestamps.ts). */
  created_at: string;
  last_activity_at: string;
  /** The server's `updated_at` once synced; the local write time before. */
  updated_at: string;
  /** Set locally by a delete that is still in the outbox; server tombstones remove the row. */
  deleted_at: string | null;
  /** When pinned (listed first), or null/absent when not; see `isPinned` in conversation-marks.ts. */
  pinned_at?: string | null;
  /** When archived (kept out of the main list), or null/absent when not. */
  archived_at?: string | null;
  pending: PendingFlags;
  /**
   * The version chosen at each fork (parent id, '' for the root → child id): the server's, with the
   * choices still in the outbox laid over it (S6). Absent on records from before versions.
   */
  selections?: Record<string, string>;
}

export interface MessageRecord {
  /** The client_msg_id: chosen here for local messages, the server's `client_msg_id` otherwise. */
  id: string;
  conversation_id: string;
  role: MessageRole;
  content_text: string;
  content_json: ContentPart[];
  trace_types: string[];
  /** For assistant messages: the id of the user message answered. */
  in_reply_to: string | null;
  /**
   * The id of the message this one follows (versions and branches: a reply's question, a question's
   * previous message; null for a first question). Undefined on records from before versions.
   */
  parent_id?: string | null;
  /** When it was written: the server's time once the server has it, this device's before. */
  created_at: string;
  /**
   * Where it sorts in its conversation (S17). Set once, when the record is first written: the server's
   * created_at for rows first seen from the server, this device's clock for messages made here (kept
   * after the server acknowledges them, so a queue delivered late does not reshuffle), just after its
   * question for a reply. Canonical timestamp form.
   */
  sort_key: string;
  /** The server's row id, once the server has the message. */
  server_id: string | null;
  send_state: SendState;
  /** Why the message failed or was interrupted. */
  error: string | null;
}

export const OUTBOX_KINDS = [
  'conversation.create',
  'conversation.rename',
  'conversation.update',
  'conversation.delete',
  'message.send',
  'feedback.put',
  'message.regenerate',
  'conversation.select',
  'scenario.put',
  'scenario.delete',
  'assumptions.put',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

interface OutboxBase {
  /** Auto-increment: the order in which local changes were made. */
  seq?: number;
  conversation_id: string;
  /** Failed deliveries so far (drives the back-off). */
  attempts: number;
  /** Failed deliveries the server answered with 5xx (bounded: see sync-engine.ts). */
  server_errors: number;
  /** Epoch ms before which the entry is not retried. */
  next_attempt_at: number;
  /** The engine (tab) delivering the entry right now, if any, and until when its lease runs. */
  claimed_by: string | null;
  claim_expires_at: number;
  last_error: string | null;
  created_at: number;
}

export type OutboxEntry = OutboxBase &
  (
    | { kind: 'conversation.create'; payload: { title: string } }
    | { kind: 'conversation.rename'; payload: { title: string } }
    | { kind: 'conversation.update'; payload: ConversationMarks }
    | { kind: 'conversation.delete'; payload: Record<string, never> }
    | {
        kind: 'message.send';
        message_id: string;
        payload: {
          text: string;
          reply_id: string;
          /** The message the question follows, as this device saw it (the server checks it). */
          parent_id?: string | null;
          /** Edit & resend: a new version of this question. */
          edit_of?: string;
        };
      }
    | {
        /** A new version of the reply to `message_id` (Regenerate; Continue with `continue_of`). */
        kind: 'message.regenerate';
        message_id: string;
        payload: { text: string; reply_id: string; continue_of?: string };
      }
    | { kind: 'conversation.select'; payload: { parent_key: string; child_id: string } }
    // The user's rating of a reply (payload.message_id: the reply's client_msg_id). Coalesces: a new
    // rating of the same reply replaces the payload of an entry still waiting (the last rating wins).
    | {
        kind: 'feedback.put';
        payload: { message_id: string; rating: FeedbackRating; note: string | null };
      }
    // A scenario saved or renamed (issue 22 §3): the whole scenario, so one idempotent PUT does either.
    // Coalesces: a rename while the entry still waits changes its payload's name.
    | {
        kind: 'scenario.put';
        payload: {
          scenario_id: string;
          name: string;
          message_id: string | null;
          calculation: CalculationResult;
        };
      }
    | { kind: 'scenario.delete'; payload: { scenario_id: string } }
    // The user's profile of assumptions (issue 23), whole, or null for "Clear profile". Its lane
    // (`conversation_id`) is ASSUMPTIONS_LANE, which no conversation id can be. Coalesces like
    // feedback: a newer profile replaces the payload of an entry still waiting.
    | { kind: 'assumptions.put'; payload: { assumptions: Assumptions | null } }
  );

/** The marks a `conversation.update` sets (issue 13); a field left out is left as it is. */
export interface ConversationMarks {
  pinned?: boolean;
  archived?: boolean;
}

/** The user's feedback on one assistant reply (issue 13), shown as the pressed thumb. */
export interface FeedbackRecord {
  /** The reply's client_msg_id (= its MessageRecord id). */
  message_id: string;
  conversation_id: string;
  /** null: no rating (never given, or withdrawn). */
  rating: FeedbackRating;
  note: string | null;
  /** The server's updated_at once acknowledged; this device's time while a change waits. */
  updated_at: string;
  /** A change of this device waits in the outbox (a pulled row does not overwrite it). */
  pending: boolean;
}

/** An adjusted calculation card kept under a name in its conversation (issue 22 §3). */
export interface ScenarioRecord {
  /** Chosen on the device that saved it; the server keeps it. */
  id: string;
  conversation_id: string;
  /** The reply whose card was saved (its client_msg_id), when known. */
  message_id: string | null;
  name: string;
  /** The card as saved: calculator, inputs (values and sources), outputs, formulas. */
  calculation: CalculationResult;
  /** Canonical timestamps: the server's once acknowledged, this device's before. */
  created_at: string;
  updated_at: string;
  /** A change of this device waits in the outbox (a pulled row does not overwrite it). */
  pending: boolean;
  /** The server has (had) it: false until a save is acknowledged or the row is pulled. */
  synced: boolean;
}

/**
 * The user's profile of assumptions (issue 23): one record (`id` ASSUMPTIONS_RECORD_ID), every field
 * null when never set or cleared.
 */
export interface AssumptionsRecord extends Assumptions {
  id: string;
  /** The server's updated_at once acknowledged (null when it has no row); this device's time while a change waits. */
  updated_at: string | null;
  /** A change of this device waits in the outbox (a pulled row does not overwrite it). */
  pending: boolean;
}

/** Text typed in a conversation's composer and not sent yet (kept across reloads, switches, offline). */
export interface DraftRecord {
  conversation_id: string;
  text: string;
  /** Epoch ms of the last change. */
  updated_at: number;
}

export interface MetaRecord {
  key: string;
  value: unknown;
}

export interface AppDbOptions {
  /** An IndexedDB implementation (tests pass a fresh fake-indexeddb `IDBFactory`). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  storageStatus?: StorageStatusStore;
}

export const DATABASE_NAME_PREFIX = 'hearth-';

export function userDatabaseName(userId: string): string {
  return `${DATABASE_NAME_PREFIX}${userId}`;
}

/** Version 1 of the schema. Never edit: add `SCHEMA_V2` and a `this.version(2)` line instead. */
const SCHEMA_V1 = {
  // The sidebar lists by last activity (spec §2).
  conversations: 'id, last_activity_at, updated_at',
  // A conversation's messages in time order; replies by the message they answer; retry candidates.
  messages: 'id, [conversation_id+sort_key], in_reply_to, send_state',
  // Drained in `seq` order per conversation.
  outbox: '++seq, [conversation_id+seq], message_id',
  meta: 'key',
};

/** Version 2 adds the composer drafts, one per conversation. */
const SCHEMA_V2 = {
  drafts: 'conversation_id',
};

/** Version 3 adds the user's feedback on replies, one row per reply. */
const SCHEMA_V3 = {
  feedback: 'message_id, conversation_id',
};

/** Version 4 adds scenarios (issue 22 §3), listed per conversation. */
const SCHEMA_V4 = {
  scenarios: 'id, conversation_id',
};

/**
 * Version 5 adds the user's profile of assumptions (issue 23), one record. (Version 4 belongs to
 * another table; Dexie allows the gap.)
 */
const SCHEMA_V5 = {
  assumptions: 'id',
};

export const SCHEMA_VERSION = 5;

export class AppDb extends Dexie {
  readonly userId: string;
  readonly storageStatus: StorageStatusStore;
  conversations!: Table<ConversationRecord, string>;
  messages!: Table<MessageRecord, string>;
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<MetaRecord, string>;
  drafts!: Table<DraftRecord, string>;
  feedback!: Table<FeedbackRecord, string>;
  scenarios!: Table<ScenarioRecord, string>;
  assumptions!: Table<AssumptionsRecord, string>;
  #deliberateClose = false;

  constructor(userId: string, options: AppDbOptions = {}) {
    super(userDatabaseName(userId), {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    this.userId = userId;
    this.storageStatus = options.storageStatus ?? createStorageStatusStore();
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(5).stores(SCHEMA_V5);

    // Subscribed after Dexie's default handler, so it runs first; returning false skips Dexie's
    // default, which would close with auto-reopen and then fail on the next read.
    this.on('versionchange', (event: IDBVersionChangeEvent) => {
      this.close();
      this.storageStatus.set(event.newVersion ? { state: 'version-changed' } : { state: 'deleted' });
      return false;
    });
    this.on('blocked', (event: IDBVersionChangeEvent) => {
      if (event.newVersion) this.storageStatus.set({ state: 'upgrade-blocked' });
    });
    this.on('ready', () => {
      if (this.storageStatus.getSnapshot().state === 'upgrade-blocked') this.storageStatus.recovered();
    });
    this.on('close', () => {
      if (this.#deliberateClose) return;
      this.storageStatus.set({
        state: 'connection-lost',
        message: 'The connection to local storage was lost.',
      });
    });
  }

  /** Dexie closes with `disableAutoOpen: false` only when the browser dropped the connection. */
  override close(options?: { disableAutoOpen: boolean }): void {
    if (options?.disableAutoOpen !== false) this.#deliberateClose = true;
    super.close(options);
  }
}

/** Opens (creating or upgrading as needed) the database of one user. */
export async function openUserDatabase(userId: string, options: AppDbOptions = {}): Promise<AppDb> {
  const db = new AppDb(userId, options);
  await db.open();
  return db;
}

/**
 * Sign-out wipe: deletes the user's database. Other tabs holding it close on `versionchange`
 * (see AppDb), so the deletion is not blocked by them.
 */
export async function deleteUserDatabase(
  userId: string,
  options: Pick<AppDbOptions, 'indexedDB' | 'IDBKeyRange'> = {},
): Promise<void> {
  const db = new Dexie(userDatabaseName(userId), {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  });
  await db.delete();
}
