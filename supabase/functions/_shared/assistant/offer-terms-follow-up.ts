// A follow-up to an offer's figures (docs/assistant.md rule 111) that changes one amount by naming
// it: "what if the seller credit is 8k?", "and if the earnest money were $15,000?", "say the payoff is
// 295k". The earlier question is worked again by the same reader with that one amount replaced: the
// earlier amount of the same kind whose own clause shares a word with the follow-up's (credit, earnest,
// payoff, savings, comp …). No such amount, or two, and the follow-up is left to the general ones.
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { wordsAfter, wordsBeforeIn } from './number-labels.ts';
import { readQuickMath, type QuickAnswer } from './quick-math.ts';

/** The titles of the offer readers this follow-up works again. */
const OFFER_TITLES = new Set([
  'Offers compared: net to the seller',
  'Seller concessions: the cap',
  'A seller credit priced into the offer',
  'Cash to close on the offer',
  'An as-is offer: price plus repairs',
]);
const STOP = new Set(
  'what if the and but say now instead about how would were was is are it its that this our your their with for then were too only goes went comes came becomes raise lower drop cut up down more less much make'.split(
    ' ',
  ),
);
const stems = (words: string) =>
  words
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => w.slice(0, 5));

export const offerTermsFollowUp = (followUp: string, previousQuestion: string): QuickAnswer | null =>
  namedAmountFollowUp(followUp, previousQuestion, OFFER_TITLES);

/** The same, for the answers whose titles are given (rule 117's deals use it too). */
export function namedAmountFollowUp(
  followUp: string,
  previousQuestion: string,
  titles: ReadonlySet<string>,
): QuickAnswer | null {
  const text = normalizeText(followUp);
  if (
    text.split(/\s+/).length > 20 ||
    !/^(?:and |so |ok |okay )?(?:what|how|if|say|and|suppose)\b/.test(text)
  )
    return null;
  const before = readQuickMath(previousQuestion);
  if (!before || !titles.has(before.title)) return null;
  const given = tokenizeNumbers(text);
  if (given.length !== 1 || (given[0]!.kind !== 'money' && given[0]!.kind !== 'percent')) return null;
  const change = given[0]!;
  const want = stems(text.replace(change.raw, ' '));
  if (want.length === 0) return null;
  const earlier = normalizeText(previousQuestion);
  const tokens = tokenizeNumbers(earlier);
  const named = tokens.filter((t) => {
    if (t.kind !== change.kind) return false;
    const own = stems(`${wordsBeforeIn(earlier, tokens, t)} ${wordsAfter(earlier, tokens, t)}`);
    return want.some((w) => own.includes(w));
  });
  if (named.length !== 1) return null;
  const was = named[0]!;
  const after = readQuickMath(`${earlier.slice(0, was.start)}${change.raw}${earlier.slice(was.end)}`);
  if (!after || after.title !== before.title) return null;
  const figures = before.results.filter((r) => /\*\*/.test(r)).map((r) => r.replace(/\*\*/g, ''));
  return {
    ...after,
    inputs: [`Changed: ${was.raw} → ${change.raw}`, ...after.inputs],
    results: [...after.results, ...(figures.length ? [`Before the change: ${figures.join('; ')}`] : [])],
  };
}
