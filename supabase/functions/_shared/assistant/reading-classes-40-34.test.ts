// Multifamily and commercial investors, their lenders and brokers (docs/assistant.md rule 117): loans
// sized by DSCR, LTV and loan constant, an IO period then amortizing, break-even occupancy and rent,
// value-add by a rent increase, prices at a cap rate and at exit, a pref then a split, percentage rent,
// load factor, NNN charges, equity and returns. Each class has the held-out example as written plus
// phrasings of our own (figures computed apart), and near misses that must not be read as the class.
import { describe, expect, it } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

cases(
  'percentage rent over a breakpoint',
  [
    [
      'Our anchor lease has an artificial breakpoint: 5% of gross sales above $2,500,000. Tenant reported $3.14M in sales. Percentage rent due?',
      ['$32,000.00'],
    ],
    [
      'percentage rent clause: 6% of sales over a $1.8M breakpoint. store did $2,150,000 in sales last year. how much percentage rent?',
      ['$21,000.00'],
    ],
    [
      "Tenant's gross sales were $4.2 million; lease says 4% of gross sales in excess of $3,000,000 as percentage rent. What's owed?",
      ['$48,000.00'],
    ],
  ],
  /### Percentage rent over the breakpoint/,
);

cases(
  'load factor from rentable and usable area',
  [
    ['floor is 22,000 RSF / 18,700 USF. load factor and add-on %?', ['1.1765', '17.65%']],
    ["Suite is 4,600 usable sf and 5,290 rentable sf. What's the load factor?", ['1.15', '15.00%']],
    [
      "Landlord quotes 12,650 RSF for space measuring 11,000 USF; what's the add-on factor?",
      ['1.15', '15.00%'],
    ],
  ],
  /### Load factor from rentable and usable area/,
);

cases(
  'the price at a target cap rate',
  [
    [
      'Seller is asking $9.8 million. In-place NOI is $529,200. What price gets me to a 6% cap, and how much of a price cut is that?',
      ['$8,820,000.00', '$980,000.00'],
    ],
    [
      'Listed at $4.5M with NOI of $261,000. What price would I need to pay to hit a 6.5% cap rate?',
      ['$4,015,384.62', '$484,615.38'],
    ],
    ['asking price 2.1M, NOI 147k. max price at a 7.5% cap?', ['$1,960,000.00', '$140,000.00']],
  ],
  /### Price at a target cap rate/,
);

cases(
  'an interest-only period, then amortizing payments',
  [
    [
      "We're being offered a $2.8 million loan at 6.1% with 3 years interest-only, then it amortizes over a full 30 years (360 payments starting in year 4). What's the monthly payment during the IO period and after it converts?",
      ['$14,233.33', '$16,967.85'],
    ],
    ['$1.5M loan at 7% with 2 years IO then 25-year amortization. payments?', ['$8,750.00', '$10,601.69']],
    [
      'Lender offers 5 years interest-only on a $900,000 loan at 6.5%, then the loan amortizes over 30 years. What are the monthly payments in each phase?',
      ['$4,875.00', '$5,688.61'],
    ],
  ],
  /### Interest-only period, then amortizing payments/,
);

cases(
  'a simple pref, then the split',
  [
    [
      'First time syndicating. LPs put in $2,000,000. 8% preferred return, simple, non-compounding, nothing paid along the way, 3-year hold. Total profit above return of capital at sale is $1,100,000. LPs get the pref first, no GP catch-up, then everything left splits 70/30 LP/GP. How much profit goes to the LPs in total and how much to the GP?',
      ['$914,000.00', '$186,000.00'],
    ],
    [
      'LPs invested $5M with a 7% simple pref over a 4-year hold; no catch-up. Profit at sale is $2.6M. After the pref it splits 80/20 LP/GP. What do LPs and GP get?',
      ['$2,360,000.00', '$240,000.00'],
    ],
    [
      'Investors put in $1,000,000, 10% non-compounding preferred return, 2-year hold, total profit of $600,000, 60/40 LP/GP split after the pref, no catch-up. LP and GP profit?',
      ['$440,000.00', '$160,000.00'],
    ],
  ],
  /### Preferred return, then the split/,
);

