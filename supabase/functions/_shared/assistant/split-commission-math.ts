// A commission paid to both sides (rule 120): "the listing agent wants 2.5% and the buyer's agent gets
// 2.5% on our $475,000 sale". Each side's percent is named by its agent, so each is that percent of
// the price and the total is their sum. Read only when every percent names a side and the one amount
// is the sale price. Part of quick-math (READERS there).
import { formatMoney, formatRate } from './format.ts';
import { everyNumberPlaced, money, percents, type Reader } from './quick-math-reading.ts';

const SIDE =
  /\b(?:listing|seller'?s'?|selling|buyer'?s'?|buying|our|their|the other|cooperating|co-?op)\s+(?:agent|broker|side|realtor)s?\b/g;

const splitCommission: Reader = ({ text, tokens }) => {
  if (
    !/\bcommissions?\b|\bagents?\b/.test(text) ||
    !/\btotal\b|\bin dollars\b|\bcombined\b|\bboth\b|\baltogether\b/.test(text)
  )
    return null;
  const rates = percents(tokens);
  const prices = money(tokens);
  if (rates.length < 2 || rates.length > 3 || prices.length !== 1 || tokens.length !== rates.length + 1)
    return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const price = prices[0]!;
  if (price.period || price.value < 20000) return null;
  const sides = [...text.matchAll(SIDE)];
  if (sides.length !== rates.length) return null;
  // Each side's name comes right before its percent ("the buyer's agent gets 2.5%").
  const named = rates.map((rate) => {
    const before = sides.filter((s) => s.index! + s[0].length <= rate.start).at(-1);
    return before && rate.start - (before.index! + before[0].length) <= 25 ? before[0] : undefined;
  });
  if (named.some((n) => !n) || new Set(named).size !== named.length) return null;
  if (rates.some((r) => !(r.value > 0 && r.value <= 0.06))) return null;
  const total = rates.reduce((s, r) => s + r.value, 0);
  return {
    title: 'Commission for both sides',
    inputs: [
      `Sale price: ${formatMoney(price.value)}`,
      ...rates.map((r, i) => `${named[i]}: ${formatRate(r.value)}`),
    ],
    results: [
      ...rates.map((r, i) => `${named[i]}: ${formatMoney(price.value * r.value)}`),
      `Total commission: **${formatMoney(price.value * total)}** (${formatRate(total)} of ${formatMoney(price.value)})`,
    ],
    method: 'Each side = price × its percent; total = price × the percents added',
  };
};

export const SPLIT_COMMISSION_READERS: readonly Reader[] = [splitCommission];
