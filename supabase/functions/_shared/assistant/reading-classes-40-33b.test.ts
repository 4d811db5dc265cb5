// Families relocating and weighing places (docs/assistant.md rule 116): two figures compared each way,
// a transfer tax split between buyer and seller, a balance with the principal paid down, two options
// each a price per unit, spending scaled by cost-of-living indexes (and a salary with one index
// asked), a 15- against 30-year term named again, one mill rate on several values, dues with a
// special assessment in installments, cash to close against savings, a tenant's early lease break.
// Each class has the held-out example as written plus phrasings of our own; figures were computed
// apart (Python), and near misses must not be answered by these readers.
import { describe, expect, it } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

cases(
  'two figures compared each way',
  [
    [
      "median sale price in neighborhood A is $415,000 and in B it's $498,000 (numbers from our agent's report). how much higher is B, as a percent of A's price, and how much lower is A, as a percent of B's?",
      ['20.00%', '16.67%'],
    ],
    [
      'Town X median is 380k, town Y is 452k. What percent more expensive is Y than X, and what percent cheaper is X than Y?',
      ['18.95%', '15.93%'],
    ],
    [
      'house on maple lists at $500,000, the one on oak at $400,000. by what percent is maple higher, and by what percent is oak lower?',
      ['25.00%', '20.00%'],
    ],
  ],
  /### Two figures compared each way/,
);

cases(
  'a transfer tax split between buyer and seller',
  [
    [
      'State transfer tax is 1% and the county adds 0.5%, on a $610,000 sale. Total transfer tax, and our share if buyer and seller split it 50/50?',
      ['$9,150.00', '$4,575.00'],
    ],
    [
      'transfer tax of 2% on a $450k house, seller and buyer split it 60/40. what do we pay as buyers?',
      ['$9,000.00', '$3,600.00', '$5,400.00'],
    ],
    ['county transfer tax 1.1% on $389,000, we split it evenly with the seller. our half?', ['$2,139.50']],
  ],
  /### (?:Taxes and costs on the price|Transfer tax|County transfer tax)/,
);

cases(
  'a balance after years of payments with the principal paid down',
  [
    [
      "Loan of $436,000, 6.5%, 30-year fixed. What's the monthly P&I, the balance left after 7 years of regular payments, and how much principal we'd have paid down by then?",
      ['$2,755.82', '$394,214.83', '$41,785.17'],
    ],
    [
      '$300k mortgage at 7%, 30 years. after 10 years, what do we still owe and how much have we paid down?',
      ['$257,437.15', '$42,562.85'],
    ],
  ],
  /### Balance after/,
);

cases(
  'two options, each a price per unit times a count',
  [
    [
      'Temporary housing while we house-hunt: a corporate apartment at $4,100/month for 2.5 months, or an extended-stay hotel at $112/night for 76 nights. Cost of each and the difference?',
      ['$10,250.00', '$8,512.00', '$1,738.00'],
    ],
    [
      'Oil heat in the old farmhouse (1890s, 4 bedrooms, 2 barn cats): 850 gallons a year at $3.89. The newer one burns 640 therms of gas at $1.35. Annual heating cost for each and the savings?',
      ['$3,306.50', '$864.00', '$2,442.50'],
    ],
    [
      'airbnb for 45 nights at $165 a night vs a furnished sublet at $3,900 per month for 1.5 months - which is cheaper and by how much?',
      ['$7,425.00', '$5,850.00', '$1,575.00'],
    ],
    [
      'firewood: 3 cords a year at $340 a cord, or propane: 900 gallons a year at $2.79. cost of each and the savings?',
      ['$1,020.00', '$2,511.00', '$1,491.00'],
    ],
  ],
  /### Two options, each a price per unit/,
);

cases(
  'the same spending at another cost of living',
  [
    [
      "we spend about $6,400/mo on everything right now. if the new city's cost of living index is 118 where ours is 100, what would the same lifestyle cost per month there and how much extra per year?",
      ['$7,552.00', '$13,824.00'],
    ],
    [
      'our budget is $85,000 a year. cost of living index here is 96 and the new place is 104. what would we spend there?',
      ['$7,673.61', '$7,083.33'],
    ],
    [
      'we spend $5,200 a month. our cost of living index is 100, the new city is 112. what would the same spending be there?',
      ['$5,824.00', '$7,488.00'],
    ],
  ],
  /### The same spending at another cost of living/,
);

