// Every number of a question read as a typed quantity (issue 19: one reading of quantities instead of
// one reader per wording). A quantity is money, a percent or a count, with its unit and what it is
// per: "$6,500 an acre" is money per acre, "40 acres" a count of acres, "$35/mo" money per month,
// "19 of 30 nights" two counts of nights, "12.75%" a percent. quantity-arithmetic.ts works with them.
//
// The reading is all or nothing: when any number of the question cannot be typed (a bare "12" with no
// unit, a rate of interest), `readQuantities` returns null, so nothing is computed from a half-read
// question.
import { COUNT_WORDS, countOf } from './number-words.ts';
import { isStoryNumber } from './story-numbers.ts';
import { parseAmount, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';

/** The units of time money can be per, in the order of their length. */
export const TIME_UNITS = ['day', 'night', 'week', 'month', 'quarter', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** How many of each time unit a year holds (a night is a day; a month is a twelfth of a year). */
export const PER_YEAR: Readonly<Record<TimeUnit, number>> = {
  day: 365,
  night: 365,
  week: 52,
  month: 12,
  quarter: 4,
  year: 1,
};

export interface Quantity {
  kind: 'money' | 'percent' | 'count';
  /** Dollars, a fraction for a percent, or how many. */
  value: number;
  /** A count's unit, singular: "night", "acre", "tenant". */
  unit?: string;
  /** What money (or a count) is per: a time unit ("month") or a thing ("acre", "turnover", "pet"). */
  per?: string;
  /** The time a price per thing is also per: "$35 per pet per month". */
  perTime?: TimeUnit;
  /** As the user wrote it. */
  raw: string;
  start: number;
  end: number;
}

/** Nouns a count or a price can be of, singular first; plurals are read by `singular`. */
const NOUNS = [
  'night',
  'day',
  'week',
  'month',
  'quarter',
  'year',
  'acre',
  'unit',
  'door',
  'apartment',
  'tenant',
  'resident',
  'household',
  'owner',
  'member',
  'family',
  'families',
  'person',
  'people',
  'guest',
  'pet',
  'dog',
  'cat',
  'cabin',
  'cottage',
  'room',
  'bedroom',
  'bed',
  'lot',
  'home',
  'house',
  'site',
  'space',
  'stall',
  'spot',
  'parking spot',
  'turnover',
  'turn',
  'cleaning',
  'clean',
  'stay',
  'booking',
  'reservation',
  'rental',
  'trip',
  'visit',
  'sq ft',
  'square foot',
  'square feet',
  'sf',
  'foot',
  'feet',
  'ton',
  'load',
  'hour',
  'hr',
  'mile',
  'payment',
  'time',
  'employee',
  'worker',
  'student',
  'car',
  'vehicle',
] as const;
const NOUN = `(?:${[...NOUNS]
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/ /g, '\\s?'))
  .join('|')})(?:e?s)?`;

/** One way of writing a unit, as the singular the arithmetic compares. */
export function singular(word: string): string {
  const w = word.replace(/\s+/g, ' ').trim();
  if (/^(?:sq ?ft|square f(?:oo|ee)t|sf|sqft)$/.test(w)) return 'sq ft';
  if (/^(?:feet|foot)$/.test(w)) return 'foot';
  if (w === 'people') return 'person';
  if (w === 'families') return 'family';
  if (w === 'hrs' || w === 'hr' || w === 'hours') return 'hour';
  if (w === 'turns') return 'turnover';
  if (w === 'cleanings' || w === 'cleans' || w === 'clean') return 'cleaning';
  if (/(?:ss|us)$/.test(w)) return w;
  return w
    .replace(/(?:es)$/, (m) => (/(?:hous|cottag|sit|spac|stall|hom)$/.test(w.slice(0, -2)) ? 'e' : m))
    .replace(/s$/, '');
}

/** Adjectives and phrases that say what money is per. */
const PER_WORDS: readonly (readonly [RegExp, TimeUnit])[] = [
  [/^(?:nightly|a night|per night|\/\s?night|each night|a nite|per nite)\b/, 'night'],
  [/^(?:daily|a day|per day|\/\s?day|each day)\b/, 'day'],
  [/^(?:weekly|a week|per week|\/\s?wk|\/\s?week|each week|a wk|per wk)\b/, 'week'],
  [/^(?:monthly|a month|per month|\/\s?mo(?:nth)?|each month|a mo|per mo|mo)\b/, 'month'],
  [/^(?:quarterly|a quarter|per quarter|each quarter|\/\s?qtr|a qtr|per qtr)\b/, 'quarter'],
  [/^(?:yearly|annually|a year|per year|\/\s?yr|\/\s?year|each year|per annum|a yr|per yr)\b/, 'year'],
];
/** An adjective before money that says what it is per: "annual HOA is $5,940". */
const PER_BEFORE: readonly (readonly [RegExp, TimeUnit])[] = [
  [/\b(?:annual|yearly)\b[^$\d,.;]{0,30}$/, 'year'],
  [/\bmonthly\b[^$\d,.;]{0,30}$/, 'month'],
  // A loan's payment is monthly unless said otherwise: "P&I 1,840", "PITI is $2,310".
  [
    /\b(?:p\s?&\s?i|piti|principal (?:and|&) interest|mortgage payment)\s?(?:is|of|=|:)?\s?(?:about |around )?$/,
    'month',
  ],
  [/\bquarterly\b[^$\d,.;]{0,30}$/, 'quarter'],
  [/\bweekly\b[^$\d,.;]{0,30}$/, 'week'],
  [/\bnightly\b[^$\d,.;]{0,30}$/, 'night'],
];
const PER_THING = new RegExp(`^\\s?(?:an?|per|each|every|/)\\s?(${NOUN})\\b`);

/** What money at `t` is per, read from its period and the words around it. */
function perOf(text: string, t: NumberToken): string | undefined {
  const after = text.slice(t.end).replace(/^\s+/, ' ').trimStart();
  // The words right after the amount first: the number reader may give "$2,100 a week" the period of
  // an earlier "12 times a year".
  for (const [re, unit] of PER_WORDS) if (re.test(after)) return unit;
  const thing = PER_THING.exec(after);
  if (thing) return singular(thing[1]!);
  if (t.period === 'monthly') return 'month';
  if (t.period === 'yearly') return 'year';
  const before =
    text
      .slice(Math.max(0, t.start - 40), t.start)
      .split(/[.;!?]/)
      .pop() ?? '';
  for (const [re, unit] of PER_BEFORE) if (re.test(before)) return unit;
  const stay = STAY_PRICE_BEFORE.exec(before);
  return stay ? singular(stay[1]!) : undefined;
}

/** The time unit said after a price per thing: "$35 per pet per month", "$4 a sq ft a year". */
function perTimeOf(text: string, end: number, per: string | undefined): TimeUnit | undefined {
  if (!per || (TIME_UNITS as readonly string[]).includes(per)) return undefined;
  const after = text.slice(end).trimStart().replace(PER_THING, '').trimStart();
  return PER_WORDS.find(([re]) => re.test(after))?.[1];
}

/**
 * A price named by the stays it is for, before it: "those nights normally go for $425", "weeks rent
 * for $2,100". Only nights and weeks: "40 acres at $260,000" is a total.
 */
const STAY_PRICE_BEFORE =
  /\b(nights?|weeks?)\b[^.;!?$\d]{0,24}\b(?:go(?:es)? for|going for|rent(?:s)? for|book(?:s)? (?:for|at)|at|average|averages)\s(?:about |around |roughly |~)?$/;

const COUNT = new RegExp(`(?<![\\w$.,/])(\\d[\\d,]*(?:\\.\\d+)?|${COUNT_WORDS})[\\s-]?(${NOUN})\\b`, 'g');

/**
 * The question's numbers as typed quantities, in the order written; null when any number in it is
 * neither money, a percent nor a count of something named (nothing half-read is computed from).
 */
export function readQuantities(text: string): Quantity[] | null {
  const tokens = tokenizeNumbers(text);
  const quantities: Quantity[] = [];
  for (const t of tokens) {
    if (t.kind === 'money') {
      const per = perOf(text, t);
      quantities.push({
        kind: 'money',
        value: t.value,
        per,
        perTime: perTimeOf(text, t.end, per),
        raw: t.raw,
        start: t.start,
        end: t.end,
      });
    } else if (t.kind === 'percent')
      quantities.push({ kind: 'percent', value: t.value, raw: t.raw, start: t.start, end: t.end });
  }
  const taken = (start: number, end: number) => quantities.some((q) => start < q.end && end > q.start);
  // Money the number reader leaves to the area readers ("$210 a square foot", "$18/sf").
  for (const m of text.matchAll(/\$\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:k\b)?/g)) {
    const start = m.index!;
    const end = start + m[0].length;
    const value = parseAmount(m[0]);
    if (taken(start, end) || value === null) continue;
    const token: NumberToken = { raw: m[0], value, kind: 'money', start, end };
    const per = perOf(text, token);
    quantities.push({ kind: 'money', value, per, perTime: perTimeOf(text, end, per), raw: m[0], start, end });
  }
  for (const m of text.matchAll(COUNT)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (taken(start, end)) continue;
    const written = m[1]!;
    const value = countOf(written.replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    const after = text.slice(end).trimStart();
    const thing = PER_THING.exec(after);
    const per = PER_WORDS.find(([re]) => re.test(after))?.[1] ?? (thing ? singular(thing[1]!) : undefined);
    quantities.push({ kind: 'count', value, unit: singular(m[2]!), per, raw: m[0], start, end });
  }
  quantities.sort((a, b) => a.start - b.start);
  return everyNumberTyped(text, quantities) ? quantities : null;
}

/** Whether every digit run of the question is inside a typed quantity or is part of its story. */
function everyNumberTyped(text: string, quantities: readonly Quantity[]): boolean {
  let previous: { start: number; end: number } | undefined;
  for (const m of text.matchAll(/\d(?:[\d,]*\d)?(?:\.\d+)?/g)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (quantities.some((q) => start >= q.start && end <= q.end)) continue;
    // A year ("in 2019", "since '18"), a quarter or a year named by number ("q3", "year 2"), a form
    // ("1099", "1031"), a bedroom count ("2br", "3/2"): the story, not an amount.
    const before = text.slice(Math.max(0, start - 8), start);
    const after = text.slice(end, end + 6);
    if (/^(?:19|20)\d\d$/.test(m[0])) continue;
    if (/\b(?:q|year|yr|phase|unit|apt|#|no\.?)\s?$/.test(before)) continue;
    if (/^(?:\s?(?:br|bd|bed|bath|ba)\b|\/\d|-?(?:st|nd|rd|th)\b)/.test(after)) continue;
    if (/[a-z]$/.test(before) && !/\s$/.test(before)) continue;
    if (isStoryNumber(text, start, end, m[0], true, 'plain', previous)) {
      previous = { start, end };
      continue;
    }
    return false;
  }
  return true;
}
