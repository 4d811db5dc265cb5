// Land deals by the acre (docs/assistant.md rule 94): parcels compared by their price an acre, the
// land's share of a listing once the house and improvements are taken out, part of a tract sold by
// the acre against what the whole cost, a conservation easement's value (before − after), the tax on
// an agricultural valuation against market value, and a land cost that grew (a septic or well quote
// against the one expected). Each reader places every number it reads, or it does not fire.
import { formatAmount, formatMoney, formatNumber, formatPercent } from './format.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';
import { storyAsides } from './land-measure-math.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  AMOUNT,
  PCT,
  amountsAt,
  everyNumberPlaced,
  num,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

type Counted = Span & { value: number };

const ACRES = /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)[\s-]*(?:acres?|ac\b)/g;
const PER_ACRE = new RegExp(`${AMOUNT}\\s*(?:\\/|per|a|an|each)\\s*(?:ac|acre)\\b`);

const acresIn = (text: string): Counted[] =>
  [...text.matchAll(ACRES)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
const overlaps = (a: Span, b: Span) => a.start < b.end && a.end > b.start;
/** The money amounts the tokenizer read, outside the spans already placed. */
const dollars = (tokens: readonly NumberToken[], taken: readonly Span[]) =>
  tokens.filter((t) => t.kind === 'money' && !taken.some((s) => overlaps(t, s)));
/** The words of an amount's own clause before it, back to the number or sentence break before it. */
const clauseBefore = (text: string, at: Span, back = 60): string =>
  text
    .slice(Math.max(0, at.start - back), at.start)
    .split(/[.;!?]\s|\d[\d,.]*\s*(?:k|m|mil|million|acres?)?\b/)
    .pop() ?? '';

/** "A is 37 acres for $296k", "parcel 2: 52 acres at $390,000", "$296k for 37 acres". */
const PARCEL = new RegExp(
  `(?<![\\d.,$])(\\d[\\d,]*(?:\\.\\d+)?)[\\s-]*(?:acres?|ac\\b)\\s*(?:for|at|@|priced at|listed at|asking|going for|selling for|sold for|,|-|:|=)\\s*${AMOUNT}(?!\\s*(?:an?|per|\\/|each)\\s*(?:ac|acre)\\b)|${AMOUNT}\\s*(?:for|buys)\\s*(?:the\\s+)?(\\d[\\d,]*(?:\\.\\d+)?)[\\s-]*(?:acres?|ac\\b)`,
  'g',
);

/**
 * Two or more parcels each with its acres and price: the price an acre of each, and how much cheaper
 * an acre the cheapest is than the dearest.
 */
const parcelsPerAcre: Reader = ({ text }) => {
  if (
    !/\bacre/.test(text) ||
    !/\bper acre|\ban acre|\/\s?acre|\ba acre|\beach acre|\bprice per|\bper ac\b/.test(text)
  )
    return null;
  const parcels = [...text.matchAll(PARCEL)].map((m) => {
    const start = m.index ?? 0;
    const acres = num(m[1] ?? m[6]!);
    const price = m[1] ? amountValue(m[2]!, m[3]) : amountValue(m[4]!, m[5]);
    const name = /\b(?:parcel|lot|tract|property|option|piece)?\s*([a-z]|\d)\s*(?:is|:|has|-|=)\s*$/.exec(
      text.slice(Math.max(0, start - 16), start),
    );
    return { acres, price, start, end: start + m[0].length, name: name?.[1] };
  });
  if (parcels.length < 2) return null;
  const names = parcels.map((p, i) => (p.name ? `Parcel ${p.name.toUpperCase()}` : `Parcel ${i + 1}`));
  const spans: Span[] = parcels.map((p, i) => ({
    start: p.name && /\d/.test(p.name) ? Math.max(0, p.start - 16) : p.start,
    end: p.end,
    i,
  }));
  // "2 parcels", "three tracts": the count of parcels named, said again.
  const count =
    /\b(\d|two|three|four|five)\s+(?:parcels|tracts|pieces|properties|options|lots|listings|places)\b/.exec(
      text,
    );
  const countSpan =
    count && (/\d/.test(count[1]!) ? num(count[1]!) : countOf(count[1]!)) === parcels.length
      ? { start: count.index, end: count.index + count[0].length }
      : undefined;
  if (!everyNumberPlaced(text, [...storyAsides(text), ...spans, countSpan])) return null;
  if (parcels.some((p) => !(p.acres > 0 && p.price >= 1000))) return null;
  const perAcre = parcels.map((p) => p.price / p.acres);
  const low = perAcre.indexOf(Math.min(...perAcre));
  const high = perAcre.indexOf(Math.max(...perAcre));
  return {
    title: 'Price per acre of each parcel',
    inputs: parcels.map(
      (p, i) => `${names[i]}: ${formatNumber(p.acres, 3)} acres for ${formatAmount(p.price)}`,
    ),
    results: [
      ...parcels.map(
        (p, i) =>
          `${names[i]}: **${formatMoney(perAcre[i]!)} an acre** (${formatAmount(p.price)} ÷ ${formatNumber(p.acres, 3)})`,
      ),
      `${names[low]} is cheaper by **${formatMoney(perAcre[high]! - perAcre[low]!)} an acre** than ${names[high]}`,
    ],
    method: 'Price an acre = price ÷ acres; the difference is between the prices an acre, not the totals',
  };
};

function amountValue(digits: string, suffix?: string): number {
  return num(digits) * (suffix === 'k' || suffix === 'thousand' ? 1e3 : suffix ? 1e6 : 1);
}

/** Words that make an amount the house's and improvements' share, not the whole. */
const IMPROVEMENTS = /\b(?:house|home|improvements?|buildings?|structures?|dwelling|barn and house)\b/;

/**
 * Acreage with a house at a whole price and the house and improvements valued apart: the land is the
 * whole less the improvements, and that ÷ the acres is the land's price an acre.
 */
const landPortion: Reader = ({ text, tokens }) => {
  if (!/\bland\b/.test(text) || !/\bacre/.test(text)) return null;
  const acres = acresIn(text);
  if (acres.length !== 1) return null;
  const amounts = dollars(tokens, acres);
  if (amounts.length !== 2) return null;
  const improvement = amounts.filter((a) => {
    const before = clauseBefore(text, a, 80);
    const after = text.slice(a.end, a.end + 30);
    return (
      (IMPROVEMENTS.test(before) &&
        !/\b(?:with an? (?:\w+\s)?(?:house|home)|land (?:plus|and|with)|listed|asking|price|sold|total|whole|together)\b/.test(
          before,
        )) ||
      /^\s*(?:for|on) the (?:house|home|improvements|buildings)\b/.test(after)
    );
  });
  if (improvement.length !== 1) return null;
  const improvements = improvement[0]!;
  const whole = amounts.find((a) => a !== improvements)!;
  if (!everyNumberPlaced(text, [...storyAsides(text), ...acres, ...amounts])) return null;
  const land = whole.value - improvements.value;
  if (!(land > 0 && acres[0]!.value > 0)) return null;
  return {
    title: 'Land value after the house and improvements',
    inputs: [
      `Whole property: ${formatAmount(whole.value)}`,
      `House and improvements: ${formatAmount(improvements.value)}`,
      `Land: ${formatNumber(acres[0]!.value, 3)} acres`,
    ],
    results: [
      `Land portion: **${formatMoney(land)}** (${formatAmount(whole.value)} − ${formatAmount(improvements.value)})`,
      `Per acre: **${formatMoney(land / acres[0]!.value)}** (${formatMoney(land)} ÷ ${formatNumber(acres[0]!.value, 3)} acres)`,
    ],
    method:
      'Land = the whole price − the house and improvements; per acre = land ÷ acres (this is the residual method, one of several an appraiser uses)',
  };
};

/**
 * "We paid $312,000 for 48 acres … a developer wants 38 of the acres at $9,200 an acre, we'd keep the
 * other 10": the sale is the acres sold × the price an acre, set against what the whole tract cost.
 */
const partOfTractSold: Reader = ({ text, tokens }) => {
  const perAcre = amountsAt(text, PER_ACRE);
  if (perAcre.length !== 1) return null;
  const price = perAcre[0]!;
  const amountFirst = new RegExp(
    `\\b(?:paid|bought(?: it)?(?: for)?|purchased(?: it)?(?: for)?|cost us|got it for)\\s*(?=\\$|\\d[\\d,.]*\\s*(?:k|m|mil|million)\\b|\\d{1,3},\\d{3})${AMOUNT}(?:\\s*for\\s+(?:the\\s+)?(?:whole\\s+)?(\\d[\\d,]*(?:\\.\\d+)?)[\\s-]*acres?)?`,
  ).exec(text);
  const acresFirst = new RegExp(
    `\\b(?:paid|bought|purchased|got)\\s+(?:the\\s+|our\\s+|a\\s+)?(\\d[\\d,]*(?:\\.\\d+)?)[\\s-]*acres?\\s+(?:for|at)\\s*${AMOUNT}`,
  ).exec(text);
  const paidM = amountFirst ?? acresFirst;
  if (!paidM) return null;
  const paid = {
    value: amountFirst ? amountValue(paidM[1]!, paidM[2]) : amountValue(paidM[2]!, paidM[3]),
    start: paidM.index,
    end: paidM.index + paidM[0].length,
  };
  const paidAcres = amountFirst ? paidM[3] : paidM[1];
  const counts = [
    ...text.matchAll(
      /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)\s*(?:(?:of (?:the |those |our )?)?acres?\b|of (?:it|them|those)\b)/g,
    ),
  ].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    after: text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30),
    before: text.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0),
  }));
  const total = paidAcres
    ? num(paidAcres)
    : counts.find((c) => c.start < paid.start + 40 && c.start > paid.start)?.value;
  if (total === undefined) return null;
  const sold = counts.filter(
    (c) =>
      c.value < total &&
      !overlaps(c, paid) &&
      !/\b(?:keep|kept|hold|stay|other|remaining|rest)\b/.test(c.before),
  );
  if (sold.length !== 1) return null;
  const soldAcres = sold[0]!.value;
  // Every other count must be the whole again or the acres kept (the whole less the acres sold).
  const others = counts.filter((c) => c !== sold[0] && !overlaps(c, paid));
  if (others.some((c) => c.value !== total && Math.abs(c.value - (total - soldAcres)) > 1e-9)) return null;
  const restated = [
    ...text.matchAll(/\b(?:whole|all|entire|the|all of the|all)\s+(\d[\d,]*(?:\.\d+)?)\b/g),
    ...text.matchAll(
      /\b(?:keep(?:ing)?|kept|hold(?:ing)? onto|hang(?:ing)? on to|retain(?:ing)?)\s+(?:the\s+)?(?:other|remaining|rest of the|last)?\s*(\d[\d,]*(?:\.\d+)?)\b/g,
    ),
  ]
    .filter((m) => num(m[1]!) === total || Math.abs(num(m[1]!) - (total - soldAcres)) < 1e-9)
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  // Only the price paid may be said again ("how does it compare to the 312k we paid").
  const amounts = dollars(tokens, [price, paid]);
  if (amounts.some((a) => Math.abs(a.value - paid.value) > 0.005)) return null;
  if (!everyNumberPlaced(text, [...storyAsides(text), price, paid, ...counts, ...restated, ...amounts]))
    return null;
  const sale = soldAcres * price.value;
  const gap = sale - paid.value;
  const kept = total - soldAcres;
  return {
    title: 'Part of the land sold by the acre',
    inputs: [
      `Paid: ${formatAmount(paid.value)} for ${formatNumber(total, 3)} acres (${formatMoney(paid.value / total)} an acre)`,
      `Selling: ${formatNumber(soldAcres, 3)} acres at ${formatAmount(price.value)} an acre`,
      `Kept: ${formatNumber(kept, 3)} acres`,
    ],
    results: [
      `Sale brings: **${formatMoney(sale)}** (${formatNumber(soldAcres, 3)} × ${formatAmount(price.value)})`,
      `Against what you paid for all ${formatNumber(total, 3)} acres: **${gap >= 0 ? '' : '−'}${formatMoney(Math.abs(gap))} ${gap >= 0 ? 'more' : 'less'}** (${formatMoney(sale)} − ${formatAmount(paid.value)}), and you keep ${formatNumber(kept, 3)} acres`,
    ],
    method:
      'Sale = acres sold × the price an acre; compared with the whole purchase price before any selling costs or tax',
  };
};

