// Routing classes an outside practitioner review found on a thirteenth blind set (issue 19), each
// checked with phrasings of our own: likeness steering by faith and by households with children,
// school rankings in a real place as live data, "must I allow it?" answered yes where the law
// requires it, and two concepts compared only from articles that name them.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { checkFairHousing } from './fair-housing.ts';
import { detectLiveData } from './live-data.ts';

const answer = (q: string) => composeAnswer(q).markdown;

describe('steering toward one’s own faith, or away from households with children', () => {
  it.each([
    ['we’re moving to raleigh, catholic family. which areas have church communities like ours?', 'religion'],
    ['looking for a neighborhood with neighbors who share our faith', 'religion'],
    ['jewish couple here, want a suburb where most people share our religion', 'religion'],
    [
      'my client wants an area with young professionals, not a bunch of families with kids',
      'familial status',
    ],
    ['which parts of town have tons of retirees and not a lot of kids', 'familial status'],
  ])('%s', (q, category) => {
    const check = checkFairHousing(q);
    expect(check.blocked).toBe(true);
    expect(check.category).toBe(category);
  });

  it.each([
    'we’re a catholic family moving to boston, which areas are close to a catholic church and school?',
    'jewish couple here, what are good neighborhoods near a synagogue in chicago',
    'our HOA wants neighbors who share our love of gardening',
    'we want a place with a bunch of parks and good schools',
  ])('a lawful wish is not refused: %s', (q) => {
    expect(checkFairHousing(q).blocked).toBe(false);
  });
});

describe('schools ranked in a real place are live data', () => {
  it.each([
    'top rated high schools in 78704?',
    'which elementary schools near 30307 have the best ratings',
    'best middle schools in plano right now',
    'what are the highest ranked school districts around charlotte',
  ])('%s', (q) => {
    expect(detectLiveData(q)).toBe('schools');
  });

  it.each([
    'how do school ratings affect home values',
    'we’re moving to plano, what should we look for in schools',
  ])('how schools matter is not: %s', (q) => {
    expect(detectLiveData(q)).not.toBe('schools');
  });
});

describe('"do I have to allow it?" is answered for the duty it asks about', () => {
  it.each([
    ['tenant has an emotional support dog and we are no pets. do i have to allow it?', '**Generally, yes.**'],
    [
      'my tenant uses a wheelchair and wants grab bars installed, am i required to let her?',
      '**Yes, in most cases.**',
    ],
    ['must we accept a family with two kids in our building?', '**Yes, in most cases.**'],
  ])('%s', (q, lead) => {
    const text = answer(q);
    expect(text).toContain(lead);
    expect(text).not.toMatch(/^- \*\*(?:No|Generally, no)\.\*\*/m);
  });

  it('"can I refuse" keeps its no', () => {
    expect(answer('can i refuse a tenant with a service dog')).toContain('**Generally, no.**');
  });
});

describe('two concepts compared from articles that name them', () => {
  it('a variance and a conditional use permit are each defined by what they are', () => {
    const text = answer('zoning variance vs a conditional use permit, whats the difference');
    expect(text).toMatch(/\*\*Zoning variance\*\*: Permission to depart from a dimensional rule/);
    expect(text).toMatch(/\*\*Conditional use permit\*\*: Permission for a use the zone lists/);
    expect(text).not.toContain('**Unpermitted work** is construction');
  });

  it('two policies that share a word are told apart by the word they do not share', () => {
    const text = answer("owner's title insurance vs the lender's title policy, do i need both?");
    expect(text).toMatch(/\*\*Owner's title insurance\*\*: The \*\*owner's policy\*\*, optional/);
    expect(text).toMatch(/\*\*Lender's title policy\*\*: The \*\*lender's policy\*\*, required/);
  });
});

describe('cap rates in a market or at a time are live data of their own', () => {
  it.each([
    'what are class b multifamily cap rates in phoenix this quarter',
    'cap rates for industrial in dallas lately',
    'where are going-in cap rates on strip centers in tampa right now',
  ])('%s', (q) => {
    expect(detectLiveData(q)).toBe('cap-rates');
    expect(answer(q)).toContain('CBRE');
    expect(answer(q)).not.toContain('Primary Mortgage Market Survey');
  });

  it.each(['whats the cap rate on a 1.2M building with 90k NOI right now', 'how do cap rates work'])(
    'not when the user brings the numbers or asks how: %s',
    (q) => {
      expect(detectLiveData(q)).toBeNull();
    },
  );
});

describe('advice asked with a search’s facts gets the advice', () => {
  it.each([
    [
      'we have 2 kids and a cat, looking for a 3 bed w/ a yard under 480k. what should we prioritize while touring',
      '### Touring homes: what to check at a showing',
    ],
    [
      'budget 400k, 3 bed 2 bath, what should i look for at showings',
      '### Touring homes: what to check at a showing',
    ],
    [
      'i use a wheelchair, what should i look for in a ranch house when touring?',
      '### Accessible homes: what to look for',
    ],
    [
      'my dad uses a walker, what makes a house good for aging in place',
      '### Accessible homes: what to look for',
    ],
  ])('%s', (q, heading) => {
    const text = answer(q);
    expect(text).toContain(heading);
    expect(text).not.toContain('One question before I compute');
  });

  it('a figure asked with the same facts is still computed', () => {
    expect(answer('450k house 10% down 6.5% 30 yr, what should my payment be')).toContain(
      '### Monthly mortgage payment',
    );
  });
});

