// Loan math read as classes (issue 19 outside reviews): a HELOC at a combined-LTV limit, the balance
// after a numbered payment, the largest loan a P&I budget carries, and two loans compared each at its
// own rate (rates without "%").
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a HELOC at a combined-LTV limit: value × limit − owed', () => {
  it.each([
    // 725000 × .85 − 412600 = 203,650
    ['lender does up to 85% CLTV, house worth 725k, owe 412.6k, how big a line can I get?', '$203,650.00'],
    // 540000 × .80 − 300000 = 132,000
    [
      'house is worth 540k and I still owe 300k, bank allows 80 percent combined loan to value, how much can I borrow against it',
      '$132,000.00',
    ],
    // 400000 × .90 − 310000 = 50,000
    ['cltv max 90%, value 400,000, mortgage balance 310,000. max heloc?', '$50,000.00'],
    // 1.2M × .8 − 700k = 260,000
    ['home appraised at 1.2 mil, I owe 700k, they lend to 80% combined ltv, how big a line?', '$260,000.00'],
  ])('%s', (q, figure) => {
    expect(converse(q)).toContain(figure);
  });
});

describe('the balance after a numbered payment', () => {
  // 350k at 3.25% 30y: P&I 1,523.22; after 84 payments 295,817.61 (python loop b = b(1 + r) − p)
  it.each([
    '350 grand mortgage in 2017, 30 yr at 3.25%, just made payment number 84. balance?',
    'just made my 84th payment on a 350k 30 year loan at 3.25 percent, what do I still owe',
    'loan of 350,000, 3.25%, 30 yrs, payment #84 went out today, remaining balance?',
    'I have made 84 payments on a $350,000 loan at 3.25% for 30 years, balance left?',
  ])('%s', (q) => {
    expect(converse(q)).toContain('$295,817.61');
  });
});

describe('the largest loan a P&I budget carries', () => {
  // loan = P × (1 − (1 + r/12)^−360) / (r/12)
  it.each([
    ['I can handle 2,800 a month P&I at 6.6% 30yr, biggest loan?', '$438,418.75'],
    ['biggest mortgage I can get if I keep principal and interest at 3k/mo, 7% 30 years', '$450,922.70'],
    ['largest loan for a $2,200 monthly p&i at 6.25 over 30 yrs', '$357,306.89'],
    ['whats the max loan if my P&I budget is 1,900 a month at 6.5% for 30 years', '$300,600.56'],
  ])('%s', (q, figure) => {
    expect(converse(q)).toContain(figure);
  });
});

describe('two loans compared, each at its own rate', () => {
  it.each([
    // 15y 6%: 3375.43 (interest 207,576.92); 30y 6.75%: 2594.39 (533,981.26); saves 326,404.34
    ['400k loan: 30 yr at 6.75 vs 15 yr at 6. compare', ['$3,375.43', '$2,594.39', '$326,404.34']],
    // 15y 5.5%: 2451.25; 30y 6.25%: 1847.15; saves 223,749.51
    [
      'borrowing 300k, 15 year at 5.5% or 30 year at 6.25%, which costs less in interest',
      ['$2,451.25', '$1,847.15', '$223,749.51'],
    ],
    // 15y 6.125%: 4253.12; 30y 6.875%: 3284.64; saves 416,909.38
    ['loan 500,000 — 6.875 on a 30 yr vs 6.125 on a 15 yr?', ['$4,253.12', '$3,284.64', '$416,909.38']],
    // same rate both, 320k at 6.5%: 15y 2,787.54; 30y 2,022.62
    ['320k mortgage at 6.5%, 15 years vs 30 years payment', ['$2,787.54', '$2,022.62']],
  ])('%s', (q, figures) => {
    const a = converse(q);
    for (const f of figures) expect(a).toContain(f);
  });
});
