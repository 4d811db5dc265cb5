// Follow-ups that keep a loan's facts (issue 19 outside reviews): money paid on top of a loan's payment
// is a prepayment of that loan (months to payoff, interest saved), never a change of the loan amount.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('an extra monthly amount after a loan is a prepayment', () => {
  // Balance b ← b(1 + r) − (payment + extra) until 0; interest saved against the schedule.
  it.each([
    // 300k at 6.5% 30y: 1896.20; +300 → 250 months, saves 135,115.17
    ['300k loan at 6.5% 30 years, total interest?', 'what if I add 300 a month extra?', '$135,115.17'],
    ['300k loan at 6.5% 30 years, total interest?', 'what if I add 300 a month?', '$135,115.17'],
    // 450k at 7% 30y: 2993.86; +500 → 240 months, saves 241,876.32
    [
      'monthly payment on 450k at 7% for 30 years',
      'and if we pay an additional 500/mo to principal?',
      '$241,876.32',
    ],
    // 250k at 6.25% 30y: 1539.29; +200 → 266 months, saves 91,827.71
    [
      'how much interest will I pay on a 250k mortgage at 6.25 for 30 yrs',
      'what if I put an extra 200 a month toward it',
      '$91,827.71',
    ],
  ])('%s → %s', (first, followUp, saved) => {
    const a = converse(first, followUp);
    expect(a).toContain(saved);
    expect(a).toMatch(/Paid off in \*\*\d+ months\*\*/);
    expect(a).not.toMatch(/Loan amount: \$(?:300,300|450,500|250,200)/);
  });

  it('leaves an extra rent or cost to the question it changes', () => {
    const a = converse(
      'rent 2,400/mo, mortgage payment 1,650/mo, taxes and insurance 400/mo, cash flow?',
      'what if I add 150 a month in hoa?',
    );
    expect(a).not.toMatch(/Paying extra every month/);
  });
});

describe('an ARM is one loan over its amortization, reset on the balance left', () => {
  // pay(L, r, n) = L·(r/12)/(1 − (1 + r/12)^−n); the reset payment is on the balance after the fixed
  // years over the years left (python: see the commit that added these tests).
  it.each([
    // 400k 5.5% 30y: 2271.16; balance after 60: 369,842.41; at 7.75% over 300: 2793.53
    [
      '5/1 ARM on 400k, 30 yr amortization, starts at 5.5, resets to 7.75 in year 6. payment after the reset?',
      '$2,793.53',
    ],
    // 500k 6.25% 30y: 3078.59; after 84: 450,167.95; at 8% over 276: 3571.87
    ['500k loan at 6.25 for 30 years, 7/1 ARM that adjusts to 8% after year 7, new payment?', '$3,571.87'],
    // 350k 6% 30y: 2098.43; after 60: 325,690.25; at 8.5% over 300: 2622.55
    [
      '350 grand on a 5/1 arm at 6 percent amortized over 30 years, jumps to 8.5 starting in year 6, what do I pay then',
      '$2,622.55',
    ],
    // 600k 5.875% 30y: 3549.23; after 120: 500,427.81; at 7.875% over 240: 4146.93
    [
      '10/1 ARM, $600,000, 5.875% for 30 yrs, adjusts to 7.875 after year 10. payment before and after?',
      '$4,146.93',
    ],
  ])('%s', (q, figure) => {
    const a = converse(q);
    expect(a).toContain(figure);
    expect(a).toMatch(/ARM payment before and after the reset/);
  });

  it.each([
    ["what if it's a 7/1 ARM that adjusts to 8% after year 7?", '$3,571.87'],
    ['and as a 7/1 arm resetting to 8 after year 7?', '$3,571.87'],
  ])('keeps the loan before in a follow-up: %s', (followUp, figure) => {
    const a = converse('500k loan at 6.25 for 30 years', followUp);
    expect(a).toContain(figure);
    expect(a).not.toContain('$3,668.82'); // 8% on the original 500k over 30 years
  });
});

