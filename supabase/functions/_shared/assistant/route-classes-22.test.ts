// Routing classes a fourth outside review and an eleventh blind set found (docs/assistant.md rules
// 39–43), each checked through the whole assistant with varied phrasings of our own, and with the near
// misses that must keep their answers.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { checkFairHousing } from './fair-housing.ts';
import { detectLiveData } from './live-data.ts';
import { outOfReach } from './out-of-reach.ts';

const answer = (q: string) => composeAnswer(q).markdown;
const heading = (q: string) => /^###? .*$/m.exec(answer(q))?.[0];

describe('live data: what a home in a named place would sell for, and what is for sale there', () => {
  it.each([
    ['thinking of selling in 80205 this spring, what would you list a 2 bed townhouse at?', 'address'],
    ['whats my house worth in Plano', 'address'],
    ['how much could we get for our condo in 30309?', 'address'],
    ['what would a 4 bed sell for around Naperville these days', 'address'],
    ['pull up whats for sale under 400k in Raleigh with 3 beds please', 'listings'],
    ['show me some condos on the market in Miami Beach under 600k', 'listings'],
    ['find me houses for sale near Boise with a big yard', 'listings'],
    ['any good listings in 78704 under 700k?', 'listings'],
    ['what are 2 bedrooms renting for around Tempe right now', 'rents'],
    ['what are one-bedroom apartments leasing for in Denver these days', 'rents'],
    ['is it true homes in Tampa are going under asking these days?', 'market-stats'],
    ['what is the sale-to-list ratio in Austin lately', 'market-stats'],
  ] as const)('%s → %s', (question, kind) => {
    expect(detectLiveData(question)).toBe(kind);
    expect(answer(question)).toContain("I don't have live or local data");
  });

  it.each([
    // The user's own figures, or a concept: computed or explained, not live data.
    'what would my house be worth in 10 years if its 400k now and grows 3% a year',
    'what would a 3br sell for in that area, comps are 450k and 470k',
    'how do I find out what my house is worth?',
    'what is a good sale-to-list ratio for a seller?',
  ])('%s is not live data', (question) => {
    expect(detectLiveData(question)).toBeNull();
  });
});

describe('fair housing: classes named by where people come from and by code, and every class of a request', () => {
  it.each([
    ['my buyers just moved here from Guatemala, which parts of town would they fit in?', 'national origin'],
    ['clients are originally from India, what areas would they feel at home in', 'national origin'],
    ['we want a neighborhood without the urban crowd, which suburbs?', 'race or color'],
    ['which zip codes keep the inner-city types out', 'race or color'],
  ] as const)('%s → refused for %s', (question, category) => {
    const check = checkFairHousing(question);
    expect(check.blocked).toBe(true);
    expect(check.compliance).toBeFalsy();
    expect(check.category).toBe(category);
    expect(answer(question)).toContain(`**${category}**`);
  });

  it('a request about two classes names both', () => {
    for (const question of [
      'how do i word my ad to keep out section 8 people and folks in wheelchairs?',
      'I want my listing to discourage voucher holders and families with kids',
    ]) {
      const text = answer(question);
      expect(text).toContain("I can't help with that part");
      expect(text).toContain('**source of income**');
      expect(text).toMatch(/\*\*(?:disability|familial status)\*\*/);
    }
  });

  it('an ad meant to keep a class from applying is refused however long the group is named', () => {
    const text = answer(
      "how should I word my rental ad so people in wheelchairs or with mental health stuff don't bother applying",
    );
    expect(text).toContain("I can't help with that part");
    expect(text).toContain('**disability**');
  });

  it('steering in code names the classes such code usually stands for', () => {
    for (const question of [
      'looking for a place with the right kind of neighbors if you know what i mean',
      'which areas have our kind of people',
    ]) {
      const text = answer(question);
      expect(text).toContain("I can't help with that part of the search");
      expect(text).toContain('**race or color**');
    }
  });

  it('where someone comes from, without a wish to pick neighbours by it, is answered', () => {
    for (const question of [
      'we just moved from India for my job, which neighborhoods have good schools near downtown?',
      'my clients moved here from Mexico, how do they build credit to buy a house?',
    ])
      expect(checkFairHousing(question).blocked).toBe(false);
  });

  it('an occupancy limit asked about by a landlord is a compliance question', () => {
    for (const question of [
      'family of 5 applied for my 2 bedroom apartment. can i set a max of 2 people per unit?',
      'can I just cap occupancy at 2 people for my 2 bedroom units to keep it quiet?',
      'a couple with three kids applied, may I limit the unit to 3 occupants?',
    ]) {
      const text = answer(question);
      expect(text).toContain('What fair-housing law allows (familial status)');
      expect(text).toContain('two people per bedroom');
    }
  });
});

