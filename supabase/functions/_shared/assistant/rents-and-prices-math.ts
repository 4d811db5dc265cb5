// Rents and prices by the unit, with every number stated: rent or value from a price per square foot
// (a lease's occupancy cost with its pass-through charges and its share of sales, a lease quote's rent
// a year and a month, two prices per foot compared), price per square foot or per door, a retail
// lease's percentage rent, a rent with yearly increases in a given year or in total over some years,
// a commission in dollars (and each side's share), and a sale-to-list
// ratio or how much higher one price is than another. Part of quick-math (READERS there).
import { isChangeAmount } from './change-by.ts';
import { COST } from './cost-share-math.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { footAmounts, isLeaseQuote } from './lease-reading.ts';
import { ORDINALS, UNITS as ONE_TO_NINETEEN } from './number-words.ts';
import {
  AREA,
  commissionShares,
  labelled,
  money,
  num,
  PER_AREA,
  percents,
  UNITS,
  YEARLY,
  yearly,
  MONTH_AFTER,
  type QuickAnswer,
  type Reader,
} from './quick-math-reading.ts';

interface AreaRate {
  value: number;
  yearly: boolean;
  /** Quoted a month right after the unit ("2.65/ft a month", "$2.25/sf/mo"). */
  monthly?: boolean;
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
    // "2.65/ft a month", or "a monthly rent of $2.65/sf": a month's rate.
    monthly:
      MONTH_AFTER.test(text.slice(m.index! + m[0].length)) ||
      /\bmonthly\b[^$\d]{0,20}$/.test(text.slice(Math.max(0, m.index! - 30), m.index!)),
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

/**
 * The tenant's sales a year ("if we do 1.1M in sales", "gross sales of $850k", "revenue $2M a year"):
 * what an occupancy cost is measured against (rule 78). One amount of $10,000 or more named by its
 * own words; undefined when none is, null when more than one is.
 */
function salesOf(text: string, tokens: readonly NumberToken[]): NumberToken | null | undefined {
  const named = money([...tokens]).filter(
    (t) =>
      t.value >= 10_000 &&
      t.period !== 'monthly' &&
      (/\b(?:sales|revenue|gross|volume|do|doing|did|gross(?:es|ed)?|ring up|take in)\b[^$\d.;?!]{0,20}$/.test(
        text.slice(Math.max(0, t.start - 30), t.start),
      ) ||
        /^\s*(?:a year |\/yr |annually |per year )?(?:in |of )?(?:gross |annual |total |yearly )?(?:sales|revenue)\b/.test(
          text.slice(t.end, t.end + 30),
        )),
  );
  if (named.length > 1) return null;
  return named[0];
}

/** A lease's base rent plus its pass-through charges (NNN, CAM, taxes, insurance), per square foot. */
function occupancyCost(
  text: string,
  tokens: readonly NumberToken[],
  rates: AreaRate[],
  area: number,
): QuickAnswer | null {
  // A base rent and one or more charges ("$26 base, $4 CAM, $2 taxes, $1 insurance per foot").
  if (rates.length < 2 || rates.length > 5 || COMPARES.test(text.replace(/\bmore\b/g, ''))) return null;
  // "$18/sf NNN or $27/sf full service gross": two quotes to choose between, never a rent plus charges
  // (the lease readers compare them, rule 57).
  if (
    /\b(?:full[- ]service|gross|modified gross|mg)\b/.test(text) &&
    /\bor\b|\bvs\.?\b|\bversus\b/.test(text)
  )
    return null;
  if (
    !/\b(?:nnn|triple[- ]net|cam|common area|taxes|insurance|operating|opex|pass[- ]?throughs?|additional rent|charges|expenses)\b/.test(
      text,
    )
  )
    return null;
  // Retail and office rents are quoted per square foot a year; "$2.50/sf/month" is a monthly quote.
  const perMonth = /(?:sq\.?\s?ft|sqft|sf|foot|ft)\.?\s*(?:per|a|\/)\s*mo(?:nth)?\b/.test(text);
  // Each rate by its own period when it states one ("base 2.65/sf a month, CAM 8.50/sf/yr").
  const [base, ...charges] = rates.map((r) => ({
    ...r,
    value: r.monthly || (perMonth && !r.yearly) ? r.value * 12 : r.value,
  })) as [AreaRate, ...AreaRate[]];
  const extra = { value: charges.reduce((sum, c) => sum + c.value, 0) };
  const chargesShown =
    charges.length > 1
      ? `${charges.map((c) => formatMoney(c.value)).join(' + ')} = ${formatMoney(extra.value)}`
      : formatMoney(extra.value);
  const annual = (base.value + extra.value) * area;
  const sqft = `${formatNumber(area, 0)} sq ft`;
  // "what % of sales if we do 1.1M": the occupancy cost as a share of the tenant's sales.
  const sales = salesOf(text, tokens);
  if (sales === null) return null;
  return {
    title: 'Occupancy cost of the lease',
    inputs: [
      `Space: ${sqft}`,
      `Base rent: ${formatMoney(base.value)}/sq ft a year`,
      `Pass-through charges (NNN/CAM): ${chargesShown}/sq ft a year`,
      ...(sales ? [`Sales: ${formatMoney(yearly(sales))} a year`] : []),
    ],
    results: [
      `Base rent: **${formatMoney((base.value * area) / 12)}** a month (${formatMoney(base.value * area)} a year)`,
      `Pass-through charges: **${formatMoney((extra.value * area) / 12)}** a month (${formatMoney(extra.value * area)} a year)`,
      `Total: **${formatMoney(base.value + extra.value)}/sq ft a year**`,
      `Annual cost: **${formatMoney(annual)}**`,
      `Monthly cost, all in: **${formatMoney(annual / 12)}**`,
      ...(sales
        ? [
            `Occupancy cost as a share of sales: **${formatPercent(annual / yearly(sales))}** (${formatMoney(annual)} ÷ ${formatMoney(yearly(sales))})`,
          ]
        : []),
    ],
    method: `(${formatMoney(base.value)} + ${formatMoney(extra.value)}) × ${sqft}, ÷ 12 for a month${sales ? '; share of sales = the year’s occupancy cost ÷ the year’s sales' : ''}`,
  };
}

/** Rent or value from a price per square foot; price per square foot from a price or a rent. */
export const perArea: Reader = ({ text, tokens }) => {
  const areas = [...text.matchAll(AREA)].map((m) => num(m[1]!));
  const rates = perAreaRates(text, tokens);
  if (areas.length !== 1) return null;
  const area = areas[0]!;
  const sqft = `${formatNumber(area, 0)} sq ft`;
  const occupancy = occupancyCost(text, tokens, rates, area);
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
    // A price per foot quoted a month is a rent: sale prices are never quoted by the month. So is a
    // quote asked back "per sf per year" or as an "annual base".
    const asksRent =
      /\brent|lease|occupancy|tenant\b/.test(text) ||
      rate.monthly === true ||
      /\bbase\b|\bnnn\b|triple net|full service|modified gross|\bquoted\b/.test(text) ||
      isLeaseQuote(text);
    if (asksRent && rate.monthly) {
      const perYear = rate.value * 12;
      return {
        title: 'Rent from a monthly rate per square foot',
        inputs: [`Space: ${sqft}`, `Rent: ${formatMoney(rate.value)}/sq ft a month`],
        results: [
          `Per sq ft a year: **${formatMoney(perYear)}** (${formatMoney(rate.value)} × 12)`,
          `Annual rent: **${formatMoney(perYear * area)}** (${formatMoney(perYear)} × ${sqft})`,
          `Monthly rent: **${formatMoney(total)}**`,
        ],
        method: `${formatMoney(rate.value)}/sq ft a month × 12 = ${formatMoney(perYear)}/sq ft a year, × ${sqft}`,
      };
    }
    if (asksRent) {
      // A rate per foot is a year's unless its own words say a month (rate.monthly, above): "what's
      // that a month?" asks for a month's rent, it does not quote one (rule 78).
      const annual = total;
      return {
        title: 'Rent from the price per square foot',
        inputs: [`Space: ${sqft}`, `Rent: ${formatMoney(rate.value)}/sq ft a year`],
        results: [`Annual rent: **${formatMoney(annual)}**`, `Monthly rent: **${formatMoney(annual / 12)}**`],
        method: `${formatMoney(rate.value)} × ${sqft} = ${formatMoney(annual)} a year`,
      };
    }
    // A TI allowance or an expense per foot is no price per foot: no value from it.
    if (footAmounts(text, tokens).some((f) => f.role === 'ti' || f.role === 'opex')) return null;
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
    const doors = /\b(?:per (?:door|unit|apartment)|a (?:door|unit)|each unit)\b|\/\s?(?:door|unit)\b/.test(
      text,
    )
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
export const perDoor: Reader = ({ text, tokens }) => {
  // The price per door is asked for ("how much is that per door", "price per unit"), not a rent per unit.
  if (!/\b(?:per (?:door|unit|apartment)|a (?:door|unit)|each unit)\b/.test(text)) return null;
  if (/\brent|lease|cap rate|noi|cash flow\b|\bgrm\b|gross rent multiplier/.test(text)) return null;
  // A cost, a budget or a bill split per door is never a price (rule 86: cost-share-math.ts).
  if (
    COST.test(text) &&
    !/\b(?:price[ds]?|bought|buy(?:ing)?|purchas\w*|sold|sell(?:ing)?|list(?:ed|ing)|asking|worth|valued?)\b/.test(
      text,
    )
  )
    return null;
  // "each unit gets 1,800/mo": an amount a month is a unit's rent, and the question is about rents.
  if (money(tokens).some((t) => t.period === 'monthly')) return null;
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

/**
 * Percentage rent of a retail lease: base rent plus a share of gross sales above a breakpoint
 * ("$60k base plus 6% of gross sales over a $1M natural breakpoint; sales came in at 1.35M").
 */
export const percentageRent: Reader = ({ text, tokens }) => {
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
  if (later) return Number(later[1]) + 1;
  const raises = raisesCounted(text);
  return raises === null ? null : raises + 1;
}

/** "one" to "ten" and "first" to "tenth": the raises people count in words. */
const COUNT_WORDS: Record<string, number> = Object.fromEntries(
  [...Object.entries(ONE_TO_NINETEEN), ...Object.entries(ORDINALS)].filter(([, n]) => n >= 1 && n <= 10),
);
const COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
const RAISES = '(?:lease )?(?:renewals?|raises?|increases?|bumps?|hikes?)';
/** "after 6 renewals", "6 raises from now", "after the 6th renewal": how many increases, counted. */
const RAISES_COUNTED = new RegExp(
  `\\b(?:after|in|following|by|with)\\s+(?:the\\s+)?${COUNT}(?:st|nd|rd|th)?\\s+${RAISES}\\b|\\b${COUNT}\\s+${RAISES}\\s+(?:from now|later|down the road|in)\\b`,
);

/** The number of increases a question counts ("after 6 renewals"), or null. */
function raisesCounted(text: string): number | null {
  const m = RAISES_COUNTED.exec(text);
  const n = m ? (m[1] ?? m[2])! : null;
  if (n === null) return null;
  return /^\d+$/.test(n) ? Number(n) : (COUNT_WORDS[n] ?? null);
}

/**
 * The rent a lease starts at: a rent per square foot times the space ("6,000 rsf at $24/sf in year
 * one"), or the one rent amount stated (`rent`, with its period). Null when neither is certain.
 */
/** An amount its own words name as a home, its price or value, or a loan: never a rent. */
const NAMED_NOT_RENT = (text: string, t: NumberToken) =>
  /^\s*(?:(?:\w+\s+)?(?:house|home|condo|townhouse|townhome|property|place|duplex|loan|mortgage|purchase)|(?:purchase |sale |list(?:ing)? )?price)\b(?!\s*(?:fees?|dues|hoa|association|insurance|tax(?:es)?|payments?|rent))/.test(
    text.slice(t.end, t.end + 22),
  ) ||
  /\b(?:bought|buy(?:ing)?|price[ds]?|worth|valued?|apprais\w*|loan|mortgage|sold|listed)\b(?: (?:it |at |for |of |is |was ))?\s*$/.test(
    text.slice(Math.max(0, t.start - 25), t.start),
  );

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
  // "if rent rises … my $400,000 house": the one amount named as a home, a price or a loan is no rent.
  if (NAMED_NOT_RENT(text, rents[0]!)) return null;
  return { value: rents[0]!.value, label: formatMoney(rents[0]!.value), rent: rents[0]! };
}

/** A value that grows (worth, appreciation), said with no rent: futureValue's, never a rent's. */
const VALUE_NOT_RENT = (text: string) =>
  /\b(?:worth|valued?|apprecia\w*|equity)\b/.test(text) &&
  !/\brent|\blease|\btenant|\bpsf\b|\/\s?(?:r?sf|sq)|\bper (?:sq|square|r?sf)|\bcharg/.test(text);

/** "total rent over the term", "all 5 years combined", "how much in total": the sum of every year. */
const TOTAL_ASKED =
  /\b(?:have|'ve|will have|would have) (?:\w+ )?paid\b|\btotal\b|\b(?:in all|altogether|combined|sum|cumulative\w*|over (?:the (?:whole|full|entire) )?(?:term|lease)|over all \d+ years)\b/;

/** A rent that rises by a percentage every year, in a given year. */
export const escalation: Reader = ({ text, tokens }) => {
  if (VALUE_NOT_RENT(text)) return null;
  if (
    !/\b(?:bumps?|escalat\w*|increases?|goes up|rises?|grows?|step[- ]?ups?|raises?|renewals?|hikes?)\b/.test(
      text,
    )
  )
    return null;
  const rates = percents(tokens);
  const n = escalationYear(text);
  // "starts at $28/sf and bumps 3% a year": the rate per square foot itself escalates.
  const perFoot = perAreaRates(text, tokens);
  const perFootOnly = perFoot.length === 1 && [...text.matchAll(AREA)].length === 0;
  const starting = perFootOnly ? null : startingRent(text, tokens);
  const start = perFootOnly ? perFoot[0]!.value : (starting?.value ?? null);
  if (n === null || rates.length !== 1 || start === null) return null;
  // "2,300 a month … how much in total": each year pays twelve of that year's monthly rent.
  const paymentsAYear = starting?.rent?.period === 'monthly' ? 12 : 1;
  const g = rates[0]!.value;
  if (!(n >= 2 && n <= 50)) return null;
  const unit = perFootOnly ? ' per sq ft' : '';
  const growth = Math.pow(1 + g, n - 1);
  // "raise 4% at each renewal … after 6 renewals": counted increases, whatever their spacing.
  const counted = raisesCounted(text) !== null && !/\b(?:year|yr)s?\b/.test(text);
  // "18,000 sf at 24.50/sf": the rate per foot that year too, beside the space's rent.
  const areas = [...text.matchAll(AREA)].map((m) => num(m[1]!));
  const footRate = !perFootOnly && perFoot.length === 1 && areas.length === 1 ? perFoot[0]!.value : null;
  return {
    title: counted ? 'Rent after increases' : 'Rent with yearly increases',
    inputs: counted
      ? [
          `Rent now: ${formatMoney(start)}${unit}`,
          `Increase: ${formatPercent(g)} each time`,
          `Increases: ${n - 1}`,
        ]
      : [
          `Year 1 rent: ${formatMoney(start)}${unit}${footRate !== null ? ` (${formatMoney(footRate)}/sq ft × ${formatNumber(areas[0]!, 0)} sq ft)` : ''}`,
          `Increase: ${formatPercent(g)} a year`,
          `Year: ${n}`,
        ],
    results: counted
      ? [`Rent after ${n - 1} increases: **${formatMoney(start * growth)}**`]
      : [
          ...(footRate !== null ? [`Year ${n} rate: **${formatMoney(footRate * growth)}/sq ft**`] : []),
          // Year n's rent has had n − 1 raises: said outright, since "in year 6" and "after 5 raises"
          // are the same rent and people mix the two up.
          `Year ${n} rent: **${formatMoney(start * growth)}**${unit}${start * growth >= 50000 && !unit ? ` (${formatMoney((start * growth) / 12)} a month)` : ''}, after ${n - 1} yearly increase${n - 1 === 1 ? '' : 's'}`,
          // "and the total rent over all 5 years": years 1 to n added up, a geometric series.
          ...(TOTAL_ASKED.test(text)
            ? [
                `Total over years 1–${n}: **${formatMoney(paymentsAYear * (g === 0 ? start * n : (start * (Math.pow(1 + g, n) - 1)) / g))}**${unit}${paymentsAYear === 12 ? ' (12 monthly rents a year)' : ''}`,
              ]
            : []),
        ],
    method: `${formatMoney(start)} × (1 + ${formatPercent(g)})^${n - 1}`,
  };
};

/**
 * The rent paid over several years when it rises each year: "5 yr lease, 18,000 sf, starting at
 * $19.50/sf with 3% annual bumps, total base rent over the term?"; "paying 2,400/mo, up 3% a year, how
 * much in total over the next 5 years?". Year 1 is the starting rent.
 */
export const rentOverYears: Reader = ({ text, tokens: said }) => {
  if (
    !/\b(?:bumps?|escalat\w*|incre\w*|(?:goes|gone|went|go|going|gos) up|ris(?:es?|ing)|grow(?:s|ing)?|climb\w*|step[- ]?ups?|rais(?:es?|ing)|up \d)/.test(
      text,
    )
  )
    return null;
  if (
    !/\btotal\b|\bin all\b|\baltogether\b|\bsum\b|\bcumulative\b|\bcombined\b|\bover the (?:term|lease|life)|\bhow much (?:will |would |do |does |did )?(?:i|we|they|you) (?:pay|spend|shell out|fork over)\b[^.?!]{0,40}\b(?:over|in|during) (?:the )?(?:next )?(?:\d|\w+ years)/.test(
      text,
    )
  )
    return null;
  // Rent or another charge paid every month (dues, a premium, a payment), not a value that grows:
  // "property worth $500k, grows 3% per year … total % gain" is appreciation (futureValue).
  if (
    !/\brent|\blease|\btenant|\bpsf\b|\/\s?(?:r?sf|sq)|\bper (?:sq|square|r?sf)|\bhoa\b|\bdues\b|\bcondo fees?\b|\bpremiums?\b|\binsurance\b|\bpayments?\b/.test(
      text,
    ) ||
    VALUE_NOT_RENT(text)
  )
    return null;
  // "(… first year at 2.4k)": the starting amount said again is one amount, not two.
  const tokens = said.filter(
    (t, i) =>
      t.kind !== 'money' ||
      !said
        .slice(0, i)
        .some((o) => o.kind === 'money' && o.value === t.value && (o.period === t.period || !t.period)),
  );
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
  const footRate = rentAmount === undefined ? perAreaRates(text, tokens)[0]?.value : undefined;
  const total = g === 0 ? yearOne * years : (yearOne * (Math.pow(1 + g, years) - 1)) / g;
  const last = yearOne * Math.pow(1 + g, years - 1);
  // What is paid: rent unless the question names dues, a premium or a payment and no rent.
  const what = /\brent|\blease|\btenant|\bpsf\b/.test(text)
    ? 'rent'
    : /\bhoa\b|\bdues\b|\bcondo fees?\b/.test(text)
      ? 'dues'
      : /\bpremiums?\b|\binsurance\b/.test(text)
        ? 'premium'
        : 'payment';
  const What = `${what[0]!.toUpperCase()}${what.slice(1)}`;
  return {
    title: `${What} over ${years} years with yearly increases`,
    inputs: [`Starting ${what}: ${startLabel}`, `Increase: ${formatPercent(g)} a year`, `Years: ${years}`],
    results: [
      `Total ${what} over ${years} years: **${formatMoney(total)}**`,
      `Year ${years} ${what}: **${formatMoney(last)}** a year${rentAmount?.period === 'monthly' ? ` (**${formatMoney(last / 12)}** a month)` : ''}, after ${years - 1} yearly increase${years - 1 === 1 ? '' : 's'}`,
      // "starting at $32.00/sf": that year's rate per foot too, as leases quote it.
      ...(footRate !== undefined
        ? [`Year ${years} rate: **${formatMoney(footRate * Math.pow(1 + g, years - 1))}/sq ft** a year`]
        : []),
    ],
    method: `Year 1 ${what} (12 × the monthly amount) × ((1 + ${formatPercent(g)})^${years} − 1) ÷ ${formatPercent(g)}: the sum of 12 × each year's ${what}, each year ${formatPercent(g)} above the one before`,
  };
};

/** A commission in dollars from the sale price and the rate, and each side's share when it is split. */
export const commissionAmount: Reader = ({ text, tokens }) => {
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

/**
 * Several sales' sale-to-list ratios ("listed 439,900 sold 425k / listed 499k sold 512.5k / …"): each
 * pair's ratio, their average (what "the average of the ratios" asks) and the ratio of the totals.
 */
const LIST_CUE = /\b(?:list(?:ed|ing)?(?: prices?)?|asking|ask)\b/;
const SALE_CUE = /\b(?:sold|closed|sales?(?: prices?)?|went|got)\b/;
/** The order of each pair, stated once: "list → sold", "sold/list", "(asking, sale price)". */
const ORDER_STATED =
  /\b(list(?:ed|ing)?(?: prices?)?|asking(?: prices?)?|sold|sales?(?: prices?)?)\s*(?:→|->|=>|\/|,|vs\.?|versus|to|and|then)\s*(?:the\s+)?(list(?:ed|ing)?(?: prices?)?|asking(?: prices?)?|sold|sales?(?: prices?)?)\b/;
/** Words between two numbers of one pair: "→", "/", "to", "vs", "and sold for". */
const PAIR_JOIN = /^\s*(?:→|->|=>|\/|to|vs\.?|versus|-|–)\s*$/;

/**
 * The list and sale price of each sale, read from how the question lays them out: each number named
 * ("listed 499,900, sold 487,000; …"), pairs in an order the question states once ("list → sold:
 * 499,900 → 487,000; 525,000 → 531,500"), or two lists ("listed at a, b and c, sold for d, e and f").
 * A number without a word of its own takes the role of the number before it in the same run.
 */
function listAndSalePairs(
  text: string,
  values: readonly NumberToken[],
): { list: number; sale: number }[] | null {
  const cueOf = (gap: string): 'list' | 'sale' | null => {
    // The nearer word names the number: "sold for 487,000; listed 525,000" gives each its own.
    const list = Math.max(...[...gap.matchAll(new RegExp(LIST_CUE.source, 'g'))].map((m) => m.index!), -1);
    const sale = Math.max(...[...gap.matchAll(new RegExp(SALE_CUE.source, 'g'))].map((m) => m.index!), -1);
    return list < 0 && sale < 0 ? null : list > sale ? 'list' : 'sale';
  };
  const gaps = values.map((t, i) => text.slice(i > 0 ? values[i - 1]!.end : 0, t.start));
  // "list → sold: a → b; c → d": an order stated once, before the first number, pairs joined by "→".
  const header = ORDER_STATED.exec(gaps[0]!.split(/[.?!]\s/).pop()!);
  const joined = values.every((_, i) => i % 2 === 0 || PAIR_JOIN.test(gaps[i]!));
  if (header && joined && gaps.slice(1).every((g) => cueOf(g) === null)) {
    const listFirst = LIST_CUE.test(header[1]!);
    const out: { list: number; sale: number }[] = [];
    for (let i = 0; i + 1 < values.length; i += 2) {
      const [a, b] = [values[i]!.value, values[i + 1]!.value];
      out.push(listFirst ? { list: a, sale: b } : { list: b, sale: a });
    }
    return out;
  }
  const roles: ('list' | 'sale' | null)[] = [];
  for (const [i, gap] of gaps.entries()) {
    const own = cueOf(i === 0 ? gap.slice(-40) : gap);
    roles.push(own ?? (i > 0 && /^\s*(?:,|;|and|&)?\s*(?:and\s+)?$/.test(gap) ? roles[i - 1]! : null));
  }
  if (roles.some((r) => r === null)) return null;
  // Named pair by pair: each pair holds one of each.
  const pairwise = roles.every((r, i) => i % 2 === 1 || (roles[i + 1] !== undefined && roles[i + 1] !== r));
  if (pairwise) {
    const out: { list: number; sale: number }[] = [];
    for (let i = 0; i < values.length; i += 2) {
      const [a, b] = [values[i]!.value, values[i + 1]!.value];
      out.push(roles[i] === 'list' ? { list: a, sale: b } : { list: b, sale: a });
    }
    return out;
  }
  // Two runs of the same length: the list prices, then the sale prices (or the other way round).
  const half = values.length / 2;
  const firstRun = roles.slice(0, half);
  const secondRun = roles.slice(half);
  if (!Number.isInteger(half) || new Set(firstRun).size !== 1 || new Set(secondRun).size !== 1) return null;
  if (firstRun[0] === secondRun[0]) return null;
  return values.slice(0, half).map((t, i) => {
    const other = values[half + i]!.value;
    return firstRun[0] === 'list' ? { list: t.value, sale: other } : { list: other, sale: t.value };
  });
}

export const saleToListOfSeveral: Reader = ({ text, tokens }) => {
  if (!/\bsale[- ]to[- ]list|list[- ]to[- ]sale|sold[- ]to[- ]list|\bsp\s?\/\s?lp\b/.test(text)) return null;
  const values = money(tokens).filter((t) => t.period === undefined && t.value >= 1000);
  if (
    values.length < 4 ||
    values.length !== tokens.filter((t) => t.kind !== 'plain' || t.value >= 1000).length
  )
    return null;
  const pairs = listAndSalePairs(text, values);
  if (!pairs) return null;
  const ratios = pairs.map((p) => p.sale / p.list);
  const average = ratios.reduce((sum, r) => sum + r, 0) / ratios.length;
  const [listed, sold] = [pairs.reduce((s2, p) => s2 + p.list, 0), pairs.reduce((s2, p) => s2 + p.sale, 0)];
  return {
    title: 'Sale-to-list ratios',
    inputs: pairs.map((p, i) => `Sale ${i + 1}: listed ${formatMoney(p.list)}, sold ${formatMoney(p.sale)}`),
    results: [
      ...pairs.map((p, i) => `Sale ${i + 1}: ${formatPercent(ratios[i]!)}`),
      `Average of the ${pairs.length} ratios: **${formatPercent(average)}**`,
      `All together (total sold ÷ total listed): ${formatPercent(sold / listed)} (${formatMoney(sold)} ÷ ${formatMoney(listed)})`,
    ],
    method: 'Each sale price ÷ its list price; the average of those ratios, and the totals’ ratio beside it',
  };
};

/** Sale-to-list ratio, or how much higher one price is than another. */
export const priceRatio: Reader = ({ text, tokens }) => {
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
      results: [
        `Sale-to-list: **${formatPercent(sold / list)}**`,
        // "and how much over ask": the gap in dollars is always worth saying beside the ratio.
        `${sold >= list ? 'Over' : 'Under'} the list price by **${formatMoney(Math.abs(sold - list))}** (${formatPercent(Math.abs(sold / list - 1))})`,
      ],
      method: `${formatMoney(sold)} ÷ ${formatMoney(list)}`,
    };
  }
  // "what percent increase is that" when a figure went from one amount to another: the change on the first.
  if (
    /\bfrom\b/.test(text) &&
    /\bto\b/.test(text) &&
    !values.some((t) => isChangeAmount(text, t)) &&
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
    // "by what percent is Riverside (440,000 median) pricier than Oak Hill": the comparison word may
    // come after the places it compares.
    /\b(?:what|how much) (?:percent|%|pct) (?:higher|more|pricier|above)|\b(?:what|how many) (?:percent|%|pct)\b.{0,60}?\b(?:higher|pricier|costlier|more expensive)\b|\bhow much (?:higher|more expensive)\b.*\bpercent|percent(?:age)? difference|(?:percent|%|pct) (?:premium|increase|more|higher)|premium (?:in|as a) (?:percent|%)/.test(
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
  // "how much cheaper is A in %", "what percent less is the second one": the gap as a share of the
  // higher price (what "cheaper" is measured against), with the other way round beside it.
  if (
    /\b(?:percent|percentage|pct)\b|%|\bin %/.test(text) &&
    /\b(?:cheaper|less|lower|below|under|discount|less expensive)\b/.test(text)
  ) {
    const [low, high] = [Math.min(a, b), Math.max(a, b)];
    if (low === high) return null;
    return {
      title: 'How much cheaper',
      inputs: [`Higher price: ${formatMoney(high)}`, `Lower price: ${formatMoney(low)}`],
      results: [
        `Cheaper by **${formatPercent(1 - low / high)}** of the higher price (${formatMoney(high - low)})`,
        `Measured against the lower price instead, the higher one is ${formatPercent(high / low - 1)} more`,
      ],
      method: `1 − ${formatMoney(low)} ÷ ${formatMoney(high)}; "cheaper by" is a share of the price it is cheaper than`,
    };
  }
  return null;
};
