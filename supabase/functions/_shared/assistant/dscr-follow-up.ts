// "if they need a 1.25, what's the max annual debt service at that NOI, and per month?" after a DSCR
// worked out (docs/assistant.md rule 98): the most debt service the earlier NOI supports at the ratio
// the follow-up names, a year and a month. The DSCR calculator only ever states 1.25; a lender asking
// 1.30 or 1.35 is read here, never answered with the 1.25 line.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { normalizeText } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';
import { headingOf } from './topic-follow-up.ts';

/** "1.25", "1.3x", "a 1.35 dscr", "125%": the ratio a lender needs. */
const RATIO = /(?<![\d.$,])(1\.\d{1,2})\s*x?\b(?!\s*(?:%|mil|m\b|k\b|million))|(?<![\d.$,])(1[0-9]{2})\s*%/;
const ASKS_MAX =
  /\b(?:max(?:imum)?|most|highest|how much|largest|biggest|top|ceiling|support|afford|allowed|qualify)\b/;
const DEBT = /\bdebt service\b|\bpayments?\b|\bmortgage\b|\bp&i\b|\bdebt\b|\bloan\b|\bds\b/;

export function dscrFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !/\bDSCR\b/.test(headingOf(last.text) ?? '')) return null;
  const text = normalizeText(input);
  const ratio = RATIO.exec(text);
  if (!ratio || !ASKS_MAX.test(text) || !DEBT.test(text)) return null;
  // Only the ratio: a new NOI or another amount makes it a new question, read as one.
  const others = text.replace(ratio[0], ' ').match(/\d/g);
  if (others) return null;
  const noiMatch = /Net operating income: \$([\d,]+(?:\.\d+)?)\/year/.exec(last.text);
  if (!noiMatch) return null;
  const noi = Number(noiMatch[1]!.replace(/,/g, ''));
  const need = ratio[1] ? Number(ratio[1]) : Number(ratio[2]) / 100;
  const yearly = noi / need;
  return {
    title: `Most debt service at a ${formatNumber(need, 2)} DSCR`,
    inputs: [
      `Net operating income: ${formatMoney(noi)} a year (from before)`,
      `Required DSCR: ${formatNumber(need, 2)}`,
    ],
    results: [
      `Most debt service: ${formatMoney(noi)} ÷ ${formatNumber(need, 2)} = **${formatMoney(yearly)} a year**`,
      `Per month: ${formatMoney(yearly)} ÷ 12 = **${formatMoney(yearly / 12)}**`,
    ],
    method: 'Most debt service = NOI ÷ required DSCR; a month is a twelfth of the year',
  };
}

/**
 * "and the cap rate on the purchase price?" after an answer that showed a purchase price and a year's
 * NOI (rule 98): NOI ÷ price, from the figures shown. Only when the follow-up names no number.
 */
export function capRateOfShownPrice(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return null;
  const text = normalizeText(input);
  if (!/\bcap(?:italization)? rate\b|\bcap\b/.test(text) || /\d/.test(text)) return null;
  const price = /(?:Purchase price|Home price|Price): \$([\d,]+(?:\.\d+)?)/.exec(last.text);
  const noi = /Net operating income(?: \(NOI\))?: \$([\d,]+(?:\.\d+)?)(?: a year|\/year|\/yr)/.exec(
    last.text,
  );
  if (!price || !noi) return null;
  const p = Number(price[1]!.replace(/,/g, ''));
  const n = Number(noi[1]!.replace(/,/g, ''));
  if (!(p > 0)) return null;
  return {
    title: 'Cap rate on the purchase price',
    inputs: [
      `Net operating income (from above): ${formatMoney(n)} a year`,
      `Purchase price: ${formatMoney(p)}`,
    ],
    results: [`Cap rate: ${formatMoney(n)} ÷ ${formatMoney(p)} = **${formatPercent(n / p)}**`],
    method: 'Cap rate = NOI ÷ purchase price; it leaves the financing out, unlike cash-on-cash',
  };
}
