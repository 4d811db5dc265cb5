// A rent charged below the market's (rule 120): "market rent on the condo is 2,200; we charge our
// daughter 1,400". The discount a month is market − charged, a year 12 times that, and the percent
// below market is the discount ÷ the market rent (never ÷ the rent charged). Read only when both rents
// are named for what they are and nothing else is given. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, labelled, type Reader } from './quick-math-reading.ts';

const MARKET =
  /\bmarket(?:[- ]rate)?(?: rent| rate)?|\bgoing rate|\bcould (?:get|charge|rent it for|rent it out for)|\bcomparable (?:units|rents?) (?:get|go for|rent for)/;
const CHARGED =
  /\b(?:we|i) (?:charge|ask|collect|take)|\bwe'?re charging|\bi'?m charging|\b(?:she|he|they) pays?(?: us| me)?|\bpays? (?:us|me)|\bcharging/;
const ASKED =
  /\bdiscount\b|\bbelow (?:the )?market\b|\bunder (?:the )?market\b|\bless than (?:the )?market\b|\bbreak\b|\bgiving up\b|\bforgo\w*\b|\bleav\w+ on the table\b|\bsubsidi\w+\b/;

const belowMarketRent: Reader = ({ text, tokens }) => {
  if (!ASKED.test(text)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money' || t.kind === 'plain');
  if (amounts.length !== 2 || tokens.length !== 2) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  // A yearly figure is no month's rent.
  if (amounts.some((t) => t.period === 'yearly')) return null;
  const kinds: NumberToken['kind'][] = ['money', 'plain'];
  const market = labelled(text, amounts, MARKET, kinds, 4);
  const charged = labelled(text, amounts, CHARGED, kinds, 2);
  if (!market || !charged || market === charged) return null;
  if (!(charged.value > 0 && charged.value < market.value && market.value < 50000)) return null;
  const discount = market.value - charged.value;
  return {
    title: 'Rent below market',
    inputs: [
      `Market rent: ${formatMoney(market.value)} a month`,
      `Rent charged: ${formatMoney(charged.value)} a month`,
    ],
    results: [
      `Discount: **${formatMoney(discount)}** a month (${formatMoney(market.value)} − ${formatMoney(charged.value)})`,
      `Over a year: **${formatMoney(discount * 12)}**`,
      `Below market by **${formatPercent(discount / market.value)}** (${formatMoney(discount)} ÷ ${formatMoney(market.value)})`,
    ],
    method:
      'Discount = market rent − rent charged; a year = 12 × that; percent below market = discount ÷ market rent',
  };
};

export const BELOW_MARKET_RENT_READERS: readonly Reader[] = [belowMarketRent];
