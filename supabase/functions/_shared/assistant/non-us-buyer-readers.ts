// Questions from buyers and investors whose first language is not English (docs/assistant.md rule 121),
// once their numbers and loan words are read as US ones (foreign-number-formats.ts,
// non-us-loan-words.ts): the loan a bank's largest monthly payment carries, and a coverage ratio held
// against the minimum a lender names. Each reader places every number it reads, else returns null and
// the question is asked. Part of quick-math (READERS there).
import { loanFromPayment } from './calculators.ts';
import { allTaken, named, NOI } from './commercial-underwriting-readers.ts';
import { formatAmount, formatMoney, formatNumber, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { yearly, yearsOf, type Reader } from './quick-math-reading.ts';
import { STATED_CONVERSION_READERS } from './stated-conversions-math.ts';
import { DEAL_PARTS_READERS } from './deal-parts-math.ts';

/** "how big loan can I get", "the largest mortgage", "how much can I borrow": the loan's size asked. */
const LOAN_SIZE_ASKED =
  /\bhow (?:big|large|much)(?: of)?(?: an?)? (?:loan|mortgage)\b|\b(?:max(?:imum)?|biggest|largest|highest) (?:loan|mortgage)\b|\bhow much (?:can|could|will|would) (?:i|we) (?:borrow|get)\b|\bwhat (?:size )?(?:loan|mortgage)(?: amount)? (?:can|could|will|would) (?:i|we)\b/;

/** What the loan's size turns on elsewhere: an income and its ratio, a price or a down payment. */
const NOT_FROM_PAYMENT_ALONE =
  /\bincome|salary|earn|gross|dti|debt[- ]to[- ]income|\bprice\b|\bdown\b|\bhouse (?:of|for|at)\b|\bltv\b|\bappraise|\bdscr\b|\bnoi\b|\brent/;

/**
 * "the bank says my maximum monthly payment for principal and interest is 2,800 dollars. At 6.75% for
 * 30 years, how big a loan can I get?": the loan that payment carries, payment × (1 − (1 + i)^−n) ÷ i.
 */
export const loanFromLargestPayment: Reader = ({ text, tokens }) => {
  if (!LOAN_SIZE_ASKED.test(text) || NOT_FROM_PAYMENT_ALONE.test(text)) return null;
  // The payment named in its own sentence: "my maximum monthly payment for principal and interest is $2,800".
  const payments = tokens.filter(
    (t) =>
      t.kind === 'money' &&
      t.period !== 'yearly' &&
      /\bpayments?\b|\bp&i\b/.test(
        text
          .slice(Math.max(0, t.start - 80), t.end)
          .split(/[.;!?]\s/)
          .at(-1) ?? '',
      ),
  );
  const rates = tokens.filter((t) => t.kind === 'percent');
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (payments.length !== 1 || rates.length !== 1 || terms.length !== 1) return null;
  if (!allTaken(tokens, [payments[0], rates[0], terms[0]])) return null;
  // A payment said by the month in words only ("monthly payment … is 2,800"): "1,700 a month" or
  // "$3,000/mo" is the loan calculator's (intent.ts), whose answer keeps the payment for follow-ups.
  const payment = payments[0]!;
  if (payment.period !== undefined || !/\bmonthly payment\b|\bpayment (?:a|per) month\b/.test(text))
    return null;
  const rate = rates[0]!.value;
  const years = yearsOf(terms[0]!);
  if (!(rate > 0.005 && rate < 0.2) || !(years >= 5 && years <= 40) || payment.value < 100) return null;
  const loan = loanFromPayment(payment.value, rate, years);
  return {
    title: 'Loan a monthly payment carries',
    inputs: [
      `Monthly principal and interest: ${formatAmount(payment.value)}`,
      `Rate: ${formatRate(rate)}`,
      `Term: ${formatNumber(years)} years (${formatNumber(years * 12)} payments)`,
    ],
    results: [`Largest loan: **${formatMoney(loan)}**`],
    method:
      'Loan = payment × (1 − (1 + r)^−n) ÷ r, with r the yearly rate ÷ 12 and n the months of the term (taxes and insurance not in the payment)',
  };
};

/** "minimum 1.30", "requires a 1.35x", "at least 1.25 DSCR", "1.3 minimum": the lender's floor. */
const MINIMUM_BEFORE =
  /\b(?:min(?:imum)?|requires?|required|wants?|needs?|at least|floor(?: of)?|threshold(?: of)?)(?:\s+(?:a|an|of|is|dscr|dscr of|coverage|coverage of|ratio|ratio of))*\s*$/;
const MINIMUM_AFTER = /^\s*x?\s*(?:min(?:imum)?\b|or (?:better|higher|more)\b|(?:is )?required\b)/;

/** "what is the maximum debt service they would allow", "the most debt service at 1.30". */
const MOST_DEBT_SERVICE_ASKED =
  /\b(?:max(?:imum)?|most|largest|highest|biggest)\s+(?:annual\s+|yearly\s+|monthly\s+)?debt service\b|\bhow much debt service\b/;

const minimumCoverage = (text: string, tokens: readonly NumberToken[]): NumberToken | undefined => {
  const found = tokens.filter(
    (t) =>
      t.kind === 'plain' &&
      t.value >= 1 &&
      t.value <= 2 &&
      (MINIMUM_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start)) ||
        MINIMUM_AFTER.test(text.slice(t.end, t.end + 20))),
  );
  return found.length === 1 ? found[0] : undefined;
};