/**
 * A conservation easement's value: the appraisal before less the restricted value after, and the drop
 * as a share of the value before.
 */
const easementValue: Reader = ({ text, tokens }) => {
  if (!/\beasement\b|\brestrict/.test(text)) return null;
  const amounts = dollars(tokens, []);
  if (amounts.length !== 2) return null;
  const after = (a: Span) => text.slice(a.end, a.end + 40);
  const before = amounts.find(
    (a) =>
      /^\s*(?:\w+\s+){0,2}before\b/.test(after(a)) || /\bbefore\b[^$\d]{0,40}$/.test(clauseBefore(text, a)),
  );
  const later = amounts.find(
    (a) =>
      a !== before &&
      (/^\s*(?:\w+\s+){0,1}after\b/.test(after(a)) ||
        /\b(?:after|restricted|with the easement)\b[^$\d]{0,30}$/.test(clauseBefore(text, a))),
  );
  if (!before || !later) return null;
  // A donated easement's deduction at a tax bracket ("it all saves at our 32% bracket").
  const percents = amountsAt(text, new RegExp(PCT), true);
  if (percents.length > 1) return null;
  const bracket = percents[0];
  if (
    bracket &&
    !/\b(?:bracket|tax rate|marginal|deduct\w*|write[- ]off)\b/.test(
      text.slice(Math.max(0, bracket.start - 60), bracket.end + 30),
    )
  )
    return null;
  if (!everyNumberPlaced(text, [...storyAsides(text), ...amounts, bracket])) return null;
  const value = before.value - later.value;
  if (!(value > 0)) return null;
  const saving = bracket
    ? [
        `Tax saving if all ${formatMoney(value)} is deducted at ${formatPercent(bracket.value, 1)}: **${formatMoney(value * bracket.value)}** (${formatMoney(value)} × ${formatPercent(bracket.value, 1)})`,
      ]
    : [];
  return {
    title: 'Conservation easement value',
    inputs: [
      `Value before the easement: ${formatAmount(before.value)}`,
      `Value after (restricted): ${formatAmount(later.value)}`,
      ...(bracket ? [`Tax bracket: ${formatPercent(bracket.value, 1)}`] : []),
    ],
    results: [
      `Easement value: **${formatMoney(value)}** (${formatAmount(before.value)} − ${formatAmount(later.value)})`,
      `Drop in value: **${formatPercent(value / before.value)}** (${formatMoney(value)} ÷ ${formatAmount(before.value)})`,
      ...saving,
    ],
    method:
      "An easement's value is the appraised value before it less the value after (the before-and-after method); the drop is that ÷ the value before; a deduction saves its amount × the bracket (the IRS caps a year's deduction at a share of income and lets the rest carry forward)",
  };
};

