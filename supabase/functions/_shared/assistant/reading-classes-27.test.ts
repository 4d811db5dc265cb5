// Classes an eighteenth blind set found (issue 19, docs/assistant.md rule 71), each read through the
// whole assistant with phrasings of our own. Expected figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('cost of living: the place the salary is earned now, and the place moved to', () => {
  it.each([
    // 120,000 × 142 ÷ 101 = 168,712.87 (40.59% more)
    [
      'I make 120k in Austin and am considering a transfer to San Diego. Cost of living index: Austin 101, San Diego 142. What salary would I need in SD to keep the same standard of living?',
      ['$168,712.87', '40.59%'],
    ],
    // 95,000 × 104 ÷ 112 = 88,214.29 (7.14% less)
    [
      'we live in denver on 95k, thinking of moving to boise. col index denver 112, boise 104. salary needed to keep the same standard?',
      ['$88,214.29', '7.14% less'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('cash put into repairs is a part of the cash in, never all of it', () => {
  it('"I put 12k into repairs" adds to the down payment and closing costs', () => {
    // loan 255,000 at 7% / 30 yrs: 20,358.26 a year; cash flow 8,241.74; cash in 85,000 + 8,000 + 12,000
    // = 105,000; CoC 7.85%
    const answer = converse(
      "closed on a duplex: 340k purchase, 25% down, closing costs 8k, and I put 12k into repairs before renting it. loan is the rest at 7% for 30 yrs. first-year NOI came in at 28,600. what's my annual debt service, pre-tax cash flow, and cash on cash return on everything I put in?",
    );
    expectAll(answer, ['$20,358.26', '$8,241.74', '7.85%', '$105,000.00']);
  });

  it('repairs a month stay an operating cost', () => {
    expect(
      converse('duplex 400k, 25% down, rent 3,600/mo, we put 150 a month into repairs. cash flow?'),
    ).not.toContain('Rehab: $150');
  });
});

describe('the front-end ratio at the largest housing payment a DTI allows', () => {
  it('is that payment over the income', () => {
    // 8,000 × 43% − 845 = 2,595; 2,595 ÷ 8,000 = 32.44%
    expectAll(
      converse(
        "i gross 96k/yr salaried. monthly debts: car 450, student loans 310, credit card minimums ~85. lender told me back-end DTI max is 43%. what's the highest total housing payment (PITI) i can qualify for, and what would my front end ratio be at that payment?",
      ),
      ['$2,595.00', '32.44%'],
    );
  });
});

describe("the largest loan a DSCR allows, with the quoted loan's own debt service", () => {
  it("shows the quoted loan's debt service a year and its DSCR", () => {
    // 1.6M at 6.8% over 25 years: 133,261.84 a year, DSCR 1.07; 142,000 ÷ 1.25 carries 1,363,931.31
    expectAll(
      converse(
        "Running a deal by a lender. NOI $142,000; proposed loan $1.6M at 6.8% on a 25-year amortization. What's the annual debt service and the DSCR? If they require 1.25x, what's the max loan at the same rate and amortization?",
      ),
      ['$133,261.84', '1.07', '$1,363,931.31'],
    );
  });
});

describe('the land inside a price is never the price', () => {
  it('"600k of that was the land" is the land of a 3.4M purchase', () => {
    // (3,400,000 − 600,000) ÷ 39 = 71,794.87
    expectAll(
      converse('bought a retail building for 3.4M, 600k of that was the land. yearly depreciation?'),
      ['$2,800,000.00', '$71,794.87'],
    );
  });

  it('with no price said, the land is not taken for one', () => {
    expect(
      converse("if 1.2M of the price is land, what's the annual straight-line depreciation?"),
    ).not.toContain('$960,000');
  });
});

describe('numbers that name no input: a calendar year, a price segment, the other share of a split', () => {
  it.each([
    // 498 ÷ 265 − 1 = 87.92%; (498/265)^(1/10) − 1 = 6.51%
    [
      "bought our house in 2014 for 265k, it's worth about 498k now (2024). total appreciation % and the annualized rate over those 10 years?",
      ['87.92%', '6.51%'],
    ],
    // 45 ÷ 3 = 15 a month; 213 ÷ 15 = 14.2 months; 15 ÷ 213 = 7.0%
    [
      'luxury segment ($2M+) in my farm area: 213 active listings, 45 closed sales over the last 3 months. months of supply? monthly absorption rate?',
      ['14.2 months', '7.0%'],
    ],
    // 465,000 × 80% = 372,000 ÷ 27.5 = 13,527.27; × 24% = 3,246.55
    [
      "Closed on a single family rental for $465,000. County assessor splits it 20% land / 80% improvements. What's my annual depreciation (full year, straight line, residential), and what's that worth in tax if I'm in the 24% bracket?",
      ['$13,527.27', '$3,246.55'],
    ],
    // 380,000 × 75% = 285,000 ÷ 27.5 = 10,363.64; × 32% = 3,316.36
    [
      'rental bought for 380k, land 25% of it. depreciation per year and the tax it saves at a marginal rate of 32%?',
      ['$10,363.64', '$3,316.36'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a share that does not complete the other is still asked about', () => {
    expect(
      converse('rental for 465k, 20% land and 70% building, what is the yearly depreciation?'),
    ).not.toContain('Yearly depreciation: **');
  });
});

describe('routing: a count after "year", a loan described as fixed rate, a bet', () => {
  it('"per month in year 5" with no rent given asks, never reads 5 as a rent', () => {
    const answer = converse('Our lease has 3% annual bumps. What will we be paying per month in year 5?');
    expect(answer).not.toContain('$5 a month');
    expect(answer).not.toContain('Year 5 rent: **');
  });

  it('"my loan is fixed rate so why did the payment go up" is about escrow, not today\'s rates', () => {
    const answer = converse(
      'why does my mortgage payment have an escrow amount in it?? my loan is fixed rate so why did the payment go up this year',
    );
    expect(answer).toContain('### Escrow accounts');
    expect(answer).not.toContain("I don't have live or local data");
  });

  it("today's rates are still live data", () => {
    expect(converse('are fixed rates going down this month')).toContain("I don't have live or local data");
    expect(converse('whats the 30 yr fixed rate today')).toContain("I don't have live or local data");
  });

  it('a sports bet is declined plainly', () => {
    expect(
      converse("who's going to win the world series this year? need a hot tip before i place a bet"),
    ).toContain("I'm not sure how to help with that");
  });
});

describe("a seller's net with a transfer tax beside other costs in dollars", () => {
  it('adds the transfer tax to the other closing costs', () => {
    // 1,200,000 − 60,000 − (3,500 + 4,800) − 612,350 − 7,500 = 511,850
    expectAll(
      converse(
        'selling at $1.2M. mortgage payoff is 612,350, agents get 5% total, state transfer tax 0.4% of the price, misc closing costs around 3,500, and we agreed to a 7,500 credit for the roof. commission amount and what we walk away with?',
      ),
      ['$60,000.00', '$4,800', '$511,850.00'],
    );
  });
});

describe('the median and average of a list of amounts', () => {
  it.each([
    // sorted 389.5, 398, 401, 412, 430, 455, 467.5: median 412,000; average 2,953,000 ÷ 7 = 421,857.14;
    // 431,000 ÷ 449,900 = 95.80%
    [
      'last 7 closed sales on our street: 412k, 389,500, 455k, 401k, 398k, 430k and 467,500. median? average? also the neighbor listed at 449,900 and sold at 431k, what is the sale to list ratio?',
      ['$412,000.00', '$421,857.14', '95.80%'],
    ],
    // median (362 + 371) ÷ 2 = 366,500; average 373,250
    ['recent sales 350k, 362k, 371k and 410k - whats the median and average', ['$366,500.00', '$373,250.00']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('does not fire when one amount is of another scale', () => {
    expect(converse('median of 4 prices: 300k, 320k, 5,000 and 340k?')).not.toContain('Median: **');
  });
});

describe('the tax rate on a sale said as "taxed at" or "the rest at"', () => {
  it.each([
    // 985 − 55 − 310 − 85 = 535k gain; − 500k = 35k taxable; × 15% = 5,250
    [
      "married filing jointly. we bought in 2011 for 310k, put about 85k into improvements (new roof, addition). selling for 985k, selling costs ~55k. lived here the whole time as our main home. what's the gain, the taxable gain after the exclusion, and the tax at 15%?",
      ['$535,000.00', '$35,000.00', '$5,250.00'],
    ],
    // 445 − (300 − 58) = 203k; 58k × 25% + 145k × 15% = 36,250
    [
      "selling a rental i bought for 300k. i've taken 58k of depreciation. sale will net 445k after selling costs. what's my total gain, and what's the federal tax if the depreciation recapture part is taxed at 25% and the rest at 15%? break it out pls",
      ['$203,000.00', '$36,250.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe("a lease's rate per foot in its last year, and a hybrid week's days a year in brackets", () => {
  it('the rate per square foot in year 10', () => {
    // 32 × 1.03^9 = 41.75; 384,000 × 1.03^9 = 501,032.90
    expectAll(
      converse(
        "We're negotiating a 10-year office lease for 12,000 RSF starting at $32.00/sf with 3% annual escalations. What's the rate per sf in year 10, the year-10 annual rent, and total base rent over the full term?",
      ),
      ['$41.75/sq ft', '$501,032.90', '$4,402,129.66'],
    );
  });

  it('"3 days a week (~144 days)" after "240 work days a year" is 144 days a year', () => {
    // 31 × 2 × 144 × 0.67 = 5,981.76; 9,969.60 − 5,981.76 = 3,987.84
    expectAll(
      converse(
        'commute from the suburb house would be 31 miles each way, 240 work days a year, figuring 67 cents/mile. annual cost?',
        'if I go hybrid and only go in 3 days a week (~144 days), what is the yearly cost and how much does that save vs going in every day?',
      ),
      ['$5,981.76', '$3,987.84'],
    );
  });
});
