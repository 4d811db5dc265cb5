// City renters and small city owners (docs/assistant.md rule 104): rent increases and renewal options,
// an allowable increase from CPI, broker fees, roommates splitting by bedroom size, a roommate's share
// of an owner's costs, a car against transit, a bike membership against passes, a move between cities,
// two apartments all in, a condo's NOI and cap rate with HOA (and financed), GRM and gross yield,
// parking or storage bought against rented, a garage's revenue, a renovation by the foot, two places'
// rents compared, a listing in square meters, price per foot with parking, commute hours. Each class
// has the held-out example as written plus phrasings of our own; figures were computed apart.
import { describe, expect, it } from 'vitest';
import { cases, converse, expectAll } from './test-conversation.ts';

cases(
  'a renewal rent increase',
  [
    [
      'my rent stabilized apartment is $2,140/mo. the renewal offers a 2.75 percent increase for a 1 year lease. new rent? and how much more per month is that',
      ['$2,198.85', '$58.85'],
    ],
    ['rent is 2400 a month, landlord wants a 4% raise at renewal. what will I pay?', ['$2,496.00', '$96.00']],
    ['my rent is 3k/mo and going up 7 percent. how much more a year?', ['$3,210.00', '$2,520.00']],
    [
      'Renewal: 1-yr lease +3%, 2-yr lease +5.5%. I pay $1,950/mo now. new rent for each?',
      ['$2,008.50', '$58.50', '$2,057.25', '$107.25'],
    ],
    [
      'landlord is raising my $2,650/month rent by 3.5% at renewal - whats the new rent',
      ['$2,742.75', '$92.75'],
    ],
    [
      'lease renewal came in: 1.5% increase on $4,100 a month. new monthly rent and the dollar increase?',
      ['$4,161.50', '$61.50'],
    ],
    ['apartmnt rent $1,880/mo, renewel increase 2.5%. how much will my new rent be', ['$1,927.00', '$47.00']],
  ],
  /### Rent increase/,
);

describe('a renewal option asked as a follow-up', () => {
  it('reads the other option against the rent paid now', () => {
    const answer = converse(
      'my rent stabilized apartment is $2,140/mo. the renewal offers a 2.75 percent increase for a 1 year lease. new rent? and how much more per month is that',
      'and the 2 year option is 5.25%. what would the rent be on that one, and how much more than i pay now?',
    );
    expectAll(answer, ['$2,252.35', '$112.35']);
  });
});

cases(
  'an allowable increase as a share of CPI',
  [
    [
      'my SF landlord says the allowable annual increase is 60% of the CPI increase, and CPI went up 3.5%. rent is $3,400. what % can they raise it and whats the new max rent',
      ['2.1%', '$3,471.40'],
    ],
    [
      'rent controlled unit, increase is 75% of CPI, CPI was 4%, capped at 3%, rent $2,000. new rent?',
      ['3%', '$2,060.00'],
    ],
    [
      'allowed raise = 80% of the CPI change. CPI rose 4%. I pay $2,800/mo. max new rent?',
      ['3.2%', '$2,889.60'],
    ],
    [
      'Rent $1,500 a month; ordinance allows 75% of CPI and inflation (CPI) was 3%. how much can my rent go up?',
      ['2.25%', '$1,533.75'],
    ],
    [
      'cpi went up 3.5% and my landlord can raise 60% of the cpi increase, rent is 3400 - whats the max rent',
      ['2.1%', '$3,471.40'],
    ],
    [
      'my rent is $3,400. landlord can take 60 percent of the CPI increase; CPI rose 3.5 percent. new maximum?',
      ['2.1%', '$3,471.40'],
    ],
  ],
  /### Allowable rent increase from CPI/,
);

