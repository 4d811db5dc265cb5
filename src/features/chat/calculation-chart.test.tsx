// @vitest-environment happy-dom
// The pictures under the cards (issue 22 §5): what they draw is the calculators' own figures (an
// amortization whose interest adds up to the payment card's total interest, a breakdown that adds up to
// the cash flow or the net, rent vs buy as the calculator's timeline); the chart in a card follows its
// fields; and each chart has its text alternative (a summary it is labelled with, a table of figures).
import './testing/dom-test-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prng } from '../../../tests/support/prng.ts';
import {
  mortgageInputs,
  resultOf,
  valuesOf,
} from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import {
  rentVsBuyInputs,
  sellerNetInputs,
} from '../../../supabase/functions/_shared/assistant/cards-buying-selling.ts';
import { rentalInputs } from '../../../supabase/functions/_shared/assistant/cards-investment.ts';
import {
  calculateMortgage,
  calculateRental,
  calculateRentVsBuy,
} from '../../../supabase/functions/_shared/assistant/calculators.ts';
import { calculateSellerNet } from '../../../supabase/functions/_shared/assistant/deal-calculators.ts';
import { formatMoney } from '../../../supabase/functions/_shared/assistant/format.ts';
import CalculationCard from './calculation-card.tsx';
import { amortizationByYear, chartOf, type BreakdownLine } from './calculation-chart-data.ts';
import { readField } from './calculation-fields.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const signedSum = (lines: BreakdownLine[]) => sum(lines.filter((l) => !l.total).map((l) => l.amount));

describe('chart data', () => {
  it('the amortization of 300 random loans pays off the loan, with the interest the payment card states', () => {
    const random = prng(5);
    for (let i = 0; i < 300; i++) {
      const loan = Math.round(10_000 + random() * 2_000_000);
      const rate = Math.round(random() * 1500) / 10_000;
      const term = [10, 15, 20, 25, 30, 40][Math.floor(random() * 6)]!;
      const years = amortizationByYear(loan, rate, term);
      const card = calculateMortgage({ loanAmount: loan, annualRate: rate, termYears: term });
      expect(years).toHaveLength(term);
      expect(years.at(-1)!.balance).toBeCloseTo(0, 4);
      expect(sum(years.map((y) => y.principal))).toBeCloseTo(loan, 4);
      expect(sum(years.map((y) => y.interest))).toBeCloseTo(card.totalInterest, 3);
      // Early years pay more interest than late ones (or none at all at 0%).
      expect(years[0]!.interest).toBeGreaterThanOrEqual(years.at(-1)!.interest);
    }
  });

  it("the mortgage card's chart is the amortization of the card's loan, and moves with its rate", () => {
    const result = resultOf(
      'mortgage',
      mortgageInputs({ loanAmount: 360_000, annualRate: 0.065, homePrice: 450_000 }),
    );
    const chart = chartOf('mortgage', valuesOf(result.inputs));
    expect(chart).toMatchObject({ kind: 'amortization', loan: 360_000 });
    const higher = chartOf('mortgage', { ...valuesOf(result.inputs), annualRate: 0.08 });
    if (chart?.kind !== 'amortization' || higher?.kind !== 'amortization')
      throw new Error('not amortization');
    expect(higher.years[0]!.interest).toBeGreaterThan(chart.years[0]!.interest);
  });

  it("a rental's breakdown adds up to its cash flow, on 200 random rentals", () => {
    const random = prng(11);
    for (let i = 0; i < 200; i++) {
      const input = {
        price: Math.round(100_000 + random() * 900_000),
        ...(random() < 0.3
          ? { noi: Math.round(random() * 60_000) }
          : { monthlyRent: Math.round(800 + random() * 6_000) }),
        ...(random() < 0.2 ? { allCash: true } : {}),
      };
      const chart = chartOf('rental', valuesOf(rentalInputs(input)));
      if (chart?.kind !== 'breakdown') throw new Error('not a breakdown');
      const cashFlow = calculateRental(input).annualCashFlow;
      expect(chart.lines.at(-1)).toMatchObject({ label: 'Cash flow', total: true });
      expect(chart.lines.at(-1)!.amount).toBeCloseTo(cashFlow, 6);
      expect(signedSum(chart.lines)).toBeCloseTo(cashFlow, 6);
    }
  });

  it("a sale's breakdown adds up to the seller's net", () => {
    const input = { salePrice: 500_000, mortgagePayoff: 200_000, concessions: 5_000 };
    const chart = chartOf('seller-net', valuesOf(sellerNetInputs(input)));
    if (chart?.kind !== 'breakdown') throw new Error('not a breakdown');
    expect(chart.lines.at(-1)!.amount).toBeCloseTo(calculateSellerNet(input).net, 6);
    expect(signedSum(chart.lines)).toBeCloseTo(calculateSellerNet(input).net, 6);
  });

  it('rent vs buy is the calculator’s own timeline', () => {
    const input = { homePrice: 450_000, monthlyRent: 2_400, horizonYears: 7 };
    const chart = chartOf('rent-vs-buy', valuesOf(rentVsBuyInputs(input)));
    const timeline = calculateRentVsBuy(input).timeline;
    expect(chart).toEqual({
      kind: 'rent-vs-buy',
      horizonYears: 7,
      points: timeline.map((y) => ({ year: y.year, buy: y.buyNetCost, rent: y.rentNetCost })),
    });
  });

  it('a card with nothing to draw has no chart', () => {
    expect(chartOf('dscr', { noi: 60_000, annualDebtService: 45_000 })).toBeNull();
  });
});

