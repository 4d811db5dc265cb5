// Commercial classes an outside review found (docs/assistant.md rule 39): cap rates written without
// "%", and the follow-ups on a value; each with varied phrasings of our own and figures worked by hand.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a cap rate written without "%" is a cap rate', () => {
  it.each([
    // 287,500 / 0.0725 = 3,965,517.24
    ['NOI 287.5k, market cap around 7.25, value?', '$3,965,517.24'],
    // 520,000 / 0.065 = 8,000,000
    ['noi is 520k and cap 6.5 - value?', '$8,000,000.00'],
    // 410,000 / 0.06 = 6,833,333.33
    ["what's it worth at a 6 cap with NOI of 410,000", '$6,833,333.33'],
    // 198,000 / 0.0575 = 3,443,478.26 (the 12 units and the 1987 build are not inputs)
    ['12 unit built 1987, net operating income 198 grand, cap rate 5.75, whats it worth', '$3,443,478.26'],
    // 1,200,000 / 0.07 = 17,142,857.14
    ['value of a building with 1.2M NOI at a 7 cap?', '$17,142,857.14'],
  ])('%s → %s', (question, value) => {
    const answer = converse(question);
    expect(answer).toContain('### Value from cap rate');
    expect(answer).toContain(value);
  });

  it('a number the user assumes in a value-from-NOI follow-up is the cap rate', () => {
    // 310,000 / 0.0575 = 5,391,304.35
    expect(
      converse('what cap rates do strip centers trade at', "ok assume 5.75. NOI is 310k, what's it worth?"),
    ).toContain('$5,391,304.35');
    // 244,000 / 0.08 = 3,050,000
    expect(converse('using 8, what is an NOI of $244,000 worth')).toContain('$3,050,000.00');
  });

  it.each([
    // 3,000,000 × 6.5% = 195,000
    ['what would the NOI need to be for a $3M value at 6.5 cap', '$195,000.00'],
    // 12.5M × 5.25% = 656,250
    ['required NOI to justify 12.5 mil at a 5.25% cap rate?', '$656,250.00'],
    // 2.2M × 7% = 154,000
    ['how much noi do we need for a $2,200,000 price at cap rate 7', '$154,000.00'],
  ])('the NOI a value needs at a cap rate: %s', (question, noi) => {
    const answer = converse(question);
    expect(answer).toContain(`NOI needed: **${noi}**`);
    expect(answer).not.toContain('Value from cap rate');
  });

  it('two bare numbers in a value question are not guessed to be the cap rate', () => {
    expect(converse("NOI is 310k, what's it worth using 6 and 7")).not.toContain('Value from cap rate');
  });

  it("an ARM's caps are not a cap rate", () => {
    expect(converse('5/1 ARM at 6.25 with a lifetime cap 5, what is the max rate')).not.toContain(
      'Value from cap rate',
    );
  });
});

describe('follow-ups on a value from a cap rate', () => {
  const first = 'NOI 287.5k, market cap around 6.5, value?';
  it.each([
    // 287,500 / 0.0725 = 3,965,517.24
    ['what if caps expand to 7.25', '$3,965,517.24'],
    // 287,500 / 0.07 = 4,107,142.86
    ['caps widen 50 bps', '$4,107,142.86'],
    ['and if cap rates go up to 7.25?', '$3,965,517.24'],
  ])('%s → %s', (followUp, value) => {
    expect(converse(first, followUp)).toContain(value);
  });

  it.each([
    // 287,500 / 4,200,000 = 6.845%
    ['going-in cap if I pay 4.2M', '6.85%'],
    // 287,500 / 3,900,000 = 7.372%
    ['what cap rate am I buying at if the price is 3.9 mil', '7.37%'],
    // 287,500 / 4,500,000 = 6.389%
    ['cap if we offer $4,500,000?', '6.39%'],
  ])('%s → the NOI over that price (%s)', (followUp, cap) => {
    const answer = converse(first, followUp);
    expect(answer).toContain('### Cap rate at that price');
    expect(answer).toContain('$287,500.00');
    expect(answer).toContain(cap);
  });
});

