// Self-employed borrowers and tax-minded small investors (docs/assistant.md rule 108): an investor's down
// payment and points by LTV, a lender's reserves, an interest-only DSCR and its amortizing follow-up, a
// Schedule C net a month, a lease at the lender's share less PITIA, Schedule E with add-backs, the income
// a DTI limit needs, two years' change and average, bank-statement income (excluded deposits, an
// ownership share and its follow-up), a home office's basis and depreciation, the simplified home-office
// deduction, a price split by the assessor's ratio, a deduction's tax saving, a building by the foot with
// its cash to close, a cash-out's existing loan, a balance after a span said twice, a home sale's basis
// with improvements and its filing-status follow-up, a new rent a unit; and the articles, live data,
// questions and declines of that voice. Each class has the blind example as written plus phrasings of
// our own; figures were computed apart (Python), never copied from the code's output.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const ASKS = /One question before I compute|I need a (?:few|bit)/;

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

type Row = readonly [readonly string[], readonly string[]];

const cases = (title: string, heading: RegExp, rows: readonly Row[], nearMisses: readonly string[] = []) =>
  describe(title, () => {
    it.each(rows.map(([turns, figures]) => [turns.at(-1)!, turns, figures] as const))(
      '%s',
      (_last, turns, figures) => {
        const answer = converse(...turns);
        expect(answer).toMatch(heading);
        expectAll(answer, figures);
      },
    );
    if (nearMisses.length > 0)
      it.each(nearMisses)('near miss, not this reader: %s', (question) => {
        expect(converse(question)).not.toMatch(heading);
      });
  });

cases(
  'a purchase sized by the LTV: the down payment and the points',
  /### Down payment and points/,
  [
    [
      [
        'DSCR purchase at $420k, lender max 75% LTV, origination is 2 points on the loan amount. How much do I put down and how much are the points?',
      ],
      ['$105,000.00', '$6,300.00'],
    ],
    [
      [
        'buying a rental for 350,000 with 20% down, lender charges 1.5 points. how much is the down payment and what do the points cost?',
      ],
      ['$70,000.00', '$4,200.00'],
    ],
    [
      [
        'Investor loan: price $600k, max LTV 80%, one point origination on the loan. what is my down payment and how much are the points',
      ],
      ['$120,000.00', '$4,800.00'],
    ],
  ],
  [
    'DSCR purchase at $420k, lender max 75% LTV. are points worth paying?',
    'how much are 2 points on a $300k loan?',
  ],
);

cases(
  "a lender's reserves: months of PITIA and a share of the other balances",
  /### Reserves the lender requires/,
  [
    [
      [
        'Reserves: lender wants 6 months of PITIA on the subject property (PITIA is $2,375) plus 2% of the unpaid balance on my two other financed rentals, balances $210,000 and $184,000. How much for each piece and in total?',
      ],
      ['$14,250.00', '$4,200.00', '$3,680.00', '$7,880.00', '$22,130.00'],
    ],
    [['Lender needs 12 months PITI reserves; my PITI is $1,800. how much in reserves?'], ['$21,600.00']],
    [
      [
        'reserves: six months of PITIA at $2,100 plus 1% of the balance on my other financed property, balance $250,000. total?',
      ],
      ['$12,600.00', '$2,500.00', '$15,100.00'],
    ],
  ],
  [
    'what are reserves on a mortgage? lenders want 6 months of PITIA',
    'I pay 3% of the balance on my other rental every month, balance $200,000. what is that?',
  ],
);

cases(
  "an interest-only loan's payment and DSCR",
  /### Interest-only payment and DSCR/,
  [
    [
      [
        'interest-only DSCR loan, $300k at seven and a half percent. rent $2,700/mo, taxes+insurance $390/mo. IO payment and DSCR (rent divided by IO payment plus T&I)?',
      ],
      ['$1,875.00', '**1.19**'],
    ],
    [
      ['DSCR on an interest only loan: loan 250k at 8%, rent 2,400/mo, taxes 250/mo, insurance 100/mo'],
      ['$1,666.67', '**1.19**'],
    ],
    [
      [
        'interest-only 400k loan at 6.75%, rent $3,500 a month, taxes $4,800 a year, insurance $1,500/yr, hoa $100/mo. dscr?',
      ],
      ['$2,250.00', '$2,875.00', '**1.22**'],
    ],
  ],
  ['DSCR loan 300k at 7.5% for 30 years, rent 2,700/mo, taxes and insurance 390/mo. DSCR?'],
);

