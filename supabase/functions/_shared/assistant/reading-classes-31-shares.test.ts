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
    ["what's the per-unit monthly cost if our $1.14M annual budget is split across 212 units?", ['$448.11']],
    ['44 units, $312k opex last year - per unit/month?', ['$590.91']],
    ['Our 30-door complex paid 45k for repairs in 2024. per door?', ['$1,500.00']],
    // 60,000 ÷ 150 ÷ 24 = 16.67
    [
      'The association needs to recover a $60,000 deficit over 24 months from its 150 members. How much extra does each member pay a month?',
      ['$16.67'],
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
    // An amount already each unit's is no whole to split: asked about, never divided again.
    ['HOA fees are $350 per unit a month, 40 units. Annual total?', ''],
    ['Expenses per unit average $6,500 a year across 44 units, total?', ''],
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
    [
      'special assessment $6,000 per unit, or pay it over 24 months at 8% interest. monthly installment and total interest?',
      ['$271.36', '$512.64'],
    ],
    [
      'borrow $480k for 10 years at 6.75%, the hoa has 60 units. payment per unit per month?',
      ['$5,511.56', '$91.86'],
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

describe('a special assessment or shared bill by each unit’s share (rule 86)', () => {
  it.each([
    // 342,000 × 2.35% = 8,037; ÷ 48 = 7,125
    [
      "Board member here. Roof replacement came in at $342K and we're a 48-unit condo. Our declaration splits assessments by percentage interest and my unit is 2.35%. What's my share? Some owners want to split it equally per unit instead, what would each unit pay then?",
      ['$8,037.00', '$7,125.00'],
    ],
    [
      "Roof replacement came in at $342K, we're a 48-unit condo. Split by percentage interest my unit is 2.35%. My share, and what if everyone paid equally?",
      ['$8,037.00', '$7,125.00'],
    ],
    [
      'Board member here, 2.35% percentage interest, 48 units, $342,000 roof. My share vs an equal split?',
      ['$8,037.00', '$7,125.00'],
    ],
    // 96,500 × 1,180 ÷ 64,300 = 1,770.92
    [
      'special assesment of $96,500 split by sqft. whole building is 64,300 sq ft and my condo is 1,180. what do i owe',
      ['$1,770.92'],
    ],
    // 120,000 × 1,350 ÷ 48,000 = 3,375
    [
      "our hoa is levying $120k for new windows, allocated by square footage. building total 48,000 sf, our unit is 1,350 sf. what's our share?",
      ['$3,375.00'],
    ],
    [
      'I own a 900 sq ft condo. The building is 36,000 sq ft total and the siding replacement assessment of $75,000 is split by unit size. How much do I pay?',
      ['$1,875.00'],
    ],
    // 20 × 850 + 24 × 1,100 + 8 × 1,600 = 56,200; 260,000 × 850 ÷ 56,200 = 3,932.38; × 1,600 = 7,402.14
    [
      'Elevator modernization is $260,000, split by square footage. The building has 20 units at 850 sf, 24 at 1,100 sf and 8 at 1,600 sf. What does an 850 sf unit pay and what does a 1,600 sf unit pay?',
      ['56,200', '$3,932.38', '$7,402.14'],
    ],
    // 12 × 900 + 18 × 1,250 = 33,300; 180,000 × 900 ÷ 33,300 = 4,864.86; × 1,250 = 6,756.76
    [
      'Assessment $180,000 split by sq ft: 12 units at 900 sf and 18 at 1,250 sf. what does a 900 sf unit owe and a 1,250 sf one?',
      ['$4,864.86', '$6,756.76'],
    ],
    // 38,000 ÷ 100 = 380 squares × 640 = 243,200; ÷ 52 = 4,676.92
    [
      'Roofer quoted $640 per square (a square = 100 sq ft). Roof is 38,000 sq ft. total cost, and per unit if we split it evenly across 52 units?',
      ['$243,200.00', '$4,676.92'],
    ],
    [
      'roofer wants $585 a square, roof is 24,500 sq ft, 30 townhomes split it evenly. total and per home?',
      ['$143,325.00', '$4,777.50'],
    ],
    // 18.6M × 5% = 930,000; ÷ 124 = 7,500
    [
      "Our master policy has a 5% named-storm deductible on $18.6 million of insured value. If we get hit and have to eat the full deductible, split equally among 124 units, what's the deductible in dollars and what does each owner pay?",
      ['$930,000.00', '$7,500.00'],
    ],
    [
      '2% wind deductible on insured value of $42M, 210 units share it equally, how much per unit?',
      ['$840,000.00', '$4,000.00'],
    ],
    // 2,940 × 90% × 4 ÷ 19 = 557.05
    [
      'RUBS question. Water bill for the month was $2,940. We bill back 90% to residents and absorb the other 10% for common areas. The 90% is split by number of occupants: 19 people in the building total, unit 3 has 4. What do I bill unit 3?',
      ['$557.05'],
    ],
    [
      'electric bill $1,200 this month, split by occupants, 30 people total in the building, unit 5 has 2. what does unit 5 pay?',
      ['$80.00'],
    ],
    // 930 × 1,050 ÷ 9,400 = 103.88; 930 × 3 ÷ 22 = 126.82; 230.70
    [
      "gas bill was $1,860 this month. I split it 50% by square footage and 50% by occupants. building is 9,400 sf with 22 occupants total. unit 2B is 1,050 sf w/ 3 occupants. what's 2B's share?",
      ['$230.70'],
    ],
    // 840 × 80% = 672; 672 × 60% × 1,500 ÷ 12,000 = 50.40; 672 × 40% × 5 ÷ 40 = 33.60; 84
    [
      'trash bill of $840, we bill back 80% and absorb 20%, split 60% by sq ft and 40% by occupants. building 12,000 sf, 40 occupants total; my unit 1,500 sf with 5 occupants. my share?',
      ['$84.00'],
    ],
    // 138,000 × 3,200 ÷ 24,000 = 18,400; − 1,450 × 12 = 1,000 owed
    [
      'CAM reconciliation question. Strip center is 24,000 sf, total CAM expenses for the year were $138,000, shared pro rata by square footage. Tenant has 3,200 sf and paid estimated CAM of $1,450/mo for 12 months. What is their actual share for the year and what do they owe (or get back) at reconciliation?',
      ['$18,400.00', '$1,000.00'],
    ],
    [
      'CAM reconciliation: center 24,000 sf, CAM actual $138,000 for the year split pro rata by sq ft. Tenant 3,200 sf paid $1,450/mo estimates for 12 months. share and true-up?',
      ['$18,400.00', '$1,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it.each([
    // Near misses: a price per foot and a bill with no share named are not a split by share.
    'The building is 64,300 sq ft. My condo is 1,180 sq ft and sells for $410,000. Price per sq ft?',
    'Water bill $2,940 a month, 19 people. How much per person?',
  ])('not a share of a bill: %s', (question) => {
    const answer = converse(question);
    expect(answer).not.toContain('split by square feet');
    // No split is computed (the RUBS article may explain how such bills are shared).
    expect(answer).not.toContain('billed back by share');
  });
});
