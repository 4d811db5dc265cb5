// Investment and location classes, eighth round (docs/assistant.md rule 68): for each class,
// phrasings of our own with the arithmetic beside each (worked apart in Python), and a case where the
// class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (answer: string, figures: readonly string[]) => {
  for (const figure of figures) expect(answer).toContain(figure);
};
const ASKED = /One question before I compute|I need a few more numbers/;

describe('cash-on-cash from NOI and debt service, cash in = down + closing + rehab', () => {
  it.each([
    // 420,000 × 20% = 84,000 + 11,000 + 8,000 = 103,000; 31,200 − 24,000 = 7,200; 7,200 ÷ 103,000 = 6.99%
    [
      'paid 420k, 20% down, 11k closing, 8k of repairs; NOI 31,200, debt service 24,000 a year — cash in, cash flow, CoC?',
      ['$103,000.00', '$7,200.00', '6.99%'],
    ],
    // 87,500 + 9,500 + 15,000 = 112,000; 28,000 − 19,800 = 8,200; 7.32%
    [
      "Bought a duplex for $350,000 with 25% down. Closing costs were $9,500 and I put $15k into rehab. NOI is $28,000/yr and annual debt service is $19,800. What's my cash-on-cash return?",
      ['$112,000.00', '$8,200.00', '7.32%'],
    ],
    // 47,600 + 6,000 + 12,000 = 65,600; 21,400 − 15,900 = 5,500; 8.38%
    [
      'cash on cash? price 238k, 20 down, closing 6k, rehab 12k, noi 21,400, ds 15,900/yr',
      ['$65,600.00', '$5,500.00', '8.38%'],
    ],
    // monthly × 12: 31,200 − 23,400 = 7,800; 61,500 + 9,000 + 14,000 = 84,500; 9.23%
    [
      "NOI 2,600/mo, debt service 1,950 a month. purchase 410k, put 15% down, closing costs 9k, repairs 14k. what's the CoC and annual cash flow?",
      ['$84,500.00', '$7,800.00', '9.23%'],
    ],
    // 75,000 + 7,500 + 20,000 = 102,500; 24,000 − 16,800 = 7,200; 7.02%
    [
      "we're in for 25% down on 300k plus 7,500 closing plus 20k rehab; the property nets 24k NOI and the mortgage payments total 16,800 per year. cash-on-cash?",
      ['$102,500.00', '$7,200.00', '7.02%'],
    ],
    // chatter and a monthly debt service: 153,000 + 14,000 + 22,000 = 189,000; 46,800 − 36,600 =
    // 10,200; 5.40%
    [
      "hey! quick one. we closed on a 4plex last month: paid 612k, put 25% down, closing was 14k and we've spent 22k on repairs so far. NOI should be about 46,800 and debt service is 3,050/mo. what's our cash in, annual cash flow and cash on cash?",
      ['$189,000.00', '$10,200.00', '5.40%'],
    ],
    // the share after its words: 55,000 + 6,800 + 18,000 = 79,800; 22,500 − 15,300 = 7,200; 9.02%
    [
      "what's my cash on cash return? purchase price $275,000, down payment 20%, closing costs $6,800, renovation $18,000, NOI $22,500, annual debt service $15,300",
      ['$79,800.00', '$7,200.00', '9.02%'],
    ],
    // shorthand ("DS", "CC", "dp", labels after their numbers): as the first, 6.99%
    [
      'NOI is 31.2k and DS 24k/yr on a 420k purchase w/ 20% down, 11k CC and 8k repairs — CoC?',
      ['$103,000.00', '$7,200.00', '6.99%'],
    ],
    ['coc: 420k buy, 20% dp, 11k closing, 8k rehab, 31,200 noi, 24,000 ds', ['$103,000.00', '6.99%']],
    // a down payment in dollars: 84,000 + 11,000 + 8,000 = 103,000; 6.99%
    [
      'put 84k down plus 11k closing and 8k of repairs. NOI 31,200 and debt service 24,000/yr. CoC?',
      ['$103,000.00', '6.99%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire without the debt service, or with a number it cannot place', () => {
    for (const question of [
      'paid 420k, 20% down, 11k closing, 8k of repairs; NOI 31,200 — cash in, cash flow, CoC?',
      'paid 420k, 20% down, 11k closing, 8k of repairs, 5% vacancy; NOI 31,200, debt service 24,000 a year — CoC?',
    ])
      expect(converse(question)).not.toContain('Cash invested, cash flow and cash-on-cash return');
  });
});

describe('BRRRR with the refinance costs as a share of the new loan', () => {
  it.each([
    // loan 260,000 × 75% = 195,000; costs 3% = 5,850; cash left 196,000 − (195,000 − 5,850) = 6,850
    [
      'BRRRR: bought for 150k cash, 40k rehab, 6k closing and holding; refinance at 75% LTV of the 260k ARV, refi closing costs 3% of the new loan. new loan and cash left in the deal?',
      ['$195,000.00', '$5,850', '$189,150.00', '$6,850.00'],
    ],
    // loan 147,000; costs 2.5% = 3,675; cash in 157,500; left 157,500 − 143,325 = 14,175
    [
      'paid 118k cash for a house, put 35k into rehab, another 4,500 in closing + holding. it appraised at 210k and the bank will refi at 70% LTV; their closing costs are 2.5% of the loan. how much cash do I leave in?',
      ['$147,000.00', '$3,675', '$143,325.00', '$14,175.00'],
    ],
    // loan 131,250; costs 2% = 2,625 (the 5k of closing/holding is the purchase's); left 1,375
    [
      "brrrr numbers: purchase 95k (cash), rehab 30k, closing/holding 5k, arv 175k, refinance 75% ltv, refi costs 2% of loan amount. what's the new loan and cash left in",
      ['$131,250.00', '$2,625', '$128,625.00', '$1,375.00'],
    ],
    // loan 180,000; costs 3% = 5,400; cash in 182,000; left 182,000 − 174,600 = 7,400
    [
      'If I buy at 130k all cash, spend 45k on rehab and 7k on closing and carrying costs, then refinance at 75% of a 240k ARV paying 3% of the new loan in closing costs, how much of my cash stays in the deal?',
      ['$180,000.00', '$5,400', '$7,400.00'],
    ],
    // the share stated before the LTV: loan 172,500; costs 3,450; left 179,000 − 169,050 = 9,950
    [
      'BRRRR with refi costs 2% of the new loan, refinancing at 75% LTV: purchase 140k, rehab 35k, holding costs 4k, ARV 230k. cash left in?',
      ['$172,500.00', '$3,450', '$9,950.00'],
    ],
    // shorthand and chatter: loan 300,000 × 70% = 210,000; costs 2.5% = 5,250; cash in 234,000;
    // left 234,000 − (210,000 − 5,250) = 29,250
    [
      "ok so brrrr: bought 170k cash, rehab ran 55k, holding+closing 9k. appraisal 300k, cash out refi at 70%, refi costs 2.5% of loan. new loan amount and what's left in the deal",
      ['$210,000.00', '$234,000.00', '$5,250', '$29,250.00'],
    ],
    // "5k holding" alone: loan 157,500; costs 3% = 4,725; cash in 155,000; left 155,000 − 152,775 = 2,225
    [
      'BRRRR: buy 120k cash + 30k rehab + 5k holding. after repair value 210k. refi at 75% and the refinance closing costs are 3% of the loan amount. cash left in?',
      ['$157,500.00', '$155,000.00', '$4,725', '$2,225.00'],
    ],
    // refinance costs in dollars still: 274,800 − 272,000 = 2,800
    [
      'cash purchase $200,000 + $60,000 renovation + $8,000 holding costs; ARV $340,000; cash-out refi at 80% LTV with refinance closing costs of $6,800. new loan? cash left in the deal?',
      ['$272,000.00', '$2,800.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not read a share of the purchase price as the refinance costs', () => {
    const answer = converse(
      'BRRRR: bought for 150k cash, 40k rehab, closing 2% of the purchase price; refinance at 75% LTV of the 260k ARV. cash left in?',
    );
    expect(answer).not.toContain('Refinance costs');
    expect(answer).toMatch(ASKED);
  });
});

describe('a flip recap with costs as shares of the purchase and the sale', () => {
  it.each([
    // spent 240,000 × 1.02 + 45,000 + 1,500 × 5 = 297,300; selling 365,000 × 6.5% = 23,725;
    // profit 365,000 − 23,725 − 297,300 = 43,975; ÷ 297,300 = 14.79%
    [
      'flip: bought 240k, closing 2% of purchase, rehab 45k, holding 1,500 a month for 5 months, sold 365k, 5% commission and 1.5% other closing costs of the sale. total spent, net profit, profit as % of spent?',
      ['$297,300.00', '$23,725.00', '$43,975.00', '14.79%'],
    ],
    // 182,000 × 1.025 + 38,000 + 6,600 = 231,150; 289,000 × 6.5% = 18,785; profit 39,065; 16.90%
    [
      "Finished my flip. Purchase $182,000 plus 2.5% buyer closing costs, $38k rehab, carrying costs $1,100/mo for 6 months. Sold at $289,000; paid 5.5% commission and 1% in seller closing costs. What did I spend, what's my profit and ROI?",
      ['$231,150.00', '$18,785.00', '$39,065.00', '16.90%', 'Holding costs: $1,100.00 a month × 6 months'],
    ],
    // 310,000 × 1.03 + 52,000 + 8,800 = 380,100; 449,000 × 8% = 35,920; profit 32,980; 8.68%
    [
      'bought at 310k (closing costs were 3% of the price), put 52k into the reno, held it 4 months at 2,200/mo, sold for 449k. agent commission 6%, other selling costs 2% of the sale price. total cost in, net profit and return on cost?',
      ['$380,100.00', '$35,920.00', '$32,980.00', '8.68%'],
    ],
    // 150,000 × 1.02 + 30,000 + 6,300 = 189,300; 255,000 × 6.5% = 16,575; profit 49,125; 25.95%
    [
      'flip recap - purchase 150k, buy-side closing 2%, rehab 30k, holding 900 a month x 7 months, sale 255k, 5% commissions + 1.5% seller closing. profit and profit %?',
      ['$189,300.00', '$16,575.00', '$49,125.00', '25.95%'],
    ],
    // "@" for at: 275,000 × 1.02 + 60,000 + 10,800 = 351,300; 425,000 × 7% = 29,750; profit 43,950;
    // 12.51%
    [
      'flip numbers: bought @ 275k + 2% closing on the purchase, 60k rehab, 6 months holding at 1,800/mo. sold 425k, 6% commission, 1% seller closing of sale price. all-in cost, profit, and roi',
      ['$351,300.00', '$29,750.00', '$43,950.00', '12.51%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire when a share does not say whose price it is of', () => {
    const answer = converse('flipped a house: bought 200k, 30k rehab, sold 300k, 6% and 2%. profit?');
    expect(answer).not.toContain('Flip profit');
  });
});

describe("a 1031 exchange's boot without a basis", () => {
  it.each([
    // net proceeds 600,000 − 250,000 = 350,000; cash boot 350,000 − 340,000 = 10,000;
    // mortgage boot max(0, 250,000 − 360,000) = 0; total 10,000
    [
      '1031: sold the relinquished property for 600k net, paid off the 250k mortgage, bought a 700k replacement with a new 360k loan; the QI paid 340k to the seller. mortgage boot, cash boot, total boot?',
      ['Mortgage boot: $0.00', 'Cash boot: $10,000.00', 'Total boot: **$10,000.00**'],
    ],
    // proceeds 400,000, all reinvested: cash boot 0; mortgage boot 400,000 − 350,000 = 50,000
    [
      'like-kind exchange: net sale of the old building 800k, its 400k loan was paid off at closing. replacement cost 750k, financed with a 350k new mortgage, and the intermediary wired 400k to the seller. how much boot (mortgage, cash, total)?',
      ['Mortgage boot: $50,000.00', 'Cash boot: $0.00', 'Total boot: **$50,000.00**'],
    ],
    // proceeds 340,000 − 320,000 = 20,000 cash boot; 180,000 − 160,000 = 20,000 mortgage boot; 40,000
    [
      "Relinquished sold for $520,000 net; old mortgage payoff $180,000. Replacement purchase price $480,000 with new debt of $160,000; exchange funds of $320,000 paid by the qualified intermediary to the seller. What's my boot?",
      ['Mortgage boot: $20,000.00', 'Cash boot: $20,000.00', 'Total boot: **$40,000.00**'],
    ],
    // the same as the first, in shorthand
    [
      '1031 boot? sale 600k net, mortgage paid off 250k, replacement 700k, new loan 360k, QI paid out 340k to the seller',
      ['Cash boot: $10,000.00', 'Total boot: **$10,000.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a tax on "that boot" works on the total boot (40,000 × 20% = 8,000)', () => {
    const answer = converse(
      "Relinquished sold for $520,000 net; old mortgage payoff $180,000. Replacement purchase price $480,000 with new debt of $160,000; exchange funds of $320,000 paid by the qualified intermediary to the seller. What's my boot?",
      '20% tax on that boot?',
    );
    expect(answer).toContain('$8,000.00');
  });

  it('does not fire when the cash and the new loan do not make the replacement price', () => {
    expect(
      converse(
        '1031: sold the relinquished property for 600k net, paid off the 250k mortgage, bought a 700k replacement with a new 300k loan; the QI paid 340k to the seller. boot?',
      ),
    ).not.toContain('1031 exchange: boot');
  });
});

describe('depreciable basis with the closing costs split like the price', () => {
  it.each([
    // (520,000 + 9,000) × 75% = 396,750; ÷ 27.5 = 14,427.27 (÷ 39 = 10,173.08 shown beside: kind unsaid)
    [
      'bought for 520k + 9k closing costs, land 25% / building 75% — basis and yearly depreciation',
      ['$396,750.00', '$14,427.27', '$10,173.08'],
    ],
    // (340,000 + 6,000) × 80% = 276,800; ÷ 27.5 = 10,065.45
    [
      'rental house purchased at $340,000 with $6,000 of closing costs; the assessor splits it 20% land, 80% improvements. closing costs get allocated the same way. depreciable basis and annual depreciation?',
      ['$276,800.00', '$10,065.45'],
    ],
    // (1,200,000 + 30,000) × 70% = 861,000; ÷ 39 = 22,076.92
    [
      'office condo bought 1.2M, closing costs 30k, allocate 30% to land and 70% to the building (closing costs in the same ratio). basis and depreciation per year over 39 years?',
      ['$861,000.00', '$22,076.92'],
    ],
    // (415,000 + 7,500) × 82% = 346,450; ÷ 27.5 = 12,598.18
    [
      "duplex: price 415k, closing 7,500, building 82% / land 18%. What's my depreciable basis and yearly depreciation?",
      ['$346,450.00', '$12,598.18'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire when the land and building shares do not make the whole', () => {
    expect(
      converse('bought for 520k + 9k closing costs, land 25% / building 70% — basis and yearly depreciation'),
    ).not.toContain('Depreciable basis and yearly depreciation');
  });
});

describe('appreciation between two calendar years told as a story', () => {
  it.each([
    // (430/199)^(1/13) − 1 = 6.11%; 116.08% in all
    ['bought in fall 2010 for 199k, appraised at 430k in 2023. CAGR and total gain?', ['6.11%', '116.08%']],
    // (410/245)^(1/10) − 1 = 5.28%; 67.35%
    [
      "We paid $245,000 in March 2014 and it appraised for $410,000 in June 2024 — what's the annual appreciation rate and total % increase?",
      ['5.28%', '67.35%'],
    ],
    // (505/310)^(1/13) − 1 = 3.83%; 62.90%
    [
      'spring of 2008 purchase at 310k; sold summer 2021 for 505k. compound annual growth and total gain %?',
      ['3.83%', '62.90%'],
    ],
    // (362/178.5)^(1/12) − 1 = 6.07%; 102.80%
    [
      'house cost us 178,500 back in late 2012; the appraiser valued it at 362k in early 2024. yearly appreciation?',
      ['6.07%', '102.80%'],
    ],
    // (398/215)^(1/12) − 1 = 5.27%; 85.12%
    [
      'Purchased Sept 2011 at $215k; it appraised Oct 2023 at $398k. annualized appreciation and total % gain?',
      ['5.27%', '85.12%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire on three calendar years', () => {
    expect(
      converse('bought in 2010 for 199k, refinanced in 2015, appraised at 430k in 2023. CAGR?'),
    ).not.toContain('Yearly appreciation');
  });
});

describe('vacancy counted in unit-months', () => {
  it.each([
    // 1 × 4 + 2 × 2 = 8 of 96 = 8.33%; 8 × 1,500 = 12,000
    [
      '8 units at 1,500 each; one unit was empty 4 months and two were empty 2 months each — vacancy rate for the year and rent lost',
      ['8.33%', '$12,000.00'],
    ],
    // 3 + 1 + 2 = 6 of 144 = 4.17%; 6 × 1,100 = 6,600 (the unit numbers are names)
    [
      '12-unit building, rents $1,100 a unit. Last year unit 3 sat vacant for 3 months, unit 7 for 1 month and unit 9 for 2 months. What was our vacancy rate and how much rent did we lose?',
      ['4.17%', '$6,600.00'],
    ],
    // 2 × 1 + 1 × 3 = 5 of 48 = 10.42%; 5 × 1,350 = 6,750
    [
      'fourplex, each unit rents 1,350. two units were vacant 1 month each and one was vacant 3 months this year. vacancy % and lost rent?',
      ['10.42%', '$6,750.00'],
    ],
    // 3 × 2 = 6 of 72 = 8.33%; 6 × 950 = 5,700
    [
      'my 6 unit: 950/mo per unit, three units each sat empty for two months last year; vacancy rate for the year and dollars lost?',
      ['8.33%', '$5,700.00'],
    ],
    // the building's count in words: as the first
    [
      'eight units at 1,500 each; one unit was empty 4 months and two were empty 2 months each. vacancy rate for the year and rent lost',
      ['8.33%', '$12,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire on more months than a year, more units than the building, or two rents', () => {
    for (const question of [
      '10 units, 1,200 a month each. one unit was empty 14 months. vacancy rate and rent lost?',
      '4 units at 1,500 each; three units were empty 2 months and two were empty 3 months. vacancy rate for the year and rent lost',
      '8 units renting 1,500 to 1,700; one unit was empty 4 months. vacancy rate and rent lost?',
    ])
      expect(converse(question)).not.toContain('Vacancy for the year, in unit-months');
  });
});

describe('a follow-up to a value over years that changes the rate and the years', () => {
  it.each([
    // 410,000 × 1.03^10 = 551,005.72
    [
      ["what's my 410k house worth in 7 years at 4.5%", 'what about 3% a year over 10 years instead?'],
      ['$551,005.72', '$141,005.72'],
    ],
    // 525,000 × 1.035^12 = 793,311.05
    [
      ["if my 525k condo appreciates 5% a year, what's it worth after 8 years?", 'and at 3.5% for 12 years?'],
      ['$793,311.05'],
    ],
    // 300,000 × 1.02^15 = 403,760.50
    [
      [
        'value in 10 years of a $300,000 home growing 4% annually?',
        "what if it's only 2% a year but over 15 years",
      ],
      ['$403,760.50'],
    ],
    // 380,000 × 1.04^20 = 832,626.79
    [['house worth 380k, 6% appreciation, 5 yrs - future value?', 'try 4% and 20 years'], ['$832,626.79']],
    // 410,000 × 1.025^15 = 593,802.25
    [["what's my 410k house worth in 7 years at 4.5%", 'how about 2.5% over 15 yrs then'], ['$593,802.25']],
    // a stay is the years of a value's growth: 410,000 × 1.03^10
    [
      [
        "what's my 410k house worth in 7 years at 4.5%",
        'what if appreciation is only 3% and I hold 10 years',
      ],
      ['$551,005.72'],
    ],
  ])('%j', (questions, figures) => expectAll(converse(...questions), figures));

  it('the first question alone: a worth in years at a rate (410,000 × 1.045^7 = 557,953.35)', () => {
    expectAll(converse("what's my 410k house worth in 7 years at 4.5%"), ['$557,953.35']);
  });

  it('a loan follow-up stays a loan', () => {
    const answer = converse('payment on 410k at 6.5% for 30 years', 'what about 6% over 15 years instead?');
    expect(answer).toContain('Monthly mortgage payment');
    expect(answer).not.toContain('Value after appreciation');
  });
});

describe('a transit pass against driving', () => {
  it.each([
    // gas 800 ÷ 25 × 3.50 = 112; driving 312; saving 192 a month, 2,304 a year
    [
      'transit pass is 120 a month vs driving: parking 200 a month, 800 miles a month at 25 mpg and gas 3.50 a gallon. saving a month and a year?',
      ['$312.00', '$192.00', '$2,304.00'],
    ],
    // gas 1,100 ÷ 28 × 3.80 = 149.29; driving 399.29; saving 264.29, 3,171.43 a year
    [
      'Should I take the train? Monthly pass $135. Driving costs me $250/mo to park plus gas: I drive about 1,100 miles a month, car gets 28 mpg, gas is $3.80/gal. How much would I save monthly and yearly?',
      ['$399.29', '$264.29', '$3,171.43'],
    ],
    // gas 600 ÷ 30 × 3.20 = 64; driving 214; saving 119, 1,428 a year
    [
      'bus pass 95/mo vs my car: 600 mi a month, 30 mpg, $3.20 gas, parking $150 a month. savings per month & per year?',
      ['$214.00', '$119.00', '$1,428.00'],
    ],
    // the pass labelled with a colon: gas 700 ÷ 24 × 3.40 = 99.17; driving 279.17; saving 154.17, 1,850
    [
      'driving: 180/mo parking + 700 miles/mo @ 24 mpg, gas $3.40/gal. train pass: $125/mo. monthly and annual savings with the pass?',
      ['$279.17', '$154.17', '$1,850.00'],
    ],
    // gas 950 ÷ 22 × 3.65 = 157.61; driving 337.61; saving 227.61, 2,731.36 a year
    [
      'compare driving to work (parking 180/month, 950 miles/month, 22 mpg, gas 3.65 per gallon) with a 110 monthly metro pass',
      ['$337.61', '$227.61', '$2,731.36'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire with a cost it cannot place (insurance), or miles with no period', () => {
    for (const question of [
      'transit pass 120 a month vs driving: parking 200 a month, insurance 90 a month, 800 miles a month at 25 mpg, gas 3.50 a gallon. saving?',
      'transit pass 120 a month vs driving: parking 200 a month, 800 miles at 25 mpg, gas 3.50 a gallon. saving?',
    ])
      expect(converse(question)).not.toContain('Transit pass against driving');
  });
});

describe("a dearer home's extra P&I against the commute it saves", () => {
  it.each([
    // P&I on 45,000 at 6.75% over 30 = 291.87; − 250 = 41.87 a month more (502.43 a year)
    [
      'the closer house is 45k more, 6.75% 30-yr; saves 250/mo in commuting — extra payment and net?',
      ['$291.87', '$41.87', '$502.43'],
    ],
    // 60,000 at 7% over 30 = 399.18; − 320 = 79.18
    [
      "House near my office costs $60,000 more than the one out in the suburbs. At 7% on a 30-year loan, what's the extra monthly P&I, and net of the $320 a month I'd save on commuting?",
      ['$399.18', '$79.18'],
    ],
    // 30,000 at 6.5% over 30 = 189.62; 275 − 189.62 = 85.38 saved a month, 1,024.56 a year
    [
      'paying 30k extra for the in-town place at 6.5% for 30 years vs saving about 275 a month on gas and tolls. extra mortgage and net monthly?',
      ['$189.62', '$85.38', '$1,024.56'],
    ],
    // 80,000 at 6.25% over 30 = 492.57; − 400 = 92.57
    [
      "Option B is 80k pricier but cuts my commute cost by $400/mo. Rate 6.25%, 30 yr fixed. How much more is the payment and what's the net?",
      ['$492.57', '$92.57'],
    ],
    // 25,000 at 5.875% over 15 = 209.28; − 180 = 29.28
    [
      'the closer condo is 25k more; 15-year loan at 5.875%; commute savings 180 a month. extra P&I and net difference?',
      ['$209.28', '$29.28'],
    ],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    expectAll(answer, figures);
    expect(answer).not.toContain('Paying extra every month');
  });

  it('does not fire on a whole price, or with a down payment that changes what is financed', () => {
    for (const question of [
      'the closer house costs 450k, 6.75% 30-yr; saves 250/mo in commuting — payment and net?',
      'the closer house is 45k more with 20% down, 6.75% 30-yr; saves 250/mo in commuting — extra payment and net?',
    ])
      expect(converse(question)).not.toContain('against the commute it saves');
  });
});

describe("two towns' property taxes", () => {
  it.each([
    // 400,000 × 1.8% = 7,200; 450,000 × 1.2% = 5,400; 1,800
    [
      "town A: house 400k, tax rate 1.8%; town B: house 450k, tax rate 1.2%. each year's taxes and the difference?",
      ['$7,200.00', '$5,400.00', '$1,800.00'],
    ],
    // 385,000 × 1.35% = 5,197.50; 420,000 × 0.95% = 3,990; 1,207.50
    [
      "Comparing two homes: 385k in Maple Grove where the tax rate is 1.35%, and 420k in Cedar Falls at 0.95%. What would each pay in property tax per year and what's the gap?",
      ['$5,197.50', '$3,990.00', '$1,207.50'],
    ],
    // rates written before the prices, paired by the town each names: 6,510; 5,110; 1,400
    [
      'Riverton taxes 2.1% of value, Lakeside 1.4%. The Riverton house is 310k and the Lakeside one 365k. yearly taxes for each + difference',
      ['Riverton: **$6,510.00**', 'Lakeside: **$5,110.00**', '$1,400.00'],
    ],
    [
      'tax rates: Maple Grove 1.35%, Cedar Falls 0.95%. house prices: 385k in Maple Grove, 420k in Cedar Falls. annual tax in each and the gap?',
      ['Maple Grove: **$5,197.50**', 'Cedar Falls: **$3,990.00**', '$1,207.50'],
    ],
    // "respectively" pairs in order: 310,000 × 2.1%, 365,000 × 1.4%
    [
      'the houses are 310k and 365k, in Riverton and Lakeside, with tax rates of 2.1% and 1.4% respectively. yearly taxes and the difference?',
      ['$6,510.00', '$5,110.00', '$1,400.00'],
    ],
    // 525,000 × 1.1% = 5,775; 480,000 × 1.6% = 7,680; 1,905
    [
      'property tax: $525,000 home at 1.1% vs $480,000 home at 1.6%, how much more per year?',
      ['$5,775.00', '$7,680.00', '$1,905.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not pair rates and prices that name no place', () => {
    const answer = converse(
      'Riverton taxes 2.1% of value, Lakeside 1.4%. one house is 310k and the other 365k. yearly taxes for each + difference',
    );
    expect(answer).not.toContain('$6,510.00');
    expect(answer).not.toContain('Property tax on each home');
  });
});

describe('extra commuting time and its value', () => {
  it.each([
    // 30 min each way × 2 × 240 ÷ 60 = 240 hours; × 40 = 9,600
    [
      'commute is 25 minutes each way here vs 55 minutes each way there, 240 workdays a year; extra hours a year and value at $40 an hour?',
      ['240 hours', '$9,600.00'],
    ],
    // 35 × 2 × 230 ÷ 60 = 268.33 hours; × 35 = 9,391.67
    [
      "From the suburb house my drive would be 50 min each way; from the city condo it's 15 min. I work 230 days a year. How many more hours in the car per year, and what's that worth at $35/hour?",
      ['268.33 hours', '$9,391.67'],
    ],
    // 20 × 2 × 250 ÷ 60 = 166.67 hours; × 50 = 8,333.33
    [
      'extra commute time: 40 min one way vs 20 min one way, 250 work days/yr, my time is worth 50 an hour',
      ['166.67 hours', '$8,333.33'],
    ],
    // round trip: 40 × 220 ÷ 60 = 146.67 hours; × 45 = 6,600
    [
      '70 minutes round trip vs 30 minutes round trip, 220 workdays, $45/hr: extra hours a year and their value',
      ['146.67 hours', '$6,600.00'],
    ],
    // days a week × weeks: 25 × 2 × 250 ÷ 60 = 208.33 hours; × 50 = 10,416.67
    [
      '45 min each way vs 20 min each way, 5 days a week, 50 weeks a year. extra hours per year, and value at $50/hr?',
      ['208.33 hours', '$10,416.67'],
    ],
    // an hour written as such: 60 − 35 = 25 × 2 × 48 × 5 ÷ 60 = 200 hours; × 30 = 6,000
    [
      'Place A: 35 minutes each way. Place B: 1 hour each way. 5 days a week, 48 weeks a year. value my time at $30/hr: extra hours per year and cost?',
      ['200 hours', '$6,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire when one time is each way and the other round trip, or with no days', () => {
    for (const question of [
      'commute is 25 minutes each way here vs 55 minutes round trip there, 240 workdays a year; extra hours?',
      'commute is 25 minutes each way here vs 55 minutes each way there; extra hours a year at $40 an hour?',
    ])
      expect(converse(question)).not.toContain('Extra commuting time');
  });
});
