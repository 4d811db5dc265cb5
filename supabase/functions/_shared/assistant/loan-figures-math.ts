// The everyday figures of a home loan, with every number stated: what discount points cost, a down
// payment in dollars, loan-to-value (combined, or on the lower of the price and the appraisal), the
// balance left after some years, PMI in dollars, the cash needed at closing and a HELOC's room. Part
// of quick-math (READERS there).
import { monthlyPayment, remainingBalance } from './calculators.ts';
import { resultOf } from './calculation-cards.ts';
import { loanBalanceInputs } from './cards-loans.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { downAmountOf, downShareOf } from './housing-ratio-math.ts';
import { paidByAnother, saysPaid } from './paid-off.ts';
import { discountPoints } from './point-senses.ts';
import { closingPoints } from './closing-points.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  labelled,
  money,
  percents,
  wordsBefore,
  yearsOf,
  type QuickAnswer,
  type Reader,
} from './quick-math-reading.ts';

/** What discount points cost: a point is 1% of the loan. */
export const pointsCost: Reader = ({ text, tokens }) => {
  // "1.5 points", "one point" (spelled out as "1 point" by normalizeText), "half a point", "a point"
  const points = /\b(\d+(?:\.\d+)?|a|half a)\s*(?:discount\s+)?(?:points?|pts)\b/.exec(text);
  // A rate's move or a score's points ("my score went up 30 points") are no points bought.
  const bought = discountPoints(text);
  if (!bought || (points && !bought.some((b) => b.start <= points.index && points.index < b.end)))
    return null;
  if (!points || !/\b(?:cost|costs|price|how much|pay)\b/.test(text)) return null;
  if (
    /\bbreak[- ]?even|how long|lower|drop|from\b|pays? (?:for )?itself|pay (?:it|them) back|months? (?:till|until|to)|worth\b/.test(
      text,
    )
  )
    return null;
  // Two rates ("6.5% with no points or 6.125% with 1 point") ask what the points buy: the points reader's.
  if (percents(tokens).length >= 2) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  if (loans.length !== 1) return null;
  const p = points[1] === 'a' ? 1 : points[1] === 'half a' ? 0.5 : Number(points[1]);
  const loan = loans[0]!.value;
  return {
    title: 'Cost of discount points',
    inputs: [`Loan: ${formatMoney(loan)}`, `Points: ${p} (one point is 1% of the loan)`],
    results: [`Cost: **${formatMoney((loan * p) / 100)}**`],
    method: `${p}% × ${formatMoney(loan)}`,
  };
};

/** A down payment in dollars from its percentage. */
export const downAmount: Reader = ({ text, tokens }) => {
  // A dollar amount is asked for ("how much", "in dollars", "how much cash is that")…
  if (
    !/\bhow much\b|\bin dollars\b|\bdollar (?:amount|figure)\b|\bhow many dollars\b|\bwhat(?:'s| is| would be| will be) (?:the |my |that )?(?:down payment|down|cash)\b/.test(
      text,
    )
  )
    return null;
  // …of a percentage put down ("5 pct down", "down payment of 10%").
  const pct = percents(tokens);
  const isDown = (t: NumberToken) =>
    /^\s*(?:down\b|deposit\b)/.test(text.slice(t.end, t.end + 10)) ||
    /\b(?:down(?: payment)?|deposit)(?: of| is| at)?\s*$/.test(
      text.slice(Math.max(0, t.start - 24), t.start),
    );
  if (!pct.some(isDown)) return null;
  // "how much is the mortgage payment on a 360k house with 10% down" asks for the payment, not this;
  // with closing costs it is the cash to close (cashToClose).
  if (/\bmortgage\b|\bmonthly\b|(?<!down )\bpayments?\b|\bclosing\b/.test(text)) return null;
  const prices = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  if (pct.length !== 1 || prices.length !== 1) return null;
  const price = prices[0]!.value;
  const share = pct[0]!.value;
  return {
    title: 'Down payment',
    inputs: [`Price: ${formatMoney(price)}`, `Down payment: ${formatPercent(share)}`],
    results: [`Down payment: **${formatMoney(price * share)}**`, `Loan: ${formatMoney(price * (1 - share))}`],
    method: `${formatPercent(share)} × ${formatMoney(price)}`,
  };
};

