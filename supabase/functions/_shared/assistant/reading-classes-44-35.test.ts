// Retirees and downsizers (docs/assistant.md rule 120): numbers said twice or in words as people
// dictate them, a tax before and after an exemption, a recast after a lump sum, a yearly bill's share
// for stated days, a place "miles away", a rent below market, a building's depreciation and its
// recapture, a gift changed in a follow-up, a balance or draws at a monthly-compounded rate, a reverse
// mortgage's principal limit, simple interest, a commission to both sides, repeated increases and
// recurring costs added up. Each class has the held-out example as written, our
// own phrasings (figures computed apart, in Python) and a near miss that must not be answered so.
import { describe, expect, it } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

cases(
  'a number said again for emphasis, and fractions with a hyphen',
  [
    [
      'Good morning. My husband and I are 71 and 73 and, after forty-one years in the same house, we are looking at a two-bedroom condo about ten minutes from our daughter. We would borrow one hundred eighty thousand dollars at six and a quarter percent for fifteen years. Fifteen, not fifty. What would the monthly principal and interest payment be?',
      ['$1,543.36'],
    ],
    [
      'We would borrow $255,000 at six and seven-eighths percent for fifteen years. Fifteen, not fifty. Monthly principal and interest?',
      ['$2,274.23'],
    ],
  ],
  /### Monthly mortgage payment/,
);

describe('a down payment restated, then a follow-up at another rate and term', () => {
  const first =
    'The condo is three hundred forty thousand. We will put twenty five percent down, twenty-five, from the house sale. How much is the down payment, and what is the monthly principal and interest on a fifteen-year loan at six and seven-eighths percent for the rest?';
  it('reads the down payment once and the rate in words', () => {
    expectAll(converse(first), ['$85,000', '$2,274.23']);
  });
  it('keeps the loan for the follow-up', () => {
    expectAll(converse(first, 'what about a 30 year at 7 1/8 instead, same loan amount?'), ['$1,717.98']);
  });
  it('never drops a different number after a comma ("$135k, 135,000 rehab")', () => {
    const answer = converse(
      'flip numbers: buy at $135k, 135,000 rehab, sell for $340,000. selling costs 6% of the sale price and 13500 in holding costs. profit?',
    );
    expect(answer).not.toContain('$171,100.00');
  });
});

cases(
  'a property tax before and after an exemption',
  [
    [
      'House market value is $400,000. Our state assesses property at 40% of market value and the tax rate is $3.10 per $100 of assessed value. The senior homestead exemption takes $25,000 off the assessed value. What is the yearly tax before and after the exemption?',
      ['$4,960.00', '$4,185.00'],
    ],
    [
      'home worth 300k, assessed at 50% of value, rate $2.50 per $100 assessed, homestead exemption $20,000 off the assessed value. yearly tax before and after the exemption?',
      ['$3,750.00', '$3,250.00'],
    ],
  ],
  /### Property tax/,
);

cases(
  'a recast after a lump sum from a sale',
  [
    [
      'We owe $210,000 at 6.125% with 25 years (300 payments) left. If we put $60,000 from selling the lake cottage toward principal and the bank recasts the loan over the same 300 months at the same rate, what is our monthly P&I now and after the recast?',
      ['$1,369.12', '$977.95'],
    ],
    [
      'balance $300,000 at 6.5%, 240 payments left. we put $50,000 from the sale of the rental toward principal and recast. P&I now and after?',
      ['$2,236.72', '$1,863.93'],
    ],
  ],
  /### Recast after a lump sum/,
);

cases(
  "a yearly bill's share for a stated count of days",
  [
    [
      "Property taxes on the house are $7,300 for calendar year 2025. At closing the seller is charged for January 1 through April 17, which is 107 days, on a 365-day year. What is the seller's share?",
      ['$2,140.00'],
    ],
    ["hoa dues are 4,200 a year. buyer owes 200 days on a 360-day year. buyer's share?", ['$2,333.33']],
    ["taxes $5,000 a year, seller charged 100 days, 365 days in a year, seller's share?", ['$1,369.86']],
  ],
  /### A yearly bill shared by days/,
);