cases('the amortizing loan after an interest-only DSCR', /### Amortizing payment and DSCR/, [
  [
    [
      'interest-only DSCR loan, $300k at seven and a half percent. rent $2,700/mo, taxes+insurance $390/mo. IO payment and DSCR (rent divided by IO payment plus T&I)?',
      'compare to fully amortizing 30-year at the same 7.5%: payment and DSCR?',
    ],
    ['$2,097.64', '**1.09**'],
  ],
  [
    [
      'DSCR on an interest only loan: loan 250k at 8%, rent 2,400/mo, taxes 250/mo, insurance 100/mo',
      'what about a 25-year amortizing loan at 7%?',
    ],
    ['$1,766.95', '**1.13**'],
  ],
]);

describe('the amortizing follow-up needs the interest-only answer before it', () => {
  it('alone, it is no follow-up', () => {
    expect(converse('compare to fully amortizing 30-year at the same 7.5%: payment?')).not.toMatch(
      /### Amortizing payment and DSCR/,
    );
  });
});

cases(
  'a Schedule C net from the gross less deductions, a month',
  /### Self-employed net income a month/,
  [
    [
      [
        'I drive uber + doordash full time. 1099-K gross was $58,000, mileage deduction $18,400, other expenses $3,100, schedule C net is whats left. lender takes the one year net and divides by 12. monthly income?',
      ],
      ['$36,500.00', '$3,041.67'],
    ],
    [
      [
        'freelance designer, 1099 gross $96,000, expenses $21,000, lender uses the net divided by 12. monthly qualifying income?',
      ],
      ['$75,000.00', '$6,250.00'],
    ],
    [
      ['schedule c: gross receipts 140k, car expenses 12k, supplies 8k. net divided by 12 per month?'],
      ['$120,000.00', '$10,000.00'],
    ],
  ],
  ['my 1099 gross was 58k and net was 36k, what is that monthly?'],
);

cases(
  "a lease's rent at the lender's share, less the PITIA",
  /### Net rental income the lender counts/,
  [
    [
      [
        'Lender counts 75% of the lease rent on my rental. Lease is $2,400/mo and the PITIA on that rental is $1,950. Net rental income (or loss) per month they will use?',
      ],
      ['$1,800.00', '−$150.00'],
    ],
    [
      ['lender uses 75% of gross rent: lease $3,000/mo, PITIA $2,000. net rental income?'],
      ['$2,250.00', '$250.00'],
    ],
    [
      [
        "the bank counts 75 percent of my tenant's rent of 1,800 a month against a piti of 1,200; what net income do they use",
      ],
      ['$1,350.00', '$150.00'],
    ],
  ],
  ["rent is $2,400/mo and PITIA is $1,950. what's my cash flow?"],
);

cases(
  'Schedule E with add-backs, before and after the PITIA',
  /### Rental income from Schedule E/,
  [
    [
      [
        'Schedule E for my rental: rents 28,800, total expenses 24,500, which include depreciation 7,200, mortgage interest 9,100, taxes 2,600, insurance 1,100. Lender adds those four back to the net, divides by 12, then subtracts the monthly PITIA of 1,860. What is the monthly figure before and after the PITIA?',
      ],
      ['$2,025.00', '$165.00'],
    ],
    [
      [
        'Schedule E: rents 36,000, total expenses 30,000 including depreciation 9,000 and mortgage interest 12,000. lender adds those back and divides by 12, minus PITIA 2,100 a month. monthly?',
      ],
      ['$2,250.00', '$150.00'],
    ],
  ],
  ["Schedule E: rents 28,800, total expenses 24,500. what's my net?"],
);

