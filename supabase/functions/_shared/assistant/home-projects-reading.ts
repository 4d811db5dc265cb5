// What the homeowner-project readers (docs/assistant.md rule 100) share: every number the question
// writes, each with its kind (an amount, a percent, a count of months or years, an area, a price per
// foot, a price each), its period and the words of its own clause, so each reader can name every
// number's role and decline (the question is then asked back) when one is left unplaced.
import { amountValue, storyYears, type Span } from './quick-math-reading.ts';
import { storyAges } from './str-revenue-reading.ts';

/** 'other': a number with a unit no reader here prices ("10 days", "3 bedrooms", "2 acres"). */
export type ItemKind = 'money' | 'percent' | 'months' | 'years' | 'area' | 'perArea' | 'count' | 'other';
export interface Item extends Span {
  kind: ItemKind;
  value: number;
  period?: 'monthly' | 'yearly';
  /** The words of its clause before it (back to a comma or sentence break) and after it. */
  before: string;
  after: string;
  /** The words back to the number before it, and on to the number after it, within the clause. */
  nearBefore: string;
  nearAfter: string;
  /** "850 each", "$120 apiece": a price of one of a count. */
  each?: boolean;
}

const NUMBER = '(?<![\\w.,])\\$?\\s?(\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?|\\.\\d+)';
const SUFFIX = '(?:\\s?(k|mm|m|million|thousand)\\b)?';
const MONTHLY =
  /^\s*(?:\/\s*mo(?:nth)?\b|\/\s*mth\b|(?:a|per|each|every)\s+mo(?:nth)?\b|monthly\b|mo\b|pm\b)/;
const YEARLY =
  /^\s*(?:\/\s*y(?:ea)?r\b|(?:a|per|each|every)\s+y(?:ea)?r\b|yearly\b|annually\b|per annum\b|\/\s*yr\b)/;
const AREA_UNIT = /^\s*(?:sq\.?\s?f(?:ee|oo)?t\.?|sqft|sf|square\s+f(?:ee|oo)t|ft2)\b/;
const PER_AREA_UNIT =
  /^\s*(?:\/|per|a|an)\s*(?:sq\.?\s?f(?:ee|oo)?t\.?|sqft|sf|square\s+f(?:oo|ee)t|foot|ft)\b|^\s*psf\b/;
const MONTHS_UNIT = /^\s*(?:-\s*)?(?:months?|mos?|mths?)\b/;
const YEARS_UNIT = /^\s*(?:-\s*)?(?:years?|yrs?)\b/;
const PCT_UNIT = /^\s*(?:%|percent\b|pct\b)/;
const EACH = /^\s*(?:each|apiece|a piece|per (?:window|unit|door|panel|item|fixture|one|piece))\b/;

/** A person's age told in passing: "my husband is 61", "she's 70", "we're both 58". */
const PERSON_AGE =
  /\b(?:husband|wife|partner|spouse|mom|dad|mother|father|he|she|i|we|they)(?:'s| is| am| are|'m|'re)\s+(?:both\s+|only\s+|almost\s+|nearly\s+|about\s+)?(\d{2})(?:\s*(?:and|&)\s*\d{2})?\b(?!\s*(?:%|k\b|\/|years? (?:ago|left|from)))/g;

/** The spans a reader may leave unread: a story's calendar years and the ages of the people in it. */
export function storySpans(text: string): Span[] {
  return [
    ...storyYears(text),
    ...storyAges(text),
    ...[...text.matchAll(PERSON_AGE)].map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    })),
    // "our furnace is from 1998", "a 1987 house": a calendar year named with no amount on it.
    ...[...text.matchAll(/\b(?:19[2-9]\d|20[0-4]\d)\b(?!\s*(?:k\b|%|\/|sq|sf|a (?:month|year)))/g)]
      .filter((m) => !/\$\s?$/.test(text.slice(0, m.index)))
      .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + 4 })),
  ];
}

const clauseBefore = (text: string, at: number): string =>
  text
    .slice(0, at)
    .split(/[.;!?,:]\s|\s-\s|\s—\s|\(|\n/)
    .pop() ?? '';
const clauseAfter = (text: string, at: number): string =>
  text.slice(at).split(/[.;!?,:]\s|\s-\s|\s—\s|\)|\n/)[0] ?? '';

