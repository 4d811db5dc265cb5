// Market, property and location classes (issue 19, docs/assistant.md rule 75), each read through the
// whole assistant with phrasings of our own in different voices. Expected figures were computed apart
// (Python). Each class also has a question missing a number it needs: no figures, never a guess.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};
const expectNone = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).not.toContain(figure);
};

describe('a value grown at each end of a range of rates', () => {
  it.each([
    // 380,000 × 1.025^8 = 462,993.10; × 1.04^8 = 520,056.24
    [
      "worth 380k now; if it grows between 2.5% and 4% a year compounded, what's it worth in 8 years at each end?",
      ['$462,993.10', '$520,056.24'],
    ],
    // 500,000 × 1.03^10 = 671,958.19; × 1.05^10 = 814,447.31
    [
      'our place is worth about half a million, if values grow three to five percent a year what would it be worth in ten years, low and high?',
      ['$671,958.19', '$814,447.31'],
    ],
    // 510,000 × 1.03^12 = 727,138.05; × 1.045^12 = 864,899.53
    [
      'appreciation somewhere from 3% to 4.5% a year, what will my $510,000 home be worth in 12 years?',
      ['$727,138.05', '$864,899.53'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('without the value today, gives no figures', () => {
    const answer = converse(
      "if it grows between 2.5% and 4% a year, what's it worth in 8 years at each end?",
    );
    expect(answer).not.toMatch(/\*\*\$[\d,]+\.\d{2}\*\*/);
  });
});

describe('rent rising at each renewal: the total over N years, the monthly in year N, and follow-ups', () => {
  const first =
    'rent is 2,000 a month now and goes up 3% a year at each renewal. total rent paid over 5 years, and the monthly rent in year 5?';

  it('answers the total and the year-N rent', () => {
    // 24,000 × (1.03^5 − 1) ÷ 0.03 = 127,419.26; 2,000 × 1.03^4 = 2,251.02
    expectAll(converse(first), ['$127,419.26', '$2,251.02']);
  });

  it.each([
    // N = 7: 183,899.09 and 2,388.10
    ['and over 7 years?', ['$183,899.09', '$2,388.10', 'year 7']],
    // N = 10: 275,133.10 and 2,609.55
    ['what about 10 years total?', ['$275,133.10', '$2,609.55', 'year 10']],
    // g = 5%: 132,615.15 and 2,431.01
    ['what if the increases are 5%?', ['$132,615.15', '$2,431.01']],
  ])('follow-up %s', (followUp, figures) => expectAll(converse(first, followUp), figures));

  it('a chain of follow-ups keeps the earlier change', () => {
    // N = 7 then g = 4%: 189,559.07 and 2,530.64
    expectAll(converse(first, 'and over 7 years?', 'and at 4%?'), ['$189,559.07', '$2,530.64']);
  });

  it('"what will I have paid after 6 years" asks the total, numbers in words', () => {
    // 21,600 × (1.04^6 − 1) ÷ 0.04 = 143,272.27; 1,800 × 1.04^5 = 2,189.98
    expectAll(
      converse(
        "my rent's eighteen hundred a month, goes up four percent each renewal, what will I have paid after 6 years and what's the rent in year 6?",
      ),
      ['$143,272.27', '$2,189.98'],
    );
  });

  it('a follow-up about something else is not read as a change of the rent', () => {
    expect(converse(first, 'what if the mortgage rate is 5%?')).not.toContain(
      'Changed from the answer above',
    );
  });
});

describe('acres, sides in feet, and the footprint’s coverage of the lot', () => {
  it.each([
    // 0.35 × 43,560 = 15,246; 2,100 ÷ 15,246 = 13.77%
    [
      'the lot is 0.35 acres and the house footprint is 2,100 sq ft. how many square feet is the lot and what percent does the house cover?',
      ['15,246 sq ft', '13.77%'],
    ],
    // 75 × 140 = 10,500 sq ft = 0.241 acres
    ['lot is 75 ft by 140 ft, how many sq ft and acres?', ['10,500 sq ft', '0.241 acres']],
    // 60 × 120 = 7,200 sq ft = 0.165 acres; 1,850 ÷ 7,200 = 25.69%
    [
      "we close june 12, kids are 4 and 9. lot's 60' x 120', house footprint 1,850 sq ft - sq ft, acres, coverage?",
      ['7,200 sq ft', '0.165 acres', '25.69%'],
    ],
    // 0.4 × 43,560 = 17,424; 3,000 ÷ 17,424 = 17.22%
    [
      'zero point four acres, and the building footprint is 3,000 square feet, what share of the lot does it cover?',
      ['17,424 sq ft', '17.22%'],
    ],
    // 21,780 ÷ 43,560 = 0.5 acres
    ['how many acres is 21,780 sq ft?', ['0.5 acres']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a footprint without the lot gives no coverage', () => {
    expect(
      converse('the house footprint is 2,100 sq ft, what percent of the lot does it cover?'),
    ).not.toContain('Coverage');
  });
});

describe('a special assessment by share, by units or by area, with or without interest', () => {
  it.each([
    // 180,000 × 2.5% = 4,500; ÷ 24 = 187.50
    [
      'special assessment of $180,000, we own 2.5% of the building. what is our share and the monthly if paid over 24 months?',
      ['$4,500.00', '$187.50'],
    ],
    // 4,500 amortized at 5% over 24 months = 197.42
    [
      'special assessment of $180,000, we own 2.5% of the building. our share and the monthly if paid over 24 months at 5% interest?',
      ['$4,500.00', '$197.42'],
    ],
    // 240,000 × 1.8% = 4,320, at 6% over 36 months = 131.42
    [
      'HOA hit us with a 240k special assessment, our ownership interest is 1.8%, they let us pay it over 36 months at 6% interest. monthly?',
      ['$4,320.00', '$131.42'],
    ],
    // 96,000 ÷ 24 = 4,000; ÷ 12 = 333.33
    [
      'roof assessment $96,000 split evenly among 24 units, paid over 12 months, per unit and per month?',
      ['$4,000.00', '$333.33'],
    ],
    // 300,000 × 1,200 ÷ 48,000 = 7,500; ÷ 18 = 416.67
    [
      "special assessment of 300k for the garage, allocated by square footage: our 1,200 sq ft of the building's 48,000 sq ft. what do we owe, and monthly over 18 months?",
      ['$7,500.00', '$416.67'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('interest without the months it is paid over gives no monthly', () => {
    expect(
      converse('special assessment of $180,000, we own 2.5% of the building. what do we owe at 5% interest?'),
    ).not.toContain('amortized');
  });
});

describe('a commute’s time in hours beside its miles and fuel', () => {
  it.each([
    // 18 × 2 × 230 = 8,280 miles; 35 × 2 × 230 ÷ 60 = 268.3 hours
    [
      'commute is 18 miles each way, 35 minutes each way, 230 days a year, car gets 28 mpg, gas $3.60. miles a year, fuel cost, and hours a year?',
      ['8,280', '$1,064.57', '268.3 hours'],
    ],
    // 42 × 21 × 0.67 = 590.94 a month; 75 min × 21 × 12 ÷ 60 = 315 hours a year
    [
      'ugh my kids are 7 and 10 and school starts sept 3. new job: 42 mile round trip, about an hour and 15 minutes round trip, 21 days a month, 0.67 a mile. cost and time?',
      ['$590.94', '315 hours'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('two drive times it cannot place make it decline, never drop one', () => {
    expect(
      converse(
        'commute 18 miles each way, 35 minutes in the morning and 50 minutes home, 230 days a year, 0.67 a mile?',
      ),
    ).not.toContain('Commute cost');
  });
});

describe('the extra price of a closer home financed, against the commute it saves', () => {
  it.each([
    // 45,000 at 6.75% / 30 yrs = 291.87; 40 × 0.35 × 22 = 308; net −16.13
    [
      "the closer one costs $45,000 more; financing that extra at 6.75% for 30 years, what's the extra P&I? it saves 40 miles a day at $0.35/mile over 22 workdays a month: monthly saving and net difference?",
      ['$291.87', '$308.00', '$16.13'],
    ],
    // 50,000 at 6.5% / 30 = 316.03; 30 × 0.40 × 20 = 240; net 76.03
    [
      'closer house is fifty thousand more. financing the difference at six and a half percent for 30 years, and it saves 30 miles a day at 0.40 per mile, 20 days a month. net?',
      ['$316.03', '$240.00', '$76.03'],
    ],
    // 60,000 at 7% / 30 = 399.18
    ['if we finance the extra $60k at 7% over 30 years what does that add a month?', ['$399.18']],
  ])('%s', (question, figures) => {
    const answer = converse(question);
    expectAll(answer, figures);
    expect(answer).not.toContain('Down payment');
  });

  it('without a term, asks instead of assuming a price with 20% down', () => {
    const answer = converse(
      'the closer one costs $45,000 more; financing that extra at 6.75%, what is the extra P&I?',
    );
    expect(answer).toContain('over how many years');
    expectNone(answer, ['$9,000', 'Down payment']);
  });
});
