// The loan years a question asks about (loan-years-asked.ts): read in any wording, answered under a
// mortgage answer, and never taken from a loan's term.
import { describe, expect, it } from 'vitest';
import { loanYearsAsked } from './loan-years-asked.ts';
import { extractQuantities } from './parse-numbers.ts';
import { converse } from './test-conversation.ts';

const expectAll = (answer: string, figures: readonly string[]) => {
  for (const figure of figures) expect(answer).toContain(figure);
};

describe('the loan years a question asks about', () => {
  it.each([
    ['how much of the first year is interest? and in the second year?', [1, 2], undefined],
    ['interest in year 3 and principal in the first 5 years', [3], 5],
    ['how much goes to interest the 1st year', [1], undefined],
    ['interest paid in years 1-5', [], 5],
    ['interest in yr two', [2], undefined],
  ])('%s', (text, years, firstYears) => {
    expect(loanYearsAsked(text)).toEqual({ years, ...(firstYears ? { firstYears } : {}) });
  });

  it('a term is no year asked about', () => {
    expect(
      loanYearsAsked('and if I did a 15 year at 6.5 instead? payment + first year interest').years,
    ).toEqual([1]);
    expect(loanYearsAsked('payment on a 30 year loan at 6%').years).toEqual([]);
  });
});

describe('a mortgage answer shows the interest of the years asked', () => {
  it.each([
    // P&I 3,368.59; year 1: 40,423.11 − (500,000 − 495,042.06) = 35,465.17; year 2: 35,100.15
    [
      [
        '500k mortgage, 7.125%, 30 years. whats the monthly payment and how much of what I pay in the first year is interest? and in the second year?',
      ],
      ['$3,368.59', '$35,465.17', '$35,100.15'],
    ],
    // A follow-up changes the loan; the first year's interest is the new loan's: 31,900.36
    [
      [
        '500k mortgage, 7.125%, 30 years. whats the monthly payment and how much of what I pay in the first year is interest? and in the second year?',
        'and if I did a 15 year at 6.5 instead? payment + first year interest',
      ],
      ['$4,355.54', '$31,900.36'],
    ],
    // 400k at 6% for 30 years: year 3 interest 23,241.76; the first 5 years' interest 116,109.55
    [
      [
        '400k loan at 6% for 30 years, how much interest do I pay in year 3 and how much principal in the first 5 years?',
      ],
      ['$23,241.76', '$116,109.55', '$27,782.57'],
    ],
  ])('%s', (questions, figures) => expectAll(converse(...questions), figures));

  it('"the first 5 years" is no second loan term to compare', () => {
    expect(
      converse(
        '400k loan at 6% for 30 years, how much interest do I pay in year 3 and how much principal in the first 5 years?',
      ),
    ).not.toContain('5- vs 30-year payment');
  });
});

describe('a list continues its label', () => {
  it('"minimums of 35 and 55" adds both to the monthly debts', () => {
    expect(
      extractQuantities(
        'monthly debts: car note 610, his student loans 450, and two credit cards with minimums of 35 and 55. income 140k',
      ).quantities.monthlyDebts,
    ).toBe(1150);
  });

  it('a number with words of its own after "and" keeps them', () => {
    expect(extractQuantities('car payment 400 and 6.5% rate').quantities.monthlyDebts).toBe(400);
  });

  it('the 28/36 limits take every debt listed', () => {
    // 140,000 ÷ 12 × 36% − 1,150 = 3,050
    expect(
      converse(
        "Me and my husband make a hundred and forty thousand a year combined before taxes. Monthly debts: car note 610, his student loans 450, and two credit cards with minimums of 35 and 55. Going by the 28/36 rule what's the max we should spend per month on housing? show me both limits pls",
      ),
    ).toContain('$3,050.00');
  });
});
