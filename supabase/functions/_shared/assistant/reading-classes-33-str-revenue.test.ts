// Rule 97: short-term rental revenue, fees and break-even, read in many phrasings (examples as
// written, terse, rambling, k shorthand, typos), follow-ups that change one input, and near misses.
import { converse } from './test-conversation.ts';
import { describe, expect, it } from 'vitest';

const ask = converse;

const cases: [string, string[], string[]][] = [
  // [name, messages, figures the answer must show]
  [
    'platform fees add',
    [
      'VRBO takes 5% commission plus 3% payment processing on my booking revenue. I had $42,000 in bookings this year. How much did VRBO take in total?',
    ],
    ['$3,360.00', '$38,640.00'],
  ],
  [
    'platform plus co-host, k shorthand',
    ['airbnb takes 3% host fee plus my co-host takes 15% on $38k of bookings. total fees?'],
    ['$6,840.00', '$31,160.00'],
  ],
  [
    'two managers',
    [
      'Two property managers quoted me for my cabin. Manager A: 25% of booking revenue. Manager B: 18% of booking revenue plus $95 per turnover. Next year I expect $58,000 in bookings and 62 turnovers. What would each one cost me for the year, and which is cheaper by how much?',
    ],
    ['$14,500.00', '$16,330.00', '$1,830.00'],
  ],
  [
    'host-only vs split',
    [
      "Airbnb fee question. Guest books 5 nights at $300. If I'm on the host-only fee (15% off my nightly total) vs the split fee (3% off my side), what's my payout each way? Ignore cleaning and taxes.",
    ],
    ['$1,275.00', '$1,455.00'],
  ],
  [
    'two options, a charge per turnover in one',
    [
      'Option A: 20% of booking revenue. Option B: 15% of booking revenue plus $60 per turnover. Bookings of $50,000 and 40 turnovers next year, which is cheaper?',
    ],
    ['$10,000.00', '$9,900.00', '$100.00'],
  ],
  [
    'host-only vs split, terse',
    ['guest books 4 nights at $250, host-only fee 15% vs split fee 3%, payout each way?'],
    ['$850.00', '$970.00', '$120.00'],
  ],
  [
    'rental cap, weekly rate',
    [
      'Condo HOA rule: owners can rent at most 12 times a year and every rental has to be at least 7 nights. If I fill every allowed slot with a one-week stay at $2,100 a week, what is the most I could gross in a year?',
    ],
    ['$25,200.00'],
  ],
  [
    'rental cap, nightly rate',
    [
      "our hoa lets us rent no more than 6 times a year with a 30 night minimum. at $150 a night what's the max we can gross",
    ],
    ['$27,000.00'],
  ],
  [
    'cost per night',
    [
      "A guest books 3 nights at $200 and pays my $175 cleaning fee. What's their effective cost per night? Ignore taxes and platform fees.",
    ],
    ['$258.33'],
  ],
  [
    'cost per night, reworded',
    ['guest pays 2 nights at $180 plus a $120 cleaning fee, what is the real cost per night'],
    ['$240.00'],
  ],
  [
    'weekend and weekday mix',
    [
      "I charge $349 on Friday and Saturday nights and $219 Sunday through Thursday. If I book all 104 weekend nights and 90 weeknights in a year, what's my nightly revenue and my average rate per booked night?",
    ],
    ['$56,006.00', '$288.69'],
  ],
  [
    'weekend mix, terse',
    [
      'weekend rate $300 fri and sat, $180 sun-thu. 90 weekend nights and 120 weeknights booked, total revenue and average nightly rate?',
    ],
    ['$48,600.00', '$231.43'],
  ],
  [
    'blocked weeks',
    [
      "We block 3 weeks in July for family. Those nights normally go for $425 and I'd expect about 90% of them to book. How much rental income are we giving up?",
    ],
    ['$8,032.50'],
  ],
  [
    'blocked weeks in words',
    [
      'if we block two weeks for family at christmas and those nights go for $600 with 80% booked, how much income do we lose',
    ],
    ['$6,720.00'],
  ],
  [
    'seasons',
    [
      "Seasonality guess for the beach house: peak season is 120 nights at 85% occupancy, shoulder is 120 nights at 55%, and off-season is 125 nights at 25%. How many booked nights is that for the year, and what's the overall occupancy?",
    ],
    ['199.25', '54.59%'],
  ],
  [
    'seasons reworded',
    [
      'summer 92 nights at 90% occupancy, winter 90 nights at 40% occupancy, spring/fall 183 nights at 60% occupancy. total booked nights and overall occupancy?',
    ],
    ['228.6', '62.63%'],
  ],
  [
    'monthly net',
    [
      "Beach condo, $265 a night and I'm guessing 18 booked nights in a typical month. Airbnb takes 3% of the nightly revenue, cleaning fees cover the cleaner, and I pay mortgage $2,050, HOA $540 and utilities $260 each month. What's my monthly net?",
    ],
    ['$1,776.90'],
  ],
  [
    'monthly net, fewer nights',
    [
      "Beach condo, $265 a night and I'm guessing 18 booked nights in a typical month. Airbnb takes 3% of the nightly revenue, cleaning fees cover the cleaner, and I pay mortgage $2,050, HOA $540 and utilities $260 each month. What's my monthly net?",
      "what if it's only 14 nights that month?",
    ],
    ['$748.70'],
  ],
  [
    'monthly net, terse',
    [
      "cabin at 180 a night, 20 booked nights a month, property manager takes 25%, mortgage 1,600/mo, utilities 300/mo, what's my monthly net",
    ],
    ['$800.00'],
  ],
  [
    'break-even',
    [
      'Trying to figure out break-even on my lake cabin. Costs: morgage $1,900/mo, HOA $380/mo, utilites + wifi about $310/mo, insurance $2,160 a year. My property manager takes 20% of booking revenue and I average $250 a night. How many booked nights a year do I need to break even, and what occupancy is that out of 365 nights?',
    ],
    ['166.2', '45.53%'],
  ],
  [
    'break-even, self-managed',
    [
      'Trying to figure out break-even on my lake cabin. Costs: morgage $1,900/mo, HOA $380/mo, utilites + wifi about $310/mo, insurance $2,160 a year. My property manager takes 20% of booking revenue and I average $250 a night. How many booked nights a year do I need to break even, and what occupancy is that out of 365 nights?',
      'And if I self-manage, so no 20% fee?',
    ],
    ['132.96', '36.43%'],
  ],
  [
    'break-even, terse',
    [
      'break even on my str: mortgage $2,200/mo, insurance $1,800 a year, $200/night, vrbo 5% fee. how many booked nights a year do i need',
    ],
    ['148.42', '40.66%'],
  ],
  [
    'nights to match a lease',
    [
      "A long-term tenant would pay $2,400/mo and I'd pay a manager 8% of that (assume no vacancy). As a short-term rental I'd average $210 a night, pay 20% management plus a 3% platform fee on bookings, and about $450/mo in extra utilities. How many booked nights a year would the STR need to net the same as the long-term lease, and what occupancy is that out of 365?",
    ],
    ['197.25', '54.04%'],
  ],
  [
    'lease vs STR',
    [
      "Trying to decide long-term lease vs Airbnb for my condo. Long-term: $2,100/month, assume 5% vacancy, no manager. Short-term: $195/night average, 60% occupancy of 365 nights, a manager at 25% of bookings, and about $300/month in utilities I'd pay that a long-term tenant would pay themselves. Cleaning fees cover the cleaning, and the mortgage, taxes and insurance are the same either way so leave them out. What's the annual net for each, and which comes out ahead by how much?",
    ],
    ['$23,940.00', '$28,428.75', '$4,488.75'],
  ],
  [
    'lease vs STR, self-managed',
    [
      "Trying to decide long-term lease vs Airbnb for my condo. Long-term: $2,100/month, assume 5% vacancy, no manager. Short-term: $195/night average, 60% occupancy of 365 nights, a manager at 25% of bookings, and about $300/month in utilities I'd pay that a long-term tenant would pay themselves. Cleaning fees cover the cleaning, and the mortgage, taxes and insurance are the same either way so leave them out. What's the annual net for each, and which comes out ahead by how much?",
      "ok and if I managed the short-term rental myself, no 25% fee? what's the STR net then and how far ahead of long-term is it?",
    ],
    ['$39,105.00', '$15,165.00'],
  ],
  [
    'revenue at an occupancy',
    [
      "Running numbers on a beach condo in Gulf Shores. I'm figuring $225 a night average and 62% occupancy across the year (365 nights). What's gross booking revenue for the year, and what's left after Airbnb's 3% host fee?",
    ],
    ['$50,917.50'],
  ],
  [
    'revenue, occupancy changed',
    [
      "Running numbers on a beach condo in Gulf Shores. I'm figuring $225 a night average and 62% occupancy across the year (365 nights). What's gross booking revenue for the year, and what's left after Airbnb's 3% host fee?",
      'and if occupancy is 68% instead?',
    ],
    ['$55,845.00', '$54,169.65'],
  ],
  [
    'cash-on-cash target',
    [
      "I've got $150,000 into the condo all in and want a 10% cash-on-cash return. Annual expenses including the mortgage run $38,000. How much gross booking revenue do I need a year, and at $230 a night how many booked nights is that?",
    ],
    ['$53,000.00', '230.43'],
  ],
  [
    'cash-on-cash target, reworded',
    [
      '$120,000 invested and I want 8% cash-on-cash. annual expenses including the mortgage are $30,000. how much gross booking revenue do I need and how many nights at $200 a night?',
    ],
    ['$39,600.00', '198'],
  ],
  [
    'resort',
    [
      "Looking at a small cabin resort: 8 cabins, $165 average nightly rate, 61% occupancy across 365 nights. Operating expenses run 55% of revenue. Asking price is $1.9M. What's the gross annual revenue, the NOI, and the cap rate at asking?",
    ],
    ['$293,898.00', '$132,254.10', '6.96%'],
  ],
  [
    'resort, price at a cap',
    [
      "Looking at a small cabin resort: 8 cabins, $165 average nightly rate, 61% occupancy across 365 nights. Operating expenses run 55% of revenue. Asking price is $1.9M. What's the gross annual revenue, the NOI, and the cap rate at asking?",
      'what price would put it at an 8% cap?',
    ],
    ['$1,653,176.25'],
  ],
  [
    'resort, terse',
    [
      '12 cabins at $140 a night, 55% occupancy, expenses 50% of revenue, asking price $2.4m. gross, noi and cap rate?',
    ],
    ['$337,260.00', '$168,630.00', '7.03%'],
  ],
  [
    'price to gross',
    [
      "Cabin's listed at $615k and grossed $82,000 in bookings last year. What's the price-to-gross-revenue multiple and the gross yield?",
    ],
    ['7.5', '13.33%'],
  ],
  [
    'price to gross, terse',
    ['listed at $500k and grossed $60k in bookings, price to gross multiple and gross yield?'],
    ['8.33', '12.00%'],
  ],
  [
    'fees, rambling with story years',
    [
      'We bought the cabin back in 2019. In 2025 it did 42k in bookings on vrbo; vrbo keeps 5% commission and 3% processing. how much did they take altogether',
    ],
    ['$3,360.00'],
  ],
  [
    'break-even, rambling with ages',
    [
      "my wife and I (we're both 61) are thinking about the airbnb. nightly rate $210, property manager takes 22%, mortgage 1,450/mo, hoa 220/mo, insurance 1,900 a year. how many nights do we need to break even?",
    ],
    ['133.94', '36.70%'],
  ],
  [
    'monthly net, a purchase year is no cost',
    [
      'Condo in Destin, bought in 2021: airbnb at 240/night, 15 nights booked a month, airbnb fee 3%, mortgage $1,800 a month and HOA $400 a month. what do I net monthly?',
    ],
    ['$1,292.00'],
  ],
  [
    'resort, shorthand',
    ['resort w/ 10 cabins, adr $150, 50% occupancy, opex 60% of revenue, asking 1.5m, cap rate?'],
    ['$273,750.00', '$109,500.00', '7.30%'],
  ],
];

describe('short-term rental revenue, fees and break-even (rule 97)', () => {
  for (const [name, messages, figures] of cases)
    it(name, () => {
      const answer = ask(...messages);
      for (const f of figures) expect(answer).toContain(f);
    });

  it('near misses are not read as a short-term rental', () => {
    // A long-term rental's manager fee on monthly rent, a plain amount times a percent, a loan.
    for (const q of [
      'my property manager takes 8% of rent, rent is $2,000/mo. how much a year?',
      'lodging tax 12.75% on $21,480 of bookings, how much?',
      'payment on a $300k loan at 6.5% for 30 years',
      // Two cabin counts: which is meant is asked, never guessed.
      "we have 20 cabins... just kidding, 6 cabins at $200 a night 70% occupancy and expenses 45% of revenue. what NOI and what's it worth at a 9% cap",
    ]) {
      const answer = ask(q);
      expect(answer).not.toMatch(
        /### (?:Short-term rental (?:fees|revenue|break-even)|Short-term rental's monthly|Most a rental cap|Cost per night with|Rental income given up|Booked nights by season|Small resort|Price to gross|Long-term lease vs)/,
      );
    }
  });
});
