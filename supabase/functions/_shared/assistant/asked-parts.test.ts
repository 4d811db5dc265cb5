// The parts a question asks for, and the ones a computed answer leaves out (asked-parts.ts): an answer
// that works out one part of a two-part question says which part it did not work out, and asks.
import { describe, expect, it } from 'vitest';
import { askedParts, asksForAFigure, partsNotShown } from './asked-parts.ts';
import { converse } from './test-conversation.ts';

const card = (title: string, inputs: string[], results: string[]) =>
  [
    `### ${title}`,
    '',
    '**Inputs**',
    ...inputs.map((l) => `- ${l}`),
    '',
    '**Result**',
    ...results.map((l) => `- ${l}`),
  ].join('\n');

describe('the parts a question asks for', () => {
  it('splits what is asked at "and" and commas, and reads each part\'s measure', () => {
    const parts = askedParts(
      'Lot is 2.1 acres priced at $3.10 a square foot. How many square feet is that, and what is the price per acre?',
    );
    expect(parts.map((p) => p.words)).toEqual(['how many square feet is that', 'what is the price per acre']);
  });

  it('leaves out conditions and asides', () => {
    const parts = askedParts(
      'what will the monthly payment be (principal + interest only) if the rate is 7%?',
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]!.words).toBe('what will the monthly payment be');
  });

  it('finds nothing to check in a question that names no measure', () => {
    expect(askedParts('we love the house, should we offer on it?')).toEqual([]);
  });
});

describe('parts an answer does not show', () => {
  it('names a per-month amount the answer never works out', () => {
    const question =
      'flood insurance went from 1,400 to 2,150. what % increase is that and how much more per month?';
    const answer = card(
      'Percent change',
      ['From: $1,400.00', 'To: $2,150.00'],
      ['Change: **up 53.57%** (up $750.00)'],
    );
    expect(partsNotShown(question, answer).map((p) => p.words)).toEqual(['how much more per month']);
  });

  it('is satisfied when the amounts were given in that period already', () => {
    const question = 'rent is $2,900/mo and goes up 4% a year. what will the monthly rent be in 3 years?';
    const answer = card(
      '3 increases of 4.00%',
      ['Today: $2,900.00', 'Increase: 4.00% a year, 3 times'],
      ['After 3 increases: **$3,262.15**'],
    );
    expect(partsNotShown(question, answer)).toEqual([]);
  });

  it("asks for each person's share only when the question says how many share", () => {
    const shared =
      'my two brothers and I are putting 20% down on a 300k cabin. how much does each of us put in?';
    const whole = card(
      'Down payment',
      ['Price: $300,000.00', 'Down payment: 20.00%'],
      ['Down payment: **$60,000.00**'],
    );
    expect(partsNotShown(shared, whole)).toHaveLength(1);
    const split = card(
      'Down payment',
      ['Price: $300,000.00', 'Down payment: 20.00%'],
      ['Down payment: **$60,000.00**', 'Each of 3: **$20,000.00**'],
    );
    expect(partsNotShown(shared, split)).toEqual([]);
    const perOwner = 'dues are $410 a month and go up 6%. how much more does each owner pay a year?';
    const raised = card(
      'Increase of 6.00%',
      ['Today: $410.00 a month'],
      ['New: **$434.60** a month', 'That is $295.20 more a year'],
    );
    expect(partsNotShown(perOwner, raised)).toEqual([]);
  });

  it("does not count the question's own words echoed in the inputs, but counts a worked-out input", () => {
    const question = 'I can afford $3,200 a month in P&I at 6.5% for 30 years. how big a loan is that?';
    const echoed = card(
      'Monthly mortgage payment',
      ['Loan: $3,200 a month payment', 'Rate: 6.5%, 30 years'],
      ['Nothing else'],
    );
    expect(partsNotShown(question, echoed)).toHaveLength(1);
    const worked = card(
      'Monthly mortgage payment',
      ['Loan amount: $506,298.16', 'Rate: 6.5%, 30 years'],
      ['P&I: **$3,200.00**'],
    );
    expect(partsNotShown(question, worked)).toEqual([]);
  });

  it('asks about a price per thing the answer never divides by', () => {
    const question =
      'three cabins sold together for 1.2 mil, 4,800 sq ft between them. price per cabin and per sq ft?';
    const answer = card(
      'Price per square foot',
      ['Price: $1,200,000.00', 'Size: 4,800 sq ft'],
      ['Price per square foot: **$250.00**'],
    );
    expect(partsNotShown(question, answer).map((p) => p.words)).toEqual(['price per cabin']);
  });
});

describe('a computed answer that leaves a part out says so and asks', () => {
  it("a payment asked with each owner's half of the down payment", () => {
    const answer = converse(
      'me and my sister are buying a duplex for 380k with 15% down at 6.9% for 30 years. whats the P&I and how much is each of our halves of the down payment?',
    );
    expect(answer).toContain('$2,127.28');
    expect(answer).toContain('I need a bit more to answer all of it');
    expect(answer).toContain('"how much is each of our halves of the down payment"');
  });

  it('a complete answer is left as it is', () => {
    const answer = converse('whats the P&I on a 323k loan at 6.9% for 30 years and the total interest?');
    expect(answer).toContain('$2,127.28');
    expect(answer).not.toContain('I need a bit more');
  });
});

describe('a figure asked where only an explanation answers', () => {
  it('reads a figure asked with numbers in the message or the one before', () => {
    expect(asksForAFigure('if it is taxed at 15%, what is the tax on the boot?', false)).toBe(true);
    expect(asksForAFigure('loan amount and LTV?', true)).toBe(true);
    expect(asksForAFigure('and the cap rate on the purchase price?', true)).toBe(true);
  });

  it('leaves questions about what a thing is, or what is usual, to the article', () => {
    expect(asksForAFigure('what is a cap rate?', true)).toBe(false);
    expect(asksForAFigure('15 yr or 30 yr? and what are points', false)).toBe(false);
    expect(asksForAFigure('roughly what percent of the price are closing costs for 4 of us?', false)).toBe(
      false,
    );
    expect(asksForAFigure('what happens to my earnest money if we back out? we put down 10k', false)).toBe(
      false,
    );
    expect(asksForAFigure('and the cap rate on the purchase price?', false)).toBe(false);
  });

  it('works a figure asked after the message with its numbers from them', () => {
    const answer = converse(
      'we put 90k down on a 450,000 house',
      'monthly P&I on that loan at 6.25% for 30 years?',
    );
    expect(answer).toContain('$2,216.58');
  });

  it('says so above an explanation when the figure cannot be worked out', () => {
    const answer = converse(
      'sold the old rental and did a 1031, but 40k of the sale came back to me as boot',
      'my gain is way bigger than that, so what is the tax on the boot?',
    );
    expect(answer).toContain('One question before I compute');
    expect(answer).toMatch(/### .*[Bb]oot/);
  });
});

describe('a change asked right after worked figures, answered only by an explanation', () => {
  it('says the figures were not reworked, and asks', () => {
    const answer = converse(
      '1,850 sq ft house listed at 415k. price per square foot?',
      'what if we get full asking?',
    );
    expect(answer).toContain(
      "You asked for the figures again with a change, and I couldn't rework them with it",
    );
  });

  it('leaves a change that is reworked as it is', () => {
    const answer = converse(
      'townhouse 385k with 10% down at 6.5% for 30 years. payment?',
      'what if the hoa was 275 instead?',
    );
    expect(answer).toContain('$275.00');
    expect(answer).not.toContain('One question before I compute');
  });
});
