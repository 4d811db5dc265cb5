// A temporary buydown's cost, with every number stated ("what does a 2-1 buydown cost on a 400k loan
// at 7% 30yr?"): the rate is bought down by 2 points the first year and 1 the second (3-2-1: three
// years; 1-0: one), and the cost is the payments given up, which a fund at closing pays: the sum of
// each year's full payment less its reduced one, times twelve. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const PLAN = '([1-3])\\s?[-/:]\\s?([0-2])(?:\\s?[-/:]\\s?([01]))?';
const BUYDOWN = '(?:temporary\\s+|temp\\s+)?buy\\s?-?downs?';
/** "2-1 buydown", "3/2/1 temp buydown", and the other way round: "buydown 2-1", "buy down of 3-2-1". */
const TEMPORARY_BEFORE = new RegExp(`\\b${PLAN}\\s*${BUYDOWN}\\b`);
const TEMPORARY_AFTER = new RegExp(`\\b${BUYDOWN}\\s+(?:of\\s+|a\\s+|an?\\s+)?${PLAN}(?![\\d.%])`);

/** The points off each year: "2-1" is [2, 1], "3-2-1" [3, 2, 1], "1-0" [1]; null without a plan. */
function buydownSteps(text: string): number[] | null {
  const plan = TEMPORARY_BEFORE.exec(text) ?? TEMPORARY_AFTER.exec(text);
  if (!plan) return null;
  const steps = [plan[1], plan[2], plan[3]].filter((s) => s !== undefined).map(Number);
  // Each year one point less than the one before, down to 0: "2-1", "3-2-1", "1-0" (never "2-0").
  if (steps.some((n, i) => i > 0 && n !== steps[i - 1]! - 1)) return null;
  return steps.filter((n) => n > 0);
}

const temporaryBuydown: Reader = ({ text, tokens }) => {
  const steps = buydownSteps(text);
  if (!steps || steps.length === 0) return null;
  // "price 450k, 20% down": the loan is the price less the down payment.
  const down = tokens.find(
    (t) =>
      (t.kind === 'percent' || (t.kind === 'money' && !t.period)) &&
      /^\s*down\b/.test(text.slice(t.end, t.end + 8)),
  );
  const loans = money(tokens).filter((t) => t.value >= 10000 && !t.period && t !== down);
  const rates = percents(tokens).filter((t) => t !== down);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const amounts = money(tokens).filter((t) => t !== down);
  // The same term said twice ("30-year … over 30 years") is one term, and the buydown's own span
  // ("over the 24 months" of a 2-1) is no loan term.
  const termValues = new Set(terms.map((t) => yearsOf(t)).filter((y) => y !== steps.length));
  // The loan restated ("$500,000 … on the full $500k") is one amount.
  const amountValues = new Set(amounts.map((t) => t.value));
  const loanValues = new Set(loans.map((t) => t.value));
  if (loanValues.size !== 1 || amountValues.size !== 1 || rates.length === 0 || termValues.size > 1)
    return null;
  const price = loans[0]!.value;
  const loan = down ? price - (down.kind === 'percent' ? price * down.value : down.value) : price;
  if (!(loan > 0)) return null;
  // The note rate is the highest; "year 1 at 5% and year 2 at 6%" may restate the bought-down rates,
  // which must then be the plan's.
  const rate = Math.max(...rates.map((t) => t.value));
  const bought = rates.filter((t) => t.value !== rate);
  if (
    rates.filter((t) => t.value === rate).length > 1 ||
    bought.some((t) => !steps.some((k) => Math.abs(rate - k / 100 - t.value) < 1e-9))
  )
    return null;
  const years = [...termValues][0] ?? 30;
  if (steps.some((k) => rate - k / 100 <= 0)) return null;
  const full = monthlyPayment(loan, rate, years);
  const rows = steps.map((k, i) => {
    const reduced = monthlyPayment(loan, rate - k / 100, years);
    return { year: i + 1, rate: rate - k / 100, payment: reduced, cost: (full - reduced) * 12 };
  });
  const total = rows.reduce((sum, r) => sum + r.cost, 0);
  return {
    title: `${steps.join('-')}${steps.length === 1 ? '-0' : ''} temporary buydown`,
    inputs: [
      ...(down
        ? [
            `Price: ${formatMoney(price)}, ${down.kind === 'percent' ? `${formatPercent(down.value)} down` : `${formatMoney(down.value)} down`}`,
          ]
        : []),
      `Loan: ${formatMoney(loan)} at ${formatPercent(rate, 3)} over ${years} years${terms[0] ? '' : ' (assumed)'}`,
      `Full payment: ${formatMoney(full)} a month`,
    ],
    results: [
      ...rows.map(
        (r) =>
          `Year ${r.year}: ${formatPercent(r.rate, 3)}, ${formatMoney(r.payment)} a month (${formatMoney(r.cost)} less over the year)`,
      ),
      `Cost of the buydown: **${formatMoney(total)}**, paid into a fund at closing (often by the seller or builder as a concession)`,
      `From year ${steps.length + 1}: the full ${formatMoney(full)} a month`,
    ],
    method: "Each year's full payment less its bought-down payment, times 12, added up",
  };
};

export const BUYDOWN_READERS: readonly Reader[] = [temporaryBuydown];
