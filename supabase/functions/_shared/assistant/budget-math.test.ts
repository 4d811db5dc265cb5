import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { readQuickMath } from './quick-math.ts';

describe('the most house a monthly budget buys', () => {
  it('an all-in budget less the taxes it covers, at a rate written without "%", with PMI shown under 20% down', () => {
    const answer = readQuickMath(
      'we can swing 3500/mo all in, taxes+ins about 600 of that, rates 6.9, 10% down, how much house can we get',
    );
    expect(answer?.results.join(' ')).toContain('Largest loan: **$440,327.88**');
    expect(answer?.results.join(' ')).toContain('Most house: **$489,253.20**');
    expect(answer?.results.join(' ')).toContain('about $460,142.08 of house');
  });

  it('a budget for principal and interest alone keeps the taxes on top', () => {
    const answer = readQuickMath(
      'max we want is 2,900 a month for principal and interest, taxes 400/mo on top, 20% down at 6.5% 30 yr. what price range?',
    );
    expect(answer?.inputs.join(' ')).toContain('on top of it');
    expect(answer?.results.join(' ')).toContain('Largest loan: **$458,811.38**');
  });

  it('with an income it is left to the debt-to-income readers, and without a down payment it computes nothing', () => {
    expect(
      readQuickMath('we make 9k a month, can swing 3000/mo, 10% down at 6.5%, how much house')?.title,
    ).not.toBe('Most house a monthly budget buys');
    expect(readQuickMath('we can swing 3500/mo, rate 6.5%, how much house can we get')).toBeNull();
  });

  it('is answered ahead of the live-data fallback, since the rate is given', () => {
    const { markdown } = composeAnswer(
      'we can swing 3500/mo all in, taxes+ins about 600 of that, rates 6.9, 10% down, how much house can we get',
    );
    expect(markdown).not.toContain("I don't have live or local data");
  });
});

describe('budgets stated other ways', () => {
  it('a P&I budget with the down payment in dollars', () => {
    const answer = readQuickMath(
      'we can swing 2,800/mo for principal and interest, rates ~7% 30yr, and we have 50k down. max purchase price?',
    );
    expect(answer?.results).toContain('Largest loan: **$420,861.19**');
    expect(answer?.results.join(' ')).toContain('Most house: **$470,861.19**');
  });

  it('an all-in budget with no tax or insurance amounts estimates them from the price, said so', () => {
    const answer = readQuickMath(
      'our max all in housing payment is 3,500/mo, 15% down, 6.75%, what price range should we shop',
    );
    expect(answer?.inputs.join(' ')).toContain('estimated at 1.10% and 0.35% of the price');
    expect(answer?.results.join(' ')).toContain('Most house: **$520,723.52**');
    expect(answer?.results.join(' ')).toContain('about $494,658.83 of house');
  });
});
