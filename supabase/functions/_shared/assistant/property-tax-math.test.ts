// Property tax questions stated in full, in the many ways people write them (expected figures worked
// out independently in Python, e.g. (450000*.4-25000)*.021 = 3255).
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import type { HistoryTurn } from '../protocol.ts';

const answer = (q: string) => composeAnswer(q).markdown;

/** The answer to the last of several messages, each asked after the ones before. */
function conversation(...messages: string[]): string {
  const history: HistoryTurn[] = [];
  let last = '';
  for (const text of messages) {
    last = composeAnswer(text, history).markdown;
    history.push({ role: 'user', text }, { role: 'assistant', text: last });
  }
  return last;
}

describe('tax from a value, an assessment ratio, exemptions and a rate in any form', () => {
  it.each([
    [
      'market value 450k, assessed at 40%, rate $2.10 per $100 of assessed value, 25k homestead exemption off the assessed value',
      '**$3,255.00**',
    ],
    [
      '450k home. assessment ratio 40%. levy $2.10/$100. homestead exemption 25k. yearly tax?',
      '**$3,255.00**',
    ],
    [
      "My house is worth $450,000 and the county assesses at 40% of market value. The tax rate is $2.10 per $100 of assessed value and I get a $25,000 homestead exemption. What will my annual property tax bill be, and what's that monthly?",
      '**$271.25**',
    ],
    ['450k, assessed at 40%, $21 per $1,000, 25k exemption. tax?', '**$3,255.00**'],
    [
      'house worth 450k assessed at 40% with a 21 mill levy and a 25k homestead exemption, annual taxes?',
      '**$3,255.00**',
    ],
    [
      'property taxes on a 450k home: assessed at 40% of value, rate is 2.1%, homestead exemption 25,000',
      '**$3,255.00**',
    ],
    ["town levies 18.5 per thousand on 60% of a 320k home's market value. yearly tax?", '**$3,552.00**'],
    // "mill rate is 12.5" is 12.5 mills, never 12.5%.
    ['mill rate is 12.5, home worth 280k, what are the taxes', '**$3,500.00**'],
    ["what's the tax: 300k house, 25 mills, 40k homestead exemption", '**$6,500.00**'],
  ])('%s', (q, figure) => {
    expect(answer(q)).toContain(figure);
  });

  it('takes an exemption off the value the wording names, and says which when the wording does not', () => {
    const offMarket = answer('450k mv, 40% assessment, 2.10 per hundred, 25k homestead off the market value');
    expect(offMarket).toContain('**$3,570.00**');
    expect(offMarket).toContain('off the market value, before the assessment ratio');
    const said = answer(
      'market value 450k, assessed at 40%, rate $2.10 per $100 of assessed value, 25k homestead exemption off the assessed value',
    );
    expect(said).toContain('Exemption: −$25,000 off the assessed value');
    expect(said).not.toContain('you did not say');
    const unsaid = answer(
      '450k home. assessment ratio 40%. levy $2.10/$100. homestead exemption 25k. yearly tax?',
    );
    expect(unsaid).toContain('you did not say which value it comes off');
  });

  it('shows the rate as quoted and as a percentage', () => {
    expect(answer('450k, assessed at 40%, $21 per $1,000, 25k exemption. tax?')).toContain(
      '$21.00 per $1,000 (2.1%, 21 mills)',
    );
  });

  it('asks rather than guesses an exemption given as a share, or a tax rate no county charges', () => {
    expect(answer('400k home, 1.2% tax rate, 20% homestead exemption. yearly tax?')).not.toContain(
      'Yearly tax',
    );
    expect(answer('taxes on 300k at 25%')).not.toContain('Yearly tax');
    // A rate quoted per something unreadable ("per hudred") is neither mills nor a percentage.
    expect(
      answer(
        'property tax on a 1.09m home: assessment ratio 35 pct, $5,000 exemption off the assessment, levy 2.40 per hudred',
      ),
    ).not.toContain('Yearly tax');
  });
});

describe('several rates on one bill, and the monthly escrow', () => {
  it.each([
    ['850k, 1.25% base plus 0.35% Mello-Roos, monthly escrow for taxes?', '**$1,133.33**'],
    [
      'county 0.9%, city 0.4% and school district 1.1% on a 320k house - total property tax?',
      '**$7,680.00**',
    ],
    [
      'home assessed at 410k. general levy 1% plus voter approved bonds 0.18%. how much per month into escrow for taxes',
      '**$403.17**',
    ],
    [
      '850k purchase price, tax rate 1.25% plus a $1,200/yr mello roos special tax. monthly escrow?',
      '**$985.42**',
    ],
    ['taxes on 600k at 1.1% plus a 350 dollar parcel tax', '**$6,950.00**'],
    [
      'escrow per month for property taxes: 525,000 assessed, county rate 0.95% + school 1.05% + city 0.2%',
      '**$962.50**',
    ],
  ])('%s', (q, figure) => {
    expect(answer(q)).toContain(figure);
  });

  it('shows the rates added up, and leads with the month when the month is asked', () => {
    const escrow = answer('850k, 1.25% base plus 0.35% Mello-Roos, monthly escrow for taxes?');
    expect(escrow).toContain('Combined rate: 1.25% + 0.35% = 1.6%');
    expect(escrow.indexOf('Monthly')).toBeLessThan(escrow.indexOf('Yearly tax'));
  });

  it('compares rates of two places or options instead of adding them', () => {
    const places = answer(
      'annual property tax differecne on a $710,000 home: Cedar Park rate 1.3%, Brookline rate 1 1/2%',
    );
    expect(places).not.toContain('Combined rate');
    expect(answer('town A rate 1.1% vs town B 1.9%, 450k house. difference in taxes per year?')).toContain(
      '**$3,600.00**',
    );
    expect(answer('taxes: 500k, 1.2% or 1.4%?')).toContain('**$1,000.00**');
    expect(answer('22 mills vs 31 mills on a 300k home, how much more in taxes?')).toContain('**$2,700.00**');
  });
});