cases(
  'the rent a unit needs to break even',
  [
    [
      'small 20-unit, annual opex $168,000, annual debt service $144,000. what average monthly rent per unit do I need to break even at 100% occupancy, and at 92% occupancy (no other income)?',
      ['$1,300.00', '$1,413.04'],
    ],
    [
      '12 unit building, operating expenses $96,000 a year and debt service $84,000 a year. What rent per unit to break even?',
      ['$1,250.00'],
    ],
    [
      'break-even rent per door for 30 units with opex of $210k/yr and debt service of $150k/yr at 90% occupancy?',
      ['$1,111.11'],
    ],
  ],
  /### Break-even rent per unit/,
);

cases(
  'break-even occupancy',
  [
    ['GPR 1.05M, opex 412k, DS 318k/yr. break-even occ?', ['69.52%']],
    [
      'break-even occupancy with gross potential rent of $2,400,000, operating expenses $950,000 and debt service $720,000?',
      ['69.58%'],
    ],
    ['GPR 600k, opex 240k, DS 210k. break even occupancy?', ['75.00%']],
  ],
  /### Break-even occupancy/,
);

cases(
  'price per door and per foot',
  [
    [
      '36-unit, 28,800 net rentable sf, under contract at $5.4M. price per door and per sf?',
      ['$150,000.00', '$187.50'],
    ],
    ['$3.2M for a 16-unit with 12,800 sf. price per unit and per square foot?', ['$200,000.00', '$250.00']],
    ['24 units, 19,200 rentable sf, asking 4.32M. per door and per sf?', ['$180,000.00', '$225.00']],
  ],
  /### Price per square foot and per door/,
);

cases(
  'NNN occupancy cost',
  [
    ['50k sf warehouse at $9.75 NNN, NNNs running $2.40/sf. total monthly occupancy cost?', ['$50,625.00']],
    ['10,000 sf at $18 NNN with NNN charges of $6.50/sf. all-in annual cost?', ['$245,000.00', '$20,416.67']],
    [
      'Retail space 2,400 sf at $32/sf triple net; CAM, taxes and insurance are $9/sf. Total monthly occupancy cost?',
      ['$98,400.00', '$8,200.00'],
    ],
  ],
  /### NNN occupancy cost/,
);

cases(
  "a bridge loan's interest and fees",
  [
    [
      'bridge loan $8.4M, interest-only at an all-in 9.55%, held 18 months. 1 pt origination + 0.5 pt exit fee. total interest, total fees, total cost of the bridge?',
      ['$1,203,300.00', '$126,000.00', '$1,329,300.00'],
    ],
    [
      '$3M bridge loan at 11% interest-only for 12 months, 2 points origination and 1 point exit. total cost?',
      ['$330,000.00', '$90,000.00', '$420,000.00'],
    ],
    [
      'Bridge: $5,500,000, 10.25% IO, held 24 months, 1.5 pts origination. total interest and fees?',
      ['$1,127,500.00', '$82,500.00', '$1,210,000.00'],
    ],
  ],
  /### Bridge loan: interest and fees/,
);

cases(
  'loans sized by the lender',
  [
    ['loan constant is 8.2%, NOI 500k, lender min DSCR 1.25. max loan?', ['$4,878,048.78']],
    [
      "NOI is $750,000, the lender needs a 1.30 DSCR and the loan constant is 7.5%. What's the maximum loan?",
      ['$7,692,307.69'],
    ],
    ['max loan with 9% mortgage constant, noi 300k, dscr 1.2', ['$2,777,777.78']],
  ],
  /### Largest loan from the loan constant/,
);

cases(
  'the NOI a loan needs at a DSCR',
  [
    [
      'What NOI do I need to support a $5,000,000 loan at 6.9%, 30-yr amortization, if the lender requires a 1.25x DSCR?',
      ['$395,160.08', '$493,950.10'],
    ],
    [
      'how much NOI do I need for a $2M loan at 7%, 25-year amortization, at a 1.20 DSCR?',
      ['$169,627.01', '$203,552.41'],
    ],
    [
      'minimum NOI for a $10,000,000 loan at 6.25% with a 30 year amortization and 1.35x DSCR?',
      ['$738,860.64', '$997,461.86'],
    ],
  ],
  /### NOI needed for a loan at a DSCR/,
);

cases(
  'the value a loan needs at an LTV',
  [
    ['I need a $3.5M loan and the bank caps LTV at 70%. What appraised value do I need?', ['$5,000,000.00']],
    ['lender max loan-to-value is 75%; what value do we need to borrow $1.2M?', ['$1,600,000.00']],
  ],
  /### Value a loan needs at an LTV/,
);

