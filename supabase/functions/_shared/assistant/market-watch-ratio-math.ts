// People who follow housing-market numbers (docs/assistant.md rule 114): a market's ratios from figures
// pasted out of a report: price-to-rent and gross rental yield (one place or two), price-to-income for
// each year given, months of inventory with the absorption rate, and the average and median of a list
// of days on market. Part of quick-math (READERS there); each places every number it is given.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseBefore, everyNumberPlaced, type Reader } from './quick-math-reading.ts';
import { isYearLabel } from './market-watch-payment-math.ts';

const ASKS_PRICE_TO_RENT = /\bprice[- ]to[- ]rent\b|\bp\/r\b/;
const ASKS_YIELD = /\b(?:gross|rental|rent) (?:rental )?yields?\b|\byields?\b/;

/**
 * "median home value 360k, median rent $1,800/mo: price-to-rent ratio and gross rental yield?", or two
 * places ("Zip A: $540k, $2,700/mo. Zip B: $310k, $1,950/mo"). Each price is paired with the monthly
 * rent after it; the ratio is price ÷ a year's rent and the yield its inverse, shown for every place.
 */
export const priceToRentAndYield: Reader = ({ text, tokens }) => {
  // A gross rent multiplier asked by name is the GRM reader's, with its own heading.
  if (/\bgrm\b|\bgross rent multiplier\b/.test(text)) return null;
  // A project's cost built up by the foot or from parts is a project's return, not a place's price.
  if (/\b(?:build\w*|construct\w*|site work|per (?:sq|square)|per f(?:oo|ee)t|plus)\b|\/\s?sf\b/.test(text))
    return null;
  if (!ASKS_PRICE_TO_RENT.test(text) && !ASKS_YIELD.test(text)) return null;
  if (!/\brents?\b/.test(text)) return null;
  // A yield net of costs, a cap rate or a loan is another calculation.
  if (
    /\b(?:net|cap rate|noi|expenses?|vacancy|mortgage|loan|down|cash[- ]on[- ]cash|taxes|insurance)\b/.test(
      text,
    )
  )
    return null;
  if (tokens.some((t) => t.kind !== 'money')) return null;
  const prices = tokens.filter((t) => !t.period && t.value >= 20_000);
  const rents = tokens.filter((t) => t.period === 'monthly' && t.value >= 100 && t.value < 50_000);
  const n = prices.length;
  if ((n !== 1 && n !== 2) || rents.length !== n || tokens.length !== 2 * n) return null;
  // In order: a price, then its rent.
  for (let i = 0; i < n; i++) {
    if (rents[i]!.start < prices[i]!.start || (prices[i + 1] && rents[i]!.start > prices[i + 1]!.start))
      return null;
  }
  if (
    !/\brent\b/.test(clauseBefore(text, rents[0]!)) &&
    !/^\s*(?:\/mo\s*)?rent\b/.test(text.slice(rents[0]!.end))
  )
    return null;
  // Each place's name: "Zip A:", "zip 43085", "Austin:" written before its price, when two are given.
  const placeName = (i: number) => {
    const before = text.slice(i === 0 ? 0 : rents[i - 1]!.end, prices[i]!.start);
    const m =
      /\b(zip(?: code)?\s+\w+|[a-z][\w ]{0,20}?)\s*:\s*(?:median\s+)?(?:home\s+)?(?:price|value)?/i.exec(
        before.split(/[.;]\s/).pop() ?? '',
      );
    return m?.[1]?.trim();
  };
  const names = prices.map((_, i) =>
    n === 2 ? (placeName(i) ?? (i === 0 ? 'First' : 'Second')) : undefined,
  );
  if (n === 2 && names[0]!.toLowerCase() === names[1]!.toLowerCase()) return null;
  const inputs: string[] = [];
  const results: string[] = [];
  prices.forEach((p, i) => {
    const annual = rents[i]!.value * 12;
    const label = names[i] ? `${names[i]!.replace(/\b\w/, (c) => c.toUpperCase())}: ` : '';
    inputs.push(
      `${label}price ${formatMoney(p.value)}, rent ${formatMoney(rents[i]!.value)} a month (${formatMoney(annual)} a year)`,
    );
    results.push(
      `${label}price-to-rent **${formatNumber(p.value / annual)}**, gross yield **${formatPercent(annual / p.value)}**`,
    );
  });
  return {
    title: n === 1 ? 'Price-to-rent ratio and gross yield' : 'Price-to-rent ratio and gross yield, compared',
    inputs,
    results,
    method:
      "Price-to-rent = price ÷ a year's rent (rent × 12); gross yield = a year's rent ÷ price, before any costs",
  };
};

