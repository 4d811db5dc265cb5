// The most house a lender's housing (front-end) ratio allows, with every number stated: income × the
// ratio is the largest housing payment; less taxes, insurance and HOA it is the most principal and
// interest; the loan that payment carries at the rate and term; and, with the share or amount put
// down, the price that loan reaches. Part of quick-math (READERS there).
import { loanFromPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  escrowAmounts,
  incomeLine,
  incomeTokens,
  monthlyIncomeOf,
  namedRuleShare,
} from './qualifying-math.ts';
import { clauseBefore, percents, yearsOf, type Reader } from './quick-math-reading.ts';

/** What is asked: the most P&I, loan or price, or the most house ("what can we afford"). */
const ASKS_MOST =
  /\b(?:max(?:imum)?|most|highest|biggest|largest|top)\b[^.?!]{0,20}\b(?:p\s?&\s?i|p and i|principal|loan|mortgage|price|purchase price|house|home)\b|\bhow (?:much|big|expensive)(?: of)?(?: a)? (?:house|home|loan|mortgage)\b|\bwhat (?:price|loan|purchase price|size loan)\b|\b(?:can|could) (?:i|we) (?:afford|borrow|buy|qualify for)\b|\bhow much (?:can|could) (?:i|we) (?:afford|borrow|spend)\b/;

/** A debt named beside the limit makes it a back-end (DTI) limit: the DTI readers' question. */
const DEBTS =
  /\b(?:dti|debt[- ]to[- ]income|back[- ]?end|debts?|car|auto loan|student loans?|credit cards?|cards?|child support|alimony)\b/;

/** The housing ratio: a percentage named as housing's share of income or as the front-end limit. */
function housingLimit(text: string, tokens: readonly NumberToken[]): NumberToken | undefined {
  return percents([...tokens]).find((t) => {
    const before = clauseBefore(text, t).slice(-45);
    const after = text.slice(t.end, t.end + 45).split(/[.;!?,]\s/)[0] ?? '';
    return (
      // "max PITI 28%", "keep the house payment under 30%": the whole housing payment's cap.
      /\b(?:housing|front[- ]?end|front[- ]end ratio|housing ratio|piti|(?:house|home|mortgage) payment)\b/.test(
        before,
      ) ||
      /^\s*(?:front[- ]?end\b|housing\b|(?:of|on) (?:my |our |the )?(?:combined |household |total )?(?:gross|income|pay|salary)\b)/.test(
        after,
      ) ||
      // "rule of 28 pct": the rule's share said after its name.
      /\brule of\s*$/.test(before)
    );
  });
}

/** The share put down: "10% down", "putting 5% down", "down payment of 20%", "put down 10%". */
export function downShareOf(text: string, tokens: readonly NumberToken[]): NumberToken | undefined {
  return percents([...tokens]).find(
    (t) =>
      /^\s*(?:down\b|dp\b|deposit\b)/.test(text.slice(t.end, t.end + 10)) ||
      /\b(?:down(?: payment)?|dp)(?: of| is| at| to| will be| would be)?(?: only| just)?\s*:?\s*$/.test(
        text.slice(Math.max(0, t.start - 25), t.start),
      ),
  );
}

/** A down payment in dollars: "60k down", "with 45,000 for the down payment". */
export function downAmountOf(text: string, tokens: readonly NumberToken[]): NumberToken | undefined {
  return tokens.find(
    (t) =>
      t.kind === 'money' &&
      t.period === undefined &&
      t.value >= 1000 &&
      (/^\s*(?:down\b|(?:saved |set aside )?(?:for|toward|towards) (?:the |a |our |my )?down\b)/.test(
        text.slice(t.end, t.end + 30),
      ) ||
        /\bdown(?: payment)?(?: of| is)?\s*:?\s*$/.test(text.slice(Math.max(0, t.start - 20), t.start))),
  );
}

/**
 * "lender caps housing at 28% of gross, we make 132k a year, taxes+insurance+hoa 650/mo, 6.5% 30 yr,
 * 10% down: max P&I, max loan, max price?": each of the three, every number placed or nothing.
 */
