// An investor's returns and a building's income (docs/assistant.md rule 117): cash-on-cash from a
// purchase's down payment and closing costs, a cash-out refinance's net, an equity multiple with the
// simple average annual return, NOI and value lost to an expense that rose, a tenant's pro-rata NNN
// charges, EGI from GPR, and a purchase's total equity. Each number is named by the words beside it
// (commercial-underwriting-readers.ts `theOne`), else nothing answers and the question is asked.
import { allTaken, areasIn, named, NOI, theOne } from './commercial-underwriting-readers.ts';
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const PRICE = /\bpurchase\b|\bprice\b|\bbought\b|\bbuy(?:ing)?\b|\bpaid\b/;
const DEBT = /\bds\b|\bdebt service\b/;
/** "year-1 NOI", "year 1": a year named in the story, not an amount. */
const yearNames = (text: string, tokens: readonly NumberToken[]) =>
  tokens.filter(
    (t) =>
      t.kind === 'plain' &&
      /\byear[- ]?$/.test(text.slice(Math.max(0, t.start - 5), t.start)) &&
      t.value <= 30,
  );

/**
 * "2.4M purchase, 30% down plus 48k in closing costs; NOI 168k, debt service 118,400; cash-on-cash?":
 * cash in = price × down + closing; cash flow = NOI − debt service; cash-on-cash = flow ÷ cash in.
 */
export const cashOnCashFromPurchase: Reader = ({ text, tokens }) => {
  if (!/\bcash[- ]on[- ]cash\b|\bcoc\b/.test(text)) return null;
  const years = yearNames(text, tokens);
  const rest = tokens.filter((t) => !years.includes(t));
  const price = theOne(text, rest, PRICE);
  const downs = rest.filter((t) => t.kind === 'percent' && /^\s*down\b/.test(text.slice(t.end, t.end + 10)));
  const closing = theOne(text, rest, /\bclosing(?: costs)?\b/);
  const noi = theOne(text, rest, NOI);
  const debt = theOne(text, rest, DEBT);
  if (downs.length !== 1 || !allTaken(rest, [price, downs[0], closing, noi, debt])) return null;
  if (!everyNumberPlaced(text, tokens) || [noi, debt].some((t) => t!.period === 'monthly')) return null;
  const down = price!.value * downs[0]!.value;
  const cash = down + closing!.value;
  const flow = noi!.value - debt!.value;
  return {
    title: 'Cash-on-cash return on a purchase',
    inputs: [
      `Price: ${formatAmount(price!.value)}, ${formatRate(downs[0]!.value)} down`,
      `Closing costs: ${formatAmount(closing!.value)}`,
      `NOI: ${formatAmount(noi!.value)} a year`,
      `Debt service: ${formatAmount(debt!.value)} a year`,
    ],
    results: [
      `Cash invested: ${formatAmount(price!.value)} × ${formatRate(downs[0]!.value)} + ${formatAmount(closing!.value)} = **${formatMoney(cash)}**`,
      `Cash flow: ${formatAmount(noi!.value)} − ${formatAmount(debt!.value)} = **${formatMoney(flow)}** a year`,
      `Cash-on-cash: ${formatMoney(flow)} ÷ ${formatMoney(cash)} = **${formatPercent(flow / cash)}**`,
    ],
    method: 'Cash-on-cash = (NOI − debt service) ÷ cash invested (down payment + closing costs)',
  };
};

/**
 * "appraised at $6.8M, lender goes to 70% LTV, payoff $3.1M, closing costs 2% of the new loan":
 * new loan = value × LTV; net cash = loan − payoff − closing costs.
 */