/**
 * Land taxed on an agricultural valuation: acres × each value an acre × the tax rate, and what the
 * special valuation saves against market value (× the years asked).
 */
const agValuationTax: Reader = ({ text }) => {
  if (!/\bag\b|\bagricultur|\bgreenbelt|\bopen[- ]space|\bfarm|\btimber|\bwildlife/.test(text)) return null;
  const acres = acresIn(text);
  if (acres.length !== 1) return null;
  const perAcre = amountsAt(text, PER_ACRE);
  if (perAcre.length !== 2) return null;
  const rates = amountsAt(text, new RegExp(PCT), true);
  if (rates.length !== 1) return null;
  const isAg = (s: Span) =>
    /\b(?:ag|agricultur\w*|greenbelt|open[- ]space|use|special|productivity)\b[^$]{0,30}$/.test(
      text.slice(Math.max(0, s.start - 40), s.start),
    );
  const isMarket = (s: Span) => /\bmarket\b[^$]{0,30}$/.test(text.slice(Math.max(0, s.start - 40), s.start));
  const ag = perAcre.find((p) => isAg(p) && !isMarket(p));
  const market = perAcre.find((p) => p !== ag && isMarket(p));
  if (!ag || !market) return null;
  const years = /\b(?:over|for)\s+(\d{1,2})\s+years?\b/.exec(text);
  const yearsSpan = years ? { start: years.index, end: years.index + years[0].length } : undefined;
  if (!everyNumberPlaced(text, [...storyAsides(text), ...acres, ...perAcre, ...rates, yearsSpan]))
    return null;
  const a = acres[0]!.value;
  const rate = rates[0]!.value;
  const agTax = a * ag.value * rate;
  const marketTax = a * market.value * rate;
  const n = years ? num(years[1]!) : undefined;
  return {
    title: 'Property tax on an agricultural valuation',
    inputs: [
      `Land: ${formatNumber(a, 3)} acres`,
      `Market value: ${formatAmount(market.value)} an acre`,
      `Agricultural valuation: ${formatAmount(ag.value)} an acre`,
      `Tax rate: ${formatPercent(rate, 3)} of value`,
      ...(n ? [`Years: ${n}`] : []),
    ],
    results: [
      `Tax on the ag valuation: **${formatMoney(agTax)} a year** (${formatNumber(a, 3)} × ${formatAmount(ag.value)} × ${formatPercent(rate, 3)})`,
      `Tax at market value: **${formatMoney(marketTax)} a year** (${formatNumber(a, 3)} × ${formatAmount(market.value)} × ${formatPercent(rate, 3)})`,
      `Saving: **${formatMoney(marketTax - agTax)} a year**`,
      ...(n ? [`Saving over ${n} years: **${formatMoney((marketTax - agTax) * n)}**`] : []),
    ],
    method:
      'Tax = acres × value an acre × the rate; the saving is the market-value tax less the ag-valuation tax (a rollback can claw it back if the use changes)',
  };
};

