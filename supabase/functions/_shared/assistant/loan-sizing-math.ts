// A commercial loan sized by every limit the lender states (docs/assistant.md rule 39): the DSCR at a
// rate and amortization, the LTV on a price or on a value at a stated cap rate, and a debt yield. Each
// limit's loan is shown and the smallest one binds. Part of quick-math (READERS there); a question
// with a single limit is left to the reader of that limit. With no DSCR, a debt yield and an LTV on a
// stated value ("10% debt yield and 65% LTV on a 12.5M value: max loan under each test?") are two
// limits of their own: NOI ÷ debt yield and value × LTV, no rate or amortization needed.
import { loanFromPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { NOI_LABEL } from './operating-income-math.ts';
import { labelled, money, yearly, yearsOf, type Reader } from './quick-math-reading.ts';

const ASKS_LOAN =
  /\bmax(?:imum)? (?:loan|borrow\w*|debt|proceeds)|\bhow (?:big|much|large)(?: of)?(?: a)? loan|\b(?:biggest|largest) loan|\bloan (?:can|could|would) (?:i|we) get|\bhow much (?:can|could|would|will) (?:i|we|they|the bank|the lender|a lender) (?:borrow|lend|loan|get)|\bloan (?:size|sizing|amount)\b|\bwhat(?:'s| is)? (?:the )?loan\b|\bbinds?\b|\bbinding\b/;

/** "1.25x dscr", "dscr of 1.25", "1.30x coverage": the ratio the lender requires. */
function requiredRatio(text: string): number | undefined {
  const m =
    /\b(\d(?:\.\d+)?)\s?x?\s+(?:min(?:imum)?\s+)?(?:dscr|debt service coverage|coverage)|\b(?:dscr|coverage)(?: ratio)?(?: of| at| is|:)?\s+(?:min(?:imum)?\s+)?(\d(?:\.\d+)?)\s?x?\b/.exec(
      text,
    );
  const ratio = m ? Number(m[1] ?? m[2]) : undefined;
  return ratio !== undefined && ratio >= 1 && ratio < 3 ? ratio : undefined;
}

const LTV_AFTER =
  /^\s*(?:max(?:imum)?\s+)?(?:ltv|loan[- ]to[- ]value|of (?:the )?(?:price|purchase|value|appraisal|appraised|cost))\b/;
const DEBT_YIELD_AFTER = /^\s*(?:min(?:imum)?\s+)?(?:debt[- ]yield|dy)\b/;
const LIMIT_BEFORE = /\b(?:(ltv|loan[- ]to[- ]value)|(debt[- ]yield|dy))\b/g;

/**
 * Which limit a percentage is: the label right after it ("65% LTV", "10% debt yield") first, else the
 * nearest label before it with no number between ("caps LTV at 65%", "debt yield of 10% and LTV at
 * 65%": the 65% is the LTV's, not the debt yield's further back).
 */
function limitOf(text: string, t: NumberToken): 'ltv' | 'debt yield' | null {
  const after = text.slice(t.end, t.end + 22);
  if (LTV_AFTER.test(after)) return 'ltv';
  if (DEBT_YIELD_AFTER.test(after)) return 'debt yield';
  const before = text.slice(Math.max(0, t.start - 28), t.start);
  const last = [...before.matchAll(LIMIT_BEFORE)].at(-1);
  if (!last || /[\d%]/.test(before.slice(last.index))) return null;
  return last[1] ? 'ltv' : 'debt yield';
}

export const loanByLimits: Reader = ({ text, tokens }) => {
  if (!ASKS_LOAN.test(text)) return null;
  const ratio = requiredRatio(text);
  const noi = labelled(text, tokens, NOI_LABEL, ['money'], 3);
  const pct = tokens.filter((t) => t.kind === 'percent');
  const ltv = pct.filter((t) => limitOf(text, t) === 'ltv');
  const debtYield = pct.filter((t) => limitOf(text, t) === 'debt yield');
  // A cap rate the lender values at: "a 7.5 cap", "7.5% cap rate", "cap rate of 7.5%".
  const capMatch =
    /\b(\d{1,2}(?:\.\d+)?)\s*%?\s*cap(?:\s+rate)?\b(?!\s*(?:ltv|loan|at\b))|\bcap rate (?:of |at |is )?(\d{1,2}(?:\.\d+)?)\s*%?/.exec(
      text,
    );
  const capRate = capMatch ? Number(capMatch[1] ?? capMatch[2]) / 100 : undefined;
  const capToken = capMatch
    ? pct.find((t) => t.start >= capMatch.index && t.end <= capMatch.index + capMatch[0].length + 1)
    : undefined;
  const rates = pct.filter((t) => !ltv.includes(t) && !debtYield.includes(t) && t !== capToken);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const amounts = money(tokens).filter((t) => t !== noi);
  if (!noi || ltv.length > 1 || debtYield.length > 1) return null;
  if (ltv.length === 0 && debtYield.length === 0) return null;
  // With a DSCR its payment needs the one rate and term; without one, only the debt yield and the LTV
  // size the loan, so a rate or term stated beside them is a doubt left to the reading check.
  if (ratio ? rates.length !== 1 || terms.length !== 1 : rates.length !== 0 || terms.length !== 0)
    return null;
  // "lender needs a 10% debt yield, NOI 650k, how much can I borrow": a debt yield alone sizes the
  // loan (NOI ÷ debt yield), with no price, rate or term needed.
  const debtYieldAlone = !ratio && ltv.length === 0 && debtYield.length === 1 && amounts.length === 0;
  if (!ratio && !debtYieldAlone && (ltv.length !== 1 || debtYield.length !== 1 || amounts.length !== 1))
    return null;
  if (amounts.length > 1 || amounts.some((t) => t.period || t.value < 50_000)) return null;
  if (
    tokens.some(
      (t) =>
        t.kind !== 'money' &&
        t.kind !== 'percent' &&
        t.kind !== 'years' &&
        t.kind !== 'months' &&
        t.kind !== 'plain',
    )
  )
    return null;
  const yearlyNoi = yearly(noi);
  const limits: { name: string; loan: number; how: string }[] = [];
  const inputs = [`NOI: ${formatMoney(yearlyNoi)} a year`];
  if (ratio) {
    const rate = rates[0]!.value;
    const years = yearsOf(terms[0]!);
    if (!(rate > 0.01 && rate < 0.2) || !(years >= 5 && years <= 40)) return null;
    const maxDebtService = yearlyNoi / ratio;
    limits.push({
      name: `DSCR ${ratio}`,
      loan: loanFromPayment(maxDebtService / 12, rate, years),
      how: `${formatMoney(yearlyNoi)} ÷ ${ratio} = ${formatMoney(maxDebtService)} a year of debt service (${formatMoney(maxDebtService / 12)} a month) at ${formatPercent(rate, 3)} over ${years} years`,
    });
    inputs.push(`Required DSCR: ${ratio}`, `Rate: ${formatPercent(rate, 3)}, amortized over ${years} years`);
  }
  let missing: string | null = null;
  if (ltv.length === 1) {
    const share = ltv[0]!.value;
    const price = amounts[0];
    const base = price
      ? { value: price.value, shown: `${formatMoney(price.value)}` }
      : capRate && capRate > 0.02 && capRate < 0.15
        ? {
            value: yearlyNoi / capRate,
            shown: `${formatMoney(yearlyNoi)} ÷ ${formatPercent(capRate)} cap rate = ${formatMoney(yearlyNoi / capRate)}`,
          }
        : null;
    inputs.push(`LTV limit: ${formatPercent(share)}`);
    if (base) {
      inputs.push(`${price ? 'Price or value' : 'Lender’s value'}: ${base.shown}`);
      limits.push({
        name: `LTV ${formatPercent(share)}`,
        loan: share * base.value,
        how: `${formatPercent(share)} × ${formatMoney(base.value)}`,
      });
    } else missing = 'the price, or the value (or cap rate) the lender uses';
  } else if (amounts.length > 0) return null;
  if (debtYield.length === 1) {
    const dy = debtYield[0]!.value;
    inputs.push(`Minimum debt yield: ${formatPercent(dy)}`);
    limits.push({
      name: `Debt yield ${formatPercent(dy)}`,
      loan: yearlyNoi / dy,
      how: `${formatMoney(yearlyNoi)} ÷ ${formatPercent(dy)}`,
    });
  }
  const binding = limits.reduce((a, b) => (b.loan < a.loan ? b : a));
  return {
    title: missing
      ? 'Loan from the DSCR (the LTV limit needs a value)'
      : debtYieldAlone
        ? 'Maximum loan from the debt yield'
        : 'Maximum loan from each limit',
    inputs,
    results: [
      ...limits.map((l) => `${l.name}: ${formatMoney(l.loan)} (${l.how})`),
      missing
        ? `The DSCR allows **${formatMoney(limits[0]!.loan)}**. What is ${missing}? The LTV limit is a share of it, and the smaller loan binds.`
        : debtYieldAlone
          ? `Maximum loan: **${formatMoney(binding.loan)}** (the loan at which NOI ÷ loan is exactly ${formatPercent(debtYield[0]!.value)})`
          : `Maximum loan: **${formatMoney(binding.loan)}**: the ${binding.name.replace(/^Debt/, 'debt')} limit binds`,
    ],
    method: debtYieldAlone
      ? 'Debt yield = NOI ÷ loan, so the largest loan = NOI ÷ the minimum debt yield'
      : 'Each limit gives a loan; the lender lends the smallest of them',
  };
};
