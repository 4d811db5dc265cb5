// Multifamily and commercial investors, their lenders and brokers (docs/assistant.md rule 117):
// percentage rent over a breakpoint, a floor's load factor, the price that reaches a target cap rate,
// an interest-only period then amortizing payments, an LP pref with a split after it, and the rent a
// unit needs to break even. Each reader names every number the question writes by the words beside
// it, else it answers nothing and the question is asked. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { COMMERCIAL_RETURNS_READERS } from './commercial-returns-readers.ts';
import { COMMERCIAL_UNDERWRITING_READERS } from './commercial-underwriting-readers.ts';
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseBefore,
  everyNumberPlaced,
  labelled,
  UNITS,
  yearly,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const moneyOf = (tokens: readonly NumberToken[]) => tokens.filter((t) => t.kind === 'money');
const percentsOf = (tokens: readonly NumberToken[]) => tokens.filter((t) => t.kind === 'percent');

/**
 * "5% of gross sales above $2,500,000 … tenant reported $3.14M in sales": percentage rent =
 * (sales − breakpoint) × the percent, nothing when sales stay under the breakpoint.
 */
export const percentageRentOverBreakpoint: Reader = ({ text, tokens }) => {
  if (!/\bbreak ?point\b|\bpercentage rent\b|\boverage rent\b/.test(text)) return null;
  const shares = percentsOf(tokens);
  const amounts = moneyOf(tokens);
  if (shares.length !== 1 || amounts.length !== 2 || tokens.length !== 3) return null;
  const share = shares[0]!;
  if (!(share.value > 0 && share.value <= 0.2)) return null;
  // The breakpoint: the amount the percent's own clause names ("of sales above $2.5M"), or one called so.
  const over =
    /^\s*of\s+(?:(?:gross|total|reported)\s+)?sales\s+(?:above|over|in excess of|exceeding|beyond|past)\s*$/;
  const breakpoint =
    amounts.find((a) => a.start > share.end && over.test(text.slice(share.end, a.start))) ??
    labelled(text, [...amounts], /\bbreak ?point\b/);
  if (!breakpoint) return null;
  const sales = amounts.find((a) => a !== breakpoint);
  if (!sales || labelled(text, [sales], /\bsales\b/, ['money'], 2) !== sales) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const excess = Math.max(0, sales.value - breakpoint.value);
  return {
    title: 'Percentage rent over the breakpoint',
    inputs: [
      `Tenant's sales: ${formatAmount(sales.value)}`,
      `Breakpoint: ${formatAmount(breakpoint.value)}`,
      `Percentage rent: ${formatRate(share.value)} of sales above the breakpoint`,
    ],
    results: [
      `Sales above the breakpoint: ${formatAmount(sales.value)} − ${formatAmount(breakpoint.value)} = ${formatMoney(excess)}`,
      `Percentage rent due: ${formatMoney(excess)} × ${formatRate(share.value)} = **${formatMoney(excess * share.value)}**`,
    ],
    method:
      'Percentage rent = (sales − breakpoint) × the percentage; nothing is due when sales stay below the breakpoint. It is paid on top of the base rent',
  };
};

