// Classes a twenty-second blind set found (issue 19, docs/assistant.md rule 92), each read through the
// whole assistant with phrasings of our own. Expected figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';
import { spellOutNumberWords } from './number-words.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('mortgage insurance quoted in dollars a month', () => {
  it.each([
    // 405,000 at 6.75% / 30: 2,626.82 + 450 + 75 + 157 + 385 = 3,693.82
    [
      '450k condo, 10% down, 30-year fixed at 6.75%, HOA $385 a month, taxes $5,400 a year, insurance $900/yr, PMI is $157/month. total monthly payment?',
      ['$2,626.82', '$157.00', '$3,693.82'],
    ],
    [
      'the lender quoted PMI at $157/month on a $450,000 condo with 10 percent down, 6.75% 30 yr, taxes 5400/yr, insurance 900 a year, hoa 385. whats the full payment',
      ['$157.00', '$3,693.82'],
    ],
    // 332,500 at 6.5% / 30 = 2,101.63; + 350 + 110 + 212 = 2,773.63
    [
      'payment on a 350k house with 5% down at 6.5% for 30 years, tax 350 a month, insurance 110 a month, mortgage insurance $212 a month?',
      ['$2,101.63', '$212.00', '$2,773.63'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('stops with 20% down, as the estimated PMI does', () => {
    const answer = converse(
      '450k condo, 10% down, 30-year fixed at 6.75%, HOA $385 a month, taxes $5,400 a year, insurance $900/yr, PMI is $157/month. total monthly payment?',
      'and with 20% down instead so no PMI? everything else the same',
    );
    // 360,000 at 6.75% / 30 = 2,334.95; + 450 + 75 + 385 = 3,244.95
    expectAll(answer, ['$2,334.95', '$3,244.95']);
    expect(answer).not.toContain('| PMI |');
  });
});

describe("what a renter pays for the place they live in is the rent to compare with", () => {
  it.each([
    [
      "I've been renting for years, currently paying $2,400/mo for a 2br. condo listed at 450k, 10% down, 6.75% 30 year, HOA $385 a month, taxes $5,400 a year, insurance $900/yr, PMI $157/month. total payment and how much more than my rent?",
      ['$3,693.82', '$1,293.82'],
    ],
    [
      "we pay 1,950 a month for our apartment. a 300k house with 20% down at 6.25% for 30 years, taxes 4,200/yr and insurance 1,500/yr: total payment and how much more than rent?",
      // 240,000 at 6.25% / 30 = 1,477.72; + 350 + 125 = 1,952.72; 2.72 more
      ['$1,952.72', '$2.72'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('hundreds said short, the way prices are spoken', () => {
  it.each([
    ['the three ninety-five condo', 'the 395 condo'],
    ['the four fifty place', 'the 450 place'],
    ['three ninety-five thousand', '395000'],
    ['one twenty five k', '125 k'],
    ['six eighty a month', '680 a month'],
    // Sums and counts stay what they were.
    ['twenty five years', '25 years'],
    ['twenty five hundred', '2500'],
    ['two twenty-year loans', '22-year loans'],
  ])('%s → %s', (words, digits) => expect(spellOutNumberWords(words)).toBe(digits));

  it('a price said short and spelled out in brackets is that price', () => {
    // 316,000 at 6.25% / 15 = 2,709.46 a month; 171,702 of interest
    expectAll(
      converse(
        "We'll have plenty from the sale to pay cash for the three ninety-five condo ($395,000) but our son thinks we should take a mortgage. 20% down, the rest on a 15 year at 6.25%: monthly payment and total interest over the life of the loan?",
      ),
      ['$395,000', '$2,709.46', '$171,702'],
    );
  });
});
