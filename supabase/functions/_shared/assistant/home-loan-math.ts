// A homeowner's loan after closing (rule 101), with every number stated: the escrow after an escrow
// analysis (new taxes and insurance a twelfth a month, plus a shortage spread over some months), a lump
// sum on principal (kept payment: how much sooner and the interest saved; recast: the new payment),
// the payment that clears the balance in a target number of years, PMI a month and what dropping it
// earlier saves, equity with a combined LTV, and the paydown to reach a lender's LTV. Part of
// quick-math (READERS there); each reader places every number the question writes or gives way.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  cents,
  labelOf,
  monthsInWords,
  monthsLeft,
  originalTermLines,
  OWED,
  payDownMonthly,
  VALUE,
} from './home-loan-reading.ts';
import {
  clauseBefore,
  datesNamed,
  money,
  percents,
  storyYears,
  wordsBefore,
  type Reader,
} from './quick-math-reading.ts';

/** Calendar years told in the story ("refinanced in 2021"): dates, never amounts. */
const isStoryYear = (text: string, t: NumberToken) =>
  storyYears(text).some((s) => t.start >= s.start && t.end <= s.end) ||
  // "my escrow statement for 2025", "the 2024 analysis": a year written bare, named as a date.
  (/^(?:19|20)\d{2}$/.test(t.raw) &&
    (/\b(?:for|in|since|year|statement|analysis|of)\s*$/.test(
      text.slice(Math.max(0, t.start - 12), t.start),
    ) ||
      /^\s*(?:escrow|statement|analysis|tax|taxes|bill)\b/.test(text.slice(t.end, t.end + 12))));

// --- Escrow after an escrow analysis -------------------------------------------------------------

