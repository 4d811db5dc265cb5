// Financing and follow-up classes, fifth round (issue 19; docs/assistant.md rule 65): each block is one
// class a user could type many ways, with phrasings of our own and figures computed apart (P&I =
// L·i/(1 − (1+i)^−n), i = rate/12, n = years × 12; the loan a payment carries is its inverse; a balance
// after k payments is L(1+i)^k − P((1+i)^k − 1)/i), and a case where the class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('the 28% rule named by its share', () => {
  it.each([
    // 9,500 × 28% = 2,660; − 650 = 2,010 P&I; at 6.5%/360 that carries 318,003.75; ÷ 0.90 = 353,337.50
    [
      "Using the 28% rule, we make 9,500 a month, taxes and insurance are about 650 a month, rate 6.5% on a 30 year, 10% down. What's the max housing payment, how much is left for P&I, and what's the max loan and price?",
      ['$2,660.00', '$2,010.00', '$318,003.75', '$353,337.50'],
    ],
    // 114,000 ÷ 12 = 9,500 × 28% = 2,660; − 580 = 2,080; at 7%/360 = 312,639.74; ÷ 0.95 = 329,094.46
    [
      '28 percent rule: household income 114,000/yr, T&I 580 monthly, 7% 30yr fixed, 5 pct down. max payment / max loan / max price?',
      ['$2,660.00', '$2,080.00', '$312,639.74', '$329,094.46'],
    ],
    // 120,000 ÷ 12 × 28% = 2,800; − 700 = 2,100; at 6.25%/360 = 341,065.67; ÷ 0.80 = 426,332.09
    [
      'if we follow the 28 rule and gross 120k a year with taxes and ins of 700 a month, at 6.25% for 30 years with 20% down whats the most we can pay for a house',
      ['$2,800.00', '$2,100.00', '$341,065.67', '$426,332.09'],
    ],
    // 8,200 × 28% = 2,296; − 540 = 1,756; at 6.75%/360 = 270,737.77; ÷ 0.85 = 318,515.02
    [
      'by the front-end 28% rule how much house can I afford? I earn 8200 per month gross, property tax + homeowners insurance run 540/mo, 6.75 30-year, putting down 15%',
      ['$2,296.00', '$1,756.00', '$270,737.77', '$318,515.02'],
    ],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    for (const figure of figures) expect(answer).toContain(figure);
  });

  it('the rule alone with an income gives the housing payment', () => {
    // 9,500 × 28% = 2,660
    expect(converse("using the 28% rule, we make 9,500 a month, what's our max housing payment?")).toContain(
      '$2,660.00',
    );
  });

  it('a share put down is never the housing limit', () => {
    // Without a limit named, 10% of 9,500 (950 a month) must not be read as the housing cap.
    const answer = converse(
      "we make 9,500 a month, taxes and insurance are about 650 a month, rate 6.5% on a 30 year, 10% down. What's the max housing payment and max loan?",
    );
    expect(answer).not.toContain('$950.00');
  });
});

describe('a refinance from the P&I paid now, costs paid out of pocket', () => {
  it.each([
    // 318,000 at 6.25%/360 = 1,957.98; 2,210 − 1,957.98 = 252.02; 4,800 ÷ 252.02 = 19.0 months
    [
      'We bought in 2019 and our P and I is 2,210 a month. A broker says we can refinance into a new 30 year loan of 318k at 6.25%. Closing costs are 4,800 and we would pay them out of pocket. What would the new P&I be, how much would we save monthly, and how many months until we break even?',
      ['$1,957.98', '$252.02', '19 months'],
    ],
    // 325,000 at 5.99%/360 = 1,946.45; 2,400 − 1,946.45 = 453.55; 6,500 ÷ 453.55 = 14.3
    [
      'Paying 2,400/mo P&I right now. Lender offered a refi: new loan 325k at 5.99% for 30 yrs, closing costs of 6,500 paid out of pocket. New payment, monthly savings, and break-even in months?',
      ['$1,946.45', '$453.55', '14.3 months'],
    ],
    // 280,000 at 6%/300 = 1,804.04; 1,985 − 1,804.04 = 180.96; 3,900 ÷ 180.96 = 21.6
    [
      'my principal and interest is currently $1,985. thinking of refinancing 280,000 at 6 percent over 25 years. costs 3,900 which I would pay in cash. how long to recoup the costs?',
      ['$1,804.04', '$180.96', '21.6 months'],
    ],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    for (const figure of figures) expect(answer).toContain(figure);
  });

  it('a new payment higher than the one now has no break-even', () => {
    // 265,000 at 5.5%/180 = 2,165.27, 405.27 more than 1,760
    const answer = converse(
      'refi: currently paying $1,760/mo (principal & interest only). new loan $265,000, 15 years at 5.5%, $3,200 closing paid upfront. new payment, difference, months to recoup',
    );
    expect(answer).toContain('$405.27');
    expect(answer).not.toMatch(/Break-even: \*\*/);
  });
});

