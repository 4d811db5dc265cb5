// What a material costs over a stated area with a waste allowance, and the labour to install it: "900
// sq ft of tile at 4.10/sqft, buy 12% extra for waste, labour 6/sqft on the 900". Material = area ×
// (1 + waste) × its price; labour = the installed area × its rate (waste is bought, never laid), or
// the ordered area when the user says so, or a flat amount named labour; total = both. The labour
// and waste reading is shared with the room-area reader (rooms by their sides). Part of quick-math
// (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  AREA,
  PER_AREA,
  everyNumberPlaced,
  num,
  writtenNumbers,
  type QuickAnswer,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

/** What is bought by the square foot and laid: flooring, tile, roofing, paint, pavers, sod. */
const MATERIAL =
  /\b(?:materials?|tiles?|tiling|floor(?:ing)?|lvp|lvt|laminate|hardwood|engineered wood|vinyl|carpet(?:ing)?|paint|sod|turf|pavers?|shingles?|roof(?:ing)?|drywall|siding|insulation|concrete|stone|marble|granite|quartz|porcelain|ceramic|slate|travertine|backsplash|countertops?|deck(?:ing| boards)?|wallpaper|bamboo|cork|epoxy|mulch|gravel)\b/;
export const LABOUR = /\b(?:labou?r|install(?:ation|ed|er|ers|ing)?|to (?:lay|install)|laying|workmanship)\b/;
export const WASTE = /\b(?:waste|overage|extra|spare|cuts|breakage|attic stock|over-?order(?:ing)?)\b/;

/** A price per square foot as written, and the clause that names it. */
interface PerFoot extends Span {
  value: number;
  words: string;
}

/** The words of a number's clause: back to the last break or number, and a few after it. */
function clauseOf(text: string, span: Span): string {
  const before = text
    .slice(Math.max(0, span.start - 35), span.start)
    .split(/[,;:]\s|\.\s|\s[-—]\s|\d/)
    .pop();
  const after = text.slice(span.end, span.end + 40).split(/[,;:]\s|\.\s|\s[-—]\s|\d/)[0];
  return `${before} ${after}`;
}

/**
 * The material's price and the labour's, each per square foot, told apart by their words: labour is
 * the one its clause names labour or installation; the material is the one other. Null when that is
 * not exactly one material price and at most one labour price.
 */
export function materialAndLabourPrices(
  text: string,
): { material: PerFoot; labour?: PerFoot; all: PerFoot[] } | null {
  const all = [...text.matchAll(PER_AREA)].map((m) => {
    const span = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    return { ...span, value: num(m[1]!) * (m[2] ? 1000 : 1), words: clauseOf(text, span) };
  });
  const labours = all.filter((p) => LABOUR.test(p.words));
  const materials = all.filter((p) => !labours.includes(p));
  if (materials.length !== 1 || labours.length > 1) return null;
  return { material: materials[0]!, ...(labours[0] ? { labour: labours[0] } : {}), all };
}

/** The one waste allowance: a percentage its clause names waste, overage or extra. */
export function wasteShare(
  text: string,
  tokens: readonly NumberToken[],
): { share: number; span: Span } | null | undefined {
  const shares = tokens.filter((t) => t.kind === 'percent');
  const wastes = shares.filter((t) => WASTE.test(clauseOf(text, t)));
  if (wastes.length > 1 || wastes.length !== shares.length) return null;
  const waste = wastes[0];
  return waste && waste.value > 0 && waste.value < 0.5
    ? { share: waste.value, span: waste }
    : waste
      ? null
      : undefined;
}

/** The labour laid on what is bought, when the user says so ("labour on the full 1,008", "on the total"). */
const LABOUR_ON_ORDERED =
  /\b(?:labou?r|install\w*)\b(?:[^.;]|\.\d){0,40}\bon (?:the )?(?:total|ordered|full amount|whole order|amount (?:bought|ordered)|waste too)\b/;

