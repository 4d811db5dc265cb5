// Paying a loan off sooner, with every number stated: the extra each month that clears it in a target
// number of years ("I owe 250k at 6% on a new 30-year loan; how much extra a month to pay it off in 20
// years?"). Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

/** "to have it paid off in 20 years", "payoff in 15 yrs", "done in 12 years instead". */
const TARGET =
  /\b(?:(?:paid|pays?|paying) (?:it |this |that |the (?:loan|mortgage|balance|house) )?off|payoff|done|gone|cleared|finished|debt[- ]free|mortgage[- ]free)\s+(?:in|within|after)\s+(\d{1,2})\s*(?:years?|yrs?)\b|\bin (\d{1,2})\s*(?:years?|yrs?) instead\b/;

const extraForTargetPayoff: Reader = ({ text, tokens }) => {
  if (!/\b(?:extra|additional|more|add(?:ed)?)\b/.test(text)) return null;
  const target = TARGET.exec(text);
  if (!target) return null;
  const targetYears = Number(target[1] ?? target[2]);
  const terms = tokens.filter(
    (t) =>
      (t.kind === 'years' || t.kind === 'months') &&
      (t.start < target.index || t.start >= target.index + target[0].length),
  );
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  if (terms.length !== 1 || loans.length !== 1 || rates.length !== 1 || money(tokens).length !== 1)
    return null;
  // The stated term is what is left: a loan years into its term says so ("25 years left").
  const term = yearsOf(terms[0]!);
  if (!(targetYears > 0 && targetYears < term)) return null;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  const now = monthlyPayment(loan, rate, term);
  const needed = monthlyPayment(loan, rate, targetYears);
  const interest = (payment: number, years: number) => payment * years * 12 - loan;
  return {
    title: `Paying it off in ${targetYears} years`,
    inputs: [
      `Balance: ${formatMoney(loan)} at ${formatPercent(rate, 3)}`,
      `Years left on the loan: ${term} (payment ${formatMoney(now)} a month)`,
      `Target: paid off in ${targetYears} years`,
    ],
    results: [
      `Payment that clears it in ${targetYears} years: ${formatMoney(needed)} a month`,
      `Extra each month: **${formatMoney(needed - now)}**`,
      `Interest saved: ${formatMoney(interest(now, term) - interest(needed, targetYears))}`,
    ],
    method: `The payment for ${targetYears} years at the same rate, minus today's payment for ${term} years`,
  };
};

export const PAYOFF_READERS: readonly Reader[] = [extraForTargetPayoff];
