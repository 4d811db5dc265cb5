// Follow-ups of retirees' and downsizers' questions (rule 120), each read with the question before it:
// the years held and a recapture rate after a building's depreciation; a gift to a child changed.
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';
import { straightLineFollowUp } from './straight-line-depreciation-math.ts';

export function retireeFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  return straightLineFollowUp(followUp, previousQuestion);
}

/**
 * The verbs a family uses for the money it hands over, by stem: "we're giving him $40,000" and then
 * "what if we gave him $70,000 instead?" name the same amount.
 */
const HANDING_VERBS: readonly RegExp[] = [
  /\b(?:give|gives|gave|giving|given|gift|gifts|gifted|gifting)\b/,
  /\b(?:lend|lends|lent|lending)\b/,
  /\b(?:contribute|contributes|contributed|contributing|chip in|chipping in|chipped in)\b/,
];
const CHANGE_ASKED = /\binstead\b|\bwhat if\b|\bhow about\b|\band if\b|\bwhat about\b/;

/**
 * A follow-up that changes an amount the family hands over, named by the same verb as in the question
 * before: that question with the one amount replaced, or null. Only when the follow-up gives one amount
 * and nothing else, and exactly one amount of the earlier question follows the same verb (within a few
 * words), so no other amount (the price, a rate) is ever the one replaced.
 */
export function handedAmountRewrite(followUp: string, previousQuestion: string): string | null {
  const text = normalizeText(followUp);
  if (!CHANGE_ASKED.test(text) || text.split(/\s+/).length > 20) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'money') return null;
  const verb = HANDING_VERBS.find((v) => v.test(text.slice(0, tokens[0]!.start)));
  if (!verb) return null;
  const earlier = normalizeText(previousQuestion);
  const matched = tokenizeNumbers(earlier).filter(
    (t) =>
      t.kind === 'money' &&
      verb.test(
        earlier
          .slice(Math.max(0, t.start - 30), t.start)
          .split(/[.,;!?]/)
          .at(-1)!,
      ),
  );
  if (matched.length !== 1) return null;
  const old = matched[0]!;
  return `${earlier.slice(0, old.start)}$${tokens[0]!.value}${earlier.slice(old.end)}`;
}
