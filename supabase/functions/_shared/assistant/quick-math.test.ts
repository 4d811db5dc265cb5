import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { readQuickMath } from './quick-math.ts';

const result = (q: string) => readQuickMath(q)?.results.join(' | ') ?? null;

describe('expenses listed item by item', () => {
  it('an item whose amount has no period and no usual one is not guessed', () => {
    expect(
      readQuickMath(
        'duplex rents 2,000 each, no vacancy, taxes 4,000 a year, insurance 1,400, utilities 300. NOI?',
      ),
    ).toBeNull();
  });
});

describe('a price per square foot no property has is not computed', () => {
  it('an amount under $5 a foot is a rent or a mistyped unit, not a price', () => {
    expect(
      readQuickMath('homes sell for $210 per squarefoot here, what is a 4,360 sf house worth'),
    ).toBeNull();
  });
});

describe('everyday arithmetic, computed when every number is given', () => {
  it.each([
    ['32,950 sq ft of retail space at $51.25 per square foot per year. annual rent?', '$1,688,687.50'],
    ['homes around here sell for 330/sf. what is a 3,120 sq ft house worth at that price', '$1,029,600.00'],
    [
      'paying 14650 a mo for 18200 square feet of office. what is that per square foot per year',
      '$9.66/sq ft a year',
    ],
    ['is $730k for 3,800 sf a lot? what is that per foot', '$192.11'],
    ['2,280,000 for 14 units. how much is that per door?', '$162,857.14'],
    ['how much do 1.25 discount points cost on a 840000 loan?', '$10,500.00'],
    // An agent's gross: the side's half, then the agent's split with the brokerage.
    [
      "sold at 610k, 5% commission split evenly with the buyer's side, my split is 60/40 in my favor. how much do i get",
      '**$9,150.00**',
    ],
    ['how much is 25% down on a 805,000 house?', '$201,250.00'],
    ['how much are yearly taxes if the assessment is 1,374,000 and the rate is 2.6 %', '$35,724.00'],
    ['LTV for a 173000 mortgage against a 255k appraisal?', '67.84%'],
    ['house is worth 675k and I owe 168800. how much equity do I have', '$506,200.00'],
    ['$375K today at 4.5% annual appreciation - value after 10 years', '$582,363.53'],
    [
      'current payment 4,712, new one would be 4487, closing costs 8550. break-even in months?',
      '**38 months**',
    ],
    ['875000 borrowed, rate 7.375 pct either way. payment for 15 years and for 30 years', '$8,049.33'],
    // A rent per door is the building's rent times its units.
    [
      'fourplex listed at 850k, rents 1,650/mo per door, 5% vacancy, expenses 28,000/yr. NOI and cap rate?',
      '$47,240.00',
    ],
    // Rents listed unit by unit ("one side …, the other …"); a yearly operating cost counted by the month.
    [
      'side by side duplex, one unit rents 1,600 and the other 1,450 a month, 5% vacancy, expenses 9,600/yr, P&I 1,900/mo. cash flow?',
      '**$197.50** a month',
    ],
    // An area in thousands of square feet.
    ['my shop is 2,400 sf of a 60k sf center, CAM is 240k a year pro rata. my share?', '**$9,600.00**'],
    // "other" before a cost is not another unit's rent.
    [
      'rents for 2,000 a month, hoa 45/mo, other 310/mo for everything else, mortgage payment 1,500. cash flow?',
      '**$145.00** a month',
    ],
    // Combined LTV: every loan on the home over its named value.
    [
      'first mortgage balance 280k plus a 60k second, the house appraised at 450k. what is my CLTV',
      '**75.56%**',
    ],
    // A refinance's two payments written as what I pay now and what the new loan would be.
    [
      'paying 1,980 a month now; the new loan would be 1,720/mo with 6,500 in closing costs. break even?',
      '25 months',
    ],
    // A mill rate with words between it and its number; payments made written with an adverb.
    ['home assessed at 350,000, the mill rate here is 31.2. what is the yearly tax', '**$10,920.00**'],
    [
      'borrowed 220k at 5.5% on a 30 year loan and have made about 60 payments. what is the balance now',
      '**$203,413.33**',
    ],
    // A debt-to-income limit covers every debt: the other debts come off it before the housing payment.
    [
      'we earn 9,000 a month, 45% debt to income cap, car note 400/mo and student loan 250/mo, taxes and insurance 600/mo, 7% 30 year. biggest mortgage we can get?',
      '**$420,861.19**',
    ],
    // A lender's minimum coverage written "1.3x", with the loan first quoted for comparison.
    [
      'lender offered 3.4M at 7.25%, 30 year amortization, NOI 310,000, but they need 1.3x coverage. what is the max loan',
      '**$2,912,999.98**',
    ],
    // A lease's monthly base rent beside the all-in cost; the rate per foot in a later year.
    [
      'warehouse 10,000 sf at $9.50/sf/yr plus NNN of 3.25 psf. what is the base rent per month and the total?',
      '**$7,916.67** a month',
    ],
    [
      '22,000 sf office at 31/sf year one, 2.5% annual bumps. what is the rent per sf in year 4',
      '**$33.38/sq ft**',
    ],
    // Expenses item by item, a management fee as a share of the collected rent.
    [
      'triplex, rent 1,200 per unit, fully occupied. property tax 5,400 a year, insurance 2,000, maintenance 150/mo, property manager charges 10% of rent. what is the NOI',
      '**$29,680.00**',
    ],
    [
      '6 unit building, each unit rents $1,200 a month, 8% vacancy, opex 30k a year, what is the NOI',
      '$49,488.00',
    ],
    [
      'NOI on a property with $14k/mo gross rent, 3% vacancy and 65500 a year in operating expenses',
      '$97,460.00',
    ],
    [
      'what is it worth at a 9.5% cap rate: gross income 2,919,000/year, vacancy of 7 pct, total operating expenses 613000/yr',
      '**$22,122,842.11**',
    ],
    [
      'does 592,000/yr of noi support $4,480,000 at 6.375% on a 25 yr amortization? what is the coverage ratio',
      '**1.65**',
    ],
    ['what is the debt yield on a 9,750,000 loan with 848000 yearly noi', '**8.70%**'],
    // A lender's minimum debt yield is a limit, never the loan's rate.
    [
      "NOI is 1.35M and the loan ask is 15M. whats the debt yield, and what's the max loan if the lender needs a 10% debt yield",
      '**$13,500,000.00**',
    ],
    [
      'I make $12,500 a month gross. car payment 335 per month, student loans 505, cards $70, new mortgage would be 4622 monthly. DTI?',
      '**44.26%**',
    ],
    [
      'rent is $3,775/month, expenses 1,245/month, mortgage is $420k @ 7.875%, 360 months. no vacancy. monthly cash flow',
      '**-$515.29**',
    ],
    ['pmi quote is 0.55% a year on a 380k loan, what does that come to per month', '**$174.17**'],
    [
      'buying at 612,000 with 10% down. closing costs 3% of the price. how much cash do I need at closing total?',
      '**$79,560.00**',
    ],
    [
      'selling a rental for 720k, its paid off. adjusted basis 310k, selling costs 43k. doing a 1031, whats the gain im deferring',
      '**$367,000.00**',
    ],
    [
      'NOI is 186,500 and the lender wants 1.25x DSCR. rate 7.15%, 30 yr amort. whats the max loan i can get',
      '**$149,200.00**',
    ],
    ['i make 8,500 a month gross, debts are 700/mo. max housing payment at 36% DTI?', '**$2,360.00**'],
    [
      '70% rule: after repair value 0.55m, repair costs 27,500. what should i offer at most',
      '**$357,500.00**',
    ],
    ['lease starts at 221,000/year, goes up 2.5% every year. rent in year 8?', '**$262,699.55**'],
    ['bought for 535,000 6 years ago, now worth $0.75m. what is the annual appreciation rate?', '**5.79%**'],
    ['sale to list price ratio on a $880k listing that closed at 823,000', '**93.52%**'],
    ['Westfield median $565k, Brookline median $940,000. what percent higher is Brookline', '**66.37%**'],
    [
      'flip: buy at $415,000, 37500 rehab, sell for $615,000. selling costs 9% of the sale price and 6,000 in holding costs. profit?',
      '**$101,150.00**',
    ],
    ['17 units at 1000 a month a door. what is the annual gross rent?', '**$204,000.00**'],
    // Pass-through charges on top of base rent, with the unit written once for both or per figure.
    ['3,200 sf office at $27/sf/yr plus $9.50 psf nnn. what do I pay a month?', '**$9,733.33**'],
    ['1,800 sq ft, 22 base and 6 cam, both per sq ft per year. monthly occupancy cost?', '**$4,200.00**'],
    // A monthly saving stated outright, in words other than "from … to".
    ['refinancing costs 4k and cuts my payment by $310 a month, how long to recoup', '**12.9 months**'],
    ['new loan would save us 180/mo, closing is 5,400. break even?', '**30 months**'],
    // The lease year asked about is the latest one named, not the "(year 1)" of the start.
    ['base rent $48,000 in year 1 with 3% annual bumps, what is it in year 5', '**$54,024.42**'],
    [
      'how much could we borrow against a warehouse throwing off 410k noi, lender wants 1.35 dscr, 6.5% 25yr am',
      '**$3,748,278.07**',
    ],
    // In a comparison the second place's price keeps the first one's unit.
    [
      'westfield goes for $390 a square foot and brookline for 600. how much more would a 1,450 sq ft home cost in brookline?',
      '**$304,500.00**',
    ],
    ['whats 12% down on 455k in dollars', '**$54,600.00**'],
    // A maximum payment and, in the same question, the loan it supports after taxes and insurance.
    [
      'we make 10k/mo gross, car and cards 900/mo, max DTI 45%. what is the most we can pay for housing, and with 600/mo of taxes and insurance, how much can we borrow at 7% for 30 years?',
      '**$450,922.70**',
    ],
    // Shares of the rent named by what they pay for; management on the rent collected.
    [
      'rents 1,800/mo, mortgage payment 1,200, water 60/mo, 5% vacancy, mgmt 10% of collected rent, 6% for repairs. cash flow?',
      '**$171.00**',
    ],
    // "(no mortgage in that number)" is not financing.
    [
      'asking 900k, gross income 96k/yr, 7% vacancy, opex 30k (no debt service in that). cap rate?',
      '**6.59%**',
    ],
    // A count of monthly payments made instead of years.
    ['250k loan at 4.5% for 30 yrs, 100 payments made so far. payoff amount?', '**$210,145.77**'],
    // Vacancy loss, break-even occupancy and the largest loan a housing ratio allows.
    ['12 doors averaging 1,100/mo each, 5% vacancy, what do we lose to vacancy per year', '**$7,920.00**'],
    ['GPR 600k, opex 180k, annual debt service 240k. what occupancy do we need to break even?', '**70.00%**'],
    [
      'I earn 120k. front end limit 31% of gross monthly income, escrow for taxes and insurance 600/mo, 7% 30yr. max mortgage?',
      '**$375,768.92**',
    ],
    // A flip's costs, each named, however many there are.
    [
      'flip profit? bought at 300k, rehab 60k, closing fees 5k, carrying costs 8k, sold at 420k with 6% selling costs',
      '**$21,800.00**',
    ],
    ['home worth 500k, i owe 200k on the mortgage. ltv and equity?', '**$300,000.00**'],
    ['the appraisal went from 320k to 350k in a year, what % increase is that', '**up 9.38%**'],
    ['300k house, 25 mills, 40k homestead exemption. yearly taxes?', '**$6,500.00**'],
    [
      'cash to close on 500k with 20% down, 3% closing costs, and a 10k deposit already paid as earnest money',
      '**$105,000.00**',
    ],
    ['5,000 rsf at $30/sf in year 1, 2.5% yearly increases. rent in year 3?', '**$157,593.75**'],
    // Rent summed over the years when it rises each year.
    [
      'my rent is 3k a month and goes up 4% a year, what will i have paid in total over 3 years',
      '**$112,377.60**',
    ],
    [
      '10 year lease on 10,000 sf at $24 psf, escalating 2.5% annually. cumulative rent over the lease?',
      '**$2,688,811.62**',
    ],
    // A commission in dollars, and each side's half.
    ['on a $750k sale with 5.5% commission, how much does each side get?', '**$20,625.00**'],
    // Seller credits come off the cash to close.
    ['650k purchase, 20% down, closing costs 2.5%, seller credit of 6k. cash to close?', '**$140,250.00**'],
    // Calendar years give the span.
    ['bought in 2015 at 250k, worth 410k in 2024. annual appreciation rate?', '**5.65%**'],
    // Cash flow from rents, the loan payment and the other costs; two rents add up.
    [
      'upstairs rents for 1,600 and downstairs for 1,450, mortgage payment 2,200, 350/mo other expenses. cash flow?',
      '**$500.00**',
    ],
    ['rent 2,800/mo, p&i 1,900, opex 450/mo, and I put 55k into it. cash on cash?', '**9.82%**'],
    // The 50% rule: half the gross for operating costs.
    ['fourplex collects 6,000 a month, debt service 2,400. 50% rule cash flow?', '**$600.00**'],
    // What is still owed after some years, asked in other words than "balance after".
    ['how much would i still owe on a 300k 15 yr loan at 5.5% after 5 years', '**$225,866.99**'],
    ['remaining balance on $440k at 7.625%, 30yr after three years?', '**$427,163.82**'],
    // Cash flow with a loan and no price: rent − listed expenses − P&I, when vacancy is ruled out.
    [
      'cash flow if we finance 240k at 6.75% over 30 yrs, it rents for 2,300/mo, taxes/insurance/hoa 520/mo, fully leased',
      '**$223.36**',
    ],
    // Mill rates are dollars per $1,000 of assessed value; an assessment ratio is not a tax rate.
    ['town levies 31 mills on 60% of market value. tax on a 250k ranch per year?', '**$4,650.00**'],
    // Percentage rent: a share of sales above the breakpoint, on top of base rent.
    [
      'restaurant lease: $5,500/mo base plus 7% of sales above a $1.2M breakpoint; they grossed 1.5M. annual rent?',
      '**$87,000.00**',
    ],
    // A car note is a debt ("2 car garage" is not).
    ['gross pay 9k a month, car note 410, student loan 260, new mortgage 2,600. back end dti?', '**36.33%**'],
    ['ARV 300k and it needs 45k of work, 70 pct rule max offer', '**$165,000.00**'],
    ['bank allows 90% CLTV. value 880,000, mortgage balance $158.4k. max HELOC?', '**$633,600.00**'],
    [
      'rent is $3,775/month,  expenses 1,245/month, mortgage is  $420k @ 7.875%, 360  months. no vacancy. cash flow',
      '**-$515.29**',
    ],
  ])('%s', (q, expected) => {
    expect(result(q)).toContain(expected);
  });

  it.each([
    'what is a good price per square foot?',
    '2-unit building for $450k, $1,400 per door, 25% down at 7%. Cap rate?',
    'payment on $400k at 6.5% with 1.2% property tax',
    // No property tax rate is 25% of value a year: that percentage is something else.
    'taxes on 300k at 25%',
  ])('leaves what it cannot read whole to the calculators or a question: %s', (q) => {
    expect(readQuickMath(q)).toBeNull();
  });

  it('shows every input it used, so nothing stated is left out unnoticed', () => {
    const { markdown } = composeAnswer('LTV for a 173000 mortgage against a 255k appraisal?');
    expect(markdown).toContain('- Loan: $173,000.00');
    expect(markdown).toContain('- Value: $255,000.00');
    expect(markdown).toContain('**67.84%**');
  });
});
