// Small landlords' one-line sums (docs/assistant.md rule 124), each read only when every number the
// question writes has its role: a reserve as a share of gross rent, what a rent raise is worth (and
// the vacant days that would wipe it out), a payback in months, deposit interest, a late fee with a
// daily part, equity with LTV and appreciation, and what living in half a house hack costs.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { countOf, COUNT_WORDS } from './number-words.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const N = `(\\d{1,3}|${COUNT_WORDS})`;
const AMT = String.raw`\$?(\d[\d,]*(?:\.\d+)?)(k\b)?`;
const amountOf = (digits: string, k?: string) => Number(digits.replace(/,/g, '')) * (k ? 1000 : 1);
const spanOf = (m: RegExpExecArray): Span => ({ start: m.index, end: m.index + m[0].length });

/** "6 units at $975/mo each", "4 doors renting 1,100": the doors and one rent each. */
const UNITS_AT = new RegExp(
  `\\b${N}[- ](?:units?|doors?|apartments?|apts?)\\s+(?:(?:at|@|renting(?: at| for)?|rent(?:ing)? (?:for|at)|each at)\\s+)?${AMT}(?:\\s*(?:\\/\\s*mo(?:nth)?|a month|per month|monthly))?(?:\\s+each)?`,
);
/** "keep 5% of gross rent as a repair reserve", "set aside 8% of rents for capex". */
const RESERVE_SHARE =
  /\b(?:keep|set aside|put aside|put away|save|reserve|hold back|stash)\s+(\d+(?:\.\d+)?)\s?%\s+of\s+(?:the\s+)?(?:gross\s+|collected\s+|monthly\s+)?rents?\b/;

/**
 * "I keep 5% of gross rent as a repair reserve. 6 units at $975/mo each. per year, and per unit per
 * month?": share × rent × units × 12, and share × rent.
 */
const reserveShareOfRent: Reader = ({ text }) => {
  if (!/\breserves?\b|\bset aside\b|\bcapex\b|\brepairs?\b/.test(text)) return null;
  const share = RESERVE_SHARE.exec(text);
  const units = UNITS_AT.exec(text);
  if (!share || !units) return null;
  if (!everyNumberPlaced(text, [spanOf(share), spanOf(units)])) return null;
  const rate = Number(share[1]) / 100;
  const doors = countOf(units[1]!);
  const rent = amountOf(units[2]!, units[3]);
  if (!(rate > 0 && rate < 0.5 && doors >= 1)) return null;
  const perUnit = rent * rate;
  return {
    title: 'Reserve as a share of rent',
    inputs: [
      `Units: ${doors} at ${formatMoney(rent)} a month`,
      `Reserve: ${formatPercent(rate)} of gross rent`,
    ],
    results: [
      `A year: ${formatPercent(rate)} × ${formatMoney(rent)} × ${doors} × 12 = **${formatMoney(perUnit * doors * 12)}**`,
      `A month, all units: ${formatMoney(perUnit * doors)}`,
      `Per unit a month: ${formatPercent(rate)} × ${formatMoney(rent)} = **${formatMoney(perUnit)}**`,
    ],
    method: 'Reserve share × gross rent, for the units and the months',
  };
};

/** "raising rent from 1275 to 1350", "going from 1,600 to 1,675 at renewal", "1300 -> 1425". */
const RAISE = new RegExp(`\\bfrom\\s+${AMT}\\s+(?:to|->|→)\\s+${AMT}`);
const OTHER_COST =
  /\binsurance\b|\bpremium\b|\btax(?:es)?\b|\bhoa\b|\bdues\b|\bbill\b|\butilit\w*|\bwater\b|\bmortgage\b|\bp&i\b|\bpayment\b|\bsalary\b|\bwage/;
const RAISE_CUE = /\brais\w*|\bincreas\w*|\bbump\w*|\bgoing (?:up )?from\b|\brenew\w*/;
/** "how many days of vacancy (at 1,675 / 30 per day) would wipe that out". */
const VACANCY_WIPE =
  /\b(?:days?|months?) of (?:vacancy|vacant|empty)\b[^?]*\b(?:wipe|erase|cancel|eat|offset|undo)\w*|\b(?:wipe|erase|cancel|eat|offset|undo)\w*[^?]*\b(?:days?) (?:of )?(?:vacancy|vacant|empty)/;
