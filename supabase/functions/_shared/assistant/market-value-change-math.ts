// A market figure that moved, as people who follow a housing market ask about it (docs/assistant.md
// rule 118): a median, a rent or a price index from one value to another (its change in dollars or
// points and in percent, and a month's change compounded over a year), last year's median backed out
// of this year's and its year-over-year change, an old median in today's dollars by the CPI, percent
// changes in turn from a starting median, and a median sold price against a median list price. Part
// of quick-math (READERS there, near the end, so every named reader answers first); each reader places
// every number the question writes or does not fire.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { datesNamed, everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

/** A calendar year, a "2br" or a span of time written beside the figures: read, never an amount. */
function incidental(text: string): Span[] {
  return [
    ...text.matchAll(
      /\b(?:19|20)\d{2}\b|\b\d\s?(?:br|bd|bed(?:room)?s?)\b|\b\d+\s+(?:years?|months?)\s+ago\b|\bover\s+(?:the\s+)?(?:past|last)\s+\d+\s+(?:years?|months?)\b/g,
    ),
  ].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

const ANNUALIZE = /\bannuali[sz]ed?\b|\bcompound(?:ed|ing)? monthly\b/;
const isYear = (t: NumberToken) => /^(?:19|20)\d{2}$/.test(t.raw);
const shown = (t: NumberToken, index: boolean) => (index ? formatNumber(t.value, 2) : formatMoney(t.value));

/**
 * "rent for a 2BR went from $1,650 to $1,790 a month over the past year. $ and % increase?",
 * "Case-Shiller was 245.3 five years ago and 312.8 now. % change?", "median went from $380,000 in
 * January to $386,000 in February: month over month % change, and annualized if it compounded
 * monthly?": two values of one figure, the earlier written first (or the one said "ago"/"was").
 */
export const valueFromTo: Reader = ({ text, tokens }) => {
  const asks =
    /(?:%|\bpercent(?:age)?)\s*(?:change|increase|rise|gain|growth|jump|drop|decline|decrease)\b|\bmonth over month\b|\b(?:how much|how many dollars) (?:did|has) (?:it|the median|rent) (?:go up|rise|increase|change)\b/.test(
      text,
    );
  if (!asks) return null;
  const index = /\b(?:index|hpi|case[- ]shiller)\b/.test(text) && !tokens.some((t) => t.kind === 'money');
  // Dollars written as dollars ("$1,650", "380k"): "1,240 and 1,105 listings" are counts, not prices.
  const values = tokens.filter(
    (t) =>
      (index ? t.kind === 'plain' : t.kind === 'money' && /\$|\d\s?(?:k|m|mm)\b/.test(t.raw)) && !isYear(t),
  );
  if (values.length !== 2) return null;
  const [a, b] = values as [NumberToken, NumberToken];
  if (a.period && b.period && a.period !== b.period) return null;
  if (!(a.value > 0 && b.value > 0)) return null;
  const annualize = ANNUALIZE.test(text);
  const monthly =
    /\bmonth over month\b|\bmom\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b[^.?]*\bto\b[^.?]*\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\blast month\b/.test(
      text,
    );
  if (annualize && !monthly) return null;
  const twelve = annualize
    ? tokens.filter((t) => t.kind === 'months' && t.value === 12).map((t) => ({ start: t.start, end: t.end }))
    : [];
  // Nothing but the two values, the years and spans told, and the 12 months of an annualizing.
  const others = tokens.filter(
    (t) => t !== a && t !== b && !isYear(t) && !twelve.some((s) => s.start === t.start),
  );
  if (others.some((t) => !(t.kind === 'years' || t.kind === 'months'))) return null;
  if (!everyNumberPlaced(text, [a, b, ...twelve, ...incidental(text)])) return null;
  // "312.8 now … 245.3 five years ago": the one said now is the later.
  const nowAfter = (t: NumberToken) =>
    /^\s*(?:now|today|currently|this year)\b/.test(text.slice(t.end, t.end + 14));
  // The order only as the words tell it: "from A to B", "A → B", or one said "now" and the other "was"
  // or "ago"; nothing guessed.
  const thenSaid = (t: NumberToken) =>
    /\b(?:ago|was|were|last (?:year|month)|back in|in (?:19|20)\d{2})\b/.test(
      text.slice(Math.max(0, t.start - 24), Math.min(text.length, t.end + 24)),
    );
  const fromTo = /\bfrom\b[^.?]{0,60}?\bto\b|→|->/.test(
    text.slice(a.start - 12 > 0 ? a.start - 12 : 0, b.end),
  );
  let order: [NumberToken, NumberToken] | null = null;
  if (fromTo) order = [a, b];
  else if (nowAfter(b) && !nowAfter(a) && thenSaid(a)) order = [a, b];
  else if (nowAfter(a) && !nowAfter(b) && thenSaid(b)) order = [b, a];
  if (!order) return null;
  const [from, to] = order;
  const change = to.value - from.value;
  const pct = change / from.value;
  const word = change >= 0 ? 'up' : 'down';
  const results = [
    `Change: **${index ? formatNumber(Math.abs(change), 2) + ' points' : formatMoney(Math.abs(change))}** ${word} (${shown(to, index)} − ${shown(from, index)})`,
    `Percent change: **${formatPercent(Math.abs(pct))}** ${word} (change ÷ ${shown(from, index)})`,
  ];
  if (annualize)
    results.push(
      `Annualized, compounding monthly: **${formatPercent(Math.abs((1 + pct) ** 12 - 1))}** ${word} ((1 ${pct >= 0 ? '+' : '−'} ${formatPercent(Math.abs(pct), 4)})^12 − 1)`,
    );
  return {
    title: index ? 'Change in the index' : 'Change in the figure',
    inputs: [
      `Earlier: ${shown(from, index)}`,
      `Later: ${shown(to, index)}`,
      ...others.map((t) => `Time told: ${t.raw} (the span, not an amount)`),
      ...datesNamed(tokens),
    ],
    results,
    method: `Change = later − earlier; percent = change ÷ earlier${annualize ? '; annualized = (1 + monthly change)^12 − 1' : ''}`,
  };
};

/**
 * A month's change asked annualized: read before the percent-change readers, which give no compounding.
 */
export const monthOverMonthAnnualized: Reader = (reading) =>
  ANNUALIZE.test(reading.text) ? valueFromTo(reading) : null;

/**
 * "our median is $473,000, up 7.5% year over year. What was it last year, and how many dollars is the
 * rise?": last year's = this year's ÷ (1 + change), the rise the difference.
 */
export const priorFromChange: Reader = ({ text, tokens }) => {
  if (
    !/\bwhat (?:was|were) (?:it|the median|the price|the average|prices?|rents?)\b[^.?]*\b(?:last year|a year ago|before|then|in \d{4})|\blast year'?s (?:median|price|figure|value)\b|\bwhat was it\b/.test(
      text,
    )
  )
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money' && !isYear(t));
  const pcts = tokens.filter((t) => t.kind === 'percent');
  if (amounts.length !== 1 || pcts.length !== 1) return null;
  const [now, p] = [amounts[0]!, pcts[0]!];
  const between = text.slice(now.end, p.start);
  const after = text.slice(p.end, p.end + 30);
  const beforeP = text.slice(Math.max(0, p.start - 20), p.start);
  const up =
    /\b(?:up|rose|risen|increased?|gained?|higher|\+)\s*(?:by\s+)?$/.test(beforeP) ||
    /^\s*(?:higher|increase|gain|rise)\b/.test(after);
  const down =
    /\b(?:down|fell|fallen|dropped|declined?|decreased?|lower|-)\s*(?:by\s+)?$/.test(beforeP) ||
    /^\s*(?:lower|decrease|decline|drop)\b/.test(after);
  if (up === down || now.start > p.start || between.length > 40) return null;
  if (
    !/\byear over year\b|\byoy\b|\bfrom (?:a year ago|last year)\b|\bover the (?:past|last) year\b|\bannual(?:ly)?\b/.test(
      text,
    )
  )
    return null;
  if (!everyNumberPlaced(text, [now, p, ...incidental(text)])) return null;
  const prior = now.value / (1 + (up ? p.value : -p.value));
  const rise = now.value - prior;
  return {
    title: "Last year's figure from the change",
    inputs: [
      `Now: ${formatMoney(now.value)}`,
      `Change over the year: ${up ? 'up' : 'down'} ${formatPercent(p.value)}`,
    ],
    results: [
      `Last year: **${formatMoney(prior)}** (${formatMoney(now.value)} ÷ (1 ${up ? '+' : '−'} ${formatPercent(p.value)}))`,
      `${up ? 'Rise' : 'Drop'}: **${formatMoney(Math.abs(rise))}** (${formatMoney(now.value)} − ${formatMoney(prior)})`,
    ],
    method: `Last year = now ÷ (1 ${up ? '+' : '−'} change); never now × the change, which takes the percent of the wrong year`,
  };
};

