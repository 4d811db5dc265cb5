// Trigger words that are generic in English (docs/assistant.md rule 119): a word used in its other
// sense must never give a confident figure on the wrong reading. "Points" of a rate's move or a credit
// score are no discount points bought; an amount said "paid off" is no balance owed or debt carried; a
// growth word said of rates, rent or taxes is no appreciation of the home, and a loan's rate no growth;
// "cover"/"pay" said of the seller make an amount a credit, not the closing costs; an amount right
// after a word of movement ("up $200 to $2,200") is a change's size, not a level, and "from the sale"
// is no move. Each trap has its example and phrasings of our own; each word's proper sense still
// answers. Figures were computed by hand (Python).
import { describe, expect, it } from 'vitest';
import { cases, converse } from './test-conversation.ts';

/** Each question's answer shows none of the wrong reading's figures (an honest question is fine). */
const traps = (title: string, rows: readonly (readonly [string, readonly string[]])[]) =>
  describe(title, () => {
    it.each(rows)('%s', (question, wrong) => {
      const answer = converse(question);
      for (const figure of wrong) expect(answer).not.toContain(figure);
    });
  });

describe('points of a rate move or a credit score are no discount points', () => {
  it.each([
    // 0.5 points × 400k would be "$2,000"; the payment at 6.25% on 400k over 30 years is $2,462.87.
    ["Rates dropped half a point to 6.25%. What's the payment on a $400,000 loan for 30 years?", '$2,462.87'],
    // 30 points × 350k would be "$105,000"; the payment at 6.5% is $2,212.24.
    [
      'My credit score went up 30 points to 720. Payment on a $350,000 loan at 6.5% for 30 years?',
      '$2,212.24',
    ],
    ["Rates went up a quarter point to 7%. What's the payment on $300,000 for 30 years?", '$1,995.91'],
    [
      'My FICO is 700 and I could raise it 20 points. How much would a $400,000 loan at 6.75% cost me a month?',
      '$2,594.39',
    ],
  ])('%s', (question, payment) => {
    const answer = converse(question);
    expect(answer).not.toMatch(/Discount points|Cost of discount points/);
    expect(answer).toContain(payment);
  });
  it('a score that fell asks, never prices 40 points', () => {
    const answer = converse(
      'My credit score dropped 40 points to 680. What rate can I get on a $300,000 loan?',
    );
    expect(answer).not.toContain('$120,000');
    expect(answer).not.toMatch(/Discount points/);
  });
});

cases(
  'discount points bought still cost 1% of the loan each',
  [
    ['If I buy 2 points on a $400,000 loan, what does that cost?', ['$8,000.00']],
    ['What do 1.5 points cost on a $320,000 loan?', ['$4,800.00']],
    [
      'The lender quoted 1.5 points on a $320,000 loan, or we take a rate half a point higher. What do the points cost?',
      ['$4,800.00'],
    ],
  ],
  /### Cost of discount points/,
);

cases(
  'discount points weighed for their break-even',
  [
    ['Is it worth paying 2 points on a $400k loan at 6.75%?', ['$8,000.00']],
    ['Paying 1.5 points to buy down my $500k loan at 6.5%: break even?', ['$7,500.00']],
  ],
  /### Discount points: break-even/,
);

traps('an amount said paid off is no balance owed or debt carried', [
  // Read as owed: equity 550k − 300k = "$250,000.00".
  [
    "We paid off our $300,000 mortgage last year. Our home is worth $550,000 now, what's our equity?",
    ['$250,000.00'],
  ],
  ["The house is worth $500,000 and our $120,000 loan is paid off. What's our equity?", ['$380,000.00']],
  [
    "We paid down $50,000 of our mortgage and the house is worth $600,000. What's our equity?",
    ['$550,000.00'],
  ],
  // Read as owed: 80% × 480k − 250k = "$134,000.00".
  [
    'Our $250,000 mortgage is paid off and the home is worth $480,000. How much can we borrow with a HELOC at 80%?',
    ['$134,000.00'],
  ],
  // Read as a debt: (2,100 + 350) ÷ 7,000 = "35.00%".
  [
    "I make $7,000 a month. I paid off my $350 a month car loan last year, and the new payment would be $2,100. What's my DTI?",
    ['35.00%'],
  ],
]);

cases(
  'what is still owed makes the equity and the line',
  [
    ["Our home is worth $550,000 and we owe $300,000. What's our equity?", ['$250,000.00']],
    ['We still owe $180,000 and the house is worth $420,000. How much equity do we have?', ['$240,000.00']],
  ],
  /### Home equity/,
);

cases(
  'a HELOC on what is still owed',
  [
    [
      'We owe $250,000 and the home is worth $480,000. How much can we borrow with a HELOC at 80%?',
      ['$134,000.00'],
    ],
    ['Home worth $600,000, we owe $300,000. HELOC at 85% combined LTV, how big a line?', ['$210,000.00']],
  ],
  /### HELOC room/,
);