const PER_DAY = new RegExp(`\\(?(?:at\\s+)?${AMT}\\s*(?:\\/|÷)\\s*(30|31|365)(?:\\s+(?:per|a)\\s+day)?\\)?`);

/**
 * "raising rent from 1275 to 1350: what % raise and what's it add per yr": (new − old) ÷ old, the
 * difference × 12; and "how many days of vacancy at 1,675 / 30 per day would wipe that out": the
 * year's raise ÷ the daily rent.
 */
const rentRaiseWorth: Reader = ({ text }) => {
  // A rent's raise: rent named, or a renewal with a tenant or vacancy; never a premium, tax or bill
  // ("insurance renewal went from 1,450 to 2,130 a yr").
  const aboutRent =
    /\brent\b/.test(text) ||
    (/\brenew\w*/.test(text) && /\btenant|\bvacan|\bmoves? out\b|\blease\b/.test(text));
  if (!aboutRent || !RAISE_CUE.test(text) || OTHER_COST.test(text)) return null;
  const raise = RAISE.exec(text);
  if (
    !raise ||
    /^\s*(?:a|per|\/)\s*(?:yr|year)\b|^\s*(?:annual|yearly)/.test(text.slice(raise.index + raise[0].length))
  )
    return null;
  const [from, to] = [amountOf(raise[1]!, raise[2]), amountOf(raise[3]!, raise[4])];
  if (!(to > from && from >= 200 && to < from * 2)) return null;
  const lease = /\b(\d{1,2})[- ]mo(?:nth)?s?\b/.exec(text);
  const months = lease ? Number(lease[1]) : 12;
  const wipe = VACANCY_WIPE.test(text);
  const perDay = wipe ? PER_DAY.exec(text) : null;
  const asksPercent = /%|\bpercent/.test(text);
  const asksYear = /\b(?:per|a|each)\s+(?:yr|year)\b|\bannual\w*|\byearly\b|\bworth\b|\b12[- ]mo/.test(text);
  if (!asksPercent && !asksYear && !wipe) return null;
  if (perDay && amountOf(perDay[1]!, perDay[2]) !== to && amountOf(perDay[1]!, perDay[2]) !== from)
    return null;
  const spans = [spanOf(raise), ...(lease ? [spanOf(lease)] : []), ...(perDay ? [spanOf(perDay)] : [])];
  if (!everyNumberPlaced(text, spans) || (lease && months !== 12)) return null;
  const diff = to - from;
  const yearly = diff * months;
  const dayBase = perDay ? Number(perDay[3]) : 30;
  const dayRent = (perDay ? amountOf(perDay[1]!, perDay[2]) : to) / dayBase;
  return {
    title: 'What the rent raise is worth',
    inputs: [`Rent now: ${formatMoney(from)} a month`, `New rent: ${formatMoney(to)} a month`],
    results: [
      `Raise: ${formatMoney(to)} − ${formatMoney(from)} = ${formatMoney(diff)} a month (**${formatPercent(diff / from)}**)`,
      `Added a year (a ${months}-month lease): ${formatMoney(diff)} × ${months} = **${formatMoney(yearly)}**`,
      ...(wipe
        ? [
            `Daily rent: ${formatMoney(dayRent * dayBase)} ÷ ${dayBase} = ${formatMoney(dayRent)}`,
            `Vacant days that wipe out the raise: ${formatMoney(yearly)} ÷ ${formatMoney(dayRent)} = **${formatNumber(yearly / dayRent)} days**`,
          ]
        : []),
    ],
    method:
      'Raise ÷ the rent now; the raise × the months of the lease; that ÷ a day’s rent for the days of vacancy it covers',
  };
};

