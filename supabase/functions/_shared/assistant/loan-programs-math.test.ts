import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { readQuickMath } from './quick-math.ts';
import { converse } from './test-conversation.ts';

describe('FHA and VA loans are priced as those programs, never as conventional loans with PMI', () => {
  it('FHA: the upfront premium financed, MIP for the life of the loan under 10% down', () => {
    const { markdown } = composeAnswer('FHA loan on a 380k house, 3.5% down, 6.25% 30yr. monthly?');
    expect(markdown).toContain('loan $373,117.25');
    expect(markdown).toContain('Principal and interest: $2,297.35');
    expect(markdown).toContain('for the life of the loan');
    expect(markdown).not.toContain('PMI can be removed');
  });

  it('taxes and insurance added in a follow-up keep the FHA pricing', () => {
    const answer = converse(
      'FHA loan on a 380k house, 3.5% down, 6.25% 30yr. monthly?',
      'add taxes of 4,200/yr and insurance 1,300/yr',
    );
    expect(answer).toContain('Total monthly payment: **$2,923.75**');
  });

  it('VA: the funding fee financed and no monthly mortgage insurance', () => {
    const answer = readQuickMath(
      'VA loan, 0 down on 410k, 6.5% 30 yr, funding fee 2.15% rolled in, monthly P&I?',
    );
    expect(answer?.inputs.join(' ')).toContain('loan $418,815.00');
    expect(answer?.results).toContain('Principal and interest: $2,647.20');
    expect(answer?.results).toContain('No monthly mortgage insurance on a VA loan');
  });

  it('FHA with 10% down: MIP for 11 years', () => {
    expect(
      readQuickMath('fha, 300k price, 10% down, 6.5% 30 year, monthly payment')?.results.join(' '),
    ).toContain('for 11 years');
  });
});
