// `GET conversations/{id}/messages?limit=&before=`: a page of messages, oldest first; `before` (a
// message's id) pages backwards from it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError, json } from '../http-errors.ts';
import type { MessageRow } from '../protocol.ts';
import { dbError, requireConversation } from './queries.ts';
import { parseId, parseLimit } from './requests.ts';

export async function messagePage(
  db: SupabaseClient,
  conversationId: string,
  query: { limit?: string; before?: string },
): Promise<Response> {
  // The conversation's check and the page are read at the same time (one round trip to the database
  // less on every page, the first one of an opening included); the check still answers first: a
  // missing conversation is a 404 whatever the page's query or its parameters say.
  const [found, page] = await Promise.allSettled([
    requireConversation(db, conversationId),
    readPage(db, conversationId, query),
  ]);
  if (found.status === 'rejected') throw found.reason;
  if (page.status === 'rejected') throw page.reason;
  return json(page.value);
}

async function readPage(
  db: SupabaseClient,
  conversationId: string,
  query: { limit?: string; before?: string },
): Promise<{ messages: MessageRow[]; has_more: boolean }> {
  const limit = parseLimit(query.limit);
  let page = db.from('messages').select('*').eq('conversation_id', conversationId);
  if (query.before) {
    const anchor = await db
      .from('messages')
      .select('created_at')
      .eq('conversation_id', conversationId)
      .eq('id', parseId(query.before, 'before'))
      .maybeSingle();
    if (anchor.error) throw dbError(anchor.error);
    if (!anchor.data)
      throw new HttpError(
        'invalid_request',
        'before must be the id of a message of this conversation.',
        'before',
      );
    page = page.lt('created_at', anchor.data.created_at);
  }
  const { data, error } = await page
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit + 1);
  if (error) throw dbError(error);
  const rows = (data as MessageRow[]).slice(0, limit).reverse();
  return { messages: rows, has_more: data.length > limit };
}
