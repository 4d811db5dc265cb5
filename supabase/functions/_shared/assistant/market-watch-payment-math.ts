// People who follow housing-market numbers (docs/assistant.md rule 114): a median home's principal and
// interest as a share of the median household income (one period, or "2019: … 2024: …" side by side),
// the price at which P&I would be a given share of an income, and a loan's balance after N payments
// with the equity against a stated value. Part of quick-math (READERS there). Each reader places every
// number it is given (price, share down, rate, term, income, value) or does not answer.
import { loanFromPayment, monthlyPayment, remainingBalance } from './calculators.ts';
import { formatMoney, formatPercent, formatRate, formatYears } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  datesNamed,
  type QuickAnswer,
  type Reader,
} from './quick-math-reading.ts';

/** A calendar year written as a bare number ("2019:", "in 2024"): a period's label, never an amount. */
export const isYearLabel = (t: NumberToken): boolean => /^(?:19[5-9]\d|20[0-4]\d):?$/.test(t.raw);

const INCOME = /\bincome\b|\bearn(?:s|ings)?\b|\bmakes?\b|\bsalar(?:y|ies)\b/;
const ASKS_SHARE = /\bshare\b|\bpercent(?:age)?\b|%|\bratio\b|\bportion\b|\bfraction\b|\bhow much of\b/;
const ASKS_PAYMENT = /\bp\s?&\s?i\b|\bp and i\b|\bprincipal (?:&|and) interest\b|\bpayments?\b/;
const TERMS = new Set([10, 15, 20, 25, 30, 40]);

/** The share down: "20% down", "20 percent down payment", "put 5% down". */
const isDownShare = (text: string, t: NumberToken) =>
  t.kind === 'percent' && /^\s*(?:down\b|dp\b|as (?:a )?down)/.test(text.slice(t.end));

/** An amount the words around it name as an income ("median household income $85,000", "$80k income"). */
const isIncome = (text: string, t: NumberToken) =>
  t.kind === 'money' &&
  (INCOME.test(
    clauseBefore(text, t)
      .split(/\b(?:price|home|value)\b/)
      .pop() ?? '',
  ) ||
    /^\s*(?:a year\s+|\/yr\s+|annual\s+)?(?:household\s+)?income\b/.test(text.slice(t.end)));

/** A yearly income as a month's: "$85,000 a year" or "$85k" (an income of that size is yearly). */
function incomeMonthly(t: NumberToken): number | null {
  if (t.period === 'monthly') return t.value;
  if (t.period === 'yearly' || t.value >= 15_000) return t.value / 12;
  return null;
}

interface Period {
  label?: string;
  price: number;
  rate: number;
  income: NumberToken;
}

/** The term every period shares: one or more "30-year" tokens, all alike. */
function sharedTerm(tokens: readonly NumberToken[]): number | null {
  const terms = tokens.filter((t) => t.kind === 'years');
  if (terms.length === 0 || terms.some((t) => t.value !== terms[0]!.value || !TERMS.has(t.value)))
    return null;
  return terms[0]!.value;
}

/**
 * "Median home price $400,000, 20% down, 30-year fixed at 6.5%, median household income $85,000 a
 * year: the monthly P&I, and what share of monthly income is that?" One price, rate and income, or two
 * of each in order ("2019: $300k, 3.75%, $70k. 2024: $400k, 7%, $80k"), one share down and one term.
 */