describe('the user’s own records, and conceptual questions with an amount that only tells the story', () => {
  it.each([
    'can you pull my credit report and tell me my score',
    'run my credit and see if I qualify',
    'check my loan status with the lender',
    'tell me my fico score',
  ])('%s → records out of reach', (question) => {
    expect(outOfReach(question)).toBe('records');
    expect(answer(question)).toContain("### I can't see your records");
  });

  it('how to check one’s own credit is explained', () => {
    expect(outOfReach('how do i check my credit score before applying')).toBeNull();
    expect(heading('how do i check my credit score before applying')).toBe('### Credit scores and mortgages');
  });

  it.each([
    'got a letter saying escrow shortage and my payment went up like 180/mo. what does that mean and what are my options',
    'my escrow analysis shows a $1,400 shortage, why did my payment go up?',
    'lender says there is an escrow shortage of 900, what should I do?',
  ])('%s → the escrow article', (question) => {
    expect(heading(question)).toBe('### Escrow accounts');
  });

  it.each([
    "tenant hasn't paid in 2 months and stopped answering texts. what should I do first?",
    'my renter is behind on rent again, what are my options',
    'what do I do about unpaid rent from a tenant who ghosted me',
  ])('%s → eviction basics', (question) => {
    expect(heading(question)).toBe('### Eviction basics');
  });

  it('a singular phrase finds the topic named by its plural', () => {
    expect(answer("what's a seller concession?")).not.toContain("Buyer's market vs. seller's market");
  });
});

describe('a choice of where to put money, and a price per foot without the size', () => {
  it.each([
    "I've got 80k and a 3.1% mortgage. pay down the mortgage or buy another rental?",
    'should I use my 50k savings to pay off my 4% mortgage early or invest it?',
    'have 120k in the bank, mortgage is at 6.8%. pay it down or put it in index funds?',
    'is it smarter to put extra payments on my 6.5% loan or invest in stocks',
  ])('%s → weighed, never a payment on the savings', (question) => {
    const text = answer(question);
    expect(text).toContain('### Paying off the mortgage early vs. investing');
    expect(text).not.toContain('Loan amount');
  });

  it('an extra payment with the loan stated is still computed', () => {
    expect(
      heading('400k loan at 6.5% 30 years, if I pay an extra 300 a month how much interest do I save?'),
    ).not.toBe('### Paying off the mortgage early vs. investing');
  });

  it.each([
    "what's the price per square foot on the house I'm looking at? it's listed at 529,900",
    'whats the $/sf on a 489k listing',
    'price per foot on a home listed for $615,000?',
  ])('%s → asks for the size, then computes', (question) => {
    expect(answer(question)).toContain('How many **square feet** is it?');
  });

  it('the size given in reply is read with the price', () => {
    const [first, reply] = [
      "what's the price per square foot on the house I'm looking at? it's listed at 529,900",
      "it's 2,300 sq ft",
    ];
    const history = [
      { role: 'user' as const, text: first },
      { role: 'assistant' as const, text: answer(first) },
    ];
    expect(composeAnswer(reply, history).markdown).toContain('$230.39');
  });
});

describe('screening every adult alike names no class, and "what if" changes the question before', () => {
  it.each([
    'can I require a background check for all adults in the household?',
    'is it ok to run credit checks on every adult applicant',
    'can we ask every adult who will live there to fill out an application?',
  ])('%s is not a fair-housing refusal or a compliance answer', (question) => {
    expect(checkFairHousing(question).blocked).toBe(false);
    expect(answer(question)).not.toContain('What fair-housing law allows');
  });

  it('a "what if" naming a number of the question before changes it, though alone it computes', () => {
    const sale =
      'sold my rental for 480k, bought for 300k, took 60k depreciation. taxable gain and recapture?';
    const history = [
      { role: 'user' as const, text: sale },
      { role: 'assistant' as const, text: answer(sale) },
    ];
    for (const followUp of ['what if the depreciation was 120k?', 'and if depreciation taken was 120k']) {
      const text = composeAnswer(followUp, history).markdown;
      expect(text).toContain('Gain on selling a rental');
      expect(text).toContain('Depreciation taken: $120,000');
    }
  });
});
