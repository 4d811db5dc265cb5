// A land, ranch or land-home purchase's down payment and loan at the lender's share down
// (docs/assistant.md rule 93): "40 acres at $6,500 an acre, the bank wants 35% down on raw land and
// will only go 15 years" (price = acres × price per acre, down = price × share, loan = the rest);
// "ranch is $1.35M, lender wants 30% down: down payment and loan?"; "land $55k, manufactured home
// $110k, setup $35k, 5% down on the total, 7% on a 30 year: loan and P&I?" (the parts added first);
// "me and my two brothers buy a tract for $315k with 20% down, I put in half the down payment and
// they each put in a quarter" (the down payment split by the shares said). With a rate and a term, the
// monthly principal and interest on the loan too. Part of quick-math (READERS there); every number
// must be placed or it does not fire.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { allPlaced } from './landlord-reading.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import { num, type Reader, type Span } from './quick-math-reading.ts';

const ACRES = /(\d[\d,]*(?:\.\d+)?)[\s-]*acres?\b/g;
/** "$6,500 an acre", "6.5k/acre", "$6,500 per acre". */
const PER_ACRE = /^\s*(?:\/|per|an|a|each)\s*acre\b/;
/** Land, farm and rural purchases: the lump-and-rate case is read only with these words. */
const RURAL =
  /\b(?:acres?|acreage|land|lot|ranch|farm|farmland|pasture|tract|parcel|timber|hunting|homestead|manufactured|mobile home|modular|land[- ]home|cabin|orchard|vineyard)\b/;
/** A down payment as the lender's share: "35% down", "down payment of 30%", "30% down payment". */
const DOWN_AFTER = /^\s*(?:down\b|dp\b|downpayment\b|deposit\b)/;
const DOWN_BEFORE =
  /\b(?:down(?: ?payment)?|dp|put down|putting down|equity)(?: of| is| to| will be| would be| needs? to be| must be)?(?: only| just| at least)?\s*:?\s*$/;
/** Several prices said to be added: "5% down on the total", "the package", "all in", "combined". */
const TOTAL_CUE =
  /\b(?:total|package|all[- ]in|combined|altogether|together|everything|whole (?:deal|thing|package))\b/;
