// What a borrower qualifies for, with every number stated: debt-to-income ratios, the largest
// loan a housing ratio allows, the largest housing payment a debt-to-income limit leaves (and the loan
// and price it reaches), and the largest loan a lender's DSCR allows. Part of quick-math (READERS
// there).
import { saysPaid } from './paid-off.ts';
import { loanFromPayment, monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  labelled,
  money,
  percents,
  yearly,
  yearsOf,
  type Reader,
} from './quick-math-reading.ts';
import { NOI_LABEL } from './operating-income-math.ts';

/**
 * Gross monthly income (labelled; a large amount without a period is yearly) and every other amount as
 * a monthly debt, bare numbers in a list included ("student loans 505"); null without an income or
 * with a yearly debt.
 */
function incomeAndDebts(
  text: string,
  tokens: NumberToken[],
  /** Amounts that are not debts (taxes and insurance of the payment being sized). */
  notDebts: readonly NumberToken[] = [],
): { monthlyIncome: number; incomes: NumberToken[]; debts: NumberToken[]; total: number } | null {
  const incomes = incomeTokens(text, tokens);
  if (incomes.length === 0) return null;
  const monthlyIncome = incomes.reduce((sum, t) => sum + monthlyIncomeOf(t), 0);
  const debts = tokens.filter(
    (t) =>
      !incomes.includes(t) &&
      !notDebts.includes(t) &&
      (t.kind === 'money' || (t.kind === 'plain' && t.value >= 10)),
  );
  if (debts.some((t) => t.period === 'yearly')) return null;
  // "I paid off my $350 car loan": a paid debt is no payment carried; whether one paid off soon still
  // counts is the user's to say (paid-off.ts).
  if (debts.some((t) => saysPaid(text, t))) return null;
  // A monthly debt of $20,000 or more with no period is no monthly debt (a price, a balance): ask.
  if (debts.some((t) => t.period === undefined && t.value >= 20000)) return null;
  return { monthlyIncome, incomes, debts, total: debts.reduce((sum, t) => sum + t.value, 0) };
}

const INCOME_LABEL =
  /\b(?:income|makes?|making|earns?|earning|salary|grosses|grossing|gross(?: (?:pay|monthly pay|wages|income))?)\b/;
/** Words right before a second earner's income: "my wife makes 4,200 a month", "he earns 60k". */
const EARNS_BEFORE =
  /\b(?:makes?|making|earns?|earning|salary(?: (?:of|is))?|income(?: (?:of|is))?|brings? (?:in|home)|grosses)\s*(?:about |around |roughly |another |an extra )?$/;

/** Every income stated: the labelled one and each other earner's ("118k salary and she makes 4,200/mo"). */
export function incomeTokens(text: string, tokens: NumberToken[]): NumberToken[] {
  const first = labelled(text, tokens, INCOME_LABEL);
  if (!first) return [];
  const others = tokens.filter(
    (t) =>
      t !== first && t.kind === 'money' && EARNS_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)),
  );
  // "we gross 96k and 58k a year": an amount joined to an income by "and" alone is the other earner's.
  const incomes = [first, ...others];
  for (const t of tokens) {
    const joined = incomes.some(
      (i) => i.end <= t.start && /^\s*(?:and|&|\+|plus)\s*$/.test(text.slice(i.end, t.start)),
    );
    if (!incomes.includes(t) && t.kind === 'money' && t.period !== 'monthly' && joined) incomes.push(t);
  }
  return incomes.sort((a, b) => a.start - b.start);
}

/** A gross income a month: a yearly one (or a large one without a period) over twelve. */
export const monthlyIncomeOf = (income: NumberToken) =>
  income.period === 'yearly' || (income.period === undefined && income.value >= 30000)
    ? income.value / 12
    : income.value;

/** The income line of an answer, each earner's income shown when there are two. */
export function incomeLine(incomes: readonly NumberToken[], monthlyIncome: number): string {
  if (incomes.length < 2) return `Gross income: ${formatMoney(monthlyIncome)} a month`;
  const parts = incomes.map((t) =>
    t.period === 'monthly' || monthlyIncomeOf(t) === t.value
      ? `${formatMoney(t.value)} a month`
      : `${formatMoney(t.value)} a year ÷ 12 = ${formatMoney(monthlyIncomeOf(t))}`,
  );
  return `Gross income: ${parts.join(' + ')} = ${formatMoney(monthlyIncome)} a month`;
}