describe('cash-on-cash when the property nets an amount after the mortgage', () => {
  it.each([
    // 240,000 × 25% = 60,000 + 6,000 + 15,000 = 81,000; 4,200 ÷ 81,000 = 5.19%
    [
      'bought a place for 240k, 25% down, closing costs 6k, put 15k into rehab. it nets 4,200 a year after the mortgage. whats my cash on cash return?',
      ['$81,000', '5.19%'],
    ],
    // 185,000 × 25% = 46,250 + 4,000 + 10,000 = 60,250; 3,600 ÷ 60,250 = 5.98%
    [
      'the rental nets about 3,600 a year after the mortgage is paid. price was 185,000, we put 25% down, paid 4k in closing costs and spent 10k on rehab. cash-on-cash?',
      ['$60,250', '5.98%'],
    ],
    // 275,000 × 20% = 55,000 + 8,000 + 20,000 = 83,000; 350 × 12 = 4,200 ÷ 83,000 = 5.06%
    [
      'price 275k, 20% down, closing 8k, rehab 20k, cash flow after mortgage 350/mo, cash on cash return?',
      ['$83,000', '5.06%'],
    ],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    for (const figure of figures) expect(answer).toContain(figure);
  });

  it('a cash flow after the mortgage is never the rent', () => {
    expect(
      converse(
        'price 275k, 20% down, closing 8k, rehab 20k, cash flow after mortgage 350/mo, cash on cash return?',
      ),
    ).not.toMatch(/Rent: \$350/);
  });
});

describe('less down with PMI added, as a follow-up to a payment', () => {
  const payment = "what's the payment on a 400k house with 20% down at 6.25% for 30 years?";
  it.each([
    // 400,000 × 90% = 360,000 at 6.75%/360 = 2,334.95; PMI 360,000 × 0.6% ÷ 12 = 180; total 2,514.95
    [
      payment,
      'what if we only put 10% down instead — rate would be 6.75 then, and PMI is 0.6% of the loan a year',
      ['$360,000.00', '$2,334.95', '$180.00', '$2,514.95'],
    ],
    // the same 400k at 10% down, said "put down 10%"
    [
      payment,
      "Say we only put down 10% - then rate's 6.75 and PMI would be 0.6 percent of the loan per year. new payment?",
      ['$2,334.95', '$180.00', '$2,514.95'],
    ],
    // 350,000 × 95% = 332,500 at 7%/360 = 2,212.13; PMI 332,500 × 0.55% ÷ 12 = 152.40; total 2,364.53
    [
      'payment on a 350k home, 20% down, 6.5%, 30 years?',
      "and with 5% down? they'd charge 7.0% and pmi runs .55%/yr",
      ['$332,500.00', '$2,212.13', '$152.40', '$2,364.53'],
    ],
  ])('%s → %s', (first, followUp, figures) => {
    const answer = converse(first, followUp);
    for (const figure of figures) expect(answer).toContain(figure);
  });

  it('a rate change alone stays the payment calculator', () => {
    expect(converse(payment, 'what if rates drop to 6%')).not.toMatch(/PMI: \*\*/);
  });
});

