// Commercial, market and property classes (docs/assistant.md rule 50): a loan sized by a debt yield and
// an LTV with no DSCR, a rent per foot quoted a month, a seller's net with its own costs, growth
// between two years, a percent change, and the average of comps' $/sf. Phrasings of our own, figures
// worked apart (python3) beside each.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a loan sized by a debt yield and an LTV, with no DSCR', () => {
  it.each([
    // DY 880,000 / 0.10 = 8,800,000; LTV 0.65 × 12,500,000 = 8,125,000 → LTV binds
    [
      'NOI 880k; lender needs 10% debt yield and caps LTV at 65% on a 12.5M value: max loan under each test?',
      ['$8,800,000.00', '$8,125,000.00'],
      '**$8,125,000.00**: the LTV 65.00% limit binds',
    ],
    // DY 705,000 / 0.09 = 7,833,333.33; LTV 0.70 × 9,200,000 = 6,440,000 → LTV binds
    [
      'property appraised at $9.2 mil, noi of 705,000. bank wants min DY 9% and max 70% LTV - how much can we borrow under each?',
      ['$7,833,333.33', '$6,440,000.00'],
      '**$6,440,000.00**: the LTV 70.00% limit binds',
    ],
    // DY 480,000 / 0.11 = 4,363,636.36; LTV 0.75 × 6,000,000 = 4,500,000 → debt yield binds
    [
      'max loan? 75% ltv on 6,000,000 value, 11% debt yield, NOI $480k',
      ['$4,363,636.36', '$4,500,000.00'],
      '**$4,363,636.36**: the debt yield 11.00% limit binds',
    ],
    // DY 1,100,000 / 0.085 = 12,941,176.47; LTV 0.65 × 16,500,000 = 10,725,000 → LTV binds
    [
      "what's the biggest loan we can get: net operating income 1.1M, 65% loan-to-value, value 16.5M, debt-yield 8.5%",
      ['$12,941,176.47', '$10,725,000.00'],
      '**$10,725,000.00**: the LTV 65.00% limit binds',
    ],
    // DY 640,000 / 0.10 = 6,400,000; LTV 0.60 × 10,800,000 = 6,480,000 → debt yield binds ("yeild")
    [
      'noi 640k, lender: 10 % debt yeild, 60% LTV, value 10.8M, loan sizing under each test',
      ['$6,400,000.00', '$6,480,000.00'],
      '**$6,400,000.00**: the debt yield 10.00% limit binds',
    ],
    // DY 690,000 / 0.095 = 7,263,157.89; LTV 0.70 × 7,400,000 = 5,180,000 → LTV binds
    [
      'lender sizes at a debt yield of 9.5% and LTV of 70% on the 7.4M appraisal; NOI 690k. max proceeds under each test and which one binds?',
      ['$7,263,157.89', '$5,180,000.00'],
      '**$5,180,000.00**: the LTV 70.00% limit binds',
    ],
  ])('%s', (question, each, binding) => {
    const answer = converse(question);
    expect(answer).toContain('### Maximum loan from each limit');
    for (const loan of each) expect(answer).toContain(loan);
    expect(answer).toContain(binding);
  });

  it('a rate stated without a DSCR is not dropped: no loan from two limits alone', () => {
    expect(
      converse('NOI 880k, 10% debt yield, 65% LTV on 12.5M, rate 6.5%: max loan under each test?'),
    ).not.toContain('### Maximum loan from each limit');
  });
});

