// The most house a monthly budget buys, with every number stated ("we can swing 3500/mo all in, taxes
// and insurance about 600 of that, 10% down at 6.9%: how much house?"): the budget less the taxes,
// insurance and HOA it covers is the principal and interest; the loan that payment carries, plus the
// down payment, is the price. Part of quick-math (READERS there).
import { DEFAULTS, loanFromPayment, monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent, listInWords } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  monthly,
  percents,
  yearsOf,
  type QuickAnswer,
  type Reader,
} from './quick-math-reading.ts';

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

/** The loan asked for: "what loan amount does the rest support", "how much can I borrow", "max mortgage". */
const LOAN_ASKED =
  /\b(?:what|how much|how big|how large|which|size of|what size)\b[^.?!]{0,40}\b(?:loan|mortgage|borrow)\b|\bloan (?:amount|size)\b|\b(?:max(?:imum)?|most|biggest|largest|highest|top)\s+(?:loan|mortgage|(?:i|we) (?:can|could) borrow)\b|\b(?:loan|mortgage)\b[^.?!]{0,30}\b(?:support|supports|carry|carries|cover|covers|afford|get|qualify for)\b/;
/** A budget for the whole housing payment: "all-in max", "max housing payment", "PITI budget", "cap". */
const WHOLE_BUDGET_CUE =
  /\b(?:all[- ]?in|piti|max(?:imum)?|most|budget\w*|cap|ceiling|limit|afford|swing|handle|comfortable|total (?:housing|house|monthly|payment)|(?:housing|house|mortgage|monthly) payment|spend|tops|at most|no more than|up to|cover|covers|carry|carries|support|supports)\b/;
/** The parts of a housing payment that are not the loan's. */
const NON_LOAN_PART =
  /\b(?:tax(?:es)?|insurance|ins|hoi|escrow|t\s?&\s?i|hoa|dues|pmi|mip|mortgage insurance|flood)\b/;
/** Words of income or debts: a budget derived from them is the qualifying readers' question. */
const INCOME_OR_DEBTS =
  /\b(?:income|salary|salaries|make|makes|making|earn\w*|gross(?:es|ing)?|wages?|student loans?|car payment|credit cards?|child support)\b/;
/** A limit's ratio: a budget named by it is a figure of an answer before (paymentBudgetFollowUp). */
const LIMIT_WORDS = /\b(?:dti|debt[- ]to[- ]income|back[- ]?end|front[- ]?end)\b/;

/** The words that name a number: back to the number before it, and on to its clause's end or the next number. */
function ownWords(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
): { before: string; after: string } {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  const next = tokens.find((o) => o.start >= t.end);
  const before =
    text
      .slice(Math.max(previous?.end ?? 0, t.start - 45), t.start)
      .split(/[.;!?]\s/)
      .pop() ?? '';
  const after = (text.slice(t.end, next ? next.start : t.end + 40).split(/[.;!?,]\s/)[0] ?? '').slice(0, 40);
  return { before, after };
}

