// Small landlords running one to ten doors (docs/assistant.md rule 124), terse and typed on a phone:
// what vacancy days cost at a daily rate, and a lease break's fee settled against the deposit. Each
// places every number it reads (everyNumberPlaced), else it answers nothing and the question is asked.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { isDepositAmount } from './move-in-deposit.ts';
import { countOf, COUNT_WORDS } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import { UTILITY_BILL_BACK_READERS } from './utility-bill-back-math.ts';
import { LANDLORD_RATIO_READERS } from './landlord-ratios-math.ts';
import { RENT_PRORATION_SPAN_READERS } from './rent-proration-span.ts';
import { everyNumberPlaced, money, type Reader, type Span } from './quick-math-reading.ts';

const N = `(\\d{1,3}|${COUNT_WORDS})`;
const spanOf = (m: RegExpExecArray | RegExpMatchArray): Span => ({
  start: m.index ?? 0,
  end: (m.index ?? 0) + m[0].length,
});

/** "6 units at $1,100", "4 doors renting 950": the doors and the one rent each. */
const UNITS_AT = new RegExp(
  `\\b${N}[- ](?:units?|doors?|apartments?|apts?)\\s+(?:(?:at|@|renting|rent(?:ing)? (?:for|at)|each at|for)\\s+)?\\$?\\d`,
);
/** "two of them sat vacant 45 days each", "2 units were empty for 30 days each". */
const VACANT_EACH = new RegExp(
  `\\b${N}\\s+(?:(?:of (?:them|the units|those)|units?|doors?|apartments?)\\s+)?(?:\\w+\\s+){0,2}?(?:vacant|empty|unrented|dark)\\s+(?:for\\s+)?(\\d{1,3})\\s+days?\\s+each\\b`,
);
/** "one sat vacant 30 days and another 45 days": one unit a number of days each. */
const VACANT_DAYS = /\b(?:vacant|empty|unrented|dark)\b/;
const DAYS = /\b(\d{1,3})\s+days?\b/g;
/** The daily rate the question sets: a year's rent over 365 (or 360), or a month's over 30. */
const DAILY_YEAR =
  /\b(?:annual|yearly|a year'?s?|12 months'?)\s+rent\s*(?:\/|÷|over|divided by)\s*(365|360)\b/;
const DAILY_MONTH = /\b(?:monthly\s+)?rent\s*(?:\/|÷|over|divided by)\s*(30)\b/;
const COST_ASKED = /\b(?:cost|lost|lose|loss|missed)\b/;
const SHARE_ASKED = /\b(?:gross potential|gpr|%|percent|share)\b/;

/**
 * "6 units at $1,100. two of them sat vacant 45 days each; daily rate annual rent / 365: what did
 * vacancy cost, and what % of gross potential rent?": rent × 12 ÷ 365 a day × the vacant days, over
 * units × rent × 12.
 */
const vacancyCostByDays: Reader = ({ text, tokens }) => {
  if (!VACANT_DAYS.test(text) || !COST_ASKED.test(text)) return null;
  const units = UNITS_AT.exec(text);
  const rents = money(tokens).filter((t) => t.period !== 'yearly');
  if (!units || rents.length !== 1) return null;
  const doors = countOf(units[1]!);
  const rent = rents[0]!;
  const each = VACANT_EACH.exec(text);
  const dayRuns = [...text.matchAll(DAYS)].filter((m) => Number(m[1]) < 360);
  let vacantDays: number;
  let daysShown: string;
  let daySpans: Span[];
  if (each) {
    const vacantUnits = countOf(each[1]!);
    if (dayRuns.length !== 1 || !(vacantUnits >= 1 && vacantUnits <= doors)) return null;
    vacantDays = vacantUnits * Number(each[2]);
    daysShown = `${vacantUnits} units × ${each[2]} days = ${vacantDays} days`;
    daySpans = [spanOf(each)];
  } else {
    // "one sat empty 30 days, another 45 days": each run of days one unit's; "each" with no count is asked.
    if (/\beach\b|\bcombined\b|\btotal\b(?! cost)/.test(text) || dayRuns.length === 0) return null;
    if (dayRuns.length > doors) return null;
    vacantDays = dayRuns.reduce((sum, m) => sum + Number(m[1]), 0);
    daysShown = `${dayRuns.map((m) => m[1]).join(' + ')} = ${vacantDays} days`;
    daySpans = dayRuns.map(spanOf);
  }
  const byYear = DAILY_YEAR.exec(text);
  const byMonth = byYear ? null : DAILY_MONTH.exec(text);
  const monthlyRent = rent.period === 'yearly' ? rent.value / 12 : rent.value;
  const daily = byMonth ? monthlyRent / 30 : (monthlyRent * 12) / Number(byYear?.[1] ?? 365);
  const dailyShown = byMonth
    ? `${formatMoney(monthlyRent)} ÷ 30`
    : `${formatMoney(monthlyRent)} × 12 ÷ ${byYear?.[1] ?? 365}${byYear ? '' : ' (the usual basis)'}`;
  const spans = [
    spanOf(units),
    rent,
    ...daySpans,
    ...(byYear ? [spanOf(byYear)] : byMonth ? [spanOf(byMonth)] : []),
  ];
  if (!everyNumberPlaced(text, spans)) return null;
  const cost = daily * vacantDays;
  const potential = monthlyRent * 12 * doors;
  return {
    title: 'What vacancy cost',
    inputs: [
      `Units: ${doors} at ${formatMoney(monthlyRent)} a month`,
      `Vacant days: ${daysShown}`,
      `Daily rent: ${dailyShown} = ${formatMoney(daily)}`,
    ],
    results: [
      `Vacancy cost: ${vacantDays} days × ${formatMoney(daily)} = **${formatMoney(cost)}**`,
      ...(SHARE_ASKED.test(text)
        ? [
            `Gross potential rent: ${doors} × ${formatMoney(monthlyRent)} × 12 = ${formatMoney(potential)}`,
            `Share of gross potential rent: **${formatPercent(cost / potential)}**`,
          ]
        : []),
    ],
    method: 'Daily rent × the days each unit sat vacant; over the year’s gross potential rent',
  };
};

