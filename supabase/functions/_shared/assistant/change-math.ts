// The percent change between two figures (docs/assistant.md rule 50): "median went from 365,000 last
// year to 379k this year, what % is that", "inventory went 1,240 → 1,105, % change?". Part of
// quick-math (READERS there). The figure may be a price or a count (listings, days on market), so it
// is shown in dollars only when typed as money or named a price, value or rent.
import { isChangeAmount } from './change-by.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { isCalendarYear } from './appreciation-math.ts';
import { AREA, datesNamed, num, type Reader } from './quick-math-reading.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';

/** A share is asked for: "% change", "what percent", "by what %", "how much in %". */
const ASKS_SHARE = /%|\bpercent(?:age)?\b|\bpct\b/;
/** The figure moved: "went", "from … to", an arrow, "rose", "dropped", "was … now". */
const MOVED =
  /→|->|\bwent\b|\bgone\b|\bfrom\s+(?:about |around |roughly )?\$?\d|\bfrom\b(?=[^.?!;]{0,40}\bto\b)|\b(?:rose|risen|fell|fallen|dropped|climbed|jumped|declined|grew|grown|increased|decreased|moved|shrank|change[ds]?)\b|\bwas\b.*\bnow\b|\blast (?:year|yr|month|quarter|qtr)\b.*\bthis (?:year|yr|month|quarter|qtr)\b|\bthis (?:year|yr|month|quarter|qtr)\b.*\blast (?:year|yr|month|quarter|qtr)\b|\b(?:yoy|year over year)\b/;
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

/** The change carried on: "if it kept rising at that same rate for 3 more years", "at that pace". */
const CARRIED_ON =
  /\b(?:what|where|how much) (?:would|will|might|could) (?:it|that|they|the [a-z]+|prices?|values?|rents?|the median)(?: [a-z]+)? be (?:in|after)\b|\bif (?:that|it|this|the trend|prices?|rents?) (?:continues|keeps up|holds|lasts|persists)\b|\b(?:kept|keeps|keep|continu\w*|carr(?:y|ies|ied) on|stays?|held|holds?|sustain\w*)\b[^.?!]{0,60}\b(?:rate|pace|clip|percent|%|going|rising|growing|climbing|increasing|falling|dropping)\b|\b(?:same|that) (?:annual |yearly )?(?:rate|pace|growth|clip)\b/;
/** The years it is carried on for: "for 3 more years", "another 5 years", "over the next 4 years". */
const MORE_YEARS =
  /\b(?:for |over |in )?(?:(?:the )?next |another |(?:a further )?)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?: more| additional| further)?\s*(?:years?|yrs?)\b|\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)%? (?:more|additional|further) (?:years?|yrs?)\b/;
/** The change took one year: "over the past year", "a year ago", "last year … this year", "yoy". */
const ONE_YEAR =
  /\b(?:past|last|previous|prior) (?:year|yr|12 months|twelve months)\b|\bover (?:a|one|the) year\b|\b(?:a|one) (?:year|yr) ago\b|\byoy\b|\by\/y\b|\byear[- ]over[- ]year\b|\bin (?:a|one) year\b|\b(?:1|one)[- ]year\b|\bthis (?:year|yr)\b/;

/** Two calendar years one apart ("285,000 in 2024 and 272,500 in 2025"): a one-year change. */
const yearsOneApart = (text: string) => {
  const years = [...text.matchAll(/(?<![$\d,.])\b(?:19[5-9]\d|20[0-4]\d)\b(?![,.]?\d|\s?k\b)/g)].map((m) =>
    Number(m[0]),
  );
  return years.length === 2 && Math.abs(years[1]! - years[0]!) === 1;
};
/** An age told in the story ("I'm 42"): never a figure. */
const isAge = (text: string, t: NumberToken) =>
  /\b(?:i'?m|im|we'?re|aged?)\s*$/.test(text.slice(Math.max(0, t.start - 10), t.start)) ||
  /^\s*(?:years? old|yo)\b/.test(text.slice(t.end, t.end + 12));

/**
 * "went from 318,000 to 341,500 over the past year: % change, and the median after 3 more years at
 * that same rate?" (rule 84): the one year's change, then the latest figure grown at it for the years
 * said. Tried before the growth readers, which would read the years ahead as the span of the change.
 * The change must be a year's ("past year", "last year … this year", "yoy", two calendar years one
 * apart); over a longer span the reader declines.
 */
