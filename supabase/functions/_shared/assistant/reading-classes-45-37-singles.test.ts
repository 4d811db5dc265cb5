// First-time users' single questions (docs/assistant.md rule 122): a PMI rate on a loan with no price,
// house hacking against the P&I alone, a renewal rent under a city's cap, a price after repeated cuts,
// cost-of-living indexes said as a move, two homes' commutes as distances from the workplace, interest
// "paid on" an amount, discount points in the cash to close, an appraisal gap with the down payment in
// dollars, a BRRRR's cash-out refi at a share of ARV, an agent's take-home on one of two listings, a
// deal judged by its rent alone, and picking stocks. Each class has the held-out example as written
// plus phrasings of our own; figures were computed apart (Python), and near misses must not fire.
import { describe, expect, it } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

cases(
  'a PMI rate stated on a loan with no price, paid in the monthly payment',
  [
    [
      'Can you give me my full monthly PITI? Loan $280,000 at 6.75% for 30 years. Property taxes $4,200 a year, homeowners insurance $1,380 a year, and PMI of 0.5% of the loan amount per year. No HOA.',
      ['$116.67', '$2,397.74'],
    ],
    [
      'Loan of 350k at 7% 30yr, taxes 6,000/yr, insurance 1,800/yr, PMI 0.75% of the loan a year. total monthly payment?',
      ['$218.75', '$3,197.31'],
    ],
    [
      '$220,000 loan, 6.5%, 30 years, PMI 0.4% per year, taxes $3,000 a year, insurance $1,200 a year. monthly PITI?',
      ['$73.33', '$1,813.88'],
    ],
  ],
  /### Monthly mortgage payment/,
);

describe('a loan with no PMI named', () => {
  it('adds no PMI and counts no months to remove it', () => {
    const answer = converse(
      'Loan $280,000 at 6.75% for 30 years. Property taxes $4,200 a year, insurance $1,380 a year. monthly PITI?',
    );
    expectAll(answer, ['$2,281.07']);
    expect(answer).not.toMatch(/\| PMI \||PMI can be removed/);
  });
});

cases(
  'house hacking against the P&I alone',
  [
    [
      "house hack idea: fourplex for 640k, I'd live in one unit. FHA with 3.5% down, 6.5% 30 yr (ignore MIP, taxes, insurance). The other 3 units rent for 1,550 each. What's the monthly P&I, and by how much do the rents cover it or fall short?",
      ['$3,903.65', '$746.35'],
    ],
    [
      "duplex at $480,000, we'll live in one side and rent the other side for $2,100/mo. 5% down, 7% on a 30 year. what's the principal and interest and does the rent cover it?",
      ['$3,033.78', '$933.78'],
    ],
    [
      'triplex 525k, house hacking, 10 percent down at 6.25% for 30 years, the other two units get $1,300 a month each. P&I and how much short are we?',
      ['$2,909.26', '$309.26'],
    ],
  ],
  /### House hacking: rents against the P&I/,
);

