// What an offer's number is, read from the words of its own clause (docs/assistant.md rule 111): the
// words right after it first (the label said first there; two starting at one word go by the caller's
// order, so "$10,000 in closing cost credits" is a credit before it is a closing cost), else the label
// said nearest before it, back to the number or clause break before (owner-labels.ts). A credit said not to be
// there ("with no concessions") names nothing.
import type { NumberToken } from './parse-numbers.ts';
import { wordsAfter, wordsBeforeIn } from './owner-labels.ts';

const NONE_SAID = /\b(?:no|without|zero)\s+(?:\w+\s+)?(?:concessions?|credits?|repairs?|asks?)\b/g;

export function labelByOrder<K extends string>(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  labels: Readonly<Record<K, RegExp>>,
  order: readonly K[],
): K | undefined {
  // After the number, the label said first; two starting together go by the caller's order.
  const after = wordsAfter(text, tokens, t).replace(NONE_SAID, ' ');
  let first: { key: K; start: number } | undefined;
  for (const key of order) {
    const m = labels[key].exec(after);
    if (m && (!first || m.index < first.start)) first = { key, start: m.index };
  }
  if (first) return first.key;
  // Before the number, the label said nearest it ("10% down at 6.5%": the 6.5% is "at", a rate).
  const before = wordsBeforeIn(text, tokens, t).replace(NONE_SAID, ' ');
  let best: { key: K; end: number } | undefined;
  for (const key of order) {
    const ends = [...before.matchAll(new RegExp(labels[key].source, 'g'))].map(
      (m) => (m.index ?? 0) + m[0].length,
    );
    const end = Math.max(-1, ...ends);
    if (end >= 0 && (!best || end > best.end)) best = { key, end };
  }
  return best?.key;
}
