// A refinance judged from the payment the user makes now ("owe 298k, current p&i is 2,140/mo. new loan
// would be 6.1% 30 yr on the 298k with 7k closing costs"): the new loan's payment, the monthly saving
// and the months its costs take to earn back. The current rate is not needed when the current
// payment is stated. Also a refinance's break-even from the two payments or from the saving stated
// outright, and the same loan over 15 and over 30 years. Part of quick-math (READERS there).
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { labelled, money, monthly, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const CURRENT_PAYMENT =
  /\b(?:current(?:ly)?|existing|old|now|today|my|our)\s+(?:(?:monthly|mortgage|loan)\s+)?(?:p\s?&\s?i|p and i|p\s?\+\s?i|principal (?:and|&|\+) interest|payment|pay(?:ing)?)(?:\s+(?:is|of|at))?|\b(?:currently|now) pay(?:ing)?|(?<!\b(?:new|the)\s)\b(?:p\s?&\s?i|principal and interest|payment)(?:\s+(?:is|was))?/;

/** "we owe $367,818", "balance is now 367k", "367,818 left": what is owed today, beside the first loan. */
const OWED_NOW_BEFORE =
  /\b(?:owe|owing|(?:current|remaining|outstanding)\s+balance(?:\s+(?:is|of))?|balance\s+(?:is\s+)?now|payoff(?:\s+is)?)\s*(?:about|around|roughly|~)?\s*$/;
const OWED_NOW_AFTER = /^\s*(?:still\s+)?(?:left|remaining|owed|outstanding)\b/;

/** "bought 2 years ago", "after 24 payments": how long the loan has run, never a term. */
const ELAPSED_AFTER = /^\s*(?:ago|in)\b/;
/** Words of a horizon before a span: "how far ahead after 36 months", "where do we stand in 3 years". */
const HORIZON_BEFORE =
  /\b(?:ahead|behind|come out|net|stand|gone|out|leave|leaving|sold|moved|move on)\b[^.?!\d]{0,20}$/;

/** Words of a stay before a span of time: "staying 3 yrs", "sell in 5 years", "keep it 4 years". */
const STAY =
  /\b(?:stay(?:ing)?|live there|keep(?:ing)? (?:it|the (?:house|home|loan|place))|hold(?:ing)?(?: it)?|sell(?:ing)?|mov(?:e|ing)(?: out)?)\b[^.?!\d]{0,20}$/;
const CLOSING = /\b(?:closing costs?|closing|costs? to (?:refinance|refi|close)|costs?|fees)\b/;

/**
 * "paying 2,280 P&I now", "2,280/mo p&i currently", "pay 1,950 a month today": the payment made now,
 * named by the time word after it (or "paying" before a monthly amount), not by a label before it.
 */
function paymentNow(text: string, amounts: readonly NumberToken[]): NumberToken | undefined {
  const now = amounts.filter(
    (t) =>
      t.period !== 'yearly' &&
      t.value < 20000 &&
      (/^\s*(?:a month\s+|\/mo\s+|per month\s+|monthly\s+)?(?:(?:in\s+)?(?:p\s?&\s?i|p and i|principal and interest|pmt|payment)\s+)?(?:right\s+)?(?:now|currently|today|at the moment)\b/.test(
        text.slice(t.end, t.end + 45),
      ) ||
        /\b(?:paying|pay|i'm paying|we're paying)\s+(?:about\s+|around\s+)?$/.test(
          text.slice(Math.max(0, t.start - 20), t.start),
        )),
  );
  return now.length === 1 ? now[0] : undefined;
}

export const refinanceFromCurrentPayment: Reader = ({ text, tokens }) => {
  if (!/\brefi|refinanc|break[- ]?even|new loan\b/.test(text)) return null;
  const amounts = money(tokens);
  const current =
    labelled(
      text,
      amounts.filter((t) => t.period !== 'yearly'),
      CURRENT_PAYMENT,
      ['money'],
      1,
    ) ?? paymentNow(text, amounts);
  if (!current) return null;
  const costs = labelled(text, amounts, CLOSING, ['money'], 1);
  const loans = amounts.filter((t) => t !== current && t !== costs && t.value >= 10000 && !t.period);
  // "$375,000 loan … after 24 payments we owe $367,818 … refi that balance": the first loan is history;
  // what is owed now is refinanced.
  const owedNow = loans.filter(
    (t) =>
      OWED_NOW_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)) ||
      OWED_NOW_AFTER.test(text.slice(t.end, t.end + 20)),
  );
  const firstLoan =
    owedNow.length === 1 &&
    loans.length === 2 &&
    loans.find((t) => t !== owedNow[0])!.value > owedNow[0]!.value
      ? loans.find((t) => t !== owedNow[0])
      : undefined;
  // "on the 298k": the same balance said twice is one loan.
  const balances = [...new Set((firstLoan ? owedNow : loans).map((t) => t.value))];
  // "owe 298k at 6.99 … refi to 5.875": beside the current payment, the current rate is only shown;
  // the new rate is the one the refinance goes to.
  const allRates = percents(tokens);
  const newRate =
    allRates.length === 2
      ? allRates.filter((t) =>
          // "into a new 30-year at 6.25%": the new loan's term may stand between.
          /\b(?:to|into|new|refi\w*|refinanc\w*)\b[^\d]{0,12}(?:\d{1,2}[\s-]?(?:years?|yrs?)(?:-year)?[^\d]{0,8})?$/.test(
            text.slice(Math.max(0, t.start - 40), t.start),
          ),
        )
      : allRates;
  const rates = newRate.length === 1 ? newRate : [];
  const currentRate = allRates.find((t) => t !== rates[0]);
  if (!costs || balances.length !== 1 || rates.length !== 1) return null;
  if (amounts.some((t) => t !== current && t !== costs && !loans.includes(t))) return null;
  // "if I'm only staying 3 yrs": how long they keep the loan, not its term.
  const isStay = (t: NumberToken) => STAY.test(text.slice(Math.max(0, t.start - 30), t.start));
  const isElapsed = (t: NumberToken) => ELAPSED_AFTER.test(text.slice(t.end, t.end + 8));
  const elapsed = tokens.filter((t) => (t.kind === 'years' || t.kind === 'months') && isElapsed(t));
  const spans = tokens.filter((t) => (t.kind === 'years' || t.kind === 'months') && !isElapsed(t));
  const stays = spans.filter(isStay);
  // The first loan's term, said before the balance owed now, is that loan's, not the new one's.
  const terms = spans.filter((t) => !isStay(t) && !(firstLoan && owedNow[0] && t.start < owedNow[0].start));
  if (terms.length > 1 || stays.length > 1) return null;
  const [balance, rate] = [balances[0]!, rates[0]!.value];
  const years = terms[0] ? yearsOf(terms[0]) : 30;
  const newPayment = monthlyPayment(balance, rate, years);
  const saving = current.value - newPayment;
  const results = [
    `New payment: **${formatMoney(newPayment)}** a month (principal and interest)`,
    saving > 0
      ? `Monthly saving: **${formatMoney(saving)}**`
      : `No saving: the new payment is ${formatMoney(-saving)} a month more`,
  ];
  if (saving > 0)
    results.push(
      `Break-even: **${formatNumber(costs.value / saving, 1)} months** (${formatMoney(costs.value)} ÷ ${formatMoney(saving)})`,
    );
  const stay = stays[0] ? Math.round(yearsOf(stays[0]) * 12) : undefined;
  if (stay !== undefined) {
    const net = saving * stay - costs.value;
    results.push(
      `Over ${stay} months: ${formatMoney(saving)} × ${stay} − ${formatMoney(costs.value)} = **${net >= 0 ? '' : '−'}${formatMoney(Math.abs(net))}** (${net >= 0 ? 'worth it if you stay that long' : 'not worth it: you leave before the costs are earned back'})`,
    );
  }
  return {
    title: 'Refinance break-even',
    inputs: [
      ...(firstLoan
        ? [`Original loan: ${formatMoney(firstLoan.value)} (what is refinanced is the balance owed now)`]
        : []),
      ...elapsed.map(
        (t) => `Loan taken out ${t.raw} ago (the payment and balance stated already reflect it)`,
      ),
      `Current payment: ${formatMoney(current.value)} a month${currentRate ? ` (at ${formatPercent(currentRate.value, 3)})` : ''}`,
      `New loan: ${formatMoney(balance)} at ${formatPercent(rate, 3)} over ${years} years${terms[0] ? '' : ' (30 years assumed)'}`,
      `Closing costs: ${formatMoney(costs.value)}`,
    ],
    results,
    method: `New payment from the loan, rate and term; saving = current − new; break-even = closing costs ÷ saving${years >= 30 ? '. A new 30-year term also restarts the clock, so compare total interest too if you plan to stay' : ''}`,
  };
};

