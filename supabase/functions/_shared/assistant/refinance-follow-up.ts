// A follow-up that changes a refinance break-even worked above ("actually the new payment is 2,165,
// same costs — break even now?", "and if closing were 8k?", "my current payment is really 2,450"):
// each number it gives replaces the figure its own words name (the new payment, the payment now or the
// closing costs), the others are kept from the answer, and the break-even is worked again. A rewrite
// of the question before would replace one number by its size alone (a 2,165 payment read as the
// costs), so this runs first (answer-change-follow-ups.ts). Null unless every number is named.
import { formatMoney, formatNumber } from './format.ts';
import { tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';

const amount = (s: string) => Number(s.replace(/,/g, ''));

/** The three figures of a refinance break-even answer, as the user saw them. */
function breakEvenShown(answer: string): { now: number; after: number; costs: number } | null {
  if (!/^### Refinance break-even/m.test(answer)) return null;
  const costs = /^- Closing costs: \$([\d,]+(?:\.\d+)?)/m.exec(answer);
  // From two payments ("Payment: $2,410.00 now, $2,130.00 after"), or from the payment now and a new
  // loan's payment worked out ("Current payment: …", "New payment: **…**").
  const pair = /^- Payment: \$([\d,]+(?:\.\d+)?) now, \$([\d,]+(?:\.\d+)?) after/m.exec(answer);
  const current = /^- Current payment: \$([\d,]+(?:\.\d+)?)/m.exec(answer);
  const fresh = /^- New payment: \*\*\$([\d,]+(?:\.\d+)?)\*\*/m.exec(answer);
  if (!costs) return null;
  if (pair) return { now: amount(pair[1]!), after: amount(pair[2]!), costs: amount(costs[1]!) };
  if (current && fresh)
    return { now: amount(current[1]!), after: amount(fresh[1]!), costs: amount(costs[1]!) };
  return null;
}

/** The words that name what a number of the follow-up is, read back to the number before it. */
const COSTS = /\b(?:closing(?: costs?)?|costs?|fees?|cc)\b/;
const NEW =
  /\b(?:new|refi(?:nanced)?|after(?: the)? refi\w*|would (?:be|make it|drop to|come to|go to)|will be|drop(?:s|ped)? to|lower(?:ed)? to)\b/;
const NOW =
  /\b(?:current(?:ly)?|now|existing|old|today|right now|at present|(?:i|we)(?:'m|'re| am| are)? pay(?:ing)?)\b/;

function roleOf(
  text: string,
  t: NumberToken,
  tokens: readonly NumberToken[],
): 'costs' | 'after' | 'now' | null {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  const clause = text
    .slice(Math.max(previous?.end ?? 0, t.start - 45), t.start)
    .split(/[;,.!?—]\s|\s-\s/)
    .pop()!;
  const after = text.slice(t.end, t.end + 25).split(/[;,.!?—]\s|\s-\s/)[0]!;
  if (COSTS.test(clause) || /^\s*(?:in )?(?:closing(?: costs?)?|costs?|fees?)\b/.test(after)) return 'costs';
  const isNew = NEW.test(clause) || /^\s*(?:\/mo\w*\s+|a month\s+)?after\b/.test(after);
  const isNow = NOW.test(clause) || /^\s*(?:\/mo\w*\s+|a month\s+)?(?:now|currently|today)\b/.test(after);
  if (isNew === isNow) return null;
  return isNew ? 'after' : 'now';
}

export function refinancePaymentsChanged(text: string, answer: string): QuickAnswer | null {
  const shown = breakEvenShown(answer);
  // Costs rolled into the loan, or money paid on top of a payment, change the loan itself: the
  // rewrites of follow-up-rewrite.ts take those.
  if (
    !shown ||
    /\b(?:roll\w*|wrap\w*|financ\w*|fold\w*|into the (?:loan|mortgage)|extra|toward(?:s)? (?:the )?principal)\b/.test(
      text,
    )
  )
    return null;
  const tokens = tokenizeNumbers(text);
  if (tokens.length === 0 || tokens.length > 3 || tokens.some((t) => t.kind !== 'money')) return null;
  const figures = { ...shown };
  const changed: string[] = [];
  for (const t of tokens) {
    const role = roleOf(text, t, tokens);
    if (!role || t.period === 'yearly') return null;
    // A payment is said a month; costs are a lump sum.
    if (role === 'costs' ? t.period !== undefined : false) return null;
    figures[role === 'costs' ? 'costs' : role] = t.value;
    changed.push(role);
  }
  if (new Set(changed).size !== changed.length) return null;
  // Two payments of one loan are of a size (as in refinanceFromPayments).
  if (Math.max(figures.now, figures.after) > 2 * Math.min(figures.now, figures.after)) return null;
  const saving = figures.now - figures.after;
  if (saving === 0) return null;
  const months = figures.costs / saving;
  const kept = (role: string) => (changed.includes(role) ? '' : ' (as above)');
  return {
    title: 'Refinance break-even',
    inputs: [
      `Closing costs: ${formatMoney(figures.costs)}${kept('costs')}`,
      `Payment now: ${formatMoney(figures.now)}${kept('now')}`,
      `Payment after the refinance: ${formatMoney(figures.after)}${kept('after')}`,
    ],
    results:
      saving > 0
        ? [
            `Monthly savings: **${formatMoney(saving)}**`,
            `Break-even: **${formatNumber(months, 1)} months** (${Math.ceil(months)} payments)`,
          ]
        : [
            `No saving: the new payment is **${formatMoney(-saving)}** a month more, so the ${formatMoney(figures.costs)} of costs is never earned back`,
          ],
    method: `${formatMoney(figures.costs)} ÷ ${formatMoney(Math.abs(saving))} a month`,
  };
}
