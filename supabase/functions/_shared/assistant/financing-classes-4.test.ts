// Financing questions as classes, fourth round (issue 19; docs/assistant.md rule 58): each block is one
// class a user could type many ways, with phrasings of our own and figures computed apart (P&I =
// L·i/(1 − (1+i)^−n), i = rate/12, n = years × 12; the loan a payment carries is its inverse), and a case
// where the class must not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a rate said aloud with "point"', () => {
  it.each([
    // 350,000 at 6.25% over 360 months = 2,155.01
    ["what's the payment on 350k at six point two five percent for 30 years", '$2,155.01'],
    ['350k loan, rate six point twenty five, 30 yr. monthly p&i?', '$2,155.01'],
    // 400,000 at 7.5% = 2,796.86
    ['payment on a 400k loan at seven point five for 30 years', '$2,796.86'],
    // 300,000 at 6.875% = 1,970.79
    ['monthly payment on 300k at 6 point 875, thirty year fixed', '$1,970.79'],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });
});

describe('a monthly amount someone hopes to pay is a budget, never their income', () => {
  it.each([
    // P&I 2,000 at 7%/360 carries 300,615.14; with 10% down the price is 334,016.82
    ['hoping for around 2k a month, how much house can i get at 7% 30yr with 10% down', '$334,016.82'],
    ['id like to stay under 2,000 a month. how much home at 7 percent, 30 years, 10% down?', '$334,016.82'],
    // P&I 3,000 at 6.75% carries 462,536.05; with 20% down the price is 578,170.06
    ['want to keep the payment near 3k monthly. how much house? 6.75%, 20% down', '$578,170.06'],
    ['target payment 3000/mo — what price can we buy with 20% down at 6.75?', '$578,170.06'],
  ])('%s', (question, figure) => {
    const answer = converse(question);
    expect(answer).toContain(figure);
    expect(answer).not.toMatch(/Gross income/);
  });

  it('a monthly amount someone brings in stays their income', () => {
    expect(converse('we bring in 9k a month, how much house can we afford at 7% with 10% down')).toMatch(
      /Gross income: \$108,000/,
    );
  });
});

describe('a debt-to-income limit by any name in a maximum-payment question', () => {
  it.each([
    // 9,000 × 43% − (450 + 300) = 3,120
    ['income 9k a month, max house payment at a 43% cap? car 450/mo student loans 300', '$3,120.00'],
    [
      'lender allows 43% of my 9k monthly gross, and i pay 750/mo in debts. max mortgage payment?',
      '$3,120.00',
    ],
    // 110,000 ÷ 12 × 45% − 500 = 3,625
    ['lender caps back end at 45%. gross 110k a year, car 500. biggest payment allowed?', '$3,625.00'],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });

  it('a down payment of that size is not the limit', () => {
    expect(converse('income 9k a month, 25% down, max house payment? debts 750')).not.toMatch(
      /Debt-to-income limit: 25/,
    );
  });
});
