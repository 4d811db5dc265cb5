// A home's value over time, with every number stated: a value grown at a yearly rate for some years,
// and the yearly (compounded) appreciation from a price then to a value now. Part of quick-math
// (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { UNITS } from './number-words.ts';
import { money, percents, type Reader } from './quick-math-reading.ts';

/**
 * "what's my 410k house worth in 7 years at 4.5%": a worth asked in some years, at a rate, with no
 * loan, rent or payment beside it, is a value grown at that rate (rule 68) though no word of growth
 * is said.
 */
const WORTH_IN_YEARS =
  /\b(?:worth|value)\b[^.?!;]{0,40}\b(?:in|after)\s+\d{1,2}\s*(?:years?|yrs?)\b|\b(?:in|after)\s+\d{1,2}\s*(?:years?|yrs?)\b[^.?!;]{0,40}\bworth\b/;
const NOT_A_GROWTH =
  /\b(?:loan|mortgage|payments?|down|rents?|interest|financ\w*|refi\w*|borrow\w*|owe|balance|apr|cap|noi|inflation)\b/;

/** Words of growth; a generic one ("go up", "rise") is the value's only when not said of another thing. */
const GROWTH_WORDS = /\bapprecia\w*|\bgo(?:es)? up\b|\bgrow\w*|\brises?\b|\bincreas\w*/g;
/**
 * Right before a growth word, a subject that is not the home's value: "if rates go up", "rent rises",
 * "taxes increase". Its percent is then no appreciation.
 */
const OTHER_SUBJECT =
  /\b(?:rates?|interest|apr|rents?|taxe?s|insurance|premiums?|hoa|dues|payments?|costs?|expenses|fees|inflation|wages?|salary|salaries|income|pay)\s+(?:(?:will|would|could|might|may|should|to|do|does|did|ever|then|also|keep|start)\s+){0,2}$/;
/** Words beside a percent that make it a loan's rate: "a $400,000 loan at 7%", "7% interest", "a 7% rate". */
const LOAN_RATE_BEFORE = /\b(?:loan|mortgage|interest|rate|apr|financ\w*|refi\w*)\b[^.?!;,%]{0,8}$/;
const LOAN_RATE_AFTER =
  /^\s*(?:interest|rate|apr|fixed|mortgage|loan|\d{2}[- ]?(?:years?|yrs?)(?: fixed| loan| mortgage)?)\b/;

/** Whether the text says a value grows: some growth word not said of rates, rent, taxes or costs. */
function saysValueGrows(text: string): boolean {
  return [...text.matchAll(GROWTH_WORDS)].some(
    (m) => /^apprecia/.test(m[0]) || !OTHER_SUBJECT.test(text.slice(Math.max(0, m.index - 30), m.index)),
  );
}

/** Whether a percent is a loan's rate by the words beside it, so no growth of a value. */
export function isLoanRate(text: string, rate: Pick<NumberToken, 'start' | 'end'>): boolean {
  return (
    LOAN_RATE_BEFORE.test(text.slice(Math.max(0, rate.start - 25), rate.start)) ||
    LOAN_RATE_AFTER.test(text.slice(rate.end, rate.end + 20))
  );
}

/** A value grown at a yearly rate for some years. */
export const futureValue: Reader = ({ text, tokens }) => {
  const grows = saysValueGrows(text);
  if (!grows && !(WORTH_IN_YEARS.test(text) && !NOT_A_GROWTH.test(text))) return null;
  if (!/\b(?:worth|value|be|after|in)\b/.test(text)) return null;
  const values = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  // "what's my payment on a $400,000 loan at 7%": a loan's rate is no growth of the value.
  if (rates.some((r) => isLoanRate(text, r))) return null;
  const years = tokens.filter((t) => t.kind === 'years');
  if (values.length !== 1 || rates.length !== 1 || years.length !== 1) return null;
  const [v, g, n] = [values[0]!.value, rates[0]!.value, years[0]!.value];
  const later = v * Math.pow(1 + g, n);
  // The gain is the second half of the same question ("worth in 7 years and the total gain"), in
  // dollars and as a share of today's value, so both are always shown.
  return {
    title: 'Value after appreciation',
    inputs: [`Value today: ${formatMoney(v)}`, `Appreciation: ${formatPercent(g)} a year`, `Years: ${n}`],
    results: [
      `Value after ${n} years: **${formatMoney(later)}**`,
      `Total gain: **${formatMoney(later - v)}**, **${formatPercent(later / v - 1)}** of today's value (${formatMoney(later)} ÷ ${formatMoney(v)} − 1)`,
    ],
    method: `${formatMoney(v)} × (1 + ${formatPercent(g)})^${n}`,
  };
};

