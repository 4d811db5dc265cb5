// Financing questions as classes (issue 19, helper h-fin): each block is one class a user could type
// many ways, with phrasings of our own and figures computed apart (formula beside each).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('front- and back-end DTI with savings, a down payment or a story beside the debts', () => {
  it.each([
    // front 2310/8000 = 28.88%; back (2310 + 380 + 240 + 60)/8000 = 37.38%
    [
      'I earn 96k/yr, been there 4 yrs, PITI would be 2,310, car 380/mo, student loan 240, cards 60 min, I have 10% saved for down. front and back end ratios?',
      ['28.88%', '37.38%'],
    ],
    // front 2450/(110000/12) = 26.73%; back (2450 + 410 + 95)/9166.67 = 32.24%
    [
      "front/back-end DTI? gross 110,000 a year; new PITI 2450; auto 410 a month, credit card minimum 95. we've saved 45k for the down payment",
      ['26.73%', '32.24%'],
    ],
    // front 1980/7200 = 27.50%; back (1980 + 350 + 180)/7200 = 34.86%
    [
      'im 34, married, 2 kids. make 7.2k a month, house payment would be 1,980 incl taxes, car 350, cc 180 min payment, 5 pct down saved. what are my dti ratios',
      ['27.50%', '34.86%'],
    ],
    // front 2600/7000 = 37.14%; back (2600 + 290 + 310 + 45)/7000 = 46.36%
    [
      'My DTI front & back? salary 84k, mortgage pmt est 2,600/mo, car pmt 290, SL 310, cards 45/mo min, down pmt 10% (38k) in savings',
      ['37.14%', '46.36%'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(/One question before/);
  });

  const first =
    'I earn 96k/yr, been there 4 yrs, PITI would be 2,310, car 380/mo, student loan 240, cards 60 min, I have 10% saved for down. front and back end ratios?';
  it.each([
    // (2310 + 240 + 60)/8000 = 32.63%
    ["if the car's paid off before closing what's my back end", '32.63%'],
    ["car's paid off by then. back end?", '32.63%'],
    // (2310 + 380 + 60)/8000 = 34.38%
    ['drop the student loan, back end then?', '34.38%'],
    // (2310 + 380 + 240)/8000 = 36.63%
    ['and if I pay off the cards?', '36.63%'],
    // (2310 + 60)/8000 = 29.63%
    ['without the car and the student loan?', '29.63%'],
    // (2500 + 380 + 240 + 60)/8000 = 39.75%
    ['what if PITI came in at 2,500 instead', '39.75%'],
    // 2990/(105000/12) = 34.17%
    ['and if I got a raise to 105k', '34.17%'],
    ['what if I made 105k', '34.17%'],
  ])('follow-up: %s', (followUp, figure) => {
    expect(converse(first, followUp)).toContain(figure);
  });

  it('a tax label on the housing payment is not the next debt’s', () => {
    // "2,310 incl taxes, car 380": the car is no housing cost; front 2310/8000 = 28.88%
    const a = converse(
      'make 8k a month, house payment would be 2,310 incl taxes, car 380, student loan 240. what are my dti ratios',
    );
    expect(a).toContain('28.88%');
    expect(a).not.toContain('33.63%');
  });
});