cases(
  'the income a DTI limit needs',
  /### Income needed for the DTI limit/,
  [
    [
      [
        'I am a self-employed electrician. The house I want would be $3,400 a month PITI, I have $650 a month in other debts, and the lender maxes out at 43% DTI. What gross monthly income do I need to show, and what is that per year?',
      ],
      ['$9,418.60', '$113,023.26'],
    ],
    [
      ['PITI will be 2,500/mo, car payment 400/mo, max 45% DTI. what income do I need?'],
      ['$6,444.44', '$77,333.33'],
    ],
  ],
  ["income 9,000/mo, PITI 2,500, other debts 400. what's my DTI?"],
);

cases(
  'two years of income: the change and the 24-month average',
  /### Two years of income: change and average/,
  [
    [
      [
        '1099 income was $81,000 in 2022 and $88,000 in 2023. percent increase year over year, and the 24-month average monthly income?',
      ],
      ['8.64%', '$7,041.67'],
    ],
    [
      [
        "Schedule C net: 2022 $95,000, 2023 $80,000. what percent did it drop and what's the 24-month average?",
      ],
      ['15.79%', '$7,291.67'],
    ],
    [
      [
        "my 1099 income was 60k in 2021 and 66k in 2022, what's the % increase and average per month over 24 months",
      ],
      ['10.00%', '$5,250.00'],
    ],
  ],
  [
    'My income went down: 2022 Schedule C net was $112,000, 2023 was $94,000. The underwriter said because it declined they will only use the 2023 figure divided by 12. What is my qualifying monthly income, and by what percent did it drop?',
  ],
);

cases(
  'bank-statement income: excluded deposits, the expense factor, an ownership share',
  /### Bank-statement (?:qualifying income|income at your ownership share)/,
  [
    [
      [
        '24 months business bank statements: deposits total $486,000 but $22,000 of that were transfers between my own accounts and get excluded. 40% expense factor, averaged over 24 months. qualifying monthly income?',
      ],
      ['$464,000.00', '$11,600.00'],
    ],
    [
      [
        '12 months bank statements, deposits $300,000, $10,000 were loan proceeds and excluded, 50% expense factor. monthly qualifying income?',
      ],
      ['$12,083.33'],
    ],
    [
      [
        '24 months of deposits totaling 480k, expense ratio 30%, I own 50% of the business. qualifying income per month?',
      ],
      ['$7,000.00'],
    ],
    [
      [
        '24 months business bank statements: deposits total $486,000 but $22,000 of that were transfers between my own accounts and get excluded. 40% expense factor, averaged over 24 months. qualifying monthly income?',
        'oh wait I only own 60% of the business, and the lender multiplies by my ownership percentage. new monthly figure?',
      ],
      ['$6,960.00'],
    ],
    [
      [
        '12 months bank statements, deposits $300,000, $10,000 were loan proceeds and excluded, 50% expense factor. monthly qualifying income?',
        'I own 75% of the company and they multiply by ownership',
      ],
      ['$9,062.50'],
    ],
  ],
  ["what's a bank statement loan expense factor?"],
);

cases(
  "a home office's basis and depreciation",
  /### Home office basis and depreciation/,
  [
    [
      [
        'home office is 300 of the 2,400 sq ft. building basis of the house (no land) is $340,000 and the office share gets depreciated over 39 years. office basis and annual depreciation?',
      ],
      ['$42,500.00', '$1,089.74'],
    ],
    [
      [
        'my office is 200 sq ft and the house is 2,000 sq ft. building basis $300,000 with land excluded. depreciation over 39 years?',
      ],
      ['$30,000.00', '$769.23'],
    ],
    [
      [
        'office uses 250 out of 1,800 square feet, basis 270k excluding land, 39-year depreciation: annual amount',
      ],
      ['$37,500.00', '$961.54'],
    ],
  ],
  ['home office is 300 of the 2,400 sq ft. utilities 3,600 a year. how much can I deduct?'],
);