/**
 * The distinct calendar years a question names ("bought in 2012 … sold in 2024", "the 2010 census"),
 * read from the text, since "in 2016" is no token at all (story-numbers.ts); a "$2017" is money.
 */
const calendarYearsIn = (text: string): number[] => [
  ...new Set(
    [...text.matchAll(/(?<![$\d,.])\b(?:19[5-9]\d|20[0-4]\d)\b(?![,.]?\d|\s?k\b)/g)].map((m) => Number(m[0])),
  ),
];

/** A calendar year written as a bare number ("bought 2017", "(2025)"): a date, never an amount. */
export const isCalendarYear = (t: NumberToken) => /^(?:19[5-9]\d|20[0-4]\d)$/.test(t.raw);

const GROWTH =
  /\bapprecia\w*|\bgrowth\b|\bgrown\b|\bgrew\b|\bgains?\b|\b(?:gone|went) up\b|\bannual(?:i[sz]ed)? (?:rate|return|growth|gain|appreciation)\b|\bannuali[sz]ed\b|\bcompound(?:ed)?\b|\bcagr\b/;
const THEN = /\b(?:bought|paid|purchased?|was|then|cost|originally|listed)\b/;
const NOW = /\b(?:now|today|worth|currently|current|appraised|appraisal|zestimate|comps|sold|sells?|value)\b/;
/** The words of an amount's own clause say it is the price paid, or today's value. */
const clauseOf = (text: string, t: NumberToken) =>
  `${
    text
      .slice(Math.max(0, t.start - 30), t.start)
      .split(/[,;.]\s/)
      .pop() ?? ''
  } ${text.slice(t.end, t.end + 20).split(/[,;.]\s/)[0] ?? ''}`;
const saysThen = (text: string, t: NumberToken) => THEN.test(clauseOf(text, t));
const saysNow = (text: string, t: NumberToken) => NOW.test(clauseOf(text, t));

/** The amounts of a question other than its calendar years. */
const amountsOf = (tokens: NumberToken[]) =>
  money(tokens).filter((t) => t.period === undefined && t.value >= 1000 && !isCalendarYear(t));

/**
 * The yearly appreciation (compounded) and the total gain from a price then to a value now: over a
 * span in years ("over 6 yrs"), or between two calendar years ("bought 2017 … now (2025)", "from 2016
 * to today, it's 2025"). "Today" with no year stated has no span: the total is given and the years
 * asked for, never assumed from the clock.
 */