export const changeCarriedForward: Reader = ({ text, tokens: said }) => {
  if (!ASKS_SHARE.test(text) || !CARRIED_ON.test(text)) return null;
  const more =
    MORE_YEARS.exec(text) ??
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?:years?|yrs?) from now\b/.exec(text);
  if (!more) return null;
  const ahead = countOf(more[1] ?? more[2]!);
  if (!(ahead >= 1 && ahead <= 50) || !(ONE_YEAR.test(text) || yearsOneApart(text))) return null;
  const inMore = (t: NumberToken) => t.start >= more.index && t.end <= more.index + more[0].length;
  const span = ONE_YEAR.exec(text);
  const inSpan = (t: NumberToken) => !!span && t.start >= span.index && t.end <= span.index + span[0].length;
  const yearAgo = /\ba year ago\b/.test(text);
  // "$1,850 a year ago" is the figure a year ago, not an amount a year; ages and story years are no figures.
  const tokens = said
    .filter((t) => !inMore(t) && !inSpan(t) && !isAge(text, t))
    .map((t) =>
      t.period === 'yearly' &&
      yearAgo &&
      (/^\s*ago\b/.test(text.slice(t.end, t.end + 6)) || !/year|yr|annual/.test(t.raw))
        ? { ...t, period: undefined }
        : t,
    );
  const dated = datedOrder(text, tokens);
  return readChange(text, dated ?? tokens, ahead, dated !== null);
};

/** Two figures each followed by its calendar year ("285,000 in 2024 and 272,500 in 2025"), oldest first. */
function datedOrder(text: string, tokens: readonly NumberToken[]): NumberToken[] | null {
  const figures = tokens.filter((t) => !isCalendarYear(t));
  if (figures.length !== 2) return null;
  const yearOf = (t: NumberToken) =>
    /^\s*(?:in|as of|for)\s+((?:19|20)\d\d)\b/.exec(text.slice(t.end, t.end + 12))?.[1];
  const [ya, yb] = figures.map(yearOf);
  if (!ya || !yb || ya === yb) return null;
  return Number(ya) < Number(yb) ? figures : [figures[1]!, figures[0]!];
}

export const percentChange: Reader = ({ text, tokens }) => {
  if (!ASKS_SHARE.test(text) || !MOVED.test(text)) return null;
  return readChange(text, tokens);
};

