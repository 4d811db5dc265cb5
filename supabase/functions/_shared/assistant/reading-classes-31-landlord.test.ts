// A landlord's and property manager's operations (docs/assistant.md rules 90–91): rent rolls, loss to
// lease, EGI and NOI, the 50% rule, GRM per door and foot, shared laundry income; a manager's fees,
// two managers compared, screening income; turnovers, renewals against market, late fees, deposits,
// evictions, early termination and free rent. Each class is read through the whole assistant in
// phrasings of our own (terse, rambling with story numbers, k/M shorthand, typos, other word orders)
// plus the example as given; expected figures were worked out apart. Near-misses must not be answered
// by these readers.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const ASKED = 'One question before I compute';
const expectAll = (text: string, figures: readonly string[]) => {
  expect(text).not.toContain(ASKED);
  for (const figure of figures) expect(text).toContain(figure);
};

// Group 1 (rule 90): a building's income and value.
describe('a rent roll with units empty', () => {
  it.each([
    [
      'rent roll: 12 units. 9 @ $1,150, 3 @ $1,325. 2 of the $1,150 units vacant. GPR/mo, collected if occupied units pay, % vacant?',
      ['$14,325.00', '$12,025.00', '16.67%'],
    ],
    [
      'my building at 455 Elm St has twelve apartments - nine rent for 1150 and three for 1325 a month. two of the 1150 ones are empty since my tenants left in 2024. whats gross potential rent and what do i actually collect, and vacancy %',
      ['$14,325.00', '$12,025.00', '16.67%'],
    ],
    [
      '12-unit: nine units at $1.15k and three at $1.325k, two of the $1,150 units vacant. gross potential rent, collections, vacancy rate?',
      ['$14,325.00', '$12,025.00', '16.67%'],
    ],
    [
      'rnet roll check for a 6 unit building: 4 units rent at $900 and 2 at $1,100, one of the $900 units is vacant. gross potential rent per month and what I collect?',
      ['$5,800.00', '$4,900.00', '16.67%'],
    ],
    ['8 units @ 950/mo, 2 vacant. GPR and vacancy %?', ['$7,600.00', '$5,700.00', '25.00%']],
    [
      '10 units renting at $1,200 each, 3 of them are sitting empty. whats the gross potential rent and how much do we collect',
      ['$12,000.00', '$8,400.00', '30.00%'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('loss to lease from an average in-place rent', () => {
  it.each([
    ['loss to lease: 20 units, market $1,600, in-place avg $1,515', ['$1,700.00', '$20,400.00', '5.31%']],
    [
      "We own a 20 unit building. Market rent is about $1,600/mo but our current average rent is $1,515. What's our loss to lease monthly and annually, and what % of market is that?",
      ['$1,700.00', '$20,400.00', '5.31%'],
    ],
    [
      'whats the loss to lease on 20 doors if in-place rents average $1,515 and market is $1,600',
      ['$1,700.00', '$20,400.00', '5.31%'],
    ],
    [
      '36 units, market rent $1.4k, our in place average is $1,310. loss-to-lease per month, per year and as % of market?',
      ['$3,240.00', '$38,880.00', '6.43%'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  describe('EGI and NOI with vacancy on the rent only, then a value at a cap', () => {
    it.each([
      [
        'EGI and NOI: 16 units avg rent $1,095/mo, 6% vacancy on rents, laundry income $7,200/yr, opex $68,500/yr',
        ['$204,825.60', '$136,325.60'],
      ],
      [
        "16 units, average rent $1,095/month. Assume 6% vacancy and collection loss on the rent only, plus $7,200 a year of laundry income. Operating expenses are $68,500 a year. What's the effective gross income and the NOI for the year?",
        ['$204,825.60', '$136,325.60'],
      ],
      [
        '16 apartments averaging $1,095 a month each, 6% vacancy and credit loss, laundry brings in $600/mo. expenses run $68,500 a year. effective gross income and NOI?',
        ['$204,825.60', '$136,325.60'],
      ],
    ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

    it("follow-up: what's it worth at a 6.5% cap?", () => {
      expectAll(
        converse(
          ...[
            "16 units, average rent $1,095/month. Assume 6% vacancy and collection loss on the rent only, plus $7,200 a year of laundry income. Operating expenses are $68,500 a year. What's the effective gross income and the NOI for the year?",
            "what's it worth at a 6.5% cap?",
          ],
        ),
        ['$2,097,316.92'],
      );
    });
  });
});

describe("the 50% rule's NOI and cap rate", () => {
  it.each([
    [
      "thinking about buying a 10 unit for 1.2 mil. rents avg $1,050/mo. if I use the 50% rule (expenses eat half of gross rent, nothing else) what's the NOI and cap rate?",
      ['$63,000.00', '5.25%'],
    ],
    ['50% rule: 10 units, $1.2M price, avg rent $1,050/mo. NOI + cap rate?', ['$63,000.00', '5.25%']],
    [
      "Using the 50 percent rule, what's the NOI and cap on a 10-unit listed at $1,200,000 where rents average $1,050 a month",
      ['$63,000.00', '5.25%'],
    ],
    [
      '6 unit for 750k, each unit rents for $1,100/mo. 50% rule NOI and cap rate please',
      ['$39,600.00', '5.28%'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('GRM, price per door and per foot', () => {
  it.each([
    [
      "Looking at an 8-unit listed at 1.45M. Gross annual rent is $142,800 and it's 7,360 rentable sq ft. What's the gross rent multiplier, the price per door, and the price per square foot?",
      ['10.15', '$181,250.00', '$197.01'],
    ],
    [
      '8 units, asking $1,450,000, gross rents of $11,900 a month, 7,360 sf. GRM, per door, per sf?',
      ['10.15', '$181,250.00', '$197.01'],
    ],
    [
      'grm and price per door on an 8-unit at 1.45 mil with gross annual income $142,800',
      ['10.15', '$181,250.00'],
    ],
    [
      "what's the GRM, price per unit and price per foot \u2014 12 units listed for $2.1M, annual gross rent $216,000, 10,500 sq ft",
      ['9.72', '$175,000.00', '$200.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('laundry revenue shared with a vendor and the value it adds', () => {
  it.each([
    [
      "Laundry room vendor splits revenue 50/50 with us. The machines gross $1,140 a month. What's our annual laundry income, and how much value does that add to the building at a 7% cap rate?",
      ['$6,840.00', '$97,714.29'],
    ],
    [
      'laundry machines bring in $1,140/mo, we split it 50/50 with the vendor. annual income to us and value at 7% cap?',
      ['$6,840.00', '$97,714.29'],
    ],
    [
      "the laundry company takes 40% and we keep the rest. machines gross $2,000 a month. what's our yearly laundry income and the value added at a 6% cap",
      ['$14,400.00', '$240,000.00'],
    ],
    [
      'We keep 60% of laundry revenue; the washers and dryers make $13,680 a year. Value added at a cap rate of 8%?',
      ['$8,208.00', '$102,600.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

// Group 2 (rule 90): management fees and screening.
describe("a manager's percentage plus leasing fees", () => {
  it.each([
    [
      "My property manager charges 8% of collected rent plus a leasing fee of half of one month's rent every time she places a new tenant. Collected rent this year came to $186,400 and she placed 3 new tenants, each at $1,400/mo. What's the 8% piece, and what did management cost me in total for the year?",
      ['$14,912.00', '$17,012.00'],
    ],
    [
      "PM takes 8% of rents collected + half a month's rent per lease-up. collected $186,400 this year, 3 new tenants placed at $1,400/mo each. total mgmt cost for the year?",
      ['$14,912.00', '$2,100.00', '$17,012.00'],
    ],
    [
      "my manager gets 8 percent of collections and a placement fee of one month's rent. we collected $15,000 a month and she placed 2 new tenants at $1,250 a month. what did management cost this year?",
      ['$14,400.00', '$2,500.00', '$16,900.00'],
    ],
    [
      'management company: 10% of collected rent, $500 leasing fee per new lease. collected rent was $120,000 for the year, they placed 4 tenants. total cost?',
      ['$12,000.00', '$2,000.00', '$14,000.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('two managers compared', () => {
  it.each([
    [
      'Comparing two management companies for my 18 doors. Company A charges a flat 9% of collected rent. Company B charges $95 per door per month. We collect $26,500 a month. What does each cost per year, and what is the difference?',
      ['$28,620.00', '$20,520.00', '$8,100.00'],
    ],
    [
      'two property managers: one wants 9% of collections, the other $95/door/month. 18 units, collections $26,500/mo. annual cost of each and the difference?',
      ['$28,620.00', '$20,520.00', '$8,100.00'],
    ],
    [
      '18 doors, we collect $318,000 a year. manager A: 9% of gross rents. manager B: $95 a door a month. which is cheaper and by how much per year? where do they break even?',
      ['$28,620.00', '$20,520.00', '$8,100.00', '$19,000.00'],
    ],
    [
      'pm company x charges 8% of collected rent, pm company y charges $80 per unit per month, I have 12 units collecting $14,000 a month. cost per year each?',
      ['$13,440.00', '$11,520.00', '$1,920.00', '$12,000.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  it('follow-up: At what monthly collected rent would the two cost the same?', () => {
    expectAll(
      converse(
        ...[
          'Comparing two management companies for my 18 doors. Company A charges a flat 9% of collected rent. Company B charges $95 per door per month. We collect $26,500 a month. What does each cost per year, and what is the difference?',
          'At what monthly collected rent would the two cost the same?',
        ],
      ),
      ['$19,000.00'],
    );
  });
});

describe('a screening multiple of the rent', () => {
  it.each([
    [
      'Screening rule: gross income must be at least 3x the rent. Rent is $1,725. Minimum monthly and annual income?',
      ['$5,175.00', '$62,100.00'],
    ],
    [
      'applicants need to earn 3 times the monthly rent. rent is $1,725/mo. what income do they need per month and per year',
      ['$5,175.00', '$62,100.00'],
    ],
    ['rent is 1,725 and we require income of 3x rent, whats the minimum salary', ['$5,175.00', '$62,100.00']],
    [
      'our screening requires 2.5x the rent in monthly income. unit rents for $2,000. min income monthly and yearly?',
      ['$5,000.00', '$60,000.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

// Group 3 (rule 91): turnovers, renewals, leases and deposits.
describe("a turnover's cost with its lost rent", () => {
  it.each([
    [
      "Turned over unit 204 last month (tenant had been there since 2019, nice guy, 3 kids). Costs: paint $1,850, new carpet 620 sq ft at $3.40/sq ft installed, cleaning $275. The unit sat vacant a month and a half at $1,480/mo rent. What did the carpet cost, and what's the total turnover cost counting the lost rent?",
      ['$2,108.00', '$6,453.00'],
    ],
    [
      'turnover costs: paint 1850, carpet 620 sf at 3.40/sf, cleaning 275, vacant 1.5 months at 1480/mo. carpet cost and total?',
      ['$2,108.00', '$6,453.00'],
    ],
    [
      'Unit turnover - painting $1,850, cleaning $275, 620 square feet of carpet at $3.40 a foot, and the unit sat empty for a month and a half at $1,480 rent. Total turnover cost including lost rent?',
      ['$2,108.00', '$6,453.00'],
    ],
    [
      "I'm keeping $185 for carpet cleaning and $63.40 for utilities plus two damaged doors at $240 each out of a $2,100 deposit. what do I return?",
      ['$1,371.60'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a renewal against market: turnover cost and months to earn it back', () => {
  it.each([
    [
      "Tenant will renew at $1,520 if I don't raise it. Market rent is $1,640. If they leave, count the turnover cost as $2,300 of make-ready plus one month of lost rent at $1,520. What's that turnover cost, and how many months at the higher $1,640 rent does it take to earn it back?",
      ['$3,820.00', '31.83'],
    ],
    [
      'current tenant pays $1,520 and would renew at that. market is $1,640. turnover = $2,300 make-ready + 1 month of lost rent at $1,520. how many months at market to recoup the turnover cost?',
      ['$3,820.00', '31.83'],
    ],
    [
      'Should I push rent to market? In-place $1,520, market rent $1,640. Make-ready $2,300 plus one month of lost rent at $1,520 if they move out. How long to earn back the turnover cost?',
      ['$3,820.00', '31.83'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  it('follow-up: What if market were $1,700 instead, same turnover cost?', () => {
    expectAll(
      converse(
        ...[
          "Tenant will renew at $1,520 if I don't raise it. Market rent is $1,640. If they leave, count the turnover cost as $2,300 of make-ready plus one month of lost rent at $1,520. What's that turnover cost, and how many months at the higher $1,640 rent does it take to earn it back?",
          'What if market were $1,700 instead, same turnover cost?',
        ],
      ),
      ['21.22'],
    );
  });
});

describe('late fees', () => {
  it.each([
    [
      'Lease says the late fee is 5% of monthly rent, plus $10 a day for each additional day late. Rent is $1,380 and the tenant paid 6 days after the initial fee kicked in, so 6 additional days. Total late fees owed?',
      ['$69.00', '$60.00', '$129.00'],
    ],
    [
      'late fee = 5% of rent + $10/day after that. rent $1,380, 6 additional days late. total late fees?',
      ['$129.00'],
    ],
    [
      'rent is $1,380. late charge is 5% of the rent plus $10 per day for 6 more days. what do they owe in late fees',
      ['$129.00'],
    ],
    [
      'our lease has a $75 late fee plus $5 a day, tenant is 8 additional days late. total late fees?',
      ['$75.00', '$40.00', '$115.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe("a security deposit's interest", () => {
  it.each([
    [
      'Our state makes landlords pay 1.5% simple interest per year on security deposits. Deposit was $1,850 and the tenant stayed exactly 3 years, no deductions. How much interest do I owe and what is the total refund?',
      ['$83.25', '$1,933.25'],
    ],
    [
      'deposit $1,850, 1.5% simple interest a year, tenant stayed 3 years. interest owed and refund?',
      ['$83.25', '$1,933.25'],
    ],
    [
      'how much interest on a $2,000 security deposit at 2% simple interest if they lived there 30 months',
      ['$100.00', '$2,100.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a security deposit less deductions', () => {
  it.each([
    [
      'tenant moved out, deposit was $2,100. deducting carpet cleaning 185, two damaged doors at 240 each, and their last utility bill-back of $63.40. how much do I send back',
      ['$728.40', '$1,371.60'],
    ],
    [
      'security deposit $2,100. deductions: carpet cleaning $185, 2 doors at $240 each, utility bill-back $63.40. refund amount?',
      ['$1,371.60'],
    ],
    [
      'deposit of $1,500, deducting $350 for paint and $120 cleaning, how much do I refund the tenant',
      ['$470.00', '$1,030.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('what an eviction cost', () => {
  it.each([
    [
      "Just finished an eviction, ugh. 3 months of unpaid rent at $1,250, court and filing fees $385, attorney $1,200, and $2,600 of make-ready to get the unit rentable again. Don't count the vacancy after. What did the whole thing cost me all-in?",
      ['$3,750.00', '$7,935.00'],
    ],
    [
      'eviction cost: 3 months unpaid rent at $1,250, filing fees $385, lawyer $1,200, make-ready $2,600. total?',
      ['$7,935.00'],
    ],
    [
      'what did my eviction cost in total - attorney 1200, court fees 385, two months of back rent at 1,250, repairs 2,600',
      ['$2,500.00', '$6,685.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('an early termination fee against the rest of the lease', () => {
  it.each([
    [
      "Lease has an early termination clause = 2 months' rent. Tenant pays $1,960/mo and has 5 months left. What's the termination fee vs what they'd owe if they just paid out the rest of the lease?",
      ['$3,920.00', '$9,800.00'],
    ],
    [
      'early termination fee is two months rent, rent is $1,960, 5 months remaining on the lease. fee vs paying out the lease?',
      ['$3,920.00', '$9,800.00'],
    ],
    [
      "tenant wants to break the lease - our buyout is 2 months' rent. they pay 1960 a month with five months left. what's the fee and what would the rest of the lease be",
      ['$3,920.00', '$9,800.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe("free rent's effective monthly rent", () => {
  it.each([
    [
      "Lease-up special: one month free on a 13-month lease at $1,800/month. What's the effective monthly rent over the 13 months?",
      ['$1,661.54'],
    ],
    ['12-month lease at $1,800 with half a month free. effective rent?', ['$1,725.00']],
    [
      "we're offering two months free on a 14-month lease at $1,650 a month. what's the effective monthly rent",
      ['$1,414.29'],
    ],
    ['12 month lease at $2,400/mo with 1.5 months free, net effective rent?', ['$2,100.00']],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  it("follow-up: What if instead it's a 12-month lease at the same $1,800 with half a month free?", () => {
    expectAll(
      converse(
        ...[
          "Lease-up special: one month free on a 13-month lease at $1,800/month. What's the effective monthly rent over the 13 months?",
          "What if instead it's a 12-month lease at the same $1,800 with half a month free?",
        ],
      ),
      ['$1,725.00'],
    );
  });
});

describe('every class in more voices (story numbers, shorthand, other word orders)', () => {
  it.each([
    [
      'whats the EGI and NOI on my 16 unit? avg rent 1095 a month, 6% vacancy & collection loss on rents only, laundry adds 7.2k/yr, operating expenses 68.5k/yr',
      ['$204,825.60', '$136,325.60'],
    ],
    [
      'Bought this 16-unit back in 2015. Rents average $1,095 a month per unit, I budget 6% for vacancy and collection loss (rents only), and laundry brings in $7,200 per year on top. Opex are about $68,500 per year. Effective gross income? NOI?',
      ['$204,825.60', '$136,325.60'],
    ],
    [
      'Our state requires 1.5% simple interest per year on deposits. $1,850 deposit held for three years. interest and total refund?',
      ['$83.25', '$1,933.25'],
    ],
    [
      'tenant (age 70, lived at 12 Oak Lane) stayed 4 years. deposit $1,200, our city pays 1% simple interest on security deposits. what do we owe in interest and total back?',
      ['$48.00', '$1,248.00'],
    ],
    [
      'deposit was 2.1k, taking out 185 for carpet cleaning, 2 doors @ 240 each and a 63.40 utility bill-back. what goes back to the tenant',
      ['$1,371.60'],
    ],
    [
      'move out math: security deposit $2,100 minus cleaning $185, minus two damaged doors at $240 each, minus $63.40 utilities. refund?',
      ['$1,371.60'],
    ],
    [
      'evicted a tenant from unit 3B (been there since 2018). unpaid rent: 3 months at $1,250. court and filing fees $385, attorney $1,200, make-ready $2,600. all in cost?',
      ['$7,935.00'],
    ],
    [
      'eviction all-in? attorney $1.2k, 3 months of back rent at $1,250/mo, $385 court costs, and $2,600 in repairs',
      ['$7,935.00'],
    ],
    [
      "Tenant in unit 12 wants out early. Early termination fee is 2 months' rent, their rent is $1,960 a month, and they have 5 months remaining. Fee vs. paying the remaining lease?",
      ['$3,920.00', '$9,800.00'],
    ],
    [
      'early termination = 2 months rent. rent 1960/mo, 5 months left on the lease. how much is the fee and how much is left on the lease',
      ['$3,920.00', '$9,800.00'],
    ],
    [
      'turned over 2B after the tenant left (been there since 2020): paint $1,850, cleaning $275, new carpet 620 sq ft at $3.40/sq ft, vacant a month and a half at $1,480 a month. total turn cost with lost rent?',
      ['$2,108.00', '$6,453.00'],
    ],
    [
      'turnover cost for unit 5: paint $1.85k, carpet 620 sqft @ $3.40/sqft, cleaning $275, vacant 1.5 months at $1,480/mo',
      ['$2,108.00', '$6,453.00'],
    ],
    [
      'income requirement is 3 times rent. rent $1,725 a month. min gross income monthly + annually?',
      ['$5,175.00', '$62,100.00'],
    ],
    [
      'tenant screening: must make 3x rent, rent is $1.725k. whats the minimum income?',
      ['$5,175.00', '$62,100.00'],
    ],
    [
      'late fee 5% of rent plus $10 a day. rent $1,380. 6 additional days late. total owed in late fees',
      ['$129.00'],
    ],
    [
      'rent $1,380/mo, lease: late fee of 5% of monthly rent + $10 per day for each additional day. tenant is 6 extra days late. total?',
      ['$129.00'],
    ],
    [
      'market rent is $1,640, tenant renews at $1,520 otherwise. turnover = $2,300 make ready plus one month of lost rent at $1,520. months to earn back the turnover at the higher rent?',
      ['$3,820.00', '31.83'],
    ],
    [
      '2 management cos for 18 doors: A = 9% of collections, B = $95/door/mo. collections $26.5k/mo. yearly cost each + difference',
      ['$28,620.00', '$20,520.00', '$8,100.00'],
    ],
    ['free rent: 1 month free on a 13 month lease at $1,800. effective rent per month?', ['$1,661.54']],
    [
      'Landlord is offering one month free on a 13-month lease, rent $1,800 a month. effective monthly rent?',
      ['$1,661.54'],
    ],
    [
      "PM fee is 8% of collected rent + leasing fee of half a month's rent per new tenant. this year we collected $186,400 and she placed 3 new tenants at $1,400/mo each. what's the 8% fee and the total?",
      ['$14,912.00', '$17,012.00'],
    ],
    [
      'Rent roll: 12-unit. 9 units at $1,150/mo, 3 units at $1,325/mo. 2 of the $1,150 units are vacant. Gross potential rent, collected rent, vacancy %?',
      ['$14,325.00', '$12,025.00', '16.67%'],
    ],
    [
      "we're a small 20 unit, loss to lease? market rent 1600/mo vs in place average 1515/mo",
      ['$1,700.00', '$20,400.00', '5.31%'],
    ],
    [
      '8 unit building, asking 1.45M, gross annual rent $142,800, 7,360 rentable sf. gross rent multiplier, $/door and $/sf?',
      ['10.15', '$181,250.00', '$197.01'],
    ],
    [
      'laundry vendor split 50/50, machines gross 1140/mo. our annual laundry income and value added at a 7 percent cap rate?',
      ['$6,840.00', '$97,714.29'],
    ],
    [
      'Thinking of a 10-unit at $1.2M. Average rent $1,050 per unit per month. Using the 50% rule, NOI and cap rate?',
      ['$63,000.00', '5.25%'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('follow-ups that change one figure or ask for another', () => {
  it.each([
    [
      "Tenant will renew at $1,520 if I don't raise it. Market rent is $1,640. If they leave, count the turnover cost as $2,300 of make-ready plus one month of lost rent at $1,520. What's that turnover cost, and how many months at the higher $1,640 rent does it take to earn it back?",
      'and if market rent was 1,700?',
      ['21.22'],
    ],
    [
      "Tenant will renew at $1,520 if I don't raise it. Market rent is $1,640. If they leave, count the turnover cost as $2,300 of make-ready plus one month of lost rent at $1,520. What's that turnover cost, and how many months at the higher $1,640 rent does it take to earn it back?",
      'what about a $1,700 market rent?',
      ['21.22'],
    ],
    [
      'Comparing two management companies for my 18 doors. Company A charges a flat 9% of collected rent. Company B charges $95 per door per month. We collect $26,500 a month. What does each cost per year, and what is the difference?',
      'where do they break even?',
      ['$19,000.00'],
    ],
    [
      'Comparing two management companies for my 18 doors. Company A charges a flat 9% of collected rent. Company B charges $95 per door per month. We collect $26,500 a month. What does each cost per year, and what is the difference?',
      'at what rent would they be equal',
      ['$19,000.00'],
    ],
    [
      "16 units, average rent $1,095/month. Assume 6% vacancy and collection loss on the rent only, plus $7,200 a year of laundry income. Operating expenses are $68,500 a year. What's the effective gross income and the NOI for the year?",
      'value at a 6.5 cap?',
      ['$2,097,316.92'],
    ],
    [
      "Lease-up special: one month free on a 13-month lease at $1,800/month. What's the effective monthly rent over the 13 months?",
      'and 2 months free on a 14 month lease?',
      ['$1,542.86'],
    ],
    [
      "Lease-up special: one month free on a 13-month lease at $1,800/month. What's the effective monthly rent over the 13 months?",
      "what if it's half a month free on a 12 month lease instead",
      ['$1,725.00'],
    ],
    [
      "Laundry room vendor splits revenue 50/50 with us. The machines gross $1,140 a month. What's our annual laundry income, and how much value does that add to the building at a 7% cap rate?",
      'what about at a 6% cap?',
      ['$114,000.00'],
    ],
    [
      'Screening rule: gross income must be at least 3x the rent. Rent is $1,725. Minimum monthly and annual income?',
      'what if the rent is $1,900?',
      ['$5,700.00', '$68,400.00'],
    ],
    [
      "Lease has an early termination clause = 2 months' rent. Tenant pays $1,960/mo and has 5 months left. What's the termination fee vs what they'd owe if they just paid out the rest of the lease?",
      'and if they had 8 months left?',
      ['$15,680.00'],
    ],
  ] as const)('%s → %s', (question, followUp, figures) => expectAll(converse(question, followUp), figures));
});

describe('near-misses: similar words, another question', () => {
  it.each([
    ["what's a rent roll and how do I read one?", 'Rent roll: potential rent'],
    ['what does loss to lease mean for a buyer?', '### Loss to lease\n\n**Inputs**'],
    ['what is a typical late fee for rent?', 'Late fees owed'],
    ['how long do I have to return a security deposit in most states?', 'Security deposit to return'],
    ['is an early termination fee of two months rent normal?', 'Early termination fee against'],
    ["what's the 50% rule in real estate?", 'NOI and cap rate by the 50% rule'],
    ['my property manager charges 8% of rent, is that normal?', 'Property management cost'],
    [
      'earnest money deposit is $10,000 on a $400k house with 3% down. cash to close?',
      'Security deposit to return',
    ],
    ['12-month lease at $1,800 a month. total rent over the lease?', 'Effective rent with free rent'],
    ['what is a gross rent multiplier?', 'Gross rent multiplier, price per door and per foot'],
    ['should I evict a tenant who is 2 months behind?', 'What the eviction cost'],
    ['how much income do I need to buy a $400k house?', 'Least income to qualify'],
  ])('%s', (question, title) => expect(converse(question)).not.toContain(title));
});