/** The payment after a refinance, by its words: "to 2,130", "new payment 2,130", "would make it 2,130". */
const NEW_PAYMENT_BEFORE =
  /(?:\bto|\bnew (?:payment|p\s?&\s?i|p and i|one|loan)(?: (?:is|of|at|would be|will be|of about|around))?|\b(?:would|will|could) (?:be|make it|bring it(?: down)? to|drop (?:it )?to|put (?:it|me|us) at)|\bvs\.?|\bversus|->|→|\bafter (?:the )?refi\w*(?: (?:is|would be|will be))?)\s*(?:about\s+|around\s+|roughly\s+)?\$?$/;
const NEW_PAYMENT_AFTER =
  /^\s*(?:\/mo\w*\s+|a month\s+|per month\s+|monthly\s+)?(?:after(?: (?:the |a )?refi\w*)?|with (?:the |a )?refi\w*|on the new (?:loan|one)|once (?:i|we) refi\w*)\b/;

/** A refinance's break-even from its cost and the two payments. */
export const refinanceFromPayments: Reader = ({ text, tokens }) => {
  if (
    !/\brefi|refinanc|break[- ]?even|recoup|new (?:one|payment|loan)|pays? (?:for )?itself|(?:earn|make|pay) (?:it|that|them|the costs?) back/.test(
      text,
    )
  )
    return null;
  const amounts = money(tokens);
  if (amounts.length !== 3 || percents(tokens).length > 0) return null;
  // The cost is the amount named a cost ("7,500 costs", "closing costs $7,000", "6500 closing"); the
  // two payments are the others ("from 3,778 to 3,278"), never the cost.
  const isPayment = (t: NumberToken) =>
    /\b(?:from|to|be|is|now|payment)\s*$/.test(text.slice(Math.max(0, t.start - 12), t.start));
  const cost =
    amounts.find((t) =>
      /^\s*(?:in )?(?:closing(?: costs?)?|costs?|fees?)\b/.test(text.slice(t.end, t.end + 20)),
    ) ??
    amounts.find(
      (t) =>
        !isPayment(t) &&
        /\b(?:costs?|closing|fees?)\b[^\d$]{0,12}$/.test(text.slice(Math.max(0, t.start - 30), t.start)),
    );
  if (!cost) return null;
  const pair = amounts.filter((t) => t !== cost);
  // Two payments: named so ("payment", "p&i", "paying") or both said a month.
  const payment =
    /\bpayment|\bpay(?:ing)?\b|\bp\s?&\s?i\b|\bp and i\b|\bp\s?\+\s?i\b|\bfrom\b.*\bto\b|\bnew (?:one|loan)\b/.test(
      text,
    ) || pair.every((t) => t.period === 'monthly');
  if (!payment || pair.some((t) => t.period === 'yearly')) return null;
  // "owe 301,000 and currently pay 2,280": a balance is no payment, and two payments of one loan are of
  // a size (a refinance never cuts one by half or more).
  const owed = pair.some((t) =>
    /\b(?:owe|owed|owing|balance(?: of)?|loan of|left on(?: the| my)? (?:loan|mortgage)|payoff)\s*$/.test(
      text.slice(Math.max(0, t.start - 25), t.start),
    ),
  );
  const [a, b] = pair as [NumberToken, NumberToken];
  if (owed || Math.max(a.value, b.value) > 2 * Math.min(a.value, b.value)) return null;
  // Which is which, by its words: the new payment is the one said to come after the refinance ("to
  // 2,130", "would make it 2,130", "2,130 after"); without words, the lower (a refinance to save).
  const isNew = (t: NumberToken) =>
    NEW_PAYMENT_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start)) ||
    NEW_PAYMENT_AFTER.test(text.slice(t.end, t.end + 40));
  const saidNew = pair.filter(isNew);
  const [now, after] =
    saidNew.length === 1
      ? [pair.find((t) => t !== saidNew[0])!.value, saidNew[0]!.value]
      : [Math.max(a.value, b.value), Math.min(a.value, b.value)];
  const saving = now - after;
  if (saving === 0) return null;
  const months = cost.value / saving;
  // "if we sell after 36 months, how far ahead are we?": a horizon nets the saving over it against the
  // costs. One span of time at most, and only as a stay: any other span leaves the question unread.
  const spans = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const isHorizon = (t: NumberToken) =>
    STAY.test(text.slice(Math.max(0, t.start - 30), t.start)) ||
    HORIZON_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start));
  if (spans.length > 1 || (spans[0] && !isHorizon(spans[0]))) return null;
  const horizon = spans[0] ? Math.round(yearsOf(spans[0]) * 12) : undefined;
  const net = horizon !== undefined ? saving * horizon - cost.value : 0;
  return {
    title: 'Refinance break-even',
    inputs: [
      `Closing costs: ${formatMoney(cost.value)}`,
      `Payment: ${formatMoney(now)} now, ${formatMoney(after)} after`,
      ...(horizon !== undefined ? [`Kept for: ${horizon} months`] : []),
    ],
    results:
      saving > 0
        ? [
            `Monthly savings: **${formatMoney(saving)}**`,
            `Break-even: **${formatNumber(months, 1)} months** (${Math.ceil(months)} payments)`,
            ...(horizon !== undefined
              ? [
                  `After ${horizon} months: ${formatMoney(saving)} × ${horizon} − ${formatMoney(cost.value)} = **${net < 0 ? '−' : ''}${formatMoney(Math.abs(net))}** (${net >= 0 ? 'ahead' : 'behind: you leave before the costs are earned back'})`,
                ]
              : []),
          ]
        : [
            `No saving: the new payment is **${formatMoney(-saving)}** a month more, so the ${formatMoney(cost.value)} of costs is never earned back`,
          ],
    method: `${formatMoney(cost.value)} ÷ ${formatMoney(Math.abs(saving))} a month`,
  };
};

