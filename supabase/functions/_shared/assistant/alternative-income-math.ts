// Income a non-QM lender counts without tax returns (docs/assistant.md rule 107): a bank-statement
// loan's deposits less the lender's expense factor ("12 months of deposits add up to $318,000, 50%
// expense factor"), and asset depletion's eligible assets divided by the program's months ("brokerage
// $900,000 at 100%, IRA $600,000 at 60%, less the $250,000 for the down payment, ÷ 240"). Every number
// must be named by its words; an account's share and what is taken from it are read beside it. Part
// of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { AMOUNT_LABEL, amountTokens, labelOf, setAside } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const DEPOSIT_WORDS = {
  deposits: /\bdeposits?\b|\bbank statements?\b|\bstatements? (?:show|total)/,
  factor: /\bexpense (?:factor|ratio)\b|\bexpenses?\b|\bfactor\b/,
} as const;

/**
 * Bank-statement income: deposits over their months × (1 − the expense factor). A month's deposits
 * ("deposits average $26,500 a month") need no months; a total needs them.
 */
export const bankStatementIncome: Reader = ({ text, tokens: read }) => {
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

const ASSET_WORDS = {
  asset:
    /\b(?:brokerage|ira|401\(?k\)?|403\(?b\)?|roth|savings|checking|cash|stocks?|bonds?|mutual funds?|investments?|retirement|accounts?|assets|cds?|money market|portfolio)\b/,
  subtract:
    /\bsubtract\w*|\bminus\b|\bless\b|\btake (?:out|off|away)\b|\bout of\b|\bwithdraw\w*|\bexclud\w*|\bdown payment\b|\bclosing\b|\breserves?\b/,
} as const;

/** An account's name as the question writes it ("IRA", "brokerage account"), for its line. */
const ACCOUNT_NAME =
  /\b(brokerage(?: account)?|ira|roth(?: ira)?|401\(?k\)?|403\(?b\)?|savings|checking|retirement(?: account)?|stocks?|bonds?|mutual funds?|cash|cds?|money market)\b/;

/**
 * Asset depletion: each account × the share the program counts (100% unless stated), less what the
 * borrower takes out for the purchase, ÷ the program's months. A subtraction named from one account
 * comes off that account before its share; from none, off the total only when every share is 100%.
 */
export const assetDepletionIncome: Reader = ({ text, tokens: read }) => {
  if (!/\basset[- ]?(?:depletion|dissipation|based|utilization)\b|\bdeplet\w*/.test(text)) return null;
  const aside = setAside(text);
  const tokens = amountTokens(read, aside);
  const spans = tokens.filter((t) => t.kind === 'months' || t.kind === 'years');
  if (spans.length !== 1) return null;
  const months = spans[0]!.kind === 'years' ? spans[0]!.value * 12 : spans[0]!.value;
  if (!(months >= 60 && months <= 480)) return null;
  const accounts: { token: NumberToken; name: string; share?: NumberToken; less: NumberToken[] }[] = [];
  const loose: NumberToken[] = [];
  for (const t of tokens) {
    if (t.kind === 'months' || t.kind === 'years') continue;
    if (t.kind === 'percent') {
      // "counted at 60%", "at 100%": the share of the account just before it.
      const account = accounts.at(-1);
      const between = account ? text.slice(account.token.end, t.start) : '';
      if (
        !account ||
        account.share ||
        !/^[\s,]*(?:counted |counts |taken |used |valued )?(?:at|@)\s*$/.test(between)
      )
        return null;
      if (!(t.value > 0 && t.value <= 1)) return null;
      account.share = t;
      continue;
    }
    if (t.kind !== 'money' || t.period !== undefined) return null;
    const label = labelOf(text, tokens, t, ASSET_WORDS, AMOUNT_LABEL);
    if (label === 'asset') {
      const previous = tokens.filter((o) => o.end <= t.start).at(-1);
      const clause = text.slice(Math.max(previous?.end ?? 0, t.start - 40), t.end + 30);
      accounts.push({ token: t, name: ACCOUNT_NAME.exec(clause)?.[1] ?? 'Assets', less: [] });
    } else if (label === 'subtract') {
      // "… from the brokerage": the account it comes off, when named after it.
      const from = /^[^.?!]*?\b(?:from|out of) (?:the |my |our )?([a-z0-9()]+(?: account)?)/.exec(
        text.slice(t.end),
      );
      const account = from
        ? accounts.find((a) => a.name.startsWith(from[1]!.replace(/ account$/, '')))
        : undefined;
      if (from && !account) return null;
      if (account) account.less.push(t);
      else loose.push(t);
    } else return null;
  }
  if (accounts.length === 0) return null;
  if (loose.length > 0 && accounts.some((a) => a.share && a.share.value !== 1)) return null;
  if (!everyNumberPlaced(text, [...tokens, ...aside])) return null;
  const counted = accounts.map((a) => {
    const share = a.share?.value ?? 1;
    const net = a.token.value - a.less.reduce((sum, t) => sum + t.value, 0);
    return { ...a, share, net, value: net * share };
  });
  if (counted.some((a) => a.net < 0)) return null;
  const looseTotal = loose.reduce((sum, t) => sum + t.value, 0);
  const eligible = counted.reduce((sum, a) => sum + a.value, 0) - looseTotal;
  if (!(eligible > 0)) return null;
  const name = (n: string) => n.charAt(0).toUpperCase() + n.slice(1).replace(/^Ira\b/, 'IRA');
  return {
    title: 'Asset-depletion income',
    inputs: [
      ...counted.map(
        (a) =>
          `${name(a.name)}: ${formatMoney(a.token.value)}${a.less.length ? ` less ${a.less.map((t) => formatMoney(t.value)).join(' + ')} taken out` : ''}, counted at ${formatPercent(a.share, 0)}`,
      ),
      ...loose.map((t) => `Taken out for the purchase: ${formatMoney(t.value)}`),
      ...aside.filter((s) => s.as === 'age').map((s) => `Age ${s.raw}: part of the story, not an amount`),
      `Months the program divides by: ${months}`,
    ],
    results: [
      ...counted.map(
        (a) =>
          `${name(a.name)}: ${a.less.length ? `(${formatMoney(a.token.value)} − ${formatMoney(a.token.value - a.net)})` : formatMoney(a.token.value)} × ${formatPercent(a.share, 0)} = ${formatMoney(a.value)}`,
      ),
      `Eligible assets: **${formatMoney(eligible)}**${looseTotal ? ` (after ${formatMoney(looseTotal)} taken out)` : ''}`,
      `Monthly qualifying income: ${formatMoney(eligible)} ÷ ${months} = **${formatMoney(eligible / months)}**`,
    ],
    method:
      'Income = eligible assets (each account × the share the program counts, after the funds used for the purchase) ÷ the program’s months; programs differ in the shares of retirement accounts and the months they use',
  };
};
