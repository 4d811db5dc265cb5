// Commercial, market and property questions as classes, fifth round (issue 19; docs/assistant.md rule
// 59): two-part questions answered part by part, figures asked beside a result (per door, debt yield,
// the total over a lease), rents counted by the day and follow-ups that build on the last figures.
// Phrasings of our own; the arithmetic beside each.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

describe('a second figure asked beside the first', () => {
  it('the total over the years of an escalating lease', () => {
    // 6,000 sf × $24 = 144,000 in year 1; × (1.025^7 − 1) ÷ 0.025 = 1,086,829.94 over 7 years
    const answer = converse(
      '6,000 sf at $24/sf year one, 2.5% bumps a year, 7 year lease. year 7 rate and total rent over the term?',
    );
    expect(answer).toContain('$27.83/sq ft');
    expect(answer).toContain('$1,086,829.94');
  });

  it('the debt yield of a quoted loan beside the largest DSCR loan', () => {
    // 600,000 ÷ 7,000,000 = 8.57%
    expect(
      converse(
        'NOI 600k, bank wants 1.3x DSCR at 7% on 30 yr amortization. max loan? and debt yield on a 7M loan?',
      ),
    ).toContain('8.57%');
  });

  it('a value per door', () => {
    // 210,000 ÷ 7% = 3,000,000; ÷ 12 units = 250,000
    const answer = converse('12 unit building, NOI of 210k, cap rate 7%. value and value per unit?');
    expect(answer).toContain('$3,000,000.00');
    expect(answer).toContain('$250,000.00');
  });

  it('two percent changes, one after "also"', () => {
    // (45 − 30) ÷ 30 = 50%; 412,000 ÷ 389,500 − 1 = 5.78%
    const answer = converse(
      'median price went from 389,500 to 412,000, % change? also inventory went 30 -> 45 homes, what % increase is that',
    );
    expect(answer).toContain('5.78%');
    expect(answer).toContain('50.00%');
  });
});

describe('rent for a partial month', () => {
  it.each([
    // 2,400 × 21 ÷ 31: the 11th through the 31st of March
    ['tenant moves in march 11, rent 2,400/mo. prorated rent for march?', '$1,625.81'],
    // 1,800 × 9 ÷ 30: leaving on the 9th of a 30-day month
    [
      'my tenant is moving out june 9th. rent is 1800 a month, prorate by the day, what do they owe for june',
      '$540.00',
    ],
  ])('%s', (question, figure) => {
    expect(converse(question)).toContain(figure);
  });
});

describe('property taxes across homes and turns', () => {
  it('the tax on each of two homes, and the gap over years', () => {
    // 390,000 × 1.8% = 7,020; 410,000 × 1.25% = 5,125; gap 1,895 a year, 9,475 over 5 years
    const first =
      'home 1 is 390k with a 1.8% tax rate, home 2 is 410k at 1.25%. yearly property tax for each?';
    expect(converse(first)).toContain('$1,895.00');
    expect(converse(first, 'over 5 years how much more does home 1 cost in taxes?')).toContain('$9,475.00');
  });

  it('a new mill rate said with a verb, and how much the bill moves', () => {
    // 280,000 × 31.2 mills = 8,736; 300,000 × 29 mills = 8,700: 3.00 less a month
    const answer = converse(
      'assessed at 280k, mill rate 31.2. annual tax?',
      'they raised my assessment to 300k but the mill rate is dropping to 29. new tax, and how much more per month?',
    );
    expect(answer).toContain('$8,700.00');
    expect(answer).toContain('$3.00 less');
  });
});

