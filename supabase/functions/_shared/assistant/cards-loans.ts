// Cards for the loan calculators beyond the payment itself (issue 22 §1–2): discount points, PMI
// removal, ARM against fixed, and the balance left after some payments. Each card's fields are the
// calculator's own input fields, so the card recomputes with the very function the answer used.
import type { CalculationInput } from '../calculation-result.ts';
import { asInput, ifGiven, inputsFromSpecs, out, type CardCalculator, type FieldSpec } from './card-kit.ts';
import { monthlyPayment, remainingBalance } from './calculators.ts';
import {
  calculateArmVsFixed,
  calculatePmiRemoval,
  calculatePoints,
  type ArmVsFixedInput,
  type PmiInput,
  type PointsInput,
} from './deal-calculators.ts';

const TERM_30 = { key: 'termYears', label: 'Term', unit: 'years', fallback: 30 } as const;

// Discount points. The rate with the points is a field only when the question gave it; otherwise the
// calculator derives it from the points (and does so again when they change).
export const pointsInputs = (input: PointsInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'loanAmount', label: 'Loan amount', unit: 'usd', fallback: 0 },
    { key: 'points', label: 'Points (1 point = 1% of the loan)', unit: 'number', fallback: 0 },
    { key: 'baseRate', label: 'Rate without points', unit: 'rate', fallback: 0 },
    ...ifGiven(input, { key: 'reducedRate', label: 'Rate with points', unit: 'rate', fallback: 0 }),
    TERM_30,
  ]);

const points: CardCalculator = {
  title: 'Discount points break-even',
  formulas: [
    'Cost of points: loan × points ÷ 100',
    'Rate with points (unless quoted): rate − 0.25 percentage points per point',
    'Break-even: cost ÷ (payment without − payment with)',
  ],
  compute(values) {
    const r = calculatePoints(asInput<PointsInput>(values));
    // Points that save nothing never break even: then the savings (none) are the figure that answers.
    const breaksEven = Number.isFinite(r.breakEvenMonths);
    return [
      out('breakEvenMonths', 'Break-even', r.breakEvenMonths, 'months', true),
      out('cost', 'Cost of the points', r.cost, 'usd'),
      out('reducedRate', 'Rate with points', r.reducedRate, 'rate'),
      out('paymentWithout', 'Payment without points', r.paymentWithout, 'usd/month'),
      out('paymentWith', 'Payment with points', r.paymentWith, 'usd/month'),
      out('monthlySavings', 'Monthly savings', r.monthlySavings, 'usd/month', !breaksEven),
    ];
  },
};

// PMI removal (the calendar dates of the answer need the first payment's month, which the card leaves
// out: it counts payments).
export const pmiInputs = (input: PmiInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'homeValue', label: 'Original home value', unit: 'usd', fallback: 0 },
    { key: 'loanAmount', label: 'Loan amount', unit: 'usd', fallback: 0 },
    { key: 'rate', label: 'Interest rate', unit: 'rate', fallback: 0 },
    TERM_30,
  ]);

const pmi: CardCalculator = {
  title: 'PMI removal',
  formulas: [
    'Balance after k payments: B = P(1+r)^k − M((1+r)^k − 1) ÷ r',
    'Request removal when the balance reaches 80% of the original value; it ends by law at 78%',
  ],
  compute(values) {
    const r = calculatePmiRemoval(asInput<PmiInput>(values));
    return [
      out('requestMonth', 'You can ask to remove PMI after', r.requestMonth, 'months', true),
      out('automaticMonth', 'PMI ends on its own after', r.automaticMonth, 'months'),
      out('startingLtv', 'Starting loan-to-value', r.startingLtv, 'rate'),
    ];
  },
};

// ARM against fixed over the years the owner expects to keep the loan.
export const armVsFixedInputs = (input: ArmVsFixedInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'loanAmount', label: 'Loan amount', unit: 'usd', fallback: 0 },
    { key: 'fixedRate', label: 'Fixed rate', unit: 'rate', fallback: 0 },
    { key: 'armRate', label: 'ARM starting rate', unit: 'rate', fallback: 0 },
    { key: 'initialYears', label: 'Years before the ARM adjusts', unit: 'years', fallback: 5 },
    ...ifGiven(input, { key: 'adjustedRate', label: 'ARM rate after adjusting', unit: 'rate', fallback: 0 }),
    { key: 'horizonYears', label: 'Years you keep the loan', unit: 'years', fallback: 7 },
    TERM_30,
  ]);

