// Pure merging of server rows into local records (docs/sync-rules.md S5–S8). No I/O: the repository
// functions read the local record, call these and write the result. Merging is idempotent and order-
// insensitive for rows of equal content, so duplicate and out-of-order deliveries (a realtime event,
// then the same row from a pull) are harmless.

import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import type { ConversationRecord, MessageRecord, PendingFlags, SendState } from './app-db.ts';
import { canonicalTimestamp, laterTimestamp, shiftTimestamp } from './timestamps.ts';

export const NO_PENDING: PendingFlags = Object.freeze({
  create: false,
  rename: false,
  update: false,
  delete: false,
});

const optionalTimestamp = (value: string | null | undefined) => (value ? canonicalTimestamp(value) : null);

export function conversationFromServer(
  row: ConversationRow,
  pending: PendingFlags = NO_PENDING,
  pendingSelections: Readonly<Record<string, string>> = {},
): ConversationRecord {
  return {
    selections: { ...row.selections, ...pendingSelections },
    id: row.id,
    title: row.title,
    created_at: canonicalTimestamp(row.created_at),
    last_activity_at: canonicalTimestamp(row.last_activity_at),
    updated_at: canonicalTimestamp(row.updated_at),
    deleted_at: row.deleted_at ? canonicalTimestamp(row.deleted_at) : null,
    pinned_at: optionalTimestamp(row.pinned_at),
    archived_at: optionalTimestamp(row.archived_at),
    pending: { ...pending },
  };
}

/**
 * The local record after seeing a server row, or null when the local row must go (a tombstone).
 * - S5 a tombstone always wins: the conversation is gone everywhere;
 * - S6 local changes still in the outbox win over the server (a pending rename keeps the local title,
 *   a pending pin/archive keeps the local marks, a pending delete keeps the row hidden) until the
 *   outbox delivers them;
 * - S7 a row older than the one already merged (by the server's updated_at) changes nothing;
 * - the choice of version at each fork is the server's, except choices still in the outbox;
 * - last activity only moves forward (a queued local message bumps it before the server knows).
 */
export function mergeConversation(
  local: ConversationRecord | undefined,
  server: ConversationRow,
  pendingSelections: Readonly<Record<string, string>> = {},
): ConversationRecord | null {
  if (server.deleted_at) return null;
  if (!local) return conversationFromServer(server, NO_PENDING, pendingSelections);
  if (local.pending.delete) return local;
  const updatedAt = canonicalTimestamp(server.updated_at);
  if (!local.pending.create && updatedAt < local.updated_at) return local;
  return {
    id: local.id,
    title: local.pending.rename ? local.title : server.title,
    created_at: canonicalTimestamp(server.created_at),
    last_activity_at: laterTimestamp(local.last_activity_at, canonicalTimestamp(server.last_activity_at)),
    updated_at: updatedAt,
    deleted_at: null,
    pinned_at: local.pending.update ? (local.pinned_at ?? null) : optionalTimestamp(server.pinned_at),
    archived_at: local.pending.update ? (local.archived_at ?? null) : optionalTimestamp(server.archived_at),
    pending: { ...local.pending },
    // S6 for versions: the server's choices, with the ones still in the outbox laid over them.
    selections: { ...(server.selections ?? local.selections), ...pendingSelections },
  };
}

export function messageFromServer(row: MessageRow): MessageRecord {
  const role = row.role === 'user' ? 'user' : 'assistant';
  return {
    id: row.client_msg_id,
    conversation_id: row.conversation_id,
    role,
    content_text: row.content_text ?? '',
    content_json: Array.isArray(row.content_json) ? row.content_json : [],
    trace_types: Array.isArray(row.trace_types) ? row.trace_types : [],
    in_reply_to: row.in_reply_to ?? null,
    // Undefined when the service predates versions: the record is then never part of a fork.
    ...(row.parent_id !== undefined ? { parent_id: row.parent_id } : {}),
    created_at: canonicalTimestamp(row.created_at),
    sort_key: canonicalTimestamp(row.created_at),
    server_id: row.id,
    // 'interrupted': its generation died with the server process (S10b); it offers Retry.
    send_state:
      role === 'assistant' && (row.status === 'stopped' || row.status === 'interrupted')
        ? row.status
        : 'sent',
    error: null,
  };
}

/** States of a user message that a server copy of the message does not settle. */
const USER_STATES_KEPT: ReadonlySet<SendState> = new Set(['sending', 'streaming', 'failed']);

/**
 * The local record after seeing a server row for the same client_msg_id (S8):
 * - the server's content, time and id win (they are final: messages are never edited);
 * - an assistant placeholder (interrupted or failed) is replaced by the server's reply outright;
 * - a user message the server has is at least `sent`, except while its own reply is still being
 *   delivered here (sending, streaming) or after that delivery failed: those states end with the reply;
 * - S10b: a reply this device received complete (its stream's summary, not yet acknowledged by a row)
 *   is newer than a server copy marked interrupted: retrying regenerated it under the same id, and the
 *   server's new row replaces the interrupted one. A pull that read the old row must not undo it.
 */
export function mergeMessage(local: MessageRecord | undefined, server: MessageRow): MessageRecord {
  const merged = messageFromServer(server);
  if (!local) return merged;
  // S17: a record keeps the place it was given when first written.
  merged.sort_key = local.sort_key;
  if (merged.role === 'user' && USER_STATES_KEPT.has(local.send_state)) {
    return { ...merged, send_state: local.send_state, error: local.error };
  }
  if (merged.send_state === 'interrupted' && local.role === 'assistant' && local.server_id === null) {
    if (local.send_state === 'sent' || local.send_state === 'stopped') return local;
  }
  return merged;
}

/** S17: a reply sorts right after its question (1 µs later), whatever the clocks of either side say. */
export function replySortKey(question: Pick<MessageRecord, 'sort_key'>): string {
  return shiftTimestamp(question.sort_key, 1);
}

/** A user message whose reply has arrived is sent, whatever its delivery said before (S8). */
export function acknowledgeByReply(user: MessageRecord): MessageRecord {
  if (user.send_state === 'sent') return user;
  return { ...user, send_state: 'sent', error: null };
}
