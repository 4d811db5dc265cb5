// Land by the foot, the yard and the acre (docs/assistant.md rule 94): a quantity × a price per unit,
// with the conversions a careful person knows (43,560 sq ft an acre, 5,280 ft a mile, 27 cu ft a cu
// yd, a square field's side √(acres × 43,560)) and the sums asked. A fence around a rectangle or a
// square field (with a barn priced by its floor), a run priced by the linear foot (a driveway, a well
// by its depth, with the lump costs added), gravel by the cubic yard, and acres priced by the square
// foot or square feet by the acre. Each reader places every number it reads, or it does not fire.
import { SQ_FT_PER_ACRE } from './area-conversion-math.ts';
import { formatAmount, formatMoney, formatNumber } from './format.ts';
import {
  AMOUNT,
  amountsAt,
  everyNumberPlaced,
  num,
  type QuickAnswer,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const FEET_PER_MILE = 5_280;

/**
 * Numbers a story tells that no land figure uses: an age ("my 45 year old brother"), a street
 * address ("1234 County Road 12"), a count of kids or horses. Placed so a rambling question still reads.
 */
export const storyAsides = (text: string): Span[] =>
  [
    ...text.matchAll(
      /\b\d{1,3}[\s-]*(?:years?|yrs?)[\s-]*old\b|\b(?:age[ds]?|turning|i'?m|we'?re|he'?s|she'?s)\s+\d{1,3}\b/g,
    ),
    ...text.matchAll(
      /\b\d{1,6}\s+(?:[a-z]+\s+){1,3}(?:st|street|rd|road|ave|avenue|ln|lane|dr|drive|way|blvd|ct|court|hwy|highway|pike|trail)\b(?:\s+\d{1,4}\b)?/g,
    ),
    ...text.matchAll(/\b(?:county road|cr|fm|route|rt|hwy|highway|interstate|i-)\s*\d{1,4}\b/g),
    ...text.matchAll(/\b\d{1,2}\s+(?:kids|children|horses|cows|goats|dogs|cattle|head)\b/g),
  ].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
const CUBIC_FEET_PER_YARD = 27;

type Measure = Span & { value: number; shown: string };

const FRACTIONS: Record<string, number> = {
  half: 0.5,
  quarter: 0.25,
  third: 1 / 3,
  eighth: 0.125,
  tenth: 0.1,
  'three quarters': 0.75,
  'three-quarters': 0.75,
  'three quarter': 0.75,
  'three-quarter': 0.75,
};

const spansOf = (text: string, pattern: RegExp, value: (m: RegExpMatchArray) => number): Measure[] =>
  [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => ({
    value: value(m),
    shown: m[0].trim(),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

const overlaps = (a: Span, b: Span) => a.start < b.end && a.end > b.start;
const outside = <T extends Span>(items: T[], taken: readonly Span[]) =>
  items.filter((i) => !taken.some((t) => overlaps(i, t)));

/** "$3.25 a foot", "$22 per linear foot", "42/ft", "$8 per lf": a price by the foot of length. */
export const PER_FOOT = new RegExp(
  `${AMOUNT}\\s*(?:\\/|per|a|an|each)\\s*(?:(?:linear|lineal|running)\\s+)?(?:foot|feet|ft|lf)\\b(?!\\s*(?:of\\s+)?(?:floor|living|space|building|house|home))`,
);
/** "$38 a square foot", "$2.75/sq ft", "$38 psf": a price by the square foot. */
export const PER_SQUARE_FOOT = new RegExp(
  `${AMOUNT}\\s*(?:(?:\\/|per|a|an|each)\\s*(?:sq\\.?\\s?ft\\.?|sqft|sf|square\\s+f(?:oo|ee)t|ft2)|psf)\\b`,
);
/** "$38 a yard delivered", "$165 per cubic yard", "$40/yd": a price by the cubic yard. */
export const PER_YARD = new RegExp(
  `${AMOUNT}\\s*(?:\\/|per|a|an|each)\\s*(?:cubic\\s+|cu\\.?\\s?)?(?:yards?|yds?|cy)\\b`,
);
/** "$9,200 an acre", "$5k/acre". */
export const PER_ACRE = new RegExp(`${AMOUNT}\\s*(?:\\/|per|a|an|each)\\s*(?:ac|acre)\\b`);

/** Lengths: "320 feet", "800 ft", "a quarter mile", "half a mile", "1.5 miles", "three-quarters of a mile". */
export function lengths(text: string): Measure[] {
  const feet = spansOf(
    text,
    /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)\s*(?:feet|foot|ft\b|')(?!\s*(?:x|by|×)\s*\d)/,
    (m) => num(m[1]!),
  );
  const miles = spansOf(
    text,
    /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)\s*(?:miles?|mi\b)/,
    (m) => num(m[1]!) * FEET_PER_MILE,
  );
  const fraction = spansOf(
    text,
    /\b(?:an?\s+|one\s+)?(half|quarter|third|eighth|tenth|three[ -]quarters?)(?:\s+of)?(?:\s+an?|\s+one)?[\s-]+miles?\b/,
    (m) => FRACTIONS[m[1]!]! * FEET_PER_MILE,
  );
  const aMile = spansOf(text, /\b(?:a|one)\s+(?:full\s+)?mile\b/, () => FEET_PER_MILE);
  const all = [...fraction, ...feet, ...miles];
  return [...all, ...outside(aMile, all)].sort((a, b) => a.start - b.start);
}

const feetShown = (f: number) => `${formatNumber(f, 2)} ft`;

/** A rectangle's two sides: "a half mile long and a quarter mile wide", "1,320 x 660 ft", "660 by 1,320 feet". */
function rectangleSides(text: string): { long: Measure; wide: Measure } | null {
  const byPattern =
    /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)\s*(?:ft|feet|')?\s*(?:x|by|×)\s*(\d[\d,]*(?:\.\d+)?)\s*(?:ft|feet|')/;
  const by = byPattern.exec(text);
  if (by) {
    const start = by.index;
    const end = by.index + by[0].length;
    return {
      long: { value: num(by[1]!), shown: `${by[1]} ft`, start, end },
      wide: { value: num(by[2]!), shown: `${by[2]} ft`, start, end },
    };
  }
  const found = lengths(text);
  const long = found.find((l) =>
    /^\s*(?:long|in length|deep|of frontage)\b/.test(text.slice(l.end, l.end + 14)),
  );
  const wide = found.find((l) => /^\s*(?:wide|across|in width)\b/.test(text.slice(l.end, l.end + 12)));
  if (!long || !wide) return null;
  const widen = (m: Measure, word: RegExp): Measure => {
    const w = word.exec(text.slice(m.end));
    return { ...m, end: m.end + (w ? w[0].length : 0) };
  };
  return { long: widen(long, /^\s*\w+/), wide: widen(wide, /^\s*\w+/) };
}

/** "a square 10 acre pasture", "10 acres, square", "square 40-acre field". */
function squareAcres(text: string): Measure | null {
  const m =
    /\bsquare\s+(?:\w+\s+)?(\d[\d,]*(?:\.\d+)?)[\s-]*acres?\b/.exec(text) ??
    /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)[\s-]*acres?\b[\s,]*(?:\w+\s+){0,3}(?:that'?s|that is|which is|is|,)?\s*(?:a\s+|perfectly\s+|roughly\s+)?square\b/.exec(
      text,
    );
  if (!m) return null;
  return { value: num(m[1]!), shown: `${m[1]} acres`, start: m.index, end: m.index + m[0].length };
}

/** A building priced by its floor: "a 36x48 barn at $38 a square foot". */
function building(text: string): { area: number; sides: string; span: Span; price: Measure } | null {
  const m =
    /(?<![\d.,$])(\d+(?:\.\d+)?)\s*(?:'|ft|feet)?\s*(?:x|by|×)\s*(\d+(?:\.\d+)?)\s*(?:'|ft|feet)?/.exec(text);
  if (!m) return null;
  const around = text.slice(m.index, m.index + m[0].length + 30);
  if (
    !/\b(?:barn|shop|shed|garage|building|pole barn|workshop|stable|cabin|house|slab|pad|arena)\b/.test(
      around,
    )
  )
    return null;
  const price = amountsAt(text, PER_SQUARE_FOOT)[0];
  if (!price || price.start < m.index) return null;
  return {
    area: num(m[1]!) * num(m[2]!),
    sides: `${m[1]} × ${m[2]} ft`,
    span: { start: m.index, end: m.index + m[0].length },
    price: { ...price, shown: formatAmount(price.value) },
  };
}

const FENCE =
  /\bfenc|\bbarbed|\bwire\b|\bperimeter\b|\ball the way around\b|\baround (?:it|the)\b|\bhog panel|\bhigh[- ]tensile/;
/** "4-strand barbed wire", "5 strand": how the fence is built, not a count priced. */
const STRANDS = /(?<![\d.,$])(\d{1,2})[\s-]*(?:strands?|rails?|boards?)\b/;

/**
 * A fence around a rectangle ("a half mile long and a quarter mile wide") or a square field of so many
 * acres (side = √(acres × 43,560)), at a price per foot of fence line: the feet, the cost and the
 * parcel's acres, with a building priced by its floor added when one is named.
 */
const fenceAround: Reader = ({ text }) => {
  if (!FENCE.test(text)) return null;
  const perFoot = amountsAt(text, PER_FOOT);
  if (perFoot.length !== 1) return null;
  const price = perFoot[0]!;
  const barn = building(text);
  const rect = rectangleSides(
    text.replace(barn ? text.slice(barn.span.start, barn.span.end) : '\u0000', (s) => ' '.repeat(s.length)),
  );
  const square = rect ? null : squareAcres(text);
  if (!rect && !square) return null;
  const strands = STRANDS.exec(text);
  const strandSpan = strands ? { start: strands.index, end: strands.index + strands[0].length } : undefined;
  const placed: (Span | undefined)[] = [price, barn?.span, barn?.price, strandSpan];
  let perimeter: number;
  let acres: number;
  const inputs: string[] = [];
  const results: string[] = [];
  if (rect) {
    placed.push(rect.long, rect.wide);
    perimeter = 2 * (rect.long.value + rect.wide.value);
    acres = (rect.long.value * rect.wide.value) / SQ_FT_PER_ACRE;
    inputs.push(
      `Length: ${rect.long.shown} (${feetShown(rect.long.value)})`,
      `Width: ${rect.wide.shown} (${feetShown(rect.wide.value)})`,
    );
    results.push(
      `Fence: **${formatNumber(perimeter, 2)} ft** (2 × (${formatNumber(rect.long.value, 2)} + ${formatNumber(rect.wide.value, 2)}))`,
    );
  } else {
    placed.push(square!);
    acres = square!.value;
    const side = Math.sqrt(acres * SQ_FT_PER_ACRE);
    perimeter = 4 * side;
    inputs.push(`Square field: ${formatNumber(acres, 3)} acres`);
    results.push(
      `Side: ${formatNumber(side, 2)} ft (√(${formatNumber(acres, 3)} × 43,560))`,
      `Fence: **${formatNumber(perimeter, 2)} ft** (4 × ${formatNumber(side, 2)})`,
    );
  }
  if (!everyNumberPlaced(text, [...storyAsides(text), ...placed])) return null;
  if (!(perimeter > 0 && perimeter < 500_000 && price.value > 0 && price.value < 1_000)) return null;
  const fenceCost = perimeter * price.value;
  inputs.push(
    `Fence: ${formatAmount(price.value)} a foot${strands ? ` (${strands[1]}-strand; the price is per foot of fence line)` : ''}`,
  );
  results.push(
    `Fence cost: **${formatMoney(fenceCost)}** (${formatNumber(perimeter, 2)} ft × ${formatAmount(price.value)})`,
  );
  if (rect)
    results.push(
      `Parcel: **${formatNumber(acres, 2)} acres** (${formatNumber(rect.long.value * rect.wide.value, 0)} sq ft ÷ 43,560)`,
    );
  if (barn) {
    const barnCost = barn.area * barn.price.value;
    inputs.push(`Building: ${barn.sides} at ${formatAmount(barn.price.value)} a sq ft`);
    results.push(
      `Building: ${formatNumber(barn.area, 0)} sq ft × ${formatAmount(barn.price.value)} = **${formatMoney(barnCost)}**`,
      `Fence plus building: **${formatMoney(fenceCost + barnCost)}**`,
    );
  }
  return {
    title: 'Fence around the land',
    inputs,
    results,
    method: `Fence = the perimeter (${rect ? '2 × (length + width)' : "4 × a square's side, √(acres × 43,560)"}) × the price a foot; a mile is 5,280 ft, an acre 43,560 sq ft${barn ? '; a building costs its floor area × the price a square foot' : ''}`,
  };
};

/** Words that make an amount something other than a cost to add (a budget, savings, a loan). */
const NOT_A_COST =
  /\b(?:budget|afford|saved|savings|have|left|loan|mortgage|income|salary|worth|value|sell|sold|offer|listed|list|asking|paid for|bought)\b/;

/**
 * A length priced by the linear foot (a driveway a quarter mile long at $22 a foot, a well drilled
 * 320 ft at $42 a foot), with any lump costs named after it (pump, line, permit) added to a total.
 */
const pricedByTheFoot: Reader = ({ text }) => {
  if (FENCE.test(text) && /\b(?:around|perimeter|square|rectangle)\b/.test(text)) return null;
  if (/\b(?:deep|thick)\b/.test(text) && /\b(?:yards?|yds?)\b/.test(text)) return null;
  const perFoot = amountsAt(text, PER_FOOT);
  if (perFoot.length !== 1) return null;
  const price = perFoot[0]!;
  const runs = outside(lengths(text), [price]);
  if (runs.length !== 1) return null;
  const run = runs[0]!;
  const lumps = outside(amountsAt(text, new RegExp(AMOUNT)), [price, run]).filter((a) => a.value >= 1);
  const items = lumps.map((l) => {
    const label =
      text
        .slice(0, l.start)
        .split(/[.;!?]\s|,\s(?:and\s)?|\$?\d[\d,.]*\s*(?:k|m|feet|foot|ft)?\b(?:\s+(?:and|plus|then)\b)?/)
        .pop()
        ?.replace(/^\s*(?:(?:and|then|plus|also|the)\s+)+/, '')
        .replace(
          /(?:\s+(?:is|are|will be|would be|runs?|costs?|another|plus|an extra|extra|at|of|for|about|around|roughly|comes? to))+\s*\$?\s*$/,
          '',
        )
        .replace(/\$?\s*$/, '')
        .replace(/\s+/g, ' ')
        .trim() ?? '';
    return { ...l, label };
  });
  if (items.some((i) => NOT_A_COST.test(i.label) || /%/.test(text.slice(i.end, i.end + 2)))) return null;
  if (
    items.some((i) =>
      /\b(?:a|per|each|\/)\s*(?:month|year|mo|yr|acre|yard|yd|sq)/.test(text.slice(i.end, i.end + 10)),
    )
  )
    return null;
  if (!everyNumberPlaced(text, [...storyAsides(text), price, run, ...items])) return null;
  if (!/\b(?:how much|cost|total|price|what(?:'s| is| does| will)|all in|altogether|budget for)\b/.test(text))
    return null;
  if (!(run.value > 0 && run.value < 1_000_000 && price.value > 0 && price.value < 10_000)) return null;
  const runCost = run.value * price.value;
  const total = runCost + items.reduce((s, i) => s + i.value, 0);
  const well = /\bwell\b|\bdrill/.test(text);
  const inputs = [
    `Length: ${run.shown}${run.shown.includes('mile') ? ` (${feetShown(run.value)})` : ''}`,
    `Price: ${formatAmount(price.value)} a foot`,
    ...items.map(
      (i) =>
        `${i.label ? i.label[0]!.toUpperCase() + i.label.slice(1) : 'Other cost'}: ${formatAmount(i.value)}`,
    ),
  ];
  const results = [
    `${well ? 'Drilling' : 'By the foot'}: **${formatMoney(runCost)}** (${formatNumber(run.value, 2)} ft × ${formatAmount(price.value)})`,
    ...(items.length > 0
      ? [
          `Total: **${formatMoney(total)}** (${[formatMoney(runCost), ...items.map((i) => formatAmount(i.value))].join(' + ')})`,
        ]
      : []),
  ];
  return {
    title: well ? 'Well cost by the foot' : 'Cost by the linear foot',
    inputs,
    results,
    method: `Cost = feet × the price a foot${items.length > 0 ? ', plus each lump cost' : ''}; a mile is 5,280 ft`,
  };
};

/** "6 inches deep", "4 in thick", "4-inch", "half a foot deep", "1 ft deep". */
function depthFeet(text: string): Measure | null {
  const inches =
    /(?<![\d.,$])(\d+(?:\.\d+)?)[\s-]*(?:inch(?:es)?|in\.?(?=\s+(?:deep|thick|of|layer|base))|")/.exec(text);
  if (inches)
    return {
      value: num(inches[1]!) / 12,
      shown: `${inches[1]} in`,
      start: inches.index,
      end: inches.index + inches[0].length,
    };
  const feet = /(?<![\d.,$])(\d+(?:\.\d+)?)\s*(?:ft|feet|foot)\s+(?:deep|thick)\b/.exec(text);
  if (feet)
    return {
      value: num(feet[1]!),
      shown: `${feet[1]} ft`,
      start: feet.index,
      end: feet.index + feet[0].length,
    };
  return null;
}

/**
 * Gravel, concrete or fill by the cubic yard: length × width × depth (inches ÷ 12) in cubic feet,
 * ÷ 27 for yards, × the price a yard.
 */
const cubicYards: Reader = ({ text }) => {
  if (!/\b(?:yards?|yds?|cy)\b/.test(text)) return null;
  const depth = depthFeet(text);
  if (!depth) return null;
  const yardPrices = amountsAt(text, PER_YARD);
  if (yardPrices.length > 1) return null;
  const price = yardPrices[0];
  const rest = text.slice(0, depth.start) + ' '.repeat(depth.end - depth.start) + text.slice(depth.end);
  let long: Measure | undefined;
  let wide: Measure | undefined;
  const by =
    /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)\s*(?:ft|feet|')?\s*(?:x|by|×)\s*(\d[\d,]*(?:\.\d+)?)\s*(?:ft|feet|')?/.exec(
      rest,
    );
  if (by) {
    const span = { start: by.index, end: by.index + by[0].length };
    long = { value: num(by[1]!), shown: `${by[1]} ft`, ...span };
    wide = { value: num(by[2]!), shown: `${by[2]} ft`, ...span };
  } else {
    const found = outside(lengths(rest), price ? [price] : []);
    if (found.length !== 2) return null;
    [long, wide] = found as [Measure, Measure];
  }
  if (!everyNumberPlaced(text, [...storyAsides(text), depth, long, wide, price])) return null;
  const cubicFeet = long.value * wide.value * depth.value;
  if (!(cubicFeet > 0 && depth.value < 10)) return null;
  const yards = cubicFeet / CUBIC_FEET_PER_YARD;
  const material =
    /\b(gravel|concrete|topsoil|fill dirt|fill|mulch|crushed rock|rock|stone|asphalt|base)\b/.exec(text)?.[1];
  return {
    title: `${material ? material[0]!.toUpperCase() + material.slice(1) : 'Material'} by the cubic yard`,
    inputs: [
      `Length: ${long.shown}`,
      `Width: ${wide.shown}`,
      `Depth: ${depth.shown} (${formatNumber(depth.value, 4)} ft)`,
      ...(price ? [`Price: ${formatAmount(price.value)} a cubic yard`] : []),
    ],
    results: [
      `Volume: ${formatNumber(cubicFeet, 2)} cu ft (${formatNumber(long.value, 2)} × ${formatNumber(wide.value, 2)} × ${formatNumber(depth.value, 4)})`,
      `Cubic yards: **${formatNumber(yards, 2)}** (${formatNumber(cubicFeet, 2)} ÷ 27)`,
      ...(price
        ? [
            `Cost: **${formatMoney(yards * price.value)}** (${formatNumber(yards, 4)} yd × ${formatAmount(price.value)})`,
          ]
        : []),
    ],
    method:
      'Cubic yards = length × width × depth in feet ÷ 27 (inches ÷ 12 for the depth); cost = yards × the price a yard. Order a little extra for compaction and spillage',
  };
};

/**
 * Land in one unit priced in the other: acres at a price a square foot (1.6 acres at $2.75 a sq ft),
 * or square feet at a price an acre: area in both units and the total.
 */
const acresPricedByTheFoot: Reader = ({ text }): QuickAnswer | null => {
  const acres = spansOf(text, /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)[\s-]*(?:acres?|ac\b)/, (m) => num(m[1]!));
  const perSqFt = amountsAt(text, PER_SQUARE_FOOT);
  const perAcre = amountsAt(text, PER_ACRE);
  const sqFt = outside(
    spansOf(
      text,
      /(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s?ft\.?|sqft|sf|square\s+f(?:ee|oo)t)\b/,
      (m) => num(m[1]!),
    ),
    perSqFt,
  );
  if (acres.length === 1 && sqFt.length === 0 && perSqFt.length === 1 && perAcre.length === 0) {
    const a = acres[0]!;
    const p = perSqFt[0]!;
    if (!everyNumberPlaced(text, [...storyAsides(text), a, p])) return null;
    const feet = a.value * SQ_FT_PER_ACRE;
    return {
      title: 'Acres priced by the square foot',
      inputs: [`Land: ${formatNumber(a.value, 4)} acres`, `Price: ${formatAmount(p.value)} a sq ft`],
      results: [
        `Area: **${formatNumber(feet, 2)} sq ft** (${formatNumber(a.value, 4)} × 43,560)`,
        `Total price: **${formatMoney(feet * p.value)}** (${formatNumber(feet, 2)} sq ft × ${formatAmount(p.value)})`,
        `Per acre: ${formatMoney(SQ_FT_PER_ACRE * p.value)}`,
      ],
      method: 'An acre is 43,560 sq ft; total = square feet × the price a square foot',
    };
  }
  if (sqFt.length === 1 && acres.length === 0 && perAcre.length === 1 && perSqFt.length === 0) {
    const f = sqFt[0]!;
    const p = perAcre[0]!;
    if (!everyNumberPlaced(text, [...storyAsides(text), f, p])) return null;
    const a = f.value / SQ_FT_PER_ACRE;
    return {
      title: 'Square feet priced by the acre',
      inputs: [`Land: ${formatNumber(f.value, 2)} sq ft`, `Price: ${formatAmount(p.value)} an acre`],
      results: [
        `Area: **${formatNumber(a, 4)} acres** (${formatNumber(f.value, 2)} ÷ 43,560)`,
        `Total price: **${formatMoney(a * p.value)}** (${formatNumber(a, 4)} acres × ${formatAmount(p.value)})`,
        `Per sq ft: ${formatMoney(p.value / SQ_FT_PER_ACRE)}`,
      ],
      method: 'An acre is 43,560 sq ft; total = acres × the price an acre',
    };
  }
  return null;
};

/** Before the area converter and the price-per-measure readers, which read one of the numbers alone. */
export const LAND_MEASURE_READERS: readonly Reader[] = [
  fenceAround,
  cubicYards,
  pricedByTheFoot,
  acresPricedByTheFoot,
];
