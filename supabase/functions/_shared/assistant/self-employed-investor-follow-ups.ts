// Follow-ups to the self-employed and investor answers (docs/assistant.md rule 108), each reading the
// figures the answer before showed, never guessing one: "compare to fully amortizing 30-year at the
// same 7.5%" after an interest-only DSCR prices the amortizing loan and its DSCR.
import type { HistoryTurn } from '../protocol.ts';
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatNumber, formatRate } from './format.ts';
import { interestOnlyPayment } from './dscr-loan-math.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';
import { headingOf } from './topic-follow-up.ts';

/** "$2,700" or "7.5%" shown on a line of an earlier card, by the line's label. */
const shown = (markdown: string, label: string): number | undefined => {
  const m = new RegExp(`^- ${label}: \\$?([\\d,]+(?:\\.\\d+)?)`, 'm').exec(markdown);
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
};

/**
 * After "Interest-only payment and DSCR": "compare to fully amortizing 30-year at the same 7.5%",
 * "what about a 30 year amortizing loan at 7.25%?": the P&I over the term named, at the rate named (or
 * the same), and the DSCR on it, beside the interest-only figures. The term must be named.
 */
export function amortizingAfterInterestOnly(
  input: string,
  history: readonly HistoryTurn[],
): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || headingOf(last.text) !== 'Interest-only payment and DSCR') return null;
  const text = normalizeText(input);
  if (!/\bamortiz|\bp&i\b|\bprincipal and interest\b/.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  const terms = tokens.filter((t) => t.kind === 'years');
  const rates = tokens.filter((t) => t.kind === 'percent');
  if (terms.length !== 1 || rates.length > 1 || tokens.length !== terms.length + rates.length) return null;
  const loan = shown(last.text, 'Loan amount');
  const before = shown(last.text, 'Rate');
  const rent = shown(last.text, 'Rent');
  if (loan === undefined || before === undefined || rent === undefined) return null;
  const rate = rates[0]?.value ?? (/\bsame\b/.test(text) ? before / 100 : undefined);
  if (rate === undefined) return null;
  // Every line after the rent is a carrying cost a month (taxes, insurance, HOA).
  const costLines = last.text.split('**Result**')[0]!.split(/^- Rent: .*$/m)[1] ?? '';
  const costs = [...costLines.matchAll(/^- ([^:]+): \$([\d,]+(?:\.\d+)?) a month$/gm)].map((m) => ({
    label: m[1]!,
    value: Number(m[2]!.replace(/,/g, '')),
  }));
  if (costs.length === 0) return null;
  const carry = costs.reduce((a, c) => a + c.value, 0);
  const term = terms[0]!.value;
  const payment = monthlyPayment(loan, rate, term);
  const io = interestOnlyPayment(loan, before / 100);
  return {
    title: 'Amortizing payment and DSCR',
    inputs: [
      `Loan amount: ${formatAmount(loan)} (from before)`,
      `Rate: ${formatRate(rate)}, fully amortizing over ${term} years`,
      `Rent: ${formatAmount(rent)} a month (from before)`,
      ...costs.map((c) => `${c.label}: ${formatAmount(c.value)} a month (from before)`),
    ],
    results: [
      `P&I payment: **${formatMoney(payment)}** a month`,
      `DSCR: ${formatAmount(rent)} ÷ (${formatMoney(payment)} + ${formatMoney(carry)}) = **${formatNumber(rent / (payment + carry))}**`,
      `Interest-only before: ${formatMoney(io)} a month, DSCR ${formatNumber(rent / (io + carry))}; amortizing costs ${formatMoney(payment - io)} more a month`,
    ],
    method: 'P&I = loan × r ÷ (1 − (1 + r)^−n), r the monthly rate and n the months; DSCR = rent ÷ PITIA',
  };
}

/**
 * After "Bank-statement qualifying income": "I only own 60% of the business and the lender multiplies by
 * my ownership" is the monthly figure shown × the share. Only the share may be written.
 */
export function ownershipShareOfIncome(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || headingOf(last.text) !== 'Bank-statement qualifying income') return null;
  const text = normalizeText(input);
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'percent' || !/\bown(?:s|ed|ership)?\b/.test(text))
    return null;
  if (last.text.includes('Your ownership:')) return null;
  const figure = /^- Monthly qualifying income: .*= \*\*\$([\d,]+(?:\.\d+)?)\*\*/m.exec(last.text);
  if (!figure) return null;
  const month = Number(figure[1]!.replace(/,/g, ''));
  const share = tokens[0]!.value;
  if (!(share > 0 && share < 1)) return null;
  return {
    title: 'Bank-statement income at your ownership share',
    inputs: [
      `Monthly qualifying income before: ${formatMoney(month)} (from before)`,
      `Your ownership: ${formatRate(share)}`,
    ],
    results: [
      `Monthly qualifying income: ${formatMoney(month)} × ${formatRate(share)} = **${formatMoney(month * share)}**`,
    ],
    method: "The business's income × your share of it, as the lender counts only the part you own",
  };
}

/** The first of these follow-ups that reads the message with the answer before it. */
export function selfEmployedInvestorFollowUp(
  input: string,
  history: readonly HistoryTurn[],
): QuickAnswer | null {
  return amortizingAfterInterestOnly(input, history) ?? ownershipShareOfIncome(input, history);
}

/** "raise rents to $1,450 a unit", "what if rents were 1,450 per unit": a new rent for every unit. */
const NEW_UNIT_RENT =
  /\b(?:rais\w*|increas\w*|bump\w*|push\w*|set|put|charg\w*|rents? (?:were|are|was|went up|go up)|change\w*)\b[^.?!$\d]{0,20}?\$?\s?(\d[\d,]*(?:\.\d+)?)\s*(?:\/\s*mo(?:nth)?\s*|a month\s*|per month\s*)?(?:a|per|each|\/)\s*(?:unit|door|apartment|apt)\b|\b(?:rais\w*|increas\w*|bump\w*)\b[^.?!$\d]{0,20}?\$?\s?(\d[\d,]*(?:\.\d+)?)\s+each\b/;
/** "4 units at $1,375/mo each", "rents are $1,375 per unit": the rent every unit paid before. */
const UNIT_RENT =
  /\$?\s?(\d[\d,]*(?:\.\d+)?)\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly)?\s*(?:each|a unit|per unit|\/\s*unit|per door|a door|per apartment)\b/g;

/**
 * "If I raise rents to $1,450 a unit, same vacancy and expense ratio and price, what are the NOI and cap
 * rate?" after units at a rent each: the question before with each unit's rent replaced, and nothing
 * else, so its own reader answers it again. Null unless the follow-up names only the new rent and the
 * question before said one rent per unit.
 */
export function perUnitRentRewrite(input: string, previous: string): string | null {
  const text = normalizeText(input);
  const asked = NEW_UNIT_RENT.exec(text);
  if (!asked || !/\brents?\b/.test(text)) return null;
  if ((text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).length !== 1) return null;
  const before = [...previous.matchAll(UNIT_RENT)];
  if (before.length !== 1 || !/\bunits?\b|\bdoors?\b|plex\b/i.test(previous)) return null;
  const old = before[0]!;
  const value = asked[1] ?? asked[2]!;
  const at = old.index ?? 0;
  const digits = old[0].indexOf(old[1]!);
  return `${previous.slice(0, at + digits)}${value}${previous.slice(at + digits + old[1]!.length)}`;
}
