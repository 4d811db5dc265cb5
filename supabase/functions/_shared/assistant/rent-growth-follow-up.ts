// Follow-ups on a rent that rises at each renewal (rule 75): after "rent is 2,000 a month, up 3% a year
// at each renewal: total over 5 years and the monthly rent in year 5?", a follow-up that changes only
// the years ("and over 7 years?", "what about 10 years total?") or only the increase ("what if the
// increases are 5%?", "and at 4%?") is worked again with both figures asked: the total over N years
// and the monthly rent in year N. A rate alone had found a rent-control article, and a rewrite of the
// years had left "the rent in year 5" where it was. The figures are read from the answer the user saw.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

interface RentGrowth {
  monthly: number;
  rate: number;
  years: number;
}

const amountOf = (s: string) => Number(s.replace(/,/g, ''));

/** The rent growth of the last answer, when it was one (a monthly rent, a yearly increase, a span). */
function rentGrowthAbove(history: readonly HistoryTurn[]): RentGrowth | null {
  const last = history.at(-1);
  if (
    last?.role !== 'assistant' ||
    !/^### Rent (?:with yearly increases|over \d+ years with yearly increases)\s*$/m.test(last.text)
  )
    return null;
  const text = last.text;
  if (/\/sq ft/.test(text)) return null;
  const start =
    /^- (?:Year 1 rent|Starting rent|Rent now|Rent today \(year 1\)): \$([\d,]+(?:\.\d+)?) a month\b/m.exec(
      text,
    ) ??
    /^- (?:Year 1 rent|Starting rent|Rent now|Rent today \(year 1\)): \$([\d,]+(?:\.\d+)?)\s*$/m.exec(text);
  const rate = /^- Increases?: ([\d.]+)% a year/m.exec(text);
  const years = /^- (?:Over|Years|Year): (\d{1,2})(?: years)?\s*$/m.exec(text);
  if (!start || !rate || !years) return null;
  const monthly = amountOf(start[1]!);
  // A rent with no period under $20,000 is a month's, as the readers take it.
  if (!(monthly > 0 && monthly < 20000)) return null;
  return { monthly, rate: Number(rate[1]) / 100, years: Number(years[1]) };
}

/** Another question altogether: a loan, a price, a vacancy, a cap rate. */
const OTHER_TOPIC =
  /\b(?:loan|mortgage|payment|price|cap|noi|vacanc\w*|down|tax(?:es)?|buy|worth|value|inflation)\b/;
const FOLLOW_CUE =
  /^\s*(?:(?:ok(?:ay)?|so|and|but|hmm+),?\s+)?(?:and|what about|how about|what if|if|same|over|for|make it|try|at|with|say|now)\b/;

export function rentGrowthFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const found = rentGrowthAbove(history);
  if (!found) return null;
  const text = normalizeText(input).toLowerCase();
  if (text.split(/\s+/).length > 16 || OTHER_TOPIC.test(text) || !FOLLOW_CUE.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  const years = tokens.filter((t) => t.kind === 'years');
  const rates = tokens.filter((t) => t.kind === 'percent');
  if (tokens.length !== years.length + rates.length || years.length > 1 || rates.length > 1) return null;
  if (years.length + rates.length === 0) return null;
  const n = years[0]?.value ?? found.years;
  const g = rates[0]?.value ?? found.rate;
  if (!(n >= 1 && n <= 50 && Number.isInteger(n)) || !(g >= 0 && g < 0.3)) return null;
  const yearOne = found.monthly * 12;
  const total = g === 0 ? yearOne * n : (yearOne * (Math.pow(1 + g, n) - 1)) / g;
  const lastYear = yearOne * Math.pow(1 + g, n - 1);
  const changes = [
    ...(years.length && n !== found.years ? [`${found.years} years → ${n} years`] : []),
    ...(rates.length && g !== found.rate
      ? [`${formatPercent(found.rate)} → ${formatPercent(g)} a year`]
      : []),
  ];
  return {
    title: 'Rent with yearly increases',
    inputs: [
      `Rent today (year 1): ${formatMoney(found.monthly)} a month (${formatMoney(yearOne)} a year)`,
      `Increase: ${formatPercent(g)} a year, at each renewal`,
      `Years: ${n}`,
      ...(changes.length ? [`Changed from the answer above: ${changes.join(', ')}`] : []),
    ],
    results: [
      `Total rent over ${n} years: **${formatMoney(total)}**`,
      `Monthly rent in year ${n}: **${formatMoney(lastYear / 12)}** (${formatMoney(lastYear)} a year), after ${n - 1} increase${n - 1 === 1 ? '' : 's'}`,
    ],
    method: `Year N rent = ${formatMoney(found.monthly)} × (1 + ${formatPercent(g)})^(N − 1); total = 12 × ${formatMoney(found.monthly)} × ((1 + ${formatPercent(g)})^${n} − 1) ÷ ${formatPercent(g)}`,
  };
}