describe('more figures from stated facts, sixth round (rule 61)', () => {
  it('a pro-rata share with a landlord admin fee on top', () => {
    // 3,000 ÷ 40,000 = 7.50%; 150,000 × 7.5% = 11,250; × 1.15 = 12,937.50
    const answer = converse(
      'our suite is 3,000 sf of a 40,000 sf building, CAM is 150k a year and the landlord charges a 15% admin fee on our share. share and yearly CAM with the fee?',
    );
    expect(answer).toContain('7.50%');
    expect(answer).toContain('$12,937.50');
  });

  it('floor area from a FAR and the parking it needs', () => {
    // 20,000 × 3 = 60,000 sq ft; 3 spaces per 1,000 sq ft = 180
    const answer = converse(
      '20,000 sf lot, FAR of 3. biggest building we can put up, and parking at 3 spaces per 1,000 sf?',
    );
    expect(answer).toContain('60,000 sq ft');
    expect(answer).toContain('180 spaces');
  });

  it('the average of several sale-to-list ratios', () => {
    // (480/495 + 352/349.9 + 615/620) ÷ 3 = 98.92%
    expect(
      converse(
        'average sale-to-list on these: listed 495k sold 480k, listed 349.9k sold 352k, listed 620k sold 615k',
      ),
    ).toContain('98.92%');
  });

  it("our home's price per foot beside a comp's, and ours at the comp's rate", () => {
    // 650,000 ÷ 2,100 = 309.52; 700,000 ÷ 2,300 = 304.35; 2,100 × 304.35 = 639,130.43
    const answer = converse(
      "we're listing our 2,100 sf house at 650k. the comp across the street: 2,300 sf, sold 700k. $/sf for both and our value at the comp's psf?",
    );
    expect(answer).toContain('$309.52');
    expect(answer).toContain('$304.35');
    expect(answer).toContain('$639,130.43');
  });

  it('a room in feet and inches, with a waste allowance', () => {
    // 11.5 × 13.25 = 152.375 sq ft; × 1.15 × 3.79 = 664.13
    const answer = converse(
      'kitchen is 11 ft 6 in by 13 ft 3 in, tile is $3.79/sf, add 15% for waste. square feet and cost?',
    );
    expect(answer).toContain('152.38 sq ft');
    expect(answer).toContain('$664.13');
  });

  it('a seller net with a transfer tax per block and a fee as a share of the price', () => {
    // 500,000 − 5.5% (27,500) − title 0.9% (4,500) − $1.50 per $500 (1,500) − 300,000 payoff = 166,500
    expect(
      converse(
        "seller's net: selling for 500k, payoff 300k, commission 5.5%, title and escrow 0.9% of price, transfer tax $1.50 per $500. those are all the costs.",
      ),
    ).toContain('$166,500.00');
  });

  it('compound growth of a count between two years', () => {
    // (41,000 ÷ 32,000)^(1/6) − 1 = 4.22%
    expect(
      converse('jobs in the metro went from 32,000 in 2018 to 41,000 in 2024. annual growth rate?'),
    ).toContain('4.22%');
  });
});

describe('a market follow-up that changes a count a month', () => {
  it('"closings slowed to 90/mo" replaces the closings counted per month', () => {
    // 360 listings ÷ 90 closings a month = 4 months
    const answer = converse(
      'about 360 active listings and 120 closings per month, months of supply?',
      'and if closings slowed to 90/mo with the same listings?',
    );
    expect(answer).toContain('120 → 90');
    expect(answer).toContain('**4 months**');
  });
});

describe('a size said once, the other in the same unit without it', () => {
  it('"60,000 sf total, our space is 4,500" is a pro-rata share', () => {
    // 4,500 ÷ 60,000 = 7.50%; 180,000 × 7.5% = 13,500 a year
    const answer = converse(
      'center is 60,000 sf total, our space is 4,500. CAM is $180k a year. our share and cost?',
    );
    expect(answer).toContain('7.50%');
    expect(answer).toContain('$13,500.00');
  });
});

describe('a long follow-up that changes only the days commuted', () => {
  it('reads the new days and leads with the saving', () => {
    // 30 miles × 2 × 12 days × $0.65 = 468.00; at 20 days 780.00; saving 312.00
    const answer = converse(
      "i'm 30 miles from work each way and go in 20 days a month, 65 cents a mile. monthly commute cost?",
      'my company is going hybrid after the new year, so 12 days a month in the office. what would it cost then and what do i save each month?',
    );
    expect(answer).toContain('$468.00');
    expect(answer).toContain('$312.00');
  });
});
