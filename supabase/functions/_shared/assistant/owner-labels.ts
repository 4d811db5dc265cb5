// What a homeowner's number is called, read from the words of its own clause (docs/assistant.md rule
// 102): the label right after it ("$14,500 of damage", "$1,000 deductible") wins, else the last label
// before it back to the number or clause break before ("dwelling coverage is 425k"). Shared by the
// insurance deductible and seller's net readers, which name each number before they compute.
import type { NumberToken } from './parse-numbers.ts';

/** The words after a number up to the next number or clause break (a bracket opens an aside). */
export function wordsAfter(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const next = tokens.find((o) => o.start >= t.end);
  return (
    text.slice(t.end, next?.start ?? text.length).split(/[.;!?,(]\s*|\s(?:and|but|plus)\s/)[0] ?? ''
  ).slice(0, 40);
}

/** The words before a number back to the number or clause break before it. */
export function wordsBeforeIn(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  return (
    text
      .slice(previous?.end ?? 0, t.start)
      .split(/[.;!?,)]\s*|\s(?:and|but|plus)\s/)
      .pop() ?? ''
  ).slice(-50);
}

/**
 * The label of a number among the named ones: the first named right after it, else the last named
 * before it, else undefined (a number no label names leaves the reader unanswered).
 */
export function labelOf<K extends string>(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  labels: Readonly<Record<K, RegExp>>,
): K | undefined {
  const hits = (words: string) =>
    (Object.keys(labels) as K[]).flatMap((key) =>
      [...words.matchAll(new RegExp(labels[key].source, 'g'))].map((m) => ({
        key,
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
      })),
    );
  const after = hits(wordsAfter(text, tokens, t)).sort((a, b) => a.start - b.start);
  if (after[0]) return after[0].key;
  const before = hits(wordsBeforeIn(text, tokens, t)).sort((a, b) => b.end - a.end);
  return before[0]?.key;
}
