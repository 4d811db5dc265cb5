// Five routing classes an outside review found (docs/assistant.md rules 6, 19, 34, 7 and 11), each
// checked through the whole assistant with varied phrasings of our own, and with the near misses that
// must keep their answers.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { checkFairHousing } from './fair-housing.ts';
import { detectLiveData } from './live-data.ts';
import { comparedTerms } from './knowledge-comparison.ts';
import { converse } from './test-conversation.ts';

const NO_LIVE_DATA = "### I don't have live or local data";
const CANT_SEE = "### I can't see that document";
const CLARIFY = '### One question before I compute';
const COMPLIANCE = '### What fair-housing law allows (familial status)';

describe('live local data asked without the usual words: how prices move in places', () => {
  it.each([
    'Which Raleigh neighborhoods are appreciating the fastest this year?',
    'Which suburbs of Denver are up the most?',
    'What are the hottest markets in Florida right now?',
    'Best-performing housing markets this year?',
    'What zip codes in Phoenix have seen the biggest price gains?',
    'Is Austin still appreciating?',
    'is boise still going up',
    'where are prices rising',
    'top 5 metros for home price growth',
    'Which areas around Atlanta are cooling off?',
    'Are Charlotte home values going up or down?',
    'how much have houses in columbus appreciated over the past year',
    'Which towns near Boston have appreciated the most since 2020?',
  ])('%s → the honest answer, with where to look', (question) => {
    const markdown = composeAnswer(question).markdown;
    expect(markdown).toContain(NO_LIVE_DATA);
    expect(markdown).toContain('**Where to look**');
    expect(markdown).toMatch(/Redfin|FHFA|MLS/);
    // Never an article about something else (a 15- vs 30-year mortgage) in its place.
    expect(markdown).not.toMatch(/15-year vs/);
  });

  it('a trend is named as such, and rents moving keep their own sources', () => {
    expect(detectLiveData('which raleigh neighborhoods are appreciating the fastest this year?')).toBe(
      'trends',
    );
    expect(detectLiveData('have rents in phoenix started dropping lately')).toBe('rents');
  });

  it.each([
    'What makes a neighborhood appreciate faster than others?',
    'How is appreciation calculated?',
    'What is a hot market?',
    'Why do some suburbs appreciate faster than cities?',
    'If my home appreciates 4% a year, what will a 400k house be worth in 10 years?',
    'What are signs a neighborhood is up and coming?',
    'which is better for appreciation, a condo or a single family home?',
    'Which areas of a house matter most for resale value?',
    "what's the fastest way to build equity?",
  ])('%s → explained or computed, not live data', (question) => {
    expect(composeAnswer(question).route.kind).not.toBe('live-data');
  });
});

describe('documents the user says they uploaded, attached or sent are out of reach', () => {
  it.each([
    "What's the max purchase price on the pre-approval letter I uploaded?",
    'can you check the inspection report I attached',
    'what does my appraisal say',
    'I sent you my closing disclosure, is the cash to close right?',
    'what rate is on the loan estimate I shared?',
    'look at the listing photos I attached, does the roof look bad?',
    "what's the closing date in the contract I uploaded",
    'what did my inspection find?',
    'summarize the rent roll I uploaded',
    "based on the attached T12, what's the NOI?",
    "what's on my closing disclosure?",
    'how much can I borrow according to my preapproval letter?',
    'I just uploaded my pre-approval, what price range should I shop in?',
  ])('%s → nothing was shared; paste the figures', (question) => {
    const { route, markdown } = composeAnswer(question);
    expect(route.kind).toBe('out-of-reach');
    expect(markdown).toContain(CANT_SEE);
    expect(markdown).toMatch(/Nothing has been shared with me/);
    expect(markdown).toMatch(/Paste the figures/);
    // Never a calculator asking for an income, or figures.
    expect(markdown).not.toMatch(/I need a few more numbers|Gross household income/);
  });

  it.each([
    'my appraisal came in low, what are my options?',
    'what does an appraisal include?',
    'what should I look for in an inspection report?',
    'how long is a pre-approval letter good for?',
    "my appraisal says 450k and I'm borrowing 380k, what's my LTV?",
    "What's on a closing disclosure?",
    'my inspection found foundation cracks, should I walk away?',
  ])('%s → answered (a concept, or the figures are given)', (question) => {
    expect(composeAnswer(question).route.kind).not.toBe('out-of-reach');
  });
});

