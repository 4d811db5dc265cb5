// Second parts of a question, ninth round (docs/assistant.md rule 69): for each class, phrasings of
// our own with the arithmetic beside each (worked apart in Python), and a case where the class must
// not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (answer: string, figures: readonly string[]) => {
  for (const figure of figures) expect(answer).toContain(figure);
};

describe('GRM and price per door from a rent per unit', () => {
  it.each([
    // 16 × 1,300 × 12 = 249,600; 2,400,000 ÷ 16 = 150,000; GRM 9.62; 10.5 × 249,600 = 2,620,800
    [
      '16 units asking 2.4M, rents avg 1,300 per unit a month — price per unit, GRM, and the price at a 10.5 GRM',
      ['$249,600.00', '$150,000.00', '9.62', '$2,620,800.00'],
    ],
    // 12 × 1,150 × 12 = 165,600; GRM 10.87; 150,000 a door; 10 × 165,600 = 1,656,000
    [
      "12-unit building for 1.8M, each unit rents for 1,150/mo. what's the GRM and price per door? what price at a 10 GRM?",
      ['$165,600.00', '10.87', '$150,000.00', '$1,656,000.00'],
    ],
    // 8 × 1,000 × 12 = 96,000; GRM 10; 120,000 a door (the rental analysis reads this one right)
    ['GRM on a 8 unit at 960k if rents are 1,000 a unit monthly? and price per door', ['**10**', '$120,000']],
    // 20 × 1,250 × 12 = 300,000; GRM 10.33; 155,000 a door
    [
      'price per unit and gross rent multiplier: 20 doors, 3.1 mil, avg rent 1,250/unit',
      ['$300,000.00', '10.33', '$155,000.00'],
    ],
    // 10 × 1,100 × 12 = 132,000; GRM 10.23; 135,000 a door; 9 × 132,000 = 1,188,000
    [
      'ok so my broker sent me a 10 unit listed at $1,350,000, units rent for $1,100 each per month. what GRM is that and what would it be worth at 9x gross rents? price per door too',
      ['10.23', '$135,000.00', '$1,188,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('never reads a whole building rent as a unit rent', () => {
    expect(converse('16 units asking 2.4M, rents total 20,800 a month, GRM?')).not.toContain(
      'GRM and price per unit',
    );
  });
});

describe('a lease priced per sq ft with yearly increases: the rate per sq ft in year N too', () => {
  it.each([
    // 27 × 1.035^6 = 33.19; × 8,000 = 265,519.15; total Σ 216,000 × 1.035^i (i < 7) = 1,680,352.02
    [
      "8,000 rsf at $27/sf, 3.5% bumps, 7-year term: rate per foot in year 7, that year's rent, total rent",
      ['$33.19/sq ft', '$265,519.15', '$1,680,352.02'],
    ],
    // 30 × 1.03^9 = 39.14; total 1,719,581.90
    [
      "lease 5,000 sf at $30 psf with 3% annual escalations over 10 years. what's the rate per sf in year 10, year 10 rent and total rent over the lease?",
      ['$39.14/sq ft', '$1,719,581.90'],
    ],
    // 22 × 1.04^4 = 25.74; total 1,429,909.16
    [
      'what will I be paying per square foot in year 5? 12,000 usf, starting $22/sf/yr, 4% bumps, 5 year lease. also total rent',
      ['$25.74/sq ft', '$1,429,909.16'],
    ],
    // 2.25 × 12 = 27; 27 × 1.03^2 = 28.64; total 344,032.00
    [
      "2,400 sf retail at $2.25/sf/mo NNN, 3% annual increases, 5 yrs. what's the per sf rate in year 3 and total base rent?",
      ['$28.64/sq ft', '$344,032.00'],
    ],
    // 28 × 1.025^5 = 31.68; total 3,136,946.89
    [
      "10k sf office, $28 per foot year one, 2.5% escalator, 10 year lease: psf in year 6? and what's the total",
      ['$31.68/sq ft', '$3,136,946.89'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not give a rate per sq ft for a lease priced by the month', () => {
    expect(converse('rent is 4,000/mo with 3% bumps over 5 years, total rent?')).not.toContain('/sq ft');
  });
});

describe('an investment with yearly distributions and a sale: profit and average annual return too', () => {
  it.each([
    // flows −100k, 8k × 4, 158k: IRR 15.36%; back 190k, multiple 1.9x; profit 90k; 90 ÷ 100 ÷ 5 = 18%
    [
      'put in 100k, got 8k a year in distributions for 5 years, then sold and got 150k back. IRR, equity multiple, total profit and average annual return?',
      ['15.36%', '1.9x', '$90,000.00', '18.00%'],
    ],
    // −250k, 15k × 5, 395k: IRR 12.35%; back 470k, 1.88x; profit 220k; 220 ÷ 250 ÷ 6 = 14.67%
    [
      "invested 250k in a syndication, distributions of 15k/yr over a 6 year hold, exit returned 380k. what's the total profit and avg annual return? equity multiple too",
      ['1.88x', '$220,000.00', '14.67%'],
    ],
    // −80k, 6k, 6.5k, 7k, 117.5k: IRR 15.75%; profit 57k; 57 ÷ 80 ÷ 4 = 17.81%
    [
      'I put 80,000 into a deal; cash flows yr 1-4 were 6k, 6.5k, 7k, 7.5k and I sold netting 110k at the end. IRR, profit and average annual return?',
      ['15.75%', '$57,000.00', '17.81%'],
    ],
    // −120k, 9k × 6, 169k: IRR 10.92%; back 223k, 1.86x; profit 103k; 103 ÷ 120 ÷ 7 = 12.26%
    [
      'LP here - my 120k check got 9,000 per year in distributions for 7 years and the sale paid 160k. avg annual return, total profit and IRR pls',
      ['10.92%', '$103,000.00', '12.26%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire without yearly flows, or with a number it cannot place', () => {
    for (const question of [
      'put in 100k, sold for 150k after 5 years, average annual return?',
      'put in 100k, got 8k a year in distributions for 5 years plus 3k fees, then sold for 150k. total profit?',
    ])
      expect(converse(question)).not.toContain('IRR and equity multiple');
  });
});

describe('a flip asked several things: profit, its share of the sale, and the 70% rule', () => {
  it.each([
    // 320k − 200k − 50k − 6% × 320k = 50,800; ÷ 320k = 15.88%; 70% × 320k − 50k = 174,000
    [
      'flip: buy 200k, rehab 50k, ARV 320k, selling costs 6%. profit, profit as a % of the sale price, and max purchase under the 70% rule?',
      ['$50,800.00', '20.32%', '15.88%', '$174,000.00'],
    ],
    // 299k − 180k − 45k − 20,930 = 53,070; ÷ 299k = 17.75%; 70% × 299k − 45k = 164,300
    [
      "bought at 180k, put 45k in rehab, sold for 299k, 7% selling costs. what's my profit and what percent of the sale is that? also what would the 70% rule have said to pay",
      ['$53,070.00', '17.75%', '$164,300.00'],
    ],
    // 420k − 265k − 60k − 10k − 33,600 = 51,400; ROI ÷ 335k = 15.34%; ÷ 420k = 12.24%; 294k − 60k = 234,000
    [
      'Flip numbers: purchase 265,000 / reno 60,000 / holding 2,000/mo for 5 months / resale 420k / 8% to sell. Profit, ROI, margin on ARV, and 70% rule max?',
      ['$51,400.00', '15.34%', '12.24%', '$234,000.00'],
    ],
    // 350k − 240k − 55k − 19,250 = 35,750; ÷ 350k = 10.21%; 245k − 55k = 190,000
    [
      'paid 240k for a flip, 55k rehab, listing at 350k with 5.5% selling costs: profit, profit margin on sale, and the seventy percent rule max offer',
      ['$35,750.00', '10.21%', '$190,000.00'],
    ],
    // no selling costs: 320k − 200k − 50k = 70,000; ÷ 320k = 21.88%; max 174,000
    [
      'buy 200k, rehab 50k, ARV 320k. profit, margin on ARV and 70% rule max?',
      ['$174,000.00', '$70,000.00', '21.88%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('gives no share of the sale or 70% rule when neither is asked', () => {
    const text = converse('flip: buy 200k, rehab 50k, ARV 320k, selling costs 6%. profit?');
    expect(text).toContain('$50,800.00');
    expect(text).not.toContain('share of the sale');
    expect(text).not.toContain('70% rule');
  });
});

describe('price-to-rent ratio and gross rental yield from a price and a rent', () => {
  it.each([
    // 1,800 × 12 = 21,600; 380,000 ÷ 21,600 = 17.59; 21,600 ÷ 380,000 = 5.68%
    ['median home 380k, median rent 1,800/mo: price-to-rent ratio and gross yield?', ['17.59', '5.68%']],
    // 27,600: 15.4 and 6.49%
    ['whats the gross rental yield on a 425,000 condo that rents for 2,300 a month', ['6.49%', '$27,600.00']],
    // 34,800: 18.68 and 5.35%
    [
      'price to rent ratio for a 650k house where similar homes rent at 2,900/month? and the yield',
      ['18.68', '5.35%'],
    ],
    // 31,800: 16.1 and 6.21%
    ['in my zip homes sell around $512k and rent about $2,650. P/R ratio?', ['16.1', '6.21%']],
    // a year's rent: 310,000 ÷ 24,000 = 12.92; 7.74%
    ['rent is 24k a year and the place costs 310k. gross yield and price to rent', ['12.92', '7.74%']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire on a building of units or a debt yield', () => {
    for (const question of ['duplex 600k, rent 1,500, gross yield?', 'loan 2M, NOI 200k, debt yield?'])
      expect(converse(question)).not.toContain('Price-to-rent ratio and gross rental yield');
  });
});

describe('a house on acreage: the lot in sq ft, and the price per sq ft of house and of land', () => {
  it.each([
    // 2.5 × 43,560 = 108,900; 600,000 ÷ 2,400 = 250; ÷ 108,900 = 5.51
    [
      '2.5 acre lot with a 2,400 sq ft house listed at 600k: lot in square feet, price per sq ft of house and price per sq ft of land?',
      ['108,900 sq ft', '$250.00', '$5.51'],
    ],
    // 435,600; 475,000 ÷ 1,850 = 256.76; ÷ 435,600 = 1.09
    [
      "farmhouse on 10 acres, 1,850 sf, asking $475,000. what's that per square foot, and per sq ft of land? how many sq ft is the lot",
      ['435,600 sq ft', '$256.76', '$1.09'],
    ],
    // 32,670; 1,200,000 ÷ 3,100 = 387.10; ÷ 32,670 = 36.73
    [
      '$1.2M for a 3,100 sqft home on 0.75 acres - $/sf living and land? lot size in sq ft?',
      ['32,670 sq ft', '$387.10', '$36.73'],
    ],
    // 54,450; 389,900 ÷ 2,050 = 190.20; ÷ 54,450 = 7.16
    [
      'listing says 389,900, house is 2,050 sq ft, sits on 1.25 acres. price per sq ft for the house vs the land, and the lot in sq ft',
      ['54,450 sq ft', '$190.20', '$7.16'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('reads no area in sq ft as a price', () => {
    expect(converse('is 0.4 acres about 17,000 sq ft?')).not.toContain('$17,000');
  });
});