describe('lease and space arithmetic', () => {
  it.each([
    // 4,200 × 1.15 = 4,830 rsf; × $32 = $154,560
    [
      '4,200 usable sf with a 15% load factor, rent is $32/rsf a year. rentable sf and annual rent?',
      ['4,830 sq ft', '$154,560.00'],
    ],
    // 3,000 × 1.12 = 3,360 rsf; × $2.50 × 12 = $100,800 a year, $8,400 a month
    [
      'we need 3,000 usable square feet, the building has a 12% add-on factor and asks $2.50/sf/mo. rentable sf and monthly rent?',
      ['3,360 sq ft', '$8,400.00'],
    ],
    // 5,500 ÷ 1.18 = 4,661 usable; 5,500 × $29 = $159,500
    ['5,500 rentable sf, load factor 1.18, rent $29/sf. usable?', ['4,661 sq ft', '$159,500.00']],
    // 2,000 × 1.2 = 2,400
    [
      'my company is 40 people, we need about 2,000 usable sf, load factor of 20%. how much rentable space is that',
      ['2,400 sq ft'],
    ],
  ])('usable and rentable area: %s', (question, figures) => {
    const answer = converse(question);
    expect(answer).toContain('### Rentable area from the load factor');
    for (const f of figures) expect(answer).toContain(f);
  });

  it.each([
    // (11.25 − 9.50) × 3,000 = 5,250
    [
      'my lease has an expense stop of $9.50/sf, opex came in at $11.25/sf this year, I have 3,000 sf. what do I owe?',
      ['$5,250.00'],
    ],
    // (12.40 − 10) × 2,500 = 6,000
    [
      'our lease has a 10.00/sf expense stop and building opex hit 12.40/sf, we lease 2,500 sf, how much extra do we pay',
      ['$6,000.00'],
    ],
    // stop $9.50 is no rent: (11.25 − 9.50) × 3,000 = 5,250; rent 28 × 3,000 = 84,000; total 89,250
    [
      'base rent $28/sf on 3,000 sf with a $9.50 expense stop, opex is $11.25/sf. what do I owe a year?',
      ['$5,250.00', '$89,250.00'],
    ],
    // (12 − 10) × 3,000 = 6,000; 26 × 3,000 = 78,000; total 84,000
    [
      '3000 sf at $26/sf full service, expense stop $10/sf, actual expenses $12/sf. total rent this year?',
      ['$6,000.00', '$84,000.00'],
    ],
  ])('an expense stop is the expenses the rent covers, never the rent: %s', (question, figures) => {
    const answer = converse(question);
    expect(answer).toContain('Expense stop (expenses the rent covers)');
    for (const f of figures) expect(answer).toContain(f);
  });

  it.each([
    // 45 × 5,000 = 225,000; 310,000 − 225,000 = 85,000
    [
      'TI allowance is $45/sf on 5,000 sf, contractor bid for the buildout is $310,000. how much do we pay out of pocket?',
      '$85,000.00',
    ],
    // 30 × 3,200 = 96,000; 125,000 − 96,000 = 29,000
    [
      "landlord gives $30 psf in TI, we're taking 3,200 sf and the contractor quoted 125k for the build out. what's our share?",
      '$29,000.00',
    ],
    // 60 × 2,500 = 150,000; 180,000 − 150,000 = 30,000
    [
      'buildout bid is $180,000, TI allowance $60/sf, space is 2,500 square feet - out of pocket?',
      '$30,000.00',
    ],
    // 55 × 4,000 = 220,000 ≥ 190,000: nothing out of pocket, 30,000 unused
    ['TI allowance $55 a foot, 4,000 sf, construction estimate 190 grand. what do we owe?', '$0'],
  ])('a TI allowance against a build-out bid: %s', (question, owed) => {
    const answer = converse(question);
    expect(answer).toContain('### Build-out cost after the TI allowance');
    expect(answer).toContain(owed);
    expect(answer).not.toContain('Value from the price per square foot');
  });

  it('a TI allowance alone is never a value per square foot', () => {
    expect(converse('TI allowance is $45/sf on 5,000 sf, worth it?')).not.toContain(
      'Value from the price per square foot',
    );
  });
});

