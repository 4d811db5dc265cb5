// A temporary buydown's cost, with every number stated ("what does a 2-1 buydown cost on a 400k loan
// at 7% 30yr?"): the rate is bought down by 2 points the first year and 1 the second (3-2-1: three
// years; 1-0: one), and the cost is the payments given up, which a fund at closing pays: the sum of
// each year's full payment less its reduced one, times twelve. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const TEMPORARY = /\b([1-3])\s?[-/]\s?([0-2])(?:\s?[-/]\s?([01]))?\s*(?:temporary\s+)?buy\s?-?downs?\b/;

const temporaryBuydown: Reader = ({ text, tokens }) => {
  const plan = TEMPORARY.exec(text);
  if (!plan) return null;
  // "2-1": 2 points off in year 1, 1 in year 2; "3-2-1"; "1-0": one year.
  const steps = [plan[1], plan[2], plan[3]]
    .filter((s) => s !== undefined)
    .map(Number)
    .filter((n) => n > 0);
  const loans = money(tokens).filter((t) => t.value >= 10000 && !t.period);
  const rates = percents(tokens);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (loans.length !== 1 || money(tokens).length !== 1 || rates.length !== 1 || terms.length > 1) return null;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  const years = terms[0] ? yearsOf(terms[0]) : 30;
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
