// Office and retail space arithmetic with every number stated (docs/assistant.md rule 39): usable to
// rentable square feet through a load factor, the cost per usable foot of buildings' load factors
// compared (rule 78), and what a tenant pays out of pocket for a build-out after the landlord's TI
// allowance. Part of quick-math (READERS there); each reader places every number the question states
// or does not fire.
import { SQ_FT_PER_ACRE } from './area-conversion-math.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  areasIn,
  BUMP_WORDS,
  clauseOf,
  footAmounts,
  ownTokens,
  quoteOptions,
  type FootAmount,
} from './lease-reading.ts';
import { money, num, percents, type Reader } from './quick-math-reading.ts';

/** An area in whole square feet; one worked from acres keeps its hundredths (27,442.8 sq ft). */
const sqft = (area: number, hundredths = false) => `${formatNumber(area, hundredths ? 2 : 0)} sq ft`;

/** Words that make an amount the landlord's allowance, and words that make it the build-out's cost. */
const ALLOWANCE =
  /\b(?:ti|tia|t\.i\.|tenant improvements?|allowance|landlord (?:gives|provides|pays|contributes|covers|funds))\b/;
const BUILD_COST =
  /\b(?:bids?|quotes?|quoted|estimates?|estimated|contractor|construction|costs?|run|runs|budget|priced|price)\b/;

/**
 * "TI allowance is $45/sf on 5,000 sf, the contractor's bid is $310,000": the allowance (per sq ft ×
 * the space, or a lump sum) against the build-out's cost; the tenant pays the difference, and an
 * allowance larger than the cost leaves the rest unused.
 */
const tiOutOfPocket: Reader = ({ text, tokens }) => {
  if (
    !ALLOWANCE.test(text) ||
    !/\b(?:build[- ]?outs?|fit[- ]?outs?|bid|contractor|construction|out of pocket|improvements? (?:will )?cost)\b/.test(
      text,
    )
  )
    return null;
  const areas = areasIn(text);
  const feet = footAmounts(text, tokens);
  const own = ownTokens(text, tokens);
  if (percents(own).length > 0 || own.some((t) => t.kind !== 'money')) return null;
  // Each amount is the allowance or the cost by the words of its own clause.
  type Amount = { total: number; shown: string; allowance: boolean };
  const amounts: Amount[] = [];
  for (const f of feet) {
    const clause = clauseOf(text, f);
    const isAllowance = ALLOWANCE.test(clause) && !BUILD_COST.test(`${f.before} ${f.after}`);
    if (areas.length !== 1) return null;
    const area = areas[0]!.value;
    amounts.push({
      total: f.yearly * area,
      shown: `${formatMoney(f.quoted)}/sq ft × ${sqft(area)} = ${formatMoney(f.quoted * area)}`,
      allowance: isAllowance,
    });
  }
  for (const t of money(own)) {
    if (t.period || t.value < 1000) return null;
    const clause = clauseOf(text, t);
    amounts.push({
      total: t.value,
      shown: formatMoney(t.value),
      allowance: ALLOWANCE.test(clause) && !BUILD_COST.test(clause),
    });
  }
  const allowances = amounts.filter((a) => a.allowance);
  const costs = amounts.filter((a) => !a.allowance);
  if (allowances.length !== 1 || costs.length !== 1 || areas.length > 1) return null;
  const [allowance, cost] = [allowances[0]!, costs[0]!];
  const owed = Math.max(0, cost.total - allowance.total);
  return {
    title: 'Build-out cost after the TI allowance',
    inputs: [
      ...(areas.length === 1 ? [`Space: ${sqft(areas[0]!.value)}`] : []),
      `TI allowance: ${allowance.shown}`,
      `Build-out cost (bid): ${cost.shown}`,
    ],
    results: [
      owed > 0
        ? `You pay out of pocket: **${formatMoney(owed)}** (${formatMoney(cost.total)} − ${formatMoney(allowance.total)})`
        : `The allowance covers the build-out: **$0** out of pocket, ${formatMoney(allowance.total - cost.total)} of allowance unused (most leases do not pay it out unless they say so)`,
      ...(areas.length === 1 && owed > 0
        ? [`That is ${formatMoney(owed / areas[0]!.value)}/sq ft over the allowance`]
        : []),
    ],
    method: 'Out of pocket = build-out cost − TI allowance (never below 0)',
  };
};

const LOAD_WORDS =
  /\b(?:load(?: factor)?|add[- ]on(?: factor)?|loss factor|common area factor|core factor|r\/u (?:ratio|factor))\b/;

