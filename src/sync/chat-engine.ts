// What the page uses of the sync engine, whether it runs in this thread (tests, browsers without
// module workers) or in the sync worker (remote-engine.ts): the same commands and the same observable
// stores, so the host changes and the engine does not.

import type { SyncEngine } from './sync-engine.ts';
import type { ReplyOverlay } from './reply-overlay.ts';
import type { Turns } from './turns.ts';

/** The overlay as the page reads it (published snapshots only). */
export type ReplySnapshots = Pick<ReplyOverlay, 'subscribe' | 'getSnapshot' | 'get' | 'isStreaming'>;

export interface ChatTurns extends Pick<
  Turns,
  | 'send'
  | 'editAndResend'
  | 'regenerateReply'
  | 'retry'
  | 'stop'
  | 'abort'
  | 'watch'
  | 'getUnanswered'
  | 'subscribeUnanswered'
> {
  readonly replies: ReplySnapshots;
}

export interface ChatEngine extends Pick<
  SyncEngine,
  | 'getStatus'
  | 'subscribeStatus'
  | 'start'
  | 'stop'
  | 'createConversation'
  | 'renameConversation'
  | 'updateConversationMarks'
  | 'deleteConversation'
  | 'rateReply'
  | 'selectVersion'
> {
  readonly turns: ChatTurns;
  readonly replies: ReplySnapshots;
}