/**
 * Money the borrower has, not owes, told beside a DTI question ("I have 10% saved for down", "40k in
 * savings", "reserves of 15k"): no part of a ratio of debts to income, so it is set aside and shown
 * as such (rule 3: every number stated is shown).
 */
function savingsAside(text: string, tokens: NumberToken[]): NumberToken[] {
  const aside = tokens.filter((t) => {
    if (t.kind !== 'money' && t.kind !== 'percent' && !(t.kind === 'plain' && t.value >= 1000)) return false;
    if (t.period === 'monthly') return false;
    const before = text.slice(Math.max(0, t.start - 30), t.start);
    const after = text.slice(t.end, t.end + 40);
    return (
      /^\s*(?:saved|put away|set aside|in (?:savings|the bank|reserves?|cash)|(?:for|toward|towards) (?:the |a |my |our )?down\b|down(?: payment)?\b(?! to\b)|cash (?:for|toward)|reserves?\b)/.test(
        after,
      ) ||
      /\b(?:savings|saved|reserves?|down(?: payment| pmt| pymt)?|put down|putting(?: down)?|down of|in the bank)(?: (?:of|is|are|about|around|roughly))?\s*:?\s*$/.test(
        before,
      )
    );
  });
  // "10% (38k) in savings": the same saving in dollars, in brackets after it.
  const bracketed = tokens.filter(
    (t) =>
      !aside.includes(t) &&
      aside.some((a) => /^\s*\($/.test(text.slice(a.end, t.start))) &&
      /^\s*\)/.test(text.slice(t.end)),
  );
  return [...aside, ...bracketed];
}

/** How a set-aside saving is shown: "10% saved for the down payment". */
const asideLine = (t: NumberToken) =>
  `${t.kind === 'percent' ? formatPercent(t.value) : formatMoney(t.value)}`;

