// A self-employed borrower's qualifying income read from tax returns (docs/assistant.md rule 107): each
// year's income in its parts, a Schedule C's net profit with the non-cash deductions a lender adds
// back ("depreciation 3,800, business use of home 4,500, and they add back both"), or an S corporation
// owner's W-2 from the company plus the K-1's ordinary income, added year by year and divided by the
// months of the years (one year ÷ 12, two ÷ 24). Every amount must be named by its own words and
// belong to a year when more than one year is given; anything else leaves the question asked. Part of
// quick-math (READERS there), after the two-years reader of self-employed-income-math.ts.
import { formatMoney, formatPercent } from './format.ts';
import { AMOUNT_LABEL, amountTokens, labelOf, setAside, yearOf } from './number-labels.ts';
import { everyNumberPlaced, type QuickAnswer, type Reader } from './quick-math-reading.ts';
import type { NumberToken } from './parse-numbers.ts';

const PARTS = {
  net: /\bschedule c(?: net)?(?: profit| income)?\b|\bsch\.? c\b|\bnet (?:profit|business income|self[- ]employment income|income|earnings)\b|\b1099 (?:net )?income\b/,
  wages: /\bw-?2(?: wages| income| salary| pay)?\b|\bsalary\b|\bwages\b/,
  passThrough:
    /\bk-?1(?: ordinary(?: business)? income| income| ordinary)?\b|\bordinary (?:business )?income\b|\bpass[- ]through income\b/,
  addBack:
    /\bdepreciation\b|\bdepletion\b|\bamortization\b|\bbusiness use of (?:the |my |your )?home\b|\bhome office(?: deduction)?\b|\b8829\b/,
} as const;
type Part = keyof typeof PARTS;

const PART_NAMES: Record<Part, string> = {
  net: 'Net profit (Schedule C)',
  wages: 'W-2 wages from the company',
  passThrough: 'K-1 ordinary income',
  addBack: 'Added back',
};

/** A borrower whose income comes from a business's tax returns. */
const BUSINESS =
  /\bself[- ]?employ\w*|\bschedule c\b|\bsch\.? c\b|\b1099\b|\bs[- ]?corp\w*|\bk-?1\b|\bpartnership\b|\bllc\b|\bfreelanc\w*|\bmy business\b|\btax returns?\b|\breturns\b|\bcpa\b|\bsole prop\w*/;
const ADDS_BACK =
  /\badd(?:s|ed|ing)? (?:it |them |those |both |all |that )?(?:\w+ ){0,3}back\b|\badd-?backs?\b/;
const AVERAGED =
  /\bav(?:e|g)\w*|\baverag\w*|\bover (?:24|36) months\b|\bdivided? (?:\w+ ){0,3}by (?:24|36)\b/;
/** A share of the company owned: only a sole owner's, so the K-1 and W-2 are all the borrower's. */
const OWNS_ALL =
  /\b(?:own|owns|owner of|owning)\s(?:all|100%|100 percent)\b|\b100%\s(?:owner|ownership|of)\b/;

