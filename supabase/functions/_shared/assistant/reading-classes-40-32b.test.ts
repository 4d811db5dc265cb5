// People who follow a housing market's numbers (docs/assistant.md rule 118): a count's change, one
// count as a share of another, a share of a count, a dollar volume's average, days to sell through
// listings, a building's gross rents in a GRM, a figure or an index from one value to another (a month
// compounded), last year's median from a YoY change, today's dollars by the CPI, changes in turn, sold
// against list, a P&I-only payment against rent, a saving goal's exact months, a cap rate's value
// against the price above, the income a housing ratio needs, and a building's gross yield by the foot.
// Each class has the held-out example as written, phrasings of our own (figures computed apart) and a
// near miss the class must not answer.
import { describe, expect, it } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

cases(
  "a count's change between two dates",
  [
    [
      'closed sales in our MLS: 1,240 in 2023 vs 1,085 in 2024. how many fewer, and what percent fewer is that?',
      ['155 fewer', '12.50% fewer'],
    ],
    [
      'pending sales were 410 last year and 455 this year - how many more and what % increase?',
      ['45 more', '10.98% more'],
    ],
    [
      'new listings: 2,300 in 2024 vs 1,980 in 2023. how many more, and % change?',
      ['320 more', '16.16% more'],
    ],
    [
      '1,105 active listings now vs 1,240 last year - how many fewer, and what percent fewer?',
      ['135 fewer', '10.89% fewer'],
    ],
    [
      'Inventory: 1,050 active listings a year ago, 1,420 now. Monthly sales are running 355. % change in inventory and current months of supply?',
      ['370 more', '35.24% more', '4 months'],
    ],
  ],
  /### Change in the count/,
);

cases(
  'one count as a share of another',
  [
    ['800 active listings and 320 pending right now. pending as a percent of active?', ['40.00%']],
    [
      'Sales-to-new-listings ratio for my monthly update: 540 closed sales and 900 new listings last month. As a percent?',
      ['60.00%'],
    ],
    ['312 of our 1,180 active listings had a price reduction this month. what % is that', ['26.44%']],
    ['we had 45 of 300 listings expire this month, what percent is that', ['15.00%']],
    ['600 active listings and 150 under contract. under contract as a percent of active?', ['25.00%']],
  ],
  /### One count as a share of another/,
);

cases(
  'a share of a count, asked as how many',
  [
    ['820 closings last quarter and 45% sold above list. how many homes is that?', ['369']],
    ['1,500 sales this year and 22% were cash purchases. how many sales were cash?', ['330']],
  ],
  /### A share of a count/,
);

cases(
  "a dollar volume's average sale",
  [
    ['total dollar volume last year was $148.35M over 310 sales. average sale price?', ['$478,548.39']],
    ['$92M in total sales volume across 230 closings last year - average price per sale?', ['$400,000.00']],
  ],
  /### Average sale price/,
);

cases(
  'days to sell through listings at a period’s pace',
  [
    [
      '700 active listings, 210 sold in the last 30 days. absorption rate as a %, and at that daily pace how many days to sell through current inventory assuming no new listings?',
      ['30.00%', '100 days'],
    ],
    [
      '450 active listings and 90 homes sold in the past 30 days. how many days until inventory is gone at that pace?',
      ['20.00%', '150 days'],
    ],
  ],
  /### Absorption and days to sell through/,
);

describe("a building's gross rents in a GRM", () => {
  it('reads gross or total rents as the building’s, never one unit’s', () => {
    expectAll(
      converse(
        '8-unit building asking 1.2M, gross rents $9,800/mo. gross rent multiplier (price / annual gross rent)?',
      ),
      ['10.2'],
    );
    expectAll(converse('12-unit building asking $1.8M, total rents $14,500/mo, GRM?'), ['10.34']);
  });
  it('still reads a rent per unit as one unit’s', () => {
    expectAll(converse('16 units asking 2.4M, rents avg 1,300 per unit a month: GRM?'), ['9.62']);
  });
});

cases(
  'a figure or an index from one value to another',
  [
    [
      'Average rent for a 2BR in my zip went from $1,650 to $1,790 per month over the past year. $ and % increase?',
      ['$140.00', '8.48%'],
    ],
    ['Case-Shiller index for our metro was 245.3 five years ago and 312.8 now. % change?', ['27.52%']],
    ['the FHFA index was 380.2 a year ago and 401.5 now, % change?', ['5.60%']],
    [
      'median went from $380,000 in January to $386,000 in February. month over month % change, and what would that be annualized if it compounded monthly for 12 months?',
      ['1.58%', '20.68%'],
    ],
    [
      'median rose from $400,000 in march to $404,000 in april. month over month % change and annualized?',
      ['1.00%', '12.68%'],
    ],
  ],
  /### Change in the (?:figure|index)|### Percent change/,
);

