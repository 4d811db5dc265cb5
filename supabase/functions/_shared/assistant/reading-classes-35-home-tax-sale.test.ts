// Rule 102: a homeowner's property tax and exemptions (what an exemption saves, an appeal to the
// comps), insurance deductibles (a percentage of the dwelling coverage, what the insurer pays, a
// deductible that changed), selling (the seller's net from a share of list, room under the home-sale
// exclusion, part of a lot sold by the acre), read in many phrasings, with near misses and the
// questions of this group that are no calculation. Every figure was checked in Python.
import { converse } from './test-conversation.ts';
import { describe, expect, it } from 'vitest';

const ask = converse;

const cases: [string, string[], string[]][] = [
  // [name, messages, figures the answer must show]
  [
    'exemption saving, example as written',
    [
      'Our county assessed us at $385,000. The homestead exemption knocks $50,000 off the assessed value and the levy is 22.5 mills. What is our annual property tax, and how much does the exemption save us?',
    ],
    ['$7,537.50', '$1,125.00'],
  ],
  [
    'two exemptions, story numbers, example as written',
    [
      "Helping my mom (she's 72, house at 1140 Oak St) with her tax bill. Assessed value is $298,000. She gets the $25,000 homestead exemption plus a $15,000 senior exemption, and the rate is 2.1%. What's her tax, and how much do the exemptions save her?",
    ],
    ['$5,418.00', '$840.00', '$25,000 + $15,000'],
  ],
  [
    'exemption saving, terse k shorthand',
    ['Assessed 240k, homestead exemption 40k, rate 1.8%. Tax and what does the exemption save?'],
    ['$3,600.00', '$720.00'],
  ],
  [
    'exemption saving, rambling with years, mills',
    [
      "my assessment came in at $312,500 this year (house built 1987, we bought in 2015). we qualify for a $50k homestead exemption, millage is 19.75 mills. what's the bill and how much is the homestead worth to us?",
    ],
    ['$5,184.38', '$987.50'],
  ],
  [
    'two exemptions named by kind',
    [
      'Tax rate 2.3%, assessed value 410,000, exemptions: homestead 25,000 and veterans 10,000. How much tax do I owe and how much am I saving from the exemptions?',
    ],
    ['$8,625.00', '$805.00'],
  ],
  [
    'exemption saving, how much lower',
    [
      "What's the property tax on a $275k assessed home with a $30k exemption at 21 mills, and how much lower is it because of the exemption?",
    ],
    ['$5,145.00', '$630.00'],
  ],
  [
    'exemption saving, typo',
    [
      'county has us at 198k assessed, we get a 25k homestead exemptoin, rate is 1.95 percent. whats our tax and how much does the exemption knock off the bill?',
    ],
    ['$3,373.50', '$487.50'],
  ],
  [
    'exemption saving, order reversed',
    [
      'Assessed value $520,000; senior freeze exemption of $60,000; levy 24 mills. Annual tax? Savings from the exemption?',
    ],
    ['$11,040.00', '$1,440.00'],
  ],
  [
    'exemption saving with no value',
    ['How much would I save with a $50,000 homestead exemption if my rate is 2.25%?'],
    ['$1,125.00'],
  ],
  [
    'appeal to the comps average, example as written',
    [
      "Appealing my assessment of 412k. Three comps sold for 362k, 371k and 355k. If the board sets my value at the average of the comps, what's that value, and at a 2.05% tax rate what's my tax now vs after?",
    ],
    ['$362,666.67', '$8,446.00', '$7,434.67'],
  ],
  [
    'appeal, four comps',
    [
      "assessment 450k, comps sold at 405k, 398k, 415k and 402k. if they set it at the average of the comps, what's the new value and my tax before and after at 1.9%?",
    ],
    ['$405,000.00', '$8,550.00', '$7,695.00', '$855.00'],
  ],
  [
    'appeal, neighbours similar homes, protest',
    [
      "I'm protesting my valuation of $389,000. Neighbors' similar homes sold for $352,000 and $366,000. At a 2.4% rate, what would my tax be if the value dropped to the average of those comps vs what I pay now?",
    ],
    ['$359,000.00', '$9,336.00', '$8,616.00', '$720.00'],
  ],
  [
    'appeal, median and mills',
    [
      'Appeal: assessed 610k. comparable sales 575k, 560k, 590k. Using the median of the comps and 22 mills, tax now vs after?',
    ],
    ['$575,000.00', '$13,420.00', '$12,650.00', '$770.00'],
  ],
  [
    'appeal, a year and a count in digits',
    [
      'grieving my 2024 assessment of 355,000. 3 comps went for 331,000, 340,000 and 327,000. tax rate 2.6%. average of comps = new value? tax now and after?',
    ],
    ['$332,666.67', '$9,230.00', '$8,649.33', '$580.67'],
  ],
  [
    'wind/hail deductible beside an all-peril one, example as written',
    [
      'Hail storm took out part of the roof, adjuster says $14,500 of damage. My policy has a 2% wind/hail deductible and dwelling coverage is 425k (regular all-peril deductible is $1,000 if that matters). What is my deductible in dollars and what does insurance actually pay?',
    ],
    ['$8,500.00', '$6,000.00'],
  ],
  [
    'flat to a percentage at renewal, example as written',
    [
      "Renewal switched me from a flat $2,000 deductible to 1% of dwelling coverage. Dwelling is $380k. What's the new deductible and how much more is it than before?",
    ],
    ['$3,800.00', '$1,800.00 more'],
  ],
  [
    'hurricane deductible, terse',
    [
      "2% hurricane deductible, dwelling coverage $350,000, roof damage estimate $11,000. what's my deductible and what will insurance pay?",
    ],
    ['$7,000.00', '$4,000.00'],
  ],
  [
    'wind/hail, coverage after the percent',
    [
      'my policy has a 1% wind/hail deductible on 510k of dwelling coverage. hail did 7,200 in damage. how much does the insurer pay?',
    ],
    ['$5,100.00', '$2,100.00'],
  ],
  [
    'damage under the deductible pays nothing',
    [
      'Deductible is 5% of coverage A ($280k). Hurricane damage came to $9,500. What do I get from insurance?',
    ],
    ['$14,000.00', '$0.00'],
  ],
  [
    'a water loss takes the all-peril deductible',
    [
      'Pipe burst, $6,800 of water damage. I have a $1,000 all-peril deductible and a 2% wind deductible on 400k dwelling. What does insurance pay?',
    ],
    ['$5,800.00', '$8,000.00'],
  ],
  [
    'storm loss, AOP named, damage said with "was"',
    [
      'Hurricane deductible is 2% and our dwelling coverage is 380k, plus a $1,000 AOP deductible. Storm damage was $5,600. What does the insurer pay?',
    ],
    ['$7,600.00', '$0.00'],
  ],
  [
    'a percentage deductible in dollars only',
    ["What's a 2% deductible in dollars on a $425,000 dwelling limit?"],
    ['$8,500.00'],
  ],
  [
    'deductible raised at renewal, reworded',
    [
      'insurer moved us from a $1,500 deductible to 2% of our $300k dwelling coverage at renewal. new deductible? how much more out of pocket?',
    ],
    ['$6,000.00', '$4,500.00 more'],
  ],
  [
    'two percentages compared',
    [
      "Choosing between a 1% and a 2% deductible on 450k dwelling coverage — what's each in dollars and the difference?",
    ],
    ['$4,500.00', '$9,000.00'],
  ],
  [
    'flat deductible on a fire loss',
    ['Kitchen fire, repair estimate $22,400, my deductible is $2,500. How much will insurance cover?'],
    ['$19,900.00'],
  ],
  [
    'story numbers around a windstorm deductible',
    [
      'We are at 1140 Oak St, roof is 12 years old. Our 2% windstorm deductible on $315,000 of dwelling coverage — what is it in dollars?',
    ],
    ['$6,300.00'],
  ],
  [
    "seller's net, example as written",
    [
      "We're listing at $489,900 and our agent thinks we'll get 98% of list. Commission is 5% and other closing costs 2%, both on the sale price, plus we'd give $5k in seller concessions. Mortgage payoff is 301,200 and the HELOC is 22,000. What's the likely sale price and what do we net after all that?",
    ],
    ['$480,102.00', '$118,294.86'],
  ],
  [
    "seller's net, full asking follow-up",
    [
      "We're listing at $489,900 and our agent thinks we'll get 98% of list. Commission is 5% and other closing costs 2%, both on the sale price, plus we'd give $5k in seller concessions. Mortgage payoff is 301,200 and the HELOC is 22,000. What's the likely sale price and what do we net after all that?",
      'what if we get full asking?',
    ],
    ['$489,900.00', '$127,407.00', '$118,294.86'],
  ],
  [
    "seller's net, a new share of list",
    [
      "We're listing at $489,900 and expect 98% of list. Commission is 5%, closing 2%, concessions $5k, mortgage payoff 301,200, HELOC 22,000. Net?",
      'and if it only goes for 95% of list?',
    ],
    ['$465,405.00', '$104,626.65'],
  ],
  [
    "seller's net, terse k shorthand",
    [
      'listing at 525k, expect 97% of asking. 6% commission, 1.5% closing costs, owe 310k on the mortgage. what do we net?',
    ],
    ['$509,250.00', '$161,056.25'],
  ],
  [
    "seller's net, sale price stated, credit to the buyer",
    [
      "We think our house will sell for $412,000. Realtor commission 5.5%, title and escrow about $3,200, we're giving a $6,000 credit toward the buyer's closing costs, and we still owe $198,400. How much do we walk away with?",
    ],
    ['$181,740.00'],
  ],
  [
    "seller's net, under list and a HELOC",
    [
      'list price 349,900, probably get 2% under list, agents 5%, other costs 1%, mortgage balance 221,000 and a heloc of 15k. sale price and net proceeds?',
    ],
    ['$342,902.00', '$86,327.88'],
  ],
  [
    "seller's net, story numbers and a transfer tax",
    [
      "Selling my condo (bought in 2016, I'm 58). Listing at $615k, agent expects 99% of list. Commission 4.5%, transfer tax 1%, $2,500 repair credit, payoff $402,750. What's my net?",
    ],
    ['$608,850.00', '$170,113.25'],
  ],
  [
    'home-sale gain, example as written',
    [
      "Selling the house I've lived in for 6 years. Bought it for 285k, put 60k of improvements in (kitchen, roof), selling at 720k with 43k in selling costs. I'm single. What's my gain, and how much of it is taxable after the home-sale exclusion?",
    ],
    ['$332,000.00', '$82,000.00'],
  ],
  [
    'room under the exclusion, married follow-up',
    [
      "Selling the house I've lived in for 6 years. Bought it for 285k, put 60k of improvements in (kitchen, roof), selling at 720k with 43k in selling costs. I'm single. What's my gain, and how much of it is taxable after the home-sale exclusion?",
      'What if I were married filing jointly instead — how much room would be left under the exclusion?',
    ],
    ['$168,000.00'],
  ],
  [
    'room under the exclusion, married',
    [
      'Sold our home for 910k, bought for 380k 9 years ago, 45k in improvements, selling costs 52k, married filing jointly. gain, taxable, and how much room under the exclusion?',
    ],
    ['$433,000.00', '$67,000.00'],
  ],
  [
    'exclusion left unused, single',
    [
      'single, lived here 4 years, bought 300k, selling 480k, 30k selling costs. gain and how much of the 250k exclusion is left unused?',
    ],
    ['$150,000.00', '$100,000.00'],
  ],
  [
    'remaining exclusion, MFJ shorthand',
    [
      'MFJ. purchase 200,000, improvements 25,000, sale 525,000, selling costs 31,000: taxable gain and remaining exclusion?',
    ],
    ['$269,000.00', '$231,000.00'],
  ],
  [
    'exclusion left, 500k named',
    [
      'married, lived there 10 yrs, bought 410k, sold 780k, selling costs 40k. how much of our 500k exclusion is left?',
    ],
    ['$330,000.00', '$170,000.00'],
  ],
  [
    'part of the lot, example as written',
    [
      "We have 0.42 acres and the neighbor wants to buy 0.15 acre off the back. Land around here goes for about 180k an acre. What's the price at that rate, and what % of our lot would we be selling?",
    ],
    ['$27,000.00', '35.71%'],
  ],
  [
    'part of the lot, terse',
    [
      'we own 1.2 acres, selling 0.3 acres to the neighbor at 95k an acre. price and what share of our land is that?',
    ],
    ['$28,500.00', '25.00%'],
  ],
  [
    'part of the lot, a strip, per-acre slash',
    [
      'Neighbor offered to buy a 0.25-acre strip off the side of our 0.8 acre lot. Land goes for about $210k/acre here. What would that bring and what percent of the lot is it?',
    ],
    ['$52,500.00', '31.25%'],
  ],
  [
    'part of the lot, an address aside',
    [
      "Our property is 2.5 acres (house at 455 Birch Rd). Developer wants 1 acre of it at $60,000 per acre. What's the price and what % are we selling?",
    ],
    ['$60,000.00', '40.00%'],
  ],
  [
    "part of the lot, lot's",
    ["lot's 1.5 acres. selling off 0.5 acre at 120k/acre - price and % of lot?"],
    ['$60,000.00', '33.33%'],
  ],
  [
    'part of the lot, total after the acres',
    [
      '3 acres total, neighbour is buying 0.75 acre from us, land runs about $45,000 an acre. how much do we get and what fraction of our land is it?',
    ],
    ['$33,750.00', '25.00%'],
  ],
];

