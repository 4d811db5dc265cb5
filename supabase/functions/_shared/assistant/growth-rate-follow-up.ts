// Follow-ups on a yearly appreciation worked out above (a value from year A to year B, compounded):
// "what if it had only grown 3% a year?" (the value now at that rate instead) and "back to the actual
// rate: if it keeps up 5 more years, what's the value in 2029? and remind me the rate" (the latest value
// grown at the computed rate, and the rate restated). Alone they have nothing to compute with, and
// "the actual rate" had found a cap-rate article (rule 70). The figures are read from the answer as
// the user saw it; a follow-up with an amount of its own, or years that disagree, is left alone.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

interface Appreciation {
  then: number;
  now: number;
  years: number;
  /** The calendar year of the latest value, when the answer named it. */
  lastYear?: number;
  rate: number;
}

const moneyOn = (answer: string, label: string): number | undefined => {
  const m = new RegExp(`^- ${label}: \\$([\\d,]+(?:\\.\\d+)?)`, 'm').exec(answer);
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
};

/** The last yearly appreciation among the recent answers (a what-if answered since may stand between). */
function appreciationAbove(history: readonly HistoryTurn[]): Appreciation | null {
  const answers = history
    .filter((t) => t.role === 'assistant')
    .slice(-3)
    .reverse();
  for (const { text } of answers) {
    if (!/^### Yearly appreciation\s*$/m.test(text)) continue;
    const then = moneyOn(text, 'Then');
    const now = moneyOn(text, 'Now');
    const span = /^- Years: (?:(\d{4}) to (\d{4}) = )?(\d{1,3})\s*$/m.exec(text);
    if (!then || !now || !span) return null;
    const years = Number(span[3]);
    if (!(then > 0 && now > 0 && years > 0)) return null;
    return {
      then,
      now,
      years,
      ...(span[2] ? { lastYear: Number(span[2]) } : {}),
      rate: Math.pow(now / then, 1 / years) - 1,
    };
  }
  return null;
}

/** Another kind of question altogether: a loan, rent or income property. */
const OTHER_TOPIC = /\b(?:loan|mortgage|payment|rent|cap|noi|interest|refi\w*|down|tax(?:es)?|inflation)\b/;
const SAME_RATE =
  /\b(?:actual|real|same|that|this|computed|calculated|historical|original|our|its|current) (?:rate|pace|growth(?: rate)?|appreciation(?: rate)?|cagr)\b|\b(?:rate|pace|trend|cagr) (?:holds|continues|keeps up|stays)\b|\bkeeps? (?:up|going|growing|appreciating)\b|\bat (?:that|this|the same) (?:pace|clip|rate)\b|\bcontinues?\b|\bsame pace\b/;
const ASKS_VALUE = /\b(?:value|worth|be worth|price|median|average|rent)\b/;

/** "…5 more years, what's the value in 2029?": the latest value grown at the computed rate. */
function atTheSameRate(text: string, found: Appreciation): QuickAnswer | null {
  // "at the same pace, 10 more years from now?": the years ahead ask the value though no word names it.
  const ahead = /\b\d{1,2}\s*(?:more|additional|further)\s+(?:years?|yrs?)\b|\byears? from now\b/.test(text);
  if (!SAME_RATE.test(text) || !(ASKS_VALUE.test(text) || ahead)) return null;
  const tokens = tokenizeNumbers(text);
  const calendar = [...text.matchAll(/\b(19\d\d|20\d\d)\b/g)].map((m) => Number(m[1]));
  // "5 more years", "another 5 yrs", "for 5 years": the years ahead.
  const spans = [
    ...text.matchAll(/\b(\d{1,2})\s*(?:more\s+|additional\s+|extra\s+|further\s+)?(?:years?|yrs?)\b/g),
  ].map((m) => Number(m[1]));
  const others = tokens.filter((t) => !spans.includes(t.value) && !calendar.includes(t.value));
  if (others.length > 0 || spans.length > 1 || calendar.length > 1) return null;
  const byYear =
    calendar.length === 1 && found.lastYear !== undefined ? calendar[0]! - found.lastYear : undefined;
  if (calendar.length === 1 && byYear === undefined) return null;
  const bySpan = spans[0];
  if (byYear !== undefined && bySpan !== undefined && byYear !== bySpan) return null;
  const n = byYear ?? bySpan;
  if (n === undefined || !(n > 0 && n <= 50)) return null;
  const later = found.now * Math.pow(1 + found.rate, n);
  const when = calendar.length === 1 ? `in ${calendar[0]}` : `after ${n} more years`;
  return {
    title: 'Value if the same yearly rate keeps up',
    inputs: [
      `Latest value (from the answer above): ${formatMoney(found.now)}${found.lastYear ? ` (${found.lastYear})` : ''}`,
      `Yearly rate worked out above: ${formatPercent(found.rate)} (${formatMoney(found.now)} ÷ ${formatMoney(found.then)})^(1/${found.years}) − 1`,
      `Years ahead: ${n}`,
    ],
    results: [
      `Value ${when}: **${formatMoney(later)}** (${formatMoney(found.now)} × (1 + ${formatPercent(found.rate)})^${n})`,
      `The rate: **${formatPercent(found.rate)}** a year, compounded`,
    ],
    method: 'Latest value × (1 + the yearly rate)^years; past growth is no promise of future growth',
  };
}

/** "what if it had only grown 3% a year?": the first value grown at that rate over the same years. */
function atAnotherRate(text: string, found: Appreciation): QuickAnswer | null {
  if (!/\b(?:what if|if it had|had (?:only )?(?:grown|appreciated|gone up|risen)|instead|only)\b/.test(text))
    return null;
  if (!/\b(?:grow\w*|grew|apprecia\w*|gone up|went up|rose|risen|rate|a year|per year|annually)\b/.test(text))
    return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'percent') return null;
  const g = tokens[0]!.value;
  if (!(g > -0.2 && g < 0.3)) return null;
  const value = found.then * Math.pow(1 + g, found.years);
  const gap = value - found.now;
  return {
    title: 'Value at another yearly rate',
    inputs: [
      `Then (from the answer above): ${formatMoney(found.then)}`,
      `Rate: ${formatPercent(g)} a year over ${found.years} years`,
    ],
    results: [
      `Value now at ${formatPercent(g)}: **${formatMoney(value)}** (${formatMoney(found.then)} × (1 + ${formatPercent(g)})^${found.years})`,
      `Against the actual ${formatMoney(found.now)} (${formatPercent(found.rate)} a year): **${formatMoney(Math.abs(gap))}** ${gap < 0 ? 'less' : 'more'}`,
    ],
    method: 'Then × (1 + rate)^years',
  };
}

/** The answer to a follow-up on a yearly appreciation shown above, or null. */
export function growthRateFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const text = normalizeText(input);
  if (OTHER_TOPIC.test(text)) return null;
  const found = appreciationAbove(history);
  if (!found) return null;
  return atTheSameRate(text, found) ?? atAnotherRate(text, found);
}