/**
 * "4,200 usable sf with a 15% load factor, $32/rsf": rentable = usable × (1 + load), and the rent on
 * the rentable area. A load factor written as a ratio ("1.15") is the same. Given the rentable area
 * instead, the usable area is worked back.
 */
const loadFactor: Reader = ({ text, tokens }) => {
  if (!LOAD_WORDS.test(text)) return null;
  const areas = areasIn(text);
  if (areas.length !== 1) return null;
  const area = areas[0]!;
  const own = ownTokens(text, tokens);
  const pct = percents(own);
  // "load factor 1.15", "x 1.12 load", "a 1.18 add-on factor": the ratio rentable ÷ usable.
  const ratioMatch =
    /\b(?:load|factor|ratio)\s+(?:factor\s+)?(?:of\s+|is\s+)?(1\.\d{1,3})\b/.exec(text) ??
    /(?:^|[\sx×*])(1\.\d{1,3})\s*(?:x\s+)?(?:load|add[- ]on|r\/u)\b/.exec(text);
  const load = pct.length === 1 ? pct[0]!.value : ratioMatch ? Number(ratioMatch[1]) - 1 : undefined;
  if (load === undefined || !(load > 0 && load < 0.6) || pct.length > 1) return null;
  if (own.some((t) => t.kind !== 'percent')) return null;
  const words = text.slice(Math.max(0, area.start - 20), area.end + 20);
  const rentableGiven = /\b(?:rentable|rsf)\b/.test(words) && !/\b(?:usable|usf)\b/.test(words);
  if (!rentableGiven && !/\b(?:usable|usf|carpet)\b/.test(words)) return null;
  const usable = rentableGiven ? area.value / (1 + load) : area.value;
  const rentable = rentableGiven ? area.value : area.value * (1 + load);
  const feet = footAmounts(text, tokens);
  if (feet.length > 1 || feet.some((f) => f.role !== 'rent')) return null;
  const rent = feet[0];
  const loadShown =
    ratioMatch && pct.length === 0 ? `${ratioMatch[1]} (${formatPercent(load)} load)` : formatPercent(load);
  return {
    title: 'Rentable area from the load factor',
    inputs: [
      `${rentableGiven ? 'Rentable' : 'Usable'} area: ${sqft(area.value)}`,
      `Load factor: ${loadShown}`,
      ...(rent
        ? [`Rent: ${formatMoney(rent.quoted)}/sq ft ${rent.monthly ? 'a month' : 'a year'} of rentable area`]
        : []),
    ],
    results: [
      rentableGiven
        ? `Usable area: **${sqft(usable)}** (${sqft(rentable)} ÷ ${formatNumber(1 + load, 3)})`
        : `Rentable area: **${sqft(rentable)}** (${sqft(usable)} × ${formatNumber(1 + load, 3)})`,
      ...(rent
        ? [
            `Rent: **${formatMoney(rent.yearly * rentable)}** a year (**${formatMoney((rent.yearly * rentable) / 12)}** a month)`,
            `Per usable sq ft: ${formatMoney(rent.yearly * (1 + load))} a year`,
          ]
        : []),
    ],
    method: 'Rentable = usable × (1 + load factor); rent is charged on the rentable area',
  };
};

interface Load {
  /** Rentable ÷ usable: 1.20 for a 20% load. */
  ratio: number;
  shown: string;
  start: number;
  end: number;
}

/**
 * The load factors a question states: ratios ("load factor 1.20", "Building B 1.12") and shares ("a
 * 15% load", "add-on factor of 12%"). Ratios run 1.01 to 1.6; a percentage is a load in a question
 * about loads unless its own words make it something else (an increase, a rate).
 */
function loadsIn(text: string, tokens: readonly NumberToken[]): Load[] | null {
  const loads: Load[] = [];
  for (const t of tokens) {
    if (t.kind === 'plain' && t.value > 1 && t.value <= 1.6 && /\./.test(t.raw))
      loads.push({
        ratio: t.value,
        shown: `${t.raw} (${formatPercent(t.value - 1)} load)`,
        start: t.start,
        end: t.end,
      });
    else if (t.kind === 'percent') {
      const clause = clauseOf(text, t);
      if (BUMP_WORDS.test(clause) || !(t.value > 0 && t.value < 0.6)) return null;
      loads.push({
        ratio: 1 + t.value,
        shown: `${formatPercent(t.value)} (× ${formatNumber(1 + t.value, 3)})`,
        start: t.start,
        end: t.end,
      });
    }
  }
  return loads;
}

