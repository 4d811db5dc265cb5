// A percent is a change of a figure only when its own words say so (docs/assistant.md rule 88): a tax,
// a gain or a fee is not a raise, and "up" counts only beside the percent ("up 7%", "7% up"), never in
// "what do we end up with" or "come up with". Phrasings are the lead's own, not an eval set's.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a tax or a fee percent is never read as a raise of the amount', () => {
  it.each([
    'We sold our rental for $400,000, capital gains taxed at 15%, what do we end up with?',
    'sold the duplex at $610k and the gains tax is 20%. what do i end up keeping?',
    'If the house goes for $525,000 and the capital gain is taxed 15 percent, what do we wind up with?',
    'Closing at $350,000, transfer tax 2%, what will we end up with after that?',
  ])(
    '%s',
    (question) => {
      const answer = converse(question);
      expect(answer).not.toMatch(/Increase of|New figure/);
    },
    30_000,
  ); // the first question of a file also builds the shared indexes
});

describe('a raise said with "up" beside the percent is still worked out', () => {
  it.each([
    ['Our HOA dues are $385 a month and they are going up 7%. New dues?', '$411.95'],
    ['rent is $1,800/mo, landlord says up 4% next lease. what will i pay?', '$1,872.00'],
    ['Water bill was $90 a month, now 10% up. What is it now? And how much more a year?', '$99.00'],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });
});
