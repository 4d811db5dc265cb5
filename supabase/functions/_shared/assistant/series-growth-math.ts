// A value over three or more calendar years ("Jan 2023 $1,685, Jan 2024 $1,742, Jan 2025 $1,769",
// "310k in 2021, 335k in 2022, 342k in 2023"), asked how it grew (docs/assistant.md rule 77): each
// year's change, the whole change, and the compound annual growth rate over the years between the
// first and the last. Each value is paired with the year written beside it, the same side for all; a
// year out of order, a value without its year or a number left over stops the reader. Part of
// quick-math (READERS there).
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

const ASKS_GROWTH =
  /\byoy\b|\by\/y\b|\byear[- ]over[- ]year\b|\bgrowth\b|\bgrew\b|\bchange\b|\bcagr\b|\bcompound(?:ed)? annual\b|\bannual(?:i[sz]ed)? (?:rate|growth|increase|appreciation)\b|\bincrease\b|\bappreciat\w*\b|\bper year\b|\ba year\b/;

interface Dated {
  year: number;
  value: number;
  money: boolean;
}

const YEAR = /(?<![$\d,.])\b((?:19[5-9]|20[0-4])\d)\b(?![,.]\d|\s*k\b|\s*%)/g;

export const seriesGrowth: Reader = ({ text, tokens }) => {
  if (!ASKS_GROWTH.test(text)) return null;
  const years = [...text.matchAll(YEAR)].map((m) => ({
    year: Number(m[1]),
    start: m.index!,
    end: m.index! + 4,
  }));
  if (years.length < 3) return null;
  const isYear = (t: NumberToken) =>
    years.some((y) => t.start <= y.start && t.end >= y.end && t.raw.replace(/\D/g, '') === String(y.year));
  const values = tokens.filter(
    (t) => !isYear(t) && (t.kind === 'money' || t.kind === 'plain' || t.kind === 'percent'),
  );
  // "the 2-year CAGR", "over 3 years": a count of years that matches the span is the question's, not a value.
  const counts = tokens.filter((t) => t.kind === 'years');
  if (
    values.length !== years.length ||
    values.length + counts.length !== tokens.filter((t) => !isYear(t)).length
  )
    return null;
  if (values.some((v) => v.kind !== values[0]!.kind)) return null;
  // Each value beside its own year: all years just before their values, or all just after.
  const marks = [
    ...years.map((y) => ({ ...y, kind: 'year' })),
    ...values.map((v) => ({ start: v.start, end: v.end, kind: 'value' })),
  ].sort((a, b) => a.start - b.start);
  const first = marks[0]!.kind;
  if (marks.some((m, i) => m.kind !== (i % 2 === 0 ? first : first === 'year' ? 'value' : 'year')))
    return null;
  // Beside means in the same clause: nothing but a few words between a value and its year.
  const series: Dated[] = values.map((v, i) => {
    const y = years[i]!;
    return { year: y.year, value: v.kind === 'percent' ? v.value * 100 : v.value, money: v.kind === 'money' };
  });
  for (let i = 0; i < values.length; i++) {
    const [a, b] = first === 'year' ? [years[i]!.end, values[i]!.start] : [values[i]!.end, years[i]!.start];
    if (/[;.]\s/.test(text.slice(a, b)) || b - a > 30) return null;
  }
  if (series.some((d, i) => i > 0 && d.year <= series[i - 1]!.year) || series.some((d) => d.value <= 0))
    return null;
  const span = series.at(-1)!.year - series[0]!.year;
  if (counts.some((c) => c.value !== span && c.value !== series.length - 1)) return null;
  const shown = (d: Dated) => (d.money ? formatMoney(d.value) : formatNumber(d.value, 2));
  const first0 = series[0]!;
  const last = series.at(-1)!;
  const cagr = (last.value / first0.value) ** (1 / span) - 1;
  const steps = series.slice(1).map((d, i) => {
    const prev = series[i]!;
    const gap = d.year - prev.year;
    const change = d.value / prev.value - 1;
    return `${prev.year} → ${d.year}: ${shown(prev)} → ${shown(d)} = **${formatPercent(change)}**${gap > 1 ? ` over ${gap} years (${formatPercent((1 + change) ** (1 / gap) - 1)} a year)` : ''}`;
  });
  return {
    title: 'Growth year by year',
    inputs: series.map((d) => `${d.year}: ${shown(d)}`),
    results: [
      ...steps,
      `Whole change ${first0.year} → ${last.year}: **${formatPercent(last.value / first0.value - 1)}**`,
      `Compound annual growth rate over ${span} years: (${shown(last)} ÷ ${shown(first0)})^(1/${span}) − 1 = **${formatPercent(cagr)}** a year`,
    ],
    method: 'Each change = later ÷ earlier − 1; CAGR = (last ÷ first)^(1 ÷ years between them) − 1',
  };
};
