// A shared cost split among units, doors, owners or acres, and the loans and payment plans an
// association splits per unit (docs/assistant.md rules 86–87), read through the whole assistant with
// phrasings of our own beside the examples outside evaluators gave. Expected figures were worked apart.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('a cost, budget or bill per unit, door or acre, per year and per month (rule 86)', () => {
  it.each([
    // 312,000 ÷ 44 = 7,090.91; ÷ 12 = 590.91
    [
      'Operating expenses last year were $312K on a 44-unit building. Per unit per year and per unit per month?',
      ['$7,090.91', '$590.91'],
    ],
    // 214,000 ÷ 86 = 2,488.37; ÷ 12 = 207.36 (the 3 buildings are story)
    [
      'We budgeted $214,000 of capex this year across 3 buildings with 86 doors total. Whats that per door per year and per door per month?',
      ['$2,488.37', '$207.36'],
    ],
    // 91,000 ÷ 42 ÷ 12 = 180.56
    [
      'We have forty-two units and the insurance is ninety-one thousand dollars a year. What does that come to per unit per month?',
      ['$180.56'],
    ],
    // 41,600 ÷ 2.6 = 16,000; ÷ 12 = 1,333.33
    [
      'landscaping contract is $41,600 per year for 2.6 acres of common area. per acre per year and per acre per month?',
      ['$16,000.00', '$1,333.33'],
    ],
    // 1,140,000 ÷ 212 ÷ 12 = 448.11; 86,000 ÷ 212 ÷ 12 = 33.81
    [
      "Treasurer here for a 212-unit association. Our operating budget is $1.14M a year. First, what does that work out to per unit per month if it's split evenly? Second, we ended last year $86k short and want to recover it over the next 12 months on top of regular dues, split equally. How much extra per unit per month?",
      ['$448.11', '$33.81'],
    ],
    // 250,000 ÷ 80 ÷ 60 = 52.08
    [
      'Reserve study says we need $250k more in reserves within 5 years. 80 units, split evenly, ignore interest. How much extra per unit per month?',
      ['$52.08'],
    ],
    // Our own phrasings: terse, k shorthand, typos, a story with an age and an address, word order.
    ['opex 312k, 44 units. per unit per month?', ['$7,090.91', '$590.91']],
    [
      'opreating expenses were $312K last year on a 44 unit bulding. per unit per year and per unit per month?',
      ['$7,090.91', '$590.91'],
    ],
    [
      "our hoa's insurance premium went up to 128k/yr for 64 units - whats each owners share monthly",
      ['$166.67'],
    ],
    [
      "I'm 61, live at 1450 Oak St, and sit on the board. Our 36-unit building spends $54,000 a year on landscaping and snow removal. Per unit per month?",
      ['$1,500.00', '$125.00'],
    ],
    [
      'Per door per month, what does a $96k annual management fee come to on 40 doors?',
      ['$200.00', '$2,400.00'],
    ],
    ['Water bill was $3,300 this month for 22 units - per unit?', ['$150.00', '$1,800.00']],
    [
      'snow removal contract $18,900 for the season, split evenly among 27 homes. how much per home?',
      ['$700.00'],
    ],
    // 1,200,000 ÷ 150 = 8,000 ÷ 120 = 66.67
    [
      'we need to replace the roof, cost is $1.2M, spread over 10 years across 150 units, per unit per month no interest',
      ['$8,000.00', '$66.67'],
    ],
    // 48,000 ÷ 12 acres = 4,000 a year, 333.33 a month
    ['mowing costs us 48k a year on 12 acres, per acre per month?', ['$4,000.00', '$333.33']],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    expectAll(answer, figures);
    expect(answer).not.toContain('Price per door');
  });

  it('a follow-up that spreads the shortfall over 18 months recomputes its monthly', () => {
    // 86,000 ÷ 212 ÷ 18 = 22.54
    expect(
      converse(
        "Treasurer here for a 212-unit association. Our operating budget is $1.14M a year. First, what does that work out to per unit per month if it's split evenly? Second, we ended last year $86k short and want to recover it over the next 12 months on top of regular dues, split equally. How much extra per unit per month?",
        'And if we spread that $86k over 18 months instead?',
      ),
    ).toContain('$22.54');
  });

  it('a one-time cost asked a month asks for the months instead of guessing them', () => {
    const answer = converse('Paving job is $84,000, split among 28 units. Per unit per month?');
    expect(answer).toContain('$3,000.00');
    expect(answer).toMatch(/over how many months/);
  });

  it.each([
    // Near misses: a price per door stays a price, a rent stays a rent, an ownership share stays a share.
    ['Bought a 44-unit building for $3.1M. Price per door?', 'Price per door'],
    ['Special assessment of $342,000, our unit\u2019s share is 2.35%. What do we owe?', '$8,037.00'],
    [
      "We have 12 units renting at $1,450 a month each. What's the gross rent per unit per year?",
      'Gross rent',
    ],
  ])('not a shared cost: %s', (question, expected) => {
    const answer = converse(question);
    expect(answer).toContain(expected);
    expect(answer).not.toContain('A shared cost split');
  });
});

