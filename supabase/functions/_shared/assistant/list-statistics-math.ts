// The median and the average of a list of amounts a question gives ("last 7 closed sales: 412k,
// 389,500, 455k … median? average?"), with the low and the high; and, when the same question gives one
// home's list and sale price and asks for it, that sale-to-list ratio. Part of quick-math (READERS
// there); every number must be placed or it does not fire.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, money, type Reader, type Span } from './quick-math-reading.ts';

const ASKS = /\bmedian\b|\baverage\b|\bmean\b|\bavg\b/;
/** Between two amounts of one list: a comma, "and", a semicolon, a slash. */
const JOIN = /^\s*(?:,|;|\/|&|and|,\s*and|,\s*&)\s*\$?\s*$/;
const LISTED =
  /\b(?:list(?:ed|ing)?(?: price)?|asking(?: price)?|priced)\b(?:\s+(?:at|for|was|is|of))?\s*\$?$/;
const SOLD = /\b(?:sold|closed|sale price|went for|sells?)\b(?:\s+(?:at|for|was|is|of))?\s*\$?$/;

/** The longest run of three or more amounts joined only by commas and "and". */
function longestRun(text: string, amounts: readonly NumberToken[]): NumberToken[] {
  let best: NumberToken[] = [];
  let run: NumberToken[] = [];
  for (const t of amounts) {
    const last = run.at(-1);
    if (last && JOIN.test(text.slice(last.end, t.start))) run.push(t);
    else run = [t];
    if (run.length > best.length) best = [...run];
  }
  return best.length >= 3 ? best : [];
}

const listStatistics: Reader = ({ text, tokens }) => {
  if (!ASKS.test(text)) return null;
  // "412k, 389,500, 401k": in a list of prices a "401k" is 401,000, not a retirement plan.
  const planNames = [...text.matchAll(/\b(401|403|457|203)k\b/g)].map((m): NumberToken => ({
    raw: m[0],
    value: Number(m[1]) * 1000,
    kind: 'money',
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const amounts = [...money(tokens), ...planNames]
    .filter((t) => t.period === undefined && t.value >= 1000)
    .sort((a, b) => a.start - b.start);
  const list = longestRun(text, amounts);
  if (list.length === 0) return null;
  // One scale: "412k, 389,500, 455k" are all prices; a 3,000 among 400k's is something else.
  const values = list.map((t) => t.value);
  if (Math.max(...values) > Math.min(...values) * 5) return null;
  const rest = amounts.filter((t) => !list.includes(t) && !planNames.includes(t));
  // "the neighbor listed at 449,900 and sold at 431k, the sale to list ratio?": one more home's pair.
  let pair: { list: NumberToken; sold: NumberToken } | undefined;
  if (rest.length > 0) {
    const listed = rest.filter((t) => LISTED.test(text.slice(Math.max(0, t.start - 24), t.start)));
    const sold = rest.filter((t) => SOLD.test(text.slice(Math.max(0, t.start - 24), t.start)));
    if (rest.length !== 2 || listed.length !== 1 || sold.length !== 1 || listed[0] === sold[0]) return null;
    if (
      !/\bsale[- ]to[- ]list|\blist[- ]to[- ]sale|\bover (?:list|asking)|\bunder (?:list|asking)/.test(text)
    )
      return null;
    pair = { list: listed[0]!, sold: sold[0]! };
  }
  // "the last 7 sales": the count of the list names no amount.
  const count = new RegExp(
    `\\b${list.length}\\s+(?:[a-z]+\\s+){0,2}(?:sales|comps|homes|houses|prices|listings|properties|condos|units)\\b`,
  ).exec(text);
  const spans: Span[] = [...list, ...rest];
  if (count) spans.push({ start: count.index, end: count.index + count[0].length });
  if (!everyNumberPlaced(text, spans)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const average = values.reduce((sum, v) => sum + v, 0) / values.length;
  return {
    title: 'Median and average',
    inputs: [
      `${formatNumber(values.length, 0)} amounts, lowest to highest: ${sorted.map((v) => formatMoney(v)).join(', ')}`,
      ...(pair
        ? [
            `One more home: listed at ${formatMoney(pair.list.value)}, sold at ${formatMoney(pair.sold.value)}`,
          ]
        : []),
    ],
    results: [
      `Median: **${formatMoney(median)}** (${sorted.length % 2 ? 'the middle amount' : 'halfway between the two middle amounts'})`,
      `Average: **${formatMoney(average)}** (${formatMoney(values.reduce((sum, v) => sum + v, 0))} ÷ ${values.length})`,
      `Range: ${formatMoney(sorted[0]!)} – ${formatMoney(sorted.at(-1)!)}`,
      ...(pair
        ? [
            `Sale-to-list: **${formatPercent(pair.sold.value / pair.list.value)}** (${formatMoney(pair.sold.value)} ÷ ${formatMoney(pair.list.value)}; ${formatMoney(Math.abs(pair.list.value - pair.sold.value))} ${pair.sold.value >= pair.list.value ? 'over' : 'under'} the list)`,
          ]
        : []),
    ],
    method:
      'The median is the middle of the amounts in order (half above, half below), so one unusual sale moves it less than it moves the average',
  };
};

export const LIST_STATISTICS_READERS: readonly Reader[] = [listStatistics];
