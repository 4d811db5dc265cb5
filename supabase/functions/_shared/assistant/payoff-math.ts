// Paying a loan off sooner, with every number stated: the extra each month that clears it in a target
// number of years ("I owe 250k at 6% on a new 30-year loan; how much extra a month to pay it off in 20
// years?"), what a fixed extra each month saves, how long a chosen monthly payment takes ("I can pay
// 3,000 a month on 400k at 6.5%: when is it paid off?") and biweekly payments. Part of quick-math
// (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';
import type { NumberToken } from './parse-numbers.ts';

/** "to have it paid off in 20 years", "payoff in 15 yrs", "done in 12 years instead". */
const TARGET =
  /\b(?:(?:paid|pays?|paying) (?:it |this |that |the (?:loan|mortgage|balance|house) )?off|payoff|done|gone|cleared|finished|debt[- ]free|mortgage[- ]free)\s+(?:in|within|after)\s+(\d{1,2})\s*(?:years?|yrs?)\b|\bin (\d{1,2})\s*(?:years?|yrs?) instead\b/;

const extraForTargetPayoff: Reader = ({ text, tokens }) => {
  if (!/\b(?:extra|additional|more|add(?:ed)?)\b/.test(text)) return null;
  const target = TARGET.exec(text);
  if (!target) return null;
  const targetYears = Number(target[1] ?? target[2]);
  const terms = tokens.filter(
    (t) =>
      (t.kind === 'years' || t.kind === 'months') &&
      (t.start < target.index || t.start >= target.index + target[0].length),
  );
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  if (terms.length !== 1 || loans.length !== 1 || rates.length !== 1 || money(tokens).length !== 1)
    return null;
  // The stated term is what is left: a loan years into its term says so ("25 years left").
  const term = yearsOf(terms[0]!);
  if (!(targetYears > 0 && targetYears < term)) return null;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  const now = monthlyPayment(loan, rate, term);
  const needed = monthlyPayment(loan, rate, targetYears);
  const interest = (payment: number, years: number) => payment * years * 12 - loan;
  return {
    title: `Paying it off in ${targetYears} years`,
    inputs: [
      `Balance: ${formatMoney(loan)} at ${formatPercent(rate, 3)}`,
      `Years left on the loan: ${term} (payment ${formatMoney(now)} a month)`,
      `Target: paid off in ${targetYears} years`,
    ],
    results: [
      `Payment that clears it in ${targetYears} years: ${formatMoney(needed)} a month`,
      `Extra each month: **${formatMoney(needed - now)}**`,
      `Interest saved: ${formatMoney(interest(now, term) - interest(needed, targetYears))}`,
    ],
    method: `The payment for ${targetYears} years at the same rate, minus today's payment for ${term} years`,
  };
};

/** Half the monthly payment every two weeks. */
const BIWEEKLY = /\b(?:bi-?weekly|every (?:other|two|2) weeks|26 (?:half[- ]?)?payments)\b/;

/** An amount paid on top of the payment every month ("an extra $200 at principal every month"). */
const EXTRA_BEFORE = /\b(?:extra|additional|another)\s*$/;
const EXTRA_AFTER =
  /^\s*(?:a month|per month|each month|every (?:single )?month|monthly|\/mo)?\s*(?:extra|more|additional|on top|towards?|at|to|into|in|of)\b/;

/** How long a loan takes, and the interest it costs, with a fixed extra each month. */
function payOffWithExtra(loan: number, rate: number, years: number, extra: number) {
  const payment = monthlyPayment(loan, rate, years);
  const { periods: months, interest } = payDown(loan, rate / 12, payment + extra, years * 12);
  return { payment, months, interest, interestWithout: payment * years * 12 - loan };
}

/**
 * "250k at 7% for 30 years; an extra $200 at principal every month: when is it paid off and how much
 * interest does that save?": the months to payoff and the interest saved, from every number stated.
 */
