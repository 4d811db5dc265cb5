// People at family transitions (docs/assistant.md rule 105): a divorce or heirs' buyout with the new
// loan that pays it, an inherited home's gain on the stepped-up basis, a sale's net split by a
// settlement's shares or by what each put in, a net against months of care, two homes sold as
// households combine (and the follow-ups that put the total down and price the loan), a co-signer's
// DTI, a parents' gift that closes the gap, the most a couple gives under a stated annual exclusion.
// Each class has the held-out example as written plus phrasings of our own; figures were computed
// apart, and a near miss for each shows the reader leaves a question it does not answer.
import { describe, expect, it } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

const nearMiss = (title: string, question: string, heading: RegExp) =>
  it(`near miss: ${title}`, () => {
    expect(converse(question)).not.toMatch(heading);
  });

cases(
  'a buyout with the new loan that pays off the balance and the buyout',
  [
    [
      "ex and I are finalizing the divorce. house appraised at $520,000 last month and we still owe 310k on the mortgage. I'm keeping the house and buying out her half of the equity. how much do I owe her, and how big a new loan do I need to pay off the old mortgage and cover her buyout? ignore closing costs",
      ['$105,000.00', '$415,000.00'],
    ],
    [
      'my husband and I are divorcing. the house appraised for 640k and we owe $280,000. I am keeping it and buying out his half. what do I pay him and what size refinance loan covers the payoff plus his buyout?',
      ['$180,000.00', '$460,000.00'],
    ],
    [
      'Separating from my partner; we each own half. Appraisal $455,000, mortgage balance 195k. I want to keep the condo and buy out her share - how much is the buyout and how big is the new mortgage?',
      ['$130,000.00', '$325,000.00'],
    ],
    [
      "Three of us inherited mom's house. Value $495,000, mortgage balance $120,000. I'm buying out my two brothers for their 1/3 of the equity each. What does each brother get, and what's the total new loan if I refinance the existing mortgage plus both buyouts (no closing costs)?",
      ['$125,000.00', '$370,000.00'],
    ],
    [
      "My sister, my brother and I inherited dad's house worth $360,000 with $60,000 left on the mortgage. I am buying out my brother and sister. What does each get and what would my new loan be if I refinance the mortgage and both buyouts?",
      ['$100,000.00', '$260,000.00'],
    ],
    [
      'Four siblings inherited a house appraised at 600k, paid off. I want to buy out the other three. how much does each get and what total loan would I need?',
      ['$150,000.00', '$450,000.00'],
    ],
  ],
  /### Buying out (?:a co-owner|the other heirs)/,
);

describe('a buyout with no loan asked', () => {
  it('gives the buyout and no new loan', () => {
    const answer = converse(
      'my ex and I are splitting up. house appraised at 520k, we owe 310k. what is her half of the equity?',
    );
    expectAll(answer, ['$105,000.00']);
    expect(answer).not.toContain('New loan');
  });
});

cases(
  "an inherited home's gain on the stepped-up basis and on the original",
  [
    [
      "My father passed in March 2023. He bought his house in 1988 for $92,000 and it was appraised at $415,000 as of his date of death. We (the estate) sold it last month for $460,000, paying a 5% commission and $2,800 in other selling costs. Using the stepped-up basis, what is the taxable gain? And for comparison, what would the gain have been if we'd had to use his original $92k purchase price as the basis? Ignore improvements and depreciation.",
      ['$19,200.00', '$342,200.00'],
    ],
    [
      'Mom passed in 2021. She paid $150,000 for the house in 1995; it was valued at $520,000 at her death. We sold for $560,000 with 6% commission and $4,500 in other closing costs. Ignore depreciation. Gain with the stepped-up basis, and with her original basis?',
      ['$1,900.00', '$371,900.00'],
    ],
    [
      'dad died last year and the house was appraised at 300k at his date of death. we sold it for 330k, 5% commission, 3,000 in other selling costs. he paid 80k in 1979. taxable gain with the step-up and what it would be on his original basis? no depreciation',
      ['$10,500.00', '$230,500.00'],
    ],
  ],
  /### Gain on selling an inherited home/,
);

describe('an inherited rental with depreciation taken', () => {
  nearMiss(
    'depreciation taken changes the gain',
    'my brother inherited a rental from our uncle, value at death 400k, sold for 450k, 5% commission. depreciation of 30k was taken. gain?',
    /### Gain on selling an inherited home/,
  );
});

