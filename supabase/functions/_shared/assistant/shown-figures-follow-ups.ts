// Loose follow-ups of first-time users worked from the figures the answers before them show
// (docs/assistant.md rule 123): "how much more a month is that than the 20% down version?", "what if
// they go by the 28% front-end rule instead?", "and if caps go out 50 bps?", "at least 80% of that,
// what's the minimum?", "House A is $38,000 cheaper, how many years before the commute eats that?",
// "and whats my equity as a percent of the value?", "with 25% down at 7% for 30 years, the DSCR?".
// Each reads only figures an earlier answer printed under their own labels, and the follow-up's own
// numbers by their words; anything else is left to the other readings (null).
import type { HistoryTurn } from '../protocol.ts';
import { loanFromPayment, monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import type { Route } from './intent.ts';
import { normalizeText, tokenizeNumbers, type NumberToken } from './parse-numbers.ts';
import type { QuickAnswer } from './quick-math-reading.ts';
import { headingOf } from './topic-follow-up.ts';

const dollars = (s: string) => Number(s.replace(/[$,]/g, ''));

/** The dollar amount an answer shows right after `label` ("Gross income: $8,000.00 a month"). */
function shownAmount(text: string, label: string): number | null {
  const m = new RegExp(
    `${label}(?: \\([^)\n]*\\))?\\*{0,2}:?\\s*\\|?\\s*\\*{0,2}(\\$[\\d,]+(?:\\.\\d+)?)`,
  ).exec(text);
  return m ? dollars(m[1]!) : null;
}

const tokensOf = (input: string): NumberToken[] => tokenizeNumbers(normalizeText(input));
const assistantTurns = (history: readonly HistoryTurn[]) => history.filter((t) => t.role === 'assistant');
const quick = (answer: QuickAnswer): Route => ({ kind: 'quick', answer });

/** A mortgage answer's down payment share, term and principal & interest, or null. */
function mortgageVersion(text: string): { down: number; years: number; pi: number } | null {
  if (headingOf(text) !== 'Monthly mortgage payment') return null;
  const down = /Down payment: \$[\d,.]+ \((\d+(?:\.\d+)?)%\)/.exec(text);
  const years = /\n- Term: (\d+) years/.exec(text);
  const pi = /\| Principal & interest \| (\$[\d,.]+) \|/.exec(text);
  if (!years || !pi) return null;
  // A loan asked without a price shows no share down: it can be compared by its term only.
  return { down: down ? Number(down[1]) / 100 : NaN, years: Number(years[1]), pi: dollars(pi[1]!) };
}

const COMPARES = /\b(?:than|vs\.?|versus|compared (?:to|with)|difference|from)\b/;
const VERSION_WORD = /\b(?:version|option|one|scenario|case|loan|way|plan)\b/;

/**
 * "how much more a month is that than the 20% down version?": the last mortgage answer's P&I against
 * the earlier answer in the conversation with that share down (or that term, "the 30-year one").
 */
function versionDifference(input: string, history: readonly HistoryTurn[]): Route | null {
  const text = normalizeText(input);
  if (!COMPARES.test(text) || !VERSION_WORD.test(text) || !/\bhow much|\bdifference\b/.test(text))
    return null;
  const tokens = tokensOf(input);
  if (tokens.length !== 1) return null;
  const [named] = tokens as [NumberToken];
  const byDown = named.kind === 'percent' && /^\s*down\b/.test(text.slice(named.end));
  const byTerm = named.kind === 'years';
  if (!byDown && !byTerm) return null;
  const turns = assistantTurns(history);
  const last = history.at(-1)?.role === 'assistant' ? mortgageVersion(turns.at(-1)!.text) : null;
  if (!last) return null;
  const matches = (v: { down: number; years: number }) =>
    byDown ? Math.abs(v.down - named.value) < 1e-6 : v.years === named.value;
  if (matches(last)) return null;
  const earlier = turns
    .slice(0, -1)
    .map((t) => mortgageVersion(t.text))
    .filter((v): v is NonNullable<typeof v> => v !== null && matches(v));
  // Two earlier versions with that share down (or term) but different payments: which one is unclear.
  if (earlier.length === 0 || earlier.some((v) => Math.abs(v.pi - earlier[0]!.pi) > 0.005)) return null;
  const before = earlier[0]!;
  const diff = last.pi - before.pi;
  const name = (v: { down: number; years: number }) =>
    byDown ? `${formatRate(v.down)} down` : `${v.years}-year`;
  return quick({
    title: `Principal & interest: ${name(last)} against ${name(before)}`,
    inputs: [
      `${name(before)} (earlier answer): ${formatMoney(before.pi)} a month principal & interest`,
      `${name(last)} (last answer): ${formatMoney(last.pi)} a month principal & interest`,
    ],
    results: [
      `Difference: **${formatMoney(Math.abs(diff))} a month ${diff >= 0 ? 'more' : 'less'}** with ${name(last)}`,
      `Over a year: ${formatMoney(Math.abs(diff) * 12)}`,
    ],
    method: `${formatMoney(last.pi)} − ${formatMoney(before.pi)}; principal & interest only, as both answers show it`,
  });
}

const FRONT_END = /\bfront[- ]?end\b|\bhousing(?:[- ]expense)? ratio\b|\bhousing[- ]only\b/;

/**
 * "ok what if they go by the 28% front-end rule instead?" after the most housing payment under a total
 * DTI: a front-end ratio caps housing alone, so it is the income × the ratio, other debts not taken off.
 */
function frontEndCap(input: string, history: readonly HistoryTurn[]): Route | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || headingOf(last.text) !== 'Maximum housing payment') return null;
  const text = normalizeText(input);
  if (!FRONT_END.test(text) || /\bback[- ]?end\b|\btotal dti\b/.test(text)) return null;
  const tokens = tokensOf(input);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'percent') return null;
  const ratio = tokens[0]!.value;
  const income = /Gross income: (\$[\d,.]+) a month/.exec(last.text);
  if (!income || ratio < 0.1 || ratio > 0.5) return null;
  const monthly = dollars(income[1]!);
  return quick({
    title: 'Maximum housing payment (front-end ratio)',
    inputs: [
      `Gross income: ${formatMoney(monthly)} a month (from before)`,
      `Front-end ratio: ${formatPercent(ratio)}`,
    ],
    results: [`Maximum housing payment: **${formatMoney(monthly * ratio)}** a month`],
    method: `${formatMoney(monthly)} × ${formatPercent(ratio)}; a front-end ratio counts housing alone, so other debts are not taken off`,
  });
}