/** Debt-to-income: monthly debts (housing included) over gross monthly income. */
export const debtToIncome: Reader = ({ text, tokens }) => {
  if (
    !/\bdti\b|debt[- ]to[- ]income|\b(?:front|back)[- ]?end\b(?: ratio| dti)?|\bfront\s*(?:&|and|\/|n)\s*back\b|\b(?:debt|qualifying|housing) ratios?\b|\b(?:my|our|the|what are (?:my|our|the)) ratios\b/.test(
      text,
    )
  )
    return null;
  if (
    /\bafford|max(?:imum)?\b|how much (?:house|home|can)|\bhow (?:high|big|much) (?:can|could|would|may) (?:the |my |our )?(?:housing|house|mortgage) payment (?:go|be|get)\b|\b(?:max(?:imum)?|most|highest|biggest|largest|top)\s+(?:monthly\s+)?payment\s+(?:allowed|possible|(?:i|we|they)(?:'d| would)? (?:be )?(?:allowed|approved|able)|(?:i|we) (?:can|could) (?:get|have|carry|qualify for))\b/.test(
      text,
    ) ||
    LOAN_SIZE_ASKED.test(text)
  )
    return null;
  const aside = savingsAside(text, tokens);
  const budget = incomeAndDebts(text, tokens, aside);
  if (!budget || budget.debts.length === 0) return null;
  const { monthlyIncome, incomes, debts, total } = budget;
  const housing =
    labelled(
      text,
      debts,
      /\b(?:mortgage|house|housing|piti|rent|(?:proposed|new|future|estimated|expected|projected) (?:monthly )?(?:(?:housing|mortgage|house) )?payment|(?:new|next|proposed|future) (?:place|home|house|condo|apartment|townhome|townhouse)(?: (?:would|will|should) (?:be|run|cost)| is| costs?| runs?)?)\b(?: payment)?/,
      ['money', 'plain'],
      7,
    ) ??
    // "2,840/mo all in (PITI + HOA)": the housing payment named right after it.
    debts.find((t) =>
      /^\s*(?:all[- ]in\b|\(?\s*piti\b|for (?:the )?(?:piti|housing|mortgage)\b)/.test(
        text.slice(t.end, t.end + 14),
      ),
    );
  // A front-end ratio needs the housing payment told apart from the other debts.
  if (!housing && /\bfront/.test(text)) return null;
  // HOA dues, taxes and insurance paid beside the mortgage are housing too ("2100 plus 350 hoa").
  const housingExtras = housing
    ? debts.filter(
        (t) =>
          t !== housing &&
          // Its own clause only: "2,310 incl taxes, car 380" gives the car no tax label.
          /\b(?:hoa|dues|property tax(?:es)?|taxes|insurance|pmi|mip)\b/.test(
            `${clauseBefore(text, t).slice(-15)} ${clauseAfter(text, t).slice(0, 15)}`,
          ),
      )
    : [];
  const housingTotal = (housing?.value ?? 0) + housingExtras.reduce((sum, t) => sum + t.value, 0);
  const results = [`Back-end DTI (all debts): **${formatPercent(total / monthlyIncome)}**`];
  if (housing)
    results.push(
      `Front-end DTI (housing only${housingExtras.length ? `: ${formatMoney(housingTotal)} a month with HOA, taxes or insurance` : ''}): **${formatPercent(housingTotal / monthlyIncome)}**`,
    );
  return {
    title: 'Debt-to-income ratio (DTI)',
    inputs: [
      incomeLine(incomes, monthlyIncome),
      `Monthly debts: ${debts.map((t) => formatMoney(t.value)).join(' + ')} = ${formatMoney(total)}`,
      ...(aside.length
        ? [
            `Not part of DTI: ${aside.map(asideLine).join(' and ')} saved (savings and the down payment are no monthly debt)`,
          ]
        : []),
    ],
    results,
    method: 'DTI = monthly debt payments ÷ gross monthly income; lenders look for about 36% (up to 43–50%)',
  };
};

/**
 * The largest loan a housing-ratio limit allows: income × limit − taxes and insurance is the most
 * principal and interest a month, and the loan that payment carries at the rate and term.
 */
export const maxLoanFromIncome: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:biggest|largest|max(?:imum)?|most|how (?:big|much|large)(?: of)?(?: a)?) (?:loan|mortgage)\b|\bloan (?:can|could) (?:i|we) (?:get|qualify for)/.test(
      text,
    )
  )
    return null;
  const incomes = incomeTokens(text, tokens);
  const near = (t: NumberToken, back: number, ahead: number) =>
    text.slice(Math.max(0, t.start - back), t.end + ahead);
  // A debt-to-income limit covers every debt ("43% DTI max all in"): the other debts come off it.
  const backEnd = percents(tokens).find((t) =>
    /\b(?:dti|debt[- ]to[- ]income|back[- ]?end|total debts?)\b/.test(near(t, 25, 25)),
  );
  const limit =
    backEnd ??
    percents(tokens).find(
      (t) =>
        // "10% down. what's the max housing payment": a share put down is never the limit.
        !/^\s*(?:down|dp)\b/.test(text.slice(t.end, t.end + 8)) &&
        /\b(?:of (?:my |our )?(?:gross )?(?:monthly )?income|front[- ]?end|housing)\b/.test(near(t, 40, 40)),
    );
  // "…under that 28%": the limit said again is the same number, not another rate.
  const others = percents(tokens).filter((t) => t !== limit && t.value !== limit?.value);
  const rate = others[0];
  const term = tokens.find((t) => t.kind === 'years' || t.kind === 'months');
  // Taxes, insurance, HOA: every monthly amount named as one (each its own, "taxes 400/mo and
  // insurance 150/mo").
  // A taxes-and-insurance amount with no period ("taxes and insurance eat 550") is a month's: it
  // comes off a monthly payment.
  const escrowParts = tokens.filter(
    (t) =>
      !incomes.includes(t) &&
      (t.period === 'monthly' || (t.kind === 'plain' && t.value >= 50)) &&
      (/\btax|insurance|escrow|hoa|pmi/.test(clauseBefore(text, t)) ||
        /^\s*(?:a month |\/mo |monthly )?(?:for |in |of )?(?:property )?(?:tax|insurance|escrow|hoa|pmi)/.test(
          text.slice(t.end, t.end + 30),
        )),
  );
  const escrow =
    escrowParts.length > 0 ? { value: escrowParts.reduce((sum, t) => sum + t.value, 0) } : undefined;
  const debts = backEnd
    ? tokens.filter(
        (t) =>
          (t.kind === 'money' || (t.kind === 'plain' && t.value >= 10)) &&
          !incomes.includes(t) &&
          // "debts 900" beside a monthly income is a month's too; a yearly amount never is.
          (t.period === 'monthly' || (t.period === undefined && t.value < 20000)) &&
          !escrowParts.includes(t) &&
          /\b(?:car|auto|student|loans?|debts?|cards?|credit|child support|alimony)\b/.test(
            `${clauseBefore(text, t)} ${clauseAfter(text, t)}`,
          ),
      )
    : [];
  const otherDebts = debts.reduce((sum, t) => sum + t.value, 0);
  if (incomes.length === 0 || !limit || !rate || !term || others.length !== 1) return null;
  const amounts = tokens.filter((t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 50));
  if (amounts.length !== incomes.length + escrowParts.length + debts.length) return null;
  const monthlyIncome = incomes.reduce((sum, t) => sum + monthlyIncomeOf(t), 0);
  const years = yearsOf(term);
  const housing = monthlyIncome * limit.value - otherDebts;
  const pi = housing - (escrow?.value ?? 0);
  if (!(pi > 0)) return null;
  const loan = loanFromPayment(pi, rate.value, years);
  return {
    title: 'Largest loan by the housing ratio',
    inputs: [
      incomeLine(incomes, monthlyIncome),
      backEnd
        ? `Debt-to-income limit: ${formatPercent(limit.value)} of income = ${formatMoney(monthlyIncome * limit.value)} a month, less other debts ${formatMoney(otherDebts)}`
        : `Housing limit: ${formatPercent(limit.value)} of income = ${formatMoney(housing)} a month`,
      ...(escrow
        ? [
            `Taxes and insurance: ${escrowParts.length > 1 ? `${escrowParts.map((t) => formatMoney(t.value)).join(' + ')} = ` : ''}${formatMoney(escrow.value)} a month`,
          ]
        : []),
      `Rate: ${formatPercent(rate.value, 3)} over ${years} years`,
    ],
    results: [
      `Largest housing payment: **${formatMoney(housing)}** a month`,
      `Principal and interest allowed: ${formatMoney(pi)} a month`,
      `Largest loan: **${formatMoney(loan)}**`,
    ],
    method: `Income × ${backEnd ? 'debt-to-income limit − other debts' : 'housing limit'} − taxes and insurance = the most P&I; the loan that payment carries`,
  };
};

