// Selling one home and paying cash for the next (rule 82): net from the sale = price − commission −
// other costs − the payoff (none when it is paid off), then left over = net − the new home's price −
// its closing costs (a share of its price or an amount). Costs are placed on the home whose price they
// follow, unless their own words name it ("commission" is the sale's, "on the condo" the purchase's).
// A sale with no payoff and no word that it is paid off is not worked: missing-amount.ts asks.
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { isCalendarYear } from './property-tax-reading.ts';
import type { Reader } from './quick-math-reading.ts';

const PAID_OFF =
  /\bpaid[- ]off\b|\bpaid for\b|\bno mortgage\b|\bfree and clear\b|\bown(?:ed)? (?:it |the house |the home )?outright\b|\bno loan\b|\bnothing owed\b|\bdon'?t owe\b|\bmortgage[- ]free\b/;
const CASH_BUY =
  /\b(?:pay|paying|paid) (?:all )?cash\b|\ball[- ]cash\b|\bcash (?:for|purchase|buy|offer)\b|\bin cash\b|\bbuy (?:it |the \w+ )?outright\b|\bwith cash\b/;
const SALE_WORD = /\bsell\w*|\bsold\b|\bsale\b|\blist(?:ed|ing)?\b/;
const BUY_WORD =
  /\bbuy\w*|\bpurchas\w*|\bcondo\b|\btownho\w*|\bnew (?:home|house|place)\b|\bthe (?:one|place|house|home) (?:we|i) (?:like|want)\b|\bnext (?:home|house|place)\b|\bcottage\b|\bvilla\b|\bdownsiz\w*|\bpatio home\b|\bcash\b/;

interface Side {
  price?: NumberToken;
  rate?: number;
  costs: number[];
}

/** The home a clause speaks of, by its own words: the sale's, the purchase's, or neither said. */
function sideOfWords(words: string): 'sale' | 'buy' | undefined {
  if (/\bcommission|\brealtor|\blisting agent|\bagent/.test(words)) return 'sale';
  const buy =
    /\b(?:on|for|of|to buy|buying|purchase|the) (?:the )?(?:condo|new (?:home|house|place)|purchase|townho\w*|cottage|villa)\b|\bbuying (?:costs|side)\b|\bpurchase (?:closing )?costs?\b/.test(
      words,
    );
  const sale = /\bon (?:the|our) sale\b|\bselling (?:costs?|side|fees)\b|\bto sell\b|\bsale costs?\b/.test(
    words,
  );
  return buy && !sale ? 'buy' : sale && !buy ? 'sale' : undefined;
}

const sellThenBuyCash: Reader = ({ text, tokens }) => {
  if (!SALE_WORD.test(text) || !CASH_BUY.test(text) || !BUY_WORD.test(text)) return null;
  if (!PAID_OFF.test(text) && !/\bowe\b|\bmortgage\b|\bpayoff\b/.test(text)) return null;
  const sale: Side = { costs: [] };
  const buy: Side = { costs: [] };
  let owed: number | undefined;
  let current: Side | undefined;
  for (const t of tokens) {
    if (isCalendarYear(text, t)) continue;
    if (t.kind !== 'money' && t.kind !== 'percent') continue;
    if (t.kind === 'money' && t.period !== undefined) return null;
    const before =
      text
        .slice(Math.max(0, t.start - 60), t.start)
        .split(/[.;?!]\s|,\s/)
        .pop() ?? '';
    const after = text.slice(t.end, t.end + 50).split(/[.;?!,]\s|\d/)[0] ?? '';
    const words = `${before} ${after}`;
    const costWords = /\bcosts?\b|\bfees?\b|\bcommission|\bclosing\b|\bexpenses?\b|\brealtor\b/.test(words);
    if (
      t.kind === 'money' &&
      /\bowe\b|\bmortgage\b|\bpayoff\b|\bbalance\b|\bleft on\b/.test(words) &&
      !costWords
    ) {
      if (owed !== undefined) return null;
      owed = t.value;
      continue;
    }
    if (!costWords) {
      // A price: the sale's by selling words, the purchase's by buying words.
      const isSale = /\bsell\w*|\bsold\b|\bsale\b|\blist\w*/.test(before);
      const isBuy = BUY_WORD.test(before) || /^\s*(?:condo|townho\w*|home|house|place)\b/.test(after);
      const side = isSale && !isBuy ? sale : isBuy && !isSale ? buy : undefined;
      if (!side || side.price || t.kind !== 'money') return null;
      side.price = t;
      current = side;
      continue;
    }
    const named = sideOfWords(words);
    const side = named === 'sale' ? sale : named === 'buy' ? buy : current;
    if (!side) return null;
    if (t.kind === 'percent') {
      if (side.rate !== undefined) return null;
      side.rate = t.value;
    } else side.costs.push(t.value);
  }
  if (!sale.price || !buy.price) return null;
  if (owed === undefined && !PAID_OFF.test(text)) return null;
  const salePrice = sale.price.value;
  const buyPrice = buy.price.value;
  const commission = sale.rate !== undefined ? salePrice * sale.rate : 0;
  const saleCosts = sale.costs.reduce((s, v) => s + v, 0);
  const net = salePrice - commission - saleCosts - (owed ?? 0);
  const buyRateCost = buy.rate !== undefined ? buyPrice * buy.rate : 0;
  const buyCosts = buyRateCost + buy.costs.reduce((s, v) => s + v, 0);
  const left = net - buyPrice - buyCosts;
  return {
    title: 'Selling, then buying with cash',
    inputs: [
      `Sale price: ${formatAmount(salePrice)}`,
      ...(sale.rate !== undefined
        ? [`Commission: ${formatRate(sale.rate)} of the sale price = ${formatMoney(commission)}`]
        : []),
      ...sale.costs.map((c) => `Other selling costs: ${formatAmount(c)}`),
      owed !== undefined ? `Mortgage payoff: ${formatAmount(owed)}` : 'Mortgage payoff: none (paid off)',
      `Next home's price, paid in cash: ${formatAmount(buyPrice)}`,
      ...(buy.rate !== undefined
        ? [`Its closing costs: ${formatRate(buy.rate)} of its price = ${formatMoney(buyRateCost)}`]
        : []),
      ...buy.costs.map((c) => `Its closing costs: ${formatAmount(c)}`),
    ],
    results: [
      `Net from the sale: **${formatMoney(net)}**`,
      `Cash for the next home: ${formatMoney(buyPrice + buyCosts)}`,
      left >= 0 ? `Left over: **${formatMoney(left)}**` : `Short by: **${formatMoney(-left)}**`,
    ],
    method: `Net = ${formatAmount(salePrice)}${commission ? ` − ${formatMoney(commission)}` : ''}${saleCosts ? ` − ${formatAmount(saleCosts)}` : ''}${owed ? ` − ${formatAmount(owed)}` : ''}; left over = net − ${formatAmount(buyPrice)}${buyCosts ? ` − ${formatMoney(buyCosts)}` : ''}`,
  };
};

export const SELL_THEN_BUY_READERS: readonly Reader[] = [sellThenBuyCash];
