// Land arithmetic (docs/assistant.md rule 64): acres to square feet (× 43,560), the price per acre and
// per square foot, and the lots a parcel yields: the net area after a share for roads and stormwater
// ÷ the minimum lot size, rounded down, with the land cost per lot. Part of quick-math (READERS
// there); every number must be placed or it does not fire.
import { SQ_FT_PER_ACRE } from './area-conversion-math.ts';
import { storyAsides } from './land-measure-math.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import {
  AMOUNT,
  AREA,
  PCT,
  amountsAt,
  everyNumberPlaced,
  num,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const ACRES = /(\d[\d,]*(?:\.\d+)?)[\s-]*(?:acres?|ac)\b/g;
const PER_ACRE = new RegExp(`${AMOUNT}\\s*(?:\\/|per|an|a|each)\\s*acre\\b`);
/** What is taken out of the gross area before lots are drawn. */
const TAKEN =
  /\broads?\b|\bstreets?\b|\bstorm ?water\b|\bdetention\b|\bretention\b|\binfrastructure\b|\bopen space\b|\bright[- ]of[- ]way\b|\beasements?\b|\bcommon areas?\b|\bwetlands?\b|\bunusable\b|\bunbuildable\b/;
const LOT = /\blots?\b/;
const CLAUSE = /[,;]\s|\.\s/;