export const cashOutRefinanceNet: Reader = ({ text, tokens }) => {
  if (!/\bpayoff\b|\bpay off\b|\bexisting loan\b/.test(text) || !/\bcash\b/.test(text)) return null;
  const value = theOne(text, tokens, /\bapprais\w*\b|\bvalued?\b|\bworth\b/);
  const payoff = theOne(text, tokens, /\bpayoff\b|\bexisting loan\b|\bowe\b|\bbalance\b/);
  const ltv = tokens.filter(
    (t) => t.kind === 'percent' && /^\s*(?:ltv|loan[- ]to[- ]value)\b/.test(text.slice(t.end, t.end + 20)),
  );
  const costs = tokens.filter(
    (t) =>
      t.kind === 'percent' &&
      /^\s*of\s+(?:the\s+)?(?:new\s+)?loan\b/.test(text.slice(t.end, t.end + 25)) &&
      /\bclosing\b/.test(text.slice(Math.max(0, t.start - 30), t.start)),
  );
  if (ltv.length !== 1 || costs.length !== 1 || !allTaken(tokens, [value, payoff, ltv[0], costs[0]]))
    return null;
  if (!everyNumberPlaced(text, tokens) || !(ltv[0]!.value > 0.3 && ltv[0]!.value <= 0.9)) return null;
  const loan = value!.value * ltv[0]!.value;
  const fees = loan * costs[0]!.value;
  return {
    title: 'Cash-out refinance: new loan and net cash',
    inputs: [
      `Appraised value: ${formatAmount(value!.value)}`,
      `LTV: ${formatRate(ltv[0]!.value)}`,
      `Existing loan payoff: ${formatAmount(payoff!.value)}`,
      `Closing costs: ${formatRate(costs[0]!.value)} of the new loan`,
    ],
    results: [
      `New loan: ${formatAmount(value!.value)} × ${formatRate(ltv[0]!.value)} = **${formatMoney(loan)}**`,
      `Closing costs: ${formatMoney(loan)} × ${formatRate(costs[0]!.value)} = ${formatMoney(fees)}`,
      `Net cash out: ${formatMoney(loan)} − ${formatAmount(payoff!.value)} − ${formatMoney(fees)} = **${formatMoney(loan - payoff!.value - fees)}**`,
    ],
    method: 'New loan = value × LTV; cash out = new loan − the payoff − closing costs',
  };
};

/**
 * "put $1.2 million in; over 5 years received $2.22 million in total distributions": equity multiple =
 * distributions ÷ equity; simple average annual return = (distributions − equity) ÷ equity ÷ years.
 */
export const equityMultipleAndAverageReturn: Reader = ({ text, tokens }) => {
  if (!/\bequity multiple\b/.test(text)) return null;
  // Ages told in the story ("both 61", "aged 58 and 60", "I'm 62") are not amounts.
  const ages: Span[] = [
    ...text.matchAll(
      /\b(?:both|aged?|ages|i'?m|we'?re)\s+\d{2}(?:\s*(?:and|&)\s*\d{2})?\b|\b\d{2}\s*(?:years? old|yo)\b/g,
    ),
  ].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const rest = tokens.filter((t) => !ages.some((a) => t.start >= a.start && t.end <= a.end));
  const equity = theOne(text, rest, /\bput\b|\binvest\w*\b|\bcontribut\w*\b|\bequity of\b/);
  const back = theOne(text, rest, /\bdistributions?\b|\breceived\b|\bgot back\b|\bpaid out\b/);
  const years = rest.filter((t) => t.kind === 'years');
  if (years.length !== 1 || !allTaken(rest, [equity, back, years[0]])) return null;
  if (!everyNumberPlaced(text, [...rest, ...ages]) || equity!.value <= 0) return null;
  const multiple = back!.value / equity!.value;
  const profit = back!.value - equity!.value;
  const n = years[0]!.value;
  return {
    title: 'Equity multiple and average annual return',
    inputs: [
      `Equity invested: ${formatAmount(equity!.value)}`,
      `Total distributions (with the sale): ${formatAmount(back!.value)}`,
      `Years held: ${formatNumber(n)}`,
    ],
    results: [
      `Equity multiple: ${formatAmount(back!.value)} ÷ ${formatAmount(equity!.value)} = **${formatNumber(multiple)}x**`,
      `Profit: ${formatAmount(back!.value)} − ${formatAmount(equity!.value)} = ${formatMoney(profit)}`,
      `Average annual return (simple): ${formatMoney(profit)} ÷ ${formatAmount(equity!.value)} ÷ ${formatNumber(n)} = **${formatPercent(profit / equity!.value / n)}**`,
    ],
    method:
      'Equity multiple = total distributions ÷ equity; the simple average annual return = profit ÷ equity ÷ years (not an IRR, which weighs when each dollar came back)',
  };
};

