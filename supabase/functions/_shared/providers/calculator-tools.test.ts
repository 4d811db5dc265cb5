import { describe, expect, it } from 'vitest';
import { calculateMortgage } from '../assistant/calculators.ts';
import { CALCULATOR_TOOLS, runCalculatorTool } from './calculator-tools.ts';

const run = (name: string, args: object) => JSON.parse(runCalculatorTool(name, JSON.stringify(args)));

describe('calculator tools', () => {
  it('offers every calculator with valid JSON schemas', () => {
    expect(CALCULATOR_TOOLS.map((t) => t.function.name)).toEqual([
      'mortgage_payment',
      'affordability',
      'rent_vs_buy',
      'rental_analysis',
      'refinance_break_even',
      'closing_costs',
      'points_break_even',
      'pmi_removal',
      'months_of_inventory',
      'dscr_loan',
      'value_at_cap_rate',
      'brrrr',
      'depreciation',
      'seller_net_sheet',
      'arm_vs_fixed',
      'property_tax',
      'cash_on_cash',
    ]);
    for (const tool of CALCULATOR_TOOLS) {
      const { parameters } = tool.function;
      expect(tool.type).toBe('function');
      expect(parameters.type).toBe('object');
      expect(parameters.required.length).toBeGreaterThan(0);
      for (const name of parameters.required) expect(parameters.properties).toHaveProperty(name);
      expect(tool.function.description.length).toBeGreaterThan(40);
    }
  });

  it('mortgage: $400k at 6% for 30 years is $2,398.20 a month, rates shown in percent', () => {
    const out = run('mortgage_payment', { loan_amount: 400000, annual_rate_percent: 6, term_years: 30 });
    expect(out.tool).toBe('mortgage_payment');
    expect(out.result.monthlyPrincipalAndInterest).toBe(2398.2);
    expect(out.result.annualRatePercent).toBe(6);
    expect(out.result).not.toHaveProperty('annualRate');
    expect(out.result.totalInterest).toBeCloseTo(
      calculateMortgage({ loanAmount: 400000, annualRate: 0.06, termYears: 30 }).totalInterest,
      1,
    );
  });

  it('reports the assumptions it applied', () => {
    const out = run('mortgage_payment', {
      loan_amount: 360000,
      annual_rate_percent: 6.5,
      home_price: 450000,
    });
    expect(out.result.assumptions.join(' ')).toMatch(/Loan term: 30 years \(assumed\)/);
    expect(out.result.monthlyTotal).toBeGreaterThan(out.result.monthlyPrincipalAndInterest);
  });

  it('accepts numeric strings and nulls for optional values', () => {
    const out = run('mortgage_payment', {
      loan_amount: '$400k',
      annual_rate_percent: '6%',
      term_years: null,
    });
    expect(out.result.monthlyPrincipalAndInterest).toBe(2398.2);
  });

  it.each([
    ['affordability', { annual_income: 120000, monthly_debts: 500 }, 'maxPrice'],
    ['rent_vs_buy', { home_price: 400000, monthly_rent: 2200, horizon_years: 5 }, 'breakEvenYear'],
    ['rental_analysis', { price: 250000, monthly_rent: 2100 }, 'capRatePercent'],
    [
      'refinance_break_even',
      { balance: 300000, current_rate_percent: 7.5, new_rate_percent: 6 },
      'breakEvenMonths',
    ],
    ['closing_costs', { price: 300000 }, 'total'],
  ])('%s runs', (name, args, field) => {
    const out = run(name, args);
    expect(out.error).toBeUndefined();
    expect(out.result).toHaveProperty(field);
  });

  it('rent vs buy keeps the timeline to the horizon', () => {
    const out = run('rent_vs_buy', { home_price: 400000, monthly_rent: 2200, horizon_years: 5 });
    const lastYear = Math.max(5, out.result.breakEvenYear ?? 0);
    expect(out.result.timeline).toHaveLength(lastYear);
  });

  it('errors come back to the model as JSON, never as exceptions', () => {
    expect(run('mortgage_payment', { annual_rate_percent: 6 })).toEqual({
      error: 'loan_amount is required.',
    });
    expect(run('mortgage_payment', { loan_amount: 1, annual_rate_percent: 600 }).error).toMatch(
      /between 0 and 100/,
    );
    expect(run('mortgage_payment', { loan_amount: 'lots', annual_rate_percent: 6 }).error).toMatch(
      /must be a number/,
    );
    expect(run('rental_analysis', { price: 200000 })).toEqual({ error: 'Give monthly_rent or noi.' });
    expect(run('crystal_ball', {}).error).toMatch(/^Unknown tool "crystal_ball"/);
    expect(JSON.parse(runCalculatorTool('closing_costs', '{"price": 3'))).toEqual({
      error: 'The arguments are not valid JSON.',
    });
  });
});

describe('the deal calculators as tools', () => {
  it('value_at_cap_rate: $100k NOI at 6.5%, caps to 6%', () => {
    const out = JSON.parse(
      runCalculatorTool(
        'value_at_cap_rate',
        '{"noi":100000,"cap_rate_percent":6.5,"new_cap_rate_percent":6}',
      ),
    );
    expect(out.result.value).toBeCloseTo(1538461.54, 2);
    expect(out.result.newValue).toBeCloseTo(1666666.67, 2);
  });

  it('cash_on_cash accepts a negative cash flow', () => {
    const out = JSON.parse(
      runCalculatorTool('cash_on_cash', '{"cash_invested":80000,"monthly_cash_flow":-100}'),
    );
    expect(out.result.annualCashFlow).toBe(-1200);
  });

  it('points_break_even reports the reduced rate in percent', () => {
    const out = JSON.parse(
      runCalculatorTool('points_break_even', '{"loan_amount":400000,"points":2,"base_rate_percent":6.75}'),
    );
    expect(out.result.reducedRatePercent).toBe(6.25);
    expect(out.result.cost).toBe(8000);
  });
});