/** Loan-to-value from a loan and a value. */
export const loanToValue: Reader = ({ text, tokens }) => {
  if (!/\bc?ltv\b|loan[- ]to[- ]value/.test(text)) return null;
  const amounts = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  if (percents(tokens).length > 0) return null;
  if (amounts.length === 3) {
    const againstBoth = ltvOnLowerOfPriceAndAppraisal(text, amounts);
    if (againstBoth) return againstBoth;
  }
  if (amounts.length > 2) return combinedLoanToValue(text, amounts);
  if (amounts.length !== 2) return null;
  // The loan is the amount named a loan; without names, the smaller one (a loan above the value is rare).
  const named = labelled(text, amounts, /\b(?:loan|mortgage|balance|owe|owed|borrow\w*)\b(?: balance)?/);
  const other = amounts.find((t) => t !== named);
  const [loan, value] =
    named && other
      ? [named.value, other.value]
      : [Math.min(amounts[0]!.value, amounts[1]!.value), Math.max(amounts[0]!.value, amounts[1]!.value)];
  return {
    title: 'Loan-to-value (LTV)',
    inputs: [`Loan: ${formatMoney(loan)}`, `Value: ${formatMoney(value)}`],
    results: [`LTV: **${formatPercent(loan / value)}**`, `Equity: **${formatMoney(value - loan)}**`],
    method: `${formatMoney(loan)} ÷ ${formatMoney(value)}; equity = value − loan`,
  };
};

/**
 * "appraisal came in at 610k, price is 625k, loan 500k: LTV? PMI?": lenders take the lower of the
 * price and the appraisal as the value; over 80% a conventional loan carries PMI.
 */
function ltvOnLowerOfPriceAndAppraisal(text: string, amounts: NumberToken[]): QuickAnswer | null {
  const before = (t: NumberToken) => wordsBefore(text, amounts, t, 40);
  const after = (t: NumberToken) => text.slice(t.end, t.end + 20);
  const appraisal = amounts.find(
    (t) => /\bapprais\w*/.test(before(t)) || /^\s*(?:on the |in the )?apprais\w*/.test(after(t)),
  );
  const price = amounts.find(
    (t) =>
      t !== appraisal &&
      /\b(?:price|priced|paying|pay|buying|buy|offer\w*|contract|purchase)\b[^\d]{0,15}$/.test(before(t)),
  );
  const loan = amounts.find(
    (t) =>
      t !== appraisal &&
      t !== price &&
      (/\b(?:loan|mortgage|borrow\w*|financ\w*)\b/.test(before(t)) ||
        /^\s*(?:loan|mortgage)\b/.test(after(t))),
  );
  if (!appraisal || !price || !loan) return null;
  const value = Math.min(appraisal.value, price.value);
  const ltv = loan.value / value;
  return {
    title: 'Loan-to-value (LTV)',
    inputs: [
      `Loan: ${formatMoney(loan.value)}`,
      `Price: ${formatMoney(price.value)}; appraisal: ${formatMoney(appraisal.value)}`,
      `Value used: ${formatMoney(value)}, the lower of the two (as lenders do)`,
    ],
    results: [
      `LTV: **${formatPercent(ltv)}**`,
      ltv > 0.8
        ? `Over 80%: a conventional loan needs PMI (or ${formatMoney(loan.value - value * 0.8)} more down to reach 80%)`
        : 'At or under 80%: no PMI on a conventional loan',
      ...(appraisal.value < price.value
        ? [
            `The appraisal is ${formatMoney(price.value - appraisal.value)} under the price: that gap is paid in cash or negotiated`,
          ]
        : []),
    ],
    method: `${formatMoney(loan.value)} ÷ ${formatMoney(value)}`,
  };
}

/**
 * Combined LTV: every loan on the home ("312k on my first mortgage and 45k on a heloc") over its
 * value, which must be named ("appraisal came in at 505k"); every other amount must be a loan.
 */
function combinedLoanToValue(text: string, amounts: NumberToken[]): QuickAnswer | null {
  const valueWords = /\b(?:apprais\w*|worth|valued?|value is|market value|came in|comps?)\b/;
  const values = amounts.filter(
    (t) =>
      valueWords.test(wordsBefore(text, amounts, t, 40)) ||
      /^\s*(?:in value|value|apprais\w*|worth)\b/.test(text.slice(t.end, t.end + 20)),
  );
  if (values.length !== 1) return null;
  const value = values[0]!;
  const loans = amounts.filter((t) => t !== value);
  const loanWords = /\b(?:loan|mortgage|first|second|1st|2nd|heloc|line|owe|owed|balance|lien)\b/;
  if (
    !loans.every((t) =>
      loanWords.test(`${wordsBefore(text, amounts, t, 40)} ${text.slice(t.end, t.end + 25)}`),
    )
  )
    return null;
  const owed = loans.reduce((sum, t) => sum + t.value, 0);
  return {
    title: 'Combined loan-to-value (CLTV)',
    inputs: [
      `Loans: ${loans.map((t) => formatMoney(t.value)).join(' + ')} = ${formatMoney(owed)}`,
      `Value: ${formatMoney(value.value)}`,
    ],
    results: [
      `CLTV: **${formatPercent(owed / value.value)}**`,
      `Equity: **${formatMoney(value.value - owed)}**`,
    ],
    method: `(${loans.map((t) => formatMoney(t.value)).join(' + ')}) ÷ ${formatMoney(value.value)}`,
  };
}