function readChange(
  text: string,
  tokens: readonly NumberToken[],
  ahead?: number,
  ordered = false,
): ReturnType<Reader> {
  const figures = tokens.filter((t) => !isCalendarYear(t));
  if (figures.length !== 2 || figures.some((t) => t.kind !== 'money' && t.kind !== 'plain')) return null;
  // "went up $200 to $2,200": an amount said as the size of a move is no level (change-by.ts).
  if (figures.some((t) => isChangeAmount(text, t))) return null;
  let [a, b] = figures as [NumberToken, NumberToken];
  // Two rents a month and a year are not one figure moving.
  if (a.period !== b.period || a.value <= 0 || b.value <= 0) return null;
  const whenA = ordered ? 'old' : whenOf(text, a, b);
  const whenB = ordered ? 'new' : whenOf(text, b, a);
  if (ordered) {
    // Already oldest first, by the calendar years written beside them.
  } else if (whenA === 'new' || whenB === 'old') {
    // Written newest first ("379k now, 365k last year"): only when neither word contradicts it.
    if (whenA === 'old' || whenB === 'new') return null;
    [a, b] = [b, a];
  } else if (whenA === null && whenB === null && !/\bto\b|→|->/.test(text.slice(a.end, b.start))) return null; // nothing says which came first
  // Dollars when typed so ("$412k", "320k") or when the figure is a price, a value or a rent.
  const dollars =
    /\$|\d\s*(?:k|m|mil)\b/.test(a.raw + ' ' + b.raw) ||
    /\b(?:price[sd]?|value[sd]?|appraisal|appraised|worth|rents?|sold|sale|cost)\b/.test(text) ||
    // "zip median from 600,000 to 648,000": a median in the thousands is a price.
    (/\bmedian\b/.test(text) && !/\bdays\b/.test(text) && a.value >= 10_000 && b.value >= 10_000);
  const show = (v: number) => (dollars ? formatMoney(v) : formatNumber(v));
  const change = b.value / a.value - 1;
  // "median $/sf went from 238 to 251 … at a 1,840 sf median size, the implied price?": a price per
  // foot times a size stated is a price; any other size left over means the question is not this one.
  const perFoot =
    /\$\s?\/\s?(?:sf|sq\.?\s?ft|ft)\b|\bper (?:square )?(?:foot|sq\.?\s?ft|sf)\b|\bpsf\b|\bppsf\b/.test(text);
  const sizes = [...text.matchAll(AREA)];
  if (sizes.length > 1 || (sizes.length === 1 && !perFoot)) return null;
  const size = sizes[0] ? num(sizes[0][1]!) : undefined;
  if (ahead !== undefined && size !== undefined) return null;
  const projected = ahead !== undefined ? b.value * (1 + change) ** ahead : undefined;
  return {
    title: ahead !== undefined ? 'Percent change, carried forward' : 'Percent change',
    inputs: [
      `From: ${show(a.value)}`,
      `To: ${show(b.value)}`,
      ...(size !== undefined ? [`Size: ${formatNumber(size)} sq ft`] : []),
      ...(ahead !== undefined
        ? [`Carried on: ${ahead} more year${ahead === 1 ? '' : 's'} at the same yearly rate`]
        : []),
    ],
    results: [
      // A fall is said as one ("down 4.59%"), as people ask it ("by what percent did it drop").
      `Change: **${change >= 0 ? 'up' : 'down'} ${formatPercent(Math.abs(change))}** (${change >= 0 ? 'up' : 'down'} ${show(Math.abs(b.value - a.value))})`,
      ...(size !== undefined
        ? [
            `Implied price now: **${formatMoney(b.value * size)}** (${formatMoney(b.value)} × ${formatNumber(size)} sq ft; it was ${formatMoney(a.value * size)} at the earlier figure)`,
          ]
        : []),
      ...(projected !== undefined
        ? [
            `After ${ahead} more year${ahead === 1 ? '' : 's'} at ${change >= 0 ? '' : '−'}${formatPercent(Math.abs(change))} a year: **${show(projected)}** (${show(b.value)} × (1 ${change >= 0 ? '+' : '−'} ${formatPercent(Math.abs(change))})^${ahead})`,
          ]
        : []),
    ],
    method: `${show(b.value)} ÷ ${show(a.value)} − 1${projected !== undefined ? `; then the latest figure × (1 + that change)^${ahead}, compounding each year` : ''}`,
  };
}

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

/** A percent that changes a figure, in the words beside it: "a 7.5 percent increase", "raises them 6%". */
const RAISE =
  /\b(?:increase[sd]?|increasing|increse[sd]?|raise[sd]?|raising|raisng|rasing|hikes?|hiked|hiking|bumps?|bumped|bumping|go(?:es|ing)? up|went up|rises?|rising|grows?|growing|growth|escalat\w*)\b|\bup(?: by)?\s*$|^\s*(?:\S+\s+)?up\b(?! with)/;
const CUT =
  /\b(?:decrease[sd]?|decreasing|cuts?|cutting|reduced?|reduces|reducing|reduction|lower(?:ed|s|ing)?|drops?|dropp(?:ed|ing)|falls?|down)\b/;
/** Words of a loan, a return or a market rate: a percent there is no change of the figure. */
const OTHER_PERCENT =
  /\b(?:loan|mortgage|interest|apr|cap rate|cap|vacancy|commission|down payment|down|refi\w*|points?|appreciat\w*|ltv|dscr|cash on cash|roi|irr|tax rate|taxe?d|capital gains?|gains? tax|mill)\b/;
/** Between the percent and the amount, words that make the amount the figure after the change. */
const AFTER_THE_CHANGE =
  /^\s*(?:\w+\s+){0,2}?(?:to|up to|down to|making (?:it|them)|so (?:it'?s|they'?re)|=)\s*\$?\s*$|\bnow\b/;