/**
 * Load factors compared (rule 78): "both $30 per rentable sf per year; Building A load factor 1.20,
 * Building B 1.12: effective cost per usable square foot in each". The cost per usable foot is the
 * rent per rentable foot × (rentable ÷ usable); each building takes its own rent or the one both
 * share, and with a usable area the rentable area and the year's rent too. One building without an
 * area gives its cost per usable foot alone (loadFactor takes one building with its area).
 */
const loadFactorsCompared: Reader = ({ text, tokens }) => {
  if (!LOAD_WORDS.test(text)) return null;
  const loads = loadsIn(text, tokens);
  const areas = areasIn(text);
  if (!loads || loads.length === 0 || loads.length > 4 || areas.length > 1) return null;
  if (loads.length === 1 && areas.length === 1) return null;
  const rents = footAmounts(text, tokens);
  if (rents.length === 0 || rents.some((f) => f.role !== 'rent')) return null;
  // Every other amount is placed, or the question is another one.
  const own = ownTokens(text, tokens).filter((t) => t.kind !== 'percent');
  if (own.length > 0) return null;
  const usable =
    areas[0] &&
    /\b(?:usable|usf|carpet)\b/.test(text.slice(Math.max(0, areas[0].start - 20), areas[0].end + 20))
      ? areas[0].value
      : null;
  if (areas.length === 1 && usable === null) return null;
  // One rent for every building: said before the loads ("both $30 per rentable sf … Building A …"),
  // or said to be shared ("…, both at $30/rsf").
  const first = rents[0]!;
  const shared =
    rents.length === 1 &&
    (first.end <= loads[0]!.start || /\b(?:both|each|all|same|either)\b/.test(clauseOf(text, first)))
      ? first
      : null;
  const ownRents = shared ? [] : rents;
  // Each building: its label and own amounts ("Building A … Building B …"), or each load alone.
  const named = quoteOptions(text, [...loads, ...ownRents]);
  const buildings = named
    ? named.map((o) => ({
        name: o.name,
        loads: loads.filter((l) => l.start >= o.start && l.end <= o.end),
        rents: ownRents.filter((r) => r.start >= o.start && r.end <= o.end),
      }))
    : rents.length === 1
      ? loads.map((l, i) => ({
          name: loads.length === 1 ? 'The space' : `Load ${i + 1}`,
          loads: [l],
          rents: [] as FootAmount[],
        }))
      : null;
  const rentOfAll = shared ?? (named ? null : first);
  if (!buildings) return null;
  if (
    buildings.some((b) => b.loads.length !== 1 || b.rents.length > 1 || (b.rents.length === 0 && !rentOfAll))
  )
    return null;
  const costed = buildings.map((b) => {
    const load = b.loads[0]!;
    const rent = b.rents[0] ?? rentOfAll!;
    return { name: capitalized(b.name), load, rent, perUsable: rent.yearly * load.ratio };
  });
  const rentShown = (f: FootAmount) =>
    `${formatMoney(f.quoted)}/rentable sq ft ${f.monthly ? `a month (${formatMoney(f.yearly)} a year)` : 'a year'}`;
  const ranked = [...costed].sort((a, b) => a.perUsable - b.perUsable);
  return {
    title:
      costed.length > 1
        ? 'Load factors compared: the cost per usable square foot'
        : 'Cost per usable square foot',
    inputs: [
      ...(rentOfAll ? [`Rent: ${rentShown(rentOfAll)}${costed.length > 1 ? ' in each' : ''}`] : []),
      ...costed.map(
        (c) =>
          `${c.name}: load factor ${c.load.shown}${c.rent !== rentOfAll ? `, rent ${rentShown(c.rent)}` : ''}`,
      ),
      ...(usable !== null ? [`Usable area needed: ${sqft(usable)}`] : []),
    ],
    results: [
      ...costed.map(
        (c) =>
          `${c.name}: **${formatMoney(c.perUsable)}** per usable sq ft a year (${formatMoney(c.rent.yearly)} × ${formatNumber(c.load.ratio, 3)})${
            usable !== null
              ? `; ${sqft(usable * c.load.ratio)} rentable, **${formatMoney(c.perUsable * usable)}** a year (${formatMoney((c.perUsable * usable) / 12)} a month)`
              : ''
          }`,
      ),
      ...(ranked.length > 1
        ? [
            ranked[0]!.perUsable === ranked[1]!.perUsable
              ? 'They cost the same per usable sq ft.'
              : `Cheaper per usable sq ft: **${ranked[0]!.name}**, by ${formatMoney(ranked[1]!.perUsable - ranked[0]!.perUsable)} a year${usable !== null ? ` (${formatMoney((ranked[1]!.perUsable - ranked[0]!.perUsable) * usable)} a year on ${sqft(usable)})` : ''}`,
          ]
        : []),
    ],
    method:
      'Cost per usable sq ft = rent per rentable sq ft × load factor (rentable = usable × load factor), so the space you use carries its share of the common areas',
  };
};

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * "lot is 12,500 sf, zoning allows a FAR of 2.5: max floor area? parking 4 spaces per 1,000 sf": the
 * floor area a floor-area ratio allows (lot × FAR), and the parking a ratio per 1,000 sq ft asks for.
 */
