// A home sale's net divided the way a family decided (docs/assistant.md rule 105):
//
// - by a settlement's shares: "split net proceeds 60/40 (60 to me)", "50/50", "split evenly";
// - by what each put in: tenants in common "in proportion to our down payments" of $180k and $120k;
// - over months of care or rent: the net of a paid-off house ÷ a monthly cost ("memory care at
//   $7,400 a month": how many months it pays for).
//
// The sale's net is read by saleNet (sale-net-parts.ts), which places every other amount; each reader
// here places only its own tokens, so an amount none of them names leaves the question asked.
import { SPOUSE_PARTY } from './estate-split-math.ts';
import { formatAmount, formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';
import { saleNet } from './sale-net-parts.ts';

const NET_OR_SPLIT_ASKED =
  /\b(?:net\w*|proceeds|each (?:of us |of them |one )?(?:gets?|get|receive|walks? away|takes?)|what (?:do|does|would|will) (?:each|we|i|he|she|they)\b[^.?]{0,30}\b(?:get|receive|take|walk away)|how much (?:do|does|would|will) (?:each|we|i|he|she|they) (?:get|receive|take))\b/;

/** "60/40": two shares that make 100, the first written first. */
function sharePair(text: string): { a: number; b: number; end: number } | null {
  const m = /\b(\d{1,2})\s?\/\s?(\d{1,2})\b/.exec(text.replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, ' '));
  if (!m || Number(m[1]) + Number(m[2]) !== 100) return null;
  return { a: Number(m[1]), b: Number(m[2]), end: m.index + m[0].length };
}

/** Which share is the asker's: "(60 to me)", "i get 60", "in my favor"; undefined when not said. */
function mineOf(text: string, a: number, b: number): number | undefined {
  for (const share of [a, b]) {
    if (
      new RegExp(
        `\\b${share}\\s?%? (?:to me|for me|is mine|mine)\\b|\\b(?:i|me) (?:get|gets|keep|take) ${share}\\b`,
      ).test(text)
    )
      return share;
  }
  if (/\bin my favou?r\b/.test(text)) return Math.max(a, b);
  if (/\bin (?:his|her|their) favou?r\b/.test(text)) return Math.min(a, b);
  return undefined;
}

/** "split net proceeds 60/40 (60 to me). sale price $712,000, commission 5%, …": the net and each part. */
const netSplitByShares: Reader = ({ text, tokens }) => {
  if (!SPOUSE_PARTY.test(text) || !/\b(?:split|divid\w*|shares?)\b/.test(text)) return null;
  if (!NET_OR_SPLIT_ASKED.test(text) || !/\b(?:sell|sale|sold)\b/.test(text)) return null;
  const pair = sharePair(text);
  const evenly = /\b(?:split|divide)\w* (?:\w+ ){0,3}(?:evenly|equally|down the middle|in half)\b/.test(text);
  if (!pair && !evenly) return null;
  // The shares' own numbers ("60 to me") are plain, never money or a percent; a percent "of" the net
  // would be a share said another way, which is not read here.
  const sale = saleNet(text, tokens, []);
  if (!sale) return null;
  const [a, b] = pair ? [pair.a, pair.b] : [50, 50];
  const mine = pair ? mineOf(text, a, b) : undefined;
  const label = (share: number, other: number) =>
    a === b
      ? 'Each of you'
      : mine === undefined
        ? `The ${share}% share`
        : share === mine && share !== other
          ? 'Your share'
          : 'Their share';
  return {
    title: 'Sale proceeds split by shares',
    inputs: [
      ...sale.lines,
      `Split of the net: ${a}/${b}${mine !== undefined && a !== b ? ` (${mine} to you)` : ''}`,
    ],
    results: [
      `Net proceeds: **${formatMoney(sale.net)}**`,
      `${label(a, b)} (${a}%): **${formatMoney((sale.net * a) / 100)}**`,
      `${label(b, a)} (${b}%): **${formatMoney((sale.net * b) / 100)}**`,
    ],
    method: `Net = ${sale.method}; each part = net × its share`,
  };
};

/** A contribution: "he puts in $180,000", "i put in 120k", "her down payment was 90k". */
const CONTRIBUTED_BEFORE =
  /\b(?:puts? in|putting in|put down|puts down|contribut\w*|brings?|bringing|down payments? (?:is|was|of)|paid|pays)\s*$/;

