// The analyst's understanding end to end (issue 10): roles of amounts, the clarifying question and the
// reply to it, live-data honesty, low-confidence matches, typos and multi-part questions.
import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../protocol.ts';
import { composeAnswer, splitQuestions } from './compose-answer.ts';
import { correctSpelling } from './knowledge-search.ts';
import { CLARIFY_HEADING } from './intent.ts';
import { extractQuantities } from './parse-numbers.ts';
import { converse } from './test-conversation.ts';

const user = (text: string): HistoryTurn => ({ role: 'user', text });
const assistant = (text: string): HistoryTurn => ({ role: 'assistant', text });

describe('never a confidently wrong figure', () => {
  it('"each side rents for $1,650" on a duplex with self-management: total rent, no management fee, readings shown', () => {
    const { markdown } = composeAnswer(
      "I'm looking at a duplex for $400k, each side rents for $1,650. Taxes are $5,000 a year, insurance $1,800. I'll self manage. 25% down at 7%. What's the cap rate and cash flow?",
    );
    expect(markdown).toContain('Inputs as I read them');
    expect(markdown).toContain('$1,650 per unit × 2 units (duplex) = $3,300/month');
    expect(markdown).toContain('no management fee');
    expect(markdown).toContain('6.71%');
    expect(markdown).not.toContain('2.13%');
  });

  it('"$80k total into a rental that nets $450/mo" is cash invested and cash flow: 6.75%', () => {
    const { markdown } = composeAnswer(
      'I have $80k total into a rental that nets $450/mo. What is my cash on cash return?',
    );
    expect(markdown).toContain('**6.75%**');
    expect(markdown).toContain('not the price');
  });

  it('an unmarked multi-unit rent that is implausible as a total is asked about, and the reply is read with the question', () => {
    const question = 'A duplex rents for $1,650. Price is $400k, 25% down at 7%. Cap rate?';
    const first = composeAnswer(question);
    expect(first.route.kind).toBe('clarify');
    expect(first.markdown).toContain('each unit');
    const each = composeAnswer('each unit', [user(question), assistant(first.markdown)]);
    expect(each.markdown).toContain('$1,650 per unit × 2 units');
    const total = composeAnswer('the total', [user(question), assistant(first.markdown)]);
    expect(total.markdown).toContain('$1,650/month in total');
  });

  it('a plausible unmarked total is read as the total, said prominently with the one-tap correction', () => {
    const { markdown } = composeAnswer(
      'A duplex costs $500k and rents for $4,200/month. What are the cap rate and cash-on-cash return?',
    );
    expect(markdown).toMatch(/read as the \*\*total\*\*.*reply `each unit`/);
  });
});