cases(
  'the simplified home-office deduction against the regular one',
  /### Simplified home office deduction/,
  [
    [
      [
        'Simplified home office method is $5 per square foot capped at 300 sq ft. My office is 340 sq ft. What is the deduction, and how much less is it than the $2,400 the regular method gives me?',
      ],
      ['$1,500.00', '$900.00'],
    ],
    [['simplified home office deduction for a 250 sq ft office?'], ['$1,250.00']],
    [
      [
        'my office is 400 sq ft; simplified method at $5/sq ft up to 300 sq ft vs regular method $1,800. which is bigger and by how much',
      ],
      ['$1,500.00', '$300.00'],
    ],
  ],
  ['home office is 340 sq ft of a 2,000 sq ft house. what percent is business use?'],
);

cases(
  "a price split by the assessor's ratio, and its depreciation",
  /### Building basis by the assessor's ratio/,
  [
    [
      [
        "Assessor's card: land $95,000, improvements $285,000. I paid $450,000. Using the assessor's ratio to split my price, what is the building basis and the annual 27.5-year depreciation?",
      ],
      ['$337,500.00', '$12,272.73'],
    ],
    [
      [
        "county assessment says land 60,000 and building 240,000. I bought it for 350k. using the assessor's split, what's my depreciable basis over 27.5 years?",
      ],
      ['$280,000.00', '$10,181.82'],
    ],
  ],
  ['assessor values land at 95k and improvements at 285k. what is my property tax at 1.2%?'],
);

cases(
  "a deduction's tax saving at a bracket",
  /### Tax saved by a deduction/,
  [
    [
      [
        'Annual depreciation on my rental is $10,472.73 and, per my CPA, it offsets ordinary income at my 24% bracket. How much tax does it save me per year?',
      ],
      ['$2,513.46'],
    ],
    [['a $5,000 deduction at a 32% marginal tax rate saves how much tax?'], ['$1,600.00']],
    [['my rental loss of 8,000 offsets income at my 22% bracket. how much tax do I save?'], ['$1,760.00']],
  ],
  ["my depreciation is $10,000 and my bracket is 24%. what's my recapture when I sell at 25%?"],
);

cases(
  'a building by the foot and its cash to close',
  /### Price by the square foot and cash to close/,
  [
    [
      [
        'Owner-user deal for my landscaping company: 6,800 sq ft warehouse at $185 per sq ft. Purchase price? And cash to close if I put 25% down and closing costs are 2% of the price?',
      ],
      ['$1,258,000.00', '$339,660.00'],
    ],
    [
      [
        'buying a 4,000 sf building at $150/sf with 20% down and $12,000 closing costs. price and cash to close?',
      ],
      ['$600,000.00', '$132,000.00'],
    ],
    [
      ['10,000 sq ft at $95 per sq ft, 30% down, closing costs 3%: cash to close?'],
      ['$950,000.00', '$313,500.00'],
    ],
  ],
  ['6,800 sq ft warehouse at $185 per sq ft. purchase price?'],
);

cases('a cash-out refinance with its existing loan named', /### Cash-out refinance: net cash/, [
  [
    [
      'DSCR cash-out refi on a rental appraised at $410,000, max 75% LTV, existing loan $190,000, closing costs $8,200 paid from the loan. New loan amount and cash to me?',
    ],
    ['$307,500.00', '$109,300.00'],
  ],
  [
    ['cash out refi: appraised 500k, 80% LTV, current mortgage $250,000, closing costs $6,000. cash to me?'],
    ['$400,000.00', '$144,000.00'],
  ],
]);

cases('a balance and interest after a span said twice', /### Interest and balance after/, [
  [
    [
      '276,000 at 7.875%, 30 yr fixed. what will I still owe after 5 years (60 payments), and how much interest will I have paid in those 5 years?',
    ],
    ['$262,089.07', '$106,160.56'],
  ],
  [
    [
      "300k at 6.5% 30 year, after 10 years (120 payments) what's the balance and the interest paid in those 10 years?",
    ],
    ['$254,328.38', '$181,872.87'],
  ],
]);