const extraEachMonth: Reader = ({ text, tokens }) => {
  if (!/\b(?:extra|additional|on top)\b/.test(text)) return null;
  // The extra for a target payoff, and biweekly payments, are the other readers'.
  if (TARGET.test(text) || BIWEEKLY.test(text)) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  // "300 extra each month": a small bare number is money here.
  const amounts = tokens.filter((t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 10));
  const extras = amounts.filter(
    (t) =>
      !loans.includes(t) &&
      (EXTRA_BEFORE.test(text.slice(Math.max(0, t.start - 14), t.start)) ||
        EXTRA_AFTER.test(text.slice(t.end, t.end + 30))),
  );
  const rates = percents(tokens);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (loans.length !== 1 || extras.length !== 1 || rates.length !== 1 || terms.length !== 1) return null;
  // "how many payments instead of 360": the term's own count of payments restated is no amount.
  const termMonths = terms[0]!.kind === 'months' ? terms[0]!.value : terms[0]!.value * 12;
  const restated = (t: NumberToken) => t.kind === 'plain' && t.value === termMonths;
  if (amounts.filter((t) => !restated(t)).length !== 2) return null;
  // A yearly lump sum is another question; the extra must be a month's.
  const extra = extras[0]!;
  if (extra.period === 'yearly' || /\b(?:a|per|each) year|yearly|annual|once\b/.test(text)) return null;
  const [loan, rate, years] = [loans[0]!.value, rates[0]!.value, yearsOf(terms[0]!)];
  if (!(extra.value > 0 && extra.value < loan / 10)) return null;
  const run = payOffWithExtra(loan, rate, years, extra.value);
  const saved = years * 12 - run.months;
  return {
    title: 'Paying extra every month',
    inputs: [
      `Loan: ${formatMoney(loan)} at ${formatPercent(rate, 3)} over ${years} years (payment ${formatMoney(run.payment)} a month)`,
      `Extra toward principal: ${formatMoney(extra.value)} every month`,
    ],
    results: [
      `Paid off in **${run.months} months** (${Math.floor(run.months / 12)} years ${run.months % 12} months), ${saved} months sooner`,
      `Interest saved: **${formatMoney(run.interestWithout - run.interest)}** (${formatMoney(run.interest)} instead of ${formatMoney(run.interestWithout)})`,
    ],
    method: 'Each month the interest on the balance is charged and the payment plus the extra comes off it',
  };
};

/** A loan paid down by a fixed payment each period until nothing is left. */
function payDown(loan: number, periodRate: number, payment: number, maxPeriods = 1200) {
  let balance = loan;
  let periods = 0;
  let interest = 0;
  while (balance > 0.005 && periods < maxPeriods) {
    const due = balance * periodRate;
    interest += due;
    balance -= Math.min(balance + due, payment) - due;
    periods++;
  }
  return { periods, interest };
}

const yearsAndMonths = (months: number) =>
  `${Math.floor(months / 12)} years${months % 12 ? ` ${months % 12} months` : ''}`;

/** "how long until it's paid off", "how many years to pay it off", "when would the loan be paid off". */
const HOW_LONG =
  /\b(?:how (?:long|many (?:more )?(?:years|yrs|months))|when (?:will|would|does|do|is|can|could)|what year|payoff (?:time|date|timeline))\b/;
const PAID_OFF =
  /\b(?:paid (?:it |this |that |the (?:loan|mortgage|balance|house|rest) )?off|pay(?:ing)? (?:it |this |that |the (?:loan|mortgage|balance|house|rest) )?(?:off|down)|payoff|debt[- ]free|mortgage[- ]free|free and clear)\b/;
/** Words that name a payment: "I can pay 3,000 a month", "paying 2,400/mo", "my payment would be 3k". */
const PAYMENT_CUE = /\b(?:pay(?:ing|s)?|payments?|put(?:ting)?|send(?:ing)?|afford)\b[^.;!?]*$/;

/**
 * "I can pay 3,000 a month on my 400k loan at 6.5%; how long until it's paid off?": the months a
 * chosen payment takes to clear a balance, and the interest it costs. No term is needed; a payment
 * that does not cover the month's interest is said never to clear it.
 */
const paymentUntilPaidOff: Reader = ({ text, tokens }) => {
  if (!HOW_LONG.test(text) || !PAID_OFF.test(text)) return null;
  if (/\b(?:extra|additional|on top|bi-?weekly)\b/.test(text)) return null; // the other readers'
  const amounts = money(tokens);
  const balances = amounts.filter((t) => t.value >= 10000 && t.period === undefined);
  const payments = amounts.filter(
    (t) =>
      !balances.includes(t) &&
      (t.period === 'monthly' || (t.period === undefined && PAYMENT_CUE.test(text.slice(0, t.start)))),
  );
  const rates = percents(tokens);
  if (balances.length !== 1 || payments.length !== 1 || rates.length !== 1 || amounts.length !== 2)
    return null;
  const [loan, payment, rate] = [balances[0]!.value, payments[0]!.value, rates[0]!.value];
  if (!(payment > 0 && payment < loan && rate > 0 && rate < 0.3)) return null;
  const inputs = [
    `Balance: ${formatMoney(loan)} at ${formatPercent(rate, 3)}`,
    `Payment: ${formatMoney(payment)} a month toward principal and interest`,
  ];
  const method =
    'Each month the interest on the balance is charged and the payment comes off it, until nothing is left';
  const firstInterest = (loan * rate) / 12;
  if (payment <= firstInterest)
    return {
      title: 'How long the payment takes to clear the loan',
      inputs,
      results: [
        `Never: the first month's interest is ${formatMoney(firstInterest)}, so ${formatMoney(payment)} a month does not bring the balance down`,
      ],
      method,
    };
  const run = payDown(loan, rate / 12, payment);
  return {
    title: 'How long the payment takes to clear the loan',
    inputs,
    results: [
      `Paid off in **${run.periods} months** (${yearsAndMonths(run.periods)})`,
      `Total interest: **${formatMoney(run.interest)}**`,
    ],
    method: `${method}; the last payment is the smaller amount still owed`,
  };
};

