// A cash-out refinance's net cash, with every number stated ("appraisal came in at 520k, we owe 300k,
// lender does 80% LTV cash out, closing costs 6k come out of the proceeds"): the new loan is the value
// × the lender's largest loan-to-value; the payoff of what is owed and the closing costs come out of
// it, and the rest is the cash. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseAfter, clauseBefore, money, percents, type Reader } from './quick-math-reading.ts';

/** A cash-out refinance named: "cash out refi", "pull some equity out", "take cash out". */
export const CASH_OUT =
  /\bcash[- ]?out\b|\b(?:pull|take|get|taking|pulling|getting) (?:some |the )?(?:cash|equity|money) out\b/;
const VALUE = /\b(?:apprais\w*|value[ds]?|worth|valuation|comes? in at|came in at)\b/;
const OWED = /\b(?:owe[ds]?|owing|balance|payoff|left on|still have|first mortgage|mortgage of)\b/;
const COSTS = /\b(?:closing costs?|costs?|fees?|cc)\b/;

/** The words around a number in its clause: the label before it, or the one right after. */
const around = (text: string, t: NumberToken) =>
  `${clauseBefore(text, t).slice(-35)} | ${clauseAfter(text, t).slice(0, 25)}`;

export const cashOutRefinance: Reader = ({ text, tokens }) => {
  if (!CASH_OUT.test(text) || /\bheloc\b|line of credit|\bcltv\b/.test(text)) return null;
  // The LTV is the large share; closing costs may be a small one of the new loan ("costs 2%").
  const ltvs = percents(tokens).filter((t) => t.value >= 0.5 && t.value <= 1);
  const costShares = percents(tokens).filter((t) => t.value > 0 && t.value < 0.1);
  if (ltvs.length !== 1 || ltvs.length + costShares.length !== percents(tokens).length) return null;
  const ltv = ltvs[0]!;
  const costShare = costShares[0];
  if (costShares.length > 1 || (costShare && !COSTS.test(clauseBefore(text, costShare).slice(-35))))
    return null;
  const amounts = money(tokens).filter((t) => t.period === undefined);
  if (amounts.length !== money(tokens).length) return null;
  const labelOf = (t: NumberToken) => {
    const [before = '', after = ''] = around(text, t).split(' | ');
    const last = (re: RegExp) => {
      const hits = [...before.matchAll(new RegExp(re.source, 'g'))];
      return hits.at(-1)?.index ?? -1;
    };
    const named = [
      ['value', last(VALUE)],
      ['owed', last(OWED)],
      ['costs', last(COSTS)],
    ] as const;
    const best = named.filter(([, at]) => at >= 0).sort((a, b) => b[1] - a[1])[0];
    if (best) return best[0];
    if (/^\s*(?:in )?(?:closing costs?|costs?|fees?)\b/.test(after)) return 'costs';
    if (/^\s*(?:apprais\w*|value|valuation|home|house|property)\b/.test(after)) return 'value';
    if (/^\s*(?:left|owed|on the (?:mortgage|loan)|balance)\b/.test(after)) return 'owed';
    return undefined;
  };
  const value = amounts.filter((t) => labelOf(t) === 'value');
  const owed = amounts.filter((t) => labelOf(t) === 'owed');
  const costs = amounts.filter((t) => labelOf(t) === 'costs');
  if (value.length !== 1 || owed.length !== 1 || costs.length + (costShare ? 1 : 0) > 1) return null;
  if (value.length + owed.length + costs.length !== amounts.length) return null;
  const v = value[0]!.value;
  const b = owed[0]!.value;
  const loan = v * ltv.value;
  const c = costs[0]?.value ?? (costShare ? costShare.value * loan : 0);
  const cash = loan - b - c;
  if (!(b < v)) return null;
  return {
    title: 'Cash-out refinance: net cash',
    inputs: [
      `Value (appraisal): ${formatMoney(v)}`,
      `Owed now: ${formatMoney(b)}`,
      `Lender's limit: ${formatPercent(ltv.value)} loan-to-value`,
      `Closing costs: ${
        costs.length
          ? `${formatMoney(c)}, paid from the proceeds`
          : costShare
            ? `${formatPercent(costShare.value)} of the new loan = ${formatMoney(c)}, paid from the proceeds`
            : 'none stated'
      }`,
    ],
    results: [
      `New loan: **${formatMoney(loan)}** (${formatMoney(v)} × ${formatPercent(ltv.value)})`,
      cash > 0
        ? `Cash to you: **${formatMoney(cash)}** (${formatMoney(loan)} − ${formatMoney(b)} payoff${c ? ` − ${formatMoney(c)} closing costs` : ''})`
        : `No cash out: the payoff${c ? ' and costs' : ''} take ${formatMoney(-cash)} more than the new loan`,
    ],
    method: 'Cash = value × the largest LTV − the balance paid off − closing costs taken from the proceeds',
  };
};
