// Classes a seventeenth blind set found (issue 19, docs/assistant.md rule 66), each read through the
// whole assistant with phrasings of our own. Expected figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('a monthly rent rising each year: the total pays twelve rents a year', () => {
  it.each([
    // 2,300 × 12 × (1.03^5 − 1) ÷ 0.03 = 146,532.15; year 5: 2,300 × 1.03^4 = 2,588.67
    [
      'we pay 2,300 a month in rent this year and it goes up 3% every year. renting 5 more years (this year included), total rent paid? and the monthly rent in the 5th year',
      ['$146,532.15', '$2,588.67'],
    ],
    // 1,800 × 12 × (1.04^3 − 1) ÷ 0.04 = 67,426.56; year 3: 1,800 × 1.04^2 = 1,946.88
    [
      'rent is $1,800/mo and rises 4% a year. what is the rent in year 3 and the total over the 3 years?',
      ['$67,426.56', '$1,946.88'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a follow-up that changes two numbers, one of them "more like" a value', () => {
  const first =
    "looking at a fourplex listed at 1.15M. all 4 units rent for 2,450/mo each. assume 5% vacancy and operating expenses at 38% of effective gross income. what's the EGI, NOI and cap rate at asking?";

  it('vacancy "more like 8%" sets it, and "get them down to 1.05M" is the price', () => {
    // 117,600 × 0.92 = 108,192; × 0.62 = 67,079.04; ÷ 1,050,000 = 6.39%
    const answer = converse(
      first,
      'ok what if vacancy is more like 8% and i get them down to 1.05M? same expense ratio. NOI and cap rate then',
    );
    expectAll(answer, ['$67,079.04', '6.39%']);
    expect(answer).not.toContain('13%');
  });

  it('"closer to 7%" is a new vacancy too, not 7 points more', () => {
    // 117,600 × 0.93 × 0.62 = 67,808.16
    expect(converse(first, 'what if vacancy is closer to 7%')).toContain('$67,808.16');
  });
});

describe('the biggest loan a DSCR allows, asked after a loan was tested', () => {
  it('"biggest loan that works" at the same rate and amortization', () => {
    // 184,000 ÷ 1.25 = 147,200 a year; at 6.25% over 25 years that carries 1,859,517.37
    expect(
      converse(
        "Multifamily deal: NOI $184,000. Proposed loan $2.1M at 6.25%, 25-year amortization, monthly payments. What's the annual debt service and the DSCR?",
        "lender needs 1.25x minimum. what's the biggest loan that works at the same rate and amortization?",
      ),
    ).toContain('$1,859,517.37');
  });

  it('a limit said with "at" ("cap LTV at 65%") is no change of the rate', () => {
    const answer = converse(
      'lender wants 1.25x DSCR. NOI is 640,000, loan would be 25 yr amortization at 6.6%. whats the max loan',
      "they also cap LTV at 65% and they'll value it at a 7.5 cap. which one binds and what's the loan then",
    );
    expect(answer).not.toContain('6.6% → 65%');
    // 640,000 ÷ 7.5% = 8,533,333.33; × 65% = 5,546,666.67
    expectAll(answer, ['$5,546,666.67']);
  });
});

describe('a triple-net lease: each monthly part', () => {
  it('base rent, the charges and the total a month', () => {
    // 5,200 × 28 ÷ 12 = 12,133.33; × 9.50 ÷ 12 = 4,116.67; total 16,250
    expectAll(
      converse(
        "5,200 sf retail space, base rent $28/sf/yr NNN, estimated NNN charges (taxes, insurance, CAM) $9.50/sf/yr. What is the tenant's monthly base rent, monthly NNN, and total monthly occupancy cost?",
      ),
      ['$12,133.33', '$4,116.67', '$16,250.00'],
    );
  });
});

describe('the value at a cap rate and at the rate the market moves to', () => {
  it.each([
    // 412,500 ÷ 7.25% = 5,689,655; ÷ 7.75% = 5,322,581; the difference 367,075
    [
      "office bldg NOI is 412,500. at a 7.25 cap what's it worth, and if caps move out to 7.75 what's it worth and how much value does that wipe out?",
      ['$5,689,655', '$5,322,581', '$367,075'],
    ],
    // 900,000 ÷ 6% = 15,000,000; ÷ 5.5% = 16,363,636
    [
      'noi of 900k valued at a 6 cap; if cap rates compress to 5.5 what is it worth?',
      ['$15,000,000', '$16,363,636'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a price over or under the list, in dollars beside the ratio', () => {
  it.each([
    // 541,500 ÷ 529,000 = 102.36%; 12,500 over
    [
      'listed at 529,000, closed at 541,500 after a bidding war. sale-to-list ratio? and how much over ask',
      ['102.36%', '$12,500.00'],
    ],
    // 472,000 ÷ 489,000 = 96.52%; 17,000 under
    ['sold for 472k, list price was 489k. sale to list and how far under asking', ['96.52%', '$17,000.00']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a fall is said as one', () => {
  it('"by what percent did it drop": down 4.59%, and the dollars', () => {
    // 372,000 ÷ 389,900 − 1 = −4.59%; 17,900 less
    const answer = converse(
      'median sale price in our county went from 389,900 last year to 372,000 this year. by what percent did it drop, and how much in dollars?',
    );
    expectAll(answer, ['down 4.59%', '$17,900.00']);
    expect(answer).not.toContain('-4.59%');
  });
});

describe('steering by the origin of the people an agent acts for', () => {
  it.each([
    'my clients are from India and want to live where other Indian families live. which streets should I show them?',
    'the buyers are korean and want an area where other koreans live',
    "they're originally from Poland, which areas have lots of polish families",
    'my clients are from Mexico and want a neighborhood with other Mexican families',
  ])('%s', (question) => {
    expect(converse(question)).toContain("I can't help with that part");
  });

  it.each([
    "we're from ohio and want a neighborhood with other young families",
    'my clients are from india and want to be near an indian grocery store',
  ])('lawful: %s', (question) => {
    expect(converse(question)).not.toContain("I can't help with that part");
  });
});

describe("one school's rating by its name is live data", () => {
  it.each([
    "what's the greatschools rating for lincoln elementary in naperville",
    'how good is roosevelt high school',
  ])('%s', (question) => {
    expect(converse(question)).toContain("I don't have live or local data");
  });

  it('whether good schools add value is answered', () => {
    expect(converse('are good elementary schools worth paying more for')).not.toContain(
      "I don't have live or local data",
    );
  });
});

describe('an appraisal under the price, with the amount written between the words', () => {
  it.each([
    'house appraised 20k under our offer price. what happens now?? what are our options',
    'it appraised $12,000 below the contract price, now what',
  ])('%s', (question) => {
    expect(converse(question)).toContain('### Appraisals and appraisal gaps');
  });

  it('a 401k is a name, not an amount', () => {
    expect(converse('can I use my 401k for a down payment')).not.toContain('### Appraisals');
  });
});
