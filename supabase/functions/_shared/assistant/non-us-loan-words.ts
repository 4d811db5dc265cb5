// The words buyers from elsewhere use for a US loan's parts (issue 19, docs/assistant.md rule 121): a
// bank's "credit" is the loan, the "monthly quota" or "instalment" its payment, "capital and interest"
// its principal and interest, a "deposit" on a purchase the down payment. Read in their US words once,
// before any reader, so "how big credit can I get for a quota of 2,800" is a loan from a payment and
// never a $2,800 loan. Only where the word cannot mean its US sense:
// - "credit" never after tax, lender, seller, closing, builder or energy, nor before score, card,
//   report, history, union, line, limit or check, and only in a message about a bank, a rate or a term;
// - "deposit" never a security, earnest, good-faith, escrow, pet or holding deposit, and never in a
//   message about renting (a tenant's deposit is a deposit);
// - "1 point = 1% of the loan", the definition of a discount point, is no second count of points;
// - "what remains for me" after a sale is the seller's net proceeds;
// - a South African "bond of R1,450,000" is the loan, its amount worked as written (rand for rand).

const CREDIT_NOT_LOAN_BEFORE =
  /\b(?:tax|lender|lenders'?|seller|sellers'?|closing|builder|energy|child|rebate|store|good|bad|no|your|my|of)\s+$/;
const CREDIT_NOT_LOAN_AFTER =
  /^\s*(?:score|scores|card|cards|report|history|union|line|limit|check|rating|bureau|worthiness|repair|s\b|ed\b|it\b)/;
const LOAN_TALK = /\b(?:bank|lender|rate|years?|yrs?|interest|mortgage|%|percent)\b/;

const DEPOSIT_NOT_DOWN_BEFORE =
  /\b(?:security|earnest|earnest money|good[- ]faith|escrow|pet|holding|damage|cleaning|option|key|emd)\s+$/;
const RENT_TALK = /\b(?:rent(?:s|ing|al|ed)?|lease|tenant|landlord|apartment i rent)\b/;
const BUYING_TALK = /\b(?:house|home|flat|apartment|condo|property|price|buy|purchase|loan|mortgage|bank)\b/;

/** "1 point = 1% of the loan", "one point equals 1 percent of the loan amount": a definition. */
const POINT_DEFINED =
  /,?\s*(?:and\s+)?\(?\b(?:1|one|each|a)\s+(?:discount\s+)?point\s*(?:=|is|equals|means|costs?)\s*(?:1|one)\s*(?:%|percent)(?:\s+of\s+(?:the\s+)?loan(?:\s+amount)?)?\)?/gi;

export function readNonUsLoanWords(text: string): string {
  let out = text
    .replace(POINT_DEFINED, '')
    .replace(/\b(?:capital|capitals)\s+(?:and|&|\+)\s+interests?\b/gi, 'principal and interest')
    .replace(/\bmonthly\s+(?:quota|instal(?:l)?ment)s?\b/gi, 'monthly payment')
    .replace(/\b(?:quota|instal(?:l)?ment)\b/gi, 'payment');
  if (LOAN_TALK.test(out.toLowerCase()))
    out = out.replace(/\bcredit\b/gi, (m: string, offset: number, all: string) =>
      CREDIT_NOT_LOAN_BEFORE.test(all.slice(Math.max(0, offset - 20), offset).toLowerCase()) ||
      CREDIT_NOT_LOAN_AFTER.test(all.slice(offset + m.length, offset + m.length + 14).toLowerCase())
        ? m
        : 'loan',
    );
  // "what remains for me", "what rests to us" after a sale: the seller's net proceeds.
  if (/\b(?:sell|selling|sold|sale)\b/i.test(out))
    out = out.replace(
      /\bwhat (?:remains|rests|stays|is left|will remain|will be left|do i keep|do we keep) (?:for|to) (me|us)\b/gi,
      (_m, who: string) => `what are ${who.toLowerCase() === 'us' ? 'our' : 'my'} net proceeds`,
    );
  // A South African "bond of R1,450,000" is a mortgage loan; its rands are worked as plain amounts.
  if (/\bsouth africa|\brands?\b|\bzar\b|\bbond\b/i.test(out)) {
    out = out
      .replace(/\b(?:home\s+)?bond\b(?=\s+(?:of|for|is|amount)\s+\S*\d)/gi, 'loan')
      .replace(/(?<![\w$])R\s?(?=\d)/g, '');
  }
  const lower = out.toLowerCase();
  if (BUYING_TALK.test(lower) && !RENT_TALK.test(lower))
    out = out.replace(/\bdeposit\b/gi, (m: string, offset: number, all: string) =>
      DEPOSIT_NOT_DOWN_BEFORE.test(all.slice(Math.max(0, offset - 24), offset).toLowerCase())
        ? m
        : 'down payment',
    );
  return out;
}