describe('refinancing the balance shown above', () => {
  it.each([
    // 350,000 at 6.5%/360 after 60 payments = 327,638.42; at 5.875% over 300 months = 2,086.02
    [
      "what's my balance after 5 years on a 350k loan at 6.5% for 30 years?",
      "and if I refinanced exactly that balance into a 25 year loan at 5.875, what's the new payment?",
      ['$327,638.42', '$2,086.02'],
    ],
    // 327,638.42 (as above) at 6% over 180 months = 2,764.80
    [
      "what's my balance after 5 years on a 350k loan at 6.5% for 30 years?",
      "what's the payment on that at 6% over 15?",
      ['$2,764.80'],
    ],
    // 420,000 at 7%/360 after 84 payments = 382,819.14; at 6% over 240 months = 2,742.64
    [
      'remaining balance after 7 years on a 420k mortgage at 7% for 30 years?',
      "what if I refi what's left into a 20 year at 6%?",
      ['$382,819.14', '$2,742.64'],
    ],
  ])('%s → %s', (first, followUp, figures) => {
    const answer = converse(first, followUp);
    for (const figure of figures) expect(answer).toContain(figure);
    expect(answer).not.toMatch(/Balance after 25 years/);
  });

  it('a new elapsed time stays the balance question', () => {
    expect(
      converse(
        "what's my balance after 5 years on a 350k loan at 6.5% for 30 years?",
        'what about after 8 years',
      ),
    ).toMatch(/Balance after 8 years/);
  });
});

describe('the price at a cap rate, after an NOI', () => {
  const noi = 'fourplex listed at 720k, rents 1,350 each, 6% vacancy, expenses 21k a year. cap rate?';
  it.each([
    // NOI 64,800 × 0.94 − 21,000 = 39,912; ÷ 7% = 570,171.43
    ['what would I have to pay for it to be a 7 cap?', '$570,171.43'],
    ["and to get a 7% cap, what's my max offer?", '$570,171.43'],
    // 39,912 ÷ 7.25% = 550,510.34
    ['at what price does it become a 7.25 cap', '$550,510.34'],
  ])('%s', (followUp, figure) => {
    const answer = converse(noi, followUp);
    expect(answer).toContain(figure);
    // Never read as a new vacancy rate.
    expect(answer).not.toMatch(/Vacancy: 7/);
  });

  it('a change of rent is no cap rate asked', () => {
    expect(converse(noi, "if rents rise 5%, what's the value")).not.toMatch(/Price for that cap rate/);
  });
});

describe('months of inventory after a count moves by a percentage', () => {
  it.each([
    // 140 × 1.25 = 175; 420 ÷ 175 = 2.4 months
    [
      'there are 420 active listings and 140 sales last month, how many months of inventory?',
      'if sales jumped 25% next month and listings stayed the same',
      '2.4 months',
    ],
    // 150 × 0.8 = 120; 600 × 1.1 = 660; 660 ÷ 120 = 5.5 months
    [
      'MOI with 600 listings and 150 closings a month?',
      'what if closings fall 20% and inventory rises 10%',
      '5.5 months',
    ],
    // 1,440 ÷ 12 = 120 a month × 1.25 = 150; 600 ÷ 150 = 4 months (never 1,440 a month)
    [
      '600 active listings, 1,440 sales over the past 12 months. months of inventory?',
      'if sales jumped 25% and listings stayed the same',
      '**4 months** (600 ÷ 150)',
    ],
    // 80 × 0.9 = 72; 300 ÷ 72 = 4.17 months
    ['300 homes listed and 80 sales a month, months of inventory?', 'what if sales fall 10%', '4.17 months'],
  ])('%s → %s', (first, followUp, figure) => {
    expect(converse(first, followUp)).toContain(figure);
  });

  it('a new count of sales replaces the count', () => {
    // 420 ÷ 105 = 4 months
    expect(
      converse(
        'there are 420 active listings and 140 sales last month, how many months of inventory?',
        'what if sales slow to 105 a month',
      ),
    ).toMatch(/\*\*4 months\*\*/);
  });
});

describe('a mill rate moved by mills', () => {
  it.each([
    // 380,000 × 24 ÷ 1,000 = 9,120, 760 a year more (63.33 a month)
    [
      'house assessed at 380k, mill rate 22, what are my property taxes?',
      'the town voted a 2 mill increase',
      ['$9,120.00', '$760.00 a year more', '$63.33'],
    ],
    // 22 + 2 = 24 mills: 9,120
    [
      'house assessed at 380k, mill rate 22, what are my property taxes?',
      "they're raising the mill rate by 2",
      ['$9,120.00', '$760.00 a year more'],
    ],
    // 22 × 1.1 = 24.2 mills: 380,000 × 24.2 ÷ 1,000 = 9,196
    [
      'house assessed at 380k, mill rate 22, what are my property taxes?',
      'what if the mill rate goes up 10%',
      ['$9,196.00'],
    ],
    // 250,000 × 30 ÷ 1,000 = 7,500, 375 a year less
    [
      'home assessed at 250,000 with a mill rate of 31.5. yearly property tax?',
      'what if they cut the rate by 1.5 mills',
      ['$7,500.00', '$375.00 a year less'],
    ],
  ])('%s → %s', (first, followUp, figures) => {
    const answer = converse(first, followUp);
    for (const figure of figures) expect(answer).toContain(figure);
  });

  it('a mill rate set to a number is replaced, not moved', () => {
    // 250,000 × 33 ÷ 1,000 = 8,250
    expect(
      converse(
        'home assessed at 250,000 with a mill rate of 31.5. yearly property tax?',
        'what if the mill rate goes to 33 mills',
      ),
    ).toContain('$8,250.00');
  });
});

