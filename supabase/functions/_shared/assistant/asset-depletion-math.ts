// Asset depletion (docs/assistant.md rule 107): income a non-QM lender counts without tax returns
// from a borrower's eligible assets divided by the program's months ("brokerage $900,000 at 100%, IRA
// $600,000 at 60%, less the $250,000 for the down payment, ÷ 240"). Every number must be named by its
// words; an account's share and what is taken from it are read beside it. Bank-statement income is
// bank-statement-income-math.ts's. Part of quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import { AMOUNT_LABEL, amountTokens, labelOf, setAside } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

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
