// Converting an area between the units lots and homes are quoted in: acres and square feet (43,560
// sq ft to the acre), square meters and square feet (10.7639 sq ft to the square meter), and acres and
// square meters through square feet. Part of quick-math (READERS there).
import { formatNumber } from './format.ts';
import { NUM, num, type Reader } from './quick-math-reading.ts';

type AreaUnit = 'acres' | 'sqft' | 'sqm';

/** Square feet in an acre: land math and floor-area ratios convert with the same figure. */
export const SQ_FT_PER_ACRE = 43_560;
/** Square feet in one of each unit. */
const SQFT_IN: Record<AreaUnit, number> = { acres: SQ_FT_PER_ACRE, sqft: 1, sqm: 10.7639 };
const NAME: Record<AreaUnit, string> = { acres: 'acres', sqft: 'sq ft', sqm: 'square meters' };

const UNIT_WORDS: Record<AreaUnit, string> = {
  acres: '(?:acres?|ac)\\b',
  sqft: '(?:sq\\.?\\s?f(?:ee|oo)?t\\.?|sqft|sf|square\\s+f(?:ee|oo)t|ft2|ft²)(?![a-z])',
  sqm: '(?:sq\\.?\\s?m(?:eters?|etres?)?|sqm|m2|m²|square\\s+met(?:er|re)s?|meters? squared|metres? squared)(?![a-z])',
};
const ANY_UNIT = `(?:${Object.values(UNIT_WORDS).join('|')})`;

function unitOf(words: string): AreaUnit | undefined {
  return (Object.keys(UNIT_WORDS) as AreaUnit[]).find((u) => new RegExp(`^${UNIT_WORDS[u]}`).test(words));
}

/**
 * "0.28 acres in sq ft", "how many acres is 15,000 sf", "120 square meters to square feet", "a 2,400
 * sq ft house is how many square meters": one area stated, the unit asked named after "how many",
 * "in", "to", "into" or "=". Any other number (a price per acre, a rent) leaves it to other readers.
 */
/** A lot's sides in feet ("a 50x120 lot", "60 by 150 ft", "75' x 140'"): its area in sq ft. */
const SIDES =
  /(?<![\d.])(\d{2,4})\s*(?:'|ft|feet)?\s*(?:x|×|by)\s*(\d{2,4})\s*(?:'|ft\b|feet\b)?(?=\s*(?:lot|parcel|piece|yard|ft|feet|\?|$|,))/g;

/**
 * "(43,560 sq ft per acre)", "1 acre = 43,560 sf": the standard factor said with the question, blanked
 * (same length, so the other numbers keep their places); a factor other than the standard one is kept
 * and the question left to others.
 */
function withoutStatedFactor(text: string): string {
  const said = new RegExp(
    `(?:\\b1\\s*(${ANY_UNIT})\\s*(?:=|is|equals)\\s*${NUM}\\s*(${ANY_UNIT}))|(?:${NUM}\\s*(${ANY_UNIT})\\s*(?:per|an?|in an?|to an?|to the|each)\\s+(${ANY_UNIT}))`,
    'g',
  );
  return text.replace(said, (whole: string, ...g: (string | undefined)[]) => {
    const [big, n1, small, n2, small2, big2] = g as (string | undefined)[];
    const [n, from, to] = n1 ? [n1, unitOf(small!), unitOf(big!)] : [n2!, unitOf(small2!), unitOf(big2!)];
    if (!from || !to || from === to) return whole;
    const standard = SQFT_IN[to] / SQFT_IN[from];
    return Math.abs(num(n) / standard - 1) < 0.001 ? ' '.repeat(whole.length) : whole;
  });
}

export const areaConversion: Reader = ({ text: said, tokens: saidTokens }) => {
  const asTyped = withoutStatedFactor(said);
  const all = saidTokens.filter((t) => asTyped.slice(t.start, t.end).trim() !== '');
  // The numbers of a lot's sides are read as its area, never as amounts.
  const lots = [...asTyped.matchAll(SIDES)];
  const tokens = all.filter(
    (t) => !lots.some((m) => t.start >= m.index! && t.start < m.index! + m[0].length),
  );
  // "1/4 acre", "half an acre", "a quarter-acre lot": fractions of an acre as decimals.
  const text = asTyped
    .replace(/(?<![\d.])(\d{1,2})\/(\d{1,2})(?=\s*(?:of an?\s+)?acres?\b)/g, (_m, a: string, b: string) =>
      String(Number(a) / Number(b)),
    )
    .replace(/\b(?:a\s+)?half(?:\s+an?|-)?\s*acre/g, '0.5 acre')
    .replace(/\b(?:a\s+)?quarter(?:\s+of\s+an?|-)?\s*acre/g, '0.25 acre')
    .replace(SIDES, (_m, a: string, b: string) => `${Number(a) * Number(b)} sq ft `);
  if (text !== asTyped && tokens.length > 0) return null;
  const areas = [...text.matchAll(new RegExp(`(?<![\\d.\\/])${NUM}\\s*(${ANY_UNIT})`, 'g'))];
  if (areas.length !== 1) return null;
  const area = areas[0]!;
  const from = unitOf(area[2]!);
  if (!from) return null;
  // The unit asked: "how many acres", "in sq ft", "to square meters", "convert … into m2".
  const asked = [
    ...text.matchAll(
      new RegExp(
        `\\b(?:how many|in|to|into|as|=|equals?|converts?(?: it)? to)\\s+(?:the\\s+)?(${ANY_UNIT})`,
        'g',
      ),
    ),
  ]
    // "0.5 acre lot, sq ft?": a unit standing alone at the end of the question.
    .concat([...text.matchAll(new RegExp(`[,:;-]\\s*(?:in\\s+)?(${ANY_UNIT})\\s*\\??\\s*$`, 'g'))])
    .map((m) => unitOf(m[1]!))
    .filter((u): u is AreaUnit => u !== undefined && u !== from);
  const to = asked[0];
  if (!to || asked.some((u) => u !== to)) return null;
  // Only the area: a price, a rent or a count beside it is another question.
  if (tokens.some((t) => t.start < area.index! || t.start >= area.index! + area[0].length)) return null;
  const value = num(area[1]!);
  if (!(value > 0)) return null;
  const result = (value * SQFT_IN[from]) / SQFT_IN[to];
  const digits = result >= 100 ? 1 : result >= 1 ? 2 : 4;
  const factor =
    from === 'sqft' || to === 'sqft'
      ? `1 ${from === 'sqft' ? NAME[to].replace(/s$/, '') : NAME[from].replace(/s$/, '')} = ${formatNumber(SQFT_IN[from === 'sqft' ? to : from], 4)} sq ft`
      : `1 acre = 43,560 sq ft; 1 square meter = 10.7639 sq ft`;
  return {
    title: 'Area conversion',
    inputs: [
      ...lots.map((m) => `Lot: ${m[1]} ft × ${m[2]} ft`),
      `Area: ${formatNumber(value, 4)} ${NAME[from]}`,
      factor,
    ],
    results: [`**${formatNumber(result, digits)} ${NAME[to]}**`],
    method:
      from === 'sqft' || to === 'sqft'
        ? `${formatNumber(value, 4)} ${from === 'sqft' ? '÷' : '×'} ${formatNumber(SQFT_IN[from === 'sqft' ? to : from], 4)}`
        : `${formatNumber(value, 4)} × ${formatNumber(SQFT_IN[from], 4)} ÷ ${formatNumber(SQFT_IN[to], 4)}`,
  };
};
