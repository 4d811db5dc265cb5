// Office and retail space arithmetic with every number stated (docs/assistant.md rule 39): usable to
// rentable square feet through a load factor, and what a tenant pays out of pocket for a build-out
// after the landlord's TI allowance. Part of quick-math (READERS there); each reader places every
// number the question states or does not fire.
import { SQ_FT_PER_ACRE } from './area-conversion-math.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { areasIn, clauseOf, footAmounts, ownTokens } from './lease-reading.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, num, percents, type Reader } from './quick-math-reading.ts';

const sqft = (area: number) => `${formatNumber(area, 0)} sq ft`;

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

/**
 * "lot is 12,500 sf, zoning allows a FAR of 2.5: max floor area? parking 4 spaces per 1,000 sf": the
 * floor area a floor-area ratio allows (lot × FAR), and the parking a ratio per 1,000 sq ft asks for.
 */
const floorAreaRatio: Reader = ({ text, tokens }) => {
  if (!/\bfar\b|floor[- ]area ratio/.test(text)) return null;
  const acres = /(\d+(?:\.\d+)?)\s*acres?\b/.exec(text);
  // "per 1,000 sf" is the parking ratio's base, never the lot.
  const lots = areasIn(text).filter((a) => !/\bper\s*$/.test(text.slice(Math.max(0, a.start - 5), a.start)));
  if (lots.length + (acres ? 1 : 0) !== 1) return null;
  const lot = acres ? Number(acres[1]) * SQ_FT_PER_ACRE : lots[0]!.value;
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
  // Every number must be placed: the lot, the FAR and the parking ratio.
  const placed = tokens.filter((t) => t.value !== ratio && (!parking || t.value !== Number(parking[1])));
  if (placed.some((t) => t.kind !== 'plain' || !(acres && t.value === Number(acres[1])))) return null;
  const floorArea = lot * ratio;
  const spaces = parking ? Math.ceil((floorArea / num(parking[2]!)) * Number(parking[1])) : undefined;
  return {
    title: 'Floor area a FAR allows',
    inputs: [
      `Lot: ${acres ? `${acres[1]} acres = ` : ''}${sqft(lot)}`,
      `Floor-area ratio (FAR): ${formatNumber(ratio, 2)}`,
      ...(parking ? [`Parking: ${parking[1]} spaces per ${parking[2]} sq ft of floor area`] : []),
    ],
    results: [
      `Maximum floor area: **${sqft(floorArea)}** (${sqft(lot)} × ${formatNumber(ratio, 2)})`,
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

export const SPACE_READERS: readonly Reader[] = [tiOutOfPocket, loadFactor, floorAreaRatio, parkingRequired];
