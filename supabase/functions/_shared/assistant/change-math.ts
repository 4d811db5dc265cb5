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

/** What a figure is measured in, right after it: "/sf", "psf", "a month", "/sf/yr". */
const FIGURE_UNIT =
  '(?:\\s*(?:\\/\\s*|per\\s+|a\\s+)(?:sq\\.?\\s?ft|sqft|[ru]?sf|square\\s+f(?:oo|ee)t|foot|ft)\\b|\\s*psf\\b)?(?:\\s*(?:\\/\\s*|per\\s+|a\\s+)(?:mo(?:nth)?|yr|year)\\b|\\s*(?:monthly|annually|yearly)\\b)?';
const FROM_TO = new RegExp(
  `\\bfrom\\s+\\$?(\\d[\\d,]*(?:\\.\\d+)?)(k\\b)?(${FIGURE_UNIT})\\s*(?:to|up to|down to|→|->)\\s*\\$?(\\d[\\d,]*(?:\\.\\d+)?)(k\\b)?(${FIGURE_UNIT})`,
);
/** "$14.50 psf in 2019 and $19.25 psf in 2024": two amounts, each dated. */
const DATED_PAIR = new RegExp(
  `\\$?(\\d[\\d,]*(?:\\.\\d+)?)(k\\b)?(${FIGURE_UNIT})\\s+(?:in|back in|as of)\\s+(?:19|20)\\d\\d\\b[^.;?]{0,25}?\\b(?:and|to|now|vs\\.?|versus|then)\\s+(?:(?:it'?s|they'?re|are|is|was|were)\\s+)?\\$?(\\d[\\d,]*(?:\\.\\d+)?)(k\\b)?(${FIGURE_UNIT})\\s+(?:in|as of|by)\\s+(?:19|20)\\d\\d\\b`,
);
/** Growth asked over the span: a yearly rate, compounded or not, or the total. */
const ASKS_GROWTH =
  /\bcagr\b|\bcompound(?:ed)? (?:annual|yearly)\b|\bannual(?:i[sz]ed)?\b|\byearly\b|\b(?:a|per) (?:year|yr)\b|%|\bpercent(?:age)?\b|\bhow much\b[^.?!]{0,30}\b(?:grow|grew|increase|rise|rose|go up|went up)\b/;

/**
 * "Asking rents for flex space went from $18.00 to $23.50/sf over 5 years: total % increase and CAGR?"
 * (rule 79): a figure of any unit (a rent or price per foot, a rent a month, a price) moved from one
 * amount to another over a span of years gives the total change and the compound yearly rate. The unit
 * is read from the text (an amount per foot is no token), said once or on both; a span is a count of
 * years, or two calendar years. Every other number stops it.
 */
export const growthOverSpan: Reader = ({ text, tokens }) => {
  if (!ASKS_GROWTH.test(text)) return null;
  const m = FROM_TO.exec(text) ?? DATED_PAIR.exec(text);
  if (!m) return null;
  const from = num(m[1]!) * (m[2] ? 1000 : 1);
  const to = num(m[4]!) * (m[5] ? 1000 : 1);
  const [unitA, unitB] = [m[3]!.trim(), m[6]!.trim()];
  const kindOf = (u: string) =>
    /sf|sq|foot|ft/.test(u) ? 'foot' : /mo/.test(u) ? 'month' : /yr|year|annual/.test(u) ? 'year' : '';
  if (unitA && unitB && kindOf(unitA) !== kindOf(unitB)) return null;
  const unit = unitB || unitA;
  if (!(from > 0 && to > 0)) return null;
  const start = m.index;
  const end = m.index + m[0].length;
  const spans = tokens.filter((t) => t.kind === 'years');
  const calendar = [...text.matchAll(/(?<![$\d,.])\b(?:19[5-9]\d|20[0-4]\d)\b(?![,.]?\d|\s?k\b)/g)].map((y) =>
    Number(y[0]),
  );
  const n =
    spans.length === 1 && calendar.length === 0
      ? spans[0]!.value
      : spans.length === 0 && calendar.length === 2
        ? Math.abs(calendar[1]! - calendar[0]!)
        : NaN;
  if (!(n >= 1 && n <= 60)) return null;
  const others = tokens.filter(
    (t) => !(t.start >= start && t.end <= end) && !spans.includes(t) && !isCalendarYear(t),
  );
  if (others.length > 0) return null;
  const shown = (v: number) => {
    const k = kindOf(unit);
    const dollars = formatMoney(v);
    return k === 'foot'
      ? `${dollars}/sq ft${/mo/.test(unit) ? ' a month' : ''}`
      : k === 'month'
        ? `${dollars} a month`
        : k === 'year'
          ? `${dollars} a year`
          : dollars;
  };
  const total = to / from - 1;
  const rate = (to / from) ** (1 / n) - 1;
  return {
    title: 'Growth over the years',
    inputs: [
      `From: ${shown(from)}`,
      `To: ${shown(to)}`,
      `Years: ${n}${calendar.length === 2 ? ` (${Math.min(...calendar)} to ${Math.max(...calendar)})` : ''}`,
    ],
    results: [
      `Total change: **${total >= 0 ? '' : '−'}${formatPercent(Math.abs(total))}** (${total >= 0 ? 'up' : 'down'} ${formatMoney(Math.abs(to - from))})`,
      `Compound annual growth rate (CAGR): **${rate >= 0 ? '' : '−'}${formatPercent(Math.abs(rate))}** a year over ${n} years`,
    ],
    method: `Total = ${formatMoney(to)} ÷ ${formatMoney(from)} − 1; CAGR = (${formatMoney(to)} ÷ ${formatMoney(from)})^(1/${n}) − 1`,
  };
};
