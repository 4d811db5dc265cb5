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
const PROJECT =
  '(?:subdivision|project|development|community|building|tower|complex|phase|neighbou?rhood|site)';
/**
 * The project's size told on its own: "a 240 lot subdivision", "a 120-unit condo building", "the
 * project has 90 townhomes", "240 lots total".
 */
const TOTAL = [
  new RegExp(`\\b(\\d[\\d,]*)[ -]${THINGS}\\s+(?:[a-z]+\\s+)?${PROJECT}`),
  new RegExp(
    `\\b${PROJECT}\\s+(?:of|with|has|had|having|holds|contains|is)\\s+(\\d[\\d,]*)\\s+(?:[a-z]+\\s+)?${THINGS}`,
  ),
  new RegExp(`\\b(\\d[\\d,]*)\\s+${THINGS}\\s+(?:in )?total\\b|\\btotal of (\\d[\\d,]*)\\s+${THINGS}`),
];
/** The sold count beside its verb: "sold 96 lots", "96 lots sold", "96 have closed", "moved 40 units". */
const SOLD_COUNT = [
  new RegExp(
    `\\b(?:sold|closed|absorbed|leased|pre-?sold|moved)\\s+(?:the first\\s+)?(\\d[\\d,]*)(?:\\s+(?:[a-z]+\\s+)?${THINGS})?`,
  ),
  new RegExp(
    `\\b(\\d[\\d,]*)\\s+(?:[a-z]+\\s+)?(?:${THINGS}\\s+)?(?:have |has |were |are |got )?(?:sold|closed|absorbed|leased|pre-?sold|gone)\\b`,
  ),
];
const SOLD = /\b(?:sold|sells?|selling|closed|absorbed|leased|pre-?sold|went under contract|contracts?)\b/;
const SPAN =
  /\b(?:in|over|during|within|across|after)\s+(?:the\s+)?(?:first\s+|last\s+|past\s+)?(\d{1,3})\s*(?:months?|mos?)\b|\b(?:in|over|during|within|after)\s+(?:the\s+)?(?:first\s+|last\s+|past\s+)?(a|one|\d{1,2})\s+years?\b/;
const ASKS =
  /\bpace\b|\bhow (?:long|many (?:more )?months)\b|\bmonths? (?:to|until|left|remaining)\b|\bsell ?out\b|\bthe rest\b|\bthe other\b|\bremaining\b|\babsorption\b|\ba month\b|\bper month\b/;

type Found = { value: number; start: number; end: number };

function firstMatch(text: string, patterns: readonly RegExp[]): Found | null {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    const raw = m?.slice(1).find((g) => g !== undefined);
    if (m && raw) return { value: num(raw), start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** The sold count and the project's size: "N of M", or each told by its own words. */
function soldAndTotal(text: string): { sold: Found; total: Found } | null {
  const of = SOLD_OF.exec(text);
  if (of) {
    const span = { start: of.index, end: of.index + of[0].length };
    return { sold: { value: num(of[1]!), ...span }, total: { value: num(of[2]!), ...span } };
  }
  const total = firstMatch(text, TOTAL);
  if (!total) return null;
  const rest = text.slice(0, total.start) + ' '.repeat(total.end - total.start) + text.slice(total.end);
  const sold = firstMatch(rest, SOLD_COUNT);
  return sold ? { sold, total } : null;
}

const absorptionPace: Reader = ({ text }) => {
  if (!SOLD.test(text) || !ASKS.test(text)) return null;
  const counts = soldAndTotal(text);
  const span = SPAN.exec(text);
  if (!counts || !span) return null;
  const sold = counts.sold.value;
  const total = counts.total.value;
  const months = span[1] ? Number(span[1]) : span[2] === 'a' || span[2] === 'one' ? 12 : Number(span[2]) * 12;
  if (!(sold > 0 && sold < total && months > 0)) return null;
  const spans = [counts.sold, counts.total, { start: span.index, end: span.index + span[0].length }];
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
