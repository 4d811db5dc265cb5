// Equity some years out, with every number stated ("bought for 310k, 248k loan at 6.5% 30yr, values
// go up 3.5% a yr: worth after 7 yrs and equity then?"): the value grown at the rate, less the loan's
// balance after that many payments. Also equity today: what the home is worth less what is owed on
// it. Part of quick-math (READERS there).
import { remainingBalance } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { saysPaid } from './paid-off.ts';
import { readDeal } from './amount-roles.ts';
import { money, percents, wholeMonthlyRent, yearsOf, type Reader } from './quick-math-reading.ts';

const APPRECIATION =
  /\b(?:apprecia\w*|values? (?:go|goes|grow|grows|rise|rises|increase|increases)|grows?|goes up)\b/;

/**
 * How long until the equity is wanted: "after 7 years", "in 10 yrs", "by year 5", "hold it 7 years",
 * "sell in 5 years", "a 7-year hold". The years are group 1 or 2.
 */
const HOLD =
  /\b(?:(?:after|in|at year|by year|hold(?:ing)?(?: it| the property| onto it| on to it)?(?: for)?|sell(?: it)? (?:in|after))\s+(\d{1,2})\s*(?:years?|yrs?)\b|(\d{1,2})[- ]?(?:years?|yrs?)[- ]hold\b)/;

/** The loan's term when the question gives none: the usual 30 years, said in the answer. */
const ASSUMED_TERM_YEARS = 30;

