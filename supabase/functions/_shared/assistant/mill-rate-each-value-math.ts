// One mill rate and assessment ratio on several values (docs/assistant.md rule 116): "our two cars are
// valued at $28,000 and $19,500, assessed at 70% of value, mill rate 32.46: car tax on each, and
// total?". Each value × the ratio × mills ÷ 1,000, then the sum. The single-value tax is the property
// tax readers'; this one needs two or more values, one ratio and one mill rate, every number placed.
import { formatMoney, formatNumber, formatRate } from './format.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

/** "mill rate 32.46", "32.46 mills", "a mill rate of 32.46", "millage 24". */
const MILLS =
  /\b(?:mill rate|millage(?: rate)?|mill levy)\s*(?:is|of|=|:|at)?\s*(\d{1,3}(?:\.\d+)?)\b|\b(\d{1,3}(?:\.\d+)?)\s*mills?\b/;
/** "assessed at 70% of value", "70% assessment ratio", "assessment is 70 percent of market". */
const RATIO =
  /\bassess(?:ed|ment)?(?: ratio)?\s*(?:is|of|at|=)?\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)|(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)\s*(?:assessment|assessed|of (?:the )?(?:market |appraised |fair )?value)/;
const ASKS_EACH =
  /\beach\b|\btotal\b|\bboth\b|\btogether\b|\bcombined\b|\bper (?:car|vehicle|property|parcel|lot)\b/;

/** An amount taken off or added to a value or a tax is another calculation, asked rather than summed. */
const ADJUSTED =
  /\bexempt\w*|\bcredits?\b|\bdeduct\w*|\bdiscount|\brebate|\bminus\b|\bless\b|\boff\b|\bcap(?:ped|s)?\b|\bphase|\bfees?\b|\bsurcharge|\bplus\b|\bpaid\b|\bowe|\bloan\b/;

export const millRateOnEachValue: Reader = ({ text, tokens }) => {
  if (!ASKS_EACH.test(text) || ADJUSTED.test(text)) return null;
  if (!/\bvalue[ds]?\b|\bworth\b|\bappraised\b/.test(text)) return null;
  const mills = MILLS.exec(text);
  const ratio = RATIO.exec(text);
  if (!mills || !ratio) return null;
  const millRate = Number(mills[1] ?? mills[2]);
  const share = Number(ratio[1] ?? ratio[2]) / 100;
  if (!(millRate > 0 && millRate < 200 && share > 0 && share <= 1)) return null;
  const spanOf = (m: RegExpExecArray): Span => ({ start: m.index, end: m.index + m[0].length });
  const [millSpan, ratioSpan] = [spanOf(mills), spanOf(ratio)];
  const inside = (t: Span, s: Span) => t.start >= s.start && t.end <= s.end;
  const values = tokens.filter(
    (t) => t.kind === 'money' && !t.period && !inside(t, millSpan) && !inside(t, ratioSpan),
  );
  if (values.length < 2 || values.some((v) => v.value < 500)) return null;
  if (!everyNumberPlaced(text, [...values, millSpan, ratioSpan])) return null;
  const taxes = values.map((v) => (v.value * share * millRate) / 1000);
  const total = taxes.reduce((s, t) => s + t, 0);
  return {
    title: 'Tax by mill rate on each value',
    inputs: [
      ...values.map((v, i) => `Value ${i + 1}: ${formatMoney(v.value)}`),
      `Assessed at: ${formatRate(share)} of value`,
      `Mill rate: ${formatNumber(millRate, 3)} ($${formatNumber(millRate, 3)} per $1,000 assessed)`,
    ],
    results: [
      ...values.map(
        (v, i) =>
          `Tax on value ${i + 1}: ${formatMoney(v.value)} × ${formatRate(share)} × ${formatNumber(millRate, 3)} ÷ 1,000 = **${formatMoney(taxes[i]!)}**`,
      ),
      `Total: **${formatMoney(total)}** a year`,
    ],
    method: 'Tax = value × assessment ratio × mill rate ÷ 1,000, for each value; then the sum',
  };
};
