// Property tax proration at closing ("closing June 15, annual taxes 7,300 paid in arrears, seller's
// credit to the buyer?"): the seller owes the tax for the days they owned the home. When taxes are
// paid in arrears the buyer will pay the whole bill later, so the seller credits the buyer its share;
// when the seller paid the year in advance, the buyer reimburses the days after closing.
//
// Who pays for the closing day is a local convention: the buyer usually owns that day (the seller
// pays through the day before), but some places charge it to the seller. The answer uses the one
// the question states, else the usual one, and always shows the other one's figure. Days are counted
// on the calendar of the year stated (366 in a leap year), else a 365-day year; a "360-day" year
// counts twelve 30-day months. Part of quick-math (READERS there).
import { formatAmount, formatMoney, formatNumber } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { wordsBefore, type Reader } from './quick-math-reading.ts';
import { datesIn, DAY_MS, monthName, shortDate, utc } from './calendar-dates.ts';

const TAX = /\btax(?:es)?\b|\btax bill\b/;
const PRORATE =
  /\bprorat\w*|\bcredit\w*|\barr?ears\b|\bin advance\b|\bowes?\b|\breimburs\w*|\b(?:seller|buyer)'?s? (?:share|portion|part|days)\b/;
const CLOSING = /\bclos(?:e|es|ed|ing)\b|\bsettle\w*|\bcoe\b/;
const ARREARS =
  /\barr?ears\b|\bnot (?:yet )?(?:been )?paid\b|\bunpaid\b|\bhaven'?t been paid\b|\bpaid (?:the )?(?:following|next) year\b/;
const ADVANCE =
  /\bin advance\b|\balready paid\b|\bprepaid\b|\bpaid (?:in full|the (?:full|whole|entire) year|for the (?:full |whole |entire )?year)\b|\b(?:seller|they) (?:has |have )?paid (?:the|all|this)\b/;
const TO_BUYER =
  /\bcredit (?:to|for) (?:the )?buyer\b|\bseller'?s? credit\b|\bseller (?:owes|credits|gives)\b/;
const TO_SELLER =
  /\bcredit (?:to|for) (?:the )?seller\b|\bbuyer'?s? credit\b|\bbuyer (?:owes|credits|reimburses|pays back)\b/;
// "seller has the closing day", "closing day goes to the seller", "closing day is the seller's".
const THROUGH_CLOSING =
  /\bseller (?:pays|owns|is responsible|covers|is charged|has|gets|takes|keeps|bears|is on the hook)\b[^.?!]{0,30}\b(?:day of closing|closing day|through closing|closing date)\b|\b(?:day of closing|closing day|closing date) (?:goes to|belongs to|is|counts? (?:as|for)|is counted (?:as|for)|is charged to) (?:the )?seller'?s?\b|\bthrough (?:the )?(?:day of )?closing\b|\bincluding (?:the )?closing (?:day|date)\b|\b(?:i|we) (?:own|pay for|have|get|take)\b[^.?!]{0,25}\b(?:day of closing|closing day|closing date)\b[^.?!]{0,10}\bas (?:the )?sellers?\b/;
const BUYER_CLOSING_DAY =
  /\bbuyer (?:pays|owns|is responsible for|covers|is charged|has|gets|takes)\b[^.?!]{0,20}\b(?:day of closing|closing day|closing date)\b|\b(?:day of closing|closing day|closing date) (?:goes to|belongs to|is|counts? (?:as|for)|is charged to) (?:the )?buyer'?s?\b|\bday before closing\b|\b(?:i|we) (?:own|pay for|have|get|take)\b[^.?!]{0,25}\b(?:day of closing|closing day|closing date)\b[^.?!]{0,10}\bas (?:the )?buyers?\b/;
/** "sellers pay taxes through march 2", "seller is charged up to feb 28": the seller's last day, dated. */
const SELLER_THROUGH =
  /\bsellers?'?s?\b[^.?!;]{0,40}\b(?:through|thru|up to(?: and including)?|until|till)\s*$/;
