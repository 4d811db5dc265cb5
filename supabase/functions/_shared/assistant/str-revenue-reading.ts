// What the short-term rental revenue readers (rule 97) share: a nightly rate, the fees taken as a
// percent of bookings (platform and management, which add), an occupancy, and the running costs a
// month or a year. Each finder returns where its words stand, so a reader can check that every number
// the question writes was placed (everyNumberPlaced) before it answers.
import { formatAmount, formatRate } from './format.ts';
import { AMOUNT, PCT, amountValue, everyNumberPlaced, storyYears, type Span } from './quick-math-reading.ts';

export type Found = Span & { value: number };

/** "(we're both 61)", "I'm 58", "at 64 years old": an age told in the story, never an amount. */
export const storyAges = (text: string): Span[] =>
  [
    ...text.matchAll(
      /\b(?:i'?m|i am|we'?re|we are|both|aged?|turning|turned)\s+(?:both\s+)?(\d{2})\b(?!\s*(?:%|k\b|nights?|cabins?|units?))|\b(\d{2})\s*(?:years? old|yo\b|-year-old)/g,
    ),
  ].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));

/** Every number written is placed by the reader, or is a story's year or age (rule 97's check). */
export const allPlaced = (text: string, spans: readonly (Span | undefined)[]): boolean =>
  everyNumberPlaced(text, [...spans, ...storyAges(text)]);

export const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

/** Every match of the patterns, group 1 the digits and group 2 a k/m suffix (or a percent). */
export function findAll(text: string, patterns: readonly string[], percent = false): Found[] {
  const found: Found[] = [];
  for (const source of patterns)
    for (const m of text.matchAll(new RegExp(source, 'g'))) {
      const at = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
      if (!m[1] || found.some((f) => overlaps(f, at))) continue;
      found.push({ ...at, value: percent ? Number(m[1]) / 100 : amountValue(m[1], m[2]) });
    }
  return found.sort((a, b) => a.start - b.start);
}

/** A whole count ("104", "3") matched by group 1. */
export function countsAt(text: string, pattern: string): Found[] {
  return [...text.matchAll(new RegExp(pattern, 'g'))].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    value: Number((m[1] ?? m[2] ?? '').replace(/,/g, '')),
  }));
}

/** The sentence a position stands in, as a span. */
export function sentenceAround(text: string, at: number): Span {
  const before = text.slice(0, at).search(/[.!?;]\s[^.!?;]*$/);
  const after = text.slice(at).search(/[.!?;](?:\s|$)/);
  return { start: before < 0 ? 0 : before + 2, end: after < 0 ? text.length : at + after };
}

const IS = '\\s*(?:of|is|at|=|:|around|about|roughly|~|averages?|average|runs?)?\\s*';
/** "$265 a night", "$195/night average", "nightly rate $250", "average $250 a night", "ADR 180". */
export const NIGHTLY = [
  `${AMOUNT}\\s*(?:\\/|per|a|an|each)\\s*night\\b`,
  `\\b(?:nightly(?: rate)?|adr|average daily rate|rate per night|average (?:nightly )?rate)${IS}${AMOUNT}`,
  `${AMOUNT}\\s*(?:average\\s*)?(?:nightly|adr)\\b`,
];
export const nightlyRates = (text: string): Found[] => findAll(text, NIGHTLY);

/** "62% occupancy", "occupancy of 60%", "booked 70% of the time". */
const OCCUPANCY = [
  `${PCT}\\s*(?:average\\s*)?(?:occupancy|occupied|booked)`,
  `\\b(?:occupancy|occupied|booked)(?: rate)?${IS}${PCT}`,
];
export const occupancies = (text: string): Found[] => findAll(text, OCCUPANCY, true);

export type FeeKind = 'management' | 'platform';
export interface Fee extends Found {
  kind: FeeKind;
  /** The words that name it, for the answer ("property manager", "Airbnb"). */
  name: string;
}
const MANAGEMENT = /\b(?:manag\w*|pm|co-?host\w*)\b/;
const PLATFORM =
  /\b(?:airbnb|vrbo|booking\.com|platform|host(?:-only)?|service|processing|commission|channel|ota|split|fee|cut|takes?|keeps?|charges?)\b/;
const NOT_A_FEE =
  /\b(?:occupan\w*|occupied|vacan\w*|cap(?: rate)?|cash[- ]on[- ]cash|coc|return|down|interest|rate of)\b/;

/**
 * The percents taken from bookings: each is a management fee or a platform's (several add), read by
 * the words right after it first ("20% management", "3% platform fee"), then those before it ("my
 * property manager takes 20%"). A percent that is an occupancy, a vacancy or a return is no fee.
 */