cases(
  'DSCR interest-only and amortizing',
  [
    [
      'NOI 410k. $5M loan at 6.75%. DSCR during interest-only vs on a 30-year amortization?',
      ['$337,500.00', '1.21', '1.05'],
    ],
    [
      'NOI $300,000, $3.5M loan at 7%. DSCR interest-only and with a 25-year amortization?',
      ['$245,000.00', '1.22', '$296,847.26', '1.01'],
    ],
  ],
  /### DSCR interest-only and amortizing/,
);

cases(
  'taxes reassessed to the price',
  [
    [
      "Buying at $8.4M in a county that reassesses to purchase price; effective tax rate is 2.15% of assessed value. Seller's current taxes are $96,000. What will the new annual tax bill be and how much is the increase?",
      ['$180,600.00', '$84,600.00'],
    ],
    [
      'County reassesses on sale. Buying for $2.5M, tax rate 1.8% of assessed value, current taxes $28,000. New tax bill?',
      ['$45,000.00', '$17,000.00'],
    ],
  ],
  /### Taxes reassessed to the price/,
);

cases(
  'income and value added by a rent increase',
  [
    [
      'If we push rents $125 a month across all 64 units (assume no change to vacancy or expenses), how much NOI does that add and how much value does it create at a 5.75% cap?',
      ['$96,000.00', '$1,669,565.22'],
    ],
    [
      'we spent 180k renovating interiors on 30 units and got a $95/mo rent premium on every one of them. what is the return on cost on the reno (added annual income / cost)?',
      ['$34,200.00', '19.00%'],
    ],
    [
      "Raise rents $50/month on 100 units; at a 6% cap what's the value created?",
      ['$60,000.00', '$1,000,000.00'],
    ],
    [
      'Renovation cost $400k across 40 units for a $150 a month premium each. return on cost and value at a 5.5 cap, net of cost?',
      ['$72,000.00', '18.00%', '$1,309,090.91', '$909,090.91'],
    ],
  ],
  /### Income and value added by a rent increase/,
);

cases(
  "an investor's returns",
  [
    [
      "Just closed on my first small apartment deal, 2.4M purchase, I put 30% down plus 48k in closing costs. Year-1 NOI projection is 168k and annual debt service is 118,400. What's my cash-on-cash return?",
      ['$768,000.00', '$49,600.00', '6.46%'],
    ],
    [
      'Bought a 1.5M building with 25% down and 30k closing costs. NOI 110k, debt service 72k. cash on cash?',
      ['$405,000.00', '$38,000.00', '9.38%'],
    ],
  ],
  /### Cash-on-cash return on a purchase/,
);

cases(
  'a cash-out refinance',
  [
    [
      "After the renovation our building appraised at $6.8M. The new lender will go to 70% LTV, our existing loan payoff is $3.1M, and closing costs are 2% of the new loan. What's the new loan amount and how much cash do we net out?",
      ['$4,760,000.00', '$1,564,800.00'],
    ],
    [
      'Property appraised at $4M, new loan at 75% LTV, payoff of existing loan $1.8M, closing costs 1.5% of the new loan. How much cash out?',
      ['$3,000,000.00', '$1,155,000.00'],
    ],
  ],
  /### Cash-out refinance: new loan and net cash/,
);

cases(
  'an equity multiple',
  [
    [
      'My wife and I (both 61, retiring next spring) put $1.2 million into a multifamily syndication. Over exactly 5 years we received $2.22 million in total distributions including our share of the sale. What was our equity multiple, and our simple average annual return (total profit divided by equity, divided by years — not IRR)?',
      ['1.85x', '17.00%'],
    ],
    [
      'Invested $500k, got back $900k total over 6 years. Equity multiple and average annual return?',
      ['1.8x', '13.33%'],
    ],
  ],
  /### Equity multiple and average annual return/,
);

cases(
  'value lost to a cost increase',
  [
    [
      'Our insurance renewal came in at $131,000, up from $86,000. If the market values this asset at a 5.5% cap, how much NOI and how much value did we just lose (everything else unchanged)?',
      ['$45,000.00', '$818,181.82'],
    ],
    [
      'Property taxes went from $40,000 to $55,000. At a 6% cap how much value did we lose?',
      ['$15,000.00', '$250,000.00'],
    ],
  ],
  /### NOI and value lost to a cost increase/,
);

