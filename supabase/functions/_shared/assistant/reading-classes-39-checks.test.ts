// Precision checks on what is asked (docs/assistant.md rule 109, extended): a figure asked again with
// a change after numbers were given is never answered by an explanation alone, and a part asked as a
// gap, a number of days, an effective rate or a total extra is worked out or asked about, never left
// out of an answer that looks complete. Phrasings are the lead's own, not an eval set's.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const ASKS = /One question before I compute|I need a bit more|I need a few more numbers/;
const COMPUTED = /\*\*(?:Inputs|Result)/;

describe('a change asked after numbers is worked out or asked, never explained alone', () => {
  it.each([
    [
      'Gas is $1.42 a therm. The old house used 1,150 therms last year, the new one 520. How much more did the old one spend on gas?',
      'what if gas goes to $1.65 a therm? savings then?',
    ],
    [
      'Our HOA is $265 a month and the yard service at the other house would be $55 a visit, 28 visits a year. Which costs more per year?',
      'HOA says it is going to $310/mo next year. redo it',
    ],
    [
      'She drives 50 minutes each way to the office 230 days a year and values her time at $40 an hour. How many hours a year is that?',
      'ok and if she is only in 140 days a year? same everything else',
    ],
  ])(
    '%s → %s',
    (first, followUp) => {
      const answer = converse(first, followUp);
      expect(COMPUTED.test(answer) || ASKS.test(answer)).toBe(true);
    },
    30_000,
  ); // the first question of a file also builds the shared indexes

  it('a yes-or-no about a case is still explained', () => {
    const answer = converse(
      'we put $15,000 earnest money down on a $400,000 house',
      'if the inspection finds a cracked foundation and we back out, do we lose that 15k?',
    );
    expect(answer).not.toMatch(/^### One question before I compute/);
  });
});

describe('a part asked is worked out or asked about', () => {
  it.each([
    [
      'Homes are assessed at 70% of market value and the rate is 2.4% of assessed value. On a $300,000 home, what is the annual tax, and what is that as an effective rate on the market value?',
      '1.68%',
    ],
    [
      '600 active listings and 200 sales a month. Months of inventory, and at that pace how many days until they are all sold?',
      '90 days',
    ],
  ])('%s', (question, figure) => {
    const answer = converse(question);
    expect(
      answer.includes(figure) ||
        /I need a bit more to answer all of it|One question before I compute/.test(answer),
    ).toBe(true);
  });
});

describe("a growth percent or a lease's months are never a loan's rate or term by default", () => {
  it('prices rising 5% and 12 months of rent', () => {
    const answer = converse(
      'We rent at $2,100 a month for 12 months first. The house we like is $420,000 now and prices may rise 5% in that time. How much more will it cost then, and what will 20% down be?',
    );
    expect(answer).not.toContain('Interest rate: 5%');
    expect(answer).not.toMatch(/Term: 1 years?\b/);
  });
  it('a loan with its rate and term is still worked out', () => {
    expect(converse('payment on a $350,000 loan at 6.25% for 30 years?')).toContain('$2,155.01');
  });
});
