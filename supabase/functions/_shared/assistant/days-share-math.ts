// A yearly bill's share for a stated count of days (rule 120): "taxes are $7,300 for the year; the
// seller is charged for 107 days on a 365-day year". The count of days and the year's basis are the
// question's own, so the share is the bill ÷ the basis × the days, with no dates to count. When the
// question also names the span's dates, the days they hold (both ends counted, as closings count) must
// be the days it states, or it is not read. Part of quick-math (READERS there).
import { datesIn, DAY_MS, utc } from './calendar-dates.ts';
import { formatMoney } from './format.ts';
import { everyNumberPlaced, money, type Reader, type Span } from './quick-math-reading.ts';

/** What a share of a year's bill is: a tax, dues, insurance, a ground rent. */
const BILL = /\b(?:tax(?:es)?|tax bill|dues|hoa|insurance|premium|assessment|ground rent)\b/;
/** Asked for one side's part of it. */
const SHARE_ASKED =
  /\b(?:share|portion|part|prorat\w*|owes?|owed|charged|credit(?:ed)?|responsible for|pay(?:s)? for)\b/;
const DAYS = /(?<![\d.,])(\d{1,3})\s+days?\b(?![-\s](?:year|basis))/g;
const BASIS =
  /\b(365|366|360)[- ]day\s+(?:year|basis)\b|\b(365|366|360)\s+days\s+(?:in|to)\s+(?:a|the)\s+year\b/;

const daysShareOfYearlyBill: Reader = ({ text, tokens }) => {
  if (!BILL.test(text) || !SHARE_ASKED.test(text)) return null;
  const basis = BASIS.exec(text);
  if (!basis) return null;
  const counts = [...text.matchAll(DAYS)].filter(
    (m) => m.index! + m[0].length <= basis.index || m.index! >= basis.index + basis[0].length,
  );
  if (counts.length !== 1) return null;
  const yearDays = Number(basis[1] ?? basis[2]);
  const days = Number(counts[0]![1]);
  if (!(days >= 1 && days <= yearDays)) return null;
  const amounts = money(tokens).filter((t) => !/^(?:19|20)\d{2}$/.test(t.raw));
  if (amounts.length !== 1) return null;
  const bill = amounts[0]!;
  // A month's amount is no year's bill.
  if (bill.period === 'monthly') return null;
  // The span's dates, if named, must hold the days stated (January 1 through April 17 is 107).
  const dates = datesIn(text);
  if (dates.length > 2 || dates.length === 1) return null;
  if (dates.length === 2) {
    const [from, to] = dates as [(typeof dates)[0], (typeof dates)[0]];
    const year = from.year ?? to.year ?? 2025;
    const span =
      Math.round((utc(to.year ?? year, to.month, to.day) - utc(year, from.month, from.day)) / DAY_MS) + 1;
    if (span !== days) return null;
  }
  const basisMatch = { start: basis.index, end: basis.index + basis[0].length };
  const placed: Span[] = [
    bill,
    basisMatch,
    { start: counts[0]!.index!, end: counts[0]!.index! + counts[0]![0].length },
    ...dates,
    ...[...text.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => ({ start: m.index!, end: m.index! + 4 })),
  ];
  if (!everyNumberPlaced(text, placed)) return null;
  const daily = bill.value / yearDays;
  return {
    title: 'A yearly bill shared by days',
    inputs: [
      `Yearly amount: ${formatMoney(bill.value)}`,
      `Days charged: ${days}`,
      `Year basis: ${yearDays} days`,
    ],
    results: [
      `Per day: ${formatMoney(daily)} (${formatMoney(bill.value)} ÷ ${yearDays})`,
      `Share for ${days} days: **${formatMoney(daily * days)}**`,
      `The rest of the year (${yearDays - days} days): ${formatMoney(bill.value - daily * days)}`,
    ],
    method: `Share = yearly amount ÷ ${yearDays} × days = ${formatMoney(bill.value)} × ${days} ÷ ${yearDays}`,
  };
};

export const DAYS_SHARE_READERS: readonly Reader[] = [daysShareOfYearlyBill];
