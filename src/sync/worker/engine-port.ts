// The one typed message port between the page and the sync worker (issue 20: "the page renders; the
// sync worker syncs"; docs/sync-worker.md). comlink carries it: the page calls `SyncWorkerApi` as if it
// were local (every call a promise), and hands the worker a `PageApi` for what only the page has — the
// storage the session is kept in (localStorage, which a worker cannot read: the worker's own auth client
// reads and writes it across this port, auth-storage-port.ts), its connectivity and the window's focus.
// The worker refreshes the session (worker-session.ts) and tells the page. What the engine publishes (status, the overlay of streaming
// replies, unanswered questions, storage trouble) is pushed to the page, which mirrors it in plain
// stores (remote-engine.ts); Dexie's own change notifications carry everything stored, across contexts.

import type { MessageRecord } from '../../db/app-db.ts';
import type { StorageStatus } from '../../db/storage-status.ts';
import type { ChatEngine } from '../chat-engine.ts';
import type { SyncStatus } from '../sync-engine.ts';
import type { SendOutcome } from '../turns.ts';
import type { AuthStoragePort } from './auth-storage-port.ts';
import type { WorkerAuthEvent } from './worker-session.ts';

export interface SyncWorkerOpenInput {
  userId: string;
  supabaseUrl: string;
  anonKey: string;
  /** supabase's storage key of the session in the page's localStorage (`authStorageKey`). */
  authStorageKey: string;
  /** This tab's id in outbox leases and its tab lock. */
  tabId: string;
  /** The page's navigator.onLine now; changes follow through `connectivity`. */
  online: boolean;
}

/**
 * What the worker asks of the page: the session's items in its localStorage (the worker's auth
 * client's custom storage; only the session's own keys), and what the engine publishes.
 */
export interface PageApi extends AuthStoragePort {
  /** The worker's auth client refreshed the session, or ended it (its refresh token was refused). */
  authChanged(event: WorkerAuthEvent): void;
  status(status: SyncStatus): void;
  /** The overlay of streaming replies, by conversation (published at most once per frame). */
  replies(entries: Array<[string, MessageRecord]>): void;
  unanswered(questionIds: string[]): void;
  /** Storage trouble the worker's writes met (a full quota, a lost connection), or `ok` once past. */
  storage(status: StorageStatus): void;
}

/** The local-first writes, the same on the port as on the page's engine. */
type LocalWrite =
  | 'createConversation'
  | 'renameConversation'
  | 'updateConversationMarks'
  | 'deleteConversation'
  | 'rateReply'
  | 'selectVersion'
  | 'saveAssumptions';

/**
 * What the page asks of the worker: the engine's lifecycle, its turns and the local-first writes.
 * Arguments and results are copied (structured clone); a function is carried only as a top-level
 * argument wrapped in `Comlink.proxy` (comlink looks no deeper), hence `send`'s flat parameters.
 */
export interface SyncWorkerApi extends Pick<ChatEngine, LocalWrite> {
  open(input: SyncWorkerOpenInput, page: PageApi): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** The page's auth client reported a new session (a sign-in, or a refresh the page itself made). */
  sessionRefreshed(): void;
  /** The window got focus or became visible: a moment worth a retry (S3). */
  wake(reason: 'focus' | 'visible'): void;
  /**
   * The page's online/offline events. A dedicated worker has navigator.onLine too, but the page's
   * events are the ones every browser fires (Chromium's network emulation changes a worker's
   * navigator.onLine without firing its events), and the page shows the offline banner from them.
   */
  connectivity(online: boolean): void;
  send(
    conversationId: string,
    text: string,
    editOf: string | undefined,
    written: (() => void) | undefined,
  ): Promise<SendOutcome>;
  regenerateReply(replyId: string, continues: boolean): Promise<SendOutcome | null>;
  retry(messageId: string): Promise<boolean>;
  stopReply(conversationId: string): Promise<void>;
  abort(conversationId: string): void;
  watch(conversationId: string | null): void;
}