/**
 * "insurance came in at $131,000, up from $86,000 … at a 5.5% cap, how much NOI and value did we lose":
 * NOI lost = new − old; value lost = that ÷ cap.
 */
export const valueLostToExpenseIncrease: Reader = ({ text, tokens }) => {
  if (!/\bcap\b/.test(text) || !/\bvalue\b/.test(text) || !/\blos[te]\b|\bcost us\b|\bwipe/.test(text))
    return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const caps = tokens.filter((t) => t.kind === 'percent');
  if (amounts.length !== 2 || caps.length !== 1 || tokens.length !== 3) return null;
  if (
    !/^\s*cap\b/.test(text.slice(caps[0]!.end, caps[0]!.end + 8)) ||
    !(caps[0]!.value >= 0.02 && caps[0]!.value <= 0.15)
  )
    return null;
  const old = amounts.find((t) =>
    /\b(?:up from|from|was|used to be|last year)\s*$/.test(text.slice(Math.max(0, t.start - 15), t.start)),
  );
  const now = amounts.find((t) => t !== old);
  if (!old || !now || now.value <= old.value) return null;
  if (
    !/\b(?:insurance|taxes|tax|premium|expenses?|payroll|utilities|opex|renewal)\b/.test(
      text.slice(0, amounts[0]!.start),
    )
  )
    return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const lost = now.value - old.value;
  return {
    title: 'NOI and value lost to a cost increase',
    inputs: [
      `Cost was: ${formatAmount(old.value)} a year`,
      `Cost now: ${formatAmount(now.value)} a year`,
      `Cap rate: ${formatRate(caps[0]!.value)}`,
    ],
    results: [
      `NOI lost: ${formatAmount(now.value)} − ${formatAmount(old.value)} = **${formatMoney(lost)}** a year`,
      `Value lost: ${formatMoney(lost)} ÷ ${formatRate(caps[0]!.value)} = **${formatMoney(lost / caps[0]!.value)}**`,
    ],
    method:
      'Every dollar of expense comes off NOI; value = NOI ÷ cap rate, so value lost = NOI lost ÷ cap rate',
  };
};

/**
 * "12,500 sf in an 80,000 sf building; taxes $240,000, insurance $56,000, CAM $104,000, pro rata":
 * share = tenant's area ÷ building's; NNN = share × the costs; per foot = NNN ÷ tenant's area.
 */