describe('cash needed to buy with an LTV and fees as a share of the price', () => {
  it.each([
    // 2.4M × 25% = 600,000 + 3% × 2.4M = 72,000 → 672,000
    [
      'buying a $2.4M building with 75% LTV, closing fees 3% of price, how much cash do I need?',
      '$672,000.00',
    ],
    // 1.8M × 30% = 540,000 + 45,000 → 585,000
    ['lender does 70% ltv on a 1.8M purchase and fees run 2.5%, total cash needed?', '$585,000.00'],
    // 925k × 20% = 185,000 + 18,500 → 203,500
    [
      'Purchase price 925k, loan-to-value 80%, closing costs 2% - how much cash do we need to bring?',
      '$203,500.00',
    ],
    // 3.1M × 35% = 1,085,000 + 46,500 → 1,131,500
    ['price 3.1 million, 65% LTV, acquisition costs 1.5% of the price. cash required?', '$1,131,500.00'],
  ])('%s → %s', (question, cash) => {
    expect(converse(question)).toContain(`Cash to close: **${cash}**`);
  });
});

describe('prices per door, per square foot and in percent', () => {
  it.each([
    // 3.6M / 24 = 150,000; / 19,800 = 181.82
    ['24 units, 19,800 rentable sf, asking 3.6 mil - price per door and per sf?', ['$150,000.00', '$181.82']],
    // 2.15M / 16 = 134,375; / 12,400 = 173.39
    [
      'asking $2,150,000 for a 16-unit with 12,400 sq ft, whats that per unit and per sq ft',
      ['$134,375.00', '$173.39'],
    ],
    // 5.7M / 38 = 150,000; / 31,000 = 183.87
    ['38 doors / 31,000 sf / list 5.7M: price/door + $/sf?', ['$150,000.00', '$183.87']],
    // 1.1M / 8 = 137,500; / 6,000 = 183.33
    ['8 unit building, 6,000 square feet, 1.1M, per door and per foot?', ['$137,500.00', '$183.33']],
  ])('one property per door and per foot: %s', (question, figures) => {
    const answer = converse(question);
    expect(answer).toContain('### Price per square foot and per door');
    for (const f of figures) expect(answer).toContain(f);
  });

  it.each([
    // 549,000 / 2,340 = 234.62; 615,000 / 2,890 = 212.80
    [
      'house A 549k for 2,340 sqft, house B 615k at 2,890, which is cheaper per sqft?',
      ['$234.62', '$212.80'],
    ],
    [
      'house A 549k for 2,340 sqft and house B 615k at 2,890 sqft, which is cheaper per sqft?',
      ['$234.62', '$212.80'],
    ],
    // 420,000 / 1,850 = 227.03; 465,000 / 2,200 = 211.36
    [
      'first one is $420,000 with 1,850 sq ft, the other $465,000 at 2200 - which is the better deal per square foot',
      ['$227.03', '$211.36'],
    ],
  ])('two homes per square foot: %s', (question, figures) => {
    const answer = converse(question);
    expect(answer).toContain('### Price per square foot of two homes');
    for (const f of figures) expect(answer).toContain(f);
  });

  it.each([
    // 1 − 549/615 = 10.73%; 615/549 − 1 = 12.02%
    ['house A is 549k and house B is 615k, how much cheaper is A in %?', ['10.73%', '12.02%']],
    // 1 − 389/425 = 8.47%
    ['the condo is 389,000 and the townhouse is 425,000 - what percent less is the condo', ['8.47%']],
    // 1 − 1.85/2.1 = 11.90%
    ['offer B at 1.85M vs offer A at 2.1 mil, how much lower percentage-wise is B', ['11.90%']],
  ])('how much cheaper in percent, and relative to which price: %s', (question, figures) => {
    const answer = converse(question);
    expect(answer).toContain('of the higher price');
    for (const f of figures) expect(answer).toContain(f);
  });
});

