// What the page uses of the sync engine, whether it runs in this thread (unit tests, browsers without
// module workers) or in the sync worker (worker/remote-engine.ts): the same commands and the same
// observable stores, so the host changes and the engine does not. Declared here on their own, not
// picked from `SyncEngine`: every method must make sense across a message port (its arguments and
// results copied, its callbacks proxied), and the in-process engine satisfies it as it is.

import type { Assumptions } from '../../supabase/functions/_shared/assumptions.ts';
import type { FeedbackRating } from '../../supabase/functions/_shared/feedback.ts';
import type {
  AssumptionsRecord,
  ConversationMarks,
  ConversationRecord,
  FeedbackRecord,
} from '../db/app-db.ts';
import type { ReplyOverlay } from './reply-overlay.ts';
import type { SyncStatus } from './sync-engine.ts';
import type { SendOutcome } from './turns.ts';

/** The overlay as the page reads it (published snapshots only). */
export type ReplySnapshots = Pick<ReplyOverlay, 'subscribe' | 'getSnapshot' | 'get' | 'isStreaming'>;

/** The one door for turns (turns.ts), as the page's turn machine uses it. */
export interface ChatTurns {
  readonly replies: ReplySnapshots;
  /** Resolves once delivered or queued; `written` is called once the message is stored. */
  send(
    conversationId: string,
    text: string,
    options?: { editOf?: string; written?: () => void },
  ): Promise<SendOutcome>;
  editAndResend(conversationId: string, questionId: string, text: string): Promise<SendOutcome>;
  /** null: the reply is unknown or answers nothing. */
  regenerateReply(replyId: string, options?: { continues?: boolean }): Promise<SendOutcome | null>;
  retry(messageId: string): Promise<boolean>;
  stop(conversationId: string): Promise<void>;
  abort(conversationId: string): void;
  watch(conversationId: string | null): void;
  getUnanswered(): ReadonlySet<string>;
  subscribeUnanswered(listener: () => void): () => void;
}

export interface ChatEngine {
  readonly turns: ChatTurns;
  readonly replies: ReplySnapshots;
  getStatus(): SyncStatus;
  subscribeStatus(listener: () => void): () => void;
  start(): void;
  stop(): Promise<void>;
  createConversation(title: string, id?: string): Promise<ConversationRecord>;
  renameConversation(id: string, title: string): Promise<ConversationRecord>;
  /** Pins/unpins, archives/unarchives (issue 13). */
  updateConversationMarks(id: string, marks: ConversationMarks): Promise<ConversationRecord>;
  deleteConversation(id: string): Promise<void>;
  /** The user's thumbs up or down (null: withdrawn) and note on a finished reply (S22). */
  rateReply(messageId: string, rating: FeedbackRating, note?: string | null): Promise<FeedbackRecord>;
  /** Chooses the version a fork follows (‹ n/m ›). */
  selectVersion(conversationId: string, parentKey: string, childId: string): Promise<void>;
  /**
   * Saves (null: clears) the user's profile of assumptions (issue 23, S25). Throws
   * InvalidAssumptionsError naming each bad field, and stores nothing then.
   */
  saveAssumptions(assumptions: Assumptions | null): Promise<AssumptionsRecord>;
}