const armVsFixed: CardCalculator = {
  title: 'ARM vs fixed',
  formulas: [
    'Payments: M = P·r ÷ (1 − (1 + r)^−n); the ARM re-amortizes its balance at the adjusted rate',
    'Cost over the years kept: payments made + balance left',
    'ARM rate after adjusting (unless given): starting rate + 2 points',
  ],
  compute(values) {
    const r = calculateArmVsFixed(asInput<ArmVsFixedInput>(values));
    const armCheaper = r.armAdvantage >= 0;
    return [
      out(
        'armAdvantage',
        armCheaper ? 'The ARM saves' : 'The fixed loan saves',
        Math.abs(r.armAdvantage),
        'usd',
        true,
      ),
      out('fixedPayment', 'Fixed payment', r.fixedPayment, 'usd/month'),
      out('armPayment', 'ARM payment at first', r.armPayment, 'usd/month'),
      out('armAdjustedPayment', 'ARM payment after adjusting', r.armAdjustedPayment, 'usd/month'),
      out('adjustedRate', 'ARM rate after adjusting', r.adjustedRate, 'rate'),
      out('fixedTotalPaid', 'Fixed: paid over the years kept', r.fixedTotalPaid, 'usd'),
      out('armTotalPaid', 'ARM: paid over the years kept', r.armTotalPaid, 'usd'),
      out('fixedBalance', 'Fixed: balance left', r.fixedBalance, 'usd'),
      out('armBalance', 'ARM: balance left', r.armBalance, 'usd'),
    ];
  },
};

// The balance left after some payments (quick-math's reader states every figure; the card lets the
// user move them).
export interface LoanBalanceInput {
  loanAmount: number;
  annualRate: number;
  termYears: number;
  monthsPaid: number;
}

export const loanBalanceInputs = (input: LoanBalanceInput): CalculationInput[] =>
  inputsFromSpecs(input, [
    { key: 'loanAmount', label: 'Loan amount', unit: 'usd', fallback: 0 },
    { key: 'annualRate', label: 'Interest rate', unit: 'rate', fallback: 0 },
    { key: 'termYears', label: 'Term', unit: 'years', fallback: 30 },
    { key: 'monthsPaid', label: 'Payments made', unit: 'months', fallback: 0 },
  ] satisfies FieldSpec<LoanBalanceInput>[]);

/** The balance, principal and interest paid after `monthsPaid` payments (the reader's figures). */
export function loanBalance({ loanAmount, annualRate, termYears, monthsPaid }: LoanBalanceInput) {
  const months = Math.round(monthsPaid);
  const balance = remainingBalance(loanAmount, annualRate, termYears, months);
  const payment = monthlyPayment(loanAmount, annualRate, termYears);
  return {
    balance,
    payment,
    principalPaid: loanAmount - balance,
    interestPaid: payment * months - (loanAmount - balance),
  };
}

const loanBalanceCard: CardCalculator = {
  title: 'Loan balance',
  formulas: ['Balance after k payments: B = P(1+r)^k − M((1+r)^k − 1) ÷ r, r = yearly rate ÷ 12'],
  compute(values) {
    const r = loanBalance(asInput<LoanBalanceInput>(values));
    return [
      out('balance', 'Remaining balance', r.balance, 'usd', true),
      out('payment', 'Principal & interest', r.payment, 'usd/month'),
      out('principalPaid', 'Principal paid so far', r.principalPaid, 'usd'),
      out('interestPaid', 'Interest paid so far', r.interestPaid, 'usd'),
    ];
  },
};

export const LOAN_CARDS: Readonly<Record<string, CardCalculator>> = {
  points,
  pmi,
  'arm-vs-fixed': armVsFixed,
  'loan-balance': loanBalanceCard,
};
