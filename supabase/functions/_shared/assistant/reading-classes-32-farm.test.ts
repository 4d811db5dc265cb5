// Farm, timber, grazing and hunting income (docs/assistant.md rule 95): a crop's or a timber stand's
// yield × price per unit less costs per acre and a fee share, with yearly bills taken off; land leased
// or cash rented by the acre with its yield on the price; grazing by the pair or head for a season;
// equipment paid back by the net per acre; hay fed by the pound a day. Each class is read through the
// whole assistant in phrasings of our own (terse, rambling with story numbers, k/M shorthand, typos,
// other word orders) plus the examples as given; expected figures were worked out apart. Near-misses
// must not be answered by these readers.
import { describe, expect, it } from 'vitest';
import { converse } from './test-conversation.ts';

const ASKED = 'One question before I compute';
const expectAll = (text: string, figures: readonly string[]) => {
  expect(text).not.toContain(ASKED);
  for (const figure of figures) expect(text).toContain(figure);
};

const TIMBER =
  'Forester cruised my 60 acres of pine and figures 8 MBF per acre, stumpage is running $275 per MBF. He takes 10% of the sale as his fee. What would the gross sale be and what do I net after his cut?';
const HAY =
  "I cut hay on 35 acres. Figure 3 tons per acre a year total, selling at $140 a ton, and my costs (fuel, fertilizer, twine, repairs) run about $210 per acre. What's my net per year off the hay?";
const CORN =
  'We farm 180 acres of corn. Say 165 bushels an acre at $4.40 a bushel, and expenses of $520 an acre. Mortgage payments on the farm are $28,000 a year. Gross income, net before the mortgage, and whats left after the mortgage?';
const GRAZE =
  'Nieghbor wants to graze cattle on our 200 acres and offered $28 an acre a year. Our property tax is $3,400 a year. What would the lease bring in and what is left after the taxes?';
const PAIRS =
  'Our 150 acres of pasture carries one cow-calf pair per 5 acres. If I rent the grazing at $35 per pair per month for a 6-month season, how much is that for the season?';

