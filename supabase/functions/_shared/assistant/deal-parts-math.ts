// Three sums of a deal's parts, each named by its own words (docs/assistant.md rule 121): the gain on
// a sale (sale price − selling costs − purchase price − improvements), a loan on the lower of the price
// and the appraisal with the cash down, and a project's loan at a loan-to-cost with the equity. Every
// number must take one role, else null and the question is asked. Part of quick-math (READERS there,
// through non-us-buyer-readers.ts).
import { allTaken, theOne } from './commercial-underwriting-readers.ts';
import { formatAmount, formatMoney, formatRate } from './format.ts';
import { datesIn, DAY_MS, shortDate, utc, type CalendarDate } from './calendar-dates.ts';
import type { Reader } from './quick-math-reading.ts';

/**
 * "bought for 280k, spent 45k on improvements, sold for 515k and paid 31k selling costs. my gain?":
 * the gain before tax and depreciation, with the basis shown.
 */
export const gainOnSaleFromParts: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:capital )?gain\b|\bprofit\b/.test(text) ||
    /\bdepreciat\w+ (?:of|is|was|taken)\b|\b1031\b/.test(text)
  )
    return null;
  if (/\btax(?:es)? (?:on|due|owed)\b|\bhow much tax\b|\bexclu/.test(text)) return null;
  const bought = theOne(
    text,
    tokens,
    /\b(?:bought|purchased)(?: (?:it|the house|the home|the property))?(?: for| at)?\b|\bpurchase price\b/,
  );
  const sold = theOne(
    text,
    tokens,
    /\bsold(?: (?:it|the house|the home|the property))?(?: for| at)?\b|\bsale price\b|\bselling price\b/,
  );
  // "improvements 45k", or "spent 45k on improvements".
  const spentOn = tokens.filter((t) =>
    /^\s*(?:on|in|for)\s+(?:the\s+)?(?:improvements?|renovations?|remodel\w*)\b/.test(
      text.slice(t.end, t.end + 30),
    ),
  );
  const improvements =
    spentOn.length === 1
      ? spentOn[0]
      : theOne(text, tokens, /\bimprovements?\b|\brenovations?\b|\bremodel\w*\b/);
  const selling = theOne(text, tokens, /\bselling costs?\b|\bcosts? of (?:the )?sale\b|\bsale costs?\b/);
  const roles = [bought, sold, improvements, selling];
  if (!allTaken(tokens, roles) || roles.some((t) => t!.period !== undefined)) return null;
  const [buy, sale, improve, costs] = roles.map((t) => t!.value) as [number, number, number, number];
  if (!(sale > costs && buy > 0)) return null;
  const basis = buy + improve;
  const gain = sale - costs - basis;
  return {
    title: 'Gain on the sale',
    inputs: [
      `Purchase price: ${formatAmount(buy)}`,
      `Improvements: ${formatAmount(improve)}`,
      `Sale price: ${formatAmount(sale)}`,
      `Selling costs: ${formatAmount(costs)}`,
    ],
    results: [
      `Amount realized: ${formatMoney(sale)} − ${formatMoney(costs)} = ${formatMoney(sale - costs)}`,
      `Basis: ${formatMoney(buy)} + ${formatMoney(improve)} = ${formatMoney(basis)}`,
      `${gain >= 0 ? 'Gain' : 'Loss'}: **${formatMoney(Math.abs(gain))}**`,
    ],
    method:
      'Gain = sale price − selling costs − (purchase price + improvements); before depreciation, exclusions and tax',
  };
};

/**
 * "Offer 505,000, appraisal 488,000, the bank lends 90% of the lower of price or appraisal. Loan, and
 * the cash down (price minus loan)?": the loan on the lower value; the buyer pays the price less it.
 */
export const loanOnLowerOfPriceAndAppraisal: Reader = ({ text, tokens }) => {
  if (!/\blower of\b|\blesser of\b|\bsmaller of\b/.test(text) || !/\bapprais/.test(text)) return null;
  if (/\bclosing costs? (?:of|are|is|\$|\d)|\bpoints?\b|\bpmi\b/.test(text)) return null;
  const price = theOne(text, tokens, /\boffer(?:ed)?\b|\bprice\b|\bcontract(?: price)?\b|\bpurchase\b/);
  const appraisal = theOne(text, tokens, /\bapprais\w*(?: came (?:back|in))?(?: at| of)?\b/);
  const share = theOne(text, tokens, /\blends?\b|\bltv\b|\bloan[- ]to[- ]value\b|\bfinanc\w*\b/, ['percent']);
  if (!allTaken(tokens, [price, appraisal, share])) return null;
  const lower = Math.min(price!.value, appraisal!.value);
  const loan = lower * share!.value;
  const down = price!.value - loan;
  return {
    title: 'Loan on the lower of the price and the appraisal',
    inputs: [
      `Price: ${formatAmount(price!.value)}`,
      `Appraisal: ${formatAmount(appraisal!.value)}`,
      `Lender: ${formatRate(share!.value)} of the lower`,
    ],
    results: [
      `Lower value: ${formatMoney(lower)}`,
      `Loan: ${formatMoney(lower)} × ${formatRate(share!.value)} = **${formatMoney(loan)}**`,
      `Down payment: ${formatMoney(price!.value)} − ${formatMoney(loan)} = **${formatMoney(down)}**${price!.value > appraisal!.value ? ` (${formatMoney(price!.value - appraisal!.value)} of it is the gap over the appraisal)` : ''}`,
    ],
    method:
      'Loan = the lower of price and appraisal × the lender’s share; cash down = price − loan (closing costs not included)',
  };
};