export const proRataNnnCharges: Reader = ({ text, tokens }) => {
  if (!/\bpro[- ]?rata\b|\bshare\b/.test(text) || !/\bnnn\b|\bcam\b|\bpass(?:ed)?[- ]?through/.test(text))
    return null;
  const areas = areasIn(text);
  if (areas.length !== 2) return null;
  const [tenant, building] = /\bbuilding\b|\bcenter\b|\bproperty\b/.test(
    text.slice(areas[1]!.end, areas[1]!.end + 25),
  )
    ? [areas[0]!, areas[1]!]
    : [undefined, undefined];
  if (!tenant || !building || tenant.value >= building.value) return null;
  const rest = tokens.filter((t) => !areas.some((a: Span) => t.start >= a.start && t.end <= a.end));
  if (rest.length === 0 || rest.some((t) => t.kind !== 'money' || t.period === 'monthly')) return null;
  const costs = rest.map((t) => {
    const label =
      /\b(real estate taxes|property taxes|taxes|insurance|cam|common area maintenance|utilities|management)\b/.exec(
        text
          .slice(Math.max(0, t.start - 30), t.start)
          .split(/,|\band\b/)
          .pop() ?? '',
      );
    return { t, label: label?.[1] };
  });
  // One shared cost alone (a CAM budget) is commercial-math.ts's pro-rata share; this reader is the NNN
  // charge of two or more costs named apart.
  if (costs.length < 2 || costs.some((c) => !c.label) || !everyNumberPlaced(text, [...areas, ...rest]))
    return null;
  const share = tenant.value / building.value;
  const total = costs.reduce((a, c) => a + c.t.value, 0);
  const charge = total * share;
  return {
    title: "Tenant's pro-rata NNN charges",
    inputs: [
      `Tenant's area: ${formatNumber(tenant.value)} sf`,
      `Building: ${formatNumber(building.value)} sf`,
      ...costs.map(
        (c) => `${c.label![0]!.toUpperCase()}${c.label!.slice(1)}: ${formatAmount(c.t.value)} a year`,
      ),
    ],
    results: [
      `Pro-rata share: ${formatNumber(tenant.value)} ÷ ${formatNumber(building.value)} = **${formatPercent(share, 3)}**`,
      `Costs passed through: ${formatMoney(total)} a year`,
      `Annual NNN charge: ${formatMoney(total)} × ${formatPercent(share, 3)} = **${formatMoney(charge)}**`,
      `Per square foot: ${formatMoney(charge)} ÷ ${formatNumber(tenant.value)} = **${formatMoney(charge / tenant.value)}**`,
      `Monthly: ${formatMoney(charge)} ÷ 12 = **${formatMoney(charge / 12)}**`,
    ],
    method:
      "Pro-rata share = tenant's area ÷ the building's; the tenant pays that share of taxes, insurance and CAM",
  };
};

/** "GPR $1,236,000; vacancy 6% and credit loss 1% (of GPR); other income $38,400. EGI?" */
export const egiFromGpr: Reader = ({ text, tokens }) => {
  if (!/\begi\b|effective gross income/.test(text)) return null;
  const gpr = theOne(
    text,
    tokens,
    /\bgpr\b|gross potential (?:rent|income)|gross scheduled (?:rent|income)|potential rent/,
  );
  const vacancy = theOne(text, tokens, /\bvacancy\b/, ['percent']);
  const credit = tokens.filter(
    (t) => t.kind === 'percent' && named(text, tokens, t, /\bcredit loss\b|\bbad debt\b|\bcollection loss\b/),
  );
  const other = theOne(text, tokens, /\bother income\b|\bancillary income\b/);
  const taken = [gpr, vacancy, ...credit, ...(other ? [other] : [])];
  if (credit.length > 1 || !allTaken(tokens, taken) || !everyNumberPlaced(text, tokens)) return null;
  if (gpr!.period === 'monthly' || other?.period === 'monthly' || /\bnoi\b|expense/.test(text)) return null;
  const loss = gpr!.value * (vacancy!.value + (credit[0]?.value ?? 0));
  const egi = gpr!.value - loss + (other?.value ?? 0);
  return {
    title: 'Effective gross income (EGI)',
    inputs: [
      `Gross potential rent: ${formatAmount(gpr!.value)} a year`,
      `Vacancy: ${formatRate(vacancy!.value)} of GPR`,
      ...(credit[0] ? [`Credit loss: ${formatRate(credit[0].value)} of GPR`] : []),
      ...(other ? [`Other income: ${formatAmount(other.value)} a year`] : []),
    ],
    results: [
      `Vacancy and credit loss: ${formatAmount(gpr!.value)} × ${formatRate(vacancy!.value + (credit[0]?.value ?? 0))} = ${formatMoney(loss)}`,
      `EGI: ${formatAmount(gpr!.value)} − ${formatMoney(loss)}${other ? ` + ${formatAmount(other.value)}` : ''} = **${formatMoney(egi)}**`,
    ],
    method: 'EGI = gross potential rent − vacancy and credit loss + other income',
  };
};