/**
 * "In 2006 the median was $230,000. CPI was 201.6 then and 313.7 now. That median in today's dollars,
 * and by what % is today's $372,000 above it?": the old amount × CPI now ÷ CPI then.
 */
export const inTodaysDollars: Reader = ({ text, tokens }) => {
  if (!/\bcpi\b|\bconsumer price index\b/.test(text)) return null;
  if (
    !/\btoday'?s dollars\b|\binflation[- ]adjusted\b|\bin (?:\d{4}|current|real) dollars\b|\badjusted for inflation\b/.test(
      text,
    )
  )
    return null;
  const cpis = tokens.filter((t) => t.kind === 'plain' && !isYear(t));
  const amounts = tokens.filter((t) => t.kind === 'money' && !isYear(t));
  if (cpis.length !== 2 || amounts.length < 1 || amounts.length > 2) return null;
  const [c1, c2] = cpis as [NumberToken, NumberToken];
  const nowAfter = (t: NumberToken) =>
    /^\s*(?:now|today|currently|this year)\b/.test(text.slice(t.end, t.end + 14));
  const [cpiThen, cpiNow] = nowAfter(c1) && !nowAfter(c2) ? [c2, c1] : [c1, c2];
  const old = amounts[0]!;
  const today = amounts[1];
  if (
    today &&
    !/\b(?:today'?s|now|current(?:ly)?)\b/.test(text.slice(Math.max(0, today.start - 30), today.end + 12))
  )
    return null;
  if (!everyNumberPlaced(text, [...cpis, ...amounts, ...incidental(text)])) return null;
  const adjusted = (old.value * cpiNow.value) / cpiThen.value;
  const results = [
    `In today's dollars: **${formatMoney(adjusted)}** (${formatMoney(old.value)} × ${formatNumber(cpiNow.value, 2)} ÷ ${formatNumber(cpiThen.value, 2)})`,
  ];
  if (today) {
    const gap = today.value / adjusted - 1;
    results.push(
      `Today's ${formatMoney(today.value)} is **${formatPercent(Math.abs(gap))}** ${gap >= 0 ? 'above' : 'below'} it (${formatMoney(today.value)} ÷ ${formatMoney(adjusted)} − 1)`,
    );
  }
  return {
    title: "In today's dollars by the CPI",
    inputs: [
      `Amount then: ${formatMoney(old.value)}`,
      `CPI then: ${formatNumber(cpiThen.value, 2)}`,
      `CPI now: ${formatNumber(cpiNow.value, 2)}`,
      ...(today ? [`Today's amount: ${formatMoney(today.value)}`] : []),
      ...datesNamed(tokens),
    ],
    results,
    method: 'Today’s dollars = amount then × CPI now ÷ CPI then; the real change = today ÷ that − 1',
  };
};

