// Income qualification classes (docs/assistant.md rules 80–81), each read through the whole assistant
// with phrasings of our own in several voices and number forms. Expected figures were computed apart
// (Python); a near miss (a P&I budget, a payment asked, a salary, a realtor's sales) must not be
// answered with the class's figures.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

const BUDGET_LOAN = 'The loan a monthly budget supports';
const SELF_EMPLOYED = 'Qualifying income from self-employment';

const NURSE_28_36 =
  "I'm an ICU nurse and I just accepted a permanent staff job two states over (done with travel contracts finally!!). Base salary is $96,000 a year. Only debt is my car, $410 a month. The lender said they go by 28/36. What's my max housing payment under the 28% front-end, and under the 36% back-end? Which one limits me?";

describe('rule 80: the loan an all-in monthly budget supports', () => {
  it('the example: "that 2,240" after a 28/36 answer', () => {
    const answer = converse(
      NURSE_28_36,
      'got it. so if I treat that 2,240 as my all-in max and taxes + insurance run about $450/mo, what loan amount does the rest support at 6.875% on a 30 year fixed?',
    );
    // 2,240 − 450 = 1,790; PV at 6.875%/12 over 360 = 272,480.06
    expectAll(answer, [BUDGET_LOAN, '$2,240.00', '$450.00', '**$1,790.00**', '**$272,480.06**']);
  });

  it.each([
    // "that" with no number: the limit that binds (2,240)
    [
      "ok if that's my all-in max and taxes + insurance run about $450/mo, what loan amount does the rest support at 6.875% on a 30 year fixed?",
      ['$2,240.00', '**$1,790.00**', '**$272,480.06**'],
    ],
    // the back-end figure named: 2,470 − (300 + 125 + 75) = 1,970 at 6.5% → 311,675.31
    [
      'use the back-end number as my all in budget. taxes 3,600/yr insurance 1,500/yr, hoa 75/mo. how big a loan at 6.5% 30yr',
      ['$2,470.00', '**$1,970.00**', '**$311,675.31**'],
    ],
    // 2,240 − 500 = 1,740 at 7.25% → 255,066.04
    [
      'what mortgage could that carry if escrow is 500 a month, rate 7.25, 30 years',
      ['**$1,740.00**', '**$255,066.04**'],
    ],
  ])('after the 28/36 answer: %s', (followUp, figures) =>
    expectAll(converse(NURSE_28_36, followUp), [BUDGET_LOAN, ...figures]),
  );

  it.each([
    // 2,500 − 400 − 100 − 150 = 1,850 at 7% → 278,069.00
    [
      'My max all-in housing payment is $2,500 a month. Taxes are $4,800 a year, insurance $1,200/yr and HOA $150 a month. What loan does the rest support at 7% for 30 years?',
      ['$400.00', '$100.00', '$150.00', '**$1,850.00**', '**$278,069.00**'],
    ],
    // k shorthand, PMI: 3,000 − 500 − 150 − 120 = 2,230 at 6.25% → 362,179.26
    [
      'all in i can do 3k/mo max. property tax 6,000 a year, homeowners ins 1800 a year, pmi 120/mo. what loan amount at 6.25% 30 yr fixed',
      ['**$2,230.00**', '**$362,179.26**'],
    ],
    // word order: the loan asked first; 3,200 − 550 = 2,650 at 7.125% → 393,339.34
    [
      'what size mortgage does a $3,200 monthly budget support if $550/mo of it goes to taxes and insurance, 7.125%, 30 years?',
      ['**$2,650.00**', '**$393,339.34**'],
    ],
    // HOA with no period is a month's: 2,800 − 450 − 140 − 95 = 2,115 at 6.75% → 326,087.91
    [
      'Max PITI we want is 2,800. taxes 5400/yr, insurance 140/month, HOA 95. how much can we borrow at 6.75 percent over 30 yrs?',
      ['**$2,115.00**', '**$326,087.91**'],
    ],
    // a 15-year term: 2,600 − 570 = 2,030 at 5.9% → 242,109.45
    [
      'budget 2,600/mo all-in, taxes 450 and insurance 120 a month. 15 year loan at 5.9%, what loan amount?',
      ['**$2,030.00**', '**$242,109.45**'],
    ],
    // rambling with ages and a year: 2,900 − 425 − 115 = 2,360 at 6.625% → 368,570.92
    [
      "We're 31 and 33, renting on Birch Rd since 2019, and our max all-in monthly housing payment is $2.9k. Taxes run 5,100 a year and insurance is $1,380 a year. Whats the biggest loan that supports at 6.625% over 30 yrs?",
      ['**$2,360.00**', '**$368,570.92**'],
    ],
    // typos: 2,450 − 520 = 1,930 at 6.99% → 290,386.68
    [
      'my max all in paymnet is 2,450/mo, taxes+insurnace about 520 a month, how much loan can i get at 6.99% 30yr',
      ['**$1,930.00**', '**$290,386.68**'],
    ],
    // no period on the taxes, a month's against the budget: 2,240 − 450 at 6.875% → 272,480.06
    [
      'If I can spend 2,240 total per month on housing and taxes/insurance are $450, how much can I borrow at 6.875% for 30 years?',
      ['**$1,790.00**', '**$272,480.06**'],
    ],
    // terse, a bare rate and "T&I"
    [
      'lender said max housing 2240. T&I 450/mo. loan amount @ 6.875 30yr?',
      ['**$1,790.00**', '**$272,480.06**'],
    ],
    // "of that goes to": the part named after it
    [
      'How much mortgage would $2,240/month cover if $450 of that goes to property taxes and homeowners insurance? 6.875%, 30-year.',
      ['**$1,790.00**', '**$272,480.06**'],
    ],
    // a budget that says what it covers: 2,500 − 300 − 100 = 2,100 at 7% → 315,645.89
    [
      'my max payment including taxes and insurance is 2,500/mo; taxes are 300 and insurance 100 a month. what loan at 7% 30yrs?',
      ['**$2,100.00**', '**$315,645.89**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), [BUDGET_LOAN, ...figures]));

  it('after a self-employed answer, "that max house payment" is its figure', () => {
    const answer = converse(
      'i do uber + doordash + some instacart full time. my schedule C net was 52,300 in 2023 and 61,900 in 2024. lender says they average the 2 years. whats my monthly qualifying income, and if they cap total DTI at 43% and i have a $350 student loan payment whats the max house payment',
      'ok if that max house payment is my all-in budget and taxes+insurance are 400/mo, what loan does it support at 7% 30 yr?',
    );
    // 1,696.08 − 400 = 1,296.08 at 7% → 194,810.63
    expectAll(answer, [BUDGET_LOAN, '$1,696.08', '**$1,296.08**', '**$194,810.63**']);
  });

  it.each([
    // a P&I budget: nothing comes off it
    'My max P&I is 2,000 a month. What loan at 7% for 30 years?',
    // a payment asked on a loan, with taxes and insurance
    "Taxes $450/mo, insurance 100/mo, what's my payment on a $300k loan at 7% 30 yr?",
    // a down payment: the most house, another reader's
    'max all-in 2,500 a month, taxes 400/mo, 10% down, 7% 30 years, how much house can we buy?',
    // taxes that could be a month's or a year's against the budget: asked, never guessed
    'all-in budget 2.5k, taxes 1,100 insurance 90, what loan at 7% 30 years',
  ])('near miss: %s', (question) => expect(converse(question)).not.toContain(BUDGET_LOAN));

  it('a follow-up that names no figure of an answer before is not read as a budget', () => {
    expect(
      converse(
        'What is the monthly payment on a $400k loan at 6.5% for 30 years?',
        'if that is my all-in max and taxes are 450/mo, what loan at 7%?',
      ),
    ).not.toContain(BUDGET_LOAN);
  });
});

describe('rule 81: self-employed income over two years, and the limits it allows', () => {
  it.each([
    // the example: (52,300 + 61,900) ÷ 24 = 4,758.33; × 43% = 2,046.08; − 350 = 1,696.08
    [
      'i do uber + doordash + some instacart full time. my schedule C net was 52,300 in 2023 and 61,900 in 2024. lender says they average the 2 years. whats my monthly qualifying income, and if they cap total DTI at 43% and i have a $350 student loan payment whats the max house payment',
      ['**$4,758.33**', '**$2,046.08**', '**$1,696.08**'],
    ],
    // the example: the lower year, 58,000 ÷ 12 = 4,833.33; × 36% = 1,740.00
    [
      "Freelance graphic designer, my income is all over the place. 1099 net was $74k in 2023 but only $58k in 2024. The loan officer said because it went down they'll only use the lower year. What monthly income does that give me, and what's the max total monthly debt payment at a 36% back-end ratio? (no other debts right now)",
      ['**$4,833.33**', '**$1,740.00**'],
    ],
    // terse, years as labels before the amounts, 28/36: front 1,332.33; back 1,713.00 − 410 = 1,303.00 binds
    [
      'self employed. 2023: 52,300, 2024: 61,900 net. 28/36. car 410/mo. max housing payment?',
      ['**$4,758.33**', '**$1,332.33**', '**$1,713.00**', '**$1,303.00**', 'back-end limit binds'],
    ],
    // rambling: age, address, "last year"/"the year before", front-end only: 7,487.50 × 28% = 2,096.50
    [
      "Im a realtor (commission only), 41 yrs old, live at 2250 Pine Ave. Last year I netted $96,500, the year before $83,200. My lender averages two years. Front-end max is 28%. What's my qualifying monthly income and max housing payment?",
      ['**$7,487.50**', '**$2,096.50**'],
    ],
    // terse gig, bare debts: 2,841.67 × 45% = 1,278.75 − 349 = 929.75
    [
      'doordash driver, schedule c 2023 $31,400 2024 $36,800. avg them. dti cap 45%, car pmt 289, cc min 60. max mortgage payment?',
      ['**$2,841.67**', '**$1,278.75**', '**$929.75**'],
    ],
    // declined and no method said: the lower year, with the average beside it
    [
      '1099 contractor: 2022 net 70k, 2023 net 64k. what monthly income would a lender use and max total debt at 43%?',
      ['**$5,333.33**', '**$2,293.33**', '$5,583.33'],
    ],
    // k shorthand, years after the amounts, lower year: 58,000 ÷ 12
    ['made 74k 2023 and 58k 2024 on 1099s, lender uses the lower year. monthly income?', ['**$4,833.33**']],
    // both caps named: 7,625 × 31% = 2,363.75 binds; × 43% = 3,278.75 − 615 = 2,663.75
    [
      'commission only realtor, in 2023 i netted 88k and in 2024 it was 95k. lender averages. front end cap 31%, back end 43%, car 520/mo and cards 95/mo. monthly income and max payment?',
      ['**$7,625.00**', '**$2,363.75**', '**$3,278.75**', '**$2,663.75**', 'front-end limit binds'],
    ],
    // typos: 5,812.50 × 40% = 2,325.00 − 300 = 2,025.00
    [
      'im a self-employd electrician, sched C net 2023 was $68,400 and 2024 $71,100, the lendr averages both yrs, whats my qualifing income and max payment at 40% dti with a 300 truck payment',
      ['**$5,812.50**', '**$2,325.00**', '**$2,025.00**'],
    ],
    // "for 2023": (81,000 + 77,000) ÷ 24 = 6,583.33; × 31% front-end = 2,040.83
    [
      "I'm a 1099 truck driver. Net was 81k for 2023 and 77k for 2024. My LO says they'll average them. Monthly income? And max PITI if front-end is 31%?",
      ['**$6,583.33**', '**$2,040.83**'],
    ],
    // "2023 - $112k", the lower of the two: 8,166.67 × 43% = 3,511.67 − 650 = 2,861.67
    [
      'My commissions: 2023 - $112k, 2024 - $98k. Underwriter uses the lower of the two. 43% DTI, car 650/mo. max housing payment?',
      ['**$8,166.67**', '**$3,511.67**', '**$2,861.67**'],
    ],
    // three years averaged: 156,000 ÷ 36 = 4,333.33
    [
      'freelance writer. net income 2022 $48,000, 2023 $52,000, 2024 $56,000; lender averages the 3 years. monthly qualifying income?',
      ['**$4,333.33**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), [SELF_EMPLOYED, ...figures]));

  const UBER =
    'i do uber + doordash + some instacart full time. my schedule C net was 52,300 in 2023 and 61,900 in 2024. lender says they average the 2 years. whats my monthly qualifying income, and if they cap total DTI at 43% and i have a $350 student loan payment whats the max house payment';

  it.each([
    // the lower year: 52,300 ÷ 12 = 4,358.33; × 43% = 1,874.08; − 350 = 1,524.08
    ['what if they only used the lower year?', ['**$4,358.33**', '**$1,874.08**', '**$1,524.08**']],
    // another cap: 4,758.33 × 45% = 2,141.25; − 350 = 1,791.25
    ['what if they cap it at 45% instead?', ['**$2,141.25**', '**$1,791.25**']],
  ])('follow-up: %s', (followUp, figures) =>
    expectAll(converse(UBER, followUp), [SELF_EMPLOYED, ...figures]),
  );

  it('follow-up: averaged instead of the lower year', () => {
    expectAll(
      converse(
        '1099 contractor: 2022 net 70k, 2023 net 64k. what monthly income would a lender use and max total debt at 43%?',
        'and if they averaged the two years?',
      ),
      [SELF_EMPLOYED, '**$5,583.33**', '**$2,400.83**'],
    );
  });

  it.each([
    // a salary over two years is no self-employed income
    'I made 85k in 2023 and 92k in 2024 at my salaried job. DTI 43%, car 400/mo. max house payment?',
    // a realtor's sales volume is no income
    'As a realtor I sold 2.1M in 2023 and 2.6M in 2024 in volume at a 2.5% commission. what did I earn?',
    // one year only
    'my uber income is 52k a year. car payment 400/mo, 43% dti, max house payment?',
    // a property an LLC bought and what it is worth now
    "My LLC bought a fourplex for $350k in 2021 and it's about $420k in 2024, net income is fine. What's the appreciation?",
    // two amounts of one year (gross and net)
    'self employed, in 2024 I grossed 120k and netted 80k. monthly qualifying income?',
  ])('near miss: %s', (question) => expect(converse(question)).not.toContain(SELF_EMPLOYED));
});
