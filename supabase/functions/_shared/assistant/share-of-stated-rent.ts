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

/** Every amount written in the text before `end`, as numbers. */
function amountsBefore(text: string, end: number): number[] {
  const found: number[] = [];
  for (const m of text.slice(0, end).matchAll(new RegExp(AMOUNT, 'g'))) {
    found.push(amountValue(m[1] ?? '', m[2] ?? ''));
  }
  return found;
}

/** Rewrites a share of an amount stated earlier as a share of the rent (lower-cased text). */
export function shareOfStatedRent(text: string): string {
  return text.replace(SHARE_OF_AMOUNT, (whole, share: string, digits: string, k: string, offset: number) => {
    const value = amountValue(digits, k);
    // Only a restatement: the same amount must already stand earlier, and a rent must be spoken of.
    if (value < 100 || !amountsBefore(text, offset).includes(value)) return whole;
    if (!/\b(?:rent\w*|leases?|leased)\b/.test(text)) return whole;
    return `${share} of the rent`;
  });
}