/**
 * "Starting from a $350,000 median, prices went +12%, then +9%, then -2%. The median now and the total %
 * change?": each change on the value the one before left, in turn.
 */
export const changesInTurn: Reader = ({ text, tokens }) => {
  if (!/\bthen\b/.test(text) || !/\b(?:now|today|total|cumulative|overall|end up|ends? up)\b/.test(text))
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money' && !isYear(t));
  const pcts = tokens.filter((t) => t.kind === 'percent');
  if (amounts.length !== 1 || pcts.length < 2) return null;
  const start = amounts[0]!;
  if (pcts.some((p) => p.start < start.start)) return null;
  const signed = pcts.map((p) => {
    const before = text.slice(Math.max(0, p.start - 14), p.start);
    const down = /(?:-|−|\bminus|\bdown|\bfell|\bdropped|\bdeclined|\blost)\s*(?:by\s+)?$/.test(before);
    const up = /(?:\+|\bplus|\bup|\brose|\bgained|\bclimbed|\bjumped)\s*(?:by\s+)?$/.test(before);
    return { p, rate: down ? -p.value : p.value, said: up || down };
  });
  if (!signed.every((s) => s.said)) return null;
  const spans = [start, ...pcts, ...incidental(text)];
  const years = tokens.filter((t) => t.kind === 'years' && t.value === pcts.length);
  if (!everyNumberPlaced(text, [...spans, ...years])) return null;
  let value = start.value;
  const steps = signed.map((s, i) => {
    const next = value * (1 + s.rate);
    const line = `After change ${i + 1} (${s.rate >= 0 ? '+' : '−'}${formatPercent(Math.abs(s.rate))}): ${formatMoney(next)}`;
    value = next;
    return line;
  });
  const total = value / start.value - 1;
  return {
    title: 'Changes in turn',
    inputs: [
      ...years.map((t) => `Over: ${t.raw}`),
      `Start: ${formatMoney(start.value)}`,
      `Changes: ${signed.map((s) => `${s.rate >= 0 ? '+' : '−'}${formatPercent(Math.abs(s.rate))}`).join(', then ')}`,
    ],
    results: [
      ...steps,
      `Now: **${formatMoney(value)}**`,
      `Total change: **${formatPercent(Math.abs(total))}** ${total >= 0 ? 'up' : 'down'} (${formatMoney(value)} ÷ ${formatMoney(start.value)} − 1; never the percents added)`,
    ],
    method: 'Each change applies to the value the one before left: start × (1 + r1) × (1 + r2) × …',
  };
};

