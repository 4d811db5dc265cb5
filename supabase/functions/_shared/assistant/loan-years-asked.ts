// The interest and principal of the loan years a question asks about ("how much of the first year is
// interest? and the second?", "interest in year 3", "principal paid in the first 5 years"), shown
// right under a mortgage answer's title (compose-answer.ts). A year's interest is its twelve payments
// less the principal they repaid: 12 × P&I − (balance at its start − balance at its end).
import { formatMoney } from './format.ts';
import { monthlyPayment, remainingBalance } from './calculators.ts';
import { ORDINALS, UNITS } from './number-words.ts';

const COUNT_WORDS: Record<string, number> = { ...UNITS, ...ORDINALS };
const COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;

const ORDINAL = `(\\d{1,2}(?:st|nd|rd|th)|${Object.keys(ORDINALS).join('|')})`;
/**
 * One loan year: "the first year", "2nd year", "year 3", "yr two", "the second" after a first. A
 * cardinal before "year" ("a 15 year at 6.5") is a term, never a year asked about.
 */
const ONE_YEAR = new RegExp(
  `\\b(?:${ORDINAL}\\s+(?:full\\s+)?(?:year|yr)\\b|(?:year|yr)\\s+${COUNT}\\b(?!\\s*(?:years?|yrs?|%|-|to\\b))|(?:the\\s+)?(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\\b(?=\\s*(?:one|year|yr)?\\s*[?.,!]|\\s*$))`,
  'g',
);
/** Several years together: "the first 5 years", "first five yrs", "years 1-5". */
const FIRST_YEARS = new RegExp(
  `\\bfirst\\s+${COUNT}\\s+(?:years|yrs)\\b|\\byears\\s+1\\s*(?:-|to|through)\\s*(\\d{1,2})\\b`,
);

const ASKS = /\binterest\b|\bprincipal\b|\bequity\b/;

export interface LoanTerms {
  loanAmount: number;
  annualRate: number;
  termYears: number;
}

function countOf(word: string): number {
  const digits = /^(\d+)(?:st|nd|rd|th)?$/.exec(word);
  return digits ? Number(digits[1]) : (COUNT_WORDS[word] ?? 0);
}

/** The single loan years and the "first N years" a question asks about, in the order asked. */
export function loanYearsAsked(text: string): { years: number[]; firstYears?: number } {
  if (!ASKS.test(text)) return { years: [] };
  const first = FIRST_YEARS.exec(text);
  const firstYears = first ? countOf((first[1] ?? first[2])!) : undefined;
  const rest = first ? text.slice(0, first.index) + text.slice(first.index + first[0].length) : text;
  const years: number[] = [];
  for (const m of rest.matchAll(ONE_YEAR)) {
    const year = countOf((m[1] ?? m[2] ?? m[3])!);
    if (year >= 1 && year <= 40 && !years.includes(year)) years.push(year);
  }
  return { years, ...(firstYears && firstYears >= 2 && firstYears <= 40 ? { firstYears } : {}) };
}

/** Interest and principal paid over payments `from`+1 … `to` (months). */
function paidBetween(loan: LoanTerms, from: number, to: number): { interest: number; principal: number } {
  const payment = monthlyPayment(loan.loanAmount, loan.annualRate, loan.termYears);
  const start = remainingBalance(loan.loanAmount, loan.annualRate, loan.termYears, from);
  const end = remainingBalance(loan.loanAmount, loan.annualRate, loan.termYears, to);
  const months = Math.min(to, Math.round(loan.termYears * 12)) - from;
  const principal = start - end;
  return { interest: payment * months - principal, principal };
}

/** "**What you asked**" lines for the loan years asked about, or null when none are. */
export function loanYearsLead(input: string, loan: LoanTerms): string | null {
  const { years, firstYears } = loanYearsAsked(input);
  const lines: string[] = [];
  for (const year of years) {
    if (year > loan.termYears) continue;
    const { interest, principal } = paidBetween(loan, (year - 1) * 12, year * 12);
    lines.push(
      `- Year ${year}: **${formatMoney(interest)}** interest and ${formatMoney(principal)} principal (12 payments)`,
    );
  }
  if (firstYears !== undefined && firstYears <= loan.termYears) {
    const { interest, principal } = paidBetween(loan, 0, firstYears * 12);
    lines.push(
      `- First ${firstYears} years: **${formatMoney(interest)}** interest and ${formatMoney(principal)} principal`,
    );
  }
  if (lines.length === 0) return null;
  return `**What you asked**\n\n${lines.join('\n')}\n\n_A year's interest = its 12 payments − the principal they repay._`;
}
