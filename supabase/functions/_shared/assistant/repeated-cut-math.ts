// A price after a count of equal percent cuts, each off the price already cut ("listed at 529k and
// have done two 3% price cuts, the second off the reduced price: the price now, and down how much in
// total as a percent?"): price × (1 − cut)^N, and the total cut as a share of the first price, which
// is less than N × the cut. The mirror of repeated-increase-math.ts. Part of quick-math (READERS there).
import { formatMoney, formatPercent, formatRate } from './format.ts';
import { countOf } from './number-words.ts';
import { everyNumberPlaced, money, percents, type Reader } from './quick-math-reading.ts';

const COUNT = '(\\d|one|two|three|four|five|six)';
const CUT_NOUNS =
  '(?:(?:price|list(?:ing)? price|asking price)\\s+)?(?:cuts|reductions|drops|decreases|markdowns|reduces|chops)';
/** "two 3% price cuts", "two price reductions of 3% each", "3 more 2.5% drops". */
const COUNTED_CUTS = new RegExp(
  `\\b${COUNT}\\s+(?:more\\s+|separate\\s+|straight\\s+|consecutive\\s+|equal\\s+)?(?:\\d+(?:\\.\\d+)?\\s?%\\s+)?${CUT_NOUNS}\\b`,
);
/** "cut it 3% twice", "we've reduced the price by 2% three times". */
const CUT_TIMES =
  /\b(?:cut|reduced|dropped|lowered|slashed|knocked)\b(?:[^.?!]|\.\d){0,40}%[^.?!]{0,25}\b(twice|two times|three times|(\d) times)\b/;
/** Each cut said to be off the first price is no compounding: left to be asked. */
const OFF_ORIGINAL =
  /\b(?:each|both|all)(?: of them| one| cut)? (?:off|of|from) the (?:original|first|list(?:ing)?|starting) price\b/;
const ASKED = /\bwhat(?:'s| is| would)?\b|\bhow much\b|\bwhere\b|\bprice now\b/;

const repeatedPriceCut: Reader = ({ text, tokens }) => {
  if (OFF_ORIGINAL.test(text) || !ASKED.test(text)) return null;
  const counted = COUNTED_CUTS.exec(text);
  const times = counted ? null : CUT_TIMES.exec(text);
  const match = counted ?? times;
  if (!match) return null;
  const written = counted ? counted[1]! : (times![2] ?? times![1]!);
  const n = /twice|two times/.test(written) ? 2 : /three times/.test(written) ? 3 : countOf(written);
  if (!(n >= 2 && n <= 6)) return null;
  const countSpan = counted
    ? { start: counted.index, end: counted.index + counted[1]!.length }
    : { start: times!.index, end: times!.index + times![0].length };
  const rest = tokens.filter(
    (t) => !(t.start >= countSpan.start && t.end <= countSpan.end && t.kind !== 'percent'),
  );
  const prices = money(rest);
  const cuts = percents(rest);
  if (prices.length !== 1 || cuts.length !== 1 || rest.length !== 2) return null;
  const price = prices[0]!;
  const cut = cuts[0]!.value;
  if (price.period || price.value < 10_000 || !(cut > 0 && cut < 0.5)) return null;
  if (!everyNumberPlaced(text, [...rest, countSpan])) return null;
  const now = price.value * (1 - cut) ** n;
  const steps = Array.from({ length: n }, (_, i) => price.value * (1 - cut) ** (i + 1));
  return {
    title: 'Price after repeated cuts',
    inputs: [
      `First price: ${formatMoney(price.value)}`,
      `Each cut: ${formatRate(cut)} off the price before it`,
      `Cuts: ${n}`,
    ],
    results: [
      ...steps.map((p, i) => `After cut ${i + 1}: ${formatMoney(p)}`),
      `Price now: **${formatMoney(now)}**`,
      `Down in total: **${formatMoney(price.value - now)}**, **${formatPercent(1 - (1 - cut) ** n, 2)}** of the first price (less than ${n} × ${formatRate(cut)}, since each cut is on a lower price)`,
    ],
    method: `Price now = first price × (1 − ${formatRate(cut)})^${n}; total cut = 1 − (1 − ${formatRate(cut)})^${n}`,
  };
};

export const REPEATED_CUT_READERS: readonly Reader[] = [repeatedPriceCut];
