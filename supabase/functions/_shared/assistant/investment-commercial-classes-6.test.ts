// Investment and commercial classes, sixth round (docs/assistant.md rule 64): for each class, phrasings
// of our own with the arithmetic beside each, and a case where the class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (answer: string, figures: readonly string[]) => {
  for (const figure of figures) expect(answer).toContain(figure);
};

describe('depreciable basis with closing costs or a land share', () => {
  it.each([
    // 310,000 − 62,000 + 5,200 = 253,200; ÷ 27.5 = 9,207.27
    [
      'bought a SFR rental for 310k; land value per the assessor 62k; 5,200 of closing costs go into basis. depreciation per year?',
      ['$253,200.00', '$9,207.27'],
    ],
    // 880,000 × 75% = 660,000 + 18,000 = 678,000; ÷ 39 = 17,384.62
    [
      'strip mall purchase price $880,000, land is 25% of the price, acquisition closing costs of $18k. annual straight-line depreciation?',
      ['$678,000.00', '$17,384.62'],
    ],
    // 420,000 − 84,000 + 6,500 = 342,500; ÷ 27.5 = 12,454.55
    [
      'rental purchased at $420,000; land value 20% of price; $6,500 closing costs added to basis. yearly depreciation over 27.5 years?',
      ['$342,500.00', '$12,454.55'],
    ],
    // 385,000 × 85% = 327,250 + 7,300 = 334,550; ÷ 27.5 = 12,165.45 (the year bought is story)
    [
      'my accountant says i can depreciate my rental. bought it for 385,000 in 2021, land is 15% of that, and i paid 7,300 in closing costs. how much per year?',
      ['$334,550.00', '$12,165.45'],
    ],
    // 500,000 − 100,000 + 10,000 = 410,000; ÷ 27.5 = 14,909.09
    [
      'depreciable basis: price $500k, land $100k, closing $10k, residential rental',
      ['$410,000.00', '$14,909.09'],
    ],
    // 260,000 − 40,000 + 3,500 = 223,500; ÷ 27.5 = 8,127.27 ("with land" names the 40k only)
    [
      'on 27.5 yrs, whats annual depreciation for a rental bought at 260k with land 40k and closing 3.5k',
      ['$223,500.00', '$8,127.27'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire on a cost it cannot place (renovations)', () => {
    expect(
      converse('rental bought for 350k, land 70k, closing 8k, 30k of renovations. depreciation?'),
    ).not.toContain('Depreciable basis and yearly depreciation');
  });
});

describe('a 1031 exchange with its numbers and financing', () => {
  it.each([
    // gain 1,200,000 − 60,000 − 500,000 = 640,000; net 1,200,000 − 60,000 − 250,000 = 890,000;
    // cash boot 890,000 − 700,000 = 190,000; mortgage boot 250,000 − 200,000 = 50,000; boot 240,000;
    // taxed 240,000; deferred 400,000
    [
      "1031 question: sold the duplex for 1.2M, selling costs 60k, adjusted basis 500k, paid off a 250k mortgage, bought a 900k replacement with 700k cash and a 200k new loan. how much boot and what's taxable?",
      ['$640,000.00', '$190,000.00', '$240,000.00', '$400,000.00'],
    ],
    // gain 640,000 − 38,000 − 210,000 = 392,000; boot 602,000 − 560,000 = 42,000; deferred 350,000
    [
      'like-kind exchange: sale 640k, costs 38k, basis 210k, replacement 560k. realized and recognized gain?',
      ['$392,000.00', '$42,000.00', '$350,000.00'],
    ],
    // gain 750,000 − 45,000 − 280,000 = 425,000; boot 705,000 − 500,000 = 205,000; deferred 220,000
    [
      "doing a 1031: relinquished property sells at $750,000, closing costs $45,000, basis $280,000, no mortgage. replacement costs $650,000, I'm putting $500k cash in and financing $150k. cash boot, taxable gain, deferred?",
      ['$425,000.00', '$205,000.00', '$220,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire when cash and loan do not add up to the replacement price', () => {
    expect(
      converse(
        '1031: sold for 900k, selling costs 50k, basis 400k, paid off a 300k mortgage, bought a 1M replacement with 400k cash and a 550k loan. boot?',
      ),
    ).not.toContain('proceeds reinvested');
  });
});

describe('an FHA house hack with the down payment', () => {
  it.each([
    // down 240,000 × 3.5% = 8,400; cost 2,950 − 2 × 1,150 = 650
    [
      'house hacking a triplex with FHA: purchase price 240k, 3.5% down, the other two units rent for 1,150 each, total payment (PITI+MIP) 2,950/mo. down payment and my monthly cost?',
      ['$8,400.00', '$650.00'],
    ],
    // down 450,000 × 3.5% = 15,750; cost 3,600 − 1,800 = 1,800
    [
      'buying a duplex for 450k with FHA 3.5% down. other side rents for 1,800. total payment 3,600 a month. down payment and what I pay to live there?',
      ['$15,750.00', '$1,800.00'],
    ],
    // down 400,000 × 3.5% = 14,000; rent 2,900 exceeds the 2,700 payment by 200
    [
      'FHA duplex 400k, 3.5% down, other unit rents for 2,900, payment 2,700/mo. whats my monthly living cost',
      ['$14,000.00', '$200.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire with a share down and no price', () => {
    expect(
      converse('FHA fourplex, 3.5% down, other three units rent 1,400 each, PITI+MIP 4,900/mo. my net cost?'),
    ).not.toContain('House hacking: what you still pay');
  });
});

describe('short-term rental revenue', () => {
  it.each([
    // 365 × 55% = 200.75 nights × 195 = 39,146.25; 200.75 ÷ 3.5 × 85 = 4,875.36; gross 44,021.61
    [
      'thinking of an airbnb: 55% occupancy, average nightly rate $195, cleaning fee 85 per stay and guests average 3.5 nights. annual gross revenue?',
      ['$39,146.25', '$4,875.36', '$44,021.61'],
    ],
    // 300 × 60% = 180 × 260 = 46,800; 180 ÷ 2 × 110 = 9,900; 56,700 × 97% = 54,999
    [
      'vrbo cabin open 300 nights a year, 60% booked, $260/night, $110 cleaning, 2 night avg stay, vrbo takes 3%. revenue?',
      ['$46,800.00', '$56,700.00', '$54,999.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not count cleaning fees without an average stay', () => {
    expect(
      converse('airbnb: 70% occupancy, $180/night, cleaning fee $90 per stay. annual revenue?'),
    ).not.toContain('Short-term rental revenue');
  });
});

describe('the 5% rule', () => {
  it.each([
    // 725,000 × 5% ÷ 12 = 3,020.83; rent 3,400 is 379.17 above
    [
      'should I rent or buy per the 5% rule? the place is worth $725k and our rent is 3,400/mo',
      ['$3,020.83', '$379.17'],
    ],
    // 400,000 × 5% ÷ 12 = 1,666.67
    ["using the 5 percent rule on a 400k house, what's the break-even rent?", ['$1,666.67']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire with a number it cannot place', () => {
    expect(converse('5% rule: home value 500k, I pay 2,000 rent, rates 7%. should I buy?')).not.toContain(
      'The 5% rule: rent or buy',
    );
  });
});

describe('value created by a rent increase', () => {
  it.each([
    // 90 × 48 × 12 = 51,840; ÷ 6.5% = 797,538.46
    [
      '48-unit complex, we can push rents $90 a month per unit after upgrades; cap rates around 6.5%. value created?',
      ['$51,840.00', '$797,538.46'],
    ],
    // 100 × 20 × 12 = 24,000; ÷ 5.5% = 436,363.64
    [
      '20-unit building, rents up $100 a month per unit, 5.5% cap. how much value does that add?',
      ['$24,000.00', '$436,363.64'],
    ],
    // 50 × 40 × 12 = 24,000; ÷ 6% = 400,000
    [
      "at a 6% cap rate, what's the value created if I raise rent $50 a month on each of 40 units",
      ['$24,000.00', '$400,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire with a renovation cost it does not use', () => {
    expect(
      converse(
        'value add: raise rents 150/unit/month on 20 units, reno 8k per unit, cap rate 6%. value created?',
      ),
    ).not.toContain('Value created by raising rents');
  });
});

describe('break-even occupancy from PGI', () => {
  it.each([
    // (310,000 + 265,000) ÷ 620,000 = 92.74%
    ['PGI 620k, opex 310k, debt service 265k, break even occupancy?', '92.74%'],
    // (480,000 + 390,000) ÷ 1,200,000 = 72.50%
    [
      'what occupancy do I need to break even? gross scheduled income $1.2M, operating expenses $480k, debt service $390k',
      '72.50%',
    ],
  ])('%s', (question, figure) => expect(converse(question)).toContain(figure));

  it('does not fire without debt service', () => {
    expect(converse('break-even occupancy with opex 90k and PGI 240k?')).not.toContain('37.50%');
  });
});

describe('the loan constant', () => {
  it.each([
    // payment on $1 at 7.25%/12 over 300 months × 12 = 8.6737%; × 1,800,000 = 156,126.28
    [
      'loan constant for a 7.25% rate, 25-yr amortization, and the annual debt service on a $1.8M loan',
      ['8.67%', '$156,126.28'],
    ],
    // 6.5%, 360 months: 0.0063207 × 12 = 7.5848%; × 2,000,000 = 151,696.33
    [
      'loan constant on a 6.5% loan with 30 year amortization? annual debt service on 2M?',
      ['7.58%', '$151,696.33'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire on two rates', () => {
    expect(converse('loan constant at 6% or 7% over 30 years?')).not.toContain('### Loan constant');
  });
});

describe('a construction budget', () => {
  it.each([
    // 3,000 × 180 = 540,000; soft 25% = 135,000; + 105,000 land = 780,000; ÷ 3,000 = 260
    [
      'we want to build 3,000 sq ft at $180/sf hard costs, soft costs 25% of hard, the land is 105k. total budget and all-in cost per square foot?',
      ['$780,000.00', '$260.00'],
    ],
    // 2,000 × 250 = 500,000 + 150,000 lot = 650,000; ÷ 2,000 = 325
    ['new build 2,000 sqft at 250/sf plus 150k lot, total?', ['$650,000.00', '$325.00']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire on a contingency it does not place', () => {
    expect(
      converse(
        'construction budget: 2,400 sq ft at $185/sf hard cost, soft costs 20% of hard, 10% contingency, lot 90k. total project cost?',
      ),
    ).not.toContain('### Construction budget');
  });
});

describe("an agent's net after the split and a per-deal fee", () => {
  it.each([
    // 685,000 × 2.5% = 17,125; × 75% = 12,843.75; − 450 = 12,393.75
    [
      "685k listing, my side is 2.5%, I'm on a 75/25 split with a $450 transaction fee. net to me?",
      ['$17,125.00', '$12,393.75'],
    ],
    // 400,000 × 3% = 12,000; × 80% = 9,600; − 500 = 9,100
    [
      'sold a 400k house, listing side 3%, my split is 80%, brokerage charges a 500 transaction fee. gross commission and net?',
      ['$12,000.00', '$9,100.00'],
    ],
    // 350,000 × 2.5% = 8,750; brokerage keeps 20% → 7,000; − 250 = 6,750
    [
      "my buyer's agent commission is 2.5% on a 350k house, brokerage keeps 20%, plus a $250 desk fee per deal. take home?",
      ['$8,750.00', '$6,750.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire when the rate names no side', () => {
    expect(converse('commission 5% on 685k, 75/25 split, $450 fee, my take home?')).not.toContain(
      "An agent's net on one side",
    );
  });
});

describe('land: acres, price per acre and per foot, lots', () => {
  it.each([
    // 8.5 × 43,560 = 370,260 sq ft; × 78% = 288,802.8; ÷ 7,500 = 38 lots; 425,000 ÷ 38 = 11,184.21
    [
      "8.5 acres listed at $425,000; about 22% goes to roads and detention; min lot size 7,500 sf. how many lots and what's the land cost per lot?",
      ['370,260 sq ft', '**38**', '$11,184.21', '$50,000.00'],
    ],
    // 5 × 43,560 = 217,800; 250,000 ÷ 5 = 50,000 an acre; ÷ 217,800 = 1.15 a sq ft
    ['5 acre parcel for $250,000. price per acre and per square foot?', ['$50,000.00', '$1.15']],
    // 12 × 30,000 = 360,000; 522,720 × 80% = 418,176 ÷ 10,000 = 41 lots; 360,000 ÷ 41 = 8,780.49
    [
      '12 acres at 30k an acre, 20% for roads and stormwater, minimum lot 10,000 sq ft. price per sq ft, buildable lots, land cost per lot?',
      ['$360,000.00', '**41**', '$8,780.49'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire on two lot sizes', () => {
    expect(converse('8.5 acres, 22% for roads, lots of 7,500 sf and 9,000 sf. how many lots?')).not.toContain(
      'Land: area, price and lots',
    );
  });
});

describe('comps at the average price per foot', () => {
  it.each([
    // (225 + 218.18 + 226.32) ÷ 3 = 223.17; × 2,100 = 468,648.33
    [
      'comps: 450k for 2,000 sf, 480k for 2,200 sf, 430k for 1,900 sf. subject is 2,100 sf. value?',
      ['$223.17', '$468,648.33'],
    ],
    // (240.91 + 241.46 + 233.33) ÷ 3 = 238.57; × 2,150 = 512,922.52
    [
      'comp 1: $530k, 2,200 sf. comp 2: $495k, 2,050 sf. comp 3: $560k, 2,400 sf. Subject: 2,150 sf. Estimate value using average price per square foot.',
      ['$238.57', '$512,922.52'],
    ],
    // (252.60 + 249.69 + 244.12) ÷ 3 = 248.80; × 1,600 = 398,082.40
    [
      "recent sales 389k/1,540sf, 402k/1,610sf and 415k/1,700sf, mine's 1,600sf. what's it worth",
      ['$248.80', '$398,082.40'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it.each([
    // A size after the first comp's carries no unit; "my 1,900 sq ft house" is the subject.
    // (222.70 + 231.40 + 216.42) ÷ 3 = 223.51; × 1,900 = 424,660.11
    [
      "three comps: 412k for 1850 sqft, 398k for 1720, 435k for 2010. take the average of their price per sq ft and apply it to my 1,900 sq ft house — what's it worth?",
      ['$223.51', '$424,660.11'],
    ],
    // (233.33 + 231.06 + 229.41) ÷ 3 = 231.27; × 1,650 = 381,590.55
    [
      'comps sold at 350k/1,500 sf, 372k/1610 and 390k/1700; my house is 1650 sf, value?',
      ['$231.27', '$381,590.55'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire when a price has no size beside it', () => {
    expect(
      converse('comps: 450k for 2,000 sf, 480k for 2,200 sf and one at 430k. subject is 2,100 sf. value?'),
    ).not.toContain('Value from the comps');
  });
});

describe('absorption: N of M sold over months', () => {
  it.each([
    // 27 ÷ 18 = 1.5 a month; 63 left ÷ 1.5 = 42 months
    [
      '27 of the 90 townhomes have sold over the first 18 months. at that pace how many months to sell the rest?',
      ['1.5 a month', '**42**'],
    ],
    // 40 ÷ 12 = 3.33 a month; 60 ÷ 3.33 = 18 months
    [
      'condo project sold 40 of 100 units in a year, how many months to sell the remaining',
      ['3.33 a month', '**18**'],
    ],
    // 36 ÷ 12 = 3 a month; the other 12 ÷ 3 = 4 months
    [
      'absorption: 36 of 48 condos sold in 12 months, how many months to sell the other 12',
      ['3 a month', '**4**'],
    ],
    // The project's size and the sold count each told in their own words.
    // 96 ÷ 8 = 12 a month; 144 left ÷ 12 = 12 months
    [
      'builder has a 240 lot subdivision, sold 96 lots in the first 8 months. at that pace how many more months to sell out?',
      ['12 a month', '**12**'],
    ],
    // 45 ÷ 9 = 5 a month; 105 ÷ 5 = 21 months
    [
      'the project has 150 units and 45 have sold over 9 months, how long to sell out at this pace',
      ['5 a month', '**21**'],
    ],
    // 30 ÷ 6 = 5 a month; 150 ÷ 5 = 30 months
    [
      'we sold 30 homes in the first 6 months out of a 180-home community. months to sell the rest?',
      ['5 a month', '**30**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire without a span of months', () => {
    expect(converse('sold 18 of 60 lots. months to sell the rest?')).not.toContain('Absorption pace');
  });
});

describe('a premium per square foot in percent', () => {
  it.each([
    // 600,000 ÷ 2,500 = 240; 448,000 ÷ 1,600 = 280; 280 ÷ 240 − 1 = 16.67%
    [
      'a 2,500 sf home at 600k versus a 1,600 sf home at 448k. what % premium per square foot does the smaller one carry?',
      '16.67%',
    ],
    // 310 ÷ 265 − 1 = 16.98%
    ['neighborhood A averages $310/sf and B $265/sf, what % premium is A?', '16.98%'],
    // 420 ÷ 350 − 1 = 20.00%
    [
      "the lakefront homes go for $420 per sq ft, inland ones $350 per sq ft. what's the lakefront premium?",
      '20.00%',
    ],
  ])('%s', (question, figure) => expect(converse(question)).toContain(figure));

  it('does not fire on three prices per foot', () => {
    expect(converse('A is $310/sf, B $265/sf and C $290/sf, what % premium is A?')).not.toContain(
      'Premium per square foot',
    );
  });
});

describe("two homes' commuting cost", () => {
  it.each([
    // 44 × 2 × 264 × 0.655 = 15,216.96; 15 × 2 × 264 × 0.655 = 5,187.60; gap 10,029.36
    [
      'the new house is 44 miles each way, our current one 15 miles each way; I commute 22 days a month at 65.5 cents a mile. how much more a year?',
      ['$15,216.96', '$5,187.60', '$10,029.36'],
    ],
    // (70 − 30) × 264 × 0.70 = 7,392
    [
      'Option 1 is a 30 mile round trip, option 2 a 70 mile round trip; 22 workdays a month; $0.70/mile. difference per year?',
      ['$5,544.00', '$12,936.00', '$7,392.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it("does not fire on two people's commutes", () => {
    expect(
      converse(
        "my commute is 22 miles each way vs my wife's 8 miles each way, 20 days a month, $0.67/mile. total?",
      ),
    ).not.toContain('Commuting cost of two homes');
  });

  it('does not fire when the distances are not said to be each way or round trip', () => {
    expect(
      converse(
        'house A is 22 miles, house B 8 miles, commute 20 days a month, 0.67 per mile. extra commuting cost per year for A?',
      ),
    ).not.toContain('Commuting cost of two homes');
  });
});

describe("two options' yearly cost over a span", () => {
  it.each([
    // (3,400 − 1,150) × 25 = 56,250
    [
      'wind and flood policy would be 3,400 a year versus 1,150 a year at the other house; difference over 25 years?',
      ['$2,250.00', '$56,250.00'],
    ],
    // (2,840 − 610) × 30 = 66,900
    ['flood insurance 2,840/yr vs 610/yr over 30 years, how much more?', ['$66,900.00']],
    // (500 − 350) × 12 × 7 = 12,600
    [
      "the condo's HOA is 350/mo versus 500 a month at the other one. how much extra over the next 7 yrs",
      ['$1,800.00', '$12,600.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire with a growth rate it does not use', () => {
    expect(
      converse(
        'flood insurance 2,840/yr vs 610/yr over 30 years, with premiums rising 5% a year, how much more?',
      ),
    ).not.toContain('The difference over');
  });
});
