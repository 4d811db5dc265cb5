// Numbers from the user's story (age, years at a job, zip code, kids, year built) are not inputs: they
// never block a calculation nor land in one (story-numbers.ts, read by tokenizeNumbers).
import { describe, expect, it } from 'vitest';
import { tokenizeNumbers, normalizeText } from './parse-numbers.ts';
import { converse } from './test-conversation.ts';

const values = (q: string) => tokenizeNumbers(normalizeText(q)).map((t) => t.value);

describe('story numbers are not inputs', () => {
  it.each([
    ["I'm 34, loan 300k at 7% for 30 yrs", [300000, 0.07, 30]],
    ["we're 31 and 29 and borrowing 250k", [250000]],
    ['aged 45, income 90k', [90000]],
    ['been at my job 6 yrs, make 7,800 a month', [7800]],
    ['6 years with my employer, debts 600/mo', [600]],
    ['we live in 60614, price 500k', [500000]],
    ['45209 zip, 1985 build, rent 2,000/mo', [2000]],
    ['house built in 1972 with 3 kids, loan 200k', [200000]],
  ])('%s', (q, expected) => {
    expect(values(q as string)).toEqual(expected);
  });

  it('keeps money that looks like a story number', () => {
    expect(values('put in 50000 down')).toEqual([50000]);
    expect(values("I'm 34k in debt")).toEqual([34000]);
    expect(values('rents were 95 a day')).toContain(95);
    expect(values('I have been paying 6 years on a 30 year loan')).toEqual([6, 30]);
  });

  it('computes the payment a DTI limit leaves with an age and a job tenure beside it', () => {
    // 95000/12 × 43% − (450 + 300) = 3404.17 − 750 = 2654.17
    const a = converse(
      "I'm 34 and make 95k a year, car payment 450, student loans 300. max DTI 43%, what's the biggest housing payment I can afford?",
    );
    expect(a).toContain('$2,654.17');
    expect(a).not.toContain('$34');
  });

  it('computes a payment with a zip code and a build year beside it', () => {
    // 300000 at 7%/12 over 360: 1995.91
    const a = converse('45209 zip, 1985 build, loan 300k at 7% 30 yr, payment?');
    expect(a).toContain('$1,995.91');
    const b = converse(
      'we live in 60614 and have 2 kids, 300 grand loan, 7 percent, 30 years, monthly payment?',
    );
    expect(b).toContain('$1,995.91');
  });

  it('reads years at a job as no term', () => {
    const a = converse('been at my job 6 yrs, earn 7,800 a month, debts 600/mo, whats my dti');
    // 600 / 7800 = 7.69%
    expect(a).toContain('7.69%');
    expect(a).not.toMatch(/6 yrs/);
  });
});
