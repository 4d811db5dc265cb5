// The value an NOI supports at each of several cap rates asked in one question ("NOI 1.24M, worth at a
// 6.25 cap? and at 6.75?", "value at 6.25 and 6.75 caps"): value = NOI ÷ cap rate for every rate, in
// full dollars, and the difference between the highest and the lowest (rule 57). Part of quick-math.
import { formatMoney, formatPercent } from './format.ts';
import { labelled, yearly, type Reader } from './quick-math-reading.ts';

const ASKS_VALUE = /\b(?:worth|values?|valued|valuation|price|sell for|sells for|pay)\b/;
const NOI = /\b(?:noi|net operating income)\b/;
const CAP_MOVES =
  /\bcaps?(?: rates?)? (?:compress\w*|expand\w*|widen\w*|tighten\w*|decompress\w*|ris\w*|fall\w*|drop\w*|go(?:es)? (?:up|down|to)|mov\w*)/;
/** Words that would make a percentage a loan's or a share of something, not a cap rate. */
const NOT_A_CAP =
  /\b(?:loan|mortgage|interest|down|financ\w*|dscr|ltv|vacancy|expenses?|grow\w*|apprecia\w*|increas\w*|ris(?:e|es|ing)|climb\w*|escalat\w*)\b/;

export const valueAtCapRates: Reader = ({ text, tokens }) => {
  if (!/\bcaps?\b|\bcap rates?\b/.test(text) || !ASKS_VALUE.test(text) || NOT_A_CAP.test(text)) return null;
  // "if caps move out to 7.75", "compress to 6%": the market's new cap rate is one more rate to value
  // at. A move by an amount ("widen 50 bps", "rise by half a point") is a scenario answered part by
  // part (rule 8), since its number is no cap rate.
  if (CAP_MOVES.test(text) && /\bby\b|\bbps\b|\bbasis points?\b|\bpoints?\b/.test(text)) return null;
  const noi = labelled(text, tokens, NOI, ['money'], 2);
  if (!noi || tokens.filter((t) => t.kind === 'money').length !== 1) return null;
  const others = tokens.filter((t) => t !== noi);
  // "NOI in year 10": a number that counts the years is no cap rate.
  if (others.some((t) => /\b(?:year|yr)s?[\s-]?$/.test(text.slice(Math.max(0, t.start - 6), t.start))))
    return null;
  // Each other number is a cap rate written "6.25%", "6.25" or "a 6.25 cap", between 2% and 15%.
  const caps = others.map((t) => (t.kind === 'percent' ? t.value : t.kind === 'plain' ? t.value / 100 : NaN));
  if (caps.length < 2 || caps.length > 5 || caps.some((c) => !(c >= 0.02 && c <= 0.15))) return null;
  if (new Set(caps).size !== caps.length) return null;
  const income = noi.period === 'monthly' ? yearly(noi) : noi.value;
  const values = caps.map((c) => ({ cap: c, value: income / c }));
  const high = Math.max(...values.map((v) => v.value));
  const low = Math.min(...values.map((v) => v.value));
  const dollars = (n: number) => formatMoney(Math.round(n)).replace(/\.00$/, '');
  return {
    title: 'Value at each cap rate',
    inputs: [`NOI: ${dollars(income)} a year`, `Cap rates: ${caps.map((c) => formatPercent(c)).join(', ')}`],
    results: [
      ...values.map(
        (v) =>
          `At a ${formatPercent(v.cap)} cap: **${dollars(v.value)}** (${dollars(income)} ÷ ${formatPercent(v.cap)})`,
      ),
      `Difference between the highest and the lowest value: ${dollars(high - low)}`,
    ],
    method: 'Value = NOI ÷ cap rate; a higher cap rate means a lower value',
  };
};
