// What the chat pane draws for one message, and the one mapping to it from a local record. The pane
// reads Dexie plus the sync engine's overlay (docs/sync-rules.md S9), and the overlay holds the reply
// streaming now as the record it will be stored as, so both go through `toMessageView`.
import type { FeedbackRating } from '../../../supabase/functions/_shared/feedback.ts';
import type { MessageRecord } from '../../db/app-db.ts';
import type { CalculationResult } from '../../../supabase/functions/_shared/calculation-result.ts';
import { calculationsFromParts, contentFromParts } from '../../lib/message-content.ts';
import { visiblePath, type VersionInfo } from '../../lib/message-tree.ts';
import type { SendState } from '../../lib/send-state.ts';

/**
 * Where a message stands in its send lifecycle. `streaming` and `sent` show no badge; `interrupted`
 * (the stream was cut and the server's finished reply will replace the partial text) shows none
 * either, because the bubble is about to be corrected.
 */
export type MessageSendState = SendState;

/**
 * Why a question shown as sending is taking long (delayed-sends.ts): its deliveries keep failing (the
 * reply service answers 5xx and the engine retries), or it has simply waited unusually long.
 */
export type SendDelay = 'failing' | 'slow';

export interface ChatMessageView {
  /** Stable across the message's life (the client message id): the list keys on it. */
  id: string;
  type: 'user' | 'assistant';
  content: string;
  imageUrls?: readonly string[];
  /** A reply's calculator results, each drawn as a card whose inputs can be changed (issue 22). */
  calculations?: readonly CalculationResult[];
  isStreaming?: boolean;
  sendState?: MessageSendState;
  /** When it was written (canonical timestamp), shown on hover and focus. */
  createdAt?: string;
  /** Why a queued message waits although online (the service asked to wait: 429), in its words. */
  notice?: string;
  /** A question shown as sending that is taking longer than usual (issue 23 §3). */
  delay?: SendDelay;
  /** The user's rating of an assistant reply (issue 13). */
  rating?: FeedbackRating;
  /** ‹ n/m ›: the message is one of several versions (a regenerated reply, an edited question). */
  versions?: VersionInfo;
  /** The last reply, finished: Regenerate is offered (when the turn machine takes a turn). */
  canRegenerate?: boolean;
  /** The last reply, stopped or interrupted: Continue is offered (when the turn machine takes a turn). */
  canContinue?: boolean;
  /** A delivered question: Edit is offered (when the turn machine takes a turn). */
  canEdit?: boolean;
}

/**
 * A user message waiting in the outbox is `queued` ("will send when you're back online") only while
 * offline; online it is on its way and shows `sending`. Offline nothing can be on its way, so a
 * `sending` left by a tab closed mid-send (or a send cut by the network) reads as queued too. Once
 * its reply streams, it is simply sent.
 */
function userState(state: SendState, online: boolean, waiting: boolean): SendState {
  if (state === 'queued' || (state === 'sending' && !online))
    return online && !waiting ? 'sending' : 'queued';
  return state === 'streaming' ? 'sent' : state;
}

export function toMessageView(record: MessageRecord, online: boolean): ChatMessageView {
  const { content, imageUrls } = contentFromParts(record.content_text, record.content_json);
  const isUser = record.role === 'user';
  const calculations = isUser ? [] : calculationsFromParts(record.content_json);
  // A queued question with a reason waits because the service asked it to (429), not for the network.
  const notice = isUser && record.send_state === 'queued' && record.error ? record.error : undefined;
  // A regenerated version not streaming yet: on its way online (typing dots), queued offline.
  const waiting = !isUser && record.send_state === 'queued' && online;
  return {
    id: record.id,
    type: isUser ? 'user' : 'assistant',
    content,
    imageUrls,
    ...(calculations.length > 0 ? { calculations } : {}),
    isStreaming: (!isUser && record.send_state === 'streaming') || waiting,
    sendState: isUser
      ? userState(record.send_state, online, notice !== undefined)
      : waiting
        ? 'streaming'
        : record.send_state,
    ...(notice ? { notice } : {}),
    createdAt: record.created_at,
  };
}

/** Whether the overlay's record should be drawn instead of the stored one with the same id. */
function overlayWins(stored: MessageRecord, overlay: MessageRecord): boolean {
  // A regenerate's stand-in (queued, no text) always gives way to its stream.
  if (stored.send_state === 'queued' && stored.role === 'assistant') return true;
  if (stored.send_state !== 'interrupted') return false;
  // While streaming it replaces a stored partial reply once it has text; settled, it is newer.
  return overlay.send_state === 'streaming'
    ? overlay.content_text !== ''
    : overlay.send_state !== 'interrupted';
}

const FINISHED_REPLY = new Set<MessageRecord['send_state']>(['sent', 'stopped', 'interrupted']);
const CONTINUABLE_REPLY = new Set<MessageRecord['send_state']>(['stopped', 'interrupted']);

/**
 * The pane's bubbles: the stored messages with the engine's reply laid over them (Dexie is the truth;
 * the overlay replaces the stored record of the same id only while that one is a stand-in or a
 * partial reply it has newer text for, else it sits right after its question), then only the visible
 * path of versions (lib/message-tree.ts), with the controls each bubble offers.
 */
export function messageViews(
  stored: readonly MessageRecord[],
  overlay: MessageRecord | undefined,
  online: boolean,
  selections: Readonly<Record<string, string>> = {},
): ChatMessageView[] {
  const records = [...stored];
  if (overlay) {
    const same = records.findIndex((m) => m.id === overlay.id);
    if (same === -1) {
      const question = records.findIndex((m) => m.id === overlay.in_reply_to);
      records.splice(question === -1 ? records.length : question + 1, 0, overlay);
    } else if (overlayWins(records[same]!, overlay)) {
      records[same] = overlay;
    }
  }
  const { visible, versions } = visiblePath(records, selections);
  const last = visible.at(-1);
  // A refused send fails the question and its reply; the reply's bubble says so (its error text,
  // Failed and Retry), so the question does not repeat it (issue 23 §3).
  const failedReplyTo = new Set(
    visible.flatMap((m) =>
      m.role !== 'user' && m.send_state === 'failed' && m.in_reply_to ? [m.in_reply_to] : [],
    ),
  );
  return visible.map((record) => {
    const view = toMessageView(record, online);
    if (view.sendState === 'failed' && view.type === 'user' && failedReplyTo.has(record.id)) {
      view.sendState = 'sent';
    }
    const info = versions.get(record.id);
    if (info) view.versions = info;
    // Which bubbles could take a turn; whether one is taken now (no reply streaming) is the turn
    // machine's `can()`, which the screen asks before offering these controls.
    if (record.role === 'user') {
      if (record.send_state === 'sent') view.canEdit = true;
    } else if (record === last && record.in_reply_to) {
      if (FINISHED_REPLY.has(record.send_state)) view.canRegenerate = true;
      if (CONTINUABLE_REPLY.has(record.send_state)) view.canContinue = true;
    }
    return view;
  });
}