cases(
  "a sale's net split by a settlement's shares",
  [
    [
      "divorce settlement says we sell the house and split net proceeds 60/40 (60 to me). sale price $712,000, commission 5%, other closing costs $6,100, mortgage payoff $402,300. what's the net and what does each of us get",
      ['$268,000.00', '$160,800.00', '$107,200.00'],
    ],
    [
      'per our divorce decree the house sells and we divide the net 55/45 in my favor. it sold for $480,000, 6% commission, $3,500 other closing costs, payoff $250,000. net and each of our shares?',
      ['$197,700.00', '$108,735.00', '$88,965.00'],
    ],
    [
      'Separation agreement: sell the condo, net proceeds split 50/50 with my wife. sale price 390k, commission 5.5%, mortgage payoff 210k, closing costs 4,000. what does each of us get?',
      ['$154,550.00', '$77,275.00'],
    ],
  ],
  /### Sale proceeds split by shares/,
);

describe('a split sale asked only for its commission', () => {
  nearMiss(
    'the commission alone',
    'divorce: we sell the house for 500k and split 60/40. commission 6%, owe 200k. what is the commission?',
    /### Sale proceeds split by shares/,
  );
});

cases(
  'tenants in common with shares in proportion to what each put in',
  [
    [
      'My fiancé and I are buying together as tenants in common, with shares in proportion to our down payments: he puts in $180,000 and I put in $120,000 (we both have kids from previous marriages, hence wanting it spelled out). If we later sell for $950,000 with $400,000 left on the mortgage and selling costs of 5% of the price, what is his ownership percentage, and what does each of us get from the net?',
      ['60.00%', '$301,500.00', '$201,000.00'],
    ],
    [
      'Buying with my partner as tenants in common, shares in proportion to what we each put down: she puts in $90,000 and I put in $60,000. If we sell later for $700,000 with $350,000 left on the mortgage and 6% selling costs, what is her ownership percentage and what does each of us get?',
      ['60.00%', '$308,000.00', '$184,800.00', '$123,200.00'],
    ],
    [
      'my boyfriend and I are buying as tenants in common, proportional to contributions. he puts in 50k, I put in 150k. what is my percentage?',
      ['25.00%', '75.00%'],
    ],
  ],
  /### Tenants in common: shares by what each put in/,
);

describe('tenants in common with no proportion said', () => {
  nearMiss(
    'shares not said to follow what each put in',
    "we're buying as tenants in common, he puts in 50k and I put in 150k. what is my share?",
    /### Tenants in common: shares by what each put in/,
  );
});

cases(
  "a sale's net against months of care",
  [
    [
      'Dad is moving into memory care at $7,400 per month. His house is under contract at $525,000, paid off. Commission is 5.5% of the price and the other closing costs are about 1.5% of the price. What will the net proceeds be, and how many months of care will that pay for (ignoring interest and any other income he has)?',
      ['$488,250.00', '65.98 months'],
    ],
    [
      'Mom is moving to assisted living at $6,200 a month. Her house sold for $410,000, paid off, with 6% commission and $5,000 of other closing costs. What are the net proceeds and how many months of assisted living does that cover?',
      ['$380,400.00', '61.35 months'],
    ],
    [
      "Dad's memory care is 9,000/mo. his condo is under contract for 300k, owes 60k on the mortgage, commission 5%. net proceeds and how long will it pay for his care?",
      ['$225,000.00', '25 months'],
    ],
  ],
  /### Sale proceeds against a monthly cost/,
);

describe('a sale with no monthly cost', () => {
  nearMiss(
    'months until something no cost names',
    "Dad's house sold for 300k, paid off, commission 5%. how many months until he can retire?",
    /### Sale proceeds against a monthly cost/,
  );
});

const REMARRIED =
  "Getting remarried in June and we're combining households (5 kids between us!). I'm selling my house for $410,000 with $150,000 left on the mortgage; she's selling hers for $355,000 and owes $198,000. Assume selling costs of 6% of the price on each. What do we each net, and what's the combined total?";

cases(
  'two homes sold: each net and the total',
  [
    [REMARRIED, ['$235,400.00', '$135,700.00', '$371,100.00']],
    [
      'Getting married again; I am selling my condo for $300,000 and still owe $120,000, he is selling his house for 450k with 250k owed. Selling costs are 5% on each. What does each of us net, and what is the total together?',
      ['$165,000.00', '$177,500.00', '$342,500.00'],
    ],
    [
      'I sold my place for 400k with 100k left on the mortgage, 6% commission; my wife sold hers for 250k and owes 150k, 5% commission. what do we each clear and combined?',
      ['$276,000.00', '$87,500.00', '$363,500.00'],
    ],
  ],
  /### Two homes sold: each net and the total/,
);

