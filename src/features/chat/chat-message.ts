// What the chat pane draws for one message, and the one mapping to it from a local record. The pane
// reads Dexie plus the sync engine's overlay (docs/sync-rules.md S9), and the overlay holds the reply
// streaming now as the record it will be stored as, so both go through `toMessageView`.
import type { FeedbackRating } from '../../../supabase/functions/_shared/feedback.ts';
import type { MessageRecord } from '../../db/app-db.ts';
import { contentFromParts } from '../../lib/message-content.ts';
import type { SendState } from '../../lib/send-state.ts';

/**
 * Where a message stands in its send lifecycle. `streaming` and `sent` show no badge; `interrupted`
 * (the stream was cut and the server's finished reply will replace the partial text) shows none
 * either, because the bubble is about to be corrected.
 */
export type MessageSendState = SendState;

export interface ChatMessageView {
  /** Stable across the message's life (the client message id): the list keys on it. */
  id: string;
  type: 'user' | 'assistant';
  content: string;
  imageUrls?: readonly string[];
  isStreaming?: boolean;
  sendState?: MessageSendState;
  /** When it was written (canonical timestamp), shown on hover and focus. */
  createdAt?: string;
  /** Why a queued message waits although online (the service asked to wait: 429), in its words. */
  notice?: string;
  /** The user's rating of an assistant reply (issue 13). */
  rating?: FeedbackRating;
}

/**
 * A user message waiting in the outbox is `queued` ("will send when you're back online") only while
 * offline; online it is on its way and shows `sending`. Once its reply streams, it is simply sent.
 */
function userState(state: SendState, online: boolean, waiting: boolean): SendState {
  if (state === 'queued') return online && !waiting ? 'sending' : 'queued';
  return state === 'streaming' ? 'sent' : state;
}

export function toMessageView(record: MessageRecord, online: boolean): ChatMessageView {
  const { content, imageUrls } = contentFromParts(record.content_text, record.content_json);
  const isUser = record.role === 'user';
  // A queued question with a reason waits because the service asked it to (429), not for the network.
  const notice = isUser && record.send_state === 'queued' && record.error ? record.error : undefined;
  return {
    id: record.id,
    type: isUser ? 'user' : 'assistant',
    content,
    imageUrls,
    isStreaming: !isUser && record.send_state === 'streaming',
    sendState: isUser ? userState(record.send_state, online, notice !== undefined) : record.send_state,
    ...(notice ? { notice } : {}),
    createdAt: record.created_at,
  };
}

/**
 * The pane's bubbles: the stored messages, with the engine's reply laid over them. The stored reply
 * to the same question wins (Dexie is the truth), except an `interrupted` one that the overlay has
 * newer text for (the retry replacing it, or its settled reply a frame before Dexie answers). Otherwise the overlay sits right after its
 * question, or last.
 */
export function messageViews(
  stored: readonly MessageRecord[],
  overlay: MessageRecord | undefined,
  online: boolean,
): ChatMessageView[] {
  const records = [...stored];
  if (overlay) {
    const storedReply = records.findIndex(
      (m) => m.id === overlay.id || (m.role !== 'user' && m.in_reply_to === overlay.in_reply_to),
    );
    // While streaming it replaces a stored partial reply once it has text; settled, it is newer.
    const newer =
      overlay.send_state === 'streaming' ? overlay.content_text !== '' : overlay.send_state !== 'interrupted';
    if (storedReply === -1) {
      const question = records.findIndex((m) => m.id === overlay.in_reply_to);
      records.splice(question === -1 ? records.length : question + 1, 0, overlay);
    } else if (records[storedReply]!.send_state === 'interrupted' && newer) {
      records[storedReply] = overlay;
    }
  }
  return records.map((record) => toMessageView(record, online));
}