const ESCROW_ITEMS = [
  ['taxes', /\b(?:property )?tax(?:es)?\b/],
  ['insurance', /\b(?:homeowners?'?s?|hazard|home) insurance\b|\binsurance\b|\bhoi\b|\bpremium\b/],
  ['shortage', /\bshortage\b|\bshort(?:fall)?\b|\bdeficit\b|\bdeficiency\b/],
  ['old escrow', /\b(?:old|previous|prior|current|existing) escrow\b|\bescrow (?:was|used to be)\b/],
  // "bought it in 2019 for 310k": the story's price, shown but no part of escrow.
  ['story', /\b(?:bought|paid|purchased?|price)\b/],
] as const;

/** An amount said as what it was: "from $3,900", "(was 1,680)", "up from 1,680", "used to be". */
const WAS = /\b(?:from|was|were|used to be|previously|before|last year|old)\b[^\d]{0,8}$/;
/** Unchanged: "insurance stayed at $1,920", "same as before". */
const SAME = /\b(?:stayed|stays|unchanged|same|flat|didn'?t change|did not change)\b/;

const escrowChange: Reader = ({ text, tokens }) => {
  if (!/\bescrow\b/.test(text) || !/\btax(?:es)?\b/.test(text) || !/\binsurance|\bhoi\b/.test(text))
    return null;
  if (percents(tokens).length > 0 || /\bsurplus\b|\brefund\b|\boverage\b/.test(text)) return null;
  // "shortage 480": an amount written without its dollar sign is still money here.
  const amounts = tokens.filter(
    (t) =>
      (t.kind === 'money' && !isStoryYear(text, t)) ||
      (t.kind === 'plain' &&
        t.value >= 20 &&
        !isStoryYear(text, t) &&
        !/^\s*(?:months?|mo|payments?)\b/.test(text.slice(t.end, t.end + 10))),
  );
  const story: NumberToken[] = [];
  type Item = { now?: number; was?: number; same?: boolean };
  const items: Record<string, Item> = { taxes: {}, insurance: {} };
  let shortage: number | undefined;
  let oldEscrow: number | undefined;
  let previous: string | undefined;
  const restated: NumberToken[] = [];
  for (const t of amounts) {
    const before = wordsBefore(text, tokens, t, 45);
    // "(old escrow was just 3,900 + 1,920 divided by 12)": an amount given again to show the old sum.
    const again = amounts.some((o) => o.end <= t.start && o.value === t.value);
    if (again && (/\(/.test(clauseBefore(text, t)) || /\bold\b|\bbefore\b/.test(clauseBefore(text, t)))) {
      restated.push(t);
      continue;
    }
    // "insurance went up $780", "an increase of $300": a change, not the new yearly bill; asked about.
    if (
      /\b(?:up|increased?|jumped|rose|raised|by|increase of|hike of|jump of|bump of)\s*\$?$/.test(before) &&
      !/\bto\s*\$?$/.test(before)
    )
      return null;
    // "from $3,900 to $4,560", "2,460/yr (was 1,680)": the second amount of a pair is the first's item.
    const paired =
      previous !== undefined &&
      /^[\s(]*(?:to|and now|now|->|→|was|were|up from|down from|from|previously|vs\.?)?[\s$]*$/.test(before);
    const label = paired ? previous : labelOf(text, tokens, t, ESCROW_ITEMS);
    if (!label) return null;
    previous = label;
    if (label === 'story') {
      story.push(t);
      continue;
    }
    if (label === 'shortage') {
      if (shortage !== undefined) return null;
      shortage = t.value;
      continue;
    }
    if (label === 'old escrow') {
      oldEscrow = t.period === 'yearly' ? t.value / 12 : t.value;
      continue;
    }
    const yearlyValue = t.period === 'monthly' ? t.value * 12 : t.value;
    const item = items[label]!;
    const was = WAS.test(before) && !/\bto\s*\$?$/.test(before);
    if (was) {
      if (item.was !== undefined) return null;
      item.was = yearlyValue;
    } else {
      if (item.now !== undefined) return null;
      item.now = yearlyValue;
      if (SAME.test(clauseBefore(text, t))) item.same = true;
    }
  }
  const { taxes, insurance } = items;
  if (taxes!.now === undefined || insurance!.now === undefined) return null;
  // The months a shortage is spread over: "spread over 12 months", "over the next year".
  let spread: number | undefined;
  const spreadTokens = tokens.filter((t) => t.kind === 'months' || t.kind === 'years');
  const plain = tokens.filter((t) => t.kind === 'plain' && !isStoryYear(text, t) && !amounts.includes(t));
  if (plain.length > 0) return null;
  if (shortage !== undefined) {
    if (spreadTokens.length > 1) return null;
    const s = spreadTokens[0];
    if (s) spread = s.kind === 'months' ? s.value : s.value * 12;
    else if (/\bover (?:the )?(?:next |coming )?(?:year|12 months)\b|\bover a year\b/.test(text)) spread = 12;
    else if (/\b(?:all at once|in one (?:lump|payment)|pay it (?:off|in full))\b/.test(text)) spread = 1;
    if (!spread || spread > 60) return null;
  } else if (spreadTokens.length > 0) return null;
  const newYearly = taxes!.now + insurance!.now;
  const base = newYearly / 12;
  const catchUp = shortage !== undefined ? shortage / spread! : 0;
  const newMonthly = cents(base + catchUp);
  const hadOld = taxes!.was !== undefined || insurance!.was !== undefined || oldEscrow !== undefined;
  const oldYearly = (taxes!.was ?? taxes!.now) + (insurance!.was ?? insurance!.now);
  const oldMonthly = cents(oldEscrow ?? oldYearly / 12);
  const shown = (name: string, i: { now?: number; was?: number; same?: boolean }) =>
    `${name}: ${formatMoney(i.now!)} a year${
      i.was !== undefined ? ` (was ${formatMoney(i.was)})` : hadOld ? ' (unchanged)' : ''
    }`;
  return {
    title: 'Escrow after the escrow analysis',
    inputs: [
      shown('Property taxes', taxes!),
      shown('Insurance', insurance!),
      shortage !== undefined
        ? `Escrow shortage: ${formatMoney(shortage)}, spread over ${spread} month${spread === 1 ? '' : 's'}`
        : 'Escrow shortage: none stated',
      ...(oldEscrow !== undefined ? [`Old escrow: ${formatMoney(oldEscrow)} a month`] : []),
      ...datesNamed(tokens.filter((t) => isStoryYear(text, t))),
      ...story.map((t) => `Price in the story: ${formatMoney(t.value)} (no part of escrow)`),
      ...(restated.length ? [`Said again: ${restated.map((t) => formatMoney(t.value)).join(', ')}`] : []),
    ],
    results: [
      `Taxes and insurance a month: ${formatMoney(base)} (${formatMoney(newYearly)} ÷ 12)`,
      ...(shortage !== undefined
        ? [`Shortage a month: ${formatMoney(catchUp)} (${formatMoney(shortage)} ÷ ${spread})`]
        : []),
      `New monthly escrow: **${formatMoney(newMonthly)}**${
        shortage !== undefined ? ` for ${spread} months, then ${formatMoney(base)}` : ''
      }`,
      ...(hadOld
        ? [
            `Old monthly escrow: ${formatMoney(oldMonthly)}${oldEscrow === undefined ? ` (${formatMoney(oldYearly)} ÷ 12)` : ''}`,
            `${newMonthly >= oldMonthly ? 'More' : 'Less'} per month: **${formatMoney(Math.abs(cents(newMonthly - oldMonthly)))}**`,
          ]
        : []),
    ],
    method:
      'Escrow a month = (yearly taxes + yearly insurance) ÷ 12 + the shortage ÷ the months it is spread over',
  };
};

// --- A lump sum on principal: kept payment or recast ---------------------------------------------

const RECAST = /\bre-?cast\w*\b|\bre-?amortiz\w*\b/;
const LUMP_WORDS =
  /\blump\b|\b(?:toward|towards|to|on|against|at|into) (?:the )?principal\b|\bprincipal (?:payment|paydown|reduction|curtailment)\b|\bpay (?:it )?down\b|\bpaydown\b|\bprepay\w*\b|\bwindfall\b|\bbonus\b/;
const KEPT_PAYMENT =
  /\bsame (?:monthly )?(?:payment|p\s?&\s?i|amount)\b|\bkeep (?:making|paying)\b|\bpayment (?:stays|doesn'?t change|unchanged)\b|\b(?:earlier|sooner|shorter)\b|\bshave\b|\bcut (?:off )?(?:how many|the term)\b/;
const LOAN_LABELS = [
  ['balance', OWED],
  ['lump', LUMP_WORDS],
  ['payment', /\bp\s?&\s?i\b|\b(?:monthly )?payment\b|\bpaying\b|\bpay\b(?! (?:it )?down)/],
  ['fee', /\bfee\b|\bcharges?\b|\bcosts?\b|\bre-?cast(?: \w+){0,3} for\b/],
] as const;

/** A loan's balance, rate, months left, and the lump, payment and fee its words name. */
function readLoanWithLump(text: string, tokens: NumberToken[]) {
  const rates = percents(tokens);
  if (rates.length !== 1 || !(rates[0]!.value > 0 && rates[0]!.value < 0.2)) return undefined;
  const left = monthsLeft(text, tokens);
  if (!left) return undefined;
  const roles: Record<string, NumberToken[]> = { balance: [], lump: [], payment: [], fee: [] };
  for (const t of money(tokens).filter((o) => !isStoryYear(text, o))) {
    // "a 20k lump sum", "$40,000 down on principal": a lump's words come right after it, or after
    // where the money comes from ("$60,000 from selling the lake cottage toward principal").
    const after = text
      .slice(t.end, t.end + 70)
      .replace(/^\s*from (?:[a-z']+ ){1,5}(?=toward|towards|to|on|into)/, ' ');
    const role =
      /^\s*(?:lump|one[- ]time|extra|down on|toward|towards|to|on|at|into)\b[^.,;]{0,14}principal|^\s*lump/.test(
        after,
      )
        ? 'lump'
        : labelOf(text, tokens, t, LOAN_LABELS);
    if (!role) return undefined;
    roles[role]!.push(t);
  }
  const plain = tokens.filter((t) => t.kind === 'plain' && !left.terms.includes(t) && !isStoryYear(text, t));
  if (plain.length > 0) return undefined;
  const { balance, lump, payment, fee } = roles;
  if (balance!.length !== 1 || lump!.length !== 1 || payment!.length > 1 || fee!.length > 1) return undefined;
  const owed = balance![0]!.value;
  const extra = lump![0]!.value;
  if (!(owed >= 10000 && extra > 0 && extra < owed)) return undefined;
  return {
    owed,
    extra,
    rate: rates[0]!.value,
    months: left.months,
    payment: payment![0]?.value,
    fee: fee![0]?.value,
    originalTerms: left.originalTerms,
  };
}

const lumpSumOnPrincipal: Reader = ({ text, tokens }) => {
  const recast = RECAST.test(text);
  if (!recast && !(LUMP_WORDS.test(text) && KEPT_PAYMENT.test(text))) return null;
  if (/\bevery (?:month|year)\b|\beach (?:month|year)\b|\bbi-?weekly\b|\ba month extra\b/.test(text))
    return null;
  const read = readLoanWithLump(text, tokens);
  if (!read) return null;
  const { owed, extra, rate, months, fee } = read;
  const scheduled = monthlyPayment(owed, rate, months / 12);
  // Unstated, the schedule's payment as computed: rounded to the cent it would leave a 241st payment of
  // pennies on a 240-payment loan.
  const payment = read.payment ?? scheduled;
  // A stated payment far from the schedule's is another loan's, or a payment with escrow: ask instead.
  if (Math.abs(payment - scheduled) > Math.max(5, scheduled * 0.01)) return null;
  const inputs = [
    `Balance: ${formatMoney(owed)} at ${formatRate(rate)}`,
    `Payments left: ${months} (${months / 12} years)`,
    ...originalTermLines(read.originalTerms),
    `P&I now: ${formatMoney(payment)}${read.payment === undefined ? ` (${formatMoney(owed)} at ${formatRate(rate)} over ${months} months)` : ''}`,
    `Lump sum on principal: ${formatMoney(extra)}`,
    ...(fee !== undefined ? [`Recast fee: ${formatMoney(fee)}`] : []),
  ];
  const interestNow = payment * months - owed;
  if (recast) {
    const now = cents(payment);
    const after = cents(monthlyPayment(owed - extra, rate, months / 12));
    const saved = interestNow - (monthlyPayment(owed - extra, rate, months / 12) * months - (owed - extra));
    return {
      title: 'Recast after a lump sum',
      inputs,
      results: [
        `New balance: ${formatMoney(owed - extra)} (${formatMoney(owed)} − ${formatMoney(extra)})`,
        `New P&I: **${formatMoney(after)}** (${formatMoney(owed - extra)} at ${formatRate(rate)} over the same ${months} months)`,
        `Lower than now by **${formatMoney(cents(now - after))}** a month (${formatMoney(now)} − ${formatMoney(after)})`,
        `Interest saved over the rest of the loan: **${formatMoney(saved)}**${fee !== undefined ? ` (${formatMoney(saved - fee)} after the ${formatMoney(fee)} fee)` : ''}`,
      ],
      method:
        'Recast P&I = (balance − lump) × r ÷ (1 − (1 + r)^−n), r the yearly rate ÷ 12 and n the payments left; interest = payments × n − balance, before and after',
    };
  }
  const before = payDownMonthly(owed, rate, payment);
  const after = payDownMonthly(owed - extra, rate, payment);
  if (!before || !after) return null;
  return {
    title: 'Lump sum on principal, same payment',
    inputs,
    results: [
      `Paid off in ${after.months} payments instead of ${before.months} (a partial last payment counts as a month)`,
      `Done **${monthsInWords(before.months - after.months)} earlier**`,
      `Interest saved: **${formatMoney(before.interest - after.interest)}** (${formatMoney(after.interest)} instead of ${formatMoney(before.interest)})`,
    ],
    method:
      'Each month the interest (balance × rate ÷ 12) is charged and the same payment comes off, from the balance with and without the lump sum',
  };
};

// --- The payment that clears a balance in a target number of years -------------------------------

const TARGET_PAYOFF =
  /\b(?:(?:paid|pays?|paying|pay) (?:it |this |that |the (?:loan|mortgage|balance|house) )?off|payoff|done|gone|cleared|finished|debt[- ]free|mortgage[- ]free|over with)\s+(?:in|within|after)\s+(?:exactly\s+)?(\d{1,2})\s*(?:years?|yrs?)\b|\bin (?:exactly )?(\d{1,2})\s*(?:years?|yrs?) instead\b/g;

/**
 * Listed after payoff-math.ts's readers, which answer a plain 'extra to pay it off in 20 years' with
 * one term; this one takes the years left said with its payments, a stated payment and story years.
 */
export const paymentForTargetPayoff: Reader = ({ text, tokens }) => {
  const targets = [...text.matchAll(TARGET_PAYOFF)];
  if (targets.length === 0 || !/\bpayment|\bpay\b|\bextra\b|\bhow much\b/.test(text)) return null;
  const targetYears = Number(targets[0]![1] ?? targets[0]![2]);
  if (targets.some((m) => Number(m[1] ?? m[2]) !== targetYears)) return null;
  const inTarget = (t: NumberToken) =>
    t.kind === 'years' &&
    t.value === targetYears &&
    (targets.some((m) => t.start >= m.index && t.end <= m.index + m[0].length) ||
      /\bin (?:exactly )?$/.test(text.slice(Math.max(0, t.start - 12), t.start)));
  const left = monthsLeft(text, tokens, inTarget);
  const rates = percents(tokens);
  if (!left || rates.length !== 1) return null;
  const amounts = money(tokens);
  const balance = amounts.filter((t) => labelOf(text, tokens, t, [['balance', OWED]]) === 'balance');
  const paid = amounts.filter((t) => !balance.includes(t));
  if (balance.length !== 1 || paid.length > 1) return null;
  const plain = tokens.filter((t) => t.kind === 'plain' && !left.terms.includes(t) && !isStoryYear(text, t));
  if (plain.length > 0) return null;
  const owed = balance[0]!.value;
  const rate = rates[0]!.value;
  const months = left.months;
  if (!(targetYears * 12 < months) || owed < 10000) return null;
  const scheduled = monthlyPayment(owed, rate, months / 12);
  const stated = paid[0];
  if (stated && !/\bp\s?&\s?i\b|\bpayment\b|\bpaying\b/.test(wordsBefore(text, tokens, stated, 40)))
    return null;
  if (stated && Math.abs(stated.value - scheduled) > Math.max(5, scheduled * 0.01)) return null;
  const now = cents(stated?.value ?? scheduled);
  const needed = cents(monthlyPayment(owed, rate, targetYears));
  const interest = (payment: number, n: number) => payment * n - owed;
  return {
    title: `Paying it off in ${targetYears} years`,
    inputs: [
      `Balance: ${formatMoney(owed)} at ${formatRate(rate)}`,
      `Payments left: ${months} (${months / 12} years)`,
      ...originalTermLines(left.originalTerms),
      `Payment now: ${formatMoney(now)}${stated ? '' : ` (the scheduled P&I over ${months} months)`}`,
      `Target: paid off in ${targetYears} years (${targetYears * 12} payments)`,
    ],
    results: [
      `Payment that pays it off in exactly ${targetYears} years: **${formatMoney(needed)}** a month`,
      `Extra over what you pay now: **${formatMoney(cents(needed - now))}** a month (${formatMoney(needed)} − ${formatMoney(now)})`,
      `Interest saved: ${formatMoney(interest(stated?.value ?? scheduled, months) - interest(monthlyPayment(owed, rate, targetYears), targetYears * 12))}`,
    ],
    method:
      'Payment = balance × r ÷ (1 − (1 + r)^−n), r the yearly rate ÷ 12, n the target years × 12 (and the payments left for today’s)',
  };
};

// --- PMI a month, and what dropping it earlier saves ---------------------------------------------

const pmiDroppedEarlier: Reader = ({ text, tokens }) => {
  if (!/\bpmi\b|\bmortgage insurance\b|\bmip\b/.test(text)) return null;
  const rates = percents(tokens);
  const loans = money(tokens);
  if (rates.length !== 1 || loans.length !== 1 || !(rates[0]!.value > 0 && rates[0]!.value < 0.03))
    return null;
  // "pmi .55% of 360k a year": the year is the rate's, read onto the loan beside it.
  const yearOfRate =
    loans[0]!.period === 'yearly' && /\bof\s*(?:my |the |our )?\$?$/.test(text.slice(0, loans[0]!.start));
  if (loans[0]!.value < 10000 || (loans[0]!.period && !yearOfRate)) return null;
  // "5 years earlier than planned", "drop it in 3 years instead of 8".
  const spans = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const instead = /\bin (\d{1,2}) (?:years?|yrs?) instead of (\d{1,2})\b/.exec(text);
  let earlyMonths: number | undefined;
  if (instead) earlyMonths = (Number(instead[2]) - Number(instead[1])) * 12;
  else if (
    spans.length === 1 &&
    /^\s*(?:earlier|sooner|early|ahead|before)\b/.test(text.slice(spans[0]!.end, spans[0]!.end + 12))
  )
    earlyMonths = spans[0]!.kind === 'months' ? spans[0]!.value : spans[0]!.value * 12;
  if (!earlyMonths || earlyMonths <= 0) return null;
  if (tokens.some((t) => t.kind === 'plain' && !isStoryYear(text, t) && !instead)) return null;
  const loan = loans[0]!.value;
  const rate = rates[0]!.value;
  const yearly = loan * rate;
  const perMonth = cents(yearly / 12);
  return {
    title: 'PMI a month, and dropping it earlier',
    inputs: [
      `Loan PMI is charged on: ${formatMoney(loan)}`,
      `PMI rate: ${formatRate(rate)} a year`,
      `Dropped earlier by: ${earlyMonths} months`,
    ],
    results: [
      `PMI a year: ${formatMoney(yearly)} (${formatMoney(loan)} × ${formatRate(rate)})`,
      `PMI a month: **${formatMoney(perMonth)}** (${formatMoney(yearly)} ÷ 12)`,
      `Saved by dropping it ${earlyMonths} months earlier: **${formatMoney((yearly * earlyMonths) / 12)}** (${formatMoney(yearly)} a year × ${earlyMonths} ÷ 12)`,
    ],
    method:
      'PMI a month = loan × the yearly PMI rate ÷ 12; the saving = that × the months it is no longer paid',
  };
};

// --- Equity, its share of the value, and a combined LTV with a second loan ------------------------

const SECOND = /\bheloc\b|\bline of credit\b|\bsecond (?:mortgage|loan|lien)\b|\bhome equity loan\b/;

const equityAndCombinedLtv: Reader = ({ text, tokens }) => {
  if (!SECOND.test(text) || !/\bcombined\b|\bcltv\b|\btotal ltv\b|\bltv\b|\bloan[- ]to[- ]value\b/.test(text))
    return null;
  if (percents(tokens).length > 0 || tokens.some((t) => t.kind !== 'money' && !isStoryYear(text, t)))
    return null;
  const roles = money(tokens).map((t) =>
    labelOf(text, tokens, t, [
      ['second', SECOND],
      ['value', VALUE],
      ['owed', OWED],
      // "we bought in 2016 for 380k": the price paid, shown but no part of today's equity.
      ['paid', /\b(?:bought|paid|purchased?)\b/],
    ]),
  );
  const amounts = money(tokens);
  const pick = (role: string) => amounts.filter((_, i) => roles[i] === role);
  const [value, owed, second, paid] = [pick('value'), pick('owed'), pick('second'), pick('paid')];
  if (value.length !== 1 || owed.length !== 1 || second.length !== 1 || paid.length > 1) return null;
  if (amounts.length !== 3 + paid.length) return null;
  const v = value[0]!.value;
  const b = owed[0]!.value;
  const h = second[0]!.value;
  if (!(b < v && b + h > 0)) return null;
  const equity = v - b;
  return {
    title: 'Equity and combined LTV',
    inputs: [
      `Home's value: ${formatMoney(v)}`,
      `First mortgage owed: ${formatMoney(b)}`,
      `Second loan (HELOC): ${formatMoney(h)}`,
      ...paid.map((t) => `Paid for it: ${formatMoney(t.value)} (today's value is what counts)`),
      ...datesNamed(tokens.filter((t) => isStoryYear(text, t))),
    ],
    results: [
      `Equity now: **${formatMoney(equity)}** (${formatMoney(v)} − ${formatMoney(b)})`,
      `Equity as a share of the value: **${formatPercent(equity / v)}**; LTV now ${formatPercent(b / v)}`,
      `Combined LTV with the HELOC: **${formatPercent((b + h) / v)}** ((${formatMoney(b)} + ${formatMoney(h)}) ÷ ${formatMoney(v)})`,
      `Equity left after the HELOC: ${formatMoney(v - b - h)}`,
    ],
    method: 'Equity = value − owed; combined LTV = (first mortgage + second loan) ÷ value',
  };
};

// --- LTV now, and the paydown to reach a lender's LTV --------------------------------------------

const paydownToLtv: Reader = ({ text, tokens }) => {
  if (!/\bltv\b|\bloan[- ]to[- ]value\b/.test(text)) return null;
  if (
    !/\bpay (?:it )?down\b|\bpaydown\b|\bpay off\b|\bput (?:down|toward|towards)\b|\bbring (?:it|the balance) down\b|\bhow much (?:would|do|will|should|must) (?:i|we) (?:need to )?(?:pay|put|knock)\b/.test(
      text,
    )
  )
    return null;
  const rates = percents(tokens);
  if (rates.length !== 1 || !(rates[0]!.value >= 0.5 && rates[0]!.value <= 0.97)) return null;
  if (tokens.some((t) => t.kind !== 'money' && t.kind !== 'percent' && !isStoryYear(text, t))) return null;
  const amounts = money(tokens);
  const roles = amounts.map((t) =>
    labelOf(text, tokens, t, [
      ['value', VALUE],
      ['owed', OWED],
    ]),
  );
  const value = amounts.filter((_, i) => roles[i] === 'value');
  const owed = amounts.filter((_, i) => roles[i] === 'owed');
  if (value.length !== 1 || owed.length !== 1 || amounts.length !== 2) return null;
  const v = value[0]!.value;
  const b = owed[0]!.value;
  const target = rates[0]!.value;
  if (!(b < v * 1.2)) return null;
  const allowed = v * target;
  const paydown = b - allowed;
  return {
    title: `LTV now and the paydown to ${formatRate(target)}`,
    inputs: [
      `Value (appraisal): ${formatMoney(v)}`,
      `Balance: ${formatMoney(b)}`,
      `Target LTV: ${formatRate(target)}`,
    ],
    results: [
      `LTV now: **${formatPercent(b / v)}** (${formatMoney(b)} ÷ ${formatMoney(v)})`,
      `Largest balance at ${formatRate(target)}: ${formatMoney(allowed)} (${formatMoney(v)} × ${formatRate(target)})`,
      paydown > 0
        ? `Pay down: **${formatMoney(paydown)}** (${formatMoney(b)} − ${formatMoney(allowed)})`
        : `Already there: the balance is ${formatMoney(-paydown)} under the ${formatRate(target)} line`,
    ],
    method: 'LTV = balance ÷ value; the paydown = balance − value × the target LTV',
  };
};

export const HOME_LOAN_READERS: readonly Reader[] = [
  escrowChange,
  lumpSumOnPrincipal,
  pmiDroppedEarlier,
  equityAndCombinedLtv,
  paydownToLtv,
];
