// Investment, financing and market classes of small-business owners (docs/assistant.md rule 79), each
// read through the whole assistant with phrasings of our own in several voices and number forms.
// Expected figures were computed apart (Python); a near miss (a number missing, a concept asked, an
// unseen document) must not be answered with the class's figures.
import { describe, expect, it } from 'vitest';
import { mentionsAllCash } from './calculator-inputs.ts';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('a strip centre NOI with the tenants’ reimbursements', () => {
  it.each([
    // 312,000 × 0.93 + 54,000 − 96,000 = 248,160; ÷ 3.4M = 7.30%
    [
      "Gross potential rent is 312,000 a year, 7% vacancy & credit loss on that. Tenants reimburse about $54k of CAM and taxes (collect all of it), total operating expenses $96,000. A buyer offered 3.4M. NOI and the cap rate he's paying?",
      ['$248,160.00', '7.30%'],
    ],
    // 540,000 × 0.94 + 88,000 − 162,000 = 433,600; ÷ 5.2M = 8.34%
    [
      "Strip center: GPR $540k/yr, vacancy and collection loss 6%, CAM/tax/insurance recoveries of 88,000 a year, opex 162k. Asking price is 5.2 million. What's the NOI and going-in cap?",
      ['$433,600.00', '8.34%'],
    ],
    // 1.1M × 0.92 + 210,000 − 395,000 = 827,000; ÷ 11.5M = 7.19%
    [
      "we collect 1.1 mil a yr in base rents at full occupancy, 8% vacancy on that. reimbursements from the NNN tenants run about 210k. total expenses 395k. if I list it at 11.5M, what cap rate is that, and what's NOI?",
      ['$827,000.00', '7.19%'],
    ],
    // monthly: (26,000 × 0.95 + 3,500 − 9,000) × 12 = 230,400; ÷ 7.5% = 3,072,000
    [
      'Gross potential rent 26,000 a month, 5% vacancy, tenants pay back 3,500/mo in CAM, opex 9,000 a month. NOI and value at a 7.5% cap?',
      ['$230,400.00', '$3,072,000.00'],
    ],
    // other income too: 780,000 × 0.95 + 120,000 + 14,400 − 260,000 = 615,400; ÷ 8.25M = 7.46%
    [
      'NOI and cap rate: GPR is $780,000, vacancy & credit loss 5%, tenants reimburse $120k of expenses, we also get $14,400 a year from a cell tower, opex $260k, price $8.25M',
      ['$615,400.00', '7.46%'],
    ],
    // 2.1M × 0.95 + 310,000 − 720,000 = 1,585,000; ÷ 6.75% = 23,481,481.48
    [
      'Potential gross income of $2.1M; vacancy/credit 5%; expense reimbursements $310,000; opex $720,000. NOI? Value at 6.75% cap?',
      ['$1,585,000.00', '$23,481,481.48'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a follow-up that changes the vacancy recomputes the NOI and the cap rate', () => {
    const first =
      "Gross potential rent is 312,000 a year, 7% vacancy & credit loss on that. Tenants reimburse about $54k of CAM and taxes (collect all of it), total operating expenses $96,000. A buyer offered 3.4M. NOI and the cap rate he's paying?";
    // 312,000 × 0.88 + 54,000 − 96,000 = 232,560; ÷ 3.4M = 6.84%
    expectAll(converse(first, 'ok and if vacancy were 12% instead of 7?'), ['$232,560.00', '6.84%']);
    // 540,000 × 0.90 + 88,000 − 162,000 = 412,000; ÷ 5.2M = 7.92%
    expectAll(
      converse(
        "Strip center: GPR $540k/yr, vacancy and collection loss 6%, CAM/tax/insurance recoveries of 88,000 a year, opex 162k. Asking price is 5.2 million. What's the NOI and going-in cap?",
        'what if vacancy is 10%?',
      ),
      ['$412,000.00', '7.92%'],
    );
  });

  it('without a vacancy it does not compute an NOI', () => {
    expect(converse('GPR 312k, tenants reimburse 54k, opex 96k, NOI?')).not.toContain('$270,000');
  });

  it('"not reimbursed" names expenses, never a reimbursement', () => {
    expect(
      converse(
        'GPR 312,000 a year, 7% vacancy, tenants reimburse 54k, expenses I pay (not reimbursed) 96,000. NOI?',
      ),
    ).toContain('$248,160.00');
  });
});

describe('a mixed-use NOI: retail by the foot, apartments by the unit', () => {
  it.each([
    // (2,200 × 24 + 4 × 1,650 × 12) × 0.95 − 38,000 = 87,400; ÷ 7% = 1,248,571.43
    [
      'Retail is 2,200 sf at $24/sf/yr NNN; the 4 apartments rent for $1,650/mo each. 5% vacancy across the whole thing; expenses I pay (not reimbursed) about $38,000/yr. NOI and value at a 7% cap?',
      ['$87,400.00', '$1,248,571.43'],
    ],
    // (1,800 × 22 + 3 × 1,400 × 12) × 0.93 − 29,500 = 54,200; ÷ 7.5% = 722,666.67
    [
      "Two retail bays, 1,800 sf total at $22 psf a year NNN, plus 3 apartments at 1,400/mo each. Vacancy 7% on everything, my expenses 29,500/yr. What's the NOI, and what's it worth at a 7.5 cap?",
      ['$54,200.00', '$722,666.67'],
    ],
    // (3,000 × 2 × 12 + 6 × 1,200 × 12) × 0.95 − 40,000 = 110,480; ÷ 6.5% = 1,699,692.31
    [
      'mixed use bldg - ground floor office 3,000 sq ft @ $2/sf/month, six upstairs units renting $1,200 each monthly. 5% vacancy overall, opex $40k a year. NOI? value at a 6.5% cap rate?',
      ['$110,480.00', '$1,699,692.31'],
    ],
    // (4,800 × 19 + 8 × 1,150 × 12) × 0.94 − 62,000 = 127,504; ÷ 7.25% = 1,758,675.86
    [
      "my building: 3 storefronts totalling 4,800 rentable sf at $19/sf NNN, and 8 apartments above at $1,150/mo each. Figure 6% vacancy across the whole thing and $62k/yr of expenses I pay. What's the NOI? What's it worth at a 7.25% cap?",
      ['$127,504.00', '$1,758,675.86'],
    ],
    // with a price: (1,500 × 30 + 2 × 2,000 × 12) × 0.95 − 25,000 = 63,350; ÷ 950k = 6.67%
    [
      'retail 1,500 sf at $30/sf/yr and 2 apartments at $2,000 a month each, 5% vacancy, expenses 25k a year, asking $950k - NOI and cap rate?',
      ['$63,350.00', '6.67%'],
    ],
    // (1,200 × 28 + 2 × 1,900 × 12) × 0.96 − 21,000 = 55,032; ÷ 6.75% = 815,288.89
    [
      'mixed-use: 1,200 sf café space at $28 per sf per year, plus 2 apartments at $1,900/mo each; 4% vacancy on all of it; opex 21k/yr. NOI and value at a 6.75 cap?',
      ['$55,032.00', '$815,288.89'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a unit rent said neither each nor in total is asked about, not guessed', () => {
    const answer = converse(
      'retail 2,200 sf at $24/sf/yr; 4 apartments rent for $6,600/mo. 5% vacancy, expenses 38k. NOI and value at a 7% cap?',
    );
    expect(answer).not.toContain('$87,400');
    expect(answer).not.toContain('NOI: **');
  });

  it('a price beside a count of units is never a rent of each', () => {
    expect(
      converse(
        '4 unit building listed at $600k, laundry brings in 200/mo, 5% vacancy, expenses 14k/yr, 1,100/mo per unit. NOI and cap rate?',
      ),
    ).not.toContain('28,800,000');
  });

  it('the rent per foot is never left out of an NOI read from the unit rents alone', () => {
    // Before rule 79 the units' rent alone gave an NOI of $41,776.00.
    expect(
      converse(
        "3 storefronts totalling 4,800 rentable sf at $19/sf NNN, and 8 apartments above at $1,150/mo each. 6% vacancy on everything, $62k/yr of expenses. What's the NOI?",
      ),
    ).not.toContain('$41,776');
  });
});

describe('an owner-user buying its building against leasing', () => {
  it.each([
    // loan 1,087,500 at 6.75% / 25: 7,513.66; + (18k + 6k + 8k) ÷ 12 = 10,180.33; 680.33 more than 9,500
    [
      'leasing at $9,500 a month; building offered for $1.45M. 25% down, finance the rest at 6.75% over 25 years, plus taxes about $18k a year, insurance $6k a year, maintenance $8k a year: monthly P&I, total monthly cost to own, and how much more or less than my rent',
      ['$7,513.66', '$10,180.33', '$680.33', 'more'],
    ],
    // loan 787,500 at 7.1% / 25: 5,616.22; + 950 + 200 + 300 = 7,066.22; 866.22 more than 6,200
    [
      "My dental practice pays 6,200/mo to lease our suite. The condo unit we're in is for sale at 875k; we'd put 10% down (SBA) and borrow the rest at 7.1% for 25 yrs. Property taxes 11,400 a year, insurance 2,400/yr, repairs 300 a month. What's the P&I, all-in monthly cost to own, and the difference vs our lease?",
      ['$5,616.22', '$7,066.22', '$866.22'],
    ],
    // loan 1,160,000 at 7% / 25: 8,198.64; + 1,750 + 600 + 600 = 11,148.64; saves 851.36 against 12,000
    [
      'we lease our warehouse for $12,000 a month. could buy one for 1.45 mil, 20% down, 7% for 25 yrs, property tax 21,000/yr, insurance 7,200/yr, upkeep 600 a month. monthly P&I, total cost to own monthly, and difference vs our lease?',
      ['$8,198.64', '$11,148.64', '$851.36', 'saves'],
    ],
    // loan 1,035,000 at 6.5% / 20: 7,716.68; + (14,000 + 4,800 + 6,000) ÷ 12 = 9,783.35; 1,983.35 more
    [
      'Our bakery leases its space for 7,800/mo. The landlord will sell us the building for $1,150,000: 10% down, rest at 6.5% over 20 years; taxes $14,000/yr, insurance $4,800/yr, maintenance $6,000/yr. What would the mortgage P&I be, the total monthly to own, and how much more or less than my rent?',
      ['$7,716.68', '$9,783.35', '$1,983.35'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a cost with no name is asked about, not left out', () => {
    expect(
      converse(
        'leasing at $9,500 a month; building $1.45M, 25% down, 6.75% over 25 years, taxes $18k a year, insurance $6k a year, and 8k a year: total monthly cost to own and how much more than my rent',
      ),
    ).not.toContain('$10,180.33');
  });
});

describe('an SBA 504 split', () => {
  it.each([
    [
      'total project cost $2 million, SBA 504 with the usual 50/40/10 split: bank first, CDC piece, my injection',
      ['$1,000,000.00', '$800,000.00', '$200,000.00'],
    ],
    // a start-up's 15% down: the bank's 50% stays, the CDC's piece is the rest
    [
      "sba 504 on a 3.2M building purchase, we're a startup so 15% down. how much is the bank loan, the CDC loan and our cash?",
      ['$1,600,000.00', '$1,120,000.00', '$480,000.00'],
    ],
    // the project's parts added, the usual split said so
    [
      "504 loan: buying the building for 1.6M plus 400k of renovations. what's the bank piece, the SBA piece and my down payment?",
      ['$2,000,000.00', '$1,000,000.00', '$800,000.00', '$200,000.00', 'usual split'],
    ],
    [
      '50-35-15 split on a $2.4MM project, SBA 504: bank, CDC, and my equity?',
      ['$1,200,000.00', '$840,000.00', '$360,000.00'],
    ],
    [
      "we're doing an SBA 504 for our new shop, total cost 1.2M. how does the 50/40/10 break down in dollars?",
      ['$600,000.00', '$480,000.00', '$120,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('an SBA 7(a) loan is not split as a 504', () => {
    expect(converse("SBA 7(a) loan on $2M, what's the payment at 10.5% over 25 years?")).not.toContain(
      'SBA 504 split',
    );
  });
});

describe('a step-down prepayment penalty', () => {
  it.each([
    [
      'my loan has a 5-4-3-2-1 step-down prepay. if I refi in year 3 with a $1.4M balance, what is the penalty',
      ['$42,000.00'],
    ],
    ['3-2-1 prepay on our note, paying off 2.2 million in the 2nd year. penalty?', ['$44,000.00']],
    [
      "step down prepayment 5/4/3/2/1, we'd sell after year 4 with 860k owed - how much is the prepay?",
      ['$8,600.00'],
    ],
    ['5%, 4%, 3%, 2%, 1% declining prepay; payoff of $975,000 during year two - penalty?', ['$39,000.00']],
    [
      'we have a 3/2/1 prepayment penalty. refinancing in the third year, balance 640k. how much?',
      ['$6,400.00'],
    ],
    // past the schedule there is none
    ['3-2-1 step-down, selling in year 5 with 1.1M left - penalty?', ['$0.00']],
    [
      "prepayment penalty is 5,4,3,2,1 and we want to pay off $900k in year 2. what's the penalty?",
      ['$36,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a follow-up that moves the loan year recomputes it', () => {
    expect(
      converse(
        'my loan has a 5-4-3-2-1 step-down prepay. if I refi in year 3 with a $1.4M balance, what is the penalty',
        'and in year 4?',
      ),
    ).toContain('$28,000.00');
  });

  it('yield maintenance is another concept, and the schedule asked about is explained', () => {
    expect(
      converse("my loan has yield maintenance, refi in year 3 with a 1.4M balance, what's the penalty?"),
    ).not.toContain('Step-down prepayment penalty');
    expect(converse('my loan has a 5-4-3-2-1 step down prepay, what does that mean?')).not.toContain(
      'Penalty: **',
    );
  });
});

describe('the expense ratio and the NOI from the EGI', () => {
  it.each([
    [
      'Effective gross income 525k last year, operating expenses 183,750. Expense ratio and NOI?',
      ['35.00%', '$341,250.00'],
    ],
    [
      "our EGI came in at $525,000 and opex ran 183.75k - what's the OER, and what does that leave for net operating income",
      ['35.00%', '$341,250.00'],
    ],
    ['EGI was $842,500 and opex $311,725 last year. Expense ratio? NOI?', ['37.00%', '$530,775.00']],
    [
      "operating expenses 97,200 on effective gross income of 270,000 - what's the expense ratio and net operating income",
      ['36.00%', '$172,800.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('the ratio alone is not given an NOI', () => {
    expect(converse('EGI 525k, opex 183,750, expense ratio?')).not.toContain('NOI: **');
  });
});

describe('cash invested and cash-on-cash from a stated cash flow', () => {
  it.each([
    // 630,000 + 45,000 = 675,000; 52,800 ÷ 675,000 = 7.82%
    [
      'price $2.1M, putting 30% down plus $45k closing costs. Cash flow after debt service projected at $52,800/yr. Cash in and cash-on-cash?',
      ['$675,000.00', '7.82%'],
    ],
    // 400,000 + 38,000 = 438,000; 4,100 × 12 ÷ 438,000 = 11.23%
    [
      "Buying a 12-unit for 1.6 million with 25% down and about 38k in closing costs; the pro forma shows 4,100 a month of cash flow after the mortgage. What's my total cash in and my cash on cash return?",
      ['$438,000.00', '11.23%'],
    ],
    // 1,260,000 + 72,000 = 1,332,000; 96,000 ÷ 1,332,000 = 7.21%
    [
      'bought a small strip for 3.6 million, 35% down, closing 72k, and I expect $96,000 a year cash flow after the loan. total cash invested? CoC return?',
      ['$1,332,000.00', '7.21%'],
    ],
    // 1,100,000 + 88,000 = 1,188,000; 71,500 ÷ 1,188,000 = 6.02%
    [
      "Picking up a retail strip at $4.4M with 25% down. Closing costs are $88,000. Year-one cash flow after debt service should be about $71,500. How much cash am I putting in and what's my cash-on-cash?",
      ['$1,188,000.00', '6.02%'],
    ],
    // 212,500 + 17,000 + 30,000 = 259,500; 1,450 × 12 ÷ 259,500 = 6.71%
    [
      'Cash in and CoC? Purchase 850k, 25% down, closing 17k, rehab 30k, cash flow $1,450/mo after mortgage',
      ['$259,500.00', '6.71%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a cash flow beside an NOI and a debt service is one too many', () => {
    expect(
      converse('price 2.1M, 30% down, NOI 180k, debt service 127k, cash flow 60k. cash-on-cash?'),
    ).not.toContain('Cash-on-cash return: **');
  });
});

describe('an all-cash return and payback', () => {
  it.each([
    [
      'laundromat for sale 325k, paying all cash, it nets 78k/yr. annual return and how many years to pay myself back?',
      ['24.00%', '4.17 years'],
    ],
    [
      "I'm thinking of buying a car wash outright for $1.2 million cash, no loan. It throws off about 9,500 a month net. What's my return and how long until I get my money back?",
      ['9.50%', '10.53 years'],
    ],
    // closing costs stated are cash in: 58,000 ÷ 652,000 = 8.90%; 11.24 years
    [
      'cash purchase of a small storage facility, 640,000, plus 12k closing; NOI 58,000 a year. yield and payback period?',
      ['8.90%', '11.24 years'],
    ],
    [
      "All-cash buy of a 6-unit at 1.45 mil. It nets 104,400 a year. What's the annual return and how many years to earn back the price?",
      ['7.20%', '13.89 years'],
    ],
    // "for $180k cash": 60,000 ÷ 180,000 = 33.33%; 3 years
    [
      "Buying a dry cleaner for $180k cash. SDE is $60,000/yr. What's my ROI and how long to pay it back?",
      ['33.33%', '3 years'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('assumes no closing costs the user did not state', () => {
    expect(
      converse(
        'laundromat for sale 325k, paying all cash, it nets 78k/yr. annual return and how many years to pay myself back?',
      ),
    ).not.toContain('23.30%');
  });

  it('a follow-up that changes what it nets recomputes both', () => {
    expectAll(
      converse(
        'laundromat for sale 325k, paying all cash, it nets 78k/yr. annual return and how many years to pay myself back?',
        'what if it only nets 65k?',
      ),
      ['20.00%', '5 years'],
    );
  });

  it('cash for the down payment or the closing is no all-cash purchase', () => {
    for (const text of [
      'I have 80k cash for the down payment on a 400k duplex',
      'paying 20k cash at closing on a 300k condo',
      'bought it with 25% down and 30k cash flow a year',
    ])
      expect(mentionsAllCash(text)).toBe(false);
    for (const text of [
      'Buying a dry cleaner for $180k cash',
      'we paid cash - $450,000 - for it',
      'offering 410k all cash',
    ])
      expect(mentionsAllCash(text)).toBe(true);
  });

  it('a gross rent is no net return', () => {
    expect(converse("paying all cash 250k, rental income 2,000/mo, what's my return")).not.toContain(
      'All-cash return',
    );
  });
});

describe('a hold bought all cash: profit, equity multiple and simple annual return', () => {
  it.each([
    [
      'Bought a warehouse all cash for 900k, held it 5 yrs, got about 40k/yr cash flow, sold for 1.2M net. Total profit, equity multiple, and average annual return (simple, not IRR)?',
      ['$500,000.00', '1.56', '11.11%'],
    ],
    [
      'We paid cash - $450,000 - for a small office condo, kept it seven years, it cash flowed 27,000 a year, and we just sold it for 610k after costs. What was our total profit, the equity multiple, and the simple annual return?',
      ['$349,000.00', '1.78', '11.08%'],
    ],
    [
      'purchased a mini storage for 2.4 mil all cash. 6 year hold, 180k/yr distributions... sold netting 3.1M. profit? multiple? avg annual return?',
      ['$1,780,000.00', '1.74', '12.36%'],
    ],
    [
      'Bought a strip mall all cash for 2.25M back in the day, held 8 years, avg cash flow 190k/yr, sold for $3.1M net of costs. total profit, equity multiple, average annual return?',
      ['$2,370,000.00', '2.05', '13.17%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a financed purchase price is not the cash invested', () => {
    expect(
      converse(
        'Bought a warehouse for 900k with a loan, held it 5 yrs, got about 40k/yr cash flow, sold for 1.2M net. Total profit and equity multiple?',
      ),
    ).not.toContain('$500,000.00');
  });
});

describe('a growing NOI and the value it supports later', () => {
  it.each([
    [
      'NOI is $150k in year 1 and grows 2% a year. NOI in year 5 (four increases) and value at a 7% cap then?',
      ['$162,364.82', '$2,319,497.49'],
    ],
    // 412,500 × 1.03^9 = 538,218.94; ÷ 6.5% = 8,280,291.36
    [
      "first-year NOI of 412,500, rising 3 percent annually. what's NOI in year 10 and what's it worth at a 6.5 cap?",
      ['$538,218.94', '$8,280,291.36'],
    ],
    // in 6 years from today's: 88,000 × 1.025^6 = 102,053.02; ÷ 7.25% = 1,407,627.87
    [
      'our noi is 88k now. if it grows 2.5%/yr what is it in 6 years, and the value at a 7.25% cap?',
      ['$102,053.02', '$1,407,627.87'],
    ],
    // 640,000 × 1.03^6 = 764,193.47; ÷ 6.75% = 11,321,384.74
    [
      'NOI year 1 = $640,000, increasing 3% per year. Year 7 NOI (six bumps) and the value at a 6.75% cap?',
      ['$764,193.47', '$11,321,384.74'],
    ],
    // the NOI stated is year 1's: 1.2M × 1.025^2 = 1,260,750; ÷ 6% = 21,012,500
    [
      "NOI of $1.2M grows 2.5% per year; what's the NOI in year 3 and value at a 6% cap?",
      ['$1,260,750.00', '$21,012,500.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a count of increases that does not fit the year asked stops it', () => {
    expect(
      converse(
        'NOI is $150k in year 1 and grows 2% a year. NOI in year 5 (five increases) and value at a 7% cap?',
      ),
    ).not.toContain('$162,364.82');
  });

  it('a growth rate is never read as a cap rate', () => {
    expect(
      converse(
        "first-year NOI of 412,500, rising 3 percent annually. what's NOI in year 10 and what's it worth at a 6.5 cap?",
      ),
    ).not.toContain('$13,750,000');
  });
});

describe('a rent per foot (or a month) grown over years', () => {
  it.each([
    [
      'Asking rents for flex space went from $18.00 to $23.50/sf over 5 years. Total % increase and CAGR?',
      ['30.56%', '5.48%'],
    ],
    ["asking rents went from $18 psf to $23.50 psf in 5 years. what's the cagr", ['30.56%', '5.48%']],
    [
      "industrial rents in our park moved from 7.25 to 9.80 per sf over the last six years - what's that per year compounded, and in total?",
      ['35.17%', '5.15%'],
    ],
    [
      'Rents went from $1.85/sf/mo to $2.35/sf/mo over 4 years. total increase and compound annual growth?',
      ['27.03%', '6.16%'],
    ],
    [
      'rent went from $1,450 to $1,725 a month over 4 years, total increase and annual rate?',
      ['18.97%', '4.44%'],
    ],
    // two dated amounts: 19.25 ÷ 14.50 − 1 = 32.76%; over 5 years 5.83%
    [
      "flex rents were $14.50 psf in 2019 and $19.25 psf in 2024, what's the CAGR and total increase?",
      ['32.76%', '5.83%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('without the years no yearly rate is given', () => {
    expect(converse('from $18 to $23.50/sf, CAGR?')).not.toContain('Compound annual growth rate');
  });
});

describe('a vacancy rate from square feet or units', () => {
  it.each([
    ['our submarket has 14 million sf of office and 1.2 million sf is vacant. vacancy rate?', ['8.57%']],
    ["metro has 42 million sf of industrial; 3.1 million sf vacant. what's the vacancy rate?", ['7.38%']],
    // leased, not vacant: 1 − 5.9 ÷ 6.5 = 9.23%
    ["office inventory 6.5 million square feet, 5.9 million sf leased - what's the vacancy rate?", ['9.23%']],
    ['850,000 sf industrial park, 61,200 sf sitting empty. vacancy?', ['7.20%']],
    ["Downtown has 3,400,000 sf of office space and 510,000 sf available; what's the vacancy?", ['15.00%']],
    ["12 of our 150 units are vacant, what's the vacancy rate?", ['8.00%']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('one area alone is no vacancy rate', () => {
    expect(converse('14 million sf of office, vacancy rate?')).not.toContain('Vacancy rate: **');
  });
});

describe('a cap rate’s spread over the 10-year Treasury', () => {
  it.each([
    [
      "If the 10-yr Treasury is 4.25% (I'm giving you the number) and I'm buying at a 7.1 cap, what's the spread in basis points?",
      ['285 basis points'],
    ],
    ['cap rate 6.4%, ten year treasury yield 4.6% - how many bps is the spread', ['180 basis points']],
    ["the 10 year is at 3.95%. we're trading at a 5.5 cap. spread over treasuries?", ['155 basis points']],
    ["Cap rate 8% vs 10 year treasury 4.05%: what's the spread in basis points?", ['395 basis points']],
    // a loan's rate against the Treasury
    ['my loan rate is 6.85% and the 10-year treasury is at 4.3%, spread in bps?', ['255 basis points']],
    ["what's the spread between a 6.25 cap and the 10-year at 4.4%?", ['185 basis points']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('two rates with no Treasury named are not taken as a spread over it', () => {
    expect(converse('spread between 4.25% and 7.1%?')).not.toContain('basis points**');
  });
});

describe('the parking a ratio requires', () => {
  it.each([
    [
      'Zoning requires 4 parking spaces per 1,000 sf for retail. Building is 12,500 sf. How many spaces?',
      ['**50**'],
    ],
    [
      "medical office needs 5 per 1000 sq ft. we're looking at an 8,400 sf building - how many stalls do we need?",
      ['**42**'],
    ],
    [
      'city code: one space per 300 square feet. our restaurant is 4,500 sf, how many parking spaces required?',
      ['**15**'],
    ],
    // 32.375 is rounded up to whole spaces
    ['the code wants 3.5 spaces per thousand square feet on 9,250 sq ft, number of spaces?', ['**33**']],
    [
      "Parking ratio for medical office is 5/1,000 sf; we're building 18,200 sf - how many spaces do we need?",
      ['**91**'],
    ],
    [
      "we have 60 spaces on a 15,000 sf building, what's our parking ratio per 1,000?",
      ['4 spaces per 1,000 sq ft'],
    ],
    ['How many parking stalls for a 22,000 sf office at 3.5/1,000?', ['**77**']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('without the building’s area it does not count spaces', () => {
    expect(converse('4 spaces per 1,000 sf. how many spaces?')).not.toContain('Spaces required');
  });
});

describe('the population density of a radius', () => {
  it.each([
    [
      'about 84,000 people live within a 3-mile radius. population density per square mile inside that circle?',
      ['2,970.89'],
    ],
    // a figure read off a report is typed in, not an unseen document
    [
      'the demographic report says about 84,000 people live within a 3-mile radius. population density per square mile inside that circle?',
      ['2,970.89'],
    ],
    ['population of 125k inside a 5 mile ring, people per square mile?', ['1,591.55']],
    ["52,000 residents within 2 miles of the site, what's the population density?", ['4,138.03']],
    ['38,000 people in 12.5 square miles - density?', ['3,040']],
    ['1-mile radius population 18,500 - density per square mile?', ['5,888.73']],
    [
      'roughly 214,000 residents live within a 5-mile radius of the site per the demographics we pulled. density per sq mi?',
      ['2,724.73'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a head count with no area is no density', () => {
    expect(converse('84,000 people live in the county, density?')).not.toContain('people per square mile');
  });

  it('a document the user did not type in stays out of reach', () => {
    for (const question of [
      "the demographic report I uploaded, what's the density?",
      'look at my appraisal report and tell me if the value is fair',
      'my lease says about 60 days notice is required - is that enforceable?',
      'is clause 14 of my lease enforceable',
    ])
      expect(converse(question)).toContain("I can't see that document");
  });
});