/**
 * "Price $7.25M, 70% LTV, closing costs 2.5% of price, $150k of reserves, a 1 point origination fee":
 * equity = price − loan + closing + reserves + points on the loan.
 */
export const totalEquityCheck: Reader = ({ text, tokens }) => {
  if (!/\bequity\b|\bcash (?:to close|needed|required)\b/.test(text) || !/\breserves?\b/.test(text))
    return null;
  const point = /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:points?|pts?)\b/.exec(text);
  const pointSpan: Span | undefined = point
    ? { start: point.index, end: point.index + point[0].length }
    : undefined;
  const rest = tokens.filter((t) => !pointSpan || t.end <= pointSpan.start || t.start >= pointSpan.end);
  const price = theOne(text, rest, /\bprice\b|\bpurchase\b/);
  const ltv = rest.filter(
    (t) => t.kind === 'percent' && /^\s*(?:ltv|loan[- ]to[- ]value)\b/.test(text.slice(t.end, t.end + 20)),
  );
  const closing = rest.filter(
    (t) =>
      t.kind === 'percent' &&
      /\bclosing(?: costs)?(?:\s+(?:are|of|at))?\s*$/.test(text.slice(Math.max(0, t.start - 25), t.start)) &&
      /^\s*of\s+(?:the\s+)?(?:purchase\s+)?price\b/.test(text.slice(t.end, t.end + 25)),
  );
  const reserves = theOne(text, rest, /\breserves?\b/);
  if (ltv.length !== 1 || closing.length !== 1 || !allTaken(rest, [price, ltv[0], closing[0], reserves]))
    return null;
  // A point is on the loan ("1 point origination fee on the loan", "1 point on the loan"); else it is asked.
  if (
    pointSpan &&
    !/^\s*(?:of\s+)?(?:origination\s+)?(?:fee\s+)?(?:on|of)\s+(?:the\s+)?loan\b|^\s*(?:origination|loan)\b/.test(
      text.slice(pointSpan.end, pointSpan.end + 40),
    )
  )
    return null;
  if (!everyNumberPlaced(text, [...rest, pointSpan])) return null;
  const loan = price!.value * ltv[0]!.value;
  const down = price!.value - loan;
  const close = price!.value * closing[0]!.value;
  const pts = point ? (loan * Number(point[1])) / 100 : 0;
  const total = down + close + reserves!.value + pts;
  return {
    title: 'Total equity to close',
    inputs: [
      `Price: ${formatAmount(price!.value)}, ${formatRate(ltv[0]!.value)} LTV`,
      `Closing costs: ${formatRate(closing[0]!.value)} of the price`,
      `Reserves funded at close: ${formatAmount(reserves!.value)}`,
      ...(point ? [`Origination: ${point[1]} point${point[1] === '1' ? '' : 's'} on the loan`] : []),
    ],
    results: [
      `Loan: ${formatAmount(price!.value)} × ${formatRate(ltv[0]!.value)} = **${formatMoney(loan)}**`,
      `Down payment: ${formatMoney(down)}`,
      `Closing costs: ${formatMoney(close)}`,
      ...(point ? [`Points: ${formatMoney(loan)} × ${point[1]}% = ${formatMoney(pts)}`] : []),
      `Total equity: ${formatMoney(down)} + ${formatMoney(close)} + ${formatAmount(reserves!.value)}${point ? ` + ${formatMoney(pts)}` : ''} = **${formatMoney(total)}**`,
    ],
    method: 'Equity = down payment (price − loan) + closing costs + reserves + points on the loan',
  };
};

