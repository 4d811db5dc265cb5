// A seller's concession on an offer (docs/assistant.md rule 111): the largest credit a loan program
// allows is its cap (the percent the user states: "FHA caps it at 6%") × the price, with a credit asked
// for set against it (within, or over by how much); and a credit "priced in" (the price raised by the
// credit) gives the new price, the new loan at the share down, and the monthly P&I before and after at
// the rate and term stated, with the difference. The cap is never assumed (it depends on the program
// and the down payment): a question that asks the most allowed without one stated is asked.
// Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatRate } from './format.ts';
import { labelOf, OFFER_LABEL } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

/** The subject: a seller's credit or concession. */
const CONCESSION =
  /\b(?:concessions?|seller (?:credits?|assist\w*|contributions?)|credits? from the seller|closing cost credits?|seller[- ]paid closing|seller (?:to )?(?:pays?|cover|covers) (?:our |my |the )?(?:closing|costs))\b/;
/** Asked: the largest credit the cap allows, or whether a credit fits. */
const ASK_MAX =
  /\b(?:most|max(?:imum)?|largest|biggest|allowed|allow|within|over the (?:cap|limit)|exceed\w*|too (?:much|high|big))\b/;
/** Asked: the credit added to the price. */
const ASK_PRICED_IN =
  /\bprice (?:it|that|the credit|the concession) in\b|\b(?:priced|pricing|roll(?:ed|ing)?|built?|building|add(?:ed|ing)?|fold(?:ed|ing)?) (?:it |that |the (?:credit|concession) )?(?:in ?to|onto|on to) the (?:price|offer)\b|\b(?:raise|raising|bump|bumping|increase|increasing|gross(?:ing)? up) (?:the |our )?(?:price|offer)\b/;
const NOT_THIS =
  /\b(?:escalat\w*|appraisal gap|commission|nets?|payoff|rent[- ]?back|points?|buydown|buy down)\b/;

const LABELS = {
  // "caps seller concessions at": the cap's words run to its "at", so the "at" is no rate's.
  cap: /\b(?:caps?|capped|limits?|limited|max(?:imum)?)\b(?:[\w' ]{0,30}?\b(?:at|to|of|is)\b)?|\ballows?\b(?:[\w' ]{0,30}?\bup to\b)?|\bup to\b|\bno more than\b/,
  down: /\bdown\b/,
  rate: /\b(?:rate|interest|apr|fixed|mortgage at|loan at|at)\b/,
  credit:
    /\b(?:closing costs? credits?|credits?|concessions?|closing(?: costs?)?|towards?|assist\w*|contribut\w*|help|ask(?:ing)? for|want(?:ing)?)\b/,
  price:
    /\b(?:price|offer(?:ed|ing)?|purchase|house|home|condo|contract|list(?:ed|ing)?|asking|buying|paying|at|for)\b/,
} as const;
type Label = keyof typeof LABELS;
/** A percent is never a price: "6.5% for 30 years" is a rate. */
const ORDER: readonly Label[] = ['cap', 'down', 'credit', 'rate'];
/** An amount is never a rate: "at $400k" is a price. */
const MONEY_ORDER: readonly Label[] = ['down', 'credit', 'price'];

/** "7.25% 30-yr fixed": a percent right before a term is the loan's rate. */
const beforeTerm = (text: string, tokens: readonly NumberToken[], t: NumberToken) =>
  tokens.some(
    (o) =>
      o.kind === 'years' && o.start >= t.end && /^\s*(?:on a |over |for )?$/.test(text.slice(t.end, o.start)),
  );

