// The most house a monthly budget buys, with every number stated ("we can swing 3500/mo all in, taxes
// and insurance about 600 of that, 10% down at 6.9%: how much house?"): the budget less the taxes,
// insurance and HOA it covers is the principal and interest; the loan that payment carries, plus the
// down payment, is the price. Part of quick-math (READERS there).
import { DEFAULTS, monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseAfter, clauseBefore, monthly, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const ASKS_PRICE =
  /\b(?:how much (?:of a )?(?:house|home|condo|place)|how much (?:can|could) (?:i|we) borrow|(?:most|max(?:imum)?|biggest|highest|top) (?:house|home|price|purchase price|(?:i|we) (?:can|could) (?:buy|get|spend|pay|afford|offer))|what price(?: range)?|how expensive|price range|what can (?:i|we) (?:buy|get))\b/;
const BUDGET_CUE =
  /\b(?:swing|afford|handle|comfortable|budget\w*|spend|max(?:imum)?|tops|at most|no more than|up to|all[- ]in|everything|total|(?:mortgage |house |housing )?payments?|pay(?:ing)?|hop(?:e|es|ing)|aim\w*|target\w*|keep|stay|under|below|ideally|goal|want|like|around|near|approx\w*)\b/;
/** A monthly amount that is someone's rent or debt, not what they mean to pay for the house. */
const OTHER_PAYMENT_CUE =
  /\b(?:rent\w*|car|auto|student|credit|card|debts?|loans?|child support|alimony|lease|utilit\w*)\b/;
const ESCROW_CUE = /\b(?:tax(?:es)?|insurance|escrow|hoa|pmi|t\s?&\s?i|dues)\b/;
/** A budget that covers taxes and insurance too. */
const ALL_IN =
  /\b(?:all[- ]in|everything|piti|including (?:taxes|tax|insurance|escrow)|total housing|housing payment)\b/;
/** A budget for principal and interest alone: nothing comes off it for taxes. */
const PI_ONLY = /\b(?:p\s?&\s?i|p and i|principal (?:and|&|\+) interest)\b/;
/** Someone else's income or debts: a budget from a debt-to-income limit is another reader's. */
const INCOME_WORDS =
  /\b(?:income|make|makes|making|earn|earns|earning|salary|salaries|gross|wages?|paid|(?:bring|brings|bringing|pull|pulls|pulling|take|takes|taking) (?:in|home)|dti|debt[- ]to[- ]income)\b/;

/** The words of a number's own clause, before and after it. */
const clause = (text: string, t: NumberToken) => `${clauseBefore(text, t)} ${clauseAfter(text, t)}`;

/**
 * "hoping for around 2k a month", "keep the payment near 3k monthly": a monthly amount someone means to
 * spend on the house. It is never their income, even with no other number to be the budget.
 */
export const isPaymentBudget = (text: string, t: NumberToken): boolean =>
  BUDGET_CUE.test(clause(text, t)) &&
  !namesAnEscrowPart(text, t) &&
  !OTHER_PAYMENT_CUE.test(clause(text, t)) &&
  !INCOME_WORDS.test(clause(text, t));

/**
 * "taxes ~450", "450 in taxes", "hoa is 310": an amount its own words name as taxes, insurance or
 * dues. A budget that says what it covers ("under 3200/mo incl taxes") is still the budget.
 */
function namesAnEscrowPart(text: string, t: NumberToken): boolean {
  const before =
    clauseBefore(text, t)
      .split(/\b(?:incl\w*|with|plus|covering|covers)\b/)
      .pop() ?? '';
  const after = clauseAfter(text, t);
  return (
    ESCROW_CUE.test(before) ||
    /^\s*(?:a month |\/mo |monthly )?(?:in |for |of |on )?(?:property )?(?:tax(?:es)?|insurance|escrow|hoa|pmi|dues)\b/.test(
      after,
    )
  );
}

/** A monthly amount: a money token per month, or a bare amount in a clause that says so. */
const isMonthlyAmount = (text: string, t: NumberToken) =>
  (t.kind === 'money' && t.period === 'monthly') ||
  ((t.kind === 'plain' || (t.kind === 'money' && !t.period)) &&
    t.value >= 50 &&
    t.value < 20000 &&
    /\b(?:a month|monthly|per month|\/mo|of that|of it)\b/.test(clause(text, t)));

const priceFromBudget: Reader = ({ text, tokens }) => {
  if (!ASKS_PRICE.test(text) || INCOME_WORDS.test(text)) return null;
  const isDown = (t: NumberToken) =>
    /^\s*(?:to put\s+|(?:saved|set aside|put away|ready)\s+)?(?:down|for (?:a |the |our |my )?down(?: payment)?)\b/.test(
      text.slice(t.end, t.end + 40),
    ) || /\bdown(?: payment)?(?: of| is)?\s*$/.test(text.slice(Math.max(0, t.start - 20), t.start));
  const monthlies = tokens.filter(
    (t) => isMonthlyAmount(text, t) || (t.kind === 'plain' && t.value >= 50 && !isDown(t)),
  );
  const budgets = monthlies.filter((t) => isMonthlyAmount(text, t) && isPaymentBudget(text, t));
  if (budgets.length !== 1) return null;
  const budget = budgets[0]!;
  const escrowParts = monthlies.filter((t) => t !== budget && ESCROW_CUE.test(clause(text, t)));
  if (monthlies.length !== 1 + escrowParts.length) return null;
  // The down payment: a percentage next to "down", or an amount ("we have 50k down").
  const downPct = percents(tokens).find(isDown);
  const downAmount = tokens.find((t) => t.kind === 'money' && !t.period && t.value >= 1000 && isDown(t));
  if (downPct ? !(downPct.value > 0 && downPct.value < 1) : !downAmount) return null;
  // The rate: the one other percentage, or a bare number after "rate" ("rates 6.9").
  const rateTokens = [
    ...percents(tokens).filter((t) => t !== downPct),
    ...tokens.filter(
      (t) =>
        t.kind === 'plain' &&
        t.value >= 1 &&
        t.value < 15 &&
        /\brates?(?: (?:are|is|at|around|about|of))?\s*$/.test(
          text.slice(Math.max(0, t.start - 20), t.start),
        ),
    ),
  ];
  if (rateTokens.length !== 1) return null;
  const rateToken = rateTokens[0]!;
  const rate = rateToken.kind === 'percent' ? rateToken.value : rateToken.value / 100;
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (terms.length > 1) return null;
  const years = terms[0] ? yearsOf(terms[0]) : 30;
  const escrow = escrowParts.reduce((sum, t) => sum + monthly(t), 0);
  const piOnly = PI_ONLY.test(clause(text, budget));
  // "our max all in housing payment is 3,500": taxes and insurance come out of it even when their
  // amounts are not given; then they are estimated as shares of the price, and said so.
  const allIn = !piOnly && ALL_IN.test(text) && escrowParts.length === 0;
  const estimated = allIn ? (DEFAULTS.propertyTaxRate + DEFAULTS.insuranceRate) / 12 : 0;
  const principalAndInterest = piOnly ? budget.value : budget.value - escrow;
  if (!(principalAndInterest > 0)) return null;
  const factor = monthlyPayment(1, rate, years);
  // The price P at which P&I on the loan plus the estimated taxes and insurance on P fill the budget.
  const priceAt = (pmi: number) =>
    downPct
      ? principalAndInterest / ((factor + pmi / 12) * (1 - downPct.value) + estimated)
      : (principalAndInterest + (factor + pmi / 12) * downAmount!.value) / (factor + pmi / 12 + estimated);
  const price = priceAt(0);
  const down = downPct ? price * downPct.value : downAmount!.value;
  const loan = price - down;
  if (!(loan > 0)) return null;
  const results = [
    `Principal and interest it leaves: ${formatMoney(principalAndInterest - price * estimated)} a month`,
    `Largest loan: **${formatMoney(loan)}**`,
    `Most house: **${formatMoney(price)}** (with ${formatMoney(down)} down, ${formatPercent(down / price, 0)})`,
  ];
  // Under 20% down, mortgage insurance comes out of the same budget.
  if (down / price < 0.2 && !piOnly) {
    const withPmi = priceAt(DEFAULTS.pmiRate);
    results.push(
      `With PMI (about ${formatPercent(DEFAULTS.pmiRate)} of the loan a year under 20% down) paid from the same budget: about ${formatMoney(withPmi)} of house`,
    );
  }
  return {
    title: 'Most house a monthly budget buys',
    inputs: [
      `Monthly budget: ${formatMoney(budget.value)}${piOnly ? ' for principal and interest' : ''}`,
      ...(escrowParts.length > 0
        ? [
            `Taxes, insurance and HOA: ${formatMoney(escrow)} a month${piOnly ? ', on top of it' : ', paid out of it'}`,
          ]
        : []),
      ...(allIn
        ? [
            `Taxes and insurance: not given, estimated at ${formatPercent(DEFAULTS.propertyTaxRate)} and ${formatPercent(DEFAULTS.insuranceRate)} of the price a year (${formatMoney(price * estimated)} a month at this price), paid out of the budget`,
          ]
        : []),
      downPct
        ? `Down payment: ${formatPercent(downPct.value, 0)}`
        : `Down payment: ${formatMoney(downAmount!.value)}`,
      `Rate: ${formatPercent(rate, 3)} over ${years} years${terms[0] ? '' : ' (30 years assumed)'}`,
    ],
    results,
    method:
      'Budget − taxes, insurance and HOA = principal and interest; the loan it carries plus the down payment = price',
  };
};

export const BUDGET_READERS: readonly Reader[] = [priceFromBudget];