export const mostHouseFromHousingRatio: Reader = ({ text, tokens }) => {
  if (!ASKS_MOST.test(text) || DEBTS.test(text)) return null;
  const limitToken = housingLimit(text, tokens);
  const limit =
    limitToken ?? (namedRuleShare(text) !== undefined ? { value: namedRuleShare(text)! } : undefined);
  if (!limit || !(limit.value >= 0.15 && limit.value <= 0.5)) return null;
  const incomes = incomeTokens(text, tokens);
  if (incomes.length === 0) return null;
  const downShare = downShareOf(text, tokens);
  const downAmount = downAmountOf(text, tokens);
  const rates = percents(tokens).filter((t) => t !== limitToken && t !== downShare);
  const terms = tokens.filter((t) => (t.kind === 'years' || t.kind === 'months') && yearsOf(t) >= 5);
  if (rates.length !== 1 || terms.length !== 1 || (downShare && downAmount)) return null;
  const rate = rates[0]!;
  if (!(rate.value > 0 && rate.value < 0.2)) return null;
  // Without a down payment or a price asked, the loan readers before answer as they did.
  if (!downShare && !downAmount && !/\b(?:price|house|home|p\s?&\s?i|p and i|principal)\b/.test(text))
    return null;
  const escrow = escrowAmounts(text, tokens).filter((p) => !incomes.includes(p.token));
  // Every amount placed: the incomes, the taxes, insurance and HOA, the cash down.
  const placed = new Set<NumberToken>([
    ...incomes,
    ...escrow.map((p) => p.token),
    ...(limitToken ? [limitToken] : []),
    rate,
    terms[0]!,
    ...(downShare ? [downShare] : []),
    ...(downAmount ? [downAmount] : []),
  ]);
  if (tokens.some((t) => !placed.has(t))) return null;
  const monthlyIncome = incomes.reduce((sum, t) => sum + monthlyIncomeOf(t), 0);
  const housing = monthlyIncome * limit.value;
  const escrowTotal = escrow.reduce((sum, p) => sum + p.perMonth, 0);
  const pi = housing - escrowTotal;
  if (!(pi > 0)) return null;
  const years = yearsOf(terms[0]!);
  const loan = loanFromPayment(pi, rate.value, years);
  const price = downShare ? loan / (1 - downShare.value) : downAmount ? loan + downAmount.value : undefined;
  const escrowLine =
    escrow.length > 1
      ? `${escrow.map((p) => formatMoney(p.perMonth)).join(' + ')} = ${formatMoney(escrowTotal)} a month`
      : `${formatMoney(escrowTotal)} a month`;
  return {
    title: 'The most house by the housing ratio',
    inputs: [
      incomeLine(incomes, monthlyIncome),
      `Housing (front-end) limit: ${formatPercent(limit.value)} of gross income`,
      `Taxes, insurance and HOA: ${escrow.length ? escrowLine : 'none stated'}`,
      `Rate: ${formatPercent(rate.value, 3)} over ${years} years`,
      ...(downShare ? [`Down payment: ${formatPercent(downShare.value)} of the price`] : []),
      ...(downAmount ? [`Down payment: ${formatMoney(downAmount.value)}`] : []),
    ],
    results: [
      `Largest housing payment: **${formatMoney(housing)}** a month (${formatMoney(monthlyIncome)} × ${formatPercent(limit.value)})`,
      `Largest principal and interest: **${formatMoney(pi)}** a month (after ${formatMoney(escrowTotal)} of taxes, insurance and HOA)`,
      `Largest loan: **${formatMoney(loan)}**`,
      ...(price !== undefined
        ? [
            downShare
              ? `Largest price: **${formatMoney(price)}** (the loan ÷ ${formatPercent(1 - downShare.value)}, with ${formatMoney(price - loan)} down)`
              : `Largest price: **${formatMoney(price)}** (the loan + ${formatMoney(downAmount!.value)} down, before closing costs)`,
          ]
        : []),
    ],
    method:
      'Monthly income × the housing ratio = the most housing payment; less taxes, insurance and HOA = the most P&I; the loan that P&I carries at the rate and term; the price is the loan ÷ (1 − the share down)',
  };
};
