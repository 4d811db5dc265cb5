// "and if the loan is a 30 year at 6.75%, how big a mortgage does that payment get me?" after a co-op
// board's DTI answer gave the largest mortgage payment (rule 103): the loan that payment carries at the
// rate and term the follow-up names. Alone the follow-up has no payment, and its rate was asked about.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

const LOAN_ASKED =
  /\bhow (?:big|large|much) (?:of )?(?:a )?(?:mortgage|loan)\b|\bwhat (?:size |kind of )?(?:loan|mortgage)(?: amount)?\b|\bhow much (?:can|could|would|will) (?:i|we) (?:borrow|get)\b|\bloan amount\b|\bmax(?:imum)? (?:loan|mortgage)\b|\bbiggest (?:loan|mortgage)\b|\blargest (?:loan|mortgage)\b/;

export function loanFromBoardPayment(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return null;
  const shown = /largest mortgage payment \*\*\$([\d,]+\.\d{2})\*\*/i.exec(last.text);
  if (!shown) return null;
  const text = normalizeText(input);
  if (!LOAN_ASKED.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  const rates = tokens.filter((t) => t.kind === 'percent');
  const terms = tokens.filter((t) => t.kind === 'years');
  if (rates.length !== 1 || terms.length !== 1 || tokens.length !== 2) return null;
  const rate = rates[0]!.value;
  const years = terms[0]!.value;
  if (!(rate > 0 && rate < 0.2 && years >= 5 && years <= 40)) return null;
  // The payment unrounded, from the inputs the answer showed (income × limit − the other payments).
  const dollars = (re: RegExp) => {
    const m = re.exec(last.text);
    return m ? Number(m[1]!.replace(/,/g, '')) : NaN;
  };
  const income = dollars(/Gross income: \$([\d,]+\.\d{2})\/year/);
  const limit = dollars(/maximum debt-to-income: ([\d.]+)%/);
  const others = dollars(/Less maintenance and other debt \(\$([\d,]+\.\d{2})\)/);
  const exact = (income / 12) * (limit / 100) - others;
  const rounded = Number(shown[1]!.replace(/,/g, ''));
  const pay = Number.isFinite(exact) && Math.abs(exact - rounded) < 0.01 ? exact : rounded;
  const r = rate / 12;
  const n = years * 12;
  const loan = (pay * (1 - (1 + r) ** -n)) / r;
  return {
    title: 'Mortgage the largest payment carries',
    inputs: [
      `Monthly P&I: ${formatMoney(rounded)} (the largest mortgage payment from the answer before)`,
      `Rate: ${formatPercent(rate, 3)}`,
      `Term: ${years} years (${n} payments)`,
    ],
    results: [`Largest mortgage: **${formatMoney(loan)}**`],
    method:
      'Loan = payment × (1 − (1 + r)^−n) ÷ r, r the monthly rate and n the months; the board may also cap the financing share, and the lender will check its own ratios',
  };
}
