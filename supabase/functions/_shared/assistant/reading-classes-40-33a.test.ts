// Families relocating and weighing neighbourhoods (docs/assistant.md rule 115): long messages whose
// story numbers (children's ages, dates, zip codes, addresses, the year of a marriage or a build) are
// no inputs, an effective tax rate asked beside an assessed tax, and a cost-of-living index named by
// "there" or "it's". Each class has the held-out example as written plus phrasings of our own; figures
// were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { withoutRamblingStoryNumbers } from './rambling-story-numbers.ts';
import { cases, converse, expectAll } from './test-conversation.ts';

cases(
  'a commute priced a year, told with story numbers',
  [
    [
      "ok so we're moving from columbus to the charlotte area in august (my start date is 8/19), kids are 7 and 10, and the house we like is in waxhaw, 28173. commute to uptown would be 34 miles each way. i'm using 67 cents a mile to cover all driving costs and there's a $6.50 toll each way on the express lanes. 5 days a week, 48 weeks a year. what's the yearly mileage cost, and the total with tolls?",
      ['$10,934.40', '$14,054.40'],
    ],
    [
      "we're relocating to denver (the kids are 5 and 8) and the place we like is in park hill, 80220. it's 22 miles each way to work, figure 60 cents a mile, 5 days a week, 50 weeks a year. yearly mileage cost?",
      ['$6,600.00'],
    ],
    [
      'moving in on the 20th, two girls, 4 and 11. the drive is 18 miles each way at $0.70 a mile plus a $2 toll each way, 5 days a week and 46 weeks a year. yearly cost and total with tolls?',
      ['$5,796.00', '$6,716.00'],
    ],
  ],
  /### Commute cost/,
);

cases(
  'time a longer commute costs, told with an address and a marriage year',
  [
    [
      "My wife (we've been married since 2011, two boys, 9 and 12) would commute 55 minutes each way from the Plainfield house versus 20 minutes each way from the townhouse at 1407 W 146th St in Carmel. She values her time at $45 an hour and is in the office 230 days a year. How many extra hours a year would she spend commuting from Plainfield, and what is that time worth at her rate?",
      ['268.33', '$12,075.00'],
    ],
    [
      "from the house at 412 maple ave it's 40 minutes each way, from the condo 15 minutes each way. i go in 220 days a year and my time is worth $30 an hour (married in 2015, one son, 6). extra hours a year and what they're worth?",
      ['183.33', '$5,500.00'],
    ],
  ],
  /### Extra commuting time/,
);

describe('a hybrid schedule asked after the time a commute costs', () => {
  it('works the same commute over the fewer days', () => {
    const answer = converse(
      "My wife (we've been married since 2011, two boys, 9 and 12) would commute 55 minutes each way from the Plainfield house versus 20 minutes each way from the townhouse at 1407 W 146th St in Carmel. She values her time at $45 an hour and is in the office 230 days a year. How many extra hours a year would she spend commuting from Plainfield, and what is that time worth at her rate?",
      'ok and if she goes hybrid and is only in the office 138 days a year? same 55 vs 20 min and $45/hr',
    );
    expectAll(answer, ['161 hours', '$7,245.00']);
  });
});

describe('story numbers are set aside only in their own shapes', () => {
  it('sets aside ages, dates, zip codes and addresses', () => {
    const text = withoutRamblingStoryNumbers(
      'start date is 8/19, kids are 7 and 10, the house is in waxhaw, 28173. the townhouse at 1407 w 146th st. lived at #2218. a 14-year-old cat',
    );
    expect(text).not.toMatch(/\d/);
  });
  it('keeps numbers that carry a unit or an amount (near misses)', () => {
    for (const text of [
      '34 miles each way, 5 days a week',
      'the loan is 3/4 of the price',
      'rate is 6 1/2 percent',
      'the roof is 18 years old and lasts 25 years',
      'we live in austin, 45000 down on a 400000 house',
      'two kids, 3 bedrooms at $1,200 each',
      'bought in 2015 for 300000 and sold in 2023',
      '2 minutes each way',
      'cut the price by 1/3 and keep 3/4 of the lot',
      'the solar quote came in at 24000 and we have 12345 in cash',
    ])
      expect(withoutRamblingStoryNumbers(text)).toBe(text);
  });
});