/**
 * A refinance's break-even from its cost and the monthly saving stated outright ("saves me 250 a month
 * and costs 8,250", "payment would go down by 200/month, lender quoted 2,800 to refinance").
 */
export const refinanceFromSaving: Reader = ({ text, tokens }) => {
  if (!/\brefi|refinanc|break[- ]?even|recoup|(?:pay|make|earn) (?:it|that|them|the costs?) back/.test(text))
    return null;
  // "new payment is 180 less per month": a bare number said to be less a month is the monthly saving.
  const bareSaving = tokens.find(
    (t) =>
      t.kind === 'plain' &&
      /^\s*(?:less|lower|cheaper)\s*(?:a|per|\/|each)\s*mo(?:nth)?\b/.test(text.slice(t.end, t.end + 30)),
  );
  const amounts = bareSaving
    ? [...money(tokens), { ...bareSaving, kind: 'money' as const, period: 'monthly' as const }]
    : money(tokens);
  if (amounts.length !== 2 || percents(tokens).length > 0) return null;
  const saving = amounts.find(
    (t) =>
      /\b(?:sav(?:e|es|ing|ings)(?: me| us)?(?: of)?|(?:go(?:es)?|come[s]?|drop[s]?|fall[s]?|went|goes) down(?: by)?|(?:lower(?:ed|s)?|drop(?:s|ped)?|reduc(?:e|es|ed)|cut[s]?|shrink[s]?) (?:(?:my |the )?payment )?by|less by)\s*(?:about|around|roughly)?\s*$/.test(
        text.slice(Math.max(0, t.start - 40), t.start),
      ) ||
      /^\s*(?:(?:a|per|\/)\s*mo\w*\s+)?(?:in )?(?:savings?|less|lower|cheaper)\b/.test(
        text.slice(t.end, t.end + 30),
      ),
  );
  if (!saving) return null;
  const other = amounts.find((t) => t !== saving)!;
  const saved = monthly(saving);
  if (!(saved > 0) || other.period !== undefined) return null;
  // "2 points on a 300k loan lowers the payment by 95 a month": the amount is the loan, and the cost
  // is the points' share of it; a loan with no points named is no cost at all.
  const isLoan = /\b(?:loan|mortgage|borrow\w*|financ\w*)\b/.test(
    `${text.slice(Math.max(0, other.start - 12), other.start)} ${text.slice(other.end, other.end + 12)}`,
  );
  const points = /\b(\d+(?:\.\d+)?)\s*(?:discount\s+)?(?:points?|pts?)\b/.exec(text);
  if (isLoan && !points) return null;
  const cost = isLoan ? (other.value * Number(points![1])) / 100 : other.value;
  const months = cost / saved;
  // A cost no saving earns back in a lifetime is a misreading, not an answer.
  if (months > 600) return null;
  return {
    title: isLoan ? 'Discount points: break-even' : 'Refinance break-even',
    inputs: [
      isLoan
        ? `Points: ${points![1]} × 1% of ${formatMoney(other.value)} = ${formatMoney(cost)}`
        : `Closing costs: ${formatMoney(cost)}`,
      `Monthly savings: ${formatMoney(saved)}`,
    ],
    results: [
      `Break-even: **${formatNumber(months, 1)} months** (${Math.ceil(months)} payments, about ${formatNumber(months / 12, 1)} years)`,
    ],
    method: `${formatMoney(cost)} ÷ ${formatMoney(saved)} a month`,
  };
};

