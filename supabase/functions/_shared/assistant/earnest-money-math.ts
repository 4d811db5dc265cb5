// Earnest money (docs/assistant.md rule 110): a percent of the offer or a flat deposit; what is at
// risk if the buyer walks away outside the contingencies; with a down payment and closing costs, how
// much more cash is due at closing once the deposit is credited (down + closing costs − deposit).
// Part of quick-math (READERS there); every number must have its role.
import { formatMoney, formatRate } from './format.ts';
import { onlyOne, spanOf, wordsRightAfter, wordsRightBefore } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const EARNEST = /\b(?:earnest(?: money)?|emd|good[- ]faith deposit|escrow deposit)\b/;
const EARNEST_BEFORE =
  /\b(?:earnest(?: money)?(?: deposit)?|emd|good[- ]faith deposit|escrow deposit|deposit)\b(?: (?:is|was|of|at|:))*\s*$/;
const EARNEST_AFTER = /^\s*(?:earnest|emd\b|good[- ]faith|deposit\b|in earnest)/;
const PRICE_BEFORE =
  /\b(?:offer(?:ed|ing)?|price|purchase(?: price)?|house|home|place|condo|contract(?: price)?|buying|paying)\b[^$\d]{0,12}$/;
const PRICE_AFTER = /^\s*(?:offer|house|home|place|condo|purchase|contract|price)\b/;
const DOWN_AFTER = /^\s*(?:down\b|down payment\b)/;
const DOWN_BEFORE = /\bdown(?: payment)?(?: of| is)?:?\s*$/;
const CLOSING_BEFORE = /\bclosing costs?\b[^$\d]{0,20}$/;
const CLOSING_AFTER =
  /^\s*(?:\(?of (?:the )?price\)?\s*)?(?:in\s+)?closing(?: costs?)?\b|^\s*(?:for|in) closing\b/;
const ASKS_CLOSING =
  /\b(?:at|to|for) closing\b|\bbring\b|\bstill (?:need|owe)\b|\bcash (?:due|needed|to close)\b|\bleft to (?:pay|bring)\b/;
const ASKS_RISK =
  /\bat (?:risk|stake)\b|\b(?:lose|forfeit|put up|on the line|deposit (?:is|would be))\b|\bhow much (?:is|would) (?:the|my|our) (?:earnest|emd|deposit)/;

export const earnestMoney: Reader = ({ text, tokens }) => {
  if (!EARNEST.test(text)) return null;
  if (/\b(?:rent\w*|tenant|landlord|security deposit|lease)\b/.test(text)) return null;
  if (tokens.some((t) => (t.kind !== 'money' && t.kind !== 'percent') || t.period)) return null;
  const b = (t: NumberToken) => wordsRightBefore(text, tokens, t, 40);
  const a = (t: NumberToken) => wordsRightAfter(text, tokens, t);
  // "$10k earnest money on a $350k house": the label right after a number names it before the one
  // right before the next number does.
  const earnest =
    onlyOne(tokens, (t) => EARNEST_AFTER.test(a(t))) ?? onlyOne(tokens, (t) => EARNEST_BEFORE.test(b(t)));
  if (!earnest) return null;
  const down = onlyOne(tokens, (t) => t !== earnest && (DOWN_AFTER.test(a(t)) || DOWN_BEFORE.test(b(t))));
  const closing = onlyOne(
    tokens,
    (t) => t !== earnest && t !== down && (CLOSING_BEFORE.test(b(t)) || CLOSING_AFTER.test(a(t))),
  );
  const price = onlyOne(
    tokens,
    (t) =>
      t.kind === 'money' &&
      t !== earnest &&
      t !== down &&
      t !== closing &&
      (PRICE_BEFORE.test(b(t)) || PRICE_AFTER.test(a(t))),
  );
  const roles = [earnest, down, closing, price].filter((t): t is NumberToken => t !== null);
  if (roles.length !== tokens.length || !everyNumberPlaced(text, roles.map(spanOf))) return null;
  const needsPrice = roles.some((t) => t.kind === 'percent');
  if (needsPrice && !price) return null;
  if (price && price.value < 10_000) return null;
  const amount = (t: NumberToken) => (t.kind === 'percent' ? t.value * price!.value : t.value);
  const shown = (t: NumberToken) =>
    t.kind === 'percent'
      ? `${formatRate(t.value)} of ${formatMoney(price!.value)} = ${formatMoney(amount(t))}`
      : formatMoney(t.value);
  const deposit = amount(earnest);
  if (price && deposit >= price.value * 0.5) return null;
  const inputs = [
    ...(price ? [`Offer price: ${formatMoney(price.value)}`] : []),
    `Earnest money: ${shown(earnest)}`,
    ...(down ? [`Down payment: ${shown(down)}`] : []),
    ...(closing ? [`Closing costs: ${shown(closing)}`] : []),
  ];
  if (down && closing) {
    if (!ASKS_CLOSING.test(text) && !/\bhow much (?:more|else)\b/.test(text)) return null;
    const due = amount(down) + amount(closing) - deposit;
    return {
      title: 'Cash at closing after earnest money',
      inputs,
      results: [
        `Down payment + closing costs: ${formatMoney(amount(down) + amount(closing))}`,
        `Less the earnest money credited: −${formatMoney(deposit)}`,
        `Still due at closing: **${formatMoney(due)}**`,
      ],
      method: 'Cash at closing = down payment + closing costs − earnest money already deposited',
    };
  }
  if (down || closing) return null;
  if (!ASKS_RISK.test(text) && !/\bhow much\b|\bwhat(?:'s| is)\b/.test(text)) return null;
  return {
    title: 'Earnest money',
    inputs,
    results: [
      `Earnest money deposit: **${formatMoney(deposit)}**`,
      `At risk: **${formatMoney(deposit)}** if you back out without a contract reason (a contingency within its deadline normally returns it); credited toward your down payment and closing costs at closing`,
    ],
    method: earnest.kind === 'percent' ? 'Deposit = percent × offer price' : 'The deposit as given',
  };
};

export const EARNEST_MONEY_READERS: readonly Reader[] = [earnestMoney];