describe('an FHA loan stays FHA in the next turn', () => {
  // 275k × 96.5% = 265,375 base; UFMIP 1.75% = 4,644.06 financed: 270,019.06; P&I at 6.5% 30y 1,706.70;
  // MIP 0.55% × 265,375 / 12 = 121.63; P&I + MIP = 1,828.33
  it.each([
    ['FHA on a 275k house with the minimum down', 'rate is 6.5 30yr and annual MIP .55%, total P&I + MIP?'],
    [
      'thinking FHA for a $275,000 home, minimum down payment',
      'at 6.5% on a 30 year with .55 MIP, what is P&I plus MIP',
    ],
    ['fha loan, 275k purchase, lowest down', '6.5 percent 30 years, mip 0.55%, monthly p&i + mip?'],
  ])('%s → %s', (first, followUp) => {
    const a = converse(first, followUp);
    expect(a).toContain('$1,828.33');
    expect(a).not.toContain('(20%)');
  });
  it('reads the minimum down in one message', () => {
    expect(
      converse(
        'FHA on a 275k house with the minimum down, rate is 6.5 30yr and annual MIP .55%, total P&I + MIP?',
      ),
    ).toContain('$1,828.33');
  });
});

describe('a refinance from the current P&I and the new rate and term', () => {
  // new P&I = pay(balance, new rate, 30y); saving = current − new; break-even = costs ÷ saving
  it.each([
    // 298k 5.875%: 1,762.78; saving 327.22; 16.5 months
    [
      'owe 298k at 6.99, my P&I is 2,090, refi to 5.875 on a new 30 yr, costs 5,400. break even?',
      '16.5 months',
    ],
    // 410k 6.125%: 2,491.20; saving 458.80; 15.7 months
    [
      'balance 410k, current payment 2,950 a month at 7.25%, refinance into 6.125 for 30 years with closing costs of 7,200, break even?',
      '15.7 months',
    ],
    [
      'my p&i is 2090 on the 298k I owe at 6.99%, new loan 5.875% 30 years, closing costs 5400, when do I break even',
      '16.5 months',
    ],
    [
      'refinance 298,000 to 5.875 for 30 yrs; currently paying 2,090 a month; costs 5,400; break-even?',
      '16.5 months',
    ],
  ])('%s', (q, months) => {
    const a = converse(q);
    expect(a).toContain(months);
    expect(a).not.toMatch(/New interest rate/);
  });

  it.each([
    // 327.22 × 36 − 5,400 = 6,379.83 ahead
    ["if I'm only staying 3 yrs is it worth it?", '$6,379.83'],
    // 327.22 × 12 − 5,400 = −1,473.36 behind
    ['what if we sell in 1 year?', '$1,473.36'],
  ])('nets the saving over a stay: %s', (followUp, figure) => {
    const a = converse(
      'owe 298k at 6.99, my P&I is 2,090, refi to 5.875 on a new 30 yr, costs 5,400. break even?',
      followUp,
    );
    expect(a).toContain(figure);
  });
});

describe('the principal paid down by an ARM reset', () => {
  // 500,000 − 450,167.95 (balance after 84 payments at 6.25%) = 49,832.05
  it.each([
    'how much principal will I have paid down by then',
    'and how much principal is paid by the reset?',
  ])('%s', (followUp) => {
    const a = converse(
      '500k loan at 6.25 for 30 years',
      "what if it's a 7/1 ARM that adjusts to 8% after year 7?",
      followUp,
    );
    expect(a).toContain('$49,832.05');
  });
});

describe('closing costs rolled into a refinance join the loan', () => {
  const refi =
    'owe 287k on my mortgage at 7.4%, 26 years left. refinance offer: 6.25% 30 yr fixed, closing costs 6,800. new payment and break even?';
  // 293,800 at 6.25% over 30 years: 1,808.98 a month; nothing paid at closing.
  it.each([
    'can i finance the closing costs instead?',
    'what if the fees are rolled into the new loan',
    'and if I wrap the 6,800 into the loan?',
    'add the closing costs to the balance, new payment?',
  ])('%s', (followUp) => {
    const a = converse(refi, followUp);
    expect(a).toContain('$287,000 → $293,800');
    expect(a).toContain('$1,808.98');
  });

  it('leaves a purchase, and an amount that is not those costs, alone', () => {
    expect(
      converse(
        'buying at 400k with 20% down, 6.5% 30 yr, closing costs 9k. monthly payment?',
        'what if i roll the closing costs into the loan',
      ),
    ).not.toContain('added to the loan');
    expect(converse(refi, 'and if I wrap 5k into the loan?')).not.toContain('added to the loan');
  });
});