describe('a commercial loan sized by every limit the lender states', () => {
  // loan(pmt, r, n) = pmt × (1 − (1 + r/12)^(−12n)) ÷ (r/12), with pmt = NOI ÷ DSCR ÷ 12
  it.each([
    // DSCR: 28,000/mo at 6.75% 25y = 4,052,617.30; LTV 70% × 5.8M = 4,060,000 → DSCR binds
    [
      'DSCR 1.25, rate 6.75, 25 yr amortization, NOI 420k, LTV max 70% of 5.8M price. max loan?',
      '$4,052,617.30',
      'DSCR',
    ],
    // DSCR: 612k/1.3 at 7% 25y = 5,550,640.06; value 612k/7.5% = 8.16M × 65% = 5,304,000 → LTV binds
    [
      'NOI is 612k. bank wants 1.30x DSCR at 7% on a 25-year am, they value it at a 7.5 cap and cap LTV at 65%. max loan?',
      '$5,304,000.00',
      'LTV',
    ],
    // DSCR: 880k/yr at 6.5% 30y = 11,602,126.77; LTV 75% × 16.5M = 12,375,000 → DSCR binds
    [
      'how much can we borrow: noi 1.1M, 1.25 dscr, 6.5% rate, 30 yr amort, 75% ltv, purchase price 16.5M',
      '$11,602,126.77',
      'DSCR',
    ],
    // DSCR 6,725,325.05; LTV 65% × 9M = 5,850,000; debt yield 700k/9% = 7,777,777.78 → LTV binds
    [
      'max loan? 1.2x coverage, 7.25% 25yr, 65% LTV on a $9M appraisal, NOI $700,000, debt yield 9%',
      '$5,850,000.00',
      'LTV',
    ],
  ])('%s → %s', (question, loan, binds) => {
    const answer = converse(question);
    expect(answer).toContain('### Maximum loan from each limit');
    expect(answer).toContain(`Maximum loan: **${loan}**: the ${binds}`);
  });

  it('an LTV without a price or value asks for it, after the DSCR loan', () => {
    // 20,000/mo at 6.5% 30y = 3,164,216.39
    const answer = converse('max loan with 1.25 dscr, 6.5% 30 yr, 70% ltv, NOI 300k?');
    expect(answer).toContain('$3,164,216.39');
    expect(answer).toMatch(/What is the price, or the value/);
  });
});

