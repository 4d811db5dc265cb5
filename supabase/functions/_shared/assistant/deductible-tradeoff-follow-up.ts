// A follow-up to two insurance quotes weighed (rule 115): "our agent got the low-deductible one down to
// $2,190/yr. same math?", "what if the high-deductible quote is $1,750 a year?". The one premium named
// by its deductible (low or high) is replaced in the question before and the same reader works it
// again; a follow-up naming neither, or with any other number, is left to the general ones.
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { readQuickMath, type QuickAnswer } from './quick-math.ts';

const TITLE = 'Low deductible against high: the extra premium';
const LOW = /\b(?:low(?:er)?|small(?:er)?|cheap(?:er)?-deductible)[- ]deductible\b/;
const HIGH = /\b(?:high(?:er)?|big(?:ger)?|large(?:r)?)[- ]deductible\b/;

export function deductibleTradeoffFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  if (text.split(/\s+/).length > 25 || LOW.test(text) === HIGH.test(text)) return null;
  const before = readQuickMath(previousQuestion);
  if (!before || before.title !== TITLE) return null;
  const given = tokenizeNumbers(text);
  if (given.length !== 1 || given[0]!.kind !== 'money') return null;
  const change = given[0]!;
  // A premium: said a year or a month ("$2,190/yr"), never a deductible.
  if (change.period !== 'yearly' && change.period !== 'monthly') return null;
  if (/^\s?deductible\b/.test(text.slice(change.end, change.end + 12))) return null;
  const earlier = normalizeText(previousQuestion);
  const premiums = tokenizeNumbers(earlier).filter((t) => t.period === 'yearly' || t.period === 'monthly');
  if (premiums.length !== 2) return null;
  // The quote named: the premium beside the smaller (low) or larger (high) deductible, by the card.
  const deductibleNear = (t: (typeof premiums)[number]) =>
    tokenizeNumbers(earlier).find(
      (d) => d.kind === 'money' && !d.period && Math.abs(d.start - t.end) < 30 && d.start > t.start,
    )?.value;
  const [a, b] = premiums.map(deductibleNear);
  if (a === undefined || b === undefined || a === b) return null;
  const lowFirst = a < b;
  const wantLow = LOW.test(text);
  const was = wantLow === lowFirst ? premiums[0]! : premiums[1]!;
  const raw = `$${change.value} ${change.period === 'monthly' ? 'a month' : 'a year'}`;
  const after = readQuickMath(`${earlier.slice(0, was.start)}${raw}${earlier.slice(was.end)}`);
  if (!after || after.title !== TITLE) return null;
  return { ...after, inputs: [`Changed: ${was.raw} → ${change.raw}`, ...after.inputs] };
}
