// Two options' recurring cost over a span (docs/assistant.md rule 64): "flood insurance 2,840/yr vs
// 610/yr over 30 years" is the yearly gap × the years, flat (no inflation or investment return
// assumed, said in the answer). Both amounts a year, or both a month (× 12). Part of quick-math
// (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatNumber } from './format.ts';
import { everyNumberPlaced, money, yearly, type Reader } from './quick-math-reading.ts';

const COMPARES =
  /\bvs\.?\b|\bversus\b|\bcompared (?:to|with)\b|\bdifference\b|\bhow much (?:more|less|extra)\b|\bextra\b|\bsave[sd]?\b|\bsavings\b|\binstead of\b|\bagainst\b/;
/** "over 30 years", "for the next 10 yrs", "across 7 years", "in 5 years". */
const SPAN =
  /\b(?:over|for|across|during|in|within)\s+(?:the\s+|a\s+)?(?:next\s+|life of (?:the|a) loan,?\s*)?(\d{1,2})[\s-]*(?:years?|yrs?)(?:\s+(?:mortgage|loan|term|hold))?\b/;
const NAMES = /\b(?:option|house|home|place|property|choice|policy|plan|quote)\s+(?:[12]|#\s?[12])\b/g;

const costGapOverYears: Reader = ({ text, tokens }) => {
  if (!COMPARES.test(text)) return null;
  const span = SPAN.exec(text);
  const amounts = money(tokens);
  if (!span || amounts.length !== 2) return null;
  const [a, b] = amounts as [(typeof amounts)[0], (typeof amounts)[0]];
  // Both a year or both a month; a second amount with no period takes the first's ("2,840/yr vs 610").
  const period = a.period;
  if (!period || (b.period && b.period !== period)) return null;
  const placed = [
    a,
    b,
    { start: span.index, end: span.index + span[0].length },
    ...[...text.matchAll(NAMES)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
  ];
  if (!everyNumberPlaced(text, placed)) return null;
  const years = Number(span[1]);
  const [ya, yb] = [yearly(a), period === 'monthly' && !b.period ? b.value * 12 : yearly(b)];
  if (!(years >= 1 && ya > 0 && yb > 0)) return null;
  const gap = Math.abs(ya - yb);
  const higher = ya > yb ? 'first' : 'second';
  return {
    title: `The difference over ${years} years`,
    inputs: [
      `First: ${formatMoney(ya)} a year${period === 'monthly' ? ` (${formatMoney(a.value)} a month)` : ''}`,
      `Second: ${formatMoney(yb)} a year${period === 'monthly' ? ` (${formatMoney(b.value)} a month)` : ''}`,
      `Span: ${years} years`,
    ],
    results: [
      `Difference: **${formatMoney(gap)}** a year (${formatMoney(gap / 12)} a month), the ${higher} higher`,
      `Over ${years} years: **${formatMoney(gap * years)}** (${formatMoney(gap)} × ${years})`,
      `Totals: ${formatMoney(ya * years)} against ${formatMoney(yb * years)}`,
    ],
    method: `Yearly difference × ${formatNumber(years, 0)} years, flat: no premium increases or investment return assumed`,
  };
};

export const COST_GAP_READERS: readonly Reader[] = [costGapOverYears];
