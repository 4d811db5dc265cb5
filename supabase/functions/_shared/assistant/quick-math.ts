// Everyday real-estate arithmetic that needs no calculator of its own: rent or value from a price per
// square foot, price per square foot or per door, the cost of points, a down payment in dollars,
// property tax from a rate, loan-to-value, equity, a value grown at a yearly rate, a refinance's
// break-even from two payments, and a 15- against a 30-year payment (issue 19: answer what can be
// computed instead of asking for inputs already given).
//
// Each reader fires only when every number its formula needs is stated with its unit, and its answer
// lists every input it used, so the reading check (reading-check.ts) still asks about any amount the
// question gives that the formula did not use.
import { loanFromPayment, monthlyPayment, remainingBalance } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { readDeal } from './amount-roles.ts';
import {
  AREA,
  clauseAfter,
  clauseBefore,
  labelled,
  money,
  monthly,
  num,
  PER_AREA,
  percents,
  UNITS,
  wordsBefore,
  YEARLY,
  yearly,
  yearsOf,
  type QuickAnswer,
  type Reader,
  commissionShares,
  wholeMonthlyRent,
  itemizedExpenses,
} from './quick-math-reading.ts';
import { ARM_READERS } from './arm-math.ts';
import { BUDGET_READERS } from './budget-math.ts';
import { BUYDOWN_READERS } from './buydown-math.ts';
import { CLOSING_COST_READERS } from './closing-costs-math.ts';
import { EQUITY_READERS } from './equity-math.ts';
import { GRM_READERS } from './grm-math.ts';
import { HOUSE_HACK_READERS } from './house-hack-math.ts';
import { INCOME_READERS } from './income-math.ts';
import { INTEREST_ONLY_READERS } from './interest-only-math.ts';
import { LOAN_PROGRAM_READERS } from './loan-programs-math.ts';
import { REFINANCE_READERS } from './refinance-math.ts';
import { COMMERCIAL_READERS } from './commercial-math.ts';
import { LEASE_READERS } from './lease-math.ts';
import { PER_MEASURE_READERS } from './price-per-measure.ts';
import { resultOf } from './calculation-cards.ts';
import { loanBalanceInputs } from './cards-loans.ts';
import { LOCATION_READERS } from './location-math.ts';
import { OWN_VERSUS_RENT_READERS } from './own-vs-rent-math.ts';
import { PAYOFF_READERS } from './payoff-math.ts';
import { PROPERTY_TAX_READERS } from './property-tax-math.ts';
import { TAX_PRORATION_READERS } from './tax-proration-math.ts';
import { SALE_TAX_READERS } from './sale-tax-math.ts';

export type { QuickAnswer } from './quick-math-reading.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';

interface AreaRate {
  value: number;
  yearly: boolean;
}

const COMPARES =
  /\b(?:difference|extra|premium|how much more|how much less|more|less|cheaper|pricier|gap|vs\.?|versus|compared)\b/;

/**
 * The prices per square foot a question states. "Both per foot per year" after two amounts makes
 * both of them rates; in a comparison, "Oak Hill goes for 480 a square foot and Lakewood for 600" gives
 * the second place's price without repeating the unit.
 */
function perAreaRates(text: string, tokens: NumberToken[]): AreaRate[] {
  const rates: AreaRate[] = [...text.matchAll(PER_AREA)].map((m) => ({
    value: num(m[1]!) * (m[2] ? 1000 : 1),
    yearly: YEARLY.test(text.slice(m.index!, m.index! + m[0].length + 24)),
  }));
  const both =
    /\b(?:both|each|all|they're|they are)\s+(?:per|a|\/)\s*(?:sq\.?\s?ft|sqft|sf|square f(?:oo|ee)t|foot|ft)\b/.exec(
      text,
    );
  if (both) {
    const perYear = YEARLY.test(text.slice(both.index, both.index + both[0].length + 20));
    const small = tokens.filter(
      (t) =>
        (t.kind === 'money' || t.kind === 'plain') &&
        t.value < 1000 &&
        t.start < both.index &&
        !/^\s*(?:sq|square|sf\b|ft)/.test(text.slice(t.end, t.end + 8)),
    );
    if (small.length >= 2) return small.map((t) => ({ value: t.value, yearly: perYear }));
  }
  if (rates.length === 1 && COMPARES.test(text)) {
    const [rate] = rates as [AreaRate];
    const other = tokens.filter(
      (t) =>
        (t.kind === 'money' || t.kind === 'plain') &&
        t.value !== rate.value &&
        t.value >= rate.value / 4 &&
        t.value <= rate.value * 4 &&
        /\bfor\s*$|\bat\s*$|\bis\s*$/.test(text.slice(Math.max(0, t.start - 6), t.start)) &&
        !/^\s*(?:sq|square|sf\b|ft)/.test(text.slice(t.end, t.end + 8)),
    );
    if (other.length === 1) rates.push({ value: other[0]!.value, yearly: rate.yearly });
  }
  return rates;
}

/** A lease's base rent plus its pass-through charges (NNN, CAM, taxes, insurance), per square foot. */
function occupancyCost(text: string, rates: AreaRate[], area: number): QuickAnswer | null {
  if (rates.length !== 2 || COMPARES.test(text.replace(/\bmore\b/g, ''))) return null;
  if (
    !/\b(?:nnn|triple[- ]net|cam|common area|taxes|insurance|operating|opex|pass[- ]?throughs?|additional rent|charges|expenses)\b/.test(
      text,
    )
  )
    return null;
  // Retail and office rents are quoted per square foot a year; "$2.50/sf/month" is a monthly quote.
  const perMonth = /(?:sq\.?\s?ft|sqft|sf|foot|ft)\.?\s*(?:per|a|\/)\s*mo(?:nth)?\b/.test(text);
  const [base, extra] = (perMonth ? rates.map((r) => ({ ...r, value: r.value * 12 })) : rates) as [
    AreaRate,
    AreaRate,
  ];
  const annual = (base.value + extra.value) * area;
  const sqft = `${formatNumber(area, 0)} sq ft`;
  return {
    title: 'Occupancy cost of the lease',
    inputs: [
      `Space: ${sqft}`,
      `Base rent: ${formatMoney(base.value)}/sq ft a year`,
      `Pass-through charges (NNN/CAM): ${formatMoney(extra.value)}/sq ft a year`,
    ],
    results: [
      `Base rent: **${formatMoney((base.value * area) / 12)}** a month (${formatMoney(base.value * area)} a year)`,
      `Total: **${formatMoney(base.value + extra.value)}/sq ft a year**`,
      `Annual cost: **${formatMoney(annual)}**`,
      `Monthly cost, all in: **${formatMoney(annual / 12)}**`,
    ],
    method: `(${formatMoney(base.value)} + ${formatMoney(extra.value)}) × ${sqft}, ÷ 12 for a month`,
  };
}

/** Rent or value from a price per square foot; price per square foot from a price or a rent. */
const perArea: Reader = ({ text, tokens }) => {
  const areas = [...text.matchAll(AREA)].map((m) => num(m[1]!));
  const rates = perAreaRates(text, tokens);
  if (areas.length !== 1) return null;
  const area = areas[0]!;
  const sqft = `${formatNumber(area, 0)} sq ft`;
  const occupancy = occupancyCost(text, rates, area);
  if (occupancy) return occupancy;
  if (rates.length === 2 && COMPARES.test(text)) {
    const [a, b] = rates as [(typeof rates)[0], (typeof rates)[0]];
    const gap = Math.abs(a.value - b.value) * area;
    return {
      title: 'Price difference by the square foot',
      inputs: [`Size: ${sqft}`, `Prices: ${formatMoney(a.value)}/sq ft and ${formatMoney(b.value)}/sq ft`],
      results: [`Difference: **${formatMoney(gap)}**`],
      method: `(${formatMoney(Math.max(a.value, b.value))} − ${formatMoney(Math.min(a.value, b.value))}) × ${sqft}`,
    };
  }
  // A comparison with one price per square foot read: the other was not, so nothing is computed.
  if (rates.length < 2 && /\b(?:difference|how much more|how much less|vs\.?|versus|compared)\b/.test(text))
    return null;
  if (rates.length === 1) {
    const rate = rates[0]!;
    const total = rate.value * area;
    const asksRent = /\brent|lease|occupancy|tenant\b/.test(text);
    if (asksRent) {
      const annual = rate.yearly || !/\b(?:a|per|\/)\s*mo(?:nth)?\b|monthly/.test(text) ? total : total * 12;
      return {
        title: 'Rent from the price per square foot',
        inputs: [`Space: ${sqft}`, `Rent: ${formatMoney(rate.value)}/sq ft a year`],
        results: [`Annual rent: **${formatMoney(annual)}**`, `Monthly: ${formatMoney(annual / 12)}`],
        method: `${formatMoney(rate.value)} × ${sqft} = ${formatMoney(annual)} a year`,
      };
    }
    // "listed at 574k… comps go for 289 a sf": the asking price per foot beside the comps' value.
    const asking = money(tokens).filter(
      (t) => t.value >= 10000 && !t.period && Math.abs(t.value - rate.value) > 1,
    );
    const listed = asking.length === 1 ? asking[0]!.value : undefined;
    return {
      title: 'Value from the price per square foot',
      inputs: [
        `Size: ${sqft}`,
        `Price: ${formatMoney(rate.value)}/sq ft`,
        ...(listed !== undefined ? [`Asking price: ${formatMoney(listed)}`] : []),
      ],
      results: [
        `Value: **${formatMoney(total)}**`,
        ...(listed !== undefined
          ? [
              `Asking price per sq ft: **${formatMoney(listed / area)}**`,
              `The asking price is ${formatMoney(Math.abs(listed - total))} ${listed >= total ? 'above' : 'below'} that value (${formatPercent(Math.abs(listed - total) / total)})`,
            ]
          : []),
      ],
      method: `${formatMoney(rate.value)} × ${sqft}${listed !== undefined ? `; ${formatMoney(listed)} ÷ ${sqft}` : ''}`,
    };
  }
  if (
    rates.length === 0 &&
    /\bper (?:sq|square|foot|sf)|\/\s?(?:sf|sq)|\bpsf\b|a (?:square )?foot\b/.test(text)
  ) {
    const amounts = money(tokens).filter((t) => t.value >= 100);
    if (amounts.length !== 1) return null;
    const amount = amounts[0]!;
    if (amount.period === 'monthly' || amount.period === 'yearly') {
      const annual = yearly(amount);
      return {
        title: 'Rent per square foot',
        inputs: [
          `Rent: ${formatMoney(amount.value)} ${amount.period === 'monthly' ? 'a month' : 'a year'}`,
          `Space: ${sqft}`,
        ],
        results: [
          `Rent: **${formatMoney(annual / area)}/sq ft a year**`,
          `Monthly: ${formatMoney(annual / 12 / area)}/sq ft`,
        ],
        method: `${formatMoney(annual)} a year ÷ ${sqft}`,
      };
    }
    // Under $5 a foot no property sells: the amount is a rent or a price per foot whose unit was
    // mistyped ("$210 per squae foot"), not a price.
    if (amount.value / area < 5) return null;
    // "price per door and per sf?": both, when the units are stated.
    const doors = /\b(?:per (?:door|unit|apartment)|a (?:door|unit)|each unit)\b/.test(text)
      ? Number(UNITS.exec(text)?.slice(1).find(Boolean))
      : NaN;
    const perDoorToo = doors >= 2;
    return {
      title: perDoorToo ? 'Price per square foot and per door' : 'Price per square foot',
      inputs: [
        `Price: ${formatMoney(amount.value)}`,
        `Size: ${sqft}`,
        ...(perDoorToo ? [`Units: ${doors}`] : []),
      ],
      results: [
        `Price per square foot: **${formatMoney(amount.value / area)}**`,
        ...(perDoorToo ? [`Price per door: **${formatMoney(amount.value / doors)}**`] : []),
      ],
      method: `${formatMoney(amount.value)} ÷ ${sqft}${perDoorToo ? `; ÷ ${doors} units` : ''}`,
    };
  }
  return null;
};

