import { describe, expect, it } from 'vitest';
import { readQuickMath } from './quick-math.ts';

const result = (q: string) => readQuickMath(q)?.results.join(' | ') ?? null;

describe("an ARM's payment before and after its reset", () => {
  it('re-amortizes the balance at the reset over the years left', () => {
    const answer = result(
      '7/6 arm, 320k borrowed at 6.125% on a 30 year schedule. if the rate adjusts to 8% after 7 years what happens to my payment',
    );
    expect(answer).toContain('Payment for the first 7 years: **$1,944.35**');
    expect(answer).toContain('Payment after the reset: **$2,281.03**');
  });

  it('one rate, or no reset named, is not this question', () => {
    expect(readQuickMath('5/1 arm on 300k at 6% for 30 years, what is the payment')).toBeNull();
  });
});