/** The largest loan a lender's DSCR allows at a rate and amortization. */
export const maxLoanFromDscr: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:max(?:imum)?|biggest|largest|highest|most) (?:loan|borrow\w*|debt)|how (?:big|much|large)(?: of)?(?: a)? loan|loan (?:can|could|would) (?:i|we) get|how much (?:can|could|would|will) (?:i|we|they|the bank|a lender) (?:borrow|lend|loan|get)|borrowing capacity|loan (?:size|sizing|amount) (?:at|with|for|if)/.test(
      text,
    )
  )
    return null;
  // "1.25x dscr", "dscr of 1.25"; "wants 1.25x minimum" where the question is about coverage.
  const ratio =
    /\b(\d(?:\.\d+)?)\s?x?\s+(?:dscr|debt service coverage|coverage)|\b(?:dscr|coverage)(?: ratio)?(?: of| at| is)?\s+(\d(?:\.\d+)?)\s?x?\b/.exec(
      text,
    ) ?? (/\bdscr\b|\bcoverage\b/.test(text) ? /\b(\d\.\d+)\s?x\b/.exec(text) : null);
  // "NOI on the building is $96,000": a few words may stand between.
  const noi = labelled(text, tokens, NOI_LABEL, ['money'], 3);
  const rates = percents(tokens);
  const term = tokens.find((t) => t.kind === 'years' || t.kind === 'months');
  if (!ratio || !noi || rates.length !== 1 || !term) return null;
  const required = Number(ratio[1] ?? ratio[2]);
  if (!(required >= 1 && required < 3)) return null;
  const years = yearsOf(term);
  const rate = rates[0]!.value;
  const maxDebtService = yearly(noi) / required;
  const loan = loanFromPayment(maxDebtService / 12, rate, years);
  // A loan already quoted ("bank is quoting 2.1 mil"): its coverage beside the largest loan allowed.
  const quoted = money(tokens).filter((t) => t !== noi && t.period === undefined && t.value >= 10000);
  const compared =
    quoted.length === 1
      ? `The ${formatMoney(quoted[0]!.value)} loan quoted: debt service **${formatMoney(monthlyPayment(quoted[0]!.value, rate, years) * 12)}** a year, DSCR **${formatNumber(yearly(noi) / (monthlyPayment(quoted[0]!.value, rate, years) * 12), 2)}**`
      : null;
  // "separately, what debt yield would an 11.5M loan be": NOI ÷ that loan, and the largest loan's.
  const debtYield = /\bdebt[- ]yield\b/.test(text)
    ? [
        ...(quoted.length === 1
          ? [
              `Debt yield on the ${formatMoney(quoted[0]!.value)} loan: **${formatPercent(yearly(noi) / quoted[0]!.value)}** (NOI ÷ loan)`,
            ]
          : []),
        `Debt yield at the maximum loan: ${formatPercent(yearly(noi) / loan)}`,
      ]
    : [];
  return {
    title: 'Maximum loan from the DSCR',
    inputs: [
      `NOI: ${formatMoney(yearly(noi))} a year`,
      `Required DSCR: ${required}`,
      `Rate: ${formatPercent(rate, 3)}, amortized over ${years} years`,
    ],
    results: [
      `Maximum debt service: **${formatMoney(maxDebtService)}** a year (${formatMoney(maxDebtService / 12)} a month)`,
      `Maximum loan: **${formatMoney(loan)}**`,
      ...(compared ? [compared] : []),
      ...debtYield,
    ],
    method: 'NOI ÷ required DSCR = the most principal and interest a year; the loan that payment carries',
  };
};