describe('total gain and the yearly rate between a purchase and now', () => {
  it.each([
    // 455/318 − 1 = 43.08%; (455/318)^(1/8) − 1 = 4.58% (2017 → 2025)
    ['bought 2017 for 318k, comps say 455k now (2025): total % gain and annual rate?', '43.08%', '4.58%'],
    // 402/275 − 1 = 46.18%; (402/275)^(1/9) − 1 = 4.31% (2016 → 2025, the year "it's" now)
    [
      "paid 275k in 2016, zestimate 402,000 today. it's 2025 - how much has it gone up total and per year?",
      '46.18%',
      '4.31%',
    ],
    // 261/189.9 − 1 = 37.44%; (261/189.9)^(1/6) − 1 = 5.44%
    ["we bought at 189,900 and it's worth 261k now, over 6 yrs. total gain + annualized?", '37.44%', '5.44%'],
    // 505/410 − 1 = 23.17%; (505/410)^(1/5) − 1 = 4.26% (2019 → 2024)
    ['purchase 2019 $410k, appraisal 2024 $505,000, CAGR?', '23.17%', '4.26%'],
    // 420/300 − 1 = 40.00%; (420/300)^(1/9) − 1 = 3.81%
    ['from 2016 to today (2025) our place went 300k to 420k, yearly growth?', '40.00%', '3.81%'],
    // written newest first: 455/318 − 1 = 43.08%; 8 years → 4.58%
    ["worth 455k now, bought for 318k in 2017. it's 2025, total gain and annual rate?", '43.08%', '4.58%'],
  ])('%s', (question, total, yearly) => {
    const answer = converse(question);
    expect(answer).toContain(`Total gain: **${total}**`);
    expect(answer).toContain(`**${yearly}** a year`);
  });

  it('a taxable gain or an annual depreciation is no growth rate', () => {
    expect(
      converse('sold for 1,530,000, bought for $955,000 11 years ago, married filing jointly: taxable gain'),
    ).not.toContain('Yearly appreciation');
    expect(
      converse("rental bought for 410k, land value is 95k. what's my annual depreciation over 27.5 yrs?"),
    ).not.toContain('Yearly appreciation');
  });

  it('"today" with no year stated gives the total and asks the years, never a yearly rate', () => {
    // 420/300 − 1 = 40.00%
    const answer = converse('bought in 2016 for 300k, worth 420k today, annual appreciation?');
    expect(answer).toContain('Total gain: **40.00%**');
    expect(answer).toContain('What year is it now');
    expect(answer).not.toContain('a year (compounded');
  });
});

describe('the percent change between two figures', () => {
  it.each([
    // 379/365 − 1 = +3.84%
    ['median went from 365,000 last year to 379k this year, what % is that', 'up 3.84%'],
    // 1105/1240 − 1 = −10.89%
    ['inventory went 1,240 → 1,105, % change?', 'down 10.89%'],
    // newest first: 1105/1240 − 1 = −10.89%
    ['active listings 1,105 now vs 1,240 last year - percent change?', 'down 10.89%'],
    // 29/41 − 1 = −29.27%
    ['avg DOM was 41 and now 29, by what percent did it drop', 'down 29.27%'],
    // 398.5/412 − 1 = −3.28%
    ['median sale price $412k last yr, $398,500 this yr. % change??', 'down 3.28%'],
    // newest first: 2150/1980 − 1 = +8.59%
    ['this year median rent 2,150 vs 1,980 last year, what percent increase', 'up 8.59%'],
    // 745/812 − 1 = −8.25%
    ['closed sales dropped from 812 to 745 yoy, whats the pct decline', 'down 8.25%'],
  ])('%s', (question, change) => {
    expect(converse(question)).toContain(`Change: **${change}**`);
  });

  it('a count is not shown in dollars', () => {
    expect(converse('inventory went 1,240 → 1,105, % change?')).not.toContain('$1,240');
  });

  it('nothing says which came first: not guessed', () => {
    expect(converse('1,240 and 1,105 listings, % change?')).not.toContain('Change: **');
  });
});

describe("the comps' average $/sf applied to the subject", () => {
  it.each([
    // mean(398/2.05, 421/2.24, 376/1.89) = 193.68/sf; × 2,100 = 406,724.20
    ['comps 398k/2,050sf, 421k/2,240sf, 376k/1,890sf; avg $/sf times my 2,100 sf?', '$193.68', '$406,724.20'],
    // mean(512/2.48, 489.9/2.31, 535/2.655, 499/2.39) = 207.21/sf; × 2,400 = 497,293.64
    [
      'pulled 4 comps: 512k for 2,480 sf, 489,900 for 2,310 sf, 535k at 2,655 sf and 499k w/ 2,390 sf. take the average price per sq ft and apply to my 2,400 sf house',
      '$207.21',
      '$497,293.64',
    ],
    // mean(1,050/2.9, 980/2.75) = 359.22/sf; × 2,800 = 1,005,805.64
    [
      'average $/sqft of these comps x 2800 sqft subject: $1.05M 2,900 sqft, $980k 2,750 sqft',
      '$359.22',
      '$1,005,805.64',
    ],
    // mean(289/1.42, 305.5/1.51, 279/1.38) = 202.67/sf; × 1,450 = 293,872.91
    [
      "my place is 1,450 sf. comps: 289k/1,420sf; 305.5k/1,510sf; 279k/1,380sf. what's the mean psf and what does that make mine worth",
      '$202.67',
      '$293,872.91',
    ],
  ])('%s', (question, perSqft, value) => {
    const answer = converse(question);
    expect(answer).toContain(`Average: **${perSqft}/sq ft**`);
    expect(answer).toContain(`= **${value}**`);
  });

  it('the pooled figure (total price ÷ total sq ft) is named beside, never the lead', () => {
    // (398 + 421 + 376)k / (2,050 + 2,240 + 1,890) = 193.37/sf
    expect(converse('comps 398k/2,050sf, 421k/2,240sf, 376k/1,890sf; avg $/sf times my 2,100 sf?')).toContain(
      'Total price ÷ total sq ft of the comps, $193.37/sq ft',
    );
  });
});

