// An offer's terms in a competitive market (docs/assistant.md rule 110): an escalation clause's price
// against a competing offer, its increments and the most it reaches; an appraisal gap with the loan on
// the lower value, the cash to close and gap coverage; earnest money at risk and the cash still due at
// closing; an offer over or under list, and its price per square foot against comps; a list price cut
// more than once. Phrasings are our own; figures were computed apart (by hand and in Python).
import { describe, expect, it } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

/** A question the offer readers must leave alone: none of their worked cards (a heading, then inputs). */
const notOurs = (title: string, rows: readonly string[]) =>
  describe(title, () => {
    it.each(rows)('%s', (question) => {
      expect(converse(question)).not.toMatch(
        /### (?:Escalation clause|Appraisal gap|Earnest money|Cash at closing after earnest money|Offer (?:over|under) list|Price cuts from the original list|Your offer per square foot)[^\n]*\n+\*\*Inputs\*\*/,
      );
    });
  });

cases(
  'an escalation clause against a competing offer',
  [
    [
      "Offer 450k with an escalation clause: $2,000 over the highest competing offer, up to a cap of $475,000. If the best other offer is $462,000, what's my price?",
      ['$464,000.00', '$11,000.00'],
    ],
    [
      'escalation clause: base 500,000, escalate by 5k above any competing bid, max 540k. competing offer comes in at 538k, what do I pay?',
      ['$543,000.00', 'the cap binds', '$540,000.00'],
    ],
    [
      'We offered $385,000 with an escalation addendum, $1,500 over the top competing offer, capped at $410,000. Another buyer offered $398,500. Where does our price land?',
      ['$400,000.00'],
    ],
    [
      'Please compute the escalated purchase price: initial offer $1.2M, escalation increment $10,000 above the highest bona fide competing offer, maximum purchase price $1.35M; the highest competing offer received was $1.31M.',
      ['$1,320,000.00'],
    ],
    [
      'escalation: start 350k, +1k over best offer, cap 365k. best offer was 340k. my price?',
      ['does not escalate', '$350,000.00'],
    ],
  ],
  /### Escalation clause/,
);

cases(
  "an escalation clause's reach",
  [
    [
      'How many $2,500 increments fit between my $400k offer and my $430k escalation cap?',
      ['**12**', '$430,000.00'],
    ],
    [
      "what's the most my escalation clause can reach? offer 600k, escalating in 3k increments, max 650k",
      ['$650,000.00', '**16**', '$647,000.00'],
    ],
    [
      'if my escalation cap is 1.1M and I beat other offers by 5k, whats the highest competing offer I can beat',
      ['$1,095,000.00'],
    ],
  ],
  /### Escalation clause: how high it can go/,
);

describe('an escalation clause asked again with one figure changed', () => {
  const first =
    "Offer 450k with an escalation clause: $2,000 over the highest competing offer, up to a cap of $475,000. If the best other offer is $462,000, what's my price?";
  it('reads a new competing offer', () => {
    expectAll(converse(first, 'what if the competing offer is 470k?'), ['$472,000.00']);
  });
  it('reads the cap binding on a follow-up of a follow-up, then a new cap', () => {
    const capped = converse(
      first,
      'what if the competing offer is 470k?',
      'and if the competing offer comes in at $480,000?',
    );
    expectAll(capped, ['$482,000.00', 'the cap binds', '$475,000.00']);
    expectAll(
      converse(first, 'and if the competing offer comes in at $480,000?', 'what if my cap were 490k?'),
      ['$482,000.00', '$8,000.00'],
    );
  });
});

cases(
  'an appraisal gap',
  [
    [
      "We're under contract at $520,000 but it appraised at $500,000. 20% down. How much cash do I need to close?",
      ['$20,000.00', '$400,000.00', '$120,000.00'],
    ],
    [
      "appraisal came in 15k low on a 410k purchase. putting 10% down. what's my gap and total cash?",
      ['$15,000.00', '$395,000.00', '$355,500.00', '$54,500.00'],
    ],
    [
      "The contract price is 1.2M and the appraisal came in at 1.15M. We're putting 25% down. Loan amount and total cash?",
      ['$50,000.00', '$862,500.00', '$337,500.00'],
    ],
    [
      'appraisal gap: price $455,000, appraised $440,000, 5% down of the price. cash needed?',
      ['$418,000.00', '$37,000.00'],
    ],
    ['the appraised value is $398,000 and the purchase price is $405,000, whats the gap', ['$7,000.00']],
  ],
  /### Appraisal gap/,
);

cases(
  'appraisal gap coverage',
  [
    [
      'Appraisal gap coverage up to $10,000. Contract price $650k, appraisal $635k. How much of the gap is covered and how much must be renegotiated?',
      ['$15,000.00', 'Covered by you in cash: **$10,000.00**', 'Left to renegotiate: **$5,000.00**'],
    ],
    [
      'offer accepted at 735k, appraisal came back at 710k, we have an appraisal gap guarantee of 15k and are putting 20% down. cash needed?',
      ['$25,000.00', 'Left to renegotiate: **$10,000.00**', '$568,000.00', '$157,000.00'],
    ],
    [
      'it appraised 8k short on our 329,900 contract, and we agreed to cover up to 5k of any gap. how much gets renegotiated',
      ['$321,900.00', 'Left to renegotiate: **$3,000.00**'],
    ],
  ],
  /### Appraisal gap/,
);

