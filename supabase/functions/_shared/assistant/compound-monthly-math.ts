// Money at a rate compounded monthly (rule 120), as a reverse mortgage's balance, an unused line of
// credit, monthly draws and a term payment are worked: only when the question says the rate compounds
// monthly, so an appreciation or a loan's payment is never read here.
//   - a balance with no payments, grown for N years: B × (1 + r/12)^(12N);
//   - equal monthly draws (or deposits) from zero, each at the month's end: D × ((1 + r/12)^n − 1) ÷ (r/12);
//   - the monthly payment a present value buys over N years: PV × (r/12) ÷ (1 − (1 + r/12)^−n).
// A rate made of parts ("6.5% plus 0.5% MIP, so 7% total") is the total said, or the parts' sum. Ages
// ("I'll be 79 by then") are story. Part of quick-math (READERS there).
import { formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, type QuickAnswer, type Reader } from './quick-math-reading.ts';

const MONTHLY_COMPOUNDING =
  /\bcompound(?:ed|ing|s)? monthly\b|\bmonthly compounding\b|\bcompounded each month\b/;
const AGE_BEFORE = /\b(?:be|i'?m|we'?re|i am|we are|turn|turning|aged?|age)\s+$/;

/** The rate: the one given, or of several parts the total said ("so 7% total") or their sum. */
function compoundRate(text: string, tokens: NumberToken[]): { rate: number; parts: NumberToken[] } | null {
  const rates = percents(tokens);
  if (rates.length === 1) return { rate: rates[0]!.value, parts: rates };
  if (rates.length < 2 || rates.length > 4) return null;
  const total = rates.filter(
    (t) =>
      /\b(?:so|total|all[- ]in|combined|together|=)\s*$/.test(
        text.slice(Math.max(0, t.start - 12), t.start),
      ) || /^\s*(?:total|combined|all[- ]in|in all)\b/.test(text.slice(t.end, t.end + 12)),
  );
  if (total.length !== 1) return null;
  const sum = rates.filter((t) => t !== total[0]).reduce((s, t) => s + t.value, 0);
  if (Math.abs(sum - total[0]!.value) > 1e-9) return null;
  return { rate: total[0]!.value, parts: rates };
}

interface Terms {
  rate: number;
  /** The rate's parts as said, when it is their total ("6.5% + 0.5% = 7%"). */
  parts: string;
  years: number;
  amounts: NumberToken[];
}

/** The rate, the years and the money amounts of a monthly-compounding question, or null. */
function readTerms(text: string, tokens: NumberToken[]): Terms | null {
  if (!MONTHLY_COMPOUNDING.test(text)) return null;
  const rate = compoundRate(text, tokens);
  if (!rate || !(rate.rate > 0 && rate.rate < 0.25)) return null;
  const spans = tokens.filter((t) => t.kind === 'years');
  if (spans.length !== 1 || !(spans[0]!.value >= 1 && spans[0]!.value <= 40)) return null;
  // The same amount said twice ("$120,000 … treat the $120,000 as") is one amount.
  const amounts = money(tokens).filter((t, i, all) => all.findIndex((o) => o.value === t.value) === i);
  const others = tokens.filter(
    (t) =>
      !rate.parts.includes(t) &&
      t !== spans[0] &&
      t.kind !== 'money' &&
      !(t.kind === 'plain' && AGE_BEFORE.test(text.slice(Math.max(0, t.start - 12), t.start))),
  );
  if (others.length > 0 || amounts.length !== 1) return null;
  const parts =
    rate.parts.length > 1
      ? ` (${rate.parts
          .filter((t) => t.value !== rate.rate)
          .map((t) => formatRate(t.value))
          .join(' + ')} = ${formatRate(rate.rate)})`
      : '';
  return { rate: rate.rate, parts, years: spans[0]!.value, amounts };
}

const rateLine = ({ rate, parts }: Terms) =>
  `Rate: ${formatRate(rate)} a year${parts}, compounded monthly (${formatRate(rate / 12)} a month)`;

