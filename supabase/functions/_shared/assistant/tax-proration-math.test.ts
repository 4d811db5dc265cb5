// Property tax proration at closing (expected days and dollars worked out independently in Python
// with datetime: Jan 1 → Jun 15, 2025 is 165 days; 7300/365*165 = 3300).
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';

const answer = (q: string) => composeAnswer(q).markdown;

describe("the seller's share of the year's taxes at closing", () => {
  it.each([
    [
      "closing June 15, annual taxes 7,300 paid in arrears, seller's credit to the buyer?",
      [
        '**165 days**',
        'the seller credits the buyer **$3,300.00**',
        '(166 days): the seller credits the buyer $3,320.00',
      ],
    ],
    // A stated leap year counts its own 366 days; prepaid taxes run the other way.
    [
      'we close on 6/15/2024. taxes are $7,300 a year and the seller already paid them in advance. how much does the buyer owe the seller at closing?',
      ['**166 days**', 'the buyer reimburses the seller **$3,989.07**'],
    ],
    [
      'how do we prorate property taxes of 5,400/yr if closing is on the 20th of august? paid in arrears',
      ['**231 days**', '**$3,417.53**'],
    ],
    [
      'seller credit for taxes at closing: closing date october 1, yearly property tax 3,650, not yet paid',
      ['**273 days**', '**$2,730.00**'],
    ],
    [
      'prorated tax credit, closes 3/31, taxes 9k a year in arrears, seller pays through closing',
      ['**90 days**', '**$2,219.18**', 'as you said', '(89 days): the seller credits the buyer $2,194.52'],
    ],
    [
      'closing is september 30. fiscal tax year runs july 1 to june 30, taxes 6,200 paid in arrears. prorated credit?',
      ['Jul 1 – Sep 29 = **91 days**', '**$1,545.75**'],
    ],
    // Unsaid whether the taxes are paid in arrears or in advance: both directions are shown.
    ['closing may 1, taxes 4,380/yr, how do we prorate', ['**120 days**', '**$1,440.00**', '**$2,940.00**']],
  ])('%s', (q, figures) => {
    const a = answer(q);
    for (const figure of figures) expect(a).toContain(figure);
  });

  it('names the convention it used for the closing day', () => {
    expect(
      answer("closing June 15, annual taxes 7,300 paid in arrears, seller's credit to the buyer?"),
    ).toContain('the seller owns the home through the day before closing');
  });
});
