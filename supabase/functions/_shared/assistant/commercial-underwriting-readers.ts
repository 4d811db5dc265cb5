// Underwriting a multifamily or commercial deal (docs/assistant.md rule 117): break-even occupancy,
// price per door and per foot, NNN occupancy cost, a bridge loan's cost, the largest loan by a loan
// constant, the NOI a loan needs at a DSCR, the value a loan needs at an LTV, DSCR interest-only and
// amortizing, taxes reassessed to the price, value added by a rent increase, an equity multiple, and a
// cash-out refinance. Every number is named by the words beside it (`roleOf`), else nothing answers
// and the question is asked. Part of quick-math (READERS there, through commercial-deal-readers.ts).
import { monthlyPayment } from './calculators.ts';
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  AMOUNT,
  amountsAt,
  everyNumberPlaced,
  UNITS,
  wordsBefore,
  yearly,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

/** True when the words just before a number, or those right after it, name it by the pattern. */
export const named = (
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  label: RegExp,
): boolean => {
  const next = tokens.find((o) => o.start >= t.end);
  const after = text.slice(t.end, Math.min(next?.start ?? text.length, t.end + 30));
  const before =
    wordsBefore(text, tokens, t, 50)
      .split(/[.;!?]\s/)
      .pop() ?? '';
  return (
    new RegExp(`(?:${label.source})(?:\\s+(?!and\\b|but\\b|plus\\b)[\\w'/-]+){0,4}[\\s:=]*$`).test(before) ||
    new RegExp(`^\\s*(?:in\\s+|of\\s+|a year\\s+|\\/yr\\s+)?(?:${label.source})`).test(after)
  );
};

/** The one token of a kind named by the label; undefined when none or more than one is. */
export const theOne = (
  text: string,
  tokens: readonly NumberToken[],
  label: RegExp,
  kinds: readonly NumberToken['kind'][] = ['money'],
): NumberToken | undefined => {
  const found = tokens.filter((t) => kinds.includes(t.kind) && named(text, tokens, t, label));
  return found.length === 1 ? found[0] : undefined;
};

/** Each token taken by exactly one role, and every one taken. */
export const allTaken = (
  tokens: readonly NumberToken[],
  taken: readonly (NumberToken | undefined)[],
): boolean =>
  taken.every((t) => t !== undefined) &&
  new Set(taken).size === taken.length &&
  tokens.length === taken.length;

export const NOI = /\bnoi\b|net operating income/;
const OPEX = /\bopex\b|\b(?:operating )?expenses\b|\boperating costs\b/;
const DEBT = /\bds\b|\bdebt service\b/;

/** "GPR 1.05M, opex 412k, DS 318k/yr. break-even occ?": (opex + debt service) ÷ GPR. */
export const breakEvenOccupancy: Reader = ({ text, tokens }) => {
  if (!/\bbreak[- ]?even (?:occ|occupancy)\b|\bbreak[- ]?even ratio\b/.test(text)) return null;
  const gpr = theOne(
    text,
    tokens,
    /\bgpr\b|gross potential (?:rent|income)|gross scheduled (?:rent|income)|potential (?:gross )?(?:rent|income)/,
  );
  const opex = theOne(text, tokens, OPEX);
  const debt = theOne(text, tokens, DEBT);
  if (!allTaken(tokens, [gpr, opex, debt]) || !everyNumberPlaced(text, tokens)) return null;
  if (gpr!.period === 'monthly' || opex!.period === 'monthly' || debt!.period === 'monthly') return null;
  const need = opex!.value + debt!.value;
  return {
    title: 'Break-even occupancy',
    inputs: [
      `Gross potential rent: ${formatAmount(gpr!.value)} a year`,
      `Operating expenses: ${formatAmount(opex!.value)} a year`,
      `Debt service: ${formatAmount(debt!.value)} a year`,
    ],
    results: [
      `Break-even occupancy: (${formatAmount(opex!.value)} + ${formatAmount(debt!.value)}) ÷ ${formatAmount(gpr!.value)} = **${formatPercent(need / gpr!.value)}**`,
    ],
    method:
      'Break-even occupancy = (operating expenses + debt service) ÷ gross potential rent: below it, income does not cover both',
  };
};

