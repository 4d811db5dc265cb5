// A reverse mortgage (HECM) sized from its principal limit factor (rule 120): the principal limit is the
// home's value (or a purchase's price) × the factor the lender quotes.
//   - On a home owned: what is left for the owner is the principal limit − the mortgage paid off − the
//     upfront MIP (a percent of the value) − the closing costs, when those come out of the loan.
//   - For a purchase (HECM for Purchase): the loan is the principal limit, and the cash the buyers bring
//     is the price − the loan, plus the MIP and the closing costs when those are paid in cash.
// Every amount must have its role (value, payoff, closing costs), the percent must be the MIP and the
// factor a decimal under 1; the borrowers' ages are story. Part of quick-math (READERS there).
import { formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, type Reader } from './quick-math-reading.ts';

const REVERSE = /\bhecm\b|\breverse mortgage\b|\bprincipal limit\b|\b(?:younger|youngest) borrower\b/;
const FACTOR = /\bfactor\b|\bplf\b/;
const MIP = /\bmip\b|\bmortgage insurance\b|\binsurance premium\b/;
const PAYOFF = /\b(?:owe|owed|owing|payoff|pay off|paid off|mortgage balance|balance on)\b/;
const CLOSING = /\bclosing costs?\b|\b(?:other |lender )?fees\b|\bcosts?\b/;
const PURCHASE = /\bfor purchase\b|\bh4p\b|\bbuy(?:ing)?\b|\bpurchas\w*\b/;
const IN_CASH =
  /\b(?:in|with|by) cash\b|\bout of pocket\b|\bnot (?:from|out of) the (?:loan|reverse mortgage)\b/;
const LEFT_ASKED = /\b(?:left|remain\w*|net|available|for me|for us|to me|to us)\b/;

/** The words just before or after an amount, within its clause. */
const near = (text: string, t: NumberToken) =>
  `${text
    .slice(Math.max(0, t.start - 45), t.start)
    .split(/[.;,!?]/)
    .at(-1)} ${text.slice(t.end, t.end + 30).split(/[.;,!?]/)[0]}`;

const hecmPrincipalLimit: Reader = ({ text, tokens }) => {
  if (!REVERSE.test(text) || !FACTOR.test(text)) return null;
  const factors = tokens.filter((t) => t.kind === 'plain' && t.value > 0.1 && t.value < 0.95);
  // Ages (a whole number from 50 to 99) are the borrowers' story; any other number is unread.
  const others = tokens.filter(
    (t) =>
      t.kind !== 'money' &&
      t.kind !== 'percent' &&
      !factors.includes(t) &&
      !(t.kind === 'plain' && Number.isInteger(t.value) && t.value >= 50 && t.value <= 99),
  );
  if (factors.length !== 1 || others.length > 0) return null;
  const factor = factors[0]!.value;
  const rates = percents(tokens);
  if (rates.length > 1) return null;
  const mipRate = rates[0];
  if (mipRate && (!MIP.test(near(text, mipRate)) || !(mipRate.value > 0 && mipRate.value <= 0.05)))
    return null;
  const amounts = money(tokens);
  const value = [...amounts].sort((a, b) => b.value - a.value)[0];
  if (!value || value.value < 50000) return null;
  const rest = amounts.filter((t) => t !== value);
  const payoff = rest.filter((t) => PAYOFF.test(near(text, t)));
  const closing = rest.filter((t) => !payoff.includes(t) && CLOSING.test(near(text, t)));
  if (payoff.length > 1 || closing.length > 1 || payoff.length + closing.length !== rest.length) return null;
  const limit = value.value * factor;
  const mip = mipRate ? value.value * mipRate.value : 0;
  const costs = closing[0]?.value ?? 0;
  // A purchase is said by its words, or by cash brought with the costs paid in cash ("same $400,000
  // condo, same 2% MIP and $5,000 closing costs paid in cash: the loan amount and our total cash?").
  const purchase =
    payoff.length === 0 &&
    (PURCHASE.test(text) || (IN_CASH.test(text) && /\btotal cash\b|\bcash to bring\b|\bbring\b/.test(text)));
  const inputs = [
    `${purchase ? 'Price' : 'Home value'}: ${formatMoney(value.value)}`,
    `Principal limit factor: ${factor}`,
    ...(mipRate
      ? [
          `Upfront MIP: ${formatRate(mipRate.value)} of ${purchase ? 'the price' : 'the value'} = ${formatMoney(mip)}`,
        ]
      : []),
    ...(closing[0] ? [`Other closing costs: ${formatMoney(costs)}`] : []),
  ];
  if (purchase) {
    // Costs paid from the loan would shrink what it buys: only costs said to be paid in cash are read.
    if ((mipRate || closing[0]) && !IN_CASH.test(text)) return null;
    const down = value.value - limit;
    return {
      title: 'HECM for Purchase: the loan and the cash to bring',
      inputs: [...inputs, ...(mipRate || closing[0] ? ['MIP and closing costs: paid in cash'] : [])],
      results: [
        `Reverse mortgage (principal limit): **${formatMoney(limit)}** (${formatMoney(value.value)} × ${factor})`,
        `Down payment: ${formatMoney(down)} (${formatMoney(value.value)} − ${formatMoney(limit)})`,
        `Cash to bring in total: **${formatMoney(down + mip + costs)}** (down payment${mipRate ? ` + ${formatMoney(mip)} MIP` : ''}${closing[0] ? ` + ${formatMoney(costs)} closing costs` : ''})`,
      ],
      method: 'Loan = price × factor; cash = price − loan + MIP + closing costs',
    };
  }
  if ((mipRate || closing[0] || payoff[0]) && (IN_CASH.test(text) || !LEFT_ASKED.test(text))) return null;
  const owed = payoff[0]?.value ?? 0;
  return {
    title: 'Reverse mortgage (HECM): principal limit and what is left',
    inputs: [...inputs, ...(payoff[0] ? [`Mortgage paid off: ${formatMoney(owed)}`] : [])],
    results: [
      `Principal limit: **${formatMoney(limit)}** (${formatMoney(value.value)} × ${factor})`,
      ...(mipRate || closing[0] || payoff[0]
        ? [
            `Left for you: **${formatMoney(limit - owed - mip - costs)}** (${formatMoney(limit)}${payoff[0] ? ` − ${formatMoney(owed)} payoff` : ''}${mipRate ? ` − ${formatMoney(mip)} MIP` : ''}${closing[0] ? ` − ${formatMoney(costs)} closing costs` : ''})`,
          ]
        : []),
    ],
    method:
      'Principal limit = value × factor; left = principal limit − payoff − MIP − closing costs (each paid from the loan). The lender’s own figures, set-asides and limits on the first year’s draw can differ.',
  };
};

export const HECM_READERS: readonly Reader[] = [hecmPrincipalLimit];
