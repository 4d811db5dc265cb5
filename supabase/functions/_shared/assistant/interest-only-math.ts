// An interest-only payment, with every number stated ("interest only on 2.4M at 7.1%, whats
// monthly"): the loan times the rate, a twelfth a month, with no principal paid; and, when the
// interest-only years and the loan's term are both given, the payment once it starts to amortize.
// Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

// "(principal + interest only)" asks for P&I alone, not an interest-only loan.
const INTEREST_ONLY =
  /(?<!\b(?:principal|p)\s?(?:and|&|\+|plus)\s?)\binterest[- ]only\b|\bi\/o (?:loan|period|payments?)\b|\bio (?:loan|period|payments?)\b/;

const interestOnlyPayment: Reader = ({ text, tokens }) => {
  if (!INTEREST_ONLY.test(text)) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && !t.period);
  const rates = percents(tokens);
  if (loans.length !== 1 || rates.length !== 1 || money(tokens).length !== 1) return null;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  if (!(rate > 0 && rate < 0.3)) return null;
  const payment = (loan * rate) / 12;
  // "10 years interest only, then amortizing over 20", "io for 5 yrs on a 30 yr loan".
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months').map(yearsOf);
  const overBare = /\bamortiz\w* (?:over|for) (\d{1,2})\b(?!\s*(?:years?|yrs?|months?))/.exec(text);
  if (overBare) terms.push(Number(overBare[1]));
  if (terms.length > 2) return null;
  const inputs = [`Loan: ${formatMoney(loan)}`, `Rate: ${formatPercent(rate, 3)}`];
  const results = [
    `Interest-only payment: **${formatMoney(payment)}** a month (${formatMoney(payment * 12)} a year)`,
    `Principal paid meanwhile: none; the balance stays ${formatMoney(loan)}`,
  ];
  let after = '';
  if (terms.length === 2) {
    const ioYears = Math.min(...terms);
    const thenAmortizing = /\bthen (?:amortiz\w*|principal and interest|p\s?&\s?i)(?: (?:over|for))? \d/.test(
      text,
    )
      ? Math.max(...terms)
      : Math.max(...terms) - ioYears;
    if (thenAmortizing > 0) {
      const later = monthlyPayment(loan, rate, thenAmortizing);
      inputs.push(
        `Interest-only period: ${ioYears} years`,
        thenAmortizing === Math.max(...terms)
          ? `Then amortizing over: ${thenAmortizing} years`
          : `Loan term: ${Math.max(...terms)} years (${thenAmortizing} left to amortize)`,
      );
      results.push(
        `After ${ioYears} interest-only years it amortizes over ${thenAmortizing}: **${formatMoney(later)}** a month`,
      );
      after = `; then ${formatMoney(loan)} over ${thenAmortizing} years at ${formatPercent(rate, 3)}`;
    }
  }
  return {
    title: 'Interest-only payment',
    inputs,
    results,
    method: `${formatMoney(loan)} × ${formatPercent(rate, 3)} ÷ 12${after}`,
  };
};

export const INTEREST_ONLY_READERS: readonly Reader[] = [interestOnlyPayment];
