// Financing questions as classes, third round (issue 19; docs/assistant.md rule 56): each block is one
// class a user could type many ways, with phrasings of our own and figures computed apart (the
// arithmetic beside each: P&I = L·i/(1 − (1+i)^−n), i = rate/12, n = years × 12), and a case where the
// class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const ASKS = /One question before I compute|I need a (?:few|bit)/;

describe('FHA with the upfront MIP financed, the rate and term in any spot', () => {
  it.each([
    // base 350,000 × 0.965 = 337,750; × 1.0175 = 343,660.63; P&I at 6.25%/360 = 2,115.98;
    // MIP 337,750 × 0.55% ÷ 12 = 154.80; P&I + MIP = 2,270.78
    [
      'FHA loan on 350k with 3.5% down, 6.25 rate 30 yr, upfront MIP 1.75% financed, annual MIP 0.55%. total loan, P&I and P&I plus MIP?',
      ['$343,660.63', '$2,115.98', '$154.80', '$2,270.78'],
    ],
    // base 386,000; loan 392,755; P&I 2,418.26; MIP on the total loan 392,755 × 0.55% ÷ 12 = 180.01; 2,598.27
    [
      'fha, price 400,000, 3.5 % down, rate six and a quarter, thirty years, ufmip 1.75% rolled into the loan, annual mip .55% on the total loan. monthly P&I + MIP?',
      ['$392,755.00', '$2,418.26', '$180.01', '$2,598.27'],
    ],
    // base 279,753.50; loan 284,649.19; P&I at 6.25% = 1,752.63; MIP 279,753.50 × 0.55% ÷ 12 = 128.22; 1,880.85
    [
      'FHA purchase $289,900 w/ 3.5% down; 30yr @ 6 1/4; UFMIP 1.75 financed; MIP .55/yr -- payment P&I+MIP?',
      ['$284,649.19', '$1,752.63', '$128.22', '$1,880.85'],
    ],
    // base 405,300; loan 412,392.75; P&I at 6.125% = 2,505.74; MIP 405,300 × 0.55% ÷ 12 = 185.76; 2,691.50
    [
      "on an fha loan for a 420k house with the minimum 3.5 down, 6.125 interest, 30 years, 1.75% upfront premium financed and 0.55% annual mip, what's P&I and P&I with MIP",
      ['$412,392.75', '$2,505.74', '$185.76', '$2,691.50'],
    ],
    // base 294,500; loan 299,653.75; P&I at 6.875% = 1,968.51; MIP 294,500 × 0.50% ÷ 12 = 122.71; 2,091.22
    [
      'fha 310k, 5% down, thirty year at six and seven eighths, ufmip 1.75% financed, annual mip 0.50%, total loan and monthly p&i plus mip?',
      ['$299,653.75', '$1,968.51', '$122.71', '$2,091.22'],
    ],
    // the first case's figures: "30 yr fixed 6.25", "6.25 on a 30 year", a list with no commas
    ['FHA 350k 3.5% down 30 yr fixed 6.25, ufmip 1.75% financed, mip .55%, payment?', ['$2,270.78']],
    ['FHA 350k 3.5% down, 6.25 on a 30 year, ufmip 1.75% financed, mip .55%, payment?', ['$2,270.78']],
    ['FHA 350k 3.5% down 30 years 6.25 percent ufmip 1.75% financed mip .55% payment?', ['$2,270.78']],
    // the first case's figures, with the premiums named after their numbers and no question word
    [
      '350k fha, 3.5% down, 6.25% on a 30 yr, 1.75 ufmip financed, .55 annual mip, p&i and mip?',
      ['$2,270.78'],
    ],
    [
      'fha loan 350000 purchase price 3.5 percent down 6.25% interest thirty year term, upfront mip of 1.75% added to the loan, annual mip 0.55%',
      ['$2,270.78'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(ASKS);
  });

  it('without a rate it computes no P&I from a guess', () => {
    const a = converse(
      'FHA loan on 350k with 3.5% down, upfront MIP 1.75% financed, annual MIP 0.55%, 30 yr. P&I plus MIP?',
    );
    expect(a).not.toMatch(/Principal and interest: \$/);
  });
});

describe('the VA funding fee financed, in any words', () => {
  it.each([
    // 400,000 × (1 − 0) × 1.0215 = 408,600; P&I at 6.5%/360 = 2,582.63
    [
      "VA loan on 400k, first use so funding fee is 2.15% and he's financing it, 0 down, 6.5% 30 years. loan amount and P&I?",
      ['$408,600.00', '$2,582.63'],
    ],
    // 350,000 × 1.033 = 361,550; P&I at 6.75% = 2,345.01
    [
      "VA, zero down, 3.3% fee rolled in, price 350k, rate 6.75 30yr, what's the payment",
      ['$361,550.00', '$2,345.01'],
    ],
    // 425,000 × 1.033 = 439,025; P&I at 6.375% = 2,738.94
    [
      'va loan 425,000 purchase, second use, 3.3 pct funding fee financed, 0 down, 30 yr at 6 3/8, P&I?',
      ['$439,025.00', '$2,738.94'],
    ],
    // 500,000 × 0.95 × 1.015 = 482,125; P&I at 6.25% = 2,968.53
    [
      'VA: 500k home, 5% down, funding fee 1.5 rolled into the loan, 6.25% 30-year, monthly P&I?',
      ['$482,125.00', '$2,968.53'],
    ],
    // 300,000 × 1.0215 = 306,450; P&I at 6.875% = 2,013.16 ("$0 down", "FF")
    ['VA loan, $0 down, 300k, 2.15% FF financed, 6 7/8 30yr, P&I?', ['$306,450.00', '$2,013.16']],
    // the same loan: "no money down", the rate in words, "principal and interest" asked
    [
      "my husband is a veteran, VA, 300000 price, no money down, funding fee 2.15% rolled in, 30 year at six and seven eighths, what's the principal and interest",
      ['$306,450.00', '$2,013.16'],
    ],
    // 450,000 × 0.90 × 1.0125 = 410,062.50; P&I at 6% = 2,458.53
    [
      'va purchase 450k with 10% down, funding fee 1.25% financed into the loan, 6% 30 years - loan amount and P&I',
      ['$410,062.50', '$2,458.53'],
    ],
    // 380,000 × 1.0215 = 388,170; P&I at 7% = 2,582.50
    [
      "he's using his VA benefit on a $380,000 house, nothing down, the 2.15% fee financed, 30yr @ 7, what's P&I",
      ['$388,170.00', '$2,582.50'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(ASKS);
  });

  it('never reads a fee as the down payment after "nothing down"', () => {
    const a = converse("380k house, nothing down, the 2.15% fee financed, 30yr @ 7, what's P&I");
    expect(a).not.toContain('$8,170');
    expect(a).not.toContain('$2,473.79');
  });

  it('an origination fee on a conventional loan is no VA funding fee', () => {
    expect(
      converse('conventional loan 400k, 10% down, 1% origination fee, 6.5% 30 yr, payment?'),
    ).not.toMatch(/VA funding fee/);
  });
});

describe('the most house from a cap on the whole housing payment (PITI)', () => {
  it.each([
    // 9,000 × 28% = 2,520; − 550 = 1,970 P&I; PV at 6.5% over 360 = 311,675.31; ÷ 0.90 = 346,305.90
    [
      'we make 9,000 a month gross, want PITI at 28% of gross max, taxes and insurance are 550/mo, 6.5% 30 year, 10% down. max loan and max price?',
      ['$311,675.31', '$346,305.90'],
    ],
    // 10,000 × 28% = 2,800; − (500 + 120) = 2,180; PV at 6.75% = 336,109.53; ÷ 0.95 = 353,799.50
    [
      'max PITI 28% of our 10k monthly gross; T&I 500/mo, PMI 120/mo, 6.75 30 yr fixed, 5% down — biggest loan and price?',
      ['$336,109.53', '$353,799.50'],
    ],
    // 120,000/12 × 30% = 3,000; − 700 = 2,300; PV at 7% = 345,707.41; ÷ 0.80 = 432,134.26
    [
      "income 120k/yr, keep the house payment under 30% of income, taxes+ins 600 a month, hoa 100, 7% 30yr, 20% down, what's the most house",
      ['$345,707.41', '$432,134.26'],
    ],
    // 135,000/12 × 28% = 3,150; − 575 = 2,575; PV at 6% = 429,488.41; ÷ 0.90 = 477,209.34
    [
      "household income $135,000 a year. I want the whole housing payment (PITI) no more than 28% of gross. taxes 480/mo, insurance 95/mo, 6% for 30 years, 10% down. what's the max loan and the max price",
      ['$429,488.41', '$477,209.34'],
    ],
    // 8,000 × 29% = 2,320; − 600 = 1,720; PV at 6.25% = 279,349.03; ÷ 0.85 = 328,645.91
    [
      'keep the mortgage payment at or under 29% of our 8k/mo income, tax and insurance 600 monthly, rate 6.25 30 yr, 15 percent down, max purchase price?',
      ['$279,349.03', '$328,645.91'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(ASKS);
  });

  it.each(['what if we put 25% down', '25% down instead?'])('the down payment changed: %s', (follow) => {
    // 311,675.31 ÷ 0.75 = 415,567.09
    expect(
      converse(
        'we make 9,000 a month gross, want PITI at 28% of gross max, taxes and insurance are 550/mo, 6.5% 30 year, 10% down. max loan and max price?',
        follow,
      ),
    ).toContain('$415,567.09');
  });

  it('a follow-up changing only the down payment keeps the rest', () => {
    // the same 311,675.31 loan ÷ 0.75 = 415,567.09
    const a = converse(
      'we make 9,000 a month gross, want PITI at 28% of gross max, taxes and insurance are 550/mo, 6.5% 30 year, 10% down. max loan and max price?',
      'and with 25% down?',
    );
    expect(a).toContain('$311,675.31');
    expect(a).toContain('$415,567.09');
    // ÷ 0.80 = 389,594.14
    expect(
      converse(
        'we make 9,000 a month gross, want PITI at 28% of gross max, taxes and insurance are 550/mo, 6.5% 30 year, 10% down. max loan and max price?',
        'what about 20% down',
      ),
    ).toContain('$389,594.14');
  });

  it('with a debt beside it the cap is no front-end ratio: the housing-ratio answer is not given', () => {
    const a = converse(
      'we make 9k a month, want PITI at 28% of gross, car payment 400, taxes and insurance 550, 6.5% 30 yr, 10% down, max price?',
    );
    expect(a).not.toMatch(/The most house by the housing ratio/);
  });
});

describe('DTI and the most housing payment under a back-end cap, in one question', () => {
  it.each([
    // front 2,300 ÷ 8,500 = 27.06%; back (2,300 + 650) ÷ 8,500 = 34.71%; most 8,500 × 45% − 650 = 3,175
    [
      "we make 8,500 a month gross, housing payment would be 2,300 and debts are 650 a month. what's my front end and back end DTI, and if the lender caps back end at 45, what's the most my housing payment could be",
      ['27.06%', '34.71%', '$3,175.00'],
    ],
    // 120,000/12 = 10,000; front 2,900 ÷ 10,000 = 29%; back 3,650 ÷ 10,000 = 36.5%; most 4,300 − 750 = 3,550
    [
      'gross 120k/yr. car 450, student loans 300, proposed PITI 2,900. front and back end ratios? lender max 43 back end - max housing pmt?',
      ['29.00%', '36.50%', '$3,550.00'],
    ],
    // front 1,950 ÷ 7,200 = 27.08%; back 2,600 ÷ 7,200 = 36.11%; most 7,200 × 50% − 650 = 2,950
    [
      'income $7,200/mo; new mortgage payment 1,950; car 400 and cards 250. front-end and back-end DTI? if back end is capped at 50%, how high could the housing payment go',
      ['27.08%', '36.11%', '$2,950.00'],
    ],
    // front 2,600 ÷ 11,000 = 23.64%; back 3,500 ÷ 11,000 = 31.82%; most 4,950 − 900 = 4,050
    [
      "my front and back end with 11k monthly income, a 2,600 house payment and 900 of other debts? and with a 45% back-end cap what's the max housing payment",
      ['23.64%', '31.82%', '$4,050.00'],
    ],
    // rent paid now is the housing payment the new one replaces: front 1,800 ÷ 7,000 = 25.71%;
    // back 2,300 ÷ 7,000 = 32.86%; most 7,000 × 43% − 500 = 2,510
    [
      'income 7k a month, I pay 1,800 rent, other debts 500. front and back end? and the max housing payment at a 43% back end?',
      ['25.71%', '32.86%', '$2,510.00'],
    ],
    // the first case's figures, "8.5k" a month and "my mortgage would be"
    [
      'I earn 8.5k a month, my mortgage would be 2300, I have 650 in other monthly debt. front end? back end? and the highest housing payment allowed at a 45% back end limit?',
      ['27.06%', '34.71%', '$3,175.00'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(ASKS);
  });

  it('a car payment is never taken for the housing payment', () => {
    // 9,000 × 45% − (400 + 250) = 3,400
    const a = converse(
      "income 9k/mo, new car payment 400, student loans 250, max back end 45 - what's the max housing payment",
    );
    expect(a).toContain('$3,400.00');
    expect(a).not.toMatch(/Housing payment stated/);
  });
});

describe('cash-out refinance net proceeds', () => {
  it.each([
    // 520,000 × 80% = 416,000; − 300,000 − 6,000 = 110,000
    [
      'appraisal came in at 520k, we owe 300k, lender does 80% LTV cash out, closing costs 6k come out of the proceeds. how much cash do we get',
      ['$416,000.00', '$110,000.00'],
    ],
    // 600,000 × 80% = 480,000; − 350,000 − 8,000 = 122,000
    [
      'cash out refi: home worth 600,000, balance 350k, max ltv 80, closing costs 8k from proceeds, net cash?',
      ['$480,000.00', '$122,000.00'],
    ],
    // 455,000 × 80% = 364,000; − 210,000 − 7,500 = 146,500
    [
      "we want to pull cash out. appraised at $455,000, still owe 210k, they'll go to 80% ltv and costs are about 7,500 rolled out of proceeds. what do we walk away with?",
      ['$364,000.00', '$146,500.00'],
    ],
    // 500,000 × 80% = 400,000; costs 2% × 400,000 = 8,000; 400,000 − 250,000 − 8,000 = 142,000
    [
      'refinance and take cash out: appraised 500k, owe 250k, lender goes to 80% ltv, closing costs 2% of the new loan. net cash?',
      ['$400,000.00', '$8,000.00', '$142,000.00'],
    ],
    // 500,000 × 80% = 400,000; − 250,000 = 150,000 (the value named after its number)
    ['cash out refi at 80% ltv on a 500k value, owe 250k - how much could I take out?', ['$150,000.00']],
    // 710,000 × 80% = 568,000; − 402,500 = 165,500
    [
      'cash-out refinance, 80% LTV max, value $710k, payoff $402,500, how much cash out before costs?',
      ['$568,000.00', '$165,500.00'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(ASKS);
  });

  it.each(['and if they cap it at 75%?', 'what if the lender only goes to 75%', 'and at 75% ltv?'])(
    'a follow-up changing the LTV cap keeps the rest: %s',
    (follow) => {
      // 520,000 × 75% = 390,000; − 300,000 − 6,000 = 84,000
      const a = converse(
        'appraisal came in at 520k, we owe 300k, lender does 80% LTV cash out, closing costs 6k come out of the proceeds. how much cash do we get',
        follow,
      );
      expect(a).toContain('$84,000.00');
    },
  );

  it("a sale's proceeds stay the seller's net sheet", () => {
    expect(converse('selling for 520k, owe 300k, closing costs 6%, what are my proceeds')).not.toMatch(
      /Cash-out refinance/,
    );
  });
});

describe('rates in fraction words', () => {
  it.each([
    // P&I 350,000 at 7.125%/360 = 2,358.01; × 360 − 350,000 = 498,885.34
    [['total interest on a 350k loan at seven and an eighth over 30 years?'], '$498,885.34'],
    // 15 years: P&I 3,170.41; × 180 − 350,000 = 220,673.63
    [
      ['total interest on a 350k loan at seven and an eighth over 30 years?', 'same but 15 yr'],
      '$220,673.63',
    ],
    // 300,000 at 6.375%/360: P&I 1,871.61; × 360 − 300,000 = 373,779.49
    [['300k loan, rate six and three eighths, 30 years, how much interest total'], '$373,779.49'],
    // 15 years: P&I 2,592.75; × 180 − 300,000 = 166,695.20
    [
      ['300k loan, rate six and three eighths, 30 years, how much interest total', 'same but 15 yr'],
      '$166,695.20',
    ],
    // 425,000 at 5.625%/360: P&I 2,446.54; × 360 − 425,000 = 455,754.30
    [
      ["what's the total interest paid on $425,000 at five and five eighths percent for 30 yrs"],
      '$455,754.30',
    ],
    // 260,000 at 6.875%/360: P&I 1,708.01; × 360 − 260,000 = 354,885.37
    [['260k @ 6 and seven eighths, 30 year, total interest?'], '$354,885.37'],
  ])('%j', (qs, interest) => {
    const a = converse(...qs);
    expect(a).toContain(interest);
    expect(a).not.toMatch(ASKS);
  });

  it.each([
    // 6.5% − 0.125% = 6.375%: 400,000/360 = 2,495.48
    ['what if rates drop an eighth of a point', '$2,495.48'],
    // 6.875%: 400,000/360 = 2,627.72
    ['and at six and seven eighths?', '$2,627.72'],
  ])('a follow-up in eighths: %s', (follow, payment) => {
    expect(converse('400k loan at 6.5% for 30 years, payment?', follow)).toContain(payment);
  });

  it('reads an eighth of a point and seven eighths of a percent as percentage points', async () => {
    const { normalizeText } = await import('./parse-numbers.ts');
    expect(normalizeText('the rate drops an eighth of a point')).toContain('0.125%');
    expect(normalizeText('seven eighths of a percent')).toContain('0.875%');
    // an eighth of an acre is no rate
    expect(normalizeText('an eighth of an acre')).not.toContain('%');
  });
});

describe('discount points as a follow-up', () => {
  const FIRST = '480k loan, 30 yr, 7.25% with no points or 6.75 if I pay 2 points. break even?';
  it.each([
    'what about just 1 point to get 6.875 instead',
    'and if i only buy one point and get 6 7/8?',
    '1 pt → 6.875?',
    'how about a single point for 6.875%',
  ])('%s', (follow) => {
    // 1% × 480,000 = 4,800; P&I at 7.25% 3,274.45 − at 6.875% 3,153.26 = 121.19; 4,800 ÷ 121.19 = 39.6
    const a = converse(FIRST, follow);
    expect(a).toContain('$4,800.00');
    expect(a).toContain('$121.19');
    expect(a).toContain('39.6 months');
  });

  it('after a points question worded another way, and a second offer after the first', () => {
    const other = 'paying 2 points on a 480k loan gets me 6.75 instead of 7.25, 30 years. worth it?';
    expect(converse(other, 'what about just 1 point to get 6.875 instead')).toContain('39.6 months');
    // 3% × 480,000 = 14,400; 3,274.45 − 3,033.93 (6.5%) = 240.52; 14,400 ÷ 240.52 = 59.9
    const third = converse(FIRST, 'what about just 1 point to get 6.875 instead', 'and 3 points for 6.5?');
    expect(third).toContain('$14,400.00');
    expect(third).toContain('$240.52');
    expect(third).toContain('59.9 months');
  });

  it('without a points question before, it is not priced against a guessed loan', () => {
    expect(converse('what about just 1 point to get 6.875 instead')).not.toContain('$121.19');
  });
});

describe('an ARM reset after N payments', () => {
  it.each([
    // 400,000 at 5.75%/360: balance after 60 = 371,048.75; new P&I at 7.25% over 300 = 2,681.97
    [
      '5/1 ARM, 400k at 5.75, 30yr amortization, after 60 payments resets to 7.25 for the remaining 25 years. balance at reset and new payment?',
      ['$371,048.75', '$2,681.97'],
    ],
    // 350,000 at 5.5%/360: balance after 84 = 310,855.60; at 7.5% over 276 = 2,366.82
    [
      '7/1 arm on 350k, 5.5% start, 30 yr amortization; after 84 payments it adjusts to 7.5 for the remaining 23 years. balance then and new payment',
      ['$310,855.60', '$2,366.82'],
    ],
    // the first case's figures: no ARM name and "start 5.75" (the start rate, never the reset's)
    [
      'ARM 400k, start 5.75, 30yr amort, adjusts to 7.25 after 60 payments, what is the new payment and the balance then',
      ['$371,048.75', '$2,681.97'],
    ],
    // the same: fractions, "after payment 60", "the remaining 300 months"
    [
      '400k 5/1 ARM @ 5 3/4, 30 yr am, resets after payment 60 to 7 1/4 for the remaining 300 months - balance and new P&I?',
      ['$371,048.75', '$2,681.97'],
    ],
    // 500,000 at 6.25%/360: balance after 60 = 466,686.21; at 8% over 300 = 3,601.96
    [
      "arm question: 500k loan, 6.25% fixed for the first 5 years on a 30 year amortization, then it resets to 8% for the remaining 25 years. what's the balance after 60 payments and the new payment?",
      ['$466,686.21', '$3,601.96'],
    ],
    // 300,000 at 5%/360: balance after 36 = 286,030.78; at 6.5% over 324 = 1,875.09
    [
      '3/1 ARM 300k @ 5%, amortized over 30 yrs. after 36 payments the rate goes to 6.5% for the remaining 27 yrs. balance at reset? new P&I?',
      ['$286,030.78', '$1,875.09'],
    ],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
    expect(a).not.toMatch(ASKS);
  });
});

describe('an ARM reset that must not be priced from a guess', () => {
  it('never takes the reset rate for the balance when the start rate is unread', () => {
    const a = converse('ARM 400k, start 5.75, 30yr amort, adjusts to 7.25 after 60 payments, balance then?');
    expect(a).not.toContain('$377,515.11');
  });
});

describe('HELOC room with the value the user says to use, and a draw as a follow-up', () => {
  const ROOM =
    'house is worth 610k (zillow says 640 but the appraiser said 610, use 610), bank allows 85% CLTV, I owe 380k on the first. how much HELOC room?';
  it.each([
    ROOM,
    'zillow says 640k but the appraisal came in at 610k, use 610. 85% cltv, owe 380k, heloc room?',
    'home value: appraiser 610k, zestimate 640k (go with the appraisal). first mortgage 380k, lender max cltv 85%. how much can i get on a heloc',
    'we owe 380,000. worth 610k per the appraiser (redfin says 640k, ignore that). 85% CLTV heloc - how much?',
  ])('uses the value the user names: %s', (q) => {
    // 610,000 × 85% − 380,000 = 138,500
    const a = converse(q);
    expect(a).toContain('$138,500.00');
    expect(a).not.toContain('$640,000');
  });

  it("a website's value is kept when the user says to use something else than a value", () => {
    // "use 20% down" names no other value: the 450k stays the price
    expect(converse('the app says 450k, use 20% down at 6.5% for 30 years, payment?')).toContain('$450,000');
  });

  it.each([
    [ROOM, 'and if I only draw 60k, what would my CLTV be', '72.13%'], // (380,000 + 60,000) ÷ 610,000
    [ROOM, "what's my cltv if i take out 60,000", '72.13%'],
    ['heloc: value 475k, 90% cltv, owe 300k. room?', "what's my cltv if i take 50k", '73.68%'], // 350,000 ÷ 475,000
    ['820k home, 80% cltv limit, 500k first mortgage, how big a heloc', 'cltv if we draw $100k?', '73.17%'], // 600/820
  ])('%s → %s', (first, follow, cltv) => {
    const a = converse(first, follow);
    expect(a).toContain(cltv);
    expect(a).not.toMatch(ASKS);
  });

  it('a draw after another kind of answer is not read against a HELOC', () => {
    expect(converse('400k loan at 6.5% for 30 years, payment?', 'cltv if i draw 60k')).not.toMatch(
      /CLTV with that draw/,
    );
  });
});

describe("a user's guess at the result is no input", () => {
  it.each([
    // 400,000 at 6.5%/360 = 2,528.27; 2,800 − 2,528.27 = 271.73
    [
      "400k loan at 6.5% for 30 years, my husband thinks it'll be under 2,800. what's the payment?",
      '$2,528.27',
    ],
    // 300,000 at 6.25%/360 = 1,847.15
    ["i'm hoping for around 2k a month, 300k loan 30 yr at 6.25, what's P&I", '$1,847.15'],
    // 450,000 at 7%/360 = 2,993.86
    ['lender estimated about 3,100 but I want to check: 450k loan, 7% 30yr, P&I?', '$2,993.86'],
    // 360,000 at 6%/360 = 2,158.38
    [
      "360k mortgage, 6% fixed 30 years - my wife figures it'll come in around $2,200, what's principal and interest",
      '$2,158.38',
    ],
  ])('%s', (q, payment) => {
    const a = converse(q);
    expect(a).toContain(payment);
    expect(a).toMatch(/Against the guess/);
    expect(a).not.toMatch(ASKS);
  });

  it.each([
    "payment on 400k at 6.5% 30 yr? my husband thinks it'll be under 2,800",
    "my husband says it'll be under 2800 - 400k loan 6.5% 30 years, monthly P&I?",
    "we're hoping it comes in under $2,600. 400k loan, 6.5 percent, 30 years. payment?",
    "i think it'll be around 2500, 400k loan 6.5% 30yr, what's the monthly",
  ])('the guess in any spot: %s', (q) => {
    // 400,000 at 6.5%/360 = 2,528.27
    const a = converse(q);
    expect(a).toContain('$2,528.27');
    expect(a).not.toMatch(ASKS);
  });

  it('what someone says a thing is stays an input ("the agent said it\'s 450k")', () => {
    expect(
      converse("the agent said it's 450k, with 20% down at 6.5% for 30 years what's the payment"),
    ).toContain('$450,000');
    expect(converse("the seller says it's 2,100 sq ft and asking 420k, price per square foot?")).toContain(
      '$200.00',
    );
  });

  it('compares in one line', () => {
    expect(
      converse("400k loan at 6.5% for 30 years, my husband thinks it'll be under 2,800. what's the payment?"),
    ).toContain('under it by $271.73');
  });

  it('an expected rate or cost the user plans with stays an input', () => {
    const vacancy = converse("we expect 5% vacancy, rent 2,000/mo, what's the vacancy loss a year");
    expect(vacancy).toContain('$1,200.00');
    expect(vacancy).not.toMatch(/Against the guess/);
  });
});

describe('a housing payment stated a few words from its name is the one being sized', () => {
  // 9,000 a month: front 2,700 ÷ 9,000 = 30%; back (2,700 + 600) ÷ 9,000 = 36.67%; max 9,000 × 43% − 600 = 3,270
  it('"new house payment all in would be 2,700"', () => {
    const text = converse(
      'dti check: gross income 9,000 a month, new house payment all in would be 2,700, car 350 and student loan 250. front and back end, and the max house payment if the lender caps back end at 43?',
    );
    expect(text).toContain('**30.00%**');
    expect(text).toContain('**36.67%**');
    expect(text).toContain('**$3,270.00**');
  });
});