/** The same loan over 15 and over 30 years. */
export const fifteenVersusThirty: Reader = ({ text, tokens }) => {
  // Two terms side by side ("15 years and 30 years", "15 vs 30"), not a term and a point in time.
  if (!/\b(?:vs\.?|versus|or|and|both|either way|compare\w*)\b/.test(text)) return null;
  if (
    /\b(?:after|balance|remaining|left|owe|in \d+ years|(?:first|last|next|over|within) \d+ (?:years|yrs))\b/.test(
      text,
    )
  )
    return null;
  // "how much does the 15-year save": a term named again as "the 15-year" is the same term (rule 116);
  // "over the 20 years" of a HELOC's repayment is not, and a draw or interest-only period is no term.
  if (/\bheloc\b|\bdraw\b|\binterest[- ]only\b/.test(text)) return null;
  const termTokens = tokens.filter(
    (t, i) =>
      t.kind === 'years' &&
      !(
        /^\d+-year$/.test(t.raw) &&
        /\bthe\s*$/.test(text.slice(Math.max(0, t.start - 5), t.start)) &&
        tokens.slice(0, i).some((o) => o.kind === 'years' && o.value === t.value)
      ),
  );
  const terms = termTokens.map((t) => t.value);
  if (terms.length !== 2 || terms[0] === terms[1]) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  if (loans.length !== 1 || (rates.length !== 1 && rates.length !== 2)) return null;
  if (/\bdown\b|\bprice\b|\bhome\b|\bhouse\b/.test(text) && !/\bborrow|loan|mortgage of\b/.test(text))
    return null;
  // "30 yr at 6.75 vs 15 yr at 6": each term with its own rate, when they come in pairs (term then
  // rate, or rate then term, the same way both times).
  const paired = rates.length === 2 ? pairRates(termTokens, rates) : [rates[0]!.value, rates[0]!.value];
  if (!paired) return null;
  const loan = loans[0]!.value;
  const byTerm = terms.map((years, i) => ({ years, rate: paired[i]! })).sort((a, b) => a.years - b.years) as [
    { years: number; rate: number },
    { years: number; rate: number },
  ];
  const [short, long] = byTerm;
  const pShort = monthlyPayment(loan, short.rate, short.years);
  const pLong = monthlyPayment(loan, long.rate, long.years);
  const interestShort = pShort * short.years * 12 - loan;
  const interestLong = pLong * long.years * 12 - loan;
  return {
    title: `${short.years}- vs ${long.years}-year payment`,
    inputs: [
      `Loan: ${formatMoney(loan)}`,
      short.rate === long.rate
        ? `Rate: ${formatPercent(short.rate, 3)}`
        : `Rates: ${formatPercent(short.rate, 3)} for ${short.years} years, ${formatPercent(long.rate, 3)} for ${long.years} years`,
      `Terms: ${short.years} and ${long.years} years`,
    ],
    results: [
      `${short.years} years: **${formatMoney(pShort)}** a month (total interest ${formatMoney(interestShort)})`,
      `${long.years} years: **${formatMoney(pLong)}** a month (total interest ${formatMoney(interestLong)})`,
      ...(short.rate === long.rate
        ? []
        : [
            `The ${short.years}-year costs ${formatMoney(pShort - pLong)} more a month and saves **${formatMoney(interestLong - interestShort)}** of interest`,
          ]),
    ],
    method: 'Principal and interest, fixed rate, monthly payments',
  };
};

/** Each of two terms' own rate: the rate next to it, both pairs written the same way round. */
function pairRates(terms: readonly NumberToken[], rates: readonly NumberToken[]): [number, number] | null {
  const after = terms.map((t) => rates.find((r) => r.start > t.end && r.start - t.end < 15));
  if (after.every((r) => r) && after[0] !== after[1]) return [after[0]!.value, after[1]!.value];
  const before = terms.map((t) => rates.find((r) => r.end < t.start && t.start - r.end < 15));
  if (before.every((r) => r) && before[0] !== before[1]) return [before[0]!.value, before[1]!.value];
  return null;
}

export const REFINANCE_READERS: readonly Reader[] = [refinanceFromCurrentPayment];
