// A city listing's price per square foot (docs/assistant.md rule 104): a listing given in square
// meters ("95 m², asking $1.1M. Using 10.764 sq ft per m², how many sq ft and what price per sq
// ft?"), and an apartment with a parking space or storage sold separately ("$1.48M for 1,350 sq ft,
// parking $110k: per sq ft alone and all-in"). Part of quick-math (READERS there); every number must
// be placed.
import { formatAmount, formatMoney, formatNumber } from './format.ts';
import { AREA, everyNumberPlaced, NUM, num, type Reader, type Span } from './quick-math-reading.ts';

const SQM =
  '(?:sq\\.?\\s?m(?:eters?|etres?)?|sqm|m2|m²|square\\s+met(?:er|re)s?|meters? squared|metres? squared)(?![a-z])';
const SQFT = '(?:sq\\.?\\s?f(?:ee|oo)?t\\.?|sqft|sf|square\\s+f(?:ee|oo)t|ft2|ft²)(?![a-z])';
/** The factor, when the question states it: "10.764 sq ft per m²", "1 m² = 10.764 sq ft", "x 10.76". */
const FACTOR = new RegExp(
  `(?<![\\d.])(10\\.\\d+)\\s*(?:${SQFT})?\\s*(?:per|a|to (?:the|a|one|each)|in (?:a|one|each)|\\/)\\s*(?:${SQM})|\\b1\\s*(?:${SQM})\\s*(?:=|is|equals)\\s*(10\\.\\d+)|(?:×|x|times|\\buse|\\busing)\\s*(10\\.\\d+)`,
  'i',
);
const SQM_AREA = new RegExp(`(?<![\\d.])${NUM}\\s*(?:${SQM})`, 'gi');
const ASKS_PER_FOOT =
  /\bp?psf\b|\bper (?:sq\.?\s?ft|square f(?:oo|ee)t|sf|ft²|foot)\b|\bpsf\b|\b\/\s?(?:sq\.?\s?ft|sf|ft²)\b|\bprice per\b/i;

const spanOf = (t: { start: number; end: number }): Span => ({ start: t.start, end: t.end });

/** Square meters × the factor = square feet; price ÷ square feet, and price ÷ square meters. */
export const metricListing: Reader = ({ text, tokens }) => {
  if (!ASKS_PER_FOOT.test(text) && !/\bhow many (?:sq|square) f/i.test(text)) return null;
  const factorMatch = FACTOR.exec(text);
  const factor = factorMatch ? Number(factorMatch[1] ?? factorMatch[2] ?? factorMatch[3]) : 10.7639;
  const factorSpan = factorMatch
    ? { start: factorMatch.index, end: factorMatch.index + factorMatch[0].length }
    : undefined;
  const areas = [...text.matchAll(SQM_AREA)].filter(
    (m) => !factorSpan || m.index! < factorSpan.start || m.index! >= factorSpan.end,
  );
  if (areas.length !== 1) return null;
  const area = areas[0]!;
  const sqm = num(area[1]!);
  if (!(sqm >= 10 && sqm <= 5000)) return null;
  const areaSpan = { start: area.index!, end: area.index! + area[0].length };
  const prices = tokens.filter(
    (t) =>
      t.kind === 'money' &&
      !t.period &&
      t.value >= 20_000 &&
      !(t.start >= areaSpan.start && t.start < areaSpan.end) &&
      !(factorSpan && t.start >= factorSpan.start && t.start < factorSpan.end),
  );
  if (prices.length !== 1) return null;
  const price = prices[0]!;
  if (!everyNumberPlaced(text, [areaSpan, spanOf(price), factorSpan])) return null;
  const sqft = sqm * factor;
  return {
    title: 'Listing in square meters: size and price per square foot',
    inputs: [
      `Size: ${formatNumber(sqm)} m²`,
      `Price: ${formatAmount(price.value)}`,
      `Conversion: ${formatNumber(factor, 4)} sq ft per m²${factorMatch ? ' (as you gave it)' : ''}`,
    ],
    results: [
      `Size: **${formatNumber(sqft)} sq ft** (${formatNumber(sqm)} m² × ${formatNumber(factor, 4)})`,
      `Price per sq ft: **${formatMoney(price.value / sqft)}** (${formatAmount(price.value)} ÷ ${formatNumber(sqft)} sq ft)`,
      `Price per m²: ${formatMoney(price.value / sqm)}`,
    ],
    method: 'Square feet = square meters × sq ft per m²; price per sq ft = price ÷ square feet',
  };
};

