// Financing questions as classes, second round (issue 19; docs/assistant.md rule 54):
// each block is one class a user could type many ways, with phrasings of our own and figures computed
// apart (the arithmetic beside each), and a case where the class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const ASKS = /One question before I compute/;

describe('a loan balance after N payments with a calendar date in the story', () => {
  it.each([
    // i = 0.0599/12, P&I 2,275.86; 380,000(1+i)^60 − P&I × ((1+i)^60 − 1)/i = 353,562.83
    [
      "took out 380k at 5.99 on a 30yr back in march 2019, after exactly 60 payments what's left",
      '$353,562.83',
    ],
    // i = 0.06125/12, 48 payments on 410,000 over 360: 388,387.56
    ['we closed in 2020 on 410k @ 6 1/8 30 yrs; balance after 48 payments?', '$388,387.56'],
    // 5 years = 60 payments on 300,000 at 6.5% over 360: 280,832.93 (the "30 years in 2021" is the term)
    [
      "borrowed $300,000 at 6.5% for 30 years in 2021 — what's the balance after 5 years of payments",
      '$280,832.93',
    ],
    // 36 payments on 325,000 at 3.1% over 360: 304,345.16
    [
      'Refinanced in Sept. 2021 to 3.1% on 325k for 30 yrs. principal remaining after 36 pmts?',
      '$304,345.16',
    ],
    // 72 payments on 250,000 at 4.25% over 360: 221,808.64
    [
      'got a 250,000 mortgage in june of 2018, 4.25%, 30 year. how much do I still owe after 72 payments',
      '$221,808.64',
    ],
    // a count in words: 60 payments on 450,000 at 2.875% over 360 = 399,160.75
    ['we started the loan in summer 2021: 450k, 2.875%, 30 yr. balance after sixty payments?', '$399,160.75'],
    // "2020 purchase" is a date; 4 years = 48 payments on 310,000 at 3.5% over 360 = 284,902.85
    ["2020 purchase, loan was 310k at 3.5% 30yrs, we're 4 years in, how much is left", '$284,902.85'],
    // 84 payments on 275,000 at 4.375% over 360 = 238,670.00
    [
      'mortgage from back in 2017, 275k @ 4 3/8, 30 years, how much principal is left after 84 payments',
      '$238,670.00',
    ],
  ])('%s', (q, balance) => {
    const a = converse(q);
    expect(a).toContain(balance);
    expect(a).not.toMatch(ASKS);
    expect(a).not.toContain('2,019');
  });

  it('never takes the time elapsed from a date alone: asks, and the reply completes it', () => {
    const q = "took out 380k at 5.99 on a 30yr back in march 2019, what's left now";
    const asked = converse(q);
    expect(asked).toMatch(ASKS);
    expect(asked).not.toMatch(/Remaining balance/);
    expect(converse(q, 'after 60 payments')).toContain('$353,562.83');
  });

  it("reads what is left of a month's money or of savings as no balance question", () => {
    for (const q of [
      "rent is 2,000 and the mortgage is 1,500, what's left each month",
      "after a 20% down payment on 400k, what's left of my 100k savings",
    ])
      expect(converse(q)).not.toMatch(/remaining balance|Remaining balance/);
  });
});

