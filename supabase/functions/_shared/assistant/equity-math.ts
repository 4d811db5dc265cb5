// Equity some years out, with every number stated ("bought for 310k, 248k loan at 6.5% 30yr, values
// go up 3.5% a yr: worth after 7 yrs and equity then?"): the value grown at the rate, less the loan's
// balance after that many payments. Also equity today: what the home is worth less what is owed on
// it. Part of quick-math (READERS there).
import { remainingBalance } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { money, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const APPRECIATION =
  /\b(?:apprecia\w*|values? (?:go|goes|grow|grows|rise|rises|increase|increases)|grows?|goes up)\b/;

const equityAfterYears: Reader = ({ text, tokens }) => {
  if (!/\bequity\b/.test(text) || !APPRECIATION.test(text)) return null;
  const after = /\b(?:after|in|at year|by year)\s+(\d{1,2})\s*(?:years?|yrs?)\b/.exec(text);
  if (!after) return null;
  const years = Number(after[1]);
  const lumps = money(tokens).filter((t) => t.value >= 10000 && !t.period);
  const loan = lumps.find(
    (t) =>
      /^\s*(?:loan|mortgage)\b/.test(text.slice(t.end, t.end + 12)) ||
      /\b(?:loan|mortgage|borrow\w*|financ\w*)(?: of| is| at)?\s*$/.test(
        text.slice(Math.max(0, t.start - 20), t.start),
      ),
  );
  const price = lumps.find(
    (t) =>
      /\b(?:bought|buying|buy|paid|price|purchased?|for)\b[^\d]{0,12}$/.test(
        text.slice(Math.max(0, t.start - 20), t.start),
      ) || /^\s*(?:home|house|condo|townhouse|property|place|rental)\b/.test(text.slice(t.end, t.end + 12)),
  );
  const rates = percents(tokens);
  // "20% down": the loan is the rest of the price.
  const downShare = rates.find((t) => /^\s*down\b/.test(text.slice(t.end, t.end + 8)));
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
      (t.start < after.index || t.start > after.index + after[0].length),
  );
  const term = terms.length === 1 ? yearsOf(terms[0]!) : undefined;
  if (term === undefined || years >= term) return null;
  // The down payment, when stated, is the price less the loan ("310k, 62k down, 248k loan").
  const down = lumps.find((t) => t !== loan && t !== price);
  if (down && Math.abs(down.value - (price.value - loanAmount)) > 1) return null;
  const value = price.value * (1 + growth.value) ** years;
  const balance = remainingBalance(loanAmount, loanRate.value, term, years * 12);
  return {
    title: `Value and equity after ${years} years`,
    inputs: [
      `Price: ${formatMoney(price.value)}, growing ${formatPercent(growth.value)} a year`,
      ...(down ? [`Down payment: ${formatMoney(down.value)}`] : []),
      ...(downShare && !loan ? [`Down payment: ${formatPercent(downShare.value)}`] : []),
      `Loan: ${formatMoney(loanAmount)} at ${formatPercent(loanRate.value, 3)} over ${term} years`,
      `Payments made: ${years * 12}`,
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

export const EQUITY_READERS: readonly Reader[] = [equityAfterYears];