/** A cap rate written as "a 6.0 cap", "6% cap", "6.5% exit cap": its value as a fraction, or undefined. */
const capValue = (t: NumberToken): number | undefined => {
  const v = t.kind === 'percent' ? t.value : t.kind === 'plain' ? t.value / 100 : undefined;
  return v !== undefined && v >= 0.02 && v <= 0.15 ? v : undefined;
};

/** The exit cap of a question: the one rate called an exit (or going-out) cap. */
export const exitCapOf = (text: string, tokens: readonly NumberToken[]): NumberToken | undefined => {
  const found = tokens.filter(
    (t) =>
      capValue(t) !== undefined &&
      (/^\s*(?:exit|going[- ]out|terminal|reversion(?:ary)?)\s+cap\b/.test(text.slice(t.end, t.end + 25)) ||
        /\b(?:exit|sell|sale)\s+(?:cap\s+(?:rate\s+)?)?(?:at|of)\s+(?:a\s+)?$/.test(
          text.slice(Math.max(0, t.start - 25), t.start),
        )),
  );
  return found.length === 1 ? found[0] : undefined;
};

/**
 * "Bought at a 6.0 cap on NOI of $540k; NOI gets to $620k; 6.5% exit cap. What did we pay, what is it
 * worth at exit, the gain?": paid = NOI ÷ going-in cap; exit value = exit NOI ÷ exit cap; gain between.
 */
export const valueAtPurchaseAndExit: Reader = ({ text, tokens }) => {
  if (!/\bexit\b|\bsell\b/.test(text) || !/\bpa(?:y|id)\b|\bworth\b|\bvalue\b|\bgain\b/.test(text))
    return null;
  const exit = exitCapOf(text, tokens);
  const entries = tokens.filter(
    (t) =>
      t !== exit &&
      capValue(t) !== undefined &&
      /^\s*(?:%\s*)?(?:going[- ]in\s+)?cap\b/.test(text.slice(t.end, t.end + 15)),
  );
  const nois = tokens.filter((t) => t.kind === 'money' && t.period !== 'monthly');
  if (!exit || entries.length !== 1 || nois.length !== 2) return null;
  const [noiIn, noiOut] = nois.map((t) => t);
  if (
    !/\bnoi\b[^.]{0,12}$|\bnet operating income\b[^.]{0,12}$/.test(
      text.slice(Math.max(0, noiIn!.start - 20), noiIn!.start),
    ) &&
    !/^\s*(?:of\s+)?(?:in[- ]place\s+)?(?:noi|net operating income)\b/.test(
      text.slice(noiIn!.end, noiIn!.end + 30),
    )
  )
    return null;
  if (
    !/\b(?:to|reaches|hits|grows to|stabilized at|becomes)\s*$/.test(
      text.slice(Math.max(0, noiOut!.start - 15), noiOut!.start),
    )
  )
    return null;
  // Other numbers only as the story: the unit count, the year NOI gets there, the expansion in basis points.
  const allowed = tokens.filter(
    (t) =>
      ![exit, entries[0], noiIn, noiOut].includes(t) &&
      ((t.kind === 'plain' && /\byear\s*$/.test(text.slice(Math.max(0, t.start - 6), t.start))) ||
        (t.kind === 'percent' &&
          /^\s*(?:of\s+)?(?:cap\s+rate\s+)?(?:expansion|compression)\b/.test(text.slice(t.end, t.end + 25)))),
  );
  if (tokens.length !== 4 + allowed.length) return null;
  const units = /\b\d{1,4}[\s-]*units?\b/.exec(text);
  const unitSpan: Span | undefined = units
    ? { start: units.index, end: units.index + units[0].length }
    : undefined;
  if (!everyNumberPlaced(text, [...tokens, unitSpan])) return null;
  const inCap = capValue(entries[0]!)!;
  const outCap = capValue(exit)!;
  const paid = noiIn!.value / inCap;
  const worth = noiOut!.value / outCap;
  return {
    title: 'Value at purchase and at exit',
    inputs: [
      `NOI at purchase: ${formatAmount(noiIn!.value)}, going-in cap ${formatRate(inCap)}`,
      `NOI at exit: ${formatAmount(noiOut!.value)}, exit cap ${formatRate(outCap)}`,
      ...allowed.map((t) =>
        t.kind === 'percent' ? `Cap rate change stated: ${formatRate(t.value)}` : `By year ${t.raw}`,
      ),
    ],
    results: [
      `Price paid: ${formatAmount(noiIn!.value)} ÷ ${formatRate(inCap)} = **${formatMoney(paid)}**`,
      `Value at exit: ${formatAmount(noiOut!.value)} ÷ ${formatRate(outCap)} = **${formatMoney(worth)}**`,
      `Gain on value: ${formatMoney(worth)} − ${formatMoney(paid)} = **${formatMoney(worth - paid)}**`,
    ],
    method: 'Value = NOI ÷ cap rate, at purchase on the going-in cap and at exit on the exit cap',
  };
};

