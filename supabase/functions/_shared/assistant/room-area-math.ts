// A room's floor area from its sides, and what a floor covering costs over it: "bedroom is 14 ft 6 in
// by 12 ft 3 in, LVP $4.29/sf plus 10% for waste". Sides may be written in feet and inches (14 ft 6
// in, 14'6"), decimals of a foot (14.5 ft) or bare numbers in a room's context (12x14); several
// rooms add up; a labour price per sq ft beside the material's is read too. Part of quick-math (READERS
// there); every number must be placed or it does not fire.
import { formatNumber, formatPercent } from './format.ts';
import { coveringCosts, materialAndLabourPrices, wasteShare } from './materials-and-labour-math.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';
import { PER_AREA, num, type Reader } from './quick-math-reading.ts';

/** A length in feet, with inches or not: "14 ft 6 in", "14'6\"", "14.5 ft", "14 feet", "14". */
const LENGTH = `(\\d{1,3}(?:\\.\\d+)?)\\s*(?:ft\\.?|feet|foot|')?(?:\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*(?:in\\.?|inch(?:es)?|"|''))?`;
const SIDES = new RegExp(`${LENGTH}\\s*(?:x|by|×|\\*)\\s*${LENGTH}(?:\\s*(?:ft\\.?|feet|foot)\\b)?`, 'g');
/** Words that make two numbers joined by "x" or "by" a room's sides, not a count or a price. */
const ROOM =
  /\b(?:room|bedroom|bed|kitchen|bath(?:room)?|living|dining|den|office|closet|hall(?:way)?|basement|garage|floor(?:ing)?|deck|patio|porch|carpet|tile|lvp|laminate|hardwood|vinyl|paint|sq(?:uare)? ?f(?:ee|oo)?t|sf|area|footage)\b/;

const feet = (whole: string, inches?: string) => Number(whole) + (inches ? Number(inches) / 12 : 0);

/**
 * How many rooms one pair of sides stands for: "two bedrooms 12x13 each", "3 baths, 8x10 each",
 * "12x13 (x2)", "both bedrooms 11x12". The count is said in the words right before the sides, with a
 * plural room, or right after them as "x2" / "(2)"; otherwise one room.
 */
