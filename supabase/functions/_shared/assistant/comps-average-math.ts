// Comparable sales priced per square foot (docs/assistant.md rule 64): each comp's price ÷ its size,
// the average (and median) of those, and the subject's value at each. The comps are read as pairs of
// a price and a size written next to each other ("389k/1,540sf", "comp 1: $530k, 2,200 sf"), the
// subject's size by its own words ("mine's", "subject", "our house"). Part of quick-math (READERS
// there); every number must be placed or it does not fire.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { labelledParts, labelMentions } from './option-labels.ts';
import {
  AMOUNT,
  AREA,
  amountsAt,
  everyNumberPlaced,
  num,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const ASKS =
  /\bworth\b|\bvalue\b|\bestimate\b|\bappraise\b|\bprice (?:it|mine|ours)\b|\blist (?:it|mine|ours) at\b/;
const COMPS = /\bcomps?\b|\bcomparables?\b|\brecent(?:ly)? (?:sales|sold)\b|\bsold\b/;
const SUBJECT =
  /\b(?:subject(?: property| home| house)?|mine(?:'s| is)?|ours(?:'s| is)?|(?:my|our) (?:house|home|place|property|condo)(?:'s| is)?|the one (?:i|we)(?:'m|'re| am| are) (?:selling|pricing|looking at)|\b(?:my|our))\s*(?:is|at|of|:|=)?\s*(?:about|around|roughly)?\s*$/;

/** A house-sized number written right after a price ("398k for 1720", "435k/2010"), with no unit. */
function bareSizesAfter(text: string, prices: readonly Span[]): (Span & { value: number })[] {
  return prices.flatMap((p) => {
    const m = /^\s*(?:for|\/|with|on)\s*(\d[\d,]*)\b(?!\s*(?:k\b|%|sq|sf|ft|square|feet|\/|\.\d))/.exec(
      text.slice(p.end),
    );
    const value = m ? num(m[1]!) : 0;
    if (!m || !(value >= 300 && value <= 20_000)) return [];
    const end = p.end + m[0].length;
    return [{ value, start: end - m[1]!.length, end }];
  });
}

/** Every size and price of the text: sizes by their unit, and bare sizes after a price once one has a unit. */
export function sizesAndPrices(text: string): {
  areas: (Span & { value: number })[];
  prices: (Span & { value: number })[];
} {
  const areas = [...text.matchAll(AREA)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const inAreas = (a: Span) => areas.some((s) => a.start < s.end && a.end > s.start);
  const prices = amountsAt(text, new RegExp(AMOUNT)).filter((a) => a.value >= 20_000 && !inAreas(a));
  // Once one comp's size carries its unit, "398k for 1720" gives the next one's without it.
  if (areas.length > 0) areas.push(...bareSizesAfter(text, prices));
  areas.sort((a, b) => a.start - b.start);
  return { areas, prices };
}

interface Comp {
  size: number;
  price: number;
  perFoot: number;
}

/** Comps written as a price and a size side by side, in the same order for every comp; null otherwise. */
export function pairedComps(
  sizes: readonly (Span & { value: number })[],
  prices: readonly (Span & { value: number })[],
): Comp[] | null {
  if (sizes.length < 2 || sizes.length !== prices.length) return null;
  const marks = [
    ...sizes.map((s) => ({ ...s, kind: 'size' })),
    ...prices.map((p) => ({ ...p, kind: 'price' })),
  ].sort((a, b) => a.start - b.start);
  const first = marks[0]!.kind;
  if (marks.some((m, i) => m.kind !== (i % 2 === 0 ? first : first === 'size' ? 'price' : 'size')))
    return null;
  const comps = sizes.map((s, i) => ({
    size: s.value,
    price: prices[i]!.value,
    perFoot: prices[i]!.value / s.value,
  }));
  return comps.every((c) => c.perFoot > 30 && c.perFoot < 5000) ? comps : null;
}

/** The average and median of the comps' price per square foot, sorted low to high. */
export function perFootSummary(comps: readonly Comp[]) {
  const perFoot = comps.map((c) => c.perFoot).sort((a, b) => a - b);
  const average = perFoot.reduce((sum, v) => sum + v, 0) / perFoot.length;
  const mid = Math.floor(perFoot.length / 2);
  const median = perFoot.length % 2 ? perFoot[mid]! : (perFoot[mid - 1]! + perFoot[mid]!) / 2;
  return { perFoot, average, median };
}

export const COMP_NAMES = /\bcomp(?:arable)?s?\s*#?\s*\d\b|\b(?:three|3|two|2|four|4) comps\b/g;
const spansOf = (text: string, re: RegExp) =>
  [...text.matchAll(re)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));

const compsAverage: Reader = ({ text }) => {
  if (!COMPS.test(text) || !ASKS.test(text)) return null;
  const { areas, prices } = sizesAndPrices(text);
  const subjects = areas.filter((a) => SUBJECT.test(text.slice(Math.max(0, a.start - 40), a.start)));
  if (subjects.length !== 1) return null;
  const subject = subjects[0]!;
  const comps = pairedComps(
    areas.filter((a) => a !== subject),
    prices,
  );
  if (!comps || !everyNumberPlaced(text, [...areas, ...prices, ...spansOf(text, COMP_NAMES)])) return null;
  const { perFoot, average, median } = perFootSummary(comps);
  const size = subject.value;
  return {
    title: 'Value from the comps’ price per square foot',
    inputs: [
      ...comps.map(
        (c, i) =>
          `Comp ${i + 1}: ${formatMoney(c.price)} ÷ ${formatNumber(c.size, 0)} sq ft = ${formatMoney(c.perFoot)}/sq ft`,
      ),
      `Your home: ${formatNumber(size, 0)} sq ft`,
    ],
    results: [
      `Average: **${formatMoney(average)}/sq ft** (median ${formatMoney(median)}, range ${formatMoney(perFoot[0]!)}–${formatMoney(perFoot.at(-1)!)})`,
      `Value at the average: ${formatMoney(average)} × ${formatNumber(size, 0)} sq ft = **${formatMoney(average * size)}**`,
      `Value at the median: ${formatMoney(median * size)}`,
      `Range from the comps' low and high: ${formatMoney(perFoot[0]! * size)} – ${formatMoney(perFoot.at(-1)! * size)}`,
    ],
    method:
      "Each comp's price ÷ its sq ft, averaged, × your sq ft; adjust for condition, lot, location and how recent each sale is",
  };
};

const PER_FOOT_ASKED =
  /\$\s?\/\s?(?:sq\.? ?ft|sf|square (?:foot|feet))|\bper (?:sq\.? ?ft|sf|square (?:foot|feet)|foot)\b|\bpsf\b|\bppsf\b/;

/**
 * Sales of two to four named places or groups ("Neighborhood A: 412k / 1,650 sf, 438k / 1,790 sf.
 * Neighborhood B: 529k / 1,720 sf, …"): each group's average price per square foot (the average of
 * its sales' own figures, with the pooled figure beside it) and how far each sits above the lowest.
 */
const compsAverageByGroup: Reader = ({ text }) => {
  if (!PER_FOOT_ASKED.test(text)) return null;
  const groups = labelledParts(text);
  if (!groups) return null;
  const { areas, prices } = sizesAndPrices(text);
  if ([...areas, ...prices].some((a) => a.start < groups[0]!.start)) return null;
  const within = <T extends Span>(spans: readonly T[], g: Span) =>
    spans.filter((a) => a.start >= g.start && a.end <= g.end);
  const read = groups.map((g) => ({ name: g.name, comps: pairedComps(within(areas, g), within(prices, g)) }));
  if (read.some((g) => !g.comps)) return null;
  const labels = labelMentions(text, groups);
  if (!everyNumberPlaced(text, [...areas, ...prices, ...labels])) return null;
  const summaries = read.map((g) => {
    const comps = g.comps!;
    const pooled = comps.reduce((s, c) => s + c.price, 0) / comps.reduce((s, c) => s + c.size, 0);
    return { name: g.name, comps, pooled, ...perFootSummary(comps) };
  });
  const lowest = summaries.reduce((low, g) => (g.average < low.average ? g : low));
  return {
    title: 'Price per square foot by group',
    inputs: summaries.flatMap((g) =>
      g.comps.map(
        (c) =>
          `${g.name}: ${formatMoney(c.price)} ÷ ${formatNumber(c.size, 0)} sq ft = ${formatMoney(c.perFoot)}/sq ft`,
      ),
    ),
    results: [
      ...summaries.map(
        (g) =>
          `${g.name}: average **${formatMoney(g.average)}/sq ft** over ${g.comps.length} sales (median ${formatMoney(g.median)}; total price ÷ total sq ft ${formatMoney(g.pooled)})`,
      ),
      ...summaries
        .filter((g) => g !== lowest)
        .map(
          (g) =>
            `${g.name} over ${lowest.name}: ${formatMoney(g.average)} ÷ ${formatMoney(lowest.average)} − 1 = **${formatPercent(g.average / lowest.average - 1)}** higher (${formatMoney(g.average - lowest.average)}/sq ft)`,
        ),
    ],
    method: "Each sale's price ÷ its sq ft, averaged within each group; the premium compares the averages",
  };
};

export const COMPS_AVERAGE_READERS: readonly Reader[] = [compsAverageByGroup, compsAverage];
