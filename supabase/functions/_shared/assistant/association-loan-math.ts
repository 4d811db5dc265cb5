// An association's loan or payment plan split per unit (rule 87): a loan instead of a special
// assessment ("borrow $480,000 at 6.75% for 10 years, 60 units split the payment" → 5,511.56 a month,
// 91.86 per unit), an owner's assessment paid in installments with interest ("$6,000 per unit, 24
// monthly installments at 8%" → 271.36 a month, 512.64 of interest), and a loan's monthly per unit
// against the lump sum ("$8,500 upfront or $98 a month for 10 years" → 11,760, 3,260 more). Part of
// quick-math (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { writtenNumbers, type Reader, type Span } from './quick-math-reading.ts';

const NOUN = '(?:units?|doors?|owners?|members?|households?|homes?|condos?|apartments?)';
const COUNT = new RegExp(`(?<![\\d.,$])(\\d[\\d,]*)[\\s-]*(?:total\\s+)?(${NOUN})\\b`, 'g');
/** Words of an association's borrowing: the board, the bank, a loan in place of an assessment. */
const ASSOCIATION =
  /\b(?:hoa|association|board|condo|coa|owners?|assessments?|co-?op|building|complex|community)\b/;
const LOAN = /\b(?:loan|borrow(?:ing|ed|s)?|bank|lender|financ(?:e|ing)|note)\b/;
const SPLIT_ASKED = new RegExp(
  `\\b(?:per|a|an|each|every|/)\\s*${NOUN}\\b|\\bsplit (?:the payment |it |that |this )?(?:evenly|equally)?\\b`,
);
/** Words of a price, a house or a personal loan: another reader's. */
const NOT_THIS =
  /\b(?:price|bought|buy(?:ing)?|purchase|sold|listed|asking|worth|down payment|\d+% down|rent(?:s|al)?|noi|cap rate|dscr|pmi|escrow|refi(?:nanc\w*)?|balloon|interest[- ]only|points?)\b/;

const amortized = (principal: number, yearlyRate: number, months: number): number => {
  const r = yearlyRate / 12;
  return r === 0 ? principal / months : (principal * r) / (1 - Math.pow(1 + r, -months));
};

const monthsOf = (t: NumberToken) => Math.round(t.kind === 'years' ? t.value * 12 : t.value);

/** "24 monthly installments", "36 payments": a count of monthly installments, as a span. */
const INSTALLMENTS = /\b(\d{1,3})\s+(?:equal\s+)?(?:monthly\s+)?(?:installments|instalments|payments)\b/;

/** True when every written number lies in a placed span, or is a number the tokenizer left as story. */
function allPlaced(text: string, tokens: readonly NumberToken[], placed: readonly Span[]): boolean {
  const inside = (n: Span, spans: readonly Span[]) => spans.some((s) => n.start >= s.start && n.end <= s.end);
  return writtenNumbers(text).every(
    (n) =>
      inside(n, placed) ||
      (!inside(n, tokens) && !/^\s*(?:%|sq|sf\b|square|acres?\b)/.test(text.slice(n.end))),
  );
}

