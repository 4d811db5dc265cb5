// Land arithmetic (docs/assistant.md rule 64): acres to square feet (× 43,560), the price per acre and
// per square foot, and the lots a parcel yields: the net area after a share for roads and stormwater
// ÷ the minimum lot size, rounded down, with the land cost per lot. Part of quick-math (READERS
// there); every number must be placed or it does not fire.
import { SQ_FT_PER_ACRE } from './area-conversion-math.ts';
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

const ACRES = /(\d[\d,]*(?:\.\d+)?)[\s-]*acres?\b/g;
const PER_ACRE = new RegExp(`${AMOUNT}\\s*(?:\\/|per|an|a|each)\\s*acre\\b`);
/** What is taken out of the gross area before lots are drawn. */
const TAKEN =
  /\broads?\b|\bstreets?\b|\bstorm ?water\b|\bdetention\b|\bretention\b|\binfrastructure\b|\bopen space\b|\bright[- ]of[- ]way\b|\beasements?\b|\bcommon areas?\b|\bwetlands?\b|\bunusable\b|\bunbuildable\b/;
const LOT = /\blots?\b/;
const CLAUSE = /[,;]\s|\.\s/;

const landMath: Reader = ({ text }) => {
  if (!/\bacres?\b/.test(text)) return null;
  const acreMatches = [...text.matchAll(ACRES)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    lot: LOT.test(text.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + m[0].length + 8)),
  }));
  const parcels = acreMatches.filter((a) => !a.lot || acreMatches.length === 1);
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
  const totals = amountsAt(text, new RegExp(AMOUNT)).filter(
    (a) => !inAny(a, [...acreMatches, ...perAcre, ...shares, lotSize?.span]),
  );
  if (perAcre.length + totals.length > 1 || shares.length > 1) return null;
  const share = shares[0];
  if (share && (!TAKEN.test(text.slice(Math.max(0, share.start - 30), share.end + 40)) || !lotSize))
    return null;
  if (!everyNumberPlaced(text, [...acreMatches, ...perAcre, ...totals, ...shares, lotSize?.span]))
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
            `Net area after ${formatPercent(share.value, 1)} for roads and stormwater: ${formatNumber(net, 0)} sq ft`,
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
