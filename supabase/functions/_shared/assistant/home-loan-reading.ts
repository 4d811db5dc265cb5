// What the homeowner's-loan readers (rule 101) share: the label each amount's own words give it, the
// years or payments left on a loan, and a loan run down by a fixed payment. An owner says a balance
// as "owe", "left" or "balance", a term as "22 years left" or "264 payments to go", so the readers
// place every number by the words right beside it, never by its size.
import type { NumberToken } from './parse-numbers.ts';
import { wordsBefore } from './quick-math-reading.ts';

/** A name for an amount and the words that give it. */
export type Labels = readonly (readonly [string, RegExp])[];

/** What the owner owes now: "I owe", "balance is", "left on my mortgage", "payoff". */
export const OWED =
  /\b(?:owe[ds]?|owing|balance|payoff|principal left|left|remaining|outstanding|still have|first mortgage|mortgage is|loan is)\b/;
/** What the home is worth: "appraised at", "worth about", "value", "zestimate". */
export const VALUE = /\b(?:apprais\w*|value[ds]?|worth|valuation|zestimate|comes? in at|came in at)\b/;

/**
 * The label an amount's own words give it: the nearest label written before it back to the number
 * before it ("balance is 348k"), else one written right after it ("248k left", "$660 shortage").
 */
export function labelOf(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  labels: Labels,
): string | undefined {
  // Only the number's own clause: "what % of the value is that, and if we added a 50k heloc".
  const before =
    wordsBefore(text, tokens, t, 45)
      .split(/[.;!?,]\s/)
      .pop() ?? '';
  let best: { name: string; at: number } | undefined;
  for (const [name, re] of labels) {
    for (const m of before.matchAll(new RegExp(re.source, 'g')))
      if (!best || (m.index ?? 0) >= best.at) best = { name, at: m.index ?? 0 };
  }
  if (best) return best.name;
  const next = tokens.find((o) => o.start >= t.end);
  const after =
    text.slice(t.end, Math.min(next?.start ?? text.length, t.end + 30)).split(/[.;!?,]\s/)[0] ?? '';
  let first: { name: string; at: number } | undefined;
  for (const [name, re] of labels) {
    const m = new RegExp(re.source).exec(after);
    if (m && m.index <= 14 && (!first || m.index < first.at)) first = { name, at: m.index };
  }
  if (first) return first.name;
  return undefined;
}

/**
 * The months left on a loan: "22 years left", "27 yrs to go", "264 payments to go", "22 years (264
 * payments)", "over the same remaining 25 years". Every term the question writes must be the same
 * span except those `other` claims (a payoff target); two different spans left are never guessed.
 */
export function monthsLeft(
  text: string,
  tokens: readonly NumberToken[],
  other: (t: NumberToken) => boolean = () => false,
): { months: number; terms: NumberToken[]; originalTerms: NumberToken[] } | undefined {
  const all = tokens.filter((t) => (t.kind === 'years' || t.kind === 'months') && !other(t));
  // "my 30-year mortgage … 264 payments left": the loan's first term, a story number beside the span
  // left, which is the one said with "left", "to go" or a count of payments.
  const original = (t: NumberToken) =>
    t.kind === 'years' &&
    /^\s*(?:fixed\s+)?(?:mortgage|loan|note|fixed)\b/.test(text.slice(t.end, t.end + 16));
  const terms =
    all.some((t) => !original(t)) || counts(text, tokens).length > 0 ? all.filter((t) => !original(t)) : all;
  const paymentCounts = counts(text, tokens);
  const spans = [
    ...terms.map((t) => (t.kind === 'months' ? t.value : t.value * 12)),
    ...paymentCounts.map((t) => t.value),
  ];
  if (spans.length === 0 || spans.some((s) => Math.abs(s - spans[0]!) > 1e-9)) return undefined;
  if (!(spans[0]! >= 6 && spans[0]! <= 480)) return undefined;
  return {
    months: spans[0]!,
    terms: [...all, ...paymentCounts],
    originalTerms: all.filter((t) => !terms.includes(t)),
  };
}

/** "264 payments", "(324 payments)", "300 more payments": a count of payments written bare. */
const counts = (text: string, tokens: readonly NumberToken[]) =>
  tokens.filter(
    (t) =>
      t.kind === 'plain' &&
      /^\s*(?:more |monthly |remaining )?(?:payments?|pmts?|months?)\b/.test(text.slice(t.end, t.end + 22)),
  );

/** A balance paid down by a fixed payment each month; the last, partial payment counts as a month. */
export function payDownMonthly(balance: number, annualRate: number, payment: number) {
  const r = annualRate / 12;
  let left = balance;
  let months = 0;
  let interest = 0;
  while (left > 0.005 && months < 1200) {
    const due = left * r;
    if (payment <= due) return undefined;
    interest += due;
    left -= Math.min(left + due, payment) - due;
    months++;
  }
  return { months, interest };
}

/** "33 months (2 years 9 months)". */
export const monthsInWords = (months: number): string => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return `${months} months`;
  return `${months} months (${years} year${years === 1 ? '' : 's'}${rest ? ` ${rest} month${rest === 1 ? '' : 's'}` : ''})`;
};

/** Money rounded to the cent, so a difference of two shown payments is the difference shown. */
export const cents = (value: number): number => Math.round(value * 100) / 100;

/** "Original term: 30 years (the payments left are what count)", for a loan's first term told in a story. */
export const originalTermLines = (terms: readonly NumberToken[]): string[] =>
  terms.map((t) => `Original term: ${t.value} years (the payments left are what count)`);