cases(
  'a home sale with its basis including improvements, and the filing status changed',
  /### Gain on selling your home/,
  [
    [
      [
        'My wife and I (married filing jointly) are selling our primary home, lived there 6 years. Sale price $890,000, basis including improvements $410,000, selling costs $48,000. What is the gain, and how much is taxable after our $500,000 exclusion?',
      ],
      ['$432,000.00', 'Taxable gain: **$0.00**'],
    ],
    [
      [
        'My wife and I (married filing jointly) are selling our primary home, lived there 6 years. Sale price $890,000, basis including improvements $410,000, selling costs $48,000. What is the gain, and how much is taxable after our $500,000 exclusion?',
        'And if I were single with the $250,000 exclusion? Taxable gain, and the tax at 15%?',
      ],
      ['$182,000.00', '$27,300.00'],
    ],
    [
      [
        'single, sold my home for 600k, basis including improvements 300k, selling costs 36k. taxable gain after the 250k exclusion?',
      ],
      ['$264,000.00', '$14,000.00'],
    ],
  ],
);

cases('a new rent a unit after units at a rent each', /### Rental property analysis/, [
  [
    [
      'Fourplex: 4 units at $1,375/mo each, 5% vacancy, operating expenses 38% of effective gross income, asking $725,000. NOI and cap rate?',
      'If I raise rents to $1,450 a unit, same vacancy and expense ratio and price, what are the NOI and cap rate?',
    ],
    ['$40,994.40', '5.65%'],
  ],
  [
    [
      '6 units at $1,100 each, 8% vacancy, expenses 40% of EGI, price $900,000. NOI and cap rate?',
      'what if I raise rents to $1,200 per unit?',
    ],
    ['$47,692.80', '5.30%'],
  ],
]);

describe('the articles, live data, questions and declines of this voice', () => {
  it.each([
    'my business income dropped this year vs last year. how do mortgage underwriters treat declining self-employment income?',
    'how do lenders look at self-employed income that went down last year?',
  ])('declining self-employment income is explained: %s', (question) => {
    const answer = converse(question);
    expect(answer).toMatch(/### Declining self-employment income/);
    expect(answer.toLowerCase()).toContain('tax return');
    expect(answer).not.toMatch(/vs\. last year/);
  });

  it.each([
    'what are DSCR loan rates right now for a 1.1 DSCR and 75% LTV?',
    'what are investment loan rates today?',
  ])("today's investor loan rates are live data: %s", (question) => {
    expect(converse(question)).toContain("I don't have live or local data");
  });

  it.each([
    'how much depreciation can I take on my rental each year? bought it in 2021',
    'how much can I depreciate on my duplex per year?',
  ])('a yearly depreciation with no price asks for it: %s', (question) => {
    const answer = converse(question);
    expect(answer).toMatch(ASKS);
    expect(answer).toContain('how much of it is land');
  });

  it('the reply to that question is worked with it', () => {
    const answer = converse(
      'how much depreciation can I take on my rental each year? bought it in 2021',
      'paid $300,000, land $60,000',
    );
    expect(answer).toContain('$8,727.27');
  });

  it('how depreciation works is still explained', () => {
    expect(converse('how does depreciation on a rental work?')).not.toMatch(ASKS);
  });

  it.each([
    'My condo is no-pets. An applicant wants to bring his dog; he says he has no disability, it is just his pet. Can I say no to the dog?',
    "my rental is no pets. the applicant doesn't have a disability, it's just a pet cat. can I refuse it?",
  ])('an ordinary pet is a lawful pet-policy question: %s', (question) => {
    const answer = converse(question);
    expect(answer).toMatch(/### No-pets rules/);
    expect(answer).not.toContain("I can't help with that part");
    expect(answer).not.toContain('What fair-housing law allows');
  });

  it('an emotional-support dog stays a fair-housing question', () => {
    expect(
      converse(
        'My condo is no-pets. A tenant with a disability wants to keep her emotional support dog. Can I say no?',
      ),
    ).toContain('What fair-housing law allows');
  });

  it.each([
    'I uploaded my 12 months of bank statements earlier. What is my average monthly deposit?',
    'we shared our 24 months of business bank statements, what do they show for income?',
  ])('statements said to be uploaded are out of reach: %s', (question) => {
    expect(converse(question)).toMatch(/Here's what I can do/);
  });
});