const floorAreaRatio: Reader = ({ text, tokens }) => {
  if (!/\bfar\b|floor[- ]area ratio/.test(text)) return null;
  const acres = /(\d+(?:\.\d+)?)[\s-]*acres?\b/.exec(text);
  // "per 1,000 sf" is the parking ratio's base, never the lot.
  const lots = areasIn(text).filter((a) => !/\bper\s*$/.test(text.slice(Math.max(0, a.start - 5), a.start)));
  if (lots.length + (acres ? 1 : 0) !== 1) return null;
  const lot = acres ? Number(acres[1]) * SQ_FT_PER_ACRE : lots[0]!.value;
  const exact = acres !== null;
  const far =
    /\b(?:far|floor[- ]area ratio)(?: (?:of|is|at|=|:))*\s*(\d+(?:\.\d+)?)\b|\b(\d+(?:\.\d+)?)\s*(?:x\s*)?(?:far|floor[- ]area ratio)\b/.exec(
      text,
    );
  const ratio = far ? Number(far[1] ?? far[2]) : NaN;
  if (!(ratio > 0 && ratio <= 30)) return null;
  const parking =
    /\b(\d+(?:\.\d+)?)\s*(?:parking )?(?:spaces?|stalls?)\s*(?:per|for every|\/)\s*(1,?000|100)\s*(?:sq\.?\s?ft|sf|square feet)/.exec(
      text,
    );
  // "45% max lot coverage", "lot coverage of 40%": the share of the lot a building's footprint may cover.
  const coverage = tokens.find(
    (t) =>
      t.kind === 'percent' &&
      /\bcoverage\b/.test(
        `${text.slice(Math.max(0, t.start - 25), t.start)} ${text.slice(t.end, t.end + 25)}`,
      ),
  );
  // Every number must be placed: the lot, the FAR, the coverage and the parking ratio.
  const placed = tokens.filter(
    (t) => t !== coverage && t.value !== ratio && (!parking || t.value !== Number(parking[1])),
  );
  if (placed.some((t) => t.kind !== 'plain' || !(acres && t.value === Number(acres[1])))) return null;
  const floorArea = lot * ratio;
  const spaces = parking ? Math.ceil((floorArea / num(parking[2]!)) * Number(parking[1])) : undefined;
  return {
    title: 'Floor area a FAR allows',
    inputs: [
      `Lot: ${acres ? `${acres[1]} acres = ` : ''}${sqft(lot, exact)}`,
      `Floor-area ratio (FAR): ${formatNumber(ratio, 2)}`,
      ...(coverage ? [`Maximum lot coverage: ${formatPercent(coverage.value)}`] : []),
      ...(parking ? [`Parking: ${parking[1]} spaces per ${parking[2]} sq ft of floor area`] : []),
    ],
    results: [
      `Maximum floor area: **${sqft(floorArea, exact)}** (${sqft(lot, exact)} × ${formatNumber(ratio, 2)})`,
      ...(coverage
        ? [
            `Maximum building footprint: **${sqft(lot * coverage.value, exact)}** (${sqft(lot, exact)} × ${formatPercent(coverage.value)})`,
            `Stories needed to use the whole FAR: ${formatNumber(ratio / coverage.value, 2)}`,
          ]
        : []),
      ...(spaces !== undefined ? [`Parking at full build-out: **${formatNumber(spaces, 0)} spaces**`] : []),
    ],
    method:
      'Floor area = lot area × FAR (every floor counted); setbacks, height limits and parking can keep a site below it',
  };
};

/** "4 spaces per 1,000 sf", "4/1,000", "3.5 per thousand square feet", "4 stalls per 1000 sq ft". */
const PER_THOUSAND =
  /\b(\d+(?:\.\d+)?)\s*(?:parking\s+)?(?:spaces?|stalls?|spots?)?\s*(?:per|for every|for each|\/|a|every)\s*(1,?000|thousand|1k)\s*(?:sq\.?\s?ft\.?|sqft|sf|rsf|gsf|square\s+f(?:ee|oo)t|feet|ft)?(?!\s*(?:sf|sq|square)?\s*(?:building|of))/;