cases(
  "a broker fee on a year's rent",
  [
    [
      "Broker fee is fifteen percent of a year's rent. Apartment is $3,950/month. What's the fee?",
      ['$7,110.00'],
    ],
    ['fee is 15% of annual rent on a 3.2k/mo place, what do I owe the broker', ['$5,760.00']],
    ["NYC apt 2800 a month, broker wants one month's rent as a fee. how much?", ['$2,800.00']],
    [
      "apartment at $2,900/mo and the broker's fee is 12% of the first year's rent. fee amount?",
      ['$4,176.00'],
    ],
    ['how much is a 15 percent broker fee of a years rent if rent is $3,950 a month', ['$7,110.00']],
    ["brokr fee = 15% of 12 months' rent, rent $3,950/mo. what do i pay the broker", ['$7,110.00']],
  ],
  /### Broker fee/,
);

cases(
  'a fee apartment against a no-fee one',
  [
    [
      "Boston apartment hunting. One place is $4,200/mo with a broker fee of 12% of the first year's rent, the other is $4,450/mo with no fee. Over a 12-month lease what's the total cost of each, and how much cheaper is the no-fee one?",
      ['$56,448.00', '$53,400.00', '$3,048.00'],
    ],
    [
      'no-fee place at $3,000/mo vs a $2,800/mo place with a 15% of annual rent broker fee. 12 month lease, which is cheaper overall?',
      ['$36,000.00', '$38,640.00', '$2,640.00'],
    ],
    [
      "$2,500/month with a broker fee of 10% of a year's rent, or $2,650/month no fee, 12-month lease: total for each?",
      ['$33,000.00', '$31,800.00', '$1,200.00'],
    ],
  ],
  /### Broker fee against a no-fee apartment/,
);

cases(
  'roommates splitting the rent by bedroom size',
  [
    [
      '3 of us are splitting a $5,400/month apt in Bushwick. bedrooms are 140, 110 and 100 sq ft. if we split the whole rent in proportion to bedroom size, what does each person pay?',
      ['$2,160.00', '$1,697.14', '$1,542.86'],
    ],
    [
      'Me and my roommate pay $4,800 total. We want half the rent split evenly and the other half split by bedroom size. Her room is 180 sq ft, mine is 120. What does each of us pay?',
      ['$2,640.00', '$2,160.00'],
    ],
    [
      'rent $4,500/mo, three rooms 150 sq ft, 100 sq ft and 80 sq ft. split by room size, what does each pay?',
      ['$2,045.45', '$1,363.64', '$1,090.91'],
    ],
    [
      'splitting a 2br with a friend by bedroom size. my room is 150 sq ft, the other room is 120 sq ft, rent is $3,000. what do I pay?',
      ['$1,666.67', '$1,333.33'],
    ],
    [
      '$3k rent, rooms 150 & 120 sqft, divide it proportionally to the room sizes',
      ['$1,666.67', '$1,333.33'],
    ],
    [
      'we split $4,800 a month: half evenly, half by bedroom size. rooms are 180 sq ft and 120 sq ft. each share?',
      ['$2,640.00', '$2,160.00'],
    ],
  ],
  /### Rent split/,
);

describe('a rent split by bedroom size, adjusted or asked about', () => {
  it('moves one room up and the others down by the amounts named', () => {
    const answer = converse(
      '3 of us are splitting a $5,400/month apt in Bushwick. bedrooms are 140, 110 and 100 sq ft. if we split the whole rent in proportion to bedroom size, what does each person pay?',
      'the 100 sq ft room has the only private bathroom though. what if that person pays $150 more and the other two each pay $75 less?',
    );
    expectAll(answer, ['$2,085.00', '$1,622.14', '$1,692.86']);
  });

  it('asks for the other rooms when only one is given', () => {
    const answer = converse(
      'splitting a 2br with a friend and we want to divide rent by bedroom size. my room is 150 sq ft. what do I pay?',
    );
    expect(answer).toMatch(/One question before I compute/);
    expect(answer).toMatch(/other room/);
  });
});

