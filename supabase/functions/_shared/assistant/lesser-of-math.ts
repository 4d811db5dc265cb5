// The lesser (or greater) of two figures a rule names (docs/assistant.md rule 106): "heirs can pay off
// the lesser of the loan balance or 95% of the appraised value; balance $318,000, appraises at
// $290,000" = min($318,000, 95% × $290,000) = $275,500. A reverse mortgage's payoff by heirs, a
// lender's "lower of price or appraisal", a cap "the greater of $2,000 or 1%".
//
// Each side of the rule is a figure its words name ("the loan balance", "the appraised value"),
// optionally a percent of it; each name must find exactly one amount of the question by the same
// words, and every amount and percent must be used. Otherwise null, and the question is asked.
// Part of quick-math (READERS there).
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

const RULE =
  /\b(lesser|smaller|lower|greater|larger|higher) of (?:the |its |our |their )?(.{3,60}?) (?:or|and) (?:the |its |our |their )?(.{3,60}?)(?=[,.;?!]|\s+(?:whichever|what|how|so|if|then|but)\b|$)/;

/** Words of a name that carry its meaning, each cut to a stem ("appraised" and "appraises" agree). */
const STOP = new Set(['the', 'of', 'a', 'an', 'its', 'our', 'their', 'his', 'her', 'current', 'total']);
const stems = (words: string) =>
  words
    .split(/[^a-z&]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => SAME[w.slice(0, 5)] ?? w.slice(0, 5));
/** Stems that name one figure: a value said as "worth" or "appraised", a balance as "owed". */
const SAME: Record<string, string> = {
  worth: 'value',
  appra: 'value',
  value: 'value',
  owed: 'balan',
  owes: 'balan',
  payof: 'balan',
  balan: 'balan',
};

interface Side {
  shown: string;
  percent?: NumberToken;
  amount: NumberToken;
  value: number;
}

export const lesserOf: Reader = ({ text, tokens }) => {
  const rule = RULE.exec(text);
  if (!rule) return null;
  const ruleStart = rule.index;
  const ruleEnd = rule.index + rule[0].length;
  const amounts = tokens.filter((t) => t.kind === 'money' && t.period === undefined);
  const used = new Set<NumberToken>();
  const sides: Side[] = [];
  for (const part of [rule[2]!, rule[3]!]) {
    const at = text.indexOf(part, ruleStart);
    // "95% of the appraised value": a percent of the figure its words name.
    const pct = tokens.find((t) => t.kind === 'percent' && t.start >= at && t.end <= at + part.length);
    const name = pct ? part.slice(pct.end - at).replace(/^\s*of\s+/, '') : part;
    if (tokens.some((t) => t !== pct && t.start >= at && t.end <= at + part.length)) return null;
    const want = stems(name);
    if (want.length === 0) return null;
    // The amount whose own words (its clause before it, or right after) share a stem with the name.
    const named = amounts.filter((t) => {
      if (t.start >= ruleStart && t.end <= ruleEnd) return false;
      const before =
        text
          .slice(Math.max(0, t.start - 40), t.start)
          .split(/[.;?!,]\s|\band\b/)
          .pop() ?? '';
      const after = text.slice(t.end, t.end + 25).split(/[.;?!,]\s|\band\b/)[0] ?? '';
      const own = stems(`${before} ${after}`);
      return want.some((w) => own.includes(w));
    });
    if (named.length !== 1 || used.has(named[0]!)) return null;
    const amount = named[0]!;
    used.add(amount);
    if (pct) used.add(pct);
    sides.push({
      shown: part.trim(),
      ...(pct ? { percent: pct } : {}),
      amount,
      value: amount.value * (pct ? pct.value : 1),
    });
  }
  // Every amount and percent is one of the rule's.
  if (tokens.some((t) => (t.kind === 'money' || t.kind === 'percent') && !used.has(t))) return null;
  if (tokens.some((t) => t.kind !== 'money' && t.kind !== 'percent' && t.kind !== 'plain')) return null;
  const lesser = /lesser|smaller|lower/.test(rule[1]!);
  const [a, b] = sides as [Side, Side];
  const pick = lesser ? (a.value <= b.value ? a : b) : a.value >= b.value ? a : b;
  const line = (s: Side) =>
    s.percent
      ? `${s.shown}: ${formatRate(s.percent.value)} × ${formatAmount(s.amount.value)} = ${formatMoney(s.value)}`
      : `${s.shown}: ${formatAmount(s.amount.value)}`;
  return {
    title: `The ${lesser ? 'lesser' : 'greater'} of two figures`,
    inputs: sides.map(line),
    results: [`The ${lesser ? 'lesser' : 'greater'}, ${pick.shown}: **${formatMoney(pick.value)}**`],
    method: `${lesser ? 'min' : 'max'}(${formatMoney(a.value)}, ${formatMoney(b.value)})`,
  };
};
