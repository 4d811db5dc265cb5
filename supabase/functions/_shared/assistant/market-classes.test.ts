// Commercial, market and property classes (docs/assistant.md rule 50): a loan sized by a debt yield and
// an LTV with no DSCR, a rent per foot quoted a month, a seller's net with its own costs, growth
// between two years, a percent change, and the average of comps' $/sf. Phrasings of our own, figures
// worked apart (python3) beside each.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a loan sized by a debt yield and an LTV, with no DSCR', () => {
  it.each([
    // DY 880,000 / 0.10 = 8,800,000; LTV 0.65 × 12,500,000 = 8,125,000 → LTV binds
    [
      'NOI 880k; lender needs 10% debt yield and caps LTV at 65% on a 12.5M value: max loan under each test?',
      ['$8,800,000.00', '$8,125,000.00'],
      '**$8,125,000.00**: the LTV 65.00% limit binds',
    ],
    // DY 705,000 / 0.09 = 7,833,333.33; LTV 0.70 × 9,200,000 = 6,440,000 → LTV binds
    [
      'property appraised at $9.2 mil, noi of 705,000. bank wants min DY 9% and max 70% LTV - how much can we borrow under each?',
      ['$7,833,333.33', '$6,440,000.00'],
      '**$6,440,000.00**: the LTV 70.00% limit binds',
    ],
    // DY 480,000 / 0.11 = 4,363,636.36; LTV 0.75 × 6,000,000 = 4,500,000 → debt yield binds
    [
      'max loan? 75% ltv on 6,000,000 value, 11% debt yield, NOI $480k',
      ['$4,363,636.36', '$4,500,000.00'],
      '**$4,363,636.36**: the debt yield 11.00% limit binds',
    ],
    // DY 1,100,000 / 0.085 = 12,941,176.47; LTV 0.65 × 16,500,000 = 10,725,000 → LTV binds
    [
      "what's the biggest loan we can get: net operating income 1.1M, 65% loan-to-value, value 16.5M, debt-yield 8.5%",
      ['$12,941,176.47', '$10,725,000.00'],
      '**$10,725,000.00**: the LTV 65.00% limit binds',
    ],
    // DY 640,000 / 0.10 = 6,400,000; LTV 0.60 × 10,800,000 = 6,480,000 → debt yield binds ("yeild")
    [
      'noi 640k, lender: 10 % debt yeild, 60% LTV, value 10.8M, loan sizing under each test',
      ['$6,400,000.00', '$6,480,000.00'],
      '**$6,400,000.00**: the debt yield 10.00% limit binds',
    ],
    // DY 690,000 / 0.095 = 7,263,157.89; LTV 0.70 × 7,400,000 = 5,180,000 → LTV binds
    [
      'lender sizes at a debt yield of 9.5% and LTV of 70% on the 7.4M appraisal; NOI 690k. max proceeds under each test and which one binds?',
      ['$7,263,157.89', '$5,180,000.00'],
      '**$5,180,000.00**: the LTV 70.00% limit binds',
    ],
  ])('%s', (question, each, binding) => {
    const answer = converse(question);
    expect(answer).toContain('### Maximum loan from each limit');
    for (const loan of each) expect(answer).toContain(loan);
    expect(answer).toContain(binding);
  });

  it('a rate stated without a DSCR is not dropped: no loan from two limits alone', () => {
    expect(
      converse('NOI 880k, 10% debt yield, 65% LTV on 12.5M, rate 6.5%: max loan under each test?'),
    ).not.toContain('### Maximum loan from each limit');
  });
});
