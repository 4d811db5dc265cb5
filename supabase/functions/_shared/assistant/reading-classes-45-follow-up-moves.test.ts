// Follow-ups that move a percentage by points, however the points are typed (docs/assistant.md rule
// 125): "an eighth", "a quarter of a point higher", "three eighths off", "a percentage point off",
// "3/4 of a point", "1/4 point", "50 bps", "rate climbs .75" (point-amounts.ts, one reader for every
// follow-up), with slips in the verb ("riss", "dops", "falsl"); a refinance's new or current rate; a
// vacancy given where the question said there was none; and each of two changes named in its own
// clause. Classes from the phrasing generator's follow-ups; phrasings are the lead's own, figures
// worked apart (standard amortization).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const CASH_FLOW =
  'Rent is 1,625/mo, expenses 490 per month, mortgage is 190,000 @7.25%, 360 months. no vacancy, I self-manage. monthly cash flow?';

describe('a rate moved by points, however the points are typed', () => {
  it.each([
    ['Bump the rate an eighth', '-$177.28'],
    ["let's say the rate is a quarter of a point higher", '-$193.51'],
    ['Take a percentage point off the rate - what does that do to it', '-$34.86'],
    ["Let's say they knock three eighths off the rate", '-$113.16'],
    ['the rate drops by 1/4 point', '-$129.07'],
    ['rate climbs .75 - what does that do to it', '-$259.15'],
    ['what if the rate were half a percent lower', '-$97.34'],
    ['rate up 25 basis points?', '-$193.51'],
    ['and if the rate falsl 3/4 of a point', '-$65.93'],
  ])(
    'after a cash flow: %s → %s',
    (followUp, figure) => {
      expect(converse(CASH_FLOW, followUp)).toContain(figure);
    },
    30_000,
  ); // the first question of a file also builds the shared indexes

  it('moves a plain payment the same way', () => {
    expect(
      converse(
        'question: $715,000 mortgage at 6.5 percent, 30yr. monthly payment?',
        'Bump the rate an eighth',
      ),
    ).toContain('$4,578.22');
  });

  it('leaves points paid at closing, and a rate move with no amount, alone', () => {
    const base = 'question: $715,000 mortgage at 6.5 percent, 30yr. monthly payment?';
    const bought = converse(base, 'what if I pay 2 points');
    expect(bought).not.toContain('6.5% + 2%');
    expect(bought).not.toContain('6.5% − 2%');
    const vague = converse(CASH_FLOW, 'my buddy says rates might rise');
    expect(vague).not.toContain('with your changes');
  });
});

describe("a refinance's rates: the new one unless the current one is named", () => {
  const REFI =
    'Hello! should I refinance 615000 from 8.125 % to 7%? both 30 year, closing costs 15190. monthly savings and break-even?';

  it.each([
    ["let's say half a point lower on the new rate", ['$679.14', '23 months']],
    ['ok what if new rate -50 bps instead', ['$679.14', '23 months']],
    ['Bump the new rate a quarter point, what then', ['$370.97', '41 months']],
    ['what if the new rate riss by 0.25 percent?', ['$370.97', '41 months']],
    ['what if my current rate was half a point higher', ['$691.80', '22 months']],
  ])(
    '%s',
    (followUp, figures) => {
      const answer = converse(REFI, followUp);
      for (const figure of figures) expect(answer).toContain(figure);
    },
    30_000,
  );
});

describe('a vacancy given where the question said there was none', () => {
  const BASE =
    'rent 2,400 a month, expenses 650/mo, mortgage 300k at 6.5% for 30 years, no vacancy, I manage it myself. monthly cash flow?';

  it.each([
    ['Vacancy runs 5%', '-$266.20'],
    ['and if I allow 8% for vacancy', '-$338.20'],
    ["let's say there's five percent vacancy", '-$266.20'],
  ])(
    '%s → %s, the rate untouched',
    (followUp, figure) => {
      const answer = converse(BASE, followUp);
      expect(answer).toContain(figure);
      expect(answer).toContain('at 6.500%');
    },
    30_000,
  );

  it('a cash flow asked with a vacancy in the first place takes it off the rent', () => {
    expect(
      converse(
        'rent 2,400 a month, expenses 650/mo, mortgage 300k at 6.5% for 30 years, vacancy 8%. monthly cash flow?',
      ),
    ).toContain('-$338.20');
  });
});

