// Second parts a reader left out (docs/assistant.md rule 70): for each class, phrasings of our own
// with the arithmetic beside each (worked apart in Python), and a case where the class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (answer: string, figures: readonly string[]) => {
  for (const figure of figures) expect(answer).toContain(figure);
};

describe("two homes' payments with the price premium in dollars and percent of the cheaper", () => {
  it.each([
    // P&I gap: pmt(488,000) − pmt(447,200) at 6.5%/30 = 257.88; 51,000 ÷ 559,000 = 9.12%
    [
      'same model in two subdivisions, 610k vs 559k: premium in $ and %, and the P&I gap at 20% down, 6.5%, 30 yr',
      ['$257.88', '$51,000.00', '9.12%'],
    ],
    // pmt(551,250) − pmt(517,500) at 6.875%/30 = 221.71; 37,500 ÷ 575,000 = 6.52%
    [
      "identical floor plan: 612,500 in Oak Ridge versus 575k in Elm Park. what's the price difference in dollars and percent, and how much more a month with 10% down at 6.875% on a 30 year?",
      ['$221.71', '$37,500.00', '6.52%'],
    ],
    // pmt(439,000) − pmt(405,000) at 7%/30 = 226.20; 34,000 ÷ 455,000 = 7.47%
    [
      'how much more per month is the 489k house than the 455k one with 50k down, 7% 30yr, and what % premium is that?',
      ['$226.20', '$34,000.00', '7.47%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('shows no premium when only the payments are asked', () => {
    const answer = converse('house 610k vs 559k, 20% down, 6.5% 30 yr: how much more a month?');
    expect(answer).toContain('$257.88');
    expect(answer).not.toContain('Price premium');
  });
});

describe('a commute with tolls: tolls over the same days and the total with them', () => {
  it.each([
    // 32 × 2 × 240 × 0.67 = 10,291.20; tolls 2.75 × 2 × 240 = 1,320; total 11,611.20
    [
      'my commute is 32 miles each way, 5 days a week, 48 weeks a year, at 67 cents a mile, plus tolls 2.75 each way. yearly cost?',
      ['$10,291.20', '$1,320.00', '$11,611.20'],
    ],
    // 28 × 2 × 21 × 0.70 = 823.20; tolls 5.50 × 21 = 115.50; total 938.70
    [
      'commute 28 miles each way, 21 days a month, $0.70 a mile and $5.50 a day in tolls. monthly cost with tolls?',
      ['$823.20', '$115.50', '$938.70'],
    ],
    // 45 × 230 × 0.655 = 6,779.25; tolls 6 × 230 = 1,380; total 8,159.25
    [
      '45 miles round trip, 230 days a year, $0.655 per mile, toll is $6 round trip - annual cost incl tolls',
      ['$6,779.25', '$1,380.00', '$8,159.25'],
    ],
    // 30 × 2 × 20 × 0.67 = 804 a month; tolls 90 a month; total 894 a month, 10,728 a year
    [
      'commute 30 mi each way, 20 days a month, 67 cents a mile, tolls run about 90 a month, yearly total?',
      ['$804.00', '$894.00', '$10,728.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it.each([
    // 18 × 2 × 22 × 0.67 = 530.64; 8 × 22 = 176; 706.64 a month, 8,479.68 a year
    [
      'drive is 18 mi one way, 22 workdays a month, irs rate 0.67/mi, bridge toll $8 round trip. monthly and yearly?',
      ['$530.64', '$176.00', '$706.64', '$8,479.68'],
    ],
    // 40 × 250 × 0.70 = 7,000; 4.25 × 2 × 250 = 2,125; 9,125
    [
      'I commute 40 miles round trip 5x a week 50 weeks/yr at $0.70 per mile plus $4.25 tolls each way, total per year?',
      ['$7,000.00', '$2,125.00', '$9,125.00'],
    ],
    // gas: 26 × 2 × 230 × 3.60 ÷ 30 = 1,435.20; 2.50 × 2 × 230 = 1,150; 2,585.20
    [
      'commute: 26 miles each way, 230 days a year, 30 mpg, gas $3.60, tolls $2.50 each way, yearly cost incl. tolls',
      ['$1,435.20', '$1,150.00', '$2,585.20'],
    ],
  ])('more wordings: %s', (question, figures) => expectAll(converse(question), figures));

  it('never drops a toll it cannot place in a period', () => {
    const answer = converse('22 miles each way 4 days a week 50 weeks, 67 cents a mile, tolls 3.25');
    // 22 × 2 × 200 × 0.67 = 5,896 without the toll: never given as the whole cost.
    expect(answer).not.toContain('$5,896.00');
  });
});

describe('after an NOI: the cap rate at a new price and the price for a target cap, both', () => {
  const first = '12 unit building asking 1.05M, gross rents 168k a year, expenses 72k. NOI and cap rate?';
  // NOI = 168,000 × 0.95 − 72,000 = 87,600
  it.each([
    // 87,600 ÷ 980,000 = 8.94%; 87,600 ÷ 7.25% = 1,208,275.86
    [
      'they countered at 980k — cap rate at that? and what price gets me a 7.25 cap?',
      ['8.94%', '$1,208,275.86'],
    ],
    // 87,600 ÷ 1,010,000 = 8.67%
    ["what price gets me a 7.25 cap, and what's the cap if we pay 1.01M?", ['8.67%', '$1,208,275.86']],
    // 87,600 ÷ 995,000 = 8.80%; 87,600 ÷ 7.5% = 1,168,000
    [
      'seller came back at $995,000. cap at that price? also max offer for a 7.5% cap rate',
      ['8.80%', '$1,168,000.00'],
    ],
  ])('%s', (followUp, figures) => {
    const answer = converse(first, followUp);
    expectAll(answer, figures);
    // The cap wanted never makes an NOI of its own.
    expect(answer).not.toMatch(/NOI: \$71,050|implies/);
  });

  it.each([
    // a bare 980 in the thousands of the 1.05M price: 8.94%; 1,208,275.86
    ["at 980 what's the cap? and to hit a 7.25 cap what would I pay?", ['8.94%', '$1,208,275.86']],
    // 87,600 ÷ 1,000,000 = 8.76%; the one percentage is the cap wanted: 87,600 ÷ 7.5% = 1,168,000
    [
      "if we get it for $1M flat, what cap is that, and what's the most we could pay for 7.5%?",
      ['8.76%', '$1,168,000.00'],
    ],
  ])('%s', (followUp, figures) => expectAll(converse(first, followUp), figures));

  it('after an NOI stated outright', () => {
    // 84,000 ÷ 1,100,000 = 7.64%; 84,000 ÷ 7.5% = 1,120,000
    const answer = converse(
      "NOI is 84k, asking 1.2M — what's the cap rate?",
      'seller countered at 1.1M. cap at that, and what price for a 7.5 cap?',
    );
    expectAll(answer, ['7.64%', '$1,120,000.00']);
  });

  it('does not fire when the follow-up changes the NOI itself', () => {
    const answer = converse(first, 'if NOI were 90k, cap at 980k and price for a 7.25 cap?');
    expect(answer).not.toContain('Cap rate at that price, and the price for your cap rate');
  });
});

describe('owning against renting: PMI only below 20% down, in the answer and its follow-ups', () => {
  const first =
    'rent is 2,400 a month. buying a 450k condo with 10% down at 6.75% 30 yr, taxes 1.2%, insurance 1,500 a year, PMI 0.6%. owning vs renting monthly?';
  const second =
    'we rent for 2,100. house 380k, 5% down, 6.875 30yr, taxes 1.2% of price a year, insurance 120/mo, PMI 0.55%, no HOA: total monthly cost to own and how much more than rent?';
  it.each([
    // pmt(360,000, 6.75%, 30) 2,334.95 + 450 + 125 = 2,909.95; − 2,400 = 509.95
    [first, 'and with 20% down so no PMI?', ['$2,909.95', '$509.95']],
    [first, 'what if we put 20% down, no pmi then?', ['$2,909.95', '$509.95']],
    // pmt(304,000, 6.875%, 30) + 380 + 120 = 2,497.06; − 2,100 = 397.06
    [second, 'what if we put 20 percent down — pmi gone then?', ['$2,497.06', '$397.06']],
  ])('%s / %s', (question, followUp, figures) => {
    const answer = converse(question, followUp);
    expectAll(answer, figures);
    expect(answer).toMatch(/PMI: none, as the down payment is 20% or more/);
  });

  it('stated at 20% down from the start, PMI is not added', () => {
    // 2,334.95 + 450 + 125 = 2,909.95 (not 3,089.95 with 180 of PMI)
    const answer = converse(first.replace('10% down', '20% down'));
    expect(answer).toContain('$2,909.95');
    expect(answer).not.toContain('$3,089.95');
  });

  it.each([
    'what would PMI cost on a 400k house with 20% down at 0.5% a year?',
    'PMI at 0.6% on a 500k purchase with 100k down, monthly?',
  ])('a PMI question at 20%% down or more: none (%s)', (question) => {
    const answer = converse(question);
    expect(answer).toContain('PMI: **none**');
    // 320,000 × 0.5% ÷ 12 = 133.33; 400,000 × 0.6% ÷ 12 = 200
    expect(answer).not.toMatch(/\$133\.33|\$200\.00/);
  });

  it('a PMI question below 20% down still costs it', () => {
    // 425,000 × 0.6% ÷ 12 = 212.50
    expect(converse('PMI at 0.6% on a 500k purchase with 75k down, monthly?')).toContain('$212.50');
  });

  it('keeps PMI below 20% down', () => {
    // 15% down: loan 323,000; pmt + 380 + 120 + 323,000 × 0.55% ÷ 12 (148.04) = 2,769.92
    const answer = converse(second, 'and at 15% down?');
    expectAll(answer, ['$148.04', '$2,769.92']);
  });
});

describe('a commute follow-up with days a week and the days a year: the year used, the saving shown', () => {
  it.each([
    // 32 × 2 × 240 × 0.67 = 10,291.20 → 32 × 2 × 144 × 0.67 = 6,174.72; saving 4,116.48
    [
      'commute 32 miles each way 5 days a week 48 weeks, 67 cents a mile. what does that cost a year?',
      'if I go hybrid, 3 days a week (~144 days a year), yearly cost and the saving vs every day?',
      ['$6,174.72', '$4,116.48'],
    ],
    // 25 × 2 × 21 × 0.67 × 12 = 8,442 → 25 × 2 × 150 × 0.67 = 5,025; saving 3,417
    [
      'commute 25 mi each way, 21 days a month, $0.67/mile — cost?',
      'hybrid now: 3 days/wk, ~150 days a year. yearly cost and what I save vs before?',
      ['$5,025.00', '$3,417.00'],
    ],
    // with tolls: 22 × 2 × 230 × 0.67 = 6,780.40 + 3 × 2 × 230 = 1,380 → 8,160.40;
    // 96 days: 2,830.08 + 576 = 3,406.08; saving 4,754.32
    [
      '22 miles each way, 230 days a year, 67 cents a mile, tolls 3 each way. annual cost?',
      'what if I only go in 2 days a week, about 96 days a year? annual cost and savings vs going in every day',
      ['$3,406.08', '$4,754.32'],
    ],
  ])('%s / %s', (question, followUp, figures) => expectAll(converse(question, followUp), figures));

  it('two counts a year are not one change', () => {
    const answer = converse(
      'commute 32 miles each way 5 days a week 48 weeks, 67 cents a mile. what does that cost a year?',
      'would 150 days a year or 200 days a year change it much?',
    );
    expect(answer).not.toContain('5 days a week → 150 days a year');
  });
});

describe('after a yearly appreciation: the value at the same rate later, the rate restated, a what-if rate', () => {
  const first = "our house was worth 285k in 2014 and 465k in 2024, what's the annual growth rate?";
  const whatIf = 'what if it had only grown 3% a year?';
  // r = (465/285)^(1/10) − 1 = 5.02%; 465,000 × (1 + r)^5 = 593,959.73, ^6 = 623,760.41, ^8 = 687,922.36
  it.each([
    [
      "back to the actual rate: if it keeps up 5 more years, what's the value in 2029? and remind me the rate",
      ['$593,959.73', '5.02%'],
    ],
    ['ok at that pace what would it be worth in 2030?', ['$623,760.41', '5.02%']],
    [
      "if that growth continues another 8 years what's it worth, and what was the rate again",
      ['$687,922.36', '5.02%'],
    ],
  ])('after a what-if: %s', (followUp, figures) => expectAll(converse(first, whatIf, followUp), figures));

  it.each([
    // r = (452/310)^(1/7) − 1 = 5.54%; 452,000 × (1 + r)^5 = 591,727.59, ^10 = 774,649.43
    [
      "if it keeps appreciating at that rate, what'll it be worth in 2028? remind me the rate too",
      '$591,727.59',
    ],
    ['at the same pace, 10 more years from now?', '$774,649.43'],
  ])('another house: %s', (followUp, figure) => {
    const answer = converse(
      "bought for 310,000 in 2016, worth 452k in 2023. what's the yearly appreciation?",
      followUp,
    );
    expectAll(answer, [figure, '5.54%']);
  });

  it('straight after the rate', () => {
    expectAll(converse(first, 'if the same rate keeps up 5 more years, what is it worth?'), ['$593,959.73']);
  });

  it('answers the what-if from the first value over the same years', () => {
    // 285,000 × 1.03^10 = 383,016.17; 465,000 − 383,016.17 = 81,983.83
    expectAll(converse(first, whatIf), ['$383,016.17', '$81,983.83']);
  });

  it('does not fire when the years disagree or no appreciation was worked out', () => {
    const disagree = converse(first, "if it keeps up 5 more years, what's the value in 2031?");
    expect(disagree).not.toContain('Value if the same yearly rate keeps up');
    const loan = converse(
      'payment on a 400k loan at 6.5% for 30 years?',
      'if that rate keeps up 5 more years what is it worth?',
    );
    expect(loan).not.toContain('Value if the same yearly rate keeps up');
  });
});