describe('a rent per foot quoted a month, per sq ft a year and a year on the space', () => {
  it.each([
    // 2.65 × 12 = 31.80/sf/yr; × 2,900 = 92,220
    [
      'another space is quoted at 2.65/ft a month for about the same size: per sf per year and annual base on the 2,900 sf?',
      '$31.80',
      '$92,220.00',
    ],
    // 2.40 × 12 = 28.80; × 3,100 = 89,280
    ["what's $2.40/sf/mo on 3,100 sf per year, and per foot annually?", '$28.80', '$89,280.00'],
    // 1.95 × 12 = 23.40; × 5,200 = 121,680
    ['space quoted 1.95 psf monthly NNN, 5,200 sf - annual base rent and $/sf/yr?', '$23.40', '$121,680.00'],
    // 3.10 × 12 = 37.20; × 1,850 = 68,820
    [
      'landlord wants 3.10 a foot a month for 1,850 sf office. yearly rent + annual psf?',
      '$37.20',
      '$68,820.00',
    ],
  ])('%s', (question, perYear, annual) => {
    const answer = converse(question);
    expect(answer).toContain(`Per sq ft a year: **${perYear}**`);
    expect(answer).toContain(`Annual rent: **${annual}**`);
  });

  it('as a follow-up to a lease quoted a year, the monthly quote is put in a year (the area carried)', () => {
    // 2.65 × 12 = 31.80/sf/yr; × 2,900 = 92,220 a year, 7,685 a month
    const answer = converse(
      '2,900 sf retail, base 31/sf/yr NNN, CAM+tax+ins est 8.50/sf/yr: monthly base and monthly total?',
      'another space is quoted at 2.65/ft a month for about the same size: per sf per year and annual base?',
    );
    expect(answer).toContain('$2.65/sq ft a month = $31.8/sq ft a year');
    expect(answer).toContain('($92,220.00 a year)');
    expect(answer).not.toContain('$2.65/sq ft a year');
  });
});

describe("a seller's net with a transfer tax %, credits and title/escrow, and its follow-ups", () => {
  const first =
    "listing at 540k, commission 5%, transfer tax 0.75% total, payoff 286,300, buyer wants 7,500 in credits, title/escrow ~1,900: seller's net?";
  it.each([
    // 540,000 − 5% 27,000 − 0.75% 4,050 − 286,300 − 7,500 − 1,900 = 213,250
    [first, '$213,250.00'],
    // 615,000 − 33,825 − 6,150 − 402,150 − 5,000 − 2,350 = 165,525
    [
      'selling for 615k. 5.5% commission, 1% transfer tax, we owe 402,150, 5k seller credit to buyer, title + escrow 2,350 - what do we walk away with?',
      '$165,525.00',
    ],
    // 389,000 − 23,340 − 1,556 − 158,900 − 3,000 − 1,250 = 200,954
    [
      'seller net sheet pls: sale price $389,000, agents 6%, excise tax .4%, mortgage payoff $158,900, concessions 3k, attorney fee ~1,250',
      '$200,954.00',
    ],
  ])('%s', (question, net) => {
    expect(converse(question)).toContain(`**Estimated net to you** | **${net}**`);
  });

  it.each([
    // 525,000 − 26,250 − 3,937.50 − 286,300 − 7,500 − 1,900 = 199,112.50
    ['if we come down to 525 and they still want the 7.5k', '$525,000.00', '$199,112.50'],
    ['if we come down to 525', '$525,000.00', '$199,112.50'],
    // 529,900 − 26,495 − 3,974.25 − 286,300 − 7,500 − 1,900 = 203,730.75
    [
      'what if we drop the price to 529,900 and they still want 7.5k in credits',
      '$529,900.00',
      '$203,730.75',
    ],
  ])('follow-up: %s', (followUp, price, net) => {
    const answer = converse(first, followUp);
    expect(answer).toContain(`| Sale price | ${price} |`);
    expect(answer).toContain(`**Estimated net to you** | **${net}**`);
  });
});
