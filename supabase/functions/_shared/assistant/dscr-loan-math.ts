// An investor's DSCR and non-QM loan figures (docs/assistant.md rule 108): the down payment and the
// points on a purchase sized by the lender's LTV, the reserves a lender asks for (months of PITIA plus
// a share of the other financed balances), and an interest-only loan's payment and DSCR. Each reader
// names every number the question writes by the words in its own clause, else it answers nothing and
// the question is asked. Part of quick-math (READERS there, through self-employed-investor-readers.ts).
import { formatAmount, formatMoney, formatNumber, formatRate } from './format.ts';
import { countOf, COUNT_WORDS } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, monthly, wordsBefore, type Reader, type Span } from './quick-math-reading.ts';

/** The words naming a number: back to the number or sentence break before it, at most 60 characters. */
export const nameOf = (text: string, tokens: readonly NumberToken[], t: NumberToken): string =>
  (
    wordsBefore(text, tokens, t, 60)
      .split(/[.;!?]\s|:\s*$/)
      .pop() ?? ''
  ).toLowerCase();

/** "2 points", "two discount points", "1.5 pts of origination": a fee in points (1 point = 1%). */
const POINTS = new RegExp(
  `(?<![\\d.$])(\\d+(?:\\.\\d+)?|${COUNT_WORDS})\\s+(?:(?:discount|origination|loan)\\s+)?(?:points?|pts)\\b`,
);
/** The lender's largest loan-to-value: "max 75% LTV", "75 percent loan to value", "LTV of 80%". */
const LTV_AFTER = /^\s*(?:ltv|cltv|loan[- ]to[- ]value|financing)\b/;
const LTV_BEFORE = /\b(?:ltv|loan[- ]to[- ]value)(?:\s+(?:is|of|at|max|maximum|up to|=|:))*\s*$/;
const DOWN_AFTER = /^\s*down\b/;

/**
 * "DSCR purchase at $420k, lender max 75% LTV, origination is 2 points on the loan amount": loan =
 * price × LTV, down = price − loan, points = loan × the points (of the price only when said so).
 */
export const downPaymentAndPoints: Reader = ({ text, tokens }) => {
  const points = POINTS.exec(text);
  if (!points || !/\bpoints?\b|\bpts\b/.test(text.slice(points.index + points[0].length))) return null;
  if (!/\b(?:how much|what)\b/.test(text) || !/\bdown\b/.test(text)) return null;
  const prices = tokens.filter((t) => t.kind === 'money' && t.period === undefined);
  const shares = tokens.filter((t) => t.kind === 'percent');
  if (prices.length !== 1 || shares.length !== 1 || tokens.length !== 2) return null;
  const price = prices[0]!;
  const share = shares[0]!;
  if (!/\b(?:purchase|price|buy(?:ing)?|at|for|costs?|listed|asking)\b/.test(nameOf(text, tokens, price)))
    return null;
  const after = text.slice(share.end, share.end + 30);
  const ltv = LTV_AFTER.test(after) || LTV_BEFORE.test(nameOf(text, tokens, share));
  const down = DOWN_AFTER.test(after);
  if (ltv === down || !(share.value > 0 && share.value < 1)) return null;
  const loanShare = ltv ? share.value : 1 - share.value;
  const pts = countOf(points[1]!);
  if (!(pts > 0 && pts <= 5)) return null;
  // "2 points on the price": the points' base only when the words name it; else the loan, as lenders do.
  const ofPrice = /^\s*(?:\w+\s+){0,2}(?:on|of)\s+(?:the\s+)?(?:purchase\s+)?price\b/.test(
    text.slice(points.index + points[0].length, points.index + points[0].length + 30),
  );
  const pointsSpan: Span = { start: points.index, end: points.index + points[0].length };
  if (!everyNumberPlaced(text, [price, share, pointsSpan])) return null;
  const loan = price.value * loanShare;
  const base = ofPrice ? price.value : loan;
  const fee = (base * pts) / 100;
  return {
    title: 'Down payment and points',
    inputs: [
      `Price: ${formatAmount(price.value)}`,
      ltv ? `Lender's maximum LTV: ${formatRate(share.value)}` : `Down payment: ${formatRate(share.value)}`,
      `Points: ${formatNumber(pts)} (${formatNumber(pts)}% of the ${ofPrice ? 'price' : 'loan amount'})`,
    ],
    results: [
      `Loan: ${formatAmount(price.value)} × ${formatRate(loanShare)} = **${formatMoney(loan)}**`,
      `Down payment: ${formatAmount(price.value)} − ${formatMoney(loan)} = **${formatMoney(price.value - loan)}**`,
      `Points: ${formatMoney(base)} × ${formatNumber(pts)}% = **${formatMoney(fee)}**`,
      `Down payment and points together: ${formatMoney(price.value - loan + fee)} (before other closing costs)`,
    ],
    method: 'Loan = price × the LTV; down payment = price − loan; each point is 1% of the loan amount',
  };
};

