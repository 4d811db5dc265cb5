// People who follow housing-market numbers (docs/assistant.md rule 114): P&I as a share of income,
// the price a share of income carries, a balance after N payments with equity, price-to-rent and
// gross yield, price-to-income, months of inventory and absorption, an average and a median, a total
// change and its compound rate, the fall back to an earlier level, changes compounded, a real change,
// years to double, a value tracked by the median, the break-even sale, buying now against waiting,
// and their follow-ups. Each class has the held-out example as written plus phrasings of our own;
// figures were computed apart (Python).
import { describe, expect, it, vi } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

// The first question loads the whole assistant (knowledge index included), which on a busy machine
// takes longer than vitest's default five seconds.
vi.setConfig({ testTimeout: 30_000 });

const AFFORDABILITY =
  "Trying to gauge affordability for a blog post. Median home price $400,000, 20% down, 30-year fixed at six and a half percent, median household income $85,000 a year. What's the monthly principal & interest on the median home, and what share of median monthly gross income is that? Ignore taxes and insurance.";

cases(
  "a median home's P&I as a share of income",
  [
    [AFFORDABILITY, ['$2,022.62', '28.55%']],
    [
      'median price $350,000, 10% down, 30 yr fixed at 7 percent, median household income $95,000/yr. monthly P&I and what % of monthly income is it?',
      ['$2,095.70', '26.47%'],
    ],
    [
      'Metro median $520,000; buyers putting 20% down on a 30-year fixed at 6.25%; median income $110k. P&I, and P&I as a share of gross monthly income?',
      ['$2,561.38', '27.94%'],
    ],
    [
      'Affordability then vs now for my newsletter. 2019: median price $300k, 30-yr rate 3.75%, median household income $70k. 2024: median $400k, rate 7%, income $80k. 20% down both times, 30-year fixed, principal & interest only. P&I as a % of monthly median income for each year?',
      ['19.05%', '31.93%'],
    ],
    [
      '2015: median $250k, rate 4%, income $60k. 2025: median $420k, rate 6.75%, income $82k. 20% down, 30-year, P&I only. P&I as a percent of monthly income each year?',
      ['$954.83', '19.10%', '$2,179.29', '31.89%'],
    ],
  ],
  /### Principal & interest as a share of income/,
);

describe('a P&I share of income followed up', () => {
  it('reads a new rate', () => {
    expectAll(converse(AFFORDABILITY, 'same thing but with the rate at 6%?'), ['$1,918.56', '27.09%']);
  });
  it('reads a new share down, the rate kept', () => {
    expectAll(
      converse(
        AFFORDABILITY,
        'What if the buyer only puts 5% down instead of 20%, keeping the 6.5% rate? Still ignore taxes, insurance and PMI.',
      ),
      ['$2,401.86', '33.91%'],
    );
  });
});

cases(
  'the price at which P&I is a share of income',
  [
    [
      'What would the 2024 median price have to be for P&I to be 25% of that $80k income, still at 7% with 20% down on a 30-year?',
      ['$313,140.77'],
    ],
    ['what price keeps P&I at 30% of a $90,000 income with 10% down at 6% on a 30-year?', ['$416,979.04']],
  ],
  /### The price at which P&I is a given share of income/,
);

cases(
  "a loan's balance after N payments, and the equity",
  [
    [
      "Refi'd in 2020: $360,000 loan, 30-year fixed at 3.00%. I've made exactly 48 monthly payments since. What's my P&I payment and my remaining balance? Recent comps put the house at $510,000, so what's my equity?",
      ['$1,517.77', '$328,536.00', '$181,464.00'],
    ],
    [
      'Took a $280k mortgage at 4.25% for 30 years and have made 60 payments. Balance left, and my equity if the house is worth $400,000?',
      ['$1,377.43', '$254,261.55', '$145,738.45'],
    ],
  ],
  /### Balance after \d+ payments, and equity/,
);

cases(
  'price-to-rent and gross yield',
  [
    [
      'zip 43085: median home value 360k, median rent $1,800/mo. price-to-rent ratio (price / annual rent) and gross rental yield?',
      ['16.67', '6.00%'],
    ],
    [
      'home values around $450,000 and rents about $2,500 a month. price to rent ratio and gross yield?',
      ['15', '6.67%'],
    ],
    [
      'comparing two zips for a rental purchase. Zip A: median price $540k, median rent $2,700/mo. Zip B: median $310k, median rent $1,950/mo. Gross yield for each, and the price-to-rent ratio (price / annual rent) for B?',
      ['6.00%', '7.55%', '13.25'],
    ],
    [
      'Austin: median $480k, rent $2,200/mo. Dallas: median $390k, rent $1,950/mo. gross yield for each?',
      ['5.50%', '18.18', '6.00%', '16.67'],
    ],
  ],
  /### Price-to-rent ratio and gross (?:rental )?yield/,
);

