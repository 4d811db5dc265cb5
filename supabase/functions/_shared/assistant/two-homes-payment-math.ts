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
/**
 * The price gap itself is asked too: "premium in $ and %", "how much more is it in percent", "price
 * difference". Shown beside the payments, in dollars and as a share of the cheaper price (rule 70).
 */
const ASKS_PREMIUM =
  /\bpremium\b|\bprice (?:gap|difference)\b|\bdifference in (?:the )?prices?\b|\bin (?:\$|dollars)(?: and| &|\/)? (?:in )?(?:%|percent)|\b(?:%|percent(?:age)?) (?:more|higher|dearer|pricier|difference|gap)\b|\bhow much (?:more|pricier|dearer) (?:in )?(?:%|percent)/;
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
      ...(ASKS_PREMIUM.test(text) ? [premiumLine(dearer.price, cheaper.price)] : []),
    ],
    method:
      'Each loan is the price less the down payment; its payment at the rate over the term; the difference is the dearer home’s payment less the other’s (taxes and insurance, which also differ with the price, are not included)',
  };
};

/** The dearer price's premium over the cheaper one, in dollars and as a share of the cheaper price. */
function premiumLine(dearer: number, cheaper: number): string {
  const premium = dearer - cheaper;
  return `Price premium: **${formatMoney(premium)}** (${formatMoney(dearer)} − ${formatMoney(cheaper)}), **${formatPercent(premium / cheaper)}** of the cheaper ${formatMoney(cheaper)}`;
}

/** A percentage is a home's tax rate when "tax" stands right by it ("at 2.3% tax", "tax rate 0.9%"). */
function isTaxRate(text: string, t: NumberToken, tokens: readonly NumberToken[]): boolean {
  // Only the words of its own clause up to its neighbours: "(tax rate 1.8%), 10% down, 6.5%" gives the
  // 6.5% none.
  const before = tokens.filter((o) => o.end <= t.start).at(-1)?.end ?? 0;
  const after = tokens.find((o) => o.start >= t.end)?.start ?? text.length;
  const lead =
    text
      .slice(Math.max(before, t.start - 28), t.start)
      .split(/[,;]\s/)
      .pop() ?? '';
  const tail = text.slice(t.end, Math.min(after, t.end + 16)).split(/[,;]\s/)[0] ?? '';
  return /\btax(?:es)?\b/.test(`${lead} ${tail}`);
}

/**
 * "house A is 450k at a 1.1% tax rate, house B 420k at 2.3%, 20% down on either, 30 yr at 6.75": each
 * home's P&I plus its property tax a month (price × its effective rate ÷ 12), and the difference
 * (rule 57). Each tax rate belongs to the price stated just before it.
 */
export const paymentAndTaxOfTwoHomes: Reader = ({ text, tokens }) => {
  if (!MONTHLY.test(text) || !/\btax(?:es)?\b/.test(text)) return null;
  if (!ASKS_GAP.test(text) && !/\beach\b|\bboth\b|\bfor (?:either|each) (?:one|home|house)\b/.test(text))
    return null;
  if (/\b(?:rent|insurance|hoa|income|salary|earn|refi\w*|arm|pmi)\b/.test(text)) return null;
  const downShare = downShareOf(text, tokens);
  const downAmount = downAmountOf(text, tokens);
  if ((downShare ? 1 : 0) + (downAmount ? 1 : 0) !== 1) return null;
  const prices = money([...tokens]).filter((t) => t !== downAmount && t.value >= 50000 && !t.period);
  const others = percents([...tokens]).filter((t) => t !== downShare);
  const taxRates = others.filter((t) => isTaxRate(text, t, tokens));
  const loanRates = others.filter((t) => !taxRates.includes(t));
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (prices.length !== 2 || taxRates.length !== 2 || loanRates.length !== 1 || terms.length !== 1)
    return null;
  if (tokens.length !== 7) return null;
  // Each tax rate goes with the price stated just before it (and after the other price).
  const owner = taxRates.map((r) => prices.filter((p) => p.end <= r.start).at(-1));
  if (!owner[0] || !owner[1] || owner[0] === owner[1]) return null;
  const rate = loanRates[0]!.value;
  const years = yearsOf(terms[0]!);
  if (!(rate > 0 && rate < 0.2 && years >= 5 && years <= 40)) return null;
  if (taxRates.some((t) => !(t.value > 0 && t.value < 0.06))) return null;
  const homes = taxRates.map((taxRate, i) => {
    const price = owner[i]!.value;
    const loan = downShare ? price * (1 - downShare.value) : price - downAmount!.value;
    const payment = monthlyPayment(loan, rate, years);
    const tax = (price * taxRate.value) / 12;
    return { price, loan, payment, taxRate: taxRate.value, tax, total: payment + tax };
  });
  if (homes.some((h) => !(h.loan > 0))) return null;
  const [a, b] = homes as [(typeof homes)[number], (typeof homes)[number]];
  const [dearer, cheaper] = a.total >= b.total ? [a, b] : [b, a];
  const gap = dearer.total - cheaper.total;
  const down = downShare
    ? `${formatPercent(downShare.value)} down`
    : `${formatMoney(downAmount!.value)} down`;
  return {
    title: 'Two homes: P&I plus property tax on each',
    inputs: [
      ...homes.map(
        (h) =>
          `${formatMoney(h.price)} home, property tax ${formatPercent(h.taxRate, 3)} of the price a year`,
      ),
      `Down payment: ${down} on either`,
      `Rate: ${formatPercent(rate, 3)} over ${years} years`,
    ],
    results: [
      ...homes.map(
        (h) =>
          `${formatMoney(h.price)} home: loan ${formatMoney(h.loan)}, P&I ${formatMoney(h.payment)} + tax ${formatMoney(h.tax)} (${formatMoney(h.price)} × ${formatPercent(h.taxRate, 3)} ÷ 12) = **${formatMoney(h.total)}** a month`,
      ),
      `The ${formatMoney(dearer.price)} home costs **${formatMoney(gap)}** more a month (${formatMoney(gap * 12)} a year) in P&I and property tax`,
      ...(ASKS_PREMIUM.test(text)
        ? [premiumLine(Math.max(a.price, b.price), Math.min(a.price, b.price))]
        : []),
    ],
    method:
      'Each loan is the price less the down payment; P&I at the rate over the term; tax = price × its effective rate ÷ 12 (insurance, which also differs, is not included)',
  };
};
