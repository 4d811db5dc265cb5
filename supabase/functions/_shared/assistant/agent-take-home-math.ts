// An agent's take-home from a sale (rule 57): price × commission %, less the co-op broker's part
// (split 50/50, "half to the buyer's side", "the co-op gets 45%", or a rate of the price such as "the
// buyer's agent gets 2.5%"), then the brokerage's split of our side ("my brokerage keeps 30% of our
// side", "70/30 with my broker", "I keep 80%"). Every share must be stated; none is assumed.
// Part of quick-math (READERS there), before the plain commission reader.
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, type Reader } from './quick-math-reading.ts';

const ASKS =
  /\btake[- ]?home\b|\b(?:do|would|will) (?:i|we|the agent|she|he) (?:net|make|get|keep|pocket|walk away with|clear)\b|\b(?:my|her|his|the agent's) (?:net|check|cut|take|pay|paycheck)\b|\bin my pocket\b|\bwhat i (?:make|keep|net|clear)\b/;
/** A seller's net sheet, not an agent's pay. */
const SELLER =
  /\b(?:owe\w*|payoff|pay off|mortgage|closing costs?|title|escrow|transfer tax|seller concessions?)\b/;
const BROKERAGE = /\b(?:my |our |the )?(?:brokerage|broker|house|office|company|firm)\b/;
const COOP =
  /\bco-?op(?:erating)?\b|\bbuyer'?s? (?:agent|side|broker(?:age)?)\b|\bother (?:side|agent|broker(?:age)?)\b|\bselling (?:agent|side|broker)\b/;
const KEEPS = /\b(?:keeps?|takes?|gets?|cut|split|retains?|charges?)\b/;

interface Split {
  /** Our side's share of the whole commission. */
  side: number;
  sideShown: string;
  /** The agent's share of our side. */
  agent: number;
  agentShown: string;
}

/** The words that go with a number: back to the number before it, and forward to the next. */
function context(
  text: string,
  at: { start: number; end: number },
  marks: readonly { start: number; end: number }[],
) {
  const before = marks.filter((m) => m.end <= at.start).at(-1)?.end ?? 0;
  const after = marks.find((m) => m.start >= at.end)?.start ?? text.length;
  // Within its own clause: "split 50/50 with the co-op, my brokerage keeps 30%" gives the 50/50 to
  // the co-op and the 30% to the brokerage.
  return {
    before:
      text
        .slice(Math.max(before, at.start - 45), at.start)
        .split(/[,;.!?]\s|\band\b/)
        .pop() ?? '',
    after: text.slice(at.end, Math.min(after, at.end + 35)).split(/[,;.!?](?:\s|$)|\band\b/)[0] ?? '',
  };
}

function readSplit(text: string, tokens: NumberToken[], rate: NumberToken, price: number): Split | null {
  const pairs = [...text.matchAll(/\b(\d{1,2})\s?\/\s?(\d{1,2})\b/g)]
    .map((m) => ({
      a: Number(m[1]),
      b: Number(m[2]),
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }))
    .filter(({ a, b }) => a + b === 100);
  const others = percents(tokens).filter((t) => t !== rate);
  const marks = [...tokens, ...pairs].sort((x, y) => x.start - y.start);
  let side: number | undefined;
  let sideShown = '';
  let agent: number | undefined;
  let agentShown = '';
  for (const p of pairs) {
    const { before, after } = context(text, p, marks);
    const words = `${before} ${after}`;
    const coop = COOP.test(words);
    const brokerage = !coop && BROKERAGE.test(words);
    if (p.a === 50 && side === undefined && !brokerage) {
      side = 0.5;
      sideShown = 'split 50/50 with the co-op broker';
    } else if (brokerage && agent === undefined) {
      const favor = /^\s*(?:split\s+)?in (?:the )?(?:broker(?:age)?'?s?|house'?s?) favou?r/.test(after);
      agent = (favor ? Math.min(p.a, p.b) : p.a) / 100;
      agentShown = `${p.a}/${p.b} with the brokerage: the agent keeps ${formatPercent(agent, 0)}`;
    } else return null;
  }
  if (
    side === undefined &&
    /\bsplit (?:it )?(?:evenly|equally|down the middle|in half)\b|\bhalf (?:goes )?to the (?:co-?op|buyer|other)|\bhalf (?:of it )?(?:goes )?to\b|\beach side gets half\b|(?:co-?op(?:erating)?|buyer'?s? (?:agent|side|broker(?:age)?)|other (?:side|agent|broker(?:age)?))\b[^,.;\d]{0,20}\bhalf\b/.test(
      text,
    )
  ) {
    side = 0.5;
    sideShown = 'half to the co-op broker';
  }
  for (const t of others) {
    const { before, after } = context(text, t, marks);
    const words = `${before} ${after}`;
    if (COOP.test(words) && side === undefined) {
      // "the buyer's agent gets 2.5%": a rate of the price when it is within the commission.
      if (t.value < rate.value) {
        side = (rate.value - t.value) / rate.value;
        sideShown = `the co-op broker gets ${formatPercent(t.value, 3)} of the price (${formatMoney(price * t.value)})`;
      } else if (t.value < 1) {
        side = 1 - t.value;
        sideShown = `the co-op broker gets ${formatPercent(t.value, 0)} of the commission`;
      } else return null;
    } else if (/\b(?:i|we|the agent|she|he) (?:keep|get|take)s?\b/.test(before) && agent === undefined) {
      agent = t.value;
      agentShown = `the agent keeps ${formatPercent(t.value, 0)} of our side`;
    } else if (BROKERAGE.test(words) && KEEPS.test(words) && agent === undefined) {
      agent = 1 - t.value;
      agentShown = `the brokerage keeps ${formatPercent(t.value, 0)} of our side`;
    } else return null;
  }
  if (side === undefined || agent === undefined || !(agent > 0 && agent <= 1)) return null;
  return { side, sideShown, agent, agentShown };
}

/** "on the first one", "for the bigger listing": which of two listings a take-home is asked for. */
export const LISTING_NAMED =
  /\b(?:on|for|from) the (first|second|1st|2nd|bigger|larger|smaller|cheaper) (?:one|listing|sale|deal|house|home|closing)\b/;

/**
 * "two listings closing, $615k and $489,900 … what do I take home on the first one?" (rule 122): of two
 * sale prices, the one the question names by its place; none when it names neither.
 */
function listingAskedOf(text: string, prices: readonly NumberToken[]): NumberToken | undefined {
  if (prices.length !== 2) return undefined;
  const named = LISTING_NAMED.exec(text)?.[1];
  if (!named) return undefined;
  const [a, b] = prices as [NumberToken, NumberToken];
  if (/first|1st/.test(named)) return a;
  if (/second|2nd/.test(named)) return b;
  return (/bigger|larger/.test(named) ? a.value > b.value : a.value < b.value) ? a : b;
}

export const agentTakeHome: Reader = ({ text, tokens }) => {
  if (!/\bcommissions?\b/.test(text) || !ASKS.test(text) || SELLER.test(text)) return null;
  const prices = money(tokens).filter((t) => t.value >= 20000 && t.period === undefined);
  if (money(tokens).length !== prices.length) return null;
  const asked = prices.length === 1 ? prices[0] : listingAskedOf(text, prices);
  if (!asked) return null;
  const price = asked.value;
  const others = prices.filter((t) => t !== asked);
  // The commission rate: the percentage the word "commission" names, of a sale's usual size.
  const rate = percents(tokens).find(
    (t) =>
      t.value > 0 &&
      t.value <= 0.1 &&
      /\bcommission\b/.test(
        `${text.slice(Math.max(0, t.start - 25), t.start)} ${text.slice(t.end, t.end + 25)}`,
      ),
  );
  if (!rate) return null;
  const split = readSplit(text, tokens, rate, price);
  if (!split) return null;
  const total = price * rate.value;
  const ours = total * split.side;
  const take = ours * split.agent;
  return {
    title: "An agent's take-home from a sale",
    inputs: [
      `Sale price: ${formatMoney(price)}`,
      ...others.map((t) => `Other listing named: ${formatMoney(t.value)} (not asked about)`),
      `Commission: ${formatPercent(rate.value, 3)}`,
      `Co-op: ${split.sideShown}`,
      `Brokerage split: ${split.agentShown}`,
    ],
    results: [
      `Total commission: ${formatMoney(total)}`,
      `Our side: ${formatMoney(ours)}`,
      `The brokerage's part: ${formatMoney(ours - take)}`,
      `Take-home: **${formatMoney(take)}** (before fees and taxes)`,
    ],
    method: `${formatMoney(price)} × ${formatPercent(rate.value, 3)} × ${formatPercent(split.side)} (our side) × ${formatPercent(split.agent)} (the agent's split)`,
  };
};

const SIDE =
  /\b(?:buyer'?s?|buy|listing|list|seller'?s?|my|our)[- ](?:side|agent'?s?)\b|\b(?:my|our) commission\b|\bcommission (?:on|for) (?:my|our|the (?:buyer|listing)) side\b/;
const FEE =
  /\b(?:charges?|takes?|pay|pays)\b[^,.;]{0,12}\bper (?:transaction|deal|file|closing)\b|\b(?:transaction|desk|franchise|e\s?&\s?o|admin(?:istrative)?|compliance|processing|technology|tech|brokerage|broker|per[- ](?:deal|transaction|file))\b[^,.;]{0,25}\bfees?\b|\bfees?\b[^,.;]{0,25}\b(?:per (?:deal|transaction|file|closing)|transaction)\b/;

/**
 * "500k sale, 2.5% buyer-side commission, 70/30 split, $395 transaction fee" (rule 64): the commission
 * of the agent's side, the agent's split of it, then a flat fee the brokerage takes per deal. The rate
 * must name its side (no co-op split is read here); the split and the fee are each read in their own
 * clause, and every number must be placed.
 */
export const sideCommissionNet: Reader = ({ text, tokens }) => {
  if (!/\bcommission|\bside\b/.test(text) || SELLER.test(text)) return null;
  if (!ASKS.test(text) && !/\bnet\b|\bgross commission\b|\bafter (?:the )?(?:split|fee)/.test(text))
    return null;
  const prices = money(tokens).filter((t) => t.value >= 20000 && t.period === undefined);
  // "a 500 transaction fee": a bare number right before the fee's name is dollars too.
  const fees = tokens.filter(
    (t) =>
      (t.kind === 'money' ||
        (t.kind === 'plain' && /^\s*(?:[a-z-]+\s+){0,2}fee\b/.test(text.slice(t.end, t.end + 30)))) &&
      t.value < 20000 &&
      FEE.test(`${text.slice(Math.max(0, t.start - 40), t.start)} ${text.slice(t.end, t.end + 40)}`),
  );
  if (prices.length !== 1 || fees.length !== 1 || money(tokens).filter((t) => t !== fees[0]).length !== 1)
    return null;
  const price = prices[0]!.value;
  const fee = fees[0]!;
  const rate = percents(tokens).find(
    (t) =>
      t.value > 0 &&
      t.value <= 0.06 &&
      SIDE.test(`${text.slice(Math.max(0, t.start - 30), t.start)} ${text.slice(t.end, t.end + 30)}`),
  );
  if (!rate) return null;
  // The agent's share: "70/30 split", "my split is 80%", "I keep 80%", "the brokerage keeps 30%".
  const pairs = [...text.matchAll(/\b(\d{1,2})\s?\/\s?(\d{1,2})\b/g)].filter(
    (m) => Number(m[1]) + Number(m[2]) === 100,
  );
  const others = percents(tokens).filter((t) => t !== rate);
  if (pairs.length + others.length !== 1 || tokens.length !== 3 + others.length) return null;
  let agent: number;
  let shown: string;
  if (pairs.length === 1) {
    const m = pairs[0]!;
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
    const brokerFavor =
      /^\s*(?:split\s+)?in (?:the )?(?:broker(?:age)?'?s?|house'?s?|office'?s?) favou?r/.test(after);
    agent = (brokerFavor ? Math.min(Number(m[1]), Number(m[2])) : Number(m[1])) / 100;
    shown = `${m[1]}/${m[2]}: the agent keeps ${formatPercent(agent, 0)}`;
  } else {
    const t = others[0]!;
    const before =
      text
        .slice(Math.max(0, t.start - 40), t.start)
        .split(/[,;]\s|\.\s/)
        .pop() ?? '';
    const after = text.slice(t.end, t.end + 30).split(/[,;]\s|\.\s/)[0] ?? '';
    if (
      BROKERAGE.test(`${before} ${after}`) &&
      KEEPS.test(`${before} ${after}`) &&
      !/\b(?:my|i)\b/.test(before)
    ) {
      agent = 1 - t.value;
      shown = `the brokerage keeps ${formatPercent(t.value, 0)}`;
    } else if (/\bsplit\b|\b(?:i|she|he|the agent) (?:keeps?|gets?|takes?)\b/.test(`${before} ${after}`)) {
      agent = t.value;
      shown = `the agent keeps ${formatPercent(t.value, 0)}`;
    } else return null;
  }
  if (!(agent > 0 && agent <= 1)) return null;
  const gross = price * rate.value;
  const split = gross * agent;
  return {
    title: "An agent's net on one side of a sale",
    inputs: [
      `Sale price: ${formatMoney(price)}`,
      `Commission on the agent's side: ${formatPercent(rate.value, 3)}`,
      `Split: ${shown}`,
      `Flat fee per deal: ${formatMoney(fee.value)}`,
    ],
    results: [
      `Gross commission: **${formatMoney(gross)}** (${formatMoney(price)} × ${formatPercent(rate.value, 3)})`,
      `After the split: ${formatMoney(split)} (the brokerage keeps ${formatMoney(gross - split)})`,
      `Net to the agent: **${formatMoney(split - fee.value)}** (after the ${formatMoney(fee.value)} fee; before taxes and expenses)`,
    ],
    method: `${formatMoney(price)} × ${formatPercent(rate.value, 3)} × ${formatPercent(agent)} − ${formatMoney(fee.value)}`,
  };
};