describe('price-to-rent followed up', () => {
  it('reads a new rent, the price kept', () => {
    expectAll(
      converse(
        'zip 43085: median home value 360k, median rent $1,800/mo. price-to-rent ratio (price / annual rent) and gross rental yield?',
        'if rents there go up to 1,950 a month and prices stay put, what do both become?',
      ),
      ['15.38', '6.50%'],
    );
  });
});

cases(
  'price-to-income for each year',
  [
    [
      'price to income ratio (median price / median household income): median home $465,000 vs income $92,000 now; in 2015 it was $280,000 vs $68,000. ratio for each year?',
      ['5.05', '4.12'],
    ],
    ['price-to-income ratio with a median of $390,000 and median household income of $78,000?', ['**5**']],
  ],
  /### Price-to-income ratio/,
);

// Months of inventory and absorption are the inventory calculator's (deal-intents.ts); sales "during
// the month" it does not read yet, and asks for the period instead of guessing it.
cases(
  'months of inventory and the absorption rate',
  [
    [
      'there are 2,400 homes for sale and 600 sold last month. months of supply and absorption rate?',
      ['**4 months**', '25.0%'],
    ],
  ],
  /### Months of inventory and absorption/,
);

describe('months of inventory followed up', () => {
  it('reads the listings a target supply needs', () => {
    expectAll(
      converse(
        '1,140 active listings in the MLS at month end and 380 closed sales during the month. months of inventory? and whats the absorption rate (monthly sales as a % of active listings)',
        "ok so if 6 months is a 'balanced' market, how many active listings would we need at that same 380/mo sales pace, and how many more than we have now?",
      ),
      ['2,280', '1,140'],
    );
  });
  it('reads a target without the pace restated', () => {
    expectAll(
      converse(
        'there are 2,400 homes for sale and 600 sold last month. months of supply and absorption rate?',
        'how many listings would 5 months of supply take, and how many more is that?',
      ),
      ['3,000', '600'],
    );
  });
});

cases(
  'an average and a median of a list',
  [
    [
      "Days on market for the 7 homes that sold on my street this year: 12, 45, 7, 30, 21, 63, 9. What's the average DOM, and the median?",
      ['26.71', '**21**'],
    ],
    ['days on market this quarter: 14, 22, 9, 31, 40, 11. mean and median?', ['21.17', '**18**']],
    [
      'sale prices of the last 5 comps: $410k, $395k, $430k, $402k, $415k. average and median?',
      ['$410,400.00', '$410,000.00'],
    ],
  ],
  /### (?:Average and median|Median and average)/,
);

cases(
  'a total change and its compound annual rate',
  [
    [
      "Writing my quarterly market blog post. Median sale price in our metro was $289,900 in 2019 and $402,500 in 2024. What's the total % change over those 5 years, and the compound annual growth rate?",
      ['38.84%', '6.78%'],
    ],
    [
      'price/sqft in our town: $198 in 2019, $271 in 2024. total % change and the annualized (compound) rate over the 5 years?',
      ['36.87%', '6.48%'],
    ],
    ['median was 250k in 2015 and 410k in 2025. total % change and CAGR?', ['64.00%', '5.07%']],
    [
      'values went from $300,000 to $390,000 over 4 years: total change and compound annual growth rate?',
      ['30.00%', '6.78%'],
    ],
  ],
  /### (?:Total change and compound annual rate|Yearly appreciation)/,
);

describe('a compound rate carried forward', () => {
  it('reads the years ahead and the year named', () => {
    expectAll(
      converse(
        "Writing my quarterly market blog post. Median sale price in our metro was $289,900 in 2019 and $402,500 in 2024. What's the total % change over those 5 years, and the compound annual growth rate?",
        'and if it keeps compounding at that same annual rate for 3 more years, what would the median be in 2027?',
      ),
      ['$490,090.73'],
    );
  });
  it('reads a year alone', () => {
    expectAll(
      converse(
        'median was 250k in 2015 and 410k in 2025. total % change and CAGR?',
        'at that same rate what would it be in 2027?',
      ),
      ['$452,639.68'],
    );
  });
});

cases(
  'the fall back to an earlier level and the rise since',
  [
    [
      'Our median hit $487,000 this spring. Back in 2020 it was $390,000. How far (in %) would prices have to fall from here to get back to 2020 levels, and by how much (%) have they risen since 2020?',
      ['19.92%', '24.87%'],
    ],
    [
      'Prices peaked at $520k; back in 2019 they were $410,000. how much would prices need to drop to get back to 2019 levels?',
      ['21.15%', '26.83%'],
    ],
  ],
  /### The fall back to an earlier level/,
);