/** The cost lines of a covering over an area: material with its waste, labour, total. */
export function coveringCosts(
  text: string,
  area: number,
  materialPrice: number,
  waste: number,
  labour: { perFoot?: number; flat?: number } | undefined,
): { inputs: string[]; results: string[]; method: string } {
  const sq = (v: number) => `${formatNumber(v, 2)} sq ft`;
  const ordered = area * (1 + waste);
  const material = ordered * materialPrice;
  const onOrdered = LABOUR_ON_ORDERED.test(text);
  const laid = onOrdered ? ordered : area;
  const labourCost =
    labour?.perFoot !== undefined
      ? laid * labour.perFoot
      : labour?.flat !== undefined
        ? labour.flat
        : undefined;
  return {
    inputs: [
      `Material: ${formatMoney(materialPrice)} per sq ft`,
      ...(waste ? [`Waste allowance: ${formatPercent(waste, 0)}`] : []),
      ...(labour?.perFoot !== undefined
        ? [
            `Labour: ${formatMoney(labour.perFoot)} per sq ft on the ${onOrdered ? 'area ordered' : 'area installed'} (${sq(laid)})`,
          ]
        : labour?.flat !== undefined
          ? [`Labour: ${formatMoney(labour.flat)}`]
          : []),
    ],
    results: [
      ...(waste
        ? [
            // "what's the cost, and the total with 10% for waste": the area's own cost, then with waste.
            `Cost of the area itself: ${formatMoney(area * materialPrice)} (${sq(area)} × ${formatMoney(materialPrice)})`,
            `To order with ${formatPercent(waste, 0)} waste: ${sq(ordered)}`,
          ]
        : []),
      `Material cost: **${formatMoney(material)}** (${sq(ordered)} × ${formatMoney(materialPrice)})`,
      ...(labourCost !== undefined
        ? [
            `Labour: **${formatMoney(labourCost)}**${labour?.perFoot !== undefined ? ` (${sq(laid)} × ${formatMoney(labour.perFoot)})` : ''}`,
            `Total: **${formatMoney(material + labourCost)}**`,
          ]
        : []),
    ],
    method: `Material = area × (1 + waste) × price per sq ft${labourCost !== undefined ? `; labour = ${onOrdered ? 'the area ordered' : 'the area installed (waste is bought, not laid)'} × its rate; total = both` : ''}`,
  };
}

/** A flat labour amount: "labor 2,500", "install quote is $1,800" (money named labour, no period). */
function flatLabour(text: string, tokens: readonly NumberToken[], taken: readonly Span[]): NumberToken[] {
  return tokens.filter(
    (t) =>
      t.kind === 'money' &&
      t.period === undefined &&
      !taken.some((s) => t.start >= s.start && t.end <= s.end) &&
      LABOUR.test(clauseOf(text, t)),
  );
}

const materialsAndLabour: Reader = ({ text, tokens }): QuickAnswer | null => {
  if (!MATERIAL.test(text)) return null;
  const areas = [...text.matchAll(AREA)].map((m) => ({
    value: num(m[1]!),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  // One area, however often it is said ("labour 6/sqft on the 900" restates it).
  if (areas.length === 0 || areas.some((a) => a.value !== areas[0]!.value)) return null;
  const area = areas[0]!.value;
  const prices = materialAndLabourPrices(text);
  const waste = wasteShare(text, tokens);
  if (!prices || waste === null) return null;
  const flats = flatLabour(text, tokens, [...areas, ...prices.all]);
  if (flats.length > 1 || (flats.length === 1 && prices.labour)) return null;
  // Something to work out beyond the price per sq ft alone: a waste allowance or the labour.
  if (!waste && !prices.labour && flats.length === 0) return null;
  const restated = writtenNumbers(text).filter((n) => n.value === area);
  if (!everyNumberPlaced(text, [...areas, ...prices.all, waste?.span, ...flats, ...restated])) return null;
  if (!(area >= 10 && area <= 1e6 && prices.material.value > 0 && prices.material.value < 1000)) return null;
  const labour = prices.labour
    ? { perFoot: prices.labour.value }
    : flats[0]
      ? { flat: flats[0].value }
      : undefined;
  const costs = coveringCosts(text, area, prices.material.value, waste?.share ?? 0, labour);
  return {
    title: labour ? 'Material and labour' : 'Material with waste',
    inputs: [`Area: ${formatNumber(area, 2)} sq ft`, ...costs.inputs],
    results: costs.results,
    method: costs.method,
  };
};

export const MATERIALS_READERS: readonly Reader[] = [materialsAndLabour];