/** Asks what is still owed: "balance", "still owe", "what's left", "principal remaining", "payoff". */
const INTEREST_ASKED =
  /\bhow much interest\b|\binterest (?:will |would )?(?:i |we )?(?:have |had )?(?:paid|pay)\b|\binterest paid\b/;
const ASKS_WHAT_IS_OWED =
  /\b(?:how much interest|interest (?:will |would )?(?:i |we )?(?:have |had )?(?:paid|pay)|(?:total )?interest paid|balance|still owed?|left to pay|left on|owe(?:d)? after|payoff|pay ?off amount|(?:what|how much)(?: principal| money| of (?:it|the loan|the mortgage|the principal))?(?: is| are|'s|s| do (?:i|we)| would (?:i|we)| will (?:i|we))? (?:still )?(?:left|remaining|owe|owed|outstanding)|principal (?:is |that's )?(?:still )?(?:left|remaining|outstanding)|(?:left|remaining|outstanding) (?:principal|on (?:it|the note))|(?:i|we) (?:still )?owe|balloon)\b/;

/**
 * How long the loan has been paid, in years or a count of monthly payments. Every candidate is read
 * and the first that can be an elapsed time wins: in "30 years in 2021 … after 5 years of payments"
 * the term stands before its calendar year, and the count after "after" is the one asked.
 */
const COUNT = `(\\d{1,3}|${COUNT_WORDS})`;
const ELAPSED = new RegExp(
  [
    `\\b(?:after|in|once|following|at the end of|by the end of)\\s+(?:about\\s+|exactly\\s+|roughly\\s+|around\\s+)?(\\d{1,2}|${COUNT_WORDS})\\s+(?:years?|yrs?)(?:\\s+of\\s+(?:[\\w-]+\\s+)?payments)?\\b`,
    `\\b(\\d{1,2}|${COUNT_WORDS})\\s+(?:years?|yrs?)\\s+(?:in\\b(?!\\s+(?:19|20)\\d\\d\\b)|from now|of (?:[\\w-]+\\s+)?payments|later)`,
    `\\b(?:made|paid|after|making|following|in|over|during)\\s+(?:exactly\\s+|about\\s+|around\\s+|roughly\\s+|just\\s+|only\\s+|over\\s+)?(?:the\\s+)?(?:first\\s+)?${COUNT}\\s+(?:monthly\\s+|on-time\\s+|on time\\s+|regular\\s+)?payments\\b`,
    `\\b${COUNT}\\s+(?:monthly\\s+|on-time\\s+|on time\\s+|regular\\s+)?payments\\s+(?:made|paid|in|so far|down|done|later|from now)\\b`,
    `\\bpayment\\s+(?:number|no\\.?|#)\\s?(\\d{1,3})\\b`,
    `\\b(\\d{1,3})(?:st|nd|rd|th)\\s+(?:monthly\\s+)?payment\\b`,
    // A balloon falls due when the note does: "balloon in 5", "balloon at year 7", "5-year balloon".
    `\\bballoon(?:\\s+payment)?(?:\\s+(?:is\\s+)?(?:due|payable))?\\s+(?:in|at|after|at the end of)\\s+(?:year\\s+)?(\\d{1,2}|${COUNT_WORDS})\\b(?:\\s+(?:years?|yrs?)\\b)?|\\b(\\d{1,2}|${COUNT_WORDS})[- ](?:years?|yrs?)\\s+balloon\\b`,
    // "interest in the first 12 months", "over the first 18 months".
    `\\b(?:in|over|during|for)\\s+(?:the\\s+)?first\\s+${COUNT}\\s+months\\b`,
  ].join('|'),
  'g',
);

