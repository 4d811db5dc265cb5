// What two homes' prices mean a month on the same loan terms: each one's principal and interest and
// how much more the dearer one costs ("house near work is 465k, one in the suburbs 420k, 10% down on
// either, 30 yr at 6.75, how much more per month is the closer one"). Part of quick-math (READERS
// there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

/** A gap a month is asked: "how much more per month", "difference in payment", "cost me a month". */
const ASKS_GAP =
  /\bhow much (?:more|less|higher|lower|extra|cheaper)\b|\bdifference\b|\b(?:more|less|extra|cheaper|higher|lower) (?:per|a|each) month\b|\bcompare(?:d)?\b|\b(?:vs\.?|versus)\b/;
const MONTHLY = /\b(?:per month|a month|monthly|each month|\/mo|payments?|p\s?&\s?i|p and i|mortgage)\b/;

/** The share down said once for both: "10% down on either", "putting 20% down". */
function downShareOf(text: string, tokens: readonly NumberToken[]): NumberToken | undefined {
  return percents([...tokens]).find(
    (t) =>
      /^\s*(?:down\b|dp\b)/.test(text.slice(t.end, t.end + 8)) ||
      /\bdown(?: payment)?(?: of| is)?\s*:?\s*$/.test(text.slice(Math.max(0, t.start - 20), t.start)),
  );
}

/** The same cash down on each: "60k down on either". */
function downAmountOf(text: string, tokens: readonly NumberToken[]): NumberToken | undefined {
  return money([...tokens]).find(
    (t) =>
      t.period === undefined &&
      (/^\s*down\b/.test(text.slice(t.end, t.end + 8)) ||
        /\bdown(?: payment)?(?: of| is)?\s*:?\s*$/.test(text.slice(Math.max(0, t.start - 20), t.start))),
  );
}

/** The two prices, rate and term of a payment gap asked between two homes, with the down payment. */
function twoHomesOnOneLoan(text: string, tokens: readonly NumberToken[]) {
  if (!ASKS_GAP.test(text) || !MONTHLY.test(text)) return null;
  // Rent, taxes or a rate per home would be another comparison; a budget or income another question.
  if (/\b(?:rent|tax(?:es)?|insurance|hoa|income|salary|make|earn|refi\w*|arm)\b/.test(text)) return null;
  const downShare = downShareOf(text, tokens);
  const downAmount = downAmountOf(text, tokens);
  // "how much more per month is a 600k house": no home's price is a month's, whatever the words
  // before it made of its period.
  const prices = money([...tokens]).filter((t) => t !== downAmount && t.value >= 50000);
  const rates = percents([...tokens]).filter((t) => t !== downShare);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (prices.length !== 2 || rates.length !== 1 || terms.length !== 1) return null;
  return { prices, rates, terms, downShare, downAmount };
}

/**
 * "house 465k vs 420k, 6.75 30 yr, how much more a month": the gap asked between two homes with no
 * down payment said. It is asked for (missing-amount.ts), never taken as one price less the other.
 */
export function twoHomesWithoutDown(text: string, tokens: readonly NumberToken[]): boolean {
  const homes = twoHomesOnOneLoan(text, tokens);
  return (
    homes !== null && !homes.downShare && !homes.downAmount && !/\bdown\b/.test(text) && tokens.length === 4
  );
}

export const paymentGapOfTwoHomes: Reader = ({ text, tokens }) => {
  const read = twoHomesOnOneLoan(text, tokens);
  if (!read) return null;
  const { prices, rates, terms, downShare, downAmount } = read;
  if ((downShare ? 1 : 0) + (downAmount ? 1 : 0) !== 1) return null;
  // Every number placed: the two prices, the down payment, the rate and the term.
  if (tokens.length !== 5) return null;
  const rate = rates[0]!.value;
  const years = yearsOf(terms[0]!);
  if (!(rate > 0 && rate < 0.2 && years >= 5 && years <= 40)) return null;
  const loanOf = (price: number) => (downShare ? price * (1 - downShare.value) : price - downAmount!.value);
  const homes = prices.map((p) => {
    const loan = loanOf(p.value);
    return { price: p.value, loan, payment: monthlyPayment(loan, rate, years) };
  });
  if (homes.some((h) => !(h.loan > 0))) return null;
  const [a, b] = homes as [(typeof homes)[number], (typeof homes)[number]];
  const [dearer, cheaper] = a.price >= b.price ? [a, b] : [b, a];
  const gap = dearer.payment - cheaper.payment;
  const down = downShare
    ? `${formatPercent(downShare.value)} down`
    : `${formatMoney(downAmount!.value)} down`;
  return {
    title: 'Two homes: the payment on each',
    inputs: [
      `Prices: ${formatMoney(a.price)} and ${formatMoney(b.price)}`,
      `Down payment: ${down} on either`,
      `Rate: ${formatPercent(rate, 3)} over ${years} years`,
    ],
    results: [
      ...homes.map(
        (h) =>
          `${formatMoney(h.price)} home: loan ${formatMoney(h.loan)}, P&I **${formatMoney(h.payment)}** a month`,
      ),
      `The ${formatMoney(dearer.price)} home costs **${formatMoney(gap)}** more a month (${formatMoney(gap * 12)} a year) in principal and interest`,
    ],
    method:
      'Each loan is the price less the down payment; its payment at the rate over the term; the difference is the dearer home’s payment less the other’s (taxes and insurance, which also differ with the price, are not included)',
  };
};