describe("a homeowner's tax, deductibles and selling (rule 102)", () => {
  for (const [name, messages, figures] of cases)
    it(name, () => {
      const answer = ask(...messages);
      for (const f of figures) expect(answer).toContain(f);
    });

  it('near misses are not read as this group', () => {
    const notOurs: [string, RegExp][] = [
      ['What is a homestead exemption?', /### Property tax\b|What a property tax exemption saves/],
      ['What does a wind/hail deductible mean?', /### Insurance deductible/],
      [
        'my property tax assessment is 300k and the rate is 2%. is a 5% deductible normal?',
        /### Insurance deductible/,
      ],
      ["my health insurance deductible is $3,000 and I've spent $1,200 so far", /### Insurance deductible/],
      [
        'the condo association has a 5% named-storm deductible on $18.6 million of insured value, split equally among 124 units. what does each owner pay?',
        /### Insurance deductible/,
      ],
      [
        "We're listing at 489,900 with 5% commission. What's a good list-to-sale ratio in this market?",
        /### Seller's net proceeds/,
      ],
      [
        'sold for 500k with 5% commission; gain over the 300k basis and the tax at 15%?',
        /### Seller's net proceeds/,
      ],
      [
        "Our neighbor's lot is 0.42 acres and sold for 180k. what's that per acre?",
        /### Part of the lot sold/,
      ],
      [
        'We paid $312,000 for 48 acres and a developer wants 38 of the acres at $9,200 an acre. How does that compare to what we paid?',
        /### Part of the lot sold/,
      ],
      [
        "assessed 510k, I think it's worth 465k, rate 2.3%. what would an appeal save?",
        /value from the comps/,
      ],
    ];
    for (const [q, wrong] of notOurs) expect(ask(q)).not.toMatch(wrong);
    // The association's deductible stays split per unit, the tract against its price stays that reader's.
    expect(
      ask(
        'the condo association has a 5% named-storm deductible on $18.6 million of insured value, split equally among 124 units. what does each owner pay?',
      ),
    ).toContain('$7,500.00');
  });

  it('questions of this group that are no calculation route to what can answer them', () => {
    expect(ask("What's an ADU? Thinking of adding one in the backyard to rent out.")).toMatch(
      /^### Accessory dwelling unit \(ADU\)/,
    );
    const extra = ask('How does paying extra toward principal save me interest on my mortgage?');
    expect(extra).toMatch(/^### How extra principal payments save interest/);
    for (const word of ['principal', 'interest', 'balance']) expect(extra).toContain(word);
    expect(ask('How much are roofers charging per square in Tampa this month?')).toMatch(
      /^### I don't have live or local data/,
    );
    expect(ask("What's the going rate for a plumber in Austin right now?")).toMatch(
      /^### I don't have live or local data/,
    );
    expect(ask('Can you look at my last mortgage statement and tell me why my escrow went up?')).toMatch(
      /^### I can't see that document/,
    );
    expect(ask("I attached the contractor's bid — is line 14 overpriced?")).toMatch(
      /^### I can't see that document/,
    );
    expect(ask('Please review our closing disclosure and tell me if the fees look right')).toMatch(
      /^### I can't see that document/,
    );
    // Asking how to read one's own statement is explained, not declined.
    expect(ask('How do I read my mortgage statement?')).not.toMatch(/^### I can't see/);
  });
});
