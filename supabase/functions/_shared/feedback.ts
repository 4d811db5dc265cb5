// Feedback on assistant replies (issue 13): the row both ends speak and the limits both ends apply.
// The table is supabase/migrations/*_message_feedback.sql; the routes are in conversation-service/feedback.ts.

/** The longest note the server accepts (the table's CHECK says the same). */
export const FEEDBACK_NOTE_MAX_LENGTH = 1000;

export const FEEDBACK_RATINGS = ['up', 'down'] as const;
/** A thumbs up or down; null when the user withdrew the rating. */
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number] | null;

/** One user's feedback on one reply, as the conversation service returns it. */
export interface FeedbackRow {
  conversation_id: string;
  /** The reply's client_msg_id (how every client names a message). */
  message_client_msg_id: string;
  user_id: string;
  rating: FeedbackRating;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A page of the caller's feedback changed since a cursor (`GET conversations/feedback?since=`). */
export interface FeedbackPage {
  feedback: FeedbackRow[];
  next_cursor: string;
  has_more: boolean;
}

/** What `PUT conversations/{id}/messages/{client_msg_id}/feedback` takes. */
export interface FeedbackInput {
  rating: FeedbackRating;
  note?: string | null;
}

/** A note as stored: trimmed, and null when blank. */
export function normalizeNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
