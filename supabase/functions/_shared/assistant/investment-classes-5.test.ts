// Investment classes, fifth round (issue 19; docs/assistant.md rule 60): phrasings of our own with the
// arithmetic beside each, and a case where the class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('what a whole building takes in is its total rent', () => {
  // 50% rule: 6,000 × 50% − 2,100 = 900
  it.each([
    'use the 50% rule. fourplex grosses 6,000 a month, P&I 2,100. cash flow?',
    '50% rule on a 4 unit that brings in 6k a month in rent with a 2,100 mortgage payment: monthly cash flow?',
  ])('%s', (question) => {
    expect(converse(question)).toContain('$900.00');
  });
});

describe('BRRRR with the appraisal told as news and the refinance costs paid from the loan', () => {
  // all-in 120,000 + 40,000 + 6,000 + 3,000 = 169,000; loan 75% × 200,000 = 150,000;
  // cash from the refinance 150,000 − 3,000 = 147,000; left in 169,000 − 150,000 = 19,000
  it('reads each part and shows the cash the refinance pays', () => {
    const answer = converse(
      'brrrr: bought for 120k cash, put 40k into the rehab, 6k closing and holding. appraisal came back at 200k, refi at 75% LTV, and the 3,000 of refi costs come out of the loan. loan, cash out, and cash left in?',
    );
    expect(answer).toContain('$150,000.00');
    expect(answer).toContain('$147,000.00');
    expect(answer).toContain('$19,000.00');
  });
});

describe('a flip held for months at a cost a month', () => {
  // 300,000 − 6% selling (18,000) − 200,000 − 3,000 closing − 40,000 rehab − 1,500 × 4 months = 33,000
  it('counts the carrying cost over the months held', () => {
    expect(
      converse(
        'flip: bought at 200k plus 3k closing, 40k rehab, held 4 months at 1,500/mo carrying costs, sold for 300k, selling costs 6% of the sale. net profit?',
      ),
    ).toContain('$33,000.00');
  });

  it('asks rather than count a month once when no span is given', () => {
    expect(
      converse(
        'flip: bought at 200k plus 3k closing, 40k rehab, 1,500/mo carrying costs, sold for 300k, selling costs 6% of the sale. net profit?',
      ),
    ).not.toContain('$37,500.00');
  });
});

describe('a home sale with the exclusion amount stated', () => {
  // 720,000 − 40,000 − (400,000 + 30,000) = 250,000 gain; the 250k exclusion leaves 0
  it('reads "the 250k exclusion" as the law, not an amount of the sale', () => {
    const answer = converse(
      'bought for 400k, 30k of improvements, sold for 720k with 40k selling costs, lived there 5 years. after the 250k exclusion, taxable gain?',
    );
    expect(answer).toContain('$250,000.00');
    expect(answer).toMatch(/Taxable gain: \*\*\$0\.00\*\*/);
  });
});

describe('cash said to be "in" after its amount', () => {
  // 450 × 12 ÷ 60,000 = 9.00%; never a price with assumed financing
  it.each([
    'CoC on my rental? 60k cash in, cash flows 450 a month',
    '60k cash in, it cash flows 450/mo. cash on cash?',
  ])('%s', (question) => {
    const answer = converse(question);
    expect(answer).toContain('9.00%');
    expect(answer).not.toContain('Rental property analysis');
  });
});

describe('stated facts a reader missed (rule 63)', () => {
  it('a flip "listing at" a price sells at it', () => {
    // 300,000 − 7% (21,000) − 180,000 − 3,000 − 40,000 − 6,000 = 50,000
    expect(
      converse(
        'flip: bought at 180k with 3k closing, rehab 40k, holding 6k. listing at 300k and selling costs are 7% of the sale. profit?',
      ),
    ).toContain('$50,000.00');
  });

  it('expenses listed in brackets, vacancy among them, are the whole operating cost', () => {
    // (1,900 − 550) × 12 = 16,200 NOI; ÷ 240,000 = 6.75%
    const answer = converse(
      'rental at 240k, rent 1900/mo, all operating expenses (taxes, insurance, repairs, vacancy, management) come to 550/mo. NOI and cap rate?',
    );
    expect(answer).toContain('$16,200.00');
    expect(answer).toContain('6.75%');
  });
});