cases(
  "a roommate's share of an owner's costs",
  [
    [
      "I own a 2BR condo in DC and rent the second bedroom to a roommate for $1,700. My costs: P&I $3,900, condo fee $850, taxes $600 a month. What percent of my housing costs does the roommate cover and what's my net monthly cost?",
      ['31.78%', '$3,650.00'],
    ],
    [
      'my roommate pays me $1,200. my costs: mortgage $2,400, hoa $400, insurance $100 a month. what percent does she cover, net cost?',
      ['41.38%', '$1,700.00'],
    ],
    [
      'renting a room out for $900/mo to a roommate. my costs: P&I $2,000, taxes $500, HOA $300. how much of it does the roommate cover and my net?',
      ['32.14%', '$1,900.00'],
    ],
  ],
  /### What the roommate covers/,
);

cases(
  'a car against transit',
  [
    [
      'Thinking about keeping a car in Brooklyn. Garage is $550/mo, insurance $240/mo, gas and tolls about $120/mo. The unlimited MetroCard is $132/mo. How much more is the car per month and per year vs just taking the subway?',
      ['$778.00', '$9,336.00'],
    ],
    [
      'car costs: parking $600/mo, insurance $180/mo, gas $90/mo, maintenance $50/mo. transit pass is $127/mo. difference per month and year?',
      ['$793.00', '$9,516.00'],
    ],
    [
      'is a car worth it in chicago? garage $300 a month, insurance $150 a month vs a $75/mo ventra pass. how much more monthly and yearly',
      ['$375.00', '$4,500.00'],
    ],
  ],
  /### Car against transit/,
);

cases(
  'a yearly bike membership against monthly passes',
  [
    [
      'Citi Bike annual membership is $219.99. If I bike instead of buying the $132 monthly subway pass, how much do I save in a year (12 monthly passes)?',
      ['$1,364.01'],
    ],
    [
      'bike share is $185/yr vs a $90 monthly transit pass. how much would I save a year biking?',
      ['$895.00'],
    ],
    [
      'annual citibike membership $219.99 vs unlimited metrocard $132 a month - yearly savings?',
      ['$1,364.01'],
    ],
  ],
  /### Yearly membership against monthly passes/,
);

cases(
  'a move between cities',
  [
    [
      "Moving from Boston to Seattle. In Boston my rent is $3,200 and I don't need a car. In Seattle rent would be $2,850 but I'd need a car at about $420/mo all in. How much more or less do I spend per month and per year?",
      ['$70.00', '$840.00'],
    ],
    [
      'moving from chicago to denver. chicago rent is $2,100, no car. denver rent $1,900 plus a car at $500/mo. how much more or less per month and year?',
      ['$300.00', '$3,600.00'],
    ],
  ],
  /### Monthly costs:/,
);

cases(
  'two apartments all in',
  [
    [
      "comparing two apartments for my move in June. Apartment A is at 1845 N something in Logan Square, $3,100/mo, 35 minute train ride each way, and the monthly transit pass is $75. Apartment B is $3,650/mo and I'd walk to work, no transit cost. I work 22 days a month and I value my time at $30/hour. Counting rent, transit and commute time, what's the monthly all-in cost of A and how much more or less is it than B?",
      ['$3,945.00', '$295.00'],
    ],
    [
      'Apartment A: $2,500/mo, 30 minutes each way by bus, pass $100. Apartment B: $2,900/mo, walk to work. 20 days a month, time worth $25/hour. all-in monthly cost of each?',
      ['$3,100.00', '$2,900.00', '$200.00'],
    ],
  ],
  /### Two apartments, all in/,
);