/** "how big a loan", "how much can we borrow", "max loan": the loan a limit allows. */
const LOAN_SIZE_ASKED =
  /\bhow (?:big|much|large)(?: of)?(?: a)? (?:loan|mortgage)\b|\bhow much (?:can|could) (?:i|we) borrow\b|\b(?:max(?:imum)?|biggest|largest|most|highest) (?:loan|mortgage)\b/;

/**
 * The taxes and insurance (and HOA, PMI) of the payment being sized, each amount its words name:
 * "taxes and insurance 550/mo", "550/mo in taxes", "taxes+insurance ~380 and 110 a month" (a list
 * takes the period said at its end), "taxes 4,560 a year" (a month's share shown).
 */
export function escrowAmounts(
  text: string,
  tokens: NumberToken[],
): { token: NumberToken; perMonth: number }[] {
  const LABEL = /\b(?:tax(?:es)?|insurance|escrow|t&i|t\/i|ti|hoa|pmi|mip)\b/;
  const parts = tokens.filter(
    (t) =>
      (t.kind === 'money' || (t.kind === 'plain' && t.value >= 10)) &&
      t.value < 20000 &&
      (LABEL.test(clauseBefore(text, t).slice(-40)) ||
        // "550/mo in taxes", "$550/mo of that goes to taxes and insurance"
        /^\s*(?:of (?:that|it)\s+)?(?:(?:goes|go|is|are|would (?:go|be)|will (?:go|be)|being)\s+)?(?:to(?:wards?)?|for|in|of|on)\s+(?:the\s+)?(?:property\s+)?(?:tax(?:es)?|insurance|escrow|t&i)\b/.test(
          text.slice(t.end, t.end + 50),
        )),
  );
  // "380 and 110 a month": an amount without a period takes the one its list ends with.
  const periodOf = (t: NumberToken) =>
    t.period ??
    parts.find((o) => o.start > t.start && /^\s*(?:and|&|\+|,)\s*$/.test(text.slice(t.end, o.start)))?.period;
  return parts.map((t) => ({ token: t, perMonth: periodOf(t) === 'yearly' ? t.value / 12 : t.value }));
}

/** "max P&I", "maximum principal and interest": what is left of the housing payment for the loan. */
const MAX_PI_ASKED =
  /\b(?:max(?:imum)?|most|highest|biggest|largest)\s+(?:monthly\s+)?(?:p\s?&\s?i|p and i|principal and interest|principal & interest)\b/;

/**
 * "max house payment at a 43% cap", "lender allows 45%": in a question about the most payment an income
 * allows, the one percentage of a debt-to-income limit's size (20–60%, never a down payment) is that
 * limit, however it is named. A mortgage rate is never that large.
 */
function onlyLimitSizedShare(text: string, tokens: NumberToken[]): NumberToken | undefined {
  const shares = percents(tokens).filter(
    (t) =>
      t.value >= 0.2 &&
      t.value <= 0.6 &&
      !/^\s*down\b/.test(text.slice(t.end, t.end + 8)) &&
      !/\bdown(?: payment)?(?: of| is)?\s*$/.test(text.slice(Math.max(0, t.start - 20), t.start)),
  );
  return shares.length === 1 ? shares[0] : undefined;
}

