// The percent change between two figures (docs/assistant.md rule 50): "median went from 365,000 last
// year to 379k this year, what % is that", "inventory went 1,240 → 1,105, % change?". Part of
// quick-math (READERS there). The figure may be a price or a count (listings, days on market), so it
// is shown in dollars only when typed as money or named a price, value or rent.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { isCalendarYear } from './appreciation-math.ts';
import { AREA, num, type Reader } from './quick-math-reading.ts';

/** A share is asked for: "% change", "what percent", "by what %", "how much in %". */
const ASKS_SHARE = /%|\bpercent(?:age)?\b|\bpct\b/;
/** The figure moved: "went", "from … to", an arrow, "rose", "dropped", "was … now". */
const MOVED =
  /→|->|\bwent\b|\bgone\b|\bfrom\b|\b(?:rose|risen|fell|fallen|dropped|climbed|jumped|declined|grew|grown|increased|decreased|moved|shrank|change[ds]?)\b|\bwas\b.*\bnow\b|\blast (?:year|yr|month|quarter|qtr)\b.*\bthis (?:year|yr|month|quarter|qtr)\b|\bthis (?:year|yr|month|quarter|qtr)\b.*\blast (?:year|yr|month|quarter|qtr)\b|\b(?:yoy|year over year)\b/;
/** Words beside an amount that date it: the old figure or the new one. */
const OLD_WORDS =
  /\b(?:last (?:year|yr|month|quarter|qtr|week)|a (?:year|yr) ago|previously|before|was|from|used to be)\b/;
const NEW_WORDS = /\b(?:this (?:year|yr|month|quarter|qtr|week)|now|today|currently|is)\b/;

/** "old" or "new" when the amount's own words say which it is ("365,000 last year", "now 379k"). */
function whenOf(text: string, t: NumberToken, other: NumberToken): 'old' | 'new' | null {
  // Only the words between this amount and the other one, on its own side.
  const before = text.slice(other.end <= t.start ? other.end : Math.max(0, t.start - 25), t.start);
  const after = text.slice(t.end, other.start >= t.end ? other.start : t.end + 25);
  const beforeWords = before.split(/\bto\b|→|->/).pop() ?? '';
  const old = OLD_WORDS.test(after) || /\b(?:was|from|used to be)\s*\$?\s*$/.test(beforeWords);
  const now = NEW_WORDS.test(after) || /\b(?:to|now|is now|currently)\s*\$?\s*$|→\s*$|->\s*$/.test(before);
  return old && !now ? 'old' : now && !old ? 'new' : null;
}

export const percentChange: Reader = ({ text, tokens }) => {
  if (!ASKS_SHARE.test(text) || !MOVED.test(text)) return null;
  const figures = tokens.filter((t) => !isCalendarYear(t));
  if (figures.length !== 2 || figures.some((t) => t.kind !== 'money' && t.kind !== 'plain')) return null;
  let [a, b] = figures as [NumberToken, NumberToken];
  // Two rents a month and a year are not one figure moving.
  if (a.period !== b.period || a.value <= 0 || b.value <= 0) return null;
  const whenA = whenOf(text, a, b);
  const whenB = whenOf(text, b, a);
  if (whenA === 'new' || whenB === 'old') {
    // Written newest first ("379k now, 365k last year"): only when neither word contradicts it.
    if (whenA === 'old' || whenB === 'new') return null;
    [a, b] = [b, a];
  } else if (whenA === null && whenB === null && !/\bto\b|→|->/.test(text.slice(a.end, b.start))) return null; // nothing says which came first
  // Dollars when typed so ("$412k", "320k") or when the figure is a price, a value or a rent.
  const dollars =
    /\$|\d\s*(?:k|m|mil)\b/.test(a.raw + ' ' + b.raw) ||
    /\b(?:price[sd]?|value[sd]?|appraisal|appraised|worth|rents?|sold|sale|cost)\b/.test(text);
  const show = (v: number) => (dollars ? formatMoney(v) : formatNumber(v));
  const change = b.value / a.value - 1;
  // "median $/sf went from 238 to 251 … at a 1,840 sf median size, the implied price?": a price per
  // foot times a size stated is a price; any other size left over means the question is not this one.
  const perFoot =
    /\$\s?\/\s?(?:sf|sq\.?\s?ft|ft)\b|\bper (?:square )?(?:foot|sq\.?\s?ft|sf)\b|\bpsf\b|\bppsf\b/.test(text);
  const sizes = [...text.matchAll(AREA)];
  if (sizes.length > 1 || (sizes.length === 1 && !perFoot)) return null;
  const size = sizes[0] ? num(sizes[0][1]!) : undefined;
  return {
    title: 'Percent change',
    inputs: [
      `From: ${show(a.value)}`,
      `To: ${show(b.value)}`,
      ...(size !== undefined ? [`Size: ${formatNumber(size)} sq ft`] : []),
    ],
    results: [
      // A fall is said as one ("down 4.59%"), as people ask it ("by what percent did it drop").
      `Change: **${change >= 0 ? 'up' : 'down'} ${formatPercent(Math.abs(change))}** (${change >= 0 ? 'up' : 'down'} ${show(Math.abs(b.value - a.value))})`,
      ...(size !== undefined
        ? [
            `Implied price now: **${formatMoney(b.value * size)}** (${formatMoney(b.value)} × ${formatNumber(size)} sq ft; it was ${formatMoney(a.value * size)} at the earlier figure)`,
          ]
        : []),
    ],
    method: `${show(b.value)} ÷ ${show(a.value)} − 1`,
  };
};