describe("an association's loan or payment plan split per unit (rule 87)", () => {
  const ROOF_LOAN =
    "Our HOA board is looking at borrowing $480,000 for the roof instead of doing a special assessment. The bank quoted 6.75% fixed, 10-year term, fully amortized with monthly payments. We have 60 units and would split the payment equally. What's the monthly loan payment and what's that per unit per month?";

  it.each([
    // 480,000 at 6.75%/12 over 120 payments = 5,511.56; ÷ 60 = 91.86
    [ROOF_LOAN, ['$5,511.56', '$91.86']],
    [
      'hoa wants to borrow 480k at 6.75 for 10 yrs, 60 units split it. per unit per month?',
      ['$5,511.56', '$91.86'],
    ],
    // 1,200,000 at 7.25% over 180 = 10,954.35; ÷ 96 = 114.11
    [
      "condo association loan of $1.2M, 7.25% interest, 15 year amortization, 96 doors. whats the loan payment and each door's share monthly",
      ['$10,954.35', '$114.11'],
    ],
    // 350,000 at 5.9% over 120 = 3,868.16; ÷ 40 = 96.70
    [
      "we're a 40 unit coa, board took a bank loan: $350k @ 5.9% over 120 months. per owner per month?",
      ['$3,868.16', '$96.70'],
    ],
    // 6,000 at 8% over 24 = 271.36; 24 × 271.36 − 6,000 = 512.64
    [
      "Special assessment is $6,000 per unit. The association offers a payment plan: 24 monthly installments at 8% annual interest, amortized. What's the monthly installment and how much interest does an owner pay over the plan compared with paying upfront?",
      ['$271.36', '$512.64'],
    ],
    [
      "assesment $6k, payment plan 2 years at 8%, what's the monthly and the interest?",
      ['$271.36', '$512.64'],
    ],
    // 4,800 at 6% over 36 = 146.03; × 36 − 4,800 = 457.08
    [
      'Our assessment is $4,800. We can pay it in 36 monthly payments at 6% interest. monthly payment and total interest vs paying it all at once?',
      ['$146.03', '$457.08'],
    ],
    // 98 × 120 = 11,760; − 8,500 = 3,260
    [
      "Board is giving owners a choice: pay an $8,500 special assessment upfront, or join the loan at $98 a month per unit for 10 years. What's the total paid through the loan per unit and how much more is that than the lump sum?",
      ['$11,760.00', '$3,260.00'],
    ],
    // 225 × 60 = 13,500; − 12,000 = 1,500
    [
      "lump sum of $12,000 for the special assessment, or $225 a month for 5 years through the association's loan. total and difference?",
      ['$13,500.00', '$1,500.00'],
    ],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    expectAll(answer, figures);
    expect(answer).not.toContain('Price per door');
  });

  it('a follow-up that stretches the term recomputes the payment and the share', () => {
    // 480,000 at 6.75% over 180 = 4,247.57; ÷ 60 = 70.79
    expectAll(converse(ROOF_LOAN, 'What if the bank stretches it to 15 years at the same rate?'), [
      '$4,247.57',
      '$70.79',
    ]);
  });

  it.each([
    // Near misses: an owner's mortgage and a price per door are not an association's loan.
    ['payment on a $480,000 loan at 6.75% for 30 years?', 'Principal & interest'],
    [
      "We're buying a condo in a 60 unit building for $480,000 with 20% down at 6.75% for 30 years. Monthly payment?",
      'Principal & interest',
    ],
  ])('not an association loan: %s', (question, expected) => {
    const answer = converse(question);
    expect(answer).toContain(expected);
    expect(answer).not.toContain("association's loan");
  });
});
