import { describe, expect, it } from 'vitest';
import type { CalculationResult } from '../../../supabase/functions/_shared/calculation-result.ts';
import { calculationRows } from './calculation-rows.ts';

const mortgage: CalculationResult = {
  calculator: 'mortgage',
  title: 'Mortgage payment',
  inputs: [
    { key: 'price', label: 'Home price', value: 450000, unit: 'usd', source: 'you said' },
    { key: 'rate', label: 'Interest rate', value: 0.065, unit: 'rate', source: 'you said' },
    { key: 'years', label: 'Term', value: 30, unit: 'years', source: 'default' },
    { key: 'hoa', label: 'HOA dues', value: 150, unit: 'usd/month', source: 'assumed' },
  ],
  outputs: [
    { key: 'payment', label: 'Monthly payment', value: 2275.44, unit: 'usd/month', primary: true },
    { key: 'interest', label: 'Total interest', value: 459158.4, unit: 'usd' },
  ],
  formulas: ['M = P·r(1+r)^n / ((1+r)^n − 1)'],
};

describe('calculationRows', () => {
  it('writes each input as typed on the card, with its source, and the results as the card shows them', () => {
    const rows = calculationRows(mortgage);
    expect(rows.inputs.map((r) => [r.label, r.value, r.source])).toEqual([
      ['Home price', '$450,000', 'you said'],
      ['Interest rate', '6.5%', 'you said'],
      ['Term', '30 years', 'default'],
      ['HOA dues', '$150 a month', 'assumed'],
    ]);
    expect(rows.outputs.map((r) => [r.label, r.value, r.primary])).toEqual([
      ['Monthly payment', '$2,275.44 a month', true],
      ['Total interest', '$459,158.40', false],
    ]);
    expect(rows.adjusted).toBe(false);
  });

  it('marks the inputs the user changed and takes the outputs computed from them', () => {
    const rows = calculationRows(mortgage, {
      values: { price: 450000, rate: 0.07, years: 30, hoa: 150 },
      outputs: [
        { key: 'payment', label: 'Monthly payment', value: 2395.09, unit: 'usd/month', primary: true },
      ],
    });
    expect(rows.inputs[1]).toMatchObject({ value: '7%', source: 'adjusted' });
    expect(rows.inputs[0]).toMatchObject({ source: 'you said' });
    expect(rows.outputs.map((r) => r.value)).toEqual(['$2,395.09 a month']);
    expect(rows.adjusted).toBe(true);
  });

  it('ignores an adjustment that changes nothing (the card back at the assistant’s reading)', () => {
    const rows = calculationRows(mortgage, {
      values: { price: 450000, rate: 0.065, years: 30, hoa: 150 },
      outputs: [],
    });
    expect(rows.adjusted).toBe(false);
    expect(rows.outputs).toHaveLength(2);
  });
});
