// People who follow housing-market numbers (docs/assistant.md rule 114): how prices changed, read from
// figures pasted out of a report: the total change and the compound annual rate between two years,
// how far prices would have to fall to get back to an earlier level, changes that compound year on
// year, a change net of inflation (a CPI change or two CPI index values), the years to double at a
// rate, a home's value tracked by a median's change with the equity over a balance, and the sale price
// that breaks even after buying and selling costs. Part of quick-math (READERS there); each places
// every number it is given or does not answer.
import { formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseBefore, everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';
import { isYearLabel } from './market-watch-payment-math.ts';

const YEAR = /\b(?:19[5-9]\d|20[0-4]\d)\b/g;
const yearSpans = (text: string): (Span & { year: number })[] =>
  [...text.matchAll(YEAR)].map((m) => ({ year: Number(m[0]), start: m.index, end: m.index + 4 }));

/** The year written beside an amount: "$402,500 in 2024", "2019: $300k", "in 2019 it was $390k". */
function yearBeside(text: string, t: NumberToken): number | undefined {
  const after = /^\s*(?:\/\s*sq\s*ft\s*)?(?:in|for|as of|back in)\s+((?:19|20)\d\d)\b/.exec(
    text.slice(t.end),
  );
  if (after) return Number(after[1]);
  const before = /\b((?:19|20)\d\d)\s*(?::|-|was|it was|were|,)?\s*(?:median\s+)?(?:\w+\s+)?\$?$/.exec(
    text.slice(Math.max(0, t.start - 24), t.start),
  );
  return before ? Number(before[1]) : undefined;
}

const ASKS_ANNUAL =
  /\bcagr\b|\bcompound(?:ed|ing)?\b[^.?!]*\b(?:rate|growth|annual|a year|per year)\b|\bannuali[sz]ed\b|\baverage annual\b|\bannual (?:growth|appreciation) rate\b|\bcompound annual\b/;

export interface ChangeReading {
  first: number;
  last: number;
  years: number;
  lastYear?: number;
  cagr: number;
}

/**
 * The two values and the years between them: "$289,900 in 2019 and $402,500 in 2024", "from $300k
 * to $360k over 6 years". Null unless every number is one of them, their years or the span.
 */
export function readTwoYearChange({
  text,
  tokens,
}: {
  text: string;
  tokens: NumberToken[];
}): ChangeReading | null {
  const rest = tokens.filter((t) => !isYearLabel(t));
  const amounts = rest.filter((t) => t.kind === 'money' && !t.period);
  const spans = rest.filter((t) => t.kind === 'years');
  if (amounts.length !== 2 || spans.length > 1 || rest.length !== amounts.length + spans.length) return null;
  if (
    spans[0] &&
    !/\b(?:over|in|across|during|for)\s+(?:the\s+|those\s+|that\s+)?(?:past\s+|last\s+)?$/.test(
      text.slice(0, spans[0].start),
    )
  )
    return null;
  const years = amounts.map((t) => yearBeside(text, t));
  let span = spans[0]?.value;
  let [first, last] = amounts as [NumberToken, NumberToken];
  let lastYear: number | undefined;
  if (years[0] !== undefined && years[1] !== undefined) {
    if (years[0] === years[1]) return null;
    if (years[0] > years[1]) [first, last] = [last, first];
    lastYear = Math.max(years[0], years[1]);
    const between = Math.abs(years[1] - years[0]);
    if (span !== undefined && span !== between) return null;
    span = between;
  } else if (years.some((y) => y !== undefined) || span === undefined) return null;
  else if (!/\bfrom\s+\$?[\d,.]+k?\s+to\b|\bwent from\b/.test(text)) return null;
  const placed = [...amounts, ...spans, ...yearSpans(text)];
  if (!everyNumberPlaced(text, placed) || first.value <= 0 || span <= 0) return null;
  return {
    first: first.value,
    last: last.value,
    years: span,
    lastYear,
    cagr: Math.pow(last.value / first.value, 1 / span) - 1,
  };
}

/** Two values with their years, asked for the compound annual rate: the change read, or null. */
export function readAnnualChange(reading: { text: string; tokens: NumberToken[] }): ChangeReading | null {
  if (!ASKS_ANNUAL.test(reading.text)) return null;
  if (/\b(?:loan|mortgage|rent(?:s|al)?|cpi|inflation|real|equity|balance)\b/.test(reading.text)) return null;
  return readTwoYearChange(reading);
}

/**
 * "$198 a foot in 2019, $271 in 2024: the total % change and the annualized rate?" Tried after the
 * appreciation rate (quick-math.ts), which reads most prices over years and which its follow-ups know.
 */
export const changeAndAnnualRate: Reader = (reading) => {
  const { text } = reading;
  const change = readAnnualChange(reading);
  if (!change) return null;
  const money = /\$|\bk\b|\d{4,}/.test(text) ? formatMoney : (v: number) => formatNumber(v);
  return {
    title: 'Total change and compound annual rate',
    inputs: [`From ${money(change.first)} to ${money(change.last)} over ${formatNumber(change.years)} years`],
    results: [
      `Total change: **${formatPercent(change.last / change.first - 1)}** (${money(change.last - change.first)})`,
      `Compound annual rate: **${formatPercent(change.cagr)}** a year`,
    ],
    method: 'Total = last ÷ first − 1; compound annual rate = (last ÷ first)^(1 ÷ years) − 1',
  };
};

const THEN_BEFORE =
  /\b(?:was|were|from|used to be|at the time|back then)\s*$|\b(?:back )?in (?:19|20)\d\d\b[^$\d]*$|\bago\b[^$\d]*$/;
const THEN_AFTER = /^\s*(?:(?:back )?in (?:19|20)\d\d|\w+ years? ago|at the peak|back then)\b/;

/**
 * "Our median hit $487,000 this spring; back in 2020 it was $390,000. How far would prices have to
 * fall to get back to 2020 levels, and how much have they risen since?" The fall is of today's level.
 */
export const fallBackAndRiseSince: Reader = ({ text, tokens }) => {
  if (!/\b(?:fall|drop|decline|come down|correct(?:ion)?|go down)\b/.test(text)) return null;
  if (!/\bback\b|\bget to\b|\breturn\b|\blevels?\b/.test(text)) return null;
  const rest = tokens.filter((t) => !isYearLabel(t));
  if (rest.length !== 2 || rest.some((t) => t.kind !== 'money' || t.period)) return null;
  if (/\b(?:loan|mortgage|equity|rent|cpi|inflation|offer|list(?:ed|ing)?)\b/.test(text)) return null;
  const isThen = (t: NumberToken) =>
    THEN_BEFORE.test(clauseBefore(text, t).slice(-30)) || THEN_AFTER.test(text.slice(t.end));
  const then = rest.filter(isThen);
  if (then.length !== 1) return null;
  const old = then[0]!;
  const now = rest.find((t) => t !== old)!;
  if (!everyNumberPlaced(text, [...rest, ...yearSpans(text)]) || old.value <= 0 || now.value <= old.value)
    return null;
  return {
    title: 'The fall back to an earlier level, and the rise since',
    inputs: [`Now: ${formatMoney(now.value)}`, `Then: ${formatMoney(old.value)}`],
    results: [
      `Fall needed to get back: **${formatPercent(1 - old.value / now.value)}** (${formatMoney(now.value - old.value)} off today's level)`,
      `Rise since then: **${formatPercent(now.value / old.value - 1)}**`,
    ],
    method:
      "Fall = (now − then) ÷ now; rise = (now − then) ÷ then. A fall is a share of today's higher level, so it is smaller than the rise",
  };
};

const UP = /\b(?:up|rose|risen|gained|grew|increased|appreciated|went up|climbed|jumped)\b/;
const DOWN = /\b(?:down|fell|dropped|declined|lost|went down|slipped)\b/;

/**
 * "prices went up 8% two years ago and 6% last year: the cumulative increase, and what drop would take
 * us back?" Each change multiplies the last; the drop back is of today's level.
 */
export const compoundedChanges: Reader = ({ text, tokens }) => {
  if (
    !/\bcumulative\b|\bcombined\b|\bcompound(?:ed)?\b|\btotal\b|\boverall\b|\ball together\b|\bin all\b/.test(
      text,
    )
  )
    return null;
  if (/\b(?:loan|mortgage|rent|cpi|inflation|equity|a year for|per year|each year|annually)\b/.test(text))
    return null;
  const pcts = tokens.filter((t) => t.kind === 'percent');
  const agos = tokens.filter((t) => t.kind === 'years' && /^\s*ago\b/.test(text.slice(t.end)));
  if (pcts.length < 2 || pcts.length > 6 || tokens.length !== pcts.length + agos.length) return null;
  let sign = 0;
  const changes: number[] = [];
  for (const p of pcts) {
    const before = text.slice(Math.max(0, p.start - 30), p.start);
    const words = before.split(/%|percent/).pop() ?? '';
    if (UP.test(words) && !DOWN.test(words)) sign = 1;
    else if (DOWN.test(words) && !UP.test(words)) sign = -1;
    else if (!/^\s*(?:and|then|,)\s*$|\band\s+(?:another\s+)?$/.test(words) || sign === 0) return null;
    if (p.value <= 0 || p.value >= 1) return null;
    changes.push(sign * p.value);
  }
  if (!everyNumberPlaced(text, [...pcts, ...agos])) return null;
  const factor = changes.reduce((f, c) => f * (1 + c), 1);
  return {
    title: 'Changes compounded',
    inputs: [
      `Changes in turn: ${changes.map((c) => `${c > 0 ? '+' : '−'}${formatRate(Math.abs(c))}`).join(', ')}`,
      ...(agos.length
        ? [`When, as written (not amounts): ${agos.map((t) => `${t.raw} ago`).join(', ')}`]
        : []),
    ],
    results: [
      `Cumulative change: **${formatPercent(factor - 1)}** (× ${formatNumber(factor, 4)})`,
      ...(factor > 1
        ? [`Drop from today that takes prices back to the start: **${formatPercent(1 - 1 / factor)}**`]
        : [`Rise from today that takes prices back to the start: **${formatPercent(1 / factor - 1)}**`]),
    ],
    method:
      'Cumulative = (1 + first change) × (1 + second) × … − 1; back to the start = 1 − 1 ÷ that product',
  };
};

export interface RealReading {
  first: NumberToken;
  last: NumberToken;
  cpiRatio: number;
  cpi: string;
  firstYear?: number;
  lastYear?: number;
}

/**
 * The prices and the inflation between them: "from $300,000 to $360,000, and the CPI rose 15%", or
 * "$395,000 in 2022, $420,000 in 2024. CPI-U: 296.8 in 2022, 313.5 in 2024".
 */
export function readRealChange(text: string, tokens: NumberToken[]): RealReading | null {
  if (!/\bcpi\b|\binflation\b|\bconsumer price\b/.test(text)) return null;
  const rest = tokens.filter((t) => !isYearLabel(t));
  const amounts = rest.filter((t) => t.kind === 'money' && !t.period);
  const pcts = rest.filter((t) => t.kind === 'percent');
  const minusOne = rest.filter(
    (t) => t.kind === 'plain' && t.value === 1 && /\bminus\s*$|-\s*$/.test(text.slice(0, t.start)),
  );
  const index = rest.filter((t) => t.kind === 'plain' && !minusOne.includes(t));
  if (amounts.length !== 2) return null;
  let cpiRatio: number;
  let cpi: string;
  if (pcts.length === 1 && index.length === 0) {
    if (!/\b(?:cpi|inflation|consumer prices?)\b[^.?!$]{0,40}$/.test(text.slice(0, pcts[0]!.start)))
      return null;
    cpiRatio = 1 + pcts[0]!.value;
    cpi = `CPI rose ${formatRate(pcts[0]!.value)}`;
  } else if (pcts.length === 0 && index.length === 2) {
    const [a, b] = index as [NumberToken, NumberToken];
    if (!/\bcpi\b|\bindex\b/.test(text.slice(Math.max(0, a.start - 30), a.start))) return null;
    const ya = yearBeside(text, a);
    const yb = yearBeside(text, b);
    if ((ya === undefined) !== (yb === undefined) || (ya !== undefined && yb !== undefined && ya >= yb))
      return null;
    cpiRatio = b.value / a.value;
    cpi = `CPI ${formatNumber(a.value, 3)} → ${formatNumber(b.value, 3)} (× ${formatNumber(cpiRatio, 4)})`;
  } else return null;
  if (rest.length !== amounts.length + pcts.length + index.length + minusOne.length) return null;
  const [first, last] = amounts as [NumberToken, NumberToken];
  const firstYear = yearBeside(text, first);
  const lastYear = yearBeside(text, last);
  if (firstYear !== undefined && lastYear !== undefined && firstYear >= lastYear) return null;
  if (!everyNumberPlaced(text, [...rest, ...yearSpans(text)])) return null;
  return { first, last, cpiRatio, cpi, firstYear, lastYear };
}

/** "My condo went from $300,000 to $360,000 and the CPI rose 15%: the nominal and the real gain?" */
export const realChange: Reader = ({ text, tokens }) => {
  if (
    !/\breal\b|\binflation[- ]adjusted\b|\bafter inflation\b|\bin (?:today'?s|constant|\d{4}) dollars\b/.test(
      text,
    )
  )
    return null;
  if (/\b(?:loan|mortgage|rent|equity|balance)\b/.test(text)) return null;
  const read = readRealChange(text, tokens);
  if (!read) return null;
  const ratio = read.last.value / read.first.value;
  return {
    title: 'Nominal and real (inflation-adjusted) change',
    inputs: [
      `Price: ${formatMoney(read.first.value)}${read.firstYear ? ` (${read.firstYear})` : ''} → ${formatMoney(read.last.value)}${read.lastYear ? ` (${read.lastYear})` : ''}`,
      `Inflation: ${read.cpi}`,
    ],
    results: [
      `Nominal change: **${formatPercent(ratio - 1)}**`,
      `Real change: **${formatPercent(ratio / read.cpiRatio - 1)}**`,
      `The first price in the later dollars: ${formatMoney(read.first.value * read.cpiRatio)}`,
    ],
    method: 'Nominal = price ratio − 1; real = price ratio ÷ CPI ratio − 1',
  };
};

/** "at 4% a year compounded, exactly how many years to double?" ln 2 ÷ ln(1 + rate), not the rule of 72. */
export const yearsToMultiply: Reader = ({ text, tokens }) => {
  const target = /\b(double|triple|quadruple)\b/.exec(text);
  if (!target || !/\bhow (?:many|long)\b|\byears?\b/.test(text)) return null;
  if (/\b(?:loan|mortgage|rent|payment|equity|balance)\b/.test(text)) return null;
  const pcts = tokens.filter((t) => t.kind === 'percent');
  const rule = /\brule of (\d+)\b/.exec(text);
  const decimals = /\b\d\s+decimals?\b|\b\d\s+(?:dp|decimal places?)\b/.exec(text);
  if (pcts.length !== 1 || pcts[0]!.value <= 0 || pcts[0]!.value > 0.5) return null;
  if (!/\b(?:a year|per year|annual(?:ly)?|yearly|each year|\/yr)\b/.test(text)) return null;
  const spans: Span[] = [pcts[0]!];
  if (rule) spans.push({ start: rule.index, end: rule.index + rule[0].length });
  if (decimals) spans.push({ start: decimals.index, end: decimals.index + decimals[0].length });
  if (!everyNumberPlaced(text, spans)) return null;
  const times = { double: 2, triple: 3, quadruple: 4 }[target[1] as 'double'];
  const rate = pcts[0]!.value;
  const years = Math.log(times) / Math.log(1 + rate);
  return {
    title: `Years to ${target[1]} at ${formatRate(rate)} a year`,
    inputs: [`Growth: ${formatRate(rate)} a year, compounded yearly`, `Target: ${times} × the value`],
    results: [
      `Years: **${years.toFixed(2)}**`,
      ...(times === 2
        ? [
            `The rule of 72's estimate: 72 ÷ ${formatNumber(rate * 100)} = ${formatNumber(72 / (rate * 100))} years`,
          ]
        : []),
    ],
    method: `Years = ln ${times} ÷ ln(1 + rate)`,
  };
};

/**
 * "We bought for 285k; the median is up 52% since. If our place tracked it, what's it worth now? The
 * mortgage balance is $198,400: our equity?" Value = price × (1 + change); equity = value − balance.
 */
export function readTrackedValue(text: string, tokens: NumberToken[]) {
  if (!/\bequity\b/.test(text) || !/\bworth\b|\bvalue\b/.test(text)) return null;
  if (
    !/\btrack(?:ed|s)?\b|\bsame (?:rate|as)\b|\bkept pace\b|\bmatched\b|\bif (?:ours|our (?:place|home|house))\b/.test(
      text,
    )
  )
    return null;
  const rest = tokens.filter((t) => !isYearLabel(t));
  const amounts = rest.filter((t) => t.kind === 'money' && !t.period);
  const pcts = rest.filter((t) => t.kind === 'percent');
  if (amounts.length !== 2 || pcts.length !== 1 || rest.length !== 3) return null;
  const bought = amounts.find((t) =>
    /\b(?:bought|paid|purchased|got it)\b[^.?!]{0,25}$/.test(text.slice(0, t.start)),
  );
  const owed = amounts.find(
    (t) =>
      t !== bought &&
      (/\b(?:balance|owe|mortgage|loan)\b/.test(clauseBefore(text, t)) ||
        /^\s*(?:left|still owed|owed|remaining)\s+on\s+(?:the|our|my)\s+(?:mortgage|loan)\b/.test(
          text.slice(t.end),
        )),
  );
  if (!bought || !owed) return null;
  const words = text.slice(Math.max(0, pcts[0]!.start - 30), pcts[0]!.start);
  const sign = UP.test(words) ? 1 : DOWN.test(words) ? -1 : 0;
  if (sign === 0 || !everyNumberPlaced(text, [...rest, ...yearSpans(text)])) return null;
  const value = bought.value * (1 + sign * pcts[0]!.value);
  return { bought: bought.value, change: sign * pcts[0]!.value, owed: owed.value, value };
}

export const trackedValueAndEquity: Reader = ({ text, tokens }) => {
  const read = readTrackedValue(text, tokens);
  if (!read) return null;
  return {
    title: 'Value tracked by the median, and equity',
    inputs: [
      `Bought for: ${formatMoney(read.bought)}`,
      `The median's change since: ${read.change > 0 ? '+' : '−'}${formatRate(Math.abs(read.change))}`,
      `Mortgage balance: ${formatMoney(read.owed)}`,
    ],
    results: [
      `Value now: **${formatMoney(read.value)}**`,
      `Equity: **${formatMoney(read.value - read.owed)}**`,
    ],
    method: 'Value = price paid × (1 + the change); equity = value − balance',
  };
};

/** "bought at $400,000, 3% buying costs, 6% selling costs: the sale price to break even?" */
export function readBreakEvenSale(text: string, tokens: NumberToken[]) {
  if (!/\bbreak[- ]?even\b|\bget (?:back|out) what\b|\bwithout losing\b/.test(text)) return null;
  if (/\b(?:loan|mortgage|rent|balance|equity|years?)\b/.test(text)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money' && !t.period);
  const pcts = tokens.filter((t) => t.kind === 'percent');
  if (amounts.length < 1 || amounts.some((a) => a.value !== amounts[0]!.value) || pcts.length !== 2)
    return null;
  if (tokens.length !== amounts.length + 2) return null;
  const side = (t: NumberToken) => {
    const near = `${text.slice(Math.max(0, t.start - 30), t.start)} ${text.slice(t.end, t.end + 30).split(/[.;,]|\band\b/)[0]}`;
    const buy = /\bbuy(?:ing)?\b|\bpurchas\w*\b|\bbought\b/.test(near);
    const sell = /\bsell(?:ing)?\b|\bsale\b|\bcommission\b|\brealtor\b|\bagent\b/.test(near);
    return buy === sell ? null : buy ? 'buy' : 'sell';
  };
  const buying = pcts.find((p) => side(p) === 'buy');
  const selling = pcts.find((p) => side(p) === 'sell');
  if (!buying || !selling || buying === selling) return null;
  const price = amounts[0]!.value;
  if (price < 10_000 || selling.value >= 0.5 || buying.value >= 0.5) return null;
  const needed = (price * (1 + buying.value)) / (1 - selling.value);
  return { price, buying: buying.value, selling: selling.value, needed };
}

export const breakEvenSalePrice: Reader = ({ text, tokens }) => {
  const read = readBreakEvenSale(text, tokens);
  if (!read) return null;
  return {
    title: 'Sale price to break even after buying and selling costs',
    inputs: [
      `Bought at: ${formatMoney(read.price)}`,
      `Buying costs: ${formatRate(read.buying)} of the price (${formatMoney(read.price * read.buying)})`,
      `Selling costs: ${formatRate(read.selling)} of the sale price`,
    ],
    results: [
      `Break-even sale price: **${formatMoney(read.needed)}**`,
      `Appreciation needed: **${formatPercent(read.needed / read.price - 1)}** over ${formatMoney(read.price)}`,
    ],
    method:
      'Sale price = (price + buying costs) ÷ (1 − selling cost rate); appreciation = sale price ÷ price − 1',
  };
};

export const MARKET_WATCH_CHANGE_READERS: readonly Reader[] = [
  trackedValueAndEquity,
  breakEvenSalePrice,
  fallBackAndRiseSince,
  compoundedChanges,
  yearsToMultiply,
];