const equityAfterYears: Reader = ({ text, tokens }) => {
  if (!/\bequity\b/.test(text) || !APPRECIATION.test(text)) return null;
  const after = HOLD.exec(text);
  if (!after) return null;
  const years = Number(after[1] ?? after[2]);
  const lumps = money(tokens).filter((t) => t.value >= 10000 && !t.period);
  const loan = lumps.find(
    (t) =>
      /^\s*(?:loan|mortgage)\b/.test(text.slice(t.end, t.end + 12)) ||
      /\b(?:loan|mortgage|borrow\w*|financ\w*)(?: of| is| at)?\s*$/.test(
        text.slice(Math.max(0, t.start - 20), t.start),
      ),
  );
  // The price is named ("bought for 310k", "a 400k house"), or is the one lump sum beside a down
  // payment share ("duplex 500k 25% down").
  const named = lumps.find(
    (t) =>
      /\b(?:bought|buying|buy|paid|price|purchased?|for)\b[^\d]{0,12}$/.test(
        text.slice(Math.max(0, t.start - 20), t.start),
      ) || /^\s*(?:home|house|condo|townhouse|property|place|rental)\b/.test(text.slice(t.end, t.end + 12)),
  );
  const rates = percents(tokens);
  // "20% down": the loan is the rest of the price.
  const downShare = rates.find((t) => /^\s*down\b/.test(text.slice(t.end, t.end + 8)));
  const price = named ?? (!loan && downShare && lumps.length === 1 ? lumps[0] : undefined);
  const loanAmount = loan?.value ?? (price && downShare ? price.value * (1 - downShare.value) : undefined);
  if (!price || loanAmount === undefined || loan === price || loanAmount >= price.value) return null;
  // The growth rate's words come right before it ("values go up 3.5%") or name it right after ("3.5%
  // appreciation"), within its own clause.
  const growth = rates.find(
    (t) =>
      APPRECIATION.test(
        text
          .slice(Math.max(0, t.start - 30), t.start)
          .split(/[.;,]\s/)
          .pop() ?? '',
      ) || /^\s*(?:a (?:year|yr)\s+)?(?:apprecia\w*|growth)\b/.test(text.slice(t.end, t.end + 25)),
  );
  const loanRate = rates.find((t) => t !== growth && t !== downShare);
  if (!growth || !loanRate || rates.length !== (downShare ? 3 : 2)) return null;
  const terms = tokens.filter(
    (t) =>
      (t.kind === 'years' || t.kind === 'months') &&
      (t.start < after.index || t.start > after.index + after[0].length) &&
      // "someone who might move in about 7 years": the hold said again, not a loan's term.
      yearsOf(t) !== years,
  );
  // "15 or 30 year": two terms to choose between, not one loan (the "15" reads as a plain number).
  if (terms.length > 1 || /\b\d{1,2}\s*(?:or|vs\.?|versus|\/)\s*\d{1,2}[- ]?(?:years?|yrs?|yr)\b/.test(text))
    return null;
  const term = terms.length === 1 ? yearsOf(terms[0]!) : ASSUMED_TERM_YEARS;
  if (term === undefined || years >= term) return null;
  // The down payment, when stated, is the price less the loan ("310k, 62k down, 248k loan").
  const down = lumps.find((t) => t !== loan && t !== price);
  if (down && Math.abs(down.value - (price.value - loanAmount)) > 1) return null;
  // "a duplex renting 2000 each… equity at the end?": the rent is shown as read, though the equity
  // (value less loan) does not use it.
  const deal = readDeal(text);
  const rent =
    deal.rentList?.[0] ??
    deal.roles.find((r) => r.role === 'rentPerUnit' || r.role === 'rentTotal')?.token ??
    money(tokens).find((t) =>
      /\b(?:rents?|rents? (?:is|at|for)|renting(?: for| at)?|rented (?:for|at))\s*$/.test(
        text.slice(Math.max(0, t.start - 20), t.start),
      ),
    );
  const rentShown = rent ? wholeMonthlyRent(text, rent) : null;
  if (rent && !rentShown) return null;
  const value = price.value * (1 + growth.value) ** years;
  const balance = remainingBalance(loanAmount, loanRate.value, term, years * 12);
  return {
    title: `Value and equity after ${years} years`,
    inputs: [
      `Price: ${formatMoney(price.value)}, growing ${formatPercent(growth.value)} a year`,
      ...(down ? [`Down payment: ${formatMoney(down.value)}`] : []),
      ...(downShare && !loan ? [`Down payment: ${formatPercent(downShare.value)}`] : []),
      `Loan: ${formatMoney(loanAmount)} at ${formatPercent(loanRate.value, 3)} over ${term} years${terms.length === 0 ? ' (assumed: no term was given; say if yours differs)' : ''}`,
      `Payments made: ${years * 12}`,
      ...(rentShown
        ? [`Rent: ${rentShown.shown} (not part of the equity, which is the value less the loan)`]
        : []),
    ],
    results: [
      `Value: **${formatMoney(value)}**`,
      `Loan balance: ${formatMoney(balance)}`,
      `Equity: **${formatMoney(value - balance)}**`,
    ],
    method: `${formatMoney(price.value)} × (1 + ${formatPercent(growth.value)})^${years} − the balance after ${years * 12} payments`,
  };
};

