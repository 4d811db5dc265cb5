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
// "existing loan $190,000", "the current mortgage is $140,000": what is owed now, named by the loan it is.
const OWED =
  /\b(?:owe[ds]?|owing|balance|payoff|left on|still have|first mortgage|mortgage of|(?:current|existing|old) (?:mortgage|loan|first)(?: is)?|mortgage is)\b/;
const COSTS = /\b(?:closing(?: costs?)?|costs?|fees?|cc)\b/;

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
      // "before and after closing costs": the cash before the costs come out, when there are costs.
      ...(c > 0 && loan - b > 0
        ? [
            `Cash before closing costs: **${formatMoney(loan - b)}** (${formatMoney(loan)} − ${formatMoney(b)} payoff)`,
          ]
        : []),
      cash > 0
        ? `Cash to you${c > 0 ? ' after closing costs' : ''}: **${formatMoney(cash)}** (${formatMoney(loan)} − ${formatMoney(b)} payoff${c ? ` − ${formatMoney(c)} closing costs` : ''})`
        : `No cash out: the payoff${c ? ' and costs' : ''} take ${formatMoney(-cash)} more than the new loan`,
    ],
    method: 'Cash = value × the largest LTV − the balance paid off − closing costs taken from the proceeds',
  };
};

/** "what does the house have to appraise for", "how much does it need to be worth", "minimum value". */
const VALUE_ASKED =
  /\b(?:have|has|need|needs) to (?:appraise|be worth|come in)\b|\bappraise (?:for|at)\b[^.?!]*\?|\b(?:minimum|lowest|least) (?:appraisal|value)\b|\bhow much (?:does|would|will) (?:the |my |our )?(?:house|home|place|property|it) (?:need to |have to )?(?:be worth|appraise)\b|\bwhat (?:value|appraisal) (?:do|would|will) (?:i|we) need\b/;
const WANTED = /\b(?:take|pull|get|taking|pulling|getting|want|need|cash[- ]?out of|cash out)\b/;

/**
 * The appraisal a cash-out needs ("take 90k cash out, lender caps it at 80% LTV, I owe 210k: what does
 * the house have to appraise for?"): the new loan must cover the cash and the payoff (and closing costs
 * when stated), and the value is that loan ÷ the largest LTV.
 */
export const cashOutValueNeeded: Reader = ({ text, tokens }) => {
  if (!CASH_OUT.test(text) || !VALUE_ASKED.test(text) || /\bheloc\b|line of credit/.test(text)) return null;
  const rates = percents(tokens);
  const ltvs = rates.filter((t) => t.value >= 0.5 && t.value <= 1);
  const costShares = rates.filter((t) => t.value > 0 && t.value < 0.1);
  if (ltvs.length !== 1 || costShares.length > 1 || ltvs.length + costShares.length !== rates.length)
    return null;
  if (tokens.some((t) => t.kind !== 'money' && t.kind !== 'percent')) return null;
  const costShare = costShares[0];
  if (
    costShare &&
    !COSTS.test(clauseBefore(text, costShare).slice(-35)) &&
    !/^\s*(?:in )?(?:closing )?costs?\b/.test(clauseAfter(text, costShare))
  )
    return null;
  const amounts = money(tokens);
  if (amounts.some((t) => t.period !== undefined)) return null;
  const owed = amounts.filter(
    (t) =>
      OWED.test(clauseBefore(text, t).slice(-25)) || /^\s*(?:left|owed|balance)\b/.test(clauseAfter(text, t)),
  );
  const costs = amounts.filter(
    (t) =>
      !owed.includes(t) &&
      COSTS.test(`${clauseBefore(text, t).slice(-25)} ${clauseAfter(text, t).slice(0, 20)}`),
  );
  const cash = amounts.filter((t) => !owed.includes(t) && !costs.includes(t));
  if (owed.length !== 1 || cash.length !== 1 || costs.length > 1 || (costs.length && costShare)) return null;
  const around = `${clauseBefore(text, cash[0]!).slice(-30)} ${clauseAfter(text, cash[0]!).slice(0, 20)}`;
  if (!WANTED.test(around) && !/\bcash\b/.test(around)) return null;
  const [want, b, ltv] = [cash[0]!.value, owed[0]!.value, ltvs[0]!.value];
  const flat = costs[0]?.value ?? 0;
  const loan = costShare ? (want + b + flat) / (1 - costShare.value) : want + b + flat;
  const value = loan / ltv;
  const costLine = costShare
    ? `${formatPercent(costShare.value)} of the new loan = ${formatMoney(loan * costShare.value)}`
    : costs.length
      ? formatMoney(flat)
      : /\bignore (?:the )?(?:closing )?costs\b|\bno (?:closing )?costs\b/.test(text)
        ? 'left out, as asked'
        : 'none stated';
  return {
    title: 'Cash-out refinance: the value needed',
    inputs: [
      `Cash wanted: ${formatMoney(want)}`,
      `Owed now: ${formatMoney(b)}`,
      `Lender's limit: ${formatPercent(ltv)} loan-to-value`,
      `Closing costs: ${costLine}`,
    ],
    results: [
      `New loan needed: ${formatMoney(loan)} (${formatMoney(want)} + ${formatMoney(b)}${flat ? ` + ${formatMoney(flat)}` : ''}${costShare ? `, grossed up for ${formatPercent(costShare.value)} costs` : ''})`,
      `Minimum appraisal: **${formatMoney(value)}** (${formatMoney(loan)} ÷ ${formatPercent(ltv)})`,
    ],
    method: 'Value needed = (cash wanted + payoff + closing costs) ÷ the largest LTV',
  };
};