describe('a commute changed to hybrid days shows the saving', () => {
  it.each([
    // 28 × 2 × 21 × 3.60 ÷ 30 = 141.12; with 13 days 87.36; 53.76 a month less
    [
      'I commute 28 miles each way, 5 days a week, car gets 30 mpg, gas is 3.60. what does it cost a month? use 21 work days a month',
      'we go hybrid, 13 days a month in office',
      ['$87.36', '$53.76 a month less'],
    ],
    // 44 × 22 × 3.89 ÷ 27 = 139.46; 44 × 12 × 3.89 ÷ 27 = 76.07; 63.39 less
    [
      'round trip is 44 miles, 22 workdays a month, 27 mpg, gas 3.89. monthly commute cost?',
      'switching to hybrid - in the office 12 days a month. how much do we save?',
      ['$76.07', '$63.39 a month less'],
    ],
  ])('%s → %s', (first, followUp, figures) => {
    const answer = converse(first, followUp);
    for (const figure of figures) expect(answer).toContain(figure);
  });

  it('a bare dollar fraction per mile is the cost a mile', () => {
    // 30 × 2 × 20 × 0.67 = 804; with 8 days 321.60, 482.40 a month less
    const answer = converse(
      "I drive 30 miles each way to work 20 days a month, at 0.67 per mile. what's that a month?",
      'hybrid now - 8 days a month in office',
    );
    expect(answer).toContain('$321.60');
    expect(answer).toContain('$482.40 a month less');
  });

  it('days a week said after days a month are the ones used', () => {
    // 44 × 3 × 3.89 ÷ 27 = 19.02 a week; never the 22 days a month again
    expect(
      converse(
        'round trip is 44 miles, 22 workdays a month, 27 mpg, gas 3.89. monthly commute cost?',
        'what if I go hybrid and only drive in 3 days a week',
      ),
    ).toContain('$19.02');
  });
});

describe('tax proration with the seller owning the closing day', () => {
  it.each([
    // Jan 1 – Sep 30 = 273 days; 4,380 ÷ 365 × 273 = 3,276
    [
      'closing Sept 30 2026. yearly property taxes 4,380, paid in arrears. seller owns teh closing day, 365 day year. how many days does the seller owe for and how much is the credit to the buyer?',
      ['273 days', '$3,276.00'],
    ],
    // Jan 1 – May 15 = 135 days; 9,125 ÷ 365 × 135 = 3,375
    [
      'Seller owns the day of closing. Closing: 2026-05-15. Annual taxes $9,125 (paid in arrears). 365-day year. Days seller owned and proration credit?',
      ['135 days', '$3,375.00'],
    ],
    // Jan 1 – Nov 3 = 307 days; 5,840 ÷ 365 × 307 = 4,912
    [
      'how much do i get credited for taxes? closing on nov 3rd 2026, the county bills in arrears, yearly tax 5,840, seller has the closing day, 365 day basis',
      ['307 days', '$4,912.00'],
    ],
    // 2028 is a leap year: Jan 1 – Jun 15 = 167 days, over the 365 the user names: 7,320 ÷ 365 × 167
    [
      'closing june 15 2028, taxes 7,320 a year paid in arrears, the closing day goes to the seller, use a 365-day year. credit?',
      ['167 days', '$3,349.15'],
    ],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    for (const figure of figures) expect(answer).toContain(figure);
  });

  it('the buyer owning the closing day keeps the usual count', () => {
    // Jan 1 – Sep 29 = 272 days
    expect(
      converse(
        'closing Sept 30 2026, yearly taxes 4,380 paid in arrears, buyer owns the closing day. seller credit?',
      ),
    ).toContain('272 days');
  });
});
