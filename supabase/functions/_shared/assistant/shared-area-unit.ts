// A unit said once for a list of amounts (rule 78): "$26 NNN + $7 in NNN charges per foot per year"
// quotes both amounts per square foot a year, as "$26/sf NNN + $7/sf CAM" would. Every reader sees
// such a list with the unit beside each amount, so none reads "$26" as a price or a month's rent.
//
// Only amounts without a unit of their own, of at most three digits, joined by "+", "plus" or "and"
// (with a few label words after each: "NNN", "in CAM"), take the unit; the chain ends at any other
// word, punctuation or number. An amount with its own unit ("$4,000/mo plus $2 per foot") keeps it.

/** A square-foot unit, with the period that may follow it: "per foot per year", "/sf/mo", "psf". */
const UNIT =
  /^\s*((?:(?:\/|per|a|an)\s*(?:sq\.?\s?ft\.?|sqft|[ru]?sf|square\s+f(?:oo|ee)t|foot|ft)\b|psf\b)(?:\s*(?:\/\s*|per\s+|a\s+|an\s+)(?:yr|year|annum|mo|month)\b|\s+(?:annually|yearly|monthly)\b)?)/;
/** An amount with no unit of its own: "$26", "7", "4.25" (not "2,400", "26%", "26k", "26 sq ft"). */
const AMOUNT =
  /(?<![\d,.$])(?<!\b(?:years?|yrs?|months?|mos?|#|no\.?)\s*)\$?(?:\d{1,3}(?:\.\d{1,2})?|\.\d{1,2})(?![\d,.%/]|\s*(?:k|m|mm|x|months?|mos?|years?|yrs?|days?|weeks?|units?|doors?|acres?|times|percent|pct|points?|pts?|bps|cap|sq|sf|square|ft|feet|foot|psf|rsf|usf)\b)/g;
/** A few label words after an amount ("nnn", "in nnn charges", "base"), none of them a unit. */
const LABEL = /^((?:\s+(?!(?:per|a|an|psf|sf|sq|square|foot|ft|and|plus)\b)[a-z][a-z'&-]*){0,4})/;
const JOIN = /^\s*(?:\+|plus\b|and\b|&)\s*/;

interface Item {
  start: number;
  end: number;
  /** The label words after the amount, up to the next join or the unit. */
  labelEnd: number;
}

/** The text with a unit said once after a joined list of amounts placed after each of them. */
export function shareAreaUnit(text: string): string {
  const amounts = [...text.matchAll(AMOUNT)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const edits: { at: number; unit: string; from: number; to: number }[] = [];
  let i = 0;
  while (i < amounts.length) {
    // A chain: amounts each followed by label words, joined, the last followed by the unit.
    const chain: Item[] = [];
    let j = i;
    let unit: RegExpExecArray | null = null;
    while (j < amounts.length) {
      const a = amounts[j]!;
      const rest = text.slice(a.end);
      const label = LABEL.exec(rest)![1]!;
      const labelEnd = a.end + label.length;
      chain.push({ start: a.start, end: a.end, labelEnd });
      unit = UNIT.exec(text.slice(labelEnd));
      if (unit) break;
      const join = JOIN.exec(text.slice(labelEnd));
      const next = amounts[j + 1];
      if (!join || !next || next.start !== labelEnd + join[0].length) break;
      j++;
    }
    if (unit && chain.length >= 2) {
      const last = chain.at(-1)!;
      const said = unit[1]!.trim();
      // The unit moves to right after each amount: "$26/sf/yr nnn + $7/sf/yr in nnn charges".
      for (const item of chain) edits.push({ at: item.end, unit: ` ${said}`, from: 0, to: 0 });
      edits.push({ at: -1, unit: '', from: last.labelEnd, to: last.labelEnd + unit[0].length });
    }
    i = j + 1;
  }
  if (edits.length === 0) return text;
  // Apply from the end so earlier positions stay valid: removals of the unit, insertions after amounts.
  const ops = edits
    .map((e) =>
      e.at === -1 ? { pos: e.from, cut: e.to - e.from, add: '' } : { pos: e.at, cut: 0, add: e.unit },
    )
    .sort((a, b) => b.pos - a.pos || b.cut - a.cut);
  let out = text;
  for (const op of ops) out = `${out.slice(0, op.pos)}${op.add}${out.slice(op.pos + op.cut)}`;
  return out;
}
