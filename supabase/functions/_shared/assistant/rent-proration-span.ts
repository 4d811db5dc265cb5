// A partial month's rent told as a span of days (docs/assistant.md rule 124): "they owe feb 1 thru feb
// 10, prorated by the days in feb"; "lease starts on the 10th … we prorate on a 30-day month and the
// tenant pays the 10th through the 30th inclusive". The days are counted both ends in; a month with no
// name needs its length stated. A single move-in or move-out date is day-count-math.ts's.
import { datesIn, daysInMonth, monthName } from './calendar-dates.ts';
import { formatMoney } from './format.ts';
import { everyNumberPlaced, money, type Reader, type Span } from './quick-math-reading.ts';

const PRORATE = /\bprorat\w*/;
const RENTAL = /\brent\w*\b|\btenant\b|\blease\b/;
const THROUGH = /\b(?:thru|through|to|until|till|inclusive)\b|\d\s*[-–]\s*\d/;
const STATED_MONTH = /\b(28|29|30|31)[- ]days?(?: month)?\b/;
const ORDINAL = /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/g;

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const proratedSpan: Reader = ({ text, tokens }) => {
  if (!PRORATE.test(text) || !RENTAL.test(text) || !THROUGH.test(text)) return null;
  const rents = money(tokens).filter((t) => t.period !== 'yearly');
  if (rents.length !== 1 || /\bdeposit/.test(text)) return null;
  const stated = STATED_MONTH.exec(text);
  const dates = datesIn(text);
  let first: number;
  let last: number;
  let monthDays: number;
  let month: string | undefined;
  let spans: Span[];
  if (dates.length > 0) {
    if (new Set(dates.map((d) => d.month)).size !== 1) return null;
    const days = [...new Set(dates.map((d) => d.day))];
    if (days.length !== 2) return null;
    [first, last] = [Math.min(...days), Math.max(...days)];
    monthDays = stated ? Number(stated[1]) : daysInMonth(dates[0]!.month, dates[0]!.year);
    month = monthName(dates[0]!.month);
    spans = dates;
  } else {
    // No month named: its length must be said ("a 30-day month").
    if (!stated) return null;
    const ordinals = [...text.matchAll(ORDINAL)];
    const days = [...new Set(ordinals.map((m) => Number(m[1])))];
    if (days.length !== 2) return null;
    [first, last] = [Math.min(...days), Math.max(...days)];
    monthDays = Number(stated[1]);
    spans = ordinals.map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  }
  if (stated) spans = [...spans, { start: stated.index, end: stated.index + stated[0].length }];
  if (!everyNumberPlaced(text, [...spans, rents[0]!])) return null;
  if (!(first >= 1 && last <= monthDays && last > first)) return null;
  const days = last - first + 1;
  const rent = rents[0]!.value;
  const label = month
    ? `${month} ${first} through ${month} ${last}`
    : `the ${ordinal(first)} through the ${ordinal(last)}`;
  return {
    title: `Prorated rent${month ? ` for ${month}` : ''}`,
    inputs: [
      `Rent: ${formatMoney(rent)} a month`,
      `Days paid: ${label}, both days counted = ${days}`,
      `Days in the month: ${monthDays}${stated ? ' (as you said)' : ''}`,
    ],
    results: [
      `Daily rent: ${formatMoney(rent / monthDays)}`,
      `Prorated rent: ${formatMoney(rent)} × ${days} ÷ ${monthDays} = **${formatMoney((rent * days) / monthDays)}**`,
    ],
    method: `${formatMoney(rent)} × ${days} ÷ ${monthDays}`,
  };
};

export const RENT_PRORATION_SPAN_READERS: readonly Reader[] = [proratedSpan];
