// What a realtime row must carry before it is applied (docs/sync-rules.md S16).
//
// Realtime is only a hint: a pull always closes the gap. So a row that is not a whole message or
// conversation — an empty `new` of an error event, a row of the wrong table handed to a callback,
// a change of a server that left columns out — is never merged into Dexie (a merge would read its
// missing timestamps as garbage); the caller pulls instead. The checks cover the columns the merge
// reads; optional columns of newer servers may be absent.
import type { ConversationRow, MessageRow } from '../../supabase/functions/_shared/protocol.ts';
import type { ScenarioRow } from '../../supabase/functions/_shared/scenario.ts';

type Row = Record<string, unknown>;

const isObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isTextOrNull = (value: unknown) => value === null || value === undefined || typeof value === 'string';

const MESSAGE_TEXT = ['id', 'conversation_id', 'user_id', 'client_msg_id', 'role', 'status'] as const;
const MESSAGE_TIMES = ['created_at', 'updated_at'] as const;
const CONVERSATION_TEXT = ['id', 'user_id', 'title'] as const;
const CONVERSATION_TIMES = ['created_at', 'last_activity_at', 'updated_at'] as const;

/** A whole `public.messages` row, as the pull would have fetched it. */
export function isWholeMessageRow(value: unknown): value is MessageRow {
  if (!isObject(value)) return false;
  return (
    MESSAGE_TEXT.every((key) => isText(value[key])) &&
    MESSAGE_TIMES.every((key) => isText(value[key])) &&
    typeof value.content_text === 'string' &&
    isTextOrNull(value.in_reply_to) &&
    isTextOrNull(value.parent_id)
  );
}

/** A whole `public.conversations` row, as the pull would have fetched it. */
export function isWholeConversationRow(value: unknown): value is ConversationRow {
  if (!isObject(value)) return false;
  return (
    CONVERSATION_TEXT.every((key) => isText(value[key])) &&
    CONVERSATION_TIMES.every((key) => isText(value[key])) &&
    isTextOrNull(value.deleted_at) &&
    isTextOrNull(value.pinned_at) &&
    isTextOrNull(value.archived_at)
  );
}

const SCENARIO_TEXT = ['id', 'conversation_id', 'user_id'] as const;
const SCENARIO_TIMES = ['created_at', 'updated_at'] as const;

/** A whole `public.scenarios` row (a tombstone too), as the pull would have fetched it. */
export function isWholeScenarioRow(value: unknown): value is ScenarioRow {
  if (!isObject(value)) return false;
  return (
    SCENARIO_TEXT.every((key) => isText(value[key])) &&
    SCENARIO_TIMES.every((key) => isText(value[key])) &&
    isTextOrNull(value.deleted_at) &&
    isTextOrNull(value.name) &&
    isTextOrNull(value.message_client_msg_id) &&
    (value.calculation === null || isObject(value.calculation))
  );
}
