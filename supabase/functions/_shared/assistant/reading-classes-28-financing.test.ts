// Financing classes of issue 19 (docs/assistant.md rule 73), each read through the whole assistant with
// phrasings in several voices (terse, rambling with story numbers, numbers in words), and a case per
// class where the reader must not fire. Expected figures were computed apart (Python).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};

describe('a balance after N payments told with story numbers (years, ages, a street address)', () => {
  it.each([
    // 350,000 at 2.875% / 30 yrs: P&I 1,452.12; after 48 payments 318,827.27; principal paid 31,172.73
    [
      "we took out a $350k loan in 2020 (we were 29, lived at 2210 Elm) at 2.875% for 30 years and have made exactly 48 payments; what's the P&I, the balance now, and the principal paid so far?",
      ['$1,452.12', '$318,827.27', '$31,172.73'],
    ],
    // 412,000 at 3.25% / 30 yrs: P&I 1,793.05; after 60 payments 367,943.84; principal paid 44,056.16
    [
      "so back in 2019 when I was 31 (I'm 36 now) we bought our place at 1418 Maple Ave with a 412,000 mortgage at 3.25%, 30 yr. we've made sixty payments. how much is left, what's the monthly p and i and how much principal have we paid",
      ['$1,793.05', '$367,943.84', '$44,056.16'],
    ],
    // 290,000 at 4.5% / 30 yrs: after 84 payments 252,376.22
    [
      "we lived at 17 Birch Lane back then. 290k loan, 4.5%, 30 years, made 84 payments, what's left?",
      ['$252,376.22'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('asks when the rate is missing, never computing without it', () => {
    const answer = converse(
      "took out 350k in 2020 (we were 29, lived at 2210 Elm) for 30 years and we've made 48 payments, what's left?",
    );
    expect(answer).not.toContain('Remaining balance');
  });
});

describe('a refinance break-even with a horizon', () => {
  it.each([
    // saving 260; 5,200 ÷ 260 = 20 months; 260 × 36 − 5,200 = 4,160 ahead
    [
      'P&I now 2,650, new would be 2,390, closing costs 5,200 paid up front: monthly saving, months to break even, and if we sell after 36 months how far ahead are we?',
      ['$260.00', '20 months', '**$4,160.00**'],
    ],
    // 260 × 18 − 5,200 = −520 (behind)
    [
      'refi question. current payment two thousand six hundred fifty, new payment two thousand three hundred ninety, costs fifty two hundred. we might move in 18 months - break even and where do we stand then?',
      ['$260.00', '20 months', '**−$520.00**'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('gives no break-even without the closing costs', () => {
    const answer = converse(
      'P&I now 2,650, new would be 2,390, if we sell after 36 months how far ahead are we?',
    );
    expect(answer).not.toContain('Break-even: **');
  });
});

describe('PMI: its monthly cost and the payment at which 78% and 80% are reached', () => {
  it.each([
    // 360,000 × 0.55% ÷ 12 = 165; 78% of 400k = 312,000 at payment 109; 80% = 320,000 at payment 95
    [
      "bought at 400k with 10% down, 360k loan at 6.5% for 30 years, PMI is 0.55% a year of the original loan. what's the monthly PMI and at which payment does it drop off automatically at 78%, and when can I request removal at 80%?",
      ['$165.00', '#109', '$312,000.00', '#95', '$320,000.00'],
    ],
    // loan 399,000; 199.50 a month; 327,600 at payment 132; 336,000 at payment 121
    [
      '420k house 5% down, 30yr fixed 6.25, pmi 0.6% of the loan per year. how much is pmi a month and when does it come off on its own vs when can i ask to cancel it',
      ['$199.50', '#132', '$327,600.00', '#121', '$336,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('gives no payment number without the loan rate', () => {
    const answer = converse(
      'bought at 400k with 10% down, 30 years, PMI 0.55% a year. at which payment does it drop off at 78%?',
    );
    expect(answer).not.toContain('#109');
  });
});

describe('a premium or fee financed into the loan', () => {
  it.each([
    // 540,000 × 3.1% = 16,740; total 556,740; P&I at 5.2% / 25 yrs 3,319.85
    [
      'buying in Toronto for 600k with 10% down, the insurance premium is 3.1% of the mortgage and gets added onto the mortgage, 5.2% over 25 years: total mortgage and payment?',
      ['$540,000.00', '$16,740.00', '$556,740.00', '$3,319.85'],
    ],
    // 475,000 × 4% = 19,000; total 494,000; P&I at 4.9% / 25 yrs 2,859.17
    [
      'premium is 4% of the mortgage and gets added onto the mortgage, house 500k, 5% down, 4.9% over 25 years',
      ['$475,000.00', '$19,000.00', '$494,000.00', '$2,859.17'],
    ],
    // USDA: 250,000 × 1% = 2,500; total 252,500; P&I 1,554.69; 250,000 × 0.35% ÷ 12 = 72.92
    [
      'USDA loan, base loan 250k, guarantee fee 1% financed, annual fee 0.35%, 6.25% 30 years. total loan, p&i and monthly fee?',
      ['$2,500.00', '$252,500.00', '$1,554.69', '$72.92'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('never reads a premium of the mortgage as homeowners insurance on the price', () => {
    const answer = converse(
      'house 500k, 5% down, 4.9% over 25 years, the insurance premium is 4% of the mortgage: my monthly payment?',
    );
    expect(answer).not.toMatch(/Insurance: 4(?:\.0+)?% of the price/);
    expect(answer).not.toContain('Homeowners insurance | $1,666.67');
  });

  it('asks when the rate is missing', () => {
    const answer = converse(
      'premium is 4% of the mortgage and gets added onto the mortgage, house 500k, 5% down, 25 years: total loan and payment?',
    );
    expect(answer).not.toContain('$2,859.17');
    expect(answer).not.toContain('Interest rate: 4%');
    expect(answer).not.toMatch(/of the price a year/);
  });
});

describe('a HELOC: interest only during the draw, then amortizing over the repayment term', () => {
  it.each([
    // 80,000 × 8.5% ÷ 12 = 566.67; then 80,000 over 20 yrs at 8.5% = 694.26
    [
      'HELOC balance 80k at 8.5%, 10 year draw interest only then 20 year repayment: payment during draw and after?',
      ['$566.67', '$694.26'],
    ],
    // 120,000 × 9.25% ÷ 12 = 925; then over 15 yrs = 1,235.03
    [
      "we drew the whole heloc, 120,000 at 9.25 percent. draw period is ten years, then the repayment period is fifteen years. what's the payment now and once repayment starts",
      ['$925.00', '$1,235.03'],
    ],
    // 50,000 × 8% ÷ 12 = 333.33; then over 10 yrs = 606.64
    ['heloc 50k at 8%, 5 year draw, repay over 10 years: payments?', ['$333.33', '$606.64']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('gives no payment without the rate', () => {
    const answer = converse(
      'HELOC balance 80k, 10 year draw then 20 year repayment: payment during draw and after?',
    );
    expect(answer).not.toContain('Interest-only payment: **');
  });
});

describe('a house hack worked out from the loan', () => {
  it.each([
    // loan 434,250 at 6.75% / 30: P&I 2,816.54; PITI 3,466.54; less 1,700 = 1,766.54
    [
      'duplex 450k, 3.5% down FHA (ignore MIP), 6.75% 30yr, I live in one unit and rent the other for 1,700/mo, taxes 6,000/yr, insurance 1,800/yr: P&I, PITI, and my out of pocket each month after the rent',
      ['$2,816.54', '$3,466.54', '$1,766.54'],
    ],
    [
      'house hack: duplex four hundred fifty thousand, three and a half percent down, fha but leave out the mip, 6.75 for 30 years, other unit rents for seventeen hundred a month, taxes six thousand a year, insurance eighteen hundred a year. p&i, piti, out of pocket?',
      ['$2,816.54', '$3,466.54', '$1,766.54'],
    ],
    // loan 361,000 at 7% / 30: P&I 2,401.74; PITI 2,926.74; less 1,450 = 1,476.74
    [
      "thinking of house hacking a duplex listed at 380k. 5% down conventional, no PMI to keep it simple, rate 7% on a 30 year. tenant in the other side pays 1450 a month. property taxes 4,800 a year and insurance 1,500 a year. what's my pi, piti and what do I pay after rent",
      ['$2,401.74', '$2,926.74', '$1,476.74'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it("does not leave out an FHA loan's MIP the user did not set aside", () => {
    const answer = converse(
      'duplex 450k, 3.5% down FHA, 6.75% 30yr, I live in one unit and rent the other for 1,700/mo, taxes 6,000/yr, insurance 1,800/yr: my out of pocket after the rent?',
    );
    expect(answer).not.toContain('$1,766.54');
  });

  it('asks when the taxes are missing', () => {
    const answer = converse(
      'duplex 450k, 3.5% down, no pmi, 6.75% 30yr, I live in one unit and rent the other for 1,700/mo, insurance 1,800/yr: PITI and out of pocket?',
    );
    expect(answer).not.toContain('PITI: **');
  });
});