cases(
  "a condo's NOI and cap rate with HOA",
  [
    [
      'I bought a condo in Chicago (South Loop) for $410,000 cash. It rents for $3,300 a month. HOA is $520/month, property taxes $7,200 a year, insurance $900 a year, and I assume 5% vacancy. What is the NOI and the cap rate?',
      ['$23,280.00', '5.68%'],
    ],
    [
      'condo bought for $300k, rents for $2,400/mo, hoa $400/mo, taxes $4,000/yr, insurance $600/yr, 5% vacancy. noi and cap rate?',
      ['$17,960.00', '5.99%'],
    ],
  ],
  /### Condo rental: NOI and cap rate/,
);

describe("a condo's NOI followed by its financing", () => {
  it('works out the cash flow and cash-on-cash from the NOI above', () => {
    const answer = converse(
      'I bought a condo in Chicago (South Loop) for $410,000 cash. It rents for $3,300 a month. HOA is $520/month, property taxes $7,200 a year, insurance $900 a year, and I assume 5% vacancy. What is the NOI and the cap rate?',
      "and the cash-on-cash if I had put 30% down and financed the rest at 6.75% over 30 years instead? closing costs were 2% of the price, paid in cash. what's the annual cash flow too",
    );
    expectAll(answer, ['$942.28', '0.72%']);
  });
});

cases(
  'GRM and gross yield',
  [
    [
      '1BR condo in Williamsburg asking 575k, rents for 3,100/mo. gross rent multiplier and gross yield?',
      ['15.46', '6.47%'],
    ],
    ['whats the GRM and gross yield on a 2br listed 480k that rents 2,600 a month', ['15.38', '6.50%']],
    ['GRM and gross yield: price $575,000, rent $3,100/month', ['15.46', '6.47%']],
  ],
  /### Gross rent multiplier and gross rental yield/,
);

cases(
  'a parking spot or storage bought against rented',
  [
    [
      'My condo building is selling deeded parking spots for $95k, and each spot carries $165/month in common charges. A garage down the block charges $450 a month. Ignoring financing, taxes, appreciation and what the cash could earn elsewhere, how many months until buying the spot breaks even versus renting in the garage? How many years is that?',
      ['333.33 months', '27.78 years'],
    ],
    [
      'building sells storage cages for $12,000 plus a $35/month fee, or I can rent one for $150/month. ignoring interest on the money, how many months till buying pays off?',
      ['104.35 months'],
    ],
    [
      'buy a parking space for $60k with $100/mo fees or rent one at $400/mo - break even?',
      ['200 months', '16.67 years'],
    ],
    [
      'parking spot for sale 50k, garage rents spots at 250 a month. how long to break even buying?',
      ['200 months'],
    ],
  ],
  /### Buying the (?:parking spot|storage) against renting one/,
);

cases(
  "a garage's revenue",
  [
    [
      "Our building's garage has 60 spots at $475/month and runs about 85% occupied on average. Annual revenue?",
      ['$290,700.00'],
    ],
    [
      'garage with 40 spaces renting at $300/mo, 90% occupancy. monthly and annual income?',
      ['$10,800.00', '$129,600.00'],
    ],
  ],
  /### Garage revenue/,
);

cases(
  'a renovation by the square foot',
  [
    [
      'gut renovating a 900 square foot prewar appartment at about $275 per sq ft, and I want a 10% contingency on top. base cost and total with contingency?',
      ['$247,500.00', '$272,250.00'],
    ],
    ['renovating 900 sq ft at $275/sq ft plus 10% contingency, total?', ['$247,500.00', '$272,250.00']],
    ['remodel 1,200 sf at $180 a sq ft with 15% contingency. base and total', ['$216,000.00', '$248,400.00']],
  ],
  /### Renovation cost by the square foot/,
);

cases(
  "two places' rents compared",
  [
    [
      "The report I'm reading says median 1BR rent is $2,600 in Astoria and $3,400 in Park Slope. How much more is Park Slope in percent, and in dollars per year?",
      ['30.77%', '$9,600.00'],
    ],
    [
      'rent is $2,000 in Queens and $2,500 in Brooklyn. how much more is Brooklyn in percent and per year?',
      ['25.00%', '$6,000.00'],
    ],
  ],
  /### Rent compared between two places/,
);