/** The payment itself asked beside the balance: "payment, balance left", "what's my p&i" (not "72 payments"). */
const PAYMENT_ASKED = /(?<!down )\bpayment\b(?!\s*(?:number|no\.?|#)?\s?\d)|\bp\s?&\s?i\b|\bp and i\b/;

/** What is still owed on a loan after some years of payments. */
export const balanceAfter: Reader = ({ text, tokens }) => {
  if (!ASKS_WHAT_IS_OWED.test(text)) return null;
  const elapsedMatch = [...text.matchAll(ELAPSED)].find((m) => {
    const years = m[1] ?? m[2] ?? m[7] ?? m[8];
    return years === undefined || countOf(years) < 30 || /^(?:after|once|following)\b/.test(m[0]);
  });
  if (!elapsedMatch || elapsedMatch.index === undefined) return null;
  // Years, or a count of monthly payments ("have made 54 payments").
  const paymentsMade =
    elapsedMatch[3] ?? elapsedMatch[4] ?? elapsedMatch[5] ?? elapsedMatch[6] ?? elapsedMatch[9];
  const elapsed = paymentsMade
    ? countOf(paymentsMade) / 12
    : countOf(elapsedMatch[1] ?? elapsedMatch[2] ?? elapsedMatch[7] ?? elapsedMatch[8] ?? '');
  const balloon = elapsedMatch[7] !== undefined || elapsedMatch[8] !== undefined;
  const years = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  // "refinanced five years ago and I've made 60 payments": a span "ago" is when, not a term.
  const terms = years.filter(
    (t) =>
      (t.start < elapsedMatch.index || t.start > elapsedMatch.index + elapsedMatch[0].length) &&
      !/^\s*(?:years?|yrs?|months?)?\s*ago\b/.test(text.slice(t.end, t.end + 12)) &&
      // "after 5 years (60 payments) … in those 5 years": the span elapsed said again, not a term.
      !(t.start > elapsedMatch.index && Math.abs(yearsOf(t) - elapsed) < 1e-9),
  );
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  if (terms.length > 1 || loans.length !== 1 || rates.length !== 1) return null;
  // A price with a down payment is not the loan; that question goes to the payment calculator. The
  // principal "paid down" by then is the balance's own question (rule 116), no down payment.
  if (/\b(?<!(?:paid|pay|paying|pays) )down\b(?! by then| so far)|\bprice\b/.test(text)) return null;
  // No term stated: the usual 30 years, said so (the term is a secondary input here).
  const term = terms[0] ? yearsOf(terms[0]) : 30;
  if (!(elapsed > 0 && elapsed < term)) return null;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  const months = Math.round(elapsed * 12);
  const balance = remainingBalance(loan, rate, term, months);
  const payment = monthlyPayment(loan, rate, term);
  const when = paymentsMade ? `${months} payments` : `${elapsed} years`;
  return {
    title: INTEREST_ASKED.test(text) ? `Interest and balance after ${when}` : `Balance after ${when}`,
    inputs: [
      `Loan: ${formatMoney(loan)}`,
      `Rate: ${formatPercent(rate, 3)}`,
      `Term: ${term} years${terms[0] ? '' : ' (assumed)'} (P&I ${formatMoney(payment)} a month)`,
      `Payments made: ${months} (${formatNumber(months / 12, 1)} year${months === 12 ? '' : 's'})`,
    ],
    // "how much interest will I have paid after the first 12 payments": the interest leads.
    results: INTEREST_ASKED.test(text)
      ? [
          ...(PAYMENT_ASKED.test(text)
            ? [`Monthly payment (principal and interest): **${formatMoney(payment)}**`]
            : []),
          `Interest paid in those ${months} payments: **${formatMoney(payment * months - (loan - balance))}**`,
          `Principal paid: ${formatMoney(loan - balance)}`,
          `Remaining balance: **${formatMoney(balance)}**`,
        ]
      : [
          // "payment, balance left, principal paid so far": the payment asked leads.
          ...(PAYMENT_ASKED.test(text)
            ? [`Monthly payment (principal and interest): **${formatMoney(payment)}**`]
            : []),
          balloon
            ? `Balloon due after ${elapsed} years (the balance then): **${formatMoney(balance)}**`
            : `Remaining balance: **${formatMoney(balance)}**`,
          `Principal paid so far: ${formatMoney(loan - balance)}`,
          `Interest paid so far: ${formatMoney(payment * months - (loan - balance))}`,
        ],
    method:
      'The loan grown at the monthly rate, less the payments grown at the same rate (standard amortization)',
    calculation: resultOf(
      'loan-balance',
      loanBalanceInputs({ loanAmount: loan, annualRate: rate, termYears: term, monthsPaid: months }),
    ),
  };
};

/** The words of a PMI question. */
const PMI_WORDS = /\bpmi\b|mortgage insurance/;
/** Asked when PMI ends or may be cancelled: "drop it", "come off on its own", "go away", "auto-terminate". */
const REMOVAL_ASKED =
  /\b(?:remov|drop|cancel|come off|comes off|coming off|fall off|falls off|terminat|get rid|go(?:es)? away|goes? off|stop(?:s|ped)? (?:paying|charging|automatically|on its own)|ends? (?:automatically|on its own))\w*/;

/**
 * The loan PMI is charged on and the home's original value, with the numbers they were read from: a
 * loan and a value ("loan 270k on a 300k home"), a price and a share down ("425k house, 5% down") or
 * a price and dollars down ("bought for 400k with 40k down", never a 40k loan). The PMI rate is the
 * one percentage under 3% not put down; 78% and 80% may be named as the thresholds asked about. Null
 * unless every number of the question is one of these.
 */
function pmiLoanAndValue(
  text: string,
  tokens: readonly NumberToken[],
): {
  loan: number;
  value: number;
  rate?: number;
  down?: string;
  thresholds: boolean;
  schedule?: { noteRate: number; years: number };
} | null {
  const downShare = downShareOf(text, tokens);
  const downDollars = downAmountOf(text, tokens);
  const thresholds = percents([...tokens]).filter((t) => [0.78, 0.8].includes(t.value) && t !== downShare);
  const shares = percents([...tokens]).filter((t) => t !== downShare && !thresholds.includes(t));
  // "360k at 6.5% for 30 years, PMI 0.55% a year": with the loan's one term stated, the loan's own rate
  // is the other percentage (the one not beside the PMI's name, else the larger), and the original
  // amortization schedule says at which payment the balance reaches each threshold.
  const terms = tokens.filter((t) => t.kind === 'years');
  const pmiNamed = (t: NumberToken) => PMI_WORDS.test(`${clauseBefore(text, t)} ${clauseAfter(text, t)}`);
  let note: NumberToken | undefined;
  if (terms.length === 1 && shares.length === 2) {
    const named = shares.filter(pmiNamed);
    note =
      named.length === 1
        ? shares.find((t) => t !== named[0])
        : [...shares].sort((a, b) => b.value - a.value)[0];
    if (!note || note.value < 0.01 || note.value >= 0.2) return null;
  }
  const rates = shares.filter((t) => t !== note && t.value < 0.03);
  const lumps = money([...tokens]).filter((t) => t.period === undefined && t !== downDollars);
  const placed = [
    downShare,
    downDollars,
    ...rates,
    ...thresholds,
    ...lumps,
    ...(note ? [note, terms[0]] : []),
  ].filter(Boolean);
  if (rates.length > 1 || tokens.some((t) => !placed.includes(t))) return null;
  if (downShare && downDollars) return null;
  const rate = rates[0]?.value;
  const base = {
    ...(rate !== undefined ? { rate } : {}),
    thresholds: thresholds.length > 0,
    ...(note ? { schedule: { noteRate: note.value, years: yearsOf(terms[0]!) } } : {}),
  };
  const down = downShare
    ? `${formatPercent(downShare.value, 0)} down`
    : downDollars
      ? `${formatMoney(downDollars.value)} down`
      : undefined;
  const loanAfterDown = (value: number) =>
    downShare ? value * (1 - downShare.value) : downDollars ? value - downDollars.value : undefined;
  if (lumps.some((t) => t.value < 10000)) return null;
  if (down && lumps.length === 1) {
    const value = lumps[0]!.value;
    const loan = loanAfterDown(value)!;
    if (!(loan > 0 && loan < value)) return null;
    return { loan, value, down, ...base };
  }
  if (lumps.length !== 2) return null;
  const [loan, value] = [...lumps].sort((a, b) => a.value - b.value) as [NumberToken, NumberToken];
  if (!(loan.value < value.value)) return null;
  // "400k with 10% down, loan 360k": the down payment must agree with the loan stated beside it.
  const expected = loanAfterDown(value.value);
  if (expected !== undefined && Math.abs(expected - loan.value) > value.value * 0.02) return null;
  return { loan: loan.value, value: value.value, ...(down ? { down } : {}), ...base };
}

/** PMI in dollars from its yearly rate and the loan (or a price and what is put down). */
export const pmiCost: Reader = ({ text, tokens }) => {
  if (!PMI_WORDS.test(text)) return null;
  if (REMOVAL_ASKED.test(text) || /\bwhen\b/.test(text)) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const loanOnly = loans.length === 1 && !downShareOf(text, tokens) && !downAmountOf(text, tokens);
  // "425k, 5% down, PMI 0.78%: my payment?" asks the whole payment, which needs a rate: not this.
  if (!loanOnly && /(?<!down |pmi |mi |insurance )\bpayments?\b|\bp\s?&\s?i\b|\bpiti\b/.test(text))
    return null;
  const read = loanOnly
    ? {
        loan: loans[0]!.value,
        rate: percents(tokens).length === 1 ? percents(tokens)[0]!.value : undefined,
      }
    : pmiLoanAndValue(text, tokens);
  if (!read || read.rate === undefined || tokens.some((t) => t.kind === 'years')) return null;
  const { loan, rate } = read;
  const priced = 'value' in read ? read : undefined;
  // 20% down or more (a loan of 80% of the price or less): no PMI is charged, whatever rate is quoted
  // (rule 70), so none is added.
  // An FHA loan's MIP is owed at any down payment.
  if (priced && loan <= priced.value * 0.8 + 0.005 && !/\bfha\b|\bmip\b/.test(text))
    return {
      title: 'PMI cost',
      inputs: [
        `Price: ${formatMoney(priced.value)}${priced.down ? `, ${priced.down}` : ''}`,
        `Loan: ${formatMoney(loan)} (${formatPercent(loan / priced.value)} of the price)`,
        `PMI quoted: ${formatPercent(rate)} of the loan a year`,
      ],
      results: [
        'PMI: **none**: with 20% or more down (a loan of 80% of the price or less) a conventional loan carries no PMI, so the rate quoted does not apply',
      ],
      method: 'PMI is charged only on a conventional loan above 80% of the price (under 20% down)',
    };
  return {
    title: 'PMI cost',
    inputs: [
      ...(priced
        ? [
            `Price: ${formatMoney(priced.value)}${priced.down ? `, ${priced.down}` : ''}`,
            `Loan: ${formatMoney(loan)} (${formatPercent(loan / priced.value)} of the price)`,
          ]
        : [`Loan: ${formatMoney(loan)}`]),
      `PMI: ${formatPercent(rate)} of the loan a year`,
    ],
    results: [`PMI: **${formatMoney((loan * rate) / 12)}** a month (${formatMoney(loan * rate)} a year)`],
    method: `${formatPercent(rate)} × ${formatMoney(loan)} ÷ 12`,
  };
};

/**
 * "bought at 335k, loan 318,250, PMI 0.38% a year: what do I pay a month, and what balance drops it at
 * 78%?": the PMI a month, and the balances at which it ends by law (78% of the original value) and
 * can be cancelled on request (80%), with the principal still to pay down to each. "what balance for
 * 80% LTV and 78% LTV" asks the same.
 */
export const pmiAndRemoval: Reader = ({ text, tokens }) => {
  if (!PMI_WORDS.test(text)) return null;
  const read = pmiLoanAndValue(text, tokens);
  if (!read || !(REMOVAL_ASKED.test(text) || (read.thresholds && /\bbalance\b/.test(text)))) return null;
  const { loan, value, rate, down, schedule } = read;
  const [auto, request] = [value * 0.78, value * 0.8];
  // The payment at which the original schedule's balance first reaches a threshold, and that balance.
  const reached = (target: number) => {
    if (!schedule) return undefined;
    const months = Math.round(schedule.years * 12);
    for (let k = 0; k <= months; k++) {
      const balance = remainingBalance(loan, schedule.noteRate, schedule.years, k);
      if (balance <= target + 0.005) return { k, balance };
    }
    return undefined;
  };
  const when = (target: number) => {
    const hit = reached(target);
    if (!hit) return '';
    const [y, m] = [Math.floor(hit.k / 12), hit.k % 12];
    return hit.k === 0
      ? ' (already there at the start)'
      : `: at payment **#${hit.k}** (${y} years${m ? ` ${m} month${m === 1 ? '' : 's'}` : ''}), when the scheduled balance is ${formatMoney(hit.balance)}`;
  };
  return {
    title: 'PMI: its cost and when it comes off',
    inputs: [
      `Original value (the price or appraisal at purchase): ${formatMoney(value)}`,
      `Original loan: ${formatMoney(loan)} (${formatPercent(loan / value)} of the value${down ? `, after ${down}` : ''})`,
      ...(schedule
        ? [
            `Loan: ${formatPercent(schedule.noteRate, 3)} over ${schedule.years} years (P&I ${formatMoney(monthlyPayment(loan, schedule.noteRate, schedule.years))} a month)`,
          ]
        : []),
      ...(rate !== undefined ? [`PMI: ${formatPercent(rate)} of the original loan a year`] : []),
    ],
    results: [
      ...(rate !== undefined
        ? [`PMI: **${formatMoney((loan * rate) / 12)}** a month (${formatMoney(loan * rate)} a year)`]
        : []),
      `Ends automatically at 78% of the original value: balance **${formatMoney(auto)}** (${formatMoney(Math.max(0, loan - auto))} of principal paid down)${when(auto)}`,
      `You can ask to cancel it at 80%: balance **${formatMoney(request)}** (${formatMoney(Math.max(0, loan - request))} paid down), with a good payment history${when(request)}`,
    ],
    method: `PMI = loan × yearly rate ÷ 12; under the Homeowners Protection Act it ends at 78% of the original value on the original schedule, and can be cancelled on request at 80%${schedule ? '; the payment is the first on the original amortization schedule whose balance is at or below that amount' : ''}`,
  };
};

/** Cash needed at closing: the down payment plus closing costs, both stated. */
export const cashToClose: Reader = ({ text, tokens }) => {
  if (
    !/\bcash (?:to|at|needed at|for) clos\w*|\bcash (?:do i|will i|would i|do we|will we|would we) (?:actually )?need\b|bring to closing|due at closing|\bclosing table\b|\b(?:total )?cash (?:needed|required)\b|\bcash (?:i|we) (?:need|would need)\b/.test(
      text,
    )
  )
    return null;
  // "we have $88,000 saved": savings set against the cash needed (rule 116), never a second price.
  const saved = money(tokens).find(
    (t) =>
      /\b(?:(?:we|i) (?:have|'ve got|got)|(?:we've|i've) (?:got|saved)|savings(?: of| is| are)?|saved(?: up)?)\s*(?:about |around |roughly )?$/.test(
        text.slice(Math.max(0, t.start - 25), t.start),
      ) || /^\s*(?:saved|in savings|set aside|in the bank)\b/.test(text.slice(t.end, t.end + 20)),
  );
  const prices = money(tokens).filter((t) => t.value >= 20000 && t.period === undefined && t !== saved);
  if (prices.length !== 1) return null;
  const price = prices[0]!.value;
  const downStated =
    labelled(text, tokens, /\bdown(?: payment)?\b/, ['percent']) ??
    tokens.find((t) => t.kind === 'percent' && /^\s*down\b/.test(text.slice(t.end, t.end + 8)));
  // "75% LTV", "loan-to-value of 70%": the loan's share; the down payment is the rest of the price.
  const ltv = downStated
    ? undefined
    : (labelled(text, tokens, /\bltv\b|\bloan[- ]to[- ]value\b/, ['percent']) ??
      tokens.find(
        (t) =>
          t.kind === 'percent' && /^\s*(?:ltv|loan[- ]to[- ]value)\b/.test(text.slice(t.end, t.end + 16)),
      ));
  const downPct =
    downStated ?? (ltv && ltv.value > 0.3 && ltv.value < 1 ? { ...ltv, value: 1 - ltv.value } : undefined);
  // "closing costs estimated at 3%", "closing fees 3% of price", "fees run 2.5%": a word or two may
  // sit between the label and the amount.
  const CLOSING = /\bclosing(?: costs?| fees?)?\b|\b(?:acquisition|transaction) (?:costs?|fees?)\b|\bfees\b/;
  const closingPct =
    labelled(text, tokens, CLOSING, ['percent'], 2) ??
    tokens.find(
      (t) =>
        t.kind === 'percent' &&
        t.start !== downPct?.start &&
        /closing|\bfees\b/.test(text.slice(t.end, t.end + 20)),
    );
  const closingAmt = labelled(text, tokens, CLOSING);
  if (!downPct || (!closingPct && !closingAmt) || downPct.start === closingPct?.start) return null;
  // "the seller will cover $8,000 of closing costs": the amount is what someone else pays, a credit,
  // not the closing costs; with no total of them the cash cannot be worked.
  if (closingAmt && !closingPct && paidByAnother(text, closingAmt)) return null;
  // Seller credits and concessions ("the seller is giving me a 4k credit") come off the cash needed.
  const credit = money(tokens).find(
    (t) =>
      t.value < price &&
      (/^\s*(?:seller |closing )?(?:credits?|concessions?)\b/.test(text.slice(t.end, t.end + 25)) ||
        /\b(?:credits?|concessions?|credit(?:ing)? (?:me|us))(?: of| is)?\s*$/.test(
          text.slice(Math.max(0, t.start - 25), t.start),
        )),
  );
  const down = price * downPct.value;
  // "and I'm paying 1 point (1% of the loan)": discount points are cash at closing too (rule 122).
  const points = closingPoints(text, tokens);
  if (points === null || (points && closingPct && points.restated?.start === closingPct.start)) return null;
  const pointsCost = points ? (price - down) * points.share : 0;
  // "closing costs are 2.75% of the loan amount": the loan, not the price, is what it is a share of.
  const ofLoan =
    closingPct !== undefined &&
    /^\s*(?:of (?:the |my |our )?(?:loan|mortgage)(?: amount)?)\b/.test(
      text.slice(closingPct.end, closingPct.end + 30),
    );
  const closingBase = ofLoan ? price - down : price;
  const closing = closingPct ? closingBase * closingPct.value : closingAmt!.value;
  // Earnest money already deposited counts toward it.
  const earnest = money(tokens).find(
    (t) =>
      t !== credit &&
      (/^\s*(?:of |in |as )?(?:earnest money|emd|(?:good[- ]faith )?deposit)\b/.test(
        text.slice(t.end, t.end + 25),
      ) ||
        /\b(?:earnest money|emd|deposit)(?: of| is| was)?\s*$/.test(
          text.slice(Math.max(0, t.start - 25), t.start),
        )),
  );
  const credits = (credit && credit !== closingAmt ? credit.value : 0) + (earnest ? earnest.value : 0);
  return {
    title: 'Cash needed at closing',
    inputs: [
      `Price: ${formatMoney(price)}`,
      ltv && !downStated
        ? `Loan: ${formatPercent(ltv.value)} LTV = ${formatMoney(price * ltv.value)}, so the down payment is ${formatPercent(downPct.value)} = ${formatMoney(down)}`
        : `Down payment: ${formatPercent(downPct.value)} = ${formatMoney(down)}`,
      closingPct
        ? `Closing costs: ${formatPercent(closingPct.value)} of the ${ofLoan ? `loan (${formatMoney(closingBase)})` : 'price'} = ${formatMoney(closing)}`
        : `Closing costs: ${formatMoney(closing)}`,
      ...(points
        ? [
            `Discount points: ${points.points} × 1% of the loan (${formatMoney(price - down)}) = ${formatMoney(pointsCost)}`,
          ]
        : []),
      ...(credit && credit !== closingAmt ? [`Seller credit: −${formatMoney(credit.value)}`] : []),
      ...(earnest ? [`Earnest money already deposited: −${formatMoney(earnest.value)}`] : []),
      ...(saved ? [`Saved: ${formatMoney(saved.value)}`] : []),
    ],
    results: [
      `Closing costs: **${formatMoney(closing)}**`,
      `Cash to close: **${formatMoney(down + closing + pointsCost - credits)}**`,
      // The deposit already paid is cash the purchase took too: the whole of it, asked as "total cash".
      ...(earnest
        ? [
            `Total cash for the purchase, counting the ${formatMoney(earnest.value)} already deposited: **${formatMoney(down + closing + pointsCost - credits + earnest.value)}**`,
          ]
        : []),
      ...(saved
        ? [
            down + closing + pointsCost - credits > saved.value
              ? `Short of it with ${formatMoney(saved.value)} saved: **${formatMoney(down + closing + pointsCost - credits - saved.value)}**`
              : `Left over from ${formatMoney(saved.value)} saved: **${formatMoney(saved.value - (down + closing + pointsCost - credits))}**`,
          ]
        : []),
    ],
    method:
      credits > 0
        ? `Down payment + closing costs${points ? ' + points' : ''} − credits and deposits already paid (before prepaid escrow)`
        : `Down payment + closing costs${points ? ' + points' : ''} (before any seller credits or prepaid escrow)`,
  };
};

/** A HELOC's room: the lender's combined LTV of the value less what is owed. */
export const helocRoom: Reader = ({ text, tokens }) => {
  if (
    !/\bheloc\b|home equity line|line of credit|borrow against|\bcltv\b|\bcombined (?:ltv|loan[- ]to[- ]value)\b|\bhow (?:big|much|large)(?: of)? a (?:credit )?line\b/.test(
      text,
    )
  )
    return null;
  const rates = percents(tokens);
  const values = money(tokens).filter((t) => t.period === undefined && t.value >= 1000);
  if (rates.length !== 1 || values.length !== 2) return null;
  // Unlabelled ("owe 412,500, zestimate says 650k"), the value is the larger: a line needs the balance
  // below it anyway.
  const value =
    labelled(text, values, /\b(?:value|worth|appraise\w*|house|home|zestimate|says|estimate)\b/) ??
    (values[0]!.value >= values[1]!.value ? values[0]! : values[1]!);
  const owed = values.find((t) => t !== value)!;
  // "our $250,000 mortgage is paid off": a paid debt is no balance owed (paid-off.ts).
  if (owed.value >= value.value || saysPaid(text, owed)) return null;
  const cltv = rates[0]!.value;
  // A lender's combined limit is a large share of the value (typically 80–90%); "6%" is a loan's rate,
  // and a limit already used up leaves no line to compute.
  if (cltv < 0.5 || cltv > 1 || value.value * cltv <= owed.value) return null;
  return {
    title: 'HELOC room',
    inputs: [
      `Value: ${formatMoney(value.value)}`,
      `Owed now: ${formatMoney(owed.value)}`,
      `Lender's limit: ${formatPercent(cltv)} of the value`,
    ],
    // The loan-to-value now is what a line is measured against: always shown, asked or not.
    results: [
      `Current LTV: **${formatPercent(owed.value / value.value)}** (${formatMoney(owed.value)} ÷ ${formatMoney(value.value)})`,
      `Largest line: **${formatMoney(value.value * cltv - owed.value)}**`,
    ],
    method: `Current LTV = owed ÷ value; line = ${formatPercent(cltv)} × ${formatMoney(value.value)} − ${formatMoney(owed.value)}`,
  };
};