/** The figure before the change is asked: "what was it before", "the original rent". */
const ASKS_BEFORE =
  /\bwhat (?:was|were) (?:it|they|the|our|my)\b|\bbefore the (?:increase|raise|hike|bump|cut)\b|\boriginal(?:ly)?\b|\bused to be\b|\bprevious(?:ly)?\b|\bprior\b/;
/** The percent repeats each period: "every year", "a year", "annually", "compounded", "annual increases". */
const REPEATS =
  /\b(?:every|evry|each|per|a)\s+(?:year|yr)\b|\bannual(?:ly)?\b|\byearly\b|\bcompound(?:ed|ing)?\b|\byear over year\b|\byoy\b|\/\s?yr\b/;
/** How many increases: "after five annual increases", "in 3 yrs", "after 4 years", "5 years from now". */
const INCREASES = new RegExp(
  `\\b(?:after|with|following)\\s+(\\d{1,2}|${COUNT_WORDS})\\s+(?:more\\s+)?(?:annual\\s+|yearly\\s+|straight\\s+|consecutive\\s+)?(?:increases|increses|raises|bumps|hikes|years|yrs|rounds)\\b|\\b(?:in|after|over|for)\\s+(?:the\\s+next\\s+|another\\s+)?(\\d{1,2}|${COUNT_WORDS})\\s+(?:more\\s+)?(?:years|yrs)\\b|\\b(\\d{1,2}|${COUNT_WORDS})\\s+(?:years|yrs)\\s+(?:from now|out|later|down the road)\\b`,
);
/** A count of homes the figure is paid on: "24 units", "each of our 48 owners", "a 36-unit building". */
const PAYERS =
  /\b(\d{1,4})(?:\s+|-)(?:units?|owners?|homes?|homeowners?|condos?|members?|households?|doors?|lots?|apartments?|tenants?)\b/g;
const payerCounts = (text: string) =>
  [...text.matchAll(PAYERS)].map((m) => ({
    value: Number(m[1]),
    start: m.index,
    end: m.index + m[0].length,
  }));

/** A figure's period as said after it: " a month", " a year", or nothing. */
const perPeriod = (period: NumberToken['period']) =>
  period === 'monthly' ? ' a month' : period === 'yearly' ? ' a year' : '';

/**
 * "dues are $385 a month and the board's proposing a 7.5 percent increase. new monthly dues? how much
 * more a year?", "HOA dues are $310/month; if the board raises them 6% every year, what after five
 * annual increases?", "gross rents are 412K/yr; if they grow 3.5% a year compounded, what in 3 yrs"
 * (rule 88): one figure changed by a percent once (the new figure, the change, and a month's change
 * over a year), or the same percent repeated N times (figure × (1 + rate)^N). The percent must be said
 * as a change of the figure, and a count without a repeating rate, or a rate repeating without a count,
 * is not guessed at.
 */
