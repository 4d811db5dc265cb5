// A vacation or second home's owners (docs/assistant.md rule 98): personal use, splitting costs,
// co-owners, depreciation, financing follow-ups, read through the whole assistant with phrasings of
// our own beside the examples outside evaluators gave. Expected figures were worked apart.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('the personal-use limit: the greater of 14 days or 10% of days rented (rule 98)', () => {
  it.each([
    [
      "We rented the lake house 210 days this year. If our personal use can't go over the greater of 14 days or 10% of the days it's rented, how many days can the family use it?",
      ['**21 days**'],
    ],
    [
      'rented 100 days. personal use max is greater of 14 days or 10% of rental days. how many days can we use it',
      ['**14 days**'],
    ],
    // 10% of 185 = 18.5: 18 whole days (the year and the wife's age are story)
    [
      'Our cabin got booked 185 nights in 2025. My wife is 54 and wants to know, under the 14-day rule, how many days can we stay there ourselves?',
      ['18.5', '**18 days**'],
    ],
    [
      'how many personal days r allowed if we rent it 320 days, limit being the greater of fourteen days or ten percent of rented days',
      ['**32 days**'],
    ],
    // limit 18; 25 used is 7 over
    [
      'We used it ourselves 25 days and rented it 180 days; the cap on personal use is the greater of 14 days or 10% of days rented. Are we over the limit?',
      ['**18 days**', '**7 days over**'],
    ],
    [
      'Max personal use days? we rent the condo 140 days a yr and the limit is greater of 14 days or 10%',
      ['**14 days**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('expenses allocated to rental by days rented over days used (rule 98)', () => {
  it.each([
    [
      'We rented our beach house 150 days and used it ourselves 30 days. If we split the $18,000 of annual expenses by rental days over total days used, what percent is rental and how many dollars is that?',
      ['83.33%', '$15,000.00'],
    ],
    [
      'Split 12k of expenses: rented 90 days, personal use 30 days. What portion is rental?',
      ['75.00%', '$9,000.00'],
    ],
    // 200 / 250 = 80%; 22,500 × 0.8 = 18,000
    [
      'house was rented out 200 nights and we stayed 50 nights ourselves; total costs were $22,500. how much of the costs can I deduct as rental by the days ratio',
      ['80.00%', '$18,000.00'],
    ],
    // 120 / 140 = 85.71%; 9,800 × 120/140 = 8,400
    [
      'cabin: $9,800 in yearly costs, 120 rental days, 20 days of personal use. allocate the expenses — rental share %?',
      ['85.71%', '$8,400.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a year of costs split by the weeks, nights or days each uses (rule 98)', () => {
  it.each([
    [
      "Three siblings here, we inherited mom's lake cottage (she bought it back in 1987). We agreed to split the $24,000 in yearly costs by weeks used: I use 6 weeks, my brother 4, my sister 2. What does each of us owe for the year?",
      ['$12,000.00', '$8,000.00', '$4,000.00'],
    ],
    // 18,000 × 40/90 = 8,000; 20/90 = 4,000; 10/90 = 2,000
    [
      'Me, my two sisters and my dad share the beach house. Costs are 18k a year, split by nights used: Dad 40 nights, Amy 20, Beth 20, me 10. What does each owe?',
      ['$8,000.00', '$4,000.00', '$2,000.00'],
    ],
    [
      "divide $9,000 of upkeep in proportion to weeks: we use 3 weeks, the Smiths use 6 weeks. what's each family's share?",
      ['$3,000.00', '$6,000.00'],
    ],
    // 15,000 × 5/8 = 9,375; 3/8 = 5,625
    [
      'split $15k cabin costs by weeks used, i get 5 weeks, my cousin gets 3 weeks — what does each of us pay',
      ['$9,375.00', '$5,625.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe("a co-ownership share's cost per week and per night (rule 98)", () => {
  it.each([
    [
      'Our co-ownership share costs us $9,600 a year and we get 5 weeks at the house. What is that per week, and per night if each week is 7 nights?',
      ['$1,920.00', '$274.29'],
    ],
    [
      'our fractional share is $14,000/yr for 4 weeks. cost per week and per night?',
      ['$3,500.00', '$500.00'],
    ],
    // 7,200 ÷ 2 ÷ 7 = 514.29
    ['We pay 7.2k annually for a timeshare share that gives us 2 weeks. How much per night?', ['$514.29']],
    // 11,000 ÷ 4 = 2,750; ÷ 6 nights = 458.33
    [
      'Fractional ownership: $11,000 a year, we get four weeks, each week is 6 nights. per week and per night cost?',
      ['$2,750.00', '$458.33'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('the net cost of each night of own use (rule 98)', () => {
  it.each([
    [
      "Owning the lake place runs about $38,000 a year all in, and rentals bring in $26,500. We use it ourselves 35 nights. What's our net cost per night of our own use?",
      ['$11,500.00', '$328.57'],
    ],
    [
      'Owning the cabin costs us 42k/yr; airbnb income 30k. we stay there 6 weeks. net cost per week of our own use?',
      ['$12,000.00', '$2,000.00'],
    ],
    [
      'we spent $31,000 running the condo last year (2024), guests paid $19,000 in rent, and we used it 24 nights personally. what did each night we used it really cost us, net?',
      ['$12,000.00', '$500.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('straight-line depreciation of assets with different lives (rule 98)', () => {
  it.each([
    [
      'my CPA says depreciate the cabin building ($360k basis) over 39 years and the furnishings ($24k) over 5 years, straight line, a full year each year. whats the yearly depreciation for each and combined?',
      ['$9,230.77', '$4,800.00', '$14,030.77'],
    ],
    [
      'Depreciation: house $275,000 over 27.5 years, furniture and appliances $15k over 7 years. yearly amount for each and total?',
      ['$10,000.00', '$2,142.86', '$12,142.86'],
    ],
    [
      'straight line: building 500k over 39 yrs, land improvements 60k over 15 years, furnishings 30k over 5 years. annual depreciation each and total',
      ['$12,820.51', '$4,000.00', '$6,000.00', '$22,820.51'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('near misses that are no vacation-home owner class (rule 98)', () => {
  it('a payment question with weeks and a share is not a cost per week', () => {
    expect(converse('payment on a $400k loan at 6.5% for 30 years')).not.toMatch(
      /per week|Personal-use|Costs split/,
    );
  });
  it('a cost split evenly among units is no split by weeks used', () => {
    expect(
      converse('Operating expenses last year were $312K on a 44-unit building. Per unit per year?'),
    ).not.toMatch(/Costs split by/);
  });
  it('a single building depreciated is the depreciation calculator, not assets by life', () => {
    expect(converse('depreciation on a $400k rental, land $80k')).not.toMatch(/by asset/);
  });
  it('the 14-day rule asked as a concept is explained, not computed', () => {
    expect(converse('what is the 14-day rule for vacation homes?')).not.toMatch(/Personal use allowed/);
  });
});
