// The conversation service's feedback routes (issue 13), run with the caller's own token so that the
// migration's RLS decides: a reply that is not the caller's (someone else's, a question, a deleted
// conversation) is simply not found.
//   PUT conversations/{id}/messages/{client_msg_id}/feedback  { rating: 'up'|'down'|null, note? }
//       → { feedback }: one row per user and reply, the last write wins (an upsert).
//   GET conversations/feedback?since=<cursor>  → { feedback, next_cursor, has_more }: the caller's rows
//       changed at or after the cursor (a time), oldest change first, for delta sync. Rows at the
//       cursor's own time come again; applying a row twice changes nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { FEEDBACK_NOTE_MAX_LENGTH, normalizeNote, type FeedbackPage, type FeedbackRow } from '../feedback.ts';
import { HttpError, json } from '../http-errors.ts';
import { dbError } from './queries.ts';
import type { feedbackBody } from './requests.ts';

const FEEDBACK_COLUMNS = 'conversation_id,message_client_msg_id,user_id,rating,note,created_at,updated_at';
const FEEDBACK_PAGE_SIZE = 500;

export async function putFeedback(
  db: SupabaseClient,
  conversationId: string,
  clientMsgId: string,
  body: z.infer<typeof feedbackBody>,
): Promise<Response> {
  const reply = await db
    .from('messages')
    .select('role')
    .eq('conversation_id', conversationId)
    .eq('client_msg_id', clientMsgId)
    .maybeSingle();
  if (reply.error) throw dbError(reply.error);
  if (!reply.data || reply.data.role !== 'assistant') {
    throw new HttpError('not_found', 'No such reply in this conversation.');
  }
  const { data, error } = await db
    .from('message_feedback')
    .upsert(
      {
        conversation_id: conversationId,
        message_client_msg_id: clientMsgId,
        rating: body.rating,
        note: body.rating === null ? null : normalizeNote(body.note),
      },
      { onConflict: 'conversation_id,message_client_msg_id,user_id' },
    )
    .select(FEEDBACK_COLUMNS)
    .single();
  if (error) {
    // RLS refused the row: the conversation went away between the two calls.
    if (error.code === '42501') throw new HttpError('not_found', 'No such reply in this conversation.');
    if (error.code === '23514') {
      throw new HttpError(
        'invalid_request',
        `note must be at most ${FEEDBACK_NOTE_MAX_LENGTH} characters`,
        'note',
      );
    }
    throw dbError(error);
  }
  return json({ feedback: data as FeedbackRow });
}

export async function feedbackSince(db: SupabaseClient, since: string): Promise<Response> {
  if (since !== '' && Number.isNaN(Date.parse(since))) {
    throw new HttpError('invalid_request', 'since must be a cursor returned by this service.', 'since');
  }
  let query = db.from('message_feedback').select(FEEDBACK_COLUMNS);
  if (since !== '') query = query.gte('updated_at', since);
  const { data, error } = await query
    .order('updated_at')
    .order('conversation_id')
    .order('message_client_msg_id')
    .limit(FEEDBACK_PAGE_SIZE);
  if (error) throw dbError(error);
  const rows = data as FeedbackRow[];
  const page: FeedbackPage = {
    feedback: rows,
    next_cursor: rows.at(-1)?.updated_at ?? since,
    has_more: rows.length === FEEDBACK_PAGE_SIZE,
  };
  return json(page);
}