const SQFT =
  /(?<![\d.,])(\d(?:[\d,]*\d)?(?:\.\d+)?)\s*(k\b)?\s*(?:(?:net\s+)?(?:rentable|leasable|building|gross)\s+)?(?:sf|sq\.?\s?ft|square\s+feet|rsf|nrsf)\b/g;
export const areasIn = (text: string) =>
  [...text.matchAll(SQFT)].map((m) => ({
    value: Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

/** "36-unit, 28,800 net rentable sf, under contract at $5.4M. price per door and per sf?" */
export const pricePerDoorAndFoot: Reader = ({ text, tokens }) => {
  if (
    !/\bper (?:door|unit)\b/.test(text) ||
    !/\bper (?:sf|sq\.? ?ft|square f(?:oo|ee)t|foot|rsf)\b/.test(text)
  )
    return null;
  const units = UNITS.exec(text);
  const areas = areasIn(text);
  if (!units || areas.length !== 1) return null;
  const count = Number(units[1] ?? units[2]);
  const area = areas[0]!;
  const prices = tokens.filter((t) => t.kind === 'money' && !(t.start >= area.start && t.end <= area.end));
  if (prices.length !== 1 || prices[0]!.value < 100_000 || prices[0]!.period) return null;
  const price = prices[0]!.value;
  const unitSpan: Span = { start: units.index, end: units.index + units[0].length };
  if (!everyNumberPlaced(text, [unitSpan, area, prices[0]])) return null;
  return {
    // The title and lines of commercial-math's card for the same figures, so both read alike.
    title: 'Price per square foot and per door',
    inputs: [
      `Price: ${formatAmount(price)}`,
      `Units: ${count}`,
      `Rentable area: ${formatNumber(area.value)} sf`,
    ],
    results: [
      `Price per square foot: **${formatMoney(price / area.value)}** (${formatAmount(price)} ÷ ${formatNumber(area.value)})`,
      `Price per door: **${formatMoney(price / count)}** (${formatAmount(price)} ÷ ${count})`,
    ],
    method: 'Price per door = price ÷ units; price per foot = price ÷ rentable square feet',
  };
};

const PER_FOOT = new RegExp(
  `${AMOUNT}\\s*(?:\\/\\s*(?:sf|sq\\.?\\s?ft|rsf)|(?:per|a)\\s+(?:sf|sq\\.?\\s?ft|square foot|foot|rsf))?`,
);

/** "50k sf warehouse at $9.75 NNN, NNNs running $2.40/sf. total monthly occupancy cost?" */
export const nnnOccupancyCost: Reader = ({ text }) => {
  if (
    !/\bnnn\b|\btriple net\b/.test(text) ||
    !/\b(?:occupancy cost|total (?:monthly |annual |yearly )?(?:cost|rent)|all[- ]in)\b/.test(text)
  )
    return null;
  const areas = areasIn(text);
  if (areas.length !== 1) return null;
  const rates = amountsAt(text, PER_FOOT).filter(
    (a) => !(a.start >= areas[0]!.start && a.start < areas[0]!.end),
  );
  if (rates.length !== 2 || rates.some((r) => !(r.value > 0 && r.value < 200))) return null;
  // The base rent is the rate called NNN right after it; the other is the NNN charges.
  const base = rates.filter((r) =>
    /^\s*(?:\/\s*(?:sf|rsf)\s*)?(?:nnn|triple net)\b/.test(text.slice(r.end, r.end + 20)),
  );
  if (base.length !== 1) return null;
  const charges = rates.find((r) => r !== base[0])!;
  if (
    !/\b(?:nnns?|cam|charges|expenses|opex|pass[- ]?throughs|taxes|insurance)\b[^.]{0,25}$/.test(
      text.slice(Math.max(0, charges.start - 40), charges.start),
    )
  )
    return null;
  if (!everyNumberPlaced(text, [...areas, ...rates])) return null;
  const sf = areas[0]!.value;
  const yearTotal = sf * (base[0]!.value + charges.value);
  return {
    title: 'NNN occupancy cost',
    inputs: [
      `Area: ${formatNumber(sf)} sf`,
      `Base rent: ${formatMoney(base[0]!.value)}/sf a year, NNN`,
      `NNN charges (taxes, insurance, CAM): ${formatMoney(charges.value)}/sf a year`,
    ],
    results: [
      `All-in rate: ${formatMoney(base[0]!.value)} + ${formatMoney(charges.value)} = ${formatMoney(base[0]!.value + charges.value)}/sf a year`,
      `Annual occupancy cost: ${formatNumber(sf)} × ${formatMoney(base[0]!.value + charges.value)} = **${formatMoney(yearTotal)}**`,
      `Monthly: ${formatMoney(yearTotal)} ÷ 12 = **${formatMoney(yearTotal / 12)}**`,
    ],
    method:
      'Occupancy cost = area × (base rent + NNN charges) a year; commercial rents per foot are quoted a year',
  };
};

/** "1 pt origination + 0.5 pt exit fee": points named by their kind. */
const POINT =
  /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:points?|pts?)\b(?:\s+(?:of\s+)?(origination|orig|exit|extension))?/g;

/** "bridge loan $8.4M, interest-only at 9.55%, held 18 months. 1 pt origination + 0.5 pt exit fee." */
export const bridgeLoanCost: Reader = ({ text, tokens }) => {
  if (!/\bbridge\b|\binterest[- ]only\b/.test(text) || !/\btotal\b|\bcost\b/.test(text)) return null;
  const points = [...text.matchAll(POINT)].map((m) => ({
    value: Number(m[1]),
    kind: m[2] ?? '',
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (points.length === 0 || points.some((p) => !p.kind || p.value > 5)) return null;
  const rest = tokens.filter((t) => !points.some((p) => t.start >= p.start && t.end <= p.end));
  const loans = rest.filter((t) => t.kind === 'money');
  const rates = rest.filter((t) => t.kind === 'percent');
  const terms = rest.filter((t) => t.kind === 'months' || t.kind === 'years');
  if (loans.length !== 1 || rates.length !== 1 || terms.length !== 1 || rest.length !== 3) return null;
  if (
    !/\bloan\b|\bbridge\b/.test(text) ||
    loans[0]!.value < 100_000 ||
    !(rates[0]!.value > 0.02 && rates[0]!.value < 0.2)
  )
    return null;
  if (
    !/\b(?:held|hold|term|for|outstanding|kept)\b[^.]{0,15}$/.test(
      text.slice(Math.max(0, terms[0]!.start - 30), terms[0]!.start),
    )
  )
    return null;
  if (!everyNumberPlaced(text, [...rest, ...points])) return null;
  const loan = loans[0]!.value;
  const months = terms[0]!.kind === 'years' ? terms[0]!.value * 12 : terms[0]!.value;
  const interest = (loan * rates[0]!.value * months) / 12;
  const fees = points.map((p) => (loan * p.value) / 100);
  const feeTotal = fees.reduce((a, b) => a + b, 0);
  return {
    title: 'Bridge loan: interest and fees',
    inputs: [
      `Loan: ${formatAmount(loan)}, interest-only at ${formatRate(rates[0]!.value)}`,
      `Held: ${formatNumber(months)} months`,
      ...points.map(
        (p) =>
          `${p.kind === 'orig' ? 'origination' : p.kind} fee: ${formatNumber(p.value)} point${p.value === 1 ? '' : 's'}`,
      ),
    ],
    results: [
      `Interest: ${formatAmount(loan)} × ${formatRate(rates[0]!.value)} × ${formatNumber(months)} ÷ 12 = **${formatMoney(interest)}**`,
      ...points.map(
        (p, i) =>
          `${p.kind === 'orig' ? 'origination' : p.kind} fee: ${formatAmount(loan)} × ${formatNumber(p.value)}% = ${formatMoney(fees[i]!)}`,
      ),
      `Fees in total: **${formatMoney(feeTotal)}**`,
      `Total cost of the loan: ${formatMoney(interest)} + ${formatMoney(feeTotal)} = **${formatMoney(interest + feeTotal)}**`,
    ],
    method: 'Interest-only interest = loan × rate × months ÷ 12; each point is 1% of the loan',
  };
};

/** A DSCR written as a number: "1.25x", "DSCR of 1.25", "1.25 DSCR" (the tokenizer leaves "1.25x" out). */
const dscrOf = (text: string): (Span & { value: number }) | undefined => {
  const found = [...text.matchAll(/(?<![\d.$])([12](?:\.\d{1,3})?)(\s*x\b)?(?!\d|\.\d|%)/g)]
    .map((m) => ({
      value: Number(m[1]),
      x: Boolean(m[2]),
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    }))
    .filter(
      (d) =>
        d.value >= 1 &&
        d.value <= 2 &&
        (/^\s*(?:dscr|debt service coverage)/.test(text.slice(d.end, d.end + 30)) ||
          /\b(?:dscr|debt service coverage)(?: ratio)?(?:\s+(?:of|is|at|requirement|min(?:imum)?))*\s*$/.test(
            text.slice(Math.max(0, d.start - 40), d.start),
          ) ||
          (d.x && /\bdscr\b|debt service coverage/.test(text))),
    );
  return found.length === 1 ? found[0] : undefined;
};
/** The tokens outside a span read by its own pattern. */
const outside = (tokens: readonly NumberToken[], span: Span | undefined) =>
  span ? tokens.filter((t) => t.end <= span.start || t.start >= span.end) : [...tokens];

/** "loan constant is 8.2%, NOI 500k, lender min DSCR 1.25. max loan?": NOI ÷ DSCR ÷ constant. */
export const maxLoanFromConstant: Reader = ({ text, tokens }) => {
  if (
    !/\bloan constant\b|\bmortgage constant\b/.test(text) ||
    !/\bmax(?:imum)?\b|\bhow much\b|\blargest\b/.test(text)
  )
    return null;
  const dscr = dscrOf(text);
  const rest = outside(tokens, dscr);
  const constant = theOne(text, rest, /\b(?:loan|mortgage) constant\b/, ['percent']);
  const noi = theOne(text, rest, NOI);
  if (!dscr || !allTaken(rest, [constant, noi]) || !everyNumberPlaced(text, [...rest, dscr])) return null;
  const ds = yearly(noi!) / dscr!.value;
  return {
    title: 'Largest loan from the loan constant',
    inputs: [
      `NOI: ${formatAmount(yearly(noi!))} a year`,
      `Minimum DSCR: ${formatNumber(dscr!.value)}`,
      `Loan constant: ${formatRate(constant!.value)}`,
    ],
    results: [
      `Most debt service: ${formatAmount(yearly(noi!))} ÷ ${formatNumber(dscr!.value)} = ${formatMoney(ds)} a year`,
      `Largest loan: ${formatMoney(ds)} ÷ ${formatRate(constant!.value)} = **${formatMoney(ds / constant!.value)}**`,
    ],
    method:
      'Loan = NOI ÷ DSCR ÷ loan constant (the loan constant is the yearly debt service per dollar of loan)',
  };
};

/** An amortization term: "30-yr amortization", "30 year am", "amortized over 25 years". */
const amortizationOf = (text: string, tokens: readonly NumberToken[]): NumberToken | undefined => {
  const found = tokens.filter(
    (t) =>
      t.kind === 'years' &&
      (/^\s*(?:amorti[sz]ation|amort|am|amortizing|amortized)\b/.test(text.slice(t.end, t.end + 20)) ||
        /\bamorti[sz](?:ation|ed|ing)?\s+(?:over|of)?\s*(?:a\s+)?$/.test(
          text.slice(Math.max(0, t.start - 30), t.start),
        )),
  );
  return found.length === 1 ? found[0] : undefined;
};

/** "What NOI do I need to support a $5,000,000 loan at 6.9%, 30-yr amortization, at a 1.25x DSCR?" */
export const noiNeededForLoan: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:what|how much) noi\b|\bnoi (?:do|would|will) (?:i|we) need\b|\bnoi needed\b|\bminimum noi\b/.test(
      text,
    )
  )
    return null;
  const dscr = dscrOf(text);
  const rest = outside(tokens, dscr);
  const loans = rest.filter((t) => t.kind === 'money');
  const rates = rest.filter((t) => t.kind === 'percent');
  const term = amortizationOf(text, rest);
  if (!dscr || loans.length !== 1 || rates.length !== 1 || !allTaken(rest, [loans[0], rates[0], term]))
    return null;
  if (!everyNumberPlaced(text, [...rest, dscr]) || loans[0]!.value < 50_000) return null;
  if (!(rates[0]!.value > 0.01 && rates[0]!.value < 0.2)) return null;
  const loan = loans[0]!.value;
  const ds = monthlyPayment(loan, rates[0]!.value, term!.value) * 12;
  return {
    title: 'NOI needed for a loan at a DSCR',
    inputs: [
      `Loan: ${formatAmount(loan)} at ${formatRate(rates[0]!.value)}, ${formatNumber(term!.value)}-year amortization`,
      `Required DSCR: ${formatNumber(dscr!.value)}`,
    ],
    results: [
      `Annual debt service: ${formatMoney(ds / 12)} a month × 12 = **${formatMoney(ds)}**`,
      `NOI needed: ${formatMoney(ds)} × ${formatNumber(dscr!.value)} = **${formatMoney(ds * dscr!.value)}**`,
    ],
    method: 'Debt service = 12 × the monthly P&I; NOI needed = debt service × the DSCR the lender requires',
  };
};

/** "caps LTV at 65%, what appraised value do I need for that $5M?": value = loan ÷ LTV. */
export const valueForLoanAtLtv: Reader = ({ text, tokens }) => {
  if (
    !/\bltv\b|loan[- ]to[- ]value/.test(text) ||
    !/\bwhat (?:appraised )?(?:value|appraisal)\b|\b(?:value|appraisal) (?:do|would|will) (?:i|we) need\b/.test(
      text,
    )
  )
    return null;
  const loans = tokens.filter((t) => t.kind === 'money');
  const ltvs = tokens.filter((t) => t.kind === 'percent');
  if (loans.length !== 1 || ltvs.length !== 1 || tokens.length !== 2 || loans[0]!.value < 50_000) return null;
  if (!/\bltv\b|loan[- ]to[- ]value/.test(text.slice(Math.max(0, ltvs[0]!.start - 20), ltvs[0]!.end + 20)))
    return null;
  if (!/\bloan\b|\bborrow|\blender\b/.test(text) || !everyNumberPlaced(text, tokens)) return null;
  const ltv = ltvs[0]!.value;
  if (!(ltv > 0.3 && ltv <= 1)) return null;
  return {
    title: 'Value a loan needs at an LTV',
    inputs: [`Loan: ${formatAmount(loans[0]!.value)}`, `Maximum LTV: ${formatRate(ltv)}`],
    results: [
      `Appraised value needed: ${formatAmount(loans[0]!.value)} ÷ ${formatRate(ltv)} = **${formatMoney(loans[0]!.value / ltv)}**`,
    ],
    method: 'Value needed = loan ÷ the maximum LTV',
  };
};

/** "NOI 410k. $5M loan at 6.75%. DSCR during interest-only vs on a 30-year amortization?" */
export const dscrInterestOnlyAndAmortizing: Reader = ({ text, tokens }) => {
  if (!/\bdscr\b|debt service coverage/.test(text) || !/\binterest[- ]only\b|\bio\b/.test(text)) return null;
  const noi = theOne(text, tokens, NOI);
  const loans = tokens.filter((t) => t.kind === 'money' && t !== noi);
  const rates = tokens.filter((t) => t.kind === 'percent');
  const term = amortizationOf(text, tokens) ?? tokens.find((t) => t.kind === 'years');
  if (loans.length !== 1 || rates.length !== 1 || !allTaken(tokens, [noi, loans[0], rates[0], term]))
    return null;
  if (!/\bloan\b/.test(text) || !everyNumberPlaced(text, tokens)) return null;
  const loan = loans[0]!.value;
  const rate = rates[0]!.value;
  if (!(rate > 0.01 && rate < 0.2)) return null;
  const io = loan * rate;
  const am = monthlyPayment(loan, rate, term!.value) * 12;
  const n = yearly(noi!);
  return {
    title: 'DSCR interest-only and amortizing',
    inputs: [
      `NOI: ${formatAmount(n)} a year`,
      `Loan: ${formatAmount(loan)} at ${formatRate(rate)}`,
      `Amortization: ${formatNumber(term!.value)} years`,
    ],
    results: [
      `Interest-only debt service: ${formatAmount(loan)} × ${formatRate(rate)} = **${formatMoney(io)}** a year`,
      `DSCR interest-only: ${formatAmount(n)} ÷ ${formatMoney(io)} = **${formatNumber(n / io)}**`,
      `Amortizing debt service: **${formatMoney(am)}** a year (${formatMoney(am / 12)} a month)`,
      `DSCR amortizing: ${formatAmount(n)} ÷ ${formatMoney(am)} = **${formatNumber(n / am)}**`,
    ],
    method:
      'DSCR = NOI ÷ annual debt service; interest-only debt service = loan × rate, amortizing = 12 × the monthly P&I',
  };
};

/** "Buying at $8.4M, reassessed to purchase price; tax rate 2.15% of assessed value; seller's taxes $96,000." */
export const taxReassessedToPrice: Reader = ({ text, tokens }) => {
  if (!/\breassess/.test(text)) return null;
  const rates = tokens.filter((t) => t.kind === 'percent');
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (rates.length !== 1 || amounts.length !== 2 || tokens.length !== 3) return null;
  const current = theOne(text, tokens, /\btax(?:es)?\b|\btax bill\b/);
  const price = amounts.find((t) => t !== current);
  if (
    !current ||
    !price ||
    !named(text, tokens, price, /\bbuy(?:ing)?\b|\bprice\b|\bpurchas\w*\b|\bat\b|\bfor\b/)
  )
    return null;
  if (!(rates[0]!.value > 0.002 && rates[0]!.value < 0.05) || !everyNumberPlaced(text, tokens)) return null;
  const bill = price.value * rates[0]!.value;
  return {
    title: 'Taxes reassessed to the price',
    inputs: [
      `Price (new assessed value): ${formatAmount(price.value)}`,
      `Effective tax rate: ${formatRate(rates[0]!.value)}`,
      `Current taxes: ${formatAmount(current.value)} a year`,
    ],
    results: [
      `New annual tax bill: ${formatAmount(price.value)} × ${formatRate(rates[0]!.value)} = **${formatMoney(bill)}**`,
      `Increase: ${formatMoney(bill)} − ${formatAmount(current.value)} = **${formatMoney(bill - current.value)}** a year`,
    ],
    method: 'New taxes = purchase price × the effective rate, once the county reassesses to the price',
  };
};

/**
 * "push rents $125 a month across all 64 units … at a 5.75% cap": added NOI = increase × units × 12,
 * value = added NOI ÷ cap. With a renovation's cost: return on cost = added income ÷ cost.
 */
export const valueFromRentIncrease: Reader = ({ text, tokens }) => {
  if (!/\b(?:push|raise|increase|bump|premium|more)\b/.test(text)) return null;
  const units = UNITS.exec(text);
  if (!units) return null;
  const count = Number(units[1] ?? units[2]);
  const unitSpan: Span = { start: units.index, end: units.index + units[0].length };
  const rest = tokens.filter((t) => !(t.start >= unitSpan.start && t.end <= unitSpan.end));
  const bumps = rest.filter((t) => t.kind === 'money' && t.period === 'monthly' && t.value < 2_000);
  if (bumps.length !== 1) return null;
  const costs = rest.filter((t) => t.kind === 'money' && t !== bumps[0]);
  const caps = rest.filter(
    (t) => t.kind === 'percent' || (t.kind === 'plain' && t.value >= 2 && t.value <= 15),
  );
  if (costs.length > 1 || caps.length > 1 || rest.length !== 1 + costs.length + caps.length) return null;
  const cap = caps[0];
  if (cap && !/^\s*(?:%\s*)?cap\b/.test(text.slice(cap.end, cap.end + 10))) return null;
  const capRate = cap ? (cap.kind === 'percent' ? cap.value : cap.value / 100) : undefined;
  const cost = costs[0];
  if (
    cost &&
    !/\b(?:spen[dt]|cost|renovat\w*|reno|rehab|budget|invest\w*)\b/.test(
      wordsBefore(text, tokens, cost, 40) + text.slice(cost.end, cost.end + 25),
    )
  )
    return null;
  if (!cost && !capRate) return null;
  if (cost && !/\breturn on cost\b|\broi\b|\breturn\b|\byield\b/.test(text) && !capRate) return null;
  if (!everyNumberPlaced(text, [...rest, unitSpan])) return null;
  const added = bumps[0]!.value * count * 12;
  return {
    title: 'Income and value added by a rent increase',
    inputs: [
      `Rent increase: ${formatAmount(bumps[0]!.value)} a month on each of ${count} units`,
      ...(cost ? [`Cost: ${formatAmount(cost.value)}`] : []),
      ...(capRate ? [`Cap rate: ${formatRate(capRate)}`] : []),
    ],
    results: [
      `Added income: ${formatAmount(bumps[0]!.value)} × ${count} × 12 = **${formatMoney(added)}** a year`,
      ...(cost
        ? [
            `Return on cost: ${formatMoney(added)} ÷ ${formatAmount(cost.value)} = **${formatPercent(added / cost.value)}**`,
          ]
        : []),
      ...(capRate
        ? [
            `Value created: ${formatMoney(added)} ÷ ${formatRate(capRate)} = **${formatMoney(added / capRate)}**`,
          ]
        : []),
      ...(cost && capRate
        ? [
            `Net of the cost: ${formatMoney(added / capRate)} − ${formatAmount(cost.value)} = **${formatMoney(added / capRate - cost.value)}**`,
          ]
        : []),
    ],
    method:
      'Added NOI = the monthly increase × units × 12 (same vacancy and expenses); value = added NOI ÷ cap rate; return on cost = added NOI ÷ cost',
  };
};

/** Rule 117's underwriting readers. */
export const COMMERCIAL_UNDERWRITING_READERS: readonly Reader[] = [
  breakEvenOccupancy,
  nnnOccupancyCost,
  bridgeLoanCost,
  maxLoanFromConstant,
  noiNeededForLoan,
  valueForLoanAtLtv,
  dscrInterestOnlyAndAmortizing,
  taxReassessedToPrice,
  valueFromRentIncrease,
];
