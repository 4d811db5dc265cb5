// Amounts counted by the day: the interest a lender collects from closing to the month's end ("per
// diem", "prepaid interest"), and a partial month's rent when a tenant moves in or out mid-month.
// Days between two dates count both ends, as closing statements and leases do, unless the question
// says a day is left out. The year's basis (365 or 360 days) and the month's (its calendar days, or
// a stated 30) are the question's when it names them, else the usual ones, said in the answer.
// Part of quick-math (READERS there).
import { datesIn, DAY_MS, daysInMonth, monthName, utc, type CalendarDate } from './calendar-dates.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, type Reader } from './quick-math-reading.ts';
import { depositStated, isDepositAmount } from './move-in-deposit.ts';

const PER_DIEM =
  /\bper[- ]?diem\b|\bprepaid interest\b|\b(?:daily|odd[- ]days?) interest\b|\binterest (?:per|a|each|for the) day\b/;
/** "not counting the closing day", "excluding the first day": one end of the span is left out. */
const ONE_END_OUT =
  /\b(?:not counting|excluding|exclusive of|except|without counting)\b[^.?!]{0,25}\bday\b|\bday\b[^.?!]{0,25}\b(?:doesn'?t|does not|isn'?t|is not|won'?t) count/;
const MONTH_END = /\b(?:end of (?:the |that )?month|month[- ]end|last day of (?:the |that )?month)\b/;

/** The numbers of the dates: a date's day is no amount of the question. */
const outsideDates = (tokens: NumberToken[], dates: CalendarDate[]) =>
  tokens.filter((t) => !dates.some((d) => t.start >= d.start && t.end <= d.end));

/** Days from the first date through the second (or the month's end), both ends counted. */
function daySpan(text: string, dates: CalendarDate[]): { days: number; shown: string } | null {
  const dayCount = /\b(\d{1,2})\s+days?\b(?!\s+(?:in|of)\s+(?:the|a|that)?\s*(?:month|year))/.exec(text);
  const [first, second] = dates;
  let days: number;
  let shown: string;
  if (first && second && dates.length === 2) {
    const span = Math.round(
      (utc(2025, second.month, second.day) - utc(2025, first.month, first.day)) / DAY_MS,
    );
    if (span < 0 || span > 62) return null;
    days = span + 1;
    shown = `${monthName(first.month)} ${first.day} through ${monthName(second.month)} ${second.day}`;
  } else if (first && dates.length === 1 && MONTH_END.test(text)) {
    days = daysInMonth(first.month, first.year) - first.day + 1;
    shown = `${monthName(first.month)} ${first.day} through the month's end`;
  } else if (dayCount && dates.length === 0) {
    return { days: Number(dayCount[1]), shown: `${dayCount[1]} days` };
  } else return null;
  if (ONE_END_OUT.test(text)) {
    days -= 1;
    shown += ', one end not counted';
  } else shown += ', both days counted';
  return { days, shown };
}

/**
 * "closing March 19 on a 400k loan at 6.5%; prepaid interest through March 31 on a 365-day year: per
 * diem and total?": loan × rate ÷ the year's days, times the days from closing through the end.
 */
const prepaidInterest: Reader = ({ text, tokens }) => {
  if (!PER_DIEM.test(text)) return null;
  const dates = datesIn(text);
  const rest = outsideDates(tokens, dates);
  const loans = money(rest).filter((t) => t.value >= 10000 && !t.period);
  const rates = percents(rest).filter((t) => t.value > 0 && t.value < 0.2);
  if (loans.length !== 1 || rates.length !== 1) return null;
  const basis = /\b360\b/.test(text) ? 360 : 365;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  const perDiem = (loan * rate) / basis;
  const span = daySpan(text, dates);
  return {
    title: 'Prepaid (per diem) interest',
    inputs: [
      `Loan: ${formatMoney(loan)} at ${formatPercent(rate, 3)}`,
      `Year: ${basis} days${/\b36[05]\b/.test(text) ? '' : ' (the usual basis; some lenders use 360)'}`,
      ...(span ? [`Days: ${span.shown} = ${span.days}`] : []),
    ],
    results: [
      `Per diem: **${formatMoney(perDiem)}** a day`,
      ...(span
        ? [
            `Prepaid interest: **${formatMoney(perDiem * span.days)}** (${span.days} days × ${formatMoney(perDiem)})`,
          ]
        : ['Prepaid interest: the per diem times the days from closing through the month’s end']),
    ],
    method: `${formatMoney(loan)} × ${formatPercent(rate, 3)} ÷ ${basis} days`,
  };
};

const MOVE_IN =
  /\bmov(?:e|es|ing|ed)[- ]?in\b|\bmove[- ]in (?:date|day)\b|\bstarts? (?:the )?lease\b|\blease starts?\b/;
const MOVE_OUT = /\bmov(?:e|es|ing|ed)[- ]?out\b|\bvacat\w*\b|\bleav(?:e|es|ing)\b/;

/**
 * "tenant moves in Sept 18th, rent 1,950/mo, prorate by the day using 30 days, the move-in day is paid:
 * what do I charge for September?": the rent × the days occupied ÷ the days in the month (its calendar
 * days unless a month of 30 is stated).
 */
const proratedRent: Reader = ({ text, tokens }) => {
  if (!/\bprorat\w*|\bpartial (?:first |last )?month\b|\bby the day\b|\bdaily rate\b/.test(text)) return null;
  if (!/\brent\w*\b|\btenant\b|\blease\b/.test(text) || PER_DIEM.test(text)) return null;
  const inOrOut = MOVE_IN.test(text) ? 'in' : MOVE_OUT.test(text) ? 'out' : null;
  const dates = datesIn(text);
  if (!inOrOut || dates.length !== 1) return null;
  const rents = money(outsideDates(tokens, dates)).filter(
    (t) => t.period !== 'yearly' && !isDepositAmount(text, t),
  );
  if (rents.length !== 1) return null;
  // "and deposit is 1.5x rent. what do i collect at move in": the deposit and the move-in total too.
  const deposit = depositStated(text, tokens, rents[0]!.value);
  if (deposit === 'unread') return null;
  const date = dates[0]!;
  const stated = /\b(28|29|30|31)[- ]days?\b/.exec(text);
  const monthDays = stated ? Number(stated[1]) : daysInMonth(date.month, date.year);
  // The move-in (or move-out) day is a paid day unless the question says it is not.
  const dayOut = ONE_END_OUT.test(text);
  const days = (inOrOut === 'in' ? monthDays - date.day + 1 : date.day) - (dayOut ? 1 : 0);
  if (!(days >= 0 && days <= monthDays)) return null;
  const rent = rents[0]!.value;
  const month = monthName(date.month);
  const prorated = (rent * days) / monthDays;
  return {
    title: `Prorated rent for ${month}`,
    inputs: [
      `Rent: ${formatMoney(rent)} a month`,
      `Move-${inOrOut}: ${month} ${date.day} (${dayOut ? 'that day not paid' : 'that day paid'})`,
      `Days in the month: ${monthDays}${stated ? ' (as you said)' : ''}`,
    ],
    results: [
      `Daily rent: ${formatMoney(rent / monthDays)}`,
      `Days ${inOrOut === 'in' ? 'occupied' : 'before leaving'}: ${days}`,
      `Rent for ${month}: **${formatMoney(prorated)}**`,
      ...(deposit
        ? [
            `Security deposit: ${deposit.shown} = **${formatMoney(deposit.amount)}**`,
            `Due at move-in: ${formatMoney(prorated)} + ${formatMoney(deposit.amount)} = **${formatMoney(prorated + deposit.amount)}**`,
          ]
        : []),
    ],
    method: `${formatMoney(rent)} × ${days} ÷ ${monthDays}${deposit ? ', plus the deposit' : ''}`,
  };
};

export const DAY_COUNT_READERS: readonly Reader[] = [prepaidInterest, proratedRent];
