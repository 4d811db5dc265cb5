// A closing cost split between buyer and seller (docs/assistant.md rule 116): "if buyer and seller
// split it 50/50", "split evenly", "we split it down the middle", "buyer 60 / seller 40". Read by
// the transfer-tax reader (city-buy-math.ts), which otherwise gives the total and leaves the share
// asked for unanswered.

/** A split is asked for: the words of one, with or without its ratio. */
export const ASKS_SPLIT =
  /\bsplit(?:ting)?\b|\bhalf (?:each|apiece)\b|\bdown the middle\b|\bshare (?:it|the cost|the tax)\b|\b50\s*\/\s*50\b/;

/**
 * The buyer's and seller's shares of a cost, from the words: an even split, or a ratio whose parts
 * follow the order the sides are named in ("buyer and seller split it 60/40"). Null when a split is
 * mentioned but cannot be read with confidence.
 */
export function sidesSplit(text: string): { buyer: number; seller: number; shown: string } | null {
  if (
    /\b(?:split(?:ting)?|share|sharing)\b[^.?!]{0,30}\b(?:evenly|equally|in half|down the middle)\b|\bhalf (?:each|apiece)\b|\b50\s*\/\s*50\b|\bfifty[- ]fifty\b/.test(
      text,
    )
  )
    return { buyer: 0.5, seller: 0.5, shown: '50/50' };
  const ratio = /\b(\d{1,2})\s*\/\s*(\d{1,2})\b/.exec(text);
  if (!ratio || Number(ratio[1]) + Number(ratio[2]) !== 100) return null;
  const first = Number(ratio[1]) / 100;
  const buyerAt = text.search(/\bbuyers?\b/);
  const sellerAt = text.search(/\bsellers?\b/);
  if (buyerAt < 0 || sellerAt < 0) return null;
  const buyerFirst = buyerAt < sellerAt;
  return {
    buyer: buyerFirst ? first : 1 - first,
    seller: buyerFirst ? 1 - first : first,
    shown: `${buyerFirst ? 'buyer/seller' : 'seller/buyer'} ${ratio[1]}/${ratio[2]}`,
  };
}