const LEASE_BREAK =
  /\blease[- ]?break\b|\bbreak(?:ing)? (?:the|their|a|his|her|my) lease\b|\bearly[- ]termination\b|\bbreak fee\b|\bwants? out early\b|\bbuy-?out\b/;
/** "two months' rent", "2 months of rent": the break fee in months of rent. */
const FEE_MONTHS = new RegExp(`\\b(\\d(?:\\.\\d+)?|${COUNT_WORDS})\\s+months?'?s?\\s+(?:of\\s+)?rent\\b`);
/** A charge besides the fee: "owe an $86.40 water bill-back", "$250 for cleaning", "plus $120 damage". */
const CHARGE_NEAR =
  /\b(?:owe|owes|plus|also|bill-?back|bill|charge|cleaning|damage|repair|utilit|water|late fee|carpet|paint)\w*/;
const OWED_ASKED = /\b(?:owe|owes|owed|still|balance|after the deposit|left)\b/;

/**
 * "lease-break clause is two months' rent ($1,480/mo), I'm applying their $1,480 deposit, and they owe
 * an $86.40 water bill-back: the break fee and what they still owe?": fee = months × rent; owed = fee +
 * the other charges − the deposit (a refund when the deposit is more).
 */
const leaseBreakAgainstDeposit: Reader = ({ text, tokens }) => {
  if (!LEASE_BREAK.test(text) || !/\bdeposit\b/.test(text) || !OWED_ASKED.test(text)) return null;
  const feeMonths = FEE_MONTHS.exec(text);
  if (!feeMonths) return null;
  // Bare figures too ("keeping the 1650 deposit"): each is placed by its words below.
  const amounts = tokens.filter((t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 10));
  const deposits = amounts.filter((t) => isDepositAmount(text, t));
  if (deposits.length !== 1) return null;
  const deposit = deposits[0]!;
  // The rent: the one amount a month, or the one right after the months' rent ("($1,480/mo)").
  const rents = amounts.filter(
    (t) =>
      t !== deposit &&
      (t.period === 'monthly' ||
        (t.start >= feeMonths.index && t.start - (feeMonths.index + feeMonths[0].length) <= 4)),
  );
  if (rents.length !== 1) return null;
  const rent = rents[0]!;
  const charges: NumberToken[] = amounts.filter((t) => t !== deposit && t !== rent);
  const chargeCued = (t: NumberToken) =>
    CHARGE_NEAR.test(text.slice(Math.max(0, t.start - 20), t.start)) ||
    CHARGE_NEAR.test(text.slice(t.end, t.end + 25));
  if (!charges.every(chargeCued)) return null;
  if (!everyNumberPlaced(text, [spanOf(feeMonths), ...amounts])) return null;
  const months = countOf(feeMonths[1]!);
  if (!(months > 0 && months <= 6)) return null;
  const fee = months * rent.value;
  const extra = charges.reduce((sum, t) => sum + t.value, 0);
  const owed = fee + extra - deposit.value;
  const chargeName = (t: NumberToken) =>
    text
      .slice(t.end, t.end + 25)
      .split(/[,.;?]/)[0]!
      .trim() || 'other charge';
  return {
    title: 'Lease break fee against the deposit',
    inputs: [
      `Rent: ${formatMoney(rent.value)} a month`,
      `Break fee: ${formatNumber(months)} ${months === 1 ? "month's" : "months'"} rent`,
      `Deposit applied: ${formatMoney(deposit.value)}`,
      ...charges.map((t) => `Also owed: ${formatMoney(t.value)} (${chargeName(t)})`),
    ],
    results: [
      `Break fee: ${formatNumber(months)} × ${formatMoney(rent.value)} = **${formatMoney(fee)}**`,
      ...(charges.length
        ? [`Fee and charges: ${formatMoney(fee)} + ${formatMoney(extra)} = ${formatMoney(fee + extra)}`]
        : []),
      owed >= 0
        ? `Still owed after the deposit: ${formatMoney(fee + extra)} − ${formatMoney(deposit.value)} = **${formatMoney(owed)}**`
        : `Deposit left to return: ${formatMoney(deposit.value)} − ${formatMoney(fee + extra)} = **${formatMoney(-owed)}**`,
    ],
    method:
      'Months of rent in the clause × the rent, plus what else is owed, less the deposit applied; state law decides what a deposit may cover',
  };
};

export const SMALL_LANDLORD_READERS: readonly Reader[] = [
  vacancyCostByDays,
  leaseBreakAgainstDeposit,
  ...UTILITY_BILL_BACK_READERS,
  ...LANDLORD_RATIO_READERS,
  ...RENT_PRORATION_SPAN_READERS,
];