export const appreciationRate: Reader = ({ text, tokens }) => {
  // A growth is asked ("appreciation", "total gain", "gone up", "annualized", "CAGR"), never a
  // depreciation's "annual" ("annual depreciation over 27.5 yrs") nor a sale's taxable gain.
  if (!GROWTH.test(text) || /\bdepreciat|\btax\w*|\bfiling\b|\bexclu\w*|\bcapital gains?\b/.test(text))
    return null;
  // The yearly rate, or the whole gain ("CAGR?" names the yearly rate by itself).
  if (
    !/\brate\b|\bwhat(?:'s| is| was)\b|\bhow much\b|\bper (?:year|yr)\b|\ba (?:year|yr)\b|\bannual|\byearly\b|\bcagr\b|\bgain\b|\?/.test(
      text,
    )
  )
    return null;
  const values = amountsOf(tokens);
  // The same span said twice ("forty years later … over those 40 years") is one span (rule 120).
  const years = tokens
    .filter((t) => t.kind === 'years')
    .filter((t, i, all) => all.findIndex((o) => o.value === t.value) === i);
  // "bought in 2012 … sold in 2024": the years between two calendar years.
  const calendar = calendarYearsIn(text);
  if (values.length !== 2 || percents(tokens).length > 0 || calendar.length > 2) return null;
  if (tokens.some((t) => t.kind === 'money' && t.period !== undefined)) return null;
  // A span stated in years ("so 8 years") is the span; two calendar years must agree with it.
  if (years.length > 1) return null;
  if (
    years.length === 1 &&
    calendar.length === 2 &&
    Math.abs(calendar[1]! - calendar[0]!) !== years[0]!.value
  )
    return null;
  // In the order written, unless the words say the first amount is today's and the second the price
  // paid ("worth 455k now, bought for 318k in 2017").
  const swap = saysNow(text, values[0]!) && saysThen(text, values[1]!) && !saysThen(text, values[0]!);
  const [from, to] = swap ? [values[1]!.value, values[0]!.value] : [values[0]!.value, values[1]!.value];
  const total = `Total gain: **${formatPercent(to / from - 1)}** (${formatMoney(to)} ÷ ${formatMoney(from)} − 1, ${formatMoney(to - from)})`;
  const inputs = [`Then: ${formatMoney(from)}`, `Now: ${formatMoney(to)}`];
  let n: number;
  if (years.length === 1) {
    n = years[0]!.value;
    // "from 312,500 in 2016 to 489,000 in 2024 … over those 8 years": the calendar years stay shown,
    // so a follow-up can ask for the value in a later year.
    if (calendar.length === 2)
      inputs.push(`Years: ${Math.min(...calendar)} to ${Math.max(...calendar)} = ${n}`);
  } else if (calendar.length === 2) {
    const [first, last] = [Math.min(...calendar), Math.max(...calendar)];
    n = last - first;
    inputs.push(`Years: ${first} to ${last} = ${n}`);
  } else if (calendar.length === 1 && /\b(?:now|today|this year|currently|current)\b/.test(text)) {
    return {
      title: 'Total gain (the yearly rate needs the years)',
      inputs: [...inputs, `Bought: ${calendar[0]}`],
      results: [
        total,
        `What year is it now for this? The yearly rate is (${formatMoney(to)} ÷ ${formatMoney(from)})^(1/years) − 1 over the years since ${calendar[0]}.`,
      ],
      method: 'The total gain is the new value over the old, less 1',
    };
  } else return null;
  if (!(n > 0 && n <= 100)) return null;
  const rate = Math.pow(to / from, 1 / n) - 1;
  return {
    title: 'Yearly appreciation',
    inputs: years.length === 1 && calendar.length !== 2 ? [...inputs, `Years: ${n}`] : inputs,
    results: [
      total,
      `Appreciation: **${formatPercent(rate)}** a year (compounded over ${n} years); ${formatPercent(to / from - 1)} in all`,
    ],
    method: `(${formatMoney(to)} ÷ ${formatMoney(from)})^(1/${n}) − 1`,
  };
};

const COUNTED =
  /\b(?:people|population|residents|households|jobs|employment|employers|units|homes|houses|listings|permits|sales|inventory|enrollment|students|renters|owners)\b/;

/**
 * "the town grew from 84,300 people in the 2010 census to 112,900 in 2020: compound annual growth
 * rate?": a count (people, households, jobs, listings) between two calendar years or over a span in
 * years, compounded. Read from the text, since counts of people and calendar years are no amounts.
 */
export const countGrowthRate: Reader = ({ text }) => {
  if (!GROWTH.test(text) || !COUNTED.test(text) || /[$%]|\bdollars?\b|\bprice|\bvalue|\brent/.test(text))
    return null;
  const years = calendarYearsIn(text);
  const span = /\b(?:over|in|across|during)\s+(?:the\s+(?:last|past)\s+)?(\d{1,2})\s+(?:years?|yrs?)\b/.exec(
    text,
  );
  const counts = [
    ...text.matchAll(/(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|million|thousand)?\b(?![,.]?\d)/g),
  ]
    .map((m) => ({
      value:
        Number(m[1]!.replace(/,/g, '')) *
        (/^(?:k|thousand)$/.test(m[2] ?? '') ? 1e3 : /^m/.test(m[2] ?? '') ? 1e6 : 1),
      raw: m[0],
    }))
    .filter((c) => !years.includes(c.value) && !(span && c.value === Number(span[1])));
  if (counts.length !== 2) return null;
  const n =
    years.length === 2 ? Math.abs(years[1]! - years[0]!) : years.length === 0 && span ? Number(span[1]) : NaN;
  if (!(n > 0 && n <= 100)) return null;
  const [from, to] = [counts[0]!.value, counts[1]!.value];
  if (!(from > 0 && to > 0)) return null;
  const rate = Math.pow(to / from, 1 / n) - 1;
  const count = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return {
    title: 'Compound annual growth',
    inputs: [
      `From: ${count(from)}${years.length === 2 ? ` (${Math.min(...years)})` : ''}`,
      `To: ${count(to)}${years.length === 2 ? ` (${Math.max(...years)})` : ''}`,
      `Years: ${n}`,
    ],
    results: [
      `Compound annual growth rate: **${formatPercent(rate)}** a year`,
      `Total change: ${formatPercent(to / from - 1)} (${count(to - from)})`,
    ],
    method: `(${count(to)} ÷ ${count(from)})^(1/${n}) − 1`,
  };
};