describe('honesty', () => {
  it.each([
    'mortgage rates today',
    "What's the median home price in Austin?",
    'Is the Fells Point neighborhood safe?',
  ])('%s → no live data, sources, an offer to compute', (q) => {
    const { markdown } = composeAnswer(q);
    expect(markdown).toContain("I don't have live or local data");
    expect(markdown).toContain('Where to look');
    expect(markdown).toContain('What I can do');
  });

  it('a question no topic matches well says so and offers the closest topics', () => {
    const { route, markdown } = composeAnswer(
      'Tell me about escrow holdback for roof certification disputes',
    );
    if (route.kind === 'low-confidence') expect(markdown).toContain("I'm not sure");
    else expect(route.kind).toBe('knowledge');
  });

  it('a typo does not change the topic', () => {
    expect(correctSpelling('days on markett')).toBe('days on market');
    expect(composeAnswer('What does days on markett tell me?').markdown).toMatch(/^### Days on market/);
  });
});

describe('multi-part questions and follow-ups', () => {
  it('splits at question marks, keeping statements with their question', () => {
    expect(splitQuestions('A duplex costs $400k. What is the cap rate? And the DSCR?')).toEqual([
      'A duplex costs $400k. What is the cap rate?',
      'And the DSCR?',
    ]);
    expect(splitQuestions('One question only?')).toEqual(['One question only?']);
  });

  it('"and if caps compress to 6%?" values the NOI at both cap rates', () => {
    const { markdown } = composeAnswer(
      "What's a property with $100,000 NOI worth at a 6.5 cap? And if caps compress to 6%?",
    );
    expect(markdown).toContain('$1,538,462');
    expect(markdown).toContain('$1,666,667');
    expect(markdown).toContain('$128,205');
  });

  it('a move of the cap rate by an amount is answered part by part', () => {
    const { markdown } = composeAnswer(
      "What's a property with $100,000 NOI worth at a 6.5 cap? And if caps widen by 50 bps?",
    );
    expect(markdown).toContain('$1,538,461.54');
    expect(markdown).not.toContain('Value at each cap rate');
  });

  it('a follow-up turn about a cap move uses the earlier NOI', () => {
    const first = "What's a property with $100,000 NOI worth at a 6.5 cap?";
    const { markdown } = composeAnswer('and if caps compress to 6%?', [
      user(first),
      assistant(composeAnswer(first).markdown),
    ]);
    expect(markdown).toContain('$128,205.13');
  });
});

describe('labels read the way people list them', () => {
  it('"taxes 7200/yr insurance 1800/yr": each label names the number after it', () => {
    const { quantities } = extractQuantities(
      'buying a 525k house, 15 pct down, rate 6.75, taxes 7200/yr insurance 1800/yr. whats my PITI',
    );
    expect(quantities.annualPropertyTax).toBe(7200);
    expect(quantities.annualInsurance).toBe(1800);
  });

  it('shorthand labels: ins, mgmt, car pmt, repairs in dollars, current P&I', () => {
    const { quantities } = extractQuantities(
      'bought for 310k, rents 2450/mo, taxes 4100/yr, ins 1350/yr, mgmt 8%, vacancy 5%, repairs 150/mo',
    );
    expect(quantities).toMatchObject({
      annualInsurance: 1350,
      managementRate: 0.08,
      annualMaintenance: 1800,
    });
    expect(
      extractQuantities('we make 142k, car pmt 650/mo and student loans 380/mo').quantities.monthlyDebts,
    ).toBe(1030);
    expect(
      extractQuantities('refi 7.5 to 6.25 on 420k, current P&I is 3,100').quantities.currentPayment,
    ).toBe(3100);
  });

  it('debts added into one total count as read, and the answer computes', () => {
    const { markdown } = composeAnswer(
      'we make 142k combined, car pmt 650/mo and student loans 380/mo. how much house can we afford at 6.5%?',
    );
    expect(markdown).not.toContain(CLARIFY_HEADING);
    expect(markdown).toContain('$3,230.00');
  });

  it('itemised expenses are the list: nothing left out is assumed, and that is said', () => {
    const { markdown } = composeAnswer(
      'rental: bought for 310k, rents 2600/mo, taxes 4100/yr, ins 1350/yr, mgmt 8%, vacancy 5%, repairs 150/mo. cash flow w/ 20% down at 7.25%?',
    );
    expect(markdown).toContain('| Vacancy and credit loss (5% of rent) | −$1,560.00 |');
    expect(markdown).toContain('| Property management (8% of collected rent) | −$2,371.20 |');
    expect(markdown).toContain('-$23.56/month');
    expect(markdown).toContain('no capital reserves added');
  });

  it('a debt-ratio loan: an escrow amount is housing cost, whatever its label sits next to', () => {
    const { markdown } = composeAnswer(
      'me and my wife gross 9,400 a month combined. car payment and student loans are 780/mo total. back-end dti max is 45%. taxes insurance and hoa on the places were looking at come to about 610/mo. at 6.6% 30 yr whats the biggest loan we can get',
    );
    expect(markdown).toContain('less other debts $780.00');
    expect(markdown).toContain('**$3,450.00**');
  });
});

describe('what a share is of, and what a target cap rate asks', () => {
  it('closing costs "of the loan amount" are a share of the loan, not the price', () => {
    const { markdown } = composeAnswer(
      'how much cash do i bring to closing? price 465k, 10 pct down, closing costs are 2.75% of the loan amount, seller is giving a 6,000 credit',
    );
    expect(markdown).toContain('2.75% of the loan ($418,500.00) = $11,508.75');
  });

  it('an expense ratio of effective gross income, and one of gross rent with no vacancy added', () => {
    const egi = composeAnswer(
      '4-plex asking 849k. rents are 1,675 per door, figure 5% vacancy, and expenses run 38% of effective gross income. whats the NOI and cap rate',
    ).markdown;
    expect(egi).toContain('**$47,355.60**');
    expect(egi).toContain('| Cap rate (NOI ÷ price) | 5.58% |');
    const gross = composeAnswer(
      '6 unit asking 1.25 mil, gross rents 11,400/mo, expenses run about 38% of gross. whats the cap',
    ).markdown;
    expect(gross).toContain('| Cap rate (NOI ÷ price) | 6.79% |');
    expect(gross).toContain('Vacancy: none added');
  });

  it('the price for a target cap rate: from the NOI, even when the words are a budget\'s ("max price")', () => {
    expect(composeAnswer('property nets 78k, i want a 7 cap. max price?').markdown).toContain(
      '**$1,114,285.71**',
    );
  });
});

describe('amounts that are no monthly cost', () => {
  it('"we put 68k total cash into it" after a cash-flow question is the cash invested', () => {
    const history = [
      'sfr rental, rent 2,300/mo, PITI 1,720. we self manage. budgeting 8% of rent for vacancy and 7% for maintenance, thats all the expenses. monthly cash flow?',
    ];
    const first = composeAnswer(history[0]!).markdown;
    const { markdown } = composeAnswer('we put 68k total cash into it, whats the cash on cash', [
      user(history[0]!),
      assistant(first),
    ]);
    expect(markdown).toContain('Cash-on-cash return: **4.15%**');
    expect(markdown).not.toContain('$68,000.00 a month');
  });

  it('price per door beside price per square foot when both are asked', () => {
    const { markdown } = composeAnswer(
      '20 unit apt building listed at 2.9 mil, 16,400 sf total. price per door and per sf?',
    );
    expect(markdown).toContain('Price per square foot: **$176.83**');
    expect(markdown).toContain('Price per door: **$145,000.00**');
  });
});

describe('roles people state in passing', () => {
  it('"my ratios" with a new housing payment: front- and back-end DTI, the payment never a down payment', () => {
    const { markdown } = composeAnswer(
      'gross income 8,200/mo, new housing pmt would be 2,450, other debts 900. what are my ratios',
    );
    expect(markdown).toContain('Back-end DTI (all debts): **40.85%**');
    expect(markdown).toContain('Front-end DTI (housing only): **29.88%**');
  });

  it('"I paid 265k" is a price and "I get paid 95k" an income; the metric asked for leads the answer', () => {
    const { markdown } = composeAnswer('my tenant pays $1,850/mo, I paid 265k. GRM?');
    expect(markdown).toContain('Purchase price: $265,000');
    expect(markdown.indexOf('**What you asked**')).toBeLessThan(markdown.indexOf('**Inputs**'));
    expect(markdown).toContain('Gross rent multiplier (price ÷ annual rent): **11.94**');
    expect(extractQuantities('i get paid 95k a year').quantities.annualIncome).toBe(95_000);
  });

  it('a DSCR between 1.20 and 1.25 meets the lower minimum, said without contradiction', () => {
    const { markdown } = composeAnswer("noi of 96,500 and annual debt service 78k, what's the dscr?");
    expect(markdown).toContain('meets a 1.20 minimum but not the 1.25');
  });
});

describe('free-form questions find their subject', () => {
  it('the trade acronyms in the plural: "how do arms work"', () => {
    expect(composeAnswer('how do arms work').markdown).toContain('### Adjustable-rate mortgage (ARM)');
  });

  it('"why did my payment go up if my rate is fixed" is about escrow', () => {
    expect(composeAnswer('wait so why did my payment go up if my rate is fixed??').markdown).toContain(
      '### Escrow accounts',
    );
  });

  it('two questions joined by "and" are answered part by part', () => {
    const { markdown } = composeAnswer(
      'what is earnest money and do i get it back if the inspection turns up problems',
    );
    expect(markdown).toContain('## Part 1: what is earnest money');
    expect(markdown).toContain('## Part 2:');
  });

  it("a balance on the user's own account is out of reach; a balance from stated figures is computed", () => {
    expect(composeAnswer("what's the current balance on my rocket mortgage loan").markdown).toContain(
      "### I can't see your records",
    );
    const computed = composeAnswer("what's the payoff on a 300k loan at 6% after 5 years").markdown;
    expect(computed).toContain('Remaining balance: **$279,163.07**');
    expect(computed).toContain('30 years (assumed)');
  });
});

describe('costs compared the way they are asked', () => {
  it("owning's monthly cost against the rent paid now, with PMI, taxes and insurance as stated", () => {
    const { markdown } = composeAnswer(
      'renting at 2,400/mo vs buying a 380k place: 10% down, 6.75 30 yr fixed, property tax 4,600/yr, insurance 1,500/yr, pmi 0.5% of the loan a year. how much more (or less) per month would owning cost me',
    );
    expect(markdown).toContain('**Total monthly payment** | **$2,869.04**');
    expect(markdown).toContain('owning costs **$469.04 more** a month');
  });

  it('a rate right before its term, with no "for": "6.75 30 yr fixed"', () => {
    expect(extractQuantities('10% down, 6.75 30 yr fixed').quantities.rate).toBe(0.0675);
  });

  it('two rates, with and without a point: what the point buys and when it pays back', () => {
    const { markdown } = composeAnswer(
      'lender gave me 2 options on a 380k loan, 30yr: 6.5% w/ no points, or 6.125% if i pay 1 point. how many months till the point pays for itself',
    );
    expect(markdown).toContain('**$3,800.00**');
    expect(markdown).toContain('**$92.94**');
    expect(markdown).toContain('**40.9 months**');
  });

  it('a PMI rate in a purchase is never a property-tax rate', () => {
    expect(
      composeAnswer(
        'buying a 380k place, 10% down, property tax 4,600/yr, pmi 0.5% of the loan. what would the tax be',
      ).markdown,
    ).not.toContain('Tax rate: 0.5%');
  });
});

describe('more ways people state the same inputs', () => {
  it('fuel cost of a commute from mpg and the pump price', () => {
    expect(
      composeAnswer(
        'new house would mean a 46 mile round trip commute, 22 workdays a month, car gets 29 mpg, gas is 3.49. what does that cost me a month in gas',
      ).markdown,
    ).toContain('Cost: **$121.79** a month');
  });

  it('"which is cheaper per sf" of two neighborhoods', () => {
    const { markdown } = composeAnswer(
      'neighborhood A median is 525k for avg 2,100 sf, neighborhood B median 448k for avg 1,600 sf. which is cheaper per sf',
    );
    expect(markdown).toContain('**$250.00** per sq ft');
    expect(markdown).toContain('**$280.00** per sq ft');
  });

  it('on a net lease, what the landlord pays is the operating expense', () => {
    const { markdown } = composeAnswer(
      "single tenant nnn building asking 3.1M. no vacancy, it's leased to a national tenant at 186k a yr and the only thing the landlord pays is a 4,500/yr reserve. cap rate?",
    );
    expect(markdown).toContain('**$181,500.00**');
    expect(markdown).toContain('Cap rate (NOI ÷ price): **5.85%**');
  });
});

describe('second outside review: roles of monthly amounts', () => {
  it("a rent with no period is a month's when summed over years", () => {
    expect(
      composeAnswer("rent's 1,900 now, goes up 4% a year. what'll i pay in total over 5 years").markdown,
    ).toContain('**$123,492.15**');
  });

  it('a rent "per door" on a duplex counts both doors in the cash flow', () => {
    const { markdown } = composeAnswer(
      'duplex rents 1,400 per door, PITI is 2,100, other expenses 450/mo. cash flow?',
    );
    expect(markdown).toContain('$1,400.00 per unit × 2 units (duplex) = $2,800.00 a month');
    expect(markdown).toContain('Cash flow: **$250.00** a month');
  });

  it('HOA dues beside the mortgage are housing in the front-end ratio', () => {
    expect(
      composeAnswer('mortgage would be 2100 plus 350 hoa, i make 7k a month. whats my dti').markdown,
    ).toMatch(/Front-end DTI \(housing only[^)]*\): \*\*35\.00%\*\*/);
  });

  it('"building is netting 54k" is its NOI, valued at the cap rate given', () => {
    expect(
      composeAnswer(
        "building is netting 54k a yr after everything, market cap rates around 6.5%. what's it worth?",
      ).markdown,
    ).toContain('**$830,769.23**');
  });

  it('figures right after an explanation are run through what was explained', () => {
    const answer = converse("what's the 1% rule", 'my 240k property rents at 2,100, does it pass?');
    expect(answer).toContain('does not meet the 1% rule');
    expect(answer).not.toContain('Buying');
  });
});

describe('a monthly amount is never cash invested', () => {
  it('"i have 600/mo in debt" is a debt, not money put in', () => {
    const answer = converse(
      'how much house can i afford on a 95k salary',
      'i have 600/mo in debt and 40k saved for down, rates ~6.75',
    );
    expect(answer).not.toContain('Cash invested');
    expect(answer).toContain('Other monthly debts: $600');
  });
});
