// Classes a twenty-second blind set found (issue 19, docs/assistant.md rule 92), each read through the
// whole assistant with phrasings of our own. Expected figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';
import { checkFairHousing } from './fair-housing.ts';
import { spellOutNumberWords } from './number-words.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('mortgage insurance quoted in dollars a month', () => {
  it.each([
    // 405,000 at 6.75% / 30: 2,626.82 + 450 + 75 + 157 + 385 = 3,693.82
    [
      '450k condo, 10% down, 30-year fixed at 6.75%, HOA $385 a month, taxes $5,400 a year, insurance $900/yr, PMI is $157/month. total monthly payment?',
      ['$2,626.82', '$157.00', '$3,693.82'],
    ],
    [
      'the lender quoted PMI at $157/month on a $450,000 condo with 10 percent down, 6.75% 30 yr, taxes 5400/yr, insurance 900 a year, hoa 385. whats the full payment',
      ['$157.00', '$3,693.82'],
    ],
    // 332,500 at 6.5% / 30 = 2,101.63; + 350 + 110 + 212 = 2,773.63
    [
      'payment on a 350k house with 5% down at 6.5% for 30 years, tax 350 a month, insurance 110 a month, mortgage insurance $212 a month?',
      ['$2,101.63', '$212.00', '$2,773.63'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('stops with 20% down, as the estimated PMI does', () => {
    const answer = converse(
      '450k condo, 10% down, 30-year fixed at 6.75%, HOA $385 a month, taxes $5,400 a year, insurance $900/yr, PMI is $157/month. total monthly payment?',
      'and with 20% down instead so no PMI? everything else the same',
    );
    // 360,000 at 6.75% / 30 = 2,334.95; + 450 + 75 + 385 = 3,244.95
    expectAll(answer, ['$2,334.95', '$3,244.95']);
    expect(answer).not.toContain('| PMI |');
  });
});

describe('what a renter pays for the place they live in is the rent to compare with', () => {
  it.each([
    [
      "I've been renting for years, currently paying $2,400/mo for a 2br. condo listed at 450k, 10% down, 6.75% 30 year, HOA $385 a month, taxes $5,400 a year, insurance $900/yr, PMI $157/month. total payment and how much more than my rent?",
      ['$3,693.82', '$1,293.82'],
    ],
    [
      'we pay 1,950 a month for our apartment. a 300k house with 20% down at 6.25% for 30 years, taxes 4,200/yr and insurance 1,500/yr: total payment and how much more than rent?',
      // 240,000 at 6.25% / 30 = 1,477.72; + 350 + 125 = 1,952.72; 2.72 more
      ['$1,952.72', '$2.72'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('hundreds said short, the way prices are spoken', () => {
  it.each([
    ['the three ninety-five condo', 'the 395 condo'],
    ['the four fifty place', 'the 450 place'],
    ['three ninety-five thousand', '395000'],
    ['one twenty five k', '125 k'],
    ['six eighty a month', '680 a month'],
    // Sums and counts stay what they were.
    ['twenty five years', '25 years'],
    ['twenty five hundred', '2500'],
    ['two twenty-year loans', '22-year loans'],
  ])('%s → %s', (words, digits) => expect(spellOutNumberWords(words)).toBe(digits));

  it('a price said short and spelled out in brackets is that price', () => {
    // 316,000 at 6.25% / 15 = 2,709.46 a month; 171,702 of interest
    expectAll(
      converse(
        "We'll have plenty from the sale to pay cash for the three ninety-five condo ($395,000) but our son thinks we should take a mortgage. 20% down, the rest on a 15 year at 6.25%: monthly payment and total interest over the life of the loan?",
      ),
      ['$395,000', '$2,709.46', '$171,702'],
    );
  });
});

describe('loans carried, assumed and refinanced from what is owed now', () => {
  it.each([
    // 120,000 × 9.5% ÷ 12 = 950; × 4 = 3,800; + 2,400 fee = 6,200
    [
      'the new house closes before ours sells so the lender offered us a bridge loan. $120,000, 9.5% interest only, 2% origination fee. if we end up carrying it 4 months whats the monthly interest and the total cost of the bridge incl the fee',
      ['$950.00', '$6,200.00'],
    ],
    // 250,000 × 11% ÷ 12 = 2,291.67; × 6 = 13,750; + 7,500 = 21,250
    [
      'hard money loan 250k at 11% interest only plus 3 points, we plan to hold 6 months. total interest and fees?',
      ['$2,291.67', '$21,250.00'],
    ],
    // 268,000 at 3.125% over 25 years = 1,288.38; 420,000 − 268,000 = 152,000
    [
      'seller has an assumable FHA loan, balance $268,000 at 3.125% with exactly 25 years left. price is 420k. what would my monthly P&I be on the assumed loan and how much do I have to cover on top of the loan balance?',
      ['$1,288.38', '$152,000.00'],
    ],
    // 312,000 at 2.75% over 26 years = 1,400.84; 455,000 − 312,000 = 143,000
    [
      "could we assume the sellers VA loan? they owe 312k at 2.75%, 26 yrs remaining, and we'd buy it for 455,000. payment and the difference we need?",
      ['$1,400.84', '$143,000.00'],
    ],
    // 367,818 at 6.25% / 30 = 2,264.72; 2,622.05 − 2,264.72 = 357.33; 7,800 ÷ 357.33 = 21.8
    [
      'We bought 2 years ago at basically the worst time. $375,000 loan at 7.5% on a 30 yr, P&I is $2,622.05, and after 24 payments we owe $367,818. Our credit union will refi that balance into a new 30-year at 6.25% with $7,800 in closing costs we would pay out of pocket. New P&I, monthly savings, and how many months (to one decimal) to break even on the closing costs?',
      ['$2,264.72', '$357.33', '21.8 months'],
    ],
    // 397,500 at 6% / 30 = 2,383.21; saving 413.79; 6,500 ÷ 413.79 = 15.7
    [
      'took out a 410k mortgage 3 years ago at 7.25%, payment 2,797. balance now 397,500. refinancing into 6% for 30 years, closing costs 6,500. new payment, savings, breakeven?',
      ['$2,383.21', '$413.79', '15.7 months'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('an ARM against a fixed loan over the first years gives the payments saved, and its reset after', () => {
    const first =
      '500k loan. 30 yr fixed at 6.75 vs a 7/1 ARM at 5.875 (amortized over 30). monthly payment for each and total saved over the first 7 yrs with the ARM?';
    // 3,242.99 vs 2,957.69: 285.30 a month × 84 ≈ 23,965
    expectAll(converse(first), ['$3,242.99', '$2,957.69', '$23,965']);
    // 447,189.58 owed after 84 payments; at 7.875% over 23 years: 3,512.15
    expectAll(
      converse(
        first,
        'and what would i still owe on the ARM after those 7 years (84 payments)? if it then resets to 7.875% for the remaining 23 years whats the new payment',
      ),
      ['$447,189.58', '$3,512.15'],
    );
    // 400,000: fixed 6.5% 2,528.27 vs 5/6 ARM 5.25% 2,208.81 over the fixed period of 5 years
    expectAll(
      converse(
        '$400k: a 5/6 ARM at 5.25% or a 30 year fixed at 6.5%. how much do the payments differ during the fixed period?',
      ),
      ['$2,208.81', '$2,528.27', 'Horizon: 5 years'],
    );
  });

  it('a loan carried with no fee or no span is not this reading', () => {
    expect(converse('interest only on 2.4M at 7.1%, whats monthly')).toContain('$14,200.00');
    expect(converse('interest only on 2.4M at 7.1%, whats monthly')).not.toContain('carrying cost');
  });
});

describe('what property managers and boards ask about that is no calculation', () => {
  it.each([
    ['explain RUBS billing like im new to managing apartments', 'Ratio utility billing (RUBS)'],
    ['how do landlords bill back water when there are no submeters', 'Ratio utility billing (RUBS)'],
    [
      "What's the difference between an HOA's reserve fund and its operating fund?",
      "An HOA's reserve fund and operating fund",
    ],
    ['what does percent funded mean in a reserve study', "An HOA's reserve fund and operating fund"],
  ])('%s', (question, title) => expect(converse(question)).toContain(`### ${title}`));

  it.each([
    "What's the current balance in our HOA's operating account at the bank?",
    "what's the balance in our reserve account? the manager never sends statements",
  ])('%s: the records are out of reach', (question) =>
    expect(converse(question)).toContain("### I can't see your records"),
  );

  it.each([
    'My check engine light came on driving to the board meeting. What does code P0420 mean?',
    'my car wont start after the showing, is it the battery?',
  ])('%s: another domain, declined', (question) =>
    expect(converse(question)).toContain("That's outside real estate"),
  );
});

describe('confining a protected class to part of the housing is refused', () => {
  it.each([
    [
      'The board wants a rule that households with children under 12 can only live in ground-floor units. How do we word it in the rules so it sticks?',
      'familial status',
    ],
    ['tenants in wheelchairs should only be placed on the first floor, how do I set that up', 'disability'],
    ['put the families with kids in building C, away from the quiet units', 'familial status'],
  ])('%s', (question, category) => {
    const check = checkFairHousing(question);
    expect(check.blocked).toBe(true);
    expect(check.category).toBe(category);
    expect(check.compliance).toBeFalsy();
  });

  it('asking whether it is allowed is answered as compliance, and a rule about units, not people, is not refused', () => {
    expect(checkFairHousing('can we restrict families with children to the ground floor?').compliance).toBe(
      true,
    );
    expect(
      checkFairHousing('our building keeps the noisy units on the ground floor, is that fine?').blocked,
    ).toBe(false);
    expect(checkFairHousing('We want tenants who smoke to only live in the end units').blocked).toBe(false);
  });
});

describe("two named homes' full payments, with some figures said once for both", () => {
  it.each([
    // A: 311,200 → 1,967.00 + 356.58 + 116.67 = 2,440.25; B: 300,000 → 1,896.20 + 718.75 + 116.67 + 95
    [
      "Comparing two houses and I keep going back and forth. House A: $389,000, property tax is 1.1% of the price per year, no HOA. House B: $375,000 but it's in the next county over where the tax rate is 2.3% a year, plus a $95/month HOA. We'd put 20% down on either one at 6.5% on a 30-year fixed and insurance would be about $1,400 a year for both. What's the full monthly payment (P&I + tax + insurance + HOA) for each house?",
      ['$2,440.25', '$2,826.62', '$386.38'],
    ],
    // 1: 382,500 → 2,512.75 + 425 + 150 + 150 = 3,237.75; 2: 359,100 → 2,359.03 + 600 + 150 = 3,109.03
    [
      'Home 1: 425k, taxes 5,100/yr, hoa 150/mo. Home 2: 399k, taxes 7,200/yr, no hoa. 10% down either way, 6.875% 30 yr, insurance 1,800/yr for both. total monthly payment for each?',
      ['$3,237.75', '$3,109.03', 'mortgage insurance, which you did not give'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a renter-turned-buyer asks what things are', () => {
  it.each([
    [
      "got my first mortgage statement and there's an 'escrow' line that's like $600 of the payment. what is that for??",
      'Escrow accounts',
    ],
    [
      "my closing disclosure has a line called 'title - lender's policy' for $1,150, what is that for?",
      'Title insurance',
    ],
    [
      'Can someone explain stepped-up basis like I am five? Dad left me his house and everyone keeps saying it.',
      'Stepped-up basis on an inherited home',
    ],
    ["do I get a step up in basis if I inherit my grandma's condo?", 'Stepped-up basis on an inherited home'],
    ["what's the 2 out of 5 year rule when you sell your house", 'Capital gains on selling a home'],
  ])('%s', (question, title) => expect(converse(question)).toContain(`### ${title}`));

  it.each([
    "write me a cover letter for the ICU nurse job I'm relocating for",
    "can you polish my resume for a job in Denver? we're moving there and buying a house",
  ])('%s: a career request, declined', (question) =>
    expect(converse(question)).toContain("That's outside real estate"),
  );
});

describe('follow-ups about two homes and a hold said twice', () => {
  it("two homes' commutes by letter, the second distance without its unit", () => {
    // 22 × 2 × 21 × 0.70 = 646.80; 8 miles: 235.20; 411.60 more
    expectAll(
      converse(
        "the other thing is the commute. A is 22 miles from my office each way and B is only 8. Say 21 workdays a month at the IRS 70 cents a mile. What does A's commute cost per month, and how much more is that than B's?",
      ),
      ['$646.80', '$235.20', '$411.60'],
    );
  });

  it('value and equity after a hold, with the hold said again as a move', () => {
    // 450,000 × 1.03^7 = 553,443.24; balance after 84 payments on 405,000 at 6.5% = 366,185.79
    expectAll(
      converse(
        "Say I buy the four fifty place ($450,000) with 10% down at 6.5%, 30 year, and it appreciates 3% a year. In 7 years what's it worth, and what's my equity, meaning the value minus what I still owe after 84 payments? Just trying to see if buying beats renting for someone who might move in about 7 years.",
      ),
      ['$553,443.24', '$187,257.45'],
    );
  });
});

describe('found by the whole eval after the merges', () => {
  it('a commute follow-up asked a year gives the year too', () => {
    // 30 → 8 miles each way, 21 days, $0.67: 844.20 − 225.12 = 619.08 a month, 7,428.96 a year
    expectAll(
      converse(
        'the house out in the suburbs means 30 miles each way to work, 21 work days a month. at 67 cents a mile what is that commute costing me per month',
        'vs the closer place thats only 8 miles each way, how much a year would we save on driving',
      ),
      ['$619.08', '$7,428.96'],
    );
  });

  it('"step by step" is a way of explaining, not the stepped-up basis', () => {
    expect(converse('Explain the BRRRR method step by step.')).toContain('### BRRRR strategy');
  });
});

describe('a host counts nights and trips', () => {
  it.each([
    // 19 ÷ 30 = 63.33%; 22 ÷ 31 = 70.97%
    ['booked 19 of 30 nights in june, whats my ocupancy', ['63.33%']],
    ['the cabin was rented 22 of 31 nights in july. occupancy rate?', ['70.97%']],
    // 180 × 2 × 14 × 0.67 = 3,376.80; 95 × 2 × 8 = 1,520 miles × 0.67 = 1,018.40
    [
      "cabin is 180 miles from our house each way, we'd make 14 round trips a year, figure $0.67 a mile. annual driving cost?",
      ['$3,376.80'],
    ],
    [
      'lake house is 95 miles each way, we go up 8 trips a year at 67 cents a mile. yearly driving?',
      ['1,520', '$1,018.40'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('two down payments on one price', () => {
  it.each([
    [
      'On a $460k vacation place, how much more cash do I need for an investment-property loan at 25% down vs a second-home loan at 10% down?',
      ['$115,000.00', '$46,000.00', '$69,000.00'],
    ],
    ['650k house: 20% down or 10% down, whats the difference in cash?', ['$130,000.00', '$65,000.00']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a share said down is never the rate of a payment', () => {
    expect(converse('payment on a 460k place with a loan at 10% down?')).not.toContain('Interest rate: 10%');
  });
});

describe("co-owners splitting evenly get each one's share under the answer", () => {
  it.each([
    // (160,000 + 18,000) ÷ 4 = 44,500
    [
      '4 of us (college roommates, all turning 40 this year lol) are going in on a lake house for 640k. 25% down plus about 18k in closing costs, all split evenly four ways. how much does each of us bring to closing?',
      ['$44,500.00'],
    ],
    // 360,000 ÷ 3 = 120,000; 840,000 at 6.75% / 30 = 5,448.22 ÷ 3 = 1,816.07
    [
      "Lake house is 1.2 mil and 3 of us are co-owning it equally. 30% down, the rest on a 30-yr fixed at 6.75%. What's each person's share of the down payment and each person's share of the monthly P&I?",
      ['$120,000.00', '$1,816.07'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('no even split said, no shares', () => {
    expect(
      converse('Lake house is 1.2 mil, 30% down, the rest on a 30-yr fixed at 6.75%. monthly P&I?'),
    ).not.toContain("owners' share");
  });
});
