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
  end: number;
  /** Where the label words after the amount end (the next join, or the unit). */
  labelEnd: number;
}

/** The text with a unit said once after a joined list of amounts placed after each of them. */
export function shareAreaUnit(text: string): string {
  const amounts = [...text.matchAll(AMOUNT)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  // Each edit cuts `cut` characters at `at` and puts `put` there.
  const edits: { at: number; cut: number; put: string }[] = [];
  let i = 0;
  while (i < amounts.length) {
    // A chain: amounts each followed by label words, joined, the last followed by the unit.
    const chain: Item[] = [];
    let j = i;
    let unit: RegExpExecArray | null = null;
    for (; j < amounts.length; j++) {
      const a = amounts[j]!;
      const labelEnd = a.end + LABEL.exec(text.slice(a.end))![1]!.length;
      chain.push({ end: a.end, labelEnd });
      unit = UNIT.exec(text.slice(labelEnd));
      if (unit) break;
      const join = JOIN.exec(text.slice(labelEnd));
      const next = amounts[j + 1];
      if (!join || next?.start !== labelEnd + join[0].length) break;
    }
    if (unit && chain.length >= 2) {
      // The unit moves to right after each amount: "$26 per foot per year nnn + $7 per foot per year in
      // nnn charges".
      const said = ` ${unit[1]!.trim()}`;
      edits.push({ at: chain.at(-1)!.labelEnd, cut: unit[0].length, put: '' });
      for (const item of chain) edits.push({ at: item.end, cut: 0, put: said });
    }
    i = j + 1;
  }
  // From the end, so earlier positions stay valid; at one position the cut comes before the insertion.
  return edits
    .sort((a, b) => b.at - a.at || b.cut - a.cut)
    .reduce((out, e) => `${out.slice(0, e.at)}${e.put}${out.slice(e.at + e.cut)}`, text);
}