/** What is asked: the down payment, the loan, or a payment. */
const ASKS =
  /\b(?:down ?payment|loan(?: amount)?|borrow\w*|financ\w*|monthly|payment|p&i|p ?and ?i|how much|what(?:'s| is| are| would| will)?)\b/;
/** A share of the down payment in words or as a percent. */
const SHARE_WORDS =
  '(half|a half|one half|a third|one third|a quarter|one quarter|a fourth|one fourth|a fifth|one fifth|two thirds|three quarters|three fourths|\\d{1,2}(?:\\.\\d+)?\\s?%)';
const shareValue = (s: string): number => {
  const w = s.trim();
  if (/%$/.test(w)) return Number(w.replace(/\s?%$/, '')) / 100;
  if (/half/.test(w)) return 0.5;
  if (/two thirds/.test(w)) return 2 / 3;
  if (/three (?:quarters|fourths)/.test(w)) return 0.75;
  if (/third/.test(w)) return 1 / 3;
  if (/quarter|fourth/.test(w)) return 0.25;
  return 0.2;
};
/** "I'm putting in half the down payment", "I'll cover 50% of the down", "my share is a third". */
const MY_SHARE = new RegExp(
  `\\b(?:i'?m|i am|i'?ll|i will|i|me|my share is|my part is)\\s+(?:(?:am|'m)\\s+)?(?:putting|put|paying|pay|covering|cover|contributing|contribute|bringing|bring|chipping|chip|doing|do|taking|take)?(?:\\s+(?:in|up))?\\s*${SHARE_WORDS}`,
);
/** "they each put in a quarter", "each of them puts in 25%", "my brothers each cover a quarter". */
const EACH_SHARE = new RegExp(
  `\\b(?:they|each of them|the others?|the other \\w+|my \\w+|both of them)\\s+(?:each|both)?\\s*(?:put|puts|putting|pay|pays|paying|cover|covers|covering|contribute|contributes|bring|brings|chip|chips|do|does|take|takes)(?:\\s+(?:in|up))?\\s*${SHARE_WORDS}|\\beach (?:of them |brother |sister |partner |friend )?(?:put|puts|pay|pays|cover|covers|contribute|contributes|bring|brings|chips in|does|takes)(?:\\s+in)?\\s*${SHARE_WORDS}`,
);
/** "split the rest evenly", "they split the other half equally". */
const SPLIT_REST =
  /\b(?:split|divide|share)\s+(?:the rest|the remainder|what'?s left|the other (?:half|part|\d+%))\s*(?:evenly|equally|50\/50|down the middle)?\b/;
/** "me and my two brothers", "my 2 partners and I", "three of us": how many others share it. */
const OTHERS = new RegExp(
  `\\b(?:my|with)\\s+(\\d|${COUNT_WORDS})\\s+(?:brothers|sisters|siblings|partners|friends|buddies|cousins|sons|daughters|kids|co-?buyers|investors|others|guys)\\b|\\b(\\d|${COUNT_WORDS})\\s+of us\\b`,
);
/** Numbers a rural story carries that are no amounts: "Route 9", "25 minutes from town", "5 miles". */
const STORY =
  /\b(?:route|rt|highway|hwy|county road|cr|road|exit|lot|tract|parcel)\s*#?\s*\d+\b|\b\d+(?:\.\d+)?\s*(?:minutes?|mins?|miles?|mi|hours?|hrs?)\b|\b\d+\s*(?:stalls?|head|cows|horses|ponds?|barns?|bedrooms?|beds?|baths?|br|ba|kids|children)\b|\bage[d]?\s+\d+\b|\b\d{2}\s*years? old\b/g;

interface Amount extends Span {
  value: number;
  label: string;
}

const spanOf = (t: NumberToken): Span => ({ start: t.start, end: t.end });

/** The label right before an amount in its clause ("land $55k" → "land"). */
function labelBefore(text: string, t: NumberToken): string {
  const clause =
    text
      .slice(Math.max(0, t.start - 40), t.start)
      .split(/[,;:.]\s|\band\b|\bplus\b|\+/)
      .pop() ?? '';
  return clause
    .replace(/\b(?:is|are|of|at|for|about|around|costs?|runs?|will be|would be|=)\s*\$?\s*$/g, '')
    .replace(/[$\s]+$/, '')
    .trim();
}

/** The price: acres × price per acre, the parts added, or one amount. */
function readPrice(
  text: string,
  lumps: NumberToken[],
): { price: number; shown: string[]; spans: Span[]; parts?: Amount[]; acres?: number } | null {
  const acres = [...text.matchAll(ACRES)];
  const perAcre = lumps.filter((t) => PER_ACRE.test(text.slice(t.end, t.end + 12)));
  if (perAcre.length === 1) {
    if (acres.length !== 1 || lumps.length !== 1) return null;
    const count = num(acres[0]![1]!);
    const rate = perAcre[0]!.value;
    if (!(count > 0 && count < 100_000)) return null;
    const span = { start: acres[0]!.index ?? 0, end: (acres[0]!.index ?? 0) + acres[0]![0].length };
    return {
      price: count * rate,
      shown: [`Land: ${formatNumber(count, 2)} acres at ${formatMoney(rate)} an acre`],
      spans: [span, spanOf(perAcre[0]!)],
      acres: count,
    };
  }
  if (perAcre.length > 1) return null;
  const acreSpans = acres.map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  if (lumps.length === 1)
    return {
      price: lumps[0]!.value,
      shown: [`Price: ${formatMoney(lumps[0]!.value)}`],
      spans: [...acreSpans, spanOf(lumps[0]!)],
    };
  if (lumps.length < 2 || !TOTAL_CUE.test(text)) return null;
  const parts = lumps.map((t) => ({ ...spanOf(t), value: t.value, label: labelBefore(text, t) }));
  if (parts.some((p) => !/[a-z]{3,}/.test(p.label))) return null;
  const price = parts.reduce((s, p) => s + p.value, 0);
  return {
    price,
    shown: [`Parts: ${parts.map((p) => `${p.label} ${formatMoney(p.value)}`).join(', ')}`],
    spans: [...acreSpans, ...parts],
    parts,
  };
}

/** How the down payment is shared among buyers, when the question says so. */
function readSplit(
  text: string,
): { mine: number; each: number; others: number; spans: Span[] } | null | undefined {
  const mine = MY_SHARE.exec(text);
  if (!mine) return undefined;
  const othersMatch = OTHERS.exec(text);
  const count = othersMatch ? countOf((othersMatch[1] ?? othersMatch[2]!).trim()) : undefined;
  // "three of us": the others are one fewer.
  const others = othersMatch?.[2] ? (count ?? 0) - 1 : count;
  if (!others || others < 1 || others > 9) return null;
  const my = shareValue(mine[1]!);
  const eachMatch = EACH_SHARE.exec(text);
  const each = eachMatch
    ? shareValue(eachMatch[1] ?? eachMatch[2]!)
    : SPLIT_REST.test(text)
      ? (1 - my) / others
      : undefined;
  if (each === undefined || !(my > 0 && my < 1)) return null;
  // The shares must add up to the whole down payment, or the reading is unsure.
  if (Math.abs(my + each * others - 1) > 0.005) return null;
  const spans = [mine, eachMatch, othersMatch]
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ start: m.index, end: m.index + m[0].length }));
  return { mine: my, each, others, spans };
}

