// "what about just 1 point to get 6.875 instead" after a discount-points break-even: the other offer
// priced against the same loan, term and no-points rate the answer above showed: the points' cost
// (points% × loan), the monthly saving against the no-points payment, and the months to break even.
import type { HistoryTurn } from '../protocol.ts';
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { normalizeText, tokenizeNumbers } from './parse-numbers.ts';
import { lastComputed } from './previous-figures.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

const POINTS =
  /(?:^|[^\d.])(\d(?:\.\d+)?|half a|a half|a single|single|just one|one|a)\s+(?:discount\s+)?(?:points?|pts?)\b/;

export function pointsOfferFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const answer = lastComputed(history) ?? history.at(-1)?.text ?? '';
  if (!/^### Discount points: break-even/m.test(answer)) return null;
  const text = normalizeText(input);
  const count = POINTS.exec(text)?.[1];
  if (!count) return null;
  const points = /half/.test(count) ? 0.5 : /^\d/.test(count) ? Number(count) : 1;
  const tokens = tokenizeNumbers(text);
  // One rate, with its sign or bare ("1 pt → 6.875"), and nothing else.
  const rates = tokens.filter(
    (t) => (t.kind === 'percent' && t.value < 0.2) || (t.kind === 'plain' && t.value >= 1 && t.value < 20),
  );
  if (rates.length !== 1 || tokens.length !== 1) return null;
  const rate = rates[0]!.kind === 'percent' ? rates[0]!.value : rates[0]!.value / 100;
  const loanLine = /^- Loan: \$([\d,]+(?:\.\d+)?)/m.exec(answer);
  const base = /Rate without points:? ([\d.]+)%/.exec(answer);
  const term = /^- Term: (\d+) years/m.exec(answer) ?? /^- Loan: \S+ over (\d+) years/m.exec(answer);
  if (!loanLine || !base || !term) return null;
  const loan = Number(loanLine[1]!.replace(/,/g, ''));
  const baseRate = Number(base[1]) / 100;
  const years = Number(term[1]);
  if (!(rate < baseRate)) return null;
  const cost = (points / 100) * loan;
  const without = monthlyPayment(loan, baseRate, years);
  const withPoints = monthlyPayment(loan, rate, years);
  const saving = without - withPoints;
  const months = cost / saving;
  return {
    title: 'Discount points: break-even',
    inputs: [
      `Loan: ${formatMoney(loan)} over ${years} years (from the question above)`,
      `Rate without points: ${formatPercent(baseRate, 3)} (from the question above)`,
      `This offer: ${points} point${points === 1 ? '' : 's'} for ${formatPercent(rate, 3)}`,
    ],
    results: [
      `Cost of the points: **${formatMoney(cost)}** (${points}% × ${formatMoney(loan)})`,
      `Payment at ${formatPercent(baseRate, 3)}: ${formatMoney(without)}; at ${formatPercent(rate, 3)}: ${formatMoney(withPoints)}`,
      `Monthly saving: **${formatMoney(saving)}**`,
      `Break-even: ${formatMoney(cost)} ÷ ${formatMoney(saving)} = **${months.toFixed(1)} months**`,
    ],
    method:
      'Points cost = points% × loan; saving = P&I at the no-points rate − P&I at the bought-down rate; break-even = cost ÷ saving',
  };
}
