// A follow-up to a homeowner's-loan answer (docs/assistant.md rule 101): "and what would the P&I be on
// that new loan at 6.875% for 30 years?" after a cash-out refinance prices the new loan the answer
// found; "and how much total interest does that save me?" after a recast gives the interest saved over
// the rest of the loan. The earlier question is read again by the quick-math readers, so the follow-up
// is only answered when the earlier answer was one of theirs.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatRate } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { readQuickMath, type QuickAnswer } from './quick-math.ts';

const PAYMENT_ASKED = /\bp\s?&\s?i\b|\bpayment\b|\bmonthly\b|\bprincipal and interest\b|\bmortgage be\b/;
const INTEREST_SAVED =
  /\binterest\b[^.?!]*\b(?:save|saves|saving|saved|less|lower|cut)\b|\b(?:save|saving)s?\b[^.?!]*\binterest\b/;

/** The new loan a cash-out answer found ("New loan: **$416,000.00**", "New loan needed: $300,000.00"). */
function newLoanOf(answer: QuickAnswer): number | undefined {
  for (const line of answer.results) {
    const m = /^New loan(?: needed)?: \**\$([\d,]+(?:\.\d+)?)/.exec(line);
    if (m) return Number(m[1]!.replace(/,/g, ''));
  }
  return undefined;
}

function paymentOnNewLoan(followUp: string, before: QuickAnswer): QuickAnswer | null {
  if (!/^Cash-out refinance/.test(before.title) || !PAYMENT_ASKED.test(followUp)) return null;
  const loan = newLoanOf(before);
  const tokens = tokenizeNumbers(followUp);
  const rates = tokens.filter((t) => t.kind === 'percent');
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (!loan || rates.length !== 1 || terms.length !== 1 || tokens.length !== 2) return null;
  const rate = rates[0]!.value;
  const years = terms[0]!.kind === 'months' ? terms[0]!.value / 12 : terms[0]!.value;
  if (!(rate > 0 && rate < 0.2 && years >= 1 && years <= 40)) return null;
  return {
    title: 'Payment on the new cash-out loan',
    inputs: [
      `New loan (from the cash-out above): ${formatMoney(loan)}`,
      `Rate: ${formatRate(rate)}, ${years} years (${years * 12} payments)`,
    ],
    results: [`P&I: **${formatMoney(monthlyPayment(loan, rate, years))}** a month`],
    method: 'P&I = loan × r ÷ (1 − (1 + r)^−n), r the yearly rate ÷ 12 and n the months',
  };
}

function interestSavedByRecast(followUp: string, before: QuickAnswer): QuickAnswer | null {
  if (before.title !== 'Recast after a lump sum' || !INTEREST_SAVED.test(followUp)) return null;
  if (tokenizeNumbers(followUp).length > 0) return null;
  const saved = before.results.find((r) => r.startsWith('Interest saved'));
  if (!saved) return null;
  return {
    ...before,
    title: 'Recast: interest saved over the rest of the loan',
    results: [saved, ...before.results.filter((r) => r !== saved)],
    method:
      'Interest left = the payment × the payments left − the balance, for the balance before the lump sum and after it; the saving is the difference',
  };
}

export function homeLoanFollowUp(input: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(input);
  if (text.split(/\s+/).length > 30) return null;
  const before = readQuickMath(previousQuestion);
  if (!before) return null;
  return paymentOnNewLoan(text, before) ?? interestSavedByRecast(text, before);
}
