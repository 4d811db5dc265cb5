import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { readQuickMath } from './quick-math.ts';

const result = (q: string) => readQuickMath(q)?.results.join(' | ') ?? null;

describe('everyday arithmetic, computed when every number is given', () => {
  it.each([
    ['32,950 sq ft of retail space at $51.25 per square foot per year. annual rent?', '$1,688,687.50'],
    ['homes around here sell for 330/sf. what is a 3,120 sq ft house worth at that price', '$1,029,600.00'],
    [
      'paying 14650 a mo for 18200 square feet of office. what is that per square foot per year',
      '$9.66/sq ft a year',
    ],
    ['is $730k for 3,800 sf a lot? what is that per foot', '$192.11'],
    ['2,280,000 for 14 units. how much is that per door?', '$162,857.14'],
    ['how much do 1.25 discount points cost on a 840000 loan?', '$10,500.00'],
    ['how much is 25% down on a 805,000 house?', '$201,250.00'],
    ['how much are yearly taxes if the assessment is 1,374,000 and the rate is 2.6 %', '$35,724.00'],
    ['LTV for a 173000 mortgage against a 255k appraisal?', '67.84%'],
    ['house is worth 675k and I owe 168800. how much equity do I have', '$506,200.00'],
    ['$375K today at 4.5% annual appreciation - value after 10 years', '$582,363.53'],
    [
      'current payment 4,712, new one would be 4487, closing costs 8550. break-even in months?',
      '**38 months**',
    ],
    ['875000 borrowed, rate 7.375 pct either way. payment for 15 years and for 30 years', '$8,049.33'],
    [
      'NOI on a property with $14k/mo gross rent, 3% vacancy and 65500 a year in operating expenses',
      '$97,460.00',
    ],
    [
      'what is it worth at a 9.5% cap rate: gross income 2,919,000/year, vacancy of 7 pct, total operating expenses 613000/yr',
      '**$22,122,842.11**',
    ],
    [
      'does 592,000/yr of noi support $4,480,000 at 6.375% on a 25 yr amortization? what is the coverage ratio',
      '**1.65**',
    ],
    ['what is the debt yield on a 9,750,000 loan with 848000 yearly noi', '**8.70%**'],
    [
      'I make $12,500 a month gross. car payment 335 per month, student loans 505, cards $70, new mortgage would be 4622 monthly. DTI?',
      '**44.26%**',
    ],
    [
      'rent is $3,775/month, expenses 1,245/month, mortgage is $420k @ 7.875%, 360 months. no vacancy. monthly cash flow',
      '**-$515.29**',
    ],
  ])('%s', (q, expected) => {
    expect(result(q)).toContain(expected);
  });

  it.each([
    'what is a good price per square foot?',
    '2-unit building for $450k, $1,400 per door, 25% down at 7%. Cap rate?',
    'remaining balance on $440k at 7.625%, 30yr after three years?',
    'westfield goes for $390 a square foot and brookline for 600. how much more would a 1,450 sq ft home cost in brookline?',
    'payment on $400k at 6.5% with 1.2% property tax',
  ])('leaves what it cannot read whole to the calculators or a question: %s', (q) => {
    expect(readQuickMath(q)).toBeNull();
  });

  it('shows every input it used, so nothing stated is left out unnoticed', () => {
    const { markdown } = composeAnswer('LTV for a 173000 mortgage against a 255k appraisal?');
    expect(markdown).toContain('- Loan: $173,000.00');
    expect(markdown).toContain('- Value: $255,000.00');
    expect(markdown).toContain('**67.84%**');
  });
});