cases(
  'an effective tax rate on the price beside an assessed tax',
  [
    [
      "The county assesses homes at 85% of market value and the tax rate is 1.18% of assessed value. We're under contract at $389,900 (closing 6/14, movers booked for the 20th). What's the yearly tax, and what is that as an effective rate on the purchase price?",
      ['$3,910.70', '1.00%'],
    ],
    [
      'homes are assessed at 90% of market value and the rate is 1.5% of assessed value. buying at $300,000. yearly tax and the effective tax rate?',
      ['$4,050.00', '1.35%'],
    ],
  ],
  /### Property tax/,
);

describe('an assessed tax asked without an effective rate (near miss)', () => {
  it('shows no effective rate', () => {
    const answer = converse(
      'homes are assessed at 90% of market value and the rate is 1.5% of assessed value. buying at $300,000. yearly tax?',
    );
    expect(answer).toContain('$4,050.00');
    expect(answer).not.toContain('Effective rate');
  });
});

cases(
  'a cost-of-living index named by "there" or "it\'s"',
  [
    [
      "I make $128,000 in Columbus. The cost-of-living index there is 104 and in San Diego it's 131. Scaling by the ratio of the indexes, what salary would I need in San Diego to keep the same standard of living?",
      ['$161,230.77'],
    ],
    [
      "I earn $90,000 in Tampa. The cost of living index there is 100 and in Seattle it's 150. what salary would I need in Seattle to keep the same standard of living?",
      ['$135,000.00'],
    ],
  ],
  /### Salary for the same cost of living/,
);

cases(
  'a gross lump sum that leaves a wanted net after tax',
  [
    [
      "I'm negotiating my relocation package. I want to end up with $20,000 in hand after taxes, and the lump sum gets taxed at a combined 35%. What gross lump sum should I ask for?",
      ['$30,769.23'],
    ],
    [
      "need 15k net after taxes from the signing bonus; it's withheld at 22%. how much should I ask for?",
      ['$19,230.77'],
    ],
    [
      'the relocation lump sum is taxed at 40% and we want to take home $12,000 after tax. what gross amount should we ask for?',
      ['$20,000.00'],
    ],
  ],
  /### Gross amount for a net after tax/,
);

describe('a net asked of a gross, and a sale taxed on its gain (near misses)', () => {
  it('gives the net of a bonus', () => {
    const answer = converse("the bonus is $20,000 and it's taxed at 35%. what do I end up with after taxes?");
    expect(answer).toContain('$13,000.00');
    expect(answer).not.toContain('Gross amount for a net');
  });
  it('never grosses up a sale', () => {
    const answer = converse('we want to net 300k after the sale, and taxes are 20%. what should we list at?');
    expect(answer).not.toContain('Gross amount for a net');
  });
});

cases(
  'two insurance quotes, each a premium with its own deductible',
  [
    [
      'Flood insurance quotes on the house near the creek (zone AE, built 1987): $2,340 a year with a $5,000 deductible, or $1,890 a year with a $10,000 deductible. How much more per year is the low-deductible policy, and how many years of that extra premium add up to the $5,000 difference in deductibles?',
      ['$450.00', '11.11'],
    ],
    [
      'homeowners policy: deductible of $1,000 for $160 a month, or a $2,500 deductible at $1,650 a year. break even in years?',
      ['$270.00', '5.56'],
    ],
    [
      'insurance quotes: $1,200 a year with a $1,000 deductible or $950 a year with a $2,500 deductible. how much more is the low deductible one per year, and how many years of that to cover the deductible difference?',
      ['$250.00', '**6**'],
    ],
  ],
  /### Low deductible against high/,
);