cases(
  'income: NNN shares, EGI, a rent roll',
  [
    [
      "Tenant leases 12,500 sf in an 80,000 sf building. Building's annual real estate taxes are $240,000, insurance $56,000 and CAM $104,000, all passed through pro rata. What's the tenant's share %, annual NNN charge and NNN per sf?",
      ['15.625%', '$62,500.00', '$5.00'],
    ],
    [
      "Tenant has 5,000 sf in a 50,000 sf center; taxes $120,000, insurance $30,000, CAM $90,000 passed through pro rata. Tenant's share and NNN charge?",
      ['10.000%', '$24,000.00', '$4.80'],
    ],
    [
      'GPR $1,236,000; vacancy 6% and credit loss 1% (both of GPR); other income (laundry, parking, RUBS) $38,400. EGI?',
      ['$1,187,880.00'],
    ],
    ['Gross potential rent $800,000, vacancy 5%, other income $20,000. EGI?', ['$780,000.00']],
    [
      "Rent roll is 24 units all at $1,275 a month. I'm underwriting 5% vacancy and expenses at 41% of EGI. What's GPR, EGI and NOI?",
      ['$367,200.00', '$348,840.00', '$205,815.60'],
    ],
    [
      '10 units at $2,000/month, 4% vacancy, expenses 35% of EGI. GPR, EGI, NOI?',
      ['$240,000.00', '$230,400.00', '$149,760.00'],
    ],
  ],
  /### (?:Tenant's pro-rata NNN charges|Effective gross income \(EGI\)|GPR, EGI and NOI from a rent roll)/,
);

cases(
  'total equity and value at exit',
  [
    [
      'Total equity check? Price $7.25M, 70% LTV, closing costs 2.5% of price, lender wants $150k of reserves funded at close, and a 1 point origination fee on the loan. Equity = down payment + closing + reserves + points.',
      ['$5,075,000.00', '$2,557,000.00'],
    ],
    [
      'Price $4M, 75% LTV, closing costs 2% of price, $100k reserves, 1 point on the loan. total equity needed?',
      ['$3,000,000.00', '$1,210,000.00'],
    ],
    [
      'Bought a 40-unit at a 6.0 cap on NOI of $540k. Business plan gets NOI to $620k by year 5 and we underwrote a 6.5% exit cap (50 bps of expansion). What did we pay, what is it worth at exit and what is the gain on value?',
      ['$9,000,000.00', '$9,538,461.54', '$538,461.54'],
    ],
    [
      "We bought at a 5.5% cap on $330,000 NOI; NOI grows to $400,000 and we sell at a 6% exit cap. What did we pay, what's it worth at exit, gain?",
      ['$6,000,000.00', '$6,666,666.67', '$666,666.67'],
    ],
  ],
  /### (?:Total equity to close|Value at purchase and at exit)/,
);