const landLoan: Reader = ({ text, tokens }) => {
  const percentTokens = tokens.filter((t) => t.kind === 'percent');
  const downs = percentTokens.filter(
    (t) =>
      DOWN_AFTER.test(text.slice(t.end, t.end + 12)) ||
      DOWN_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)),
  );
  if (downs.length !== 1) return null;
  const down = downs[0]!;
  if (!(down.value > 0 && down.value < 1)) return null;
  const split = readSplit(text);
  if (split === null) return null;
  // Percents inside the split ("I put in 50%") are shares, not rates.
  const inSplit = (t: Span) => split?.spans.some((s) => t.start >= s.start && t.end <= s.end) ?? false;
  const rates = percentTokens.filter((t) => t !== down && !inSplit(t));
  const terms = tokens.filter(
    (t) =>
      (t.kind === 'years' || t.kind === 'months') &&
      !/^\s*(?:now|ago|old|in a row|running)\b/.test(text.slice(t.end, t.end + 12)) &&
      // "been farming for 30 years", "the past 3 years": how long, in the story.
      !/\b(?:been|past|last)\b[^.,;]{0,25}$/.test(text.slice(Math.max(0, t.start - 30), t.start)),
  );
  const storyTerms = tokens.filter((t) => (t.kind === 'years' || t.kind === 'months') && !terms.includes(t));
  if (rates.length > 1 || terms.length > 1) return null;
  const rate = rates[0];
  const term = terms[0];
  if (rate && !(rate.value >= 0.01 && rate.value < 0.2)) return null;
  if (rate && !term) return null;
  const years = term ? (term.kind === 'months' ? term.value / 12 : term.value) : undefined;
  if (years !== undefined && !(years >= 1 && years <= 40)) return null;
  const lumps = tokens.filter((t) => t.kind === 'money' && t.period === undefined);
  if (tokens.some((t) => t.kind === 'money' && t.period !== undefined)) return null;
  const priced = readPrice(text, lumps);
  if (!priced || !(priced.price >= 10_000)) return null;
  // One amount with a share down is the everyday down payment: read here for land and rural buys, or
  // when the down payment and the loan are both asked; a house's payment is the mortgage calculator's.
  const rural = RURAL.test(text);
  const asksBoth = /\bdown ?payment\b/.test(text) && /\bloan\b/.test(text);
  if (!priced.acres && !priced.parts && !split && !rural && !(asksBoth && !rate)) return null;
  if (!priced.acres && !ASKS.test(text)) return null;
  const story = [...text.matchAll(STORY)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (
    !allPlaced(text, [
      ...priced.spans,
      spanOf(down),
      rate && spanOf(rate),
      term && spanOf(term),
      ...storyTerms.map(spanOf),
      ...(split?.spans ?? []),
      ...story,
    ])
  )
    return null;
  const downAmount = priced.price * down.value;
  const loan = priced.price - downAmount;
  const payment = rate && years ? monthlyPayment(loan, rate.value, years) : undefined;
  const results = [
    ...(priced.acres || priced.parts
      ? [
          `Price: **${formatMoney(priced.price)}** (${
            priced.parts
              ? priced.parts.map((p) => formatMoney(p.value)).join(' + ')
              : `${formatNumber(priced.acres!, 2)} acres × ${formatMoney(priced.price / priced.acres!)}`
          })`,
        ]
      : []),
    `Down payment: **${formatMoney(downAmount)}** (${formatMoney(priced.price)} × ${formatPercent(down.value, 2)})`,
    `Loan: **${formatMoney(loan)}** (${formatMoney(priced.price)} − ${formatMoney(downAmount)})`,
    ...(payment !== undefined
      ? [
          `Monthly principal and interest: **${formatMoney(payment)}** (${formatMoney(loan)} at ${formatPercent(rate!.value, 3)} over ${formatNumber(years!, 2)} years)`,
        ]
      : []),
    ...(split
      ? [
          `Your part of the down payment: **${formatMoney(downAmount * split.mine)}** (${formatMoney(downAmount)} × ${formatPercent(split.mine, 2)})`,
          `Each of the other ${split.others}: **${formatMoney(downAmount * split.each)}** (${formatMoney(downAmount)} × ${formatPercent(split.each, 2)})`,
        ]
      : []),
  ];
  return {
    title: split ? 'Down payment shared among buyers' : 'Down payment and loan',
    inputs: [
      ...priced.shown,
      `Down payment: ${formatPercent(down.value, 2)}${priced.parts ? ' of the total' : ''}`,
      ...(rate ? [`Rate: ${formatPercent(rate.value, 3)}`] : []),
      ...(years !== undefined ? [`Term: ${formatNumber(years, 2)} years`] : []),
      // "looking for about 3 years now": a span of the story, shown so it is seen read, not used.
      ...(storyTerms.length > 0
        ? [
            `Said, not used: ${storyTerms.map((t) => t.raw).join(', ')} (time in your story, not the loan's term)`,
          ]
        : []),
      ...(split
        ? [
            `Shares of the down payment: you ${formatPercent(split.mine, 2)}, each of ${split.others} others ${formatPercent(split.each, 2)}`,
          ]
        : []),
    ],
    results,
    method: `${priced.acres ? 'Price = acres × price per acre; d' : priced.parts ? 'Price = the parts added; d' : 'D'}own payment = price × the share down; loan = price − down payment${payment !== undefined ? '; P&I is the level monthly payment that repays the loan at the rate over the term' : years !== undefined ? '; give a rate for the monthly payment over the term' : ''}${split ? "; each buyer's part = down payment × their share" : ''}`,
  };
};

export const LAND_LOAN_READERS: readonly Reader[] = [landLoan];
