// The same spending after a move, scaled by the user's own cost-of-living indexes (docs/assistant.md
// rule 116): "we spend about $6,400/mo on everything; if the new city's cost of living index is 118
// where ours is 100, what would the same lifestyle cost there and how much extra per year?". Spending
// × the new index ÷ the old one, a month and a year. A salary asked the same way is the salary
// reader's (cost-of-living-math.ts); an index whose place cannot be told (here or there) is no answer.
import { formatMoney, formatNumber } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';
import { asksSalaryByCostOfLiving } from './cost-of-living-math.ts';

const COST_OF_LIVING = /\bcost[- ]of[- ]living\b|\bcol\b|\bcoli\b/;
const INDEX = /\bindex\b|\bcol\b|\bcoli\b/;
/** Spending asked after the move: "what would the same lifestyle cost", "our budget there". */
const ASKS_SPENDING = /\b(?:spend|spending|budget|expenses|lifestyle|cost of our|costs? us|bills)\b/;
const ASKS = /\bwhat would\b|\bhow much\b|\bwhat(?:'s| is| will)\b|\bequivalent\b|\bsame\b/;
/** Words that place an index where the user moves to, or where the user lives now. */
const THERE =
  /\bnew\b|\bthere\b|\bmoving to\b|\bdestination\b|\bwe'?re going\b|\bthe other (?:city|place|metro)\b/;
const HERE = /\bours?\b|\bhere\b|\bcurrent(?:ly)?\b|\bwhere we (?:live|are)\b|\bhome\b|\bold\b/;

/**
 * Where an index stands: its own clause's words before it ("the new city's index is 118"), else the
 * few words after it ("100 here"); words after may name the next index ("118 where ours is 100").
 */
function sideOf(text: string, t: NumberToken, previousEnd: number): 'there' | 'here' | null {
  const side = (words: string) => {
    const there = THERE.test(words);
    return there === HERE.test(words) ? null : there ? 'there' : 'here';
  };
  const before =
    text
      .slice(previousEnd, t.start)
      .split(/[.;?!]\s/)
      .pop() ?? '';
  const after = text.slice(t.end, t.end + 12).split(/[.,;?!]| and | where | vs\.? /)[0] ?? '';
  return side(before) ?? side(after);
}

export const spendingByCostOfLiving: Reader = ({ text, tokens }) => {
  if (!COST_OF_LIVING.test(text) || !INDEX.test(text) || asksSalaryByCostOfLiving(text)) return null;
  if (!ASKS_SPENDING.test(text) || !ASKS.test(text)) return null;
  const spending = tokens.filter((t) => t.kind === 'money');
  const indexes = tokens.filter((t) => t.kind === 'plain' && t.value >= 20 && t.value <= 400);
  if (spending.length !== 1 || indexes.length !== 2 || tokens.length !== 3) return null;
  const spend = spending[0]!;
  if (spend.period !== 'monthly' && spend.period !== 'yearly') return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const sides = indexes.map((t) => sideOf(text, t, tokens.filter((o) => o.end <= t.start).at(-1)?.end ?? 0));
  if (sides[0] === null || sides[1] === null || sides[0] === sides[1]) return null;
  const there = indexes[sides.indexOf('there')]!.value;
  const here = indexes[sides.indexOf('here')]!.value;
  const monthly = spend.period === 'monthly' ? spend.value : spend.value / 12;
  const monthlyThere = (monthly * there) / here;
  return {
    title: 'The same spending at another cost of living',
    inputs: [
      `Spending now: ${formatMoney(spend.value)} a ${spend.period === 'monthly' ? 'month' : 'year'}`,
      `Cost-of-living index where you live now: ${formatNumber(here)}`,
      `Cost-of-living index where you're moving: ${formatNumber(there)}`,
    ],
    results: [
      `The same spending there: **${formatMoney(monthlyThere)}** a month (${formatMoney(monthly)} × ${formatNumber(there)} ÷ ${formatNumber(here)}), ${formatMoney(monthlyThere * 12)} a year`,
      `${monthlyThere >= monthly ? 'Extra' : 'Less'}: ${formatMoney(Math.abs(monthlyThere - monthly))} a month, **${formatMoney(Math.abs(monthlyThere - monthly) * 12)}** a year`,
    ],
    method:
      'Spending × the new index ÷ the old index; an index covers housing, food, transport and the rest together, so your own mix may move differently',
  };
};