/** A balance or line with nothing paid or drawn, grown at the monthly-compounded rate. */
const grownBalance: Reader = ({ text, tokens }) => {
  const terms = readTerms(text, tokens);
  if (!terms || terms.amounts[0]!.period === 'monthly') return null;
  if (!/\b(?:balance|line|grow\w*|owe|worth|how (?:large|big|much)|will (?:it|the \w+) be)\b/.test(text))
    return null;
  if (/\bpayments? (?:of|is|are|would be)\b|\bmonthly payment\b|\bpresent value\b/.test(text)) return null;
  const start = terms.amounts[0]!.value;
  const months = Math.round(terms.years * 12);
  const grown = start * (1 + terms.rate / 12) ** months;
  return {
    title: 'A balance grown at a monthly-compounded rate',
    inputs: [
      `Starting amount: ${formatMoney(start)}`,
      rateLine(terms),
      `Time: ${terms.years} years (${months} months), nothing paid or drawn`,
    ],
    results: [
      `After ${terms.years} years: **${formatMoney(grown)}**`,
      `Growth: ${formatMoney(grown - start)}`,
    ],
    method: `Amount × (1 + rate ÷ 12)^months = ${formatMoney(start)} × (1 + ${formatRate(terms.rate)} ÷ 12)^${months}`,
  };
};

/** Equal monthly draws from a zero balance, each at the month's end: what is owed after the last. */
const drawsGrown: Reader = ({ text, tokens }) => {
  const terms = readTerms(text, tokens);
  const draw = terms?.amounts[0];
  if (!terms || !draw || draw.period !== 'monthly') return null;
  if (!/\b(?:starts? at (?:zero|0|\$0)|from (?:zero|0|\$0)|zero balance|no balance)\b/.test(text))
    return null;
  if (!/\bend of (?:the|each) month\b|\bmonth'?s end\b/.test(text)) return null;
  if (!/\b(?:owe|balance|total|how much)\b/.test(text)) return null;
  const r = terms.rate / 12;
  const n = Math.round(terms.years * 12);
  const owed = (draw.value * ((1 + r) ** n - 1)) / r;
  return {
    title: 'Monthly draws grown at a monthly-compounded rate',
    inputs: [
      `Draw: ${formatMoney(draw.value)} at the end of each month`,
      rateLine(terms),
      `Draws: ${n} (${terms.years} years), from a zero balance`,
    ],
    results: [
      `Balance right after the last (${n}th): **${formatMoney(owed)}**`,
      `Drawn: ${formatMoney(draw.value * n)}; interest: ${formatMoney(owed - draw.value * n)}`,
    ],
    method: `Draw × ((1 + r)^n − 1) ÷ r, r = ${formatRate(terms.rate)} ÷ 12 and n = ${n}`,
  };
};

/** The equal monthly payment, at each month's end, that a present value buys over N years. */
const paymentFromPresentValue: Reader = ({ text, tokens }) => {
  const terms = readTerms(text, tokens);
  if (!terms || terms.amounts[0]!.period === 'monthly') return null;
  if (!/\bpresent value\b/.test(text) || !/\bmonthly payments?\b|\bpayment\b/.test(text)) return null;
  const pv = terms.amounts[0]!.value;
  const r = terms.rate / 12;
  const n = Math.round(terms.years * 12);
  const payment = (pv * r) / (1 - (1 + r) ** -n);
  const answer: QuickAnswer = {
    title: 'Monthly payment from a present value',
    inputs: [
      `Present value: ${formatMoney(pv)}`,
      rateLine(terms),
      `Payments: ${n} (${terms.years} years), each at the month's end`,
    ],
    results: [`Monthly payment: **${formatMoney(payment)}**`, `Paid in all: ${formatMoney(payment * n)}`],
    method: `PV × r ÷ (1 − (1 + r)^−n), r = ${formatRate(terms.rate)} ÷ 12 and n = ${n}`,
  };
  return answer;
};

export const COMPOUND_MONTHLY_READERS: readonly Reader[] = [
  paymentFromPresentValue,
  drawsGrown,
  grownBalance,
];