describe('an assessed value grown at a capped rate (Prop 13 style)', () => {
  it.each([
    [
      'bought in 2018 for 600k, assessed value grows 2%/yr, 2024 assessed value and tax at 1.1%',
      ['**$675,697.45**', '**$7,432.67**', '6 years of growth'],
    ],
    [
      "prop 13: purchased 2015 at 800k. what's the assessed value in 2025 and the tax at 1.2%?",
      ['**$975,195.54**', '**$11,702.35**', 'Prop 13 allows at most 2% a year'],
    ],
    [
      'our assessed value is capped at 3% a year increases. base 250k, after 10 years what is it and the taxes at 1.8%',
      ['**$335,979.09**', '**$6,047.62**'],
    ],
    ['assessed value 500k in 2020, can only go up 2% a year. 2026 assessed value?', ['**$563,081.21**']],
    [
      'Florida save our homes caps increases at 3% a year: assessed 300k, what will the assessed value be in 5 years, tax at 20 mills',
      ['**$347,782.22**', '**$6,955.64**'],
    ],
    // The capped value (472,988.22) is above the market value, which is then the assessed value.
    [
      'base year value 420,000 (2019), assessment increases limited to 2% per year, market value now 440k. 2025 assessed value?',
      ['**$440,000.00**', 'below the capped $472,988.22'],
    ],
  ])('%s', (q, figures) => {
    const a = answer(q);
    for (const figure of figures) expect(a).toContain(figure);
  });
});

describe('what a successful appeal saves', () => {
  it.each([
    [
      "assessed 510k, I think it's worth 465k, rate 2.3%: how much would a successful appeal save?",
      '**$1,035.00**',
    ],
    [
      'if I appeal and get my assessment lowered from 400k to 360k, at 22 mills how much do I save a year',
      '**$880.00**',
    ],
    [
      'county says my place is worth 380k, comps say 340k. tax rate 1.9%. what does winning a protest save me?',
      '**$760.00**',
    ],
    ['appeal savings: assessed value 300,000, want it reduced by 30k, rate $2.50 per $100', '**$750.00**'],
    [
      'would a tax appeal be worth it? assessed at 620k, appraisal came in at 575k, 1.4% rate, over 5 years',
      '**$3,150.00**',
    ],
    [
      "market value per the county 450k, assessed at 40%, I think it's worth 400k; 25 mills. appeal savings?",
      '**$500.00**',
    ],
  ])('%s', (q, figure) => {
    expect(answer(q)).toContain(figure);
  });
});

describe('the rate a tax bill works out to', () => {
  it.each([
    ["my tax bill is 6,000 on a 400k home, what's the rate?", '**1.5%**'],
    ['what effective tax rate is 9,450 a year on a house assessed at 315k', '**3%**'],
    ['property taxes 500/mo on a 450k house, what percent is that', '**1.333%**'],
  ])('%s', (q, figure) => {
    expect(answer(q)).toContain(figure);
  });
});

describe('a follow-up that changes one number of a tax question keeps the rest', () => {
  it.each([
    [
      [
        "market value 350k, assessment ratio 62%, mill rate 31.5. what's the annual property tax and how much is that per month",
        'they just reassessed it at 400k market value. new tax?',
      ],
      '**$7,812.00**',
    ],
    [
      [
        'market value 450k, assessed at 40%, rate $2.10 per $100 of assessed value, 25k homestead exemption off the assessed value',
        'they just reassessed it at 400k market value. new tax?',
      ],
      '**$2,835.00**',
    ],
    [
      [
        'town of Ashford: mill rate 27.3, houses assessed at 70% of market value. ours is worth 400k, yearly tax?',
        'the next town over is 21.9 mills, same 70% assessment. what would we pay there',
      ],
      '**$6,132.00**',
    ],
    [
      ['850k, 1.25% base plus 0.35% Mello-Roos, monthly escrow for taxes?', 'and if the house were 700k?'],
      '**$933.33**',
    ],
    [
      [
        'bought in 2018 for 600k, assessed value grows 2%/yr, 2024 assessed value and tax at 1.1%',
        'what about 2030?',
      ],
      '**$760,945.08**',
    ],
    [
      ['house worth 300k, 25 mills, 40k homestead exemption. yearly taxes?', 'and with a 50k exemption?'],
      '**$6,250.00**',
    ],
  ])('%j', (messages, figure) => {
    expect(conversation(...messages)).toContain(figure);
  });
});