export const incomeFromReturns: Reader = ({ text, tokens: read }) => {
  if (!BUSINESS.test(text) || !/\bincome\b|\bmonthly\b|\ba month\b|\bper month\b|\bqualify/.test(text))
    return null;
  const aside = setAside(text);
  const tokens = amountTokens(read, aside);
  const percentsRead = tokens.filter((t) => t.kind === 'percent');
  // "I own 100% of an S corp": the one percent allowed, the owner's share of a company that is theirs.
  if (
    percentsRead.length > 1 ||
    (percentsRead.length === 1 && !(percentsRead[0]!.value === 1 && OWNS_ALL.test(text)))
  )
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money' && t.period !== 'monthly');
  const spans = tokens.filter((t) => t.kind === 'years' || t.kind === 'months' || t.kind === 'plain');
  const parts: { token: NumberToken; part: Part; year?: number }[] = [];
  for (const t of amounts) {
    const part = labelOf(text, tokens, t, PARTS, AMOUNT_LABEL);
    if (!part) return null;
    const year = yearOf(text, t, aside);
    parts.push({ token: t, part, ...(year !== undefined ? { year } : {}) });
  }
  if (parts.length < 2 || parts.every((p) => p.part === 'addBack')) return null;
  if (parts.some((p) => p.part === 'addBack') && !ADDS_BACK.test(text)) return null;
  // "W-2 plus K-1" and "net profit" are two ways of reading a business: never added together.
  if (parts.some((p) => p.part === 'net') && parts.some((p) => p.part === 'passThrough')) return null;
  // The years: every amount dated, or none (one year's return).
  const dated = parts.every((p) => p.year !== undefined);
  if (!dated && parts.some((p) => p.year !== undefined)) return null;
  const years = dated ? [...new Set(parts.map((p) => p.year!))].sort() : [undefined];
  if (years.length > 3) return null;
  for (const y of years) {
    const ofYear = parts.filter((p) => p.year === y);
    const incomes = ofYear.filter((p) => p.part !== 'addBack');
    // Each year has its income, one amount of each kind (a part said twice is asked about).
    if (incomes.length === 0 || new Set(incomes.map((p) => p.part)).size !== incomes.length) return null;
  }
  if (!dated && parts.filter((p) => p.part !== 'addBack').length !== 1) return null;
  if (years.length > 1 && !AVERAGED.test(text)) return null;
  // "over 24 months", "divide by 12", "the two years", "one year of returns": only the months of the
  // years given.
  const months = years.length * 12;
  const divisorSaid = /\b(?:divided?|÷|over|by)\b/;
  for (const s of spans) {
    const fits =
      (s.kind === 'months' && s.value === months) ||
      (s.kind === 'years' && s.value === years.length) ||
      (s.kind === 'plain' &&
        s.value === months &&
        divisorSaid.test(text.slice(Math.max(0, s.start - 14), s.start)));
    if (!fits) return null;
  }
  if (!everyNumberPlaced(text, [...tokens, ...aside])) return null;
  const total = parts.reduce((sum, p) => sum + p.token.value, 0);
  const monthlyIncome = total / months;
  const yearTotal = (y: number | undefined) =>
    parts.filter((p) => p.year === y).reduce((sum, p) => sum + p.token.value, 0);
  const yearLines = years.map((y) => {
    const ofYear = parts.filter((p) => p.year === y);
    return `${y ?? 'The year'}: ${ofYear.map((p) => `${formatMoney(p.token.value)} ${PART_NAMES[p.part].toLowerCase()}`).join(' + ')} = ${formatMoney(yearTotal(y))}`;
  });
  const change =
    years.length === 2
      ? [
          `${years[1]} against ${years[0]}: ${formatPercent((yearTotal(years[1]) - yearTotal(years[0])) / yearTotal(years[0]))} (${yearTotal(years[1]) >= yearTotal(years[0]) ? 'up' : 'down'})`,
        ]
      : [];
  const answer: QuickAnswer = {
    title: TITLE,
    inputs: [
      ...parts.map(
        (p) =>
          `${p.year !== undefined ? `${p.year} ` : ''}${PART_NAMES[p.part]}: ${formatMoney(p.token.value)}`,
      ),
      ...(percentsRead.length === 1
        ? ['Ownership: 100% of the company, so the W-2 and K-1 are all yours']
        : []),
      `Months counted: ${months} (${years.length === 1 ? 'one year' : `${years.length} years averaged`})`,
    ],
    results: [
      ...yearLines,
      `Monthly qualifying income: ${formatMoney(total)} ÷ ${months} = **${formatMoney(monthlyIncome)}**`,
      ...change,
    ],
    method:
      'Each year’s income is its parts added (a Schedule C’s net profit plus the non-cash deductions the lender adds back, or the W-2 from your own company plus the K-1’s ordinary income); the years are added and divided by their months. Lenders also look at the trend: a year that fell is often counted alone',
  };
  return answer;
};

/** The title of this reader's answers. */
export const TITLE = 'Qualifying income from tax returns';
