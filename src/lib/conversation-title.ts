// Conversation title rules (spec §2 Sidebar, §5, §9).
//
// Lengths are counted in Unicode code points, not UTF-16 code units, so the 40-character cap and the
// 24-character sidebar cut never split an emoji's surrogate pair. (A multi-code-point grapheme such as
// a ZWJ family emoji or a flag can still be cut between its code points.) The server must count the
// same way: a title of 40 emoji is 40 characters here but 80 in `String.prototype.length`. HTML's
// `maxLength` counts code units, so the input should cap with `capTitleInput` instead.

import { TITLE_MAX_LENGTH } from '../../supabase/functions/_shared/protocol.ts';
import { PRODUCT_NAME } from '../../supabase/functions/_shared/product.ts';

export { TITLE_MAX_LENGTH };
export const TITLE_MIN_LENGTH = 1;
export const SIDEBAR_TITLE_MAX_LENGTH = 24;
export const ELLIPSIS = '\u2026';
export const UNTITLED_CHAT_TITLE = 'Untitled Chat';
export const DEFAULT_FIRST_CHAT_TITLE = 'My First Chat';
export const TITLE_INPUT_PLACEHOLDER = 'Enter chat title (1-40 characters)';

/** Length in code points. */
export function titleLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function firstCodePoints(text: string, count: number): string {
  let end = 0;
  let seen = 0;
  for (const ch of text) {
    if (seen === count) break;
    end += ch.length;
    seen++;
  }
  return text.slice(0, end);
}

/** Spec §5: the title input is capped at 40 characters (code points; see the module header). */
export function capTitleInput(input: string): string {
  return firstCodePoints(input, TITLE_MAX_LENGTH);
}

/** Spec §5: Create is enabled only when the trimmed title has 1 to 40 characters. */
export function isValidTitle(input: string): boolean {
  const length = titleLength(input.trim());
  return length >= TITLE_MIN_LENGTH && length <= TITLE_MAX_LENGTH;
}

/** The title to send on Create: trimmed. */
export function normalizeTitle(input: string): string {
  return input.trim();
}

/** Spec §2: the live counter under the title input, 'n/40 characters'. */
export function titleCounterText(input: string): string {
  return `${titleLength(input)}/${TITLE_MAX_LENGTH} characters`;
}

/**
 * Spec §2, §9: a sidebar row shows at most 24 characters, as 23 plus '…'; a blank or missing title
 * shows 'Untitled Chat'. The row's tooltip is the full title (`sidebarTitleTooltip`).
 */
export function sidebarTitle(title: string | null | undefined): string {
  const text = sidebarTitleTooltip(title);
  return titleLength(text) > SIDEBAR_TITLE_MAX_LENGTH
    ? firstCodePoints(text, SIDEBAR_TITLE_MAX_LENGTH - 1) + ELLIPSIS
    : text;
}

/** The full (trimmed) title, or 'Untitled Chat'. */
export function sidebarTitleTooltip(title: string | null | undefined): string {
  const text = title?.trim();
  return text ? text : UNTITLED_CHAT_TITLE;
}

/** Spec §2 Main pane: the active conversation's title, else '{product} Assistant'. */
export function mainPaneTitle(title: string | null | undefined, productName: string = PRODUCT_NAME): string {
  const text = title?.trim();
  return text ? text : `${productName} Assistant`;
}
