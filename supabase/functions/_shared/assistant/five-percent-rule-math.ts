// The 5% rule for renting against owning (docs/assistant.md rule 64): a home's unrecoverable costs of
// owning are about 5% of its value a year (1% property tax, 1% upkeep, 3% cost of capital), so the
// monthly rent that costs the same is value × 5% ÷ 12; a rent stated is compared with it. Part of
// quick-math (READERS there); it fires only when the rule is named and every number is placed.
import { formatMoney } from './format.ts';
import { AMOUNT, amountsAt, everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const RULE = /\b5\s?(?:%|percent|pct) rule\b/;
const RENT = /\brent(?:s|ing)?\b|\bpay(?:ing)?\b|\/mo|\ba month\b|\bmonthly\b|\bper month\b/;

const fivePercentRule: Reader = ({ text }) => {
  const rule = RULE.exec(text);
  if (!rule) return null;
  const ruleSpan = { start: rule.index, end: rule.index + rule[0].length };
  const amounts = amountsAt(text, new RegExp(AMOUNT)).filter(
    (a) => a.start >= ruleSpan.end || a.end <= ruleSpan.start,
  );
  const values = amounts.filter((a) => a.value >= 50_000);
  const rents = amounts.filter((a) => a.value < 50_000);
  if (values.length !== 1 || rents.length > 1 || !everyNumberPlaced(text, [ruleSpan, ...amounts]))
    return null;
  const rent = rents[0];
  if (rent && !RENT.test(text.slice(Math.max(0, rent.start - 30), rent.end + 20))) return null;
  const value = values[0]!.value;
  const yearly = value * 0.05;
  const breakEven = yearly / 12;
  const verdict = rent
    ? rent.value < breakEven
      ? `Your rent of ${formatMoney(rent.value)} is ${formatMoney(breakEven - rent.value)} below it: by the rule, renting is the cheaper choice`
      : rent.value > breakEven
        ? `Your rent of ${formatMoney(rent.value)} is ${formatMoney(rent.value - breakEven)} above it: by the rule, buying is the cheaper choice`
        : `Your rent of ${formatMoney(rent.value)} equals it: by the rule, the two cost the same`
    : undefined;
  return {
    title: 'The 5% rule: rent or buy',
    inputs: [
      `Home value: ${formatMoney(value)}`,
      ...(rent ? [`Rent you pay now: ${formatMoney(rent.value)} a month`] : []),
    ],
    results: [
      `Unrecoverable cost of owning: ${formatMoney(yearly)} a year (5% of the value)`,
      `Break-even rent: **${formatMoney(breakEven)}** a month (${formatMoney(yearly)} ÷ 12)`,
      ...(verdict ? [verdict] : []),
    ],
    method:
      'Value × 5% (about 1% property tax + 1% maintenance + 3% cost of capital) ÷ 12; a rule of thumb, not a full rent-vs-buy comparison',
  };
};

export const FIVE_PERCENT_RULE_READERS: readonly Reader[] = [fivePercentRule];