/**
 * "median list price $449,900 and median sold price $439,000. median sold as a % of median list?":
 * the sold figure ÷ the list figure, each named by its own words.
 */
export const soldAgainstList: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:sold|sale|sales|selling)\b[^.?]*\bas an? (?:%|percent(?:age)?\b) of\b[^.?]*\blist|\b(?:sold|sale)[- ]to[- ]list\b|\b(?:%|percent) of (?:the )?(?:median )?(?:list|asking)\b/.test(
      text,
    )
  )
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (amounts.length !== 2) return null;
  const label = (t: NumberToken) =>
    text
      .slice(Math.max(0, t.start - 28), t.start)
      .split(/[,;.]|\band\b/)
      .pop() ?? '';
  const list = amounts.filter((t) => /\b(?:list|listing|asking)\b/.test(label(t)));
  const sold = amounts.filter((t) => /\b(?:sold|sale|sales|closed|selling)\b/.test(label(t)));
  if (list.length !== 1 || sold.length !== 1 || list[0] === sold[0]) return null;
  if (!everyNumberPlaced(text, [...amounts, ...incidental(text)])) return null;
  const [l, s] = [list[0]!, sold[0]!];
  return {
    title: 'Sold as a percent of list',
    inputs: [`List: ${formatMoney(l.value)}`, `Sold: ${formatMoney(s.value)}`],
    results: [
      `Sold as a percent of list: **${formatPercent(s.value / l.value)}** (${formatMoney(s.value)} ÷ ${formatMoney(l.value)})`,
      `${s.value <= l.value ? 'Below' : 'Above'} list by ${formatMoney(Math.abs(l.value - s.value))}`,
    ],
    method: 'Sold-to-list = sold price ÷ list price × 100',
  };
};

export const MARKET_VALUE_CHANGE_READERS: readonly Reader[] = [
  inTodaysDollars,
  changesInTurn,
  priorFromChange,
  soldAgainstList,
  valueFromTo,
];
