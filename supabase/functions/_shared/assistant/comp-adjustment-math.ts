// An appraiser's adjusted comp price (docs/assistant.md rule 39): the comp's sale price moved toward
// the subject, feature by feature and for the difference in size. A feature the comp has and the
// subject lacks comes off; one the subject has and the comp lacks is added; a bigger comp comes down
// by the extra square feet at the stated $/sq ft. Who has each feature is read from its own clause;
// when that cannot be told the reader does not fire and the reading check asks.
import { formatMoney, formatNumber } from './format.ts';
import { areasIn } from './lease-reading.ts';
import { PER_AREA, num, type Reader } from './quick-math-reading.ts';

const FEATURE =
  /\b(garage|carport|bath(?:room)?s?|half[- ]bath|bed(?:room)?s?|pool|fireplace|basement|deck|porch|patio|view|waterfront|lot|kitchen|remodel\w*|updat\w*|condition|shed|fence|hvac|roof|acreage|location|finished)\b/;
type Owner = 'comp' | 'subject';
const COMP = /\bcomp(?:arable)?'?s?\b/;
const SUBJECT =
  /\bsubject(?: property)?'?s?\b|\b(?:mine|my (?:house|home|place|property)|ours|our (?:house|home|place|property)|we(?:'ve)?|i(?:'ve)?)\b/;
const LACKS = /\b(?:lacks?|doesn'?t have|does not have|has no|have no|without|no|missing|minus)\b/;

/** Whose feature a clause speaks of, and whether it has it: "subject lacks a garage" is the comp's. */
function featureOwner(clause: string, previous: Owner | null): Owner | null {
  const comp = COMP.exec(clause);
  const subject = SUBJECT.exec(clause);
  // The owner named first in the clause is its subject; "it" is the one named just before.
  let named: Owner | null =
    comp && subject
      ? comp.index < subject.index
        ? 'comp'
        : 'subject'
      : comp
        ? 'comp'
        : subject
          ? 'subject'
          : null;
  // "…, has a deck worth 10k": a clause that opens on the verb goes on with the one named before.
  if (
    !named &&
    (/\b(?:it|it's|its)\b/.test(clause) || /^\s*(?:also\s+)?(?:has|had|have|with|plus)\b/.test(clause))
  )
    named = previous;
  if (!named) return null;
  const lacks = LACKS.test(clause);
  // A feature one of them lacks is the other one's.
  return lacks ? (named === 'comp' ? 'subject' : 'comp') : named;
}

/** Words that make a size the subject's: "subject is 2,050 sf", "vs my 1,600 sqft", "ours is". */
const SUBJECT_SIZE = /\bsubject\b|\b(?:my|mine|ours?|we(?:'re| are)?|our (?:house|home|place))\b/;

/** The comp's and the subject's sizes when both are stated, told apart by their own words. */
function bothSizes(
  text: string,
  areas: readonly { start: number; end: number; value: number }[],
  saleAt: number,
  clauses: readonly { text: string; start: number; end: number }[],
): { comp: number; subject: number } | null {
  const clauseOf = (a: { start: number }) => clauses.find((c) => a.start >= c.start && a.start < c.end);
  const owners = areas.map((a, i) => {
    // The words right before the size, back to the size or clause before it.
    const from = Math.max(i > 0 ? areas[i - 1]!.end : 0, clauseOf(a)?.start ?? 0, a.start - 30);
    const near = text.slice(from, a.start);
    const clause = clauseOf(a)?.text ?? '';
    if (SUBJECT_SIZE.test(near) || (!COMP.test(clause) && SUBJECT_SIZE.test(clause))) return 'subject';
    if (
      COMP.test(near) ||
      COMP.test(clause) ||
      (clauseOf(a) && saleAt >= clauseOf(a)!.start && saleAt < clauseOf(a)!.end)
    )
      return 'comp';
    return null;
  });
  const [first, second] = owners;
  const comp =
    owners[0] === 'comp'
      ? 0
      : owners[1] === 'comp'
        ? 1
        : first === 'subject'
          ? 1
          : second === 'subject'
            ? 0
            : -1;
  if (comp < 0 || owners[comp] === 'subject' || owners[1 - comp] === 'comp') return null;
  return { comp: areas[comp]!.value, subject: areas[1 - comp]!.value };
}

export const adjustedComp: Reader = ({ text, tokens }) => {
  if (!/\bcomp(?:arable)?s?\b/.test(text) || !/\bsubject\b|\badjust\w*\b|\bmine\b/.test(text)) return null;
  const rates = [...text.matchAll(PER_AREA)].map((m) => ({
    value: num(m[1] as string),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (rates.length > 1) return null;
  const areaSpans = areasIn(text);
  const inSpan = (t: { start: number; end: number }, spans: readonly { start: number; end: number }[]) =>
    spans.some((s) => t.start >= s.start && t.start < s.end);
  // Dollar adjustments written without "$" ("a 3rd bath (+8,000)") count too, when in the thousands.
  const amounts = tokens
    .filter((t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 1000 && !t.period))
    .filter(
      (t) =>
        !inSpan(t, rates) &&
        !inSpan(t, areaSpans) &&
        !(t.kind === 'plain' && /^(?:19|20)\d\d$/.test(t.raw.trim())),
    );
  if (tokens.some((t) => t.kind === 'percent' || t.kind === 'years' || t.kind === 'months')) return null;
  const sale = amounts.filter((t) => t.value >= 50_000);
  if (sale.length !== 1) return null;
  const price = sale[0]!.value;
  const clauses = text.split(/[,;]|\.(?=\s|$)|\s(?:and|but|while)\s/);
  let offset = 0;
  const clauseAt = clauses.map((c) => {
    const start = text.indexOf(c, offset);
    offset = start + c.length;
    return { text: c, start, end: start + c.length };
  });
  const adjustments: { label: string; amount: number }[] = [];
  let previous: Owner | null = COMP.test(text.slice(0, sale[0]!.start)) ? 'comp' : null;
  let sizeAdjustment: { label: string; amount: number } | null = null;
  for (const clause of clauseAt) {
    const feature = FEATURE.exec(clause.text);
    const own = amounts.filter((t) => t !== sale[0] && t.start >= clause.start && t.start < clause.end);
    // The $/sq ft may stand in a clause of its own ("subject is 100 sf bigger, $160 per sf").
    const rate = rates.find((r) => r.start >= clause.start && r.start < clause.end) ?? rates[0];
    const sizes = areaSpans.filter((a) => a.start >= clause.start && a.start < clause.end);
    const more = /\b(bigger|larger|more)\b/.exec(clause.text);
    const less = /\b(smaller|less)\b/.exec(clause.text);
    if (sizes.length === 1 && (more || less) && rate && own.length === 0) {
      // "comp is 200 sf bigger at $150/sf": the comp's extra size comes off; the subject's is added.
      const owner: Owner | null = COMP.test(clause.text)
        ? 'comp'
        : SUBJECT.test(clause.text)
          ? 'subject'
          : previous;
      if (!owner) return null;
      const compBigger = (owner === 'comp') === Boolean(more);
      const diff = sizes[0]!.value;
      sizeAdjustment = {
        label: `Size: the ${compBigger ? 'comp' : 'subject'} is ${formatNumber(diff, 0)} sq ft bigger × ${formatMoney(rate.value)}/sq ft`,
        amount: (compBigger ? -1 : 1) * diff * rate.value,
      };
      previous = owner;
      continue;
    }
    if (own.length === 0) {
      if (COMP.test(clause.text)) previous = 'comp';
      else if (SUBJECT.test(clause.text)) previous = 'subject';
      continue;
    }
    if (own.length !== 1 || !feature) return null;
    const owner = featureOwner(clause.text, previous);
    if (!owner) return null;
    const value = own[0]!.value;
    adjustments.push({
      label: `${feature[1]![0]!.toUpperCase()}${feature[1]!.slice(1)}: ${owner === 'comp' ? 'the comp has it, the subject does not' : 'the subject has it, the comp does not'}`,
      amount: owner === 'comp' ? -value : value,
    });
    previous = COMP.test(clause.text) ? 'comp' : SUBJECT.test(clause.text) ? 'subject' : previous;
  }
  // "comp … 1,850 sf, subject is 2,050 sf", "1,720 sqft vs my 1,600": both sizes stated, so the size
  // adjustment is (subject sf − comp sf) × the $/sq ft (rule 57).
  if (!sizeAdjustment && rates.length === 1 && areaSpans.length === 2) {
    const sizes = bothSizes(text, areaSpans, sale[0]!.start, clauseAt);
    if (!sizes) return null;
    const diff = sizes.subject - sizes.comp;
    sizeAdjustment = {
      label: `Size: (${formatNumber(sizes.subject, 0)} − ${formatNumber(sizes.comp, 0)} sq ft) × ${formatMoney(rates[0]!.value)}/sq ft`,
      amount: diff * rates[0]!.value,
    };
  }
  const placed = adjustments.length + (sizeAdjustment ? 1 : 0);
  if (placed === 0 || amounts.length !== 1 + adjustments.length) return null;
  if (rates.length === 1 && !sizeAdjustment) return null;
  const all = [...adjustments, ...(sizeAdjustment ? [sizeAdjustment] : [])];
  const adjusted = price + all.reduce((sum, a) => sum + a.amount, 0);
  const signed = (v: number) => `${v < 0 ? '−' : '+'}${formatMoney(Math.abs(v))}`;
  return {
    title: 'Adjusted comp price',
    inputs: [`Comp sale price: ${formatMoney(price)}`, ...all.map((a) => `${a.label}: ${signed(a.amount)}`)],
    results: [
      `Adjusted price: **${formatMoney(adjusted)}** (${formatMoney(price)} ${all.map((a) => signed(a.amount).replace(/^([−+])/, '$1 ')).join(' ')})`,
    ],
    method:
      'Each adjustment moves the comp toward the subject: what the comp has and the subject lacks comes off, what the subject has extra is added',
  };
};