/** Monthly P&I: P × r / (1 − (1 + r)^−n), r = rate/12, n = years × 12 (figures computed in python3). */
describe('a refinance from the current P&I and the balance', () => {
  it.each([
    // 301000 at 5.875%/30: 1780.53; saving 2280 − 1780.53 = 499.47; 4900 / 499.47 = 9.8
    [
      'owe 301k, paying 2,280 P&I now; offer is 5 7/8 on a new 30yr, closing 4,900. new payment, monthly savings, months to break even?',
      ['$1,780.53', '$499.47', '9.8 months'],
    ],
    // 245000 at 6.25%/30: 1508.51; 1890 − 1508.51 = 381.49; 3500 / 381.49 = 9.2
    [
      'refi question: balance 245,000, my p&i is 1,890/mo right now. lender offering 6 1/4 for 30 yrs w/ 3.5k closing costs. whats the new pmt, how much do I save monthly, break even months?',
      ['$1,508.51', '$381.49', '9.2 months'],
    ],
    // 280000 at 5.75%/20: 1965.83; 2050 − 1965.83 = 84.17; 6200 / 84.17 = 73.7
    [
      'current principal and interest 2,050, still owe 280k. new 20 yr at five and three quarters percent, costs to refi 6,200. new payment, savings, breakeven?',
      ['$1,965.83', '$84.17', '73.7 months'],
    ],
    // 412000 at 6.125%/30: 2503.36; 3100 − 2503.36 = 596.64; 7800 / 596.64 = 13.1
    [
      "we're 40 and have 2 kids lol. loan balance 412k, paying 3,100 a month p&i currently. refinance to 6.125% 30 year, closing costs $7,800. payment, savings, break-even?",
      ['$2,503.36', '$596.64', '13.1 months'],
    ],
    // as the first: 1780.53, 499.47, 9.8
    [
      "2,280 P&I today on 301k owed. if I refi at 5.875 on a 30yr with 4,900 closing what's the new pmt and break even",
      ['$1,780.53', '$499.47', '9.8 months'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
  });

  const first =
    'refi question: balance 245,000, my p&i is 1,890/mo right now. lender offering 6 1/4 for 30 yrs w/ 3.5k closing costs. whats the new pmt, how much do I save monthly, break even months?';
  it.each([
    // 245000 at 6.25%/15: 2100.69, 210.69 more than now
    ['what if I do a 15 at the same rate instead', ['$2,100.69', '$210.69']],
    ['what about a 15 at that same rate', ['$2,100.69']],
    ['15 yr same rate?', ['$2,100.69']],
    // 245000 at 6.25%/20: 1790.77; 1890 − 1790.77 = 99.23; 3500 / 99.23 = 35.3
    ['and at 20 years?', ['$1,790.77', '$99.23', '35.3 months']],
    ['go with a 20 instead?', ['$1,790.77']],
    // 245000 at 5.75%/30: 1429.75; 460.25; 3500 / 460.25 = 7.6
    ['what if rates were 5.75 instead', ['$1,429.75', '$460.25', '7.6 months']],
  ])('follow-up: %s', (followUp, figures) => {
    const a = converse(first, followUp);
    for (const f of figures) expect(a).toContain(f);
  });
});

/**
 * Months to payoff and interest saved with an extra each month: simulated month by month in python3
 * (interest = balance × rate/12; payment + extra comes off), saved = payment × n − loan − interest paid.
 */
describe('a new extra amount in a follow-up to a prepayment', () => {
  it.each([
    // 300000 at 6.5%/30, extra 200: 277 months, saves 103,448.79
    [
      '300k loan at 6.5% 30yr, extra $200/mo from month one: months to payoff and interest saved?',
      ['277 months', '$103,448.79'],
    ],
    // 250000 at 7%/30, extra 150: 281 months, saves 90,313.81
    [
      'owe 250k @ 7% 30 yrs. if I throw an extra 150 a month at principal, how many months to pay off and how much interest do I save?',
      ['281 months', '$90,313.81'],
    ],
    // 420000 at 6.25%/30, extra 300: 274 months, saves 142,808.38
    [
      'loan 420,000, 6.25% 30-year fixed, planning additional $300/mo toward principal starting now. payoff months + interest saved',
      ['274 months', '$142,808.38'],
    ],
    // as the first: 277 months, 103,448.79 ("both 35" is their ages)
    [
      'me and my husband (both 35) have a 300k mortgage at 6.5% for 30 years, extra 200 a month: when is it paid off, interest saved?',
      ['277 months', '$103,448.79'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
  });

  it.each([
    // 300000 at 6.5%/30, extra 400: 228 months, saves 159,832.02
    ['what about 400 extra', ['228 months', '$159,832.02']],
    // extra 600: 195 months, saves 196,219.14
    ['and with $600 a month extra?', ['195 months', '$196,219.14']],
    ['bump the extra to 600', ['195 months', '$196,219.14']],
    ['what if i paid 600 extra a month instead', ['195 months', '$196,219.14']],
  ])('after 300k at 6.5%%: %s', (followUp, figures) => {
    const a = converse(
      '300k loan at 6.5% 30yr, extra $200/mo from month one: months to payoff and interest saved?',
      followUp,
    );
    for (const f of figures) expect(a).toContain(f);
  });

  it('after 250k at 7%: what about 400 extra', () => {
    // 250000 at 7%/30, extra 400: 211 months, saves 163,537.54
    const a = converse(
      'owe 250k @ 7% 30 yrs. if I throw an extra 150 a month at principal, how many months to pay off and how much interest do I save?',
      'what about 400 extra',
    );
    expect(a).toContain('211 months');
    expect(a).toContain('$163,537.54');
  });
});

describe('HELOC: the LTV now beside the line a combined-LTV limit leaves', () => {
  it.each([
    // LTV 310000/580000 = 53.45%; line 580000 × .80 − 310000 = 154,000
    [
      "home's worth ~580k, I owe 310k, bank lends to 80% CLTV: what's my LTV now and how much HELOC can I get",
      ['53.45%', '$154,000.00'],
    ],
    // 412500/650000 = 63.46%; 650000 × .90 − 412500 = 172,500
    [
      "what's my current loan to value and max heloc? owe 412,500, zestimate says 650k, cu lets you go to 90% combined",
      ['63.46%', '$172,500.00'],
    ],
    // 640000/1100000 = 58.18%; 1100000 × .85 − 640000 = 295,000
    [
      'house appraised at 1.1M, mortgage balance 640k, lender caps CLTV at 85 percent. LTV today + line size?',
      ['58.18%', '$295,000.00'],
    ],
    // 225000/400000 = 56.25%; 400000 × .80 − 225000 = 95,000
    [
      "we're both 44 lol. balance 225k, worth 400k, heloc up to 80% cltv, ltv and heloc amount",
      ['56.25%', '$95,000.00'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
  });

  const first =
    "home's worth ~580k, I owe 310k, bank lends to 80% CLTV: what's my LTV now and how much HELOC can I get";
  it.each([
    // 580000 × .85 − 310000 = 183,000
    ['and at 85%?', ['$183,000.00']],
    // 310000/620000 = 50%; 620000 × .8 − 310000 = 186,000
    ['what if it appraises at 620k', ['50.00%', '$186,000.00']],
    // 280000/580000 = 48.28%; 580000 × .8 − 280000 = 184,000
    ['what if I paid it down to 280k', ['48.28%', '$184,000.00']],
    ['what if the balance was 280k', ['48.28%', '$184,000.00']],
  ])('follow-up: %s', (followUp, figures) => {
    const a = converse(first, followUp);
    for (const f of figures) expect(a).toContain(f);
  });
});

describe('owning (PITI + PMI + HOA from a price) against the rent paid now', () => {
  it.each([
    // loan 380000 × .95 = 361000 at 6.875%/30: 2371.51; tax 380000 × 1.2%/12 = 380; + 120 + 160
    // = 3031.51; − 2100 = 931.51
    [
      'we pay 2,100 rent. house 380k, 5% down, 6.875 30yr, taxes 1.2% of price a year, insurance 120/mo, PMI 160/mo, no HOA: total monthly cost to own and how much more than rent?',
      ['$3,031.51', '$931.51'],
    ],
    // loan 405000 at 7%/30: 2694.48; tax 6000/12 = 500; ins 1800/12 = 150; pmi .6% × 405000/12 =
    // 202.50; hoa 75: 3621.98; − 2600 = 1021.98
    [
      "renting at 2600/mo now. looking at a 450k place w/ 10% down, 7% on a 30 year, property taxes 6k/yr, homeowners insurance 1,800 a year, pmi 0.6% of the loan yearly, hoa 75/mo. what's the all-in monthly to own vs our rent?",
      ['$3,621.98', '$1,021.98'],
    ],
    // loan 325000 × .965 = 313625 at 6.5%/30: 1982.32; tax 325000 × 1.1%/12 = 297.92; ins 95; MIP
    // .85% × 313625/12 = 222.15: 2597.39; − 1850 = 747.39
    [
      'Rent is $1,850 a month. FHA on 325k, 3.5% down, 6.5% 30yrs, tax 1.1% of the price per year, insurance $95 monthly, MIP 0.85% a year, no hoa. Monthly cost of owning and the difference from rent?',
      ['$2,597.39', '$747.39'],
    ],
    // loan 484500 at 6.25%/30: 2983.15; + 520 + 140 + 190 + 60 = 3893.15; − 2900 = 993.15
    [
      'im 29, single, pay 2,900 rent. 510k condo, 5% down, 6 1/4 30 yr, taxes 520/mo, insurance 140/mo, pmi 190/mo, hoa 60. how much more than rent is owning per month',
      ['$3,893.15', '$993.15'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
  });

  const first =
    'we pay 2,100 rent. house 380k, 5% down, 6.875 30yr, taxes 1.2% of price a year, insurance 120/mo, PMI 160/mo, no HOA: total monthly cost to own and how much more than rent?';
  it.each([
    // 361000 at 6.25%/30: 2222.74 + 660 = 2882.74; − 2100 = 782.74
    ['what if rates were 6.25 instead', ['$2,882.74', '$782.74']],
    // 361000 at 6.875%/20: 2771.81 + 660 = 3431.81
    ['and at 20 years?', ['$3,431.81', '$1,331.81']],
    // 3031.51 − 2400 = 631.51
    ['what if rent went up to 2,400', ['$3,031.51', '$631.51']],
    // 420000 × .95 = 399000 at 6.875%/30: 2621.15 + 420000 × 1.2%/12 (420) + 280 = 3321.15
    ['what about a 420k house', ['$3,321.15', '$1,221.15']],
  ])('follow-up: %s', (followUp, figures) => {
    const a = converse(first, followUp);
    for (const f of figures) expect(a).toContain(f);
  });

  it('a bare HOA beside a stated P&I is counted', () => {
    // 2150 + 350 + 120 + 60 = 2680; − 2300 = 380
    const a = converse(
      'I pay 2,300 rent; buying would be P&I 2,150, tax 350/mo, insurance 120/mo, hoa 60. how much more is owning?',
    );
    expect(a).toContain('$2,680.00');
    expect(a).toContain('$380.00');
  });

  it('asks when a tax amount has no period', () => {
    const a = converse(
      'we pay 2,100 rent. house 380k, 5% down, 6.875 30yr, taxes 4,800, insurance 120/mo: how much more than rent is owning?',
    );
    expect(a).not.toMatch(/Total to own/);
  });
});

/**
 * Affordability from a back-end cap: housing = income × cap − debts; P&I = housing − taxes, insurance
 * (and HOA); loan = P&I × (1 − (1 + r)^−n) / r; price = loan + down (or loan ÷ (1 − down share)).
 */
describe('the most P&I, loan and price a DTI cap leaves', () => {
  it.each([
    // 9500 × .45 − 450 = 3825; − 380 − 110 = 3335; at 6.75%/30: 514,185.91; + 50k = 564,185.91
    [
      'gross 9,500/mo, 450/mo other debts, lender max back-end 45%, taxes+insurance ~380 and 110 a month, 6.75% 30yr, 50k down: max P&I, max loan, max price?',
      ['$3,825.00', '$3,335.00', '$514,185.91', '$564,185.91'],
    ],
    // 132000/12 × .43 − 820 = 3910; − 5400/12 − 1800/12 = 3310; at 7%/30: 497,518.05; + 25k
    [
      "we make 132k/yr combined, car 520 + student loans 300 monthly. max DTI 43. est taxes 5,400/yr, insurance 1,800/yr. rate 7 on a 30 year, 25k down. what's the most P&I, biggest loan and max purchase price?",
      ['$3,910.00', '$3,310.00', '$497,518.05', '$522,518.05'],
    ],
    // 7200 × .5 − 600 = 3000; − 420 = 2580; at 6.5%/30: 408,183.91; ÷ .9 = 453,537.68
    [
      'back end cap 50%, I gross 7,200 a month, debts 600/mo, t&i 420/mo, 6.5% 30 yr fixed, 10% down. max P&I? max loan? max price?',
      ['$3,000.00', '$2,580.00', '$408,183.91', '$453,537.68'],
    ],
    // 8000 × .45 − 700 = 2900; − 300 − 100 − 50 = 2450; at 6.875%/30: 372,947.56; + 40k
    [
      "i'm 31, been at my job 3 yrs. income 8k a month, cards+car 700/mo, lender caps dti at 45 percent, taxes 300/mo, insurance 100/mo, hoa 50/mo, 6 7/8 30yr, 40k down. max p&i, loan, price",
      ['$2,900.00', '$2,450.00', '$372,947.56', '$412,947.56'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
  });

  const first =
    'gross 9,500/mo, 450/mo other debts, lender max back-end 45%, taxes+insurance ~380 and 110 a month, 6.75% 30yr, 50k down: max P&I, max loan, max price?';
  it.each([
    // 3335 at 6.25%/30: 541,644.77
    ['what if rates were 6.25 instead', ['$541,644.77', '$591,644.77']],
    // 3335 at 6.75%/20: 438,605.71
    ['and at 20 years?', ['$438,605.71', '$488,605.71']],
    // 9500 × .43 − 450 = 3635; − 490 = 3145: 484,891.96
    ['what if the lender caps it at 43%', ['$3,635.00', '$484,891.96']],
    // 514,185.91 + 80k
    ['and with 80k down?', ['$594,185.91']],
    // 9500 × .45 = 4275; − 490 = 3785: 583,566.31
    ['what if I pay off the 450 of debts', ['$4,275.00', '$583,566.31']],
    ['and if the debts are gone?', ['$4,275.00', '$583,566.31']],
  ])('follow-up: %s', (followUp, figures) => {
    const a = converse(first, followUp);
    for (const f of figures) expect(a).toContain(f);
  });
});

/**
 * Temporary buydowns: each year's payment at the note rate less its points, amortised over the full
 * term; cost = Σ 12 × (note payment − reduced payment).
 */
describe('temporary buydowns (2-1, 3-2-1, 1-0) in any word order', () => {
  it.each([
    // 350000 at 6.75%/30: 2270.09; 4.75%: 1825.77; 5.75%: 2042.50; cost 5331.93 + 2731.06 = 8062.99
    [
      '2-1 buydown on a 350k loan, note 6.75 30yr: year 1 and year 2 payments and the total cost of the buydown',
      ['$1,825.77', '$2,042.50', '$8,062.99'],
    ],
    [
      'temp buydown 2/1, 350k mortgage, 6.75 note, 30 years. payments yr1 yr2, total subsidy?',
      ['$1,825.77', '$2,042.50', '$8,062.99'],
    ],
    // 420000 at 7.25%/30: 4.25%: 2066.15; 5.25%: 2319.26; 6.25%: 2586.01; cost 19,488.07
    [
      "builder's offering a 3-2-1 buydown. loan amount 420,000, note rate 7.25%, 30 year fixed. what are the payments in years 1, 2 and 3 and what does the buydown cost?",
      ['$2,066.15', '$2,319.26', '$2,586.01', '$19,488.07'],
    ],
    // 275000 at 6.625%/30: 1760.86; 5.625%: 1583.06; cost 2133.60
    ['1-0 buydown on 275k @ 6 5/8 30yr: yr 1 payment and cost?', ['$1,583.06', '$2,133.60']],
    // loan 450000 × .8 = 360000 at 7.125%/30: 5.125%: 1960.15; 6.125%: 2187.40; cost 8438.67
    [
      'price 450k, 20% down, 2-1 buydown at a 7.125 note rate for 30 years: year 1 and 2 payments, buydown cost',
      ['$360,000.00', '$1,960.15', '$2,187.40', '$8,438.67'],
    ],
    // 400000 at 7%/30: 5%: 2147.29; 6%: 2398.20; cost 9323.18
    [
      'what would a buydown 2-1 cost me on a 400k loan at 7 percent 30 years',
      ['$2,147.29', '$2,398.20', '$9,323.18'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
  });

  const first =
    '2-1 buydown on a 350k loan, note 6.75 30yr: year 1 and year 2 payments and the total cost of the buydown';
  it.each([
    // 3-2-1 on 350000 at 6.75%: 3.75%: 1620.90; cost 7790.27 + 5331.93 + 2731.06 = 15,853.26
    ['what about a 3-2-1 instead', ['$1,620.90', '$15,853.26']],
    ['and a 3/2/1?', ['$1,620.90', '$15,853.26']],
    // 1-0: 5.75%: 2042.50; cost 2731.06
    ['what about a 1-0', ['$2,042.50', '$2,731.06']],
    // at 6.25%: 4.25%: 1721.79; 5.25%: 1932.71; cost 7866.21
    ['what if rates were 6.25 instead', ['$1,721.79', '$1,932.71', '$7,866.21']],
    // 20 years at 6.75%: 4.75%: 2261.78; 5.75%: 2457.29; cost 7241.68
    ['and at 20 years?', ['$2,261.78', '$2,457.29', '$7,241.68']],
    // 300000: 1564.94, 1750.72, cost 6911.14
    ['and on a 300k loan?', ['$1,564.94', '$1,750.72', '$6,911.14']],
  ])('follow-up: %s', (followUp, figures) => {
    const a = converse(first, followUp);
    for (const f of figures) expect(a).toContain(f);
  });
});
