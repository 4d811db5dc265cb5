// A follow-up on a rent split by bedroom size (docs/assistant.md rule 104): after "bedrooms are 140,
// 110 and 100 sq ft, split $5,400 in proportion", "the 100 sq ft room has the only private bathroom:
// what if that person pays $150 more and the other two each pay $75 less?" moves the shares of the
// answer above by the amounts named. The shares are read from that answer, never recomputed.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatNumber } from './format.ts';
import { normalizeText } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

interface Share {
  room: number;
  area: number;
  amount: number;
}

/** The shares of the last answer, when it was a rent split by bedroom size. */
function sharesAbove(history: readonly HistoryTurn[]): Share[] | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !/^### Rent split/m.test(last.text)) return null;
  const shares = [...last.text.matchAll(/^- Room (\d) \(([\d,.]+) sq ft\): \*\*\$([\d,.]+)\*\*/gm)].map(
    (m) => ({
      room: Number(m[1]),
      area: Number(m[2]!.replace(/,/g, '')),
      amount: Number(m[3]!.replace(/,/g, '')),
    }),
  );
  return shares.length >= 2 ? shares : null;
}

const AMOUNT = '\\$?\\s?(\\d[\\d,]*(?:\\.\\d+)?)';
const MORE = new RegExp(
  `${AMOUNT}\\s*(?:\\/\\s*mo(?:nth)?|a month|per month|monthly)?\\s*(more|extra|higher|less|fewer|lower|off)\\b`,
  'g',
);
const OTHERS = /\b(?:the )?(?:other|others|other two|other three|rest|remaining)\b/;

/**
 * The room named ("the 100 sq ft room", "the smallest room", "the 140") pays an amount more or less,
 * and the others each pay the amount named for them, or share the change evenly when only "the
 * others pay less" is said. Null unless the change adds up to zero or the rent total is kept.
 */
export function roomSplitFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const shares = sharesAbove(history);
  if (!shares) return null;
  const text = normalizeText(input).toLowerCase();
  const areaNamed =
    /\b(\d{2,4})\s*(?:sq\.?\s?ft|sqft|sf|square f(?:ee|oo)t)?\s*(?:room|bedroom|one)\b|\b(?:room|bedroom) (?:of|with|at) (\d{2,4})\b/.exec(
      text,
    );
  let target: Share | undefined;
  if (areaNamed) target = shares.find((s) => s.area === Number(areaNamed[1] ?? areaNamed[2]));
  else if (/\bsmall(?:est|er)\b/.test(text)) target = [...shares].sort((a, b) => a.area - b.area)[0];
  else if (/\b(?:big|larg)(?:gest|est|er)\b/.test(text))
    target = [...shares].sort((a, b) => b.area - a.area)[0];
  if (!target) return null;
  const moves = [...text.matchAll(MORE)].map((m) => ({
    value: Number(m[1]!.replace(/,/g, '')) * (/more|extra|higher/.test(m[2]!) ? 1 : -1),
    at: m.index ?? 0,
    others: OTHERS.test(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0)),
  }));
  const own = moves.find((m) => !m.others);
  if (!own || moves.length > 2) return null;
  const others = shares.filter((s) => s !== target);
  const theirs = moves.find((m) => m.others);
  // Each other pays the amount named ("each pay $75 less"), or they share the target's change evenly.
  const eachOther = theirs
    ? /\beach\b/.test(text.slice(Math.max(0, theirs.at - 30), theirs.at + 30))
      ? theirs.value
      : theirs.value / others.length
    : -own.value / others.length;
  const change = own.value + eachOther * others.length;
  if (Math.abs(change) > 0.005) return null;
  const rows = shares.map((s) => ({
    ...s,
    next: s === target ? s.amount + own.value : s.amount + eachOther,
  }));
  const total = rows.reduce((sum, r) => sum + r.next, 0);
  const signed = (v: number) => `${v >= 0 ? '+' : '−'} ${formatMoney(Math.abs(v))}`;
  return {
    title: 'Rent split, adjusted',
    inputs: [
      ...shares.map(
        (s) =>
          `Room ${s.room} (${formatNumber(s.area)} sq ft): ${formatMoney(s.amount)} by size (from the answer above)`,
      ),
      `Change: the ${formatNumber(target.area)} sq ft room ${signed(own.value)}, each other room ${signed(eachOther)}`,
    ],
    results: [
      ...rows.map(
        (r) =>
          `Room ${r.room} (${formatNumber(r.area)} sq ft): **${formatMoney(r.next)}** a month (${formatMoney(r.amount)} ${signed(r.next - r.amount)})`,
      ),
      `Total still ${formatMoney(total)} a month`,
    ],
    method:
      'Each share by size, moved by the amount named for it; the changes cancel out, so the rent is still covered',
  };
}
