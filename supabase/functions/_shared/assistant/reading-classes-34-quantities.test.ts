// Plain arithmetic on typed quantities (issue 19, docs/assistant.md rule 99): questions no named reader
// answers, whose every number is money, a percent or a count of something named, and whose words ask
// for a total, a price times how many, an amount per thing, a percent of an amount, a percent change
// or a part of a whole. Phrasings are our own; figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';
import { readQuantities } from './typed-quantities.ts';
import { normalizeText } from './parse-numbers.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};
const ASKED_BACK = /One question before I compute|I need a few more numbers|not sure how to help/;

describe('typed quantities', () => {
  it('reads money with what it is per, counts with their unit, and percents', () => {
    const read = readQuantities(
      normalizeText('40 acres at $6,500 an acre, $35 per pet per month, 3 weeks, 90% booked, $2,100 a week'),
    );
    expect(read?.map((q) => [q.kind, q.value, q.unit ?? q.per, q.perTime])).toEqual([
      ['count', 40, 'acre', undefined],
      ['money', 6500, 'acre', undefined],
      ['money', 35, 'pet', 'month'],
      ['count', 3, 'week', undefined],
      ['percent', 0.9, undefined, undefined],
      ['money', 2100, 'week', undefined],
    ]);
  });

  it('reads nothing when a number has no unit it can name', () => {
    expect(readQuantities(normalizeText('the fee is $40 and there are 12 of them, total?'))).toBeNull();
  });

  it('leaves a year of the story out', () => {
    expect(readQuantities(normalizeText('bought in 2018 for $300k, now $360k'))?.length).toBe(2);
  });
});