export function feesOnBookings(text: string, skip: readonly Span[] = []): Fee[] | null {
  const fees: Fee[] = [];
  for (const p of findAll(text, [PCT], true)) {
    if (skip.some((s) => overlaps(s, p))) continue;
    const after = text.slice(p.end, p.end + 30).split(/[,;.]\s|\bplus\b|\band\b/)[0]!;
    const before = text
      .slice(Math.max(0, p.start - 50), p.start)
      .split(/[.;!?]\s|\bplus\b|,\s(?:and\s)?/)
      .pop()!;
    if (NOT_A_FEE.test(after) || NOT_A_FEE.test(before.split(/\s+/).slice(-3).join(' '))) return null;
    const near = MANAGEMENT.test(after) ? 'management' : PLATFORM.test(after) ? 'platform' : undefined;
    // "Option A: 20% of booking revenue": a share of the bookings is a fee, whoever takes it.
    const ofBookings =
      /^\s*(?:of|on|off)\s+(?:the\s+|my\s+)?(?:gross\s+)?(?:bookings?|booking revenue|revenue|nightly|rental revenue)/.test(
        after,
      );
    const kind: FeeKind | undefined =
      near ??
      (MANAGEMENT.test(before) ? 'management' : PLATFORM.test(before) || ofBookings ? 'platform' : undefined);
    if (!kind) return null;
    const named = /\b(airbnb|vrbo|booking\.com)\b/.exec(`${before} ${after}`)?.[1];
    fees.push({
      ...p,
      kind,
      name:
        kind === 'management'
          ? 'Management'
          : named
            ? named === 'vrbo'
              ? 'VRBO'
              : named === 'airbnb'
                ? 'Airbnb'
                : 'Booking.com'
            : PLATFORM.test(`${before} ${after}`)
              ? 'Platform fee'
              : 'Fee',
    });
  }
  return fees;
}

export const feeShare = (fees: readonly Fee[]): number => fees.reduce((s, f) => s + f.value, 0);

export const feeLine = (fees: readonly Fee[]): string =>
  `${fees.map((f) => `${f.name} ${formatRate(f.value)}`).join(' + ')}${fees.length > 1 ? ` = ${formatRate(feeShare(fees))}` : ''} of bookings`;

export interface Cost extends Found {
  name: string;
  /** The cost a year, whether stated a month or a year. */
  yearly: number;
  period: 'month' | 'year';
}

const MONTH_WORDS = /^(?:\/\s?mo(?:nth)?\b|(?:a|per|each|every) mo(?:nth)?\b|monthly\b|mo\b)/;
const YEAR_WORDS = /^(?:\/\s?(?:yr|year)\b|(?:a|per|each|every) (?:yr|year)\b|annually\b|yearly\b|annual\b)/;
const periodOf = (words: string): 'month' | 'year' | undefined =>
  MONTH_WORDS.test(words) ? 'month' : YEAR_WORDS.test(words) ? 'year' : undefined;

/**
 * The running costs a question lists with their periods: "$1,900/mo", "insurance $2,160 a year", and a
 * list that says its period once at the end ("mortgage $2,050, HOA $540 and utilities $260 each month")
 * or at its start ("annual expenses including the mortgage run $38,000"). An amount with no period
 * anywhere is left out, so the caller finds it unplaced and does not answer.
 */
export function runningCosts(text: string, skip: readonly Span[]): Cost[] {
  const story = [...storyYears(text), ...storyAges(text)];
  const amounts = findAll(text, [AMOUNT]).filter(
    (a) =>
      ![...skip, ...story].some((s) => overlaps(s, a)) &&
      !/^\s?(?:%|percent|pct)/.test(text.slice(a.end, a.end + 8)),
  );
  const costs: Cost[] = [];
  for (const [i, a] of amounts.entries()) {
    const sentence = sentenceAround(text, a.start);
    const rest = text.slice(a.end, sentence.end);
    let period = periodOf(rest.replace(/^\s*(?:in\s)?/, '').trim());
    let end = a.end + (period ? (/^\s*\S+(?:\s(?:mo(?:nth)?|yr|year))?/.exec(rest)?.[0].length ?? 0) : 0);
    if (!period) {
      // A list's period said once after its last amount, with no other amount having its own between.
      const later = amounts.slice(i + 1).filter((b) => b.start < sentence.end);
      const said = /\b(?:each|every|a|per) (?:month|year)\b|\bmonthly\b|\bannually\b|\/\s?mo\b/.exec(rest);
      const ownBetween = later.some(
        (b) =>
          said &&
          b.start < a.end + said.index &&
          text.slice(b.end, a.end + said.index).trim() !== '' &&
          periodOf(text.slice(b.end, b.end + 12).trim()),
      );
      // Only a plain list runs on to its period: no clause of nights, shares or a new heading between.
      const plainList = said !== null && !/[:%]|night/.test(rest.slice(0, said.index));
      if (said && plainList && !ownBetween) period = /month|mo\b/.test(said[0]) ? 'month' : 'year';
      else {
        // "annual expenses including the mortgage run $38,000", "monthly costs: …": said before.
        const lead = text.slice(sentence.start, a.start);
        if (/\b(?:monthly|each month|every month)\b/.test(lead)) period = 'month';
        else if (/\b(?:annual|yearly|each year|every year)\b/.test(lead)) period = 'year';
      }
      end = a.end;
    }
    if (!period) continue;
    const from = Math.max(sentence.start, a.start - 50);
    // A label cut short at the window's start is read from its next whole word.
    const before = text.slice(from, a.start).replace(from > sentence.start ? /^\S*\s/ : /^/, '');
    const name =
      before
        .split(/[,;:(]|\band\b|\bplus\b|\d/)
        .pop()!
        .replace(/\b(?:i|we|pay|about|around|roughly|is|are|of|at|run|runs|costs?|my|the|in|~|\+)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || 'cost';
    costs.push({
      start: a.start,
      end,
      value: a.value,
      name,
      period,
      yearly: period === 'month' ? a.value * 12 : a.value,
    });
  }
  return costs;
}

export const costLine = (c: Cost): string =>
  `${c.name[0]!.toUpperCase()}${c.name.slice(1)}: ${formatAmount(c.value)} a ${c.period}`;
