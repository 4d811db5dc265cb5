// A URL per conversation (issues 13 and 20): `/chat/<id>` names the active conversation, so
// Back/Forward, reload and pasted links land on it. `/chat` alone stays the spec's route (the stored
// or most recent conversation opens). The earlier form, `/chat?c=<id>`, is still read so that old
// links keep working: the router sends them on to `/chat/<id>` (app/router.tsx).

export const CHAT_PATH = '/chat';
export const LEGACY_CONVERSATION_PARAM = 'c';

/** Conversation ids are UUIDs chosen on the device (architecture §3); anything else is not one. */
const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` as a conversation id (lower case), or null when it is not one. */
export function asConversationId(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return CONVERSATION_ID.test(text) ? text.toLowerCase() : null;
}

/** The conversation a `/chat/<id>` path names, or null for `/chat` or anything that is not an id. */
export function conversationIdFromPath(pathname: string): string | null {
  const match = /^\/chat\/([^/]+)\/?$/.exec(pathname);
  return match ? asConversationId(decodeURIComponent(match[1]!)) : null;
}

/** The path that shows `conversationId` (`/chat` for none). */
export function conversationPath(conversationId: string | null): string {
  return conversationId ? `${CHAT_PATH}/${conversationId}` : CHAT_PATH;
}

/** The conversation an old link's `?c=` names, or null when there is none or it is not an id. */
export function legacyConversationIdFromSearch(search: string): string | null {
  return asConversationId(new URLSearchParams(search).get(LEGACY_CONVERSATION_PARAM));
}

/** `search` without the old `c` parameter, the other parameters kept in order. */
export function searchWithoutLegacyConversation(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(LEGACY_CONVERSATION_PARAM)) return search;
  params.delete(LEGACY_CONVERSATION_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