describe('a total over one period', () => {
  it.each([
    // 5,940/12 + 2,820/12 + 4,380/12 = 495 + 235 + 365
    [
      'yearly dues 5,940, insurance $2,820/yr and taxes $4,380 per year. what is all that a month combined?',
      ['$1,095.00'],
    ],
    // 180/4*... quarterly 180 → 720 a year; 25/mo → 300; 60/mo → 720
    [
      'water is $180 a quarter, trash $25 a month and internet $60 a month. what does that add up to per year?',
      ['$1,740.00'],
    ],
    // 1,840 + 450 + 175 + 85
    [
      'P&I is $1,840, taxes 5400 a year, insurance 2100 a year and the HOA 85 a month. total monthly housing cost?',
      ['$2,550.00'],
    ],
    // 12*95 + 1,200 = 2,340
    [
      'lawn care $95 a month and snow removal $1,200 a year, how much is that a year in total?',
      ['$2,340.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('adds no income to costs', () => {
    expect(
      converse('rent is $2,400 a month and the mortgage $1,900 a month, what is the total per year?'),
    ).not.toContain('$51,600.00');
  });
});

describe('a price times how many', () => {
  it.each([
    // 35 × 22 × 12
    ['we charge $35/mo pet rent and 22 tenants have pets. how much is that a year?', ['$9,240.00']],
    // 425 × 21 × 0.9
    [
      'we keep 3 weeks in august for ourselves. those nights rent for $425 and about 90% of them would book. how much income do we give up?',
      ['$8,032.50'],
    ],
    // 60 × 14 × 12 = 10,080
    [
      'parking is $60 per space per month and we lease 14 spaces, how much a year does that bring in?',
      ['$10,080.00'],
    ],
    // 40 × 210 × 12 × 0.9 = 90,720 (an occupancy reaches the layer as a vacancy)
    [
      'the storage building has 40 units at $210 a month and is about 90% occupied. yearly revenue?',
      ['$90,720.00'],
    ],
    // 189 × 2 weeks × 7 = 2,646
    ['two weeks at $189 a night, how much is the total?', ['$2,646.00']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('an amount per thing', () => {
  it.each([
    // 9,600 / 5 = 1,920; / 7 = 274.29
    [
      'our timeshare-style share is $9,600 a year for 5 weeks of use. what is that per week and per night?',
      ['$1,920.00', '$274.29'],
    ],
    // 7,800 / 6 weeks = 1,300; / 7 = 185.71
    [
      'We pay $7,800 a year for the cabin and get 6 weeks there. What does it cost us per week, and per night if a week is 7 nights?',
      ['$1,300.00', '$185.71'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a percent of an amount', () => {
  it.each([
    // 31,250 × 11.5% = 3,593.75
    [
      'bookings subject to occupancy tax were $31,250 last quarter and the tax is 11.5%. how much do I owe the county?',
      ['$3,593.75'],
    ],
    // 12% × 2,875 × 12 = 4,140
    [
      "the broker wants 12% of the first year's rent and the place is $2,875 a month. what is the fee?",
      ['$4,140.00'],
    ],
    // 56,000 × (6% + 2.5%) = 4,760; left 51,240
    [
      'the platform keeps 6% and card fees are 2.5% of $56,000 in bookings. how much do they take and what do I keep?',
      ['$4,760.00', '$51,240.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('never takes a rate of interest as a share of an amount', () => {
    expect(converse('I owe $200,000 and the interest is 6%. how much do I pay?')).not.toContain('$12,000.00');
  });
});

describe('a percent change and a part of the whole', () => {
  it.each([
    // (410 − 275) / 275 = 49.09%
    [
      'we paid $275k for the condo in 2019 and it appraised at $410k this spring. percentage gain?',
      ['$135,000.00', '49.09%'],
    ],
    // (2,590 − 1,850)/1,850 = 40%
    ['premium went from $1,850 to $2,590, what is the percent increase?', ['40.00%']],
    // 515 / 500 = 103%
    ['what percent of the asking price did we get? asking was $500k and it sold for $515k', ['103.00%']],
    // worth now 410, paid 275: (410 − 275) / 275
    ['the house is worth $410k now and we paid $275k for it. what is the percent gain?', ['49.09%']],
    // 455,000 / 469,900 = 96.83%
    ['list price was 469,900 and it closed at 455,000, whats the sale-to-list ratio in %', ['96.83%']],
    // (1,110,000 − 765,000) / 765,000 = 45.10%
    ['By what percent is Lakewood ($1.11M median) prcier than Maple Grove ($765K)', ['45.10%']],
    // (420 − 399) / 420 = 5.00%
    ['how much cheaper in percent is the condo at $399k than the townhouse at $420k?', ['5.00%']],
    // 48,600 / 67,500 = 72%
    [
      'Out of the $67,500 we brought in, $48,600 was in the summer months. what percent was that?',
      ['72.00%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a payback, a saving goal and a difference', () => {
  it.each([
    // (3,200 − 400) / (35 × 12) = 6.67
    [
      'the new water heater is $3,200 and the utility gives a $400 rebate. it should save about $35 a month. how many years to pay for itself?',
      ['$2,800.00', '6.7'],
    ],
    // 6,000 / 600 = 10
    ['roof coating costs $6,000 and cuts cooling by $600 a year, payback?', ['10 years']],
    // (12,000 − 3,000) / 24 = 375
    [
      'we need $12,000 for the roof in 2 years and have $3,000 saved. how much per month should we set aside?',
      ['$375.00'],
    ],
    // (30,000 − 6,000) / 18 = 1,333.33
    [
      'want 30k saved up for a kitchen in 18 months, ive got 6k already. how much a month do i need to put away?',
      ['$1,333.33'],
    ],
    // 21,150 − 18,400
    ['quote A is $18,400 and quote B is $21,150, how much more is B?', ['$2,750.00']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('plain loan questions the quantity layer made us look at', () => {
  it('pays what is owed over the years left', () => {
    // 240,000 at 6.5% over 26 years
    expectAll(converse('we owe 240k at 6.5% with 26 years left. what should the monthly P&I be?'), [
      'Term: 26 years',
    ]);
  });

  it('reads a payment "from 1946 to $1,571" as two payments, not a year', () => {
    // 6,375 / (1,946 − 1,571) = 17
    expectAll(
      converse(
        'refinancing would cost $6,375 in closing costs and drop my payment from 1946 to $1,571. how long until I break even?',
      ),
      ['17 months'],
    );
  });

  it('reads a bare number "less per month" as the saving of a refinance', () => {
    // 5,400 / 180 = 30
    expectAll(
      converse('refi closing costs 5,400, new payment is 180 less per month. break even in how many months?'),
      ['30 months'],
    );
  });
});

describe('near misses stay asked', () => {
  it.each([
    'the fee is $40 and there are 12 of them. how much?',
    'I have $50,000 and $20,000. what should I do?',
    // Two values and a comparative typed with a slip: no share is guessed by size.
    'Maple Grove median 675,000, Brookline median 930k. what percent highr is Brookline',
    // A whole named that no amount's words name: which is the part is not guessed.
    'what percent of my income goes to these? $1,200 and $800',
    // A named metric is its own calculation (break-even occupancy needs the debt service).
    'break-even occupancy with opex 90k and PGI 240k?',
    // A payback with nothing said to be saved or earned each period.
    'the panels cost $18,000 and the bill is $150 a month. how long to pay back?',
  ])('%s', (question) => expect(converse(question)).toMatch(ASKED_BACK));
});
