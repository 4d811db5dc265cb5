// Follow-ups that change a worked loan's numbers (docs/assistant.md rule 112, loan-changes.ts): each
// change read from its own clause, by the thing it names and its own words for setting or moving it.
// Base: $400,000 price, 10% down, 6.5%, 30 years. P&I figures computed apart (Python), never copied
// from the code's output.
import { describe, expect, it } from 'vitest';
import { converse, expectAll } from './test-conversation.ts';

const BASE = 'whats the monthly payment on a 400k house with 10% down at 6.5% for 30 years';
const PAYMENT = /### Monthly mortgage payment/;

const changes: readonly (readonly [string, readonly string[]])[] = [
  // The down payment moved or set, as a share or an amount.
  ['and if i put 5% more down', ['10% + 5% = 15%', '$2,149.03']],
  ['what if I put down 25% instead', ['10% → 25%', '$1,896.20']],
  ['what if i put down 10k more', ['$40,000 + $10,000 = $50,000', '$2,212.24']],
  ['bump the down payment up by 20k', ['$40,000 + $20,000 = $60,000', '$2,149.03']],
  // The rate moved by points written as numbers or words, or set.
  ['what if the rate goes up half a point', ['6.5% + 0.5% = 7%', '$2,395.09']],
  ['rate bumps .25', ['6.5% + 0.25% = 6.75%', '$2,334.95']],
  ['what if the rate is a point lower', ['6.5% − 1% = 5.5%', '$2,044.04']],
  ['suppose rates rise by 0.75%', ['6.5% + 0.75% = 7.25%', '$2,455.83']],
  ['and if rates come down to 5 7/8?', ['6.5% → 5.875%', '$2,129.54']],
  ['and if rates drop two points', ['6.5% − 2% = 4.5%', '$1,824.07']],
  ['rate goes up a point and a half', ['6.5% + 1.5% = 8%', '$2,641.55']],
  ['what if the rate is 25 basis points lower', ['6.5% − 0.25% = 6.25%', '$2,216.58']],
  ['Take a full ponit off the rate?', ['6.5% − 1% = 5.5%', '$2,044.04']],
  // Two changes, each with its own direction.
  ['make it 15 years and drop the rate by .5', ['30 years → 15 years', '6.5% − 0.5% = 6%', '$3,037.88']],
  ['lets say 6 7/8 and 20% down', ['6.5% → 6.875%', '10% → 20%', '$2,102.17']],
  [
    'what if the house is 25k cheaper and the rate is 6',
    ['$400,000 − $25,000 = $375,000', '6.5% → 6%', '$2,023.48'],
  ],
  ['what about a quarter point lower and 15% down', ['6.5% − 0.25% = 6.25%', '10% → 15%', '$2,093.44']],
  ['ok going with 20% down instead, and add taxes of 4800 a year', ['10% → 20%', '$2,022.62', '$400.00']],
  // The price moved by an amount or a share of itself.
  ['knock 20k off the price', ['$400,000 − $20,000 = $380,000', '$2,161.67']],
  ['what if we get it for 5% under asking', ['$400,000 − 5% ($20,000) = $380,000', '$2,161.67']],
];

describe('a worked loan changed by a follow-up', () => {
  it.each(changes)(
    '%s',
    (followUp, figures) => {
      const answer = converse(BASE, followUp);
      expect(answer).toMatch(PAYMENT);
      expectAll(answer, figures);
    },
    30_000,
  ); // the first question of a file also builds the shared indexes
});

describe('near misses: no change read into the loan', () => {
  it('a discount point bought is no rate a point lower', () => {
    expect(converse(BASE, 'what if I buy a point')).not.toContain('6.5% − 1%');
  });
  it('a stay of five years is no five-year term', () => {
    expect(converse(BASE, 'and if we sell in 5 years?')).not.toContain('30 years → 5 years');
  });
  it('a rate "up 10%" (a tenth of itself, or ten points?) is asked, never guessed', () => {
    const answer = converse(BASE, 'what if the rate goes up 10%');
    expect(answer).not.toContain('6.5% + 10%');
    expect(answer).toContain('One question before I compute');
  });
  it('a rate up and down in one clause is asked', () => {
    expect(converse(BASE, 'what if the rate drops .5 then climbs back up .25')).not.toContain('$2,275.44');
  });
});