describe('a salary from one cost-of-living index', () => {
  it('asks the index of the place moved to', () => {
    const answer = converse(
      'I make $95k now and the cost of living index where we live is 97. What salary do I need in the new city to break even?',
    );
    expect(answer).toMatch(/cost-of-living index of the place you're moving to/);
  });
});

cases(
  'a 15- against a 30-year term, the shorter named again',
  [
    [
      'For a $350,000 loan: 15-year fixed at 6.0% vs 30-year fixed at 6.625%. Monthly payment on each, and how much total interest does the 15-year save if both are paid to term?',
      ['$2,953.50', '$2,241.09', '$275,162.01'],
    ],
    [
      '$400,000 loan, 15-year at 5.5% or 30-year at 6.25%. payments, and how much interest would the 15-year save?',
      ['$3,268.33', '$2,462.87', '$298,332.68'],
    ],
  ],
  /### 15- vs 30-year payment/,
);

cases(
  'one mill rate and ratio on several values',
  [
    [
      'CT also taxes cars, which nobody warned us about. Our two cars are valued at $28,000 and $19,500, assessed at 70% of value, mill rate 32.46. Car tax on each, and total?',
      ['$636.22', '$443.08', '$1,079.30'],
    ],
    [
      "two vehicles worth $31k and $12,400; the town assesses at 70 percent of value and the mill rate is 27.5. what's the tax on each and combined?",
      ['$596.75', '$238.70', '$835.45'],
    ],
    [
      'house valued at $410,000 and a boat at $22,000. 70% assessment, 24.1 mills. tax on both?',
      ['$6,916.70', '$371.14'],
    ],
  ],
  /### Tax by mill rate on each value/,
);

cases(
  'dues with a special assessment in monthly installments',
  [
    [
      'Condo HOA is $340/mo and the board just passed a $4,800 special assessment per unit, payable in 24 equal monthly installments. Monthly total during those 2 years, and per year?',
      ['$540.00', '$6,480.00'],
    ],
    [
      'HOA $275 a month, plus a $3,600 special assessment spread over 18 months. what do we pay monthly, and yearly?',
      ['$475.00', '$5,700.00'],
    ],
  ],
  /### Dues while the special assessment is paid/,
);

cases(
  'cash to close against savings',
  [
    [
      'We need 20% down on $535,000 plus closing costs of 3% of the price. We have $88,000 saved. Total cash needed, and the gap?',
      ['$123,050.00', '$35,050.00'],
    ],
    [
      "house is 420k, putting 10% down, closing costs about 2.5%. we've saved $60,000. total cash needed and are we short?",
      ['$52,500.00', '$7,500.00'],
    ],
  ],
  /### Cash needed at closing/,
);

cases(
  "a tenant's early lease break against the full lease",
  [
    [
      "Our lease would be $3,100/mo for 12 months, but if we find a house we'd break it after 8 months; the break fee is 2 months' rent. Total we'd pay if we leave after 8, and how much less is that than the full 12 months?",
      ['$31,000.00', '$6,200.00'],
    ],
    [
      "signed a 12-month lease at $2,400/month. if we move out after 5 months there's a $3,000 early termination fee. what would we pay in total vs staying the whole year?",
      ['$15,000.00', '$13,800.00'],
    ],
    [
      "rent $1,950/mo, 18-month lease, penalty is one month's rent if we leave after 10. total paid?",
      ['$21,450.00', '$13,650.00'],
    ],
  ],
  /### Breaking the lease early/,
);

describe('near misses: other questions with similar words', () => {
  it.each([
    // One figure moving over time is a percent change, not two places compared.
    'median price went from 415k to 498k. how much higher in percent, and is it less than inflation?',
    // A third option (or a tax on one) is not two options priced per unit.
    'hotel at $112/night for 76 nights plus 13% occupancy tax, or a $4,100/month apartment for 2.5 months. cost of each?',
    // An option with no count is not priced.
    'a corporate apartment at $4,100/month, or an extended-stay hotel at $112/night for 76 nights. which is cheaper?',
    // An exemption off each value is another calculation.
    'two cars valued at $28,000 and $19,500, assessed at 70% of value, mill rate 32.46, with a $1,000 exemption each. tax on each?',
    // A price with a down payment and a balance asks how the loan was made.
    '$300k mortgage at 7%, 30 years, 20% down. balance after 10 years?',
  ])('%s', (question) => {
    const answer = converse(question);
    expect(answer).not.toMatch(
      /### (?:Two figures compared each way|Two options, each a price per unit|Tax by mill rate on each value|Balance after)/,
    );
  });

  it('does not scale spending when neither index is placed here or there', () => {
    const answer = converse(
      'we spend $5,200 a month. cost of living index 100 vs 118. how much would we spend?',
    );
    expect(answer).not.toMatch(/### The same spending at another cost of living/);
  });

  it('does not answer a lease break with no month left', () => {
    const answer = converse(
      "our lease is $3,100/mo for 12 months and the break fee is 2 months' rent. what's the fee?",
    );
    expect(answer).not.toMatch(/### Breaking the lease early/);
  });

  it('asks rather than splits when the split cannot be read', () => {
    const answer = converse('transfer tax is 1.5% on a $500,000 sale and we split it 70/20. our share?');
    expect(answer).not.toMatch(/share \(/);
  });
});

describe('the spending class keeps the salary class', () => {
  it('leaves a salary with two indexes to the salary reader', () => {
    const answer = converse(
      'I make $100,000 and our cost of living index is 100; the new city is 120. what salary do I need?',
    );
    expectAll(answer, ['$120,000.00']);
  });
});
