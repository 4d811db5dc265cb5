import { describe, expect, it } from 'vitest';
import { detectLiveData } from './live-data.ts';

describe('live data by concept', () => {
  it.each([
    // A market measure at a point in time, in words no phrase list had.
    ['are 15 yr rates still above 6 this week?', 'rates'],
    ['where are jumbo rates sitting these days', 'rates'],
    ['have rents in phoenix started dropping lately', 'rents'],
    ["how's inventory looking in raleigh this spring", 'market-stats'],
    // A named place's market, or whether it is a good place to buy now.
    ['hows the condo market in miami', 'market-stats'],
    ['is boise a smart place to invest right now', 'market-stats'],
    // A real named place asked about as it stands, with no time word at all.
    ['how fast are condos selling in charlotte', 'market-stats'],
    ['are multifamily vacancies in houston bad', 'market-stats'],
    ['are builders in orlando still offering concessions to buyers', 'market-stats'],
    ["what's the going rate for a studio near downtown denver", 'rates'],
  ] as const)('%s → %s', (question, kind) => {
    expect(detectLiveData(question)).toBe(kind);
  });

  it.each([
    // The user's own figures, or a concept with no point in time: computed or explained, not this.
    'my current rate is 7.25, should I refinance to 6.5 with 4k closing costs?',
    'rates are 6.8% today, what is the payment on a $400k loan for 30 years?',
    'what is a good cap rate for a duplex?',
    'how do rising rates affect home prices?',
    'should I lock my rate now or float?',
    'my rent went up 8% this year, is that legal?',
    // "Still" and "anymore" without a named place: a concept question.
    'does the 50% rule still make sense for small multifamily?',
    'is house hacking worth it anymore with FHA mortgage insurance?',
    'what is the vacancy rate in commercial real estate used for?',
    // The user's own rent and price, with "now": not a market's.
    'listed at 240k and it rents for 2,100 now. what percent of price is the rent?',
  ])('%s → not live data', (question) => {
    expect(detectLiveData(question)).toBeNull();
  });
});