/** Every number the question writes, read as an item, story years and ages left out. */
export function readItems(text: string): Item[] {
  const story = storySpans(text);
  const items: Item[] = [];
  for (const m of text.matchAll(new RegExp(`${NUMBER}${SUFFIX}`, 'g'))) {
    const start = m.index ?? 0;
    let end = start + m[0].length;
    if (story.some((s) => start >= s.start && start < s.end)) continue;
    const digits = m[1]!;
    const dollar = m[0].includes('$');
    const suffix = m[2];
    const rest = text.slice(end);
    let kind: ItemKind = 'money';
    let value = amountValue(digits.startsWith('.') ? `0${digits}` : digits, suffix);
    let unit: RegExpExecArray | null;
    if (!suffix && (unit = PCT_UNIT.exec(rest))) {
      kind = 'percent';
      value = Number(digits) / 100;
      end += unit[0].length;
    } else if (!suffix && !dollar && (unit = AREA_UNIT.exec(rest))) {
      kind = 'area';
      end += unit[0].length;
    } else if ((unit = PER_AREA_UNIT.exec(rest))) {
      kind = 'perArea';
      end += unit[0].length;
    } else if (!suffix && !dollar && (unit = MONTHS_UNIT.exec(rest))) {
      kind = 'months';
      end += unit[0].length;
    } else if (!suffix && !dollar && (unit = YEARS_UNIT.exec(rest))) {
      kind = 'years';
      end += unit[0].length;
    } else if (
      !suffix &&
      !dollar &&
      /^\s*(?:-\s*)?(?:days?|weeks?|hours?|nights?|miles?|acres?|bed(?:room)?s?|bath(?:room)?s?|br|ba|people|kids|times|stories|floors|cars?|minutes?|degrees?|kw|kwh|tons?|seer|gallons?)\b/.test(
        rest,
      )
    ) {
      kind = 'other';
    } else if (
      !suffix &&
      !dollar &&
      // "16 windows", "12 solar panels", "3 new skylights": a count of things, up to two words before the noun.
      /^\s+(?:[a-z-]+\s+){0,2}?[a-z]+s\b/.test(rest) &&
      !/^\s+(?:[a-z-]+\s+){0,2}?(?:dollars|bucks|grand|percent|days|weeks|years|months|hours|yrs|mos|sq|cents|nights|is|was|as|has|minutes|times|thousands|plus)\b/.test(
        rest,
      ) &&
      !/^\s+(?:and|or|to|for|of|in|on|a|the|per|with|from|at)\b/.test(rest) &&
      Number.isInteger(value) &&
      value < 1000
    ) {
      kind = 'count';
    }
    const item: Item = {
      kind,
      value,
      start,
      end,
      before: clauseBefore(text, start),
      after: '',
      nearBefore: '',
      nearAfter: '',
    };
    if (kind === 'money' || kind === 'perArea') {
      const tail = text.slice(end);
      if ((unit = MONTHLY.exec(tail))) {
        item.period = 'monthly';
        item.end += unit[0].length;
      } else if ((unit = YEARLY.exec(tail))) {
        item.period = 'yearly';
        item.end += unit[0].length;
      }
      if (kind === 'money' && (unit = EACH.exec(text.slice(item.end)))) {
        item.each = true;
        item.end += unit[0].length;
      }
    }
    if (kind === 'percent' && (unit = YEARLY.exec(text.slice(end)))) {
      item.period = 'yearly';
      item.end += unit[0].length;
    }
    item.after = clauseAfter(text, item.end);
    // A period said later in the clause: "$140 a month", "saves about 95 bucks monthly".
    if (kind === 'money' && !item.period) {
      const near = item.after.slice(0, 30);
      if (
        /^\s*(?:bucks|dollars)?\s*(?:a|per|each|every)\s+month\b|^\s*(?:bucks|dollars)?\s*monthly\b/.test(
          near,
        )
      )
        item.period = 'monthly';
      else if (
        /^\s*(?:bucks|dollars)?\s*(?:a|per|each|every)\s+year\b|^\s*(?:bucks|dollars)?\s*(?:yearly|annually)\b/.test(
          near,
        )
      )
        item.period = 'yearly';
    }
    items.push(item);
  }
  items.forEach((i, n) => {
    const previous = items[n - 1];
    const next = items[n + 1];
    i.nearBefore = i.before.slice(Math.max(0, i.before.length - (i.start - (previous?.end ?? 0))));
    i.nearAfter = i.after.slice(0, Math.max(0, (next?.start ?? text.length) - i.end));
  });
  return items;
}

/** The words on both sides of an item, within its clause. */
export const around = (i: Item): string => `${i.before.slice(-60)} # ${i.after.slice(0, 60)}`;

/** The words between an item and its neighbours, within its clause. */
export const near = (i: Item): string => `${i.nearBefore} # ${i.nearAfter}`;

/** Amounts written twice ("28k TOTAL … inside the 28k") counted once: the later repeats are dropped. */
export function withoutRepeats(items: readonly Item[]): Item[] {
  return items.filter(
    (i, n) =>
      !items
        .slice(0, n)
        .some((o) => o.kind === i.kind && o.value === i.value && o.period === i.period && i.kind === 'money'),
  );
}

/** "our 1962 ranch": the calendar years a question names, shown among the inputs as dates. */
export function yearsNamed(text: string): string[] {
  const years = [...text.matchAll(/\b(?:19[2-9]\d|20[0-4]\d)\b(?!\s*(?:k\b|%|\/|sq|sf|a (?:month|year)))/g)]
    .filter((m) => !/\$\s?$/.test(text.slice(0, m.index)))
    .map((m) => m[0]);
  return years.length ? [`Year named: ${years.join(', ')} (a date, not an amount)`] : [];
}

/** Years as a number from an item counting months or years. */
export const yearsIn = (i: Item): number => (i.kind === 'months' ? i.value / 12 : i.value);
/** A yearly figure from an amount a month or a year. */
export const perYear = (i: Item): number => (i.period === 'monthly' ? i.value * 12 : i.value);