cases(
  "last year's median from its year-over-year change",
  [
    [
      "The association's report says our median is $473,000, up 7.5% year over year. What was it last year, and how many dollars is the rise?",
      ['$440,000.00', '$33,000.00'],
    ],
    [
      'median price is now $520k, down 4% from a year ago. what was it a year ago?',
      ['$541,666.67', '$21,666.67'],
    ],
  ],
  /### Last year's figure from the change/,
);

cases(
  "an old figure in today's dollars by the CPI",
  [
    [
      "In 2006 the median here was $230,000. CPI was 201.6 then and 313.7 now. What's that 2006 median in today's dollars, and if today's median is $372,000, by what % is today's price above the inflation-adjusted 2006 price?",
      ['$357,891.87', '3.94%'],
    ],
    [
      "My parents paid $85,000 in 1985 when CPI was 107.6; CPI is 313.7 now. What's that in today's dollars?",
      ['$247,811.34'],
    ],
  ],
  /### In today's dollars by the CPI/,
);

cases(
  'percent changes in turn from a starting figure',
  [
    [
      "Starting from a $350,000 median, prices went +12%, then +9%, then -2% over three years. What's the median now and the total % change?",
      ['$418,734.40', '19.64%'],
    ],
    [
      '$300k median, then down 5%, then up 8%, then up 3%. what is it now, and the total % change?',
      ['$317,034.00', '5.68%'],
    ],
  ],
  /### Changes in turn/,
);

cases(
  'a median sold against a median list',
  [
    [
      'median list price $449,900 and median sold price $439,000 last month. median sold as a % of median list?',
      ['97.58%'],
    ],
    ['Median sale price $612,000 vs median list price $625,000 in May. Sale-to-list ratio?', ['97.92%']],
  ],
  /### Sold as a percent of list|### Sale-to-list ratio/,
);

describe('a payment said to be P&I only, against a rent', () => {
  it('compares principal and interest alone', () => {
    expectAll(
      converse(
        "Median home here is $330,000. With 5% down on a 30-year fixed at 6 7/8%, what's the P&I? Median rent is $1,850/mo, so how much more per month is owning (P&I only, ignore taxes, insurance and PMI)?",
      ),
      ['$2,059.47', '$209.47 more'],
    );
    expectAll(
      converse(
        'Price $400,000, 20% down, 30-year at 7%. Rent is $2,000/mo. How much more is owning per month (P&I only, no taxes or insurance)?',
      ),
      ['$2,128.97', '$128.97 more'],
    );
  });
  it('keeps taxes and insurance when nothing says P&I only', () => {
    const answer = converse(
      'Price $400,000, 20% down, 30-year at 7%. Rent is $2,000/mo. How much more is owning per month?',
    );
    expect(answer).toMatch(/Property tax/);
  });
});

describe("a saving goal's exact months", () => {
  it('shows the months before rounding up', () => {
    expectAll(
      converse(
        "My wife and I (both 31) are saving for 20% down on a median-priced home, which is $410k here in 27514. We're starting from zero and can save $1,500 a month. How much do we need and how many months will it take? (ignore interest on savings)",
        "if the median is up to $430k by the time we're ready, how much is 20% then and how many months would that take at 1,500/mo from zero?",
      ),
      ['$86,000.00', '57.33 months', '58 months'],
    );
  });
});

describe("a cap rate's value against the price above", () => {
  it('gives the gap to the contract or purchase price', () => {
    expectAll(
      converse(
        'strip center under contract at 2.8M, NOI 182k. cap rate?',
        "if the lender's appraiser uses a 7% cap on that same NOI, what value do they come up with and how far below the contract price is it?",
      ),
      ['$2,600,000.00', '$200,000.00'],
    );
    expectAll(
      converse(
        'office under contract at $5M with NOI of $340k. cap rate?',
        "at a 7.5% cap what's it worth, and how far below the purchase price is that?",
      ),
      ['$4,533,333.33', '$466,666.67'],
    );
  });
});

