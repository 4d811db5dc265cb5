// How far a percentage moves, in percentage points, however it is typed: "half a point", "a quarter
// point", "3/4 of a point", "an eighth", "three eighths", "a percentage point", "50 bps", "13 basis
// points", "2 points", ".75 pt". One reader for every follow-up that moves a rate, a vacancy or a cap
// rate (loan-changes.ts, follow-up-rewrite.ts), so a form one of them learns the other reads too.
// Whether the amount is a move at all, and of what, is the caller's to judge from the words around it:
// "2 points" alone is a lender's fee (point-senses.ts).

/** "point" as typed, with its common slips ("ponit", "piont", "pt"). */
const PT = String.raw`(?:point|ponit|piont|pont|poitn|pnt|pt)`;
const EIGHTH = String.raw`(?:eighth|eigth|eghth|eight)`;
/** The unit after a fraction said in words: "half a point", "a quarter percent", "an eighth of a %". */
const OF_A_UNIT = String.raw`(?:of )?(?:a |one )?(?:percentage )?(?:PT|percent|%)`;
/** Words of direction right after a unitless fraction ("an eighth higher", "a quarter lower"). */
const DIRECTION_AFTER = String.raw`(?= (?:higher|lower|up|down|more|less|off)\b)`;

const words = (pattern: string) =>
  new RegExp(
    pattern.replaceAll('OF_A_UNIT', OF_A_UNIT).replaceAll('PT', PT).replaceAll('EIGHTH', EIGHTH),
    'g',
  );

/**
 * Amounts said in words, longest first. `bare` marks a fraction said with no unit at all ("bump the
 * rate an eighth", "knock three eighths off"): a move only where the caller sees a rate and a verb.
 */
const WORD_AMOUNTS: readonly { pattern: RegExp; points: number; bare?: boolean }[] = [
  { pattern: words(String.raw`\b(?:a |one )?PT and a half\b`), points: 1.5 },
  { pattern: words(String.raw`\bthree quarters? OF_A_UNIT`), points: 0.75 },
  { pattern: words(String.raw`\bthree EIGHTHs? OF_A_UNIT`), points: 0.375 },
  { pattern: words(String.raw`\bfive EIGHTHs? OF_A_UNIT`), points: 0.625 },
  { pattern: words(String.raw`\bseven EIGHTHs? OF_A_UNIT`), points: 0.875 },
  { pattern: words(String.raw`\b(?:a |one )?half OF_A_UNIT|\bhalf ?(?:a )?PT\b`), points: 0.5 },
  { pattern: words(String.raw`\b(?:a |one )?quarter OF_A_UNIT|\bquarter ?PT\b`), points: 0.25 },
  { pattern: words(String.raw`\b(?:an|one) EIGHTH OF_A_UNIT`), points: 0.125 },
  { pattern: words(String.raw`\b(?:an|one) EIGHTH${DIRECTION_AFTER}`), points: 0.125 },
  { pattern: words(String.raw`\b(?:a|one) quarter${DIRECTION_AFTER}`), points: 0.25 },
  { pattern: words(String.raw`\b(?:a|one) half${DIRECTION_AFTER}`), points: 0.5 },
  { pattern: words(String.raw`\bthree EIGHTHs\b`), points: 0.375, bare: true },
  { pattern: words(String.raw`\bfive EIGHTHs\b`), points: 0.625, bare: true },
  { pattern: words(String.raw`\bseven EIGHTHs\b`), points: 0.875, bare: true },
  { pattern: words(String.raw`\b(?:an|one) EIGHTH\b`), points: 0.125, bare: true },
  { pattern: words(String.raw`\b(?:a|one) (?:full )?(?:percentage )?PT\b`), points: 1 },
  { pattern: words(String.raw`\btwo (?:full )?(?:percentage )?PTs\b`), points: 2 },
];

/** "2 points", ".75 pt", "3/4 of a point", "1 1/2 points", "50 bps", "13 basis points". */
const NUMBERED = new RegExp(
  String.raw`(?<![\d.,/])(\d+ \d\/\d|\d\/\d|\d+(?:\.\d+)?|\.\d+) ?(?:(?:of a )?(?:percentage )?${PT}s?\b|(bps|bp|basis ${PT}s?)\b)`,
  'g',
);

export interface PointAmount {
  /** Percentage points: 0.25 for "a quarter point", 0.5 for "50 bps". */
  points: number;
  start: number;
  end: number;
  /** A fraction said with no unit ("an eighth"): a move only beside a rate and a verb of movement. */
  bare: boolean;
}

function numberOf(written: string): number {
  const [whole, fraction] = written.includes('/')
    ? written.includes(' ')
      ? (written.split(' ') as [string, string])
      : ['0', written]
    : [written, undefined];
  if (!fraction) return Number(whole);
  const [top, bottom] = fraction.split('/').map(Number) as [number, number];
  return Number(whole) + top / bottom;
}

/** Every amount of percentage points in the (normalised) text, in order, none overlapping. */
export function pointAmounts(text: string): PointAmount[] {
  const found: PointAmount[] = [];
  const free = (start: number, end: number) => found.every((f) => end <= f.start || start >= f.end);
  for (const m of text.matchAll(NUMBERED)) {
    const value = numberOf(m[1]!);
    if (Number.isFinite(value) && value > 0)
      found.push({
        points: m[2] ? value / 100 : value,
        start: m.index,
        end: m.index + m[0].length,
        bare: false,
      });
  }
  for (const { pattern, points, bare } of WORD_AMOUNTS)
    for (const m of text.matchAll(pattern)) {
      const end = m.index + m[0].length;
      if (free(m.index, end)) found.push({ points, start: m.index, end, bare: bare ?? false });
    }
  return found.sort((a, b) => a.start - b.start);
}
