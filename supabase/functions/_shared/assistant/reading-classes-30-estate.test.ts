// Sales, estates and splits (docs/assistant.md rule 82): a co-owner's or the other heirs' buyout,
// heirs splitting a sale, an inherited home's stepped-up basis, selling then paying cash for the next
// home, and a seller's net asked with no word of the loan. Each read through the whole assistant with
// phrasings of our own; expected figures were computed apart.
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose-answer.ts';
import { converse } from './test-conversation.ts';

const expectAll = (text: string, figures: readonly string[]) => {
  for (const figure of figures) expect(text).toContain(figure);
};
const ASKS = /One question before I compute|I need a bit more|I need a few more numbers/;

const DIVORCE =
  'Divorce question, sorry if this is a lot. I want to keep the house so the kids can stay in their school. Appraisal came in at $540,000, we owe $286,000 on the mortgage, and the settlement splits the equity 50/50. How much do I owe him to buy out his half? And if I refinance the current balance plus his buyout into one new 30 year loan at 6.625%, what would the new loan amount and monthly P&I be?';

describe("a co-owner's buyout: equity × their share, refinanced with the balance", () => {
  it('the example: $127,000, a $413,000 loan at $2,644.48', () => {
    expectAll(converse(DIVORCE), ['$127,000.00', '$413,000.00', '$2,644.48']);
  });

  it('a notional selling cost taken off first: $110,800', () => {
    expectAll(
      converse(
        DIVORCE,
        "my lawyer says we should take a notional 6% selling cost off the appraised value before splitting, since he'd have paid that if we had sold. what's the buyout then?",
      ),
      ['$110,800.00', '$32,400.00'],
    );
  });

  it.each([
    // (450 − 210) / 2 = 120
    [
      "we're divorcing. house appraised 450k, mortgage balance 210k, equity split 50/50. what do i pay my ex to buy her out?",
      ['$240,000.00', '$120,000.00'],
    ],
    // (600 − 300) × 40% = 120
    ['my ex and i split 60/40 in my favor. worth 600k, owe 300k, how much to buy him out', ['$120,000.00']],
    // (385 − 155) / 2 = 115; 270,000 at 6.5% 30y = 1,706.58
    [
      'buying out my husband in the divorce: appraised 385k, 155k left on the loan, he gets half. refi at 6.5% for 30 yrs, new loan + payment?',
      ['$115,000.00', '$270,000.00', '$1,706.58'],
    ],
    // (1.2M − 700k) / 2 = 250k
    [
      'Married 22 yrs, we live at 1418 Oak St. Getting divorced and I keep the house: value 1.2M, owe 700k on the mortgage, split the equity equally. buyout?',
      ['$500,000.00', '$250,000.00'],
    ],
    // (520 − 0) / 2 = 260
    [
      'my wife and i are seperating, house is paid off and worth $520,000. to keep it i buy her half, how much?',
      ['$260,000.00'],
    ],
    // 500 × 0.95 = 475 − 250 = 225 / 2 = 112.5
    [
      'ex boyfriend and I co-own, he wants out. appraisal 500k, we owe 250k, take 5% selling costs off, 50/50 split. how much to buy him out?',
      ['$112,500.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a split whose side is not said is asked about, not guessed', () => {
    expect(converse('divorce: worth 600k, owe 300k, split 60/40. how much to buy him out?')).not.toContain(
      'Buying out a co-owner',
    );
  });
});

const HEIRS =
  "there's three of us siblings who inherited dad's house. if we sell at 480k, pay 6% commission, spend 5,500 on repairs before listing and 2,300 in other closing costs, what does each of us get?";

describe("heirs: a sale's net split N ways, or the others bought out", () => {
  it('the example: $147,800 each', () => {
    expectAll(converse(HEIRS), ['$443,400.00', '$147,800.00']);
  });

  it('keeping it and buying the other two out at a third of the appraisal: $320,000', () => {
    expectAll(
      converse(
        HEIRS,
        'actually what if I keep it and buy my brother and sister out, each at a third of the $480,000 appraisal (no commission taken off)? how much do I need in total?',
      ),
      ['$320,000.00'],
    );
  });

  it.each([
    // 310 − 15.5 − 3 − 1.5 = 290 / 3
    [
      'me and my 2 sisters inherited moms condo, selling for 310k, realtor 5%, 3k cleanout, 1,500 closing, how much apiece',
      ['$290,000.00', '$96,666.67'],
    ],
    // 1.1M − 60.5k − 12k − 8k = 1,019,500 / 4
    [
      "Split 4 ways: we heirs sell grandpa's place for 1.1M, 5.5% commission, 12k in repairs and 8k other closing costs, what does each of us get",
      ['$1,019,500.00', '$254,875.00'],
    ],
    // 500 − 30 − 5.5 − 2.3 = 462.2 / 3
    [HEIRS.replace('480k', '500k'), ['$154,066.67']],
  ])('%s', (question, figures) => expectAll(converse(question), figures));

  it('a changed price in a follow-up works the split again', () => {
    expect(converse(HEIRS, 'what if we sell for 500k instead?')).toContain('$154,066.67');
  });

  it('buying the other two out at the appraisal in a follow-up', () => {
    expect(
      converse(HEIRS, 'what if I keep it and buy the other two out at the appraisal of 480k, how much?'),
    ).toContain('$320,000.00');
  });
});

describe("an inherited home's gain on the stepped-up basis", () => {
  it('the example: $4,975 stepped up, $522,975 on the original basis', () => {
    expectAll(
      converse(
        "My mom passed last year. She bought her house in 1987 for 92,000 and it was appraised at 610,000 as of her date of death. I'm selling it 14 months later for 655k, with 5.5% commission and about $4,000 in other closing costs. What's my taxable gain with the stepped-up basis, and what would the gain have been if I'd had to use her original 92k basis?",
      ),
      ['$614,975.00', '$4,975.00', '$522,975.00'],
    );
  });

  it("the half step-up of a couple's joint home, with the exclusion: $330,000, $281,000, $31,000", () => {
    expectAll(
      converse(
        "My husband passed away three years ago. We bought our house together in 1998 for $140,000 and owned it jointly (not a community property state), and it was worth $520,000 when he died. I'm selling now for $650,000 with about $39,000 in selling costs. My accountant says only his half gets the step-up, and since it's been more than 2 years I get the single $250,000 exclusion. What is my basis, my gain, and the taxable amount after the exclusion?",
      ),
      ['$330,000.00', '$281,000.00', '$31,000.00'],
    );
  });

  it.each([
    // 430 − 25.8 − 400 = 4.2; 404.2 − 85 = 319.2
    [
      'inherited dad’s house, appraised at 400k when he died, he paid 85k in 1979. selling for 430k w 6% commission. taxable gain?',
      ['$4,200.00', '$319,200.00'],
    ],
    // 700 − 35 − 620 = 45
    [
      'selling the house my late father left me for 700k, 35k selling costs. it was valued at 620k at his death. whats my capital gain w/ step up',
      ['$45,000.00'],
    ],
    // basis 100 + 250 = 350; 800 − 48 − 350 = 402; − 250 = 152
    [
      'wife died in 2021, we owned the home jointly, bought for 200k, worth 500k at her death. selling at 800k, 6% commission, I get the 250k exclusion. taxable?',
      ['$350,000.00', '$402,000.00', '$152,000.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('selling, then paying cash for the next home', () => {
  it('the example: $695,050 net, $276,850 left', () => {
    expectAll(
      converse(
        "Retiring to something smaller now that the kids are long gone. We'll sell for 735,000, commission is 5%, maybe $3,200 in other costs, and the house is paid off. The condo we like is 410,000 and we'd pay cash, with closing costs about 2% of the price. How much do we net from the sale and how much is left over after buying the condo?",
      ),
      ['$695,050.00', '$276,850.00'],
    );
  });

  it.each([
    // 600 − 36 − 4 = 560; − 350 − 5 = 205
    [
      "we want to pay cash for a 350k townhouse. our house is paid off and should sell for 600k; 6% commission and 4k closing on the sale, and 5k closing costs on the townhouse. what's left?",
      ['$560,000.00', '$205,000.00'],
    ],
    // 900 − 49.5 − 150 = 700.5; − 400 − 12 = 288.5
    [
      'selling for 900k with 5.5% commission, still owe 150k on the mortgage. then buying a 400k condo all cash, closing costs 3%. how much left?',
      ['$700,500.00', '$288,500.00'],
    ],
  ])('%s', (question, figures) => expectAll(converse(question), figures));
});

describe('a seller’s net with no word of the loan asks for the payoff', () => {
  it.each([
    'If we sell at 520k how much will we walk away with?',
    'what would we net if we sold for 1.2M with 5% commission',
    'selling our place for $465,000 — how much do we pocket?',
  ])('%s', (question) => expect(composeAnswer(question, []).markdown).toMatch(ASKS));

  it.each([
    'If we sell at 520k and still owe 200k, how much will we walk away with?',
    'house is paid off, selling at 520k, what do we walk away with?',
  ])('a payoff given, or none owed, still computes: %s', (question) =>
    expect(composeAnswer(question, []).markdown).not.toMatch(ASKS),
  );
});

describe('near misses are not read as these classes', () => {
  it.each([
    ['how much equity do i have, worth 540k and owe 286k', /Buying out|Heirs/],
    [
      'sold my house for 780k, bought it for 410k 8 years ago, married filing jointly, lived there the whole time: taxable?',
      /inherited/,
    ],
    [
      'my brother and I want to buy a duplex for 500k with 20% down, payment at 7% for 30 years?',
      /Heirs|Buying out/,
    ],
    ['payment on a 413k loan at 6.625% for 30 years', /Buying out/],
  ])('%s', (question, wrong) => expect(converse(question)).not.toMatch(wrong));
});
