// A land or farm loan's payments against the income the place brings in (docs/assistant.md rule 93):
// "hunting land $240k, 25% down, 7.5% over 15 years, a hunt club leases it for $9,000 a year: the
// year's loan payments and the share the lease covers"; "a $550,000 loan at 7.25% over 25 years, the
// farm nets $46,000 a year: annual debt service and DSCR"; "horse property $640k, 20% down, 6.75% 30
// years, 4 stalls boarded at $550/month each: P&I and how much short each month". The loan is the
// price less the share down, or a loan stated; P&I × 12 is the year's debt service; the income over it
// is the share covered (and the DSCR); P&I − the income a month is the shortfall. Part of quick-math
// (READERS there); every number must be placed or it does not fire.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { allPlaced, COUNT, countValue, MONEY, moneyValue } from './landlord-reading.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader, Span } from './quick-math-reading.ts';

/** Land, farm and rural places whose income is set against a loan. */
const RURAL =
  /\b(?:acres?|acreage|land|ranch|farm|farmland|pasture|tract|parcel|timber|hunting|hunt club|horse|stalls?|barn|boarding|orchard|vineyard|cabin|campground|rv (?:park|pads?|sites?))\b/;
/** What is asked: the debt service, the share covered, the coverage ratio, or the shortfall. */
const ASKS =
  /\bdebt service\b|\bloan payments?\b|\bmortgage payments?\b|\bp ?& ?i\b|\bprincipal (?:and|&) interest\b|\bdscr\b|\bcoverage\b|\bcovers?\b|\bshort\b|\bshortfall\b|\bgap\b|\bout of pocket\b|\bmake up\b|\bdifference\b/;
/** The income's words: a lease, what the place nets, boarding. */
const INCOME =
  /\b(?:lease|leases|leasing|rent|rents|renting|board|boarding|nets?|netting|net income|income|revenue|brings? in|pays?|cash flow|earns?|makes?)\b/;
const DOWN_AFTER = /^\s*(?:down\b|dp\b)/;
const DOWN_BEFORE = /\b(?:down(?: payment)?|dp)(?: of| is)?\s*:?\s*$/;
const LOAN_BEFORE = /\b(?:loan|mortgage|borrow(?:ing)?|financ\w*)\b[^.,;$\d]{0,30}\$?\s*$/;
/** "4 stalls I could board out at $550/month each": a count of things each bringing in an amount. */
const EACH_INCOME = new RegExp(
  `\\b${COUNT}\\s+(stalls?|pads?|sites?|cabins?|spaces?|lots?|units?|rooms?|slips?|horses?|campsites?)\\b[^.;$\\d]{0,50}?(?:at|for|@)\\s+${MONEY}(\\s*(?:\\/\\s*mo(?:nth)?|a month|per month|monthly|\\/\\s*yr|a year|per year|annually|yearly))?\\s*(?:each|apiece|per (?:stall|pad|site|cabin|space|lot|unit|room|slip|horse))\\b`,
);

const spanOf = (t: NumberToken): Span => ({ start: t.start, end: t.end });

