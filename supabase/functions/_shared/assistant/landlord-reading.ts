// What the landlord readers share (docs/assistant.md rules 90–91): an amount as a landlord writes it
// ("$1,150", "1.2 mil", "1.45M", "185"), a count in digits or words, a span of months ("a month and a
// half", "1.5 months"), and the numbers a story carries that are no amounts (a unit's number, a
// tenant's kids, the year they moved in). The readers in rent-roll-math.ts, management-fee-math.ts,
// turnover-math.ts and tenant-charges-math.ts fire only when every number written is placed.
import { COUNT_WORDS, countOf } from './number-words.ts';
import { everyNumberPlaced, num, type Span } from './quick-math-reading.ts';

/** A dollar amount: group 1 the digits, group 2 a suffix ("k", "m", "mil"). */
export const MONEY =
  '(?<![\\d.,])\\$?\\s?(\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?)(?![.,]?\\d)(?:\\s?(k|mm|m|mil|mill|million|thousand)\\b)?';
export const moneyValue = (digits: string, suffix?: string): number =>
  num(digits) * (suffix === 'k' || suffix === 'thousand' ? 1e3 : suffix ? 1e6 : 1);

/** A count in digits or in words: group 1. */
export const COUNT = `(\\d{1,4}|${COUNT_WORDS})`;
export const countValue = (written: string): number => countOf(written.trim());

/** "/mo", "a month", "per month", "monthly" right after an amount. */
export const PER_MONTH = '(?:\\s*(?:\\/\\s*mo(?:nth)?\\b|(?:a|per|each|every)\\s+mo(?:nth)?\\b|monthly\\b))';
/** "/yr", "a year", "per year", "annually" right after an amount. */
export const PER_YEAR =
  '(?:\\s*(?:\\/\\s*y(?:ea)?r\\b|(?:a|per|each|every)\\s+y(?:ea)?r\\b|annual(?:ly)?\\b|yearly\\b|this year\\b))';

/** A match of a pattern whose groups 1–2 are an amount: its value and where it stands. */
export interface Found extends Span {
  value: number;
  match: RegExpExecArray;
}

/** The first match of a pattern, its amount read from the group `at` (and the suffix after it). */
export function findAmount(text: string, pattern: RegExp, at = 1): Found | null {
  const m = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
  if (!m?.[at]) return null;
  return { value: moneyValue(m[at], m[at + 1]), start: m.index, end: m.index + m[0].length, match: m };
}

/** Every match of a pattern, its amount read from the group `at`. */
export function findAmounts(text: string, pattern: RegExp, at = 1): Found[] {
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return [...text.matchAll(re)].map((m) => ({
    value: moneyValue(m[at]!, m[at + 1]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    match: m as RegExpExecArray,
  }));
}

/** A span of months: "a month and a half", "1.5 months", "two months", "half a month": group 1. */
export const MONTHS_SPAN = `((?:a|one|1) month and a half|half (?:a|of a|one) month|(?:\\d{1,2}(?:\\.\\d+)?|${COUNT_WORDS}|a|one)(?: and a half)? months?)`;
export function monthsValue(written: string): number {
  if (/^half/.test(written)) return 0.5;
  const half = /and a half/.test(written) ? 0.5 : 0;
  const head = written.split(/\s+/)[0]!;
  const whole = /^(?:a|one)$/.test(head) ? 1 : /^\d/.test(head) ? Number(head) : countOf(head);
  return whole + half;
}

/**
 * Numbers a landlord's story carries that are no amounts: "unit 204", "#3b", "apt 12", "3 kids",
 * "age 70", "since 2019", "in 2021", "123 Main St".
 */
export function storySpans(text: string): Span[] {
  const patterns = [
    /\b(?:unit|apt|apartment|suite|ste|no\.?)\s*#?\s*\d+[a-z]?\b/g,
    /#\s*\d+[a-z]?\b/g,
    // "turned over 2B", "3b's tenant": a unit named by number and letter (never "5k" or "2m").
    /\b\d{1,4}[a-hjln-wyz]\b(?!\s*(?:sq|sf))/g,
    /\b\d{1,2}\s+(?:kids|children|dogs?|cats?|pets?|grandkids|roommates?)\b/g,
    /\b(?:age[d]?|is)\s+\d{2}\b(?=\s*(?:years? old|yo)?\b)/g,
    /\b\d{2}\s*(?:years? old|yo|y\/o)\b/g,
    /\b(?:since|in|from|back in|moved in|built in)\s+(?:19|20)\d{2}\b/g,
    /\b\d{1,5}\s+[a-z]+\s+(?:st|street|ave|avenue|rd|road|blvd|lane|ln|dr|drive|court|ct|way|pl|place)\b/g,
  ];
  return patterns.flatMap((re) =>
    [...text.matchAll(re)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
  );
}

/**
 * True when every number written lies in a span placed, or in the story (storySpans), or says again
 * a number placed ("8% of collected rent … what's the 8% piece").
 */
export function allPlaced(text: string, spans: readonly (Span | undefined | null)[]): boolean {
  const placed = spans.filter((s): s is Span => !!s);
  const written = (s: Span) =>
    [...text.slice(s.start, s.end).matchAll(/\d(?:[\d,]*\d)?(?:\.\d+)?/g)].map((m) => m[0]);
  const values = new Set(placed.flatMap(written));
  const again = [...text.matchAll(/\$?\d(?:[\d,]*\d)?(?:\.\d+)?\s?%?/g)]
    .filter((m) => values.has(m[0].replace(/[$%\s]/g, '')))
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  return everyNumberPlaced(text, [...placed, ...again, ...storySpans(text)]);
}

/** A span covering a found amount, for allPlaced. */
export const spanOf = (f: Span | null | undefined): Span | undefined =>
  f ? { start: f.start, end: f.end } : undefined;
