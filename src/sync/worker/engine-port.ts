// The one typed message port between the page and the sync worker (issue 20, architecture §7 "The page
// renders; the sync worker syncs"). comlink carries it: the page calls `SyncWorkerApi` as if it were
// local (every call a promise), and hands the worker a `PageApi` for what only the page has — the
// session (its auth client keeps the session in localStorage, which a worker cannot read) and the
// window's focus. What the engine publishes (status, the overlay of streaming replies, unanswered
// questions) is pushed to the page, which mirrors it in plain stores (remote-engine.ts); Dexie's own
// change notifications carry everything stored, across contexts.

import type { FeedbackRating } from '../../../supabase/functions/_shared/feedback.ts';
import type { ConversationMarks, ConversationRecord, MessageRecord } from '../../db/app-db.ts';
import type { SyncStatus } from '../sync-engine.ts';
import type { SendOutcome } from '../turns.ts';

export interface SyncWorkerOpenInput {
  userId: string;
  supabaseUrl: string;
  anonKey: string;
  /** This tab's id in outbox leases and its tab lock. */
  tabId: string;
}

/** What the worker asks of the page. */
export interface PageApi {
  /** The session's access token (the page's auth client refreshes it; supabase-js' `accessToken`). */
  accessToken(): Promise<string | null>;
  /** After a 401: asks the page's auth client for a fresh session; true when it got one. */
  refreshSession(): Promise<boolean>;
  status(status: SyncStatus): void;
  /** The overlay of streaming replies, by conversation (published at most once per frame). */
  replies(entries: Array<[string, MessageRecord]>): void;
  unanswered(questionIds: string[]): void;
}

/** What the page asks of the worker: the engine's lifecycle, its turns and the local-first writes. */
export interface SyncWorkerApi {
  open(input: SyncWorkerOpenInput, page: PageApi): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** The page's auth client reported a new session (TOKEN_REFRESHED, SIGNED_IN). */
  sessionRefreshed(): void;
  /** The window got focus or became visible: a moment worth a retry (S3). */
  wake(): void;
  send(
    conversationId: string,
    text: string,
    options: { editOf?: string; written?: () => void },
  ): Promise<SendOutcome>;
  regenerateReply(replyId: string, continues: boolean): Promise<SendOutcome | null>;
  retry(messageId: string): Promise<boolean>;
  stopReply(conversationId: string): Promise<void>;
  abort(conversationId: string): void;
  watch(conversationId: string | null): void;
  createConversation(title: string, id?: string): Promise<ConversationRecord>;
  renameConversation(id: string, title: string): Promise<unknown>;
  updateConversationMarks(id: string, marks: ConversationMarks): Promise<unknown>;
  deleteConversation(id: string): Promise<unknown>;
  rateReply(messageId: string, rating: FeedbackRating, note?: string | null): Promise<unknown>;
  selectVersion(conversationId: string, parentKey: string, childId: string): Promise<void>;
}
