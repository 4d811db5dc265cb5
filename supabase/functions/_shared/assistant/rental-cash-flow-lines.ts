// A rental's monthly cash flow told line by line, with no price to analyse (docs/assistant.md rule 126):
// "rent $2,100, P&I $612, taxes $250/mo, insurance $95/mo, PM is 8% of rent and another 10% of rent for
// repairs/capex. $48,000 of my own cash in it: monthly cash flow and cash-on-cash?". Rent less each
// named cost a month (a yearly one ÷ 12) and each percent of the rent; × 12 ÷ the cash in. Every number
// must be placed and named, else the question is asked.
import { formatMoney, formatPercent, formatRate } from './format.ts';
import { allPlaced, MONEY, moneyValue, PER_MONTH, PER_YEAR } from './landlord-reading.ts';
import { PCT, type Reader, type Span } from './quick-math-reading.ts';

const COST_NAMES =
  '(p&i|p and i|principal and interest|mortgage(?: payment)?|taxes|property tax(?:es)?|tax|insurance|ins|hoa|utilities|water(?:/sewer)?|lawn|trash)';
/** "P&I $612", "taxes $250/mo", "insurance 1,140/yr", "hoa is 90". */
/** A line's name as shown: "P&I", "PM", "Taxes". */
const shownName = (name: string): string =>
  /^(?:p&i|pm|hoa)$/.test(name) ? name.toUpperCase() : name.charAt(0).toUpperCase() + name.slice(1);
const COST = new RegExp(
  `\\b${COST_NAMES}(?:\\s+(?:is|are|of|=|:|runs?|at))*\\s*${MONEY}(${PER_MONTH}|${PER_YEAR})?`,
  'g',
);
/** "PM is 8% of rent", "another 10% of rent for repairs/capex", "vacancy 5% of rent". */
const SHARE = new RegExp(
  `(?:\\b(pm|property management|management|manager|vacancy|repairs|maintenance|capex|reserves?)\\b[^.,;$\\d]{0,25})?${PCT}\\s+of\\s+(?:the\\s+|gross\\s+)?rents?\\b(?:\\s+(?:for|to)\\s+([a-z/ ]{3,30}?)(?=[.,;]|\\s+(?:and|i|i've|we)\\b|$))?`,
  'g',
);
const RENT = new RegExp(`\\brents?(?:\\s+(?:is|of|at|=|:))*\\s*${MONEY}(${PER_MONTH})?`);
/** "$48,000 of my own cash in it", "cash invested 48k", "i have 48,000 in it". */
const CASH_IN = new RegExp(
  `${MONEY}\\s+(?:of\\s+(?:my|our)\\s+(?:own\\s+)?cash|cash)\\s+(?:in|into)\\b|\\bcash\\s+(?:in(?:vested)?|into (?:it|the deal))(?:\\s+(?:is|of|=|:))*\\s*${MONEY}`,
);

export const rentalCashFlowLines: Reader = ({ text }) => {
  if (!/\bcash[- ]?flow\b/.test(text)) return null;
  // A price or a loan to work out is a deal analysis, not this.
  if (
    /\b(?:price|purchase|bought|buy|offer|down payment|loan amount|interest rate|cap rate)\b|%\s*down\b/.test(
      text,
    )
  )
    return null;
  const rent = RENT.exec(text);
  if (!rent) return null;
  const costs = [...text.matchAll(COST)];
  const shares = [...text.matchAll(SHARE)];
  if (costs.length < 1) return null;
  const cash = CASH_IN.exec(text);
  const cocAsked = /\bcash[- ]on[- ]cash\b|\bcoc\b/.test(text);
  if (cocAsked && !cash) return null;
  const spans: Span[] = [rent, ...costs, ...shares, ...(cash ? [cash] : [])].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  if (!allPlaced(text, spans)) return null;
  const rentValue = moneyValue(rent[1]!, rent[2]);
  const lines = costs.map((m) => {
    const amount = moneyValue(m[2]!, m[3]);
    const yearly = !!m[4] && new RegExp(`^${PER_YEAR}$`).test(m[4]);
    return {
      name: m[1]!,
      monthly: yearly ? amount / 12 : amount,
      shown: yearly ? `${formatMoney(amount)} a year ÷ 12` : formatMoney(amount),
    };
  });
  // Taxes and insurance are told a year as often as a month: with no period written they are asked.
  // A payment, HOA or utility is a month's; one as large as the rent is asked too.
  if (costs.some((m, i) => !m[4] && (/tax|ins/.test(m[1]!) || lines[i]!.monthly >= rentValue))) return null;
  const shareLines = shares.map((m) => {
    const share = Number(m[2]) / 100;
    const name = (m[1] ?? m[3] ?? '').trim();
    return { name: name || 'share of rent', share, monthly: rentValue * share };
  });
  if (shareLines.some((s) => s.name === 'share of rent')) return null;
  const total = lines.reduce((s, l) => s + l.monthly, 0) + shareLines.reduce((s, l) => s + l.monthly, 0);
  const flow = rentValue - total;
  const cashValue = cash ? moneyValue((cash[1] ?? cash[3])!, cash[1] ? cash[2] : cash[4]) : undefined;
  return {
    title: 'Rental cash flow, line by line',
    inputs: [
      `Rent: ${formatMoney(rentValue)} a month`,
      ...lines.map((l) => `${shownName(l.name)}: ${l.shown}`),
      ...shareLines.map(
        (s) => `${shownName(s.name)}: ${formatRate(s.share)} of rent = ${formatMoney(s.monthly)}`,
      ),
      ...(cashValue ? [`Cash in the deal: ${formatMoney(cashValue)}`] : []),
    ],
    results: [
      `Costs a month: ${formatMoney(total)}`,
      `Monthly cash flow: ${formatMoney(rentValue)} − ${formatMoney(total)} = **${formatMoney(flow)}** (${formatMoney(flow * 12)} a year)`,
      ...(cashValue
        ? [
            `Cash-on-cash: ${formatMoney(flow * 12)} ÷ ${formatMoney(cashValue)} = **${formatPercent((flow * 12) / cashValue)}**`,
          ]
        : []),
    ],
    method:
      'Cash flow = rent − each cost a month − each percent of the rent; cash-on-cash = 12 × cash flow ÷ the cash in',
  };
};
