// Taking over a seller's loan (rule 92): "seller has an assumable FHA loan, balance $268,000 at 3.125%
// with 25 years left, price 420k: my P&I on the assumed loan and what I cover on top?" The payment is
// the balance amortized over the years left at the loan's own rate; the gap is the price less the
// balance, paid in cash or with a second loan. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const ASSUMED = /\bassum(?:e|ed|es|able|ing|ption)\b/;
/** "price is 420k", "listed at 420k", "for 420k": the price paid for the home. */
const PRICE_BEFORE =
  /\b(?:price(?:\s+is)?|priced at|listed(?:\s+at)?|asking(?:\s+price)?(?:\s+is)?|sale price(?:\s+is)?|buy(?:ing)? (?:it|the house|the home) for|for)\s*(?:of\s+)?$/;

const assumedLoan: Reader = ({ text, tokens }) => {
  if (!ASSUMED.test(text)) return null;
  const amounts = money(tokens).filter((t) => !t.period);
  const rates = percents(tokens);
  const spans = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (amounts.length !== 2 || money(tokens).length !== 2 || rates.length !== 1 || spans.length !== 1)
    return null;
  const price = amounts.find((t) => PRICE_BEFORE.test(text.slice(Math.max(0, t.start - 25), t.start)));
  const balance = amounts.find((t) => t !== price);
  if (!price || !balance || balance.value >= price.value || balance.value < 10000) return null;
  const years = yearsOf(spans[0]!);
  const rate = rates[0]!.value;
  if (!(years > 0 && years <= 40 && rate > 0 && rate < 0.2)) return null;
  const payment = monthlyPayment(balance.value, rate, years);
  const gap = price.value - balance.value;
  return {
    title: 'Assuming the seller’s loan',
    inputs: [
      `Price: ${formatMoney(price.value)}`,
      `Loan assumed: ${formatMoney(balance.value)} at ${formatPercent(rate, 3)} with ${years} years left`,
    ],
    results: [
      `Principal & interest on the assumed loan: **${formatMoney(payment)}** a month`,
      `To cover on top of the loan (cash or a second loan): **${formatMoney(gap)}** (${formatMoney(price.value)} − ${formatMoney(balance.value)}), before closing costs`,
    ],
    method: `${formatMoney(balance.value)} amortized over the ${years} years left at ${formatPercent(rate, 3)}; taxes, insurance and any mortgage insurance the loan carries are on top`,
  };
};

export const ASSUMABLE_LOAN_READERS: readonly Reader[] = [assumedLoan];
