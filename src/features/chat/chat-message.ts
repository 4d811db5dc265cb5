// What the chat pane needs to draw one message (spec §3 Local message, plus its send state). The
// machines' `LocalMessage` and the rows read from Dexie both fit this shape as they are.

/**
 * Where a message stands in its send lifecycle. `streaming` and `sent` show no badge; `interrupted`
 * (the stream was cut and the server's finished reply will replace the partial text) shows none
 * either, because the bubble is about to be corrected.
 */
import type { SendState } from '../../lib/send-state.ts';

export type MessageSendState = SendState;

export interface ChatMessageView {
  /** Stable across the message's life (the client message id): the list keys on it. */
  id: string;
  type: 'user' | 'assistant';
  content: string;
  imageUrls?: readonly string[];
  isStreaming?: boolean;
  sendState?: MessageSendState;
}