/** A parking space, storage unit or cage sold apart from the apartment. */
const EXTRA =
  /\b(?:parking(?: space| spot)?|garage(?: space| spot)?|spot|space|storage(?: unit| cage| room)?|cage)\b/i;

/**
 * "$1.48M for 1,350 sq ft and the parking space is sold separately for $110k": the apartment's price
 * per sq ft alone, and with the extra's price added over the same area.
 */
export const perFootWithExtra: Reader = ({ text, tokens }) => {
  if (!ASKS_PER_FOOT.test(text) || !EXTRA.test(text)) return null;
  if (
    !/\bseparate(?:ly)?\b|\bextra\b|\badd(?:ed|ing)?\b|\ball[- ]in\b|\bplus\b|\bincluding\b|\bwith the\b/i.test(
      text,
    )
  )
    return null;
  const areas = [...text.matchAll(AREA)];
  const sizes = [...new Set(areas.map((m) => num(m[1]!)))];
  if (sizes.length !== 1) return null;
  const prices = tokens.filter((t) => t.kind === 'money' && !t.period);
  if (prices.length !== 2) return null;
  const named = (t: (typeof prices)[number]) =>
    EXTRA.test(
      text
        .slice(Math.max(0, t.start - 45), t.start)
        .split(/[.;]\s|,\s/)
        .pop() ?? '',
    ) || EXTRA.test(text.slice(t.end, t.end + 25));
  const extra = prices.find(
    (t) =>
      named(t) &&
      t.value < 1_000_000 &&
      !/\b(?:apartment|condo|home|co-?op)\b[^$]{0,15}$/i.test(text.slice(Math.max(0, t.start - 25), t.start)),
  );
  const home = prices.find((t) => t !== extra);
  if (!extra || !home || extra.value >= home.value) return null;
  // The extra must be named right by its price ("parking … for $110k", "$110k for the spot").
  const extraNamed =
    EXTRA.test(text.slice(Math.max(0, extra.start - 45), extra.start)) ||
    EXTRA.test(text.slice(extra.end, extra.end + 25));
  if (!extraNamed) return null;
  const spans: Span[] = [
    spanOf(home),
    spanOf(extra),
    ...areas.map((m) => ({ start: m.index!, end: m.index! + m[0].length })),
  ];
  if (!everyNumberPlaced(text, spans)) return null;
  const sqft = sizes[0]!;
  const extraName = /storage|cage/i.test(text) ? 'storage' : 'parking';
  return {
    title: 'Price per square foot, alone and with the extra',
    inputs: [
      `Apartment: ${formatAmount(home.value)} for ${formatNumber(sqft)} sq ft`,
      `${extraName === 'parking' ? 'Parking' : 'Storage'}: ${formatAmount(extra.value)}`,
    ],
    results: [
      `Apartment alone: **${formatMoney(home.value / sqft)}** per sq ft (${formatAmount(home.value)} ÷ ${formatNumber(sqft)})`,
      `All-in: **${formatMoney((home.value + extra.value) / sqft)}** per sq ft ((${formatAmount(home.value)} + ${formatAmount(extra.value)}) ÷ ${formatNumber(sqft)})`,
      `The ${extraName} adds ${formatMoney(extra.value / sqft)} per sq ft`,
    ],
    method: 'Price per sq ft = price ÷ square feet; all-in adds the separate price over the same area',
  };
};

export const LISTING_PER_FOOT_READERS: readonly Reader[] = [metricListing, perFootWithExtra];
