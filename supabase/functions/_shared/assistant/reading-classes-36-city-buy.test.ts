// City co-op and condo buyers and owners (docs/assistant.md rule 103): a board's rules, cash needed,
// maintenance and its deductible share, transfer, mansion and recording taxes, selling costs, special
// assessments by shares, sublets, the 80/20 share, follow-ups and the articles such buyers need, read
// through the whole assistant with phrasings of our own beside the examples outside evaluators gave.
// Expected figures were worked apart.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe("a co-op board's post-closing liquidity and the cash needed (rule 103)", () => {
  it.each([
    [
      'The co-op board at a building in Park Slope requires twenty-four months of housing costs in liquid assets after closing. My mortgage payment would be $4,300 a month and the maintenance is $2,150 a month. How much do I need left in liquid assets after closing?',
      ['**$154,800.00**'],
    ],
    [
      'board wants 12 months of mortgage + maintenance in the bank post closing. mortgage 3,200/mo, maint 1,450/mo. how much liquid do i need?',
      ['**$55,800.00**'],
    ],
    // 18 × (1,780 + 3,950); the ages and the address are story
    [
      "we're 38 and 41, buying at 225 E 86th St. the board requires 18 months of maintenance plus mortgage as liquid assets after closing. maintenance $1,780 a month, mortgage $3,950 a month",
      ['**$103,140.00**'],
    ],
    [
      'co-op needs two years of maintenance ($2k/mo) liquid post-closing. how much is that?',
      ['**$48,000.00**'],
    ],
    [
      'Buying a $640,000 co-op. The board requires 25% down, closing costs will be about 3% of the price, and they want 18 months of maintenance ($1,900/mo) still in the bank after closing. What are the closing costs, the reserve, and how much cash do I need in total including that reserve?',
      ['**$19,200.00**', '**$34,200.00**', '**$213,400.00**'],
    ],
    // 220,000 + 27,500 + 31,200
    [
      '$1.1M co-op, 20% down, closing costs 2.5%, board wants 12 months of maintenance ($2,600/mo) left after closing. total cash?',
      ['**$220,000.00**', '**$27,500.00**', '**$31,200.00**', '**$278,700.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe("a co-op board's maximum debt-to-income (rule 103)", () => {
  it.each([
    [
      "ok so I'm 34, been renting in Astoria for 6 years and finally trying to buy a co-op in Brooklyn Heights. the board's max debt-to-income is 25%, and they count the mortgage payment, the maintenance and all other monthly debt payments. I make $310k a year gross. maintenance on the unit is $3,400/month and I have a $450/mo car payment, no other debt. what's the biggest monthly mortgage payment I can have and still be at 25%?",
      ['**$6,458.33**', '**$2,608.33**'],
    ],
    // 15,000 × 28% − 1,600 − 350
    [
      'board caps DTI at 28%. I earn 180k a year, maintenance 1,600/mo, car loan 350/mo. max mortgage payment?',
      ['**$4,200.00**', '**$2,250.00**'],
    ],
    [
      'I make $220k. Co-op DTI limit is 30%. Maintenance $2,500/mo, student loans $400/mo. Biggest mortgage payment I can carry?',
      ['**$5,500.00**', '**$2,600.00**'],
    ],
    [
      'Gross income 240k. Mortgage would be 4,100/mo, maintenance 1,950, student loan 600. The board limit is 30% DTI counting all three. What is my DTI?',
      ['**33.25%**', '**$650.00**'],
    ],
    [
      "what's my debt to income for the co-op board? income $15,000/month, mortgage $3,800, maintenance $1,200, board max 35%",
      ['**33.33%**', '$250.00'],
    ],
    [
      'co-op board wants mortgage + maintenance to be no more than 30% of gross income. mortgage would be 5,200 and maintenance 2,400 a month. what income do i need, monthly and annual?',
      ['**$25,333.33**', '**$304,000.00**'],
    ],
    [
      'maint 2,100 and mortgage 4,400 a month; co-op board needs dti under 27%. what gross annual income do I need?',
      ['**$24,074.07**', '**$288,888.89**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('follow-up: the loan that largest payment carries at a rate and term', () => {
    const first =
      "ok so I'm 34, been renting in Astoria for 6 years and finally trying to buy a co-op in Brooklyn Heights. the board's max debt-to-income is 25%, and they count the mortgage payment, the maintenance and all other monthly debt payments. I make $310k a year gross. maintenance on the unit is $3,400/month and I have a $450/mo car payment, no other debt. what's the biggest monthly mortgage payment I can have and still be at 25%?";
    expect(
      converse(first, 'and if the loan is a 30 year at 6.75%, how big a mortgage does that payment get me?'),
    ).toContain('**$402,149.40**');
    expect(
      converse(
        'board caps DTI at 28%. I earn 180k a year, maintenance 1,600/mo, car loan 350/mo. max mortgage payment?',
        'at 6.5% for 30 years how much loan is that?',
      ),
    ).toContain('**$355,974.34**');
  });

  it('follow-up: how much lower the mortgage payment must be for the limit', () => {
    expect(
      converse(
        'Gross income 240k. Mortgage would be 4,100/mo, maintenance 1,950, student loan 600. The board limit is 30% DTI counting all three. What is my DTI?',
        'how much lower would the mortgage payment need to be to get down to exactly 30%?',
      ),
    ).toContain('**$650.00**');
  });
});

describe("a board's maximum financing (rule 103)", () => {
  it.each([
    [
      "The board allows a max of 75% financing. Apartment is $1.35 million. What's the minimum down payment and the biggest loan I can take?",
      ['**$337,500.00**', '**$1,012,500.00**'],
    ],
    ['co-op only allows 80% financing. place is 725k. min down?', ['**$145,000.00**', '**$580,000.00**']],
    [
      'Board max financing 70 percent on a $2.1M apartment: biggest loan and the least I can put down?',
      ['**$1,470,000.00**', '**$630,000.00**'],
    ],
    [
      'the building allows up to 75% LTV, price $960,000, how much down at minimum',
      ['**$720,000.00**', '**$240,000.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe("maintenance's deductible share and the tax it saves (rule 103)", () => {
  it.each([
    [
      "maintenence is $2,800/mo and the managing agent says 42% of it is tax deductible. what's a year of maintenance and how much of it can I deduct?",
      ['**$33,600.00**', '**$14,112.00**'],
    ],
    [
      'Co-op maintenance is $3,100 a month and 55% of it is deductible. I itemize and my marginal tax rate is 35%. How much do I save in tax per month, and what is the maintenance effectively costing me per month after that?',
      ['**$596.75**', '**$2,503.25**'],
    ],
    [
      'my co-op maint is 1,850 a month; 48% deductible. annual deduction?',
      ['**$22,200.00**', '**$10,656.00**'],
    ],
    [
      'Maintainance $4,000/mo, deductible portion 60%, 32% bracket: monthly tax savings & net cost',
      ['**$768.00**', '**$3,232.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('transfer, mansion, recording and recordation taxes (rule 103)', () => {
  it.each([
    [
      'Agent here. Closing a $2.3M sale in Manhattan; the seller pays the NYC transfer tax at 1.425% and the NY State transfer tax at 0.4%. What is each tax and the total?',
      ['**$32,775.00**', '**$9,200.00**', '**$41,975.00**'],
    ],
    [
      '$850k co-op sale in Brooklyn. NYC transfer tax 1% and state transfer tax 0.4%. how much is each?',
      ['**$8,500.00**', '**$3,400.00**', '**$11,900.00**'],
    ],
    [
      "buying a condo in manhattan for $1.6M, 1,280 sq ft. mansion tax is 1% of the whole price since it's over $1M, buyer pays. whats the mansion tax and what am I paying per sq ft?",
      ['**$16,000.00**', '**$1,250.00**'],
    ],
    ['mansion tax 1%, price 1.25M, buyer pays. how much?', ['**$12,500.00**']],
    [
      'NYC condo purchase with a $1.1M loan. The mortgage recording tax is 1.925% for loans of $500k and up. How much is it?',
      ['**$21,175.00**'],
    ],
    ['mortgage recording tax of 1.8% on a $450k loan', ['**$8,100.00**']],
    [
      'Buying a $480,000 condo in Chicago. My attorney says the city transfer tax the buyer pays is $7.50 per $500 of price, and the seller pays state and county tax of $0.50 and $0.25 per $500. How much does the buyer pay and how much does the seller pay?',
      ['**$7,200.00**', '**$720.00**'],
    ],
    [
      'county transfer tax is $2.20 per $1,000 and the state transfer tax $2 per $1,000 on a $600,000 sale. seller pays both. how much?',
      ['**$1,320.00**', '**$1,200.00**', '**$2,520.00**'],
    ],
    [
      'DC condo at $780,000. Buyer pays the recordation tax at 1.45% and the seller pays the transfer tax at 1.45%. How much is each, and the two combined?',
      ['**$11,310.00**', '**$22,620.00**', 'The buyer pays: **$11,310.00**'],
    ],
    [
      'recordation tax 1.1% paid by the buyer, transfer tax 1.1% paid by the seller, DC condo $550k',
      ['**$6,050.00**', '**$12,100.00**', 'The buyer pays: **$6,050.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('selling costs as several percents, with the payoff (rule 103)', () => {
  const sale =
    'Selling my co-op for $1.2M. Costs: broker commission 5%, flip tax 1.5%, NYC transfer tax 1.425% and NYS transfer tax 0.4% — all on the sale price, all paid by me. Mortgage payoff is $640k. Ignoring any other closing costs, what are my total selling costs and what do I walk away with?';
  it.each([
    [sale, ['**$99,900.00**', '**$460,100.00**']],
    // 57,000 + 19,000 + 13,300
    [
      'selling for 950k; commission 6%, flip tax 2%, transfer taxes 1.4% total; still owe 400k on the mortgage. net?',
      ['**$89,300.00**', '**$460,700.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('follow-up: a lower sale price', () => {
    expectAll(converse(sale, 'what if it only sells for 1.15 mil?'), ['**$95,737.50**', '**$414,262.50**']);
  });
});

describe('a special assessment by shares, a sublet, the commercial share, a monthly cost (rule 103)', () => {
  it.each([
    [
      "Our co-op just voted a $2.4 million special assessment, allocated by shares. I own 410 shares out of 48,000. What's my share, and what is it per month if they spread it over 24 months?",
      ['**$20,500.00**', '**$854.17**'],
    ],
    [
      'special assessment of $900k split by shares; I have 250 of the 30,000 shares. spread over 18 months, what do i pay monthly?',
      ['**$7,500.00**', '**$416.67**'],
    ],
    [
      'building levied a 1.5M assessment by shareholding. my apt has 1,200 shares out of 60,000 total shares. my portion, and monthly over 3 years?',
      ['**$30,000.00**', '**$833.33**'],
    ],
    [
      "I'm moving to Boston for a year and want to sublet my co-op in Queens for $3,800/mo. The board charges a sublet fee of 10% of the maintenance each month. Maintenance is $2,200 and my mortgage payment is $2,900. What's my monthly cash flow, and over the 12 months?",
      ['**-$1,520.00**', '**-$18,240.00**'],
    ],
    [
      'sublease my coop at 4,200/mo; maintenance 2,600, mortgage 1,900, sublet fee 15% of maintenance. monthly cash flow and for 12 months',
      ['**-$690.00**', '**-$8,280.00**'],
    ],
    [
      "I'm on my co-op's board. Last year shareholders paid $1.9M in maintenance and the two ground-floor retail tenants paid $620k in rent, and that was all our income. What percent of our total income came from the commercial tenants?",
      ['**24.6%**'],
    ],
    [
      "our co-op got $3.2M from shareholders' maintenance and $500k from the commercial space. what percent of income is commercial?",
      ['**13.5%**'],
    ],
    [
      'Condo in Long Island City, $925k, 25% down, 30-year fixed at 7%. Common charges $780/mo, property taxes $9,600/yr. What is the P&I and the total monthly cost (P&I + common charges + taxes)?',
      ['**$4,615.54**', '**$6,195.54**'],
    ],
    [
      'condo 700k 20% down 6.25% 30yr; common charges 550/mo; taxes 7,200/yr. p&i and total monthly?',
      ['**$3,448.02**', '**$4,598.02**'],
    ],
    [
      'co-op $500,000, 25% down, 30-year at 6.875%, maintenance $1,400/mo. monthly payment and total?',
      ['**$2,463.48**', '**$3,863.48**'],
    ],
    [
      "Boston condo, assessed at $820k, residential tax rate $10.90 per $1,000 of assessed value. HOA is $610/mo. What's the property tax per month and tax plus HOA per month?",
      ['**$744.83**', '**$1,354.83**'],
    ],
    [
      'condo assessed 600k, tax rate $12.50 per $1,000, condo fee $450/mo. monthly tax and the total?',
      ['**$625.00**', '**$1,075.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('follow-up: a higher rate, per year', () => {
    expect(
      converse(
        "buying a co-op on the UWS for 850k. putting 20% down, 30 yr fixed at 6.5%. what's the monthly P&I?",
        'what if the rate were 7%?',
        'how much more is that per year than at 6.5?',
      ),
    ).toContain('$2,712.00 a year');
  });
});

describe('articles, live data and fair housing for city buyers (rule 103)', () => {
  it.each([
    [
      "explain like I'm new: what does 'post-closing liquidity' mean when a co-op board asks for it?",
      ['liquid', 'months', 'closing'],
    ],
    ['How does rent stabilization work in New York?', ['Rent Guidelines Board', 'lease', 'increase']],
    ["What's the New York mansion tax and who pays it?", ['mansion tax', 'buyer', '1%']],
    ['what are common charges on a condo?', ['Common charges', 'condo', 'monthly']],
    [
      "Just curious — what's the 80/20 rule for co-ops? Something about how much income can come from commercial space?",
      ['80', 'income', 'shareholder'],
    ],
    ["What's a co-op board package and what usually goes in it?", ['board package', 'financial']],
    ["What's 301 W 57th St #34C worth today?", ["I don't have live or local data"]],
    [
      "Is PS 87 on the Upper West Side a good school? What's its rating?",
      ["I don't have live or local data"],
    ],
    [
      "We're selling our co-op on the UES. The building is quiet, mostly retirees. Can we have our broker steer toward buyers who don't have children?",
      ['familial status'],
    ],
  ])('%s', (question, words) => expectAll(converse(question), words));
});

describe('near misses that are no city-buyer class (rule 103)', () => {
  it.each([
    // a property tax is no transfer tax
    ['property tax is 1.2% on a $500k home, how much a year?', 'Taxes and costs on the price'],
    // a DTI with no board or maintenance is the ordinary DTI
    ['my income is 8,000/mo and my debts are 2,400/mo, what is my DTI?', "board's limit"],
    // a saving plan is no reserve
    ['I save $2,000 a month for 24 months, how much will I have?', 'Post-closing liquidity'],
    // an assessment split per unit is no split by shares
    [
      'a $12,000 special assessment split among 40 units, what does each pay?',
      'Special assessment by shares',
    ],
    // renting out a condo is no sublet
    ['I rent my condo for $2,500 and the HOA is $400, what is my cash flow?', 'Sublet cash flow'],
    // a down payment with no financing limit
    ['20% down on a $600k condo, how much is that?', "board's financing limit"],
  ])('%s', (question, title) => expect(converse(question)).not.toContain(title));

  it('a transfer tax asked with no price asks rather than guesses', () => {
    expect(converse('the NYC transfer tax is 1.425% and the state 0.4%, what do I owe?')).not.toContain(
      'Taxes and costs on the price',
    );
  });
});
