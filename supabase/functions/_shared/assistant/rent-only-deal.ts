// "is it a good deal if it rents for 2100?": a deal judged by its rent alone, with no price. Whether
// a rent makes a good deal depends on what the property costs, so the price is asked for (rule 122),
// never an article on investing that happens to share a word, nor a verdict on a guessed price.
import type { NumberToken } from './parse-numbers.ts';
import type { AmountQuestion } from './missing-amount.ts';
import { formatMoney } from './format.ts';

const JUDGES_DEAL =
  /\b(?:good|great|bad|decent|solid|smart|fair) (?:deal|investment|buy|rental|property)\b|\bworth (?:it|buying)\b|\bdoes (?:it|that|this) (?:cash ?flow|make sense|pencil(?: out)?|work)\b|\bshould (?:i|we) buy (?:it|this|that)\b/;
/** "rents for 2100", "rent is $2,100", "would rent at 2,100/mo", "2100 in rent", "2,100 a month rent". */
const RENT_BEFORE = /\b(?:rents?|rented|renting)(?: (?:it|out))?(?: (?:for|at|of|is|would be|will be))?\s*$/;
const RENT_AFTER = /^\s*(?:\/mo\w*\s+|a month\s+|per month\s+)?(?:in )?rent\b/;

/** The price asked for when a deal is judged by its rent alone; null when it is not such a question. */
export function priceForRentOnlyDeal(text: string, tokens: readonly NumberToken[]): AmountQuestion | null {
  if (!JUDGES_DEAL.test(text) || tokens.length !== 1) return null;
  const rent = tokens[0]!;
  if (rent.kind !== 'money' || rent.period === 'yearly' || rent.value >= 50_000) return null;
  const rentSaid =
    RENT_BEFORE.test(text.slice(Math.max(0, rent.start - 30), rent.start)) ||
    RENT_AFTER.test(text.slice(rent.end, rent.end + 20));
  // Any other number written (a count, a year) is something this question does not read.
  if (!rentSaid || (text.slice(0, rent.start) + text.slice(rent.end)).match(/\d/)) return null;
  return {
    question: `What would you pay for it? A rent of ${formatMoney(rent.value)} a month is only a good deal against the price: with the price (and the down payment and rate if you are financing) I'll work out the 1% rule, the cap rate and the monthly cash flow.`,
    options: ['price 260k, 20% down at 7%', 'price 240k, paying cash'],
  };
}
