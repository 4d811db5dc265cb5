// What a card's chart shows (issue 22 §5), worked out from the card's current values with the same
// calculator code as its figures, so the picture moves with every field: the payment cards' amortization
// (balance, and interest against principal each year), a rental's cash flow from the rent down, a
// sale's net from the price down, and rent against buy over the years. Pure, so it is tested without a
// browser; null for a calculator with no picture (its figures say it all).
import { mortgageInputOf } from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import {
  calculateRental,
  calculateRentVsBuy,
  DEFAULTS,
  monthlyPayment,
  remainingBalance,
  type RentalInput,
  type RentVsBuyInput,
} from '../../../supabase/functions/_shared/assistant/calculators.ts';
import {
  calculateSellerNet,
  type SellerNetInput,
} from '../../../supabase/functions/_shared/assistant/deal-calculators.ts';
import { asInput, type CalculationValues } from '../../../supabase/functions/_shared/assistant/card-kit.ts';

export interface AmortizationYear {
  year: number;
  /** Balance at the end of the year. */
  balance: number;
  principal: number;
  interest: number;
}

/** A line of a breakdown: an amount in (positive), out (negative), or the result it comes to. */
export interface BreakdownLine {
  label: string;
  amount: number;
  total?: boolean;
}

export interface RentVsBuyPoint {
  year: number;
  buy: number;
  rent: number;
}

export type ChartData =
  | { kind: 'amortization'; loan: number; years: AmortizationYear[]; markYear?: number }
  | { kind: 'breakdown'; title: string; period: string; lines: BreakdownLine[] }
  | { kind: 'rent-vs-buy'; points: RentVsBuyPoint[]; horizonYears: number };

/** Each year of a loan: its balance at the year's end, and the principal and interest paid in it. */
export function amortizationByYear(loan: number, annualRate: number, termYears: number): AmortizationYear[] {
  const n = Math.round(termYears * 12);
  if (!(loan > 0) || n <= 0) return [];
  const payment = monthlyPayment(loan, annualRate, termYears);
  const years: AmortizationYear[] = [];
  let previous = loan;
  for (let year = 1; (year - 1) * 12 < n; year++) {
    const months = Math.min(year * 12, n) - (year - 1) * 12;
    const balance = remainingBalance(loan, annualRate, termYears, Math.min(year * 12, n));
    const principal = previous - balance;
    years.push({ year, balance, principal, interest: payment * months - principal });
    previous = balance;
  }
  return years;
}

function rentalBreakdown(values: CalculationValues): ChartData {
  const r = calculateRental(asInput<RentalInput>(values));
  const lines: BreakdownLine[] = [];
  if (r.grossAnnualRent !== null && r.effectiveGrossIncome !== null) {
    lines.push({ label: 'Rent', amount: r.grossAnnualRent });
    if (r.vacancyLoss > 0) lines.push({ label: 'Vacancy', amount: -r.vacancyLoss });
    for (const e of r.expenses) if (e.annual !== 0) lines.push({ label: e.name, amount: -e.annual });
  } else lines.push({ label: 'Net operating income', amount: r.noi });
  if (r.annualDebtService > 0)
    lines.push({ label: 'Mortgage (principal & interest)', amount: -r.annualDebtService });
  lines.push({ label: 'Cash flow', amount: r.annualCashFlow, total: true });
  return { kind: 'breakdown', title: 'Where the rent goes', period: 'a year', lines };
}

function sellerNetBreakdown(values: CalculationValues): ChartData {
  const r = calculateSellerNet(asInput<SellerNetInput>(values));
  const lines: BreakdownLine[] = [
    { label: 'Sale price', amount: values.salePrice ?? 0 },
    { label: 'Commissions', amount: -r.commission },
    { label: 'Closing costs', amount: -r.closingCosts },
    { label: 'Mortgage payoff', amount: -r.payoff },
    { label: 'Concessions', amount: -r.concessions },
  ].filter((line, i) => i === 0 || line.amount !== 0);
  lines.push({ label: 'Net to you', amount: r.net, total: true });
  return { kind: 'breakdown', title: 'Where the sale price goes', period: '', lines };
}

/** The chart for a card's values, or null when its calculator has none. */
export function chartOf(calculator: string, values: CalculationValues): ChartData | null {
  switch (calculator) {
    case 'mortgage': {
      const input = mortgageInputOf(values);
      const term = input.termYears ?? DEFAULTS.termYears;
      return {
        kind: 'amortization',
        loan: input.loanAmount,
        years: amortizationByYear(input.loanAmount, input.annualRate, term),
      };
    }
    case 'loan-balance': {
      const { loanAmount = 0, annualRate = 0, termYears = DEFAULTS.termYears, monthsPaid = 0 } = values;
      return {
        kind: 'amortization',
        loan: loanAmount,
        years: amortizationByYear(loanAmount, annualRate, termYears),
        markYear: monthsPaid / 12,
      };
    }
    case 'rental':
      return rentalBreakdown(values);
    case 'seller-net':
      return sellerNetBreakdown(values);
    case 'rent-vs-buy': {
      const r = calculateRentVsBuy(asInput<RentVsBuyInput>(values));
      return {
        kind: 'rent-vs-buy',
        points: r.timeline.map((y) => ({ year: y.year, buy: y.buyNetCost, rent: y.rentNetCost })),
        horizonYears: r.horizonYears,
      };
    }
    default:
      return null;
  }
}
