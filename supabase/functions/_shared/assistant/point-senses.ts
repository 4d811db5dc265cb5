// "Points" has three senses in a home-buying question: discount points paid for a lower rate ("pay 2
// points on a 400k loan"), a rate's move ("rates dropped half a point to 6.25%", "a rate a point
// higher") and a credit score's ("my score went up 30 points to 720"). Only the first is a cost of
// the loan; the others must never be read as points bought (a score's 30 points read as 30% of the
// loan, a half-point fall in rates read as half a point paid). A mention's sense is decided by its own
// neighbours: the words of its clause just before it and just after it.

/** A count of points: "2 points", "1.5 pts", "one point", "half a point", "a point". */
const POINT_COUNT =
  /\b(\d+(?:\.\d+)?|one|two|three|half a|a half|three quarters? of a|(?:a )?quarter(?: of a)?|a)\s*(?:discount\s+)?(?:points?|pts?)\b/g;
const WORD_COUNT: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  'half a': 0.5,
  'a half': 0.5,
  a: 1,
  'three quarters of a': 0.75,
  'three quarter of a': 0.75,
  quarter: 0.25,
  'a quarter': 0.25,
  'quarter of a': 0.25,
  'a quarter of a': 0.25,
};

/** A credit score in the clause: its points are the score's. */
const SCORE = /\b(?:credit score|score|fico|beacon|credit rating|vantage\w*)\b/;
/** Words right before the count that make it a move: "dropped half a point", "up 2 points", "by a point". */
const MOVED_BEFORE =
  /\b(?:dropp?(?:ed|s|ing)?|fell|falls?|falling|rose|rises?|rising|jump(?:ed|s)?|climb(?:ed|s)?|increas(?:ed|es?)|decreas(?:ed|es?)|went (?:up|down)|go(?:es)? (?:up|down)|going (?:up|down)|c[oa]me down|moved?|improv(?:ed|es?)|gain(?:ed|s)?|los[te]s?|up|down|by|another|extra)\s*(?:about |around |roughly |almost |nearly |over |just )?$/;
/** Words right after the count that make it a move: "half a point lower", "a point higher", "2 points up". */
const MOVED_AFTER =
  /^\s*(?:higher|lower|more|less|above|below|up|down|off|drop|cut|rise|increase|decrease|jump)\b/;

export interface PointMention {
  points: number;
  start: number;
  end: number;
  /** 'loan' for discount points bought; 'move' for a rate's change; 'score' for a credit score's. */
  sense: 'loan' | 'move' | 'score';
}

/** The clause a mention sits in, before it: back to the last sentence or clause break. */
function clauseBeforeIndex(text: string, index: number): string {
  return (
    text
      .slice(Math.max(0, index - 60), index)
      .split(/[.;!?]\s|,\s(?:and |but |so )?/)
      .pop() ?? ''
  );
}

/** Every count of points in the text, each with the sense its neighbours give it. */
export function pointMentions(text: string): PointMention[] {
  return [...text.matchAll(POINT_COUNT)].map((m) => {
    const start = m.index;
    const end = start + m[0].length;
    const word = m[1] as string;
    const points = WORD_COUNT[word] ?? Number(word);
    const before = clauseBeforeIndex(text, start);
    const after = text.slice(end, end + 30).split(/[.;!?,]/)[0] ?? '';
    const sense =
      SCORE.test(before) || /^\s*(?:on|off|to|from) (?:my|our|his|her|the) (?:credit|score|fico)/.test(after)
        ? 'score'
        : MOVED_BEFORE.test(before) || MOVED_AFTER.test(after)
          ? 'move'
          : 'loan';
    return { points, start, end, sense };
  });
}

/**
 * The counts of discount points bought, or null when points are mentioned only as a rate's move or a
 * score's: then the question is not about buying points at all, and no points reader may answer it.
 */
export function discountPoints(text: string): PointMention[] | null {
  const mentions = pointMentions(text);
  const bought = mentions.filter((m) => m.sense === 'loan');
  return mentions.length > 0 && bought.length === 0 ? null : bought;
}