cases(
  'a listing in square meters',
  [
    [
      'Friend sent me a listing given in square meters: 95 m², asking $1.1M. Using 10.764 sq ft per m², how many sq ft is that and what is the price per sq ft?',
      ['1,022.58 sq ft', '$1,075.71'],
    ],
    ['paris flat 68 sqm for 850k, price per square foot?', ['731.95 sq ft', '$1,161.29']],
    [
      'listing: 95 square meters, $1,100,000. price per sq ft (1 m² = 10.764 sq ft)?',
      ['1,022.58 sq ft', '$1,075.71'],
    ],
  ],
  /### Listing in square meters/,
);

cases(
  'price per square foot with parking sold separately',
  [
    [
      'Apartment is $1.48M for 1,350 sq ft and the parking space is sold separately for $110k. Price per sq ft of the apartment alone, and all-in if I add the parking price (same 1,350 sq ft)?',
      ['$1,096.30', '$1,177.78'],
    ],
    [
      'condo 2,000 sqft listed at 2.2M, parking spot extra 150k. psf with and without parking',
      ['$1,100.00', '$1,175.00'],
    ],
  ],
  /### Price per square foot, alone and with the extra/,
);

describe('commute hours a year, now and after a move', () => {
  it.each([
    [
      'my commute is 45 min each way, 5 days a week, 48 weeks a year. how many hours a year is that, and how many would I save if I moved somewhere 20 min each way?',
      ['360 hours', '200 hours'],
    ],
    [
      'commute 40 minutes each way vs 15 minutes each way, 5 days a week, 50 weeks a year. hours a year for each and saved?',
      ['333.33 hours', '125 hours', '208.33 hours'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('more phrasings of each class (our own wording, figures computed apart)', () => {
  it.each([
    [
      "$3,500/mo no fee or $3,300/mo plus one month's rent broker fee, 12 month lease. total each?",
      ['$42,000.00', '$42,900.00', '$900.00'],
    ],
    [
      'apt A 2,800/mo w/ 15% broker fee (of annual rent), apt B 3,000/mo no fee, 12-month lease, which costs less overall and by how much',
      ['$38,640.00', '$36,000.00', '$2,640.00'],
    ],
    [
      "Over a 12 month lease: $4,450/mo no fee vs $4,200/mo with a fee of 12% of the first year's rent. totals?",
      ['$56,448.00', '$53,400.00', '$3,048.00'],
    ],
    [
      'roommate pays $1,000 a month. my costs are mortgage $2,000 and hoa $500. what share does the roommate cover? net cost?',
      ['40.00%', '$1,500.00'],
    ],
    [
      'I rent a room to a tenant for $1,100/mo; my costs: p&i $2,600, taxes $450, insurance $150 monthly. percent covered and net?',
      ['34.38%', '$2,100.00'],
    ],
    [
      'renting my spare bedroom for 800/mo to a roommate; my costs: mortgage 1,800, hoa 200. % covered, net cost',
      ['40.00%', '$1,200.00'],
    ],
    [
      'Car: garage $400/mo, insurance $200/mo, gas $100/mo. Monthly transit pass $90. How much more does the car cost a month and a year?',
      ['$610.00', '$7,320.00'],
    ],
    [
      'keeping my car in SF: parking 350/mo, insurance 160/mo, gas and tolls 140/mo vs muni pass 86/mo. extra per month & year?',
      ['$564.00', '$6,768.00'],
    ],
    ['citibike $219.99/yr or the $132/mo metrocard - how much do I save per year biking?', ['$1,364.01']],
    ['annual bike membership $150, monthly bus pass $60. yearly savings from biking?', ['$570.00']],
    ['divvy annual membership costs $143.75; ventra monthly pass is $75. save how much a year?', ['$756.25']],
    [
      'relocating from NYC to Austin: NYC rent $3,500, no car needed. Austin rent $1,800 and a car about $600/mo. how much less do I spend per month and per year?',
      ['$1,100.00', '$13,200.00'],
    ],
    [
      'Moving from SF to Phoenix. In SF rent is $3,000. In Phoenix rent is $1,700 plus a car at $550/mo. more or less per month and year?',
      ['$750.00', '$9,000.00'],
    ],
    [
      'moving from Boston to Seattle: boston rent $3,200, seattle rent $2,850 + car $420/mo. difference per month and per year',
      ['$70.00', '$840.00'],
    ],
    [
      'Option A: $2,000/mo rent, 45 min each way by train, transit pass $80. Option B: $2,400/mo, walk to work. 20 days a month, I value my time at $20/hour. all-in cost?',
      ['$2,680.00', '$2,400.00', '$280.00'],
    ],
    [
      "apt 1 is 2,700/mo with a 25 min bus ride each way and a $100 pass; apt 2 is 3,000/mo, I'd walk. 21 days a month, time worth $40/hr. counting commute time, all-in cost of each",
      ['$3,500.00', '$3,000.00', '$500.00'],
    ],
    [
      'Apartment A $3,100/mo, 35 min each way on the train, $75 transit pass; Apartment B $3,650/mo, walking distance. 22 days a month at $30/hour. all-in difference?',
      ['$3,945.00', '$295.00'],
    ],
    [
      'condo purchased for $500,000 all cash, rents at $3,500/mo, HOA $600/month, taxes $8,000 a year, insurance $1,200 a year, 5% vacancy. NOI? cap rate?',
      ['$23,500.00', '4.70%'],
    ],
    [
      'cap rate and noi on my 1br condo: paid $350k, rent $2,500 a month, hoa $450/mo, property tax $5,000/yr, insurance $700/yr, vacancy 5%',
      ['$17,400.00', '4.97%'],
    ],
    [
      'Condo I bought for $410k, rents for $3,300/mo. HOA $520 a month, taxes $7,200/yr, insurance $900/yr, 5% vacancy - whats the NOI and cap?',
      ['$23,280.00', '5.68%'],
    ],
    ['gross yield and GRM for a studio asking $400,000 renting at $2,000/mo', ['16.67', '6.00%']],
    ['GRM? price 575k, rent 3.1k a month', ['15.46']],
    [
      "what's the gross rent multiplier and gross yield of a $1.2M condo that rents for $5,000/month",
      ['20', '5.00%'],
    ],
    [
      'storage locker: buy for $8,000 with a $25/month fee, or rent for $100/month. months to break even?',
      ['106.67 months'],
    ],
    [
      'Deeded parking spot $75,000, common charges $150/mo; renting a spot nearby is $400 a month. break even in years?',
      ['300 months', '25 years'],
    ],
    ['parking garage, 100 stalls at $200 a month, 80% occupied - annual revenue', ['$192,000.00']],
    ['how much does a garage with 25 spots at $350/mo bring in a year if 92% occupied?', ['$96,600.00']],
    ['storage: 50 cages at $60/month, 90% rented. monthly and annual revenue?', ['$2,700.00', '$32,400.00']],
    ['garage revenue per year: 60 spots, $475/month each, 85% occupancy', ['$290,700.00']],
    ['gut reno of a 700 sf apartment at $300/sf. cost?', ['$210,000.00']],
    [
      'Renovation: 1,100 square feet, about $250 per square foot, add 12% contingency',
      ['$275,000.00', '$308,000.00'],
    ],
    [
      'how much to remodel my 850 sq ft co-op at $225/sq ft with a 15% buffer',
      ['$191,250.00', '$219,937.50'],
    ],
    [
      'median rent $1,800 in Oakland and $2,400 in San Francisco. how much more is San Francisco in percent and dollars a year',
      ['33.33%', '$7,200.00'],
    ],
    [
      '2BR is $3,000 in Hoboken and $3,600 in Manhattan; how much higher is Manhattan, percent and per year?',
      ['20.00%', '$7,200.00'],
    ],
    [
      'Studio rent: $1,500 in Queens vs $2,100 in Manhattan. how much more is Manhattan in %, and $ per year?',
      ['40.00%', '$7,200.00'],
    ],
    ['120 m2 apartment for $900,000 - price per sq ft?', ['1,291.67 sq ft', '$696.77']],
    [
      'how many square feet is a 95 sq m flat, and the price per square foot at $1.1M? use 10.764',
      ['1,022.58 sq ft', '$1,075.71'],
    ],
    ['95m² asking 1.1m, price per sqft (10.764 sq ft per m²)', ['1,022.58 sq ft', '$1,075.71']],
    [
      '$950k for 800 sq ft, plus $75k for a parking spot sold separately. price per square foot alone and all-in',
      ['$1,187.50', '$1,281.25'],
    ],
    [
      'storage unit extra $20k; apartment $1.2M, 1,000 sq ft. psf with and without the storage',
      ['$1,200.00', '$1,220.00'],
    ],
    [
      "what's the ppsf on a 1,350 sf apartment at $1.48M, and with the $110k parking spot added?",
      ['$1,096.30', '$1,177.78'],
    ],
    [
      '45 min each way now, 20 min each way after moving. 5 days a week, 48 weeks a year. hours a year now and saved?',
      ['360 hours', '200 hours'],
    ],
    [
      'i spend 1 hour each way commuting, 5 days a week, 50 weeks a year; new place would be 30 min each way. hours per year now and how many saved?',
      ['500 hours', '250 hours'],
    ],
    [
      'commute 30 minutes each way vs 50 minutes each way, 20 days a month. hours a year?',
      ['240 hours', '400 hours', '160 hours'],
    ],
  ] as [string, string[]][])('%s', (question, figures) => {
    const answer = converse(question);
    expect(answer).not.toMatch(/One question before I compute/);
    expectAll(answer, figures);
  });
});

describe('near misses: other questions with similar words', () => {
  it.each([
    // A landlord's rent roll, not one tenant's renewal.
    'my 12 units rent for $1,500 each and I plan a 3% increase, what is the new gross rent a year?',
    // A commission on a sale, not a renter's broker fee.
    'broker fee is 6% on a $500,000 sale, what is the commission?',
    // A rent raised every year compounds: the growth readers, not one renewal.
    'rent 1,500, raise it 4% every year, what will rent be after five increases',
    // A fee to break a lease is the landlord's termination fee, not a broker fee.
    'early termination fee is two months rent, rent is $1,960, 5 months remaining on the lease. fee vs paying out the lease?',
    // A mortgage on a parking spot is a loan question.
    'loan of $95k at 7% for 10 years on a parking spot, monthly payment?',
  ])('%s', (question) => {
    const answer = converse(question);
    expect(answer).not.toMatch(/### (?:Rent increase|Broker fee|Buying the parking spot)/);
  });

  it('asks rather than splits when the head count is not the rooms listed', () => {
    const answer = converse(
      '4 of us split $5,000 rent by bedroom size, rooms are 150 and 120 sq ft. each pays?',
    );
    expect(answer).not.toMatch(/### Rent split/);
  });

  it('leaves a rent per square foot for an office to the commercial readers', () => {
    expect(
      converse('office of 900 sq ft at $275 per sq ft a year with 10% load factor, annual rent?'),
    ).not.toMatch(/### Renovation cost/);
  });

  it('does not read a percent change over time as two places compared', () => {
    expect(converse('rent went from $2,600 to $3,400 in Park Slope, how much more in percent?')).not.toMatch(
      /### Rent compared between two places/,
    );
  });
});