describe('a stated day count that the dates contradict', () => {
  it('is not read as the days', () => {
    const answer = converse(
      "Taxes are $7,300 for 2025. The seller is charged for January 1 through April 17, which is 90 days, on a 365-day year. Seller's share?",
    );
    expect(answer).not.toMatch(/### A yearly bill shared by days/);
  });
});

cases(
  'a place miles away visited round trip',
  [
    [
      'grandkids are 14 miles away. we drive over 3 times a week (round trip), 52 weeks a year, and I count 67 cents a mile. what does that cost us a year?',
      ['$2,926.56'],
    ],
    [
      'the clinic is 9 miles away, I go 4 days a week round trip, 0.65 a mile, what does it cost a week?',
      ['$46.80'],
    ],
  ],
  /### Commute cost/,
);

describe('a round trip said of the distance itself', () => {
  it('is not doubled', () => {
    const answer = converse(
      'my commute is 14 miles round trip, 5 days a week, 50 weeks a year, at $0.67 a mile. yearly cost?',
    );
    expect(answer).toContain('$2,345.00');
  });
});

cases(
  'a rent charged below market',
  [
    [
      "Market rent on our old condo is 2,200. We charge our daughter 1,400. What's the discount per month and per year, and what percent below market is that?",
      ['$800.00', '$9,600.00', '36.36%'],
    ],
    [
      'we charge my nephew $950/mo for the apartment; market rate is 1,350. how much of a discount is that a year and in percent?',
      ['$400.00', '$4,800.00', '29.63%'],
    ],
    [
      'our son pays us 1,100 a month for the townhouse. we could get 1,650 on the market. how far below market is he, in dollars a year and percent?',
      ['$550.00', '$6,600.00', '33.33%'],
    ],
  ],
  /### Rent below market/,
);

describe('two rents asked about something else', () => {
  it('is not a discount', () => {
    expect(converse("Market rent is 2,200 and we charge 1,400. What's the cap rate?")).not.toMatch(
      /### Rent below market/,
    );
  });
});

cases(
  "a building's stated depreciable basis",
  [
    [
      "We're turning the old house into a rental. The depreciable basis of the building is $280,000, straight line over 27.5 years. What is the annual depreciation?",
      ['$10,181.82'],
    ],
    [
      'commercial building, depreciable basis 1.2M, 39-year straight line. we held it 10 years. total depreciation and recapture at 25%?',
      ['$30,769.23', '$307,692.31', '$76,923.08'],
    ],
    [
      "the building's basis is $350,000, depreciated straight line over 27.5 years; after 4 years, total depreciation and the recapture at 25%?",
      ['$12,727.27', '$50,909.09', '$12,727.27'],
    ],
  ],
  /### Straight-line depreciation/,
);

describe("depreciation's years held and recapture as a follow-up", () => {
  it('reads the basis from the question before', () => {
    const answer = converse(
      "We're turning the old house into a rental. The depreciable basis of the building is $280,000, straight line over 27.5 years. What is the annual depreciation?",
      'If we sell after exactly 6 full years of that depreciation, what is the total depreciation taken, and the recapture tax on it at 25%?',
    );
    expectAll(answer, ['$61,090.91', '$15,272.73']);
  });
  it('a purchase price is not a building basis', () => {
    const answer = converse(
      'We bought a rental for $400,000, straight line over 27.5 years. What is the annual depreciation?',
    );
    expect(answer).not.toMatch(/### Straight-line depreciation/);
  });
});

describe('a gift changed in a follow-up', () => {
  const first =
    "Our son (he's 34, two kids of his own) is buying a $350,000 house and we're giving him $40,000 for the down payment. What percent down is that, and what would his monthly principal and interest be on the rest at 6.75% for 30 years?";
  it('replaces the amount given, never the price', () => {
    const answer = converse(first, 'What if we gave him $70,000 instead?');
    expectAll(answer, ['20%', '$1,816.07']);
  });
  it('reads another amount given the same way', () => {
    expectAll(converse(first, 'and if we give him $60,000 instead?'), ['$1,880.93']);
  });
  it('a price changed is not the gift', () => {
    const answer = converse(first, 'What if the house were $400,000 instead?');
    expect(answer).not.toContain('Down payment: $400,000');
  });
});

cases(
  'a balance or draws at a monthly-compounded rate',
  [
    [
      "we're 77 and 75. our reverse mortgage balance is 150,000 today. rate is 6.5% plus 0.5% annual MIP, so 7% total, compounded monthly, and we make no payments. what will the balance be in 10 yrs?",
      ['$301,449.21'],
    ],
    [
      "My unused HECM line of credit is $180,000. If it grows at the note rate plus MIP, 7.25% a year compounded monthly, and I don't draw on it, how large will the line be in 8 years? I'll be 79 by then.",
      ['$320,926.39'],
    ],
    ['our savings of 50k earn 4% compounded monthly. what will it be worth in 5 years?', ['$61,049.83']],
    [
      "Husband dictating for both of us. We plan to take one thousand dollars a month from our reverse mortgage line for five years to help pay for my wife's home care. The rate is seven percent compounded monthly, each draw is at the end of the month, and the loan balance starts at zero. What will we owe right after the sixtieth draw?",
      ['$71,592.90'],
    ],
    [
      'we draw $1,500 a month from the line for 3 years at 6% compounded monthly, each draw at the end of the month, balance starts at zero. how much do we owe then?',
      ['$59,004.16'],
    ],
    [
      'We have one hundred twenty thousand dollars available on our HECM and are thinking about the term payment option, equal monthly payments for ten years period. Please treat the $120,000 as the present value of those payments at an expected rate of six point eight percent compounded monthly, with each payment at the end of the month. What would the monthly payment be?',
      ['$1,380.96'],
    ],
    [
      'treat $200,000 as the present value of equal monthly payments for 15 years at 6% compounded monthly, paid at the end of each month. monthly payment?',
      ['$1,687.71'],
    ],
  ],
  /### (?:A balance grown|Monthly draws grown|Monthly payment from a present value)/,
);

describe('a growth without monthly compounding said', () => {
  it('is not read as compounding monthly', () => {
    const answer = converse(
      'home is worth 400k and appreciates 4% a year. what will it be worth in 10 years?',
    );
    expect(answer).not.toMatch(/monthly-compounded/);
  });
});

cases(
  "a reverse mortgage's principal limit",
  [
    [
      "I'm 72, widowed, and my house appraised at $450,000. The reverse mortgage (HECM) lender says my principal limit factor is 0.52. I still owe $60,000 on my regular mortgage. Upfront mortgage insurance is 2% of the appraised value and the other closing costs are $6,500, and all of it (the payoff, the MIP and the closing costs) comes out of the reverse mortgage. What is my principal limit, and how much is left for me after those are paid?",
      ['$234,000.00', '$158,500.00'],
    ],
    [
      'HECM question: our home is valued at $380,000 and the PLF is 0.5, we owe $40,000, closing costs $7,000 and MIP 2% all financed. how much do we have available?',
      ['$190,000.00', '$135,400.00'],
    ],
    [
      "My wife and I want to use a HECM for Purchase to buy a $400,000 condo near our three grandchildren in Raleigh. I'm 74 and the lender says the principal limit factor is 0.47. Upfront MIP is 2% of the price and other closing costs are $5,000; we will pay the MIP and the closing costs in cash, not from the loan. How big is the reverse mortgage, and how much cash do we bring in total (down payment plus MIP plus closing costs)?",
      ['$188,000.00', '$225,000.00'],
    ],
    [
      'reverse mortgage for purchase: $300,000 house, principal limit factor 0.5, MIP 2% and $4,000 closing costs paid in cash. loan and cash to bring?',
      ['$150,000.00', '$160,000.00'],
    ],
  ],
  /### (?:Reverse mortgage \(HECM\)|HECM for Purchase)/,
);

describe('reverse mortgage follow-ups that restate every number', () => {
  it('reads a revised appraisal', () => {
    const answer = converse(
      "I'm 72, widowed, and my house appraised at $450,000. The reverse mortgage (HECM) lender says my principal limit factor is 0.52. I still owe $60,000 on my regular mortgage. Upfront mortgage insurance is 2% of the appraised value and the other closing costs are $6,500, and all of it (the payoff, the MIP and the closing costs) comes out of the reverse mortgage. What is my principal limit, and how much is left for me after those are paid?",
      "Sorry, the appraisal was revised down to four hundred twenty thousand. Same 0.52 factor, MIP still 2 percent of the appraised value, same $6,500 closing costs and $60,000 payoff. What are the principal limit and what's left for me now?",
    );
    expectAll(answer, ['$218,400.00', '$143,500.00']);
  });
  it("reads the younger borrower's factor for a purchase", () => {
    const answer = converse(
      'The lender just called back: because my wife is 68 the factor is based on the younger borrower, 0.418. Same $400,000 condo, same 2% MIP and $5,000 closing costs paid in cash. What are the loan amount and our total cash now?',
    );
    expectAll(answer, ['$167,200.00', '$245,800.00']);
  });
  it('a regular mortgage beside a factor is not a reverse mortgage', () => {
    const answer = converse(
      'our house appraised at 500k and the principal limit factor is 0.4, what would the monthly payment be on a 30 year mortgage at 6%?',
    );
    expect(answer).not.toMatch(/### Reverse mortgage/);
  });
});

cases(
  'simple interest on a CD or an interest-only bridge loan',
  [
    [
      'We will put two hundred thousand dollars from the house sale into a CD paying four and a half percent simple interest. How much interest is that per month and per year?',
      ['$750.00', '$9,000.00'],
    ],
    [
      'We need a bridge loan of $250,000 at 9%, interest only, until our house sells, which the agent thinks will take 4 months. What is the monthly interest and the total for the 4 months?',
      ['$1,875.00', '$7,500.00'],
    ],
    ['bridge loan 180k at 8.5% interest-only for 6 months, total interest?', ['$1,275.00', '$7,650.00']],
  ],
  /### Simple interest/,
);

describe('a bridge loan with fees', () => {
  it('is not simple interest alone', () => {
    const answer = converse(
      'bridge loan $8.4M, interest-only at an all-in 9.55%, held 18 months. 1 pt origination + 0.5 pt exit fee. total interest, total fees, total cost of the bridge?',
    );
    expect(answer).not.toMatch(/### Simple interest/);
  });
});

cases(
  'a commission to both sides',
  [
    [
      "The listing agent wants 2.5% and the buyer's agent gets 2.5% on our $475,000 sale. What is the total commission in dollars?",
      ['$23,750.00'],
    ],
    [
      'selling for 650k. listing agent 3%, buyers agent 2.25%. what do we pay in commission total?',
      ['$34,125.00'],
    ],
  ],
  /### Commission for both sides/,
);

cases(
  'an amount after repeated increases',
  [
    [
      "HOA is 395 a month now and the board says expect 6% increases every year. after three of those increases what's the monthly fee?",
      ['$470.45'],
    ],
  ],
  /### After repeated increases/,
);

describe('an amount after raises counted', () => {
  it('is grown once a raise', () => {
    expect(converse('rent is $1,800 and goes up 3% at each renewal. what is it after 4 raises?')).toContain(
      '$2,025.92',
    );
  });
});

cases(
  'recurring costs by the month and the year added up',
  [
    [
      'condo we like: HOA $425/mo, property taxes $3,600 a yr, HO-6 insurance $720/yr. paying cash so no mortgage. total per month and per year?',
      ['$785.00', '$9,420.00'],
    ],
    [
      'townhouse: hoa 300 a month, taxes 4,800 a year, insurance 1,200 a year, utilities 250 a month. what is the total a month and a year?',
      ['$1,050.00', '$12,600.00'],
    ],
  ],
  /### Recurring costs added up/,
);

describe('recurring costs beside a price', () => {
  it('are not added up as if the price were a cost', () => {
    const answer = converse('HOA $425/mo, taxes $3,600 a yr. price $300,000. total per month and per year?');
    expect(answer).not.toMatch(/### Recurring costs added up/);
  });
});
