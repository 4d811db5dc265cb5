// The compare view's rules (issue 22 §4): rows for every input and output, differences found, and the
// better figure marked only where "better" is unambiguous, never on inputs.
import { describe, expect, it } from 'vitest';
import {
  mortgageInputs,
  refinanceInputs,
  resultOf,
} from '../../../supabase/functions/_shared/assistant/calculation-cards.ts';
import { calculationOfRoute } from '../../../supabase/functions/_shared/assistant/route-calculation.ts';
import { routeQuestion } from '../../../supabase/functions/_shared/assistant/intent.ts';
import type { CalculationResult } from '../../../supabase/functions/_shared/calculation-result.ts';
import type { ScenarioRecord } from '../../db/app-db.ts';
import { compareScenarios } from './compare.ts';

const scenario = (name: string, calculation: CalculationResult): ScenarioRecord => ({
  id: name,
  conversation_id: 'c',
  message_id: null,
  name,
  calculation,
  created_at: '2026-11-27T00:00:00.000000Z',
  updated_at: '2026-11-27T00:00:00.000000Z',
  pending: false,
  synced: true,
});

const loan = (name: string, annualRate: number, loanAmount = 400_000) =>
  scenario(name, resultOf('mortgage', mortgageInputs({ loanAmount, annualRate, termYears: 30 })));

const row = (comparison: ReturnType<typeof compareScenarios>, key: string) =>
  comparison.rows.find((r) => r.key === key)!;

describe('compareScenarios', () => {
  it('marks the lower payment and total interest, and never an input', () => {
    const comparison = compareScenarios([loan('6.5%', 0.065), loan('5.75%', 0.0575), loan('7%', 0.07)]);
    expect(comparison.columns.map((c) => c.name)).toEqual(['6.5%', '5.75%', '7%']);
    const rate = row(comparison, 'annualRate');
    expect(rate).toMatchObject({ kind: 'input', differs: true, better: null });
    expect(rate.cells.map((c) => c.best)).toEqual([false, false, false]);
    expect(rate.cells.map((c) => c.text)).toEqual(['6.5%', '5.75%', '7%']);
    for (const key of ['monthlyTotal', 'totalInterest']) {
      expect(row(comparison, key)).toMatchObject({ kind: 'output', differs: true, better: 'lower' });
      expect(row(comparison, key).cells.map((c) => c.best)).toEqual([false, true, false]);
    }
    expect(row(comparison, 'loanAmount')).toMatchObject({ kind: 'input', differs: false, better: null });
    expect(row(comparison, 'termYears')).toMatchObject({ differs: false, better: null });
  });

  it('marks nothing where the figures are the same, and shares the mark on a tie', () => {
    const same = compareScenarios([loan('A', 0.06), loan('B', 0.06)]);
    expect(same.rows.every((r) => !r.differs && r.better === null)).toBe(true);
    expect(same.rows.flatMap((r) => r.cells).some((c) => c.best)).toBe(false);
    const tie = compareScenarios([loan('A', 0.06), loan('B', 0.06), loan('C', 0.07)]);
    expect(row(tie, 'monthlyTotal').cells.map((c) => c.best)).toEqual([true, true, false]);
  });

  it('marks the higher savings of a refinance and the sooner break-even', () => {
    const refi = (name: string, newRate: number) =>
      scenario(
        name,
        resultOf(
          'refinance',
          refinanceInputs({
            balance: 300_000,
            currentRate: 0.075,
            newRate,
            remainingYears: 28,
            closingCosts: 6000,
          }),
        ),
      );
    const comparison = compareScenarios([refi('6%', 0.06), refi('5.5%', 0.055)]);
    expect(row(comparison, 'monthlySavings')).toMatchObject({ better: 'higher' });
    expect(row(comparison, 'monthlySavings').cells.map((c) => c.best)).toEqual([false, true]);
    expect(row(comparison, 'breakEvenMonths').cells.map((c) => c.best)).toEqual([false, true]);
    expect(row(comparison, 'currentPayment')).toMatchObject({ differs: false, better: null });
  });

  it("marks a rental's higher cash flow, cap rate and coverage", () => {
    const rental = (name: string, rent: number) =>
      scenario(
        name,
        calculationOfRoute(
          routeQuestion(
            `rental for $400k, rent $${rent} a month, 25% down at 7% for 30 years. cash flow and cap rate?`,
          ),
        )!,
      );
    const comparison = compareScenarios([rental('Low rent', 2800), rental('High rent', 3300)]);
    for (const key of ['monthlyCashFlow', 'capRate', 'dscr'])
      expect(row(comparison, key).cells.map((c) => c.best)).toEqual([false, true]);
    expect(row(comparison, 'monthlyRent')).toMatchObject({ kind: 'input', better: null });
  });

  it('lists figures only one scenario has, unmarked', () => {
    const plain = loan('Plain', 0.065);
    const withPmi = loan('With PMI', 0.06);
    withPmi.calculation.outputs.push({ key: 'monthlyPmi', label: 'PMI', value: 150, unit: 'usd/month' });
    const comparison = compareScenarios([plain, withPmi]);
    const pmi = row(comparison, 'monthlyPmi');
    expect(pmi.cells.map((c) => c.text)).toEqual(['—', '$150.00 a month']);
    expect(pmi).toMatchObject({ differs: true, better: null });
    expect(pmi.cells.some((c) => c.best)).toBe(false);
    // Both have a payment: still marked.
    expect(row(comparison, 'monthlyTotal').better).toBe('lower');
  });
});
