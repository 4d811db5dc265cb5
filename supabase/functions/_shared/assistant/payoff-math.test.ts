import { describe, expect, it } from 'vitest';
import { readQuickMath } from './quick-math.ts';

const result = (q: string) => readQuickMath(q)?.results.join(' | ') ?? null;

describe('the extra each month that pays a loan off by a target year', () => {
  it.each([
    [
      'I owe 250k at 6% on a brand new 30 year mortgage. How much extra a month to have it paid off in 20 years instead?',
      'Extra each month: **$292.20**',
    ],
    ['350k mortgage at 6.5%, 30 yrs, what extra payment per month pays it off in 15 years', '**$836.64**'],
    // The stated term is the years left on the loan.
    [
      'balance 180,000 at 5.25% with 22 years left, how much more a month to be done in 15 years',
      '**$295.91**',
    ],
    [
      'new 30 year loan of 420k at 7 percent. i want to be mortgage free in 18 years, how much more monthly',
      '**$630.84**',
    ],
  ])('%s', (question, expected) => {
    expect(result(question)).toContain(expected);
  });

  it('a target no sooner than the term, or a second amount, is not this question', () => {
    expect(result('owe 250k at 6% on a 15 year loan, how much extra to pay it off in 20 years')).toBeNull();
    expect(
      result('owe 250k at 6% for 30 years plus a 20k heloc, how much extra to pay it off in 20 years'),
    ).toBeNull();
  });
});

describe('a fixed extra every month: when the loan is paid off and the interest it saves', () => {
  it('counts the months with the extra and compares the interest with the plain schedule', () => {
    const answer = result(
      'i owe 180k at 6.25% on a 15 year loan and want to add 150 extra every month. how much sooner is it paid off and what interest do i save',
    );
    expect(answer).toContain('Paid off in **156 months**');
    expect(answer).toContain('Interest saved: **$14,871.46**');
    expect(answer).toContain('months sooner');
  });

  it('a yearly lump sum is not a monthly extra', () => {
    expect(
      readQuickMath('300k at 7% for 30 years, an extra 5,000 once a year toward principal: interest saved?'),
    ).toBeNull();
  });
});
