import { describe, expect, it } from 'vitest';
import { spellOutDecimals, spellOutNumberWords } from './number-words.ts';

describe('spellOutNumberWords', () => {
  it.each([
    ['one hundred twenty thousand a year', '120000 a year'],
    ['asking five hundred forty thousand', 'asking 540000'],
    ['a quarter million', '250000'],
    ['half a million dollars', '500000 dollars'],
    ['twenty-two days a month', '22 days a month'],
    ['a hundred and fifty thousand', '150000'],
    ['three hundred grand', '300000'],
    ['two million five hundred thousand', '2500000'],
    ['ninety nine', '99'],
  ])('%s → %s', (input, expected) => {
    expect(spellOutNumberWords(input)).toBe(expected);
  });

  it.each([
    'the one with two bedrooms',
    'one of the units',
    'one two three',
    'seven years',
    '1.2 million',
    '$90 thousand',
    'a few hundred',
  ])('leaves "%s" alone', (input) => {
    expect(spellOutNumberWords(input)).toBe(input);
  });
});

describe('spellOutDecimals', () => {
  it.each([
    ['at six point two five percent', 'at 6.25%'],
    ['rate is seven point five', 'rate is 7.5'],
    ['six point twenty five on 500k', '6.25 on 500k'],
    ['6 point 875 for 30 years', '6.875 for 30 years'],
    ['pmi point five five percent', 'pmi 0.55%'],
    ['a cap of five point oh', 'a cap of 5.0'],
    ['twenty one point five thousand', '21.5 thousand'],
  ])('%s → %s', (input, expected) => {
    expect(spellOutDecimals(input)).toBe(expected);
  });

  it.each([
    'pay half a point',
    'buy down a point two years ago',
    '2 points on the loan',
    'a point of contention',
  ])('leaves "%s" alone', (input) => {
    expect(spellOutDecimals(input)).toBe(input);
  });
});