describe('house hacking with taxes given', () => {
  it('is not answered against the P&I alone', () =>
    expect(
      converse(
        "duplex at $480,000, we'll live in one side and rent the other side for $2,100/mo. 5% down, 7% on a 30 year, taxes $6,000 a year. what's the principal and interest and does the rent cover it?",
      ),
    ).not.toMatch(/### House hacking: rents against the P&I/));
});

cases(
  'a renewal rent under a cap',
  [
    [
      "tenant pays 1,600 now, I want to go to 1,720 at renewal. what % increase is that? my city caps increases at 7% - what's the most I could charge?",
      ['7.50%', '$1,712.00'],
    ],
    [
      "Our tenant's rent is $2,250/mo. Rent control here limits raises to 5 percent a year. What's the max I can raise the rent to at renewal?",
      ['$2,362.50'],
    ],
    [
      'lease renewal coming up: raising rent from $1,450 to $1,525, what percent increase is that?',
      ['5.17%'],
    ],
  ],
  /### Rent increase at renewal/,
);

describe('an insurance premium that went up', () => {
  it('is no rent increase', () =>
    expect(converse('my insurance premium went from 1,600 to 1,720, what % increase is that?')).not.toMatch(
      /### Rent increase at renewal/,
    ));
});

cases(
  'a price after repeated cuts',
  [
    [
      "We listed at 529k and have done two 3% price cuts, the second one off the already-reduced price. What's the price now, and how much is that down in total as a percent?",
      ['$497,736.10', '5.91%'],
    ],
    [
      "our house was listed for $725,000 and we've cut it 2.5% three times. where is the price now?",
      ['$671,973.05', '7.31%'],
    ],
    [
      "Asking price was 1.1M. We've had 2 price reductions of 4% each. What's it listed at now and what's the total drop?",
      ['$1,013,760.00', '$86,240.00'],
    ],
  ],
  /### Price after repeated cuts/,
);

describe('cuts not compounded', () => {
  it('leaves cuts each off the original price, and a single cut, to others', () => {
    expect(
      converse(
        "listed at 529k, we did two 3% price cuts, both off the original price. what's the price now?",
      ),
    ).not.toMatch(/### Price after repeated cuts/);
    expect(converse("We listed at 529k and did a 3% price cut. What's the price now?")).not.toMatch(
      /### Price after repeated cuts/,
    );
  });
});

cases(
  'cost-of-living indexes said as a move from one to the other',
  [
    [
      'moving from a city with a cost-of-living index of 100 to one at 128. I earn 92 thousand now. what salary would I need to keep the same standard of living?',
      ['$117,760.00'],
    ],
    [
      "we're going from a cost of living index of 95 to 132, and I make $70,000. what do I need to earn there to break even?",
      ['$97,263.16'],
    ],
    [
      'moving to a city with a cost-of-living index of 100 from one at 128. I earn 92 thousand now. what salary would I need to keep the same standard of living?',
      ['$71,875.00'],
    ],
  ],
  /### Salary for the same cost of living/,
);

cases(
  "two homes' commutes as distances from the workplace, one round trip a day",
  [
    [
      "We're relocating for my wife's job at the hospital (kids are 7 and 10, moving from Ohio). House A is 18 miles from the hospital, House B is 6 miles. We'd carpool in one car, one round trip per workday, 240 workdays a year, and I'm using 67 cents a mile. How much more a year does House A cost in commuting?",
      ['$3,859.20'],
    ],
    [
      "house A is 22 miles from my office, house B is 9 miles from it. one round trip a day, 20 workdays a month, IRS rate $0.67 a mile. what's the extra yearly cost of A?",
      ['$4,180.80'],
    ],
  ],
  /### Commuting cost of two homes/,
);

describe('two commutes to two workplaces', () => {
  it('is not read as one household commute', () =>
    expect(
      converse(
        'house A is 18 miles from my wife’s hospital and house B is 6 miles from my office, 240 workdays a year, 67 cents a mile. commuting cost difference?',
      ),
    ).not.toMatch(/### Commuting cost of two homes/));
});

cases(
  'interest paid on an amount read as the loan',
  [
    [
      'how much total interest would I pay over the whole term on 275,000 at 7.1% for 30 yrs if I never prepay?',
      ['$390,311.64'],
    ],
    ["what's the total interest I'd pay on $410k at 6 7/8 over 15 years?", ['$248,188.50']],
  ],
  /### Monthly mortgage payment/,
);

describe('a payment paid on a mortgage', () => {
  it('is still a payment', () =>
    expect(converse("I pay 2,100 on my mortgage, what's my DTI with 8,000 income?")).not.toMatch(
      /### Monthly mortgage payment/,
    ));
});

cases(
  'discount points in the cash to close',
  [
    [
      "How much cash do I need at closing? Price 425k, 10% down, closing costs estimated at 3% of the loan amount, and I'm paying 1 point (1% of the loan). No seller credits.",
      ['$3,825.00', '$57,800.00'],
    ],
    [
      'cash to close on a $360,000 house with 5% down, closing costs 2.5% of the price, plus 1.5 discount points?',
      ['$5,130.00', '$32,130.00'],
    ],
  ],
  /### Cash needed at closing/,
);

describe('a rate move of half a point', () => {
  it('is no points paid at closing', () => {
    const answer = converse(
      'How much cash do I need at closing? Price 425k, 10% down, closing costs estimated at 3% of the loan amount. Rates dropped half a point.',
    );
    expectAll(answer, ['$53,975.00']);
    expect(answer).not.toMatch(/Discount points/);
  });
});

cases(
  'an appraisal gap with the down payment in dollars',
  [
    [
      "Appraisal came in at $402,000 but we offered $415,000. We're putting $83,000 down and covering the gap ourselves. The lender bases LTV on the lower of price and appraisal. What's our LTV, and how big is the appraisal gap?",
      ['82.59%', '$13,000.00', '$332,000.00'],
    ],
    [
      'our offer was 550k and it appraised at 530k. down payment of $75,000 and we cover the shortfall in cash. LTV and the gap?',
      ['89.62%', '$20,000.00'],
    ],
  ],
  /### Appraisal gap/,
);

describe('cash that does not cover the gap', () => {
  it('is not worked as an LTV', () =>
    expect(
      converse('our offer was 550k and it appraised at 530k. down payment of $15,000. LTV and the gap?'),
    ).not.toMatch(/### Appraisal gap/));
});

cases(
  "a BRRRR's cash-out refi at a share of ARV",
  [
    [
      'BRRRR math check: I paid cash, $210k for the house and $45k for the rehab. ARV is 320k. If the bank does a cash-out refi at 75% of ARV (ignore refi closing costs), how much cash do I pull out and how much of my own money stays in the deal?',
      ['$240,000.00', '$15,000.00'],
    ],
    [
      "bought a duplex for $180,000 cash, put $38k into renovations, it should appraise at 300k after. lender will cash-out refinance at 70% of ARV. what do I get back and what's left in?",
      ['$210,000.00', '$8,000.00'],
    ],
  ],
  /### BRRRR/,
);

describe('a maximum offer by the share of ARV', () => {
  it('stays the 70% rule even with a refi planned', () =>
    expect(
      converse("ARV 320k, rehab 45k, using 75% of ARV, what's my max offer? I plan to refi later."),
    ).toMatch(/### Maximum offer[\s\S]*\$195,000\.00/));
});

cases(
  "an agent's take-home on one of two listings",
  [
    [
      'new agent here. I have two listings closing this month, $615k and $489,900. Total commission 5.5%, split 50/50 with the buyer side, and my brokerage split is 70/30 in my favor. What do I take home on the first one, before taxes?',
      ['$11,838.75'],
    ],
    [
      "two deals closing: 350k and 520k. 6% commission, half goes to the buyer's agent, and I keep 80% of my side. what's my take home on the bigger one?",
      ['$12,480.00'],
    ],
  ],
  /### An agent's take-home from a sale/,
);

describe('two listings', () => {
  it('works the other listing when asked next', () =>
    expectAll(
      converse(
        'new agent here. I have two listings closing this month, $615k and $489,900. Total commission 5.5%, split 50/50 with the buyer side, and my brokerage split is 70/30 in my favor. What do I take home on the first one, before taxes?',
        'ok now do it for the second one',
      ),
      ['$9,430.58'],
    ));

  it('are not taken one for the other when neither is named', () =>
    expect(
      converse(
        'two listings, $615k and $489,900, 5.5% commission split 50/50 with the buyer side, 70/30 with my broker. what do I take home?',
      ),
    ).not.toMatch(/### An agent's take-home from a sale/));
});

describe('a deal judged by its rent alone', () => {
  it('asks for the price', () => {
    for (const q of [
      'is it a good deal if it rents for 2100?',
      'would this be a good investment? it would rent at $1,850/mo',
    ])
      expect(converse(q)).toMatch(/### One question before I compute[\s\S]*What would you pay for it/);
  });

  it('is worked when the price is given', () =>
    expect(converse('is it a good deal if it rents for 2100 and costs 250k?')).not.toMatch(
      /What would you pay for it/,
    ));
});

describe('picking stocks', () => {
  it('is declined plainly', () => {
    for (const q of [
      'should I buy Nvidia or Tesla stock right now?',
      'thinking of buying Apple stock this week, good idea?',
    ])
      expect(converse(q)).toMatch(/I'm not sure how to help/);
  });

  it('keeps a real-estate question that sells stock', () =>
    expect(converse('should I sell some stock to make my down payment bigger?')).not.toMatch(
      /I'm not sure how to help/,
    ));
});