/** Equity: what the home is worth less what is owed on it. */
export const equity: Reader = ({ text, tokens }) => {
  if (!/\bequity\b/.test(text) || /\bheloc|line of credit|borrow\b/.test(text)) return null;
  const amounts = money(tokens).filter((t) => t.value >= 1000 && t.period === undefined);
  if (amounts.length !== 2 || percents(tokens).length > 0) return null;
  // "our $300,000 mortgage is paid off": a paid debt is no balance owed (paid-off.ts).
  if (amounts.some((t) => saysPaid(text, t))) return null;
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

/** "we owe 310k", "balance of 310k", "mortgage balance is 310k", "310k left on the loan": what is owed. */
const OWED_BEFORE =
  /\b(?:owe[ds]?|still owe|balance(?: is| of)?|loan balance(?: is| of)?|mortgage balance(?: is| of)?|payoff(?: is| of)?)\s*(?:about|around|roughly|~)?\s*$/;
const OWED_AFTER =
  /^\s*(?:left |still )?(?:owed|owing|left on (?:the|our|my) (?:loan|mortgage)|balance|remaining)\b/;
/** "bought in 2019", "purchased back in 2018": the year the price was paid. */
const PURCHASE_YEAR = /\b(?:bought|purchased|paid|closed|acquired)\b[^.;]{0,25}?\b((?:19|20)\d{2})\b/;
/** "worth in 2026", "by 2031", "value in 2030": the year the value is asked for. */
const TARGET_YEAR = /\b(?:in|by|at|for|come|until)\s+((?:19|20)\d{2})\b/g;

/**
 * The value some years on and the equity then, the loan told by what is owed rather than its terms
 * (rule 74): "bought in 2019 for 400k, appreciates 4% a year, we owe 310k: worth in 2026 and equity?"
 * value = price × (1 + g)^N, equity = value − owed. N is the years stated, or the target year less the
 * year of purchase; both stated must agree. Every amount must be placed.
 */
const valueThenEquity: Reader = ({ text, tokens }) => {
  if (!/\bequity\b/.test(text) || !APPRECIATION.test(text)) return null;
  const lumps = money(tokens);
  if (lumps.length !== 2 || lumps.some((t) => t.period) || tokens.some((t) => t.kind === 'plain'))
    return null;
  const owed = lumps.find(
    (t) =>
      OWED_BEFORE.test(text.slice(Math.max(0, t.start - 30), t.start)) ||
      OWED_AFTER.test(text.slice(t.end, t.end + 30)),
  );
  const price = lumps.find((t) => t !== owed);
  if (!owed || !price || owed.value >= price.value) return null;
  if (
    !/\b(?:bought|buying|paid|price|purchased?|for|worth|valued?|value)\b[^\d]{0,15}$/.test(
      text.slice(Math.max(0, price.start - 25), price.start),
    )
  )
    return null;
  const rates = percents(tokens);
  if (rates.length !== 1) return null;
  const growth = rates[0]!;
  const yearTokens = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (yearTokens.length > 1) return null;
  const stated = yearTokens[0] ? yearsOf(yearTokens[0]) : undefined;
  const bought = PURCHASE_YEAR.exec(text);
  const targets = [...text.matchAll(TARGET_YEAR)]
    .map((m) => Number(m[1]))
    .filter((y) => y !== Number(bought?.[1]));
  const span = bought && targets.length === 1 ? targets[0]! - Number(bought[1]) : undefined;
  const years = stated ?? span;
  if (
    years === undefined ||
    !(years > 0 && years <= 60) ||
    (span !== undefined && stated !== undefined && span !== stated)
  )
    return null;
  // A rate with a loan's words is a loan's: equityAfterYears (above) amortizes that one.
  if (/\b(?:interest|apr|fixed|arm)\b/.test(text)) return null;
  const value = price.value * (1 + growth.value) ** years;
  return {
    title: `Value and equity after ${years} years`,
    inputs: [
      `${bought ? `Bought in ${bought[1]} for` : 'Value now:'} ${formatMoney(price.value)}`,
      `Appreciation: ${formatPercent(growth.value)} a year, compounded`,
      `Years: ${years}${span !== undefined ? ` (${targets[0]} − ${bought![1]})` : ''}`,
      `Owed: ${formatMoney(owed.value)} (as you gave it; paying the loan down would add to the equity)`,
    ],
    results: [
      `Value: **${formatMoney(value)}** (${formatMoney(price.value)} × (1 + ${formatPercent(growth.value)})^${years})`,
      `Equity: **${formatMoney(value - owed.value)}** (${formatMoney(value)} − ${formatMoney(owed.value)})`,
    ],
    method: 'Value = price × (1 + yearly appreciation)^years; equity = value − what is owed',
  };
};

export const EQUITY_READERS: readonly Reader[] = [equityAfterYears, valueThenEquity];
