// The reads several handlers share, and what a database error means to the client. Every read runs
// with the caller's own token, so RLS decides: another user's conversation is not found (404).
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from '../http-errors.ts';
import type { ConversationRow, MessageRow } from '../protocol.ts';

export const CONVERSATION_COLUMNS =
  'id,user_id,title,created_at,last_activity_at,updated_at,deleted_at,pinned_at,archived_at,selections';

export type DbError = { code?: string; message: string };

export function dbError(error: DbError): HttpError {
  if (error.code === 'PGRST301' || error.code === 'PGRST303')
    return new HttpError('unauthorized', 'The access token is invalid or expired.');
  if (error.code === '23514')
    return new HttpError('invalid_request', 'title must be 1 to 40 characters.', 'title');
  console.error('conversation service database error', error);
  return new HttpError('internal', 'The conversation service could not reach its database.');
}

export function conversationNotFound(): HttpError {
  return new HttpError('not_found', 'Conversation not found.');
}

export async function findConversation(
  db: SupabaseClient,
  id: string,
  includeDeleted: boolean,
): Promise<ConversationRow | null> {
  let query = db.from('conversations').select(CONVERSATION_COLUMNS).eq('id', id);
  if (!includeDeleted) query = query.is('deleted_at', null);
  const { data, error } = await query.maybeSingle();
  if (error) throw dbError(error);
  return data as ConversationRow | null;
}

/** The caller's live conversation, or 404. */
export async function requireConversation(db: SupabaseClient, id: string): Promise<ConversationRow> {
  const conversation = await findConversation(db, id, false);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

export async function findMessage(
  db: SupabaseClient,
  conversationId: string,
  clientMsgId: string,
): Promise<MessageRow | null> {
  const { data, error } = await db
    .from('messages')
    .select('*')
    .eq('conversation_id', conversationId)
    .eq('client_msg_id', clientMsgId)
    .maybeSingle();
  if (error) throw dbError(error);
  return data as MessageRow | null;
}

/** The reply to a question stored under `replyMsgId`, else its newest version. */
export async function findReply(
  db: SupabaseClient,
  conversationId: string,
  userMsgId: string,
  replyMsgId: string | undefined,
): Promise<MessageRow | null> {
  const { data, error } = await db
    .from('messages')
    .select('*')
    .eq('conversation_id', conversationId)
    .eq('in_reply_to', userMsgId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw dbError(error);
  const replies = data as MessageRow[];
  return replies.find((r) => r.client_msg_id === replyMsgId) ?? replies[0] ?? null;
}

export async function hasStoredReply(
  db: SupabaseClient,
  conversationId: string,
  userMsgId: string,
): Promise<boolean> {
  const { data, error } = await db
    .from('messages')
    .select('id')
    .eq('conversation_id', conversationId)
    .eq('in_reply_to', userMsgId)
    .limit(1);
  if (error) throw dbError(error);
  return data.length > 0;
}
