import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE, TOPIC_CATEGORIES } from './knowledge-base.ts';
import {
  bestTopic,
  definedTerm,
  likelyTypo,
  findTopic,
  renderKnowledgeAnswer,
  searchKnowledge,
} from './knowledge-search.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('knowledge base content', () => {
  it('has at least 60 topics with unique ids', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(KNOWLEDGE_BASE.map((t) => t.id)).size).toBe(KNOWLEDGE_BASE.length);
  });

  it('covers every category', () => {
    for (const c of TOPIC_CATEGORIES) expect(KNOWLEDGE_BASE.some((t) => t.category === c)).toBe(true);
  });

  it.each(KNOWLEDGE_BASE.map((t) => [t.id, t] as const))(
    '%s: 80–220 words, keywords, 2–4 valid related ids',
    (_, t) => {
      const n = words(t.body);
      expect(n).toBeGreaterThanOrEqual(80);
      expect(n).toBeLessThanOrEqual(220);
      expect(t.title.length).toBeGreaterThan(2);
      expect(t.keywords.length).toBeGreaterThan(0);
      expect(t.related.length).toBeGreaterThanOrEqual(2);
      expect(t.related.length).toBeLessThanOrEqual(4);
      for (const id of t.related) {
        expect(findTopic(id), `${t.id} → ${id}`).toBeDefined();
        expect(id).not.toBe(t.id);
      }
    },
  );
});

