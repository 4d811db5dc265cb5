// Follow-ups of small landlords that lean on a figure the answer before worked out (docs/assistant.md
// rule 124): "what do I walk away with after paying that balance off?" after a loan's balance. The
// figure is taken only from a line of the earlier card that names it; otherwise nothing is rewritten
// and the net sheet asks for the payoff.
import type { HistoryTurn } from '../protocol.ts';
import { formatMoney } from './format.ts';
import { normalizeText } from './parse-numbers.ts';

/** "Remaining balance: **$216,372.23**", "Payoff balance: **$…**" on an earlier card. */
const BALANCE_LINE = /^- (?:remaining |payoff |loan |unpaid )?balance[^:\n]*: \*\*\$([\d,]+(?:\.\d+)?)\*\*/im;

/** The balance named without its figure: "after paying that balance off", "pay it off", "that payoff". */
const BALANCE_NAMED =
  /\b(?:that|the|this) (?:loan |mortgage )?(?:balance|payoff)(?: off)?\b|\bpay(?:ing)? (?:that|it|the (?:loan|mortgage|balance)) off\b/;

/** A sale asked about (so the balance is a payoff, not a new loan). */
const SALE = /\b(?:sell\w*|sold|sale|walk away|net)\b/;

/**
 * "if I sell for $395k with a 6% commission … after paying that balance off?" right after a card
 * showing the remaining balance: the question with the balance written in, to be answered afresh.
 */
export function carriedBalanceRewrite(input: string, history: readonly HistoryTurn[]): string | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return null;
  const shown = BALANCE_LINE.exec(last.text);
  if (!shown) return null;
  const text = normalizeText(input);
  const named = BALANCE_NAMED.exec(text);
  if (!named || !SALE.test(text)) return null;
  const balance = formatMoney(Number(shown[1]!.replace(/,/g, '')));
  return `${text.slice(0, named.index)}paying off the balance of ${balance}${text.slice(named.index + named[0].length)}`;
}