/**
 * "Worth 380k now; if it grows between 2.5% and 4% a year, what's it worth in 8 years at each end?"
 * (rule 75): a range of yearly rates ("between 2.5% and 4%", "3 to 5 percent", "from 3% to 4.5%") is
 * two growths, so the value is shown at each end; the single-rate reader would see two rates and
 * decline. The first number of "3 to 5 percent" has no "%" of its own, so the range is read from the
 * text. A loan, rent or payment beside it is another question.
 */
/** Rates people say in words at a range's low end ("three to 5 percent"), which stay words in the text. */
const RATE_WORDS: Record<string, number> = Object.fromEntries(
  Object.entries(UNITS).filter(([, n]) => n >= 1 && n <= 10),
);
const RATE_RANGE = new RegExp(
  `(?<![\\d.,$])(\\d{1,2}(?:\\.\\d+)?|${Object.keys(RATE_WORDS).join('|')})\\s*(?:%|percent|pct)?\\s*(?:to|and|-|–|or)\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*(?:%|percent\\b|pct\\b)`,
);
export const futureValueRange: Reader = ({ text, tokens }) => {
  // "worth in 6 years at 2% to 5% a year": a yearly rate on a value's worth later is its growth.
  const grows =
    /\bapprecia\w*|\bgo(?:es)? up\b|\bgrow\w*|\brises?\b|\bincreas\w*|\bcompound\w*/.test(text) ||
    (/\b(?:a|per|each|every) (?:year|yr)\b|\bannual(?:ly)?\b|\/\s?yr\b/.test(text) && /\bworth\b/.test(text));
  if (!grows || NOT_A_GROWTH.test(text) || !/\b(?:worth|value|be)\b/.test(text)) return null;
  const range = RATE_RANGE.exec(text);
  if (!range) return null;
  const low = (RATE_WORDS[range[1]!] ?? Number(range[1])) / 100;
  const high = Number(range[2]) / 100;
  if (!(low > 0 && high > low && high < 0.3)) return null;
  const inRange = (t: NumberToken) => t.start >= range.index && t.end <= range.index + range[0].length + 12;
  const values = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const years = tokens.filter((t) => t.kind === 'years');
  const others = tokens.filter((t) => !values.includes(t) && !years.includes(t) && !inRange(t));
  // "downsizing in about 6 years … worth in 6 years": the same span said twice is one span.
  if (
    values.length !== 1 ||
    years.length === 0 ||
    years.some((y) => y.value !== years[0]!.value) ||
    others.length > 0
  )
    return null;
  const [v, n] = [values[0]!.value, years[0]!.value];
  if (!(n >= 1 && n <= 50)) return null;
  const at = (g: number) => v * Math.pow(1 + g, n);
  return {
    title: 'Value after appreciation, at each end of a range',
    inputs: [
      `Value today: ${formatMoney(v)}`,
      `Appreciation: ${formatPercent(low)} to ${formatPercent(high)} a year, compounded`,
      `Years: ${n}`,
    ],
    results: [
      `At ${formatPercent(low)}: **${formatMoney(at(low))}** after ${n} years (gain ${formatMoney(at(low) - v)})`,
      `At ${formatPercent(high)}: **${formatMoney(at(high))}** after ${n} years (gain ${formatMoney(at(high) - v)})`,
    ],
    method: `${formatMoney(v)} × (1 + rate)^${n}, once at each end of the range`,
  };
};
