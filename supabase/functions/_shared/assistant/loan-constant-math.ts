// The loan constant (docs/assistant.md rule 64): the year's debt service per dollar of loan, from the
// rate and the amortization with monthly payments, and the yearly debt service on a loan amount when
// one is given. Part of quick-math (READERS there); every number must be placed or it does not fire.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { AMOUNT, PCT, amountsAt, everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const loanConstant: Reader = ({ text }) => {
  if (!/\b(?:loan|mortgage|debt) constants?\b/.test(text)) return null;
  const rates = amountsAt(text, new RegExp(PCT), true);
  const terms = amountsAt(text, /(\d{1,2})[- ]?(?:years?|yrs?|yr)\b/).filter(
    (t) => t.value >= 5 && t.value <= 40,
  );
  const loans = amountsAt(text, new RegExp(`${AMOUNT}(?![- ]?(?:%|percent|pct|years?|yrs?|yr)\\b)`)).filter(
    (a) => a.value >= 10_000 && !rates.some((r) => a.start >= r.start && a.start < r.end),
  );
  if (rates.length !== 1 || terms.length !== 1 || loans.length > 1) return null;
  if (!everyNumberPlaced(text, [rates[0], terms[0], loans[0]])) return null;
  const [rate, years] = [rates[0]!.value, terms[0]!.value];
  if (!(rate > 0.005 && rate < 0.2)) return null;
  const constant = monthlyPayment(1, rate, years) * 12;
  const loan = loans[0]?.value;
  return {
    title: 'Loan constant',
    inputs: [
      `Rate: ${formatPercent(rate, 3)}`,
      `Amortization: ${years} years, monthly payments`,
      ...(loan ? [`Loan: ${formatMoney(loan)}`] : []),
    ],
    results: [
      `Loan constant: **${formatPercent(constant, 2)}** (${formatPercent(constant, 4)}) of the loan a year`,
      ...(loan
        ? [
            `Annual debt service: **${formatMoney(loan * constant)}** (${formatMoney(loan)} × ${formatPercent(constant, 4)})`,
            `A month: ${formatMoney(monthlyPayment(loan, rate, years))}`,
          ]
        : []),
    ],
    method:
      'Monthly payment on $1 at the rate over the amortization × 12; annual debt service = loan × constant',
  };
};

export const LOAN_CONSTANT_READERS: readonly Reader[] = [loanConstant];
