// "and if I only draw 60k, what would my CLTV be" after a HELOC's room was worked out: the combined
// loan-to-value with that draw, from the value and the balance the answer above showed (read from the
// answer as the user saw it, so the figures taken are visible in the inputs).
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { lastComputed } from './previous-figures.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

const DRAW = /\b(?:draw|drew|drawing|take|took|taking|use|using|pull|pulling|borrow|borrowing|tap|only)\b/;

const shown = (answer: string, label: RegExp) => {
  const line = answer.split('\n').find((l) => label.test(l));
  const m = line ? /\$([\d,]+(?:\.\d+)?)/.exec(line) : null;
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
};

export function cltvAfterDraw(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const answer = lastComputed(history);
  if (!answer || !/^### HELOC room/m.test(answer)) return null;
  const text = normalizeText(input);
  if (!DRAW.test(text) || !/\bc?ltv\b|loan[- ]to[- ]value|\bequity\b/.test(text)) return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'money' || tokens[0]!.period !== undefined) return null;
  const draw = tokens[0]!.value;
  const value = shown(answer, /^- Value: /);
  const owed = shown(answer, /^- Owed now: /);
  const limit = /Lender's limit: ([\d.]+)%/.exec(answer);
  if (value === undefined || owed === undefined || !(value > 0)) return null;
  const cltv = (owed + draw) / value;
  const room = limit ? (value * Number(limit[1])) / 100 - owed : undefined;
  return {
    title: 'CLTV with that draw',
    inputs: [
      `Value (from the answer above): ${formatMoney(value)}`,
      `Owed on the first mortgage: ${formatMoney(owed)}`,
      `Drawn on the line: ${formatMoney(draw)}`,
    ],
    results: [
      `Combined loan-to-value: **${formatPercent(cltv)}** ((${formatMoney(owed)} + ${formatMoney(draw)}) ÷ ${formatMoney(value)})`,
      ...(room !== undefined
        ? [
            room >= draw
              ? `Within the lender's ${formatPercent(Number(limit![1]) / 100)} limit, with ${formatMoney(room - draw)} of the line left`
              : `Over the lender's ${formatPercent(Number(limit![1]) / 100)} limit by ${formatMoney(draw - room)}`,
          ]
        : []),
    ],
    method: 'CLTV = (first mortgage balance + the amount drawn) ÷ value',
  };
}
