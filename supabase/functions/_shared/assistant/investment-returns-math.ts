// Investment returns with every number stated: the 1% rule on the price and on the all-in cost (price +
// rehab), and the IRR and equity multiple of an investment, its yearly cash flows and its sale. Part of
// quick-math (READERS there).
import { mentionsAllCash } from './calculator-inputs.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  everyNumberPlaced,
  labelled,
  money,
  numberAt,
  wholeMonthlyRent,
  wordsBefore,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const ONE_PERCENT_RULE = /\b1\s?(?:%|percent|pct)\s+rule|\bone percent rule/;
const REHAB = /\b(?:rehab|repairs?|renovations?|reno|fix(?:ing)?[- ]up|work|updates?|improvements?)\b/;
const RENT = /\b(?:rents?(?:ing)?|rented|lease[sd]?)(?:\s+(?:it\s+)?(?:out\s+)?(?:for|at|is|of))?/;

/**
 * "does a 180k house renting for 1,650 pass the 1% rule? I'd put 25k of rehab into it": the month's
 * rent against 1% of the price and of the price plus the rehab, with the rent each needs.
 */
export const onePercentAllIn: Reader = ({ text, tokens }) => {
  if (!ONE_PERCENT_RULE.test(text)) return null;
  const amounts = money(tokens);
  // The rehab's own words, never across another number ("240k needing 30k of repairs").
  const rehabs = amounts.filter((t) => {
    const next = tokens.find((o) => o.start >= t.end);
    const after = text.slice(t.end, Math.min(next?.start ?? text.length, t.end + 30));
    return (
      REHAB.test(after.split(/[,;.?!]/)[0]!) ||
      REHAB.test(
        wordsBefore(text, tokens, t, 25)
          .split(/[,;.?!]/)
          .pop()!,
      )
    );
  });
  if (rehabs.length !== 1) return null;
  const rehab = rehabs[0]!;
  const rentToken = labelled(text, tokens, RENT, ['money'], 1);
  if (!rentToken || rentToken === rehab || rentToken.period === 'yearly') return null;
  const prices = amounts.filter((t) => t !== rehab && t !== rentToken && !t.period && t.value >= 10000);
  if (prices.length !== 1 || amounts.length !== 3) return null;
  const price = prices[0]!.value;
  const whole = wholeMonthlyRent(text, rentToken);
  if (!whole) return null;
  const rent = whole.monthly;
  const allIn = price + rehab.value;
  const verdict = (base: number) =>
    `${formatPercent(rent / base)}: ${rent >= base * 0.01 ? 'meets' : 'does not meet'} the 1% rule (it needs ${formatMoney(base * 0.01)} a month)`;
  return {
    title: 'The 1% rule',
    inputs: [
      `Price: ${formatMoney(price)}`,
      `Rehab: ${formatMoney(rehab.value)}`,
      `All-in cost: ${formatMoney(price)} + ${formatMoney(rehab.value)} = ${formatMoney(allIn)}`,
      `Rent: ${whole.shown.includes('×') || whole.shown.includes('+') ? whole.shown : `${formatMoney(rent)} a month`}`,
    ],
    results: [`On the price: **${verdict(price)}**`, `On the all-in cost: **${verdict(allIn)}**`],
    method: 'Monthly rent ÷ cost; the rule wants at least 1%',
  };
};