export const paymentShareOfIncome: Reader = ({ text, tokens }) => {
  if (!INCOME.test(text) || !ASKS_SHARE.test(text) || !ASKS_PAYMENT.test(text)) return null;
  if (
    /\b(?:tax(?:es)?|insurance|hoa|pmi|dti|debts?|car|student)\b/.test(
      text.replace(/\b(?:ignore|no|excluding|without|not counting|only|p&i only)\b[^.?!]*/g, ''),
    )
  )
    return null;
  if (/\bhave to be\b|\bwould need to be\b|\bneeds? to be\b|\bafford\b|\bmax(?:imum)?\b/.test(text))
    return null;
  // Each period's year as written ("2019:", "in 2024"), whether or not the tokenizer kept it.
  const years = [...text.matchAll(/\b(?:19[5-9]\d|20[0-4]\d)\b/g)].map((m) => ({
    raw: m[0],
    start: m.index,
  }));
  const rest = tokens.filter((t) => !isYearLabel(t));
  const term = sharedTerm(rest);
  const downs = rest.filter((t) => isDownShare(text, t));
  if (term === null || downs.length !== 1) return null;
  const down = downs[0]!.value;
  if (down <= 0 || down >= 1) return null;
  const incomes = rest.filter((t) => isIncome(text, t));
  const rates = rest.filter((t) => t.kind === 'percent' && !downs.includes(t));
  const prices = rest.filter((t) => t.kind === 'money' && !incomes.includes(t));
  const n = prices.length;
  if ((n !== 1 && n !== 2) || rates.length !== n || incomes.length !== n) return null;
  if (rest.length !== n * 3 + 1 + rest.filter((t) => t.kind === 'years').length) return null;
  if (prices.some((p) => p.period || p.value < 30_000) || rates.some((r) => r.value <= 0 || r.value > 0.2))
    return null;
  if (years.length !== 0 && years.length !== n) return null;
  // Each period's figures stand in order: its price, rate and income before the next period's price.
  const periods: Period[] = [];
  for (let i = 0; i < n; i++) {
    const from = prices[i]!.start;
    const to = prices[i + 1]?.start ?? Infinity;
    const within = (t: NumberToken) => t.start >= (i === 0 ? 0 : from) && t.start < to;
    const rate = rates.filter(within);
    const income = incomes.filter(within);
    if (rate.length !== 1 || income.length !== 1) return null;
    periods.push({
      label: years[i]?.raw.replace(':', ''),
      price: prices[i]!.value,
      rate: rate[0]!.value,
      income: income[0]!,
    });
  }
  if (
    n === 2 &&
    years.length === 2 &&
    (years[1]!.start > prices[1]!.start || years[1]!.start < prices[0]!.start)
  )
    return null;
  const inputs: string[] = [];
  const results: string[] = [];
  for (const p of periods) {
    const perMonth = incomeMonthly(p.income);
    if (perMonth === null) return null;
    const loan = p.price * (1 - down);
    const pi = monthlyPayment(loan, p.rate, term);
    const name = p.label ? `${p.label}: ` : '';
    inputs.push(
      `${name}price ${formatMoney(p.price)}, ${formatRate(down)} down (loan ${formatMoney(loan)}), ${formatRate(p.rate)} for ${formatYears(term)}, income ${formatMoney(perMonth * 12)} a year (${formatMoney(perMonth)} a month)`,
    );
    results.push(
      `${name}P&I **${formatMoney(pi)}** a month, **${formatPercent(pi / perMonth)}** of monthly income`,
    );
  }
  return {
    title:
      n === 1
        ? 'Principal & interest as a share of income'
        : 'Principal & interest as a share of income, compared',
    inputs,
    results,
    method:
      'Loan = price × (1 − share down); P&I = loan × r ÷ (1 − (1 + r)^−n), r = rate ÷ 12, n = years × 12; share = P&I ÷ (yearly income ÷ 12). Taxes and insurance left out',
  };
};

/**
 * "What would the median price have to be for P&I to be 25% of an $80k income, at 7% with 20% down on
 * a 30-year?": the payment that share allows, the loan it carries, and the price that loan is the rest of.
 */
export const priceForIncomeShare: Reader = ({ text, tokens }) => {
  if (!INCOME.test(text) || !ASKS_PAYMENT.test(text)) return null;
  if (
    !/\b(?:price|median|home|house)\b[^.?!]*\b(?:have to be|need to be|would need|needs to be)\b|\bwhat price\b|\bhow (?:much|expensive)\b[^.?!]*\bcould\b/.test(
      text,
    )
  )
    return null;
  const rest = tokens.filter((t) => !isYearLabel(t));
  const term = sharedTerm(rest);
  const downs = rest.filter((t) => isDownShare(text, t));
  const incomes = rest.filter((t) => isIncome(text, t));
  // The share of income: the percent written "to be 25% of", "25% of income".
  const shares = rest.filter(
    (t) =>
      t.kind === 'percent' &&
      !downs.includes(t) &&
      /^\s*of\b/.test(text.slice(t.end)) &&
      INCOME.test(clauseAfter(text, t)),
  );
  const rates = rest.filter((t) => t.kind === 'percent' && !downs.includes(t) && !shares.includes(t));
  if (
    term === null ||
    downs.length !== 1 ||
    incomes.length !== 1 ||
    shares.length !== 1 ||
    rates.length !== 1
  )
    return null;
  if (rest.length !== 4 + rest.filter((t) => t.kind === 'years').length) return null;
  const perMonth = incomeMonthly(incomes[0]!);
  const down = downs[0]!.value;
  const rate = rates[0]!.value;
  const share = shares[0]!.value;
  if (perMonth === null || down >= 1 || rate <= 0 || rate > 0.2 || share <= 0 || share >= 1) return null;
  const payment = perMonth * share;
  const loan = loanFromPayment(payment, rate, term);
  const price = loan / (1 - down);
  return {
    title: 'The price at which P&I is a given share of income',
    inputs: [
      `Income: ${formatMoney(perMonth * 12)} a year (${formatMoney(perMonth)} a month)`,
      `P&I at ${formatRate(share)} of income: ${formatMoney(payment)} a month`,
      `Loan: ${formatRate(rate)} for ${formatYears(term)}, ${formatRate(down)} down`,
      ...datesNamed(tokens),
    ],
    results: [`Largest loan: ${formatMoney(loan)}`, `Price: **${formatMoney(price)}**`],
    method:
      'Payment = monthly income × share; loan = payment × (1 − (1 + r)^−n) ÷ r, r = rate ÷ 12, n = years × 12; price = loan ÷ (1 − share down)',
  };
};

