// Discount points paid at closing, read for the cash to close ("I'm paying 1 point (1% of the loan)",
// "plus 1.5 points"): each point is 1% of the loan. A percent restating the points right after them
// ("(1% of the loan)") is the same cost, not a second one; a restatement that disagrees is no reading.
import type { NumberToken } from './parse-numbers.ts';
import { discountPoints } from './point-senses.ts';

export interface ClosingPoints {
  points: number;
  /** The share of the loan they cost. */
  share: number;
  /** The percent token that restates them, read with them. */
  restated?: NumberToken;
}

/**
 * The points bought in a cash-to-close question, or undefined when none are; null when they cannot be
 * read with confidence (two counts of points, or a restating percent that disagrees).
 */
export function closingPoints(
  text: string,
  tokens: readonly NumberToken[],
): ClosingPoints | null | undefined {
  const bought = discountPoints(text);
  if (!bought || bought.length === 0) return undefined;
  if (bought.length > 1) return null;
  const mention = bought[0]!;
  const share = mention.points / 100;
  // "1 point (1% of the loan)", "1 point, i.e. 1% of the loan amount", "1 point = 1%".
  const restated = tokens.find(
    (t) =>
      t.kind === 'percent' &&
      t.start >= mention.end &&
      /^\s*(?:\(|,|=|-|:)?\s*(?:i\.?e\.?,?\s*|that'?s\s+|which is\s+|or\s+|so\s+)?$/.test(
        text.slice(mention.end, t.start),
      ),
  );
  if (restated && Math.abs(restated.value - share) > 1e-9) return null;
  return { points: mention.points, share, ...(restated ? { restated } : {}) };
}
