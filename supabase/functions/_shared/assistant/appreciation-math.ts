// A home's value over time, with every number stated: a value grown at a yearly rate for some years,
// and the yearly (compounded) appreciation from a price then to a value now. Part of quick-math
// (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { money, percents, type Reader } from './quick-math-reading.ts';

/** A value grown at a yearly rate for some years. */
export const futureValue: Reader = ({ text, tokens }) => {
  if (!/\bapprecia\w*|\bgo(?:es)? up\b|\bgrow\w*|\brises?\b|\bincreas\w*/.test(text)) return null;
  if (!/\b(?:worth|value|be|after|in)\b/.test(text)) return null;
  const values = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  const years = tokens.filter((t) => t.kind === 'years');
  if (values.length !== 1 || rates.length !== 1 || years.length !== 1) return null;
  const [v, g, n] = [values[0]!.value, rates[0]!.value, years[0]!.value];
  return {
    title: 'Value after appreciation',
    inputs: [`Value today: ${formatMoney(v)}`, `Appreciation: ${formatPercent(g)} a year`, `Years: ${n}`],
    results: [`Value after ${n} years: **${formatMoney(v * Math.pow(1 + g, n))}**`],
    method: `${formatMoney(v)} × (1 + ${formatPercent(g)})^${n}`,
  };
};

/** The yearly appreciation (compounded) from a purchase price to today's value over some years. */
export const appreciationRate: Reader = ({ text, tokens }) => {
  if (
    !/\bapprecia\w*|growth rate|(?:per|a) year (?:growth|gain)|annual(?:ized)? (?:growth|return|gain)|\bcompound(?:ed)?\b|\bcagr\b/.test(
      text,
    )
  )
    return null;
  // "CAGR?" names the yearly rate by itself.
  if (!/\brate\b|\bwhat(?:'s| is| was)\b|\bhow much\b|\bper year\b|\ba year\b|\bannual|\bcagr\b/.test(text))
    return null;
  const values = money(tokens).filter((t) => t.period === undefined && t.value >= 1000);
  const years = tokens.filter((t) => t.kind === 'years');
  // "bought in 2012 … sold in 2024": the years between two calendar years.
  const calendar = [...text.matchAll(/\b(?:19[5-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[0]));
  const span = calendar.length === 2 ? Math.abs(calendar[1]! - calendar[0]!) : 0;
  if (values.length !== 2 || percents(tokens).length > 0) return null;
  if (years.length !== 1 && !(years.length === 0 && span > 0)) return null;
  const [from, to] = [values[0]!.value, values[1]!.value];
  const n = years.length === 1 ? years[0]!.value : span;
  const rate = Math.pow(to / from, 1 / n) - 1;
  return {
    title: 'Yearly appreciation',
    inputs: [`Then: ${formatMoney(from)}`, `Now: ${formatMoney(to)}`, `Years: ${n}`],
    results: [
      `Appreciation: **${formatPercent(rate)}** a year (compounded); ${formatPercent(to / from - 1)} in all`,
    ],
    method: `(${formatMoney(to)} ÷ ${formatMoney(from)})^(1/${n}) − 1`,
  };
};
