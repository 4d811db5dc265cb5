// A bank-statement loan's qualifying income (docs/assistant.md rules 107 and 108): the deposits a
// self-employed borrower's statements show, less the lender's expense factor, over their months. One
// reader with two readings, tried in turn:
// - deposits less what is excluded ("$22,000 of that transfers between my own accounts"), × (1 − the
//   factor) ÷ 12 or 24 months, × the ownership share when one is said (rule 108);
// - else deposits named by their own words (number-labels.ts): a month's deposits alone, or a total
//   over 1 to 36 months, × (1 − the factor) (rule 107).
// Every number must be placed, else it answers nothing and the question is asked. Part of quick-math
// (SELF_EMPLOYED_INVESTOR_READERS there).
import { formatAmount, formatMoney, formatPercent, formatRate } from './format.ts';
import { nameOf } from './dscr-loan-math.ts';
import { AMOUNT_LABEL, amountTokens, labelOf, setAside } from './number-labels.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

/** What comes off the deposits before the expense factor: transfers, loans, refunds, one-offs. */
const EXCLUDED =
  /\b(?:transfers?|excluded?|exclud\w*|non-?business|loan proceeds|refunds?|one[- ]time|not (?:business )?income|between (?:my|our) (?:own )?accounts)\b/;

/**
 * "24 months of business bank statements: deposits total $486,000, $22,000 of that transfers between my
 * own accounts (excluded), 40% expense factor, averaged over 24 months": (deposits − excluded) × (1 −
 * the factor) ÷ the months, × the ownership share when one is said.
 */
const depositsLessExcluded: Reader = ({ text, tokens }) => {
  if (!/\bbank statements?\b|\bdeposits?\b/.test(text) || !/\bexpense (?:factor|ratio)\b/.test(text))
    return null;
  if (!/\b(?:income|qualify\w*|a month|monthly|per month)\b/.test(text)) return null;
  const months = tokens.filter((t) => t.kind === 'months');
  if (months.length === 0 || months.some((t) => t.value !== months[0]!.value)) return null;
  const n = months[0]!.value;
  if (n !== 12 && n !== 24) return null;
  const factor = tokens.filter(
    (t) =>
      (t.kind === 'percent' &&
        /^\s*(?:business\s+)?expense (?:factor|ratio)\b/.test(text.slice(t.end, t.end + 25))) ||
      (t.kind === 'percent' &&
        /\bexpense (?:factor|ratio)(?: of| is| at)?\s*$/.test(
          text.slice(Math.max(0, t.start - 25), t.start),
        )),
  );
  const owned = tokens.filter(
    (t) =>
      t.kind === 'percent' &&
      !factor.includes(t) &&
      /\bown\w*\b/.test(`${nameOf(text, tokens, t)} ${text.slice(t.end, t.end + 25)}`),
  );
  const amounts = tokens.filter((t) => t.kind === 'money');
  if (factor.length !== 1 || owned.length > 1 || amounts.some((t) => t.period)) return null;
  if (tokens.length !== months.length + factor.length + owned.length + amounts.length) return null;
  // The deposits' own words end at a joining word: "deposits total $486,000 but $22,000 … transfers".
  const deposits = amounts.filter(
    (t) =>
      /\bdeposits?\b/.test(nameOf(text, tokens, t)) &&
      !EXCLUDED.test(
        `${nameOf(text, tokens, t)} ${text.slice(t.end, t.end + 40).split(/[.;,]\s|\b(?:but|and|of which)\b|\$|\d/)[0]}`,
      ),
  );
  const excluded = amounts.filter(
    (t) =>
      !deposits.includes(t) &&
      EXCLUDED.test(`${nameOf(text, tokens, t)} ${text.slice(t.end, t.end + 60).split(/[.;]\s/)[0]}`),
  );
  if (deposits.length !== 1 || deposits.length + excluded.length !== amounts.length) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const d = deposits[0]!.value;
  const x = excluded.reduce((a, t) => a + t.value, 0);
  if (!(x < d)) return null;
  const f = factor[0]!.value;
  const share = owned[0]?.value;
  const counted = d - x;
  const net = counted * (1 - f);
  const month = net / n;
  return {
    title: 'Bank-statement qualifying income',
    inputs: [
      `Deposits over ${n} months: ${formatAmount(d)}`,
      ...excluded.map((t) => `Excluded (transfers or non-business): ${formatAmount(t.value)}`),
      `Expense factor: ${formatRate(f)}`,
      ...(share !== undefined ? [`Your ownership: ${formatRate(share)}`] : []),
    ],
    results: [
      ...(x > 0
        ? [`Business deposits counted: ${formatAmount(d)} − ${formatAmount(x)} = ${formatMoney(counted)}`]
        : []),
      `After the expense factor: ${formatMoney(counted)} × (1 − ${formatRate(f)}) = ${formatMoney(net)}`,
      share !== undefined
        ? `Monthly qualifying income: ${formatMoney(net)} ÷ ${n} × ${formatRate(share)} = **${formatMoney(month * share)}**`
        : `Monthly qualifying income: ${formatMoney(net)} ÷ ${n} = **${formatMoney(month)}**`,
      ...(share !== undefined ? [`Before your ownership share: ${formatMoney(month)} a month`] : []),
    ],
    method:
      'Qualifying income = (deposits − excluded transfers) × (1 − the expense factor) ÷ the months of statements, × your ownership share of the business',
  };
};

