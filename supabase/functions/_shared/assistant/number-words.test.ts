import { describe, expect, it } from 'vitest';
import { spellOutNumberWords } from './number-words.ts';

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
