// The chat entities of spec §3 as the chat machines hold them in memory, and the two list rules the
// machines share: an incoming message replaces the one with the same id or is appended (§4 Switching),
// and a reply still streaming in this tab wins over any stored copy of it (send rule R17).

import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import { contentFromParts } from '../lib/message-content.ts';

/** Spec §3 Conversation: the fields the chat shows. Same names as the wire row, so rows fit as they are. */
export type Conversation = Pick<ConversationRow, 'id' | 'title' | 'created_at' | 'last_activity_at'>;

/**
 * Where a local message stands in its send lifecycle (docs/send-rules.md):
 * - `queued`: a user message waiting in the outbox: sent offline, or its stream ended before the
 *   server answered (the sync engine delivers it);
 * - `sending`: the user message of a stream that has had no answer yet;
 * - `streaming`: the assistant reply being streamed;
 * - `sent`: stored or answered by the server; the state of every stored and received message;
 * - `failed`: a user message that could not be saved locally, or a reply that ended in an error;
 * - `stopped`: a reply cut short by Stop or by the server;
 * - `interrupted`: a stored reply whose stream was cut (docs/sync-rules.md S10): its partial text
 *   shows until the server's finished reply replaces it. Only stored messages have it.
 */
import type { SendState } from '../lib/send-state.ts';

export { SEND_STATES, type SendState } from '../lib/send-state.ts';

/** Spec §3 Local message, plus its send state. */
export interface LocalMessage {
  type: 'user' | 'assistant';
  content: string;
  /** The client message id when there is one, else the row id (spec §3). */
  id: string;
  clientMsgId: string | null;
  imageUrls: string[];
  traceTypes: string[];
  isStreaming: boolean;
  sendState: SendState;
}

/** The fields of a stored or received message row (spec §3 Message) that a local message needs. */
export type MessageRowLike = Pick<
  MessageRow,
  'id' | 'client_msg_id' | 'role' | 'content_text' | 'content_json' | 'trace_types'
> & { status?: MessageRow['status'] };

/** Spec §3: role 'user' is the user; any other role is the assistant; content_json gives text and images. */
export function toLocalMessage(row: MessageRowLike): LocalMessage {
  const { content, imageUrls } = contentFromParts(row.content_text, row.content_json);
  const clientMsgId = row.client_msg_id ? row.client_msg_id : null;
  return {
    type: row.role === 'user' ? 'user' : 'assistant',
    content,
    id: clientMsgId ?? row.id,
    clientMsgId,
    imageUrls,
    traceTypes: Array.isArray(row.trace_types) ? [...row.trace_types] : [],
    isStreaming: false,
    sendState: row.status === 'stopped' ? 'stopped' : 'sent',
  };
}

/** Spec §4 Switching: replaces the message with the same id, else appends. Never mutates `messages`. */
export function upsertMessage(messages: readonly LocalMessage[], message: LocalMessage): LocalMessage[] {
  const index = messages.findIndex((m) => m.id === message.id);
  if (index === -1) return [...messages, message];
  return messages.map((m, i) => (i === index ? message : m));
}

/**
 * The one list the chat pane shows: the active conversation's loaded and received messages, with the
 * send machine's local messages laid over them. A local message with the id of a listed one replaces
 * it only while it streams (the stored copy is the truth once the reply has ended); one not yet listed
 * is appended, in send order.
 */
export function mergeMessages(
  conversationMessages: readonly LocalMessage[],
  localMessages: readonly LocalMessage[],
): LocalMessage[] {
  let merged = [...conversationMessages];
  for (const local of localMessages) {
    const listed = merged.some((m) => m.id === local.id);
    if (!listed || local.isStreaming) merged = upsertMessage(merged, local);
  }
  return merged;
}
