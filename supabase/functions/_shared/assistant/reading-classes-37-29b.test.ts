// People at family transitions (docs/assistant.md rule 106): a buyout loan's LTV asked after the
// buyout, cash-on-cash from a year's cash flow and its follow-ups, depreciation with a new land split,
// an area conversion with its factor said, a cash-out refinance's payoff named "the current mortgage",
// a payment on a remaining balance over the years left, several percent cuts in turn, the lesser of
// two figures, rents against the payment, a listing worded to keep families away, a parent's
// belongings, current listings. Each class has the held-out example as written plus phrasings of our
// own and a near miss; figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

const cases = (title: string, rows: readonly (readonly [string[], readonly string[]])[], heading: RegExp) =>
  describe(title, () => {
    it.each(rows)('%s', (questions, figures) => {
      const answer = converse(...questions);
      expect(answer).toMatch(heading);
      expectAll(answer, figures);
    });
  });

const notAnswered = (title: string, rows: readonly string[][], heading: RegExp) =>
  describe(`near misses: ${title}`, () => {
    it.each(rows.map((r) => [r]))('%s', (questions) => {
      expect(converse(...questions)).not.toMatch(heading);
    });
  });

const HEIRS =
  "Three of us inherited mom's house. Value $495,000, mortgage balance $120,000. I'm buying out my two brothers for their 1/3 of the equity each. What does each brother get, and what's the total new loan if I refinance the existing mortgage plus both buyouts (no closing costs)?";
const DIVORCE =
  "ex and I are divorcing. house appraised at $520,000 and we owe 310k. I'm keeping it and buying out her half of the equity. how much is her buyout?";

cases(
  "a buyout loan's LTV asked after the buyout",
  [
    [
      [HEIRS, 'what LTV is that new loan against the 495k value'],
      ['$370,000.00', '74.75%'],
    ],
    [
      [HEIRS, 'and the loan-to-value of the new loan?'],
      ['$370,000.00', '74.75%'],
    ],
    [
      [DIVORCE, 'whats the LTV on the new loan against the 520k appraisal'],
      ['$415,000.00', '79.81%'],
    ],
  ],
  /### Loan-to-value of the buyout loan/,
);
notAnswered(
  "a buyout loan's LTV",
  [
    [HEIRS, "what's the LTV if the new loan is 80% of 500k"],
    [
      'we put $60,000 into the place and cash flow is $3,150 a year. cash on cash?',
      'what LTV is that new loan against the 495k value',
    ],
  ],
  /### Loan-to-value of the buyout loan/,
);

const FOURPLEX =
  'my brother and I are keeping the inherited fourplex. we put $60,000 cash into repairs and closing on the refi, and annual pre-tax cash flow after debt service is $4,380. cash-on-cash return?';

cases(
  "cash-on-cash from a year's cash flow",
  [
    [[FOURPLEX], ['7.30%', '$4,380.00']],
    [['we invested 45k and yearly cash flow after the mortgage is 3,600. cash on cash?'], ['8.00%']],
    [['put 80k in; annual net cash flow 5,200, coc?'], ['6.50%']],
  ],
  /### Cash-on-cash return/,
);