cases(
  'changes compounded',
  [
    [
      'prices here went up 8% two years ago and 6% last year. whats the cumulative increase, and what % drop from today would take us back to where we were 2 years ago?',
      ['14.48%', '12.65%'],
    ],
    ['prices went up 10% then up 4%, then down 2%. total change overall?', ['12.11%', '10.80%']],
  ],
  /### Changes compounded/,
);

cases(
  'a nominal and a real change',
  [
    [
      "My condo went from $300,000 to $360,000 over the years I've owned it, and the CPI rose 15% over that same period. What's the nominal gain in %, and the inflation-adjusted (real) gain? Compute real as the price ratio divided by the CPI ratio, minus 1.",
      ['20.00%', '4.35%'],
    ],
    [
      'Median sale price in my county: $395,000 in 2022, $420,000 in 2024. CPI-U: 296.8 in 2022, 313.5 in 2024. Nominal % change, and the real % change (price ratio divided by CPI ratio, minus 1)?',
      ['6.33%', '0.67%'],
    ],
    [
      'bought at $250,000, now worth $330,000; inflation over that time was 25%. real gain after inflation?',
      ['32.00%', '5.60%'],
    ],
    [
      'price $310,000 in 2018 and $415,000 in 2024; CPI 251.1 in 2018 and 313.7 in 2024. nominal and real % change?',
      ['33.87%', '7.16%'],
    ],
  ],
  /### Nominal and real \(inflation-adjusted\) change/,
);

describe('a real change followed up', () => {
  it('gives the earlier price in the later dollars', () => {
    expectAll(
      converse(
        'Median sale price in my county: $395,000 in 2022, $420,000 in 2024. CPI-U: 296.8 in 2022, 313.5 in 2024. Nominal % change, and the real % change (price ratio divided by CPI ratio, minus 1)?',
        "what's the 2022 median expressed in 2024 dollars using those CPI numbers?",
      ),
      ['$417,225.40'],
    );
  });
});

cases(
  'the years to double or triple at a rate',
  [
    [
      'if homes appreciate 4% a year compounded annually, exactly how many years to double? not the rule of 72, the actual number to 2 decimals',
      ['17.67'],
    ],
    ['at 6% annual appreciation how many years for a home to double?', ['11.90']],
    ['how long to triple at 5% a year?', ['22.52']],
  ],
  /### Years to (?:double|triple)/,
);

cases(
  'a value tracked by the median, and the equity',
  [
    [
      "We bought in 2016 for 285k. The Realtors' report says the median in our area is up 52% since 2016. If our place tracked the median exactly, what's it worth now? Our mortgage balance is $198,400, so what's our equity?",
      ['$433,200.00', '$234,800.00'],
    ],
    [
      "we paid $350,000; the county median is up 30% since then. if our house tracked it, what's it worth, and our equity with $240,000 left on the mortgage?",
      ['$455,000.00', '$215,000.00'],
    ],
  ],
  /### Value tracked by the median, and equity/,
);

describe('a tracked value followed up with a sale', () => {
  it('reads the commission and costs off the value, and the payoff', () => {
    expectAll(
      converse(
        "We bought in 2016 for 285k. The Realtors' report says the median in our area is up 52% since 2016. If our place tracked the median exactly, what's it worth now? Our mortgage balance is $198,400, so what's our equity?",
        'If we sold at that value and paid a 6% commission plus $4,500 in other closing costs, what would we walk away with after paying off the mortgage?',
      ),
      ['$204,308.00'],
    );
  });
  it('reads another phrasing', () => {
    expectAll(
      converse(
        "we paid $350,000; the county median is up 30% since then. if our house tracked it, what's it worth, and our equity with $240,000 left on the mortgage?",
        'what would we net after a 5% commission and $3,000 of closing costs, once the mortgage is paid off?',
      ),
      ['$189,250.00'],
    );
  });
});

cases(
  'the sale price that breaks even after buying and selling costs',
  [
    [
      'bought at $400,000 and paid 3% of the price in buying costs. if selling costs are 6% of the sale price, what sale price do i need just to break even (get back the price + buying costs), and what % appreciation over 400k is that?',
      ['$438,297.87', '9.57%'],
    ],
    [
      'Purchased for $500k with 2% in buying costs; selling costs will be 7% of the sale. what do I need to sell for to break even?',
      ['$548,387.10', '9.68%'],
    ],
  ],
  /### Sale price to break even/,
);

describe('a break-even sale followed up with a growth rate', () => {
  it('reads the years to reach it', () => {
    expectAll(
      converse(
        'Purchased for $500k with 2% in buying costs; selling costs will be 7% of the sale. what do I need to sell for to break even?',
        'at 3% a year, how many years until I reach that break-even price?',
      ),
      ['3.13'],
    );
  });
  it('reads the example', () => {
    expectAll(
      converse(
        'bought at $400,000 and paid 3% of the price in buying costs. if selling costs are 6% of the sale price, what sale price do i need just to break even (get back the price + buying costs), and what % appreciation over 400k is that?',
        'at 4% appreciation a year, compounding annually, how many years until i hit that breakeven price? 2 decimals',
      ),
      ['2.33'],
    );
  });
});

