// Routing classes given to a helper (docs/assistant.md rule 50): a listing search with features and a
// budget, steering by one's own characteristic and disability in code, PMI removal and an offer's
// contingencies, reading the user's messages, and a return on cash asked without the cash. Each class is
// checked through the whole assistant with phrasings of our own, and with near misses that keep their
// answers.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { detectLiveData } from './live-data.ts';

const answer = (q: string) => composeAnswer(q).markdown;
const NO_LIVE_DATA = "### I don't have live or local data";

describe('a listing search with features and a budget is live data (kind listings)', () => {
  it.each([
    'any 3 bed homes under 450k for sale in boise right now?',
    '3br houses for sale under 400k in boise?',
    'looking for a 3/2 for sale in raleigh under 400k, anything?',
    'any 2 bd condos available in 80205 below 350,000',
    'r there any 5 bedroom houses 4 sale in plano under 700k',
    'what 4 bed homes are listed in chandler under $600k this week',
    'townhomes for sale in austin under 450k with 3 beds?',
    'show me duplexes on the market in columbus under $500,000',
  ])('%s', (question) => {
    expect(detectLiveData(question)).toBe('listings');
    const text = answer(question);
    expect(text).toContain(NO_LIVE_DATA);
    expect(text).toContain('which homes are for sale');
    expect(text).not.toContain('One question before I compute');
  });

  it.each([
    // The user's own listing, one home's list price with a figure asked: computed or asked, not a search.
    'my house is listed in tucson for 550k, what will i net?',
    "4 bed home listed at 550k in tucson, what's the payment with 20% down?",
    'what should I offer on a 3 bed listed in tucson at 450k',
  ])('%s is not a listing search', (question) => {
    expect(detectLiveData(question)).not.toBe('listings');
  });
});

describe('fair housing: one’s own characteristic wanted around one, and disability in code', () => {
  it.each([
    ['we are korean and want to live where other koreans live', ['national origin']],
    ['were nigerian, where would we fit in', ['national origin']],
    ['as a muslim family we want an area where most neighbors are muslim', ['religion']],
    ['our family is indian, looking for a school district with other indian kids', ['national origin']],
    ['im black and catholic, where do people like us live in houston', ['race or color', 'religion']],
    ["we're white and christian and want to live around others like us", ['race or color', 'religion']],
    ['Hispanic couple here, we want a neighborhood that stays mostly hispanic', ['race or color']],
    ['which schools in plano have students like ours? we are asian', ['race or color']],
    ['we want a house far from any rehab centers', ['disability']],
    ["we don't want to live next to a group home", ['disability']],
    ['looking in mesa but nowhere near halfway houses or sober living', ['disability']],
    ['find us a street with no homes for the mentally ill', ['disability']],
  ] as const)('%s → refused for %s', (question, classes) => {
    const text = answer(question);
    expect(text).toContain("I can't help with that part of the search");
    for (const c of classes) expect(text).toContain(`**${c}**`);
    expect(text).toContain('What I can help with instead');
    // Only the classes the request is about: "kids like ours" is not familial status here.
    expect(text).not.toContain('**familial status**');
  });

  it.each([
    "we're a black family, what are good school districts in atlanta",
    "we're catholic, which areas are near a catholic church",
    "we're jewish, any homes near a synagogue and kosher markets in skokie",
    "we're chinese, what neighborhoods in seattle have good chinese restaurants and grocery stores",
    'are there sober living homes in phoenix for my son',
    'does a group home nearby lower property values',
    'looking for a house with no ramps or grab bars',
    "I'm in a wheelchair, which neighborhoods have sidewalks",
  ])('%s is lawful', (question) => {
    expect(answer(question)).not.toContain("I can't help with that part");
  });
});