const CAP_UP =
  /\b(?:out|up|expand(?:s|ing)?|widen(?:s|ing)?|rises?|higher|increases?|goes up|decompress(?:es)?)\b/;
const CAP_DOWN = /\b(?:in|down|compress(?:es|ion)?|tighten(?:s)?|lower|drops?|falls?|decreases?)\b/;

/**
 * "and if caps go out 50 bps?" after a value from NOI and a cap rate: the cap moved by the points said
 * (basis points are read as percent by normalizeText), the value at the new cap and the change.
 */
function capMoved(input: string, history: readonly HistoryTurn[]): Route | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || headingOf(last.text) !== 'Value from cap rate') return null;
  const text = normalizeText(input);
  if (!/\bcaps?\b|\bcap rates?\b/.test(text)) return null;
  const tokens = tokensOf(input);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'percent') return null;
  const rest = text.replace(tokens[0]!.raw, ' ');
  const up = CAP_UP.test(rest);
  // "if caps go 50 bps": basis points are a move, never a cap of 0.5%; which way is asked.
  if (up === CAP_DOWN.test(rest))
    return /\bbps?\b|\bbasis points?\b|\bbips\b/i.test(input)
      ? {
          kind: 'clarify',
          question: `Does the cap rate move up (out) or down (in) by ${formatRate(tokens[0]!.value)}?`,
          options: ['caps go out 50 bps', 'caps compress 50 bps'],
        }
      : null;
  const noi = /Net operating income: (\$[\d,.]+)\/year/.exec(last.text);
  const cap = /\n- Cap rate: (\d+(?:\.\d+)?)%/.exec(last.text);
  const move = tokens[0]!.value;
  if (!noi || !cap || move <= 0 || move >= 0.03) return null;
  const n = dollars(noi[1]!);
  const before = Number(cap[1]) / 100;
  const after = up ? before + move : before - move;
  if (after <= 0) return null;
  const change = n / after - n / before;
  return quick({
    title: 'Value at the new cap rate',
    inputs: [
      `Net operating income: ${formatMoney(n)} a year (from before)`,
      `Cap rate: ${formatRate(before)} ${up ? '+' : '−'} ${formatRate(move)} = ${formatRate(after)}`,
    ],
    results: [
      `Value: ${formatMoney(n)} ÷ ${formatRate(after)} = **${formatMoney(n / after)}**`,
      `Change from ${formatMoney(n / before)}: ${change < 0 ? '−' : '+'}${formatMoney(Math.abs(change))}`,
    ],
    method: 'Value = NOI ÷ cap rate',
  });
}