/** "$3,200 all in", "cost 3,200": what was spent; "netting about $140/mo": what it earns a month. */
const SPENT = new RegExp(
  `${AMT}\\s+(?:all[- ]in|total|installed|to (?:buy|install|put in))|\\b(?:cost|costs|spent|paid|for)\\s+(?:about\\s+|around\\s+)?${AMT}`,
);
const EARNS = new RegExp(
  `\\b(?:nett?ing|net(?:s)?|brings? in|making|makes|earning|earns|clears?|clearing)\\s+(?:about\\s+|around\\s+|roughly\\s+)?${AMT}\\s*(?:\\/\\s*mo(?:nth)?|a month|per month|monthly)`,
);

/** "a coin op washer+dryer, $3,200 all in, netting about $140/mo: payback in months and annual return". */
const paybackMonths: Reader = ({ text }) => {
  if (!/\bpayback\b|\bpays? (?:for )?itself\b|\bpay (?:it )?back\b|\bbreak even\b/.test(text)) return null;
  const spent = SPENT.exec(text);
  const earns = EARNS.exec(text);
  if (!spent || !earns) return null;
  if (!everyNumberPlaced(text, [spanOf(spent), spanOf(earns)])) return null;
  const cost = spent[1] ? amountOf(spent[1], spent[2]) : amountOf(spent[3]!, spent[4]);
  const net = amountOf(earns[1]!, earns[2]);
  if (!(cost > 0 && net > 0 && cost > net)) return null;
  return {
    title: 'Payback and yearly return',
    inputs: [`Cost: ${formatMoney(cost)}`, `Net income: ${formatMoney(net)} a month`],
    results: [
      `Payback: ${formatMoney(cost)} ÷ ${formatMoney(net)} = **${formatNumber(cost / net)} months**`,
      `Yearly return: ${formatMoney(net)} × 12 ÷ ${formatMoney(cost)} = **${formatPercent((net * 12) / cost)}**`,
    ],
    method: 'Cost ÷ the net a month; the net a year ÷ the cost',
  };
};

/** "held 2 yrs 3 months", "for 18 months", "held 3 years". */
const HELD =
  /\b(?:held|kept|for|over)\s+(\d{1,2})\s*(?:yrs?|years?)(?:,?\s*(?:and\s+)?(\d{1,2})\s*(?:mos?|months?))?\b|\b(?:held|kept|for|over)\s+(\d{1,3})\s*(?:mos?|months?)\b/;

/** "1% simple interest a year on deposits, deposit $1,650, held 2 yrs 3 months": deposit × rate × years. */
const depositInterest: Reader = ({ text, tokens }) => {
  if (!/\bdeposits?\b/.test(text) || !/\binterest\b/.test(text) || /\bcompound/.test(text)) return null;
  const rates = tokens.filter((t) => t.kind === 'percent');
  const deposits = tokens.filter((t) => t.kind === 'money');
  const held = HELD.exec(text);
  if (rates.length !== 1 || deposits.length !== 1 || !held) return null;
  if (!everyNumberPlaced(text, [rates[0]!, deposits[0]!, spanOf(held)])) return null;
  const years = held[3] ? Number(held[3]) / 12 : Number(held[1]) + Number(held[2] ?? 0) / 12;
  const rate = rates[0]!.value;
  const deposit = deposits[0]!.value;
  if (!(rate > 0 && rate < 0.15 && years > 0 && years < 30)) return null;
  return {
    title: 'Interest owed on the deposit',
    inputs: [
      `Deposit: ${formatMoney(deposit)}`,
      `Rate: ${formatPercent(rate)} a year, simple`,
      `Held: ${held[0].replace(/^(?:held|kept|for|over)\s+/, '')} = ${formatNumber(years)} years`,
    ],
    results: [
      `Interest: ${formatMoney(deposit)} × ${formatPercent(rate)} × ${formatNumber(years)} = **${formatMoney(deposit * rate * years)}**`,
      `Deposit with the interest: ${formatMoney(deposit)} + ${formatMoney(deposit * rate * years)} = **${formatMoney(deposit * (1 + rate * years))}**`,
    ],
    method:
      'Deposit × the yearly rate × the years held (simple interest); your state’s rule decides when it is paid',
  };
};