export const sellerConcession: Reader = ({ text, tokens }) => {
  if (!CONCESSION.test(text) || NOT_THIS.test(text)) return null;
  const max = ASK_MAX.test(text);
  const pricedIn = ASK_PRICED_IN.test(text);
  if (!max && !pricedIn) return null;
  const prices: NumberToken[] = [];
  let cap: NumberToken | undefined;
  let down: NumberToken | undefined;
  let rate: NumberToken | undefined;
  let credit: NumberToken | undefined;
  let term: NumberToken | undefined;
  for (const t of tokens) {
    if (t.kind === 'years') {
      if (term) return null;
      term = t;
      continue;
    }
    if (t.kind !== 'money' && t.kind !== 'percent') return null;
    if (t.period !== undefined) return null;
    const label = labelOf(text, tokens, t, LABELS, OFFER_LABEL, t.kind === 'percent' ? ORDER : MONEY_ORDER);
    if (t.kind === 'percent') {
      // "6% of the price" names no role; a percent with none placed leaves it asked.
      if (label === 'cap' && !cap) cap = t;
      else if (label === 'down' && !down) down = t;
      else if (label === 'credit' && !credit) credit = t;
      else if (
        (label === 'rate' || (label === undefined && beforeTerm(text, tokens, t))) &&
        !rate &&
        t.value < 0.2
      )
        rate = t;
      else return null;
    } else if (label === 'credit' && !credit && t.value < 200_000) credit = t;
    else if (label === 'down') return null;
    else if ((label === 'price' || label === undefined) && t.value >= 20_000) prices.push(t);
    else return null;
  }
  if (!everyNumberPlaced(text, tokens)) return null;
  if (prices.length === 0 || prices.length > 2) return null;
  const price = prices[0]!.value;
  // A second price is the raised one: it must be the first plus the credit (or gives the credit).
  let creditValue = credit ? (credit.kind === 'percent' ? credit.value * price : credit.value) : undefined;
  if (prices.length === 2) {
    const raised = prices[1]!.value - price;
    if (raised <= 0 || !pricedIn) return null;
    if (creditValue !== undefined && Math.abs(creditValue - raised) > 0.5) return null;
    creditValue = raised;
  }
  const inputs = [`Price: ${formatAmount(price)}`];
  const results: string[] = [];
  const method: string[] = [];
  if (credit)
    inputs.push(
      credit.kind === 'percent'
        ? `Credit asked: ${formatRate(credit.value)} of the price = ${formatMoney(creditValue!)}`
        : `Credit asked: ${formatAmount(credit.value)}`,
    );
  if (max) {
    if (!cap) return null;
    inputs.push(`Concession cap: ${formatRate(cap.value)} of the price`);
    // The share down is what sets a conventional loan's cap; the cap stated is the one used.
    if (down && !pricedIn)
      inputs.push(`Down payment: ${formatRate(down.value)} (the cap used is the one you stated)`);
    const most = cap.value * price;
    results.push(
      `Largest credit allowed: ${formatRate(cap.value)} × ${formatAmount(price)} = **${formatMoney(most)}**`,
    );
    if (creditValue !== undefined)
      results.push(
        creditValue <= most + 0.005
          ? `The ${formatMoney(creditValue)} credit is within the cap, with ${formatMoney(most - creditValue)} to spare`
          : `The ${formatMoney(creditValue)} credit is over the cap by **${formatMoney(creditValue - most)}**`,
      );
    method.push('Largest credit = cap × price');
  } else if (cap) return null;
  if (pricedIn) {
    if (creditValue === undefined || !down || !rate || !term) return null;
    const raised = price + creditValue;
    const oldLoan = price * (1 - down.value);
    const newLoan = raised * (1 - down.value);
    const before = monthlyPayment(oldLoan, rate.value, term.value);
    const after = monthlyPayment(newLoan, rate.value, term.value);
    inputs.push(
      `Down payment: ${formatRate(down.value)}`,
      `Loan: ${formatRate(rate.value)} over ${term.value} years`,
    );
    results.push(
      `New price with the credit priced in: ${formatAmount(price)} + ${formatMoney(creditValue)} = **${formatMoney(raised)}**`,
      `Loan: ${formatMoney(oldLoan)} before, **${formatMoney(newLoan)}** after (${formatMoney(newLoan - oldLoan)} more)`,
      `Monthly P&I: ${formatMoney(before)} before, ${formatMoney(after)} after: **${formatMoney(after - before)} more a month**`,
      `Down payment: ${formatMoney(price * down.value)} before, ${formatMoney(raised * down.value)} after`,
    );
    method.push(
      'New price = price + credit; loan = price × (1 − share down); P&I = L·r / (1 − (1 + r)^−n), r = rate ÷ 12, n = years × 12',
    );
  }
  return {
    title: pricedIn ? 'A seller credit priced into the offer' : 'Seller concessions: the cap',
    inputs,
    results,
    method: method.join('; '),
  };
};
