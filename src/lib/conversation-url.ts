// A URL per conversation (issue 13): `/chat?c=<id>` names the active conversation, so Back/Forward,
// reload and pasted links land on it. `/chat` alone stays the spec's route (the stored or most recent
// conversation opens). Only the `c` parameter is ours; any other part of the URL is left as it is.

export const CONVERSATION_PARAM = 'c';

/** Conversation ids are UUIDs chosen on the device (architecture §3); anything else is not one. */
const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conversation a `?c=` names, or null when there is none or it is not a conversation id. */
export function conversationIdFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(CONVERSATION_PARAM)?.trim() ?? '';
  return CONVERSATION_ID.test(value) ? value.toLowerCase() : null;
}

/** `search` with `c` set to `conversationId` (removed for null), other parameters kept, in order. */
export function searchWithConversation(search: string, conversationId: string | null): string {
  const params = new URLSearchParams(search);
  // Unchanged: the other parameters stay exactly as written (`?x` is not rewritten as `?x=`).
  const inSearch = params.getAll(CONVERSATION_PARAM);
  if (
    conversationId === null ? inSearch.length === 0 : inSearch.length === 1 && inSearch[0] === conversationId
  )
    return search;
  if (conversationId) params.set(CONVERSATION_PARAM, conversationId);
  else params.delete(CONVERSATION_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
