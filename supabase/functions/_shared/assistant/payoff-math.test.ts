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

describe('how long a chosen monthly payment takes to clear a balance', () => {
  it.each([
    [
      "I can pay 3,000 a month on my 400k loan at 6.5%. how long until it's paid off?",
      '**238 months**',
      '$311,360.81',
    ],
    ['owe 182k at 5.1%, paying 1,900/mo. when will it be paid off', '**124 months**', '$52,191.84'],
    [
      'if we put $2,000 a month toward a 250k mortgage at 7% how many years to pay it off',
      '**225 months**',
      '$199,164.11',
    ],
    [
      'balance is 95,000 @ 4.5 percent and my payment is $1,200 per month, how long till we are debt free',
      '**95 months**',
      '$17,922.00',
    ],
  ])('%s', (question, months, interest) => {
    const answer = result(question);
    expect(answer).toContain(months);
    expect(answer).toContain(interest);
  });

  it('says a payment below the month’s interest never clears the loan', () => {
    expect(result('i pay 1,500 a month on 400k at 6.5%, how long until paid off')).toContain('Never');
  });

  it('leaves a payment question without a payoff question to the payment readers', () => {
    expect(result('400k loan at 6.5%, I can pay 3,000 a month. is that enough?')).toBeNull();
  });
});

describe('biweekly payments', () => {
  it.each([
    [
      'Thinking of switching to biweekly payments. 320k loan, 30-year fixed at 6.75%. what is each biweekly payment and how much extra goes to principal a year?',
      ['**$1,037.76**', '**$2,075.51 extra toward principal a year**', '**622 biweekly payments**'],
    ],
    [
      'what happens if i do biweekly payments on a 325k mortgage at 6.25% 30 year',
      ['**633 biweekly payments**', '**$87,842.84**'],
    ],
    [
      '250k at 5.5% for 30 yrs paid every two weeks instead of monthly?',
      ['**647 biweekly payments**', '**$51,879.36**'],
    ],
  ])('%s', (question, expected) => {
    const answer = result(question);
    for (const figure of expected) expect(answer).toContain(figure);
  });
});
