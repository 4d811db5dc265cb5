// A follow-up that changes the question before is read clause by clause (docs/assistant.md rule 112,
// extended to the rewrite of the question, `follow-up-rewrite.ts`): an earlier number is named by the
// words of its own clause ("42800 yearly in total expenses, asking $1,425,000": the expenses are the
// 42,800), each change takes the direction of its own clause ("it costs 215k more and vacancy drops 5
// points"), points move a vacancy, a rate or a cap, "the loan is 20,000 smaller" and "come down 25k on
// price" are moves, and "&" divides clauses. Phrasings are the lead's own; figures worked apart.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const CAP =
  'what cap rate does this work out to: price $485,000, gross rent 3850 a mo, vacancy of 6%, expenses $14,800 a year (everything)';

describe('each change of a follow-up finds the number its words name, and its own direction', () => {
  it.each([
    [CAP, 'they come down  $25k on price. what then', '6.22%'],
    [CAP, 'and if the seller knocks $25,000 off the price?', '6.22%'],
    [CAP, 'what if vacancy goes up 4 points', '5.52%'],
    [
      'Hi, cap rate on a rental: gross rents $13,200/mo, 6 pct vacancy, 42800 yearly in total expenses, asking $1,425,000',
      'opex rises $6,800 a year?',
      '6.97%',
    ],
    [
      'Hi, cap rate on a rental: gross rents $13,200/mo, 6 pct vacancy, 42800 yearly in total expenses, asking $1,425,000',
      'what if expenses go up 6800 a year',
      '6.97%',
    ],
    [
      'what cap rate does this work out to: price 2685000, gross rent 20350 a mo, 5% vacancy, expenses $68,400 a year (everything)',
      'and it costs $215,000 more and vacancy drops 5 points',
      '6.06%',
    ],
    [
      'should I refinance $450k from 7.625 percent to 6%? both 30 year, closing costs $26,790. monthly savings and break-even?',
      'hmm i owe $100K more & we lock at 5.875%?',
      '$639.41',
    ],
    [
      'i owe 295k at 6 1/2 percent on a 30-year. a new 30-year at 5.25% costs 5,420 to close. what do i save a month and when do i break even?',
      'ok what if 38 basis points higher on the new rate instead',
      '$165.48',
    ],
    [
      'cash flow after the mortgage if I borrow $530K at 7.5 for 30 yrs, rent it for $5,300/mo and pay 1590 monthly in expenses (no vacancy, I self-manage)',
      'what if the loan is 20,000 smaller, i raise the rent by 100',
      '$244.01',
    ],
  ])(
    '%s → %s',
    (first, followUp, figure) => {
      expect(converse(first, followUp)).toContain(figure);
    },
    30_000,
  ); // the first question of a file also builds the shared indexes

  it('a number named by words across a comma, or by a name only the follow-up gives, is still found', () => {
    expect(
      converse(
        '70% rule: arv 410, repairs 72k. max offer?',
        'contractor just came back at 95k for the repairs smh',
      ),
    ).toContain('$192,000');
    const towns = converse(
      'Comparing two towns for our move. Town A: house is $450k, effective property tax rate 1.85%. Town B: house is $475k, rate 1.32%. Annual property tax in each, and the difference?',
      "what if town B's assessor values it at $500k instead, same rate? new tax and new difference",
    );
    expect(towns).toContain('$6,600');
    expect(towns).toContain('$1,725');
  });

  it('points bought on a refinance are no move of the rate', () => {
    const answer = converse(
      'should I refinance $450k from 7.625 percent to 6%? both 30 year, closing costs $26,790. monthly savings and break-even?',
      'what if I pay 2 points to get the rate down',
    );
    expect(answer).not.toMatch(/\| Rate \| 7\.625% \| 4%|\| Rate \| 7\.625% \| 8%/);
  });
});

describe('a payment with assumed items beside the costs given also shows the sum of only what was given', () => {
  it.each([
    [
      'Looking at a place listed at 450,000. five percent down, 20 years @6.5%. what would principal and interest be',
      'what if HOA is $140 a month',
      '$3,327.33',
    ],
    [
      'quick one: if I borrow 180,000 @6.875% for 15yr what would I pay each month',
      'Include insurance at 1,920/year - what does that do to it',
      '$1,765.34',
    ],
  ])('%s → %s', (first, followUp, figure) => {
    const answer = converse(first, followUp);
    expect(answer).toContain(figure);
    expect(answer).toMatch(/the costs you gave, nothing assumed/);
  });

  it('nothing is added when every cost in the total was given', () => {
    const answer = converse(
      'payment on a $400,000 house, 20% down, 6.5% for 30 years, taxes $4,800 a year, insurance $1,500 a year',
    );
    expect(answer).not.toMatch(/the costs you gave, nothing assumed/);
  });
});
