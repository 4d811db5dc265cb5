// "mine has a detached garage none of the comps have, say it's worth $15k. new estimate?" after a value
// from the comps' price per foot (docs/assistant.md rule 118): the value at the average shown above,
// plus (or minus, "knock off", "needs a $10k roof") the one amount the follow-up gives for a feature.
import { formatMoney } from './format.ts';
import { tokenizeNumbers } from './parse-numbers.ts';
import { renderQuickAnswer } from './quick-math-reading.ts';

const ASKS_NEW_VALUE =
  /\b(?:new|adjusted|updated|revised) (?:estimate|value|valuation|number|figure)\b|\bwhat(?:'s| is| would) (?:it|my (?:house|home|place)|the (?:house|home)) (?:be )?worth (?:now|then)\b|\badjust (?:the )?(?:estimate|value)\b/;
// Only words that take away; "a garage none of the comps have" or "the comps lack" adds to mine.
const LESS = /\b(?:minus|subtract|knock(?:ed)? off|take off|deduct|needs? an?|costs? to fix)\b/;

/** The value at the comps' average, ± the feature's amount, when the answer above is that value. */
export function compValueAdjusted(text: string, answer: string): string | null {
  if (!/^### Value from the comps/m.test(answer) || !ASKS_NEW_VALUE.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'money' || tokens[0]!.period) return null;
  const shown = /Value at the average:[^\n]*\*\*\$([\d,]+(?:\.\d+)?)\*\*/.exec(answer);
  if (!shown) return null;
  const base = Number(shown[1]!.replace(/,/g, ''));
  const amount = tokens[0]!.value;
  const sign = LESS.test(text) ? -1 : 1;
  const value = base + sign * amount;
  return renderQuickAnswer({
    title: 'Value from the comps, adjusted',
    inputs: [
      `Value at the comps' average price per foot (from the answer above): ${formatMoney(base)}`,
      `${sign > 0 ? 'Added' : 'Taken off'} for the feature: ${formatMoney(amount)}`,
    ],
    results: [
      `New estimate: **${formatMoney(value)}** (${formatMoney(base)} ${sign > 0 ? '+' : '−'} ${formatMoney(amount)})`,
    ],
    method:
      'Adjusted value = value at the comps’ average ± what the feature the comps lack (or have) is worth',
  });
}
