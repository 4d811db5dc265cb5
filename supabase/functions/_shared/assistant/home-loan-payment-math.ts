// A homeowner's loan payment against what it pays for (rule 101), with every number stated: a HELOC's
// interest-only payment and the jump when its draw period ends and it amortizes, the total interest of
// an interest-only draw repaid in one lump after some years, an interest-only payment against the rent
// of what it built, and a loan's payment against the monthly bill it cuts (solar, windows, a heat
// pump). Part of quick-math (READERS there); each reader places every number or gives way.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { cents } from './home-loan-reading.ts';
import { money, percents, storyYears, type Reader } from './quick-math-reading.ts';

const HELOC = /\bheloc\b|\bline of credit\b|\bequity line\b/;
const INTEREST_ONLY = /(?<!\b(?:principal|p)\s?(?:and|&|\+|plus)\s?)\binterest[- ]only\b|\bi\/o\b/;
const isStoryYear = (text: string, t: NumberToken) =>
  storyYears(text).some((s) => t.start >= s.start && t.end <= s.end);
const onlyKinds = (text: string, tokens: NumberToken[], kinds: NumberToken['kind'][]) =>
  tokens.every((t) => kinds.includes(t.kind) || isStoryYear(text, t));

/** One loan rate a year, the only percent written. */
const oneRate = (tokens: NumberToken[]) => {
  const rates = percents(tokens);
  return rates.length === 1 && rates[0]!.value > 0 && rates[0]!.value < 0.25 ? rates[0]!.value : undefined;
};

/** One amount borrowed, said once or again the same ("35k … pay the 35k off"). */
const oneAmount = (amounts: NumberToken[]) =>
  amounts.length > 0 && amounts.every((t) => t.value === amounts[0]!.value && !t.period)
    ? amounts[0]!.value
    : undefined;

const helocDrawEnds: Reader = ({ text, tokens }) => {
  if (!HELOC.test(text)) return null;
  if (
    !/\bdraw period\b|\bdraw (?:ends|is over)\b|\bconverts?\b|\brepayment (?:period|phase)\b|\bamortiz\w*\b|\bprincipal and interest\b|\bp\s?&\s?i\b/.test(
      text,
    )
  )
    return null;
  if (!onlyKinds(text, tokens, ['money', 'percent', 'years', 'months'])) return null;
  const rate = oneRate(tokens);
  const balance = oneAmount(money(tokens));
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (rate === undefined || balance === undefined || terms.length !== 1) return null;
  const months = terms[0]!.kind === 'months' ? terms[0]!.value : terms[0]!.value * 12;
  if (!(months >= 12 && months <= 360)) return null;
  const io = cents((balance * rate) / 12);
  const amortized = cents(monthlyPayment(balance, rate, months / 12));
  return {
    title: 'HELOC: interest-only now, then principal and interest',
    inputs: [
      `HELOC balance: ${formatMoney(balance)}`,
      `Rate: ${formatRate(rate)}`,
      `Repayment period: ${months / 12} years (${months} payments)`,
    ],
    results: [
      `Interest-only payment now: **${formatMoney(io)}** (${formatMoney(balance)} × ${formatRate(rate)} ÷ 12)`,
      `Payment once it amortizes: **${formatMoney(amortized)}** over ${months} months`,
      `Jump: **${formatMoney(cents(amortized - io))}** a month (${formatMoney(amortized)} − ${formatMoney(io)})`,
    ],
    method:
      'Interest-only = balance × rate ÷ 12; P&I = balance × r ÷ (1 − (1 + r)^−n), r the rate ÷ 12, n the repayment months',
  };
};

const interestOnlyTotal: Reader = ({ text, tokens }) => {
  // A HELOC's draw only: an investor's hard-money loan with points and fees is the interest-only readers'.
  if (!HELOC.test(text) || /\bpoints?\b|\bfees?\b|\borigination\b/.test(text)) return null;
  if (
    !/\b(?:total )?interest\b[^.?!]{0,40}\b(?:total|in all|altogether|overall|cost)\b|\btotal interest\b|\bhow much interest\b/.test(
      text,
    )
  )
    return null;
  if (
    !/\b(?:lump|balloon|pay (?:the \w+ |it )?off|payoff|pay it back|repay)\b/.test(text) &&
    !INTEREST_ONLY.test(text)
  )
    return null;
  if (/\bamortiz|\bprincipal and interest\b|\bp\s?&\s?i\b|\bdraw period\b/.test(text)) return null;
  if (!onlyKinds(text, tokens, ['money', 'percent', 'years', 'months'])) return null;
  const rate = oneRate(tokens);
  const amount = oneAmount(money(tokens));
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (rate === undefined || amount === undefined || terms.length !== 1) return null;
  const months = terms[0]!.kind === 'months' ? terms[0]!.value : terms[0]!.value * 12;
  if (!(months >= 1 && months <= 360)) return null;
  const perMonth = (amount * rate) / 12;
  return {
    title: 'Interest-only, repaid in one lump',
    inputs: [
      `Amount borrowed: ${formatMoney(amount)}`,
      `Rate: ${formatRate(rate)}, interest only`,
      `Repaid in one lump after: ${months % 12 === 0 ? `${months / 12} years` : `${months} months`}`,
    ],
    results: [
      `Interest a month: ${formatMoney(perMonth)} (${formatMoney(amount)} × ${formatRate(rate)} ÷ 12)`,
      `Interest a year: ${formatMoney(amount * rate)}`,
      `Total interest: **${formatMoney((amount * rate * months) / 12)}** (${formatMoney(amount * rate)} × ${months / 12} years)`,
    ],
    method: 'Total interest = amount × rate × years; nothing is paid on principal until the lump at the end',
  };
};