/** "late fee is 5% of rent plus $15/day", "$50 plus $10 a day". */
const LATE_FEE = new RegExp(
  `\\blate fee\\b[^.?]*?\\b(?:is|of|=|:)?\\s*(?:(\\d+(?:\\.\\d+)?)\\s?%\\s+of\\s+(?:the\\s+)?rent|${AMT})\\s+(?:plus|\\+|and)\\s+${AMT}\\s*(?:\\/\\s*day|a day|per day|daily)`,
);
const LATE_DAYS = /\b(\d{1,2})\s+days?\s+(?:of\s+(?:the\s+)?(?:daily|late)|late)\b/;
const RENT_STATED = new RegExp(`\\brent\\s+(?:is\\s+|of\\s+)?${AMT}`);

/** "rent 1,350; late fee 5% of rent plus $15/day; 7 days of the daily fee: total fee and total owed". */
const lateFeeWithDaily: Reader = ({ text }) => {
  const fee = LATE_FEE.exec(text);
  const days = LATE_DAYS.exec(text);
  const rentSaid = RENT_STATED.exec(text);
  if (!fee || !days || !rentSaid) return null;
  const ordinals = [...text.matchAll(/\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b/g)].map((m) =>
    spanOf(m as RegExpExecArray),
  );
  if (!everyNumberPlaced(text, [spanOf(fee), spanOf(days), spanOf(rentSaid), ...ordinals])) return null;
  const rent = amountOf(rentSaid[1]!, rentSaid[2]);
  const flat = fee[1] ? (Number(fee[1]) / 100) * rent : amountOf(fee[2]!, fee[3]);
  const daily = amountOf(fee[4]!, fee[5]);
  const n = Number(days[1]);
  const total = flat + daily * n;
  return {
    title: 'Late fee',
    inputs: [
      `Rent: ${formatMoney(rent)}`,
      `Late fee: ${fee[1] ? `${fee[1]}% of rent = ${formatMoney(flat)}` : formatMoney(flat)} plus ${formatMoney(daily)} a day`,
      `Days of the daily fee: ${n}`,
    ],
    results: [
      `Late fee: ${formatMoney(flat)} + ${n} × ${formatMoney(daily)} = **${formatMoney(total)}**`,
      `Total owed: ${formatMoney(rent)} + ${formatMoney(total)} = **${formatMoney(rent + total)}**`,
    ],
    method: 'The flat part plus the daily fee × its days, on top of the rent; state law may cap late fees',
  };
};

const BOUGHT = new RegExp(`\\b(?:bought|purchased|paid)\\b(?:\\s+(?:it|in|for|at|back|\\d{4}))*\\s+${AMT}`);
const VALUE_NOW = new RegExp(
  `\\b(?:value|worth|appraised|appraises|zestimate)\\b(?:\\s+(?:now|today|is|at|of|about|around|for))*\\s+${AMT}`,
);
const OWED = new RegExp(
  `\\b(?:owe|owed|balance|payoff|loan)\\b(?:\\s+(?:is|of|about|around|still|left))*\\s+${AMT}`,
);