/** "6 months of PITIA", "six months' PITI reserves", "12 months of payments". */
const RESERVE_MONTHS = new RegExp(
  `(?<![\\d.$])(\\d{1,2}|${COUNT_WORDS})\\s*(?:months?'?|mos?)\\s+(?:of\\s+)?(?:the\\s+)?(?:pitia|piti|payments?|p&i|housing payments?|mortgage payments?)\\b`,
);

/**
 * "6 months of PITIA on the subject (PITIA is $2,375) plus 2% of the unpaid balance on my two other
 * financed rentals, balances $210,000 and $184,000": months × the PITIA, each other balance × the share.
 */
export const reservesRequired: Reader = ({ text, tokens }) => {
  if (!/\breserves?\b/.test(text)) return null;
  const months = RESERVE_MONTHS.exec(text);
  if (!months) return null;
  const n = countOf(months[1]!);
  const monthSpan: Span = { start: months.index, end: months.index + months[0].length };
  const rest = tokens.filter((t) => t.end <= monthSpan.start || t.start >= monthSpan.end);
  const payments = rest.filter(
    (t) =>
      t.kind === 'money' &&
      t.period !== 'yearly' &&
      /\b(?:pitia|piti|payment|p&i)\b/.test(nameOf(text, tokens, t)) &&
      t.value < 20_000,
  );
  if (payments.length !== 1) return null;
  const payment = payments[0]!;
  const shares = rest.filter((t) => t.kind === 'percent');
  const balances = rest.filter((t) => t.kind === 'money' && t !== payment);
  if (shares.length > 1 || rest.length !== 1 + shares.length + balances.length) return null;
  const share = shares[0];
  if (share) {
    // The share is of the other balances, each named after it ("balances $210,000 and $184,000").
    if (
      !/^\s*(?:of|on)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:unpaid\s+|outstanding\s+|loan\s+)?balances?\b/.test(
        text.slice(share.end, share.end + 40),
      )
    )
      return null;
    if (balances.length === 0 || balances.some((b) => b.start < share.end || b.value < 10_000)) return null;
  } else if (balances.length > 0) return null;
  if (!everyNumberPlaced(text, [monthSpan, ...rest])) return null;
  const subject = n * monthly(payment);
  const others = balances.map((b) => b.value * (share?.value ?? 0));
  const total = subject + others.reduce((a, b) => a + b, 0);
  return {
    title: 'Reserves the lender requires',
    inputs: [
      `Months of payment: ${n}`,
      `Payment (PITIA) on the property financed: ${formatAmount(monthly(payment))} a month`,
      ...(share
        ? [
            `Share of the other financed balances: ${formatRate(share.value)}`,
            ...balances.map((b, i) => `Other balance ${i + 1}: ${formatAmount(b.value)}`),
          ]
        : []),
    ],
    results: [
      `Reserves on the subject property: ${n} × ${formatAmount(monthly(payment))} = **${formatMoney(subject)}**`,
      ...balances.map(
        (b, i) =>
          `On other balance ${i + 1}: ${formatAmount(b.value)} × ${formatRate(share!.value)} = **${formatMoney(others[i]!)}**`,
      ),
      ...(balances.length > 1
        ? [`On the other properties together: **${formatMoney(others.reduce((a, b) => a + b, 0))}**`]
        : []),
      `Total reserves: **${formatMoney(total)}**`,
    ],
    method:
      'Reserves = months × the monthly PITIA, plus the stated share of each other financed balance; the lender checks them in liquid assets after closing',
  };
};

