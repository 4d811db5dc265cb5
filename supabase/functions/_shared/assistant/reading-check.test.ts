import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { normalizeText } from './parse-numbers.ts';
import { checkFairHousing } from './fair-housing.ts';
import { detectLiveData } from './live-data.ts';
import { unreadAmounts } from './reading-check.ts';

const ASK = 'One question before I compute';

describe('number formats people type (issue 19, class 1)', () => {
  it.each([
    ['5 7/8% for 30 years', '5.875% for 30 years'],
    ['at 6 1/2 percent', 'at 6.5 percent'],
    ['four and a half percent', '4.5 percent'],
    ['six and a quarter %', '6.25 %'],
    ['@ 6.9 30yr', '@ 6.9% 30yr'],
    ['rate is 7', 'rate is 7%'],
    ['refi from 7.25 to 6.125', 'refi from 7.25% to 6.125%'],
    ['putting 20 down', 'putting 20% down'],
    ['caps widen 50 bps', 'caps widen 0.5%'],
    ['up 25 basis points', 'up 0.25%'],
    ['rates go up half a percent', 'rates go up 0.5%'],
    ['income one hundred twenty thousand a year', 'income 120000 a year'],
  ])('%s → %s', (typed, normalised) => {
    expect(normalizeText(typed)).toBe(normalised);
  });

  it('leaves amounts and units alone', () => {
    expect(normalizeText('at 450k for 30 years')).toBe('at 450k for 30 years');
    expect(normalizeText('@ $2,000 a month')).toBe('@ $2,000 a month');
    expect(normalizeText('at 6,500 sq ft')).toBe('at 6,500 sq ft');
    expect(normalizeText('a 6.5 cap')).toBe('a 6.5 cap');
  });
});

describe('figures only from a complete reading (precision over recall)', () => {
  it('alternatives set aside in a parenthesis for the figure the user chose are not inputs', () => {
    const { markdown } = composeAnswer(
      'loan 300k at 6% for 30 years, insurance $1,200/yr (quotes ranged from 1,000 to 1,500, go with 1,200). monthly payment?',
    );
    expect(markdown).not.toContain(ASK);
    expect(markdown).toContain('$100');
  });

  it('an amount counts as used per unit only for the units the question names', () => {
    // $5k of closing is not "used" because $40,000 happens to be 8 × $5,000.
    const { markdown } = composeAnswer(
      'BRRRR deal - paid $140k cash, $40k rehab, $5k closing. It appraised at $240k after and I did a cash-out refi at 75% LTV, refi closing costs of $4k paid out of pocket. How much of my own money is still left in the deal?',
    );
    expect(markdown).toContain('$5,000 + $4,000 = $9,000');
    expect(markdown).toContain('Cash left in the deal: **$9,000.00**');
    expect(unreadAmounts('rents 1,350/mo per unit, 24 units', 'Gross: $388,800.00')).toEqual([]);
  });

  it('asks about an amount the calculation would leave out, naming it and what was read', () => {
    const { markdown } = composeAnswer(
      'selling my house for 610k, owe 380k, 5.5% commission, hoa is 300/mo, what do i net',
    );
    expect(markdown).toContain(ASK);
    expect(markdown).toContain('**300/mo**');
    expect(markdown).toContain('Sale price: $610,000');
    expect(markdown).not.toMatch(/Estimated net to you/);
  });

  it('uses the costs a seller states instead of an assumed rate', () => {
    const { markdown } = composeAnswer(
      'selling my house for 610k, owe 380k, 5.5% commission, 2k other costs, what do i net',
    );
    expect(markdown).toContain('| Seller closing costs | −$2,000.00 |');
    expect(markdown).toContain('**$194,450.00**');
  });

  it('never takes a labelled percentage for another role (a DTI limit is not a down payment)', () => {
    const { markdown } = composeAnswer(
      'i make 9k a month gross, car payment 450/mo, max DTI 43%, how much house can i afford',
    );
    expect(markdown).not.toMatch(/Down payment: 43%/);
    expect(markdown).toContain(ASK);
  });

  it('asks instead of answering an article when the question gives figures to work with', () => {
    const { markdown } = composeAnswer('my hoa is 350/mo and my taxes are 6k a year, is that normal?');
    expect(markdown).toContain(ASK);
  });

  it('finds unread amounts in any unit the question uses', () => {
    const answer = '- Loan amount: $360,000\n- Interest rate: 6.5%\n- Term: 30 years';
    expect(unreadAmounts('360k at 6.5% for 30 years', answer)).toEqual([]);
    expect(unreadAmounts('360k at 6.5% for 15 years, hoa 300/mo', answer).map((t) => t.raw)).toEqual([
      '15 years',
      '300/mo',
    ]);
  });
});

describe('stated facts beat defaults (class 3)', () => {
  it('"no vacancy" and "that\'s all the expenses" are used as said', () => {
    const { markdown } = composeAnswer(
      'duplex 420k, each side rents 1800, taxes 6k/yr, insurance 1.8k/yr, I self manage, no vacancy, thats all the expenses. cash flow with 25% down at 7% 30yr?',
    );
    expect(markdown).toContain('Vacancy: none, as you said');
    expect(markdown).toContain('| Vacancy and credit loss (0% of rent) | −$0.00 |');
    expect(markdown).not.toMatch(/Capital reserves \| −\$[1-9]/);
  });

  it('an LTV is read as the loan’s share, not as the down payment', () => {
    const { markdown } = composeAnswer(
      'buying a 4.2M office building, 70% LTV loan at 6.85%, 25yr amortization. NOI 318k. DSCR and debt yield?',
    );
    expect(markdown).toContain('$2,940,000.00 loan (70% LTV)');
    expect(markdown).toContain('| DSCR (NOI ÷ debt service) | 1.29 |');
    expect(markdown).toContain('| Debt yield (NOI ÷ loan) | 10.82% |');
  });
});

describe('fair housing by concept (class 6)', () => {
  it.each([
    ['which suburbs are far from any mosques? we would rather not be around that community', 'religion'],
    ['we want a street with no group homes anywhere near us, where should we look', 'disability'],
    ['looking for a quiet area without many kids around', 'familial status'],
    ['which parts of town are mostly white', 'race or color'],
  ])('steering through a proxy is refused: %s', (q, category) => {
    expect(checkFairHousing(q)).toEqual({ blocked: true, category });
  });

  it.each([
    [
      'our condo association wants to become 55+ only, what are the rules for doing that legally',
      'familial status',
    ],
    ['can i require rental applicants to show a green card?', 'national origin'],
    ['writing a listing ad, can i say walking distance to st. marks church?', 'religion'],
  ])('a compliance question is answered for its class: %s', (q, category) => {
    // (The 55+ question also carries its subject, housing for older persons: rule 39.)
    expect(checkFairHousing(q)).toMatchObject({ blocked: true, compliance: true, category });
  });

  it.each([
    'my mom uses a wheelchair, which neighborhoods have good sidewalks',
    'we go to st marks church, what areas are near it',
    'we have 3 kids, which school districts are good',
    'Can I buy a house as a single woman?',
  ])('a lawful question is let through: %s', (q) => {
    expect(checkFairHousing(q).blocked).toBe(false);
  });
});

describe('live data by concept', () => {
  it('what something rents or sells for in a place, now', () => {
    expect(detectLiveData('how much does a 2br apartment rent for in denver these days')).toBe('rents');
    expect(detectLiveData('what do condos go for in austin right now')).toBe('market-stats');
    expect(detectLiveData('what is my cap rate if rent is 2000 now')).toBeNull();
  });
});