describe('the most house a housing (front-end) ratio allows', () => {
  it.each([
    // 132,000/12 × 28% = 3,080; − 650 = 2,430 P&I; PV at 6.5%/12 over 360 = 384,452.29; ÷ 0.90 = 427,169.21
    [
      'lender caps housing at 28% of gross, we make 132k a year, taxes+insurance+hoa about 650/mo, 6.5% 30 yr, 10% down. max P&I, max loan, max price?',
      ['$2,430.00', '$384,452.29', '$427,169.21'],
    ],
    // 9,500 × 31% = 2,945; − 700 = 2,245; PV at 7% over 360 = 337,440.49; ÷ 0.95 = 355,200.52
    [
      "front-end ratio 31%, income 9,500 a month, T/I/HOA 700 a month, rate 7% for 30 years, putting 5% down: what's the most house I can afford",
      ['$2,245.00', '$337,440.49', '$355,200.52'],
    ],
    // 110,000/12 × 28% = 2,566.67; − 540 = 2,026.67; PV at 6.25% = 329,155.44; ÷ 0.80 = 411,444.30
    [
      'our lender allows 28% front end. gross 110,000/yr. taxes ins and hoa total $540 monthly. 6.25% 30yr fixed, 20% down. how much loan and what price',
      ['$2,026.67', '$329,155.44', '$411,444.30'],
    ],
    // 9,000 × 30% = 2,700; − (350 + 120 + 80) = 2,150; PV at 6.875% = 327,280.51; ÷ 0.85 = 385,035.90
    [
      'we earn 9k/mo gross, bank lets housing be 30% of income, taxes 350/mo insurance 120/mo hoa 80/mo, 6.875% 30yr, 15% down — how much house can we buy?',
      ['$2,150.00', '$327,280.51', '$385,035.90'],
    ],
    // 150,000/12 × 28% = 3,500; − 800 = 2,700; PV at 7.125% = 400,760.84; ÷ 0.80 = 500,951.05
    [
      'housing capped at 28% of our $150,000 salary; T&I+HOA $800 a month; 7.125 30 year fixed; 20% down; max price?',
      ['$2,700.00', '$400,760.84', '$500,951.05'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(ASKS);
  });

  it('leaves a back-end limit with debts to the DTI readers', () => {
    const a = converse(
      '28% front end, 43% back end, income 10k/mo, car 400, taxes/ins 600/mo, 6.5% 30yr, 10% down, max price?',
    );
    expect(a).not.toMatch(/The most house by the housing ratio/);
  });
});

describe('the difference in P&I between two homes', () => {
  it.each([
    // loans 418,500 and 378,000 at 6.75% over 360: 2,714.38 and 2,451.70; gap 262.68
    [
      'house near work is 465k, one in the suburbs 420k, 10% down on either, 30 yr at 6.75, how much more per month is the closer one',
      ['$2,714.38', '$2,451.70', '$262.68'],
    ],
    [
      'how much more would the 465k one cost me a month vs the 420k one, 10% down, 6.75% 30 years',
      ['$2,714.38', '$2,451.70', '$262.68'],
    ],
    // loans 311,920 and 364,000 at 6.5%: 1,971.55 and 2,300.73; gap 329.18
    [
      'comparing a $389,900 condo and a $455,000 townhouse, 20% down either way, 6.5% 30-year. difference in monthly payment?',
      ['$1,971.55', '$2,300.73', '$329.18'],
    ],
    // loans 345,000 and 380,000 at 7.25%: 2,353.51 and 2,592.27; gap 238.76
    [
      '395k vs 430k with 50k down, 7 1/4 on a 30yr, how much higher is the payment on the bigger one',
      ['$2,353.51', '$2,592.27', '$238.76'],
    ],
    // loans 433,500 and 403,750 at 6.625% over 180: 3,806.10 and 3,544.90; gap 261.20
    [
      "we like two places, 510,000 and 475,000. putting 15% down, 6.625% 15 yr. what's the monthly difference",
      ['$3,806.10', '$3,544.90', '$261.20'],
    ],
    // "per month is a 600k house" is no monthly amount: loans 480,000 and 440,000 at 7% = gap 266.12
    [
      'how much more per month is a 600k house than a 550k house if I put 20% down at 7% on a 30 year?',
      ['$266.12'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(ASKS);
  });

  it('asks for the down payment when none is said, never reading one price as the cash down', () => {
    const q = 'house 465k vs 420k, 6.75 30 yr, how much more a month';
    const asked = converse(q);
    expect(asked).toMatch(ASKS);
    expect(asked).not.toContain('$45,000');
    expect(converse(q, '10% down on either')).toContain('$262.68');
  });
});

describe('area conversions', () => {
  it.each([
    // 0.28 × 43,560 = 12,196.8
    ['0.28 acres in sq ft', '12,196.8 sq ft'],
    // 15,000 ÷ 43,560 = 0.3444
    ['how many acres is 15,000 sf', '0.3444 acres'],
    // 1.5 × 43,560 = 65,340
    ['lot is 1.5 acres, how many square feet', '65,340 sq ft'],
    // 1/4 × 43,560 = 10,890
    ['1/4 acre in sq ft?', '10,890 sq ft'],
    // 0.5 × 43,560 = 21,780
    ['0.5 acre lot, sq ft?', '21,780 sq ft'],
    // a lot's sides: 50 × 120 = 6,000 sq ft ÷ 43,560 = 0.1377 acres; 75 × 140 = 10,500 ÷ 43,560 = 0.241
    ['how many acres is a 50x120 lot', '0.1377 acres'],
    ["lot is 75' x 140', how many acres", '0.241 acres'],
    // 120 × 10.7639 = 1,291.67
    ['120 square meters in square feet', '1,291.7 sq ft'],
    // 2,400 ÷ 10.7639 = 222.97
    ['a 2,400 sq ft house is how many square meters', '223 square meters'],
    // 2 × 43,560 ÷ 10.7639 = 8,093.72
    ['the lot is 2 acres, how many square meters is that', '8,093.7 square meters'],
  ])('%s', (q, figure) => {
    expect(converse(q)).toContain(figure);
  });

  it('leaves an area with a price to the readers of prices', () => {
    expect(converse('lot 0.3 acres listed at 90k, price per sq ft?')).not.toMatch(/Area conversion/);
  });
});

describe('simple payback of a cost that saves money', () => {
  // Years to two decimals where rule 100's project reader answers ("10.96 years"), one decimal in the
  // simple payback reader's own answers.
  it.each([
    // 24,500 ÷ (165 × 12 = 1,980) = 12.37 years, 148 months
    [
      'solar costs 24,500 after the credit and saves $165/mo, payback in years?',
      ['12.4 years', '148 months'],
    ],
    // 18,000 ÷ (90 × 12 = 1,080) = 16.67 years, 200 months
    ['new windows 18k, save 90 a month on heating', ['16.7 years', '200 months']],
    // 12,000 ÷ 1,100 = 10.91 years, 131 months
    ['heat pump 12,000 saves 1,100 a year, how long to pay back', ['10.91 years', '131 months']],
    // 9,800 ÷ (120 × 12 = 1,440) = 6.81 years
    [
      'spent $9,800 on attic insulation + new hvac, cuts our bills by about 120/mo. how many years to recoup',
      ['6.81 years'],
    ],
    // 31,000 ÷ 2,400 = 12.92 years
    ['roof solar quote 31k, expected savings of 2,400/yr, break even?', ['12.92 years']],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).toMatch(/Simple payback/);
  });

  it('leaves a loan break-even to the refinance readers and saving up to other questions', () => {
    expect(converse('closing costs 6k, saves 200 a month, break even?')).not.toMatch(/Simple payback/);
    expect(converse('we save 500 a month toward a 30k down payment, how long')).not.toMatch(/Simple payback/);
  });
});

describe('the salary a move needs by cost of living', () => {
  it.each([
    // 118,000 × 118 ÷ 104 = 133,884.62
    [
      'make 118k, cost of living index austin 104, denver 118, what salary do I need in denver',
      '$133,884.62',
    ],
    // 95,000 × 1.20 = 114,000
    ['I earn 95,000. cost of living is 20% higher there. what salary do I need', '$114,000.00'],
    // 90,000 × 148.2 ÷ 96.5 = 138,217.62
    [
      'moving from raleigh (COL 96.5) to boston (COL 148.2) on a $90k salary, what do i need to make',
      '$138,217.62',
    ],
    // 80,000 × 120 ÷ 95 = 101,052.63
    [
      'COL index here is 95 and 120 in seattle. i make 80,000 a year. equivalent salary in seattle?',
      '$101,052.63',
    ],
    // 100,000 × 142 ÷ 101 = 140,594.06 (the place moved to named before its index)
    [
      "I'm making $100k in Dallas (COL index 101). Moving to San Diego (COL index 142). What salary keeps me even?",
      '$140,594.06',
    ],
    // 72,000 × 0.88 = 63,360
    [
      'salary 72k. the cost of living in phoenix is 12% lower than where I am, what salary would I need there',
      '$63,360.00',
    ],
  ])('%s', (q, salary) => {
    const a = converse(q);
    expect(a).toContain(salary);
    expect(a).not.toMatch(ASKS);
  });

  it('asks which index is where the user lives when nothing tells, and the reply completes it', () => {
    const q = 'cost of living index 104 vs 118, I make 118k, what salary do I need';
    const asked = converse(q);
    expect(asked).toMatch(ASKS);
    expect(asked).not.toMatch(/Maximum home price/);
    expect(converse(q, 'the first is where I live now')).toContain('$133,884.62');
  });
});

describe('points or lender credits with how long the borrower stays', () => {
  it.each([
    ["points vs lender credits, which makes sense if I'm only staying like 4 years", '4 years'],
    ["should I buy points if I'll only be in the house 5 years", '5 years'],
    ['buydown or lender credit if we plan to sell in 3 yrs', '3 years'],
    ["is it worth paying discount points if we're gonna refinance in 2 years", '2 years'],
    ["pts or lender credit? we'll prob move in 6 yrs", '6 years'],
    ['planning to keep the loan 10 years, should I buy down the rate with points', '10 years'],
    ['does buying down the rate make sense for a 7 year hold', '7 years'],
  ])('%s', (q, stay) => {
    const a = converse(q);
    expect(a).toContain(`Staying about ${stay}`);
    expect(a).toMatch(/break-even/);
    expect(a).not.toMatch(/I need a bit more|One question before/);
  });

  it('a temporary buydown gets its own article with the stay addressed', () => {
    const a = converse("2-1 buydown vs lender credit, we're selling in 4 years");
    expect(a).toMatch(/### Temporary buydowns/);
    expect(a).toContain('Staying about 4 years');
  });

  it('with amounts it is a calculation, not the article', () => {
    expect(converse('points vs lender credits on a 400k loan, staying 4 years')).not.toContain(
      'Staying about',
    );
    expect(converse('should I pay 2 points if I stay 4 years')).not.toContain('Staying about');
  });
});