/** "1 space per 300 sf", "one stall for every 250 square feet". */
const ONE_PER =
  /\b(?:1|one|a)\s*(?:parking\s+)?(?:space|stall|spot)\s*(?:per|for every|for each|every|\/)\s*(\d[\d,]*)\s*(?:sq\.?\s?ft\.?|sqft|sf|square\s+f(?:ee|oo)t)\b/;

/**
 * "Zoning requires 4 parking spaces per 1,000 sf for retail. Building is 12,500 sf. How many spaces?"
 * (rule 79): the spaces a parking ratio asks of a building's area (area ÷ 1,000 × the ratio, or area ÷
 * the feet per space), a part space rounded up, since a code's minimum is met only in whole spaces.
 * Or, with the spaces there are and the area, the ratio they give per 1,000 sq ft.
 */
const parkingRequired: Reader = ({ text, tokens }) => {
  if (!/\bparking\b|\bspaces\b|\bstalls\b/.test(text) || /\bfar\b|floor[- ]area ratio/.test(text))
    return null;
  const perThousand = PER_THOUSAND.exec(text);
  const onePer = perThousand ? null : ONE_PER.exec(text);
  const ratioSpan = perThousand ?? onePer;
  const inRatio = (start: number, end: number) =>
    ratioSpan !== null && start >= ratioSpan.index && end <= ratioSpan.index + ratioSpan[0].length;
  const areas = areasIn(text).filter((a) => !inRatio(a.start, a.end));
  // "we have 60 spaces on 15,000 sf": the spaces there are, for the ratio they give.
  const have = /\b(\d[\d,]*)\s*(?:parking\s+)?(?:spaces|stalls|spots)\b(?!\s*(?:per|for every|\/))/.exec(
    text,
  );
  if (areas.length !== 1) return null;
  const area = areas[0]!.value;
  if (ratioSpan) {
    if (
      !/\bhow many\b|\bnumber of\b|\brequired\b|\bneed(?:ed|s)?\b|\brequire[sd]?\b|\bminimum\b|\bspaces\?|\bmust\b/.test(
        text,
      )
    )
      return null;
    const ratio = perThousand ? Number(perThousand[1]) : 1000 / num(onePer![1]!);
    if (!(ratio > 0 && ratio <= 50)) return null;
    // Every number is the ratio or the area.
    if (
      tokens.some((t) => !inRatio(t.start, t.end) && !(t.start >= areas[0]!.start && t.end <= areas[0]!.end))
    )
      return null;
    const exact = (area / 1000) * ratio;
    const spaces = Math.ceil(exact - 1e-9);
    return {
      title: 'Parking a ratio requires',
      inputs: [
        `Building: ${sqft(area)}`,
        perThousand
          ? `Parking ratio: ${perThousand[1]} spaces per 1,000 sq ft`
          : `Parking ratio: 1 space per ${onePer![1]} sq ft (${formatNumber(ratio, 2)} per 1,000 sq ft)`,
      ],
      results: [
        `Spaces required: **${formatNumber(spaces, 0)}**${Math.abs(exact - spaces) > 1e-9 ? ` (${formatNumber(exact, 2)}, rounded up to whole spaces)` : ''}`,
      ],
      method: perThousand
        ? `${sqft(area)} ÷ 1,000 × ${perThousand[1]}`
        : `${sqft(area)} ÷ ${onePer![1]} sq ft per space`,
    };
  }
  if (!have || !/\bratio\b|\bper (?:1,?000|thousand)\b/.test(text)) return null;
  const count = num(have[1]!);
  // "ratio per 1,000": the base the ratio is asked in is no input.
  const base = (t: NumberToken) =>
    t.value === 1000 && /\bper\s*$/.test(text.slice(Math.max(0, t.start - 5), t.start));
  if (tokens.some((t) => !base(t) && !(t.start >= have.index && t.end <= have.index + have[0].length)))
    return null;
  return {
    title: 'Parking ratio',
    inputs: [`Spaces: ${formatNumber(count, 0)}`, `Building: ${sqft(area)}`],
    results: [`Parking ratio: **${formatNumber((count / area) * 1000, 2)} spaces per 1,000 sq ft**`],
    method: `${formatNumber(count, 0)} ÷ ${sqft(area)} × 1,000`,
  };
};

export const SPACE_READERS: readonly Reader[] = [
  tiOutOfPocket,
  loadFactor,
  loadFactorsCompared,
  floorAreaRatio,
  parkingRequired,
];