/** The rate that sets the flows' present value to zero (bisection; the flows start negative). */
export function internalRate(flows: readonly number[]): number | null {
  const npv = (r: number) => flows.reduce((sum, f, i) => sum + f / (1 + r) ** i, 0);
  let lo = -0.99;
  let hi = 10;
  if (npv(lo) * npv(hi) > 0) return null;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (npv(lo) * npv(mid) <= 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

const INVESTED =
  /\b(?:invest(?:ed|ing)?|put (?:in|down)|put|all[- ]in|cash in|equity(?: of)?|into (?:it|the deal)|(?:initial|upfront) (?:investment|outlay|equity))\b/;
const PURCHASE = /\b(?:bought|buy(?:ing)?|paid|purchas\w*|acquired)\b/;
const SALE = /\b(?:sold|sell(?:ing|s)?|sale|proceeds|exit(?:ed)?|net(?:ting|s|ted)?|reversion)\b/;

/**
 * "I invested 100k; cash flows yr 1-5 were 9k, 9.5k, 10k, 10.5k, 11k and I sold netting 150k at the
 * end": the IRR of −investment, each year's flow, and the sale added to the last year; and the equity
 * multiple (everything back ÷ the investment). Every amount must be the investment, a listed flow or
 * the sale.
 */
export const irrAndMultiple: Reader = ({ text, tokens }) => {
  if (
    !/\birr\b|internal rate of return|equity multiple|\bmoic\b/.test(text) &&
    !ASKS_AVERAGE_RETURN.test(text) &&
    !ASKS_PROFIT.test(text)
  )
    return null;
  const amounts = money(tokens);
  // The yearly flows: three or more amounts in a row, joined only by commas, "and" or slashes.
  let list: NumberToken[] = [];
  for (let i = 0; i < amounts.length; i++) {
    const run = [amounts[i]!];
    while (
      i + 1 < amounts.length &&
      /^\s*(?:,|\/|,?\s*and|then)?\s*$/.test(text.slice(amounts[i]!.end, amounts[i + 1]!.start))
    )
      run.push(amounts[++i]!);
    if (run.length > list.length) list = run;
  }
  // Or one amount a year over a count of years ("8k a year in distributions for 5 years").
  const level = list.length < 3 ? levelFlows(text, tokens) : null;
  if (level) list = Array.from({ length: level.years }, () => level.flow);
  if (list.length < 3 && !level) return null;
  const rest = amounts.filter((t) => !list.includes(t));
  // Bought for cash, the price is the money put in ("bought a warehouse all cash for 900k").
  const allCash = mentionsAllCash(text);
  const invested = rest.find(
    (t) =>
      INVESTED.test(clauseBefore(text, t).slice(-30)) ||
      /^\s*(?:check|investment|contribution|stake|of equity|equity)\b/.test(text.slice(t.end, t.end + 20)) ||
      (allCash &&
        PURCHASE.test(clauseBefore(text, t).slice(-40)) &&
        !SALE.test(clauseBefore(text, t).slice(-40))),
  );
  const sale = rest.find(
    (t) =>
      t !== invested &&
      (SALE.test(clauseBefore(text, t).slice(-30)) || SALE.test(clauseAfter(text, t).slice(0, 20))),
  );
  if (!invested || !sale || rest.length !== 2) return null;
  // "yr 1-5", "years 1 to 5": a span given must match the flows listed.
  const span = /\b(?:yrs?|years?)\s*(\d{1,2})\s*(?:-|–|to|through|thru)\s*(\d{1,2})\b/.exec(text);
  if (span && Number(span[2]) - Number(span[1]) + 1 !== list.length) return null;
  if (level && !everyNumberPlaced(text, [level.flow, level.span, invested, sale])) return null;
  const flows = list.map((t) => t.value);
  const series = [-invested.value, ...flows.slice(0, -1), flows.at(-1)! + sale.value];
  const irr = internalRate(series);
  if (irr === null) return null;
  const back = flows.reduce((sum, f) => sum + f, 0) + sale.value;
  const profit = back - invested.value;
  const years = flows.length;
  const extra = [
    ...(ASKS_PROFIT.test(text)
      ? [
          `Total profit: **${formatMoney(profit)}** (${formatMoney(back)} back − ${formatMoney(invested.value)} in)`,
        ]
      : []),
    ...(ASKS_AVERAGE_RETURN.test(text)
      ? [
          `Average annual return: **${formatPercent(profit / invested.value / years)}** a year (${formatMoney(profit)} ÷ ${formatMoney(invested.value)} ÷ ${years} years, simple, not compounded)`,
        ]
      : []),
  ];
  return {
    title: 'IRR and equity multiple',
    inputs: [
      `Invested: ${formatMoney(invested.value)} at the start${allCash && PURCHASE.test(clauseBefore(text, invested).slice(-40)) ? ' (the price, paid all cash)' : ''}`,
      level
        ? `Cash flows: ${formatMoney(level.flow.value)} a year for ${years} years`
        : `Cash flows, years 1–${flows.length}: ${flows.map((f) => formatMoney(f)).join(', ')}`,
      `Sale: ${formatMoney(sale.value)} at the end of year ${flows.length} (net, as you gave it)`,
    ],
    results: [
      `IRR: **${formatPercent(irr)}** a year`,
      `Equity multiple: **${formatNumber(back / invested.value, 2)}x** (${formatMoney(back)} back ÷ ${formatMoney(invested.value)} in)`,
      ...extra,
    ],
    method:
      'IRR: the yearly rate at which the flows, discounted, add to zero; equity multiple: all cash back ÷ cash in',
  };
};

/** "8k a year in distributions for 5 years", "distributions of 6,500/yr over a 7-year hold". */
function levelFlows(
  text: string,
  tokens: NumberToken[],
): { flow: NumberToken; years: number; span: Span } | null {
  const flows = money(tokens).filter(
    (t) =>
      t.period === 'yearly' &&
      FLOW_WORDS.test(`${clauseBefore(text, t).slice(-40)} ${clauseAfter(text, t).slice(0, 40)}`),
  );
  if (flows.length !== 1) return null;
  const span = numberAt(text, HOLD_YEARS) ?? numberAt(text, YEARS_LATER);
  if (!span || !(span.value >= 2 && span.value <= 40) || !Number.isInteger(span.value)) return null;
  return { flow: flows[0]!, years: span.value, span };
}

const FLOW_WORDS =
  /\b(?:distributions?|distributed|cash ?flow(?:s|ed)?|pays? out|paid out|dividends?|payouts?|income|returns?)\b/;
/** "for 5 years", "over a 5-year hold", "5 years later", "after 5 yrs", "held 5 years". */
const HOLD_YEARS =
  /\b(?:for|over|after|held(?: it)?(?: for)?|hold(?: it)?(?: for)?|(?:kept|owned|had) (?:it|the \w+)(?: for)?)\s+(?:a\s+|the\s+)?(\d{1,2})[\s-]*(?:years?|yrs?)\b/;
const YEARS_LATER = /\b(\d{1,2})[\s-]*(?:years?|yrs?)\s+(?:later|hold)\b/;
const ASKS_PROFIT =
  /\b(?:total |net |overall )?profit\b|\btotal (?:gain|return) in dollars\b|\bhow much did (?:i|we) make\b/;
const ASKS_AVERAGE_RETURN =
  /\b(?:average|avg|mean|simple) (?:annual|yearly) (?:return|roi)\b|\bsimple (?:return|roi) (?:per|a|each) year\b|\b(?:average|avg) return (?:per|a|each) year\b|\baar\b/;

const NOI = /\bnoi\b|\bnet operating income\b/;
const DEBT_SERVICE =
  /\b(?:annual |yearly )?debt service\b|\bds\b|\b(?:mortgage|loan) payments?\b|\bp\s?&\s?i\b|\bp and i\b/;
const CLOSING = /\bclosing\b|\bacquisition costs?\b|\bcc\b/;
/** Cash-on-cash asked by name, or as the return on the cash put in. */
const ASKS_CASH_ON_CASH =
  /cash[- ]on[- ]cash|\bcoc\b|\bcash return\b|\breturn on (?:my |our |the )?(?:cash|money)(?: (?:invested|in|put in))?\b/;
/** A cash flow stated after the loan: "cash flow after debt service", "levered cash flow", "nets after the mortgage". */
const CASH_FLOW =
  /\b(?:(?:net |levered |annual |yearly |projected |expected )?cash ?flows?|before[- ]tax cash flow|btcf)\b/;

/** A year's amount: a month's × 12; one with no period is a year's when it is plausibly one. */
const yearOf = (t: NumberToken) =>
  t.period === 'monthly' ? t.value * 12 : t.period === 'yearly' || t.value >= 6000 ? t.value : null;

/** The words of a number's own clause: back to a break or the number before it, and on to a break. */
function ownClause(text: string, tokens: readonly NumberToken[], t: NumberToken): string {
  const before =
    wordsBefore(text, tokens, t, 40)
      .split(/[,;(]\s*|\.\s|\band\b|\bplus\b|\+/)
      .pop() ?? '';
  const after = text.slice(t.end, t.end + 30).split(/[,;)]|\.\s|\band\b|\bplus\b|\+|\d/)[0] ?? '';
  return `${before} ${after}`;
}

/**
 * "paid 420k, 20% down, 11k closing, 8k of repairs; NOI 31,200, debt service 24,000 a year: cash in,
 * cash flow, CoC?" (rule 68): the cash in is the down payment (a share of the price, or dollars) plus
 * the closing costs and the rehab; the cash flow is NOI − debt service; cash-on-cash is the one over
 * the other. Every number must be one of these, each read by its own words.
 */
export const cashOnCashFromNoi: Reader = ({ text, tokens }) => {
  if (!ASKS_CASH_ON_CASH.test(text)) return null;
  // The cash flow as NOI − debt service, or stated as such ("cash flow after debt service 52,800/yr").
  const noi = NOI.test(text) ? labelled(text, tokens, NOI, ['money'], 2) : undefined;
  const stated = labelled(
    text,
    tokens.filter((t) => t !== noi),
    CASH_FLOW,
    ['money'],
    // "cash flow after debt service should be about $71,500": the words may run on; no number between.
    6,
  );
  const service = DEBT_SERVICE.test(text)
    ? labelled(
        text,
        tokens.filter((t) => t !== noi && t !== stated),
        DEBT_SERVICE,
        ['money'],
        2,
      )
    : undefined;
  if (noi && service ? stated : !stated || noi || service) return null;
  const rest = tokens.filter((t) => t !== noi && t !== service && t !== stated);
  // "20% down", "20% dp", "down payment 20%", "put down 20%".
  const downShare = rest.filter(
    (t) =>
      t.kind === 'percent' &&
      (/^\s*(?:down|dp)\b/.test(text.slice(t.end, t.end + 8)) ||
        /\b(?:down payment|dp|put down|down)(?: of| is| was| at)?\s*$/.test(
          wordsBefore(text, tokens, t, 25),
        )),
  );
  const amounts = rest.filter((t) => t.kind === 'money');
  const closing = amounts.filter((t) => t.period === undefined && CLOSING.test(ownClause(text, tokens, t)));
  const rehab = amounts.filter(
    (t) => t.period === undefined && !closing.includes(t) && REHAB.test(ownClause(text, tokens, t)),
  );
  const downDollars = amounts.filter(
    (t) =>
      t.period === undefined &&
      !closing.includes(t) &&
      !rehab.includes(t) &&
      (/^\s*(?:down|as (?:a |the )?down payment)\b/.test(text.slice(t.end, t.end + 25)) ||
        /\b(?:down payment|put down)(?: of| is| was)?\s*$/.test(wordsBefore(text, tokens, t, 25))),
  );
  const prices = amounts.filter(
    (t) => t.period === undefined && !closing.includes(t) && !rehab.includes(t) && !downDollars.includes(t),
  );
  if (closing.length > 1 || rehab.length > 1 || downShare.length + downDollars.length !== 1) return null;
  // The price is needed only for a share down; every amount must have its role.
  if (prices.length !== (downShare.length === 1 ? 1 : 0)) return null;
  if (rest.length !== prices.length + downShare.length + downDollars.length + closing.length + rehab.length)
    return null;
  if (prices[0] && prices[0].value < 20_000) return null;
  // Every number written is one of these, or the building's size ("a 4plex", "12 units").
  const sizes = [...text.matchAll(/\b\d{1,3}[\s-]?(?:units?|doors|plex|family)\b/g)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (!everyNumberPlaced(text, [...tokens, ...sizes])) return null;
  const yearNoi = noi ? yearOf(noi) : undefined;
  const yearService =
    noi && service
      ? service.period === undefined && noi.period === 'monthly'
        ? null
        : yearOf(service)
      : undefined;
  const yearStated = stated ? yearOf(stated) : undefined;
  if (yearNoi === null || yearService === null || yearStated === null) return null;
  const price = prices[0]?.value;
  const down = downShare[0] ? price! * downShare[0].value : downDollars[0]!.value;
  const parts = [down, closing[0]?.value, rehab[0]?.value].filter((v): v is number => v !== undefined);
  const cashIn = parts.reduce((sum, v) => sum + v, 0);
  const cashFlow = yearStated ?? yearNoi! - yearService!;
  if (!(cashIn > 0)) return null;
  const periodNote = (t: NumberToken) =>
    t.period === 'monthly' ? ` (${formatMoney(t.value)} a month × 12)` : '';
  return {
    title: 'Cash invested, cash flow and cash-on-cash return',
    inputs: [
      ...(price !== undefined
        ? [
            `Price: ${formatMoney(price)}`,
            `Down payment: ${formatPercent(downShare[0]!.value, 0)} = ${formatMoney(down)}`,
          ]
        : [`Down payment: ${formatMoney(down)}`]),
      ...(closing[0] ? [`Closing costs: ${formatMoney(closing[0].value)}`] : []),
      ...(rehab[0] ? [`Rehab: ${formatMoney(rehab[0].value)}`] : []),
      ...(stated
        ? [`Cash flow after debt service: ${formatMoney(cashFlow)} a year${periodNote(stated)}`]
        : [
            `NOI: ${formatMoney(yearNoi!)} a year${periodNote(noi!)}`,
            `Debt service: ${formatMoney(yearService!)} a year${periodNote(service!)}`,
          ]),
    ],
    results: [
      `Cash invested: **${formatMoney(cashIn)}** (${parts.map((v) => formatMoney(v)).join(' + ')})`,
      ...(stated
        ? []
        : [
            `Cash flow: **${formatMoney(cashFlow)}** a year (${formatMoney(yearNoi!)} − ${formatMoney(yearService!)}), ${formatMoney(cashFlow / 12)} a month`,
          ]),
      `Cash-on-cash return: **${formatPercent(cashFlow / cashIn)}** (${formatMoney(cashFlow)} ÷ ${formatMoney(cashIn)})`,
    ],
    method: `Cash invested = down payment + closing costs + rehab; ${stated ? '' : 'cash flow = NOI − debt service; '}cash-on-cash = yearly cash flow ÷ cash invested`,
  };
};

/**
 * What an all-cash buy earns a year, net: "it nets 78k/yr", "NOI 6,500 a month", "throws off 52k of
 * profit". A gross figure ("brings in", "rental income", "revenue") is not a return.
 */
const NET_INCOME =
  /\b(?:nets?|netting|net (?:income|profit|operating income|earnings|cash)|noi|cash ?flows?|profits?|clears?|throws? off|sde|owner'?s? (?:benefit|earnings|discretionary))\b/;
/** A yearly return or the years to get the price back, asked. */
const ASKS_RETURN = /\breturn\b|\broi\b|\byield\b|\bcash[- ]on[- ]cash\b|\bcoc\b|\bcap rate\b/;
const ASKS_PAYBACK =
  /\bpay(?:s|ing)? (?:it|itself|me|myself|us|ourselves|the (?:price|purchase)) back\b|\bpay ?back\b|\bbreak[- ]?even\b|\brecoup\w*|\bearn (?:it|the price) back\b|\bget (?:my|our|the) (?:money|cash|price|investment) back\b|\bhow (?:many|long)\b[^.?!]{0,40}\bback\b/;

/**
 * "laundromat for sale 325k, paying all cash, it nets 78k/yr: annual return and how many years to pay
 * myself back?" (rule 79): bought for cash, the yearly return is the net income over the cash in (the
 * price, plus closing costs only when the user states them: none are assumed), and the simple
 * payback is the cash in over the yearly income. The rental calculator would assume closing costs
 * and give no payback.
 */
export const allCashReturnAndPayback: Reader = ({ text, tokens }) => {
  if (!mentionsAllCash(text)) return null;
  const asksReturn = ASKS_RETURN.test(text);
  const asksPayback = ASKS_PAYBACK.test(text);
  if (!asksReturn && !asksPayback) return null;
  const amounts = money(tokens);
  const income = amounts.filter((t) => t.period !== undefined && NET_INCOME.test(ownClause(text, tokens, t)));
  if (income.length !== 1) return null;
  const closing = amounts.filter((t) => !t.period && CLOSING.test(ownClause(text, tokens, t)));
  const prices = amounts.filter((t) => !t.period && !closing.includes(t) && t.value >= 10000);
  if (prices.length !== 1 || closing.length > 1) return null;
  const [net, price] = [income[0]!, prices[0]!];
  if (tokens.some((t) => t !== net && t !== price && t !== closing[0])) return null;
  const yearly = net.period === 'monthly' ? net.value * 12 : net.value;
  const cashIn = price.value + (closing[0]?.value ?? 0);
  if (!(yearly > 0) || yearly >= cashIn) return null;
  const years = cashIn / yearly;
  return {
    title: asksPayback ? 'All-cash return and payback' : 'All-cash return',
    inputs: [
      `Price: ${formatMoney(price.value)}, paid all cash`,
      ...(closing[0]
        ? [`Closing costs: ${formatMoney(closing[0].value)}, so ${formatMoney(cashIn)} in`]
        : ['Closing costs: none stated, so none are added']),
      `Net income: ${formatMoney(yearly)} a year${net.period === 'monthly' ? ` (${formatMoney(net.value)} a month × 12)` : ''}`,
    ],
    results: [
      `Annual return: **${formatPercent(yearly / cashIn)}** (${formatMoney(yearly)} ÷ ${formatMoney(cashIn)})`,
      `Payback: **${formatNumber(years, 2)} years** (${formatMoney(cashIn)} ÷ ${formatMoney(yearly)} a year, about ${formatNumber(Math.round(years * 12), 0)} months)`,
    ],
    method:
      'Return = yearly net income ÷ cash in; payback = cash in ÷ yearly net income (simple: no growth, taxes or time value of money)',
  };
};

export const INVESTMENT_RETURN_READERS: readonly Reader[] = [
  allCashReturnAndPayback,
  onePercentAllIn,
  irrAndMultiple,
  cashOnCashFromNoi,
];
