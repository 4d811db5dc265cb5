// What two homes' prices mean a month on the same loan terms: each one's principal and interest and
// how much more the dearer one costs ("house near work is 465k, one in the suburbs 420k, 10% down on
// either, 30 yr at 6.75, how much more per month is the closer one"). Part of quick-math (READERS
// there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { labelMentions, labelledParts } from './option-labels.ts';
import { monthly, money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

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

/** Words that make a figure the same for both homes: "for both", "on either one", "either way". */
const SHARED =
  /\b(?:for both|on both|for either|on either|either one|either way|both homes|both houses|each one)\b/;
const INSURANCE_WORD = /\b(?:insurance|homeowners?'?s?|hazard)\b/;
const HOA_WORD = /\b(?:hoa|association|condo fees?|dues)\b/;

/**
 * "House A: $389,000, tax 1.1% of the price, no HOA. House B: $375,000, tax 2.3% a year, plus a
 * $95/month HOA. 20% down on either at 6.5%, 30-year, insurance $1,400 a year for both: the full
 * payment for each?" (rule 92). Each named home's own price, property tax (a rate of its price or an
 * amount) and HOA; the down payment, rate, term and insurance are said once for both. Each home's
 * P&I + tax + insurance + HOA a month, and the difference.
 */
export const fullPaymentOfTwoHomes: Reader = ({ text, tokens: said }) => {
  let tokens = said;
  if (!MONTHLY.test(text) || !/\btax(?:es)?\b/.test(text) || !INSURANCE_WORD.test(text)) return null;
  if (/\b(?:rent|income|salary|earn|refi\w*|arm|pmi|mip)\b/.test(text)) return null;
  const parts = labelledParts(text);
  if (!parts || parts.length !== 2) return null;
  // "Home 1", "house 2": the names' numbers are no amounts.
  const names = labelMentions(text, parts);
  tokens = tokens.filter((t) => !names.some((n) => t.start >= n.start && t.end <= n.end));
  const downShare = downShareOf(text, tokens);
  const downAmount = downAmountOf(text, tokens);
  if ((downShare ? 1 : 0) + (downAmount ? 1 : 0) !== 1) return null;
  const words = (t: NumberToken) => text.slice(Math.max(0, t.start - 30), t.end + 25);
  const before = (t: NumberToken) => text.slice(Math.max(0, t.start - 30), t.start);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const insurance = money([...tokens]).filter(
    (t) => INSURANCE_WORD.test(words(t)) && !HOA_WORD.test(before(t)),
  );
  const taxRates = percents([...tokens]).filter((t) => t !== downShare && /\btax/.test(before(t)));
  const loanRates = percents([...tokens]).filter((t) => t !== downShare && !taxRates.includes(t));
  if (terms.length !== 1 || loanRates.length !== 1 || insurance.length !== 1) return null;
  // Insurance said once is for both homes only when the words say so, or when it stands outside them.
  const ins = insurance[0]!;
  const insideA = ins.start >= parts[0]!.start && ins.start < parts[0]!.end;
  if (insideA && !SHARED.test(text)) return null;
  const shared = new Set<NumberToken>([
    ...terms,
    ...loanRates,
    ins,
    ...(downShare ? [downShare] : []),
    ...(downAmount ? [downAmount] : []),
  ]);
  const homes = parts.map((part) => {
    const own = tokens.filter((t) => t.start >= part.start && t.start < part.end && !shared.has(t));
    const price = own.find((t) => t.kind === 'money' && !t.period && t.value >= 50000);
    const taxRate = own.find((t) => taxRates.includes(t));
    const taxAmount = own.find((t) => t.kind === 'money' && t !== price && /\btax/.test(words(t)));
    const hoa = own.find(
      (t) => t.kind === 'money' && t !== price && t !== taxAmount && HOA_WORD.test(words(t)),
    );
    const placed = [price, taxRate, taxAmount, hoa].filter(Boolean);
    return { name: part.name, price, taxRate, taxAmount, hoa, complete: placed.length === own.length };
  });
  if (homes.some((h) => !h.price || !h.complete || (h.taxRate ? 1 : 0) + (h.taxAmount ? 1 : 0) !== 1))
    return null;
  // Every number is a home's own or said for both.
  const placedCount = homes.reduce(
    (n, h) => n + [h.price, h.taxRate, h.taxAmount, h.hoa].filter(Boolean).length,
    0,
  );
  if (placedCount + shared.size !== tokens.length) return null;
  const rate = loanRates[0]!.value;
  const years = yearsOf(terms[0]!);
  if (!(rate > 0 && rate < 0.2 && years >= 5 && years <= 40)) return null;
  const insMonth = monthly(ins.period ? ins : { ...ins, period: 'yearly' });
  const worked = homes.map((h) => {
    const price = h.price!.value;
    const loan = downShare ? price * (1 - downShare.value) : price - downAmount!.value;
    const payment = monthlyPayment(loan, rate, years);
    const tax = h.taxRate
      ? (price * h.taxRate.value) / 12
      : monthly(h.taxAmount!.period ? h.taxAmount! : { ...h.taxAmount!, period: 'yearly' });
    const hoa = h.hoa ? monthly(h.hoa.period ? h.hoa : { ...h.hoa, period: 'monthly' }) : 0;
    return {
      name: h.name,
      price,
      loan,
      payment,
      tax,
      hoa,
      total: payment + tax + insMonth + hoa,
      taxRate: h.taxRate?.value,
    };
  });
  if (worked.some((h) => !(h.loan > 0))) return null;
  const [a, b] = worked as [(typeof worked)[number], (typeof worked)[number]];
  const [dearer, cheaper] = a.total >= b.total ? [a, b] : [b, a];
  return {
    title: 'Two homes: the full monthly payment of each',
    inputs: [
      ...worked.map(
        (h) =>
          `${h.name}: ${formatMoney(h.price)}, property tax ${h.taxRate !== undefined ? `${formatPercent(h.taxRate, 3)} of the price a year` : `${formatMoney(h.tax * 12)} a year`}, HOA ${h.hoa ? `${formatMoney(h.hoa)} a month` : 'none'}`,
      ),
      `Down payment: ${downShare ? formatPercent(downShare.value) : formatMoney(downAmount!.value)} on either`,
      `Rate: ${formatPercent(rate, 3)} over ${years} years`,
      `Insurance: ${formatMoney(insMonth * 12)} a year on either (${formatMoney(insMonth)} a month)`,
    ],
    results: [
      ...worked.map(
        (h) =>
          `${h.name}: P&I ${formatMoney(h.payment)} (loan ${formatMoney(h.loan)}) + tax ${formatMoney(h.tax)} + insurance ${formatMoney(insMonth)}${h.hoa ? ` + HOA ${formatMoney(h.hoa)}` : ''} = **${formatMoney(h.total)}** a month`,
      ),
      `${dearer.name} costs **${formatMoney(dearer.total - cheaper.total)}** more a month (${formatMoney((dearer.total - cheaper.total) * 12)} a year)`,
    ],
    method: `Each loan is the price less the down payment; P&I at the rate over the term; tax, insurance and HOA a month added${worked.some((h) => h.loan > h.price * 0.8 + 1e-6) ? '. Under 20% down a lender adds mortgage insurance, which you did not give, so it is not included' : ''}`,
  };
};