describe('two changes, each named in its own clause', () => {
  it.each([
    [
      'cap rate on a rental: gross rents $11,750 pm, 5% vacancy allowance, 49.4k a year in total expenses, asking $2,115,000?',
      'Same thing but vacancy goes up 2 points and also expenses drop $4,400 a year',
      '4.07%',
    ],
    [
      'cap rate: gross rent 9,000 a month, 4% vacancy, 30k a year of expenses (all of them), price 1.4M',
      'what if vacancy is 3 points higher & expenses rise 2,000 a year',
      '4.89%',
    ],
  ])(
    '%s → %s',
    (first, followUp, figure) => {
      expect(converse(first, followUp)).toContain(figure);
    },
    30_000,
  );
});

describe('amounts moved by their own words change the question before, never stand alone', () => {
  const CAP = 'Rental listed at $2,125,000, net operating income $91,400 per year. cap rate?';

  it.each([
    // 91,400 + 39,000 = 130,400 on 2,125,000 − 50,000 = 2,075,000
    ['noi is 39,000 a year higher and also price drops $50k. what then', '6.28%'],
    // 91,400 + 13,000 = 104,400 on 2,125,000 − 120,000 = 2,005,000
    ['Ok so the house is $120,000 cheaper, NOI is $13,000 a year higher. now what?', '5.21%'],
    // 91,400 − 11,000 = 80,400 on 825,000
    ['Lets  say the price  is $825,000 and NOI is 11,000/yr lower', '9.75%'],
  ])(
    '%s → %s',
    (followUp, figure) => {
      expect(converse(CAP, followUp)).toContain(figure);
    },
    30_000,
  );

  it('a move it cannot place is asked about, not worked as new figures', () => {
    // Before: "NOI $39,000 on a $50,000 price", a cap rate of 78%.
    const answer = converse(
      'what is the cap rate on a 950k fourplex netting 61k a year?',
      'the expenses come in 4k a year higher and it sells 5% under asking',
    );
    expect(answer).not.toContain('$4,000.00/year');
    expect(answer).toMatch(/6\.32%|One question|Which of the earlier numbers/);
  });
});

describe('a figure halved or doubled by name, and slips and fractions in a rate move', () => {
  const CAP =
    'Question: 950000 building, rents total 5650/mo, vacancy of 10  pct, operating expenses 27800 yearly.  thats  all the expenses. cap rate?';

  it.each([
    // 67,800 × 0.95 − 27,800 = 36,610 ÷ 950,000
    ['Lets say vacancy is half that', '3.85%'],
    // 67,800 × 0.80 − 27,800 = 26,440 ÷ 950,000
    ['what if vacancy doubles', '2.78%'],
  ])(
    '%s → %s',
    (followUp, figure) => {
      expect(converse(CAP, followUp)).toContain(figure);
    },
    30_000,
  );

  it('a figure the question never gave is not scaled ("taxes double" with no taxes)', () => {
    expect(converse(CAP, 'what if taxes double')).not.toContain('with your changes');
  });

  it('"rate jums 1/8" moves the rate by an eighth of a point', () => {
    // 1,600 − 320 − P&I of 140,000 at 6.5% over 30 years (884.90)
    expect(
      converse(
        'Cash flow after the mortgage if I borrow $140k at 6.375 for 360 months, rent it for $1,600/month and pay 320 monthly in expenses, no vacancy',
        'And if rate jums 1/8?',
      ),
    ).toContain('$395.10');
  });

  it('an amount a month never moves a sum paid once', () => {
    const answer = converse(
      'What will this rental cash flow per month: $700K loan, 30 year @6.375%, rents 5,600/mo, taxes+insurance+maintenance 1,150 a month. no vacancy, I self manage',
      'Ok use $5,775 pm for rent & expenses are 250 a month lower',
    );
    expect(answer).not.toContain('$699,750');
  });
});