/**
 * Tenants in common with shares in proportion to what each put in: each share is their part of the
 * total put in, and each one's part of the sale's net is the net × that share.
 */
const sharesByContribution: Reader = ({ text, tokens }) => {
  if (
    !/\bin proportion\b|\bproportional\w*|\bpro[- ]?rata\b|\bbased on (?:what|how much) (?:we|each)/.test(
      text,
    )
  )
    return null;
  if (!NET_OR_SPLIT_ASKED.test(text) && !/\bownership\b|\bshares?\b|\bpercent/.test(text)) return null;
  const contributions = tokens.filter(
    (t) =>
      t.kind === 'money' &&
      t.period === undefined &&
      CONTRIBUTED_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start).trimEnd()),
  );
  if (contributions.length !== 2) return null;
  // "he puts in 50k, I put in 150k: what is my percentage?": the shares alone, when nothing else is given.
  const onlyShares = tokens.every(
    (t) => contributions.includes(t) || (t.kind !== 'money' && t.kind !== 'percent'),
  );
  const sale = onlyShares ? null : saleNet(text, tokens, contributions);
  if (!sale && !onlyShares) return null;
  const owner = (t: NumberToken) => {
    const before = text.slice(Math.max(0, t.start - 30), t.start);
    const who = /\b(i|he|she|my \w+|his \w+|her \w+)\b[^\d$]*$/.exec(before)?.[1];
    return who === 'i' ? 'You' : who ? who.charAt(0).toUpperCase() + who.slice(1) : undefined;
  };
  const [first, second] = contributions as [NumberToken, NumberToken];
  const names = [owner(first), owner(second)];
  if (!names[0] || !names[1] || names[0] === names[1]) return null;
  const total = first.value + second.value;
  const rows = [first, second].map((t, i) => ({ name: names[i]!, share: t.value / total, put: t.value }));
  const shares = rows.map(
    (r) =>
      `${r.name}: **${formatPercent(r.share)}** ownership (${formatAmount(r.put)} of ${formatAmount(total)})`,
  );
  return {
    title: 'Tenants in common: shares by what each put in',
    inputs: [...rows.map((r) => `${r.name} put in: ${formatAmount(r.put)}`), ...(sale?.lines ?? [])],
    results: sale
      ? [
          ...shares,
          `Net from the sale: **${formatMoney(sale.net)}**`,
          ...rows.map(
            (r) => `${r.name} ${r.name === 'You' ? 'get' : 'gets'}: **${formatMoney(sale.net * r.share)}**`,
          ),
        ]
      : shares,
    method: `Share = what each put in ÷ ${formatAmount(total)}${sale ? `; net = ${sale.method}; each gets net × share` : ''}`,
  };
};

/** A cost that runs by the month: care, a facility, rent ("memory care at $7,400 per month"). */
const MONTHLY_COST_WORDS =
  /\b(?:care|assisted living|memory care|nursing|facility|home|community|rent|apartment|living)\b/;

/** The net of a sale ÷ a monthly cost: how many months of care or rent it pays for. */
const netCoversMonths: Reader = ({ text, tokens }) => {
  if (!/\bhow (?:many|long)\b[^.?]{0,40}\b(?:months?|years?)\b|\bhow many months\b|\bhow long\b/.test(text))
    return null;
  if (!/\b(?:net\w*|proceeds)\b/.test(text)) return null;
  const monthly = tokens.filter((t) => t.kind === 'money' && t.period === 'monthly');
  if (monthly.length !== 1) return null;
  const cost = monthly[0]!;
  const words = text.slice(Math.max(0, cost.start - 40), cost.start);
  if (!MONTHLY_COST_WORDS.test(words)) return null;
  const sale = saleNet(text, tokens, [cost]);
  if (!sale || sale.net <= 0) return null;
  const months = sale.net / cost.value;
  return {
    title: 'Sale proceeds against a monthly cost',
    inputs: [...sale.lines, `Monthly cost: ${formatAmount(cost.value)} a month`],
    results: [
      `Net proceeds: **${formatMoney(sale.net)}**`,
      `Months it pays for: **${formatNumber(months, 2)} months** (about ${formatNumber(months / 12, 1)} years)`,
    ],
    method: `Net = ${sale.method}; months = net ÷ ${formatMoney(cost.value)} (no interest earned, no other income)`,
  };
};

export const SALE_PROCEEDS_SPLIT_READERS: readonly Reader[] = [
  netSplitByShares,
  sharesByContribution,
  netCoversMonths,
];