/** "bought for 265k, value now 340k, owe 198k: equity, LTV, and % appreciation since purchase". */
const equityLtvAppreciation: Reader = ({ text }) => {
  if (!/\bequity\b|\bltv\b/.test(text) || !/\bappreciat\w*/.test(text)) return null;
  const bought = BOUGHT.exec(text);
  const value = VALUE_NOW.exec(text);
  const owed = OWED.exec(text);
  if (!bought || !value || !owed) return null;
  const years = [...text.matchAll(/\b(?:in|since)\s+((?:19|20)\d{2})\b/g)].map((m) =>
    spanOf(m as RegExpExecArray),
  );
  if (!everyNumberPlaced(text, [spanOf(bought), spanOf(value), spanOf(owed), ...years])) return null;
  const [paid, now, loan] = [
    amountOf(bought[1]!, bought[2]),
    amountOf(value[1]!, value[2]),
    amountOf(owed[1]!, owed[2]),
  ];
  if (!(paid >= 10000 && now >= 10000 && loan < now)) return null;
  return {
    title: 'Equity, LTV and appreciation',
    inputs: [
      `Bought for: ${formatMoney(paid)}`,
      `Value now: ${formatMoney(now)}`,
      `Owed: ${formatMoney(loan)}`,
    ],
    results: [
      `Equity: ${formatMoney(now)} − ${formatMoney(loan)} = **${formatMoney(now - loan)}**`,
      `LTV: ${formatMoney(loan)} ÷ ${formatMoney(now)} = **${formatPercent(loan / now)}**`,
      `Appreciation: ${formatMoney(now)} ÷ ${formatMoney(paid)} − 1 = **${formatPercent(now / paid - 1)}**`,
    ],
    method: 'Value − what is owed; owed ÷ value; value ÷ the price paid − 1',
  };
};

const PITI = new RegExp(
  `\\b(?:piti|mortgage(?: payment)?|payment|house payment)\\b(?:\\s+(?:is|of|=|:|about|runs?))*\\s+${AMT}`,
);
const OTHER_RENT = new RegExp(
  `\\bother (?:side|unit|half|units?)\\b(?:\\s+(?:pays|rents|brings in|goes|is|for|at))*\\s+${AMT}`,
);
const UPKEEP = /\b(\d+(?:\.\d+)?)\s?%\s+of\s+(?:that|the|their|its)\s+rent\b/;

/** "PITI 2,780, the other side pays 1,600, I budget 8% of that rent for maintenance: what it costs me to live here". */
const houseHackCost: Reader = ({ text }) => {
  if (
    !/\b(?:live|living|house hack\w*|my (?:side|half|unit))\b/.test(text) ||
    !/\bcost\w*|\bout of pocket\b/.test(text)
  )
    return null;
  const piti = PITI.exec(text);
  const rent = OTHER_RENT.exec(text);
  if (!piti || !rent) return null;
  const upkeep = UPKEEP.exec(text);
  if (!everyNumberPlaced(text, [spanOf(piti), spanOf(rent), ...(upkeep ? [spanOf(upkeep)] : [])]))
    return null;
  const payment = amountOf(piti[1]!, piti[2]);
  const income = amountOf(rent[1]!, rent[2]);
  const share = upkeep ? Number(upkeep[1]) / 100 : 0;
  if (!(payment > income * 0.3 && share < 0.5)) return null;
  const cost = payment - income + income * share;
  return {
    title: 'What living in your half costs',
    inputs: [
      `Housing payment: ${formatMoney(payment)} a month`,
      `Rent from the other side: ${formatMoney(income)} a month`,
      ...(upkeep
        ? [`Maintenance budget: ${formatPercent(share)} of that rent = ${formatMoney(income * share)}`]
        : []),
    ],
    results: [
      `Your cost: ${formatMoney(payment)} − ${formatMoney(income)}${upkeep ? ` + ${formatMoney(income * share)}` : ''} = **${formatMoney(cost)}** a month`,
    ],
    method: 'Payment − the rent you collect + what you set aside from it',
  };
};

const GPR = new RegExp(
  `\\b(?:gross potential rent|gpr|gross rents?|potential rent|gross scheduled rent)\\b(?:\\s+(?:is|of|=|:|at|about|total|totals))*\\s+${AMT}(?:\\s*(?:\\/\\s*mo(?:nth)?|a month|per month|monthly))?`,
);
const COSTS = new RegExp(
  `\\b(?:opex|expenses|costs|mortgage|debt service)\\b[^.?,]{0,30}?\\b(?:total|totals|is|are|of|=|:|come to|run)\\s+${AMT}(?:\\s*(?:\\/\\s*mo(?:nth)?|a month|per month|monthly))?`,
);