const RENT = /\brents?\b|\brented\b|\brenting\b|\brental income\b|\btenant pays\b/;

const interestOnlyAgainstRent: Reader = ({ text, tokens }) => {
  if (!INTEREST_ONLY.test(text) || !RENT.test(text)) return null;
  if (
    !/\bleft(?: over)?\b|\bnet\b|\bcash[- ]?flow\b|\bclear\b|\bpocket\b|\bmake\b|\bprofit\b|\bcover\b/.test(
      text,
    )
  )
    return null;
  if (!onlyKinds(text, tokens, ['money', 'percent'])) return null;
  const rate = oneRate(tokens);
  const amounts = money(tokens);
  if (rate === undefined || amounts.length !== 2) return null;
  const rentToken = amounts.find((t) =>
    /\brents?(?: (?:it )?out)?(?: for| at| of)?\s*(?:about |around )?\$?$|\brent(?:al)? income(?: of)?\s*\$?$|\btenant pays\s*\$?$/.test(
      text.slice(Math.max(0, t.start - 25), t.start),
    ),
  );
  const loanToken = amounts.find((t) => t !== rentToken);
  if (!rentToken || !loanToken || rentToken.period === 'yearly' || loanToken.period) return null;
  if (!(loanToken.value >= 5000 && rentToken.value < loanToken.value / 10)) return null;
  const io = cents((loanToken.value * rate) / 12);
  const net = cents(rentToken.value - io);
  return {
    title: 'Interest-only payment against the rent',
    inputs: [
      `Borrowed: ${formatMoney(loanToken.value)} at ${formatRate(rate)}, interest only`,
      `Rent: ${formatMoney(rentToken.value)} a month`,
      'Taxes, insurance and upkeep: not counted',
    ],
    results: [
      `Interest-only payment: **${formatMoney(io)}** a month (${formatMoney(loanToken.value)} × ${formatRate(rate)} ÷ 12)`,
      net >= 0
        ? `Left over each month: **${formatMoney(net)}** (${formatMoney(rentToken.value)} − ${formatMoney(io)})`
        : `Short each month: **${formatMoney(-net)}** (${formatMoney(io)} − ${formatMoney(rentToken.value)})`,
    ],
    method: 'Interest-only payment = amount × rate ÷ 12; left over = rent − that payment',
  };
};

/** "cut our electric bill by 165/mo", "save about $140 a month on energy", "$90/mo savings". */
const BILL_CUT =
  /\b(?:cut|cuts|lower|lowers|reduce|reduces|save|saves|saving|savings|drop|drops|knock|offset)\b[^.?!]{0,50}\b(?:bills?|electric\w*|energy|utilit\w*|heating|cooling|power|gas)\b|\b(?:bills?|electric\w*|energy|utilit\w*|heating|power)\b[^.?!]{0,30}\b(?:savings?|by|drops?|falls?|goes down|comes down|lower)\b/;

const paymentAgainstSavings: Reader = ({ text, tokens }) => {
  if (!BILL_CUT.test(text) || !/\bloan\b|\bfinanc\w*\b|\bborrow\w*\b/.test(text)) return null;
  if (
    !/\bcash[- ]?flow\b|\bpositive\b|\bnegative\b|\bpay for itself\b|\bahead\b|\bnet\b|\bcover\b|\bbehind\b|\bdifference\b/.test(
      text,
    )
  )
    return null;
  if (!onlyKinds(text, tokens, ['money', 'percent', 'years', 'months'])) return null;
  const rate = oneRate(tokens);
  const amounts = money(tokens);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  if (rate === undefined || amounts.length !== 2 || terms.length !== 1) return null;
  const saving = amounts.find((t) => t.period === 'monthly' || t.period === 'yearly');
  const loan = amounts.find((t) => t !== saving);
  if (!saving || !loan || loan.period || !(loan.value >= 1000)) return null;
  const months = terms[0]!.kind === 'months' ? terms[0]!.value : terms[0]!.value * 12;
  if (!(months >= 12 && months <= 360)) return null;
  const perMonth = saving.period === 'yearly' ? saving.value / 12 : saving.value;
  if (perMonth >= loan.value / 10) return null;
  const payment = cents(monthlyPayment(loan.value, rate, months / 12));
  const net = cents(perMonth - payment);
  return {
    title: 'Loan payment against the bill it cuts',
    inputs: [
      `Loan: ${formatMoney(loan.value)} at ${formatRate(rate)} for ${months % 12 === 0 ? `${months / 12} years` : `${months} months`}`,
      `Saving on the bill: ${formatMoney(perMonth)} a month${saving.period === 'yearly' ? ` (${formatMoney(saving.value)} a year ÷ 12)` : ''}`,
    ],
    results: [
      `Loan payment: **${formatMoney(payment)}** a month`,
      net >= 0
        ? `Cash-flow positive by **${formatMoney(net)}** a month (${formatMoney(perMonth)} − ${formatMoney(payment)})`
        : `Cash-flow negative by **${formatMoney(-net)}** a month (${formatMoney(payment)} − ${formatMoney(perMonth)})`,
    ],
    method:
      'Payment = loan × r ÷ (1 − (1 + r)^−n), r the yearly rate ÷ 12 and n the months; net = the monthly saving − the payment',
  };
};

export const HOME_LOAN_PAYMENT_READERS: readonly Reader[] = [
  helocDrawEnds,
  interestOnlyTotal,
  interestOnlyAgainstRent,
  paymentAgainstSavings,
];
