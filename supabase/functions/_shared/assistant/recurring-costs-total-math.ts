// A home's recurring costs added up, each said by the month or by the year (rule 120): "HOA $425/mo,
// property taxes $3,600 a yr, HO-6 insurance $720/yr. Total per month and per year?" Each cost is
// turned to both periods and added. Read only when every amount has its period and a cost's name, the
// question asks for the total, and there is no price, rate or loan to work with.
import { formatMoney } from './format.ts';
import { everyNumberPlaced, money, monthly, type Reader } from './quick-math-reading.ts';

const COST_NAME =
  /\b(?:hoa|dues|condo fees?|taxes|tax|insurance|ho-?6|utilities|electric\w*|water|gas|internet|maintenance|upkeep|repairs|landscaping|lawn|snow|pest|trash|cable|flood|mello-roos|assessment)\b/;

const recurringCostsTotal: Reader = ({ text, tokens }) => {
  if (!/\btotal\b|\ball in\b|\badd(?:ed)? up\b|\bcombined\b|\baltogether\b/.test(text)) return null;
  if (
    !/\b(?:per|a|each) (?:month|mo)\b|\bmonthly\b/.test(text) ||
    !/\b(?:per|a|each) (?:year|yr)\b|\byearly\b|\bannual\w*\b/.test(text)
  )
    return null;
  const costs = money(tokens);
  if (costs.length < 2 || costs.length > 8 || tokens.length !== costs.length) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const named = costs.map((t) => {
    const clause = text
      .slice(Math.max(0, t.start - 30), t.start)
      .split(/[.,;:!?]/)
      .at(-1)!;
    return COST_NAME.exec(clause)?.[0];
  });
  if (costs.some((t) => !t.period) || named.some((n) => !n)) return null;
  const month = costs.reduce((s, t) => s + monthly(t), 0);
  return {
    title: 'Recurring costs added up',
    inputs: costs.map(
      (t, i) =>
        `${named[i]}: ${formatMoney(t.value)} ${t.period === 'monthly' ? `a month (${formatMoney(t.value * 12)} a year)` : `a year (${formatMoney(t.value / 12)} a month)`}`,
    ),
    results: [`Total a month: **${formatMoney(month)}**`, `Total a year: **${formatMoney(month * 12)}**`],
    method: 'Each cost by the month (a year’s ÷ 12) added up; the year is 12 × the month',
  };
};

export const RECURRING_COSTS_TOTAL_READERS: readonly Reader[] = [recurringCostsTotal];