const PAYMENTS_MADE = /\b(\d{1,3})\s+(?:monthly\s+|on-time\s+|regular\s+)?payments\b/;

/**
 * "$360,000 loan, 30-year fixed at 3%, I've made 48 payments: P&I, balance, and my equity with the
 * house at $510,000?" The balance by amortization; the equity against the value stated.
 */
export const balanceAndEquity: Reader = ({ text, tokens }) => {
  if (!/\bequity\b/.test(text) || !/\bbalance\b|\bowe\b|\bpaid (?:down|off)\b/.test(text)) return null;
  const made = PAYMENTS_MADE.exec(text);
  if (!made) return null;
  const count = Number(made[1]);
  const madeStart = made.index;
  const madeEnd = made.index + made[1]!.length;
  const rest = tokens.filter(
    (t) =>
      !isYearLabel(t) && !(t.start >= madeStart && t.start < madeEnd + 1) && !/^(?:19|20)\d\d$/.test(t.raw),
  );
  const term = sharedTerm(rest);
  const rates = rest.filter((t) => t.kind === 'percent');
  const amounts = rest.filter((t) => t.kind === 'money');
  if (term === null || rates.length !== 1 || amounts.length !== 2 || amounts.some((a) => a.period))
    return null;
  if (rest.length !== 3 + rest.filter((t) => t.kind === 'years').length) return null;
  const isLoan = (t: NumberToken) =>
    /\b(?:loan|mortgage|refi\w*|borrowed|financed)\b/.test(
      `${clauseBefore(text, t)} ${text.slice(t.end, t.end + 12)}`,
    );
  const isValue = (t: NumberToken) =>
    /\b(?:worth|value[ds]?|comps?|apprais\w*|sell for|house at|home at|put (?:it|the house|the home|us) at|zestimate)\b/.test(
      clauseBefore(text, t),
    );
  const loanToken = amounts.find(isLoan);
  const valueToken = amounts.find((t) => t !== loanToken && isValue(t));
  if (!loanToken || !valueToken || isValue(loanToken)) return null;
  const rate = rates[0]!.value;
  if (rate <= 0 || rate > 0.2 || count <= 0 || count >= term * 12) return null;
  const pi = monthlyPayment(loanToken.value, rate, term);
  const balance = remainingBalance(loanToken.value, rate, term, count);
  return {
    title: `Balance after ${count} payments, and equity`,
    inputs: [
      `Loan: ${formatMoney(loanToken.value)} at ${formatRate(rate)} for ${formatYears(term)}`,
      `Payments made: ${count}`,
      `Value: ${formatMoney(valueToken.value)}`,
    ],
    results: [
      `Monthly P&I: **${formatMoney(pi)}**`,
      `Remaining balance: **${formatMoney(balance)}**`,
      `Equity: **${formatMoney(valueToken.value - balance)}** (${formatPercent((valueToken.value - balance) / valueToken.value)} of the value)`,
    ],
    method:
      'P&I = loan × r ÷ (1 − (1 + r)^−n); balance = loan × (1 + r)^k − P&I × ((1 + r)^k − 1) ÷ r after k payments; equity = value − balance',
  };
};

const PRICE_MOVE =
  /\b(?:prices?|values?|it|the (?:house|home|median))\s+(?:would\s+|will\s+|only\s+)?(drops?|falls?|fell|declines?|dips?|rises?|goes up|go up|climbs?|increases?|appreciates?|is up|are up|is down|are down)\s+(?:by\s+)?$/;