function roomCount(text: string, start: number, end: number): { count: number; span?: [number, number] } {
  const after = /^\s*(?:\(\s*(?:x|×)?\s*(\d)\s*\)|(?:x|×)\s*(\d)\b(?!\s*(?:ft|feet|'|x|by)))/.exec(
    text.slice(end, end + 12),
  );
  if (after) {
    const at = end + after.index;
    return { count: Number(after[1] ?? after[2]), span: [at, at + after[0].length] };
  }
  const clause =
    text
      .slice(Math.max(0, start - 40), start)
      .split(/[,;.:]\s|\band\b/)
      .pop() ?? '';
  const before = new RegExp(
    `\\b(\\d|${COUNT_WORDS}|both)\\s+(?:[a-z]+\\s+)?(?:bed(?:room)?s|rooms|baths|bathrooms|offices|closets|kids'? rooms)\\b[^\\d]*$`,
  ).exec(clause);
  if (!before) return { count: 1 };
  const count = before[1] === 'both' ? 2 : countOf(before[1]!);
  const at = start - clause.length + before.index;
  return { count, span: [at, at + before[0].length] };
}

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
    ...roomCount(text, m.index ?? 0, (m.index ?? 0) + m[0].length),
  }));
  // A room's sides are feet, never hundreds of feet, and a bare "2 x 4" is lumber.
  if (rooms.length === 0 || rooms.some((r) => r.length < 3 || r.width < 3 || r.length > 200 || r.width > 200))
    return null;
  // The material's price and any labour's, each per sq ft, and the waste allowance
  // (materials-and-labour-math.ts); a price alone may be either, as before.
  const perFoot = [...text.matchAll(PER_AREA)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const split = perFoot.length > 1 ? materialAndLabourPrices(text) : null;
  if (perFoot.length > 1 && !split) return null;
  const prices = split ? [split.material] : perFoot;
  const labour = split?.labour;
  const waste = wasteShare(text, tokens);
  if (waste === null) return null;
  // "bedroom 1", "room 2", "br 3": a room's own number is its name.
  const roomNames = tokens.filter(
    (t) =>
      t.kind === 'plain' &&
      t.value < 10 &&
      /\b(?:bed(?:room)?|br|room|bath(?:room)?|office|closet|unit|floor)\s?#?\s?$/.test(
        text.slice(Math.max(0, t.start - 12), t.start),
      ),
  );
  // Every other number belongs to a room's sides, a price or the waste allowance.
  const inside = (t: { start: number; end: number }) =>
    roomNames.some((n) => n.start === t.start) ||
    rooms.some(
      (r) => (t.start >= r.start && t.end <= r.end) || (r.span && t.start >= r.span[0] && t.end <= r.span[1]),
    ) ||
    perFoot.some((p) => t.start >= p.start && t.end <= p.end);
  if (tokens.some((t) => !inside(t) && t !== waste?.span)) return null;
  const area = rooms.reduce((sum, r) => sum + r.length * r.width * r.count, 0);
  const price = prices[0]?.value;
  const sq = (v: number) => `${formatNumber(v, 2)} sq ft`;
  const roomsShown = rooms.map(
    (r, i) =>
      `${rooms.length > 1 ? `Room ${i + 1}` : 'Room'}: ${r.shown} = ${formatNumber(r.length, 2)} ft × ${formatNumber(r.width, 2)} ft${r.count > 1 ? ` × ${r.count} rooms = ${formatNumber(r.length * r.width * r.count, 2)} sq ft` : ''}`,
  );
  if (price === undefined) {
    return {
      title: 'Floor area and covering cost',
      inputs: [...roomsShown, ...(waste ? [`Waste allowance: ${formatPercent(waste.share, 0)}`] : [])],
      results: [
        `Floor area: **${sq(area)}**`,
        ...(waste
          ? [`To order with ${formatPercent(waste.share, 0)} waste: ${sq(area * (1 + waste.share))}`]
          : []),
      ],
      method: 'Length × width for each room (inches ÷ 12), plus the waste allowance',
    };
  }
  const costs = coveringCosts(
    text,
    area,
    price,
    waste?.share ?? 0,
    labour ? { perFoot: labour.value } : undefined,
  );
  return {
    title: labour ? 'Floor area, material and labour' : 'Floor area and covering cost',
    inputs: [...roomsShown, ...costs.inputs],
    results: [`Floor area: **${sq(area)}**`, ...costs.results],
    method: `Length × width for each room (inches ÷ 12). ${costs.method}`,
  };
};

export const ROOM_AREA_READERS: readonly Reader[] = [roomArea];

/**
 * "add the living room too, 15x18", "and the den, 10 by 12?" after rooms priced: the question before
 * with the new room added to its list (follow-up-rewrite.ts).
 */
export function addRoom(previous: string, followUp: string): { question: string; changes: string[] } | null {
  const before = [...previous.matchAll(SIDES)];
  const added = [...followUp.matchAll(SIDES)];
  if (before.length === 0 || added.length === 0) return null;
  if (!/\b(?:add|adding|also|plus|too|as well|and|include|including|with)\b/.test(followUp)) return null;
  // Only rooms and their names: any other number in the follow-up is a change this does not make.
  const rest = followUp.replace(SIDES, ' ');
  if (/\d/.test(rest.replace(/\b(?:bed(?:room)?|br|room|bath(?:room)?)\s?#?\s?\d\b/g, ''))) return null;
  const rooms = added.map((m) => {
    const name = /([a-z][a-z ]{0,20}?)\s*(?:is|,|:)?\s*$/
      .exec(
        followUp
          .slice(0, m.index)
          .replace(/\b(?:add|adding|also|plus|and|include|including|with|the|too)\b/g, ' '),
      )?.[1]
      ?.trim();
    return `${name ? `${name} ` : ''}${m[0].trim()}`;
  });
  // The new rooms join the last list of rooms, right after its last pair of sides.
  const last = before.at(-1)!;
  const at = (last.index ?? 0) + last[0].length;
  return {
    question: `${previous.slice(0, at)}, ${rooms.join(', ')}${previous.slice(at)}`,
    changes: rooms.map((r) => `${r} added`),
  };
}