describe('transfer taxes, closing costs listed and a seller net with named costs', () => {
  it.each([
    // 850,000 / 500 × 1.10 = 1,870; 0.25% × 850,000 = 2,125; total 3,995
    [
      'transfer tax is $1.10 per $500 of price plus county 0.25%, price 850k, how much?',
      ['$1,870.00', '$2,125.00', '$3,995.00'],
    ],
    // 1,200 × 2 = 2,400
    ["what's the deed stamp tax on a 1.2M sale at $2 per thousand", ['$2,400.00']],
    // 640 × 4.50 = 2,880; 0.5% × 640,000 = 3,200; total 6,080
    [
      'excise tax $4.50 per $1,000, sale price $640,000, plus a city rate of 0.5%. total?',
      ['$2,880.00', '$6,080.00'],
    ],
    // 412,300 / 500 = 824.6 → 825 blocks × 1.10 = 907.50
    ['state transfer tax 1.10 per 500 or fraction thereof on 412,300 - how much', ['$907.50']],
  ])('transfer tax per block: %s', (question, figures) => {
    const answer = converse(question);
    expect(answer).toContain('### Transfer tax');
    for (const f of figures) expect(answer).toContain(f);
  });

  it.each([
    // 4,000 + 2,000 + 650 + 1,800 + 250 = 8,700
    [
      'closing costs: origination 1%, 0.5 discount points, appraisal 650, title 1,800, recording 250, loan 400k. total?',
      '$8,700.00',
    ],
    // 2,400 + 3,200 + 600 + 1,450 + 180 = 7,830
    [
      'on a $320,000 loan: origination fee 0.75%, 1 point, appraisal $600, title insurance $1,450, recording fees $180 - what are my closing costs',
      '$7,830.00',
    ],
    // 2,500 + 2 × 2,500 = 7,500 + 500 + 1,200 + 95 = 9,295
    [
      'add up my closing costs, loan amount 250k: origination 1%, 2 points, appraisal $500, title 1200, recording $95',
      '$9,295.00',
    ],
  ])('closing costs added up: %s', (question, total) => {
    expect(converse(question)).toContain(`Total closing costs: **${total}**`);
  });

  it.each([
    // 725,000 − 36,250 − 7,250 − 2,500 − 410,000 = 269,000
    [
      'selling for 725k, 5% commission, payoff 410k, transfer tax 1%, title and escrow 2,500. net?',
      '$269,000.00',
    ],
    // 1.2M − 66,000 − 7,200 − 3,100 − 2,400 − 640,000 = 481,300
    [
      "we're selling at $1.2M, owe 640k on the mortgage, agent fee 5.5%, county transfer tax 0.6%, escrow fee $3,100 and title $2,400 - what will we net?",
      '$481,300.00',
    ],
    // 480,000 − 28,800 − 960 − 1,750 − 300,000 = 148,490
    [
      'sale price 480k, 6% commission, owe 300k, excise tax 0.2%, attorney fee $1,750. what do I walk away with',
      '$148,490.00',
    ],
  ])('seller net with the costs named: %s', (question, net) => {
    const answer = converse(question);
    expect(answer).toContain("### Seller's net sheet");
    expect(answer).toContain(net);
    // Each cost is shown under its own name, none under an assumed 1.5%.
    expect(answer).toMatch(/- (?:Title|Escrow|Attorney)[^:]*: \$/);
    expect(answer).not.toContain('1.5% of the price');
  });
});

describe("an appraiser's adjusted comp price", () => {
  it.each([
    // 485k − 15k (comp's garage) + 10k (subject's bath) − 200 × 150 = 450,000
    [
      'comp sold for 485k, it has a garage worth 15k, subject has an extra bath worth 10k, comp is 200 sf bigger at $150/sf. adjusted price?',
      '$450,000.00',
    ],
    // 612k − 12k + 8.5k + 150 × 180 = 635,500
    [
      'adjusting a comp: sold $612,000. subject lacks a garage (adjust 12k), subject has an extra full bath (+8,500). comp is 150 sq ft smaller at $180/sf. adjusted comp price?',
      '$635,500.00',
    ],
    // 399,900 − 20,000 + 100 × 160 = 395,900
    [
      "comp sold at 399,900; the comp has a pool worth $20,000 and the subject has no pool. subject is 100 sf bigger, $160 per sf. what's the adjusted comp?",
      '$395,900.00',
    ],
    // 540k + 5k = 545,000
    ['Comp: $540k, comp has no fireplace (5k), subject has one. adjusted value?', '$545,000.00'],
  ])('%s → %s', (question, adjusted) => {
    const answer = converse(question);
    expect(answer).toContain('### Adjusted comp price');
    expect(answer).toContain(`Adjusted price: **${adjusted}**`);
  });

  it('a feature with no owner is not guessed', () => {
    expect(converse('comp sold for 485k, a garage worth 15k. adjusted?')).not.toContain(
      'Adjusted comp price',
    );
  });
});
