// One figure changed by several percents in turn (docs/assistant.md rule 106): "listing started at
// $489,000; we cut it 4%, then another 2.5% off the reduced price: the price now, and the total cut as
// a percent of the original?". Each change applies to the figure the one before left (a cut of 4%
// then 2.5% is 1 − 0.96 × 0.975 = 6.4%, never 6.5%), and the total change is shown in dollars and as a
// percent of the first figure.
//
// Only when every percent is a change by its own words (cut, reduce, drop, off, raise, up) and they
// are two to four, with one amount and no other number. A later change said to be "of the original"
// could be of either figure, so the question is asked instead (null). A single change is the plain
// percent change's (change-math.ts). Part of quick-math (READERS there).
import { formatAmount, formatMoney, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

const DOWN_WORDS =
  /\b(?:cut|cuts|cutting|reduced?|reduces|reducing|reduction|lower(?:ed|s|ing)?|drop(?:s|ped|ping)?|slash(?:ed|es)?|knock(?:ed)?|discount(?:ed)?|off|down)\b/;
const UP_WORDS = /\b(?:raise[sd]?|raising|increase[sd]?|increasing|hike[sd]?|bump(?:ed|s)?|up|added)\b/;
/** "then 2% more", "another 2.5%": the same way as the change before. */
const AGAIN = /\b(?:more|another|again|further|additional|then)\b/;
/** The figure's words: a price, a value, a rent, a listing. */
const FIGURE =
  /\b(?:price|listing|listed|list|asking|value|valued|worth|offer|rent|appraisal|apprais\w*|started at|sale)\b/;
/** A later change taken from the first figure, not the one it reached: which base is meant is unsure. */
const FROM_ORIGINAL = /\b(?:of|off|from) (?:the )?(?:original|first|starting|initial|old)\b/;
/** The total change is asked, or the figure after the changes. */
const ASKED =
  /\b(?:now|new|after|total|overall|altogether|in all|combined|end up|ends up|final|current|today)\b/;

/** The direction a percent's own clause gives it: −1 a cut, +1 a raise, 0 unsure. */
function direction(
  text: string,
  t: NumberToken,
  previous: NumberToken | undefined,
  previousSign: -1 | 0 | 1,
): -1 | 0 | 1 {
  const before =
    text
      .slice(Math.max(previous?.end ?? 0, t.start - 30), t.start)
      .split(/[.;?!]\s|,\s/)
      .pop() ?? '';
  const after = text.slice(t.end, t.end + 25).split(/[.;?!,]\s|\band\b|\bthen\b|\d/)[0] ?? '';
  const words = `${before} ${after}`;
  const down = DOWN_WORDS.test(words);
  const up = UP_WORDS.test(words.replace(/\bdown\b/g, ''));
  if (down === up) return AGAIN.test(words) && previousSign !== 0 ? previousSign : 0;
  return down ? -1 : 1;
}

export const successiveChanges: Reader = ({ text, tokens }) => {
  const rates = tokens.filter((t) => t.kind === 'percent');
  if (rates.length < 2 || rates.length > 4) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (amounts.length !== 1 || amounts.length + rates.length !== tokens.length) return null;
  const base = amounts[0]!;
  if (!(base.value > 0) || base.start > rates[0]!.start) return null;
  const per = base.period === 'monthly' ? ' a month' : base.period === 'yearly' ? ' a year' : '';
  if (!FIGURE.test(text.slice(Math.max(0, base.start - 40), base.end + 20))) return null;
  if (!ASKED.test(text.slice(rates.at(-1)!.end))) return null;
  const ownClause = (t: NumberToken) => text.slice(t.end, t.end + 40).split(/[.;?!]\s|,\s|\d/)[0] ?? '';
  if (rates.slice(1).some((t) => FROM_ORIGINAL.test(ownClause(t)))) return null;
  // The changes follow one another: "then", "another", "again", "after that", "a second".
  if (!/\b(?:then|another|again|after that|later|second|more|further|on top)\b/.test(text)) return null;
  const steps: { rate: number; sign: -1 | 1 }[] = [];
  for (let i = 0; i < rates.length; i++) {
    const sign = direction(text, rates[i]!, i === 0 ? base : rates[i - 1], steps.at(-1)?.sign ?? 0);
    if (sign === 0 || !(rates[i]!.value > 0 && rates[i]!.value < 1)) return null;
    steps.push({ rate: rates[i]!.value, sign });
  }
  let figure = base.value;
  const lines: string[] = [];
  for (const [i, step] of steps.entries()) {
    const next = figure * (1 + step.sign * step.rate);
    lines.push(
      `Change ${i + 1}: ${step.sign < 0 ? '−' : '+'}${formatRate(step.rate)} of ${formatMoney(figure)} = ${step.sign < 0 ? '−' : '+'}${formatMoney(Math.abs(next - figure))} → **${formatMoney(next)}**`,
    );
    figure = next;
  }
  const change = figure - base.value;
  const factors = steps.map((s) => `(1 ${s.sign < 0 ? '−' : '+'} ${formatRate(s.rate)})`).join(' × ');
  return {
    title: 'Successive percent changes',
    inputs: [
      `Starting figure: ${formatAmount(base.value)}${per}`,
      ...steps.map(
        (s, i) =>
          `Change ${i + 1}: ${s.sign < 0 ? 'down' : 'up'} ${formatRate(s.rate)}, of the figure before it`,
      ),
    ],
    results: [
      ...lines,
      `Figure now: **${formatMoney(figure)}**${per}`,
      `Total ${change < 0 ? 'reduction' : 'increase'}: **${formatMoney(Math.abs(change))}**${per}, **${formatPercent(Math.abs(change) / base.value)}** of the original`,
    ],
    method: `Each change applies to the figure the one before left: ${formatAmount(base.value)} × ${factors}; the total as a percent of the original = the total change ÷ ${formatAmount(base.value)}`,
  };
};
