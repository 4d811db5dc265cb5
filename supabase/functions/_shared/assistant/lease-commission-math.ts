// A leasing commission on a lease's aggregate rent (rule 78): "broker's commission is 5% of aggregate
// base rent; the lease is 5 years at $4,200/mo flat", or tiered ("6% of base rent for years 1–5 and 3%
// for years 6–10, split 50/50 between listing and tenant rep"). The lease itself is read by the lease
// readers (leaseRentByYear in lease-math.ts: a flat or escalating rent, free months), with the
// commission's own words taken out of the question first. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { leaseRentByYear } from './lease-math.ts';
import { countOf, COUNT_WORDS } from './number-words.ts';
import { tokenizeNumbers } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

const COMMISSION =
  /\b(?:commissions?|leasing fees?|brokerage fees?|broker'?s? fees?|broker fees?|procuring (?:broker )?fee)\b/;
/** "of aggregate base rent", "of the total lease value", "on the base rent": what the rate is of. */
const OF_RENT =
  /^\s*(?:of|on)\s+(?:the\s+)?(?:(?:aggregate|total|gross|base|net|whole|entire|full)\s+)*(?:base\s+)?(?:rent(?:al)?|lease value|lease consideration|consideration|lease)\b(?:\s+(?:paid|payable|due))?(?:\s+over\s+the\s+(?:term|lease))?/;
/** The fee named right after its rate ("4% commission", "a 6% leasing fee"), or right before it. */
const FEE_AFTER = /^\s*(?:(?:leasing|brokerage|broker'?s?|total)\s+)?(?:commissions?|fees?)\b/;
const FEE_BEFORE =
  /\b(?:commissions?|leasing fees?|brokerage fees?|broker'?s? fees?)\s*(?:is|of|at|=|:|will be|would be)?\s*(?:a\s+)?(?:flat\s+)?$/;
/** The commission asked for: "how much is the fee", "what's the commission", "commission?". */
const ASKS_FEE =
  /\b(?:how much|what)\b[^.;:!?]*\b(?:commissions?|fees?)\b|\b(?:commissions?|fees?)\s*\?|\b(?:calculate|compute|figure out|work out)\b[^.;:!?]*\b(?:commissions?|fees?)\b/;
const N = `(\\d{1,2}|${COUNT_WORDS})`;
/** The years a rate covers, said after it: "for years 1-5", "on the first 5 years", "thereafter". */
const RANGES: readonly {
  re: RegExp;
  range: (m: RegExpExecArray, from: number) => [number, number | null];
}[] = [
  {
    re: new RegExp(
      `^\\s*(?:for|in|on|of|during|over)?\\s*(?:the\\s+)?(?:lease\\s+)?years?\\s+${N}\\s*(?:-|to|through|thru)\\s*${N}\\b`,
    ),
    range: (m) => [countOf(m[1]!), countOf(m[2]!)],
  },
  {
    re: new RegExp(
      `^\\s*(?:for|in|on|of|during|over)?\\s*(?:the\\s+)?first\\s+${N}\\s+(?:lease\\s+)?years?\\b`,
    ),
    range: (m) => [1, countOf(m[1]!)],
  },
  {
    re: new RegExp(
      `^\\s*(?:for|in|on|of|during|over)?\\s*(?:the\\s+)?(?:remaining|rest of the|balance of the|following|next|last)(?:\\s+${N})?(?:\\s+(?:lease\\s+)?years?|\\s+term)?\\b|^\\s*(?:thereafter|after that)\\b`,
    ),
    range: (m, from) => [from, m[1] ? from + countOf(m[1]) - 1 : null],
  },
];

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

interface Tier {
  rate: number;
  from: number;
  /** The last year it covers; null: to the end of the term. */
  to: number | null;
}

/** How the commission is shared: "split 50/50 between listing and tenant rep", "split evenly". */
function splitOf(text: string): { span: [number, number]; shares: { name: string; share: number }[] } | null {
  const m =
    /\bsplit\s+(?:(\d{1,2})\s?\/\s?(\d{1,2})|evenly|equally|in half|down the middle)(?:\s+(?:between|with)\s+(?:the\s+)?([a-z' ]+?)\s+(?:and|&)\s+(?:the\s+)?([a-z' ]+?))?(?=[.,;:?!]|$)/.exec(
      text,
    );
  if (!m) return null;
  const [a, b] = m[1] ? [Number(m[1]) / 100, Number(m[2]) / 100] : [0.5, 0.5];
  if (Math.abs(a + b - 1) > 1e-9) return null;
  const [first, second] = m[3] ? [m[3].trim(), m[4]!.trim()] : ['listing side', 'tenant’s side'];
  return {
    span: [m.index, m.index + m[0].length],
    shares: [
      { name: first, share: a },
      { name: second, share: b },
    ],
  };
}

/**
 * "Broker's commission is 5% of aggregate base rent. The lease is 5 years at $4,200/mo flat": the
 * commission on the rent over the term, each tier on the rent of its own years, and each side's share
 * when it is split.
 */
export const leaseCommission: Reader = ({ text, tokens }) => {
  // "tenant rep here: … what's my fee": a broker's fee is a commission.
  const brokerFee =
    /\bfees?\b/.test(text) &&
    /\b(?:brokers?|brokerage|tenant reps?|listing (?:broker|agent|side)|agents?)\b/.test(text);
  if (!COMMISSION.test(text) && !brokerFee) return null;
  const percents = tokens.filter((t) => t.kind === 'percent');
  // The commission's rates: a rate "of … rent", or one followed by the years it covers, in a question
  // that names a commission; the rest of the question is the lease.
  const tiers: Tier[] = [];
  const cut: [number, number][] = [];
  let next = 1;
  for (const t of percents) {
    // "a 4% commission on the total lease value": the fee's name may stand between rate and rent.
    const named = FEE_AFTER.exec(text.slice(t.end))?.[0].length ?? 0;
    const rest = text.slice(t.end + named);
    const of = OF_RENT.exec(rest);
    const afterOf = of ? rest.slice(of[0].length) : rest;
    let range: [number, number | null] | null = null;
    let rangeLength = 0;
    for (const r of RANGES) {
      const m = r.re.exec(afterOf);
      if (m) {
        range = r.range(m, next);
        rangeLength = m[0].length;
        break;
      }
    }
    // "commission is 5%", "a 4% commission": the fee's own rate, on the whole rent.
    // Said without what it is of, it is read so only when the commission is what is asked: "6%
    // commission: total rent" leaves the 6% to the reading check (rule 35).
    const ownRate =
      (named > 0 || FEE_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start))) && ASKS_FEE.test(text);
    if (!of && !range && !ownRate) continue;
    const [from, to] = range ?? [1, null];
    if (from !== next || (to !== null && to < from)) return null;
    tiers.push({ rate: t.value, from, to });
    next = to === null ? Infinity : to + 1;
    cut.push([t.start, t.end + named + (of?.[0].length ?? 0) + rangeLength]);
  }
  if (tiers.length === 0 || tiers.length > 4) return null;
  const split = splitOf(text);
  if (split) cut.push(split.span);
  // The lease without the commission's words: blanks keep every other number where it was.
  let lease = text;
  for (const [start, end] of cut)
    lease = `${lease.slice(0, start)}${' '.repeat(end - start)}${lease.slice(end)}`;
  const rent = leaseRentByYear(lease, tokenizeNumbers(lease));
  if (!rent) return null;
  const years = rent.years;
  const last = years.at(-1)!.year;
  // Every year of the term is in one tier, and no tier runs past it.
  const tiersInTerm = tiers.map((t) => ({ ...t, to: t.to ?? last }));
  if (tiersInTerm.at(-1)!.to !== last) return null;
  const priced = tiersInTerm.map((t) => {
    const rentIn = years
      .filter((y) => y.year >= t.from && y.year <= t.to)
      .reduce((sum, y) => sum + y.paid, 0);
    return { ...t, rentIn, fee: rentIn * t.rate };
  });
  const aggregate = years.reduce((sum, y) => sum + y.paid, 0);
  const total = priced.reduce((sum, p) => sum + p.fee, 0);
  const yearsLabel = (p: { from: number; to: number }) =>
    p.from === p.to ? `Year ${p.from}` : `Years ${p.from}–${p.to}`;
  return {
    title: 'Leasing commission on the aggregate rent',
    inputs: [
      ...rent.inputs,
      priced.length === 1
        ? `Commission: ${formatPercent(priced[0]!.rate)} of the aggregate rent`
        : `Commission: ${priced.map((p) => `${formatPercent(p.rate)} of the rent in ${yearsLabel(p).toLowerCase()}`).join(', ')}`,
      ...(split
        ? [`Split: ${split.shares.map((s) => `${formatPercent(s.share, 0)} to the ${s.name}`).join(', ')}`]
        : []),
    ],
    results: [
      `Aggregate rent over the term: **${formatMoney(aggregate)}**`,
      ...(priced.length > 1
        ? priced.map(
            (p) =>
              `${yearsLabel(p)}: ${formatPercent(p.rate)} × ${formatMoney(p.rentIn)} = **${formatMoney(p.fee)}**`,
          )
        : []),
      `Total commission: **${formatMoney(total)}**${priced.length === 1 ? ` (${formatPercent(priced[0]!.rate)} × ${formatMoney(aggregate)})` : ''}`,
      ...(split
        ? split.shares.map(
            (s) =>
              `${capitalized(s.name)} (${formatPercent(s.share, 0)}): **${formatMoney(total * s.share)}**`,
          )
        : []),
    ],
    method:
      'Commission = rate × the rent of the years it covers, summed over the term (free months pay no rent and earn no commission); a split divides the total',
  };
};