const RATE_MOVE =
  /\b(?:rates?|it)\s+(?:would\s+|will\s+|only\s+)?(?:drops?|falls?|declines?|dips?|rises?|goes up|go up|climbs?|increases?|moves?|gets?|comes? down|is|are)\s+(?:only\s+)?to\s+$/;

export interface WaitReading {
  price: number;
  down: number;
  term: number;
  rateNow: number;
  move: number;
  rateLater: number;
}

/**
 * "Now: $450,000, 10% down, 30-yr at 7%. If I wait and prices drop 5% and rates fall to 6%" : the
 * price, share down and term both times, today's rate, the price's move and the later rate.
 */
export function readBuyNowOrWait(text: string, tokens: NumberToken[]): WaitReading | null {
  if (!/\bwait(?:ing|ed)?\b|\bnext year\b|\bin a year\b|\ba year from now\b/.test(text)) return null;
  const rest = tokens.filter((t) => !isYearLabel(t));
  const term = sharedTerm(rest);
  const downs = rest.filter((t) => isDownShare(text, t));
  const prices = rest.filter((t) => t.kind === 'money');
  const moves = rest.filter(
    (t) => t.kind === 'percent' && PRICE_MOVE.test(text.slice(Math.max(0, t.start - 40), t.start)),
  );
  const later = rest.filter(
    (t) => t.kind === 'percent' && RATE_MOVE.test(text.slice(Math.max(0, t.start - 40), t.start)),
  );
  const now = rest.filter(
    (t) => t.kind === 'percent' && !downs.includes(t) && !moves.includes(t) && !later.includes(t),
  );
  if (term === null || prices.length !== 1 || prices[0]!.period || prices[0]!.value < 30_000) return null;
  if (downs.length === 0 || downs.some((d) => d.value !== downs[0]!.value)) return null;
  if (moves.length !== 1 || later.length !== 1 || now.length !== 1 || now[0]!.start > later[0]!.start)
    return null;
  if (rest.length !== 4 + downs.length + rest.filter((t) => t.kind === 'years').length) return null;
  const word = PRICE_MOVE.exec(text.slice(Math.max(0, moves[0]!.start - 40), moves[0]!.start))![1]!;
  const sign = /drop|fall|fell|decline|dip|down/.test(word) ? -1 : 1;
  const rates = [now[0]!.value, later[0]!.value];
  if (rates.some((r) => r <= 0 || r > 0.2) || moves[0]!.value >= 0.5) return null;
  return {
    price: prices[0]!.value,
    down: downs[0]!.value,
    term,
    rateNow: rates[0]!,
    move: sign * moves[0]!.value,
    rateLater: rates[1]!,
  };
}

export function buyNowOrWaitAnswer(read: WaitReading): QuickAnswer {
  const { price, down, term, rateNow, move, rateLater } = read;
  const laterPrice = price * (1 + move);
  const nowPi = monthlyPayment(price * (1 - down), rateNow, term);
  const laterPi = monthlyPayment(laterPrice * (1 - down), rateLater, term);
  const gap = laterPi - nowPi;
  return {
    title: 'Buy now or wait: P&I each way',
    inputs: [
      `Now: ${formatMoney(price)}, ${formatRate(down)} down (loan ${formatMoney(price * (1 - down))}), ${formatRate(rateNow)} for ${formatYears(term)}`,
      `Wait: prices ${move < 0 ? 'down' : 'up'} ${formatRate(Math.abs(move))} to ${formatMoney(laterPrice)}, ${formatRate(down)} down (loan ${formatMoney(laterPrice * (1 - down))}), ${formatRate(rateLater)} for ${formatYears(term)}`,
    ],
    results: [
      `Buying now: **${formatMoney(nowPi)}** a month`,
      `Waiting: **${formatMoney(laterPi)}** a month`,
      `Difference: **${formatMoney(Math.abs(gap))}** a month ${gap < 0 ? 'lower by waiting' : 'higher by waiting'}`,
    ],
    method:
      'P&I = loan × r ÷ (1 − (1 + r)^−n), r = rate ÷ 12, n = years × 12; loan = price × (1 − share down). Taxes and insurance left out',
  };
}

export const buyNowOrWait: Reader = ({ text, tokens }) => {
  if (!ASKS_PAYMENT.test(text)) return null;
  const read = readBuyNowOrWait(text, tokens);
  return read ? buyNowOrWaitAnswer(read) : null;
};

export const MARKET_WATCH_PAYMENT_READERS: readonly Reader[] = [
  buyNowOrWait,
  balanceAndEquity,
  priceForIncomeShare,
  paymentShareOfIncome,
];
