// Two options, each a price per unit times a count of that unit (docs/assistant.md rule 116): "a
// corporate apartment at $4,100/month for 2.5 months, or a hotel at $112/night for 76 nights", "850
// gallons of oil a year at $3.89 … 640 therms of gas at $1.35": the cost of each and the difference.
// Each option is read from its own clause, its count's unit the price's unit; any number left over
// (a tax, a fee, a third option) means another question, so the reader answers only when every
// number is placed. A parenthesis of story numbers with no money, percent or unit in it ("(1890s,
// 4 bedrooms, 2 barn cats)") is the story, not an input.
import { formatMoney, formatNumber } from './format.ts';
import { amountValue, everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

/** The units a price is quoted per and a count is told in, singular. */
const UNITS = [
  'night',
  'month',
  'week',
  'day',
  'gallon',
  'therm',
  'kwh',
  'hour',
  'cord',
  'ton',
  'visit',
  'trip',
];
/** Units of fuel or energy burned, whose counts are a year's use when one of them is. */
const FUEL_UNITS = ['gallon', 'therm', 'kwh', 'cord', 'ton'];
const UNIT = `(${UNITS.join('|')})(?:s|es)?`;
const NUMBER = '(\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?)(?![\\d.,]*\\d)';
/** "$4,100/month", "$112 a night", "$1.35 per therm". */
const PRICE_PER = new RegExp(`\\$\\s?${NUMBER}(k)?\\s*(?:\\/|per\\s+|an?\\s+|each\\s+)${UNIT}\\b`, 'g');
/** "at $3.89", "@ $1.35": a price whose unit is the count's. */
const PRICE_AT = new RegExp(
  `(?:\\bat|@)\\s*\\$\\s?${NUMBER}(k)?(?!\\s*(?:\\/|per\\b|an?\\s|each\\s|k\\b))`,
  'g',
);
/** "2.5 months", "76 nights", "850 gallons". */
const COUNT = new RegExp(`(?<![$\\d.,])${NUMBER}\\s+(?:more\\s+)?${UNIT}\\b`, 'g');
/** The clauses options are told in: sentences, semicolons, ", or", "vs". */
const CLAUSE = /[.;?!](?:\s|$)|,\s*(?:or|and|vs\.?|versus)\s|\s(?:or|vs\.?|versus)\s/g;
const ASKS =
  /\beach\b|\bdifference\b|\bsav(?:e|es|ed|ing|ings)\b|\bcheaper\b|\bcompare|\bwhich\b|\bboth\b|\bhow much more\b/;

interface Option {
  label: string;
  price: number;
  count: number;
  unit: string;
  yearly: boolean;
  spans: Span[];
}

const unitOf = (u: string) => u.toLowerCase().replace(/(?:e?s)$/, '') as string;
/** "2.5 months", "1 night", "9,800 kWh". */
const show = (unit: string) => (unit === 'kwh' ? 'kWh' : unit);
const units = (n: number, unit: string) =>
  unit === 'kwh' ? `${formatNumber(n)} kWh` : `${formatNumber(n)} ${unit}${n === 1 ? '' : 's'}`;

/** The words naming an option: before its first number, after a colon when the colon leads a list. */
function labelOf(clause: string): string {
  const plain = clause.replace(/\([^)]*\)?/g, ' ');
  const first = plain.search(/[$\d]/);
  let head = first >= 0 ? plain.slice(0, first) : plain;
  const colon = head.lastIndexOf(':');
  if (colon >= 0) {
    const after = head.slice(colon + 1).trim();
    head = after.split(/\s+/).filter(Boolean).length >= 2 ? after : head.slice(0, colon);
  }
  const words = head
    .replace(/\b(?:at|@|for|is|costs?|burns?|uses?|would be|runs?|of)\s*$/g, '')
    .replace(/^\s*(?:or|and|vs\.?|versus|the|a|an)\s+/, '')
    .trim();
  return words.split(/\s+/).slice(-7).join(' ');
}

