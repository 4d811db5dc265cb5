// Calendar dates as people type them ("June 15", "the 15th of June, 2025", "6/15/2025", "sept 18th"),
// for the readers that count days: tax proration at closing, prepaid interest, a partial month's rent.

const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** "June" for 5, always in English whatever the runtime's locale. */
export const monthName = (month: number) =>
  new Date(Date.UTC(2000, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
/** "April 28, 2025 (2025-04-28)": a deadline as people read it, with the form a calendar takes. */
export function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${monthName(Number(m[2]) - 1)} ${Number(m[3])}, ${m[1]} (${iso})` : iso;
}
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s+(\\d{4}))?';
const NAMED_DATE = new RegExp(
  `\\b${MONTH}\\s+${DAY}\\b${YEAR}|\\b(?:the\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH}\\b${YEAR}`,
  'g',
);
const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/g;
/** "3-3-2025", "03-03-25": month, day and year with dashes (the year required, so "3-2-1" is no date). */
const DASHED_DATE = /\b(\d{1,2})-(\d{1,2})-(\d{4}|\d{2})\b(?![-\d%])/g;
/** "2026-05-15": the year first, as forms and spreadsheets write a date. */
const ISO_DATE = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g;

export interface CalendarDate {
  month: number; // 0–11
  day: number;
  year?: number;
  start: number;
  end: number;
}

function monthIndex(name: string): number {
  return Array.from({ length: 12 }, (_, m) => monthName(m).toLowerCase()).findIndex((m) =>
    m.startsWith(name.slice(0, 3)),
  );
}

/** The dates a question names ("June 15", "the 15th of June, 2025", "6/15/2025", "3-3-2025", "2025-06-15"). */
export function datesIn(text: string): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (const m of text.matchAll(NAMED_DATE)) {
    const [month, day, year] = m[1] ? [m[1], m[2], m[3]] : [m[5], m[4], m[6]];
    dates.push({
      month: monthIndex(month!),
      day: Number(day),
      ...(year ? { year: Number(year) } : {}),
      start: m.index!,
      end: m.index! + m[0].length,
    });
  }
  for (const m of [...text.matchAll(NUMERIC_DATE), ...text.matchAll(DASHED_DATE)]) {
    const year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : undefined;
    dates.push({
      month: Number(m[1]) - 1,
      day: Number(m[2]),
      ...(year ? { year } : {}),
      start: m.index!,
      end: m.index! + m[0].length,
    });
  }
  for (const m of text.matchAll(ISO_DATE)) {
    dates.push({
      month: Number(m[2]) - 1,
      day: Number(m[3]),
      year: Number(m[1]),
      start: m.index!,
      end: m.index! + m[0].length,
    });
  }
  const real = (d: CalendarDate) =>
    d.month >= 0 &&
    d.month < 12 &&
    d.day >= 1 &&
    d.day <= new Date(Date.UTC(2024, d.month + 1, 0)).getUTCDate();
  return dates.filter(real).sort((a, b) => a.start - b.start);
}

export const DAY_MS = 86_400_000;
export const utc = (year: number, month: number, day: number) => Date.UTC(year, month, day);
export const shortDate = (ms: number) => {
  const d = new Date(ms);
  return `${monthName(d.getUTCMonth()).slice(0, 3)} ${d.getUTCDate()}`;
};

/** The days in a month (0–11), in the given year or a common one. */
export const daysInMonth = (month: number, year = 2025): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
