// Classes a twentieth and a twenty-first blind set found (issue 19, docs/assistant.md rule 77), each
// read through the whole assistant with phrasings of our own. Expected figures were computed apart
// (Python).
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};
const routeOf = (question: string) => composeAnswer(question, []).route.kind;

describe('holding costs: tax and insurance added up, for one home or each named one', () => {
  it.each([
    // 380,000 × 1.6% = 6,080; + 1,800 + 900 = 8,780; ÷ 12 = 731.67
    [
      'what would taxes and insurance run on a 380k house? tax rate is 1.6%, insurance about 150 a month, HOA 75/mo. total per month?',
      ['$8,780.00', '$731.67'],
    ],
    // X: 600,000 × 60% × 2.2% = 7,920 + 1,900 = 9,820; Y: 6,600 + 2,100 + 1,400 = 10,100
    [
      'same 600k home. Town X: 22 mills on a 60% assessment, insurance 1,900/yr. Town Y: 1.1% of value, insurance 2,100/yr, flood 1,400/yr. annual taxes and insurance for each?',
      ['$9,820.00', '$10,100.00', '$280.00'],
    ],
    // 1: 5,125 + 1,600 = 6,725 (560.42); 2: 4,227.50 + 1,750 = 5,977.50 (498.13)
    [
      'House 1: 410k, tax 1.25%, homeowners 1,600 a year. House 2: 445k, tax 0.95%, homeowners 1,750 a year. taxes plus insurance each, monthly? is house 2 cheaper?',
      ['$6,725.00', '$560.42', '$5,977.50', '$498.13'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a payment question keeps the tax as one of its inputs', () => {
    expect(
      converse(
        'payment on a 400k house, 20% down, 6.5% for 30 years, tax 1.2% and insurance 1,500 a year, total?',
      ),
    ).toContain('Principal & interest');
  });
});

describe('a calendar year labelling an amount is no amount', () => {
  it('"2025 property taxes are 4,380" is the bill, prorated to the closing', () => {
    // 4,380 ÷ 365 = 12 a day × 89 days (Jan 1 – Mar 30)
    expectAll(
      converse(
        'Closing March 31, 2025. 2025 property taxes are 4,380, paid in arrears; seller pays through the day before closing. proration credit?',
      ),
      ['89 days', '$1,068.00'],
    );
  });
});

describe('sale-to-list from pairs however they are laid out', () => {
  it.each([
    // 487/499.9, 531.5/525, 452.25/459: average 99.06%, totals 99.11%
    [
      'sold vs asking on my last three: 487,000 vs 499,900, 531,500 vs 525,000, 452,250 vs 459,000. sale-to-list?',
      ['97.42%', '101.24%', '98.53%', '99.06%', '99.11%'],
    ],
    // 290/300, 357/350, 396/400: 96.67, 102.00, 99.00; average 99.22; totals 1,043/1,050 = 99.33
    [
      'listed at 300k, 350k and 400k; sold for 290k, 357k and 396k. sale-to-list?',
      ['96.67%', '102.00%', '99.22%', '99.33%'],
    ],
    // 245/250 = 98.00, 318/310 = 102.58
    ['list → sold: 250,000 → 245,000; 310,000 → 318,000. sale to list ratio?', ['98.00%', '102.58%']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('price per square foot for each named group', () => {
  it.each([
    // A1: (200 + 206.25) ÷ 2 = 203.13; A2: (240 + 250 + 235.29) ÷ 3 = 241.76; 19.02% higher
    [
      'Area 1 comps: 300k for 1,500 sf, 330k for 1,600 sf. Area 2 comps: 420k for 1,750 sf, 450k for 1,800 sf, 400k for 1,700 sf. average price per sq ft each and how much higher area 2 is',
      ['$203.13', '$241.76', '19.02%'],
    ],
    [
      "Neighborhood A recent sales: 412k / 1,650 sf, 438k / 1,790 sf, 395k / 1,580 sf. Neighborhood B: 529k / 1,720 sf, 561k / 1,905 sf. Average $/sf for each and B's premium over A in %?",
      ['$248.13', '$301.02', '21.32%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a value over three or more dated years', () => {
  it.each([
    [
      'rents: 2020 $1,400, 2021 $1,450, 2022 $1,560, 2023 $1,600. yoy each year and cagr',
      ['3.57%', '7.59%', '2.56%', '4.55%'],
    ],
    [
      'we closed 38 deals in 2022, 45 in 2023 and 51 in 2024. growth each year?',
      ['18.42%', '13.33%', '15.85%'],
    ],
    [
      'median price was 310k in 2021, 335k in 2022, 342k in 2023 and 351k in 2024. year over year change each year and CAGR?',
      ['8.06%', '2.09%', '2.63%', '4.23%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('two dated values are one span, left to the appreciation reader', () => {
    expect(converse('bought for 300k in 2015, worth 450k in 2024. annual appreciation?')).not.toContain(
      'Growth year by year',
    );
  });
});

describe('a balloon and the first months of interest', () => {
  it.each([
    [
      'seller financing: 300k note, 7%, 30-year amortization, balloon due in 7 years. payment and balloon?',
      ['$1,995.91', '$273,442.24'],
    ],
    ['1.2M commercial loan, 7.25%, 25 yr am, 10-year balloon. balloon amount?', ['$950,162.67']],
    ['$400,000 at 6%, 30 years. how much interest in the first 24 months?', ['$47,429.79']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a follow-up that changes the amortization keeps the balloon', () => {
    expectAll(
      converse(
        "$1.6M commercial loan at 6.9%, 25-yr amortization, 10-yr balloon. What's the monthly payment and the balloon owed at the end of year 10?",
        'same but amortized over 20 years instead?',
      ),
      ['$12,308.92', '$1,064,843.48'],
    );
  });
});

describe('an occupancy is read as its vacancy', () => {
  it.each([
    // 420 × 115 × 12 = 579,600; × 12% = 69,552; EGI 534,048; NOI × 62% = 331,109.76; ÷ 6.25%
    [
      'a 420-unit self storage facility, average rent $115/mo, 88% economic occupancy, plus $24,000/yr other income. Expenses run 38% of effective gross income. NOI and value at a 6.25% cap?',
      ['12.00% of the rents', '$331,109.76', '$5,297,756.16'],
    ],
    // 40 × 1,100 × 12 = 528,000; 6% = 31,680; EGI 508,320; NOI × 58% = 294,825.60
    [
      'apartment complex, 40 units at $1,100 a month each, leased at 94%, other income $12,000 a year, expenses 42% of EGI. effective gross income and NOI?',
      ['6.00% of the rents', '$508,320.00', '$294,825.60'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a short-term rental keeps its occupancy of nights', () => {
    expect(converse('airbnb: $200 a night, 65% occupancy, 365 nights. gross revenue a year?')).not.toContain(
      '35% vacancy',
    );
  });
});

describe('live data by concept: benchmark rates, one property, local counts', () => {
  it.each([
    "what's the 10 year treasury at today? my lender prices my loan off it",
    'where is SOFR right now?',
    'what is the prime rate currently',
    'Is the old Walgreens at 5th and Main in Dayton still for sale? What are they asking for it?',
    'is that brick warehouse on Route 9 still on the market?',
    'Which intersection in Raleigh has the best traffic counts right now for a drive-thru coffee spot?',
  ])('%s', (question) => expect(routeOf(question)).toBe('live-data'));

  it('a rate the user gives is computed with, not looked up', () => {
    expect(
      routeOf(
        "If the 10-yr Treasury is 4.25% (I'm giving you the number) and I'm buying at a 7.1 cap, spread?",
      ),
    ).not.toBe('live-data');
  });
});

describe('records and papers the assistant cannot see', () => {
  it.each([
    'Look at my bank statements and tell me how much my laundromat actually cleared last year',
    'go through my quickbooks and tell me my NOI',
    'review our tax returns and tell me what we can afford',
  ])('%s', (question) => expect(routeOf(question)).toBe('out-of-reach'));

  it("how to look at one's own report is explained", () => {
    expect(routeOf('how do I look at my credit report for free?')).not.toBe('out-of-reach');
  });
});

describe('fair housing: a false "it\'s rented", older-persons rules, and a business\'s service dog', () => {
  it.each([
    [
      "if somebody in a wheelchair applies for my second floor unit can I just tell them it's already rented and point them somewhere else?",
      'disability',
    ],
    ["a family with 3 kids wants to see the unit, can I say we're full?", 'familial status'],
    ['a muslim couple asked about the apartment, should I pretend there is a waiting list?', 'religion'],
  ])('%s', (question, category) => {
    const answer = converse(question);
    expect(answer).toContain("I can't help with that part");
    expect(answer).toContain(`**${category}**`);
  });

  it('telling applicants a unit is really rented is ordinary business', () => {
    expect(converse('the unit is rented already, how do I tell the other applicants?')).not.toContain(
      "I can't help with that part",
    );
  });

  it('how the 55+ rule works is explained; whether we may convert is the law allowed', () => {
    expect(
      converse(
        "Thinking of turning my 24-unit building into a 55+ community. How does the rule work where 80% of the units need at least one resident who's 55 or older?",
      ),
    ).toContain('### How housing for older persons (55+ and 62+) works');
    expect(converse('can we turn our 40-unit building into 55+ housing?')).toContain(
      'What fair-housing law allows (familial status)',
    );
  });

  it("a restaurant's service dog is the ADA's, a tenant's is fair housing's", () => {
    const business = converse(
      'A customer came into my restaurant with a service dog. Do I have to let it in the dining room, and what am I allowed to ask them?',
    );
    expect(business).toContain('Americans with Disabilities Act');
    expect(business).toContain('only two questions');
    expect(converse('my tenant wants a service dog but the lease says no pets, can I refuse?')).toContain(
      'What fair-housing law allows (disability)',
    );
  });
});

describe("an agent's commission worked down: the asker's side, fees off the top, the split, flat fees", () => {
  it.each([
    // 685,000 × 3% = 20,550; − 6% = 19,317; × 70% = 13,521.90
    [
      "Closed at 685k. Total commission 5.5% — 3% listing side, 2.5% buyer side. I'm the listing agent: my brokerage takes a 6% franchise fee off the listing side first, then I get 70% of what's left. Gross listing-side commission and my net?",
      ['$20,550.00', '$13,521.90'],
    ],
    // 520,000 × 2.5% = 13,000; − 25% = 9,750; × 80% = 7,800; − 395 = 7,405
    [
      "I was the buyer's agent on a 520k sale, 2.5% buyer side. 25% referral fee off the top, then my split is 80%, plus a 395 transaction fee. my net?",
      ['$13,000.00', '$7,405.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a temporary buydown with its rates and the loan restated', () => {
  it('a 2-1 on 500k at 7% for 30 years', () => {
    expectAll(
      converse(
        "Seller's funding a 2-1 buydown. Loan $500,000, note rate 7%, 30-year. Year 1 at 5% and year 2 at 6%, both on the full $500k. Year 1 and 2 payments, and the seller's cost over the 24 months?",
      ),
      ['$2,684.11', '$2,997.75', '$11,653.97'],
    );
  });
});

describe('a FAR with a lot coverage, the lot in acres', () => {
  it.each([
    // 0.42 × 43,560 = 18,295.2; × 1.5 = 27,442.8; × 45% = 8,232.84
    [
      '0.42-acre lot, zoning allows FAR 1.5 and 45% max lot coverage. Max gross floor area and max building footprint?',
      ['27,442.8 sq ft', '8,232.84 sq ft'],
    ],
    [
      'lot is 20,000 sf, FAR of 2, lot coverage 40%. max floor area and footprint?',
      ['40,000 sq ft', '8,000 sq ft'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a CAGR carried forward to a year named later', () => {
  it.each([
    // 5.76% a year from 489,000 (2024) for 6 years = 684,152.61
    [
      "Median sale price in our county went from $312,500 in 2016 to $489,000 in 2024. What's the CAGR over those 8 years?",
      "if that rate holds, what's the median in 2030?",
      ['$684,152.61'],
    ],
    // (450/300)^(1/10) − 1 = 4.14%; 450,000 × 1.0414^4 = 529,235.56 (2029)
    [
      'our house was 300k in 2015 and 450k in 2025, annual appreciation?',
      'if the trend continues, value in 2029?',
      ['$529,235.56'],
    ],
  ])('%s → %s', (first, second, figures) => expectAll(converse(first, second), figures));
});

describe('break-even occupancy from units and rent, with other income', () => {
  it.each([
    // (27,900 + 16,200) × 12 ÷ (40 × 1,180 × 12 + 2,400 × 12) = 88.91%
    [
      'PM here. 40 units, avg rent $1,180, other income (laundry + parking) $2,400/mo at full occupancy, opex $27,900/mo, debt service $16,200/mo. Breakeven occupancy?',
      ['88.91%'],
    ],
    // (180,000 + 150,000) ÷ (24 × 1,400 × 12) = 81.85%
    [
      '24 units renting at $1,400 each, operating expenses 180k a year, debt service 150k a year. break-even occupancy?',
      ['81.85%'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a BRRRR appraisal that "just came back"', () => {
  it('is the after-repair value', () => {
    // 148,000 + 4,500 + 52,000 = 204,500; 75% × 265,000 = 198,750; − 5,200 = 193,550; left 10,950
    expectAll(
      converse(
        'BRRRR: bought all cash for 148k + 4,500 closing costs, rehab 52k. Appraisal just came back at 265k. 75% LTV cash-out refi, 5,200 refi closing costs out of the proceeds. Cash left in and equity after?',
      ),
      ['$10,950.00', '$66,250.00'],
    );
  });
});

describe("a business's time in its space is story, and a number restated in brackets is one", () => {
  it.each([
    // 2,400 × 18 × 1.03^4 = 48,621.98; total over 5 years 229,354.67
    [
      "We're a small taqueria, been in our spot 6 yrs, and the landlord sent the renewal. 2,400 sf, $18/sf/yr to start, 3% bumps every year after the first, 5 yr term. Total base rent over the 5 years and the rent in the last year?",
      ['$48,621.98', '$229,354.67'],
    ],
    [
      'in business for 12 years here. renewal: 2,400 sf at $18/sf/yr, 3% annual bumps, 5 year term. total rent over the term?',
      ['$229,354.67'],
    ],
    [
      'about 4,500 sf (call it exactly 4,500). Building A: $34/sf full service gross. Building B: $24 NNN plus CAM $4.25, taxes $3.10 and insurance $1.15 per foot per year. annual cost at each?',
      ['$153,000.00', '$146,250.00', '$6,750.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('how long someone has owned a home stays an input', () => {
    expect(
      converse("we've owned it 8 years, bought at 300k, worth 450k now. annual appreciation?"),
    ).toContain('5.20%');
  });
});

describe('a preferred return, then the split', () => {
  it.each([
    // pref 256,000; left 45,000; LPs 256,000 + 31,500 = 287,500; GP 13,500
    [
      'LP equity 3.2mm, 8% pref (simple, non-compounding), year 1 distributable cash 301k. Pref goes to LPs first, then the remainder splits 70/30 LP/GP. What do the LPs get in total and what does the GP get?',
      ['$287,500.00', '$13,500.00'],
    ],
    // pref 105,000; left 35,000; LPs 133,000; GP 7,000
    [
      'we raised $1.5M from investors with a 7% preferred return. distributions this year are $140k. after the pref, 80/20 LP/GP. how much to the LPs and how much to the GP?',
      ['$133,000.00', '$7,000.00'],
    ],
    // pref 160,000 > 120,000: all to the LPs, short 40,000
    [
      'investors put in 2M, 8% pref, cash flow 120k this year, split 70/30 after pref. LP and GP shares?',
      ['$120,000.00', '$40,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a compounding pref is not worked as simple', () => {
    expect(
      converse('LP equity 1M, 8% pref compounding annually, year 3 cash 200k, then 70/30 LP/GP. LP and GP?'),
    ).not.toContain('Distribution waterfall');
  });
});

describe('income told in parts, in the words the evaluators used', () => {
  it.each([
    // 312,000 × 93% + 54,000 − 96,000 = 248,160; ÷ 3.4M = 7.30%
    [
      'I own a little 6-unit strip centre. Gross potential rent is 312,000 a year and I figure 7% vacancy & credit loss on that. Tenants reimburse about $54k of CAM and taxes (assume I collect all of it) and my total operating expenses run $96,000. A buyer offered 3.4M. What is my NOI and what cap rate is he paying?',
      ['$248,160.00', '7.30%'],
    ],
    // (52,800 + 79,200) × 95% − 38,000 = 87,400; ÷ 7% = 1,248,571.43
    [
      'Shop below, 4 apartments above, typical main street building. Retail is 2,200 sf at $24/sf/yr NNN; the apartments rent for $1,650/mo each. Figure 5% vacancy across the whole thing, and the expenses I pay myself (not reimbursed) are about $38,000/yr. What is NOI and what is it worth at a 7% cap?',
      ['$87,400.00', '$1,248,571.43'],
    ],
    [
      'Effective gross income on my office building was 525k last year and operating expenses were 183,750. Expense ratio and NOI?',
      ['35.00%', '$341,250.00'],
    ],
    // P&I on 1,087,500 at 6.75% / 25 y = 7,513.66; + (18k + 6k + 8k) ÷ 12 = 10,180.33; − 9,500 = 680.33
    [
      'I run an Italian place, been leasing the same building for 9 years at $9,500 a month. The landlord offered to sell me the building for $1.45M. 25% down, the rest at 6.75% over 25 years, plus property taxes about $18k a year, insurance $6k a year and maintenance $8k a year: monthly P&I, total monthly cost to own, and how much more or less than my rent?',
      ['$7,513.66', '$10,180.33', '$680.33'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe("a buyer's everyday figures from the renters' set", () => {
  it.each([
    // balance of 400,000 at 3.25% / 30 y after 60 payments
    [
      "Refinanced into a $400,000 30-year at 3.25% five years ago and I've made 60 payments. What's the remaining balance?",
      ['$357,227.03'],
    ],
    [
      'the condo is 450k and an identical unit in the same building rents for 2,400/mo. price-to-rent ratio?',
      ['15.63'],
    ],
    // 18,250 + 10,950 − 2,500 = 26,700 in all; − 5,000 deposited = 21,700 at closing
    [
      '$365,000 house, 5% down. Closing costs 3% of the price and the lender is giving me a $2,500 credit. I already put down $5,000 in earnest money. Cash to close and total cash needed?',
      ['$21,700.00', '$26,700.00'],
    ],
    // 3% × 410,000 = 12,300 of 13,900; 1,600 left
    [
      'seller agreed to a 3% concession on our $410k offer. our closing costs are $13,900. how much does the concession cover and whats left for us to pay?',
      ['$12,300.00', '$1,600.00'],
    ],
    [
      'the seller offered a 4% concession on 300k and our closing costs are 10k, how much does it cover?',
      ['$10,000.00', '$2,000.00'],
    ],
    // 340 + 9,600 ÷ 24 = 740
    [
      "HOA of $340/mo, but there's a $9,600 special assessment being paid over 24 months. effective monthly HOA?",
      ['$740.00'],
    ],
    [
      'hoa is 285 a month and they just voted a 4,500 special assessment spread over 18 months. what will I pay monthly?',
      ['$535.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('where most families of an origin live, asked to place someone, is refused as national origin', () => {
    const answer = converse(
      'my parents are moving here from Gujarat to live with us. where do most of the Indian families live around Edison? they want to be around their own people',
    );
    expect(answer).toContain("I can't help with that part");
    expect(answer).toContain('**national origin**');
    expect(converse('where are the best Indian grocery stores around Edison?')).not.toContain(
      "I can't help with that part",
    );
  });
});

describe('a paid-off rental with its costs as shares of the rent', () => {
  it('"maintenance at 8%" is the maintenance, and a paid-off house carries no loan', () => {
    // 25,800 × (1 − 5% − 10% − 8%) − 4,300 − 1,500 = 14,066; ÷ 380,000 = 3.70%
    const answer = converse(
      "I inherited a paid-off house from my aunt. Rent would be about $2,150/mo. Property tax is $4,300/yr and insurance $1,500/yr. I'd budget vacancy at 5%, property management at 10% and maintenance at 8%, all as a % of the gross rent. Annual NOI and cap rate if the house is worth $380k?",
    );
    expectAll(answer, ['$14,066.00', '3.70%', 'Financing: all cash']);
  });
});
