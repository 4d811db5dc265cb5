// Second parts of a question, ninth round (docs/assistant.md rule 69): for each class, phrasings of
// our own with the arithmetic beside each (worked apart in Python), and a case where the class must
// not fire.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (answer: string, figures: readonly string[]) => {
  for (const figure of figures) expect(answer).toContain(figure);
};

describe('GRM and price per door from a rent per unit', () => {
  it.each([
    // 16 × 1,300 × 12 = 249,600; 2,400,000 ÷ 16 = 150,000; GRM 9.62; 10.5 × 249,600 = 2,620,800
    [
      '16 units asking 2.4M, rents avg 1,300 per unit a month — price per unit, GRM, and the price at a 10.5 GRM',
      ['$249,600.00', '$150,000.00', '9.62', '$2,620,800.00'],
    ],
    // 12 × 1,150 × 12 = 165,600; GRM 10.87; 150,000 a door; 10 × 165,600 = 1,656,000
    [
      "12-unit building for 1.8M, each unit rents for 1,150/mo. what's the GRM and price per door? what price at a 10 GRM?",
      ['$165,600.00', '10.87', '$150,000.00', '$1,656,000.00'],
    ],
    // 8 × 1,000 × 12 = 96,000; GRM 10; 120,000 a door
    [
      'GRM on a 8 unit at 960k if rents are 1,000 a unit monthly? and price per door',
      ['**10**', '$120,000.00'],
    ],
    // 20 × 1,250 × 12 = 300,000; GRM 10.33; 155,000 a door
    [
      'price per unit and gross rent multiplier: 20 doors, 3.1 mil, avg rent 1,250/unit',
      ['$300,000.00', '10.33', '$155,000.00'],
    ],
    // 10 × 1,100 × 12 = 132,000; GRM 10.23; 135,000 a door; 9 × 132,000 = 1,188,000
    [
      'ok so my broker sent me a 10 unit listed at $1,350,000, units rent for $1,100 each per month. what GRM is that and what would it be worth at 9x gross rents? price per door too',
      ['10.23', '$135,000.00', '$1,188,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('never reads a whole building rent as a unit rent', () => {
    expect(converse('16 units asking 2.4M, rents total 20,800 a month, GRM?')).not.toContain(
      'GRM and price per unit',
    );
  });
});
