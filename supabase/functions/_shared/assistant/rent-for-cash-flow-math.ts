// The rent a rental needs to reach a target cash flow (rule 74): the fixed monthly costs (the loan's
// P&I, taxes, insurance, HOA…) plus the cash flow wanted, grossed up by the shares of the rent set
// aside (vacancy, management, repairs, capex…): rent = (target + fixed) ÷ (1 − the shares). Part of
// quick-math (READERS there); every number must be read in one of those roles or it does not fire.
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseAfter, clauseBefore, monthly, type Reader } from './quick-math-reading.ts';

const ASKS =
  /\b(?:what|how much|minimum|min|required|needed|break[- ]?even)\b[^.?]{0,30}\brent\b|\brent\b[^.?]{0,30}\b(?:do|would|should|must) (?:i|we) (?:need|charge|get)|\brent (?:needed|required|to (?:hit|get|reach|clear|achieve|make))\b/;
const TARGET = /\b(?:cash ?flow|clear|net(?:ting)?|pocket|profit)\b/;
const FIXED =
  /\b(?:p&i|p ?and ?i|piti|mortgage|loan payment|payment|debt service|tax(?:es)?|insurance|ins|hoa|association|utilities|water|sewer|trash|lawn|flood|pmi|mip)\b/;
const SHARE =
  /\b(?:vacancy|vacant|management|mgmt|manager|property manager|repairs?|maintenance|upkeep|capex|cap ?ex|capital expenditures?|reserves?|turnover)\b/;

/** The words that name a number: its own clause's words up to the number before and after it. */
function label(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
): { before: string; after: string } {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  const next = tokens.find((o) => o.start >= t.end);
  const before = clauseBefore(text, t).slice(-Math.max(0, t.start - (previous?.end ?? 0)));
  const after = clauseAfter(text, t).slice(0, Math.max(0, (next?.start ?? text.length) - t.end));
  return { before, after };
}

const rentForCashFlow: Reader = ({ text, tokens }) => {
  if (!ASKS.test(text) || !TARGET.test(text)) return null;
  let target: NumberToken | undefined;
  const fixed: { name: string; token: NumberToken }[] = [];
  const shares: { name: string; token: NumberToken }[] = [];
  for (const t of tokens) {
    const { before, after } = label(text, tokens, t);
    // The words right after a number name it first ("5% vacancy"), then the words before it.
    const near = `${after.slice(0, 30)} | ${before.slice(-40)}`;
    if (t.kind === 'percent') {
      const name = SHARE.exec(after.slice(0, 30)) ?? SHARE.exec(before.slice(-40));
      if (!name || t.value <= 0 || t.value >= 0.5) return null;
      shares.push({ name: name[0], token: t });
    } else if (t.kind === 'money' || (t.kind === 'plain' && t.value >= 10)) {
      // "hoa 150": a bare amount named by a cost's word is that cost.
      if (TARGET.test(near) && !FIXED.test(after.slice(0, 20))) {
        if (target) return null;
        target = t;
        continue;
      }
      const name = FIXED.exec(after.slice(0, 25)) ?? FIXED.exec(before.slice(-40));
      // A price, a rent or a yearly figure with no name leaves the story unclear.
      if (!name || /\brent\b/.test(before.slice(-15))) return null;
      // "taxes 3,480" with no period may be a year's: a bill that size is asked about, never taken as a
      // month's. A payment ("P&I 1,580") is a month's.
      if (!t.period && t.value >= 1000 && !/p&i|p ?and ?i|piti|mortgage|payment|debt service/.test(name[0]))
        return null;
      fixed.push({ name: name[0], token: t });
    } else return null;
  }
  if (!target || fixed.length === 0) return null;
  const shareTotal = shares.reduce((s, x) => s + x.token.value, 0);
  if (shareTotal >= 0.8) return null;
  // A cost stated without a period is monthly when it is a payment, and yearly only when said.
  const fixedMonthly = fixed.reduce((s, x) => s + monthly(x.token), 0);
  const rent = (monthly(target) + fixedMonthly) / (1 - shareTotal);
  // "p&i", "piti", "hoa" are initials; other names are words.
  const named = (name: string) =>
    /^(?:p&i|piti|hoa|pmi|mip|ins)$/.test(name) ? name.toUpperCase() : name[0]!.toUpperCase() + name.slice(1);
  const costLine = (x: { name: string; token: NumberToken }) =>
    `${named(x.name)}: ${formatMoney(monthly(x.token))}/month${x.token.period === 'yearly' ? ` (${formatMoney(x.token.value)} a year ÷ 12)` : ''}`;
  return {
    title: 'Rent needed for a target cash flow',
    inputs: [
      `Target cash flow: ${formatMoney(monthly(target))}/month`,
      ...fixed.map(costLine),
      ...shares.map((x) => `${named(x.name)}: ${formatPercent(x.token.value)} of the rent`),
    ],
    results: [
      `Fixed costs: ${formatMoney(fixedMonthly)}/month`,
      `Shares of the rent: ${formatPercent(shareTotal)}`,
      `Rent needed: **${formatMoney(rent)}/month** (${formatMoney(monthly(target))} + ${formatMoney(fixedMonthly)}) ÷ (1 − ${formatPercent(shareTotal)})`,
    ],
    method:
      'Rent = (target cash flow + fixed monthly costs) ÷ (1 − the shares of the rent set aside); a cost given a year is divided by 12',
  };
};

export const RENT_FOR_CASH_FLOW_READERS: readonly Reader[] = [rentForCashFlow];