/**
 * "median home $465,000 vs income $92,000 now; in 2015 it was $280,000 vs $68,000. ratio for each?":
 * price ÷ income for each pair, each price with the income that follows it.
 */
export const priceToIncomeRatio: Reader = ({ text, tokens }) => {
  if (
    !/\bprice[- ]to[- ]income\b|\bprice\s*\/\s*(?:median\s+)?(?:household\s+)?income\b|\bincome multiple\b/.test(
      text,
    )
  )
    return null;
  if (!/\bratios?\b|\bmultiple\b/.test(text)) return null;
  const rest = tokens.filter((t) => !isYearLabel(t));
  if (rest.some((t) => t.kind !== 'money' || t.period === 'monthly')) return null;
  const n = rest.length / 2;
  if (n !== 1 && n !== 2 && n !== 3) return null;
  const years = [...text.matchAll(/\b(?:19[5-9]\d|20[0-4]\d)\b/g)];
  const pairs: [NumberToken, NumberToken][] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const [price, income] = [rest[i]!, rest[i + 1]!];
    // The larger of a pair is the price: a home costs more than a year's income.
    if (price.value <= income.value || income.value < 10_000) return null;
    pairs.push([price, income]);
  }
  const spans = years.map((m) => ({ start: m.index, end: m.index + 4 }));
  if (!everyNumberPlaced(text, [...rest, ...spans])) return null;
  // A pair's year: the one written in its sentence (or "now" for the first sentence without one).
  const yearOf = (t: NumberToken) => {
    const sentence =
      text
        .slice(0, t.start)
        .split(/[.;]\s/)
        .pop() ?? '';
    const before = [...sentence.matchAll(/\b(?:19[5-9]\d|20[0-4]\d)\b/g)].at(-1)?.[0];
    return (
      before ??
      (/\b(?:now|today|currently|this year)\b/.test(text.slice(t.start, t.start + 60)) ||
      /\bnow\b/.test(sentence)
        ? 'Now'
        : undefined)
    );
  };
  return {
    title: 'Price-to-income ratio',
    inputs: pairs.map(([p, inc], i) => {
      const y = yearOf(p) ?? `Pair ${i + 1}`;
      return `${y}: price ${formatMoney(p.value)}, income ${formatMoney(inc.value)}`;
    }),
    results: pairs.map(
      ([p, inc], i) => `${yearOf(p) ?? `Pair ${i + 1}`}: **${formatNumber(p.value / inc.value)}**`,
    ),
    method: 'Price-to-income = median price ÷ median household income (a year)',
  };
};

/**
 * "1,140 active listings and 380 closed sales during the month: months of inventory, and the absorption
 * rate?" Months = listings ÷ a month's sales; absorption = a month's sales ÷ listings.
 */
