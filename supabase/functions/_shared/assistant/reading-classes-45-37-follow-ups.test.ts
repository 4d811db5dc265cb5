// First-time users' loose follow-ups (docs/assistant.md rule 123): a payment against an earlier version
// of it, a front-end ratio's cap after a total DTI, the loan a monthly figure shown before carries, a
// value at a cap moved by basis points, a share of the figure just answered, years until a yearly extra
// cost uses up a saving, equity as a share of the value, a DSCR on a price and NOI shown before, the
// other of two amounts named in one message, and a space's area carried into a yearly rent by the foot.
// Each class has the held-out example as written, phrasings of our own (figures computed apart) and a
// near miss that must not be answered by it.
import { describe, expect, it } from 'vitest';
import { converse, expectAll } from './test-conversation.ts';

const HOME =
  'Hi! First time using this. My husband and I (both 34, renting in 78704 for 6 years) found a house listed at $385,000. We have $77,000 saved for the down payment, which I think is 20%. Our lender quoted 6 7/8% on a 30-year fixed. What would the loan amount be and what would principal and interest be per month? Ignore taxes and insurance for now.';
const DTI =
  "I make 96k a year gross, car payment is 450/mo and student loans 310/mo. If the lender caps total DTI at 43%, what's the max monthly housing payment I can have?";
const CAP = 'strip center NOI 410k, market cap rate 7.25%. indicated value?';
const REBUILD =
  'Insurance agent says rebuild cost around here is $165 per sq ft. House is 2,300 sq ft. How much dwelling coverage to insure full replacement cost?';

describe('a payment against an earlier version of it', () => {
  it('reads the version by its share down (the example)', () => {
    const answer = converse(
      HOME,
      'what if we only put 5% down instead',
      'how much more a month is that than the 20% down version?',
    );
    expectAll(answer, ['$2,402.72', '$2,023.34', '$379.38']);
  });
  it('reads another share down', () => {
    const answer = converse(
      'payment on a $500,000 home with 20% down at 7% for 30 years',
      'what if we put 10% down',
      'how much more is that per month than the 20% down one?',
    );
    expectAll(answer, ['$2,993.86', '$2,661.21', '$332.65']);
  });
  it('reads a version by its term', () => {
    const answer = converse(
      '$300k loan at 6.5% for 30 years',
      'what about 15 years',
      'how much more a month than the 30-year version?',
    );
    expectAll(answer, ['$2,613.32', '$1,896.20', '$717.12']);
  });
  it('does not compare with a version never worked out', () => {
    const answer = converse(
      HOME,
      'what if we only put 5% down instead',
      'how much more is that than the 10% down version?',
    );
    expect(answer).not.toMatch(/against 10% down/);
  });
});

describe("a front-end ratio's housing cap after a total DTI", () => {
  it('takes the income times the ratio, debts not taken off (the example)', () => {
    const answer = converse(
      DTI,
      'ok what if they go by the 28% front-end rule instead, whats the cap on housing then',
    );
    expect(answer).toMatch(/front-end ratio/);
    expectAll(answer, ['$2,240.00']);
    expect(answer).not.toContain('$1,480.00');
  });
  it('reads "front end ratio" said another way', () => {
    const answer = converse(
      'I earn $120,000 a year, debts 500/mo, lender caps DTI at 45%, max housing payment?',
      'and at a 31% front end ratio?',
    );
    expectAll(answer, ['$10,000.00', '$3,100.00']);
  });
  it('leaves a new back-end limit to the DTI reading', () => {
    const answer = converse(DTI, 'what if the back-end limit is 36% instead?');
    expect(answer).not.toMatch(/front-end ratio/);
  });
});

describe('the loan a monthly figure shown before carries', () => {
  it('reads "that whole 2,240" as the monthly cap just shown (the example)', () => {
    const answer = converse(
      DTI,
      'ok what if they go by the 28% front-end rule instead, whats the cap on housing then',
      'and if that whole 2,240 went to principal + interest at 6 1/4% for 30 yrs, how big a loan is that?',
    );
    expectAll(answer, ['$363,803.38']);
  });
  it('reads another figure, rate and term', () => {
    const answer = converse(
      DTI,
      'and if that 2,680 all went to P&I at 7% over 30 years, what loan size is that?',
    );
    expectAll(answer, ['$402,824.28']);
  });
  it('does not take an amount the answer never showed as a monthly payment', () => {
    const answer = converse(
      DTI,
      'and if 3,000 went to principal + interest at 7% for 30 yrs, how big a loan is that?',
    );
    expect(answer).not.toMatch(/Loan a monthly payment carries/);
  });
});

