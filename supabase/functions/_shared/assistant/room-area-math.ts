// A room's floor area from its sides, and what a floor covering costs over it: "bedroom is 14 ft 6 in
// by 12 ft 3 in, LVP $4.29/sf plus 10% for waste". Sides may be written in feet and inches (14 ft 6
// in, 14'6"), decimals of a foot (14.5 ft) or bare numbers in a room's context (12x14); several
// rooms add up. Part of quick-math (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { PER_AREA, num, percents, type Reader } from './quick-math-reading.ts';

/** A length in feet, with inches or not: "14 ft 6 in", "14'6\"", "14.5 ft", "14 feet", "14". */
const LENGTH = `(\\d{1,3}(?:\\.\\d+)?)\\s*(?:ft\\.?|feet|foot|')?(?:\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*(?:in\\.?|inch(?:es)?|"|''))?`;
const SIDES = new RegExp(`${LENGTH}\\s*(?:x|by|×|\\*)\\s*${LENGTH}(?:\\s*(?:ft\\.?|feet|foot)\\b)?`, 'g');
/** Words that make two numbers joined by "x" or "by" a room's sides, not a count or a price. */
const ROOM =
  /\b(?:room|bedroom|bed|kitchen|bath(?:room)?|living|dining|den|office|closet|hall(?:way)?|basement|garage|floor(?:ing)?|deck|patio|porch|carpet|tile|lvp|laminate|hardwood|vinyl|paint|sq(?:uare)? ?f(?:ee|oo)?t|sf|area|footage)\b/;
const WASTE = /\b(?:waste|overage|extra for cuts|cuts|spare)\b/;

const feet = (whole: string, inches?: string) => Number(whole) + (inches ? Number(inches) / 12 : 0);

const roomArea: Reader = ({ text, tokens }) => {
  if (
    !ROOM.test(text) ||
    !/\b(?:square (?:feet|footage)|sq\.? ?ft|sf|area|footage|how (?:much|many)|cost|price)\b/.test(text)
  )
    return null;
  const rooms = [...text.matchAll(SIDES)].map((m) => ({
    length: feet(m[1]!, m[2]),
    width: feet(m[3]!, m[4]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    shown: m[0].trim().replace(/\.$/, ''),
  }));
  // A room's sides are feet, never hundreds of feet, and a bare "2 x 4" is lumber.
  if (rooms.length === 0 || rooms.some((r) => r.length < 3 || r.width < 3 || r.length > 200 || r.width > 200))
    return null;
  const prices = [...text.matchAll(PER_AREA)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (prices.length > 1) return null;
  const wastes = percents(tokens).filter((t) =>
    WASTE.test(text.slice(t.end, t.end + 25) + text.slice(Math.max(0, t.start - 25), t.start)),
  );
  // Every other number belongs to a room's sides or the price.
  const inside = (t: { start: number; end: number }) =>
    rooms.some((r) => t.start >= r.start && t.end <= r.end) ||
    prices.some((p) => t.start >= p.start && t.end <= p.end);
  if (tokens.some((t) => !inside(t) && !wastes.includes(t))) return null;
  if (wastes.length > 1) return null;
  const area = rooms.reduce((sum, r) => sum + r.length * r.width, 0);
  const waste = wastes[0]?.value ?? 0;
  const price = prices[0]?.value;
  const sq = (v: number) => `${formatNumber(v, 2)} sq ft`;
  const ordered = area * (1 + waste);
  return {
    title: 'Floor area and covering cost',
    inputs: [
      ...rooms.map(
        (r, i) =>
          `${rooms.length > 1 ? `Room ${i + 1}` : 'Room'}: ${r.shown} = ${formatNumber(r.length, 2)} ft × ${formatNumber(r.width, 2)} ft`,
      ),
      ...(price !== undefined ? [`Material: ${formatMoney(price)} per sq ft`] : []),
      ...(waste ? [`Waste allowance: ${formatPercent(waste, 0)}`] : []),
    ],
    results: [
      `Floor area: **${sq(area)}**`,
      ...(waste ? [`To order with ${formatPercent(waste, 0)} waste: ${sq(ordered)}`] : []),
      ...(price !== undefined
        ? [`Material cost: **${formatMoney(ordered * price)}** (${sq(ordered)} × ${formatMoney(price)})`]
        : []),
    ],
    method: 'Length × width for each room (inches ÷ 12), plus the waste allowance, × the price per sq ft',
  };
};

export const ROOM_AREA_READERS: readonly Reader[] = [roomArea];
