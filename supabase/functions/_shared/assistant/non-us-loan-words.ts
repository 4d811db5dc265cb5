// The words buyers from elsewhere use for a US loan's parts (issue 19, docs/assistant.md rule 121): a
// bank's "credit" is the loan, the "monthly quota" or "instalment" its payment, "capital and interest"
// its principal and interest, a "deposit" on a purchase the down payment. Read in their US words once,
// before any reader, so "how big credit can I get for a quota of 2,800" is a loan from a payment and
// never a $2,800 loan. Only where the word cannot mean its US sense:
// - "credit" only where it is the loan itself ("credit for 30 years", "how big credit", "the bank gives
//   me credit for"), and never in a message that also uses a US sense (a seller's, repair or tax credit,
//   a credit to the buyer, credit loss, a credit score);
// - "deposit" only with a share or an amount of a purchase ("deposit 20%", "90,000 deposit", "as
//   deposit"), never a bank, security, earnest or escrow deposit, nor beside a down payment or an
//   offer already said (the earnest money), nor in a message about renting;
// - "1 point = 1% of the loan", the definition of a discount point, is no second count of points;
// - "what remains for me" after a sale is the seller's net proceeds;
// - a South African "bond of R1,450,000" is the loan, its amount worked as written (rand for rand).

/**
 * Where "credit" is the loan itself: "the bank gives me credit for 30 years", "take the credit for 15
 * years", "how big credit can I get". Without one of these the word keeps its US senses (a seller's or
 * repair credit, a credit to the buyer, vacancy and credit loss, a tax credit).
 */
const CREDIT_AS_LOAN =
  /\bcredit (?:for|over) \d{1,2} ?(?:years?|yrs?)\b|\bcredit of \$?\d[\d,.]*\s*(?:k|usd|dollars?|eur|euros?)?\s+(?:at|for|over)\s+\d|\bhow (?:big|large)(?: is)?(?: the| a| of)? credit\b(?! (?:to|toward|towards|from|for the buyer))|\b(?:bank|lender)s? (?:will )?(?:give|gives|gave|giving|offer|offers|offered|grant|grants|granted) (?:me |us )?(?:a |the )?credit (?:for|of|at)\b/i;
/** The US senses of "credit" a message may also use: then nothing is rewritten. */
const CREDIT_US_SENSE =
  /\b(?:closing|seller|sellers|buyer|repair|tax|lender|builder|energy|solar|federal) credits?\b|\bcredits? (?:to|toward|towards|from|loss|score|card|report|committee|union|line|limit|check|history)\b|\bcredits? the\b|\bfarm credit\b/i;

/**
 * Where a "deposit" is the down payment on a purchase: a share or an amount said with it ("deposit
 * 20%", "90,000 deposit", "as deposit", "what percent deposit"), in a message about buying; never a
 * bank deposit, a security, earnest or escrow deposit, or any deposit in a message about renting.
 */
const DEPOSIT_AS_DOWN =
  /(?:\d%?|\d[\d,.]*k?|percent)\s+deposit\b|\bdeposit\s+(?:of\s+)?\$?\d|\bas (?:a |the )?deposit\b|\bput (?:a |the )?deposit\b/i;
const DEPOSIT_US_SENSE =
  /\b(?:security|earnest|good[- ]faith|escrow|pet|holding|damage|cleaning|option|key|emd|bank|monthly|direct|cash|check) deposits?\b|\bdeposits\b|\bdeposit(?:ed)? (?:in|into|to) (?:my|our|the|a)\b|\bbank statements?\b/i;
const RENT_TALK = /\b(?:rent(?:s|ing|al|ed)?|lease|tenant|landlord)\b/i;
const BUYING_TALK = /\b(?:house|home|flat|apartment|condo|property|price|buy|purchase|loan|mortgage|bank)\b/i;

/** "1 point = 1% of the loan", "one point equals 1 percent of the loan amount": a definition. */
const POINT_DEFINED =
  /,?\s*(?:and\s+)?\(?\b(?:1|one|each|a)\s+(?:discount\s+)?point\s*(?:=|is|equals|means|costs?)\s*(?:1|one)\s*(?:%|percent)(?:\s+of\s+(?:the\s+)?loan(?:\s+amount)?)?\)?/gi;

export function readNonUsLoanWords(text: string): string {
  let out = text
    .replace(POINT_DEFINED, '')
    .replace(/\b(?:capital|capitals)\s+(?:and|&|\+)\s+interests?\b/gi, 'principal and interest')
    // "monthly quota", "instalment" (one l, as British and translated English write it).
    .replace(/\b(?:quota|instalment)(s?)\b/gi, 'payment$1');
  if (CREDIT_AS_LOAN.test(out) && !CREDIT_US_SENSE.test(out)) out = out.replace(/\bcredit\b/gi, 'loan');
  // "what remains for me", "what rests to us" after a sale: the seller's net proceeds.
  if (/\b(?:sell|selling|sold|sale)\b/i.test(out))
    out = out.replace(
      /\bwhat (?:remains|rests|stays|is left|will remain|will be left|do i keep|do we keep) (?:for|to) (me|us)\b/gi,
      (_m, who: string) => `what are ${who.toLowerCase() === 'us' ? 'our' : 'my'} net proceeds`,
    );
  // A South African "bond of R1,450,000" is a mortgage loan; its rands are worked as plain amounts.
  if (/\bsouth africa|\brands?\b|\bzar\b/i.test(out) && /\bbond\b/i.test(out)) {
    out = out
      .replace(/\b(?:home\s+)?bond\b(?=\s+(?:of|for|is|amount)\s+\S*\d)/gi, 'loan')
      .replace(/(?<![\w$])R\s?(?=\d)/g, '');
  }
  if (
    DEPOSIT_AS_DOWN.test(out) &&
    !DEPOSIT_US_SENSE.test(out) &&
    // "20% down … 25k deposit", "offer at 1.2M … deposit": with a down payment or an offer said, a
    // deposit is the earnest money.
    !/\bdown\b|\boffer/i.test(out) &&
    BUYING_TALK.test(out) &&
    !RENT_TALK.test(out)
  )
    out = out.replace(/\bdeposit\b/gi, 'down payment');
  return out;
}
