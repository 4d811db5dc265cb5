import { describe, expect, it } from 'vitest';
import { readQuickMath } from './quick-math.ts';

describe('effective gross income', () => {
  it('rents per unit less vacancy, plus other income not reduced by vacancy unless said', () => {
    const answer = readQuickMath(
      '12 unit building, rents avg 1,185/mo, 7 pct vacancy and credit loss. laundry brings in another 350/mo regardless of vacancy. effective gross income for the year?',
    );
    expect(answer?.results).toContain('Effective gross income: **$162,895.20** a year ($13,574.60 a month)');
    const both = readQuickMath(
      '12 unit building, rents avg 1,185/mo, 7 pct vacancy. parking brings in 350/mo, subject to vacancy too. egi?',
    );
    expect(both?.results.join(' ')).toContain('**$162,601.20**');
  });

  it('needs other income to be its own question; without it another reader answers', () => {
    expect(
      readQuickMath('12 units, rents avg 1,185/mo, 7% vacancy, effective gross income?')?.title,
    ).not.toBe('Effective gross income');
  });
});

describe('value and equity some years out', () => {
  it('the value grown at its rate, less the balance after those payments; the loan rate is never the growth', () => {
    const answer = readQuickMath(
      'bought for 310k, 62k down, 248k loan at 6.5% 30yr. if values go up 3.5 pct a yr whats the house worth after 7 yrs and how much equity will i have then',
    );
    expect(answer?.results).toEqual([
      'Value: **$394,406.57**',
      'Loan balance: $224,232.29',
      'Equity: **$170,174.28**',
    ]);
  });

  it('a down payment that does not match the price less the loan computes nothing', () => {
    expect(
      readQuickMath(
        'bought for 310k, 50k down, 248k loan at 6.5% 30yr, values go up 3.5% a yr, equity after 7 yrs?',
      ),
    ).toBeNull();
  });
});

describe('value at the comps price per foot, beside the asking price per foot', () => {
  it('both, and how far the asking price is above the comps', () => {
    const answer = readQuickMath(
      'house is 1880 sf listed at 574k. comps are going for about 289 a sf. whats the list price psf and what would it be worth at the comp psf',
    );
    expect(answer?.results).toContain('Value: **$543,320.00**');
    expect(answer?.results).toContain('Asking price per sq ft: **$305.32**');
  });
});