describe('a debt still carried counts in the DTI', () => {
  it.each([
    [
      "I make $7,000 a month, I have a $350 car payment, and the new payment would be $2,100. What's my DTI?",
      '35.00%',
    ],
    // (2,400 + 500) ÷ 8,000 = 36.25%
    [
      'We earn $8,000 a month, pay $500 a month on student loans, and the mortgage would be $2,400. DTI?',
      '36.25%',
    ],
  ])('%s', (question, ratio) => expect(converse(question)).toContain(ratio));
});

traps('a growth word said of rates, rent or taxes is no appreciation of the home', [
  // Grown at the loan's rate: 400k × 1.07² = "$457,960.00".
  ["If rates go up in 2 years, what's my payment on a $400,000 loan at 7%?", ['$457,960.00']],
  // 350k × 1.065⁵ = "$479,530.33".
  [
    'If taxes increase over the next 5 years, what will the payment be on a $350,000 mortgage at 6.5%?',
    ['$479,530.33'],
  ],
  // 300k × 1.06³ = "$357,304.80".
  ["If insurance goes up in 3 years, what's the payment on a $300,000 loan at 6%?", ['$357,304.80']],
  // The house's price read as a rent grown 4% for 3 years: "$449,945.60".
  ['If rent rises in 3 years, what will my $400,000 house be worth at 4%?', ['$449,945.60', 'Year 1 rent']],
]);

cases(
  'a home that goes up in value still grows',
  [
    ['My $410k house goes up 3% a year. What will it be worth in 7 years?', ['$504,248.28']],
    ['Homes here increase 5% a year. What will my $300,000 condo be worth in 10 years?', ['$488,668.39']],
    [
      "Over the next 5 years the house at $400,000 will appreciate 4% a year. What's it worth?",
      ['$486,661.16'],
    ],
  ],
  /### Value after appreciation/,
);

cases(
  'a rent that rises each year still grows',
  [
    ["Rent of $1,800 rises 5% every year. What's the rent in year 3?", ['$1,984.50']],
    ['My rent is $2,000 a month and goes up 3% a year. What will it be in year 4?', ['$2,185.45']],
  ],
  /### Rent with yearly increases/,
);

traps('what the seller covers is a credit, never the closing costs', [
  // $8,000 read as the closing costs: 14,000 + 8,000 = "$22,000.00".
  [
    'The seller will cover $8,000 of closing costs on a $400,000 home with 3.5% down. How much cash do I need?',
    ['$22,000.00'],
  ],
  // 17,500 + 10,000 = "$27,500.00"
  [
    'Builder is contributing up to $10,000 toward closing costs. $350,000 house, 5% down. Cash to close?',
    ['$27,500.00'],
  ],
  // 30,000 + 6,000 = "$36,000.00"
  [
    "The sellers agreed to pay $6,000 in closing costs; price $300,000, 10% down. What's my cash to close?",
    ['$36,000.00'],
  ],
]);

describe('closing costs the buyer pays still make the cash to close', () => {
  it.each([
    ['$400,000 home, 3.5% down, closing costs $12,000. How much cash do I need at closing?', '$26,000.00'],
    [
      'Price $300,000, 10% down, closing costs of $9,000 and the seller is giving me a $4,000 credit. Cash to close?',
      '$35,000.00',
    ],
    ['$350,000 house, 5% down, closing costs 3%. How much cash do I need?', '$28,000.00'],
  ])('%s', (question, cash) => expect(converse(question)).toContain(cash));
});

traps("an amount after a word of movement is a change's size, not a level", [
  // From $200 to $2,200: "1000.00%".
  ['Our rent went up $200 to $2,200. What percent increase is that?', ['1000.00%']],
  // 385,000 ÷ 15,000 − 1: "2466.67%".
  ['The price came down $15,000 to $385,000. What percent drop is that?', ['2466.67%']],
  // 300 ÷ 4,800 as a tax rate: "6.25%"; as a move from 300 to 4,800: "1500.00%".
  ["Taxes rose by $300 to $4,800 this year, what's the percent change?", ['6.25%', '1500.00%']],
  // "from the sale" is no move: 400k ÷ 80k − 1 = "400.00%".
  ['We netted $80,000 from the sale. The new house is $400,000. What percent down is that?', ['400.00%']],
]);

describe('a figure that moved from one level to another still gives its percent change', () => {
  it.each([
    ["Our rent went from $1,500 to $2,100. What's the percent change?", '40.00%'],
    ["Our property tax went up from $4,000 to $5,200. What's the percent increase?", '30.00%'],
    ['Rent was $1,850 last year and is $2,000 now. Percent increase?', '8.11%'],
  ])('%s', (question, change) => expect(converse(question)).toContain(change));
});
