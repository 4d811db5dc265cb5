// A project's absorption pace (docs/assistant.md rule 64): N of M lots or units sold over T months is
// N ÷ T a month, and the M − N left take (M − N) ÷ that pace to sell at the same pace. Part of
// quick-math (READERS there); every number must be placed or it does not fire.
import { formatNumber } from './format.ts';
import { everyNumberPlaced, num, type Reader } from './quick-math-reading.ts';

const THINGS =
  '(?:lots?|units?|homes?|houses?|condos?|townhom(?:e|es)|townhouses?|apartments?|homesites?|sites?|spaces?|suites?)';
/** "18 of 60 lots", "45 out of the 120 units", "18 of the development's 60 homesites". */
const SOLD_OF = new RegExp(
  `(\\d[\\d,]*)\\s+(?:of|out of)\\s+(?:the\\s+|its\\s+|their\\s+|our\\s+|his\\s+|her\\s+)?(?:[a-z']+\\s+)?(\\d[\\d,]*)(?:\\s+total)?\\s*${THINGS}?`,
);
const SOLD = /\b(?:sold|sells?|selling|closed|absorbed|leased|pre-?sold|went under contract|contracts?)\b/;
const SPAN =
  /\b(?:in|over|during|within|across|after)\s+(?:the\s+)?(?:first\s+|last\s+|past\s+)?(\d{1,3})\s*(?:months?|mos?)\b|\b(?:in|over|during|within|after)\s+(?:the\s+)?(?:first\s+|last\s+|past\s+)?(a|one|\d{1,2})\s+years?\b/;
const ASKS =
  /\bpace\b|\bhow (?:long|many months)\b|\bmonths? (?:to|until|left|remaining)\b|\bsell ?out\b|\bthe rest\b|\bthe other\b|\bremaining\b|\babsorption\b|\ba month\b|\bper month\b/;

const absorptionPace: Reader = ({ text }) => {
  if (!SOLD.test(text) || !ASKS.test(text)) return null;
  const of = SOLD_OF.exec(text);
  const span = SPAN.exec(text);
  if (!of || !span) return null;
  const sold = num(of[1]!);
  const total = num(of[2]!);
  const months = span[1] ? Number(span[1]) : span[2] === 'a' || span[2] === 'one' ? 12 : Number(span[2]) * 12;
  if (!(sold > 0 && sold < total && months > 0)) return null;
  const spans = [
    { start: of.index, end: of.index + of[0].length },
    { start: span.index, end: span.index + span[0].length },
  ];
  const left = total - sold;
  // "phase 1" names a phase; "the remaining 42" restates what is left.
  const named = [
    ...text.matchAll(
      /\bphase\s+\d\b|\b(?:remaining|other|last)\s+(\d[\d,]*)\b|(\d[\d,]*)\s+(?:left|remaining)\b/g,
    ),
  ]
    .filter((m) => !(m[1] ?? m[2]) || num(m[1] ?? m[2]!) === left)
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  if (!everyNumberPlaced(text, [...spans, ...named])) return null;
  const pace = sold / months;
  const monthsLeft = left / pace;
  return {
    title: 'Absorption pace',
    inputs: [
      `Sold: ${formatNumber(sold, 0)} of ${formatNumber(total, 0)}`,
      `Over: ${months} months${span[2] ? ` (${span[0].trim()})` : ''}`,
    ],
    results: [
      `Pace: **${formatNumber(pace, 2)} a month** (${formatNumber(sold, 0)} ÷ ${months})`,
      `Left to sell: ${formatNumber(left, 0)}`,
      `Months to sell the rest at that pace: **${formatNumber(monthsLeft, 1)}** (${formatNumber(left, 0)} ÷ ${formatNumber(pace, 2)})`,
      `Sell-out: about ${formatNumber(months + monthsLeft, 1)} months from the start`,
    ],
    method: 'Pace = sold ÷ months; months left = units left ÷ pace, assuming the pace holds',
  };
};

export const ABSORPTION_PACE_READERS: readonly Reader[] = [absorptionPace];