/**
 * "400k at 6.5% over 30 years: what if I pay biweekly?": half the monthly payment every two weeks,
 * 26 a year, which is 13 monthly payments. Lenders and calculators model it two ways, so both are
 * shown: interest for each two-week period at the rate ÷ 26, and the same as one-twelfth of a
 * payment extra each month.
 */
const biweeklyPayments: Reader = ({ text, tokens }) => {
  if (!BIWEEKLY.test(text)) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  // "…an extra 500 a month? how about biweekly instead": the extra is what biweekly replaces.
  const replaced = /\binstead\b/.test(text)
    ? money(tokens).filter((t) => !loans.includes(t) && t.period === 'monthly')
    : [];
  const amounts = money(tokens).filter((t) => !replaced.includes(t));
  const rates = percents(tokens);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (loans.length !== 1 || amounts.length !== 1 || rates.length !== 1 || terms.length !== 1) return null;
  const [loan, rate, years] = [loans[0]!.value, rates[0]!.value, yearsOf(terms[0]!)];
  if (!(rate > 0 && rate < 0.3 && years >= 1 && years <= 40)) return null;
  const payment = monthlyPayment(loan, rate, years);
  const biweekly = payDown(loan, rate / 26, payment / 2, years * 26);
  const months = Math.ceil((biweekly.periods * 12) / 26);
  const monthlyExtra = payOffWithExtra(loan, rate, years, payment / 12);
  return {
    title: 'Biweekly payments',
    inputs: [
      `Loan: ${formatMoney(loan)} at ${formatPercent(rate, 3)} over ${years} years (payment ${formatMoney(payment)} a month)`,
      `Biweekly: ${formatMoney(payment / 2)} every two weeks, 26 a year (13 monthly payments' worth)`,
      ...replaced.map((t) => `In place of: ${formatMoney(t.value)} extra a month`),
    ],
    results: [
      `Each biweekly payment: **${formatMoney(payment / 2)}**; a year of them is ${formatMoney(payment * 13)}, one monthly payment more than paying monthly: **${formatMoney(payment)} extra toward principal a year**`,
      `Paid off in **${biweekly.periods} biweekly payments**, about ${yearsAndMonths(months)}: ${years * 12 - months} months sooner`,
      `Interest saved: **${formatMoney(monthlyExtra.interestWithout - biweekly.interest)}** (${formatMoney(biweekly.interest)} instead of ${formatMoney(monthlyExtra.interestWithout)})`,
      `Modelled instead as ${formatMoney(payment / 12)} extra each month: paid off in ${monthlyExtra.months} months (${yearsAndMonths(monthlyExtra.months)}), saving ${formatMoney(monthlyExtra.interestWithout - monthlyExtra.interest)}`,
    ],
    method:
      'Interest is charged on the balance for each two-week period at the yearly rate ÷ 26 and the half payment comes off it; some servicers instead hold the half payments and apply a monthly payment plus one extra a year, which is the second line',
  };
};

/**
 * "I owe 280k at 6% with 25 years left; a 30k lump sum and a recast: P&I before vs after?": the lender
 * takes the lump sum off the balance and re-spreads the rest over the same years at the same rate.
 */
const recastAfterLumpSum: Reader = ({ text, tokens }) => {
  if (!/\brecast|\bre-?amortiz/.test(text)) return null;
  // "five years into a 30-year loan": the balance would have to be worked out first; not this reading.
  if (/\byears? (?:in|into)\b|\bafter \d+ (?:years?|yrs?)\b/.test(text)) return null;
  const amounts = money(tokens).filter((t) => t.period === undefined);
  const rates = percents(tokens);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (amounts.length !== 2 || money(tokens).length !== 2 || rates.length !== 1 || terms.length !== 1)
    return null;
  const [balance, lump] = [...amounts].sort((a, b) => b.value - a.value).map((t) => t.value) as [
    number,
    number,
  ];
  const [rate, years] = [rates[0]!.value, yearsOf(terms[0]!)];
  if (!(lump > 0 && lump < balance && rate > 0 && rate < 0.3 && years >= 1 && years <= 40)) return null;
  const before = monthlyPayment(balance, rate, years);
  const after = monthlyPayment(balance - lump, rate, years);
  return {
    title: 'Recasting after a lump sum',
    inputs: [
      `Balance: ${formatMoney(balance)} at ${formatPercent(rate, 3)} with ${years} years left`,
      `Lump sum toward principal: ${formatMoney(lump)}, then recast at the same rate and term`,
    ],
    results: [
      `Principal and interest before: **${formatMoney(before)}** a month`,
      `After the recast: **${formatMoney(after)}** a month on ${formatMoney(balance - lump)} (${formatMoney(before - after)} less)`,
      `Interest saved over the ${years} years: ${formatMoney((before - after) * years * 12 - lump)}`,
    ],
    method:
      'The payment on the balance, then on the balance less the lump sum, both over the years left at the same rate; lenders usually charge a small recast fee',
  };
};

export const PAYOFF_READERS: readonly Reader[] = [
  recastAfterLumpSum,
  extraForTargetPayoff,
  extraEachMonth,
  paymentUntilPaidOff,
  biweeklyPayments,
];
