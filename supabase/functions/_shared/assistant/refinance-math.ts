// A refinance judged from the payment the user makes now ("owe 298k, current p&i is 2,140/mo. new loan
// would be 6.1% 30 yr on the 298k with 7k closing costs"): the new loan's payment, the monthly saving
// and the months its costs take to earn back. The current rate is not needed when the current
// payment is stated. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { labelled, money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const CURRENT_PAYMENT =
  /\b(?:current(?:ly)?|existing|old|now|today|my)\s+(?:(?:monthly|mortgage|loan)\s+)?(?:p\s?&\s?i|p and i|principal and interest|payment|pay(?:ing)?)(?:\s+(?:is|of|at))?|\b(?:currently|now) pay(?:ing)?/;
const CLOSING = /\b(?:closing costs?|closing|costs? to (?:refinance|refi|close)|fees)\b/;

const refinanceFromCurrentPayment: Reader = ({ text, tokens }) => {
  if (!/\brefi|refinanc|break[- ]?even|new loan\b/.test(text)) return null;
  const amounts = money(tokens);
  const current = labelled(
    text,
    amounts.filter((t) => t.period !== 'yearly'),
    CURRENT_PAYMENT,
    ['money'],
    1,
  );
  if (!current) return null;
  const costs = labelled(text, amounts, CLOSING, ['money'], 1);
  const loans = amounts.filter((t) => t !== current && t !== costs && t.value >= 10000 && !t.period);
  // "on the 298k": the same balance said twice is one loan.
  const balances = [...new Set(loans.map((t) => t.value))];
  const rates = percents(tokens);
  if (!costs || balances.length !== 1 || rates.length !== 1) return null;
  if (amounts.some((t) => t !== current && t !== costs && !loans.includes(t))) return null;
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (terms.length > 1) return null;
  const [balance, rate] = [balances[0]!, rates[0]!.value];
  const years = terms[0] ? yearsOf(terms[0]) : 30;
  const newPayment = monthlyPayment(balance, rate, years);
  const saving = current.value - newPayment;
  const results = [
    `New payment: **${formatMoney(newPayment)}** a month (principal and interest)`,
    saving > 0
      ? `Monthly saving: **${formatMoney(saving)}**`
      : `No saving: the new payment is ${formatMoney(-saving)} a month more`,
  ];
  if (saving > 0)
    results.push(
      `Break-even: **${formatNumber(costs.value / saving, 1)} months** (${formatMoney(costs.value)} ÷ ${formatMoney(saving)})`,
    );
  return {
    title: 'Refinance break-even',
    inputs: [
      `Current payment: ${formatMoney(current.value)} a month`,
      `New loan: ${formatMoney(balance)} at ${formatPercent(rate, 3)} over ${years} years${terms[0] ? '' : ' (30 years assumed)'}`,
      `Closing costs: ${formatMoney(costs.value)}`,
    ],
    results,
    method:
      'New payment from the loan, rate and term; saving = current − new; break-even = closing costs ÷ saving. A new 30-year term also restarts the clock, so compare total interest too if you plan to stay.',
  };
};

export const REFINANCE_READERS: readonly Reader[] = [refinanceFromCurrentPayment];