describe('knowledge: when PMI comes off, and the contingencies an offer should have', () => {
  it.each([
    'when can i stop paying pmi on my conventional mortgage',
    'at what point does pmi go away',
    'how long do I have to pay PMI on a conventional loan',
    'will my mortgage insurance ever fall off',
    'pmi ends when? conventional loan',
    'is pmi ever removed from conventional loans',
    'when is PMI no longer required',
    'how to drop pmi early',
  ])('%s → the PMI article with the 80%%, 78%% and midpoint rules', (question) => {
    const text = answer(question);
    expect(text).toMatch(/^### Private mortgage insurance \(PMI\)/m);
    for (const term of ['80% loan-to-value', '78%', 'Homeowners Protection Act', 'midpoint of the term'])
      expect(text).toContain(term);
  });

  it.each([
    'which contingencies should I ask for as a first time buyer',
    'what contingencies protect the buyer in a purchase contract',
    'contingencies to include in my offer?',
    'what should my offer be contingent on',
    'wich contingencys do i need in an offer',
    'what are the standard contingencies in a home purchase',
    'whats a good list of contingencies for my offer',
    'what types of contingencies are there',
  ])('%s → the contingencies article', (question) => {
    const text = answer(question);
    expect(text).toMatch(/^### Contingencies/m);
    for (const term of ['Inspection', 'Appraisal', 'Financing', 'Home sale', 'Title and HOA'])
      expect(text).toContain(term);
  });
});

describe("the user's messages are out of reach, and the sender is no subject", () => {
  it.each([
    ['can you go through the emails from my loan officer and tell me what I still need to send', null],
    ['pls read the voicemail my realtor left', null],
    ['open the latest message from the title company', null],
    ['summarize the email thread with my lender', null],
    ['can you check my texts from the landlord', null],
    ['read my agent’s text about the counteroffer', '### Making an offer'],
    ["what does the text from the seller's agent say about closing", '### The closing process'],
  ])('%s', (question, article) => {
    const text = answer(question);
    expect(text).toMatch(/^### I can't see your messages/);
    expect(text).not.toContain('### Real estate agents and commissions');
    expect(text).not.toContain('### Choosing a mortgage lender');
    if (article) expect(text).toContain(article);
    else expect(text).not.toContain('---');
  });

  it.each([
    // A quoted message is read in the question; asking how to read a form is explained.
    'the email from my lender says: rate lock expires friday, what now',
    'how do I read a loan estimate',
  ])('%s is not out of reach', (question) => {
    expect(answer(question)).not.toContain("I can't see your messages");
  });
});

describe('a return on cash asked without the cash put in asks for it, showing the cash flow', () => {
  it.each([
    // 1,800 − 1,100 − 200 = 500 a month
    ['rent 1800/mo, piti 1,100, other costs 200 - coc return?', '$500.00'],
    // 2,100 − 1,300 − 300 = 500 a month
    [
      'rent is 2.1k a month, mortgage payment 1,300, insurance and taxes 300/mo, whats the cash on cash return',
      '$500.00',
    ],
    // 2 × 1,200 − 1,400 − 350 = 650 a month
    ['duplex rents 1200 each side, p&i 1400, expenses 350/mo, return on my cash?', '$650.00'],
    // 2,500 − 1,600 − 450 = 450 a month
    [
      'rents 2500 a month, P&I is 1600, taxes and insurance 450 a month. what % return am i making',
      '$450.00',
    ],
  ])('%s', (question, flow) => {
    const text = answer(question);
    expect(text).toContain('One question before I compute');
    expect(text).toContain('**cash you put in**');
    expect(text).toContain(flow);
    expect(text).not.toContain('Cash-on-cash return:');
  });

  it('the reply with the cash completes it: 6,000 a year ÷ 63,000 = 9.52%', () => {
    const history = [] as { role: 'user' | 'assistant'; text: string }[];
    const first = "rent 2,000, P&I 1,150, taxes+ins 350, what's my cash on cash";
    history.push({ role: 'user', text: first }, { role: 'assistant', text: composeAnswer(first).markdown });
    // (2,000 − 1,150 − 350) × 12 = 6,000; 6,000 ÷ 63,000 = 9.52%
    expect(composeAnswer('63k all-in', history).markdown).toContain('**9.52%**');
  });

  it('with the cash stated it is computed, and a cash flow asked alone is answered', () => {
    // 500 × 12 ÷ 60,000 = 10%
    expect(answer("rent 2,000, P&I 1,150, taxes+ins 350, what's my cash on cash, I put in 60k")).toContain(
      '**10.00%**',
    );
    expect(answer('rent 2,000, P&I 1,150, taxes+ins 350, cash flow?')).toContain('Cash flow: **$500.00**');
  });
});