describe('steering asked for, through values or by name, is refused; what steering is stays explained', () => {
  it.each([
    [
      'we’re evangelical and want an area with people who share our values, which suburbs of tulsa?',
      'religion',
    ],
    ['which neighborhoods should i steer my hispanic clients toward', 'race or color'],
    [
      'my buyers are empty nesters, only show them streets with no young families. which blocks should i steer them to?',
      'familial status',
    ],
  ])('%s', (q, category) => {
    const check = checkFairHousing(q);
    expect(check).toMatchObject({ blocked: true, category });
    expect(check.compliance).toBeUndefined();
  });

  it.each([
    'what counts as steering',
    'is it steering if i only show my buyers the areas they ask for',
    'which blocks should i steer them to',
  ])('%s', (q) => {
    expect(checkFairHousing(q)).toMatchObject({ compliance: true, topic: 'steering' });
  });

  it('values that are not a class are lawful', () => {
    expect(checkFairHousing('we want neighbors who share our values of hard work').blocked).toBe(false);
  });
});

describe('how a named place floods is live data; what a flood zone is, is not', () => {
  it.each([
    'is meyerland in houston a big flood risk? how often does it flood',
    'how bad is flooding in the heights, houston',
    'does the house in 77096 flood',
  ])('%s', (q) => {
    expect(detectLiveData(q)).toBe('flood');
    expect(answer(q)).toContain('Flood Map Service Center');
  });

  it.each(['what is a flood zone', 'do i need flood insurance in zone ae', 'is it risky to buy in zone ae'])(
    '%s',
    (q) => {
      expect(detectLiveData(q)).not.toBe('flood');
    },
  );
});

describe('articles for deeds, recording fees, seasoning and taking over a loan', () => {
  it.each([
    [
      'my uncle wants to quitclaim his house to me, is that worse than a warranty deed?',
      '### Deeds: warranty, special warranty and quitclaim',
    ],
    ['whats a special warranty deed', '### Deeds: warranty, special warranty and quitclaim'],
    [
      'what is the recording fee on my closing disclosure for and who pays it',
      '### Recording fees and transfer taxes',
    ],
    [
      'paid cash for a duplex in march, is there a waiting period before a cash out refi',
      '### Cash-out after a cash purchase: seasoning and delayed financing',
    ],
    ['what is delayed financing', '### Cash-out after a cash purchase: seasoning and delayed financing'],
    ['seller has a 3% va loan, can i take over the loan?', '### Assumable mortgages'],
  ])('%s', (q, heading) => {
    expect(answer(q)).toContain(heading);
  });
});

describe('routing, session 35 (rule 62)', () => {
  it.each([
    'are the schools any good in 30307? want the ratings for our zoned elementary',
    'how bad is crime around the mission district lately?',
  ])('live data for a place named by zip or "around": %s', (question) => {
    expect(answer(question)).toContain("I don't have live or local data");
  });

  it('a recipe asked beside a real-estate story is declined', () => {
    expect(answer("what's a good chili recipe? hosting the neighbors after our closing")).toMatch(
      /I'm not sure how to help/,
    );
  });

  it('an applicant discouraged for a wheelchair is refused, naming disability', () => {
    const reply = answer(
      'applicant is in a wheelchair, i would rather not deal with that. how do i politely say the place isnt a good fit so she rents elsewhere',
    );
    expect(reply).toContain("I can't help with that part");
    expect(reply).toContain('**disability**');
  });
});

describe('cost of living in a named place (rule 62)', () => {
  it('is live data, whatever income the question brings', () => {
    expect(answer("my income is 118k, what's the cost of living in denver")).toContain(
      "I don't have live or local data",
    );
  });

  it('two index numbers stated are a calculation', () => {
    expect(
      answer(
        'i make 118k in austin, cost of living index there is 101 and denver is 128. what salary do i need in denver',
      ),
    ).not.toContain("I don't have live or local data");
  });
});

describe('routing, session 35, second round (rule 62)', () => {
  it.each([
    ['which neighborhoods around houston have the fewest minorities?', 'race or color'],
    [
      'school districts near phoenix with the lowest share of hispanic students, thats what we want',
      'race or color',
    ],
  ])('steering by a share of a class is refused: %s', (question, category) => {
    const check = checkFairHousing(question);
    expect(check.blocked).toBe(true);
    expect(check.category).toBe(category);
  });

  it('places ranked by something other than people pass', () => {
    expect(checkFairHousing('which neighborhoods have the fewest foreclosures').blocked).toBe(false);
  });

  it('asking an applicant’s birth country is a national-origin compliance question', () => {
    const check = checkFairHousing('can a landlord ask applicants which country they were born in?');
    expect(check.compliance).toBe(true);
    expect(check.category).toBe('national origin');
  });

  it('a paper received, asked about as a kind of paper, is explained', () => {
    expect(answer('the bank sent us an SNDA with our lease, what does it do for a tenant?')).toContain(
      'SNDA',
    );
    expect(answer('the bank sent us an SNDA with our lease, what does it do for a tenant?')).not.toContain(
      "I can't see that document",
    );
  });

  it('a share price is declined', () => {
    expect(answer('what will the zillow stock price be next week')).toMatch(/I'm not sure how to help/);
  });
});

describe('knowledge: a close runner-up that matches more of the question (rule 62)', () => {
  it('a criminal record in tenant screening is not a recording fee', () => {
    expect(answer('can i refuse to rent to someone with a criminal record')).toContain(
      '### Tenant screening',
    );
  });
});
