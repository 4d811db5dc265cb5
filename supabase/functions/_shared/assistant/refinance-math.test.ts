import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { converse } from './test-conversation.ts';

describe('a refinance judged from the payment made now', () => {
  it('the new loan at the one rate stated, against the current payment: saving and break-even', () => {
    const { markdown } = composeAnswer(
      'thinking of refinancing. owe 298k, current p&i is 2,140/mo. new loan would be 6.1% 30 yr fixed on the 298k with 7k closing costs. how much do i save a month and when do i break even',
    );
    expect(markdown).toContain('New payment: **$1,805.86**');
    expect(markdown).toContain('Monthly saving: **$334.14**');
    expect(markdown).toContain('Break-even: **20.9 months**');
  });

  it('a new payment above the current one saves nothing, and no break-even is claimed', () => {
    const { markdown } = composeAnswer(
      'refi question: current payment is 1,500/mo, new loan 300k at 7% 30 yr, closing costs 6k. break even?',
    );
    expect(markdown).toContain('No saving');
    expect(markdown).not.toContain('Break-even: **');
  });

  it('"and if we move in 2 years?" weighs the saving over the stay, never a 2-year loan', () => {
    const answer = converse(
      'refinancing from 7.5 to 6.25 on a 420k balance, current P&I is 3,100, closing costs 8,500, new 30yr. how long to break even',
      'and if we move in 2 years?',
    );
    expect(answer).toContain('### Refinancing if you stay 24 months');
    expect(answer).toContain('Ahead by **$3,835.76**');
    expect(answer).not.toContain('→ 2 years');
  });
});
