// Two homes sold as two households combine (docs/assistant.md rule 105): each sale's net (price −
// the selling costs, a percent "on each" or each its own, − what is owed on it) and the two added.
// Each price is the amount a sale's words name ("selling my house for $410,000", "she's selling hers
// for $355,000"); each balance goes with the sale it follows. A third amount, or a balance that
// cannot be paired, leaves the question asked. Its follow-ups are in family-follow-ups.ts.
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { isCalendarYear } from './property-tax-reading.ts';
import type { Reader } from './quick-math-reading.ts';

export const TWO_SALES_TITLE = 'Two homes sold: each net and the total';

const SALE_BEFORE = /\b(?:sell\w*|sold|list\w*)\b[^$\d.;?!]{0,25}\b(?:for|at)\s*$/;
const OWED_BEFORE =
  /\b(?:owes?|owed|owing|mortgage(?: payoff| balance)?|payoff|balance|still (?:have|has))\b[^\d$.;?!]{0,12}$/;
const OWED_AFTER =
  /^\s*(?:left |still )?(?:owed|owing|left on (?:the |her |his |my |our )?(?:mortgage|loan)|on the (?:mortgage|loan)|remaining)\b/;
const COST_WORDS = /\b(?:selling costs?|closing costs?|commissions?|costs? (?:of|to) sell|realtor|agent)/;

/** Whose sale: "i'm selling my house" is yours, "she's selling hers" hers. */
function sellerOf(text: string, t: NumberToken): string | undefined {
  const clause =
    text
      .slice(Math.max(0, t.start - 50), t.start)
      .split(/[.;?!]\s|,\s/)
      .pop() ?? '';
  const who = [...clause.matchAll(/\b(i'?m|i|my|she'?s|she|hers|her|he'?s|he|his|we|our)\b/g)].at(-1)?.[1];
  if (!who) return undefined;
  if (/^(?:i'?m|i|my)$/.test(who)) return 'Your';
  if (/^(?:she'?s|she|hers|her)$/.test(who)) return 'Her';
  if (/^(?:he'?s|he|his)$/.test(who)) return 'His';
  return undefined;
}

const twoSalesNet: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:each|both|combined|together|total)\b/.test(text) ||
    !/\bnet\w*|\bproceeds\b|\bclear\b/.test(text)
  )
    return null;
  const read = tokens.filter((t) => !isCalendarYear(text, t) && (t.kind === 'money' || t.kind === 'percent'));
  const prices = read.filter(
    (t) => t.kind === 'money' && SALE_BEFORE.test(text.slice(Math.max(0, t.start - 45), t.start)),
  );
  if (prices.length !== 2) return null;
  const owed = read.filter(
    (t) =>
      t.kind === 'money' &&
      !prices.includes(t) &&
      (OWED_AFTER.test(text.slice(t.end, t.end + 40)) ||
        OWED_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start))),
  );
  const rates = read.filter((t) => t.kind === 'percent');
  if (read.some((t) => t.kind === 'money' && t.period !== undefined)) return null;
  if (prices.length + owed.length + rates.length !== read.length || owed.length !== 2) return null;
  // Each balance follows its own sale: one between the prices, one after the second.
  const [p1, p2] = prices as [NumberToken, NumberToken];
  const [o1, o2] = owed as [NumberToken, NumberToken];
  if (!(p1.end <= o1.start && o1.end <= p2.start && p2.end <= o2.start)) return null;
  // One selling cost said for both ("6% of the price on each"), or one after each sale.
  let costRates: [number, number];
  if (rates.length === 1) {
    const words = text.slice(Math.max(0, rates[0]!.start - 40), rates[0]!.end + 40);
    if (
      !COST_WORDS.test(words) ||
      !/\b(?:on each|each|both|on both|for each|for both)\b/.test(
        text.slice(rates[0]!.end, rates[0]!.end + 40),
      )
    )
      return null;
    costRates = [rates[0]!.value, rates[0]!.value];
  } else if (rates.length === 2) {
    const [r1, r2] = rates as [NumberToken, NumberToken];
    if (!(r1.start > p1.end && r1.end < p2.start && r2.start > p2.end)) return null;
    if (!rates.every((r) => COST_WORDS.test(text.slice(Math.max(0, r.start - 40), r.end + 30)))) return null;
    costRates = [r1.value, r2.value];
  } else return null;
  const names = [sellerOf(text, p1), sellerOf(text, p2)];
  const labels = names[0] && names[1] && names[0] !== names[1] ? names : ['First', 'Second'];
  const sales = [
    { label: labels[0]!, price: p1.value, owed: o1.value, rate: costRates[0] },
    { label: labels[1]!, price: p2.value, owed: o2.value, rate: costRates[1] },
  ].map((s) => ({ ...s, costs: s.price * s.rate, net: s.price - s.price * s.rate - s.owed }));
  const total = sales[0]!.net + sales[1]!.net;
  return {
    title: TWO_SALES_TITLE,
    inputs: sales.map(
      (s) =>
        `${s.label} sale: ${formatAmount(s.price)}, selling costs ${formatRate(s.rate)} = ${formatMoney(s.costs)}, mortgage owed ${formatAmount(s.owed)}`,
    ),
    results: [
      ...sales.map((s) => `${s.label} net: **${formatMoney(s.net)}**`),
      `Combined net: **${formatMoney(total)}**`,
    ],
    method:
      'Each net = price − price × the selling-cost rate − the mortgage owed; combined = the two nets added',
  };
};

export const TWO_SALES_READERS: readonly Reader[] = [twoSalesNet];