/** "gross potential rent 5,200/mo, opex + mortgage total 3,950/mo: break even occupancy?": costs ÷ GPR. */
const breakEvenOccupancy: Reader = ({ text }) => {
  if (!/\bbreak[- ]?even occupancy\b|\boccupancy\b[^?]*\bbreak[- ]?even\b/.test(text)) return null;
  const gpr = GPR.exec(text);
  const costs = COSTS.exec(text);
  const units = /\b(\d{1,3})[- ]units?\b/.exec(text);
  if (!gpr || !costs) return null;
  if (!everyNumberPlaced(text, [spanOf(gpr), spanOf(costs), ...(units ? [spanOf(units)] : [])])) return null;
  const [gross, cost] = [amountOf(gpr[1]!, gpr[2]), amountOf(costs[1]!, costs[2])];
  if (!(cost > 0 && gross > 0)) return null;
  return {
    title: 'Break-even occupancy',
    inputs: [
      `Gross potential rent: ${formatMoney(gross)}`,
      `Operating costs and debt service: ${formatMoney(cost)}`,
    ],
    results: [
      `Break-even occupancy: ${formatMoney(cost)} ÷ ${formatMoney(gross)} = **${formatPercent(cost / gross)}**`,
    ],
    method: '(Operating expenses + debt service) ÷ gross potential rent, both for the same period',
  };
};

const CASH_IN = new RegExp(`\\b(?:had|have|put|invested|into)\\s+${AMT}\\s+(?:in|into)\\b`);
const FLOW_BEFORE = new RegExp(
  `\\bcash ?flow(?:ed|s)?\\s+(?:was\\s+|of\\s+)?${AMT}\\s*(?:\\/\\s*yr|\\/\\s*year|a year|per year)`,
);
const PULLED = new RegExp(`\\b(?:pulled|took|cashed|got)\\s+${AMT}\\s+(?:out|back)\\b`);
const FLOW_AFTER = new RegExp(
  `\\b(?:now|after)\\b[^.?]{0,20}?\\bcash ?flow\\s+(?:is\\s+|of\\s+)?${AMT}\\s*(?:\\/\\s*yr|\\/\\s*year|a year|per year)`,
);

/**
 * "had $70k in, it cash flowed $6,600/yr; pulled $55k out, now cash flow is $1,920/yr: cash-on-cash
 * before and after": each year's cash flow over the cash in the deal at the time.
 */
const cashOnCashAfterPull: Reader = ({ text }) => {
  if (!/\bcash[- ]on[- ]cash\b|\bcoc\b/.test(text)) return null;
  const [cashIn, before, pulled, after] = [CASH_IN, FLOW_BEFORE, PULLED, FLOW_AFTER].map((re) =>
    re.exec(text),
  );
  if (!cashIn || !before || !pulled || !after || before.index === after.index) return null;
  if (
    !everyNumberPlaced(
      text,
      [cashIn, before, pulled, after].map((m) => spanOf(m!)),
    )
  )
    return null;
  const [cash, flow1, out, flow2] = [cashIn, before, pulled, after].map((m) => amountOf(m![1]!, m![2]));
  const left = cash! - out!;
  if (!(left > 0)) return null;
  return {
    title: 'Cash-on-cash before and after the cash-out',
    inputs: [
      `Cash in before: ${formatMoney(cash!)}, cash flow ${formatMoney(flow1!)} a year`,
      `Pulled out: ${formatMoney(out!)}, leaving ${formatMoney(left)} in the deal`,
      `Cash flow after: ${formatMoney(flow2!)} a year`,
    ],
    results: [
      `Before: ${formatMoney(flow1!)} ÷ ${formatMoney(cash!)} = **${formatPercent(flow1! / cash!)}**`,
      `After: ${formatMoney(flow2!)} ÷ ${formatMoney(left)} = **${formatPercent(flow2! / left)}**`,
    ],
    method: 'A year’s cash flow ÷ the cash still in the deal',
  };
};

export const LANDLORD_RATIO_READERS: readonly Reader[] = [
  breakEvenOccupancy,
  cashOnCashAfterPull,
  reserveShareOfRent,
  rentRaiseWorth,
  paybackMonths,
  depositInterest,
  lateFeeWithDaily,
  equityLtvAppreciation,
  houseHackCost,
];