export const percentRaise: Reader = ({ text, tokens }) => {
  const rates = tokens.filter((t) => t.kind === 'percent');
  if (rates.length !== 1) return null;
  const rate = rates[0]!;
  // The words before the percent, and after it; a bare "up" counts only beside it ("up 7%", "7% up"),
  // never as "what do we end up with".
  const wordsBefore = text.slice(Math.max(0, rate.start - 35), rate.start);
  const wordsAfter = text.slice(rate.end, rate.end + 25);
  const up = RAISE.test(wordsBefore) || RAISE.test(wordsAfter);
  const down = CUT.test(`${wordsBefore} ${wordsAfter}`);
  if (up === down || OTHER_PERCENT.test(text)) return null;
  const counted = INCREASES.exec(text);
  const inCount = (t: NumberToken) =>
    counted !== null && t.start >= counted.index && t.end <= counted.index + counted[0].length;
  const amounts = tokens.filter((t) => t.kind === 'money' && !isCalendarYear(t) && !inCount(t));
  if (amounts.length !== 1) return null;
  const base = amounts[0]!;
  if (!(base.value > 0) || rate.value <= 0 || rate.value >= 1) return null;
  // "went up 12% to $6,720", "they're $385 now after a 7.5% raise; what were they?": the amount is
  // the figure after the change, and the one asked for is before it, so nothing is guessed.
  if (AFTER_THE_CHANGE.test(text.slice(rate.end, base.start)) || ASKS_BEFORE.test(text)) return null;
  const countText = counted ? (counted[1] ?? counted[2] ?? counted[3])! : undefined;
  const times = countText ? countOf(countText) : undefined;
  // The rate repeats by its own words ("6% every year", "3.5% a year compounded") or the count's
  // ("after five annual increases"); "how much more per year" elsewhere asks for a year's change.
  const rateWords = `${
    text
      .slice(Math.max(0, rate.start - 30), rate.start)
      .split(/[.;?!]\s|,\s/)
      .pop() ?? ''
  } ${text.slice(rate.end, rate.end + 30).split(/[.;?!]|,\s/)[0]}`;
  const repeats =
    rate.period === 'yearly' ||
    REPEATS.test(rateWords) ||
    (counted !== null && /\b(?:increases|raises|bumps|hikes|rounds)\b/.test(counted[0]));
  // A count of increases needs a rate that repeats; a repeating rate needs the count, unless only the
  // next one is asked ("next year's dues").
  const next = /\bnext (?:year|yr)'?s?\b/.test(text);
  const n = times !== undefined ? (repeats ? times : NaN) : repeats ? (next ? 1 : NaN) : 1;
  if (!(n >= 1 && n <= 50)) return null;
  // Every other term is the count's own, and no other amount or rate is left.
  const countSpan = counted ? { start: counted.index, end: counted.index + counted[0].length } : undefined;
  // "over 12 months", "in the first 12 months": the year a month's change is summed over.
  const yearSpans = [
    ...text.matchAll(/\b(?:over|in|for|across)\s+(?:the\s+)?(?:next\s+|first\s+|coming\s+)?12\s+months\b/g),
  ].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const others = tokens.filter(
    (t) =>
      t !== base &&
      t !== rate &&
      !isCalendarYear(t) &&
      t.kind !== 'plain' &&
      ![countSpan, ...yearSpans].some((s) => s && t.start >= s.start && t.end <= s.end),
  );
  if (others.length > 0) return null;
  // A rent or dues said with no period is a month's ("tenant pays $1,675"), said so.
  const monthByName =
    base.period === undefined &&
    /\b(?:rent|rents|dues|hoa|fee|fees|pays?|paying)\b/.test(
      text.slice(Math.max(0, base.start - 30), base.start),
    ) &&
    !/\b(?:year|annual|yearly|budget)\b/.test(text.slice(Math.max(0, base.start - 30), base.end + 15));
  const period = monthByName ? 'monthly' : base.period;
  const signed = down ? -rate.value : rate.value;
  const after = base.value * (1 + signed) ** n;
  const change = after - base.value;
  const unit = perPeriod(period);
  const word = down ? 'decrease' : 'increase';
  const payers = payerCounts(text);
  const payer = payers.length === 1 ? payers[0]! : undefined;
  const yearOfChange =
    period === 'monthly'
      ? `${formatMoney(Math.abs(change) * 12)} ${down ? 'less' : 'more'} over a year (${formatMoney(Math.abs(change))} × 12)`
      : period === 'yearly'
        ? `${formatMoney(Math.abs(change) / 12)} ${down ? 'less' : 'more'} a month (${formatMoney(Math.abs(change))} ÷ 12)`
        : undefined;
  const yearly = period === 'monthly' ? change * 12 : period === 'yearly' ? change : undefined;
  const inputs = [
    `Today: ${formatMoney(base.value)}${unit}${monthByName ? " (a rent or dues with no period read as a month's)" : ''}`,
    `${down ? 'Decrease' : 'Increase'}: ${formatPercent(rate.value)}${n > 1 ? ` a year, ${n} times (compounded)` : ''}`,
    ...(payer ? [`Paid by: ${payer.value} (each pays the figure above)`] : []),
    ...datesNamed(tokens),
  ];
  const results =
    n === 1
      ? [
          `New figure: **${formatMoney(after)}**${unit}`,
          `Change: **${formatMoney(Math.abs(change))}**${unit} ${down ? 'less' : 'more'}`,
          ...(yearOfChange ? [`That is **${yearOfChange.replace(/^(\S+)/, '$1**')}`] : []),
        ]
      : [
          `After ${n} ${word}s: **${formatMoney(after)}**${unit}`,
          `Change from today: ${down ? 'down' : 'up'} ${formatMoney(Math.abs(change))}${unit} (${formatPercent(Math.abs(after / base.value - 1))} in all)`,
        ];
  if (payer && yearly !== undefined)
    results.push(
      `Across all ${payer.value}: **${formatMoney(Math.abs(yearly) * payer.value)}** a year ${down ? 'less' : 'more'} (${formatMoney(Math.abs(yearly))} × ${payer.value})`,
    );
  const factor = `(1 ${down ? '−' : '+'} ${formatPercent(rate.value)})`;
  return {
    title:
      n === 1
        ? `${down ? 'Decrease' : 'Increase'} of ${formatPercent(rate.value)}`
        : `${n} ${word}s of ${formatPercent(rate.value)}`,
    inputs,
    results,
    method:
      n === 1
        ? `New = ${formatMoney(base.value)} × ${factor}; change = new − today${period === 'monthly' ? ', and × 12 for a year' : period === 'yearly' ? ', and ÷ 12 for a month' : ''}`
        : `After ${n} = ${formatMoney(base.value)} × ${factor}^${n}`,
  };
};