describe('a crop or timber sale: yield × price less costs and a fee', () => {
  it.each([
    [TIMBER, ['$132,000.00', '$118,800.00', '$1,980.00']],
    [
      'timber cruise: 40 ac, 6.5 mbf/acre, stumpage $310/mbf, consultant fee 8%. gross and net?',
      ['$80,600.00', '$6,448.00', '$74,152.00'],
    ],
    [
      "My grandfather planted this stand in 1978 and I'm 62 now. The 85 acres at 1420 County Rd 9 should cut about 12 MBF an acre and the mill quoted 300 per MBF. Forester takes a 12% cut. What's the gross and my net?",
      ['$306,000.00', '$36,720.00', '$269,280.00'],
    ],
    [HAY, ['$14,700.00', '$7,350.00']],
    [
      'hay: 50 acres, 2.5 tons/ac, $160/ton, costs 225 per acre. net?',
      ['$20,000.00', '$11,250.00', '$8,750.00'],
    ],
    [CORN, ['$130,680.00', '$37,080.00', '$9,080.00']],
    [
      'soybeans on 240 acres, 55 bu/ac @ $10.20/bu, input costs $380/acre. gross and net?',
      ['$134,640.00', '$91,200.00', '$43,440.00'],
    ],
    [
      'wheat 300 acers, 60 bushel per acre, price $6 a bushel, expenses $250 an acre',
      ['$108,000.00', '$33,000.00'],
    ],
    ['corn: 500 acres x 180 bu/acre x $4.25/bu minus $600/acre costs', ['$382,500.00', '$82,500.00']],
    [
      'What would I gross selling timber off 25 acres if the cruise says 10 mbf/ac and pine sawtimber brings $250/mbf?',
      ['$62,500.00', '$2,500.00'],
    ],
    [
      'hay 40 acres, 2 cuttings of 1.5 tons per acre, $150 a ton, costs $180 an acre. net?',
      ['$18,000.00', '$10,800.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe("a crop-share lease: the landlord's share of the gross", () => {
  it.each([
    [
      "landlord gets 1/3 of the crop share: 100 acres, 170 bu/acre, $4.50/bu, what's the landlord's share?",
      ['$76,500.00', '$25,500.00', '$51,000.00'],
    ],
    [
      "crop share lease on 240 acres of beans, landlord takes 40%. 50 bu/ac at $11 a bushel. what's the landlords cut?",
      ['$132,000.00', '$52,800.00', '$79,200.00'],
    ],
    ['we do a 50/50 crop share on 80 acres, 2 tons an acre hay at $180/ton', ['$28,800.00', '$14,400.00']],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));

  it('asks who takes which side of a 60/40 split', () => {
    expect(converse('60/40 crop share on 80 acres, 2 tons an acre hay at $180/ton')).toContain(ASKED);
  });
});

describe('land leased or cash rented by the acre', () => {
  it.each([
    [GRAZE, ['$5,600.00', '$2,200.00']],
    [
      'hunting parcel, 120 acres at $3,100/acre. I can lease the hunting rights for $18 an acre a year. total price, yearly lease income, and what % return is the lease on the price?',
      ['$372,000.00', '$2,160.00', '0.58%'],
    ],
    [
      'Thinking about buying 160 acres of cropland for 1.6 million and cash renting it to a neighbor at $245 an acre. Yearly rent and the gross rent yield on the purchase price?',
      ['$39,200.00', '2.45%'],
    ],
    ['cash rent 320 ac at $210/acre, taxes 5.2k a year. rent and whats left?', ['$67,200.00', '$62,000.00']],
    [
      "We're 70 and thinking of leasing our 95 acres for deer hunting at $22 per acre per year, bought it for $285,000 back in 1998. yearly lease and % return on what we paid?",
      ['$2,090.00', '0.73%'],
    ],
    [
      'neighbor offered $30/ac for grazing rights on 140 acres, insurance is $600 a yr',
      ['$4,200.00', '$3,600.00'],
    ],
    ["Farmland sells for $9,500 an acre and cash rents run $260 an acre. what's the rent yield?", ['2.74%']],
    ['pasture rents for $40/acre around here and sells for 3.2k an acre, return?', ['1.25%']],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('grazing rented by the pair or head for a season', () => {
  it.each([
    [PAIRS, ['$6,300.00']],
    ['40 pairs at $32/pair/month for 5 months, whats the grazing rent', ['$6,400.00']],
    [
      'pasture 240 acres, stocking rate 1 pair per 6 acres, $40 a pair a month, 7-month grazing season',
      ['$11,200.00'],
    ],
    ['60 head of yearlings @ $1.10 per head per day for 150 days', ['$9,900.00']],
    [
      'our 300 acres run one cow calf pair to every 6 acres, charging 38 per pair per month over a six month season',
      ['$11,400.00'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('equipment paid back by the net per acre', () => {
  it.each([
    [
      'Spent $48,000 on haying equipment. I net $190 an acre on 30 acres of hay per year. How many years until the equipment is paid back?',
      ['8.42 years'],
    ],
    ['bought a baler for 36k, clearing $150/acre on 40 acres a year. how long to pay it back?', ['6 years']],
    [
      "new center pivot cost $210,000; it'll net me an extra $175 an acre on 130 acres. years to recoup?",
      ['9.23 years'],
    ],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('hay fed by the pound a day', () => {
  it.each([
    [
      'We have 4 horses, each eats about 20 lbs of hay a day. For a full year (365 days) how many tons is that (2,000 lb tons) and what does it cost at $240 a ton?',
      ['14.6 tons', '$3,504.00'],
    ],
    ['6 cows eating 30 lbs of hay per day for 120 days, hay at $180/ton', ['10.8 tons', '$1,944.00']],
    ['two horses, 25 pounds a day each, for a year. tons and cost at 220 a ton?', ['9.13 tons', '$2,007.50']],
  ] as const)('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('follow-ups that change one input or ask per acre', () => {
  it.each([
    [TIMBER, 'and what is that net per acre?', ['$1,980.00']],
    [TIMBER, 'what if stumpage is $300 per MBF?', ['$144,000.00', '$129,600.00']],
    [TIMBER, 'and if he only takes 8%?', ['$121,440.00']],
    [HAY, 'what if hay went up to $175 a ton, same costs?', ['$11,025.00']],
    [HAY, 'net per acre?', ['$210.00']],
    [CORN, 'what if corn drops to $4 a bushel?', ['$118,800.00', '$25,200.00']],
    [CORN, 'and at 180 bushels an acre?', ['$142,560.00', '$48,960.00']],
    [GRAZE, 'what if they offer $32 an acre?', ['$6,400.00', '$3,000.00']],
    [PAIRS, 'what about a 7 month season?', ['$7,350.00']],
  ] as const)('%s → %s', (question, followUp, figures) => expectAll(converse(question, followUp), figures));
});

describe('a new question after a farm answer is no change to it', () => {
  it.each([
    [TIMBER, 'what about a 30 year mortgage at 7% on $400k?'],
    [GRAZE, 'what is a 1031 exchange?'],
  ] as const)('%s → %s', (question, followUp) => {
    const answer = converse(question, followUp);
    expect(answer).not.toContain('Timber sale');
    expect(answer).not.toContain('by the acre');
  });
  it('several cuttings not counted are asked about', () => {
    expect(converse('hay 40 acres, several cuttings, 1.5 tons per acre, $150 a ton')).not.toContain(
      'Crop income',
    );
  });
});

describe('near-misses: similar words, another question', () => {
  it.each([
    ['what is stumpage and how is timber sold?'],
    ['How much is a 160 acre farm at $4,000 an acre?'],
    ["what's a fair cash rent per acre for farmland in Iowa?"],
    ['we pay $1,800 a month rent for our house on 2 acres, is that high?'],
    ['solar costs 24,500 and saves $165 a month, what is the payback?'],
    ['how many acres do I need per horse?'],
    ['how many lbs of hay does a horse eat a day?'],
  ] as const)('%s', (question) => {
    const answer = converse(question);
    for (const title of [
      'Timber sale: gross and net',
      'Crop income: gross and net',
      'by the acre',
      'Grazing rent for the season',
      'Payback from the net per acre',
      'Hay for the herd',
    ])
      expect(answer).not.toContain(title);
  });
});
