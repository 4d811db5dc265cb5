// Follow-ups to a market watcher's worked figures (docs/assistant.md rule 114), each read against the
// question before it: the same compound rate carried N more years, the listings a target months of
// inventory needs, a sale at a share of list against the actual sale, the walk-away after selling at
// a tracked value, the years until a break-even price at a growth rate, the first price in the later
// year's dollars, and a wait-and-buy case with another price move and rate. Each places every number it
// is given; anything else is left to the other follow-ups.
import { formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { everyNumberPlaced, type QuickAnswer, type Span } from './quick-math-reading.ts';
import {
  readAnnualChange,
  readBreakEvenSale,
  readRealChange,
  readTrackedValue,
} from './market-watch-change-math.ts';
import { readInventory } from './market-watch-ratio-math.ts';
import { buyNowOrWaitAnswer, readBuyNowOrWait } from './market-watch-payment-math.ts';

const spanOf = (m: RegExpExecArray): Span => ({ start: m.index, end: m.index + m[0].length });

/** "for 3 more years, what would the median be in 2027?" after a total change and its compound rate. */
function carriedForward(text: string, earlier: string): QuickAnswer | null {
  if (
    !/\bsame (?:annual |yearly |compound )?(?:rate|pace)\b|\bthat (?:rate|pace)\b|\bkeeps? (?:compounding|growing|going|rising|appreciating)\b|\bcontinues?\b/.test(
      text,
    )
  )
    return null;
  if (!/\bwhat (?:would|will)\b|\bhow much\b|\bwhere\b/.test(text)) return null;
  const change = readAnnualChange({ text: earlier, tokens: tokenizeNumbers(earlier) });
  if (!change) return null;
  const more = /\b(\d{1,2}) (?:more )?years?\b/.exec(text);
  const year = /\b(?:in|by) ((?:19|20)\d\d)\b/.exec(text);
  const spans = [more, year].filter((m): m is RegExpExecArray => m !== null).map(spanOf);
  if (spans.length === 0 || !everyNumberPlaced(text, spans)) return null;
  const ahead = more ? Number(more[1]) : undefined;
  const byYear = year && change.lastYear ? Number(year[1]) - change.lastYear : undefined;
  if (year && !change.lastYear) return null;
  if (ahead !== undefined && byYear !== undefined && ahead !== byYear) return null;
  const n = ahead ?? byYear!;
  if (n <= 0 || n > 50) return null;
  const value = change.last * Math.pow(1 + change.cagr, n);
  return {
    title: 'Carried forward at the same compound rate',
    inputs: [
      `From: ${formatMoney(change.last)}${change.lastYear ? ` (${change.lastYear})` : ''}`,
      `Rate: ${formatPercent(change.cagr)} a year (from the answer above)`,
      `Years ahead: ${n}${year ? ` (to ${year[1]})` : ''}`,
    ],
    results: [`Value: **${formatMoney(value)}**`],
    method: 'Value = last value × (1 + rate)^years',
  };
}

/** "if 6 months is balanced, how many listings would we need at the same sales pace, and how many more?" */
function listingsForMonths(text: string, earlier: string): QuickAnswer | null {
  if (!/\bhow many\b[^.?!]*\blistings\b|\binventory (?:would|do) we need\b/.test(text)) return null;
  const before = readInventory(earlier);
  if (!before) return null;
  const months = /\b(\d{1,2}(?:\.\d+)?)[\s-]+months?\b/.exec(text);
  if (!months) return null;
  const pace = /(?<![\d.,])(\d[\d,]*)\s*(?:\/\s*mo(?:nth)?\b|(?:sales\s+)?(?:a|per) month\b)/.exec(text);
  const perMonth = pace ? Number(pace[1]!.replace(/,/g, '')) : before.perMonth;
  if (!everyNumberPlaced(text, [months, pace].filter((m): m is RegExpExecArray => m !== null).map(spanOf)))
    return null;
  const needed = Number(months[1]) * perMonth;
  const gap = needed - before.list;
  return {
    title: `Listings for ${months[1]} months of inventory`,
    inputs: [
      `Target: ${months[1]} months of inventory`,
      `Sales: ${formatNumber(perMonth)} a month${pace ? '' : ' (from the question above)'}`,
      `Active listings now: ${formatNumber(before.list, 0)}`,
    ],
    results: [
      `Listings needed: **${formatNumber(needed)}**`,
      `${gap >= 0 ? 'More' : 'Fewer'} than now: **${formatNumber(Math.abs(gap))}**`,
    ],
    method: "Listings needed = months × a month's sales; the gap = needed − listings now",
  };
}

/** "if we'd sold at 98% of list, what would we have gotten, and how much less than we got?" */
function saleAtShareOfList(text: string, earlier: string): QuickAnswer | null {
  const share =
    /(?<![\d.,])(\d{2,3}(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(?:the\s+)?(?:list|asking|list price|asking price)\b/.exec(
      text,
    );
  if (!share || !everyNumberPlaced(text, [spanOf(share)])) return null;
  if (!/\bwhat would\b|\bhow much\b/.test(text)) return null;
  const tokens = tokenizeNumbers(earlier).filter((t) => t.kind === 'money' && !t.period);
  if (tokens.length !== 2) return null;
  const listed = tokens.find((t) =>
    /\b(?:list(?:ed)?|asking|ask)\b[^.?!$]{0,25}$/.test(earlier.slice(0, t.start)),
  );
  const sold = tokens.find(
    (t) =>
      t !== listed && /\b(?:sold|closed|sale|got|went for)\b[^.?!$]{0,25}$/.test(earlier.slice(0, t.start)),
  );
  if (!listed || !sold) return null;
  const at = (Number(share[1]) / 100) * listed.value;
  const gap = sold.value - at;
  return {
    title: `A sale at ${share[1]}% of list`,
    inputs: [
      `List price: ${formatMoney(listed.value)}`,
      `Actual sale: ${formatMoney(sold.value)}`,
      `Share of list: ${share[1]}%`,
    ],
    results: [
      `Sale at ${share[1]}% of list: **${formatMoney(at)}**`,
      `${gap >= 0 ? 'Less' : 'More'} than the actual sale by **${formatMoney(Math.abs(gap))}**`,
    ],
    method: 'Sale = list price × share; the gap = actual sale − that sale',
  };
}

/** "if we sold at that value with a 6% commission and $4,500 of other costs, what would we walk away with?" */
function walkAwayAtTrackedValue(text: string, earlier: string): QuickAnswer | null {
  if (!/\bwalk away\b|\bnet\b|\bproceeds\b|\bpocket\b|\bclear\b|\bleft (?:over|with)\b/.test(text))
    return null;
  const before = readTrackedValue(earlier, tokenizeNumbers(earlier));
  if (!before) return null;
  const tokens = tokenizeNumbers(text);
  const commission = tokens.filter(
    (t) =>
      t.kind === 'percent' &&
      /\bcommission|realtor|agent|selling costs?\b/.test(
        text.slice(t.end, t.end + 30) + text.slice(Math.max(0, t.start - 20), t.start),
      ),
  );
  const costs = tokens.filter(
    (t) =>
      t.kind === 'money' &&
      !t.period &&
      /^\s*(?:in\s+)?(?:of\s+)?(?:other\s+)?(?:closing|selling|seller'?s?)?\s*(?:costs?|fees?)\b/.test(
        text.slice(t.end),
      ),
  );
  if (commission.length !== 1 || costs.length > 1 || tokens.length !== commission.length + costs.length)
    return null;
  if (!/\bmortgage\b|\bloan\b|\bbalance\b|\bpay(?:ing)? off\b/.test(text)) return null;
  const fee = commission[0]!.value * before.value;
  const other = costs[0]?.value ?? 0;
  const net = before.value - fee - other - before.owed;
  return {
    title: 'Walk-away after selling at that value',
    inputs: [
      `Sale price: ${formatMoney(before.value)} (from the answer above)`,
      `Commission: ${formatRate(commission[0]!.value)} (${formatMoney(fee)})`,
      ...(costs[0] ? [`Other closing costs: ${formatMoney(other)}`] : []),
      `Mortgage payoff: ${formatMoney(before.owed)}`,
    ],
    results: [`Walk away with: **${formatMoney(net)}**`],
    method: 'Net = sale price − commission − other closing costs − mortgage payoff',
  };
}

/** "at 4% appreciation a year, how many years until I hit that break-even price?" */
function yearsToBreakEven(text: string, earlier: string): QuickAnswer | null {
  if (!/\bhow (?:many years|long)\b/.test(text) || !/\bbreak[- ]?even\b|\bthat price\b/.test(text))
    return null;
  const before = readBreakEvenSale(earlier, tokenizeNumbers(earlier));
  if (!before) return null;
  const rate = /(?<![\d.,])(\d{1,2}(?:\.\d+)?)\s*(?:%|percent)/.exec(text);
  const decimals = /\b\d\s+decimals?\b|\b\d\s+(?:dp|decimal places?)\b/.exec(text);
  if (
    !rate ||
    !everyNumberPlaced(text, [rate, decimals].filter((m): m is RegExpExecArray => m !== null).map(spanOf))
  )
    return null;
  const r = Number(rate[1]) / 100;
  if (r <= 0) return null;
  const years = Math.log(before.needed / before.price) / Math.log(1 + r);
  return {
    title: 'Years until the break-even price',
    inputs: [
      `From: ${formatMoney(before.price)} to the break-even ${formatMoney(before.needed)} (from the answer above)`,
      `Growth: ${formatRate(r)} a year, compounded yearly`,
    ],
    results: [`Years: **${years.toFixed(2)}**`],
    method: 'Years = ln(break-even price ÷ price) ÷ ln(1 + rate)',
  };
}

/** "what's the 2022 median in 2024 dollars using those CPI numbers?" after a real change. */
function inLaterDollars(text: string, earlier: string): QuickAnswer | null {
  // "in 2024 dollars" reads as "in $2024" once normalised.
  if (
    !/\bin (?:(?:19|20)\d\d|today'?s|current) dollars\b|\bin \$(?:19|20)\d\d\b|\binflation[- ]adjusted\b|\badjusted for inflation\b/.test(
      text,
    )
  )
    return null;
  const before = readRealChange(earlier, tokenizeNumbers(earlier));
  if (!before) return null;
  const years = [...text.matchAll(/\b(?:19|20)\d\d\b/g)].map((m) => ({ start: m.index, end: m.index + 4 }));
  if (!everyNumberPlaced(text, years)) return null;
  return {
    title: 'The earlier price in later dollars',
    inputs: [
      `Price: ${formatMoney(before.first.value)}${before.firstYear ? ` (${before.firstYear})` : ''}`,
      `Inflation: ${before.cpi}`,
    ],
    results: [`In the later dollars: **${formatMoney(before.first.value * before.cpiRatio)}**`],
    method: 'Price in later dollars = price × later CPI ÷ earlier CPI',
  };
}

/** "what if instead prices rise 3% and the rate only drops to 6.5%?" after buying now against waiting. */
function waitAgain(text: string, earlier: string): QuickAnswer | null {
  if (!/^(?:and |so |ok |okay )?(?:what|how|if|say|suppose)\b/.test(text)) return null;
  const before = readBuyNowOrWait(earlier, tokenizeNumbers(earlier));
  if (!before) return null;
  const move =
    /\b(?:prices?|values?)\s+(?:would\s+|only\s+)?(drop|fall|decline|dip|rise|go up|climb|increase)s?\s+(?:by\s+)?(\d{1,2}(?:\.\d+)?)\s*(?:%|percent)/.exec(
      text,
    );
  const rate =
    /\brates?\s+(?:only\s+)?(?:drops?|falls?|goes|go|rises?|comes?|moves?|is|are|declines?)\s+(?:only\s+)?(?:down\s+|up\s+)?to\s+(\d{1,2}(?:\.\d+)?)\s*(?:%|percent)/.exec(
      text,
    );
  const now = /\b(?:buying now|now)\s+at\s+(\d{1,2}(?:\.\d+)?)\s*(?:%|percent)/.exec(text);
  if (!move && !rate) return null;
  if (now && Number(now[1]) / 100 !== before.rateNow) return null;
  const spans = [move, rate, now].filter((m): m is RegExpExecArray => m !== null).map(spanOf);
  if (!everyNumberPlaced(text, spans)) return null;
  const next = {
    ...before,
    move: move ? (/drop|fall|decline|dip/.test(move[1]!) ? -1 : 1) * (Number(move[2]) / 100) : before.move,
    rateLater: rate ? Number(rate[1]) / 100 : before.rateLater,
  };
  if (next.rateLater <= 0 || next.rateLater > 0.2) return null;
  const answer = buyNowOrWaitAnswer(next);
  return {
    ...answer,
    inputs: ['Changed from the question above: the price move and the later rate', ...answer.inputs],
  };
}

const FOLLOW_UPS = [
  carriedForward,
  listingsForMonths,
  saleAtShareOfList,
  walkAwayAtTrackedValue,
  yearsToBreakEven,
  inLaterDollars,
  waitAgain,
];

/** A market watcher's follow-up worked against the question before it, or null. */
export function marketWatchFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  if (text.split(/\s+/).length > 45) return null;
  const earlier = normalizeText(previousQuestion);
  for (const read of FOLLOW_UPS) {
    const answer = read(text, earlier);
    if (answer) return answer;
  }
  return null;
}