/** Price per door of a multifamily building. */
const perDoor: Reader = ({ text, tokens }) => {
  // The price per door is asked for ("how much is that per door", "price per unit"), not a rent per unit.
  if (!/\b(?:per (?:door|unit|apartment)|a (?:door|unit)|each unit)\b/.test(text)) return null;
  if (/\brent|lease|cap rate|noi|cash flow\b/.test(text)) return null;
  const units = UNITS.exec(text);
  const prices = money(tokens).filter((t) => t.value >= 20000 && t.period === undefined);
  if (!units || prices.length !== 1) return null;
  const n = Number(units[1] ?? units[2]);
  if (!(n >= 2)) return null;
  const price = prices[0]!.value;
  return {
    title: 'Price per door',
    inputs: [`Price: ${formatMoney(price)}`, `Units: ${n}`],
    results: [`Price per door: **${formatMoney(price / n)}**`],
    method: `${formatMoney(price)} ÷ ${n} units`,
  };
};

/** What discount points cost: a point is 1% of the loan. */
const pointsCost: Reader = ({ text, tokens }) => {
  // "1.5 points", "one point" (spelled out as "1 point" by normalizeText), "half a point", "a point"
  const points = /\b(\d+(?:\.\d+)?|a|half a)\s*(?:discount\s+)?(?:points?|pts)\b/.exec(text);
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
const downAmount: Reader = ({ text, tokens }) => {
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

/**
 * Percentage rent of a retail lease: base rent plus a share of gross sales above a breakpoint
 * ("$60k base plus 6% of gross sales over a $1M natural breakpoint; sales came in at 1.35M").
 */
const percentageRent: Reader = ({ text, tokens }) => {
  if (!/\bbreak ?point\b|\bpercentage rent\b|%\s+of (?:gross |total |annual )?sales\b/.test(text))
    return null;
  const pct = percents(tokens);
  if (pct.length !== 1) return null;
  const amounts = money(tokens).filter((t) => t.value >= 1000);
  const near = (t: NumberToken, before: RegExp, after?: RegExp) =>
    before.test(text.slice(Math.max(0, t.start - 40), t.start)) ||
    (after !== undefined && after.test(text.slice(t.end, t.end + 30)));
  const breakpoint = amounts.find((t) =>
    near(
      t,
      /\b(?:over|above|in excess of|beyond|exceeding|past|breakpoint(?: of| is| at)?)\s+(?:an?\s+|the\s+)?$/,
      /^\s*(?:natural |artificial )?break ?point\b/,
    ),
  );
  const sales = amounts.find(
    (t) =>
      t !== breakpoint &&
      near(
        t,
        /\bsales\b[^$\d]{0,24}$|\b(?:grossed|did|sold|revenue(?: of| was)?)\s*$/,
        /^\s*(?:in |of )?(?:gross |total )?sales\b/,
      ),
  );
  const base = amounts.find(
    (t) =>
      t !== breakpoint &&
      t !== sales &&
      near(
        t,
        /\bbase(?: rent)?(?: of| is)?\s*$|\bpays\s*$/,
        /^\s*(?:a year |\/yr |annual )?(?:base|minimum)\b/,
      ),
  );
  const rate = pct[0]!.value;
  // A natural breakpoint is the sales at which the percentage equals the base rent: base ÷ rate.
  const natural = !breakpoint && /\bnatural break ?point\b/.test(text);
  if (!sales || !base || amounts.length !== (natural ? 2 : 3) || (!breakpoint && !natural)) return null;
  const baseYear = yearly(base);
  const breakpointValue = breakpoint ? breakpoint.value : baseYear / rate;
  const overage = Math.max(0, sales.value - breakpointValue);
  return {
    title: 'Percentage rent',
    inputs: [
      `Base rent: ${formatMoney(baseYear)} a year`,
      natural
        ? `Percentage rent: ${formatPercent(rate)} of sales over the natural breakpoint, ${formatMoney(baseYear)} ÷ ${formatPercent(rate)} = ${formatMoney(breakpointValue)}`
        : `Percentage rent: ${formatPercent(rate)} of sales over ${formatMoney(breakpointValue)} (breakpoint)`,
      `Gross sales: ${formatMoney(sales.value)}`,
    ],
    results: [
      `Percentage rent: **${formatMoney(overage * rate)}** (${formatPercent(rate)} × ${formatMoney(overage)})`,
      `Total rent for the year: **${formatMoney(baseYear + overage * rate)}**`,
    ],
    method:
      'Base rent + percentage × (sales − breakpoint), nothing extra when sales are under the breakpoint',
  };
};

/** Loan-to-value from a loan and a value. */
const loanToValue: Reader = ({ text, tokens }) => {
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

/** Equity: what the home is worth less what is owed on it. */
const equity: Reader = ({ text, tokens }) => {
  if (!/\bequity\b/.test(text) || /\bheloc|line of credit|borrow\b/.test(text)) return null;
  const amounts = money(tokens).filter((t) => t.value >= 1000 && t.period === undefined);
  if (amounts.length !== 2 || percents(tokens).length > 0) return null;
  const worth = Math.max(amounts[0]!.value, amounts[1]!.value);
  const owed = Math.min(amounts[0]!.value, amounts[1]!.value);
  return {
    title: 'Home equity',
    inputs: [`Value: ${formatMoney(worth)}`, `Owed: ${formatMoney(owed)}`],
    results: [
      `Equity: **${formatMoney(worth - owed)}** (${formatPercent((worth - owed) / worth)} of the value)`,
    ],
    method: `${formatMoney(worth)} − ${formatMoney(owed)}`,
  };
};

/** A value grown at a yearly rate for some years. */
const futureValue: Reader = ({ text, tokens }) => {
  if (!/\bapprecia\w*|\bgo(?:es)? up\b|\bgrow\w*|\brises?\b|\bincreas\w*/.test(text)) return null;
  if (!/\b(?:worth|value|be|after|in)\b/.test(text)) return null;
  const values = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  const years = tokens.filter((t) => t.kind === 'years');
  if (values.length !== 1 || rates.length !== 1 || years.length !== 1) return null;
  const [v, g, n] = [values[0]!.value, rates[0]!.value, years[0]!.value];
  return {
    title: 'Value after appreciation',
    inputs: [`Value today: ${formatMoney(v)}`, `Appreciation: ${formatPercent(g)} a year`, `Years: ${n}`],
    results: [`Value after ${n} years: **${formatMoney(v * Math.pow(1 + g, n))}**`],
    method: `${formatMoney(v)} × (1 + ${formatPercent(g)})^${n}`,
  };
};

/** A refinance's break-even from its cost and the two payments. */
const refinanceFromPayments: Reader = ({ text, tokens }) => {
  if (!/\brefi|refinanc|break[- ]?even|new (?:one|payment|loan)/.test(text)) return null;
  const payment = /\bpayment|\bpaying\b|\bfrom\b.*\bto\b|\bnew (?:one|loan)\b/.test(text);
  const amounts = money(tokens);
  if (!payment || amounts.length !== 3 || percents(tokens).length > 0) return null;
  // The cost is the amount named a cost ("7,500 costs", "closing costs $7,000"); the two payments are
  // the others ("from 3,778 to 3,278"), never the cost.
  const isPayment = (t: NumberToken) =>
    /\b(?:from|to|be|is|now|payment)\s*$/.test(text.slice(Math.max(0, t.start - 12), t.start));
  const cost =
    amounts.find((t) => /^\s*(?:in )?(?:closing )?(?:costs?|fees?)\b/.test(text.slice(t.end, t.end + 20))) ??
    amounts.find(
      (t) =>
        !isPayment(t) &&
        /\b(?:costs?|closing|fees?)\b[^\d$]{0,12}$/.test(text.slice(Math.max(0, t.start - 30), t.start)),
    );
  if (!cost) return null;
  const [a, b] = amounts.filter((t) => t !== cost).map((t) => t.value) as [number, number];
  const saving = Math.abs(a - b);
  if (saving === 0) return null;
  const months = cost.value / saving;
  return {
    title: 'Refinance break-even',
    inputs: [
      `Closing costs: ${formatMoney(cost.value)}`,
      `Payment: ${formatMoney(Math.max(a, b))} now, ${formatMoney(Math.min(a, b))} after`,
    ],
    results: [
      `Monthly savings: **${formatMoney(saving)}**`,
      `Break-even: **${formatNumber(months, 1)} months** (${Math.ceil(months)} payments)`,
    ],
    method: `${formatMoney(cost.value)} ÷ ${formatMoney(saving)} a month`,
  };
};

/**
 * A refinance's break-even from its cost and the monthly saving stated outright ("saves me 250 a month
 * and costs 8,250", "payment would go down by 200/month, lender quoted 2,800 to refinance").
 */
const refinanceFromSaving: Reader = ({ text, tokens }) => {
  if (!/\brefi|refinanc|break[- ]?even|recoup|(?:pay|make|earn) (?:it|that|them|the costs?) back/.test(text))
    return null;
  const amounts = money(tokens);
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
  const cost = amounts.find((t) => t !== saving)!;
  const saved = monthly(saving);
  if (!(saved > 0) || cost.period !== undefined) return null;
  const months = cost.value / saved;
  return {
    title: 'Refinance break-even',
    inputs: [`Closing costs: ${formatMoney(cost.value)}`, `Monthly savings: ${formatMoney(saved)}`],
    results: [
      `Break-even: **${formatNumber(months, 1)} months** (${Math.ceil(months)} payments, about ${formatNumber(months / 12, 1)} years)`,
    ],
    method: `${formatMoney(cost.value)} ÷ ${formatMoney(saved)} a month`,
  };
};

/** The same loan over 15 and over 30 years. */
const fifteenVersusThirty: Reader = ({ text, tokens }) => {
  // Two terms side by side ("15 years and 30 years", "15 vs 30"), not a term and a point in time.
  if (!/\b(?:vs\.?|versus|or|and|both|either way|compare\w*)\b/.test(text)) return null;
  if (/\b(?:after|balance|remaining|left|owe|in \d+ years)\b/.test(text)) return null;
  const terms = tokens.filter((t) => t.kind === 'years').map((t) => t.value);
  if (terms.length !== 2 || terms[0] === terms[1]) return null;
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  if (loans.length !== 1 || rates.length !== 1) return null;
  if (/\bdown\b|\bprice\b|\bhome\b|\bhouse\b/.test(text) && !/\bborrow|loan|mortgage of\b/.test(text))
    return null;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  const [short, long] = [Math.min(...terms), Math.max(...terms)];
  const pShort = monthlyPayment(loan, rate, short);
  const pLong = monthlyPayment(loan, rate, long);
  return {
    title: `${short}- vs ${long}-year payment`,
    inputs: [
      `Loan: ${formatMoney(loan)}`,
      `Rate: ${formatPercent(rate, 3)}`,
      `Terms: ${short} and ${long} years`,
    ],
    results: [
      `${short} years: **${formatMoney(pShort)}** a month (total interest ${formatMoney(pShort * short * 12 - loan)})`,
      `${long} years: **${formatMoney(pLong)}** a month (total interest ${formatMoney(pLong * long * 12 - loan)})`,
    ],
    method: 'Principal and interest, fixed rate, monthly payments',
  };
};

const NOI_LABEL = /\bnoi\b|net operating income/;
const GROSS_LABEL = /\bgross(?: (?:scheduled )?(?:rents?|income))?\b|\brents?\b|\brental income\b|\bincome\b/;
const EXPENSE_LABEL = /\b(?:total )?(?:operating )?(?:expenses|opex|costs)\b/;
const EXPENSE_ITEM = '(?:property )?tax(?:es)?|insurance|maintenance|repairs|hoa|utilities|upkeep|management';
/** A list of expense items standing for the expenses ("taxes + insurance + maintenance $445"). */
const EXPENSE_ITEMS = new RegExp(
  `\\b(?:${EXPENSE_ITEM})(?:\\s*(?:\\+|and|&|,|\\/)\\s*(?:${EXPENSE_ITEM}))+\\b`,
);
const VACANCY_LABEL = /\bvacancy(?: (?:rate|allowance|factor|loss))?\b/;

/** NOI from gross income, vacancy and expenses; then the cap rate at a price or the value at a cap rate. */
const noiFromGross: Reader = ({ text, tokens }) => {
  if (!/\bnoi\b|net operating income|cap rate|worth|value|sell for\b/.test(text)) return null;
  // Financing makes it a deal for the calculators; "(no mortgage in that number)" does not.
  const financing = text.replace(
    /\b(?:no|without(?: the| a)?|before(?: the)?|excluding(?: the)?|not including(?: the)?|ex\.?)\s+(?:mortgage|loan|debt service|financing)\b/g,
    '',
  );
  if (/\b(?:down|loan|mortgage|financ\w*|cash flow|cash on cash|coc|dscr)\b/.test(financing)) return null;
  if (labelled(text, tokens, NOI_LABEL)) return null; // NOI given: the calculators take it
  // The rent, named or written per unit ("$2,075/mo per unit").
  const gross =
    labelled(text, tokens, GROSS_LABEL) ??
    tokens.find(
      (t) =>
        t.kind === 'money' &&
        t.period === 'monthly' &&
        /^\s*(?:per (?:unit|door|apartment)|each(?: unit| door)?|a (?:unit|door))\b/.test(
          text.slice(t.end, t.end + 16),
        ),
    );
  // "opex runs 38k a year", "expenses come to 12k": one verb may sit between the label and the amount.
  const total = labelled(text, tokens, EXPENSE_LABEL, ['money'], 2);
  const vacancy = labelled(text, tokens, VACANCY_LABEL, ['percent']);
  const noVacancy = /\bno vacancy|\b(?:fully|100%) (?:occupied|leased|rented)\b/.test(text);
  if (!gross || gross === total || (!vacancy && !noVacancy)) return null;
  // A rent with no period is a month's ("rents are 1450 per door"); a gross income's is a year's.
  const rentLike = /\brents?\b/.test(wordsBefore(text, tokens, gross, 30)) && gross.value < 10000;
  const grossToken =
    gross.period === undefined && rentLike ? { ...gross, period: 'monthly' as const } : gross;
  // A yearly gross is the property's; a monthly rent may be per unit ("1,650/mo per door").
  const rent = grossToken.period === 'monthly' ? wholeMonthlyRent(text, grossToken) : null;
  if (grossToken.period === 'monthly' && !rent) return null;
  const grossYear = rent ? rent.monthly * 12 : yearly(gross);
  const vacancyRate = vacancy?.value ?? 0;
  const collected = grossYear * (1 - vacancyRate);
  const prices = money(tokens).filter(
    (t) => t !== gross && t !== total && t.period === undefined && t.value >= 10000,
  );
  const isCapRate = (t: NumberToken) => t.kind === 'percent' && /\bcap\b/.test(text.slice(t.end, t.end + 12));
  // The expenses as one total, or item by item ("taxes 7200/yr, ins 3,100, PM takes 8% of rent").
  const items = total
    ? null
    : itemizedExpenses(
        text,
        tokens,
        tokens.filter(
          (t) =>
            t !== gross &&
            t !== vacancy &&
            !prices.includes(t) &&
            // Every other number must be an item: "utilities 300" left out would understate them.
            t.kind !== 'years' &&
            t.kind !== 'months' &&
            !isCapRate(t),
        ),
      );
  if (!total && !items) return null;
  const expensesYear = total
    ? yearly(total)
    : items!.reduce((sum, i) => sum + (i.yearly ?? (i.shareOfRent ?? 0) * collected), 0);
  const noi = collected - expensesYear;
  const inputs = [
    `Gross income: ${formatMoney(grossYear)} a year${rent ? ` (${rent.shown})` : ''}`,
    `Vacancy: ${formatPercent(vacancyRate)}`,
    total
      ? `Operating expenses: ${formatMoney(expensesYear)} a year${total.period === 'monthly' ? ` (${formatMoney(total.value)} a month)` : ''}`
      : `Operating expenses: ${formatMoney(expensesYear)} a year (${items!
          .map((i) =>
            i.yearly !== undefined
              ? `${i.label.toLowerCase()} ${formatMoney(i.yearly)}`
              : `${i.label.toLowerCase()} ${formatPercent(i.shareOfRent!)} of collected rent`,
          )
          .join(', ')})`,
  ];
  const results = [`NOI: **${formatMoney(noi)}** a year`];
  // With itemized expenses every other percentage is an item, unless it is a cap rate.
  const others = percents(tokens).filter((t) => t !== vacancy && (!items || isCapRate(t)));
  if (others.length === 1 && /\bcap\b/.test(text) && prices.length === 0) {
    const cap = others[0]!.value;
    inputs.push(`Cap rate: ${formatPercent(cap)}`);
    results.push(`Value at that cap rate: **${formatMoney(noi / cap)}**`);
  } else if (prices.length === 1 && others.length === 0) {
    const price = prices[0]!.value;
    inputs.push(`Price: ${formatMoney(price)}`);
    results.push(`Cap rate: **${formatPercent(noi / price)}**`);
    if (/\bgrm\b|gross rent multiplier/.test(text))
      results.push(
        `Gross rent multiplier: **${formatNumber(price / grossYear, 2)}** (price ÷ gross annual rent)`,
      );
  } else if (others.length > 0 || prices.length > 0) return null;
  return {
    title: 'Net operating income',
    inputs,
    results,
    method: `NOI = gross income × (1 − vacancy) − operating expenses${results.length > 1 ? '; cap rate = NOI ÷ value' : ''}`,
  };
};

/** DSCR and debt yield of a loan from the NOI and the loan's amount (and terms, for DSCR). */
const coverageOfLoan: Reader = ({ text, tokens }) => {
  const wantsDscr = /\bdscr\b|debt (?:service )?coverage|coverage ratio|\bcover\b|\bsupport\b/.test(text);
  const wantsYield = /\bdebt yield\b/.test(text);
  if (!wantsDscr && !wantsYield) return null;
  const noi = labelled(text, tokens, NOI_LABEL);
  if (!noi) return null;
  const loans = money(tokens).filter((t) => t !== noi && t.period === undefined && t.value >= 10000);
  if (loans.length !== 1) return null;
  const loan = loans[0]!.value;
  const noiYear = yearly(noi);
  const inputs = [`NOI: ${formatMoney(noiYear)} a year`, `Loan: ${formatMoney(loan)}`];
  const results: string[] = [];
  // A lender's minimum debt yield ("needs a 10% debt yield") is a limit, never the loan's rate.
  const requiredYield = wantsYield
    ? labelled(text, percents(tokens), /\bdebt yields?\b/, ['percent'], 2)
    : undefined;
  if (wantsYield) results.push(`Debt yield: **${formatPercent(noiYear / loan)}** (NOI ÷ loan)`);
  if (requiredYield) {
    inputs.push(`Required debt yield: ${formatPercent(requiredYield.value)}`);
    results.push(
      `Largest loan at a ${formatPercent(requiredYield.value)} debt yield: **${formatMoney(noiYear / requiredYield.value)}** (NOI ÷ required debt yield)`,
    );
  }
  if (wantsDscr) {
    const rates = percents(tokens).filter((t) => t !== requiredYield);
    const term = tokens.find((t) => t.kind === 'years' || t.kind === 'months');
    if (rates.length !== 1 || !term)
      return wantsYield && rates.length === 0
        ? { title: 'Debt yield', inputs, results, method: 'NOI ÷ loan amount' }
        : null;
    const years = yearsOf(term);
    const debtService = monthlyPayment(loan, rates[0]!.value, years) * 12;
    inputs.push(`Rate: ${formatPercent(rates[0]!.value, 3)}, amortized over ${years} years`);
    results.push(
      `Debt service: ${formatMoney(debtService)} a year`,
      `DSCR: **${formatNumber(noiYear / debtService, 2)}**`,
    );
  } else if (percents(tokens).some((t) => t !== requiredYield)) return null;
  return {
    title: wantsDscr ? 'Debt service coverage (DSCR)' : 'Debt yield',
    inputs,
    results,
    method: wantsDscr ? 'DSCR = NOI ÷ annual principal and interest' : 'Debt yield = NOI ÷ loan amount',
  };
};

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
): { monthlyIncome: number; debts: NumberToken[]; total: number } | null {
  const income = labelled(
    text,
    tokens,
    /\b(?:income|make|earn|salary|gross(?: (?:pay|monthly pay|wages))?)\b/,
  );
  if (!income) return null;
  const monthlyIncome =
    income.period === 'yearly' || (income.period === undefined && income.value >= 30000)
      ? income.value / 12
      : income.value;
  const debts = tokens.filter(
    (t) =>
      t !== income && !notDebts.includes(t) && (t.kind === 'money' || (t.kind === 'plain' && t.value >= 10)),
  );
  if (debts.some((t) => t.period === 'yearly')) return null;
  return { monthlyIncome, debts, total: debts.reduce((sum, t) => sum + t.value, 0) };
}

/** Debt-to-income: monthly debts (housing included) over gross monthly income. */
const debtToIncome: Reader = ({ text, tokens }) => {
  if (
    !/\bdti\b|debt[- ]to[- ]income|\b(?:front|back)[- ]?end\b(?: ratio| dti)?|\b(?:debt|qualifying|housing) ratios?\b|\b(?:my|our|the|what are (?:my|our|the)) ratios\b/.test(
      text,
    )
  )
    return null;
  if (/\bafford|max(?:imum)?\b|how much (?:house|home|can)/.test(text) || LOAN_SIZE_ASKED.test(text))
    return null;
  const budget = incomeAndDebts(text, tokens);
  if (!budget || budget.debts.length === 0) return null;
  const { monthlyIncome, debts, total } = budget;
  const housing = labelled(
    text,
    debts,
    /\b(?:mortgage|house|housing|piti|rent)\b(?: payment)?/,
    ['money', 'plain'],
    7,
  );
  // A front-end ratio needs the housing payment told apart from the other debts.
  if (!housing && /\bfront/.test(text)) return null;
  // HOA dues, taxes and insurance paid beside the mortgage are housing too ("2100 plus 350 hoa").
  const housingExtras = housing
    ? debts.filter(
        (t) =>
          t !== housing &&
          /\b(?:hoa|dues|property tax(?:es)?|taxes|insurance|pmi|mip)\b/.test(
            `${text.slice(Math.max(0, t.start - 15), t.start)} ${text.slice(t.end, t.end + 15)}`,
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
      `Gross income: ${formatMoney(monthlyIncome)} a month`,
      `Monthly debts: ${debts.map((t) => formatMoney(t.value)).join(' + ')} = ${formatMoney(total)}`,
    ],
    results,
    method: 'DTI = monthly debt payments ÷ gross monthly income; lenders look for about 36% (up to 43–50%)',
  };
};

/** Monthly cash flow from rent, expenses and a stated loan. */
const cashFlowWithLoan: Reader = ({ text, tokens }) => {
  if (!/\bcash ?flow\b/.test(text)) return null;
  const rent = labelled(
    text,
    tokens,
    /\brents?(?: (?:it|them|out))?(?: (?:out|for|at))?\b|\brental income\b/,
  );
  // "expenses $565/mo", "pay $565/mo in expenses", "taxes+insurance+maintenance $445 a month".
  const expenses =
    labelled(text, tokens, EXPENSE_LABEL) ??
    labelled(text, tokens, EXPENSE_ITEMS) ??
    labelled(text, tokens, EXPENSE_LABEL, ['money'], 2);
  const loan = labelled(text, tokens, /\b(?:mortgage|loan|borrow(?:ing)?|financ(?:e|ing))\b/);
  const rates = percents(tokens);
  const term = tokens.find((t) => t.kind === 'years' || t.kind === 'months');
  const noVacancy = readDeal(text).noVacancy;
  if (!rent || !expenses || !loan || rates.length !== 1 || !term || !noVacancy) return null;
  if (money(tokens).length !== 3) return null;
  const whole = wholeMonthlyRent(text, rent);
  if (!whole) return null;
  const years = yearsOf(term);
  const rentMonth = whole.monthly;
  const expMonth = monthly(expenses);
  const pi = monthlyPayment(loan.value, rates[0]!.value, years);
  const flow = rentMonth - expMonth - pi;
  return {
    title: 'Monthly cash flow',
    inputs: [
      `Rent: ${whole.shown} (no vacancy, as you said)`,
      `Expenses: ${formatMoney(expMonth)} a month`,
      `Loan: ${formatMoney(loan.value)} at ${formatPercent(rates[0]!.value, 3)} over ${years} years (P&I ${formatMoney(pi)} a month)`,
    ],
    results: [`Cash flow: **${formatMoney(flow)}** a month (${formatMoney(flow * 12)} a year)`],
    method: 'Rent − expenses − principal and interest',
  };
};

/** What is still owed on a loan after some years of payments. */
const balanceAfter: Reader = ({ text, tokens }) => {
  if (!/\b(?:balance|still owe|left to pay|left on|owe(?:d)? after|payoff|pay ?off amount)\b/.test(text))
    return null;
  const elapsedMatch =
    /\b(?:after|in|once|following|at the end of|by the end of)\s+(?:about\s+)?(\d{1,2})\s+(?:years?|yrs?)(?:\s+of\s+payments)?\b|\b(\d{1,2})\s+(?:years?|yrs?)\s+(?:in|from now|of (?:[\w-]+\s+)?payments|later)\b|\b(?:made|paid|after|making)\s+(?:exactly\s+|about\s+|around\s+|roughly\s+|just\s+|only\s+|over\s+)?(\d{1,3})\s+(?:monthly\s+)?payments\b|\b(\d{1,3})\s+(?:monthly\s+)?payments\s+(?:made|paid|in|so far|down|done)\b/.exec(
      text,
    );
  if (!elapsedMatch) return null;
  // Years, or a count of monthly payments ("have made 54 payments").
  const paymentsMade = elapsedMatch[3] ?? elapsedMatch[4];
  const elapsed = paymentsMade ? Number(paymentsMade) / 12 : Number(elapsedMatch[1] ?? elapsedMatch[2]);
  const years = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const terms = years.filter(
    (t) => t.start < elapsedMatch.index || t.start > elapsedMatch.index + elapsedMatch[0].length,
  );
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  const rates = percents(tokens);
  if (terms.length > 1 || loans.length !== 1 || rates.length !== 1) return null;
  // A price with a down payment is not the loan; that question goes to the payment calculator.
  if (/\bdown\b|\bprice\b/.test(text)) return null;
  // No term stated: the usual 30 years, said so (the term is a secondary input here).
  const term = terms[0] ? yearsOf(terms[0]) : 30;
  if (!(elapsed > 0 && elapsed < term)) return null;
  const [loan, rate] = [loans[0]!.value, rates[0]!.value];
  const months = Math.round(elapsed * 12);
  const balance = remainingBalance(loan, rate, term, months);
  const payment = monthlyPayment(loan, rate, term);
  const when = paymentsMade ? `${months} payments` : `${elapsed} years`;
  return {
    title: `Balance after ${when}`,
    inputs: [
      `Loan: ${formatMoney(loan)}`,
      `Rate: ${formatPercent(rate, 3)}`,
      `Term: ${term} years${terms[0] ? '' : ' (assumed)'} (P&I ${formatMoney(payment)} a month)`,
      `Payments made: ${months} (${formatNumber(months / 12, 1)} years)`,
    ],
    results: [
      `Remaining balance: **${formatMoney(balance)}**`,
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

// "one side rents 2,100, other 1,950": the other units' rents follow the first.
const OTHER_UNIT =
  /\b(?:(?:the )?other(?: side| unit| one| half| door)?|second (?:unit|side|door)|upstairs|downstairs|unit [b-f2-9])\s*(?:is|at|rents?(?: for)?|gets|brings(?: in)?)?\s*$/;
const RENT_CUE =
  /\b(?:rents?(?: (?:it|them))?(?: out)?(?: for| at| is| are)?|brings? in|bringing in|gross(?:es|ing)?(?: rents?)?(?: of| is)?|collects?|takes? in|rental income(?: of| is)?|rented (?:out )?(?:for|at)|side [a-d12](?: rents?)?(?: for| at)?|unit [a-d1-4](?: rents?)?(?: for| at)?|the other(?: (?:side|unit|one))?(?: for| at)?|upstairs(?: for)?|downstairs(?: for)?)\s*(?:about|around|roughly)?\s*$/;
const HOUSING_PAYMENT_CUE =
  /\b(?:piti|p\s?&\s?i|p and i|mortgage(?: payment)?|(?:loan|house|monthly) payment|debt service|note)\b/;
const OTHER_COSTS_CUE =
  /\b(?:other (?:costs?|expenses?|bills)|expenses?|costs?|set aside|reserves?|everything else|opex|operating (?:costs?|expenses?)|hoa|utilities|insurance|taxes|lawn|trash|water|repairs?|maintenance|capex|upkeep)\b/;

/**
 * Cash flow from the rents, the loan payment and the other costs, all stated ("rents 3,100/mo, PITI
 * 2,050, other costs 400"; "side A rents for 1,350, side B for 1,275"), with the cash-on-cash
 * return when the cash put in is stated too.
 */
const cashFlowFromPayment: Reader = ({ text, tokens }) => {
  if (
    !/\bcash ?flow|cash[- ]on[- ]cash|\bcoc\b|what(?:'s| do| does| would) (?:i|we|it) (?:clear|net|make|pocket)/.test(
      text,
    )
  )
    return null;
  const amounts = money(tokens);
  const before = (t: NumberToken) => wordsBefore(text, tokens, t, 40);
  const cued = amounts.filter((t) => RENT_CUE.test(before(t)) && t.period !== 'yearly');
  const rents =
    cued.length > 0
      ? amounts.filter(
          (t) =>
            cued.includes(t) ||
            (t.start > cued[0]!.start &&
              t.period !== 'yearly' &&
              OTHER_UNIT.test(before(t)) &&
              // "other 310/mo for everything else" is a cost, not the other unit's rent.
              !OTHER_COSTS_CUE.test(text.slice(t.end, t.end + 40).split(/[.;,]/)[0]!)),
        )
      : cued;
  const payment = labelled(text, amounts, HOUSING_PAYMENT_CUE, ['money'], 2);
  // Cash put in is a lump sum: "I put aside $90/mo for repairs" is a monthly cost.
  const invested = labelled(
    text,
    amounts.filter((t) => !t.period),
    /\b(?:invested|in(?:to)? (?:it|the deal)|(?:total )?cash in(?:to)?(?: (?:it|the deal))?|put(?: in)?|all[- ]in|out of pocket)\b/,
    ['money'],
    2,
  );
  if (rents.length === 0 || !payment || rents.includes(payment) || payment === invested) return null;
  // Every other amount is a monthly cost that says what it is ("HOA 45/mo", "310/mo for everything else").
  // A yearly cost ("opex is 14.5k/yr total") counts a twelfth a month.
  // "HOA 120": a bare amount right after a cost's name is dollars a month too.
  const bareCosts = tokens.filter(
    (t) => t.kind === 'plain' && t.value >= 10 && OTHER_COSTS_CUE.test(wordsBefore(text, tokens, t, 20)),
  );
  const costs = [...amounts, ...bareCosts].filter(
    (t) => !rents.includes(t) && t !== payment && t !== invested,
  );
  if (costs.some((t) => !OTHER_COSTS_CUE.test(`${before(t)} ${text.slice(t.end, t.end + 40)}`))) return null;
  // A lump sum bigger than the month's rent ("we put 68k into it") is no monthly cost.
  const rentTotal = rents.reduce((sum, t) => sum + t.value, 0);
  if (costs.some((t) => !t.period && t.value > rentTotal)) return null;
  // Percentages of the rent: vacancy, upkeep and management, each named ("8% vacancy", "5% of the gross
  // rent for maintenance", "the manager takes 8% of the rent actually collected").
  const shares = readRentShares(text, tokens);
  if (shares === null) return null;
  if (costs.length === 0 && shares.vacancy + shares.upkeep + shares.management === 0) return null;
  // One rent "per door" on a duplex is each unit's: the whole property's is that times the units.
  const whole = rents.length === 1 ? wholeMonthlyRent(text, rents[0]!) : null;
  if (rents.length === 1 && !whole) return null;
  const rent = whole ? whole.monthly : rents.reduce((sum, t) => sum + t.value, 0);
  const vacancyLoss = rent * shares.vacancy;
  const collected = rent - vacancyLoss;
  const management = (shares.managementOnGross ? rent : collected) * shares.management;
  const upkeep = rent * shares.upkeep;
  const other = costs.reduce((sum, t) => sum + monthly(t), 0);
  const flow = collected - management - upkeep - other - payment.value;
  const results = [`Cash flow: **${formatMoney(flow)}** a month (${formatMoney(flow * 12)} a year)`];
  if (invested)
    results.push(
      `Cash-on-cash return: **${formatPercent((flow * 12) / invested.value)}** (${formatMoney(flow * 12)} ÷ ${formatMoney(invested.value)})`,
    );
  return {
    title: invested ? 'Cash flow and cash-on-cash return' : 'Monthly cash flow',
    inputs: [
      rents.length > 1
        ? `Rents: ${rents.map((t) => formatMoney(t.value)).join(' + ')} = ${formatMoney(rent)} a month`
        : `Rent: ${whole ? whole.shown : `${formatMoney(rent)} a month`}`,
      ...(shares.vacancy > 0
        ? [
            `Vacancy: ${formatPercent(shares.vacancy)} = ${formatMoney(vacancyLoss)}, so ${formatMoney(collected)} collected`,
          ]
        : []),
      ...(shares.management > 0
        ? [
            `Management: ${formatPercent(shares.management)} of ${shares.managementOnGross ? 'gross' : 'collected'} rent = ${formatMoney(management)}`,
          ]
        : []),
      ...(shares.upkeep > 0
        ? [
            `${shares.allExpenses ? 'All operating expenses' : 'Maintenance/reserves'}: ${shares.upkeepParts.length > 1 ? `${shares.upkeepParts.map((v) => formatPercent(v)).join(' + ')} = ` : ''}${formatPercent(shares.upkeep)} of rent = ${formatMoney(upkeep)}`,
          ]
        : []),
      `Loan payment: ${formatMoney(payment.value)} a month`,
      ...(costs.length > 0
        ? [
            `Other costs: ${costs.map((t) => (t.period === 'yearly' ? `${formatMoney(t.value)} a year = ${formatMoney(monthly(t))}` : formatMoney(t.value))).join(' + ')} a month (as you gave them; nothing else assumed)`,
          ]
        : []),
      ...(invested ? [`Cash invested: ${formatMoney(invested.value)}`] : []),
    ],
    results,
    method: 'Rent − vacancy − management − maintenance − loan payment − other costs',
  };
};

/** Each percentage in a rental question, read as a share of rent by its name; null when one has none. */
function readRentShares(
  text: string,
  tokens: NumberToken[],
): {
  vacancy: number;
  upkeep: number;
  management: number;
  managementOnGross: boolean;
  allExpenses: boolean;
  /** The upkeep shares as given, when more than one adds into it. */
  upkeepParts: number[];
} | null {
  const shares = {
    vacancy: 0,
    upkeep: 0,
    management: 0,
    managementOnGross: false,
    allExpenses: false,
    upkeepParts: [] as number[],
  };
  const kinds: readonly ['vacancy' | 'upkeep' | 'management', RegExp][] = [
    // "25% of rent for ALL expenses (vacancy, repairs, mgmt…)": one share for every operating cost.
    ['upkeep', /\ball (?:the )?(?:expenses|costs|opex|operating (?:costs|expenses))\b|\bexpense ratio\b/],
    ['vacancy', /\bvacan\w*/],
    ['management', /\b(?:manag\w*|mgmt|mgt|pm)\b/],
    ['upkeep', /\b(?:maint\w*|repairs?|capex|reserves?|upkeep)\b/],
  ];
  for (const t of percents(tokens)) {
    // The words after a percentage name it first ("5% of the gross rent for maintenance"); else the
    // words before it in its own clause ("the manager takes 8%").
    const after = text.slice(t.end, t.end + 45).split(/[,;.]\s/)[0]!;
    const before = text
      .slice(Math.max(0, t.start - 35), t.start)
      .split(/[,;.]\s/)
      .pop()!;
    const kind = kinds.find(([, re]) => re.test(after)) ?? kinds.find(([, re]) => re.test(before));
    if (!kind) return null;
    // "5% capex and 5% repairs": two reserves of one kind add up.
    shares[kind[0]] += t.value;
    if (kind[0] === 'upkeep') shares.upkeepParts.push(t.value);
    if (kind === kinds[0]) shares.allExpenses = true;
    // Management is charged on the rent collected unless the question says gross.
    if (kind[0] === 'management')
      shares.managementOnGross = /\b(?:gross|scheduled|full|total) rent\b/.test(after);
  }
  return shares;
}

/** The 50% rule: half the gross rent goes to operating costs, the rest pays the loan and is cash flow. */
const fiftyPercentRule: Reader = ({ text, tokens }) => {
  if (!/\b50\s?(?:%|percent|pct)\s+rule|fifty percent rule/.test(text)) return null;
  const gross =
    labelled(
      text,
      tokens,
      /\b(?:gross(?:es)?|rents?(?: (?:for|at|of|is))?|rental income|brings? in|collects?)\b/,
    ) ?? readDeal(text).roles.find((r) => r.role === 'rentPerUnit')?.token;
  if (!gross) return null;
  // The loan payment as stated, or worked out from the loan's terms ("finance 80% at 7% for 30 yrs"
  // of the price).
  const stated = labelled(text, tokens, HOUSING_PAYMENT_CUE, ['money'], 2);
  const financed = stated ? null : financedPayment(text, tokens);
  if ((!stated && !financed) || gross === stated) return null;
  const payment = stated ? monthly(stated) : financed!.payment;
  // A rent per door times the doors, or rents listed one per unit and added.
  const whole = wholeMonthlyRent(text, gross);
  const listed = readDeal(text).rentList?.length ?? 1;
  // Besides the rents: the payment, or the price it is worked out from.
  if (!whole || money(tokens).length !== listed + 1) return null;
  const rent = whole.monthly;
  const flow = rent * 0.5 - payment;
  // "does it meet the 1% rule? and using the 50% rule…": both screening rules in one answer.
  const onePercent = financed !== null && /\b1\s?(?:%|percent|pct)\s+rule|one percent rule/.test(text);
  return {
    title: 'Cash flow by the 50% rule',
    inputs: [
      `Gross rent: ${whole.shown}`,
      ...(financed ? financed.shown : [`Loan payment (P&I): ${formatMoney(payment)} a month`]),
    ],
    results: [
      ...(onePercent
        ? [
            `1% rule: ${formatMoney(rent)} ÷ ${formatMoney(financed!.price)} = ${formatPercent(rent / financed!.price)}: ${rent >= financed!.price * 0.01 ? 'meets it' : `does not meet it (it needs ${formatMoney(financed!.price * 0.01)} a month)`}`,
          ]
        : []),
      `Operating costs by the rule: ${formatMoney(rent * 0.5)} a month`,
      `Cash flow: **${formatMoney(flow)}** a month (${formatMoney(flow * 12)} a year)`,
    ],
    method: '50% × gross rent − principal and interest; a screening rule, not a budget',
  };
};

/** The P&I on a price financed at a share, a rate and a term ("SFR for $210k … finance 80% at 7% for 30 yrs"). */
function financedPayment(
  text: string,
  tokens: NumberToken[],
): { payment: number; price: number; shown: string[] } | null {
  const price = tokens.find((t) => t.kind === 'money' && !t.period && t.value >= 20000);
  const rates = percents(tokens).filter((t) => !/^\s*rule\b/.test(text.slice(t.end, t.end + 8)));
  const share = rates.find(
    (t) =>
      /\b(?:financ\w*|borrow\w*|loan(?: of)?|ltv(?: of)?)\s*$/.test(
        text.slice(Math.max(0, t.start - 15), t.start),
      ) || /^\s*(?:ltv|loan[- ]to[- ]value|financ\w*)\b/.test(text.slice(t.end, t.end + 20)),
  );
  const down = rates.find((t) => t !== share && /^\s*down\b/.test(text.slice(t.end, t.end + 8)));
  const rate = rates.find((t) => t !== share && t !== down);
  const term = tokens.find((t) => t.kind === 'years' || t.kind === 'months');
  if (!price || !rate || !term || (!share && !down) || rates.length !== 2) return null;
  const loanShare = share ? share.value : 1 - down!.value;
  const years = yearsOf(term);
  const loan = price.value * loanShare;
  const payment = monthlyPayment(loan, rate.value, years);
  return {
    payment,
    price: price.value,
    shown: [
      `Price: ${formatMoney(price.value)}, ${formatPercent(loanShare)} financed: loan ${formatMoney(loan)}`,
      `Loan: ${formatPercent(rate.value, 3)} over ${years} years: P&I ${formatMoney(payment)} a month`,
    ],
  };
}

/** Rent lost to vacancy in a year: units × rent × 12 × the vacancy rate ("40 units, avg rent 1,325"). */
const vacancyLoss: Reader = ({ text, tokens }) => {
  if (
    !/\bvacanc\w*/.test(text) ||
    !/\blos[et]\b|\bloss\b|\bcost(?:s)? (?:us|me)\b|\bgive up\b|\bforgo/.test(text)
  )
    return null;
  const units = UNITS.exec(text);
  const rates = percents(tokens);
  const rents = money(tokens).filter(
    (t) => t.period === 'monthly' || /\brent/.test(text.slice(Math.max(0, t.start - 20), t.start)),
  );
  if (rates.length !== 1 || rents.length !== 1 || money(tokens).length !== 1) return null;
  const n = units ? Number(units[1] ?? units[2]) : 1;
  // A rent next to a unit count is per unit only when the question says so ("avg", "each", "per unit").
  if (n > 1 && !/\b(?:avg|average|each|per (?:unit|door|apartment)|a (?:unit|door))\b/.test(text))
    return null;
  const rent = monthly(rents[0]!);
  const gross = rent * n * 12;
  const loss = gross * rates[0]!.value;
  return {
    title: 'Rent lost to vacancy',
    inputs: [
      n > 1 ? `Units: ${n} at ${formatMoney(rent)} a month each` : `Rent: ${formatMoney(rent)} a month`,
      `Vacancy: ${formatPercent(rates[0]!.value)}`,
    ],
    results: [
      `Gross potential rent: ${formatMoney(gross)} a year`,
      `Lost to vacancy: **${formatMoney(loss)}** a year (${formatMoney(loss / 12)} a month)`,
    ],
    method: `${formatMoney(gross)} × ${formatPercent(rates[0]!.value)}`,
  };
};

/** Break-even occupancy: the share of potential rent that covers operating expenses and debt service. */
const breakEvenOccupancy: Reader = ({ text, tokens }) => {
  if (!/\bbreak[- ]?even (?:occupancy|ratio|point)\b|\boccupancy\b.{0,40}\bbreak[- ]?even\b/.test(text))
    return null;
  const expenses = labelled(text, tokens, /\b(?:operating )?(?:expenses|opex|costs)\b/, ['money'], 2);
  const debt = labelled(
    text,
    tokens,
    /\b(?:debt service|mortgage payments?|loan payments?|p\s?&\s?i)\b/,
    ['money'],
    2,
  );
  const gross = labelled(
    text,
    tokens,
    /\b(?:gross (?:potential )?(?:rent|income)|potential (?:gross )?(?:rent|income)|gpr|gross)\b/,
    ['money'],
    2,
  );
  if (
    !expenses ||
    !debt ||
    !gross ||
    new Set([expenses, debt, gross]).size !== 3 ||
    money(tokens).length !== 3
  )
    return null;
  const ratio = (yearly(expenses) + yearly(debt)) / yearly(gross);
  return {
    title: 'Break-even occupancy',
    inputs: [
      `Operating expenses: ${formatMoney(yearly(expenses))} a year`,
      `Debt service: ${formatMoney(yearly(debt))} a year`,
      `Gross potential rent: ${formatMoney(yearly(gross))} a year`,
    ],
    results: [`Break-even occupancy: **${formatPercent(ratio)}**`],
    method: '(Operating expenses + debt service) ÷ gross potential rent',
  };
};

/**
 * The largest loan a housing-ratio limit allows: income × limit − taxes and insurance is the most
 * principal and interest a month, and the loan that payment carries at the rate and term.
 */
const maxLoanFromIncome: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:biggest|largest|max(?:imum)?|most|how (?:big|much|large)(?: of)?(?: a)?) (?:loan|mortgage)\b|\bloan (?:can|could) (?:i|we) (?:get|qualify for)/.test(
      text,
    )
  )
    return null;
  const income = labelled(text, tokens, /\b(?:income|make|earn|salary|gross(?: pay)?)\b/);
  const near = (t: NumberToken, back: number, ahead: number) =>
    text.slice(Math.max(0, t.start - back), t.end + ahead);
  // A debt-to-income limit covers every debt ("43% DTI max all in"): the other debts come off it.
  const backEnd = percents(tokens).find((t) =>
    /\b(?:dti|debt[- ]to[- ]income|back[- ]?end|total debts?)\b/.test(near(t, 25, 25)),
  );
  const limit =
    backEnd ??
    percents(tokens).find((t) =>
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
      t !== income &&
      (t.period === 'monthly' || (t.kind === 'plain' && t.value >= 50)) &&
      (/\btax|insurance|escrow|hoa|pmi/.test(clauseBefore(text, t)) ||
        /^\s*(?:a month |\/mo |monthly )?(?:for |in |of )?(?:property )?(?:tax|insurance|escrow|hoa|pmi)/.test(
          text.slice(t.end, t.end + 30),
        )),
  );
  const escrow =
    escrowParts.length > 0 ? { value: escrowParts.reduce((sum, t) => sum + t.value, 0) } : undefined;
  const debts = backEnd
    ? money(tokens).filter(
        (t) =>
          t !== income &&
          t.period === 'monthly' &&
          !escrowParts.includes(t) &&
          /\b(?:car|auto|student|loans?|debts?|cards?|credit|child support|alimony)\b/.test(
            `${clauseBefore(text, t)} ${clauseAfter(text, t)}`,
          ),
      )
    : [];
  const otherDebts = debts.reduce((sum, t) => sum + t.value, 0);
  if (!income || !limit || !rate || !term || others.length !== 1) return null;
  const amounts = tokens.filter((t) => t.kind === 'money' || (t.kind === 'plain' && t.value >= 50));
  if (amounts.length !== 1 + escrowParts.length + debts.length) return null;
  const monthlyIncome = income.period === 'monthly' ? income.value : income.value / 12;
  const years = yearsOf(term);
  const housing = monthlyIncome * limit.value - otherDebts;
  const pi = housing - (escrow?.value ?? 0);
  if (!(pi > 0)) return null;
  const loan = loanFromPayment(pi, rate.value, years);
  return {
    title: 'Largest loan by the housing ratio',
    inputs: [
      `Gross income: ${formatMoney(monthlyIncome)} a month`,
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

/** PMI in dollars from its yearly rate and the loan. */
const pmiCost: Reader = ({ text, tokens }) => {
  if (!/\bpmi\b|mortgage insurance/.test(text)) return null;
  if (/\b(?:remov|drop|cancel|come off|comes off|when)\w*/.test(text)) return null;
  const rates = percents(tokens);
  const loans = money(tokens).filter((t) => t.value >= 10000 && t.period === undefined);
  if (rates.length !== 1 || loans.length !== 1 || tokens.some((t) => t.kind === 'years')) return null;
  const [rate, loan] = [rates[0]!.value, loans[0]!.value];
  return {
    title: 'PMI cost',
    inputs: [`Loan: ${formatMoney(loan)}`, `PMI: ${formatPercent(rate)} of the loan a year`],
    results: [`PMI: **${formatMoney((loan * rate) / 12)}** a month (${formatMoney(loan * rate)} a year)`],
    method: `${formatPercent(rate)} × ${formatMoney(loan)} ÷ 12`,
  };
};

/** Cash needed at closing: the down payment plus closing costs, both stated. */
const cashToClose: Reader = ({ text, tokens }) => {
  if (
    !/\bcash (?:to|at|needed at|for) clos\w*|\bcash (?:do i|will i|would i|do we|will we|would we) (?:actually )?need\b|bring to closing|due at closing|\bclosing table\b/.test(
      text,
    )
  )
    return null;
  const prices = money(tokens).filter((t) => t.value >= 20000 && t.period === undefined);
  if (prices.length !== 1) return null;
  const price = prices[0]!.value;
  const downPct =
    labelled(text, tokens, /\bdown(?: payment)?\b/, ['percent']) ??
    tokens.find((t) => t.kind === 'percent' && /^\s*down\b/.test(text.slice(t.end, t.end + 8)));
  const closingPct =
    // "closing costs estimated at 3%": a word or two may sit between the label and the amount.
    labelled(text, tokens, /\bclosing(?: costs?)?\b/, ['percent'], 2) ??
    tokens.find(
      (t) => t.kind === 'percent' && t !== downPct && /closing/.test(text.slice(t.end, t.end + 20)),
    );
  const closingAmt = labelled(text, tokens, /\bclosing(?: costs?)?\b/);
  if (!downPct || (!closingPct && !closingAmt) || downPct === closingPct) return null;
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
      (/^\s*(?:of )?(?:earnest money|emd|deposit)\b/.test(text.slice(t.end, t.end + 25)) ||
        /\b(?:earnest money|emd|deposit)(?: of| is| was)?\s*$/.test(
          text.slice(Math.max(0, t.start - 25), t.start),
        )),
  );
  const credits = (credit && credit !== closingAmt ? credit.value : 0) + (earnest ? earnest.value : 0);
  return {
    title: 'Cash needed at closing',
    inputs: [
      `Price: ${formatMoney(price)}`,
      `Down payment: ${formatPercent(downPct.value)} = ${formatMoney(down)}`,
      closingPct
        ? `Closing costs: ${formatPercent(closingPct.value)} of the ${ofLoan ? `loan (${formatMoney(closingBase)})` : 'price'} = ${formatMoney(closing)}`
        : `Closing costs: ${formatMoney(closing)}`,
      ...(credit && credit !== closingAmt ? [`Seller credit: −${formatMoney(credit.value)}`] : []),
      ...(earnest ? [`Earnest money already deposited: −${formatMoney(earnest.value)}`] : []),
    ],
    results: [
      `Closing costs: **${formatMoney(closing)}**`,
      `Cash to close: **${formatMoney(down + closing - credits)}**`,
    ],
    method:
      credits > 0
        ? 'Down payment + closing costs − credits and deposits already paid (before prepaid escrow)'
        : 'Down payment + closing costs (before any seller credits or prepaid escrow)',
  };
};

/**
 * A 1031 exchange's realized gain, the boot taxed now and the gain deferred, with every number stated
 * ("selling for 900k, basis 420k, selling costs 45k, 1031 into a 1.1M property, pulling 60k cash out,
 * no debt relief"). Without a replacement price or cash taken, the replacement price that defers it all.
 */
const exchangeGain: Reader = ({ text, tokens }) => {
  if (!/\b1031\b|like[- ]kind/.test(text)) return null;
  const basis = labelled(text, tokens, /\b(?:adjusted )?(?:cost )?basis\b/, ['money'], 1);
  const costs = labelled(text, tokens, /\b(?:selling|sale|closing) (?:costs?|expenses)\b/, ['money'], 1);
  const sale = labelled(
    text,
    tokens,
    /\b(?:sell(?:ing)?|sold|sale)\b(?:\s+(?:a|my|the|our)\s+\w+)?(?:\s+(?:for|at))?/,
  );
  if (!basis || !sale || basis === sale) return null;
  const replacement = labelled(
    text,
    tokens,
    /\b(?:into|replacement(?: property)?(?: (?:price|for|at|of))?|buy(?:ing)?|upleg|new property(?: for| at)?)(?: an?| the)?/,
    ['money'],
    1,
  );
  const cashOut = labelled(
    text,
    tokens,
    /\b(?:pull(?:ing)?|take|taking|took|keep(?:ing)?|receiv(?:e|ing)|get(?:ting)?|cash (?:out|back)|boot)(?: out)?/,
    ['money'],
    1,
  );
  // Debt on the property sold that the new loan does not replace is boot too; only its absence is read.
  const noDebtRelief =
    /\bpaid off|no (?:mortgage|debt|loan)|free and clear\b/.test(text) ||
    /\bno (?:debt|mortgage) relief\b|\bnew (?:loan|mortgage|debt) is (?:bigger|larger|higher|more)\b/.test(
      text,
    );
  // Nothing said of any mortgage: none is assumed, and the answer says so.
  const debtUnsaid = !/\b(?:mortgage|loan|debt|owe|owed|balance|lien)\b/.test(text);
  if (!noDebtRelief && !debtUnsaid) return null;
  const used = [basis, costs, sale, replacement, cashOut].filter((t) => t !== undefined);
  if (new Set(used).size !== used.length || money(tokens).length !== used.length) return null;
  const cost = costs ? costs.value : 0;
  const netSale = sale.value - cost;
  const gain = netSale - basis.value;
  const inputs = [
    `Sale price: ${formatMoney(sale.value)}`,
    `Selling costs: ${formatMoney(cost)}`,
    `Adjusted basis: ${formatMoney(basis.value)}`,
    ...(replacement ? [`Replacement property: ${formatMoney(replacement.value)}`] : []),
    ...(cashOut ? [`Cash taken out at closing: ${formatMoney(cashOut.value)}`] : []),
    debtUnsaid
      ? 'No mortgage mentioned on either property: none assumed (debt paid off and not replaced would be boot too)'
      : 'No debt relief (no mortgage paid off without being replaced)',
  ];
  if (!replacement && !cashOut)
    return {
      title: '1031 exchange: gain deferred',
      inputs,
      results: [
        `Gain deferred: **${formatMoney(gain)}**`,
        `Replacement property: at least **${formatMoney(netSale)}** (the net sale price), with all the net proceeds reinvested`,
      ],
      method:
        'Gain = sale price − selling costs − adjusted basis; buying for less than the net sale price leaves taxable boot',
    };
  const tradeDown = replacement ? Math.max(0, netSale - replacement.value) : 0;
  const boot = (cashOut?.value ?? 0) + tradeDown;
  const taxed = Math.max(0, Math.min(gain, boot));
  return {
    title: '1031 exchange: gain, boot and what is deferred',
    inputs,
    results: [
      `Realized gain: **${formatMoney(gain)}**`,
      `Boot: ${formatMoney(boot)}${tradeDown > 0 ? ` (cash ${formatMoney(cashOut?.value ?? 0)} + trading down ${formatMoney(tradeDown)})` : ''}`,
      `Gain taxable now: **${formatMoney(taxed)}** (the smaller of the gain and the boot)`,
      `Gain still deferred: ${formatMoney(gain - taxed)}`,
    ],
    method:
      'Realized gain = sale price − selling costs − adjusted basis; the gain recognized is the smaller of it and the boot; before depreciation recapture and state tax',
  };
};

/**
 * Boot in a 1031 exchange: the gain taxed now is the smaller of the realized gain and the cash (or
 * other boot) taken out ("realized gain $300k, took $40k cash out at closing"), with the tax at a rate
 * the question gives.
 */
const exchangeBoot: Reader = ({ text, tokens }) => {
  if (
    !/\b1031\b|like[- ]kind/.test(text) ||
    !/\bboot\b|\bcash (?:out|back|received)|\btook\b.*\bcash\b/.test(text)
  )
    return null;
  const gain = labelled(
    text,
    tokens,
    /\b(?:realized |total |capital )?gain(?: on [a-z ]{0,30})?\b/,
    ['money'],
    3,
  );
  const boot =
    labelled(text, tokens, /\b(?:took|take|taking|received|receive|got|pulled)\b/, ['money'], 1) ??
    labelled(text, tokens, /\b(?:cash (?:out|back)|boot)\b/, ['money'], 1);
  if (!gain || !boot || gain === boot || money(tokens).length !== 2) return null;
  const taxRate = percents(tokens);
  if (taxRate.length > 1) return null;
  const taxed = Math.min(gain.value, boot.value);
  const results = [`Gain taxed now: **${formatMoney(taxed)}** (the smaller of the gain and the boot)`];
  if (taxRate.length === 1)
    results.push(`Tax at ${formatPercent(taxRate[0]!.value)}: **${formatMoney(taxed * taxRate[0]!.value)}**`);
  results.push(`Gain still deferred: ${formatMoney(gain.value - taxed)}`);
  return {
    title: '1031 exchange: taxable boot',
    inputs: [
      `Realized gain: ${formatMoney(gain.value)}`,
      `Cash taken out (boot): ${formatMoney(boot.value)}`,
      ...(taxRate.length === 1 ? [`Tax rate: ${formatPercent(taxRate[0]!.value)}`] : []),
    ],
    results,
    method:
      'Recognized gain = the smaller of the realized gain and the boot received; before depreciation recapture and state tax',
  };
};

/** The largest loan a lender's DSCR allows at a rate and amortization. */
const maxLoanFromDscr: Reader = ({ text, tokens }) => {
  if (
    !/\bmax(?:imum)? (?:loan|borrow\w*|debt)|how (?:big|much|large)(?: of)?(?: a)? loan|loan (?:can|could|would) (?:i|we) get|how much (?:can|could|would|will) (?:i|we|they|the bank|a lender) (?:borrow|lend|loan|get)|borrowing capacity|loan (?:size|sizing|amount) (?:at|with|for|if)/.test(
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
      ? `The ${formatMoney(quoted[0]!.value)} loan quoted: DSCR **${formatNumber(yearly(noi) / (monthlyPayment(quoted[0]!.value, rate, years) * 12), 2)}**`
      : null;
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
    ],
    method: 'NOI ÷ required DSCR = the most principal and interest a year; the loan that payment carries',
  };
};

/** "how big a loan", "how much can we borrow", "max loan": the loan a limit allows. */
const LOAN_SIZE_ASKED =
  /\bhow (?:big|much|large)(?: of)?(?: a)? (?:loan|mortgage)\b|\bhow much (?:can|could) (?:i|we) borrow\b|\b(?:max(?:imum)?|biggest|largest|most|highest) (?:loan|mortgage)\b/;

/** The largest housing payment a debt-to-income limit leaves: income × limit − other debts. */
const maxHousingPayment: Reader = ({ text, tokens }) => {
  if (
    !/\bmax(?:imum)? (?:total )?(?:housing |house |mortgage )?payment|how much (?:housing|house|mortgage) payment|payment (?:can i|could i|would i) (?:afford|get|qualify)|\b(?:most|highest|biggest|largest|max)\b.{0,30}\b(?:housing|house|mortgage|monthly) payment\b|\b(?:housing|house|mortgage) payment\b.{0,30}\b(?:can|could) (?:be|go|i (?:have|carry|take on))\b|\b(?:most|max(?:imum)?) (?:we|i) (?:can|could) (?:pay|spend|afford) (?:for|on) (?:housing|a house|a home|a mortgage)\b/.test(
      text,
    ) &&
    !LOAN_SIZE_ASKED.test(text)
  )
    return null;
  const limit =
    labelled(text, tokens, /\b(?:dti|debt[- ]to[- ]income)(?: (?:limit|cap|ratio|max))?\b/, ['percent']) ??
    tokens.find(
      (t) =>
        t.kind === 'percent' &&
        /^\s*(?:back[- ]end\s+)?(?:dti|debt[- ]to[- ]income)\b/.test(text.slice(t.end, t.end + 25)),
    );
  // "…and if taxes+insurance run 450/mo, how big a loan does that support at 6.5% 30yr": the loan
  // that the payment left after taxes and insurance carries.
  const asksLoan =
    /\bloan (?:does|would|will|could) (?:that|it|this) (?:support|carry|buy|get)/.test(text) ||
    LOAN_SIZE_ASKED.test(text);
  const escrow = asksLoan
    ? tokens.find(
        (t) =>
          t.kind === 'money' &&
          t.period === 'monthly' &&
          (/\b(?:tax(?:es)?|insurance|escrow|t&i|ti)\b[^\d$]{0,20}$/.test(
            text.slice(Math.max(0, t.start - 40), t.start),
          ) ||
            // "550/mo in taxes", "$550/mo of that goes to taxes and insurance"
            /^\s*(?:of (?:that|it)\s+)?(?:(?:goes|go|is|are|would (?:go|be)|will (?:go|be)|being)\s+)?(?:to(?:wards?)?|for|in|of|on)\s+(?:the\s+)?(?:property\s+)?(?:tax(?:es)?|insurance|escrow|t&i)\b/.test(
              text.slice(t.end, t.end + 50),
            )),
      )
    : undefined;
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
    [escrow, down].filter((t) => t !== undefined),
  );
  if (!limit || !budget || percents(tokens).length !== (rate ? 2 : 1) + (downShare ? 1 : 0)) return null;
  if (rate && !term) return null;
  const { monthlyIncome, debts, total } = budget;
  const max = monthlyIncome * limit.value - total;
  const years = term ? yearsOf(term) : 0;
  const pi = max - (escrow?.value ?? 0);
  const loan = rate && pi > 0 ? loanFromPayment(pi, rate.value, years) : undefined;
  return {
    title:
      loan === undefined ? 'Maximum housing payment' : 'Maximum housing payment and the loan it supports',
    inputs: [
      `Gross income: ${formatMoney(monthlyIncome)} a month`,
      `Other monthly debts: ${debts.length > 1 ? `${debts.map((t) => formatMoney(t.value)).join(' + ')} = ` : ''}${total > 0 ? formatMoney(total) : 'none'}`,
      `Debt-to-income limit: ${formatPercent(limit.value)}`,
      ...(loan !== undefined
        ? [
            `Taxes and insurance: ${formatMoney(escrow?.value ?? 0)} a month`,
            `Rate: ${formatPercent(rate!.value, 3)} over ${years} years`,
          ]
        : []),
    ],
    results: [
      `Maximum housing payment: **${formatMoney(max)}** a month`,
      ...(loan !== undefined
        ? [
            `Principal and interest left: ${formatMoney(pi)} a month`,
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

/** The 70% rule: the most to pay is 70% of the after-repair value less the repairs. */
const seventyPercentRule: Reader = ({ text, tokens }) => {
  if (!/\b70\s?(?:%|percent|pct)\s+rule|seventy percent rule/.test(text)) return null;
  const arv =
    labelled(text, tokens, /\b(?:arv|after[- ]repair(?:ed)? value)\b/) ??
    labelled(text, tokens, /\b(?:arv|after[- ]repair(?:ed)? value)\b/, ['money'], 3);
  const repairs =
    labelled(text, tokens, /\b(?:repairs?|rehab|renovation|repair costs?|rehab costs?|reno)\b/) ??
    labelled(text, tokens, /\b(?:repairs?|rehab|renovation|reno)\b/, ['money'], 2) ??
    tokens.find(
      (t) =>
        t.kind === 'money' &&
        /^\s*(?:of|in|worth of)\s+(?:work|repairs?|rehab|renovations?|fixes|updates)\b/.test(
          text.slice(t.end, t.end + 30),
        ),
    );
  if (!arv || !repairs || arv === repairs) return null;
  return {
    title: 'The 70% rule',
    inputs: [`After-repair value: ${formatMoney(arv.value)}`, `Repairs: ${formatMoney(repairs.value)}`],
    results: [`Maximum offer: **${formatMoney(arv.value * 0.7 - repairs.value)}**`],
    method: `70% × ${formatMoney(arv.value)} − ${formatMoney(repairs.value)}`,
  };
};

/**
 * The lease year asked about: the latest "year N" named ("starting rent (year 1) … year 6" is year 6),
 * or "in/after N years", which is N increases later (year N + 1). Null when none is named.
 */
function escalationYear(text: string): number | null {
  const named = [...text.matchAll(/\byear (\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th) year\b/g)].map((m) =>
    Number(m[1] ?? m[2]),
  );
  if (named.length > 0) return Math.max(...named);
  const later = /\b(?:in|after|by)\s+(\d{1,2})\s+years?\b/.exec(text);
  return later ? Number(later[1]) + 1 : null;
}

/**
 * The rent a lease starts at: a rent per square foot times the space ("6,000 rsf at $24/sf in year
 * one"), or the one rent amount stated (`rent`, with its period). Null when neither is certain.
 */
function startingRent(
  text: string,
  tokens: NumberToken[],
): { value: number; label: string; rent?: NumberToken } | null {
  const areas = [...text.matchAll(AREA)].map((m) => num(m[1]!));
  const perArea = perAreaRates(text, tokens);
  if (perArea.length === 1 && areas.length === 1) {
    const value = perArea[0]!.value * areas[0]!;
    return {
      value,
      label: `${formatMoney(perArea[0]!.value)}/sq ft × ${formatNumber(areas[0]!, 0)} sq ft = ${formatMoney(value)}`,
    };
  }
  const rents = money(tokens).filter((t) => t.value > 0);
  if (rents.length !== 1 || perArea.length > 0) return null;
  return { value: rents[0]!.value, label: formatMoney(rents[0]!.value), rent: rents[0]! };
}

/** A rent that rises by a percentage every year, in a given year. */
const escalation: Reader = ({ text, tokens }) => {
  if (!/\b(?:bumps?|escalat\w*|increases?|goes up|rises?|grows?|step[- ]?ups?|raises?)\b/.test(text))
    return null;
  const rates = percents(tokens);
  const n = escalationYear(text);
  // "starts at $28/sf and bumps 3% a year": the rate per square foot itself escalates.
  const perFoot = perAreaRates(text, tokens);
  const perFootOnly = perFoot.length === 1 && [...text.matchAll(AREA)].length === 0;
  const start = perFootOnly ? perFoot[0]!.value : (startingRent(text, tokens)?.value ?? null);
  if (n === null || rates.length !== 1 || start === null) return null;
  const g = rates[0]!.value;
  if (!(n >= 2 && n <= 50)) return null;
  const unit = perFootOnly ? ' per sq ft' : '';
  const growth = Math.pow(1 + g, n - 1);
  // "18,000 sf at 24.50/sf": the rate per foot that year too, beside the space's rent.
  const areas = [...text.matchAll(AREA)].map((m) => num(m[1]!));
  const footRate = !perFootOnly && perFoot.length === 1 && areas.length === 1 ? perFoot[0]!.value : null;
  return {
    title: 'Rent with yearly increases',
    inputs: [
      `Year 1 rent: ${formatMoney(start)}${unit}${footRate !== null ? ` (${formatMoney(footRate)}/sq ft × ${formatNumber(areas[0]!, 0)} sq ft)` : ''}`,
      `Increase: ${formatPercent(g)} a year`,
      `Year: ${n}`,
    ],
    results: [
      ...(footRate !== null ? [`Year ${n} rate: **${formatMoney(footRate * growth)}/sq ft**`] : []),
      `Year ${n} rent: **${formatMoney(start * growth)}**${unit}${start * growth >= 50000 && !unit ? ` (${formatMoney((start * growth) / 12)} a month)` : ''}`,
    ],
    method: `${formatMoney(start)} × (1 + ${formatPercent(g)})^${n - 1}`,
  };
};

/**
 * The rent paid over several years when it rises each year: "5 yr lease, 18,000 sf, starting at
 * $19.50/sf with 3% annual bumps, total base rent over the term?"; "paying 2,400/mo, up 3% a year, how
 * much in total over the next 5 years?". Year 1 is the starting rent.
 */
const rentOverYears: Reader = ({ text, tokens }) => {
  if (!/\b(?:bumps?|escalat\w*|increases?|goes up|rises?|grows?|step[- ]?ups?|raises?|up \d)/.test(text))
    return null;
  if (!/\btotal\b|\bin all\b|\baltogether\b|\bsum\b|\bcumulative\b|\bover the (?:term|lease|life)/.test(text))
    return null;
  const rates = percents(tokens);
  if (rates.length !== 1) return null;
  const next = /\b(?:next|over|for|first)\s+(\d{1,2})\s+(?:years?|yrs?)\b/.exec(text);
  const terms = tokens.filter((t) => t.kind === 'years');
  const years = next ? Number(next[1]) : terms.length === 1 ? terms[0]!.value : NaN;
  if (!(years >= 2 && years <= 50)) return null;
  const start = startingRent(text, tokens);
  if (!start) return null;
  // A rent per square foot is a year's; a rent amount counts by its own period, and one with none
  // under $20,000 ("rent's 1,900 now") is a month's, as rents are quoted.
  const rentAmount =
    start.rent && !start.rent.period && start.rent.value < 20000
      ? { ...start.rent, period: 'monthly' as const }
      : start.rent;
  const yearOne = rentAmount ? yearly(rentAmount) : start.value;
  const startLabel =
    rentAmount === undefined
      ? `${start.label} in year 1`
      : rentAmount.period === 'monthly'
        ? `${formatMoney(rentAmount.value)} a month = ${formatMoney(yearOne)} in year 1`
        : `${formatMoney(yearOne)} in year 1`;
  const g = rates[0]!.value;
  const total = g === 0 ? yearOne * years : (yearOne * (Math.pow(1 + g, years) - 1)) / g;
  const last = yearOne * Math.pow(1 + g, years - 1);
  return {
    title: `Rent over ${years} years with yearly increases`,
    inputs: [`Starting rent: ${startLabel}`, `Increase: ${formatPercent(g)} a year`, `Years: ${years}`],
    results: [
      `Total rent over ${years} years: **${formatMoney(total)}**`,
      `Year ${years} rent: ${formatMoney(last)}`,
    ],
    method: `Year 1 rent × ((1 + ${formatPercent(g)})^${years} − 1) ÷ ${formatPercent(g)}: the sum of each year's rent`,
  };
};

/** A commission in dollars from the sale price and the rate, and each side's share when it is split. */
const commissionAmount: Reader = ({ text, tokens }) => {
  if (!/\bcommissions?\b/.test(text)) return null;
  if (/\b(?:owe\w*|payoff|net\b|nets|walk away|proceeds|closing costs?|mortgage)\b/.test(text)) return null;
  if (
    !/\bhow much\b|\bin dollars\b|\bwhat(?:'s| is| would be| will be) (?:the |my |their |each )?(?:commission|side|agent)|\beach (?:side|agent|brokerage|broker)\b|\bper side\b|\b(?:my|the agent's) (?:gross )?(?:check|cut|share|take)\b|\bdo i (?:get|make|take home|keep)\b/.test(
      text,
    )
  )
    return null;
  const prices = money(tokens).filter((t) => t.value >= 20000 && t.period === undefined);
  const rates = percents(tokens);
  if (prices.length !== 1 || rates.length !== 1 || money(tokens).length !== 1) return null;
  const [price, rate] = [prices[0]!.value, rates[0]!.value];
  if (!(rate > 0 && rate <= 0.1)) return null;
  const total = price * rate;
  // "split 50/50 between the brokerages … I'm on a 70/30 split with my broker (I keep 70)": the side,
  // then the agent's share of it (commissionShares).
  const shares = commissionShares(text);
  if (shares.side !== undefined && shares.agent !== undefined) {
    const side = total * shares.side;
    const agentShare = shares.agent;
    return {
      title: "An agent's commission check",
      inputs: [
        `Sale price: ${formatMoney(price)}`,
        `Commission: ${formatPercent(rate, 3)} in total, split 50/50 between the brokerages`,
        `The agent's split with the brokerage: the agent keeps ${formatPercent(agentShare, 0)}`,
      ],
      results: [
        `Total commission: ${formatMoney(total)}`,
        `The agent's brokerage's side: ${formatMoney(side)}`,
        `The agent's gross check: **${formatMoney(side * agentShare)}** (before fees and taxes)`,
      ],
      method: `${formatMoney(price)} × ${formatPercent(rate, 3)} × 50% × ${formatPercent(agentShare, 0)}`,
    };
  }
  const split = /\bsplit\b|\beach (?:side|agent|brokerage|broker)\b|\bper side\b|\bhalf\b|50\s?\/\s?50/.test(
    text,
  );
  return {
    title: 'Commission',
    inputs: [`Sale price: ${formatMoney(price)}`, `Commission: ${formatPercent(rate, 3)} in total`],
    results: [
      `Total commission: **${formatMoney(total)}**`,
      ...(split ? [`Each side (split 50/50): **${formatMoney(total / 2)}**`] : []),
    ],
    method: split
      ? `${formatMoney(price)} × ${formatPercent(rate, 3)}, halved between the listing and the buyer's brokerages`
      : `${formatMoney(price)} × ${formatPercent(rate, 3)}`,
  };
};

/** The yearly appreciation (compounded) from a purchase price to today's value over some years. */
const appreciationRate: Reader = ({ text, tokens }) => {
  if (
    !/\bapprecia\w*|growth rate|(?:per|a) year (?:growth|gain)|annual(?:ized)? (?:growth|return|gain)|\bcompound(?:ed)?\b|\bcagr\b/.test(
      text,
    )
  )
    return null;
  if (!/\brate\b|\bwhat(?:'s| is| was)\b|\bhow much\b|\bper year\b|\ba year\b|\bannual/.test(text))
    return null;
  const values = money(tokens).filter((t) => t.period === undefined && t.value >= 1000);
  const years = tokens.filter((t) => t.kind === 'years');
  // "bought in 2012 … sold in 2024": the years between two calendar years.
  const calendar = [...text.matchAll(/\b(?:19[5-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[0]));
  const span = calendar.length === 2 ? Math.abs(calendar[1]! - calendar[0]!) : 0;
  if (values.length !== 2 || percents(tokens).length > 0) return null;
  if (years.length !== 1 && !(years.length === 0 && span > 0)) return null;
  const [from, to] = [values[0]!.value, values[1]!.value];
  const n = years.length === 1 ? years[0]!.value : span;
  const rate = Math.pow(to / from, 1 / n) - 1;
  return {
    title: 'Yearly appreciation',
    inputs: [`Then: ${formatMoney(from)}`, `Now: ${formatMoney(to)}`, `Years: ${n}`],
    results: [
      `Appreciation: **${formatPercent(rate)}** a year (compounded); ${formatPercent(to / from - 1)} in all`,
    ],
    method: `(${formatMoney(to)} ÷ ${formatMoney(from)})^(1/${n}) − 1`,
  };
};

/** Sale-to-list ratio, or how much higher one price is than another. */
const priceRatio: Reader = ({ text, tokens }) => {
  const values = money(tokens).filter((t) => t.period === undefined && t.value >= 1000);
  if (values.length !== 2 || percents(tokens).length > 0) return null;
  const [a, b] = [values[0]!.value, values[1]!.value];
  if (
    /\bsale[- ]to[- ]list|list[- ]to[- ]sale|sold (?:for )?(?:over|under|above|below) (?:list|asking)|percent of (?:list|asking)/.test(
      text,
    )
  ) {
    // The list price is the amount named a listing or asking price; the other is what it sold for.
    const listed = labelled(text, values, /\b(?:list(?:ing|ed)?(?: price)?|asking(?: price)?|listed at)\b/);
    const closed = labelled(text, values, /\b(?:closed|sold|sale price|went for|closing)(?: (?:at|for))?\b/);
    const list = listed?.value ?? (closed ? (closed === values[0] ? b : a) : undefined);
    const sold = closed?.value ?? (listed ? (listed === values[0] ? b : a) : undefined);
    if (list === undefined || sold === undefined || list === sold) return null;
    return {
      title: 'Sale-to-list ratio',
      inputs: [`List price: ${formatMoney(list)}`, `Sale price: ${formatMoney(sold)}`],
      results: [`Sale-to-list: **${formatPercent(sold / list)}**`],
      method: `${formatMoney(sold)} ÷ ${formatMoney(list)}`,
    };
  }
  // "what percent increase is that" when a figure went from one amount to another: the change on the first.
  if (
    /\bfrom\b/.test(text) &&
    /\bto\b/.test(text) &&
    /\b(?:percent|%|pct)\s*(?:increase|decrease|change|rise|gain|drop|decline|growth|jump)/.test(text)
  ) {
    return {
      title: 'Percent change',
      inputs: [`From: ${formatMoney(a)}`, `To: ${formatMoney(b)}`],
      results: [`Change: **${formatPercent(b / a - 1)}** (${formatMoney(b - a)})`],
      method: `${formatMoney(b)} ÷ ${formatMoney(a)} − 1`,
    };
  }
  if (
    /\b(?:what|how much) (?:percent|%|pct) (?:higher|more|pricier|above)|\bhow much (?:higher|more expensive)\b.*\bpercent|percent(?:age)? difference|(?:percent|%|pct) (?:premium|increase|more|higher)|premium (?:in|as a) (?:percent|%)/.test(
      text,
    )
  ) {
    const [low, high] = [Math.min(a, b), Math.max(a, b)];
    return {
      title: 'How much higher',
      inputs: [`Lower: ${formatMoney(low)}`, `Higher: ${formatMoney(high)}`],
      results: [`Higher by **${formatPercent(high / low - 1)}** (${formatMoney(high - low)})`],
      method: `${formatMoney(high)} ÷ ${formatMoney(low)} − 1`,
    };
  }
  return null;
};

/** A flip's profit: sale less purchase, rehab, selling and holding costs, all stated. */
/** What a flip's cost is, from the words around it (the nearest clause first); null when it does not say. */
function projectCost(text: string, t: NumberToken, tokens: readonly NumberToken[]): string | null {
  // Back to the number before it, and on to the end of its own clause.
  const before = wordsBefore(text, tokens, t, 60);
  const after = text.slice(t.end, t.end + 40);
  const near = `${before} ${after.split(/[,;.]\s|\(/)[0]}`;
  const kinds: readonly [string, RegExp][] = [
    ['Rehab', /\b(?:rehab|reno\w*|repairs?|renovations?|work|put)\b/],
    ['Holding costs', /\b(?:holding|carrying)\b/],
    ['Closing costs', /\b(?:closing|fees?)\b/],
    ['Other costs', /\b(?:costs?|utilities|insurance|taxes|interest|staging|permits?)\b/],
  ];
  for (const [name, re] of kinds) if (re.test(near)) return name;
  return null;
}

const flipProfit: Reader = ({ text, tokens }) => {
  if (!/\bflip|\bfix and flip|\bprofit\b/.test(text)) return null;
  const buy = labelled(text, tokens, /\b(?:buy(?:ing)?|purchase|bought)(?: (?:it|at|for))?\b/);
  const sell = labelled(text, tokens, /\b(?:sell(?:ing)?|sale|sold|arv)(?: (?:it|at|for))?\b/);
  const sellCostPct = tokens.find(
    (t) =>
      t.kind === 'percent' &&
      /sell|sale|closing|commission|agent/.test(
        text.slice(Math.max(0, t.start - 25), t.start) + text.slice(t.end, t.end + 30),
      ),
  );
  if (!buy || !sell || buy === sell || !sellCostPct || percents(tokens).length !== 1) return null;
  // Every other amount is a cost of the project, and each must say what it is (rehab, holding, closing…).
  const others = tokens.filter(
    (t) => (t.kind === 'money' || (t.kind === 'plain' && t.value >= 100)) && t !== buy && t !== sell,
  );
  const described = others.map((t) => ({ t, what: projectCost(text, t, tokens) }));
  if (described.length === 0 || described.some((d) => d.what === null)) return null;
  const sellingCosts = sell.value * sellCostPct.value;
  const projectCosts = described.reduce((sum, d) => sum + d.t.value, 0);
  const profit = sell.value - buy.value - projectCosts - sellingCosts;
  return {
    title: 'Flip profit',
    inputs: [
      `Purchase: ${formatMoney(buy.value)}`,
      ...described.map((d) => `${d.what}: ${formatMoney(d.t.value)}`),
      `Sale: ${formatMoney(sell.value)}`,
      `Selling costs: ${formatPercent(sellCostPct.value)} of the sale = ${formatMoney(sellingCosts)}`,
    ],
    results: [`Profit before tax: **${formatMoney(profit)}**`],
    method: 'Sale − purchase − every project cost listed − selling costs',
  };
};

/** A building's gross rent from the units and the rent per unit. */
const grossFromUnits: Reader = ({ text, tokens }) => {
  if (!/\bgross\b|total rent|annual rent|rent roll|income/.test(text)) return null;
  const units = UNITS.exec(text) ?? /\b(\d{1,4})[\s-]*(?:units?|doors?)\b/.exec(text);
  const rents = money(tokens).filter((t) => t.period === 'monthly');
  if (!units || rents.length !== 1 || money(tokens).length !== 1) return null;
  const n = Number(units[1] ?? units[2]);
  const rent = rents[0]!.value;
  if (!(n >= 2)) return null;
  return {
    title: 'Gross rent',
    inputs: [`Units: ${n}`, `Rent: ${formatMoney(rent)} a month per unit`],
    results: [`Gross rent: **${formatMoney(rent * n * 12)}** a year (${formatMoney(rent * n)} a month)`],
    method: `${formatMoney(rent)} × ${n} units × 12`,
  };
};

/** A HELOC's room: the lender's combined LTV of the value less what is owed. */
const helocRoom: Reader = ({ text, tokens }) => {
  if (!/\bheloc\b|home equity line|line of credit|borrow against/.test(text)) return null;
  const rates = percents(tokens);
  const values = money(tokens).filter((t) => t.period === undefined && t.value >= 1000);
  if (rates.length !== 1 || values.length !== 2) return null;
  const value = labelled(text, values, /\b(?:value|worth|appraise\w*|house|home)\b/) ?? values[0]!;
  const owed = values.find((t) => t !== value)!;
  if (owed.value >= value.value) return null;
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
    results: [`Largest line: **${formatMoney(value.value * cltv - owed.value)}**`],
    method: `${formatPercent(cltv)} × ${formatMoney(value.value)} − ${formatMoney(owed.value)}`,
  };
};

const READERS: readonly Reader[] = [
  ...COMMERCIAL_READERS,
  ...LEASE_READERS,
  ...ARM_READERS,
  ...LOCATION_READERS,
  // After the two-homes reader of location-math.ts, which also gives the gap per foot.
  ...PER_MEASURE_READERS,
  ...OWN_VERSUS_RENT_READERS,
  ...PAYOFF_READERS,
  ...BUDGET_READERS,
  ...INTEREST_ONLY_READERS,
  ...LOAN_PROGRAM_READERS,
  ...INCOME_READERS,
  ...EQUITY_READERS,
  ...CLOSING_COST_READERS,
  ...GRM_READERS,
  ...BUYDOWN_READERS,
  ...HOUSE_HACK_READERS,
  ...REFINANCE_READERS,
  ...PROPERTY_TAX_READERS,
  ...TAX_PRORATION_READERS,
  ...SALE_TAX_READERS,
  vacancyLoss,
  breakEvenOccupancy,
  maxLoanFromIncome,
  percentageRent,
  rentOverYears,
  commissionAmount,
  seventyPercentRule,
  escalation,
  appreciationRate,
  priceRatio,
  flipProfit,
  grossFromUnits,
  helocRoom,
  maxHousingPayment,
  maxLoanFromDscr,
  exchangeGain,
  exchangeBoot,
  cashToClose,
  pmiCost,
  noiFromGross,
  coverageOfLoan,
  debtToIncome,
  cashFlowWithLoan,
  cashFlowFromPayment,
  fiftyPercentRule,
  balanceAfter,
  perArea,
  perDoor,
  pointsCost,
  downAmount,
  loanToValue,
  equity,
  futureValue,
  refinanceFromPayments,
  refinanceFromSaving,
  fifteenVersusThirty,
];

/** The arithmetic a question asks for, when every number it needs is stated; otherwise null. */
export function readQuickMath(input: string): QuickAnswer | null {
  const text = normalizeText(input);
  const reading = { text, tokens: tokenizeNumbers(text) };
  for (const read of READERS) {
    const answer = read(reading);
    if (answer) return answer;
  }
  return null;
}

export function renderQuickAnswer(answer: QuickAnswer): string {
  return [
    `### ${answer.title}`,
    '',
    '**Inputs**',
    ...answer.inputs.map((i) => `- ${i}`),
    '',
    '**Result**',
    ...answer.results.map((r) => `- ${r}`),
    '',
    ...(answer.table ? [answer.table, ''] : []),
    `_${answer.method}._`,
    '',
  ].join('\n');
}
