// Tolls on a commute: "tolls 2.75 each way", "$5.50 a day in tolls", "toll is $6 round trip",
// "$120 a month of tolls". A commute reader adds them to the driving cost; a toll it cannot place in
// a period makes the reader decline, never drop it (rule 70).
import { formatMoney } from './format.ts';

const AMOUNT = String.raw`\$?\s?(\d{1,4}(?:\.\d{1,2})?)`;
const PER = String.raw`(each way|one[- ]way|per (?:trip|way)|a trip|each trip|a day|per day|\/\s?day|daily|each day|every day|round[- ]?trip|both ways|a month|per month|\/\s?mo(?:nth)?|monthly|a year|per year|\/\s?yr|yearly|annually)`;
/** "tolls 2.75 each way", "toll of $3 a day", "tolls are $6 round trip"; "parking $12 a day". */
const chargeFirst = (word: string) =>
  new RegExp(
    String.raw`\b${word}\b(?:\s+(?:are|is|of|cost|costs|run|runs|at|come to|=|:|about|around|~|fee|fees|would be|will be))*\s*${AMOUNT}\s*(?:in ${word}\s*)?${PER}?`,
  );
/** "$5.50 a day in tolls", "2.75 each way tolls", "$6 round-trip toll"; "$12/day parking". */
const chargeAfter = (word: string) =>
  new RegExp(String.raw`${AMOUNT}\s*${PER}?\s*(?:in |of |for |on )?${word}\b\s*${PER}?`);
const TOLL_FIRST = chargeFirst('tolls?');
const AMOUNT_FIRST = chargeAfter('tolls?');

export type TollPeriod = 'way' | 'day' | 'month' | 'year';

export interface Tolls {
  amount: number;
  per: TollPeriod;
  /** Where the toll is written, so the distance's own "each way" is not taken from it. */
  start: number;
  end: number;
}

function periodOf(words: string | undefined): TollPeriod | undefined {
  if (!words) return undefined;
  if (/each way|one[- ]way|per (?:trip|way)|a trip|each trip/.test(words)) return 'way';
  if (/day|daily|round|both ways/.test(words)) return 'day';
  if (/mo/.test(words)) return 'month';
  return 'year';
}

/**
 * The tolls a commute question names: null when none is named, 'unread' when a toll is named but its
 * amount or period cannot be placed (the reader then declines rather than leave it out).
 */
export function readTolls(text: string): Tolls | 'unread' | null {
  if (!/\btolls?\b/.test(text)) return null;
  if (/\b(?:no|without|skip(?:ping)?|avoid(?:ing)?) tolls?\b|\btoll[- ]free\b/.test(text)) return 'unread';
  const first = TOLL_FIRST.exec(text);
  const after = AMOUNT_FIRST.exec(text);
  const m = first && periodOf(first[2]) ? first : after;
  if (!m) return 'unread';
  const per = periodOf(m === first ? m[2] : (m[2] ?? m[3]));
  const amount = Number(m[1]);
  if (!per || !(amount > 0) || (per === 'way' && amount > 60) || (per === 'day' && amount > 120))
    return 'unread';
  const end = m.index + m[0].length;
  // Two tolls named ("tolls 2.75 each way on the bridge and tolls 4 a day on the turnpike") are not
  // summed by guess; "cost with tolls" names none.
  const rest = `${text.slice(0, m.index)} ${text.slice(end)}`;
  if (TOLL_FIRST.exec(rest) ?? AMOUNT_FIRST.exec(rest)) return 'unread';
  return { amount, per, start: m.index, end };
}

/** The tolls over the commute's period: each way × 2 a day, a day × days, a month or a year as said. */
export function tollsOverPeriod(
  tolls: Tolls,
  days: number,
  period: 'week' | 'month' | 'year',
): { total: number; how: string } | null {
  if (tolls.per === 'way')
    return { total: tolls.amount * 2 * days, how: `${formatMoney(tolls.amount)} × 2 × ${days} days` };
  if (tolls.per === 'day')
    return { total: tolls.amount * days, how: `${formatMoney(tolls.amount)} × ${days} days` };
  if (period === 'week') return null;
  if (tolls.per === 'month')
    return period === 'month'
      ? { total: tolls.amount, how: 'as stated' }
      : { total: tolls.amount * 12, how: `${formatMoney(tolls.amount)} × 12 months` };
  return period === 'year'
    ? { total: tolls.amount, how: 'as stated' }
    : { total: tolls.amount / 12, how: `${formatMoney(tolls.amount)} ÷ 12` };
}

const PARKING_FIRST = chargeFirst('parking');
const PARKING_AFTER = chargeAfter('parking');

/**
 * Parking on a commute (rule 85): "$12/day parking", "parking is $240 a month", "parking 15 a day".
 * Read like a toll: null when none is named, 'unread' when parking is named with an amount whose
 * period cannot be placed, or twice.
 */
export function readParking(text: string): Tolls | 'unread' | null {
  if (!/\bparking\b/.test(text)) return null;
  if (/\b(?:free|no|without) parking\b|\bparking (?:is )?free\b/.test(text)) return null;
  const first = PARKING_FIRST.exec(text);
  const after = PARKING_AFTER.exec(text);
  const m = after && periodOf(after[2] ?? after[3]) ? after : first && periodOf(first[2]) ? first : null;
  if (!m)
    return /\d/.test(
      text.slice(Math.max(0, text.search(/\bparking\b/) - 20), text.search(/\bparking\b/) + 30),
    )
      ? 'unread'
      : null;
  const per = periodOf(m === first ? m[2] : (m[2] ?? m[3]));
  const amount = Number(m[1]);
  if (!per || per === 'way' || !(amount > 0) || (per === 'day' && amount > 150)) return 'unread';
  const end = m.index + m[0].length;
  const rest = `${text.slice(0, m.index)} ${text.slice(end)}`;
  if (PARKING_FIRST.test(rest) || PARKING_AFTER.test(rest)) return 'unread';
  return { amount, per, start: m.index, end };
}