describe('searchKnowledge', () => {
  it.each([
    ['what is a 1031 exchange', '1031-exchange'],
    // Abbreviations and hyphens: "15 yr" is "15-year", "as-is" is "as is".
    ['15 yr or 30 yr mortgage??', '15-vs-30-year-mortgage'],
    // A keyword phrase outranks an article that shares more single words with the question.
    ['whats a rate lock when youre getting a mortgage', 'rate-lock'],
    // "or" between two choices is "vs" in a keyword phrase.
    ['fha or conventional for a first time buyer with a 640 score', 'fha-vs-conventional'],
    ['BRRRR', 'brrrr'],
    ['triple net lease', 'nnn-lease'],
    ['what is PMI and when does it go away', 'pmi'],
    ['explain cap rate', 'cap-rate'],
    ['how does an adjustable rate mortgage work', 'adjustable-rate-mortgage'],
    ['pre-approval vs pre-qualification', 'pre-approval'],
    ['what is DTI', 'debt-to-income'],
    ['HELOC', 'heloc'],
    ['what is earnest money', 'earnest-money'],
    ['appraisal came in low', 'appraisal'],
    ['do I need title insurance', 'title-insurance'],
    ['house hacking', 'house-hacking'],
    ['what are CAM charges', 'cam-charges'],
    ['debt service coverage ratio', 'dscr'],
    ['months of inventory', 'months-of-inventory'],
    ['price to rent ratio', 'price-to-rent-ratio'],
    ['is the house in a flood zone', 'flood-zones'],
    ['what does zoning mean', 'zoning'],
    ['class A vs class B buildings', 'building-classes'],
    ['cost segregation study', 'cost-segregation'],
    ['airbnb rules', 'short-term-rentals'],
    ['VA loan', 'va-loan'],
    ['walk score', 'walkability'],
    ['neighbourhood amenities', 'amenities'],
    ['how to price my home', 'pricing-a-home'],
    ['can I use my 401k for a down payment', 'retirement-funds-down-payment'],
    ['FHA vs conventional', 'fha-vs-conventional'],
    ['should I get a 15 or 30 year mortgage', '15-vs-30-year-mortgage'],
    ['what is a gift letter', 'gift-funds'],
    ['the house has an unpermitted addition', 'unpermitted-work'],
    ['do I need a sewer scope', 'specialized-inspections'],
    ['contingent vs pending', 'listing-statuses'],
    ['condo vs townhouse', 'condo-vs-townhouse'],
    ['what is a good guy clause', 'personal-guarantee'],
    // Terms that had no article and got another one confidently.
    ['what is preferred equity', 'capital-stack'],
    ['what is tenancy in common', 'co-ownership'],
    ['what is a land trust', 'estate-transfer-tools'],
    ['what is a holdover tenant', 'holdover-tenant'],
    ['what is a redemption period', 'foreclosure-redemption-deficiency'],
    ['what is power of sale', 'foreclosure-redemption-deficiency'],
    ['what is a referral fee', 'referral-fees'],
    ['what is a go-dark clause', 'retail-lease-clauses'],
    ['what is a net listing', 'listing-agreements'],
    ['what is a buyer agency agreement', 'real-estate-agents'],
    ['what is an escalation clause in a commercial lease', 'rent-escalations'],
    ['what is yield maintenance', 'commercial-loan-terms'],
    ['estoppel certificate', 'estoppel-and-snda'],
    ['how do I evict a tenant', 'eviction-basics'],
    ['can I change the locks on a tenant', 'eviction-basics'],
    ['what is an ADU', 'adu'],
    ['how do interest rates affect home prices', 'rates-and-home-prices'],
    ['what is an easement', 'easements-and-surveys'],
    ['what is a mortgage', 'how-mortgages-work'],
    ['what happens if I miss a mortgage payment', 'missed-payments-foreclosure'],
    ['what is a mortgage broker', 'choosing-a-lender'],
    ['why did my mortgage payment go up', 'escrow-account'],
    ['what is a seller disclosure', 'seller-disclosures'],
    ['can a landlord enter without notice', 'residential-leases'],
    ['how do I analyze a rental property', 'analyzing-a-rental'],
    ['how much should I charge for rent', 'setting-rent'],
    ['can the lender hold money back at closing for repairs we finish later', 'escrow-holdback'],
    ['what should I check in the feasibility period on an office building', 'commercial-due-diligence'],
    // Trade terms once answered by an article sharing a word ("multiple", "sale", "escalation").
    ['what is an equity multiple', 'equity-multiple'],
    ['what is a sale-leaseback', 'sale-leaseback'],
    ['what is an escalation clause', 'escalation-clause'],
    ['what is a CPI escalation', 'rent-escalations'],
    ['what is a load factor', 'rentable-vs-usable'],
    ['what is floor area ratio', 'floor-area-ratio'],
    ['what is loan-to-cost', 'loan-to-cost'],
    ['what is economic occupancy', 'economic-occupancy'],
    ['what is the 50% rule', 'fifty-percent-rule'],
    ['what is EMD', 'earnest-money'],
    ['what is boot in a 1031', 'boot-1031'],
    // Short forms written with a hyphen, space or brackets are the same term.
    ['whats a T-12', 't12-operating-statement'],
    ['is a co-op different from a condo', 'housing-co-ops'],
    ['whats a 203(k) rehab loan', 'renovation-loans'],
    ['what does CAP ex mean', 'capex-reserves'],
    ['what is FAR in zoning', 'floor-area-ratio'],
    ['what are the CC&Rs in my hoa', 'ccrs'],
    ['what are CC&Rs', 'ccrs'],
    // The very term a question asks to define leads over a longer phrase it only mentions…
    ['whats an OM in commercial real estate', 'offering-memorandum'],
    // …unless the term read up to a stop word starts a longer phrase the question names.
    ['what is a deed in lieu of foreclosure', 'missed-payments-foreclosure'],
    // Words that describe a term need not be in its article.
    ['what are the standard contingencies in a home purchase', 'contingencies'],
  ])('%s → %s', (query, id) => {
    expect(searchKnowledge(query, 1)[0]?.topic.id).toBe(id);
    expect(bestTopic(query)?.topic.id).toBe(id);
  });

  it('tolerates typos and prefixes', () => {
    expect(bestTopic('amortisation schedule')?.topic.id).toBe('amortization');
    expect(bestTopic('syndicat')?.topic.id).toBe('syndications');
    expect(bestTopic('depreciaton on rentals')?.topic.id).toBe('depreciation');
  });

  it('counts a fuzzy match alone on a title word as no title match, ranked after an exact keyword match', () => {
    // "around" is one edit from "ground" (the ground lease's title) and a word of "wrap around mortgage".
    const hits = searchKnowledge('what is around', 5);
    expect(hits[0]?.topic.id).toBe('subject-to-and-wraparound');
    const ground = hits.find((h) => h.topic.id === 'ground-lease');
    expect(ground?.titleOrKeywordMatch).toBe(false);
    // A plural matching its singular is not fuzzy: "offers" names "Making an offer".
    expect(
      searchKnowledge('what are offers', 5).find((h) => h.topic.id === 'making-an-offer')
        ?.titleOrKeywordMatch,
    ).toBe(true);
  });

  it('"in simple terms" says how to explain, not fee simple ownership', () => {
    expect(bestTopic('explain the 1% rule in simple terms')?.topic.id).toBe('one-percent-rule');
    expect(bestTopic('what is fee simple')?.topic.id).toBe('fee-simple-vs-leasehold');
  });

  it('"how far" is not the floor area ratio (FAR in capitals is)', () => {
    expect(bestTopic('how far is the commute from the suburbs')?.topic.id).not.toBe('floor-area-ratio');
  });

  it.each([
    // Only "clause" is known: no article defines an acceleration clause (escalation clauses share "clause").
    'what is an acceleration clause',
    // Spelling correction turns an unknown word into another, known one ("novation" → "renovation",
    // "dower" → "lower", "plottage" → "cottage"): no likely typo, so no confident answer.
    'what is novation',
    'what is dower',
    'what is plottage',
    // "how does … work" asks what the thing is, too.
    'how does novation work',
  ])('no confident topic when the article lacks an unknown word of the term asked about: %j', (query) => {
    expect(bestTopic(query)).toBeNull();
  });

  it.each([
    ['amortizaton', 'amortization', true],
    ['contingncy', 'contingency', true],
    ['apraisal', 'appraisal', true],
    ['referral', 'deferral', false],
    ['novation', 'renovation', false],
    ['perc', 'per', false],
  ])('likelyTypo(%j, %j) → %j', (word, correction, expected) => {
    expect(likelyTypo(word, correction)).toBe(expected);
  });

  it('a typo in the term asked about is still answered with confidence', () => {
    expect(bestTopic('whats amortizaton')?.topic.id).toBe('amortization');
    expect(bestTopic('what is an apraisal gap')?.topic.id).toBe('appraisal');
  });

  it.each([
    ['what does WALT mean', ['walt']],
    ['how does a novation work', ['novation']],
    ['how do hard money loans work?', ['hard', 'money', 'loans']],
    ['how does the seller pay', []],
    ['whats a T12', ['t12']],
    ['what is a ground lease and who owns the building', ['ground', 'lease']],
    ['what is an OM in commercial real estate', ['om']],
    ['how do I evict a tenant', []],
  ])('definedTerm(%j) → %j', (query, words) => {
    expect(definedTerm(query)).toEqual(words);
  });

  it.each([
    'hello',
    "what's the weather today",
    'tell me a joke',
    'asdkjh qwe zxcv',
    'best pizza in town',
    "what's new",
    'write me a poem',
    'how do I change my password',
    '',
  ])('no confident topic for %j', (query) => {
    expect(bestTopic(query)).toBeNull();
  });
});

describe('renderKnowledgeAnswer', () => {
  it('shows the body and 2–4 related topics', () => {
    const hit = bestTopic('what is a 1031 exchange');
    expect(hit).not.toBeNull();
    const md = renderKnowledgeAnswer(hit!, 'what is a 1031 exchange');
    expect(md.startsWith('### 1031 exchange\n')).toBe(true);
    expect(md).toContain(hit!.topic.body.trim());
    const related = md.split('**Related topics**')[1] ?? '';
    const items = related.split('\n').filter((l) => l.startsWith('- '));
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(4);
  });
});
