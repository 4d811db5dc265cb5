// An adjustable-rate mortgage's payment before and after its reset, with every number stated ("5/1 ARM
// on 400k at 5.5%, 30-year amortization, resets to 7.5% after 5 years: payment before vs after?").
// Part of quick-math (READERS there).
import { monthlyPayment, remainingBalance } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

/** The rate it resets to: the percentage after "resets to", "adjusts to", "goes to", "jumps to". */
const RESET_TO =
  /\b(?:reset(?:s|ting)?|adjust(?:s|ing)?|goes|going|jump(?:s|ing)?|ris(?:es|ing)|moves?|moving|changes?|changing|bumps?)(?:\s+(?:up|all the way))?(?:\s+after\s+(?:payment\s+)?\d{1,3}(?:\s+(?:payments?|months?|years?|yrs?))?)?\s+to\s*$/;

/**
 * How long the start rate is fixed, the ARM's name first ("5/1 ARM", "7/6 arm"), then "after year 7",
 * "after the first 5 years", "fixed for 7 years"; "resets in year 6" is fixed for the five before it.
 */
const FIXED_YEARS: readonly [RegExp, number][] = [
  [/\b(\d{1,2})\s?\/\s?(?:1|6|6m)\s*arm\b/, 0],
  [/\bafter (?:year|yr) (\d{1,2})\b/, 0],
  [/\b(?:in|from|starting(?: in)?) (?:year|yr) (\d{1,2})\b/, -1],
  [/\b(?:after|for)\s+(?:the\s+)?(?:first\s+)?(\d{1,2})\s*(?:years?|yrs?)\b/, 0],
  [/\bfixed\s+(?:for\s+)?(\d{1,2})\s*(?:years?|yrs?)\b/, 0],
];

/** "after 60 payments", "after payment 84", "after the first 36 months": whole years of payments. */
const FIXED_PAYMENTS =
  /\bafter\s+(?:the\s+)?(?:first\s+)?(?:(\d{2,3})\s*(?:payments?|pmts?|months?|mos?)\b|payment\s+(?:#\s*)?(\d{2,3})\b)/;

function fixedYearsOf(text: string): number | undefined {
  for (const [re, shift] of FIXED_YEARS) {
    const m = re.exec(text);
    if (m) return Number(m[1]) + shift;
  }
  const payments = FIXED_PAYMENTS.exec(text);
  const count = Number(payments?.[1] ?? payments?.[2]);
  return count > 0 && count % 12 === 0 ? count / 12 : undefined;
}

/** "30 yr fixed at", "the fixed rate of", "fixed is": a fixed-rate loan's rate stands right after. */
const FIXED_LOAN_RATE = /\bfixed(?:[- ]rate)?(?:\s+(?:loan|mortgage))?\s*(?:at|of|is|@|:)?\s*$/;

const armReset: Reader = ({ text, tokens }) => {
  if (!/\barm\b|adjustable|\breset(?:s|ting)?\b|\badjust(?:s|ing)?\b/.test(text)) return null;
  // "30 yr fixed at 6.75 vs a 7/1 ARM at 5.875 … what would i still owe on the ARM": the fixed loan's
  // rate is the other offer's, not one of the ARM's two.
  const isFixedOffer = (t: NumberToken) =>
    FIXED_LOAN_RATE.test(text.slice(Math.max(0, t.start - 25), t.start));
  const fixedOffer = percents(tokens).filter(isFixedOffer);
  const rates = percents(tokens).filter((t) => !isFixedOffer(t));
  if (fixedOffer.length > 1) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  if (rates.length !== 2 || loans.length !== 1 || money(tokens).length !== 1) return null;
  const reset = rates.find((t) => RESET_TO.test(text.slice(Math.max(0, t.start - 30), t.start)));
  const start = rates.find((t) => t !== reset);
  const fixedYears = fixedYearsOf(text);
  if (!reset || !start || fixedYears === undefined) return null;
  // The amortization term: a years token that is not the fixed period.
  const longTerms = tokens.filter(
    (t) => (t.kind === 'years' || t.kind === 'months') && yearsOf(t) !== fixedYears && yearsOf(t) >= 10,
  );
  // "re-amortized over the remaining 25 years" restates what is left of the 30: not a second term.
  const terms = longTerms.filter(
    (t) => !longTerms.some((o) => Math.abs(yearsOf(o) - fixedYears - yearsOf(t)) < 1e-9),
  );
  if (terms.length !== 1) return null;
  const term = yearsOf(terms[0]!);
  if (!(fixedYears > 0 && fixedYears < term)) return null;
  const loan = loans[0]!.value;
  const before = monthlyPayment(loan, start.value, term);
  const balance = remainingBalance(loan, start.value, term, fixedYears * 12);
  const after = monthlyPayment(balance, reset.value, term - fixedYears);
  return {
    title: 'ARM payment before and after the reset',
    inputs: [
      `Loan: ${formatMoney(loan)} amortized over ${term} years`,
      `Start rate: ${formatPercent(start.value, 3)} for the first ${fixedYears} years`,
      `Rate after the reset: ${formatPercent(reset.value, 3)} for the remaining ${term - fixedYears} years`,
      ...fixedOffer.map(
        (t) =>
          `Fixed-rate offer: ${formatPercent(t.value, 3)} (the other loan compared, not part of these figures)`,
      ),
    ],
    results: [
      `Payment for the first ${fixedYears} years: **${formatMoney(before)}** a month`,
      `Balance at the reset: ${formatMoney(balance)} (principal paid down by then: ${formatMoney(loan - balance)})`,
      `Payment after the reset: **${formatMoney(after)}** a month (${after >= before ? '+' : '−'}${formatMoney(Math.abs(after - before))})`,
    ],
    method: `The balance after ${fixedYears * 12} payments, re-amortized at the new rate over the ${term - fixedYears} years left`,
  };
};

export const ARM_READERS: readonly Reader[] = [armReset];
