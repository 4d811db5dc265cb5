// Commercial, market and property questions as classes, fifth round (issue 19; docs/assistant.md rule
// 59): two-part questions answered part by part, figures asked beside a result (per door, debt yield,
// the total over a lease), rents counted by the day and follow-ups that build on the last figures.
// Phrasings of our own; the arithmetic beside each.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a second figure asked beside the first', () => {
  it('the total over the years of an escalating lease', () => {
    // 6,000 sf × $24 = 144,000 in year 1; × (1.025^7 − 1) ÷ 0.025 = 1,086,829.94 over 7 years
    const answer = converse(
      '6,000 sf at $24/sf year one, 2.5% bumps a year, 7 year lease. year 7 rate and total rent over the term?',
    );
    expect(answer).toContain('$27.83/sq ft');
    expect(answer).toContain('$1,086,829.94');
  });

  it('the debt yield of a quoted loan beside the largest DSCR loan', () => {
    // 600,000 ÷ 7,000,000 = 8.57%
    expect(
      converse(
        'NOI 600k, bank wants 1.3x DSCR at 7% on 30 yr amortization. max loan? and debt yield on a 7M loan?',
      ),
    ).toContain('8.57%');
  });

  it('a value per door', () => {
    // 210,000 ÷ 7% = 3,000,000; ÷ 12 units = 250,000
    const answer = converse('12 unit building, NOI of 210k, cap rate 7%. value and value per unit?');
    expect(answer).toContain('$3,000,000.00');
    expect(answer).toContain('$250,000.00');
  });

  it('two percent changes, one after "also"', () => {
    // (45 − 30) ÷ 30 = 50%; 412,000 ÷ 389,500 − 1 = 5.78%
    const answer = converse(
      'median price went from 389,500 to 412,000, % change? also inventory went 30 -> 45 homes, what % increase is that',
    );
    expect(answer).toContain('5.78%');
    expect(answer).toContain('50.00%');
  });
});

describe('rent for a partial month', () => {
  it.each([
    // 2,400 × 21 ÷ 31: the 11th through the 31st of March
    ['tenant moves in march 11, rent 2,400/mo. prorated rent for march?', '$1,625.81'],
    // 1,800 × 9 ÷ 30: leaving on the 9th of a 30-day month
    [
      'my tenant is moving out june 9th. rent is 1800 a month, prorate by the day, what do they owe for june',
      '$540.00',
    ],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });
});

describe('property taxes across homes and turns', () => {
  it('the tax on each of two homes, and the gap over years', () => {
    // 390,000 × 1.8% = 7,020; 410,000 × 1.25% = 5,125; gap 1,895 a year, 9,475 over 5 years
    const first =
      'home 1 is 390k with a 1.8% tax rate, home 2 is 410k at 1.25%. yearly property tax for each?';
    expect(converse(first)).toContain('$1,895.00');
    expect(converse(first, 'over 5 years how much more does home 1 cost in taxes?')).toContain('$9,475.00');
  });

  it('a new mill rate said with a verb, and how much the bill moves', () => {
    // 280,000 × 31.2 mills = 8,736; 300,000 × 29 mills = 8,700: 3.00 less a month
    const answer = converse(
      'assessed at 280k, mill rate 31.2. annual tax?',
      'they raised my assessment to 300k but the mill rate is dropping to 29. new tax, and how much more per month?',
    );
    expect(answer).toContain('$8,700.00');
    expect(answer).toContain('$3.00 less');
  });
});