/**
 * "NOI 186,000 a year, annual debt service 148,500. DSCR? The lender wants minimum 1.30: the maximum
 * debt service?": the coverage, whether it meets the lender's minimum, and NOI ÷ that minimum.
 */
export const coverageAgainstMinimum: Reader = ({ text, tokens }) => {
  if (!/\bdscr\b|debt service coverage/.test(text) || !MOST_DEBT_SERVICE_ASKED.test(text)) return null;
  const minimum = minimumCoverage(text, tokens);
  const rest = tokens.filter((t) => t !== minimum);
  const nois = rest.filter((t) => t.kind === 'money' && named(text, rest, t, NOI));
  const services = rest.filter((t) => t.kind === 'money' && named(text, rest, t, /\bdebt service\b/));
  if (!minimum || nois.length !== 1 || services.length !== 1) return null;
  if (!allTaken(rest, [nois[0], services[0]])) return null;
  const noi = yearly(nois[0]!);
  // A debt service said by the month is a month's: "debt service 12,375/mo" is 148,500 a year.
  const service = yearly(services[0]!);
  if (!(noi > 0 && service > 0)) return null;
  const dscr = noi / service;
  const most = noi / minimum.value;
  const meets = dscr + 1e-9 >= minimum.value;
  return {
    title: 'DSCR against the lender’s minimum',
    inputs: [
      `NOI: ${formatAmount(noi)} a year`,
      `Debt service: ${formatAmount(service)} a year`,
      `Lender’s minimum DSCR: ${formatNumber(minimum.value)}`,
    ],
    results: [
      `DSCR: ${formatMoney(noi)} ÷ ${formatMoney(service)} = **${dscr.toFixed(2)}**, ${meets ? 'meets' : 'below'} the ${formatNumber(minimum.value)} minimum`,
      `Most debt service at ${formatNumber(minimum.value)}: ${formatMoney(noi)} ÷ ${formatNumber(minimum.value)} = **${formatMoney(most)}** a year (${formatMoney(most / 12)} a month)`,
      ...(meets
        ? []
        : [
            `Debt service to cut to meet it: ${formatMoney(service)} − ${formatMoney(most)} = ${formatMoney(service - most)} a year`,
          ]),
    ],
    method: 'DSCR = NOI ÷ annual debt service; the most debt service a minimum allows = NOI ÷ that minimum',
  };
};

export const NON_US_BUYER_READERS: readonly Reader[] = [
  coverageAgainstMinimum,
  loanFromLargestPayment,
  // Currencies and measures at a rate the question states (stated-conversions-math.ts).
  ...STATED_CONVERSION_READERS,
  // A sale's gain, a loan on the lower of price and appraisal, a loan-to-cost (deal-parts-math.ts).
  ...DEAL_PARTS_READERS,
];
