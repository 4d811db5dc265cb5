// Prices by the square foot or by the unit when a question names more than one property (an outside
// review found "an office 18,500 sf for $3.2M and a 24-unit apartment for $3.36M" asked what $3.36M
// was), and another size priced at the same $/sq ft ("sold for $615k at 2,150 sf: what would a 1,850
// sf house go for at the same $/sf"). Part of quick-math (READERS there).
//
// Each price goes with the sizes named in its own part of the sentence, between the words that start
// another subject ("and", ";", "vs", "while"); a part with a size but no price, or two prices, leaves
// the pairing uncertain and nothing is computed.
import { formatMoney, formatNumber } from './format.ts';
import { money, num, type Reader } from './quick-math-reading.ts';
import { areasIn } from './lease-reading.ts';

/** Where one subject's facts end and the next one's begin. */
const SUBJECT_BREAK = /\s+(?:and|while|whereas|vs\.?|versus|compared (?:to|with)|but)\s+|[;?!]|\.(?=\s|$)/g;
const UNIT_COUNT = /\b(\d{1,4})[\s-]*(?:units?|doors?|apartments?|plex)\b/g;

interface Measure {
  kind: 'area' | 'units';
  value: number;
  start: number;
}

/** The parts of a sentence between subject breaks, as [start, end). */
function parts(text: string): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (const m of text.matchAll(SUBJECT_BREAK)) {
    out.push([from, m.index ?? 0]);
    from = (m.index ?? 0) + m[0].length;
  }
  out.push([from, text.length]);
  return out;
}

function measuresIn(text: string): Measure[] {
  return [
    ...areasIn(text).map((a) => ({ kind: 'area' as const, value: a.value, start: a.start })),
    ...[...text.matchAll(UNIT_COUNT)].map((m) => ({
      kind: 'units' as const,
      value: num(m[1] as string),
      start: m.index ?? 0,
    })),
  ];
}

/**
 * "an office 18,500 sf for $3.2M and a 24-unit apartment for $3.36M: price per sf on the office and
 * price per unit on the apartments": each property's price over its own square feet or units.
 */
const pricesBySubject: Reader = ({ text, tokens }) => {
  if (
    !/\bper (?:sq|square|sf|foot|ft|unit|door|apartment)|\bpsf\b|\/\s?(?:sf|sq|unit|door)\b|\bprice per\b|\bcost per\b/.test(
      text,
    )
  )
    return null;
  if (/\b(?:rents?|lease|noi|cap rate|income|cash flow|payment)\b/.test(text)) return null;
  // Sales of like homes are comps: the comps calculator gives their median and range.
  if (/\bcomps?\b|\bcomparables?\b|\bmedian\b|\baverage\b/.test(text)) return null;
  if (tokens.some((t) => t.kind !== 'money' && t.kind !== 'plain')) return null;
  const prices = money(tokens).filter((t) => t.value >= 10000 && !t.period);
  if (prices.length < 2 || prices.length !== money(tokens).length) return null;
  const measures = measuresIn(text).sort((a, b) => a.start - b.start);
  const subjects: { price: number; measures: Measure[]; words: string }[] = [];
  // "an 18,500 sf office and a 24-unit building sold for $3.2M and $3.36M respectively": in order.
  if (/\brespectively\b/.test(text)) {
    if (measures.length !== prices.length || measures.some((m) => m.start > prices[0]!.start)) return null;
    measures.forEach((m, i) => {
      subjects.push({ price: prices[i]!.value, measures: [m], words: text.slice(m.start, m.start + 40) });
    });
  }
  for (const [from, to] of subjects.length > 0 ? [] : parts(text)) {
    const own = prices.filter((p) => p.start >= from && p.end <= to);
    const sized = measures.filter((m) => m.start >= from && m.start < to);
    if (own.length === 0 && sized.length === 0) continue;
    // A size without its price, or two prices in one part: which goes with which is not certain.
    if (own.length !== 1 || sized.length === 0) return null;
    if (new Set(sized.map((m) => m.kind)).size !== sized.length) return null;
    subjects.push({ price: own[0]!.value, measures: sized, words: text.slice(from, to).trim() });
  }
  if (subjects.length < 2) return null;
  const describe = (m: Measure) =>
    m.kind === 'area' ? `${formatNumber(m.value, 0)} sq ft` : `${m.value} units`;
  const name = (s: (typeof subjects)[0], i: number) => {
    const noun =
      /\b(office|apartments?|retail|industrial|warehouse|house|home|condo|duplex|building|complex|center|strip|property|lot|land)\b/.exec(
        s.words,
      )?.[1];
    return noun ? `The ${noun}` : `Property ${i + 1}`;
  };
  return {
    title: 'Price per square foot and per unit, property by property',
    inputs: subjects.map(
      (s, i) => `${name(s, i)}: ${formatMoney(s.price)} for ${s.measures.map(describe).join(' and ')}`,
    ),
    results: subjects.flatMap((s, i) =>
      s.measures.map((m) =>
        m.kind === 'area'
          ? `${name(s, i)}: **${formatMoney(s.price / m.value)}** per sq ft`
          : `${name(s, i)}: **${formatMoney(s.price / m.value)}** per unit`,
      ),
    ),
    method: 'Each price ÷ its own square feet or units',
  };
};

