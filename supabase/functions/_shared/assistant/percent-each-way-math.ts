// Two figures compared each way (docs/assistant.md rule 116): "how much higher is B, as a percent of
// A's price, and how much lower is A, as a percent of B's?". The two percents differ because each is
// taken of a different base, so a single percent change (change-math.ts) answers only half and, read
// in the wrong direction, gives the lower one alone. Only when both directions are asked, each beside
// a percent, and the two figures are the only numbers written.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { isCalendarYear } from './appreciation-math.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const HIGHER = /\b(?:higher|more|pricier|more expensive|above|greater|bigger|costlier)\b/g;
const LOWER = /\b(?:lower|less|cheaper|less expensive|below|smaller)\b/g;
const PERCENT = /%|\bpercent(?:age)?\b|\bpct\b/;
/** A change over time is the percent change's, not two places compared. */
const OVER_TIME =
  /\b(?:went|gone|rose|fell|dropped|grew|from \$?\d[\d,.]*k? to|last year|ago|now vs|since)\b/;

/** A direction word with a percent in its own clause (within 45 characters on either side). */
function askedWithPercent(text: string, words: RegExp): boolean {
  for (const m of text.matchAll(words)) {
    const start = m.index ?? 0;
    const before =
      text
        .slice(Math.max(0, start - 45), start)
        .split(/[.?!;]/)
        .pop() ?? '';
    const after = text.slice(start, start + m[0].length + 45).split(/[.?!;]| and /)[0] ?? '';
    if (PERCENT.test(before) || PERCENT.test(after)) return true;
  }
  return false;
}

export const percentEachWay: Reader = ({ text, tokens }) => {
  if (!PERCENT.test(text) || OVER_TIME.test(text)) return null;
  if (!askedWithPercent(text, HIGHER) || !askedWithPercent(text, LOWER)) return null;
  const figures = tokens.filter((t) => !isCalendarYear(t));
  if (figures.length !== 2) return null;
  const [a, b] = figures as [(typeof figures)[number], (typeof figures)[number]];
  if (a.kind !== b.kind || (a.kind !== 'money' && a.kind !== 'plain') || a.period !== b.period) return null;
  if (a.value <= 0 || b.value <= 0 || a.value === b.value) return null;
  if (!everyNumberPlaced(text, figures)) return null;
  const show = (v: number) => (a.kind === 'money' ? formatMoney(v) : formatNumber(v));
  const [low, high] = a.value < b.value ? [a.value, b.value] : [b.value, a.value];
  return {
    title: 'Two figures compared each way',
    inputs: [`Higher figure: ${show(high)}`, `Lower figure: ${show(low)}`],
    results: [
      `Difference: ${show(high - low)}`,
      `The higher is **${formatPercent(high / low - 1)}** above the lower (${show(high - low)} ÷ ${show(low)})`,
      `The lower is **${formatPercent(1 - low / high)}** below the higher (${show(high - low)} ÷ ${show(high)})`,
    ],
    method:
      'Each percent is the difference over its own base: above = difference ÷ the lower figure; below = difference ÷ the higher figure',
  };
};
