// A lot's area and how much of it a house covers (rule 75): "the lot is 0.35 acres and the footprint is
// 2,100 sq ft: the lot in sq ft and the % covered?" → 0.35 × 43,560 = 15,246 sq ft, 2,100 ÷ 15,246 =
// 13.77%; "lot is 75 ft by 140 ft, sq ft and acres?" → 10,500 sq ft = 0.241 acres (with the coverage
// when a footprint is given). Two sides had been read as a room's floor (no acres), and an area with a
// footprint as a load factor. Every number is placed or the reader does not fire. Part of quick-math.
import { formatNumber, formatPercent } from './format.ts';
import { SQ_FT_PER_ACRE } from './area-conversion-math.ts';
import { everyNumberPlaced, NUM, num, type Reader, type Span } from './quick-math-reading.ts';

const LOT = /\b(?:lot|parcel|land|acreage|yard|property|site)\b/;
const ACRES = new RegExp(`${NUM}\\s*(?:acres?|ac)\\b`, 'g');
const FEET = "(?:ft|feet|foot|'|′)";
const SIDES = new RegExp(`${NUM}\\s*${FEET}?\\s*(?:by|x|×|\\*)\\s*${NUM}\\s*${FEET}?`, 'g');
const SQFT = new RegExp(
  `${NUM}\\s*(?:sq\\.?\\s?f(?:ee|oo)?t\\.?|sqft|sf|square\\s+f(?:ee|oo)t|ft2|ft²)(?![a-z])`,
  'g',
);
/** The house's ground area: "footprint", "house covers", "building sits on". */
const FOOTPRINT = /\b(?:footprint|covers?|coverage|sits on|takes up|house|home|building|structure)\b/;
const ASKS_COVERAGE = /\bcover\w*|\bpercent|%|\bshare\b|\bhow much of\b|\bfraction\b/;

const STORY_COUNT =
  /(?<![\d.,$])\b\d{1,2}(?:st|nd|rd|th)?\b(?![\d%$]|[.,]\d|\s*(?:k\b|acres?|ac\b|ft|feet|foot|'|′|sq|sf|x\b|×|by\b|percent|pct))/g;
const spanOf = (m: RegExpMatchArray): Span => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });

export const lotAreaAndCoverage: Reader = ({ text }) => {
  if (!LOT.test(text)) return null;
  const acres = [...text.matchAll(ACRES)];
  const sides = [...text.matchAll(SIDES)].filter(
    (m) => new RegExp(FEET).test(m[0]) || LOT.test(text.slice(Math.max(0, (m.index ?? 0) - 20), m.index)),
  );
  const feet = [...text.matchAll(SQFT)].filter(
    (m) =>
      !sides.some((s) => (m.index ?? 0) >= (s.index ?? 0) && (m.index ?? 0) < (s.index ?? 0) + s[0].length),
  );
  if (acres.length + sides.length !== 1 || feet.length > 1) return null;
  const footprint = feet[0];
  if (
    footprint &&
    !FOOTPRINT.test(
      text.slice(Math.max(0, (footprint.index ?? 0) - 40), (footprint.index ?? 0) + footprint[0].length + 25),
    )
  )
    return null;
  // Acres alone are the area converter's; a footprint, or two sides, are this reader's.
  if (acres.length === 1 && !footprint) return null;
  // Small bare counts ("kids are 4 and 9", "june 12") are the user's story: no area is read from them.
  const story = [...text.matchAll(STORY_COUNT)];
  if (!everyNumberPlaced(text, [...acres, ...sides, ...feet, ...story].map(spanOf))) return null;
  const inputs: string[] = [];
  let lot: number;
  let how: string;
  if (acres.length === 1) {
    const a = num(acres[0]![1]!);
    lot = a * SQ_FT_PER_ACRE;
    inputs.push(`Lot: ${formatNumber(a, 3)} acres`, `1 acre = 43,560 sq ft`);
    how = `${formatNumber(a, 3)} × 43,560`;
  } else {
    const [w, d] = [num(sides[0]![1]!), num(sides[0]![2]!)];
    lot = w * d;
    inputs.push(`Lot: ${formatNumber(w, 1)} ft × ${formatNumber(d, 1)} ft`);
    how = `${formatNumber(w, 1)} × ${formatNumber(d, 1)}`;
  }
  if (!(lot > 0)) return null;
  const results = [`Lot area: **${formatNumber(lot, 0)} sq ft** (${how})`];
  if (sides.length === 1)
    results.push(`In acres: **${formatNumber(lot / SQ_FT_PER_ACRE, 3)} acres** (÷ 43,560)`);
  if (footprint) {
    const f = num(footprint[1]!);
    if (!(f > 0 && f < lot) || !ASKS_COVERAGE.test(text)) return null;
    inputs.push(`House footprint: ${formatNumber(f, 0)} sq ft`);
    results.push(
      `Coverage: **${formatPercent(f / lot)}** of the lot (${formatNumber(f, 0)} ÷ ${formatNumber(lot, 0)})`,
      `Uncovered: ${formatNumber(lot - f, 0)} sq ft`,
    );
  }
  return {
    title: footprint ? 'Lot area and coverage' : 'Lot area',
    inputs,
    results,
    method: `${acres.length ? 'acres × 43,560' : 'width × depth in feet; sq ft ÷ 43,560 = acres'}${footprint ? '; coverage = footprint ÷ lot area' : ''}`,
  };
};

export const LOT_COVERAGE_READERS: readonly Reader[] = [lotAreaAndCoverage];