describe('the proceeds put down, then the loan priced', () => {
  it('reads the combined net as the down payment', () => {
    const answer = converse(
      REMARRIED,
      'we put all of that combined amount down on a $780,000 house. loan amount and LTV?',
    );
    expect(answer).toMatch(/### Loan after putting the proceeds down/);
    expectAll(answer, ['$408,900.00', '52.42%']);
  });
  it('prices that loan', () => {
    const answer = converse(
      REMARRIED,
      'we put all of that combined amount down on a $780,000 house. loan amount and LTV?',
      'monthly P&I on that loan at 6.25% for 30 years?',
    );
    expectAll(answer, ['$2,517.67']);
  });
  it('in other words', () => {
    const answer = converse(
      REMARRIED,
      "we're putting the combined total down on a 900k home. how big is the loan and what is the LTV?",
      'what would the monthly payment be on that loan at 6.5% for 30 years?',
    );
    expectAll(answer, ['$3,343.01']);
  });
  it('after a net against months of care', () => {
    const answer = converse(
      'Dad is moving into memory care at $7,400 per month. His house is under contract at $525,000, paid off. Commission is 5.5% of the price and the other closing costs are about 1.5% of the price. What will the net proceeds be, and how many months of care will that pay for?',
      'we put the net down on a 600k house. loan and LTV?',
    );
    expectAll(answer, ['$111,750.00', '18.63%']);
  });
  nearMiss(
    'one sale asked for its commission',
    'I am selling my house for 410k. how much is 6% commission?',
    /### Two homes sold/,
  );
  nearMiss(
    'the proceeds put down with no sale before',
    'we put all of that combined amount down on a $600,000 house. loan amount and LTV?',
    /### Loan after putting the proceeds down/,
  );
});

cases(
  "a co-signer's DTI alone and combined",
  [
    [
      "My son wants to buy a house and asked me to co-sign. His gross income is $5,400/mo. The new house payment (PITI) would be $1,950, he has a car payment of $380 and student loans of $290/mo. What is his DTI on his own? And if I go on the loan with my $3,100/mo gross income (my only debt is a $150/mo card payment), what's the combined DTI?",
      ['48.52%', '32.59%'],
    ],
    [
      'His income is $6,000/mo and the new PITI would be $2,100; he has a $400 car payment. I will co-sign with my $4,000 a month income and no debts. What is his DTI alone and our combined DTI?',
      ['41.67%', '25.00%'],
    ],
    [
      'my daughter makes 4,500/mo, her mortgage payment would be 1,600 and she has a 250/mo student loan. if i cosign, my gross pay is 7,000/mo and i pay 300/mo on a car. her dti and the combined dti?',
      ['41.11%', '18.70%'],
    ],
  ],
  /### DTI alone and with a co-borrower's income/,
);

describe('a co-signer asked only the borrower’s DTI', () => {
  nearMiss(
    'no combined DTI asked',
    'I am co-signing for my son. his income is 5,000 a month and his debts are 2,000. what is his DTI?',
    /### DTI alone and with a co-borrower's income/,
  );
});

cases(
  "a parents' gift that closes the down payment and closing-cost gap",
  [
    [
      'Our daughter (27, first home) is buying a $365,000 condo with 20% down. She also needs $9,800 for closing costs and has $41,000 saved toward both. How much is the down payment, and how much would we need to gift her to cover the rest of the down payment plus closing costs?',
      ['$73,000.00', '$41,800.00'],
    ],
    [
      'My daughter is putting 10% down on a $420,000 house and needs $12,000 for closing costs. She has $30,000 saved. What is the down payment and how much do we need to gift her?',
      ['$42,000.00', '$24,000.00'],
    ],
    [
      'our son is buying a 250k townhouse with 5% down, closing costs of 9,000, and he has 15,000 in savings. how much is the down payment and what gift covers the rest?',
      ['$12,500.00', '$6,500.00'],
    ],
  ],
  /### Gift to cover the down payment and closing costs/,
);

describe('a gift asked with no savings given', () => {
  nearMiss(
    'no savings or closing costs',
    'Our daughter is buying a $365,000 condo with 20% down. how much should we gift her?',
    /### Gift to cover the down payment and closing costs/,
  );
});

cases(
  'the most a couple gives under a stated annual exclusion',
  [
    [
      'for the down payment gift - me and my wife each want to give the max annual exclusion to our son AND to his wife so nobody has to file a gift tax return. assume the annual exclusion is $19,000 per giver per recipient. whats the most we can give them in total this year',
      ['$76,000.00'],
    ],
    [
      'my husband and I each want to give the annual exclusion of $19,000 to each of our 3 kids. what is the most we can give in total?',
      ['$114,000.00'],
    ],
    [
      'My wife and I want to give the annual exclusion to our daughter, her husband and our grandson. The exclusion is $18,000 per person. What is the total we can give this year?',
      ['$108,000.00'],
    ],
  ],
  /### Most you can give under the annual exclusion/,
);

describe('an exclusion that cannot be counted or is not stated', () => {
  nearMiss(
    'recipients not counted',
    'my wife and i want to give the annual exclusion to our kids, $19,000 each. total?',
    /### Most you can give under the annual exclusion/,
  );
  nearMiss(
    "this year's exclusion, which is no figure to compute",
    'what is the annual gift tax exclusion this year?',
    /### Most you can give under the annual exclusion/,
  );
});
