// Land by the acre and the foot, fences, driveways, wells and parcels (docs/assistant.md rule 94), each
// read through the whole assistant with the examples outside evaluators gave (exactly as written, first
// in each block) and phrasings of our own (terse, rambling with story numbers, k/M shorthand, other
// orders, typos). Expected figures were worked by hand from the formula each block names; a near miss
// (a concept asked, another calculation with similar words) must not be answered with a land class's
// figures ("!" marks a text that must not appear).
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) {
    if (figure.startsWith('!')) expect(text).not.toContain(figure.slice(1));
    else expect(text).toContain(figure);
  }
};

describe('parcels compared by their price an acre: price \u00f7 acres each, and the gap an acre', () => {
  it.each([
    [
      [
        'Two parcels: A is 37 acres for $296k, B is 52 acres for $390k. Price per acre on each and how much cheaper per acre is the cheaper one?',
      ],
      ['$8,000.00', '$7,500.00', '$500.00'],
    ],
    [
      [
        'Three parcels: 20 acres for $150k, 35 acres for $245k, 50 acres for $325k. which is cheapest per acre?',
      ],
      ['$7,500.00', '$7,000.00', '$6,500.00', '$1,000.00'],
    ],
    [
      ['parcel A 37 ac for $296,000 and parcel B 52 ac for $390,000 - cost per acre each?'],
      ['$8,000.00', '$7,500.00', '$500.00'],
    ],
    [
      [
        'comparing two tracts: the first is 40 acres at $320k, the second is 25 acres at $212,500. which is cheaper per acre and by how much?',
      ],
      ['$8,000.00', '$8,500.00', '$500.00'],
    ],
    [
      [
        'Looking at land in 2025 for my 45 year old brother. Option 1: 10 acres for $95k. Option 2: 15 acres for $135k. Price an acre for each?',
      ],
      ['$9,500.00', '$9,000.00', '$500.00'],
    ],
    [['$296k for 37 acres vs $390k for 52 acres, whats the per acre on each'], ['$8,000.00', '$7,500.00']],
    [
      ['tract a: 37 acres @ $296k; tract b: 52 acres @ $390k. $/acre?'],
      ['$8,000.00', '$7,500.00', '$500.00'],
    ],
    [
      ["2 parcels, 37 acres for 296k and 52 acres for 390k, what's the price per acre on each one"],
      ['$8,000.00', '$7,500.00', '$500.00'],
    ],
    [
      ['conventional septic was going to be $11k but now we need a mound at $28.5k. difference in $ and %?'],
      ['$17,500.00', '159.09%'],
    ],
    [
      ['whats the price per acre: parcel 1 is 12.5 acres for $87,500, parcel 2 is 18 acres at $117k'],
      ['$7,000.00', '$6,500.00', '$500.00'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe('land in one unit priced in the other: acres \u00d7 43,560 \u00d7 the price a sq ft, or sq ft \u00f7 43,560 \u00d7 the price an acre', () => {
  it.each([
    [
      [
        'Lot is 1.6 acres and they price it at $2.75 a square foot. How many square feet is that and what is the total price?',
      ],
      ['69,696 sq ft', '$191,664.00'],
    ],
    [["what's 2.5 acres at $3 a square foot?"], ['108,900 sq ft', '$326,700.00']],
    [['Seller wants $1.50/sq ft for a 0.75 acre lot. Total price?'], ['32,670 sq ft', '$49,005.00']],
    [
      ['how much is a 3 acre parcel if its priced at 4.25 per square foot, and how many sq ft'],
      ['130,680 sq ft', '$555,390.00'],
    ],
    [["A 20,000 sq ft lot at $45,000 an acre, what's the price?"], ['0.4591 acres', '$20,661.16']],
    [['1.6 acre lot at 2.75/sq ft, total?'], ['69,696 sq ft', '$191,664.00']],
    [['They want $2.75 per sq ft for the 1.6 acres on Miller Rd. Whats that come to?'], ['$191,664.00']],
    [['0.92 acre lot, they want $4.10 a square foot. total?'], ['40,075.2 sq ft', '$164,308.32']],
    [
      ['how many sq ft is 3.25 acres and what does it cost at $1.80 per sq ft'],
      ['141,570 sq ft', '$254,826.00'],
    ],
    [['5.5 acres priced at $1.25/sqft. sq ft and total price?'], ['239,580 sq ft', '$299,475.00']],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe("a subdivision's net acres after roads and its whole lots: acres \u00d7 (1 \u2212 share) \u00f7 lot size, rounded down", () => {
  it.each([
    [
      [
        'If I subdivide 60 acres and lose 12% of it to roads and easements, how many net acres are left, and how many full 3-acre lots can I get out of that?',
      ],
      ['52.8 acres', '**17**'],
    ],
    [['60 ac, 12% lost to roads, 3 acre min lots. net acres + lot count?'], ['52.8 acres', '**17**']],
    [
      [
        'we own 45 acres off county road 9. if 15% goes to roads and easements and lots must be 2 acres, how many lots?',
      ],
      ['38.25 acres', '**19**'],
    ],
    [
      [
        'planning to subdivide our 200 acre farm, about 10% for the road and easments. how many 10-acre lots could we get?',
      ],
      ['180 acres', '**18**'],
    ],
    [['How many 5 acre lots out of 33 acres if roads take 8%?'], ['30.36 acres', '**6**']],
    [
      ['subdividing 100 acres, 20% goes to roads, how many net acres and how many 5 acre lots?'],
      ['80 acres', '**16**'],
    ],
    [
      ['subdivide 24 acres into 1.5 acre lots, losing 10 percent to the road. net acres and number of lots?'],
      ['21.6 acres', '**14**'],
    ],
    [['How many 1 acre lots from 18.5 acres after 20% for roads and stormwater?'], ['14.8 acres', '**14**']],
    [
      [
        'If I subdivide 60 acres and lose 12% of it to roads and easements, how many net acres are left, and how many full 3-acre lots can I get out of that?',
        'what if roads take 20% instead?',
      ],
      ['48 acres', '**16**'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe('a fence around a rectangle (2 \u00d7 (L + W)) or a square field (4 \u00d7 \u221a(acres \u00d7 43,560)) at a price a foot, with a barn by its floor', () => {
  it.each([
    [
      [
        "The parcel is a rectangle a half mile long and a quarter mile wide. I want 4-strand barbed wire all the way around at $3.25 a foot installed. How many feet of fence, what's it cost, and how many acres is the parcel?",
      ],
      ['7,920 ft', '$25,740.00', '80 acres'],
    ],
    [
      [
        'Want to fence a square 10 acre pasture for the horses at $4.50 a foot, and put up a 36x48 barn at $38 a square foot. How many feet of fence is that, what does the fence cost, and whats fence plus barn together?',
      ],
      ['2,640 ft', '$11,880.00', '$77,544.00'],
    ],
    [
      [
        'The field is 1,320 ft by 660 ft. Fence all the way around at $2.50 a foot. Feet of fence, cost, acres?',
      ],
      ['3,960 ft', '$9,900.00', '20 acres'],
    ],
    [
      [
        'pasture is a quarter mile long and an eighth mile wide, 5 strand barbed fence around the perimeter at $4 per foot. cost?',
      ],
      ['3,960 ft', '$15,840.00', '20 acres'],
    ],
    [
      ['Fence a square 40 acre field at $3 a foot \u2014 how many feet and how much?'],
      ['5,280 ft', '$15,840.00'],
    ],
    [['we have 5 acres, square, want to fence it at $6/ft'], ['1,866.76 ft', '$11,200.57']],
    [
      [
        'Want to fence a square 10 acre pasture for the horses at $4.50 a foot. how many feet and what does it cost?',
      ],
      ['2,640 ft', '$11,880.00'],
    ],
    [
      [
        'fencing: our 10-acre pasture is square. $4.50/ft installed. also a 36 x 48 pole barn at $38/sq ft. fence ft, fence cost, and total with the barn?',
      ],
      ['2,640 ft', '$11,880.00', '$65,664.00', '$77,544.00'],
    ],
    [
      ['the lot is 660 ft x 1,320 ft and we want a perimeter fence at $3.25/ft'],
      ['3,960 ft', '$12,870.00', '20 acres'],
    ],
    [['How much to fence 2,000 feet at $6.75/ft?'], ['$13,500.00']],
    [['fence run along the road is 0.25 mi, $9 per ft installed. cost?'], ['$11,880.00']],
    [
      ['square 40 acre parcel, want to fence it at 3.50 a foot. how many feet and cost'],
      ['5,280 ft', '$18,480.00'],
    ],
    [['$25 a foot for 150 feet of fence plus a $400 gate. total?'], ['$3,750.00', '$4,150.00']],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe('a run priced by the linear foot (a driveway, a well by its depth; a mile is 5,280 ft), with lump costs added', () => {
  it.each([
    [
      [
        'Driveway is going to be a quarter mile long. Contractor charges $22 per linear foot for gravel. How much?',
      ],
      ['$29,040.00'],
    ],
    [
      [
        'Driller qouted $42 a foot and thinks we hit water around 320 feet. Pump and pressure tank is another $4,800 and running the line to the house is $1,350. Total for the well?',
      ],
      ['$19,590.00'],
    ],
    [['Driveway 1,200 feet long, contractor quoted $18 a linear foot. cost?'], ['$21,600.00']],
    [['how much for a half mile driveway at $15 per linear foot'], ['2,640', '$39,600.00']],
    [['Our lane will be about 0.3 miles. Gravel at $20/ft. Total?'], ['1,584', '$31,680.00']],
    [
      ['well driller charges $38 per foot, expect 250 feet, plus $5,200 for pump and $900 permit. total?'],
      ['$9,500.00', '$15,600.00'],
    ],
    [
      ['Drilling 400 ft at $55/ft, and the pump setup is $6,000. what will the well cost us all in?'],
      ['$22,000.00', '$28,000.00'],
    ],
    [['quarter mile driveway @ $22/linear ft - how much'], ['$29,040.00']],
    [
      [
        'Driveway is going to be a quater mile long. Contractor charges $22 per linear foot for gravel. How much?',
      ],
      ['$29,040.00'],
    ],
    [['how much for 2,000 ft of driveway at $12.50 per foot'], ['$25,000.00']],
    [
      ['well: 320 ft at $42/ft plus $4,800 pump and tank plus $1,350 to run the line. total?'],
      ['$13,440.00', '$19,590.00'],
    ],
    [["well driller says $42 a foot, probably 320 feet down. what's the drilling cost"], ['$13,440.00']],
    [
      [
        'well quote: $35/ft, est. 280 ft deep, plus pump $3,900, plus permit $450, plus electrical $1,200. total?',
      ],
      ['$9,800.00', '$15,350.00'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe('gravel or concrete by the cubic yard: L \u00d7 W \u00d7 depth (inches \u00f7 12) \u00f7 27 \u00d7 the price a yard', () => {
  it.each([
    [
      [
        'Need gravel for a driveway 800 ft long and 12 ft wide, 6 inches deep. How many cubic yards, and what does it cost at $38 a yard delivered?',
      ],
      ['177.78', '$6,755.56'],
    ],
    [
      ['gravel for a 500 ft x 10 ft driveway, 4 inches deep, $42 a yard. how many yards and cost?'],
      ['61.73', '$2,592.59'],
    ],
    [['concrete slab 30x40 4 inches thick at $165 per cubic yard'], ['14.81', '$2,444.44']],
    [
      ['How many cubic yards of gravel for a driveway 1,000 ft long by 14 ft wide at 8 inches deep?'],
      ['345.68'],
    ],
    [
      ["gravel driveway 800' long, 12' wide, 6\" deep, $38/yd delivered - yards and cost?"],
      ['177.78', '$6,755.56'],
    ],
    [
      [
        "we need 6 inches of gravel on a driveway 800 ft long by 12 ft wide. at $38 a yard delivered, how many cubic yards and what's the cost",
      ],
      ['177.78', '$6,755.56'],
    ],
    [
      [
        "concrete pad for the shop, 40 by 60 ft and 6 inches thick. how many cubic yards? at $155/yd what's the cost",
      ],
      ['44.44', '$6,888.89'],
    ],
    [
      ['topsoil 3 inches deep over an area 100 ft x 50 ft, $30 per cubic yard. yards and cost?'],
      ['46.3', '$1,388.89'],
    ],
    [
      ['crushed rock for a 1,500 ft lane, 10 ft wide, 4" thick. yards needed? $35/yd'],
      ['185.19', '$6,481.48'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe('a land cost that grew (septic, well, driveway): new \u2212 expected, and that \u00f7 the expected', () => {
  it.each([
    [
      [
        "perc test came back marginal. conventional septic would've been $11,000 but now they say we need a mound system at $28,500. how much more is that in dollars and in percent?",
      ],
      ['$17,500.00', '159.09%'],
    ],
    [
      [
        'Septic: original quote $14,000, now $21,000 for an engineered system. How much more in dollars and what percent increase?',
      ],
      ['$7,000.00', '50.00%'],
    ],
    [
      [
        "driveway was quoted at $18k but now with the culvert it's $22,500. how much more is that, dollars and percent?",
      ],
      ['$4,500.00', '25.00%'],
    ],
    [
      ["We budgeted $8,000 for the well but now it's going to be $12,400 - how much extra and what % over?"],
      ['$4,400.00', '55.00%'],
    ],
    [
      [
        "We paid $312,000 for 48 acres back in 2011. A developer wants 38 of the acres at $9,200 an acre and we'd keep the other 10 with the house. What would the sale bring, and how much more is that than we paid for the whole 48?",
      ],
      ['$349,600.00', '$37,600.00 more'],
    ],
    [
      [
        'septic was quoted at $9,500 but now the engineer says we need an aerobic system at $19,000. how much more, in $ and percent?',
      ],
      ['$9,500.00', '100.00%'],
    ],
    [
      [
        "the well was supposed to be $12,000 but now it's $15,000 because they hit rock. how much more in dollars and percent",
      ],
      ['$3,000.00', '25.00%'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe("the land's share of a listing: the whole \u2212 the house and improvements, \u00f7 the acres", () => {
  it.each([
    [
      [
        '25 acres with a house listed at $675,000. Appraiser put the house and improvements at $410,000. So what is the land portion worth and what is that per acre?',
      ],
      ['$265,000.00', '$10,600.00'],
    ],
    [
      [
        "12 acres plus a farmhouse, asking 450k. assessor has improvements at 210k. what's the land going for per acre",
      ],
      ['$240,000.00', '$20,000.00'],
    ],
    [
      [
        'Listing: $1.1M for 80 acres with a house and barns. House and buildings appraised at $500k. Land value and price per acre of land?',
      ],
      ['$600,000.00', '$7,500.00'],
    ],
    [
      [
        '40 acres and a farmhouse listed at $520k; the house and barns are valued at $280k. land value and land per acre?',
      ],
      ['$240,000.00', '$6,000.00'],
    ],
    [
      [
        "Price is $900,000 for 60 acres with a home. Improvements appraised at $450,000. What's the land worth per acre?",
      ],
      ['$450,000.00', '$7,500.00'],
    ],
    [
      [
        'house on 25 acres listed at $675k, appraiser says the house and improvements are worth $410k. land value? per acre?',
      ],
      ['$265,000.00', '$10,600.00'],
    ],
    [
      [
        "Asking is $675,000 for 25 acres with a house. The improvements appraised at $410,000. What's the land worth, and per acre?",
      ],
      ['$265,000.00', '$10,600.00'],
    ],
    [
      [
        'The land plus house is $825k on 30 acres and the house is worth $375k per the appraisal. land per acre?',
      ],
      ['$450,000.00', '$15,000.00'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe('part of a tract sold by the acre: acres sold \u00d7 the price an acre, against what the whole cost', () => {
  it.each([
    [
      [
        'bought 60 acres for $180k in 2009, now a buyer offers $5,500/acre for 40 acres and we keep the other 20. sale total and how it compares to what we paid?',
      ],
      ['$220,000.00', '$40,000.00 more'],
    ],
    [
      [
        'My dad paid $95,000 for 35 acres. Selling 15 acres at $4,000 an acre. How much does that bring in, and how does it compare to the $95,000?',
      ],
      ['$60,000.00', '$35,000.00 less'],
    ],
    [
      [
        'we bought 100 acres for $400k in 2015. neighbor offers $7,000 an acre for 30 of them and we keep the other 70. sale brings? more or less than what we paid for all 100?',
      ],
      ['$210,000.00', '$190,000.00 less'],
    ],
    [
      [
        'paid $250k for 50 acres. selling 20 acres at $15k an acre. what does the sale bring and how does that compare to what we paid?',
      ],
      ['$300,000.00', '$50,000.00 more'],
    ],
    [
      [
        "We paid 312k for 48 acres. A developer offered $9,200/acre for 38 acres; we keep 10. what's the sale and how does it compare to the 312k we paid",
      ],
      ['$349,600.00', '$37,600.00 more'],
    ],
    [
      [
        'Grandpa bought 80 acres for $120k back in 1998. Offer is $6,000 an acre on 50 acres and we keep 30. What does the sale bring vs what he paid for all 80?',
      ],
      ['$300,000.00', '$180,000.00 more'],
    ],
    [
      [
        'paid 2.1M for 300 acres; selling 100 of the acres at 9k/acre. sale proceeds and compare to what we paid',
      ],
      ['$900,000.00', '$1,200,000.00 less'],
    ],
    [
      [
        'We purchased 20 acres for $150,000. Neighbor wants to buy 5 acres at $12,500 an acre. What would that bring, more or less than we paid?',
      ],
      ['$62,500.00', '$87,500.00 less'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe("a lot split's profit: lots \u00d7 price \u2212 (land + lump costs + per-lot costs \u00d7 lots), margin on sales and return on cost", () => {
  it.each([
    [
      [
        "Bought 22 acres for $180k. Plan is to cut four 5-acre lots off it and keep the other 2 acres for us. Survey is $6,500, putting in the road is $42,000, and each lot needs a perc test at $1,200. If each lot sells for $72k, what's the profit (sale money minus all those costs and the full land price) and the margin on the sales?",
      ],
      ['$54,700.00', '18.99%', '23.45%'],
    ],
    [
      [
        'bought 40 acres for $300,000, splitting it into eight 5-acre lots. survey 10k, road 60k, perc test 1,500 per lot. each lot sells 75k. profit?',
      ],
      ['$600,000.00', '$382,000.00', '$218,000.00'],
    ],
    [
      [
        "We purchased 12 acres for $96k and will make 3 lots of 4 acres. Engineering and survey $9,000, driveway cuts $4,500 each lot. Lots sell for $55,000 each. What's our profit and margin?",
      ],
      ['$165,000.00', '$118,500.00', '$46,500.00', '28.18%'],
    ],
    [
      [
        "Paid $500k for 50 acres, we'll sell 10 lots of 5 acres for $80k each; road costs $120,000 and surveying $15,000. What do we net, and what's the margin?",
      ],
      ['$800,000.00', '$635,000.00', '$165,000.00', '20.63%'],
    ],
    [
      [
        'Bought 30 acres for $240,000. Splitting into 5 lots of 6 acres. Survey $8,000, road $30,000, perc tests $1,000 per lot. Each lot sells for $90k. Profit and margin?',
      ],
      ['$450,000.00', '$283,000.00', '$167,000.00', '37.11%'],
    ],
    [
      [
        'Bought 22 acres for $180k, cutting 4 lots of 5 acres, keeping 2. survey $6,500, road $42,000, perc $1,200 per lot. lots sell for $72k each. profit and margin?',
      ],
      ['$288,000.00', '$233,300.00', '$54,700.00', '18.99%', '23.45%'],
    ],
    [
      [
        'Bought 10 acres for $100k, splitting into 2 lots of 5 acres, survey $3,000, perc test $800 per lot, each lot sells for $85k. profit and margin on sales?',
      ],
      ['$170,000.00', '$104,600.00', '$65,400.00', '38.47%'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe("a conservation easement's value: before \u2212 after, the drop \u00f7 before, and a donated easement's saving at a bracket", () => {
  it.each([
    [
      [
        'Our ranch appraised at 1.2 mil before we put a conservation easement on it and $780k after (the restricted value). What is the easement worth, and what percent did the value drop?',
      ],
      ['$420,000.00', '35.00%'],
    ],
    [
      [
        'Our ranch appraised at 1.2 mil before we put a conservation easement on it and $780k after (the restricted value). What is the easement worth, and what percent did the value drop?',
        "We donated it. If the whole easement value is deductible and it all saves at our 32% bracket, what's the tax saving?",
      ],
      ['$134,400.00'],
    ],
    [
      [
        "easement question - before value $650,000, after value $455,000. what's the easement value and the percent reduction?",
      ],
      ['$195,000.00', '30.00%'],
    ],
    [
      [
        'farm appraised at $2.5M before the conservation easement and $1.6M after. easement value and % drop?',
      ],
      ['$900,000.00', '36.00%'],
    ],
    [
      [
        'conservation easement: value before was $800k, restricted value after is $520k. whats the easement worth',
      ],
      ['$280,000.00', '35.00%'],
    ],
    [
      [
        'farm appraised at $2.5M before the conservation easement and $1.6M after. easement value and % drop?',
        'if we donate it and deduct it all at a 24% bracket what does that save in tax?',
      ],
      ['$900,000.00', '$216,000.00'],
    ],
    [
      [
        'ranch appraised at $1.2M before the conservation easement and $780,000 after. value of the easement and % drop',
      ],
      ['$420,000.00', '35.00%'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe("an agricultural valuation's tax: acres \u00d7 value an acre \u00d7 rate at each value, the saving, and over years", () => {
  it.each([
    [
      [
        "We've got 80 acres with an ag exemption. County market value is $5,000 an acre but the ag valuation is $350 an acre, and the tax rate is 2.1% of value. What's the yearly tax with the ag valuation, what would it be at market value, and how much does the exemption save us?",
      ],
      ['$588.00', '$8,400.00', '$7,812.00'],
    ],
    [
      [
        "We've got 80 acres with an ag exemption. County market value is $5,000 an acre but the ag valuation is $350 an acre, and the tax rate is 2.1% of value. What's the yearly tax with the ag valuation, what would it be at market value, and how much does the exemption save us?",
        'what would the savings be over 3 years?',
      ],
      ['$23,436.00'],
    ],
    [
      [
        '35 acres in greenbelt: productivity value $200/acre vs market $8,000/acre, tax rate 1.5%. what do we pay and what would we pay without it?',
      ],
      ['$105.00', '$4,200.00', '$4,095.00'],
    ],
    [
      [
        '120 acres under ag valuation at $400 an acre vs market value of $6,000 an acre, tax rate 1.8%. annual tax each way and savings?',
      ],
      ['$864.00', '$12,960.00', '$12,096.00'],
    ],
    [
      [
        '120 acres under ag valuation at $400 an acre vs market value of $6,000 an acre, tax rate 1.8%. annual tax each way and savings?',
        'what about over 5 years',
      ],
      ['$60,480.00'],
    ],
    [
      [
        '80 acres, ag valuation $350 an acre, market value $5,000 an acre, tax rate 2.1%. tax with ag, tax at market, savings',
      ],
      ['$588.00', '$8,400.00', '$7,812.00'],
    ],
    [
      [
        'we have 80 acres with an ag exemption, market value $5,000 an acre and ag value $350 an acre, tax 2.1%. how much do we save over 3 years',
      ],
      ['$23,436.00'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe('a follow-up that changes one land figure (a price a unit, a length, a depth, acres, a share) works the question again', () => {
  it.each([
    [
      [
        'Driveway is going to be a quarter mile long. Contractor charges $22 per linear foot for gravel. How much?',
        "what if it's $18 a foot instead?",
      ],
      ['$23,760.00'],
    ],
    [
      [
        'Want to fence a square 10 acre pasture for the horses at $4.50 a foot. how many feet and what does it cost?',
        'what about a 20 acre one?',
      ],
      ['3,733.52 ft', '$16,800.86'],
    ],
    [
      [
        'Need gravel for a driveway 800 ft long and 12 ft wide, 6 inches deep. How many cubic yards, and what does it cost at $38 a yard delivered?',
        'and at 4 inches deep?',
      ],
      ['118.52', '$4,503.70'],
    ],
    [
      [
        'Need gravel for a driveway 800 ft long and 12 ft wide, 6 inches deep. How many cubic yards, and what does it cost at $38 a yard delivered?',
        'what if gravel is $45 a yard instead',
      ],
      ['177.78', '$8,000.00'],
    ],
    [
      [
        'Lot is 1.6 acres and they price it at $2.75 a square foot. How many square feet is that and what is the total price?',
        'how about at $3.10 a square foot?',
      ],
      ['$216,057.60'],
    ],
    [
      [
        'Driller qouted $42 a foot and thinks we hit water around 320 feet. Pump and pressure tank is another $4,800 and running the line to the house is $1,350. Total for the well?',
        'what if we have to go 450 feet instead?',
      ],
      ['$18,900.00', '$25,050.00'],
    ],
    [
      [
        'Want to fence a square 10 acre pasture for the horses at $4.50 a foot. how many feet and what does it cost?',
        'how many square feet is 10 acres?',
      ],
      ['435,600', '!Fence around'],
    ],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});

describe('near misses: similar words, another question (must not be read as a land class)', () => {
  it.each([
    [['What is a conservation easement?'], ['!Conservation easement value']],
    [['How much does a perc test cost?'], ['!How much more the cost is']],
    [
      ["What's the price per acre of a 40 acre parcel listed at $320,000?"],
      ['$8,000.00', '!Price per acre of each parcel'],
    ],
    [['How much is 10 acres in square feet?'], ['435,600', '!Fence around']],
    [
      ['My house is 2,400 sq ft on a 0.5 acre lot listed at $600k. Price per sq ft?'],
      ['!Acres priced by the square foot'],
    ],
    [['Payment on a $400k loan at 6.5% for 30 years?'], ['!Fence', '!linear foot', '!cubic yard']],
    [['The office rents at $32 per sq ft for 2,000 sq ft. annual rent?'], ['!Acres priced', '!linear foot']],
    [['how many square feet is a 36x48 barn?'], ['!Fence around']],
    [['I commute 12 miles each way at $0.67 a mile. monthly cost?'], ['!linear foot']],
    [
      ['we bought for $312,000 and its now worth $420,000. what percent did it go up?'],
      ['!Part of the land', '!Conservation'],
    ],
    [['Office is 1,500 sq ft at $2 a foot per month. Rent?'], ['!linear foot', '!Fence']],
    [
      ['Building a 2,400 square foot house at $180 a foot plus a $60k lot. total?'],
      ['!linear foot', '!Well'],
    ],
    [
      ['We want to fence 1,200 ft at $12/ft but our budget is $15,000. is that enough?'],
      ['!Cost by the linear foot'],
    ],
    [['the septic was $11,000 and the well $9,000. total?'], ['!How much more the cost is']],
    [
      ['Home value went from $300k to $350k, how much more in dollars and percent?'],
      ['!How much more the cost is', '16.67%'],
    ],
    [["house on 5 acres listed at $500k, what's the price per acre?"], ['$100,000.00', '!Land value after']],
    [['bought a house for $300k and sold it for $350k. profit?'], ['!Lot split']],
    [['How does a conservation easement affect property taxes?'], ['!Conservation easement value']],
    [['The lane is half a mile and snow plowing is $150 a month. yearly cost?'], ['!linear foot']],
    [["What's the ag exemption and how do I qualify?"], ['!Property tax on an agricultural valuation']],
    [['How much does a well cost per foot to drill?'], ['!Well cost by the foot']],
    [['How many cubic yards are in a ton of gravel?'], ['!by the cubic yard']],
  ] as const)('%j', (questions, figures) => {
    expectAll(converse(...questions), figures);
  });
});
