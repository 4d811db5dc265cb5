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

/** An amount paid on top of the payment every month ("an extra $200 at principal every month"). */
const EXTRA_BEFORE = /\b(?:extra|additional|another)\s*$/;
const EXTRA_AFTER =
  /^\s*(?:a month|per month|each month|every (?:single )?month|monthly|\/mo)?\s*(?:extra|more|additional|on top|towards?|at|to|into|in|of)\b/;

/** How long a loan takes, and the interest it costs, with a fixed extra each month. */
function payOffWithExtra(loan: number, rate: number, years: number, extra: number) {
  const payment = monthlyPayment(loan, rate, years);
  const r = rate / 12;
  let balance = loan;
  let months = 0;
  let interest = 0;
  while (balance > 0.005 && months < years * 12) {
    const due = balance * r;
    interest += due;
    balance = balance + due - Math.min(balance + due, payment + extra);
    months++;
  }
  return { payment, months, interest, interestWithout: payment * years * 12 - loan };
}

/**
 * "250k at 7% for 30 years; an extra $200 at principal every month: when is it paid off and how much
 * interest does that save?": the months to payoff and the interest saved, from every number stated.
 */
const extraEachMonth: Reader = ({ text, tokens }) => {
  if (!/\b(?:extra|additional|on top)\b/.test(text)) return null;
  if (TARGET.test(text)) return null; // the extra for a target payoff is the other reader's
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  // "300 extra each month": a small bare number is money here.
  const amounts = tokens.filter((t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 10));
  const extras = amounts.filter(
    (t) =>
      !loans.includes(t) &&
      (EXTRA_BEFORE.test(text.slice(Math.max(0, t.start - 14), t.start)) ||
        EXTRA_AFTER.test(text.slice(t.end, t.end + 30))),
  );
  const rates = percents(tokens);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (loans.length !== 1 || extras.length !== 1 || rates.length !== 1 || terms.length !== 1) return null;
  if (amounts.length !== 2) return null;
  // A yearly lump sum is another question; the extra must be a month's.
  const extra = extras[0]!;
  if (extra.period === 'yearly' || /\b(?:a|per|each) year|yearly|annual|once\b/.test(text)) return null;
  const [loan, rate, years] = [loans[0]!.value, rates[0]!.value, yearsOf(terms[0]!)];
  if (!(extra.value > 0 && extra.value < loan / 10)) return null;
  const run = payOffWithExtra(loan, rate, years, extra.value);
  const saved = years * 12 - run.months;
  return {
    title: 'Paying extra every month',
    inputs: [
      `Loan: ${formatMoney(loan)} at ${formatPercent(rate, 3)} over ${years} years (payment ${formatMoney(run.payment)} a month)`,
      `Extra toward principal: ${formatMoney(extra.value)} every month`,
    ],
    results: [
      `Paid off in **${run.months} months** (${Math.floor(run.months / 12)} years ${run.months % 12} months), ${saved} months sooner`,
      `Interest saved: **${formatMoney(run.interestWithout - run.interest)}** (${formatMoney(run.interest)} instead of ${formatMoney(run.interestWithout)})`,
    ],
    method: 'Each month the interest on the balance is charged and the payment plus the extra comes off it',
  };
};

export const PAYOFF_READERS: readonly Reader[] = [extraForTargetPayoff, extraEachMonth];