const FISCAL =
  /\b(?:fiscal year|tax year|tax period|levy year)\b[^.?!]{0,30}$|\b(?:runs?|starts?|begins?|starting|beginning) (?:on |from )?$|\b(?:taxes|owes?|owed|owing|pays?|paying|responsible|charged)\b[^.?!,;]{0,25}\bfrom $/;

const taxProration: Reader = ({ text, tokens }) => {
  if (!TAX.test(text) || !PRORATE.test(text) || !CLOSING.test(text)) return null;
  const dates = datesIn(text);
  // Within the date's own clause: "calendar tax year, closing 3-3-2025" labels no tax year's start.
  const labelled = dates.filter((d) =>
    FISCAL.test(
      text
        .slice(Math.max(0, d.start - 40), d.start)
        .split(/[,;]\s/)
        .pop()!,
    ),
  );
  // "fiscal year runs July 1 to June 30": the end date says nothing the start does not.
  const ends = dates.filter((d) =>
    labelled.some(
      (s) => s.end <= d.start && /^\s*(?:to|through|thru|-|–)\s*$/.test(text.slice(s.end, d.start)),
    ),
  );
  const starts = labelled.filter((d) => !ends.includes(d));
  // "paid in arrears for jan 1 - dec 31", "july 1 through june 30": a whole year written as a span
  // is the tax year, not a closing date.
  for (const [i, d] of dates.entries()) {
    const next = dates[i + 1];
    if (!next || !/^\s*(?:-|–|to|through|thru)\s*$/.test(text.slice(d.end, next.start))) continue;
    const dayBefore = new Date(utc(2025, d.month, d.day) - DAY_MS);
    if (dayBefore.getUTCMonth() !== next.month || dayBefore.getUTCDate() !== next.day) continue;
    if (!starts.includes(d)) starts.push(d);
    if (!ends.includes(next)) ends.push(next);
  }
  // "sellers pay taxes through march 2": the seller's last day, which says who has the closing day.
  const lastDays = dates.filter(
    (d) =>
      !starts.includes(d) &&
      !ends.includes(d) &&
      SELLER_THROUGH.test(text.slice(Math.max(0, d.start - 50), d.start)),
  );
  const closings = dates.filter((d) => !starts.includes(d) && !ends.includes(d) && !lastDays.includes(d));
  if (closings.length !== 1 || starts.length > 1 || lastDays.length > 1) return null;
  const closing = closings[0]!;
  const inDates = (t: NumberToken) => dates.some((d) => t.start >= d.start && t.end <= d.end);
  const banker = /\b360[- ]day\b|\bbanker'?s year\b|\b30\/360\b/.test(text);
  const amounts = tokens.filter((t) => !inDates(t) && !(banker && t.value === 360 && t.kind !== 'money'));
  if (amounts.length !== 1 || amounts[0]!.kind !== 'money') return null;
  const bill = amounts[0]!;
  if (!TAX.test(`${wordsBefore(text, tokens, bill, 40)} ${text.slice(bill.end, bill.end + 20)}`)) return null;
  const yearly = bill.period === 'monthly' ? bill.value * 12 : bill.value;

  // The tax period: the calendar year, or the fiscal year that contains the closing date.
  const year = closing.year ?? starts[0]?.year ?? 2025;
  const startMonth = starts[0]?.month ?? 0;
  const startDay = starts[0]?.day ?? 1;
  const closingMs = utc(year, closing.month, closing.day);
  let periodStart = utc(year, startMonth, startDay);
  if (periodStart > closingMs) periodStart = utc(year - 1, startMonth, startDay);
  const periodStartDate = new Date(periodStart);
  const periodEnd = utc(periodStartDate.getUTCFullYear() + 1, startMonth, startDay);
  const calendarDays = Math.round((periodEnd - periodStart) / DAY_MS);
  // Without a year, a common 365-day year; with one, its own calendar (366 days in a leap year).
  // "use a 365-day year" holds even in a leap year: the user's convention, not the calendar's.
  const said365 = /\b365[- ]?day\b|\b365 days\b/.test(text);
  const yearDays = banker ? 360 : said365 ? 365 : closing.year || starts[0]?.year ? calendarDays : 365;
  const before = banker
    ? (closing.month - startMonth + (closing.month < startMonth ? 12 : 0)) * 30 +
      (Math.min(closing.day, 30) - startDay)
    : Math.round((closingMs - periodStart) / DAY_MS);
  // The seller's last day named: the day before closing (the buyer has the closing day) or the
  // closing day itself; any other day is no proration this reader can stand behind.
  const lastDay = lastDays[0];
  const lastGap = lastDay
    ? Math.round((closingMs - utc(year, lastDay.month, lastDay.day)) / DAY_MS)
    : undefined;
  if (lastGap !== undefined && lastGap !== 0 && lastGap !== 1) return null;
  const through =
    lastGap !== undefined ? lastGap === 0 : THROUGH_CLOSING.test(text) && !BUYER_CLOSING_DAY.test(text);
  const sellerDays = before + (through ? 1 : 0);
  const otherDays = before + (through ? 0 : 1);
  const daily = yearly / yearDays;
  const share = daily * sellerDays;
  const otherShare = daily * otherDays;

  const arrears = ARREARS.test(text) || (!ADVANCE.test(text) && TO_BUYER.test(text));
  const advance = ADVANCE.test(text) || (!ARREARS.test(text) && TO_SELLER.test(text));
  if (arrears && advance) return null;
  const lastSellerDay = periodStart + (sellerDays - 1) * DAY_MS;
  const closingShown = `${monthName(closing.month)} ${closing.day}${closing.year ? `, ${closing.year}` : ''}`;
  const convention = through
    ? 'the seller pays through the closing day, as you said'
    : lastGap === 1 || BUYER_CLOSING_DAY.test(text)
      ? 'the seller owns the home through the day before closing and the buyer pays for the closing day, as you said'
      : 'the seller owns the home through the day before closing and the buyer pays for the closing day, the usual convention';
  const credit = (days: number, amount: number) =>
    arrears
      ? `the seller credits the buyer **${formatMoney(amount)}**`
      : advance
        ? `the buyer reimburses the seller **${formatMoney(yearly - amount)}** for the ${yearDays - days} days after`
        : `the seller's share is **${formatMoney(amount)}**`;
  const results = [
    `Seller's days: ${banker ? `${sellerDays} (30-day months)` : `${shortDate(periodStart)} – ${shortDate(lastSellerDay)} = **${sellerDays} days**`} (${convention})`,
    `Daily rate: ${formatAmount(yearly)} ÷ ${yearDays} = **${formatMoney(daily)}** a day (${formatNumber(daily, 4)} unrounded)`,
    `Seller's share: ${formatAmount(yearly)} ÷ ${yearDays} × ${sellerDays} = **${formatMoney(share)}**`,
    arrears
      ? `Paid in arrears, the buyer will pay the whole bill later, so ${credit(sellerDays, share)} at closing`
      : advance
        ? `The seller paid the year in advance, so ${credit(sellerDays, share)}`
        : `Not said whether the taxes are paid in arrears or in advance: if in arrears, the seller credits the buyer **${formatMoney(share)}**; if the seller prepaid the year, the buyer reimburses the seller **${formatMoney(yearly - share)}**`,
    `If ${through ? 'the buyer pays for the closing day instead' : 'the seller pays through the closing day instead'} (${otherDays} days): ${credit(otherDays, otherShare).replace(/\*\*/g, '')}`,
  ];
  return {
    title: 'Property tax proration at closing',
    inputs: [
      `Yearly property tax: ${formatAmount(yearly)}${bill.period === 'monthly' ? ` (${formatAmount(bill.value)} a month × 12)` : ''}`,
      `Closing: ${closingShown}`,
      starts[0]
        ? `Tax year: from ${monthName(startMonth)} ${startDay} (${yearDays} days)`
        : `Tax year: the calendar year, ${banker ? 'counted as 360 days (twelve 30-day months)' : yearDays === 365 ? 'counted as 365 days' : `${yearDays} days`}`,
      arrears
        ? 'Taxes paid in arrears (after the year)'
        : advance
          ? 'Taxes paid in advance by the seller'
          : 'Paid in arrears or in advance: not said',
    ],
    results,
    method: `Yearly tax ÷ days in the year × the seller's days`,
  };
};

export const TAX_PRORATION_READERS: readonly Reader[] = [taxProration];