/**
 * "land 350k, hard costs 1.1M, soft costs 180k, the bank gives 75% loan-to-cost: the loan and our
 * equity?": the total cost, the loan at that share of it, and the rest as equity.
 */
export const loanToCostAndEquity: Reader = ({ text, tokens }) => {
  if (
    !/\bloan[- ]to[- ]cost\b|\bltc\b/.test(text) ||
    !/\bequity\b|\bcash\b|\bput in\b|\bown money\b/.test(text)
  )
    return null;
  const share = theOne(text, tokens, /\bloan[- ]to[- ]cost\b|\bltc\b/, ['percent']);
  const land = theOne(text, tokens, /\bland\b|\bacquisition\b|\bpurchase(?: price)?\b|\blot\b/);
  const hard = theOne(text, tokens, /\bhard costs?\b|\bconstruction(?: costs?)?\b|\bbuild(?:ing)? costs?\b/);
  const soft = theOne(text, tokens, /\bsoft costs?\b/);
  const parts = [land, hard, soft].filter((t) => t !== undefined);
  if (!share || parts.length < 2 || !allTaken(tokens, [share, ...parts])) return null;
  if (parts.some((t) => t!.period !== undefined) || !(share.value > 0.3 && share.value < 1)) return null;
  const named = [
    ['Land', land],
    ['Hard costs', hard],
    ['Soft costs', soft],
  ] as const;
  const total = parts.reduce((sum, t) => sum + t!.value, 0);
  const loan = total * share.value;
  return {
    title: 'Loan at a loan-to-cost, and the equity',
    inputs: [
      ...named.flatMap(([label, t]) => (t ? [`${label}: ${formatAmount(t.value)}`] : [])),
      `Loan-to-cost: ${formatRate(share.value)}`,
    ],
    results: [
      `Total cost: ${parts.map((t) => formatMoney(t!.value)).join(' + ')} = ${formatMoney(total)}`,
      `Loan: ${formatMoney(total)} × ${formatRate(share.value)} = **${formatMoney(loan)}**`,
      `Equity: ${formatMoney(total)} − ${formatMoney(loan)} = **${formatMoney(total - loan)}**`,
    ],
    method: 'Loan = total project cost × loan-to-cost; equity = total cost − loan',
  };
};

/**
 * "Annual property tax 6,570. The seller pays for January 1 through March 14 inclusive, with a 365-day
 * year: how many days and the seller's share?": the days of the span counted both ends in, × the
 * yearly amount ÷ the days of the year (366 only when a leap year or a 366-day year is said).
 */
export const shareOfYearForDateSpan: Reader = ({ text, tokens }) => {
  if (
    !/\b(?:through|thru|to|until|till|-)\b/.test(text) ||
    !/\bshare\b|\bhow much\b|\bowes?\b|\bpays?\b/.test(text)
  )
    return null;
  const dates = datesIn(text);
  if (dates.length !== 2) return null;
  const [from, to] = dates as [CalendarDate, CalendarDate];
  const between = text.slice(from.end, to.start);
  if (!/^\s*(?:through|thru|to|until|till|-|–)\s*$/.test(between)) return null;
  // The ends counted in: "inclusive", "through", "both days included".
  if (!/\binclusive\b|\bthrough\b|\bthru\b|\bboth (?:days|dates|ends) (?:included|counted)\b/.test(text))
    return null;
  const years = [...text.matchAll(/\b(?:19|20)\d{2}\b/g)];
  const leapSaid =
    /\b366[- ]day\b|\bleap year\b(?<!\bnot a leap year)/.test(text) && !/\bnot a leap year\b/.test(text);
  const dayBase = leapSaid ? 366 : 365;
  const amounts = tokens.filter(
    (t) =>
      !(t.start >= from.start && t.end <= to.end) &&
      !years.some((y) => t.start === y.index) &&
      !/^\s*-?\s*days?\b/.test(text.slice(t.end, t.end + 8)) &&
      !(t.value === dayBase && /^\s*-?\s*day/.test(text.slice(t.end, t.end + 6))),
  );
  const money = amounts.filter((t) => t.kind === 'money' || t.kind === 'plain');
  if (money.length !== 1 || amounts.length !== 1) return null;
  const amount = money[0]!;
  if (!/\b(?:annual|yearly|a year|per year|for the year)\b/.test(text) && amount.period !== 'yearly')
    return null;
  if (!/\btax(?:es)?\b|\bhoa\b|\bdues\b|\binsurance\b|\bassessment\b/.test(text)) return null;
  const year = leapSaid ? 2024 : 2025;
  const days = Math.round((utc(year, to.month, to.day) - utc(year, from.month, from.day)) / DAY_MS) + 1;
  if (!(days > 0 && days <= dayBase)) return null;
  const yearly = amount.value;
  return {
    title: 'Share of a yearly amount for a span of days',
    inputs: [
      `Yearly amount: ${formatAmount(yearly)}`,
      `Span: ${shortDate(utc(year, from.month, from.day))} through ${shortDate(utc(year, to.month, to.day))}, both days counted`,
      `Year: ${dayBase} days`,
    ],
    results: [
      `Days: **${days}**`,
      `Share: ${formatMoney(yearly)} ÷ ${dayBase} × ${days} = **${formatMoney((yearly / dayBase) * days)}**`,
    ],
    method: `Share = yearly amount ÷ ${dayBase} × the days of the span, both ends counted`,
  };
};

export const DEAL_PARTS_READERS: readonly Reader[] = [
  gainOnSaleFromParts,
  loanOnLowerOfPriceAndAppraisal,
  loanToCostAndEquity,
  shareOfYearForDateSpan,
];
