// Rural, land and construction loans (docs/assistant.md rule 93): raw land at a price an acre with
// the bank's share down, a USDA guarantee fee rolled in with its annual fee a month, a ranch, a
// land-home package or partners' shares of a down payment, a loan's payments against a lease, a
// farm's net or boarding, and a construction loan's draws, interest and interest reserve. Each class is read through the whole
// assistant in phrasings of our own (terse, rambling with story numbers, k/M shorthand, typos, other
// word orders) plus the example as given; expected figures were worked out apart. Near-misses must
// not be answered by these readers.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const ASKED = 'One question before I compute';
const expectAll = (text: string, figures: readonly string[]) => {
  expect(text).not.toContain(ASKED);
  for (const figure of figures) expect(text).toContain(figure);
};

const RAW_LAND =
  "My wife and I have been looking at land for about three years now and finally found one we like, 40 acres out on Route 9 about 25 minutes from town, mostly pasture with a creek on the back side. They're asking $6,500 an acre. The local bank says on raw land they want 35% down and they'll only go 15 years.";

describe('a raw land loan: acres × price an acre, the share down and the term', () => {
  it.each([
    [RAW_LAND, ['$260,000.00', '$91,000.00', '$169,000.00']],
    [
      '25 acres at $8k/acre, bank wants 40% down on raw land, 10 year term. down payment and loan?',
      ['$200,000.00', '$80,000.00', '$120,000.00'],
    ],
    [
      'raw land loan: 12.5 acres @ $12,000 per acre, 30% down, 20 yrs at 8.5%',
      ['$150,000.00', '$45,000.00', '$105,000.00', '$911.21'],
    ],
    [
      'found 60 acres 10 miles from town for 4,200 an acre. lender says 25% down. how much do i need down and whats teh loan',
      ['$252,000.00', '$63,000.00', '$189,000.00'],
    ],
    [
      'The credit union will only lend on land with 35% down over 15 years. The parcel is 40 acres and the seller wants $6.5k an acre.',
      ['$260,000.00', '$91,000.00', '$169,000.00'],
    ],
    [
      'Been farming for 30 years now, want to add 80 acres of pasture at $3,000 an acre, 20% down, 7% for 20 years. whats the monthly',
      ['$240,000.00', '$48,000.00', '$192,000.00', '$1,488.57'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  it.each([
    ['what would the monthly be at 8.25%?', ['$169,000.00', '$1,639.54']],
    ['bank quoted 8.25% on it. monthly?', ['$169,000.00', '$1,639.54']],
    ["If the rate is 8.25%, what's my monthly payment on the loan?", ['$169,000.00', '$1,639.54']],
    ["8.25% and 20 years, what's the payment", ['$169,000.00', '$1,439.99']],
    ["what if it's 25% down?", ['$65,000.00', '$195,000.00']],
  ] as const)('carries the loan into the follow-up "%s"', (followUp, figures) =>
    expectAll(converse(RAW_LAND, followUp), figures),
  );
});

const USDA =
  "looking at a USDA loan for a $285,000 house out in the county, 100% financing no down payment. the 1% upfront guarantee fee gets rolled into the loan. then theres the 0.35% annual fee — take 0.35% of the full loan (including the rolled in fee) and divide by 12. what's the loan and the monthly fee?";

describe('a USDA loan: the guarantee fee rolled in and the annual fee a month', () => {
  it.each([
    [USDA, ['$287,850.00', '$83.96']],
    [
      'usda, $200k home, 0 down, 1% guarantee fee financed, annual fee 0.35% on the total loan. loan amount and monthly fee?',
      ['$202,000.00', '$58.92'],
    ],
    [
      'USDA loan 240k purchase no money down, upfront guarantee fee of 1% rolled in, 0.35% annual fee on the full loan amount. monthly fee?',
      ['$242,400.00', '$70.70'],
    ],
    [
      "What's my USDA loan if the house is 180k with 100% financing and the 1% guarantee fee added to the loan, and what is the 0.35% annual fee per month on the whole loan?",
      ['$181,800.00', '$53.03'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  it('gives P&I and P&I with the fee when a rate follows', () => {
    expectAll(converse(USDA, 'what would P&I be at 6.25% for 30 years, and P&I plus the fee?'), [
      '$1,772.34',
      '$1,856.30',
    ]);
  });

  it('reads a rate quoted in a follow-up as the loan rate', () => {
    expectAll(converse(USDA, 'lender quoted 6.25% on a 30 year. monthly P&I and with the fee?'), [
      '$1,772.34',
      '$1,856.30',
    ]);
  });

  it('works the same on a higher price', () => {
    expectAll(converse(USDA, 'what if the house is $310,000?'), ['$313,100.00', '$91.32']);
  });
});

const RANCH =
  'Ranch we want is $1.35M and the lender wants 30% down on anything this size. Whats the down payment and loan amount?';

describe('a ranch, a land-home package or partners: down payment and loan at the lender’s share', () => {
  it.each([
    [RANCH, ['$405,000.00', '$945,000.00']],
    ['farm is 2.4M, lender needs 35% down. down payment + loan amount?', ['$840,000.00', '$1,560,000.00']],
    [
      "Land-home package: land $55k, new manufactured home $110k, setup/foundation/utilities $35k. Lender wants 5% down on the total and will do 7% on a 30 year. What's the loan amount and the monthly P&I?",
      ['$200,000.00', '$190,000.00', '$1,264.07'],
    ],
    [
      'land/home deal: lot 40k, modular home 150k, site work 25k, 10% down on the total, 6.5% 30 yr. loan and payment?',
      ['$215,000.00', '$21,500.00', '$193,500.00', '$1,223.05'],
    ],
    [
      "Me and my two brothers are buying a 90 acre hunting tract for $315,000 with 20% down. I'm putting in half the down payment and they each put in a quarter. How much do I put in and how much does each of them?",
      ['$63,000.00', '$31,500.00', '$15,750.00'],
    ],
    [
      "3 of us buying a 50 acre farm for 500k, 25% down, I'm covering half and the other two split the rest evenly. what does each person put in?",
      ['$125,000.00', '$62,500.00', '$31,250.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  it('carries the loan into a follow-up with a rate and term', () => {
    expectAll(converse(RANCH, 'at 7.9% over 20 yrs what would the monthly be on that?'), ['$7,845.65']);
  });
});

describe("a land or farm loan's payments against the income it brings in", () => {
  it.each([
    [
      'Hunting land is $240,000, 25% down, the rest at 7.5% over 15 years. A hunt club will lease it for $9,000 a year. What are my total loan payments for a year and what percent of them does the lease cover?',
      ['$20,023.47', '44.95%'],
    ],
    [
      "Small farm, the lender's looking at a $550,000 loan at 7.25% amortized over 25 years with monthly payments. The farm nets about $46,000 a year before the mortgage. What's the annual debt service and the debt service coverage ratio?",
      ['$47,705.25', '0.96'],
    ],
    [
      "Horse property I'm eyeing is $640,000, 20% down, 6.75% for 30 years. It has 4 stalls I could board out at $550/month each. Just looking at principal & interest vs the boarding money (ignore taxes, insurance, feed), what's the P&I and how much short would I be each month?",
      ['$3,320.82', '$1,120.82'],
    ],
    [
      'hunting tract 180k, 20% down, 8% 20 yrs, lease to a hunt club for $6,000/yr. annual loan payments and % covered?',
      ['$14,453.68', '41.51%'],
    ],
    [
      'farm loan $1.2M at 6.9% over 30 years, the farm nets $110k a year. debt service & DSCR?',
      ['$94,838.42', '1.16'],
    ],
    [
      'pasture is 300k with 25% down at 7% for 20 years, I lease it to a neighbor for grazing at $800 a month. how much short each month on the P&I?',
      ['$1,744.42', '$944.42'],
    ],
    [
      'we board 6 horses at $400 a month each on a ranch with a $450,000 loan at 7.25% for 25 yrs. whats the P&I and the monthly shortfall',
      ['$3,252.63', '$852.63'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

const DRAWS =
  "Construction loan is $360,000 total, paid out in four equal draws of $90k at the start of month 1, month 3, month 5 and month 7. Build is 9 months total. During the build it's interest-only at 7.5% a year, charged monthly on what's been drawn. Total interest during the build?";

describe('a construction loan: interest on the draws, an interest reserve, a draw schedule', () => {
  it.each([
    [DRAWS, ['$13,500.00']],
    [
      'construction loan 240k, 3 equal draws at the start of months 1, 4 and 7, 8 month build, interest only 9% on the drawn balance. total interest?',
      ['$9,000.00'],
    ],
    [
      'draws of $50k each at the end of month 2, month 4 and month 6 on our build; build takes 6 months; 8% interest-only on what is drawn. how much interest?',
      ['$2,000.00'],
    ],
    [
      'constrution loan $500k, 5 equal draws at the start of months 1, 2, 3, 4 and 5. 6 month build, interest-only 7% on drawn amounts. total interest during construction?',
      ['$11,666.67'],
    ],
    [
      "Bank wants an interest reserve on our construction loan. $300k loan, 8% rate, 8 month build, and they say to assume the average balance outstanding is half the loan. What's the interest reserve?",
      ['$8,000.00'],
    ],
    [
      'interest reserve: 450k construction loan at 9%, 12 month build, average outstanding balance 60% of the loan',
      ['$24,300.00'],
    ],
    [
      'how big should the interest reserve be? loan 200k, rate 7.5%, build 10 months, assume the average balance is half',
      ['$6,250.00'],
    ],
    [
      'Our construction loan is $350,000 and the draw schedule is foundation 15%, framing 25%, dry-in 20%, interior finishes 25%, final 15%. How big is the framing draw, and how much of the loan is still undrawn after the first three draws?',
      ['$87,500.00', '$140,000.00'],
    ],
    [
      "draw schedule on a 500k construction loan: foundation 10%, framing 30%, mechanicals 20%, drywall 20%, completion 20%. what's undrawn after the first 2 draws",
      ['$150,000.00', '$300,000.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  it('gives the permanent payment on the full loan in a follow-up', () => {
    expectAll(
      converse(
        DRAWS,
        "once it converts, what's the permanent payment on the full loan at 6.75% for 30 years?",
      ),
      ['$13,500.00', '$2,334.95'],
    );
  });
});

describe('near-misses that are not these classes', () => {
  it.each([
    'House is $400k with 20% down at 6.5% for 30 years, what is the monthly payment?',
    'What does a USDA guarantee fee cost?',
    '40 acres at $6,500 an acre, what is the price per sq ft?',
    'how much down payment do lenders want on raw land?',
    'rental house $300k, 25% down, 7% for 30 years, rents for $2,000 a month. what is my cash flow?',
    'What is an interest reserve on a construction loan?',
    'how do construction loan draws work?',
  ])('%s', (question) => {
    const answer = converse(question);
    expect(answer).not.toContain('### Down payment and loan');
    expect(answer).not.toContain('### Down payment shared among buyers');
    expect(answer).not.toContain('### Premium financed into the loan');
    expect(answer).not.toContain('### Loan payments against the income');
    expect(answer).not.toContain('### Construction loan:');
  });
});