describe('an appraisal gap asked again with one figure changed', () => {
  it('reads a new appraisal', () => {
    const answer = converse(
      'Appraisal gap coverage up to $10,000. Contract price $650k, appraisal $635k. How much of the gap is covered and how much must be renegotiated?',
      'what if it appraised at 640k?',
    );
    expectAll(answer, ['$640,000.00', 'Left to renegotiate: **$0.00**']);
  });
  it('reads a new percent down', () => {
    const answer = converse(
      "We're under contract at $520,000 but it appraised at $500,000. 20% down. How much cash do I need to close?",
      'what if we put 10% down instead?',
    );
    expectAll(answer, ['$450,000.00', '$70,000.00']);
  });
});

cases(
  'earnest money at risk',
  [
    ['Earnest money is 2% of my $480,000 offer. How much is at risk?', ['$9,600.00']],
    ['how much earnest money is 1.5% on a 625k offer', ['$9,375.00']],
    ["We're making a 2.5% earnest money deposit on a 1.2M offer. what's at stake?", ['$30,000.00']],
  ],
  /### Earnest money/,
);

cases(
  'cash at closing after the earnest money',
  [
    [
      'offer 480k, 3% EMD, 20% down, closing costs about 12k. How much more cash do I bring at closing after the deposit is credited?',
      ['$14,400.00', '$96,000.00', '$93,600.00'],
    ],
    [
      'We put down $10k earnest money on a $350k house, 5% down and closing costs of 3%. How much do we still need at closing?',
      ['$17,500.00', '$10,500.00', '$18,000.00'],
    ],
    [
      'EMD of $15,000 on a $760,000 purchase, 10% down, closing costs 2.5% of the price. what do we wire at closing?',
      ['$76,000.00', '$19,000.00', '$80,000.00'],
    ],
  ],
  /### Cash at closing after earnest money/,
);

describe('earnest money asked again as a flat amount', () => {
  it('reads the deposit where a percent was', () => {
    const answer = converse(
      'offer 480k, 3% EMD, 20% down, closing costs about 12k. How much more cash do I bring at closing after the deposit is credited?',
      'what if the EMD is 5k instead?',
    );
    expectAll(answer, ['Earnest money: $5,000.00', 'Closing costs: $12,000.00', '$103,000.00']);
  });
});

cases(
  'an offer over or under list',
  [
    ["List is $425,000, I want to offer 5% over. What's my offer?", ['$446,250.00']],
    ["offer 15k over asking on a 389,900 listing, what's that", ['$404,900.00', '3.85%']],
    ['thinking of offering 4% under list, house is listed at $480,000', ['$460,800.00']],
    ['Home is listed at 1.2M. We want to come in 2.5% under asking. Offer?', ['$1,170,000.00']],
    ["offering 25k above list on a 715k house what's the percent over", ['$740,000.00', '3.50%']],
  ],
  /### Offer (?:over|under) list/,
);

describe('an offer over list asked again', () => {
  it('reads a new percent, then a new list price', () => {
    const first = "List is $425,000, I want to offer 5% over. What's my offer?";
    expectAll(converse(first, 'what about 8% over?'), ['$459,000.00']);
    expectAll(converse(first, 'what about 8% over?', 'and if the list is 450k?'), ['$486,000.00']);
  });
});

cases(
  "an offer's price per square foot against comps",
  [
    [
      "Listed at 550k, 2,000 sq ft. I'm offering 3% over. Comps: 540k for 1,900 sqft, 575k for 2,100 sqft, 520k for 1,850 sqft. How does my offer's price per square foot compare to the comps' average?",
      ['$566,500.00', '$283.25/sq ft', '$279.70/sq ft', 'above'],
    ],
    [
      'we want to offer $615,000 on a 2,250 sq ft house. comps sold at $598k/2,180 sf and $640k/2,300 sf. is our offer per square foot above or below the comps?',
      ['$273.33/sq ft', '$276.29/sq ft', 'below'],
    ],
    [
      'house listed at $389,900 with 1,640 sq ft, thinking 10k over asking. three comps: 375k for 1,600 sf, 402k for 1,700 sf, 368k for 1,580 sf, 410k for 1,720 sf. price per sq ft vs comps?',
      ['$399,900.00', '$243.84/sq ft', '$235.53/sq ft'],
    ],
  ],
  /### Your offer per square foot against the comps/,
);

cases(
  'a list price cut more than once',
  [
    [
      'Listed at 600k, cut to 575k, then to 549,900. What percent off the original is that?',
      ['$50,100.00', '8.35%', '91.65%'],
    ],
    [
      'original asking price $825,000; reduced by 25k and then by another 30k after 60 days on market. how far below original list?',
      ['$770,000.00', '$55,000.00', '6.67%'],
    ],
    [
      'original list 725,000. first reduction to 699,000, second reduction to 675,000. final as a percent of original?',
      ['93.10%', '6.90%'],
    ],
  ],
  /### Price cuts from the original list/,
);

notOurs('near misses the offer readers leave alone', [
  'My lease has a 3% annual escalation on $4,000 rent',
  'I offered 450k with an escalation clause up to 475k, is that a good idea?',
  "my home appraised at 500k and I owe 300k, what's my equity?",
  'How much does an appraisal cost on a $400k house?',
  'the lender goes by the lower of price and appraisal: price 612k, appraisal 598k. which value do they use?',
  "listed at 425k, I'm putting 5% down, what's my loan",
  'Earnest money is 2% of the offer, is that normal?',
  'the seller cut the price, listed at 500k, what should I offer?',
  "comps: 540k for 1,900 sqft, 575k for 2,100 sqft. mine is 2,000 sq ft, what's it worth?",
  'The home listed for $499,000 and sold for $531,000. Sale-to-list percentage?',
]);