const WAIT =
  "Debating buying now vs waiting a year. Now: $450,000 house, 10% down, 30-yr fixed at 7%. If I wait and prices drop 5% and rates fall to 6% (same 10% down, 30-yr), what's the monthly P&I each way, and the difference? P&I only, no taxes/insurance.";

cases(
  'buying now against waiting',
  [
    [WAIT, ['$2,694.48', '$2,306.77', '$387.70']],
    [
      'Buy now: $380,000, 20% down, 30-year at 6.75%. Or wait a year if prices rise 4% and rates fall to 6%? monthly payment each way?',
      ['$1,971.74', '$1,895.54', '$76.20'],
    ],
  ],
  /### Buy now or wait: P&I each way/,
);

describe('buying now against waiting, followed up', () => {
  it('reads another price move and rate', () => {
    expectAll(
      converse(
        WAIT,
        "and what if instead prices RISE 3% in that year and the rate only drops to 6.5%? what's the payment then, and how much lower is it than buying now at 7%?",
      ),
      ['$2,636.67', '$57.80'],
    );
  });
  it('reads a drop with another rate', () => {
    expectAll(
      converse(
        'Buy now: $380,000, 20% down, 30-year at 6.75%. Or wait a year if prices rise 4% and rates fall to 6%? monthly payment each way?',
        'what if prices fall 3% and rates drop to 6.5% instead?',
      ),
      ['$1,863.84', '$107.90'],
    );
  });
});

describe('a sale at a share of list, after a sale against its list price', () => {
  it('reads the share of list and the actual sale', () => {
    expectAll(
      converse(
        "We listed our house at $599,000 and it just closed at $612,000!! what's our sale-to-list ratio, and how much over asking did we get?",
        "out of curiosity, if we'd sold at 98% of list like the neighbors did, what would we have gotten, and how much less is that than what we actually got?",
      ),
      ['$587,020.00', '$24,980.00'],
    );
  });
});

describe('near misses the market readers leave alone', () => {
  it('does not read an affordability question without a price as a share of income', () => {
    expect(
      converse(
        'income $85,000 a year, 20% down, 30-year at 6.5%. how much house can I afford and what share of income is the payment?',
      ),
    ).not.toMatch(/### Principal & interest as a share of income/);
  });
  it('does not leave taxes out when they are given', () => {
    expect(
      converse(
        'median price $400,000, 20% down, 30-year at 6.5%, income $85,000 a year, taxes $450/mo. payment as a share of monthly income?',
      ),
    ).not.toMatch(/### Principal & interest as a share of income/);
  });
  it('does not read a net yield with expenses as a gross yield', () => {
    expect(
      converse('price $315,000, rent $2,100/mo, expenses 35% of rent. gross yield and net yield?'),
    ).not.toMatch(/### Price-to-rent ratio and gross yield/);
  });
  it('does not read pending sales as months of inventory', () => {
    expect(
      converse('800 active listings and 320 pending right now. pending as a percent of active?'),
    ).not.toMatch(/### Months of inventory and absorption rate/);
  });
  it('does not read a list whose count disagrees', () => {
    expect(converse('days on market for the 5 homes: 12, 45, 7. average and median?')).not.toMatch(
      /### Average and median/,
    );
  });
  it('does not give a compound rate when none is asked', () => {
    expect(converse('median was 250k in 2015 and 410k in 2025. how much is that in dollars?')).not.toMatch(
      /### (?:Total change and compound annual rate|Yearly appreciation)/,
    );
  });
  it('does not read a year-over-year rise as the fall back', () => {
    expect(converse('our median is $473,000, up 7.5% year over year. what was it last year?')).not.toMatch(
      /### The fall back|### Changes compounded/,
    );
  });
  it('does not read a drop without a level to return to', () => {
    expect(converse('prices rose 8% then 6%. what is 8% of $400,000?')).not.toMatch(/### Changes compounded/);
  });
  it('does not read doubling without a rate', () => {
    expect(converse('how many years for my home value to double?')).not.toMatch(/### Years to double/);
  });
  it('does not read a break-even on rent against buying as a sale price', () => {
    expect(
      converse(
        'rent is $2,000 a month and buying costs 3%, selling 6%, mortgage $2,400. break even in how many years?',
      ),
    ).not.toMatch(/### Sale price to break even/);
  });
  it('does not carry a rate forward after an unrelated answer', () => {
    expect(
      converse(
        'what is a good DTI ratio?',
        'and if it keeps compounding at that same rate for 3 more years, what then?',
      ),
    ).not.toMatch(/### Carried forward/);
  });
});