describe('follow-ups to a commercial deal', () => {
  const follow = (first: string, second: string, heading: RegExp, figures: string[]) => {
    const answer = converse(first, second);
    expect(answer).toMatch(heading);
    expectAll(answer, figures);
  };
  it('a new split after the pref', () =>
    follow(
      'First time syndicating. LPs put in $2,000,000. 8% preferred return, simple, non-compounding, nothing paid along the way, 3-year hold. Total profit above return of capital at sale is $1,100,000. LPs get the pref first, no GP catch-up, then everything left splits 70/30 LP/GP. How much profit goes to the LPs in total and how much to the GP?',
      'What if the split after the pref is 80/20 instead?',
      /### Preferred return, then the split/,
      ['$976,000.00', '$124,000.00'],
    ));
  it('a lower debt service for break-even rent', () =>
    follow(
      'small 20-unit, annual opex $168,000, annual debt service $144,000. what average monthly rent per unit do I need to break even at 100% occupancy, and at 92% occupancy (no other income)?',
      'what if I refi and debt service drops to $126,000 a year',
      /### Break-even rent per unit/,
      ['$1,225.00', '$1,331.52'],
    ));
  it('a lower debt service for cash-on-cash', () =>
    follow(
      "Just closed on my first small apartment deal, 2.4M purchase, I put 30% down plus 48k in closing costs. Year-1 NOI projection is 168k and annual debt service is 118,400. What's my cash-on-cash return?",
      'If I refinance and annual debt service drops to $104,000 (same cash invested, same NOI), what does cash-on-cash become?',
      /### Cash-on-cash return on a purchase/,
      ['$64,000.00', '8.33%'],
    ));
  it('a renovation valued at a cap', () =>
    follow(
      'we spent 180k renovating interiors on 30 units and got a $95/mo rent premium on every one of them. what is the return on cost on the reno (added annual income / cost)?',
      'and how much value did that create at a 6 cap, and net of what we spent?',
      /### Income and value added by a rent increase/,
      ['$570,000.00', '$390,000.00'],
    ));
  it('a lower exit cap', () =>
    follow(
      'Bought a 40-unit at a 6.0 cap on NOI of $540k. Business plan gets NOI to $620k by year 5 and we underwrote a 6.5% exit cap (50 bps of expansion). What did we pay, what is it worth at exit and what is the gain on value?',
      'ok and if cap rates compress and we exit at a 5.75 instead?',
      /### Value at purchase and at exit/,
      ['$10,782,608.70', '$1,782,608.70'],
    ));
  it('a lower LTV for the equity check', () =>
    follow(
      'Total equity check? Price $7.25M, 70% LTV, closing costs 2.5% of price, lender wants $150k of reserves funded at close, and a 1 point origination fee on the loan. Equity = down payment + closing + reserves + points.',
      'and at 65% LTV?',
      /### Total equity to close/,
      ['$4,712,500.00', '$2,915,875.00'],
    ));
  it('the value a loan needs after its NOI, not the LTV read as a rate', () =>
    follow(
      'What NOI do I need to support a $5,000,000 loan at 6.9%, 30-yr amortization, if the lender requires a 1.25x DSCR?',
      'And if the same lender also caps LTV at 65%, what appraised value do I need for that $5M?',
      /### Value a loan needs at an LTV/,
      ['$7,692,307.69'],
    ));
});

describe('near misses are not read as a commercial deal', () => {
  it.each([
    [
      'What is a natural breakpoint if base rent is $120,000 and the percentage rent is 6%?',
      /Percentage rent over/,
    ],
    ['What is a load factor?', /### Load factor from/],
    ["Asking $9.8M with NOI of $529,200, what's the cap rate?", /### Price at a target cap rate/],
    ["$1.5M loan at 7% interest-only, what's the payment?", /### Interest-only period, then/],
    [
      'LPs put in $2M, 8% pref compounding annually, 3-year hold, profit $1.1M, then a 70/30 LP/GP split. LP and GP shares?',
      /### Preferred return, then the split/,
    ],
    [
      'LPs put in $2M, 8% simple pref, 3-year hold, profit $1.1M, GP catch-up to 20%, then 80/20 LP/GP. LP and GP shares?',
      /### Preferred return, then the split/,
    ],
    ['20 units, opex $168,000 and debt service $144,000. what is my DSCR?', /### Break-even/],
    ['GPR 600k and opex 240k, what is the expense ratio?', /### Break-even occupancy/],
    ['$3M bridge loan at 11% interest-only for 12 months. monthly payment?', /### Bridge loan/],
    ['Loan constant on a $2M loan at 7% over 25 years?', /### Largest loan from the loan constant/],
    ['Raise rents $50/month on 100 units. how much more a year?', /### Income and value added/],
    ['Property taxes went from $40,000 to $55,000. how much more a month is that?', /### NOI and value lost/],
    [
      'My React useEffect keeps running in an infinite loop when I set state inside it. How do I fix it?',
      /###.*(?:Buying|home)/,
    ],
  ])('%s', (question, heading) => {
    expect(converse(question)).not.toMatch(heading);
  });
});

describe('asked of no calculation', () => {
  it('declines a React bug and a runner’s knee plainly', () => {
    for (const q of [
      'My React useEffect keeps running in an infinite loop when I set state inside it. How do I fix it?',
      'My knee has been hurting since I started running again. Should I see an orthopedist or a physical therapist first?',
    ])
      expect(converse(q)).toMatch(/not sure how to help|Here's what I can do/);
  });
  it('has no live listings of strip centers', () => {
    expect(
      converse('Pull up the retail strip centers listed for sale in Naperville, IL this week under $3M.'),
    ).toMatch(/live or local data/);
  });
});
