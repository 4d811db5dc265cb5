// What names a number in an offer's question (docs/assistant.md rule 110): the words right before it
// back to the number before it, and the words right after it to the next number, so a reader of an
// offer's terms (escalation, appraisal gap, earnest money, price over list, price cuts) can give every
// number its role by its own label and never by its place in the sentence.
import type { NumberToken } from './parse-numbers.ts';
import { wordsBefore, type Span } from './quick-math-reading.ts';

/** The words before a number, back to the number before it (at most `limit` characters). */
export const before = (text: string, tokens: readonly NumberToken[], t: NumberToken, limit = 40): string =>
  wordsBefore(text, tokens, t, limit).toLowerCase();

/** The words after a number, up to the next number (at most `limit` characters). */
export function after(text: string, tokens: readonly NumberToken[], t: NumberToken, limit = 40): string {
  const next = tokens.find((o) => o.start >= t.end);
  return text.slice(t.end, Math.min(next?.start ?? text.length, t.end + limit)).toLowerCase();
}

export const spanOf = (t: { start: number; end: number }): Span => ({ start: t.start, end: t.end });

/** The one token of a list a test picks out, or null when none or more than one does. */
export function onlyOne(
  tokens: readonly NumberToken[],
  test: (t: NumberToken) => boolean,
): NumberToken | null {
  const found = tokens.filter(test);
  return found.length === 1 ? found[0]! : null;
}
