// Follow-ups to the loan questions of rule 121 (docs/assistant.md): the price a loan from a payment buys
// with a down payment added, and the interest paid over the payments of a balance asked just before.
// Each works only from the question just before, read again, and only when that question's own reader
// answers it; otherwise null and the usual follow-up reading goes on. The history is already in US
// digits and words (foreign-number-formats.ts).
import type { HistoryTurn } from '../protocol.ts';
import { formatAmount, formatMoney } from './format.ts';
import { loanFromLargestPayment } from './non-us-buyer-readers.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { readQuickMath, type QuickAnswer } from './quick-math.ts';

const lastQuestion = (history: readonly HistoryTurn[]): string | undefined =>
  history.filter((t) => t.role === 'user').at(-1)?.text;

/** "what house price can I buy", "how much house", "what price can we afford": a price asked. */
const PRICE_ASKED =
  /\b(?:what|which|how (?:big|much|expensive))(?: (?:a|the))? (?:house |home )?(?:price|house|home)\b|\bprice (?:can|could) (?:i|we)\b|\b(?:max(?:imum)?|most|highest) (?:house |home |purchase )?price\b/;

/**
 * "and if I bring 90,000 down on top of that loan, what price can I buy?" after the loan a payment
 * carries: price = that loan + the down payment (no closing costs unless said).
 */
function priceWithDownOnTopOfLoan(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const text = normalizeText(input);
  if (!PRICE_ASKED.test(text) || !/\bdown(?: payment)?\b|\bcash\b|\bsavings\b/.test(text)) return null;
  // Closing costs or fees said as an amount would come out of the cash: then the question is asked.
  if (
    /\bclosing costs?\b|\bfees?\b/.test(text) &&
    !/\bno closing costs?\b|\bwithout closing costs?\b/.test(text)
  )
    return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'money' || tokens[0]!.period !== undefined) return null;
  const before = lastQuestion(history);
  if (!before) return null;
  const earlierText = normalizeText(before);
  const loanAnswer = loanFromLargestPayment({ text: earlierText, tokens: tokenizeNumbers(earlierText) });
  if (!loanAnswer) return null;
  const loan = Number(/\*\*\$([\d,]+\.\d\d)\*\*/.exec(loanAnswer.results[0] ?? '')?.[1]?.replace(/,/g, ''));
  if (!(loan > 0)) return null;
  const down = tokens[0]!.value;
  return {
    title: 'Price the loan and the down payment buy',
    inputs: [
      ...loanAnswer.inputs,
      `Loan that payment carries: ${formatMoney(loan)}`,
      `Down payment: ${formatAmount(down)}`,
    ],
    results: [`Price: ${formatMoney(loan)} + ${formatMoney(down)} = **${formatMoney(loan + down)}**`],
    method: 'Price = the loan the payment carries + the down payment (closing costs not taken from the cash)',
  };
}

/** "how much interest did I pay in those 60 payments", "and the interest paid by then?" */
const INTEREST_OVER_THOSE_ASKED =
  /\bhow much interest\b|\binterest (?:i |we )?(?:have |had )?(?:paid|pay)\b|\binterest paid\b|\btotal interest\b/;
const THOSE_PAYMENTS =
  /\b(?:those|these|the|that|first)\s+(\d{1,3})\s+(?:monthly\s+)?(?:payments|months)\b|\b(?:by then|so far|in that time|until now|up to now|during that time)\b/;

/**
 * "and how much interest did I pay in those 60 payments in total?" after the balance left after 60
 * payments: the same loan read again with the interest asked (loan-figures-math.ts balanceAfter).
 */
function interestOverThosePayments(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const text = normalizeText(input);
  const those = THOSE_PAYMENTS.exec(text);
  if (!INTEREST_OVER_THOSE_ASKED.test(text) || !those) return null;
  // Only the count of payments may be in the follow-up: a new rate or loan is a change, read elsewhere.
  const counts = tokenizeNumbers(text).filter((t) => !(those[1] && t.raw.startsWith(those[1])));
  if (counts.length > 0) return null;
  const before = lastQuestion(history);
  if (!before) return null;
  const earlier = readQuickMath(before);
  const made = /^Payments made: (\d+)\b/.exec(
    earlier?.inputs.find((i) => i.startsWith('Payments made')) ?? '',
  );
  if (!earlier || !/^Balance after\b/.test(earlier.title) || !made) return null;
  if (those[1] && Number(those[1]) !== Number(made[1])) return null;
  const again = readQuickMath(
    `${before.trim().replace(/[.?!]*$/, '.')} How much interest did I pay in those ${made[1]} payments?`,
  );
  return again && /^Interest and balance after\b/.test(again.title) ? again : null;
}

export function nonUsBuyerFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  if (history.length === 0) return null;
  return priceWithDownOnTopOfLoan(input, history) ?? interestOverThosePayments(input, history);
}