/** "at the same $/sf", "same price per square foot", "at that psf", "same per-foot price". */
export const SAME_RATE =
  /\b(?:same|that|this|equal)\s+(?:\$\s?\/\s?(?:sf|sq\.?\s?ft|foot)|\$?\s?(?:price |cost |rent |rate |value )?per[- ](?:sq\.?\s?ft|sf|square f(?:oo|ee)t|foot)|psf|per[- ]foot (?:price|rate)|price per (?:sq\.?\s?ft|sf|square f(?:oo|ee)t|foot)|(?:sq\.?\s?ft|square f(?:oo|ee)t) (?:price|rate))/;

/**
 * "house is 2,150 sf, sold for $615k: price per sf, and what would a 1,850 sf house go for at the
 * same $/sf": the price per square foot of the one with a price, applied to the other size. A rent
 * with its period works the same way ("a 1,200 sf unit rents for $1,800/mo; 1,500 sf at that rate?").
 */
const sameRateOtherSize: Reader = ({ text, tokens }) => {
  if (!SAME_RATE.test(text)) return null;
  const areas = areasIn(text);
  const amounts = money(tokens);
  if (
    areas.length !== 2 ||
    amounts.length !== 1 ||
    tokens.some((t) => t.kind !== 'money' && t.kind !== 'plain')
  )
    return null;
  const amount = amounts[0]!;
  // The size in the amount's own part of the sentence has the price; the other is the one to price.
  const own = parts(text).find(([from, to]) => amount.start >= from && amount.end <= to)!;
  const priced = areas.filter((a) => a.start >= own[0] && a.start < own[1]);
  if (priced.length !== 1) return null;
  const known = priced[0]!;
  const other = areas.find((a) => a !== known)!;
  const period = amount.period === 'monthly' ? ' a month' : amount.period === 'yearly' ? ' a year' : '';
  if (!period && amount.value / known.value < 5) return null; // no property sells under $5 a foot
  const rate = amount.value / known.value;
  const sq = (v: number) => `${formatNumber(v, 0)} sq ft`;
  return {
    title: period ? 'Rent at the same rate per square foot' : 'Value at the same price per square foot',
    inputs: [
      `Known: ${formatMoney(amount.value)}${period} for ${sq(known.value)}`,
      `Other size: ${sq(other.value)}`,
    ],
    results: [
      `Per square foot: **${formatMoney(rate)}**${period} (${formatMoney(amount.value)} ÷ ${sq(known.value)})`,
      `${sq(other.value)} at that rate: **${formatMoney(rate * other.value)}**${period}`,
    ],
    method: `${formatMoney(amount.value)} ÷ ${sq(known.value)} × ${sq(other.value)}; $/sq ft leaves out condition, lot, location and updates, which comps adjust for`,
  };
};

/**
 * "our house is 1,860 sf, listing at 579k. best comp: 2,040 sf, sold for 612k. $/sf for each, and what
 * would ours be worth at the comp's psf?": each home's price over its own size, sentence by sentence,
 * and the user's home valued at the comparable sale's price per square foot.
 */
const ownHomeAgainstComp: Reader = ({ text, tokens }) => {
  if (!/\bper (?:sq|square|sf|foot|ft)|\bpsf\b|\/\s?(?:sf|sq)\b|\bprice per\b/.test(text)) return null;
  if (!/\bcomps?\b|\bcomparables?\b/.test(text)) return null;
  if (tokens.some((t) => t.kind !== 'money' && t.kind !== 'plain')) return null;
  const prices = money(tokens).filter((t) => t.value >= 10000 && !t.period);
  const areas = areasIn(text);
  if (prices.length !== 2 || areas.length !== 2 || money(tokens).length !== 2) return null;
  const homes = [...text.matchAll(/[^.;?!]+/g)]
    .map((m) => ({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length, words: m[0] }))
    .map((sentence) => ({
      ...sentence,
      price: prices.filter((p) => p.start >= sentence.from && p.end <= sentence.to),
      area: areas.filter((a) => a.start >= sentence.from && a.start < sentence.to),
    }))
    .filter((h) => h.price.length > 0 || h.area.length > 0);
  if (homes.length !== 2 || homes.some((h) => h.price.length !== 1 || h.area.length !== 1)) return null;
  const compIndex = homes.findIndex((h) => /\bcomps?\b|\bcomparables?\b/.test(h.words));
  const ownIndex = homes.findIndex((h) => /\b(?:our|ours|my|mine|we|we're|i'm|subject)\b/.test(h.words));
  if (compIndex < 0 || ownIndex < 0 || compIndex === ownIndex) return null;
  const [own, comp] = [homes[ownIndex]!, homes[compIndex]!];
  const perFoot = (h: (typeof homes)[number]) => h.price[0]!.value / h.area[0]!.value;
  const sq = (v: number) => `${formatNumber(v, 0)} sq ft`;
  const atComp = perFoot(comp) * own.area[0]!.value;
  return {
    title: 'Price per square foot: your home and the comp',
    inputs: [
      `Your home: ${formatMoney(own.price[0]!.value)} for ${sq(own.area[0]!.value)}`,
      `Comp: ${formatMoney(comp.price[0]!.value)} for ${sq(comp.area[0]!.value)}`,
    ],
    results: [
      `Your home: **${formatMoney(perFoot(own))}** per sq ft`,
      `Comp: **${formatMoney(perFoot(comp))}** per sq ft`,
      `Your ${sq(own.area[0]!.value)} at the comp's ${formatMoney(perFoot(comp))}/sq ft: **${formatMoney(atComp)}**`,
    ],
    method:
      'Each price ÷ its own square feet; $/sq ft leaves out condition, lot, location and updates, which a full comp adjustment weighs',
  };
};

export const PER_MEASURE_READERS: readonly Reader[] = [
  pricesBySubject,
  ownHomeAgainstComp,
  sameRateOtherSize,
];
