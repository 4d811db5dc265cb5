// One price with two down payments to compare (rule 92): "on a $460k vacation place, how much more
// cash for an investment-property loan at 25% down vs a second-home loan at 10% down?" Each share's
// down payment and loan, and the cash between them. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, type Reader } from './quick-math-reading.ts';

const SAID_DOWN = (text: string, t: NumberToken) => /^\s*(?:down|dp)\b/.test(text.slice(t.end, t.end + 8));

const downPaymentsCompared: Reader = ({ text, tokens }) => {
  const downs = percents(tokens).filter((t) => SAID_DOWN(text, t));
  const prices = money(tokens).filter((t) => !t.period && t.value >= 20_000);
  // Only the price and the two shares: a rate or a term makes it a payment question.
  if (downs.length !== 2 || prices.length !== 1 || tokens.length !== 3) return null;
  if (
    !/\bvs\.?\b|\bversus\b|\bcompared?\b|\bor\b|\bdifference\b|\bhow much more\b|\bhow much less\b/.test(text)
  )
    return null;
  const price = prices[0]!.value;
  const [a, b] = downs.map((t) => t.value) as [number, number];
  if (!(a > 0 && a < 1 && b > 0 && b < 1) || a === b) return null;
  const [more, less] = a > b ? [a, b] : [b, a];
  const line = (share: number) =>
    `${formatPercent(share, 0)} down: **${formatMoney(price * share)}** (loan ${formatMoney(price * (1 - share))})`;
  return {
    title: 'Two down payments on one price',
    inputs: [
      `Price: ${formatMoney(price)}`,
      `Down payments: ${formatPercent(a, 0)} and ${formatPercent(b, 0)}`,
    ],
    results: [
      line(a),
      line(b),
      `The ${formatPercent(more, 0)} down needs **${formatMoney(price * (more - less))}** more cash (${formatMoney(price * more)} − ${formatMoney(price * less)}), before closing costs`,
    ],
    method: 'Down payment = price × share; loan = price − down payment',
  };
};

export const DOWN_PAYMENT_OPTION_READERS: readonly Reader[] = [downPaymentsCompared];
