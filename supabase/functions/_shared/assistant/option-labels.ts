// The places, homes or groups a question compares by name ("Town A: … Town B: …", "Neighborhood 1
// sales … neighborhood 2 …", "house X … house Y"): each named part runs from its label to the next
// label, so a reader can work each part out on its own numbers. Readers that compare quotes of a
// lease use quoteOptions in lease-reading.ts, whose labels are a quote's ("option 1", "the other").

export interface LabelledPart {
  /** The label as the question writes it, capitalised: "Town A", "Neighborhood 2". */
  name: string;
  start: number;
  end: number;
}

const PART_LABEL =
  /\b(?:town|city|county|suburb|neighbou?rhood|area|market|submarket|zip|district|house|home|condo|building|property|group)\s+(?:[a-dxyz]|[1-4])\b(?=\s*[:(,–-]|\s+(?:is|has|at|charges|taxes|runs|sales?|sold|comps?|recent)\b|'s\b)/g;

/** Two to four labelled parts in order, or null when the question names fewer or more. */
export function labelledParts(text: string): LabelledPart[] | null {
  // A label named again ("… how much higher area 2 is") refers back to its part; it starts none.
  const seen = new Set<string>();
  const labels = [...text.matchAll(PART_LABEL)].filter((m) => {
    const first = !seen.has(m[0]);
    seen.add(m[0]);
    return first;
  });
  const parts = labels.map((m, i) => ({
    name: m[0].replace(/\b\w/g, (c) => c.toUpperCase()),
    start: m.index!,
    end: labels[i + 1]?.index ?? text.length,
  }));
  return parts.length >= 2 && parts.length <= 4 ? parts : null;
}

/** Every mention of a part's name ("house 2", said again at the end): names, never amounts. */
export function labelMentions(
  text: string,
  parts: readonly LabelledPart[],
): { start: number; end: number }[] {
  return parts.flatMap((p) =>
    [...text.matchAll(new RegExp(`\\b${p.name.toLowerCase()}\\b`, 'g'))].map((m) => ({
      start: m.index!,
      end: m.index! + m[0].length,
    })),
  );
}