const landMath: Reader = ({ text }) => {
  if (!/\bacres?\b|\d\s*ac\b/.test(text)) return null;
  const acreMatches = [...text.matchAll(ACRES)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    lot: LOT.test(text.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + m[0].length + 8)),
  }));
  let parcels = acreMatches.filter((a) => !a.lot || acreMatches.length === 1);
  // "how many 5 acre lots out of 33 acres": the area the lots come out of is the parcel.
  if (parcels.length === 0)
    parcels = acreMatches.filter((a) =>
      /\b(?:out of|from|of)\s+(?:the\s+|our\s+|my\s+|a\s+)?$/.test(text.slice(0, a.start)),
    );
  if (parcels.length !== 1) return null;
  const parcel = parcels[0]!;
  const lotAcres = acreMatches.filter((a) => a !== parcel);
  const lotFeet = [...text.matchAll(AREA)]
    .map((m) => ({ value: num(m[1]!), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
    .filter((a) =>
      LOT.test(
        `${text
          .slice(Math.max(0, a.start - 30), a.start)
          .split(CLAUSE)
          .pop()} ${text.slice(a.end, a.end + 20).split(CLAUSE)[0]}`,
      ),
    );
  if (lotAcres.length + lotFeet.length > 1) return null;
  const lotSize = lotAcres[0]
    ? { feet: lotAcres[0].value * SQ_FT_PER_ACRE, span: lotAcres[0] as Span }
    : lotFeet[0]
      ? { feet: lotFeet[0].value, span: lotFeet[0] as Span }
      : undefined;
  const shares = amountsAt(text, new RegExp(PCT), true);
  const perAcre = amountsAt(text, PER_ACRE);
  const inAny = (a: Span, spans: readonly (Span | undefined)[]) =>
    spans.some((s) => s && a.start < s.end && a.end > s.start);
  // An area in sq ft is never a price ("is 0.4 acres about 17,000 sq ft?" had priced the land at 17k).
  const areas = [...text.matchAll(AREA)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const totals = amountsAt(text, new RegExp(AMOUNT)).filter(
    (a) => !inAny(a, [...acreMatches, ...perAcre, ...shares, lotSize?.span, ...areas, ...storyAsides(text)]),
  );
  if (perAcre.length + totals.length > 1 || shares.length > 1) return null;
  const share = shares[0];
  if (share && (!TAKEN.test(text.slice(Math.max(0, share.start - 30), share.end + 40)) || !lotSize))
    return null;
  if (
    !everyNumberPlaced(text, [
      ...storyAsides(text),
      ...acreMatches,
      ...perAcre,
      ...totals,
      ...shares,
      lotSize?.span,
    ])
  )
    return null;
  if (!lotSize && perAcre.length + totals.length === 0) return null;
  const acres = parcel.value;
  if (!(acres > 0 && acres < 100_000)) return null;
  const feet = acres * SQ_FT_PER_ACRE;
  const price = perAcre[0] ? perAcre[0].value * acres : totals[0]?.value;
  if (price !== undefined && !(price >= 1000)) return null;
  const results: string[] = [
    `Area: **${formatNumber(feet, 0)} sq ft** (${formatNumber(acres, 2)} acres × 43,560)`,
  ];
  if (price !== undefined)
    results.push(
      ...(perAcre[0]
        ? [
            `Price: **${formatMoney(price)}** (${formatMoney(perAcre[0].value)} × ${formatNumber(acres, 2)} acres)`,
          ]
        : []),
      `Per acre: **${formatMoney(price / acres)}**`,
      `Per sq ft: **${formatMoney(price / feet)}**`,
    );
  if (lotSize) {
    const net = feet * (1 - (share?.value ?? 0));
    const lots = Math.floor(net / lotSize.feet);
    results.push(
      ...(share
        ? [
            `Net area after ${formatPercent(share.value, 1)} for roads and stormwater: **${formatNumber(net / SQ_FT_PER_ACRE, 4)} acres** (${formatNumber(net, 0)} sq ft)`,
          ]
        : []),
      `Buildable lots: **${lots}** (${formatNumber(net, 0)} ÷ ${formatNumber(lotSize.feet, 0)} sq ft, rounded down)`,
      ...(price !== undefined && lots > 0 ? [`Land cost per lot: **${formatMoney(price / lots)}**`] : []),
    );
  }
  return {
    title: 'Land: area, price and lots',
    inputs: [
      `Parcel: ${formatNumber(acres, 2)} acres`,
      ...(perAcre[0]
        ? [`Price: ${formatMoney(perAcre[0].value)} an acre`]
        : totals[0]
          ? [`Price: ${formatMoney(totals[0].value)}`]
          : []),
      ...(share ? [`Taken for roads and stormwater: ${formatPercent(share.value, 1)}`] : []),
      ...(lotSize ? [`Minimum lot: ${formatNumber(lotSize.feet, 0)} sq ft`] : []),
    ],
    results,
    method:
      'An acre is 43,560 sq ft; lots = net area ÷ minimum lot size, rounded down (zoning, frontage and setbacks can allow fewer)',
  };
};

export const LAND_READERS: readonly Reader[] = [landMath];

/** A size asked per square foot, or the lot asked in square feet. */
const ASKS_PER_FOOT =
  /\bper (?:sq\.?\s?ft|sqft|square f(?:oo|ee)t|sf|foot)\b|\$\s?\/\s?(?:sq\.?\s?ft|sqft|sf)\b|\bpsf\b|\bin (?:sq\.?\s?ft|sqft|square f(?:ee|oo)t|sf)\b|\bhow many (?:sq\.?\s?ft|sqft|square f(?:ee|oo)t|sf)\b/;
/** The words that make an area the house's ("2,400 sq ft house", "home is 1,900 sf", "living area"). */
const HOUSE =
  /\b(?:house|home|living|heated|finished|building|residence|ranch|colonial|farmhouse|cabin|sfh|built)\b/;

/**
 * "2.5 acre lot with a 2,400 sq ft house listed at 600k: lot in square feet, price per sq ft of house
 * and of land?" (rule 69): the lot is acres × 43,560 sq ft; the price per sq ft of living area is
 * price ÷ the house's size, of land price ÷ the lot's sq ft (each the whole price over one measure),
 * with the price per acre. One parcel in acres, one house size, one price, nothing else written.
 */
const houseOnAcreage: Reader = ({ text }) => {
  if (!ASKS_PER_FOOT.test(text)) return null;
  const acres = [...text.matchAll(ACRES)];
  const areas = [...text.matchAll(AREA)];
  if (acres.length !== 1 || areas.length !== 1) return null;
  const acre = {
    value: num(acres[0]![1]!),
    start: acres[0]!.index ?? 0,
    end: (acres[0]!.index ?? 0) + acres[0]![0].length,
  };
  const area = {
    value: num(areas[0]![1]!),
    start: areas[0]!.index ?? 0,
    end: (areas[0]!.index ?? 0) + areas[0]![0].length,
  };
  // The area must be the house's, never a lot or a lot minimum.
  const around = `${text.slice(Math.max(0, area.start - 30), area.start)} ${text.slice(area.end, area.end + 25)}`;
  if (!HOUSE.test(around) || /\blots?\b/.test(text.slice(area.end, area.end + 12))) return null;
  const inside = (a: Span, s: Span) => a.start < s.end && a.end > s.start;
  const prices = amountsAt(text, new RegExp(AMOUNT)).filter(
    (a) => !inside(a, acre) && !inside(a, area) && a.value >= 10_000,
  );
  if (prices.length !== 1) return null;
  const price = prices[0]!;
  if (!everyNumberPlaced(text, [acre, area, price])) return null;
  if (!(acre.value > 0 && acre.value < 10_000 && area.value >= 200)) return null;
  const lotFeet = acre.value * SQ_FT_PER_ACRE;
  return {
    title: 'Lot size and price per square foot of house and of land',
    inputs: [
      `Lot: ${formatNumber(acre.value, 3)} acres`,
      `House: ${formatNumber(area.value, 0)} sq ft`,
      `Price: ${formatMoney(price.value)}`,
    ],
    results: [
      `Lot in square feet: **${formatNumber(lotFeet, 0)} sq ft** (${formatNumber(acre.value, 3)} × 43,560)`,
      `Price per sq ft of living area: **${formatMoney(price.value / area.value)}** (${formatMoney(price.value)} ÷ ${formatNumber(area.value, 0)} sq ft)`,
      `Price per sq ft of land: **${formatMoney(price.value / lotFeet)}** (${formatMoney(price.value)} ÷ ${formatNumber(lotFeet, 0)} sq ft)`,
      `Price per acre: ${formatMoney(price.value / acre.value)}`,
    ],
    method:
      'An acre is 43,560 sq ft; each price per sq ft is the whole price over one measure (the house and the land are not priced apart)',
  };
};

/** Before the price per measure, which would read the house's size alone. */
export const HOUSE_ON_LAND_READERS: readonly Reader[] = [houseOnAcreage];