function optionIn(clause: string, offset: number): Option | null {
  const counts = [...clause.matchAll(COUNT)];
  const per = [...clause.matchAll(PRICE_PER)];
  const at = [...clause.matchAll(PRICE_AT)];
  if (counts.length !== 1 || per.length + at.length !== 1) return null;
  const c = counts[0]!;
  const p = (per[0] ?? at[0])!;
  const unit = unitOf(c[2]!);
  if (per[0] && unitOf(per[0][3]!) !== unit) return null;
  const count = amountValue(c[1]!);
  const price = amountValue(p[1]!, p[2]);
  if (!(count > 0 && price > 0)) return null;
  const yearly =
    /^\s*(?:of [a-z ]{1,20})?\s*(?:a|per|each) year\b|^\s*(?:of [a-z ]{1,20})?\s*(?:annually|yearly|\/\s*yr)\b/.test(
      clause.slice((c.index ?? 0) + c[0].length),
    );
  const at0 = (m: RegExpMatchArray): Span => ({
    start: offset + (m.index ?? 0),
    end: offset + (m.index ?? 0) + m[0].length,
  });
  return { label: labelOf(clause), price, count, unit, yearly, spans: [at0(c), at0(p)] };
}

/** Parentheses of story numbers only: no money, percent or priced unit inside. */
function storyAsides(text: string): Span[] {
  return [...text.matchAll(/\(([^()]*)\)/g)]
    .filter((m) => !/[$%]|\bpercent\b/.test(m[1]!) && !new RegExp(`\\b${UNIT}\\b`).test(m[1]!))
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

export const unitCostOptions: Reader = ({ text }) => {
  if (!ASKS.test(text)) return null;
  const options: Option[] = [];
  let from = 0;
  for (const cut of [...text.matchAll(CLAUSE), null]) {
    const to = cut ? (cut.index ?? 0) : text.length;
    const option = optionIn(text.slice(from, to), from);
    if (option) options.push(option);
    from = cut ? to + cut[0].length : text.length;
  }
  if (options.length !== 2) return null;
  const [a, b] = options as [Option, Option];
  // Two options over the same stretch (both a year) or each a whole stay; a year against a stay is no
  // pair. Fuel burned "a year" in one clause and asked "annual … for each" is a year in both.
  if (a.yearly !== b.yearly) {
    const fuel = (o: Option) => FUEL_UNITS.includes(o.unit);
    if (!(fuel(a) && fuel(b) && /\b(?:annual|yearly|a year|per year|each year)\b/.test(text))) return null;
    a.yearly = b.yearly = true;
  }
  const asides = storyAsides(text);
  if (!everyNumberPlaced(text, [...a.spans, ...b.spans, ...asides])) return null;
  const costA = a.price * a.count;
  const costB = b.price * b.count;
  const per = a.yearly ? ' a year' : '';
  const line = (o: Option, cost: number, n: number) =>
    `${o.label || `Option ${n}`}: ${units(o.count, o.unit)} × ${formatMoney(o.price)} = **${formatMoney(cost)}**${per}`;
  const cheaper = costA < costB ? a.label || 'the first' : b.label || 'the second';
  return {
    title: 'Two options, each a price per unit',
    inputs: [
      `${a.label || 'Option 1'}: ${formatMoney(a.price)} per ${show(a.unit)}, ${units(a.count, a.unit)}${per}`,
      `${b.label || 'Option 2'}: ${formatMoney(b.price)} per ${show(b.unit)}, ${units(b.count, b.unit)}${per}`,
      ...asides.map((s) => `Left aside (the story, not an input): ${text.slice(s.start, s.end)}`),
    ],
    results: [
      line(a, costA, 1),
      line(b, costB, 2),
      costA === costB
        ? 'Difference: **$0.00** (the same cost)'
        : `Difference: **${formatMoney(Math.abs(costA - costB))}**${per} (${cheaper} costs less)`,
    ],
    method: 'Each cost = its price per unit × the count of units; the difference of the two costs',
  };
};

export const UNIT_COST_OPTION_READERS: readonly Reader[] = [unitCostOptions];