describe('the chart in a card', () => {
  const result = resultOf(
    'mortgage',
    mortgageInputs({ loanAmount: 360_000, annualRate: 0.065, homePrice: 450_000, termYears: 30 }),
  );

  it('is labelled with its summary, has its figures as a table, and redraws as a field changes', async () => {
    const user = userEvent.setup();
    render(<CalculationCard result={result} />);
    const split = screen.getByRole('img', { name: /^Interest and principal paid each year/ });
    expect(split).toHaveAccessibleName(/In year 1 the payments are \$23,\d{3}\.\d\d of interest/);
    const balance = screen.getByRole('img', { name: /^Loan balance over the years/ });
    expect(balance).toHaveAccessibleName(/falls from \$360,000\.00 to \$0\.00 over 30 years/);
    const table = screen.getByRole('table', { name: 'Each year of the loan', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
    const line = () => balance.querySelector('[data-series="balance"]')!.getAttribute('d');
    const before = { line: line(), name: split.getAttribute('aria-labelledby') && split.textContent };
    const firstYear = () => within(table).getAllByRole('row', { hidden: true })[1]!.textContent;
    const yearOne = firstYear();

    const rate = screen.getByLabelText('Interest rate');
    await user.clear(rate);
    await user.type(rate, '8');
    expect(line()).not.toBe(before.line);
    expect(firstYear()).not.toBe(yearOne);
    expect(screen.getByRole('img', { name: /^Interest and principal/ })).toHaveAccessibleName(
      /In year 1 the payments are \$28,\d{3}\.\d\d of interest/,
    );
  });

  it("a rental card lists where the rent goes, down to the card's cash flow", () => {
    const rental = resultOf('rental', rentalInputs({ price: 500_000, monthlyRent: 4_200 }));
    render(<CalculationCard result={rental} />);
    const list = screen.getByRole('list', { name: 'Where the rent goes (a year)' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Rent$50,400.00');
    const cashFlow = rental.outputs.find((o) => o.key === 'monthlyCashFlow')!.value * 12;
    expect(items.at(-1)).toHaveTextContent(`Cash flow${formatMoney(cashFlow)}`);
  });
});

describe('card fields', () => {
  it('take a negative sum a month or a year (a cash flow), never a negative price', () => {
    expect(readField('-450', 'usd/month')).toEqual({ value: -450 });
    expect(readField('−1,200', 'usd/year')).toEqual({ value: -1200 });
    expect(readField('-5', 'usd')).toEqual({ error: 'Enter an amount of 0 or more.' });
    expect(readField('-1', 'rate')).toEqual({ error: 'Enter a percentage from 0 to 100.' });
    expect(readField('1.25', 'number')).toEqual({ value: 1.25 });
    expect(readField('3,000', 'sqft')).toEqual({ value: 3000 });
  });
});