describe('two quotes with a claim beside them (near miss), and a quote changed after', () => {
  it('does not weigh quotes beside a claim', () => {
    const answer = converse(
      'insurance quotes: $1,200 a year with a $1,000 deductible or $950 a year with a $2,500 deductible. we had a $3,000 claim last year. difference?',
    );
    expect(answer).not.toContain('Low deductible against high');
  });
  it('works the quotes again with the low-deductible premium changed', () => {
    const answer = converse(
      'Flood insurance quotes on the house near the creek (zone AE, built 1987): $2,340 a year with a $5,000 deductible, or $1,890 a year with a $10,000 deductible. How much more per year is the low-deductible policy, and how many years of that extra premium add up to the $5,000 difference in deductibles?',
      'our agent got the low-deductible one down to $2,190/yr. same math?',
    );
    expectAll(answer, ['$300.00', '16.67']);
  });
});

cases(
  'a wildfire deductible as a percent of dwelling coverage beside a flat one',
  [
    [
      "The policy on the house up in the hills has $620,000 of dwelling coverage. The wildfire deductible is 2% of dwelling coverage, while every other peril has a flat $2,500 deductible. What's the wildfire deductible in dollars, and how much more is it than the flat one?",
      ['$12,400.00', '$9,900.00'],
    ],
    [
      'Our dwelling coverage is $480,000. The wildfire deductible is 5% of dwelling coverage and the all-peril deductible is $1,000. What is the wildfire deductible in dollars and how much more is it than the all-peril one?',
      ['$24,000.00', '$23,000.00'],
    ],
  ],
  /### Insurance deductible/,
);

describe('a fire loss beside a wildfire deductible with no cause told apart (near miss)', () => {
  it('does not pick a deductible for the loss', () => {
    const answer = converse(
      'dwelling coverage 480k, wildfire deductible 5% of coverage, all other perils $1,000. a fire did $30,000 of damage, what does insurance pay?',
    );
    expect(answer).not.toContain('Insurance pays');
  });
});

cases(
  "an HOA's dues against paying for the services they cover",
  [
    [
      "HOA vs no HOA. The townhome's HOA is $265 a month and covers landscaping and snow removal. The single-family on Birch St (no HOA) would need a yard service at $55 a visit, 28 visits a year, plus snow plowing at $45 a visit, about 12 visits a year. What does yard plus snow cost per year, what's the HOA per year, and how much more is the HOA?",
      ['$2,080.00', '$3,180.00', '$1,100.00'],
    ],
    [
      "the condo's hoa is $1,200 a quarter and includes the pool and lawn care. the house without an hoa: pool service $150 a month and lawn mowing $40 a mow, 30 mows a year. yearly difference?",
      ['$3,000.00', '$4,800.00', '$1,800.00'],
    ],
  ],
  /### HOA dues against paying for the services/,
);

describe('dues beside no service, or a service without its visits (near misses), and new dues after', () => {
  it('does not weigh a mortgage as a service', () => {
    const answer = converse(
      'hoa is $300 a month and the mortgage is $2,000 a month vs renting. how much a year?',
    );
    expect(answer).not.toContain('HOA dues against paying');
  });
  it('does not guess the visits of a service', () => {
    const answer = converse(
      'hoa $250/mo covers snow removal vs a plow service at $60 a visit. how much more is the hoa a year?',
    );
    expect(answer).not.toContain('HOA dues against paying');
  });
  it('works the dues again when they rise', () => {
    const answer = converse(
      "HOA vs no HOA. The townhome's HOA is $265 a month and covers landscaping and snow removal. The single-family on Birch St (no HOA) would need a yard service at $55 a visit, 28 visits a year, plus snow plowing at $45 a visit, about 12 visits a year. What does yard plus snow cost per year, what's the HOA per year, and how much more is the HOA?",
      "HOA just announced it's going to $310/mo next year. redo the HOA per year and the difference",
    );
    expectAll(answer, ['$3,720.00', '$1,640.00']);
  });
});
