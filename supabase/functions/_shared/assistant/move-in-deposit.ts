// The security deposit collected at move-in beside a prorated first month (docs/assistant.md rule
// 124): "deposit is 1.5x rent", "deposit of one month's rent", "$1,800 deposit". Read from its own
// clause or not at all: a deposit named but not read makes the prorating reader ask, since a move-in
// total without it would be a confident wrong figure.
import { formatMoney, formatNumber } from './format.ts';
import { countOrOne } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';

export const DEPOSIT = /\bdeposits?\b/;

const MULTIPLE = String.raw`(\d+(?:\.\d+)?|one|two|three|a|half a)`;
/** "deposit is 1.5x rent", "deposit 2 times the rent", "deposit = 1.5 month's rent". */
const DEPOSIT_THEN_MULTIPLE = new RegExp(
  String.raw`\bdeposits?\b(?: is| of| will be| equal to| equals| =| at)*\s*${MULTIPLE}\s?(?:x|times|months?'?s?)\s+(?:of\s+)?(?:the\s+|one\s+|a\s+)?(?:monthly\s+|month'?s\s+)?rent\b`,
);
/** "1.5x rent as the deposit", "two months' rent for deposit". */
const MULTIPLE_THEN_DEPOSIT = new RegExp(
  String.raw`\b${MULTIPLE}\s?(?:x|times|months?'?s?)\s+(?:of\s+)?(?:the\s+)?(?:monthly\s+)?rent\s+(?:as|for)\s+(?:a\s+|the\s+)?(?:security\s+)?deposit\b`,
);

export interface MoveInDeposit {
  amount: number;
  shown: string;
  /** The deposit's own amount token, when stated in dollars (not a rent). */
  token?: NumberToken;
}

/** "$1,800 deposit", "deposit of $1,800": an amount its own words call the deposit. */
export const isDepositAmount = (text: string, t: NumberToken): boolean =>
  (t.kind === 'money' || t.kind === 'plain') &&
  (/\bdeposits?\b(?: is| of| was| will be| =| at)*\s*\$?$/.test(
    text.slice(Math.max(0, t.start - 30), t.start),
  ) ||
    /^\s*(?:security\s+|damage\s+)?deposits?\b/.test(text.slice(t.end, t.end + 30)));

/** The deposit a question states, or null when it names none; 'unread' when named but not read. */
export function depositStated(
  text: string,
  tokens: NumberToken[],
  rent: number,
): MoveInDeposit | 'unread' | null {
  if (!DEPOSIT.test(text)) return null;
  const multiple = DEPOSIT_THEN_MULTIPLE.exec(text) ?? MULTIPLE_THEN_DEPOSIT.exec(text);
  if (multiple) {
    const word = multiple[1]!;
    const times = word === 'half a' ? 0.5 : countOrOne(word);
    if (!(times > 0 && times <= 3)) return 'unread';
    return { amount: rent * times, shown: `${formatNumber(times)} × ${formatMoney(rent)} rent` };
  }
  const stated = tokens.filter((t) => isDepositAmount(text, t));
  if (stated.length !== 1) return 'unread';
  return { amount: stated[0]!.value, shown: formatMoney(stated[0]!.value), token: stated[0]! };
}