const DEPOSIT_WORDS = {
  deposits: /\bdeposits?\b|\bbank statements?\b|\bstatements? (?:show|total)/,
  factor: /\bexpense (?:factor|ratio)\b|\bexpenses?\b|\bfactor\b/,
} as const;

/**
 * Bank-statement income: deposits over their months × (1 − the expense factor). A month's deposits
 * ("deposits average $26,500 a month") need no months; a total needs them.
 */
const depositsOverMonths: Reader = ({ text, tokens: read }) => {
  if (!/\bdeposits?\b/.test(text) || !/\bexpense (?:factor|ratio)\b|\bexpense(?:s)? (?:of|at)\b/.test(text))
    return null;
  if (!/\bincome\b|\bqualify\w*|\ba month\b|\bmonthly\b|\bper month\b/.test(text)) return null;
  const aside = setAside(text);
  const tokens = amountTokens(read, aside);
  const money = tokens.filter((t) => t.kind === 'money');
  const percents = tokens.filter((t) => t.kind === 'percent');
  const months = tokens.filter((t) => t.kind === 'months' || t.kind === 'years');
  if (money.length !== 1 || percents.length !== 1 || months.length > 1) return null;
  if (tokens.length !== money.length + percents.length + months.length) return null;
  const deposits = money[0]!;
  const factor = percents[0]!;
  if (labelOf(text, tokens, deposits, DEPOSIT_WORDS, AMOUNT_LABEL) !== 'deposits') return null;
  if (
    labelOf(text, tokens, factor, DEPOSIT_WORDS, AMOUNT_LABEL) !== 'factor' ||
    !(factor.value > 0 && factor.value < 1)
  )
    return null;
  const span = months[0];
  const count = span ? (span.kind === 'years' ? span.value * 12 : span.value) : undefined;
  // A month's deposits stand alone; a total needs its months, and a monthly figure with a span is unclear.
  if (
    deposits.period === 'monthly' ? span !== undefined : count === undefined || deposits.period === 'yearly'
  )
    return null;
  if (count !== undefined && !(count >= 1 && count <= 36)) return null;
  if (!everyNumberPlaced(text, [...tokens, ...aside])) return null;
  const monthlyDeposits = count === undefined ? deposits.value : deposits.value / count;
  const income = monthlyDeposits * (1 - factor.value);
  return {
    title: 'Bank-statement income',
    inputs: [
      count === undefined
        ? `Deposits: ${formatMoney(deposits.value)} a month`
        : `Deposits: ${formatMoney(deposits.value)} over ${count} months`,
      `Expense factor: ${formatPercent(factor.value)} (the lender's share of deposits taken as business expenses)`,
    ],
    results: [
      ...(count === undefined
        ? []
        : [
            `Average monthly deposits: ${formatMoney(deposits.value)} ÷ ${count} = ${formatMoney(monthlyDeposits)}`,
          ]),
      `Monthly qualifying income: ${formatMoney(monthlyDeposits)} × (1 − ${formatPercent(factor.value)}) = **${formatMoney(income)}**`,
      `A year: ${formatMoney(income * 12)}`,
    ],
    method:
      'Income = deposits ÷ their months × (1 − the expense factor); lenders leave out transfers and other deposits that are not business income, and a CPA letter or P&L can support a lower factor',
  };
};

/** Bank-statement income: deposits less exclusions with an ownership share first, else deposits alone. */
export const bankStatementIncome: Reader = (reading) =>
  depositsLessExcluded(reading) ?? depositsOverMonths(reading);