/** The largest housing payment a debt-to-income limit leaves: income × limit − other debts. */
export const maxHousingPayment: Reader = ({ text, tokens }) => {
  if (
    !/\bmax(?:imum)? (?:total )?(?:housing |house |mortgage )?payment|\b(?:max(?:imum)?|most|highest|biggest|largest) (?:monthly )?piti\b|\bpiti\b.{0,20}\b(?:can|could) (?:i|we) (?:afford|carry|get|qualify)|\bwhat (?:house |housing |mortgage )?payment (?:fits|works|do (?:i|we) qualify for|can (?:i|we) (?:afford|qualify for|get|carry))|how much (?:housing|house|mortgage) payment|payment (?:can i|could i|would i) (?:afford|get|qualify)|\b(?:most|highest|biggest|largest|max)\b.{0,30}\b(?:housing|house|mortgage|monthly) payment\b|\b(?:housing|house|mortgage) payment\b.{0,30}\b(?:can|could) (?:be|go|i (?:have|carry|take on))\b|\b(?:most|max(?:imum)?) (?:we|i) (?:can|could) (?:pay|spend|afford) (?:for|on) (?:housing|a house|a home|a mortgage)\b|\bhow (?:high|big|much) (?:can|could|would|may) (?:the |my |our )?(?:housing|house|mortgage) payment (?:go|be|get)\b|\b(?:max(?:imum)?|most|highest|biggest|largest|top)\s+(?:monthly\s+)?payment\s+(?:allowed|possible|(?:i|we|they)(?:'d| would)? (?:be )?(?:allowed|approved|able)|(?:i|we) (?:can|could) (?:get|have|carry|qualify for))\b/.test(
      text,
    ) &&
    !LOAN_SIZE_ASKED.test(text) &&
    !MAX_PI_ASKED.test(text)
  )
    return null;
  // "28% front-end and 45% back-end": a housing-ratio limit beside the debt-to-income one.
  const frontLimit = tokens.find(
    (t) =>
      t.kind === 'percent' &&
      (/^\s*(?:front[- ]?end|housing(?: ratio)?)\b/.test(text.slice(t.end, t.end + 20)) ||
        /\b(?:front[- ]?end|housing ratio)(?: (?:limit|cap|ratio|max))?(?: (?:is|of|at))?\s*$/.test(
          text.slice(Math.max(0, t.start - 25), t.start),
        )),
  );
  const limitTokens = frontLimit ? tokens.filter((t) => t !== frontLimit) : tokens;
  const limit =
    labelled(
      text,
      limitTokens,
      // "back end is capped at 50%", "dti limited to 45%": the words of a cap may stand between.
      /\b(?:dti|debt[- ]to[- ]income|back[- ]?end)(?: (?:limit|cap|ratio|max))?(?:(?: is| of)? (?:capped|limited|maxed out|maxed|set|held) (?:at|to))?/,
      ['percent'],
    ) ??
    limitTokens.find(
      (t) =>
        t.kind === 'percent' &&
        /^\s*(?:(?:back[- ]?end\s+)?(?:dti|debt[- ]to[- ]income)\b|back[- ]?end\b)/.test(
          text.slice(t.end, t.end + 25),
        ),
    ) ??
    onlyLimitSizedShare(text, limitTokens);
  // "…and if taxes+insurance run 450/mo, how big a loan does that support at 6.5% 30yr": the loan
  // that the payment left after taxes and insurance carries.
  const asksLoan =
    /\bloan (?:does|would|will|could) (?:that|it|this) (?:support|carry|buy|get)/.test(text) ||
    LOAN_SIZE_ASKED.test(text) ||
    // "max p&i, loan, price": the loan in a list of maximums.
    /\b(?:max(?:imum)?|biggest|largest|most)\b[^.?!]{0,25}\bloan\b/.test(text);
  const escrowParts = asksLoan ? escrowAmounts(text, tokens) : [];
  const escrow =
    escrowParts.length > 0 ? { value: escrowParts.reduce((sum, t) => sum + t.perMonth, 0) } : undefined;
  // "I've got 60k for the down payment … what price does that put me at": the loan plus the cash down.
  const down = asksLoan
    ? tokens.find(
        (t) =>
          t.kind === 'money' &&
          t.period === undefined &&
          t.value >= 1000 &&
          /\bdown(?: payment)?\b/.test(`${clauseBefore(text, t)} ${clauseAfter(text, t)}`),
      )
    : undefined;
  // "if we put 10% down what purchase price does that get us": a share down gives the price too.
  const downShare = asksLoan
    ? percents(tokens).find((t) => t !== limit && /^\s*down\b/.test(text.slice(t.end, t.end + 8)))
    : undefined;
  const rate = asksLoan ? percents(tokens).find((t) => t !== limit && t !== downShare) : undefined;
  // The loan's term: a term of ten years or more ("renting the same 2br for six years" is not one).
  const term =
    tokens.find((t) => (t.kind === 'years' || t.kind === 'months') && yearsOf(t) >= 10) ??
    tokens.find((t) => t.kind === 'years' || t.kind === 'months');
  const budget = incomeAndDebts(
    text,
    tokens,
    [...escrowParts.map((p) => p.token), down].filter((t) => t !== undefined),
  );
  if (
    !limit ||
    limit === frontLimit ||
    !budget ||
    percents(tokens).length !== (rate ? 2 : 1) + (downShare ? 1 : 0) + (frontLimit ? 1 : 0)
  )
    return null;
  if (frontLimit && (rate || asksLoan)) return null;
  if (rate && !term) return null;
  const { monthlyIncome, incomes } = budget;
  // "housing payment would be 2,300 and debts are 650 … what's my front and back end, and the most my
  // housing payment could be under a 45% back end": the stated housing payment is the one being
  // sized, so it is no other debt; both ratios are given beside the maximum.
  // Only when the ratios are asked too: alone, "mortgage payment 1,200" may be another home's debt.
  const housing =
    rate || !/\bfront\b|\bratios?\b|\bdti\b|debt[- ]to[- ]income/.test(text)
      ? undefined
      : statedHousingPayment(text, budget.debts);
  const debts = budget.debts.filter((t) => t !== housing);
  const total = debts.reduce((sum, t) => sum + t.value, 0);
  const max = monthlyIncome * limit.value - total;
  const years = term ? yearsOf(term) : 0;
  const pi = max - (escrow?.value ?? 0);
  const loan = rate && pi > 0 ? loanFromPayment(pi, rate.value, years) : undefined;
  return {
    title:
      loan === undefined ? 'Maximum housing payment' : 'Maximum housing payment and the loan it supports',
    inputs: [
      incomeLine(incomes, monthlyIncome),
      ...(housing ? [`Housing payment stated: ${formatMoney(housing.value)} a month`] : []),
      `Other monthly debts: ${debts.length > 1 ? `${debts.map((t) => formatMoney(t.value)).join(' + ')} = ` : ''}${total > 0 ? formatMoney(total) : 'none'}`,
      ...(frontLimit ? [`Front-end (housing) limit: ${formatPercent(frontLimit.value)}`] : []),
      `Debt-to-income limit: ${formatPercent(limit.value)}`,
      ...(loan !== undefined
        ? [
            `Taxes and insurance: ${escrowParts.length > 1 ? `${escrowParts.map((p) => formatMoney(p.perMonth)).join(' + ')} = ` : ''}${formatMoney(escrow?.value ?? 0)} a month`,
            `Rate: ${formatPercent(rate!.value, 3)} over ${years} years`,
          ]
        : []),
    ],
    results: [
      ...(housing
        ? [
            `Front-end DTI (housing ${formatMoney(housing.value)} ÷ ${formatMoney(monthlyIncome)}): **${formatPercent(housing.value / monthlyIncome)}**`,
            `Back-end DTI ((${formatMoney(housing.value)} + ${formatMoney(total)}) ÷ ${formatMoney(monthlyIncome)}): **${formatPercent((housing.value + total) / monthlyIncome)}**`,
          ]
        : []),
      ...(frontLimit
        ? [
            `Front-end limit: ${formatMoney(monthlyIncome)} × ${formatPercent(frontLimit.value)} = **${formatMoney(monthlyIncome * frontLimit.value)}** a month`,
            `Back-end limit: ${formatMoney(monthlyIncome)} × ${formatPercent(limit.value)} − ${formatMoney(total)} = **${formatMoney(max)}** a month`,
            `The ${monthlyIncome * frontLimit.value <= max ? 'front-end' : 'back-end'} ratio binds: the most housing payment is **${formatMoney(Math.min(max, monthlyIncome * frontLimit.value))}** a month`,
          ]
        : [`Maximum housing payment: **${formatMoney(max)}** a month`]),
      // "and what would my front end ratio be at that payment?": the housing share of that maximum.
      ...(!housing && !frontLimit && max > 0 && /\bfront[- ]?end\b|\bhousing ratio\b/.test(text)
        ? [
            `Front-end ratio at that payment: **${formatPercent(max / monthlyIncome)}** (${formatMoney(max)} ÷ ${formatMoney(monthlyIncome)})`,
          ]
        : []),
      ...(loan !== undefined
        ? [
            `Principal and interest left: **${formatMoney(pi)}** a month`,
            `Loan it supports: **${formatMoney(loan)}**`,
            ...(down
              ? [
                  `With ${formatMoney(down.value)} down, the price it reaches: **${formatMoney(loan + down.value)}** (before closing costs)`,
                ]
              : downShare
                ? [
                    `With ${formatPercent(downShare.value)} down, the price it reaches: **${formatMoney(loan / (1 - downShare.value))}** (the loan is ${formatPercent(1 - downShare.value)} of it)`,
                  ]
                : []),
          ]
        : []),
    ],
    method: `${formatMoney(monthlyIncome)} × ${formatPercent(limit.value)} − ${formatMoney(total)} of other debts${loan !== undefined ? '; less taxes and insurance, the loan that principal and interest carries' : ''}`,
  };
};

/**
 * The housing payment a question states as its own ("housing payment would be 2,300", "PITI of 2,300",
 * "1,800 rent" now), told apart from the most housing payment it asks for: the payment that most
 * replaces, never one of the other debts.
 */
function statedHousingPayment(text: string, debts: NumberToken[]): NumberToken | undefined {
  return labelled(
    text,
    debts,
    /\b(?:(?:mortgage|house|housing|piti|rent)(?: payment)?|(?:new|proposed|planned|estimated|expected|projected) (?:monthly )?(?:(?:housing|mortgage|house) )?payment)\b/,
    ['money', 'plain'],
    // "new house payment all in would be 2,460": four words between.
    4,
  );
}

/** A share of income named as the limit: "28% of our monthly income", "front end 31%". */
const SHARE_OF_INCOME =
  /^\s*of (?:my |our |the |your |their )?(?:combined |household |total )?(?:gross )?(?:monthly |yearly |annual )?(?:income|pay|salary|salaries|earnings)\b/;

/**
 * "the 28% rule", "28 percent rule", "front-end 28 rule", "by the 31% housing rule": the rule named by
 * its share, which the tokenizer sets aside as a name (rule 65). "28/36 rule" names a back end too and
 * is left to the DTI readers.
 */
const NAMED_RULE =
  /(?<![\d/.])\b([23]\d(?:\.\d+)?)\s*(?:%|percent|pct)?[\s-]*(?:front[- ]?end\s+|housing\s+)?(?:rule|guideline)\b/;
export function namedRuleShare(text: string): number | undefined {
  const m = NAMED_RULE.exec(text);
  return m ? Number(m[1]) / 100 : undefined;
}

/**
 * The housing payment a housing (front-end) ratio allows, debts aside: income × the share ("what's 28%
 * of our monthly income for housing", "front end 31%, what payment"). Only with no debts stated: a
 * debt beside a housing share leaves which ratio is meant in doubt.
 */
export const housingShareOfIncome: Reader = ({ text, tokens }) => {
  if (!/\b(?:housing|house|home|mortgage|piti|payment|rent)\b/.test(text)) return null;
  const shares = percents(tokens);
  const token = shares[0];
  const saidShare =
    shares.length === 1 &&
    token &&
    (SHARE_OF_INCOME.test(text.slice(token.end, token.end + 50)) ||
      /\bfront[- ]?end(?: ratio| limit| cap| dti)?(?: of| is| at)?\s*$/.test(
        text.slice(Math.max(0, token.start - 30), token.start),
      ) ||
      /^\s*front[- ]?end\b/.test(text.slice(token.end, token.end + 12)))
      ? token.value
      : undefined;
  // "using the 28% rule, we make 9,500 a month": the rule's share, set aside as a name, is the share.
  const share = saidShare ?? (shares.length === 0 ? namedRuleShare(text) : undefined);
  if (share === undefined) return null;
  const budget = incomeAndDebts(text, tokens);
  if (!budget || budget.debts.length > 0) return null;
  const { monthlyIncome, incomes } = budget;
  return {
    title: 'Housing payment at a share of income',
    inputs: [incomeLine(incomes, monthlyIncome), `Housing (front-end) share: ${formatPercent(share)}`],
    results: [`Housing payment: **${formatMoney(monthlyIncome * share)}** a month`],
    method: `${formatMoney(monthlyIncome)} × ${formatPercent(share)}; a back-end (all-debts) limit would also take your other monthly debts off`,
  };
};