/** Words right after an amount that say what non-loan part it is ("/mo of it goes to taxes"). */
const PART_AFTER =
  /^\s*(?:a month |\/mo |monthly |a year |\/yr |yearly )?(?:of (?:it|that|this) )?(?:(?:goes|go|is|are|would go|will go|being) )?(?:to(?:wards?)? |for |in |of |on )?(?:the )?(?:property |homeowners?'?s? )?(?:tax(?:es)?|insurance|ins|escrow|hoa|dues|pmi|mip|mortgage insurance|flood)\b/;

function namesNonLoanPart(before: string, after: string): boolean {
  return NON_LOAN_PART.test(before.split(/[,;]\s/).pop() ?? '') || PART_AFTER.test(after);
}

/** A non-loan part of the payment, with what it is called and its amount a month. */
interface NonLoanPart {
  token: NumberToken;
  label: string;
  perMonth: number;
  /** How its period was read when the question gave none. */
  readAs?: 'month' | 'year';
}

/** What a non-loan amount is called in an answer, from its own words. */
function partLabel(words: string): string {
  const names: [RegExp, string][] = [
    [/\b(?:property )?tax(?:es)?\b/, 'taxes'],
    [/\b(?:insurance|ins|hoi)\b(?!\s*(?:premium )?(?:on|for) (?:the )?(?:loan|mortgage))/, 'insurance'],
    [/\bflood\b/, 'flood insurance'],
    [/\b(?:hoa|dues)\b/, 'HOA'],
    [/\b(?:pmi|mip|mortgage insurance)\b/, 'mortgage insurance'],
    [/\bescrow|t\s?&\s?i\b/, 'taxes and insurance'],
  ];
  const found = names.filter(([re]) => re.test(words)).map(([, name]) => name);
  const unique = [...new Set(found)];
  if (unique.length === 0) return 'taxes and insurance';
  return listInWords(unique);
}

/** A budget given by an earlier answer (a follow-up's "that"), shown as where it came from. */
export interface GivenBudget {
  value: number;
  shown: string;
}

/**
 * "treat that 2,240 as my all-in max; taxes + insurance run $450/mo: what loan does the rest support at
 * 6.875% on a 30 year fixed?": the budget less every non-loan part (taxes, insurance, HOA, PMI, each a
 * month or a year) leaves the principal and interest, and the loan is that payment's present value at
 * the rate and term. Every number placed or nothing: a down payment, an income or a second rate leaves
 * it to the readers that use them.
 */
export function loanFromBudgetReading(
  { text, tokens }: { text: string; tokens: NumberToken[] },
  given?: GivenBudget,
): QuickAnswer | null {
  if (!LOAN_ASKED.test(text) || INCOME_OR_DEBTS.test(text) || PI_ONLY.test(text)) return null;
  if (!given && LIMIT_WORDS.test(text)) return null;
  if (/\bdown(?: payment)?\b|\bput(?:ting)? down\b/.test(text)) return null;
  const amounts = tokens.filter((t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 50));
  const named = amounts.map((t) => ({ t, ...ownWords(text, tokens, t) }));
  // The budget: an amount its words name as the whole payment's limit and no non-loan part by name
  // ("max payment including taxes is 2,500" names what it covers, not a part).
  const budgets = given
    ? []
    : named.filter(
        ({ t, before, after }) =>
          t.period !== 'yearly' &&
          t.value >= 300 &&
          t.value < 20000 &&
          WHOLE_BUDGET_CUE.test(`${before} ${after}`) &&
          // "max payment including taxes and insurance is 2,500": what the budget covers, no part.
          (/\b(?:incl\w*|covering|covers|with)\b/.test(before) || !NON_LOAN_PART.test(before)) &&
          !PART_AFTER.test(after),
      );
  if (!given && budgets.length !== 1) return null;
  const budgetToken = budgets[0]?.t;
  const budget = given ? given.value : budgetToken!.value;
  // Every other amount is a non-loan part its own words name, or the reading stops.
  const rawParts = named.filter(({ t }) => t !== budgetToken);
  if (rawParts.length === 0) return null;
  // Each named by its own words: the label right before it ("taxes 3,600/yr", "taxes + insurance run
  // about $450/mo") or right after it ("$550/mo of it goes to taxes"), never a label further on.
  if (rawParts.some(({ before, after }) => !namesNonLoanPart(before, after))) return null;
  // "taxes 380 and insurance 110 a month": an amount without a period takes the one its list ends with.
  const listPeriod = (t: NumberToken) =>
    rawParts.find(
      (o) => o.t.start > t.start && o.t.period && /^[^.?!]{0,40}$/.test(text.slice(t.end, o.t.start)),
    )?.t.period;
  const parts: NonLoanPart[] = [];
  for (const { t, before, after } of rawParts) {
    // Named by the words before it ("taxes 3,600/yr"), else after it ("$450/mo in taxes").
    const own = before.split(/[,;]\s/).pop() ?? '';
    const label = partLabel(NON_LOAN_PART.test(own) ? own : after);
    const period = t.period ?? listPeriod(t);
    if (period === 'monthly') parts.push({ token: t, label, perMonth: t.value });
    else if (period === 'yearly') parts.push({ token: t, label, perMonth: t.value / 12 });
    // No period: an amount no month's budget could hold is a year's; a small one is a month's; between
    // the two it could be either, and is asked about.
    else if (t.value >= budget) parts.push({ token: t, label, perMonth: t.value / 12, readAs: 'year' });
    else if (t.value <= budget * 0.4) parts.push({ token: t, label, perMonth: t.value, readAs: 'month' });
    else return null;
  }
  const rates = percents(tokens);
  if (rates.length !== 1 || !(rates[0]!.value > 0.005 && rates[0]!.value < 0.2)) return null;
  const rate = rates[0]!.value;
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (terms.length > 1 || (terms[0] && yearsOf(terms[0]) < 5)) return null;
  const years = terms[0] ? yearsOf(terms[0]) : 30;
  if (
    tokens.some(
      (t) => t.kind !== 'money' && t.kind !== 'percent' && !terms.includes(t) && !amounts.includes(t),
    )
  )
    return null;
  const nonLoan = parts.reduce((sum, p) => sum + p.perMonth, 0);
  const principalAndInterest = budget - nonLoan;
  if (!(principalAndInterest > 0)) return null;
  const loan = loanFromPayment(principalAndInterest, rate, years);
  const partLine = (p: NonLoanPart) => {
    const name = p.label.charAt(0).toUpperCase() + p.label.slice(1);
    if (p.token.period === 'yearly' || p.readAs === 'year')
      return `${name}: ${formatMoney(p.token.value)} a year${p.readAs ? ' (no period given; too large for a month)' : ''} = ${formatMoney(p.perMonth)} a month`;
    return `${name}: ${formatMoney(p.perMonth)} a month${p.readAs ? ' (no period given; read as a month’s)' : ''}`;
  };
  return {
    title: 'The loan a monthly budget supports',
    inputs: [
      `All-in monthly housing budget: ${given ? given.shown : formatMoney(budget)}`,
      ...parts.map(partLine),
      `Rate: ${formatPercent(rate, 3)} over ${years} years${terms[0] ? '' : ' (30 years assumed)'}`,
    ],
    results: [
      `Non-loan costs: ${parts.length > 1 ? `${parts.map((p) => formatMoney(p.perMonth)).join(' + ')} = ` : ''}${formatMoney(nonLoan)} a month`,
      `Left for principal and interest: ${formatMoney(budget)} − ${formatMoney(nonLoan)} = **${formatMoney(principalAndInterest)}** a month`,
      `Loan that payment supports: **${formatMoney(loan)}**`,
    ],
    method: `The all-in budget less the taxes, insurance, HOA and mortgage insurance (a year's ÷ 12) is the principal and interest; the loan is that payment's present value: P&I × (1 − (1 + r)^−n) ÷ r, with r the rate ÷ 12 and n = ${Math.round(years * 12)} months`,
  };
}

const loanFromBudget: Reader = (reading) => loanFromBudgetReading(reading);

export const BUDGET_READERS: readonly Reader[] = [priceFromBudget, loanFromBudget];
