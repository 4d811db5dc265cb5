// What every quick-math reader shares: the answer's shape, the question as read (normalised text and
// its number tokens), and the small helpers that read a token's period, term or label.
import type { NumberToken } from './parse-numbers.ts';

export interface QuickAnswer {
  title: string;
  inputs: string[];
  results: string[];
  /** How the result was worked out, shown under it. */
  method: string;
}

export const NUM = '(\\d[\\d,]*(?:\\.\\d+)?)';
export const AREA = new RegExp(
  `${NUM}\\s*(?:sq\\.?\\s?f(?:ee|oo)?t\\.?|sqft|sf|rsf|usf|(?:rentable |usable )?square\\s+f(?:ee|oo)t|ft2)\\b`,
  'g',
);
export const PER_AREA = new RegExp(
  `\\$?${NUM}(k\\b)?\\s*(?:(?:\\/|per|a|an)\\s*(?:sq\\.?\\s?ft\\.?|sqft|sf|square\\s+f(?:oo|ee)t|foot|ft)\\b|psf\\b)`,
  'g',
);
export const UNITS = /\b(\d{1,4})[\s-]*(?:units?|doors?|apartments?|plex)\b|\b(\d{1,4})[\s-]unit\b/;
export const YEARLY = /\b(?:annual(?:ly)?|yearly|a year|per year|\/\s?yr|\/\s?year|each year|per annum)\b/;

export const num = (s: string) => Number(s.replace(/,/g, ''));
export const money = (tokens: NumberToken[]) => tokens.filter((t) => t.kind === 'money');
export const percents = (tokens: NumberToken[]) => tokens.filter((t) => t.kind === 'percent');
/** An amount a year, whether it was given a month or a year (or with no period). */
export const yearly = (t: NumberToken) => (t.period === 'monthly' ? t.value * 12 : t.value);
/** An amount a month, whether it was given a month or a year (or with no period). */
export const monthly = (t: NumberToken) => (t.period === 'yearly' ? t.value / 12 : t.value);
/** A term token (years or months) in years. */
export const yearsOf = (t: NumberToken) => (t.kind === 'months' ? t.value / 12 : t.value);

/** The words before a number, back to the number before it and at most `limit` characters. */
export function wordsBefore(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  limit: number,
): string {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  return text.slice(Math.max(previous?.end ?? 0, t.start - limit), t.start);
}

export interface Reading {
  text: string;
  tokens: NumberToken[];
}

export type Reader = (r: Reading) => QuickAnswer | null;

/** The token a label names: the label right before it ("noi $450k") or right after ("450k noi"). */
export function labelled(
  text: string,
  tokens: NumberToken[],
  label: RegExp,
  kinds: NumberToken['kind'][] = ['money'],
  /** Words allowed between the label and the number ("house payment incl taxes would be 2,350"). */
  gap = 0,
): NumberToken | undefined {
  const between = gap > 0 ? `(?:\\s+[a-z&'()-]+){0,${gap}}` : '';
  const before = new RegExp(
    `(?:${label.source})${between}(?:\\s+(?:of|is|are|was|at|about|around|roughly|=|:))?\\s*$`,
  );
  const after = new RegExp(
    `^\\s*(?:a year\\s+|per year\\s+|\\/yr\\s+|yearly\\s+|annually\\s+|in\\s+|of\\s+)?(?:${label.source})`,
  );
  return tokens.find(
    (t) =>
      kinds.includes(t.kind) &&
      (before.test(text.slice(Math.max(0, t.start - 40 - gap * 12), t.start)) ||
        after.test(text.slice(t.end, t.end + 40))),
  );
}