/** A loan the association takes, its monthly payment and that payment split evenly per unit. */
export const associationLoanPerUnit: Reader = ({ text, tokens }) => {
  if (!LOAN.test(text) || !ASSOCIATION.test(text) || !SPLIT_ASKED.test(text) || NOT_THIS.test(text))
    return null;
  const counts = [...text.matchAll(COUNT)].map((m) => ({
    value: Number(m[1]!.replace(/,/g, '')),
    noun: /^door/.test(m[2]!) ? 'doors' : /^(?:owner|member|household)/.test(m[2]!) ? 'owners' : 'units',
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (counts.length === 0 || new Set(counts.map((c) => c.value)).size !== 1) return null;
  const units = counts[0]!.value;
  const noun = counts[0]!.noun;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const rates = tokens.filter((t) => t.kind === 'percent');
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (amounts.length !== 1 || rates.length !== 1 || terms.length !== 1) return null;
  const [loan, rate, term] = [amounts[0]!, rates[0]!, terms[0]!];
  if (loan.period !== undefined || !(loan.value >= 10000) || !(rate.value > 0 && rate.value < 0.25))
    return null;
  const months = monthsOf(term);
  if (!(units >= 2 && months >= 12 && months <= 480)) return null;
  if (!allPlaced(text, tokens, [loan, rate, term, ...counts])) return null;
  const payment = amortized(loan.value, rate.value, months);
  const each = payment / units;
  const interest = payment * months - loan.value;
  return {
    title: "The association's loan, split per unit",
    inputs: [
      `Loan: ${formatMoney(loan.value)}`,
      `Rate: ${formatRate(rate.value)} fixed, fully amortized, monthly payments`,
      `Term: ${months % 12 === 0 ? `${months / 12} years` : `${months} months`} (${months} payments)`,
      `Split evenly among: ${units} ${noun}`,
    ],
    results: [
      `Monthly loan payment: **${formatMoney(payment)}**`,
      `Per ${noun.slice(0, -1)} per month: **${formatMoney(each)}** (${formatMoney(payment)} ÷ ${units})`,
      `Per ${noun.slice(0, -1)} over the loan: ${formatMoney(each * months)}, of which interest ${formatMoney(interest / units)} (the loan's interest in all: ${formatMoney(interest)})`,
    ],
    method: `Payment = P·r ÷ (1 − (1 + r)^−n) with P = ${formatMoney(loan.value)}, r = ${formatRate(rate.value)} ÷ 12, n = ${months}; per unit = payment ÷ ${units}`,
  };
};

/** An owner's assessment paid in monthly installments with interest, against paying it upfront. */
export const assessmentInstallments: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:assessments?|levy)\b/.test(text) ||
    !/\b(?:installments?|instalments?|payment plan|monthly payments?)\b/.test(text)
  )
    return null;
  if (NOT_THIS.test(text) || /\b(?:share|percentage interest|ownership)\b/.test(text)) return null;
  const counted = INSTALLMENTS.exec(text);
  const countSpan = counted
    ? { value: Number(counted[1]), start: counted.index, end: counted.index + counted[0].length }
    : undefined;
  // "24 monthly installments" reads as $24 a month: the count is no amount.
  const amounts = tokens.filter(
    (t) => t.kind === 'money' && !(countSpan && t.start >= countSpan.start && t.end <= countSpan.end),
  );
  const rates = tokens.filter((t) => t.kind === 'percent');
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (amounts.length !== 1 || rates.length !== 1 || terms.length + (countSpan ? 1 : 0) !== 1) return null;
  const [owed, rate] = [amounts[0]!, rates[0]!];
  if (owed.period !== undefined || !(owed.value >= 100) || !(rate.value > 0 && rate.value < 0.25))
    return null;
  const months = countSpan ? countSpan.value : monthsOf(terms[0]!);
  if (!(months >= 2 && months <= 360)) return null;
  const unitCounts = [...text.matchAll(COUNT)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (!allPlaced(text, tokens, [owed, rate, ...terms, ...(countSpan ? [countSpan] : []), ...unitCounts]))
    return null;
  // An owner pays the installment in cents, so the interest is what those installments add up to.
  const payment = Math.round(amortized(owed.value, rate.value, months) * 100) / 100;
  const interest = payment * months - owed.value;
  return {
    title: 'A special assessment paid in installments',
    inputs: [
      `Assessment owed: ${formatMoney(owed.value)}`,
      `Payment plan: ${months} monthly installments at ${formatRate(rate.value)} a year, amortized`,
    ],
    results: [
      `Monthly installment: **${formatMoney(payment)}**`,
      `Paid over the plan: ${formatMoney(payment * months)} (${months} × ${formatMoney(payment)})`,
      `Interest over the plan: **${formatMoney(interest)}** more than paying ${formatMoney(owed.value)} upfront`,
    ],
    method: `Installment = P·r ÷ (1 − (1 + r)^−n) with P = ${formatMoney(owed.value)}, r = ${formatRate(rate.value)} ÷ 12, n = ${months}; interest = installments paid − the amount owed`,
  };
};

/** A lump sum upfront against a monthly payment per unit for a term: the total paid and the difference. */
export const lumpSumVersusMonthly: Reader = ({ text, tokens }) => {
  if (!/\b(?:upfront|up front|lump[- ]sum|all at once|in full|in one payment|cash now)\b/.test(text))
    return null;
  if (!/\b(?:assessments?|levy|loan|payment plan|installments?|hoa|association|board)\b/.test(text))
    return null;
  if (NOT_THIS.test(text) || tokens.some((t) => t.kind === 'percent')) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const monthlies = amounts.filter((t) => t.period === 'monthly');
  const lumps = amounts.filter((t) => t.period === undefined);
  if (amounts.length !== 2 || monthlies.length !== 1 || lumps.length !== 1 || terms.length !== 1) return null;
  const [lump, each, term] = [lumps[0]!, monthlies[0]!, terms[0]!];
  const months = monthsOf(term);
  if (!(months >= 2 && months <= 480)) return null;
  const unitCounts = [...text.matchAll(COUNT)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (!allPlaced(text, tokens, [lump, each, term, ...unitCounts])) return null;
  const total = each.value * months;
  const gap = total - lump.value;
  return {
    title: 'Paying upfront against paying monthly',
    inputs: [
      `Upfront: ${formatMoney(lump.value)}`,
      `Monthly: ${formatMoney(each.value)} for ${months % 12 === 0 ? `${months / 12} years` : `${months} months`} (${months} payments)`,
    ],
    results: [
      `Total paid monthly: **${formatMoney(total)}** (${formatMoney(each.value)} × ${months})`,
      gap >= 0
        ? `That is **${formatMoney(gap)}** more than the ${formatMoney(lump.value)} upfront`
        : `That is **${formatMoney(-gap)}** less than the ${formatMoney(lump.value)} upfront`,
    ],
    method: `Monthly × the months, against the lump sum; money's time value (what the upfront cash could earn meanwhile) is not counted`,
  };
};

export const ASSOCIATION_LOAN_READERS: readonly Reader[] = [
  associationLoanPerUnit,
  assessmentInstallments,
  lumpSumVersusMonthly,
];