cases(
  'the income a housing ratio needs',
  [
    [
      'What household income do you need to buy the median home here if total housing payment must be no more than 28% of gross income? Median $380,000, 10% down, 30-year fixed at 6.75%, property tax $350/mo, homeowners insurance $120/mo, no PMI. Give the P&I, the total monthly payment, and the annual income needed.',
      ['$2,218.21', '$2,688.21', '$115,208.81'],
    ],
    [
      'How much income would we need to buy a $500,000 home with 20% down at 7% on a 30-year, taxes $500/mo, insurance $150/mo, if housing can be no more than 30% of gross income?',
      ['$2,661.21', '$3,311.21', '$132,448.40'],
    ],
  ],
  /### Income needed for a housing ratio/,
);

cases(
  "a leased building's gross yield by the foot",
  [
    [
      'Office building for sale: $4.2M, 18,500 rentable sq ft, rents are $24/sf/yr gross, fully leased. Price per sf, annual gross income, and gross yield?',
      ['$227.03', '$444,000.00', '10.57%'],
    ],
    [
      'Retail strip listed at $2.5M, 10,000 rentable sf, leased at $20/sf/yr. gross yield and annual gross income?',
      ['$250.00', '$200,000.00', '8.00%'],
    ],
  ],
  /### Price per foot and gross yield/,
);

describe('near misses these readers leave alone', () => {
  it.each([
    [
      'closed sales in our MLS: 1,240 in 2023 vs 1,085 in 2024. which year was better?',
      /### Change in the count/,
    ],
    ["800 active listings and 320 pending right now. is that a seller's market?", /### One count as a share/],
    ['820 closings last quarter and 45% sold above list. is that high?', /### A share of a count/],
    ['1,240 and 1,105 listings, how many fewer and what percent fewer?', /### Change in the count/],
    ['1,240 and 1,105 listings, % change?', /### Change in the figure/],
    ['total dollar volume was $148.35M last year. average sale price?', /### Average sale price/],
    ['700 active listings, 210 sold in the last 30 days. months of inventory?', /### Absorption and days/],
    ['the median went from $380,000 to $386,000. is that a lot?', /### Change in the figure/],
    [
      'What household income do you need if housing must be no more than 28% of gross income? Median $380,000, 10% down, 30-year fixed at 6.75%, property tax $350/mo, insurance $120/mo.',
      /### Income needed for a housing ratio/,
    ],
    [
      'Retail strip listed at $2.5M, 10,000 rentable sf, leased at $2/sf/mo. gross yield?',
      /### Price per foot and gross yield/,
    ],
  ])('%s', (question, heading) => {
    expect(converse(question)).not.toMatch(heading);
  });
});

describe('a value from the comps adjusted for a feature', () => {
  const comps =
    'Doing my own CMA before I call an agent. Comps: $489,000 for 1,760 sf; $512,500 for 1,905 sf; $471,000 for 1,690 sf. Average the three price-per-sf figures and apply that to my 1,820 sf house. Average $/sf and estimated value?';
  it('adds or takes off the amount the follow-up gives', () => {
    expectAll(
      converse(
        comps,
        "mine has a detached garage none of the comps have, say it's worth $15k. new estimate?",
      ),
      ['$515,844.59'],
    );
    expectAll(converse(comps, 'the comps lack a pool, call it $20,000. adjusted value?'), ['$520,844.59']);
    expectAll(converse(comps, 'mine needs a $12k roof though. new estimate?'), ['$488,844.59']);
  });
  it('leaves a follow-up that asks no new value alone', () => {
    expect(converse(comps, 'is a garage worth $15k?')).not.toMatch(/### Value from the comps, adjusted/);
  });
});

describe('what Hearth cannot see or is not about homes', () => {
  it.each([
    'Please summarize the home inspection report I emailed you yesterday.',
    'can you go over the appraisal I emailed over this morning?',
  ])('a paper said to be emailed is not seen: %s', (question) => {
    expect(converse(question)).toMatch(/I can't see that document/);
  });
  it.each([
    'my dog keeps scratching his ear, what should I give him?',
    'my cat is throwing up, what can I give her?',
  ])("a pet's health is declined: %s", (question) => {
    expect(converse(question)).toMatch(/I'm not sure how to help with that/);
  });
  it('a pet in a lease keeps its answer', () => {
    expect(converse('my dog scratched the floors, can the landlord keep my deposit?')).toMatch(
      /Security deposits/,
    );
  });
});
