/**
 * "8% of the full 2,050 for repairs", "5% of the 1,950 rent", "8 percent of the whole $2,050": a
 * share of an amount the question already stated is a share of that amount, never a second amount.
 * When the amount restated is one said earlier in the same text (the rent, usually), the phrase
 * becomes "8% of the rent" so the share readers take the percentage and nothing reads the restated
 * amount as a cost of its own (rule 57).
 */

const AMOUNT = String.raw`\$?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k?)`;

/** "P% of (the) (full|whole|entire|gross|total|monthly) $X (rent)": the restated amount's slot. */
const SHARE_OF_AMOUNT = new RegExp(
  String.raw`(\d+(?:\.\d+)?\s?(?:%|percent|pct))\s+of\s+(?:the\s+)?(?:(?:full|whole|entire|gross|total|monthly|scheduled)\s+)*(?:rent\s+of\s+)?${AMOUNT}(?:\s*(?:\/mo\b|a month\b|per month\b|monthly\b))?(?:\s+(?:rent|gross rent|in rent)\b)?`,
  'g',
);

function amountValue(digits: string, thousands: string): number {
  const n = Number(digits.replace(/,/g, ''));
  return thousands ? n * 1000 : n;
}

/** Whether the amount stands earlier in the text as a rent ("rent is 2,050", "rents for $2,050/mo"). */
function statedAsRentBefore(text: string, end: number, value: number): boolean {
  for (const m of text.slice(0, end).matchAll(new RegExp(AMOUNT, 'g'))) {
    if (amountValue(m[1] ?? '', m[2] ?? '') !== value) continue;
    const at = m.index ?? 0;
    // Within the amount's own clause: "price 300,000, rent 2,400" makes 300,000 no rent.
    const lead =
      text
        .slice(Math.max(0, at - 25), at)
        .split(/[,;.!?](?:\s|$)/)
        .pop() ?? '';
    const tail = text.slice(at + m[0].length, at + m[0].length + 20).split(/[,;.!?](?:\s|$)/)[0] ?? '';
    const near = `${lead} ${tail}`;
    if (RENT_WORD.test(near)) return true;
  }
  return false;
}

const RENT_WORD = /\b(?:rent\w*|leases?|leased|brings? in|collects?)\b/;

/** Rewrites a share of an amount stated earlier as a share of the rent (lower-cased text). */
export function shareOfStatedRent(input: string): string {
  // "8% of full rent ($2,050)", "8% of the whole rent": the rent named, with its amount in brackets.
  const text = input.replace(
    /(\d+(?:\.\d+)?\s?(?:%|percent|pct)\s+of\s+)(?:the\s+)?(?:full|whole|entire)\s+(rents?|gross rents?)(?:\s+amount)?(?:\s*\(\$?[\d,.]+k?(?:\s*(?:\/mo|a month))?\))?/g,
    (_m, share: string, rent: string) => `${share}the ${rent}`,
  );
  return text.replace(SHARE_OF_AMOUNT, (whole, share: string, digits: string, k: string, offset: number) => {
    const value = amountValue(digits, k);
    // Only a restatement of the rent: the same amount must already stand earlier, as the rent ("3% of
    // the 300,000" restating a price is left alone).
    if (value < 100 || !statedAsRentBefore(text, offset, value)) return whole;
    return `${share} of the rent`;
  });
}