export function readInventory(text: string): { list: number; perMonth: number } | null {
  const listings =
    /(?<![\d.,])(\d[\d,]*)\s+(?:active\s+|current\s+)?(?:listings|homes (?:listed|for sale|on the market)|listed homes|active|homes active)\b/.exec(
      text,
    );
  const sales =
    /(?<![\d.,])(\d[\d,]*)\s+(?:closed\s+|pending\s+)?(?:sales|homes sold|closings|sold)\b(?:\s+(?:during|in|per|a|each|this|last)\s+(?:the\s+)?(month|mo|year|yr|quarter|week))?/.exec(
      text,
    );
  if (!listings || !sales) return null;
  if (/\bpending\b/.test(sales[0])) return null;
  const list = Number(listings[1]!.replace(/,/g, ''));
  let perMonth = Number(sales[1]!.replace(/,/g, ''));
  // The sales' period must be said: "during the month", "last month", "a year". A span of months
  // ("in the past six months") or none at all is left to the months-of-inventory calculator, which asks.
  const month =
    /\b(?:during|in|per|a|each|this|last|that) (?:the )?month\b|\bmonthly\b|\/mo\b|\bmonth[- ]end\b/.test(
      text,
    );
  const year = /\b(?:last|past|over the|in the)\s+(?:12 months|year)\b|\ba year\b|\bannual(?:ly)?\b/.test(
    text,
  );
  if (/\b(?:past|last|over the)\s+(?:\d+|two|three|four|five|six|nine)\s+(?:months|weeks|days)\b/.test(text))
    return null;
  const period = sales[2] ?? (month && !year ? 'month' : year && !month ? 'year' : null);
  if (period === null) return null;
  if (/^(?:year|yr)$/.test(period)) perMonth /= 12;
  else if (period === 'quarter') perMonth /= 3;
  else if (period === 'week') return null;
  const spans = [
    { start: listings.index, end: listings.index + listings[0].length },
    { start: sales.index, end: sales.index + sales[0].length },
  ];
  if (!everyNumberPlaced(text, spans) || list <= 0 || perMonth <= 0) return null;
  return { list, perMonth };
}

/**
 * "Days on market for the 7 homes that sold: 12, 45, 7, 30, 21, 63, 9. Average and median?" A list of
 * three or more numbers after a colon, its count when stated matching.
 */
export const averageAndMedian: Reader = ({ text }) => {
  if (!/\b(?:average|avg|mean)\b/.test(text) || !/\bmedian\b/.test(text)) return null;
  if (!/\bdays? on (?:the )?market\b|\bdom\b|\bdays?\b|\bsale prices?\b|\bprices?\b|\bsold\b/.test(text))
    return null;
  const list =
    /:\s*((?:\$?\d[\d,]*(?:\.\d+)?k?\s*,\s*)+(?:and\s+)?\$?\d[\d,]*(?:\.\d+)?k?)(?=\s*(?:days)?\s*(?:[.?!]|$))/.exec(
      text,
    );
  if (!list) return null;
  const items = list[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((s) => s.trim());
  if (items.length < 3 || items.some((s) => !/^\$?\d[\d,]*(?:\.\d+)?k?$/.test(s))) return null;
  const dollars = items.every((s) => s.startsWith('$') || s.endsWith('k'));
  if (!dollars && items.some((s) => s.startsWith('$') || s.endsWith('k'))) return null;
  const values = items.map((s) => Number(s.replace(/[$,k]/g, '')) * (s.endsWith('k') ? 1000 : 1));
  // A stated count ("for the 7 homes") must match the list.
  const counted = /\b(\d{1,2})\s+(?:homes|houses|sales|listings|properties|condos|units)\b/.exec(text);
  if (counted && Number(counted[1]) !== values.length) return null;
  const listStart = list.index + list[0].indexOf(list[1]!);
  const spans = [
    { start: listStart, end: listStart + list[1]!.length },
    ...(counted ? [{ start: counted.index, end: counted.index + counted[0].length }] : []),
  ];
  if (!everyNumberPlaced(text, spans)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const show = (v: number) => (dollars ? formatMoney(v) : formatNumber(v));
  return {
    title: 'Average and median',
    inputs: [
      `Values (${values.length}): ${values.map(show).join(', ')}`,
      `Sorted: ${sorted.map(show).join(', ')}`,
    ],
    results: [`Average: **${show(mean)}**`, `Median: **${show(median)}**`],
    method:
      'Average = the sum ÷ the count; median = the middle value once sorted (the mean of the two middle ones for an even count)',
  };
};

export const MARKET_WATCH_RATIO_READERS: readonly Reader[] = [
  priceToRentAndYield,
  priceToIncomeRatio,
  averageAndMedian,
];
