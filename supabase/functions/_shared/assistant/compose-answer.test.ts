import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../protocol.ts';
import { EXAMPLE_QUESTIONS } from './calculator-inputs.ts';
import { DISCLAIMER } from './calculator-answers.ts';
import { composeAnswer, EARLIER_FACTS_NOTE } from './compose-answer.ts';
import { converse } from './test-conversation.ts';

describe('composeAnswer: calculator answers', () => {
  it.each(Object.entries(EXAMPLE_QUESTIONS))(
    '%s: inputs, results table, assumptions, disclaimer',
    (id, question) => {
      const { route, markdown } = composeAnswer(question);
      expect(route.kind).toBe('calculation');
      expect(route.kind === 'calculation' && route.calculator).toBe(id);
      expect(markdown).toMatch(/^### /);
      expect(markdown).toMatch(/\| --- \|/);
      expect(markdown).toContain('**Assumptions**');
      expect(markdown.trim().endsWith(DISCLAIMER)).toBe(true);
      expect(markdown).not.toMatch(/NaN|Infinity|undefined/);
    },
  );

  it('the worked example appears in the payment answer', () => {
    const { markdown } = composeAnswer('What is the monthly payment on a $400,000 loan at 6% over 30 years?');
    expect(markdown).toContain('| Principal & interest | $2,398.20 |');
    expect(markdown).toContain('Total interest over 30 years: $463,352.76');
    expect(markdown).toContain('not included');
  });

  it('the refinance answer shows the break-even months', () => {
    const { markdown } = composeAnswer('Refinance my $300k loan from 7% to 6% with $4,000 closing costs');
    expect(markdown).toContain('$197.26');
    expect(markdown).toContain('21 months');
  });

  it('affordability compares with a price the user mentioned', () => {
    const { markdown } = composeAnswer(
      'Can I afford a $500k house making $90k with a $400 car payment at 6.5%?',
    );
    expect(markdown).toMatch(/The \$500,000 home you mentioned is \*\*\$[\d,.]+ above\*\* this estimate/);
  });

  it('a cap-rate valuation', () => {
    const { markdown } = composeAnswer('what is the value of a property with NOI $60k at a 6% cap rate');
    expect(markdown).toContain('$1,000,000.00');
  });

  it('a cap rate named beside the price values the property at it, and alone implies the NOI', () => {
    const both = composeAnswer(
      "strip center throws off 210k noi on a 3.1 mil ask — cap rate and what's it worth at a 7 cap",
    ).markdown;
    expect(both).toContain('| Cap rate (NOI ÷ price) | 6.77% |');
    expect(both).toContain('| Value at a 7% cap (NOI ÷ 7%) | $3,000,000.00 |');
    const implied = composeAnswer("1.2M building trading at a 6.5 cap, what's the NOI").markdown;
    expect(implied).toContain('Net operating income: $78,000/year');
    expect(implied).not.toContain('Value at a');
  });

  it("a seller's own word on other costs beats the assumed 1.5%", () => {
    const { markdown } = composeAnswer(
      'listing at 410k, 190k left on the loan, 5.5% commission, no other fees. net?',
    );
    expect(markdown).toContain('Other closing costs: none, as you said');
    expect(markdown).toContain('$197,450.00'); // 410,000 − 22,550 − 190,000
    expect(markdown).not.toContain('1.5% of the price');
  });

  it('a colon after the request introduces the figures, it does not label the first one', () => {
    const { markdown } = composeAnswer(
      'payment with taxes and insurance please: 350k loan, 6.5%, 30 yrs, taxes 4,200/yr, insurance 1,500/yr',
    );
    expect(markdown).toContain('| Principal & interest | $2,212.24 |');
    expect(markdown).toContain('| Homeowners insurance | $125.00 |');
  });

  it("a question that cannot be computed alone uses the numbers of the user's earlier messages", () => {
    const history = [
      { role: 'user' as const, text: 'we are looking at a 560k loan' },
      { role: 'assistant' as const, text: composeAnswer('we are looking at a 560k loan').markdown },
    ];
    const { markdown } = composeAnswer('what would the payment be at 7% over 30 years?', history);
    expect(markdown).toContain(EARLIER_FACTS_NOTE);
    expect(markdown).toContain('| Principal & interest | $3,725.69 |');
  });

  it('mortgage insurance stated as a yearly share of the loan is added to the payment', () => {
    const { markdown } = composeAnswer(
      '300k house, 5% down, 6.5% 30 yr, mortgage insurance 0.55% of the loan annually. monthly payment?',
    );
    expect(markdown).toContain('PMI: 0.55% of the loan a year');
    expect(markdown).toContain('| PMI | $130.63 |');
  });

  it('points written "pts" and rates that end a sentence are read', () => {
    const { markdown } = composeAnswer(
      '2 pts on a 300k loan would take my rate from 7.25 to 6.75. 30 yr. what do the points cost?',
    );
    expect(markdown).toContain('**$6,000.00**');
    expect(markdown).toContain('Rate without points 7.25%, with points 6.75%');
  });

  it('missing inputs: what is needed and an example to copy', () => {
    const { markdown } = composeAnswer("what's my payment on a $300k mortgage?");
    expect(markdown).toContain('Interest rate');
    expect(markdown).toContain('Loan amount: $300,000');
    expect(markdown).toContain(`\`${EXAMPLE_QUESTIONS.mortgage}\``);
  });

  it('help lists example questions as inline code', () => {
    const { markdown } = composeAnswer('asdf qwer');
    expect(markdown.match(/^- `[^`]+`$/gm)?.length).toBeGreaterThanOrEqual(8);
  });
});

describe('composeAnswer: robustness', () => {
  it.each([
    '',
    '   ',
    '0',
    '$0 home at 0%',
    '$400k home with 0% down at 6%',
    '$400k home with 100% down at 6%',
    'refinance $250k from 7% to 6% paying $100 a month',
    'I make $0 a year, what can I afford?',
    'rent vs buy a $1 home with $1 rent',
    'cap rate on a $300k house with NOI of -$5,000',
    'what about at 7%?',
    '🏠🏠🏠 ???',
    'x'.repeat(5000),
    '$9999999999999999999999 home at 6%',
    '1'.repeat(400),
  ])('never throws and never prints NaN: %j', (question) => {
    const { markdown } = composeAnswer(question);
    expect(markdown.length).toBeGreaterThan(20);
    expect(markdown).not.toMatch(/NaN|undefined/);
  });
});

describe('a document the user received is out of reach, said plainly', () => {
  it.each([
    'open the loan estimate the broker sent me and tell me if the rate looks high',
    'what does the appraisal report we got yesterday say about the square footage',
  ])('%s', (question) => {
    expect(composeAnswer(question).markdown).toContain("### I can't see that document");
  });
});

describe('a value at a cap rate without the NOI asks for the NOI, then computes with the reply', () => {
  it('asks, and the short reply completes the question', () => {
    const history: HistoryTurn[] = [];
    const ask = 'listing says 7 cap, how much should the building sell for';
    const first = composeAnswer(ask, history).markdown;
    expect(first).toContain('I need its **NOI**');
    history.push({ role: 'user', text: ask }, { role: 'assistant', text: first });
    expect(composeAnswer('the noi is 91,000', history).markdown).toContain('**$1,300,000.00**');
  });
});

describe('a follow-up without numbers that names another way to work the same figures', () => {
  it.each([
    [
      '400k loan at 6.5% 30 yr, if I pay an extra 500 a month how much sooner is it paid off',
      'how about biweekly payments instead',
      '### Biweekly payments',
    ],
    [
      'what is the payment on 300k at 6% over 30 years',
      'and if i paid it every two weeks?',
      '### Biweekly payments',
    ],
  ])('%s → %s', (first, followUp, heading) => {
    const answer = converse(first, followUp);
    expect(answer).toContain(heading);
    expect(answer).toContain(EARLIER_FACTS_NOTE);
  });

  it('keeps the explanation when the other way does not compute', () => {
    expect(
      converse('what is the payment on 300k at 6% over 30 years', 'so what is amortization anyway'),
    ).not.toContain(EARLIER_FACTS_NOTE);
  });
});

describe('rent vs buy with owning costs given in dollars', () => {
  it('uses taxes and insurance a year as shares of the price and shows owning month one part by part', () => {
    const answer = composeAnswer(
      'should i keep renting at 1,950 or buy a 320k townhouse, 10% down 6.9%, property tax 3,900 a year and insurance 1,400 a year, staying 5 years',
    ).markdown;
    expect(answer).toContain('Property tax: $3,900.00 a year');
    expect(answer).toContain('Insurance: $1,400.00 a year');
    expect(answer).toContain('property tax $325.00');
    expect(answer).toContain('insurance $116.67');
  });
});

describe('units written as "4plex" or "6-plex", rents written "/door"', () => {
  it.each([
    ['4plex 1.2M, rents 2100/door, 5% vacancy, opex 28k/yr. NOI + cap rate?', ['$67,760.00', '5.65%']],
    ['5plex at 900k, 1,500/unit, vacancy 4%, expenses 30k a year. noi and cap?', ['$56,400.00', '6.27%']],
    ['6-plex asking 1.5M, rents 1400/door, 6% vacancy, opex 35k a year, what is the NOI', ['$59,752.00']],
  ])('%s', (question, figures) => {
    const answer = composeAnswer(question).markdown;
    for (const figure of figures) expect(answer).toContain(figure);
  });
});

describe('management as a share of the rent as scheduled when the user says so', () => {
  it('charges management on gross rent for "all as a % of the rent" and shows the monthly P&I', () => {
    const answer = composeAnswer(
      'Looking at a single family rental: price $280,000, rent $2,600/mo. 25% down, investor loan 30yr fixed at 7.25%, closing costs $8k. Taxes $3,600/yr, insurance $1,500/yr. I budget 5% vacancy, 8% management and 10% repairs/capex, all as a % of the rent. Monthly cash flow and cash-on-cash return?',
    ).markdown;
    expect(answer).toContain('Property management (8% of gross rent)');
    expect(answer).toContain('$144.43/month');
    expect(answer).toContain('$1,432.57/month');
  });

  it('keeps collected rent when nothing says otherwise', () => {
    const answer = composeAnswer(
      'sfr 280k rent 2600, 25% down 7.25% 30yr, taxes 3600/yr insurance 1500/yr, 5% vacancy, 8% management, 10% repairs. cash flow?',
    ).markdown;
    expect(answer).toContain('Property management (8% of collected rent)');
  });
});
