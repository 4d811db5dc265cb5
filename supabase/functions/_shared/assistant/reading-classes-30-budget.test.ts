// Budgets, growth and commutes (docs/assistant.md rules 84–85): classes read through the whole
// assistant with phrasings of our own, terse and rambling, and near misses that must not be read as
// the class. Expected figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('total paid over N years with a yearly increase: 12 × each year’s amount, summed', () => {
  it.each([
    // 28,800 × (1.03^5 − 1) ÷ 0.03 = 152,903.11
    [
      "rent's 2.4k a month now and it's gone up about 3% every year. if that keeps up, how much rent do I pay in total over the next 5 years (12 months at each year's rent, first year at 2.4k)?",
      ['$152,903.11', '$2,400.00 a month'],
    ],
    ['hoa dues are $350/mo, they rise 4% a year. total dues over 10 years?', ['$50,425.65']],
    [
      'im 34, live at 1200 Oak St, paying 1,850 a month rent which goes up 5% each year - how much will i pay over the next 7 years',
      ['$180,752.59'],
    ],
    [
      'my rent is 1,500 a month and it increses 2.5% a year, how much do i pay altogether in 3 yrs',
      ['$55,361.25'],
    ],
    [
      'over the next 4 years, with my $2,100 monthly payment climbing 3.5% annually, what do I pay in total?',
      ['$106,216.56'],
    ],
    ['1.2k/mo condo fees going up 6% per year, 8 years, total combined?', ['$142,523.54']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a rent asked in a later year is that year’s rent, not a total', () => {
    const answer = converse('my rent is 2,400 a month and goes up 3% a year, what will it be in 5 years?');
    expect(answer).not.toContain('Total rent');
  });

  it('a value that grows is appreciation, not a total paid', () => {
    const answer = converse('home worth 400k rises 3% a year, total value in 5 years?');
    expect(answer).toContain('$463,709.63');
    expect(answer).not.toContain('Total rent');
  });
});
