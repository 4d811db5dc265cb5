// Follow-ups of the family readers (docs/assistant.md rule 105), tried first among compose-answer.ts's
// follow-ups: "we put all of that combined amount down on a $780,000 house. loan amount and LTV?"
// after two sales' nets, then "monthly P&I on that loan at 6.25% for 30 years?" after that loan.
// Each reads the figure it builds on from the answer before, by its label, never by guessing.
import type { HistoryTurn } from '../protocol.ts';
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatPercent, formatRate, formatYears } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

export const PROCEEDS_DOWN_TITLE = 'Loan after putting the proceeds down';

/** A bolded figure of an answer by its label: "Combined net: **$371,100.00**". */
function figureOf(markdown: string, label: RegExp): number | undefined {
  for (const line of markdown.split('\n')) {
    const m = /^- ([^:*]+?)(?: \([^)]*\))?: \*\*\$?(-?[\d,]+(?:\.\d+)?)\*\*/.exec(line);
    if (m && label.test(m[1]!)) return Number(m[2]!.replace(/,/g, ''));
  }
  return undefined;
}

const DOWN_PUT =
  /\b(?:put|putting|puts|use|using|apply|applying)\b[^.?!]{0,50}\b(?:down|as (?:the |a |our )?down payment|toward(?:s)? the (?:price|purchase))\b/;

/** "we put all of that combined amount down on a $780,000 house": the loan and its LTV. */
function proceedsDown(input: string, previous: string): QuickAnswer | null {
  const text = normalizeText(input);
  if (!DOWN_PUT.test(text) || !/\b(?:loan|ltv|loan[- ]to[- ]value|mortgage|borrow)\b/.test(text)) return null;
  if (
    !/\b(?:that|those|the|all|our|it)\b[^.?!]{0,20}\b(?:combined|total|net|proceeds|amount|money|it)\b|\ball of (?:it|that)\b/.test(
      text,
    )
  )
    return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'money' || tokens[0]!.period !== undefined) return null;
  const price = tokens[0]!.value;
  const combined = /\b(?:combined|total|both|all of)\b/.test(text);
  const down = combined
    ? figureOf(previous, /^combined\b|^total\b/i)
    : (figureOf(previous, /^net\b|^net proceeds\b|^net from the sale\b/i) ??
      figureOf(previous, /^combined\b/i));
  if (down === undefined || down <= 0 || down >= price) return null;
  const loan = price - down;
  return {
    title: PROCEEDS_DOWN_TITLE,
    inputs: [
      `Price: ${formatAmount(price)}`,
      `Down payment: ${formatMoney(down)} (the net from your last question)`,
    ],
    results: [
      `Loan amount: **${formatMoney(loan)}**`,
      `LTV: **${formatPercent(loan / price)}** (down payment ${formatPercent(down / price)} of the price)`,
    ],
    method: `Loan = ${formatAmount(price)} − ${formatMoney(down)}; LTV = loan ÷ price`,
  };
}

/** "monthly P&I on that loan at 6.25% for 30 years?" after the loan just worked out. */
function paymentOnThatLoan(input: string, previous: string): QuickAnswer | null {
  if (!previous.includes(`### ${PROCEEDS_DOWN_TITLE}`)) return null;
  const text = normalizeText(input);
  if (!/\b(?:that|this|the|our) (?:new )?(?:loan|mortgage)\b|\bon (?:it|that)\b/.test(text)) return null;
  if (!/\bp\s?&\s?i\b|\bpayment\b|\bmonthly\b|\bprincipal and interest\b/.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  const rate = tokens.filter((t) => t.kind === 'percent');
  const term = tokens.filter((t) => t.kind === 'years');
  if (rate.length !== 1 || term.length !== 1 || tokens.length !== 2) return null;
  const loan = figureOf(previous, /^loan amount\b/i);
  if (loan === undefined) return null;
  const payment = monthlyPayment(loan, rate[0]!.value, term[0]!.value);
  return {
    title: 'Monthly principal and interest',
    inputs: [
      `Loan: ${formatMoney(loan)} (from your last question)`,
      `Rate: ${formatRate(rate[0]!.value)}`,
      `Term: ${formatYears(term[0]!.value)}`,
    ],
    results: [`Monthly P&I: **${formatMoney(payment)}**`],
    method:
      'P&I = loan × r ÷ (1 − (1 + r)^−n), r the yearly rate ÷ 12, n the months; taxes and insurance not included',
  };
}

/** The family readers' follow-up to the answer before, or null. */
export function familyFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const previous = history.at(-1);
  if (previous?.role !== 'assistant') return null;
  return proceedsDown(input, previous.text) ?? paymentOnThatLoan(input, previous.text);
}
