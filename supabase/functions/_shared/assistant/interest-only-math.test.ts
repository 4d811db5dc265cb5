import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { readQuickMath } from './quick-math.ts';

describe('an interest-only payment', () => {
  it('is the loan times the rate, a twelfth a month, never the amortizing payment', () => {
    const { markdown } = composeAnswer('interest only on 2.4M at 7.1% whats monthly');
    expect(markdown).toContain('Interest-only payment: **$14,200.00** a month');
    expect(markdown).not.toContain('16,128.77');
  });

  it('and the payment once it amortizes, over the years stated or the term left', () => {
    expect(
      readQuickMath('500k loan at 6.5%, 10 years interest only then amortizing over 20, payments?')?.results,
    ).toContain('After 10 interest-only years it amortizes over 20: **$3,727.87** a month');
    expect(
      readQuickMath('io loan 750k @ 7 pct on a 30 yr, io period 5 yrs, payment now and after')?.results,
    ).toContain('After 5 interest-only years it amortizes over 25: **$5,300.84** a month');
  });

  it('"principal + interest only" asks for P&I, not an interest-only loan', () => {
    const { markdown } = composeAnswer(
      'Rate is 5 7/8. Term fifteen years, loan amount $287,500. What will the monthly payment be (principal + interest only)?',
    );
    expect(markdown).toContain('$2,406.72');
    expect(markdown).not.toContain('Interest-only payment');
  });

  it('needs the loan and the rate: with two amounts it computes nothing', () => {
    expect(readQuickMath('interest only on 2.4M at 7.1%, rents 20k a month, whats monthly')).toBeNull();
  });
});
