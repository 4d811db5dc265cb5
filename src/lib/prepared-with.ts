// The line a client-ready copy of a conversation carries (issue 22 §6): the conversation's date and
// "Prepared with Hearth". The printed page, the shared page and the Markdown export all use it.
import { PRODUCT_NAME } from '../../supabase/functions/_shared/product.ts';

export const PREPARED_WITH = `Prepared with ${PRODUCT_NAME}`;

/** `2026-11-20T10:00:00Z` → `November 20, 2026` in the reader's time zone (or the one given). */
export function conversationDate(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone });
}

/** `Conversation of November 20, 2026 · Prepared with Hearth`. */
export function preparedLine(conversationCreatedAt: string, timeZone?: string): string {
  return `Conversation of ${conversationDate(conversationCreatedAt, timeZone)} · ${PREPARED_WITH}`;
}
