// One home sale's net, read part by part for the family readers (docs/assistant.md rule 105): the
// price, a commission and other selling costs (each a percent of the price or an amount), and the
// mortgage paid off (or "paid off", nothing owed). Each amount is placed by the words of its own
// clause (ownBefore/ownAfter of estate-split-math.ts); the caller says which tokens are its own
// (a share, a monthly cost, a contribution) and every other money or percent must be one of these,
// or nothing is read.
import { ownAfter, ownBefore } from './estate-split-math.ts';
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { isCalendarYear } from './property-tax-reading.ts';

export interface SaleNet {
  price: number;
  net: number;
  /** The inputs as read, one line each. */
  lines: string[];
  /** "$712,000 − $35,600 − $6,100 − $402,300". */
  method: string;
}

const PRICE_BEFORE =
  /\b(?:sale price|selling price|(?:sells?|selling|sold)(?: [\w']+){0,3} (?:for|at)|under contract (?:at|for)|contract price|price (?:is|of)?|offer (?:of|at)|accepted)\s*$/;
const PRICE_AFTER = /^\s*(?:sale price|selling price|contract price)\b/;
const OWED_BEFORE =
  /\b(?:owes?|owed|owing|mortgage(?: payoff| balance)?|payoff|pay ?off|balance|loan balance|still (?:have|has)|left on)\b[^\d$]*$/;
const OWED_AFTER =
  /^\s*(?:(?:left |still )?(?:owed|owing|left on (?:the |her |his |my |our )?(?:mortgage|loan)|on the (?:mortgage|loan)|mortgage|loan balance|balance|payoff|remaining))\b/;
const COST_WORDS =
  /\b(?:commissions?|realtors?|agents?|brokers?|closing(?: costs?)?|selling (?:costs?|expenses|fees)|costs? (?:of|to) sell|costs?|fees?|expenses|title|transfer tax)\b/;
const COMMISSION = /\b(?:commissions?|realtors?|agents?|brokers?|listing fee)\b/;
const PAID_OFF =
  /\bpaid[- ]off\b|\bpaid for\b|\bno mortgage\b|\bfree and clear\b|\bown(?:s|ed)? it outright\b|\bnothing owed\b|\bno loan\b|\bmortgage[- ]free\b/;

/**
 * The net of one sale from every money and percent token not in `own`; null when one cannot be
 * placed, a part is said twice, or no price is found. `onEach` lets one percent apply to each of
 * several sales ("6% of the price on each"): then the caller reads the sales one at a time.
 */
export function saleNet(
  text: string,
  tokens: readonly NumberToken[],
  own: readonly NumberToken[],
): SaleNet | null {
  let price: number | undefined;
  let owed: number | undefined;
  const costs: { label: string; amount: number; shown: string }[] = [];
  const percents: { label: string; rate: number }[] = [];
  for (const t of tokens) {
    if (own.includes(t) || (t.kind !== 'money' && t.kind !== 'percent') || isCalendarYear(text, t)) continue;
    const before = ownBefore(text, tokens, t);
    const after = ownAfter(text, t);
    if (t.kind === 'percent') {
      const words = `${before} ${after}`;
      if (!COST_WORDS.test(words)) return null;
      percents.push({ label: COMMISSION.test(words) ? 'Commission' : 'Other selling costs', rate: t.value });
      continue;
    }
    if (t.period !== undefined) return null;
    if (OWED_AFTER.test(after) || (OWED_BEFORE.test(before) && !COST_WORDS.test(after))) {
      if (owed !== undefined) return null;
      owed = t.value;
    } else if (PRICE_AFTER.test(after) || PRICE_BEFORE.test(before.trimEnd())) {
      if (price !== undefined && price !== t.value) return null;
      price = t.value;
    } else if (COST_WORDS.test(`${before} ${after}`)) {
      costs.push({
        label: COMMISSION.test(`${before} ${after}`) ? 'Commission' : 'Other closing costs',
        amount: t.value,
        shown: formatAmount(t.value),
      });
    } else return null;
  }
  if (price === undefined) return null;
  if (owed === undefined && !PAID_OFF.test(text)) return null;
  const taken = [
    ...percents.map((p) => ({
      line: `${p.label}: ${formatRate(p.rate)} of the price = ${formatMoney(price! * p.rate)}`,
      amount: price! * p.rate,
    })),
    ...costs.map((c) => ({ line: `${c.label}: ${c.shown}`, amount: c.amount })),
  ];
  const net = price - taken.reduce((s, c) => s + c.amount, 0) - (owed ?? 0);
  return {
    price,
    net,
    lines: [
      `Sale price: ${formatAmount(price)}`,
      ...taken.map((c) => c.line),
      owed !== undefined ? `Mortgage payoff: ${formatAmount(owed)}` : 'Mortgage payoff: none (paid off)',
    ],
    method: [
      formatAmount(price),
      ...taken.map((c) => `− ${formatMoney(c.amount)}`),
      ...(owed !== undefined ? [`− ${formatAmount(owed)}`] : []),
    ].join(' '),
  };
}