cases(
  'cash-on-cash again with a new cash flow or cash in',
  [
    [
      [
        FOURPLEX,
        'if we set money aside for a roof and cash flow drops to $3,150 a year, whats cash on cash then',
      ],
      ['5.25%'],
    ],
    [[FOURPLEX, 'what if cash flow is only 400/mo, cash on cash?'], ['8.00%']],
    [[FOURPLEX, "and the return if we'd put in 75k instead?"], ['5.84%']],
  ],
  /### Cash-on-cash return/,
);
describe('near misses: cash-on-cash again', () => {
  it('needs a cash-on-cash answer before it', () => {
    expect(
      converse(
        'we own a rental, paid 300k cash. cap rate if NOI is 18,000?',
        'if cash flow drops to $3,150 a year, whats cash on cash then',
      ),
    ).not.toMatch(/^### Cash-on-cash return$/m);
  });
});

const DEPRECIATION =
  "Converting my inherited house to a rental. My stepped-up basis is $360,000 and the land is 25% of that. Straight-line over 27.5 years (ignore the mid-month convention), what's the depreciable building basis and the annual depreciation?";

cases(
  'depreciation with a new land and building split',
  [
    [
      [DEPRECIATION, 'the assessor actually splits it 30% land, 70% building. redo it'],
      ['$252,000.00', '$9,163.64'],
    ],
    [
      [DEPRECIATION, 'what if land is 20% instead'],
      ['$288,000.00', '$10,472.73'],
    ],
    [
      [DEPRECIATION, 'county says the building is 65% of it. redo'],
      ['$234,000.00', '$8,509.09'],
    ],
  ],
  /### Depreciation/,
);
notAnswered(
  'depreciation with a new split',
  [[DEPRECIATION, 'the assessor says 30% land and 60% building. redo it']],
  /as you now give it/,
);

cases(
  'an area conversion with its factor said',
  [
    [["aunt's lot is 0.37 acres. how many sq ft is that (43,560 sq ft per acre)"], ['16,117.2 sq ft']],
    [["grandma's parcel is 2.5 acres; 1 acre = 43,560 sf. in square feet?"], ['108,900 sq ft']],
    [
      ['the family farm is 80 acres at 43,560 square feet an acre, how many square feet'],
      ['3,484,800 sq ft'],
    ],
  ],
  /### Area conversion/,
);
notAnswered(
  'an area conversion at another factor',
  [['lot is 0.37 acres, how many sq ft at 40,000 sq ft per acre']],
  /### Area conversion/,
);

cases(
  "a cash-out refinance whose payoff is 'the current mortgage'",
  [
    [
      [
        "We want a cash-out refi to pay off my siblings' shares of dad's house. It appraised at $560,000, the lender allows 80% LTV, the current mortgage is $140,000, and closing costs of $7,200 come out of the proceeds. Max loan and cash in hand?",
      ],
      ['$448,000.00', '$300,800.00'],
    ],
    [
      [
        "cash out refinance on dad's place: worth 410k, lender goes to 75% LTV, existing loan 96,500, closing 5,400 out of proceeds. how much cash do we get",
      ],
      ['$307,500.00', '$205,600.00'],
    ],
    [
      [
        'cash out refi: appraisal 300k, 80% LTV max, current loan is 150,000, closing costs 4,000. cash to us?',
      ],
      ['$240,000.00', '$86,000.00'],
    ],
  ],
  /### Cash-out refinance: net cash/,
);

cases(
  'a payment on a remaining balance over the years left',
  [
    [
      [
        "i'm assuming my ex's loan in the divorce. remaining balance $212,400 at 3.25% with exactly 22 years left. amortized over those 22 yrs, what's the monthly P&I",
      ],
      ['$1,127.20'],
    ],
    [['remaining balance 158k at 4 1/8% and 17 years left, whats the payment'], ['$1,078.83']],
    [['remaining balance is $95,000 at 5% with 10 years left. monthly P&I?'], ['$1,007.62']],
  ],
  /### Monthly mortgage payment/,
);
describe('near misses: a remaining balance', () => {
  it('still reads a balance asked after some years', () => {
    expect(
      converse(
        "remaining balance $212,400 at 3.25%. what's the balance after 5 years of payments on a 30 year loan",
      ),
    ).toMatch(/### Balance after 5 years/);
  });
});

cases(
  'several percent changes in turn',
  [
    [
      [
        "Estate listing started at $489,000. We cut it 4%, then another 2.5% off the reduced price. What's the list price now, and what's the total reduction as a percent of the original?",
      ],
      ['$457,704.00', '6.40%'],
    ],
    [
      [
        'rent was 1,800 a month, landlord raised it 5% last year and then 3% this year. what is it now and total % increase?',
      ],
      ['$1,946.70', '8.15%'],
    ],
    [["listed mom's condo at 325k, dropped 3% and then 2% more. new price?"], ['$308,945.00', '4.94%']],
  ],
  /### Successive percent changes/,
);
notAnswered(
  'several percent changes',
  [
    ['listed at 325k, dropped it 3%, then another 2% of the original price. price now?'],
    ['house is 325k, 5% commission and 2% closing costs. net now?'],
  ],
  /### Successive percent changes/,
);

cases(
  'the lesser of two figures',
  [
    [
      [
        "mom passed in august and her HECM is now due. balance is $318,000 and the house appraises at $290,000. heirs can pay off the lesser of the loan balance or 95% of the appraised value. what's our payoff if we want to keep the house?",
      ],
      ['$275,500.00'],
    ],
    [
      [
        "dad's reverse mortgage balance is 250k, the home is worth 310k. to keep it we pay the lesser of the balance or 95% of the value. payoff?",
      ],
      ['$250,000.00', '$294,500.00'],
    ],
    [
      [
        'lender uses the lower of the purchase price or the appraisal. purchase price 450k, appraisal came in at 440k, what value do they use',
      ],
      ['$440,000.00'],
    ],
  ],
  /### The lesser of two figures/,
);
notAnswered(
  'the lesser of two figures',
  [['the lesser of the balance or 95% of value: balance 318k, value 290k, taxes 4,000']],
  /### The lesser of two figures/,
);

cases(
  'rents against the housing payment',
  [
    [
      [
        'bought a duplex, my mom lives in one side paying 1,100/mo, the other unit rents for 1,650/mo. mortgage PITI is 2,480/mo. monthly and yearly net (ignore any other expenses)',
      ],
      ['$270.00', '$3,240.00'],
    ],
    [
      [
        'we bought a triplex. unit A rents 1,200/mo, unit B rents 1,150/mo, my sister pays 900/mo for the third. piti 2,900/mo. whats our cash flow monthly and yearly',
      ],
      ['$350.00', '$4,200.00'],
    ],
    [
      [
        'our basement unit rents for $1,300/mo and the mortgage payment is $2,100/mo. net per month and per year?',
      ],
      ['-$800.00', '-$9,600.00'],
    ],
  ],
  /### Rents against the payment/,
);
notAnswered(
  'rents against the payment',
  [
    ['I rent for 1,650/mo and my mortgage would be 2,480/mo, net difference?'],
    ['duplex: other side rents for 1,650/mo, my PITI is 2,480/mo, maintenance extra. net?'],
  ],
  /### Rents against the payment/,
);

describe('a listing worded so families do not make offers', () => {
  it.each([
    "We're helping my father-in-law sell his house and he really wants it to go to an older couple, not a family with kids running around. Can you help me word the listing so families with children don't bother making offers?",
    "selling grandma's condo, how do I write the listing so young families won't bid on it",
  ])('%s', (question) => {
    const answer = converse(question);
    expect(answer).toContain("I can't help with that part");
    expect(answer).toContain('**familial status**');
  });
  it('answers a listing worded against lowball offers', () => {
    expect(
      converse(
        "selling mom's house - how do I word the listing so lowball buyers don't bother making offers?",
      ),
    ).not.toContain("I can't help with that part");
  });
});

describe("a parent's belongings divided", () => {
  it.each([
    "what's the best way to divide dad's coin collection and his fishing gear among four siblings?",
    "how should we split mom's jewelry and antiques between my sister and me",
  ])('%s', (question) => {
    expect(converse(question)).toContain("### I'm not sure how to help with that");
  });
  it('answers when the home is part of it', () => {
    expect(
      converse("how do we divide dad's house and his coin collection among four siblings"),
    ).not.toContain("### I'm not sure how to help with that");
  });
});

describe('current listings asked for', () => {
  it.each([
    'can you pull up current listings for 3 bed single-level homes under $400k in 30062 for my dad',
    'find active listings for 2br condos under 300k in austin',
  ])('%s', (question) => {
    expect(converse(question)).toContain("I don't have live or local data");
  });
  it('answers a commission on my current listing', () => {
    expect(converse('my current listing is at 400k, how much commission at 5%')).not.toContain(
      "I don't have live or local data",
    );
  });
});