describe('a value at a cap moved by basis points', () => {
  it('moves the cap out (the example)', () => {
    const answer = converse(CAP, 'and if caps go out 50 bps?');
    expectAll(answer, ['7.75%', '$5,290,322.58']);
    expect(answer).not.toContain('$82,000,000');
  });
  it('moves it in and up, in words', () => {
    expectAll(converse('NOI 250k at a 6% cap, value?', 'what if caps compress 25 bps'), [
      '5.75%',
      '$4,347,826.09',
    ]);
    expectAll(converse('NOI 250k at a 6% cap, value?', 'and if cap rates rise 0.75%?'), [
      '6.75%',
      '$3,703,703.70',
    ]);
  });
  it('asks which way when the move has no direction', () => {
    const answer = converse('NOI 250k at a 6% cap, value?', 'and if caps go 50 bps?');
    expect(answer).toMatch(/One question before I compute/);
    expect(answer).not.toContain('$50,000,000');
  });
});

describe('a share of the figure just answered', () => {
  it('takes the coinsurance minimum (the example)', () => {
    const answer = converse(
      REBUILD,
      "and if the policy needs at least 80% of that to avoid the coinsurance penalty, what's the minimum?",
    );
    expectAll(answer, ['$379,500.00', '$303,600.00']);
  });
  it('reads a plain "what is 90% of that"', () => {
    const answer = converse(
      'Rebuild cost is $200 per sq ft on an 1,800 sq ft house. How much dwelling coverage do I need?',
      "what's 90% of that",
    );
    expectAll(answer, ['$360,000.00', '$324,000.00']);
  });
  it('does not answer a yes-or-no about the share', () => {
    const answer = converse(REBUILD, 'is 80% of that enough for the insurer?');
    expect(answer).not.toContain('$303,600.00');
  });
});

describe('years until a yearly extra cost uses up a saving', () => {
  it('divides the saving by the yearly extra cost shown', () => {
    const answer = converse(
      'my commute is 30 miles round trip, 250 days a year, at $0.70 a mile. what does it cost a year?',
      'House B is $21,000 cheaper; how long until the extra commute cost eats up that saving?',
    );
    expectAll(answer, ['$5,250.00', '4 years']);
    const again = converse(
      'my commute is 24 miles round trip, 240 days a year, at $0.67 a mile. what does it cost a year?',
      'the closer house costs $38,000 more. how many years of that commute cost before it eats up the savings?',
    );
    expectAll(again, ['$3,859.20', '9.85 years']);
  });
  it('works out the example, or asks for the yearly cost, never an article (the example)', () => {
    const answer = converse(
      "We're relocating for my wife's job at the hospital (kids are 7 and 10, moving from Ohio). House A is 18 miles from the hospital, House B is 6 miles. We'd carpool in one car, one round trip per workday, 240 workdays a year, and I'm using 67 cents a mile. How much more a year does House A cost in commuting?",
      'House A is $38,000 cheaper. how many years of that extra commute cost before it eats up the savings?',
    );
    expect(answer.includes('9.85') || /One question before I compute/.test(answer)).toBe(true);
    expect(answer).not.toMatch(/Relocating: renting first/);
  });
  it('leaves a question with no saving used up to the other readings', () => {
    const answer = converse(
      'my commute is 30 miles round trip, 250 days a year, at $0.70 a mile. what does it cost a year?',
      'how many years until I pay off a house that is $21,000 cheaper?',
    );
    expect(answer).not.toMatch(/Years until the extra cost uses up the saving/);
  });
});