/** A share per payer is asked: "each of our 24 units", "per owner", "split equally", "divided among". */
const ASKS_EACH =
  /\beach\b|\bper (?:unit|owner|home|door|member|household|lot|condo|apartment)\b|\bsplit\b|\bdivided\b|\bshare\b|\bapiece\b/;
/** A cost billed by the year unless said otherwise: a premium, a policy, a budget, a contract. */
const YEARLY_COST = /\b(?:premium|insurance|policy|budget|annual|yearly|a year|per year|contract|renewal)\b/;

/**
 * "Our master insurance premium went from $38,400 to $55,900 at renewal. What is the percentage
 * increase, and how much does each of our 24 units need to pay extra per month, split equally?"
 * (rule 88): the percent change, and the change split equally among the units or owners named, a year
 * and a month. The cost is a year's when said so or named a premium, policy or budget; otherwise the
 * period must be written.
 */
export const changeSharedByPayers: Reader = ({ text, tokens }) => {
  if (!ASKS_EACH.test(text) || !MOVED.test(text)) return null;
  const payers = payerCounts(text);
  const figures = tokens.filter(
    (t) => !isCalendarYear(t) && !payers.some((p) => t.start >= p.start && t.end <= p.end),
  );
  if (figures.length !== 2 || figures.some((t) => t.kind !== 'money')) return null;
  const [a, b] = figures as [NumberToken, NumberToken];
  if ((a.period && b.period && a.period !== b.period) || !(a.value > 0 && b.value > 0)) return null;
  // Written oldest first: "from a to b", "a → b", "was a, now b".
  const between = text.slice(a.end, b.start);
  if (!/\bto\b|→|->|\bnow\b/.test(between) || whenOf(text, a, b) === 'new') return null;
  if (payers.length !== 1 || payers[0]!.value < 2) return null;
  const count = payers[0]!.value;
  const period = a.period ?? b.period ?? (YEARLY_COST.test(text) ? 'yearly' : undefined);
  if (!period) return null;
  const change = b.value - a.value;
  const yearly = period === 'monthly' ? change * 12 : change;
  const each = yearly / count;
  const word = change >= 0 ? 'more' : 'less';
  return {
    title: 'A change split among the owners',
    inputs: [
      `Before: ${formatMoney(a.value)}${perPeriod(period)}${a.period || b.period ? '' : ' (a premium or budget is a year’s)'}`,
      `After: ${formatMoney(b.value)}${perPeriod(period)}`,
      `Split equally among: ${count}`,
      ...datesNamed(tokens),
    ],
    results: [
      `Change: **${change >= 0 ? 'up' : 'down'} ${formatPercent(Math.abs(change / a.value))}** (${formatMoney(Math.abs(change))}${perPeriod(period)})`,
      `Each of the ${count}: **${formatMoney(Math.abs(each))}** a year ${word}, **${formatMoney(Math.abs(each) / 12)}** a month ${word}`,
    ],
    method: `Change = ${formatMoney(b.value)} ÷ ${formatMoney(a.value)} − 1; each = ${formatMoney(Math.abs(yearly))} a year ÷ ${count}, and ÷ 12 for a month`,
  };
};