/** "80% of that", "at least 90 percent of it": a share of the figure just answered. */
const SHARE_OF_THAT = /\b(?:of (?:that|it|this|the (?:coverage|amount|figure|number|value|total|cost)))\b/;

/**
 * "and if the policy needs at least 80% of that, what's the minimum?" after an answer with one result in
 * bold: that share of it. An answer with more than one bold amount leaves "that" unclear.
 */
function shareOfThat(input: string, history: readonly HistoryTurn[]): Route | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant') return null;
  const text = normalizeText(input);
  const tokens = tokensOf(input);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'percent') return null;
  if (!SHARE_OF_THAT.test(text.slice(tokens[0]!.end, tokens[0]!.end + 25))) return null;
  if (!/\b(?:min(?:imum)?|at least|how much|what(?:'s| is| would)|max(?:imum)?|need)\b/.test(text))
    return null;
  const bold = [...last.text.matchAll(/\*\*(\$[\d,]+\.\d\d)\*\*/g)].map((m) => m[1]!);
  if (new Set(bold).size !== 1) return null;
  const whole = dollars(bold[0]!);
  const share = tokens[0]!.value;
  if (share <= 0 || share > 1) return null;
  const title = headingOf(last.text) ?? 'the answer before';
  return quick({
    title: `${formatRate(share)} of ${formatMoney(whole)}`,
    inputs: [`Amount: ${formatMoney(whole)} (${title}, from before)`, `Share: ${formatRate(share)}`],
    results: [`${formatRate(share)} of it: **${formatMoney(whole * share)}**`],
    method: `${formatMoney(whole)} × ${formatRate(share)}`,
  });
}

const HOW_LONG = /\bhow (?:many|much) (?:years?|time)\b|\bhow long\b|\bbreak[- ]?even\b|\bpay ?back\b/;
const SAVING = /\b(?:cheaper|less|savings?|saves?|saving|lower price|discount)\b/;
const EATS =
  /\b(?:eats?|eaten|eat up|wipes? out|uses? up|offsets?|cancels?|makes? up|cover)\b|\bbreak[- ]?even\b/;

/**
 * "House A is $38,000 cheaper. how many years of that extra commute cost before it eats up the savings?"
 * after a yearly extra cost: the saving ÷ that cost a year. Without a yearly cost shown before, the
 * yearly cost is asked for, never guessed.
 */
function yearsToUseUpSaving(input: string, history: readonly HistoryTurn[]): Route | null {
  const text = normalizeText(input);
  if (!HOW_LONG.test(text) || !SAVING.test(text) || !EATS.test(text)) return null;
  if (!/\bextra\b|\bmore\b|\bcost\b/.test(text)) return null;
  const tokens = tokensOf(input);
  const money = tokens.filter((t) => t.kind === 'money');
  if (money.length !== 1 || tokens.length !== 1 || money[0]!.period) return null;
  const saving = money[0]!.value;
  const last = history.at(-1);
  if (last?.role !== 'assistant') return null;
  // "A costs **$1,929.60** more a year" is the extra cost itself, beside each home's own yearly cost.
  const yearlyIn = (more: string) =>
    [
      ...last.text.matchAll(
        new RegExp(`\\*\\*(\\$[\\d,]+\\.\\d\\d)\\*\\*${more}(?: a year|/year| per year)`, 'g'),
      ),
    ].map((m) => dollars(m[1]!));
  const more = yearlyIn(' more');
  const yearly = more.length > 0 ? more : yearlyIn('');
  if (new Set(yearly).size !== 1) {
    return {
      kind: 'clarify',
      question: `How much more a year does it cost? With that I can work out how many years it takes to use up the ${formatMoney(saving)} saved.`,
      options: ['it costs $3,500 more a year', 'the extra cost is $290 a month'],
    };
  }
  const cost = yearly[0]!;
  return quick({
    title: 'Years until the extra cost uses up the saving',
    inputs: [`Saving: ${formatMoney(saving)}`, `Extra cost: ${formatMoney(cost)} a year (from before)`],
    results: [
      `Years: ${formatMoney(saving)} ÷ ${formatMoney(cost)} = **${formatNumber(saving / cost, 2)} years**`,
    ],
    method: 'Years = one-time saving ÷ extra cost a year (no inflation or discounting)',
  });
}

/**
 * "and whats my equity as a percent of the value right now?" after an answer showing the value and the
 * balance owed (a HELOC's room, a loan-to-value): value − owed, and its share of the value.
 */
function equityShare(input: string, history: readonly HistoryTurn[]): Route | null {
  const last = history.at(-1);
  const text = normalizeText(input);
  if (last?.role !== 'assistant' || /\d/.test(text) || !/\bequity\b/.test(text)) return null;
  if (!/\bpercent|%|\bshare\b|\bratio\b/.test(text)) return null;
  const value = shownAmount(last.text, '\\n- (?:Home )?[Vv]alue');
  const owed = shownAmount(last.text, '\\n- (?:Owed(?: now)?|Loan balance|Mortgage balance|Balance owed)');
  if (value === null || owed === null || value <= 0 || owed > value) return null;
  return quick({
    title: 'Home equity',
    inputs: [`Value: ${formatMoney(value)} (from before)`, `Owed: ${formatMoney(owed)} (from before)`],
    results: [
      `Equity: ${formatMoney(value)} − ${formatMoney(owed)} = ${formatMoney(value - owed)}`,
      `As a percent of the value: **${formatPercent((value - owed) / value)}**`,
    ],
    method: 'Equity = value − owed; its share = equity ÷ value',
  });
}

/**
 * "and with 25% down, loan at 7% for 30 years, what's the DSCR?" after a cap rate on a price and an
 * NOI: the loan is the price less the share down, its P&I a year the debt service, DSCR = NOI ÷ that.
 */
function dscrOnShownPurchase(input: string, history: readonly HistoryTurn[]): Route | null {
  const last = history.at(-1);
  const text = normalizeText(input);
  if (last?.role !== 'assistant' || !/\bdscr\b|\bdebt (?:service )?coverage\b/.test(text)) return null;
  // Cash flow or a return asked beside it: the rental analysis answers the whole question.
  if (/\bcash[- ]?flow|\bcash[- ]on[- ]cash\b|\breturns?\b|\bcap rate\b|\bprofit\b|\bcoc\b/.test(text))
    return null;
  const tokens = tokensOf(input);
  const percents = tokens.filter((t) => t.kind === 'percent');
  const years = tokens.filter((t) => t.kind === 'years');
  if (tokens.length !== 3 || percents.length !== 2 || years.length !== 1) return null;
  const down = percents.find((t) => /^\s*down\b/.test(text.slice(t.end)));
  const rate = percents.find((t) => t !== down);
  if (!down || !rate || rate.value > 0.2) return null;
  const price = shownAmount(last.text, '\\n- (?:Purchase price|Price|Home price)');
  const noi = shownAmount(last.text, '\\n- (?:Net operating income|NOI)(?: \\(NOI\\))?');
  if (price === null || noi === null) return null;
  const loan = price * (1 - down.value);
  const pi = monthlyPayment(loan, rate.value, years[0]!.value);
  const ds = pi * 12;
  return quick({
    title: 'Debt service coverage ratio (DSCR)',
    inputs: [
      `Net operating income: ${formatMoney(noi)} a year (from before)`,
      `Price: ${formatMoney(price)} (from before)`,
      `Loan: ${formatMoney(price)} × (1 − ${formatRate(down.value)} down) = ${formatMoney(loan)}`,
      `Interest rate: ${formatRate(rate.value)}, term ${years[0]!.value} years`,
    ],
    results: [
      `Principal & interest: ${formatMoney(pi)} a month, debt service ${formatMoney(ds)} a year`,
      `DSCR: ${formatMoney(noi)} ÷ ${formatMoney(ds)} = **${formatNumber(noi / ds, 2)}**`,
    ],
    method: 'DSCR = NOI ÷ yearly principal & interest',
  });
}

const LOAN_SIZE =
  /\bhow (?:big|large|much)(?: of)?(?: a)? (?:loan|mortgage)\b|\bwhat (?:size )?(?:loan|mortgage)(?: amount)?\b|\bloan (?:amount|size)\b|\bhow much (?:can|could) (?:i|we) borrow\b/;

/**
 * "and if that whole 2,240 went to principal + interest at 6 1/4% for 30 yrs, how big a loan is that?"
 * after an answer showing $2,240.00 a month: the amount named is that monthly figure (said without
 * "a month"), and the loan it carries at the rate and term is solved from the payment.
 */
function loanFromShownPayment(input: string, history: readonly HistoryTurn[]): Route | null {
  const last = history.at(-1);
  const text = normalizeText(input);
  if (last?.role !== 'assistant' || !LOAN_SIZE.test(text)) return null;
  if (!/\bp&i\b|\bp ?\+ ?i\b|\bprincipal\b|\bpayment\b/.test(text)) return null;
  const tokens = tokensOf(input);
  const money = tokens.filter((t) => t.kind === 'money');
  const rate = tokens.filter((t) => t.kind === 'percent');
  const years = tokens.filter((t) => t.kind === 'years');
  if (tokens.length !== 3 || money.length !== 1 || rate.length !== 1 || years.length !== 1) return null;
  const payment = money[0]!.value;
  if (money[0]!.period === 'yearly' || rate[0]!.value > 0.2 || rate[0]!.value <= 0) return null;
  const shown = formatMoney(payment).replace(/[$.]/g, (c) => `\\${c}`);
  if (!new RegExp(`${shown}\\**(?: a month|/month|/mo\\b| per month)`).test(last.text)) return null;
  const loan = loanFromPayment(payment, rate[0]!.value, years[0]!.value);
  return quick({
    title: 'Loan a monthly payment carries',
    inputs: [
      `Principal & interest: ${formatMoney(payment)} a month (the figure above)`,
      `Interest rate: ${formatRate(rate[0]!.value)}`,
      `Term: ${years[0]!.value} years`,
    ],
    results: [`Loan: **${formatMoney(loan)}**`],
    method: `The loan whose ${years[0]!.value}-year payment at ${formatRate(rate[0]!.value)} is ${formatMoney(payment)}: payment × (1 − (1 + r)^−n) ÷ r, r the monthly rate, n the months`,
  });
}

/** A follow-up worked from the figures shown before, as a route, or null. */
export function shownFiguresFollowUp(input: string, history: readonly HistoryTurn[]): Route | null {
  return (
    versionDifference(input, history) ??
    frontEndCap(input, history) ??
    capMoved(input, history) ??
    shareOfThat(input, history) ??
    yearsToUseUpSaving(input, history) ??
    equityShare(input, history) ??
    dscrOnShownPurchase(input, history) ??
    loanFromShownPayment(input, history)
  );
}