describe('equity as a share of the value shown', () => {
  const HELOC =
    "home's worth about 560k (recent appraisal), I owe 310k on the mortgage. lender allows up to 85% combined loan-to-value. how big a HELOC could I get?";
  it('after a HELOC (the example)', () => {
    expectAll(converse(HELOC, 'and whats my equity as a percent of the value right now?'), [
      '$250,000.00',
      '44.64%',
    ]);
  });
  it('said another way', () => {
    const answer = converse(
      'house is worth 400k, I owe 250k, lender allows 80% CLTV. HELOC size?',
      "what's my equity as a percentage?",
    );
    expectAll(answer, ['$150,000.00', '37.50%']);
  });
  it('does not answer a share with a new value of its own', () => {
    const answer = converse(HELOC, 'and my equity as a percent if it appraises at 600k?');
    expect(answer).not.toContain('44.64%');
  });
});

describe('a DSCR on a price and NOI shown before', () => {
  const TRIPLEX =
    "triplex, each unit rents 1,450/mo. figure 5% vacancy and operating expenses at 32% of effective gross income. what's the NOI?";
  it('finances the price as the follow-up says (the example)', () => {
    const answer = converse(
      TRIPLEX,
      'if I pay 495,000 for it what cap rate is that',
      "and with 25% down, loan at 7% for 30 years, what's the DSCR?",
    );
    expectAll(answer, ['$371,250.00', '$29,639.23', '1.14']);
  });
  it('another building and loan', () => {
    const answer = converse(
      'fourplex, each unit rents 1,200/mo. 5% vacancy, expenses 35% of EGI. NOI?',
      'if I pay 600,000 what cap rate is that',
      "with 20% down at 6.5% for 30 years, what's the DSCR?",
    );
    expectAll(answer, ['$35,568.00', '$36,407.12', '0.98']);
  });
  it('leaves a DSCR asked with the cash flow to the rental analysis', () => {
    const answer = converse(
      TRIPLEX,
      'if I pay 495,000 for it what cap rate is that',
      "with 25% down and a 7% 30yr fixed on the rest, what's the annual debt service, DSCR and annual cash flow?",
    );
    expect(answer).not.toMatch(/DSCR: \$/);
  });
  it('does not work a DSCR without the loan', () => {
    const answer = converse(TRIPLEX, 'if I pay 495,000 for it what cap rate is that', "what's the DSCR?");
    expect(answer).not.toMatch(/DSCR: \$/);
  });
});

describe('the other of two amounts named in one message', () => {
  const AGENT =
    'new agent here. I have two listings closing this month, $615k and $489,900. Total commission 5.5%, split 50/50 with the buyer side, and my brokerage split is 70/30 in my favor. What do I take home on the first one, before taxes?';
  it('works the second listing (the example)', () => {
    expectAll(converse(AGENT, 'ok now do it for the second one'), ['$489,900.00', '$9,430.58']);
  });
  it('said another way', () => {
    const answer = converse(
      "two listings, $400k and $550,000. commission 6%, split 50/50 with the buyer's agent, my brokerage split is 80/20 in my favor. take home on the first one?",
      'and the second one?',
    );
    expectAll(answer, ['$550,000.00', '$13,200.00']);
  });
  it('does not rewrite a message that named one amount', () => {
    const answer = converse(
      'listing at $615k, commission 5.5%, split 50/50 with the buyer side, my split 70/30 in my favor. take home?',
      'ok now do it for the second one',
    );
    expect(answer).not.toContain('$9,430.58');
  });
});

describe("a space's area carried into a yearly rent by the foot", () => {
  it('takes the area and base rent of the message before (the example)', () => {
    const answer = converse(
      'Retail space, 2,800 sf. Base rent $22/sf NNN, and the landlord estimates CAM + taxes + insurance at $7.40/sf. Total annual occupancy cost and monthly?',
      "with 3% annual bumps on base rent only (year 1 = $22), what's the base rent per sf in year 5, and that year's annual base rent?",
    );
    expectAll(answer, ['$24.76', '$69,331.34']);
  });
  it('another lease', () => {
    const answer = converse(
      'Office lease, 4,000 sf. Base rent $30/sf full service. annual rent?',
      "with 2.5% annual escalations, what's the rent per sf in year 3 and that year's total rent?",
    );
    expectAll(answer, ['$31.52', '$126,075.00']);
  });
  it('does not carry an area when the follow-up gives its own', () => {
    const answer = converse(
      'Office lease, 4,000 sf. Base rent $30/sf full service. annual rent?',
      "for a 3,000 sf space at $30/sf with 2.5% annual escalations, what's year 3's total rent?",
    );
    expect(answer).not.toContain('$126,075.00');
  });
});