/** The cost expected: "would've been", "was quoted", "budgeted", "originally". */
const EXPECTED =
  /\b(?:would(?:'ve| have)? been|was (?:quoted|supposed to be|going to be|estimated)|were quoted|budgeted|planned on|expected|originally|first quote|would cost|was)\b[^$\d]{0,40}$/;
/** The cost it is now: "now", "instead", "need", "turned into". */
const NOW = /\b(?:now|instead|need|needs|turned into|came back at|actually|new quote|real)\b[^$\d]{0,60}$/;

/**
 * A land cost that grew (a septic, well or driveway quote against the one expected): how much more
 * in dollars and in percent of the one expected.
 */
const costGrew: Reader = ({ text, tokens }) => {
  if (!/\bhow much more\b|\bhow much extra\b|\bdifference\b|\bincrease\b|\bjump\b/.test(text)) return null;
  if (!/%|\bpercent/.test(text)) return null;
  if (
    !/\bseptic|\bwell\b|\bperc\b|\bmound|\bdriveway|\bfence|\bsurvey|\bgrading|\bclearing|\bexcavat|\bculvert|\bpower|\butilit|\bdrain/.test(
      text,
    )
  )
    return null;
  const amounts = dollars(tokens, []);
  if (amounts.length !== 2 || tokens.some((t) => t.kind === 'percent')) return null;
  const [first, second] = amounts as [NumberToken, NumberToken];
  const beforeSecond = text.slice(first.end, second.start);
  if (!EXPECTED.test(text.slice(Math.max(0, first.start - 60), first.start)) || !NOW.test(beforeSecond))
    return null;
  if (!everyNumberPlaced(text, [...storyAsides(text), ...amounts])) return null;
  if (!(first.value > 0)) return null;
  const more = second.value - first.value;
  return {
    title: 'How much more the cost is',
    inputs: [`Expected: ${formatAmount(first.value)}`, `Now: ${formatAmount(second.value)}`],
    results: [
      `${more >= 0 ? 'More' : 'Less'}: **${formatMoney(Math.abs(more))}** (${formatAmount(second.value)} − ${formatAmount(first.value)})`,
      `In percent: **${formatPercent(Math.abs(more) / first.value)} ${more >= 0 ? 'more' : 'less'}** (${formatMoney(Math.abs(more))} ÷ ${formatAmount(first.value)})`,
    ],
    method: 'The difference is new − expected; the percent is that ÷ the cost expected',
  };
};

/** "four 5-acre lots", "4 lots", "six homesites of 3 acres". */
const LOTS = new RegExp(
  `\\b(\\d{1,3}|${COUNT_WORDS})\\s+(?:(\\d+(?:\\.\\d+)?)[\\s-]*acres?\\s+)?(?:lots?|parcels?|homesites?|home sites?|tracts?|building sites?)\\b(?:\\s+of\\s+(\\d+(?:\\.\\d+)?)[\\s-]*acres?(?:\\s+each)?\\b)?`,
);
/** An amount that is each lot's ("each lot sells for $72k", "$1,200 a lot", "$72k apiece"). */
const EACH_BEFORE = /\b(?:each|every|per|a)\s+(?:lot|parcel|homesite|tract|one)\b[^$\d]{0,40}$/;
const EACH_AFTER = /^\s*(?:each|apiece|a lot|per lot|a piece|for each|per parcel|a parcel)\b/;
const SELLS = /\b(?:sells?|sold|selling|sale|goes? for|list|fetch|bring)\b/;

/**
 * Land bought, cut into lots and sold: sales = lots × the price a lot; costs = the land + each lump
 * cost + each per-lot cost × the lots; profit = sales − costs, with the margin on the sales (profit ÷
 * sales) and the return on the cost (profit ÷ costs) both shown, since people say "margin" for either.
 */
const lotSplitProfit: Reader = ({ text, tokens }) => {
  if (!/\bprofit|\bmargin|\bmake\b|\bnet\b|\bclear\b/.test(text)) return null;
  const landM = new RegExp(
    `\\b(?:bought|paid|purchased?|got|buy)\\s+(?:the\\s+)?(\\d[\\d,]*(?:\\.\\d+)?)[\\s-]*acres?\\s+(?:for|at)\\s*${AMOUNT}|\\b(?:paid|bought it for|spent)\\s*${AMOUNT}\\s*(?:for|on)\\s+(?:the\\s+)?(\\d[\\d,]*(?:\\.\\d+)?)[\\s-]*acres?`,
  ).exec(text);
  if (!landM) return null;
  const totalAcres = num(landM[1] ?? landM[6]!);
  const landCost = landM[1] ? amountValue(landM[2]!, landM[3]) : amountValue(landM[4]!, landM[5]);
  const landSpan = { start: landM.index, end: landM.index + landM[0].length };
  const lotsM = LOTS.exec(text);
  if (!lotsM) return null;
  const lots = /\d/.test(lotsM[1]!) ? num(lotsM[1]!) : countOf(lotsM[1]!);
  const lotAcres = lotsM[2] ? num(lotsM[2]) : lotsM[3] ? num(lotsM[3]) : undefined;
  const lotsSpan = { start: lotsM.index, end: lotsM.index + lotsM[0].length };
  if (!(lots >= 1 && lots <= 500)) return null;
  const amounts = dollars(tokens, [landSpan]);
  const each = (a: NumberToken) =>
    EACH_BEFORE.test(text.slice(Math.max(0, a.start - 60), a.start)) ||
    EACH_AFTER.test(text.slice(a.end, a.end + 14));
  const sale = amounts.filter(
    (a) => each(a) && SELLS.test(text.slice(Math.max(0, a.start - 40), a.end + 14)),
  );
  if (sale.length !== 1) return null;
  const lotPrice = sale[0]!;
  const costs = amounts.filter((a) => a !== lotPrice);
  const labelled = costs.map((c) => {
    const label =
      text
        .slice(Math.max(0, c.start - 60), c.start)
        .split(/[.;!?]\s|,\s(?:and\s)?|\$?\d[\d,.]*\s*(?:k|m)?\b/)
        .pop()
        ?.replace(
          /\b(?:is|are|will be|would be|runs?|costs?|another|plus|at|of|for|about|around|and|needs?|each lot|every lot|per lot)\b/g,
          ' ',
        )
        .replace(/\s+/g, ' ')
        .trim() ?? '';
    return { token: c, perLot: each(c), label: label || 'Cost' };
  });
  const kept =
    /\b(?:keep(?:ing)?|kept|hold(?:ing)? onto|retain(?:ing)?)\s+(?:the\s+)?(?:other|remaining|rest of the|last)?\s*(\d+(?:\.\d+)?)[\s-]*(?:acres?)?/.exec(
      text,
    );
  const keptSpan = kept ? { start: kept.index, end: kept.index + kept[0].length } : undefined;
  if (kept && lotAcres !== undefined && Math.abs(num(kept[1]!) - (totalAcres - lots * lotAcres)) > 1e-9)
    return null;
  if (lotAcres !== undefined && lots * lotAcres > totalAcres + 1e-9) return null;
  if (tokens.some((t) => t.kind === 'percent')) return null;
  if (!everyNumberPlaced(text, [...storyAsides(text), landSpan, lotsSpan, keptSpan, ...amounts])) return null;
  const sales = lots * lotPrice.value;
  const costLines = labelled.map((c) => ({
    ...c,
    total: c.perLot ? c.token.value * lots : c.token.value,
  }));
  const totalCost = landCost + costLines.reduce((s, c) => s + c.total, 0);
  const profit = sales - totalCost;
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  return {
    title: 'Lot split: profit and margin',
    inputs: [
      `Land: ${formatNumber(totalAcres, 3)} acres for ${formatAmount(landCost)}`,
      `Lots: ${lots}${lotAcres !== undefined ? ` of ${formatNumber(lotAcres, 3)} acres` : ''}${kept ? `, keeping ${kept[1]} acres` : ''}`,
      `Each lot sells for ${formatAmount(lotPrice.value)}`,
      ...costLines.map((c) => `${cap(c.label)}: ${formatAmount(c.token.value)}${c.perLot ? ' a lot' : ''}`),
    ],
    results: [
      `Sales: **${formatMoney(sales)}** (${lots} × ${formatAmount(lotPrice.value)})`,
      `Costs: **${formatMoney(totalCost)}** (${[
        `land ${formatAmount(landCost)}`,
        ...costLines.map((c) =>
          c.perLot ? `${lots} × ${formatAmount(c.token.value)}` : formatAmount(c.token.value),
        ),
      ].join(' + ')})`,
      `Profit: **${formatMoney(profit)}** (${formatMoney(sales)} − ${formatMoney(totalCost)})`,
      `Margin on the sales: **${formatPercent(profit / sales)}** (profit ÷ sales)`,
      `Return on the costs: **${formatPercent(profit / totalCost)}** (profit ÷ costs, what some call the margin)`,
    ],
    method:
      'Profit = lots × price a lot − (land + lump costs + per-lot costs × lots); margin on sales = profit ÷ sales, return on cost = profit ÷ costs. Before selling costs, carrying costs and tax',
  };
};

const PART_SOLD =
  /\b(?:buy\w*|sell\w*|sold|off (?:the |our |my )?(?:back|side|front|end|corner)|carv\w*|split\w*|subdivid\w*|portion|piece|strip|chunk|part of)\b/;
const WHOLE_SAID =
  /\b(?:we have|i have|we own|i own|our|my|lot is|lot'?s|property is|property'?s|parcel is|sits on|on a|total|whole)\b[^.]*$/;

/**
 * "We have 0.42 acres and the neighbor wants to buy 0.15 acre off the back; land goes for about 180k
 * an acre" (rule 102): the part's price at the rate an acre and the share of the lot it is, with no
 * price paid for the whole (that is partOfTractSold's question).
 */
const partOfLotSold: Reader = ({ text, tokens }) => {
  if (!PART_SOLD.test(text)) return null;
  const perAcre = amountsAt(text, PER_ACRE);
  if (perAcre.length !== 1) return null;
  const counts = acresIn(text);
  if (counts.length !== 2) return null;
  const [whole, part] = [...counts].sort((a, b) => b.value - a.value) as [Counted, Counted];
  if (!(part.value > 0 && part.value < whole.value)) return null;
  // The whole is the owner's lot by its words, and the part the one bought or sold.
  if (
    !WHOLE_SAID.test(text.slice(Math.max(0, whole.start - 40), whole.start)) &&
    !/^\s*(?:total|in all|altogether|all told|lot|parcel|property)\b/.test(
      text.slice(whole.end, whole.end + 20),
    )
  )
    return null;
  if (dollars(tokens, [...perAcre]).length > 0) return null;
  if (tokens.some((t) => t.kind === 'percent')) return null;
  if (!everyNumberPlaced(text, [...storyAsides(text), ...perAcre, ...counts])) return null;
  const rate = perAcre[0]!.value;
  const price = part.value * rate;
  const share = part.value / whole.value;
  return {
    title: 'Part of the lot sold by the acre',
    inputs: [
      `Lot: ${formatNumber(whole.value, 3)} acres`,
      `Part sold: ${formatNumber(part.value, 3)} acres`,
      `Land price: ${formatAmount(rate)} an acre`,
    ],
    results: [
      `Price at that rate: **${formatMoney(price)}** (${formatNumber(part.value, 3)} × ${formatAmount(rate)})`,
      `Share of the lot: **${formatPercent(share)}** (${formatNumber(part.value, 3)} ÷ ${formatNumber(whole.value, 3)}), keeping ${formatNumber(whole.value - part.value, 3)} acres`,
    ],
    method: 'Price = acres sold × the price an acre; share = acres sold ÷ the whole lot',
  };
};

export const LAND_DEAL_READERS: readonly Reader[] = [
  parcelsPerAcre,
  landPortion,
  partOfTractSold,
  partOfLotSold,
  easementValue,
  agValuationTax,
  costGrew,
  lotSplitProfit,
];