const AREA_NUMBER = '(?<![\\d.,])(\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?)\\s*(k\\b)?\\s*';
const RENTABLE = new RegExp(
  `${AREA_NUMBER}(?:rsf|rentable(?:\\s+(?:square\\s+feet|sq\\.?\\s?ft|sf|feet|area))?)\\b`,
  'g',
);
const USABLE = new RegExp(
  `${AREA_NUMBER}(?:usf|usable(?:\\s+(?:square\\s+feet|sq\\.?\\s?ft|sf|feet|area))?)\\b`,
  'g',
);
const areaMatches = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => ({
    value: Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

/** "22,000 RSF / 18,700 USF. load factor and add-on %?": load factor = RSF ÷ USF, add-on = that − 1. */
export const loadFactorFromAreas: Reader = ({ text }) => {
  if (!/\bload factor\b|\badd[- ]?on\b|\bcommon area factor\b|\bcore factor\b|\bload\b/.test(text))
    return null;
  const rentable = areaMatches(text, RENTABLE);
  const usable = areaMatches(text, USABLE);
  if (rentable.length !== 1 || usable.length !== 1) return null;
  const r = rentable[0]!.value;
  const u = usable[0]!.value;
  if (!(u > 0 && r > u && r < u * 2)) return null;
  if (!everyNumberPlaced(text, [rentable[0], usable[0]])) return null;
  const factor = r / u;
  return {
    title: 'Load factor from rentable and usable area',
    inputs: [`Rentable area: ${formatNumber(r)} RSF`, `Usable area: ${formatNumber(u)} USF`],
    results: [
      `Load factor: ${formatNumber(r)} ÷ ${formatNumber(u)} = **${formatNumber(factor, 4)}**`,
      `Add-on (load) percentage: (${formatNumber(factor, 4)} − 1) × 100 = **${formatPercent(factor - 1)}**`,
      `Common area allocated: ${formatNumber(r)} − ${formatNumber(u)} = ${formatNumber(r - u)} sf`,
    ],
    method:
      'Load factor = rentable ÷ usable area; the add-on percentage is the load factor − 1, the share of common area added to the space the tenant occupies',
  };
};

/** A cap rate written in the question: "6% cap", "a 6% cap rate", "cap rate of 6%". */
const isCapRate = (text: string, t: NumberToken): boolean =>
  /^\s*(?:cap\b|capitalization rate\b)/.test(text.slice(t.end, t.end + 20)) ||
  /\bcap(?:italization)?(?: rate)?(?:\s+(?:of|at|is))?\s*$/.test(
    text.slice(Math.max(0, t.start - 25), t.start),
  );

/**
 * "Seller is asking $9.8 million, in-place NOI $529,200. What price gets me to a 6% cap, and how much
 * of a price cut is that?": price = NOI ÷ target cap; the cut = asking − that price.
 */
export const priceAtTargetCap: Reader = ({ text, tokens }) => {
  if (!/\bcap\b/.test(text)) return null;
  if (
    !/\b(?:what|which)\s+(?:price|offer|purchase price|value)\b|\bhow much (?:can|should|could|would) (?:i|we) (?:pay|offer)\b|\bmax(?:imum)? (?:price|offer)\b/.test(
      text,
    )
  )
    return null;
  const amounts = moneyOf(tokens);
  const rates = percentsOf(tokens);
  if (amounts.length !== 2 || rates.length !== 1 || tokens.length !== 3) return null;
  const cap = rates[0]!;
  if (!isCapRate(text, cap) || !(cap.value >= 0.02 && cap.value <= 0.15)) return null;
  const noi = labelled(text, [...amounts], /\bnoi\b|net operating income/, ['money'], 2);
  const asking = labelled(
    text,
    [...amounts],
    /\basking(?: price)?\b|\blist(?:ed|ing)?(?: price| at| for)?\b|\bprice\b|\bseller wants\b/,
    ['money'],
    3,
  );
  if (!noi || !asking || noi === asking || noi.period === 'monthly') return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const price = yearly(noi) / cap.value;
  const cut = asking.value - price;
  return {
    title: 'Price at a target cap rate',
    inputs: [
      `Asking price: ${formatAmount(asking.value)}`,
      `NOI: ${formatAmount(yearly(noi))} a year`,
      `Target cap rate: ${formatRate(cap.value)}`,
    ],
    results: [
      `Cap rate at the asking price: ${formatAmount(yearly(noi))} ÷ ${formatAmount(asking.value)} = ${formatPercent(yearly(noi) / asking.value)}`,
      `Price at a ${formatRate(cap.value)} cap: ${formatAmount(yearly(noi))} ÷ ${formatRate(cap.value)} = **${formatMoney(price)}**`,
      cut >= 0
        ? `Price cut from asking: ${formatAmount(asking.value)} − ${formatMoney(price)} = **${formatMoney(cut)}** (${formatPercent(cut / asking.value)} of asking)`
        : `That price is **${formatMoney(-cut)}** above asking: the asking price is already under a ${formatRate(cap.value)} cap`,
    ],
    method: 'Price = NOI ÷ cap rate; the cut is the asking price less that price',
  };
};

/** A loan term's tokens: years, or months read as years. */
const termYears = (t: NumberToken) => (t.kind === 'months' ? t.value / 12 : t.value);
const IO_WORDS = '(?:interest[- ]only|io)';

/**
 * "$2.8M at 6.1% with 3 years interest-only, then it amortizes over 30 years": the IO payment = loan ×
 * rate ÷ 12, then P&I on the full loan over the amortization stated.
 */
export const interestOnlyThenAmortizing: Reader = ({ text, tokens }) => {
  if (!new RegExp(`\\b${IO_WORDS}\\b`).test(text) || !/\bamorti[sz]|\bconverts?\b|\bam\b|\bp&i\b/.test(text))
    return null;
  if (!/\bpayments?\b|\bdebt service\b/.test(text)) return null;
  const loans = moneyOf(tokens);
  const rates = percentsOf(tokens);
  if (loans.length !== 1 || rates.length !== 1 || loans[0]!.period !== undefined || loans[0]!.value < 50_000)
    return null;
  const rate = rates[0]!;
  if (!(rate.value > 0.01 && rate.value < 0.2)) return null;
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const io = terms.filter(
    (t) =>
      new RegExp(`^\\s*(?:of\\s+)?${IO_WORDS}\\b`).test(text.slice(t.end, t.end + 20)) ||
      new RegExp(`\\b${IO_WORDS}(?:\\s+period)?(?:\\s+(?:for|of))?\\s*$`).test(
        text.slice(Math.max(0, t.start - 25), t.start),
      ),
  );
  const amort = terms.filter(
    (t) =>
      /^\s*(?:amorti[sz]ation|amorti[sz]ing|amort|am)\b/.test(text.slice(t.end, t.end + 20)) ||
      /\bamorti[sz](?:es|ing|ed|e)?\s+(?:over\s+)?(?:a\s+)?(?:full\s+)?$|\bover\s+(?:a\s+)?(?:full\s+)?$/.test(
        text.slice(Math.max(0, t.start - 30), t.start),
      ),
  );
  if (io.length !== 1 || amort.length !== 1 || io[0] === amort[0] || terms.length !== 2) return null;
  const ioYears = termYears(io[0]!);
  const amYears = termYears(amort[0]!);
  if (!(ioYears > 0 && ioYears <= 10 && amYears >= 5 && amYears <= 40)) return null;
  // Plain numbers only as the same facts again: "360 payments", "starting in year 4".
  const spans: Span[] = [...tokens];
  for (const t of tokens.filter((x) => x.kind === 'plain')) {
    const after = text.slice(t.end, t.end + 20);
    const before = text.slice(Math.max(0, t.start - 10), t.start);
    if (t.value === amYears * 12 && /^\s*(?:monthly\s+)?payments?\b/.test(after)) continue;
    if (t.value === ioYears + 1 && /\byear\s*$/.test(before)) continue;
    return null;
  }
  if (!everyNumberPlaced(text, spans)) return null;
  const loan = loans[0]!.value;
  const ioPayment = (loan * rate.value) / 12;
  const amPayment = monthlyPayment(loan, rate.value, amYears);
  return {
    title: 'Interest-only period, then amortizing payments',
    inputs: [
      `Loan amount: ${formatAmount(loan)}`,
      `Rate: ${formatRate(rate.value)}`,
      `Interest-only: ${formatNumber(ioYears)} years`,
      `Then amortizing over ${formatNumber(amYears)} years (${formatNumber(amYears * 12)} payments)`,
    ],
    results: [
      `Interest-only payment: ${formatAmount(loan)} × ${formatRate(rate.value)} ÷ 12 = **${formatMoney(ioPayment)}** a month (${formatMoney(ioPayment * 12)} a year)`,
      `Payment once it amortizes: **${formatMoney(amPayment)}** a month (${formatMoney(amPayment * 12)} a year)`,
      `Increase at conversion: ${formatMoney(amPayment - ioPayment)} a month`,
    ],
    method:
      'Interest-only payment = loan × rate ÷ 12; after the IO period the whole loan is paid down over the amortization: P&I = L·r/(1 − (1+r)^−n), r the monthly rate, n the payments',
  };
};

/** "70/30 LP/GP", "an 80/20 split": the two shares of what is left after the pref. */
export const SPLIT = /(?<![\d.])(\d{1,2})\s*\/\s*(\d{1,2})(?![\d.])(?:\s*(lp\s*\/\s*gp|gp\s*\/\s*lp))?/;

/**
 * "LPs put in $2,000,000, 8% pref, simple, 3-year hold, profit $1,100,000, no catch-up, then 70/30
 * LP/GP": pref = equity × rate × years; the rest of the profit split by the shares.
 */
export const prefThenSplit: Reader = ({ text, tokens }) => {
  if (!/\bpref(?:erred)?\b/.test(text) || !/\blps?\b|\blimited partners?\b|\binvestors?\b/.test(text))
    return null;
  // Only a simple pref: compounding, or a catch-up to the GP, is another waterfall.
  if (!/\bsimple\b|\bnon[- ]?compound|\bnot compound/.test(text)) return null;
  if (
    /\bcatch[- ]?up\b/.test(text) &&
    !/\bno(?:t? an?| gp)? catch[- ]?up\b|\bwithout (?:a |any )?catch[- ]?up\b/.test(text)
  )
    return null;
  const split = SPLIT.exec(text);
  if (!split) return null;
  const a = Number(split[1]);
  const b = Number(split[2]);
  if (a + b !== 100) return null;
  const gpFirst = /^gp/.test(split[3] ?? '') || /\bgp\s*\/\s*lp\b/.test(text);
  const lpShare = (gpFirst ? b : a) / 100;
  const amounts = moneyOf(tokens).filter(
    (t) => t.start >= split.index + split[0].length || t.end <= split.index,
  );
  const rates = percentsOf(tokens);
  const years = tokens.filter((t) => t.kind === 'years');
  if (amounts.length !== 2 || rates.length !== 1 || years.length !== 1) return null;
  const pref = rates[0]!;
  if (!/^\s*(?:simple\s+|annual\s+|non[- ]?compounding\s+)*pref/.test(text.slice(pref.end, pref.end + 30)))
    return null;
  if (!(pref.value > 0 && pref.value <= 0.2)) return null;
  // The profit is the amount its own clause calls so ("total profit above return of capital … is $1.1M").
  const profits = amounts.filter((t) => /\bprofits?\b/.test(clauseBefore(text, t)));
  const profit = profits.length === 1 ? profits[0] : undefined;
  const equity = amounts.find((t) => t !== profit);
  if (!profit || !equity) return null;
  if (
    !/\b(?:put in|invest(?:ed)?|contribut\w*|equity|capital|raised?)\s*(?:of|is|was|at)?\s*$/.test(
      text.slice(Math.max(0, equity.start - 30), equity.start),
    )
  )
    return null;
  const splitSpan: Span = { start: split.index, end: split.index + split[0].length };
  if (!everyNumberPlaced(text, [...tokens, splitSpan])) return null;
  const accrued = equity.value * pref.value * years[0]!.value;
  const toPref = Math.min(accrued, profit.value);
  const rest = profit.value - toPref;
  const lp = toPref + rest * lpShare;
  const gp = rest * (1 - lpShare);
  return {
    title: 'Preferred return, then the split',
    inputs: [
      `LP equity: ${formatAmount(equity.value)}`,
      `Preferred return: ${formatRate(pref.value)} a year, simple, for ${formatNumber(years[0]!.value)} years`,
      `Profit above the return of capital: ${formatAmount(profit.value)}`,
      `Split after the pref: ${formatNumber(lpShare * 100)}% LP / ${formatNumber((1 - lpShare) * 100)}% GP, no catch-up`,
    ],
    results: [
      `Pref owed: ${formatAmount(equity.value)} × ${formatRate(pref.value)} × ${formatNumber(years[0]!.value)} = ${formatMoney(accrued)}${toPref < accrued ? ` (only ${formatMoney(toPref)} of profit to pay it)` : ''}`,
      `Left after the pref: ${formatAmount(profit.value)} − ${formatMoney(toPref)} = ${formatMoney(rest)}`,
      `LPs in total: ${formatMoney(toPref)} + ${formatMoney(rest)} × ${formatNumber(lpShare * 100)}% = **${formatMoney(lp)}**`,
      `GP: ${formatMoney(rest)} × ${formatNumber((1 - lpShare) * 100)}% = **${formatMoney(gp)}**`,
    ],
    method:
      'Simple pref = equity × rate × years, paid from profit first; what is left splits by the stated shares (no GP catch-up). Capital is returned before any of this',
  };
};

/** "at 92% occupancy", "100% occupied", and the vacancy normalising writes for an occupancy. */
const OCCUPANCY = /(?<![\d.])(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)\s+(occupancy|occupied|vacancy|vacant)\b/g;

/**
 * "20 units, opex $168,000 a year, debt service $144,000 a year: average rent per unit to break even
 * at 100% and at 92% occupancy": rent = (opex + debt service) ÷ occupancy ÷ units ÷ 12.
 */
export const breakEvenRentPerUnit: Reader = ({ text, tokens }) => {
  if (!/\bbreak[- ]?even\b/.test(text) || !/\brents?\b/.test(text)) return null;
  if (!/\bper (?:unit|door|apartment)\b|\ba (?:unit|door)\b|\beach unit\b|\bunit rent\b/.test(text))
    return null;
  const units = UNITS.exec(text);
  if (!units) return null;
  const count = Number(units[1] ?? units[2]);
  const unitSpan: Span = { start: units.index, end: units.index + units[0].length };
  const occupancies = [...text.matchAll(OCCUPANCY)].map((m) => {
    const share = Number(m[1]) / 100;
    return {
      occupancy: /^vacan/.test(m[2]!) ? 1 - share : share,
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    };
  });
  if (occupancies.some((o) => !(o.occupancy > 0.3 && o.occupancy <= 1))) return null;
  const costs = moneyOf(tokens);
  const others = tokens.filter(
    (t) => t.kind !== 'money' && !occupancies.some((o) => t.start >= o.start && t.end <= o.end),
  );
  if (costs.length !== 2 || others.length > 0) return null;
  const opex = labelled(text, [...costs], /\bopex\b|\b(?:operating )?expenses\b/, ['money'], 2);
  const debt = labelled(text, [...costs], /\bdebt service\b|\bmortgage\b|\bp&i\b/, ['money'], 2);
  if (!opex || !debt || opex === debt) return null;
  if (!everyNumberPlaced(text, [...tokens, unitSpan, ...occupancies])) return null;
  const total = yearly(opex) + yearly(debt);
  const levels = occupancies.length ? occupancies.map((o) => o.occupancy) : [1];
  return {
    title: 'Break-even rent per unit',
    inputs: [
      `Units: ${count}`,
      `Operating expenses: ${formatAmount(yearly(opex))} a year`,
      `Debt service: ${formatAmount(yearly(debt))} a year`,
      `Occupancy: ${levels.map((o) => `${formatRate(o)} (${formatRate(1 - o)} vacancy)`).join(' and ')}`,
    ],
    results: [
      `Income needed: ${formatAmount(yearly(opex))} + ${formatAmount(yearly(debt))} = ${formatMoney(total)} a year`,
      ...levels.map(
        (o) =>
          `At ${formatRate(o)} occupancy: ${formatMoney(total)} ÷ ${formatRate(o)} ÷ ${count} units ÷ 12 = **${formatMoney(total / o / count / 12)}** a unit a month`,
      ),
    ],
    method:
      'Break-even rent = (operating expenses + debt service) ÷ occupancy ÷ units ÷ 12: the average rent each unit must bring in for income to cover both',
  };
};

/** Rule 117's readers, tried before the general commercial and loan readers that read a part. */
export const COMMERCIAL_DEAL_READERS: readonly Reader[] = [
  percentageRentOverBreakpoint,
  loadFactorFromAreas,
  priceAtTargetCap,
  interestOnlyThenAmortizing,
  prefThenSplit,
  breakEvenRentPerUnit,
  ...COMMERCIAL_UNDERWRITING_READERS,
  ...COMMERCIAL_RETURNS_READERS,
];

/** The titles the follow-ups of rule 117 work again. */
export const COMMERCIAL_DEAL_TITLES: ReadonlySet<string> = new Set([
  'Percentage rent over the breakpoint',
  'Price at a target cap rate',
  'Interest-only period, then amortizing payments',
  'Preferred return, then the split',
  'Break-even rent per unit',
  'Break-even occupancy',
  'Bridge loan: interest and fees',
  'NOI needed for a loan at a DSCR',
  'DSCR interest-only and amortizing',
  'Income and value added by a rent increase',
  'Cash-on-cash return on a purchase',
  'Cash-out refinance: new loan and net cash',
  'Total equity to close',
  'Effective gross income (EGI)',
  'GPR, EGI and NOI from a rent roll',
]);