describe('housing for older persons: what a board, developer or landlord must do (HOPA)', () => {
  it.each([
    [
      'Our HOA board wants to turn the community into a 55+ community. What does the law require for us to be allowed to restrict buyers by age?',
      /For an HOA or condo board/,
    ],
    ["We're building a 62+ apartment building; can we refuse families with kids?", /For a developer/],
    ['As a landlord, how do I make my complex 55 and older legally?', /For a landlord/],
    [
      'Does our condo association need 80% of units with someone over 55 to be an age-restricted community?',
      /For an HOA or condo board/,
    ],
    ['What are the HOPA requirements for an active adult community?', /For a developer/],
    ['Can our HOA enforce an age restriction on new buyers?', /For an HOA or condo board/],
    [
      "I'm a developer planning a senior community - what do I need to qualify for the housing for older persons exemption?",
      /25% of the units are occupied/,
    ],
    ["How does a 55+ community verify residents' ages?", /surveys and affidavits/],
    [
      'our mobile home park wants to go 55 plus. how many units need an older resident?',
      /80% of the occupied/,
    ],
  ])('%s', (question, situation) => {
    const check = checkFairHousing(question);
    expect(check).toMatchObject({ blocked: true, compliance: true, category: 'familial status' });
    expect(check.topic).toBe('older-persons');
    const { markdown } = composeAnswer(question);
    expect(markdown).toContain(COMPLIANCE);
    // The rules themselves: 80% of occupied units with a resident 55+, published intent, age
    // verification, and 62+ housing where every resident is 62 or older.
    expect(markdown).toMatch(/at least \*\*80% of the occupied units\*\*/);
    expect(markdown).toMatch(/publishes and follows policies/);
    expect(markdown).toMatch(/verifies ages/);
    expect(markdown).toMatch(/\*\*every\*\* resident must be 62 or older/);
    expect(markdown).toMatch(situation);
    // "55+", "62+" and "80%" are the law's terms, never figures to compute with.
    expect(markdown).not.toContain(CLARIFY);
    expect(markdown).not.toMatch(/couldn't tell which calculation/);
  });

  it.each([
    'Are there 55+ communities near Phoenix?',
    "Can I buy in a 55+ community if I'm 50?",
    'Are there 55+ communities near Phoenix that allow pets?',
    'We need a 55+ community near Tampa under 300k',
    'what should we know before moving into a 55+ community',
    'are 55+ communities good for resale?',
  ])('%s → the article on such communities, not a compliance answer or a figure', (question) => {
    const markdown = composeAnswer(question).markdown;
    expect(markdown).not.toContain('What fair-housing law allows');
    expect(markdown).not.toMatch(/couldn't tell which calculation|\*\*55\+?\*\*/);
    expect(markdown).toContain('### 55+ and other age-restricted communities');
  });

  it('"55+" is a name, not a figure, in any question', () => {
    const markdown = composeAnswer('how much are HOA fees in 55+ communities?').markdown;
    expect(markdown).not.toContain(CLARIFY);
    expect(markdown).toMatch(/^### /);
  });
});

describe('"what is the difference between A and B": both, side by side, then each', () => {
  it.each([
    ["What's the difference between cap rate and cash on cash return?", 'Cap rate', 'Cash on cash return'],
    ['pre-qualified vs pre-approved', 'Pre-qualified', 'Pre-approved'],
    ["What's the difference between NNN and gross lease?", 'NNN', 'Gross lease'],
    ['APR vs interest rate', 'APR', 'Interest rate'],
    ['earnest money vs down payment', 'Earnest money', 'Down payment'],
    ['Is earnest money the same as a down payment?', 'Earnest money', 'Down payment'],
    ['how is a HELOC different from a cash-out refinance?', 'HELOC', 'Cash-out refinance'],
    ['whats the diff between NOI and cash flow', 'NOI', 'Cash flow'],
    ['title insurance versus homeowners insurance', 'Title insurance', 'Homeowners insurance'],
  ])('%s', (question, a, b) => {
    const { route, markdown } = composeAnswer(question);
    expect(route.kind).toBe('knowledge');
    // The lead names both and what each is, before any article.
    const lead = markdown.slice(markdown.indexOf('**How they differ**'));
    expect(markdown.indexOf('**How they differ**')).toBeGreaterThan(0);
    expect(lead).toContain(`- **${a}**: `);
    expect(lead).toContain(`- **${b}**: `);
    expect(markdown).toContain('**Related topics**');
  });

  it('two concepts with an article each: both articles follow the lead', () => {
    const markdown = composeAnswer(
      "What's the difference between cap rate and cash on cash return?",
    ).markdown;
    expect(markdown).toMatch(/^### Cap rate vs\. cash on cash return/);
    expect(markdown).toContain('### Capitalization rate (cap rate)');
    expect(markdown).toContain('### Cash-on-cash return');
    expect(markdown).toContain('**Cap rate = net operating income (NOI) ÷ price (or value)**');
  });

  it('one article that compares them both: its own points lead', () => {
    const markdown = composeAnswer('FHA vs conventional, which is better for first time buyers?').markdown;
    expect(markdown).toMatch(/^### FHA vs\. conventional loans/);
    expect(markdown).toMatch(/- \*\*Credit score\*\*: FHA allows/);
  });

  it.each([
    ['difference between a 1031 exchange and an opportunity zone', ['1031 exchange', 'opportunity zone']],
    ['fixed rate or ARM, what’s the difference?', ['fixed rate', 'ARM']],
    ['how does a condo differ from a townhouse', ['condo', 'townhouse']],
  ])('reads the two concepts: %s', (question, terms) => {
    expect(comparedTerms(question)).toEqual(terms);
  });

  it.each([
    'rent vs buy on a $400k house if rent is $2,000 a month',
    'What is the difference between 15 and 30?',
    'What is an FHA loan?',
    // A list of three is not a pair.
    'Can you explain the difference between Class A, B and C office buildings?',
    'whats the difference between nnn, modified gross and full service leases',
  ])('%s → not a comparison of two concepts', (question) => {
    expect(composeAnswer(question).markdown).not.toContain('**How they differ**');
  });
});

describe('a calculation request missing its one needed amount asks for it', () => {
  it.each([
    [
      'Can you prorate the property taxes for my closing on August 20th? Seller pays through the day of closing.',
      /\*\*yearly tax bill\*\*.*\*\*in arrears\*\*.*\*\*in advance\*\*/,
    ],
    ['we close june 30th, how much will the tax proration be?', /\*\*yearly tax bill\*\*/],
    ['how much is the prorated property tax credit if we close October 5?', /\*\*yearly tax bill\*\*/],
    [
      "what's the tax proration if closing is on 9/15 and taxes are paid in arrears?",
      /\*\*yearly tax bill\*\* \(the full year's amount\)\. What is it\?/,
    ],
    [
      "work out the seller's prorated share of this year's taxes, closing is May 1",
      /\*\*yearly tax bill\*\*/,
    ],
    ['calculate my property tax proration at closing', /\*\*closing date\*\*/],
    ['how much will 2 points cost me?', /\*\*loan amount\*\*/],
    ['what will 1.5 points cost', /\*\*loan amount\*\*/],
    ['how much is 3.5% down', /\*\*purchase price\*\*/],
    ['how much commission at 5% when I sell?', /\*\*sale price\*\*/],
  ])('%s → asks for it', (question, asked) => {
    const { route, markdown } = composeAnswer(question);
    expect(route.kind).toBe('clarify');
    expect(markdown).toContain(CLARIFY);
    expect(markdown.replace(/\n/g, ' ')).toMatch(asked);
    // Never an article, or a calculator's unrelated inputs (a home value for a proration).
    expect(markdown).not.toMatch(/### Property taxes|home value or assessed value/);
  });

  it('the reply is read with the request and computed', () => {
    const prorated = converse(
      'Can you prorate the property taxes for my closing on August 20th? Seller pays through the day of closing.',
      'yearly taxes $6,000, paid in arrears',
    );
    // Jan 1 – Aug 20 with the closing day the seller's: 232 days; 6,000 ÷ 365 × 232.
    expect(prorated).toContain('**232 days**');
    expect(prorated).toContain('the seller credits the buyer **$3,813.70**');
    expect(converse('how much will 2 points cost me?', '350k')).toContain('**$7,000.00**');
    expect(converse('how much is 3.5% down', 'the price is $450,000')).toContain('**$15,750.00**');
  });

  it.each([
    'how are property taxes prorated at closing?',
    'What is tax proration?',
    'are discount points worth it?',
    'what does a point cost in general?',
  ])('%s → explained, not asked', (question) => {
    expect(composeAnswer(question).route.kind).not.toBe('clarify');
  });

  it.each([
    // The down payment is a given here, not what is asked: the cash-on-cash needs more than a price.
    "thinking about a 6 unit, what's my cash on cash if i go 25% down",
    "what's my payment if I buy 2 points at 6%?",
    'what is my net if commission is 5%',
  ])('%s → not asked for the one amount of another calculation', (question) => {
    expect(composeAnswer(question).markdown).not.toMatch(
      /What is the \*\*(?:purchase price|loan amount|sale price)\*\*\? (?:The|Each)/,
    );
  });
});
