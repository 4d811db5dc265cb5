// An agent's pay on one side of a sale worked down in the order a brokerage pays it (docs/assistant.md
// rule 77): the side's gross commission (price × the side's rate, the asker's side chosen when both
// sides are given: "5.5% total — 3% listing side, 2.5% buyer side. I'm the listing agent"), then
// percentage fees taken off the top (a franchise fee, a royalty, a referral fee), then the agent's
// split ("I get 70% of what's left", "70/30", "the brokerage keeps 30%"), then flat fees per deal.
// Every number must be placed, or the reader leaves the question to the simpler commission readers.
// Part of quick-math (READERS there), before them.
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, wordsBefore, type Reader } from './quick-math-reading.ts';

const ASKS =
  /\bnet\b|\btake[- ]?home\b|\bmy (?:cut|check|pay)\b|\bwhat (?:do|would|will) i (?:make|get|keep|clear|pocket)\b/;
const SIDE_WORDS = {
  listing: /\b(?:listing|list|seller'?s?)(?:[- ]side| agent'?s?| broker'?s?)?\b/,
  buyer: /\b(?:buyer'?s?|buy|selling|co-?op)(?:[- ]side| agent'?s?| broker'?s?)?\b/,
};
const ASKER_SIDE = {
  listing:
    /\b(?:i'?m|i am|i was|as) (?:the )?list(?:ing)? (?:agent|side|broker)\b|\bi (?:listed|had the listing)\b|\bmy listing\b/,
  buyer:
    /\b(?:i'?m|i am|i was|as) (?:the )?buyer'?s? (?:agent|side|broker)\b|\bi (?:represented|brought) the buyers?\b/,
};
/** A share taken off the gross before the split: a franchise fee, a royalty, a referral fee. */
const OFF_THE_TOP = /\b(?:franchise|royalty|referral|off the top|off the gross|desk)\b/;
const SPLIT_AGENT = /\b(?:i|agent) (?:get|gets|keep|keeps|take|takes)\b|\bmy split\b|\bsplit\b/;
const SPLIT_BROKER = /\b(?:brokerage|broker|house|office|company) (?:keeps|takes|gets|retains)\b/;
const FLAT_FEE =
  /\b(?:transaction|e\s?&\s?o|admin\w*|compliance|processing|tech\w*|per[- ](?:deal|transaction|file)) (?:fee|charge)s?\b|\bfees?\b/;

/** The words of a number's own clause: back to the previous number or comma, forward to the next. */
function around(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const after = tokens.find((o) => o.start >= t.end);
  const head =
    wordsBefore(text, tokens, t, 45)
      .split(/[,;.]\s|\bthen\b/)
      .pop() ?? '';
  const tail =
    text.slice(t.end, Math.min(after?.start ?? text.length, t.end + 45)).split(/[,;.]\s|\bthen\b/)[0] ?? '';
  return `${head} ${tail}`;
}

export const commissionChain: Reader = ({ text, tokens }) => {
  if (!/\bcommission|\b(?:buyer|listing|list)[- ]side\b|\bsplit\b/.test(text) || !ASKS.test(text))
    return null;
  const prices = money(tokens).filter((t) => t.value >= 20000 && t.period === undefined);
  if (prices.length !== 1) return null;
  const price = prices[0]!;
  const asker = ASKER_SIDE.listing.test(text) ? 'listing' : ASKER_SIDE.buyer.test(text) ? 'buyer' : null;
  if (!asker) return null;
  const rates = percents(tokens).filter((t) => t.value > 0 && t.value <= 0.1);
  // The side's rate: the percentage its own words name as the asker's side.
  const sideRates = rates.filter((t) => {
    const words = text.slice(t.end, t.end + 20).split(/[,;.]\s|\d/)[0] ?? '';
    return (
      SIDE_WORDS[asker].test(words) && !SIDE_WORDS[asker === 'listing' ? 'buyer' : 'listing'].test(words)
    );
  });
  if (sideRates.length !== 1) return null;
  const side = sideRates[0]!;
  // The other side's rate and the total are context, placed but not used.
  const context = rates.filter((t) => {
    if (t === side) return false;
    const words = text.slice(t.end, t.end + 20);
    const before = text.slice(Math.max(0, t.start - 25), t.start);
    return (
      /\b(?:total|all[- ]in|full)\b/.test(before) ||
      /^\s*(?:total|commission)\b/.test(words) ||
      SIDE_WORDS[asker === 'listing' ? 'buyer' : 'listing'].test(words.split(/[,;.]\s|\d/)[0] ?? '')
    );
  });
  const rest = percents(tokens).filter((t) => t !== side && !context.includes(t));
  const topFees = rest.filter((t) => OFF_THE_TOP.test(around(text, tokens, t)));
  const splits = rest.filter((t) => !topFees.includes(t));
  if (splits.length !== 1) return null;
  const splitToken = splits[0]!;
  const splitWords = around(text, tokens, splitToken);
  const agentShare =
    SPLIT_BROKER.test(splitWords) && !SPLIT_AGENT.test(splitWords.replace(SPLIT_BROKER, ''))
      ? 1 - splitToken.value
      : SPLIT_AGENT.test(splitWords) || /\bwhat'?s left\b|\bthe rest\b|\bremainder\b/.test(splitWords)
        ? splitToken.value
        : null;
  if (agentShare === null || !(agentShare > 0 && agentShare <= 1)) return null;
  // "a 395 transaction fee": a bare number right before a fee's name is dollars too.
  const flat = tokens.filter(
    (t) =>
      t !== price &&
      t.value < 20000 &&
      (t.kind === 'money' ||
        (t.kind === 'plain' &&
          /^\s*(?:[a-z&-]+\s+){0,2}(?:fee|charge)s?\b/.test(text.slice(t.end, t.end + 30)))) &&
      FLAT_FEE.test(around(text, tokens, t)),
  );
  const placed = new Set<NumberToken>([price, side, ...context, ...topFees, splitToken, ...flat]);
  if (tokens.some((t) => !placed.has(t))) return null;

  const gross = price.value * side.value;
  let left = gross;
  const steps: string[] = [];
  for (const fee of topFees) {
    const cut = left * fee.value;
    steps.push(
      `${/franchise/.test(around(text, tokens, fee)) ? 'Franchise fee' : /referral/.test(around(text, tokens, fee)) ? 'Referral fee' : 'Fee off the top'} ${formatPercent(fee.value)}: −${formatMoney(cut)}, leaving ${formatMoney(left - cut)}`,
    );
    left -= cut;
  }
  const afterSplit = left * agentShare;
  steps.push(
    `The agent's ${formatPercent(agentShare)} of ${formatMoney(left)}: ${formatMoney(afterSplit)} (the brokerage keeps ${formatMoney(left - afterSplit)})`,
  );
  const flatTotal = flat.reduce((sum, t) => sum + t.value, 0);
  if (flat.length) steps.push(`Flat fees: −${formatMoney(flatTotal)}`);
  const net = afterSplit - flatTotal;
  return {
    title: `The ${asker === 'listing' ? 'listing' : "buyer's"} agent's commission, worked down`,
    inputs: [
      `Sale price: ${formatMoney(price.value)}`,
      ...context.map((t) => `Also stated: ${formatPercent(t.value, 3)}, not this side's rate`),
      `${asker === 'listing' ? 'Listing' : "Buyer's"} side: ${formatPercent(side.value, 3)}`,
      ...topFees.map((f) => `Off the top: ${formatPercent(f.value)}`),
      `Agent's split: ${formatPercent(agentShare)}`,
      ...flat.map((f) => `Flat fee: ${formatMoney(f.value)}`),
    ],
    results: [
      `Gross ${asker === 'listing' ? 'listing' : "buyer's"}-side commission: **${formatMoney(gross)}** (${formatMoney(price.value)} × ${formatPercent(side.value, 3)})`,
      ...steps,
      `Net to the agent: **${formatMoney(net)}** (before taxes and expenses)`,
    ],
    method: 'Side gross − fees off the top, × the agent’s split, − flat fees',
  };
};