const paymentsAgainstIncome: Reader = ({ text, tokens }) => {
  if (!RURAL.test(text) || !ASKS.test(text) || !INCOME.test(text)) return null;
  const percents = tokens.filter((t) => t.kind === 'percent');
  const down = percents.filter(
    (t) =>
      DOWN_AFTER.test(text.slice(t.end, t.end + 8)) ||
      DOWN_BEFORE.test(text.slice(Math.max(0, t.start - 25), t.start)),
  );
  if (down.length > 1) return null;
  const rates = percents.filter((t) => !down.includes(t));
  const terms = tokens.filter((t) => (t.kind === 'years' || t.kind === 'months') && t.value >= 5);
  if (rates.length !== 1 || terms.length !== 1) return null;
  const rate = rates[0]!.value;
  const years = terms[0]!.kind === 'months' ? terms[0]!.value / 12 : terms[0]!.value;
  if (!(rate >= 0.01 && rate < 0.2 && years >= 1 && years <= 40)) return null;
  // The income: a count each at an amount, or one amount with its period.
  const each = EACH_INCOME.exec(text);
  const eachSpan = each ? { start: each.index, end: each.index + each[0].length } : undefined;
  const inEach = (t: Span) => !!eachSpan && t.start >= eachSpan.start && t.end <= eachSpan.end;
  const lumps = tokens.filter((t) => t.kind === 'money' && t.period === undefined && !inEach(t));
  const periodic = tokens.filter((t) => t.kind === 'money' && t.period !== undefined && !inEach(t));
  let incomeYear: number;
  let incomeShown: string;
  if (each) {
    if (periodic.length > 0) return null;
    const count = countValue(each[1]!);
    const amount = moneyValue(each[3]!, each[4]);
    const yearlyEach = /y(?:ea)?r|annual/.test(each[5] ?? '');
    const monthlyEach = !yearlyEach;
    incomeYear = count * amount * (monthlyEach ? 12 : 1);
    incomeShown = `${count} ${each[2]} × ${formatMoney(amount)} a ${monthlyEach ? 'month' : 'year'} = ${formatMoney(count * amount)} a ${monthlyEach ? 'month' : 'year'}`;
  } else {
    if (periodic.length !== 1) return null;
    const income = periodic[0]!;
    incomeYear = income.period === 'monthly' ? income.value * 12 : income.value;
    incomeShown = `${formatMoney(income.value)} a ${income.period === 'monthly' ? 'month' : 'year'}`;
  }
  if (lumps.length !== 1) return null;
  const lump = lumps[0]!;
  const statedLoan =
    LOAN_BEFORE.test(text.slice(Math.max(0, lump.start - 40), lump.start)) ||
    /^\s*(?:(?:farm|land|ag|bank|seller)\s+)?(?:loan|mortgage|note)\b/.test(
      text.slice(lump.end, lump.end + 20),
    );
  if (statedLoan === (down.length === 1)) return null;
  const loan = down[0] ? lump.value * (1 - down[0].value) : lump.value;
  if (!(loan >= 10_000 && incomeYear > 0)) return null;
  if (
    !allPlaced(text, [
      ...tokens.filter((t) => !inEach(t)).map(spanOf),
      eachSpan,
      // "90 acres", "20 minutes out": the place's size and the story, no amounts.
      ...[...text.matchAll(/\b\d[\d,]*(?:\.\d+)?\s*(?:acres?|minutes?|miles?|head)\b/g)].map((m) => ({
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
      })),
    ]) ||
    tokens.some((t) => t.kind === 'plain' && !inEach(t))
  )
    return null;
  const payment = monthlyPayment(loan, rate, years);
  const yearly = payment * 12;
  const incomeMonth = incomeYear / 12;
  const gap = payment - incomeMonth;
  return {
    title: 'Loan payments against the income',
    inputs: [
      down[0]
        ? `Price: ${formatMoney(lump.value)}, ${formatPercent(down[0].value, 2)} down: loan ${formatMoney(loan)}`
        : `Loan: ${formatMoney(loan)}`,
      `Rate: ${formatPercent(rate, 3)} over ${formatNumber(years, 2)} years, monthly payments`,
      `Income: ${incomeShown}`,
    ],
    results: [
      `Monthly principal and interest: **${formatMoney(payment)}**`,
      `Loan payments for a year (annual debt service): **${formatMoney(yearly)}** (${formatMoney(payment)} × 12)`,
      `Income for a year: ${formatMoney(incomeYear)}`,
      `Share of the payments the income covers: **${formatPercent(incomeYear / yearly, 2)}** (${formatMoney(incomeYear)} ÷ ${formatMoney(yearly)})`,
      `Debt service coverage ratio: **${formatNumber(incomeYear / yearly, 2)}** (income ÷ debt service)`,
      gap >= 0
        ? `Short each month: **${formatMoney(gap)}** (${formatMoney(payment)} − ${formatMoney(incomeMonth)})`
        : `Left over each month: **${formatMoney(-gap)}** (${formatMoney(incomeMonth)} − ${formatMoney(payment)})`,
    ],
    method:
      'Loan = price − the share down; P&I is the level monthly payment over the term, × 12 for the year; share covered and DSCR = income ÷ debt service; the shortfall is P&I − the income a month (taxes, insurance and upkeep not included)',
  };
};

export const PAYMENTS_AGAINST_INCOME_READERS: readonly Reader[] = [paymentsAgainstIncome];
