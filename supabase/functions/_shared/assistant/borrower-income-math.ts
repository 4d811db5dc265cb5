// A self-employed or investor borrower's income as a lender counts it (docs/assistant.md rule 108):
// a Schedule C net from the gross less each deduction, a Schedule E with its add-backs against the
// PITIA, a lease's rent at the lender's share less the PITIA, the income a DTI limit needs, and two
// years of income compared and averaged (bank statements are bank-statement-income-math.ts's). Each
// reader names every number by the words before it, else it answers nothing and the question is
// asked. Part of quick-math (READERS there).
import { formatAmount, formatMoney, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { nameOf } from './dscr-loan-math.ts';
import { everyNumberPlaced, monthly, type Reader, type Span } from './quick-math-reading.ts';

/** "divides by 12", "÷ 12", "over 12 months": a year's figure put in months, as the lender does. */
const BY_TWELVE = /\b(?:divided by|divides? (?:it |that |this )?by|÷|over)\s*(12)\b(?:\s*months?)?/;
/** "the 1 year net", "one year of returns": how many years are counted, when it is one. */
const ONE_YEAR = /\b(?:1|one)[- ]years?\b/;
const ASKS_MONTHLY =
  /\bmonthly\b|\ba month\b|\bper month\b|\/\s?mo\b|\bmonth(?:ly)? (?:income|figure|number)\b/;

/** "1099-K", "W-2", "Form 1040": a tax form's name, never an amount. */
const FORM_NAMES = /\b1099(?:-[a-z]{1,4})?s?\b|\bw-?2s?\b|\b(?:form )?1040s?\b|\b1065\b|\b1120s?\b|\bk-1s?\b/;

const spansOf = (text: string, re: RegExp): Span[] =>
  [...text.matchAll(new RegExp(re.source, 'g'))].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

const GROSS =
  /\b(?:gross|revenue|receipts|sales|1099(?:-[a-z]{1,3})?|income|earned|made|brought in|took in)\b/;
const DEDUCTION =
  /\b(?:deductions?|expenses?|costs?|mileage|write[- ]?offs?|depreciation|supplies|fees|insurance|gas|fuel|phone|commissions?)\b/;

/**
 * "1099-K gross $58,000, mileage deduction $18,400, other expenses $3,100, schedule C net is what's
 * left … divides by 12": net = gross − each deduction, a month = net ÷ 12.
 */
export const scheduleCNetMonthly: Reader = ({ text, tokens }) => {
  if (!/\bnet\b/.test(text) || !ASKS_MONTHLY.test(text)) return null;
  if (
    !/\bschedule c\b|\b1099\b|self[- ]employ|\bgig\b|\buber\b|\blyft\b|\bdoordash\b|\bfreelanc|\bcontractor\b/.test(
      text,
    )
  )
    return null;
  if (/\badd(?:s|ed|ing)? (?:\w+ ){0,3}back\b|\baddbacks?\b/.test(text)) return null;
  const extra = tokens.filter((t) => t.kind !== 'money');
  const twelve = BY_TWELVE.exec(text);
  const one = ONE_YEAR.exec(text);
  const placed: Span[] = [];
  if (twelve) placed.push({ start: twelve.index, end: twelve.index + twelve[0].length });
  if (one) placed.push({ start: one.index, end: one.index + one[0].length });
  if (extra.some((t) => !placed.some((s) => t.start >= s.start && t.end <= s.end))) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (amounts.some((t) => t.period === 'monthly')) return null;
  const gross: NumberToken[] = [];
  const deductions: NumberToken[] = [];
  for (const t of amounts) {
    const name = nameOf(text, tokens, t);
    if (DEDUCTION.test(name)) deductions.push(t);
    else if (GROSS.test(name) && !/\bnet\b/.test(name)) gross.push(t);
    else return null;
  }
  if (gross.length !== 1 || deductions.length === 0) return null;
  if (!everyNumberPlaced(text, [...amounts, ...placed, ...spansOf(text, FORM_NAMES)])) return null;
  const g = gross[0]!.value;
  const taken = deductions.reduce((a, t) => a + t.value, 0);
  const net = g - taken;
  if (!(net > 0)) return null;
  return {
    title: 'Self-employed net income a month',
    inputs: [
      `Gross: ${formatAmount(g)} a year`,
      ...deductions.map((t) => `Deduction (${label(nameOf(text, tokens, t))}): ${formatAmount(t.value)}`),
    ],
    results: [
      `Net (Schedule C): ${formatAmount(g)} − ${formatAmount(taken)} = **${formatMoney(net)}** a year`,
      `Monthly income: ${formatMoney(net)} ÷ 12 = **${formatMoney(net / 12)}**`,
    ],
    method:
      'Net = gross − every deduction taken (mileage, expenses); a lender counting one year divides the net by 12',
  };
};

/** The last few words naming a number, cleaned for showing ("mileage deduction", "other expenses"). */
function label(name: string): string {
  return (
    name
      .replace(/[$,]/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !/^(?:was|is|were|of|at|and|the|my|a|about|=|:)$/.test(w))
      .slice(-3)
      .join(' ') || 'deduction'
  );
}

const PITIA = /\b(?:pitia|piti|payment|p&i|mortgage payment)\b/;

/**
 * "Lender counts 75% of the lease rent. Lease is $2,400/mo and the PITIA is $1,950": net rental income
 * = rent × the share − the PITIA a month (a loss when negative).
 */
export const leaseRentLessPitia: Reader = ({ text, tokens }) => {
  if (!/\bnet\b|\bloss\b|\bcount|\buse\b/.test(text) || !/\blease|\brent/.test(text)) return null;
  if (tokens.length !== 3) return null;
  const share = tokens.find((t) => t.kind === 'percent');
  const amounts = tokens.filter((t) => t.kind === 'money' && t.period !== 'yearly');
  if (!share || amounts.length !== 2 || !(share.value >= 0.5 && share.value < 1)) return null;
  // "75% of the lease rent", "75 percent of my tenant's rent": the share is of the rent.
  if (
    !/^\s*(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?:[\w']+\s+){0,2}(?:rents?|lease|rental income)\b/.test(
      text.slice(share.end, share.end + 40),
    )
  )
    return null;
  const payment = amounts.find((t) => PITIA.test(nameOf(text, tokens, t)));
  const rent = amounts.find((t) => t !== payment && /\b(?:lease|rent|rents)\b/.test(nameOf(text, tokens, t)));
  if (!payment || !rent) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const counted = rent.value * share.value;
  const net = counted - payment.value;
  return {
    title: 'Net rental income the lender counts',
    inputs: [
      `Lease rent: ${formatAmount(rent.value)} a month`,
      `Share the lender counts: ${formatRate(share.value)}`,
      `PITIA on the rental: ${formatAmount(payment.value)} a month`,
    ],
    results: [
      `Rent counted: ${formatAmount(rent.value)} × ${formatRate(share.value)} = ${formatMoney(counted)}`,
      `Net rental ${net < 0 ? 'loss' : 'income'}: ${formatMoney(counted)} − ${formatAmount(payment.value)} = **${net < 0 ? '−' : ''}${formatMoney(Math.abs(net))}** a month${net < 0 ? ' (added to your debts)' : ' (added to your income)'}`,
    ],
    method:
      'Net rental income = lease rent × the share counted (75% allows for vacancy and upkeep) − the PITIA; a loss counts as a monthly debt',
  };
};

const ADD_BACK =
  /\b(?:depreciation|(?:mortgage )?interest|taxes|tax|insurance|hoa|dues|amortization|casualty)\b/;

/**
 * "Schedule E: rents 28,800, total expenses 24,500, which include depreciation 7,200, mortgage interest
 * 9,100, taxes 2,600, insurance 1,100; the lender adds those back, divides by 12, then subtracts the
 * PITIA of 1,860": (rents − expenses + add-backs) ÷ 12, and that less the PITIA.
 */
export const scheduleEWithAddBacks: Reader = ({ text, tokens }) => {
  if (!/\badd(?:s|ed|ing)?\b[^.?]{0,30}\bback\b|\badd[- ]?backs?\b/.test(text)) return null;
  if (!/\bschedule e\b|\brental\b|\brents\b/.test(text)) return null;
  const twelve = BY_TWELVE.exec(text);
  const placed: Span[] = twelve ? [{ start: twelve.index, end: twelve.index + twelve[0].length }] : [];
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (tokens.some((t) => t.kind !== 'money' && !placed.some((s) => t.start >= s.start && t.end <= s.end)))
    return null;
  let rents: NumberToken | undefined;
  let expenses: NumberToken | undefined;
  let payment: NumberToken | undefined;
  const addBacks: NumberToken[] = [];
  for (const t of amounts) {
    const name = nameOf(text, tokens, t);
    const last = name.split(/,\s*|\bwhich include\b|\bincluding\b/).pop() ?? '';
    if (PITIA.test(last)) {
      if (payment) return null;
      payment = t;
    } else if (/\b(?:total )?expenses\b/.test(last)) {
      if (expenses) return null;
      expenses = t;
    } else if (ADD_BACK.test(last)) addBacks.push(t);
    else if (/\brents?\b|\brental income\b|\bgross\b/.test(last)) {
      if (rents) return null;
      rents = t;
    } else return null;
  }
  if (!rents || !expenses || addBacks.length === 0 || rents.period === 'monthly') return null;
  if (addBacks.some((t) => t.start < expenses!.start)) return null;
  if (!everyNumberPlaced(text, [...amounts, ...placed])) return null;
  const back = addBacks.reduce((a, t) => a + t.value, 0);
  if (!(back <= expenses.value)) return null;
  const yearNet = rents.value - expenses.value;
  const adjusted = yearNet + back;
  const month = adjusted / 12;
  return {
    title: 'Rental income from Schedule E',
    inputs: [
      `Rents: ${formatAmount(rents.value)} a year`,
      `Total expenses: ${formatAmount(expenses.value)}`,
      ...addBacks.map(
        (t) =>
          `Added back (${label(
            nameOf(text, tokens, t)
              .split(/,\s*|\bwhich include\b/)
              .pop() ?? '',
          )}): ${formatAmount(t.value)}`,
      ),
      ...(payment ? [`PITIA: ${formatAmount(monthly(payment))} a month`] : []),
    ],
    results: [
      `Net on Schedule E: ${formatAmount(rents.value)} − ${formatAmount(expenses.value)} = ${formatMoney(yearNet)}`,
      `With the add-backs: ${formatMoney(yearNet)} + ${formatAmount(back)} = ${formatMoney(adjusted)} a year`,
      `Monthly before the PITIA: ${formatMoney(adjusted)} ÷ 12 = **${formatMoney(month)}**`,
      ...(payment
        ? [
            `Monthly after the PITIA: ${formatMoney(month)} − ${formatAmount(monthly(payment))} = **${formatMoney(month - monthly(payment))}**`,
          ]
        : []),
    ],
    method:
      'Schedule E net + the non-cash and housing items added back (depreciation, mortgage interest, taxes, insurance) ÷ 12, less the PITIA the lender counts separately',
  };
};

/**
 * "$3,400 a month PITI, $650 a month in other debts, the lender maxes out at 43% DTI: what gross
 * monthly income do I need?": income = (housing + other debts) ÷ the DTI limit, and × 12 a year.
 */
export const incomeForDti: Reader = ({ text, tokens }) => {
  if (
    !/\bincome\b/.test(text) ||
    !/\b(?:need|needed|required|requires|have to (?:show|make|earn)|qualify)\b/.test(text)
  )
    return null;
  const limits = tokens.filter((t) => t.kind === 'percent');
  if (
    limits.length !== 1 ||
    !/^\s*(?:back[- ]end\s+)?(?:dti|debt[- ]to[- ]income)\b/.test(
      text.slice(limits[0]!.end, limits[0]!.end + 25),
    )
  )
    return null;
  const limit = limits[0]!.value;
  if (!(limit >= 0.25 && limit <= 0.6)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (
    amounts.length < 2 ||
    amounts.length + 1 !== tokens.length ||
    amounts.some((t) => t.period === 'yearly')
  )
    return null;
  const housing = amounts.filter(
    (t) =>
      /\b(?:piti|pitia|payment|house|housing|mortgage)\b/.test(
        `${nameOf(text, tokens, t)} ${text.slice(t.end, t.end + 20)}`,
      ) &&
      !/\bdebts?\b/.test(text.slice(t.end, t.end + 25)) &&
      // "car payment 400": a debt's payment, not the home's.
      !/\b(?:car|auto|truck|student|card|cards|personal|other)\b[^,;]*$/.test(nameOf(text, tokens, t)),
  );
  if (housing.length !== 1) return null;
  const debts = amounts.filter((t) => t !== housing[0]);
  if (
    debts.some(
      (t) =>
        !/\b(?:debts?|loans?|car|card|student|payments?)\b/.test(
          `${nameOf(text, tokens, t)} ${text.slice(t.end, t.end + 30)}`,
        ),
    )
  )
    return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const total = amounts.reduce((a, t) => a + t.value, 0);
  const income = total / limit;
  return {
    title: 'Income needed for the DTI limit',
    inputs: [
      `Housing payment (PITI): ${formatAmount(housing[0]!.value)} a month`,
      ...debts.map((t) => `Other debts: ${formatAmount(t.value)} a month`),
      `Lender's maximum DTI: ${formatRate(limit)}`,
    ],
    results: [
      `Total monthly debts: ${formatMoney(total)}`,
      `Gross monthly income needed: ${formatMoney(total)} ÷ ${formatRate(limit)} = **${formatMoney(income)}**`,
      `A year: ${formatMoney(income)} × 12 = **${formatMoney(income * 12)}**`,
    ],
    method:
      'Income needed = (housing payment + other monthly debts) ÷ the DTI limit; a self-employed borrower shows it as the net on the tax returns',
  };
};

const YEAR = /\b(?:19|20)\d{2}\b/g;

/**
 * "1099 income was $81,000 in 2022 and $88,000 in 2023: percent increase, and the 24-month average
 * monthly income?": the change from the earlier year, and both years ÷ 24.
 */
export const twoYearsChangeAndAverage: Reader = ({ text, tokens }) => {
  if (!/\baverag/.test(text) || !/\bpercent|%|\bpct\b/.test(text)) return null;
  if (
    !/\b(?:increase|decrease|change|growth|grew|rose|went (?:up|down)|drop(?:ped)?|decline[ds]?|up|down|yoy|year over year)\b/.test(
      text,
    )
  )
    return null;
  if (/\bonly (?:use|count|take)\b/.test(text)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const others = tokens.filter((t) => t.kind !== 'money');
  if (amounts.length !== 2 || amounts.some((t) => t.period === 'monthly')) return null;
  if (others.some((t) => !(t.kind === 'months' && t.value === 24))) return null;
  const years = [...text.matchAll(YEAR)].map((m) => ({
    value: Number(m[0]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + 4,
  }));
  if (years.length !== 2) return null;
  // Each amount's year: "$81,000 in 2022" (the year said right after it) first, else "2022: $81,000",
  // "2022 net was $81k" (the year leading its own clause).
  const yearOf = (t: NumberToken) =>
    years.find(
      (y) => y.start >= t.end && /^\s*(?:in|for|during|of|\()\s*$/.test(text.slice(t.end, y.start)),
    ) ??
    years.find(
      (y) =>
        y.end <= t.start &&
        t.start - y.end <= 25 &&
        /^[^.;,$\d]*$/.test(text.slice(y.end, t.start).replace(/^:/, '')),
    );
  const paired = amounts.map((t) => ({ t, year: yearOf(t) }));
  if (paired.some((p) => !p.year) || paired[0]!.year === paired[1]!.year) return null;
  if (!/\b(?:income|net|1099|schedule c|earn|made|profit|revenue)\b/.test(text)) return null;
  if (!everyNumberPlaced(text, [...tokens, ...years, ...spansOf(text, FORM_NAMES)])) return null;
  paired.sort((a, b) => a.year!.value - b.year!.value);
  const [first, second] = [paired[0]!, paired[1]!];
  const change = (second.t.value - first.t.value) / first.t.value;
  const average = (first.t.value + second.t.value) / 24;
  return {
    title: 'Two years of income: change and average',
    inputs: [
      `${first.year!.value}: ${formatAmount(first.t.value)}`,
      `${second.year!.value}: ${formatAmount(second.t.value)}`,
    ],
    results: [
      `${change >= 0 ? 'Increase' : 'Decrease'}: (${formatAmount(second.t.value)} − ${formatAmount(first.t.value)}) ÷ ${formatAmount(first.t.value)} = **${formatPercent(Math.abs(change))}**`,
      `24-month average: (${formatAmount(first.t.value)} + ${formatAmount(second.t.value)}) ÷ 24 = **${formatMoney(average)}** a month`,
      ...(change < 0
        ? [
            `Income that declined: many lenders use the lower year alone, ${formatAmount(second.t.value)} ÷ 12 = ${formatMoney(second.t.value / 12)} a month`,
          ]
        : []),
    ],
    method:
      'Change = (later − earlier) ÷ earlier; a two-year average = both years ÷ 24 months, as lenders average stable or rising self-employed income',
  };
};

export const BORROWER_INCOME_READERS: readonly Reader[] = [
  scheduleCNetMonthly,
  leaseRentLessPitia,
  scheduleEWithAddBacks,
  incomeForDti,
  twoYearsChangeAndAverage,
];
