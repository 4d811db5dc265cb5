// "points vs lender credits, which makes sense if I'm only staying like 4 years": a question about
// points, lender credits or a buydown that gives how long the borrower will keep the loan and no
// amounts is a question about the idea, not a calculation. It gets the article with a lead sentence
// that speaks to the stay (points pay off only past their break-even; credits favour short stays),
// never a form asking for a loan and two rates.
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import type { KnowledgeHit } from './knowledge-search.ts';
import type { NumberToken } from './parse-numbers.ts';

/** Points, lender credits or buying the rate down, by any of their usual names. */
const POINTS_OR_CREDITS =
  /\b(?:(?:discount |mortgage )?points?|pts|lender credits?|negative points|rebate pricing|buy ?downs?|buy(?:ing)? (?:down )?the rate(?: down)?|buy(?:ing)? down (?:the|my|our) rate)\b/;
/** A temporary buydown, named as such. */
const TEMPORARY = /\b(?:temporary|2-1|3-2-1|1-0|2\/1|3\/2\/1)\b/;

/** How long the loan or home is kept: "staying 4 years", "only in the house 5 yrs", "sell in 3". */
const STAY =
  /\b(?:stay(?:ing)?|live|living|be|keep(?:ing)?|hold(?:ing)?|own(?:ing)?|in the (?:house|home|place|condo)|there|sell(?:ing)?|mov(?:e|ing)(?: out)?|refinanc\w*|refi)\b[^.?!\d]{0,30}$/;

export interface StayLead {
  hit: KnowledgeHit;
  lead: string;
}

function stayYears(text: string, tokens: readonly NumberToken[]): number | undefined {
  const spans = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (spans.length !== 1 || tokens.length !== 1) return undefined;
  const span = spans[0]!;
  const stayed =
    STAY.test(text.slice(Math.max(0, span.start - 45), span.start)) ||
    // "for a 7 year hold", "a 5-yr horizon": the stay named after its length.
    /^\s*(?:-\s*)?(?:hold|stay|horizon|holding period|time ?frame|time ?horizon)\b/.test(
      text.slice(span.end),
    );
  if (!stayed) return undefined;
  return span.kind === 'months' ? span.value / 12 : span.value;
}

/** The article and a lead that addresses the stay, or null when the question is another one. */
export function pointsForAStay(text: string, tokens: readonly NumberToken[]): StayLead | null {
  if (!POINTS_OR_CREDITS.test(text)) return null;
  // "2 points", "a point": a point counted is an amount; "points" at a rate is a calculation.
  if (/\b(?:\d+(?:\.\d+)?|a|one|half a) (?:discount )?points?\b/.test(text)) return null;
  const years = stayYears(text, tokens);
  if (years === undefined || !(years > 0 && years <= 40)) return null;
  const temporary = TEMPORARY.test(text);
  const topic = KNOWLEDGE_BASE.find((t) => t.id === (temporary ? 'temporary-buydown' : 'mortgage-points'));
  if (!topic) return null;
  const stay = `${years === 1 ? '1 year' : `${Number.isInteger(years) ? years : years.toFixed(1)} years`}`;
  const verdict =
    years < 5
      ? `A stay that short usually ends before points earn back their cost, so **lender credits** (a slightly higher rate in exchange for money toward closing costs) or no points tend to come out ahead.`
      : years < 8
        ? `That is close to where points often break even, so it turns on your lender's quotes: points win only if their break-even comes well before you expect to sell or refinance.`
        : `A stay that long favours **points** when their break-even falls well inside it and you don't expect to refinance; credits help only if cash at closing matters more.`;
  const lead = temporary
    ? `**Staying about ${stay}:** a temporary buydown lowers the rate only for its first one to three years, so its cost is used up early whatever your stay; for a lower rate over the years you keep the loan, compare permanent points (they pay off only past their break-even: the points' cost ÷ the monthly saving) with lender credits, which favour short stays.`
    : `**Staying about ${stay}:** points pay off only if you keep the loan past their break-even, the points' cost ÷ the monthly saving (often around 4–7 years; one point costs 1% of the loan). ${verdict} Give me the loan amount, each rate and the points or credit quoted and I'll work out the break-even.`;
  return {
    hit: { topic, score: 100, matchedTerms: [], titleOrKeywordMatch: true },
    lead,
  };
}