/** "GPR, EGI and NOI" of a rent roll: units × rent × 12, less vacancy, less expenses as a share of EGI. */
export const rentRollToNoi: Reader = ({ text, tokens }) => {
  if (!/\bgpr\b|gross potential/.test(text) || !/\begi\b/.test(text) || !/\bnoi\b/.test(text)) return null;
  const units =
    /\b(\d{1,4})\s+(?:units?|doors?|apartments?)\b(?:\s+(?:all\s+)?(?:at|renting (?:at|for)|@))?/.exec(text);
  if (!units) return null;
  const count = Number(units[1]);
  const unitSpan: Span = { start: units.index, end: units.index + units[0].length };
  const rents = tokens.filter((t) => t.kind === 'money' && t.period === 'monthly');
  const vacancy = theOne(text, tokens, /\bvacancy\b/, ['percent']);
  const expense = tokens.filter(
    (t) => t.kind === 'percent' && /^\s*of\s+(?:the\s+)?egi\b/.test(text.slice(t.end, t.end + 12)),
  );
  if (rents.length !== 1 || expense.length !== 1 || !allTaken(tokens, [rents[0], vacancy, expense[0]]))
    return null;
  if (!everyNumberPlaced(text, [...tokens, unitSpan])) return null;
  const gpr = count * rents[0]!.value * 12;
  const egi = gpr * (1 - vacancy!.value);
  const noi = egi * (1 - expense[0]!.value);
  return {
    title: 'GPR, EGI and NOI from a rent roll',
    inputs: [
      `Units: ${count} at ${formatAmount(rents[0]!.value)} a month`,
      `Vacancy: ${formatRate(vacancy!.value)}`,
      `Expenses: ${formatRate(expense[0]!.value)} of EGI`,
    ],
    results: [
      `GPR: ${count} × ${formatAmount(rents[0]!.value)} × 12 = **${formatMoney(gpr)}**`,
      `EGI: ${formatMoney(gpr)} × (1 − ${formatRate(vacancy!.value)}) = **${formatMoney(egi)}**`,
      `NOI: ${formatMoney(egi)} × (1 − ${formatRate(expense[0]!.value)}) = **${formatMoney(noi)}**`,
    ],
    method: 'GPR = units × rent × 12; EGI = GPR less vacancy; NOI = EGI less expenses',
  };
};

/** Rule 117's returns and income readers. */
export const COMMERCIAL_RETURNS_READERS: readonly Reader[] = [
  cashOnCashFromPurchase,
  cashOutRefinanceNet,
  equityMultipleAndAverageReturn,
  valueLostToExpenseIncrease,
  proRataNnnCharges,
  egiFromGpr,
  totalEquityCheck,
  valueAtPurchaseAndExit,
  rentRollToNoi,
];