const INTEREST_ONLY = /\binterest[- ]only\b|\bi\/?o\b(?= (?:loan|payment|period|dscr|mortgage|note))/;
const RENT = /\brents?\b|\brental income\b|\bleases? (?:for|at)\b/;
const CARRY = /\b(?:taxes|tax|insurance|t&i|ti|hoa|dues|pitia? costs?)\b/;

/** An interest-only loan's monthly payment: the loan × the yearly rate ÷ 12. */
export const interestOnlyPayment = (loan: number, rate: number): number => (loan * rate) / 12;

/**
 * "interest-only DSCR loan, $300k at 7.5%, rent $2,700/mo, taxes+insurance $390/mo": the IO payment
 * = loan × rate ÷ 12, and DSCR = rent ÷ (IO payment + taxes, insurance and HOA a month).
 */
export const interestOnlyDscr: Reader = ({ text, tokens }) => {
  if (!INTEREST_ONLY.test(text) || !/\bdscr\b|debt service coverage/.test(text)) return null;
  const rates = tokens.filter((t) => t.kind === 'percent');
  const loans = tokens.filter((t) => t.kind === 'money' && t.period === undefined && t.value >= 20_000);
  if (rates.length !== 1 || loans.length !== 1) return null;
  const rate = rates[0]!;
  if (!(rate.value > 0.01 && rate.value < 0.2)) return null;
  const rents: NumberToken[] = [];
  const costs: NumberToken[] = [];
  for (const t of tokens) {
    if (t === rate || t === loans[0]) continue;
    if (t.kind !== 'money' || t.value >= 20_000) return null;
    const name = nameOf(text, tokens, t);
    const isRent = RENT.test(name);
    const isCost = CARRY.test(name.split(/\brents?\b/).pop() ?? '');
    if (isRent && !isCost) rents.push(t);
    else if (isCost) costs.push(t);
    else return null;
  }
  if (rents.length !== 1 || costs.length === 0) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const loan = loans[0]!.value;
  const payment = interestOnlyPayment(loan, rate.value);
  const carry = costs.reduce((a, t) => a + monthly(t), 0);
  const rent = monthly(rents[0]!);
  const pitia = payment + carry;
  return {
    title: 'Interest-only payment and DSCR',
    inputs: [
      `Loan amount: ${formatAmount(loan)}`,
      `Rate: ${formatRate(rate.value)} (interest-only)`,
      `Rent: ${formatAmount(rent)} a month`,
      ...costs.map((t) => `${costLabel(nameOf(text, tokens, t))}: ${formatAmount(monthly(t))} a month`),
    ],
    results: [
      `Interest-only payment: ${formatAmount(loan)} × ${formatRate(rate.value)} ÷ 12 = **${formatMoney(payment)}** a month`,
      `Payment with taxes, insurance and dues (PITIA): ${formatMoney(payment)} + ${formatMoney(carry)} = ${formatMoney(pitia)}`,
      `DSCR: ${formatAmount(rent)} ÷ ${formatMoney(pitia)} = **${formatNumber(rent / pitia)}**`,
    ],
    method:
      'Interest-only payment = loan × rate ÷ 12; DSCR = rent ÷ (payment + taxes, insurance and HOA a month); most DSCR lenders look for 1.0 to 1.25',
  };
};

/** The name a carrying cost is shown under: "taxes+insurance" → "Taxes and insurance". */
function costLabel(name: string): string {
  const tax = /\btax/.test(name);
  const ins = /\binsurance\b/.test(name);
  if (/\bt&i\b|\bti\b/.test(name) || (tax && ins)) return 'Taxes and insurance';
  if (tax) return 'Taxes';
  if (ins) return 'Insurance';
  return 'HOA dues';
}

export const DSCR_LOAN_READERS: readonly Reader[] = [
  downPaymentAndPoints,
  reservesRequired,
  interestOnlyDscr,
];
