// A home's whole monthly cost (docs/assistant.md rule 96): the loan's principal and interest, the
// taxes and insurance, and the running costs an owner pays every month beside them that no mortgage
// calculator takes (propane or heating oil, electric, water, road upkeep). A rural buyer asks for that
// total; the mortgage calculator would ask what "$180 a month of propane" is for. It fires only when
// such a running cost is named, and every amount is placed, so a plain payment stays the calculator's.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  everyNumberPlaced,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

/** Nothing down, however said: "no money down", "zero down", "$0 down", "100% financing". */
const ZERO_DOWN =
  /\b(?:0%?|zero|no|nothing)(?: money)? down\b|\$0 down\b|\b(?:no|zero|0%?|without an?) down payment\b|\b100% financ\w*|\bfinanc\w* (?:the )?(?:whole|full|entire) (?:price|thing)\b/;
/** Fees the asker set aside ("ignore any fees"), so a program's guarantee fee is not owed here. */
const FEES_SET_ASIDE =
  /\b(?:ignore|ignoring|leave out|leaving out|skip|forget|not counting|excluding|exclude|no|without)(?: (?:any|the|all))? (?:upfront |guarantee |program )?fees?\b/;
/** USDA's rural program, whose fees (1% upfront, financed; 0.35% a year) change the payment. */
const USDA = /\busda\b|\brural (?:development|housing|program|loan)\b|\bguarantee fee\b/;
const USDA_UPFRONT = 0.01;
const USDA_ANNUAL = 0.0035;

interface CostKind {
  label: string;
  words: RegExp;
  usual: 'yearly' | 'monthly' | null;
  /** A cost no mortgage calculator takes: one must be named for this reader to answer. */
  running: boolean;
}

/** What each amount is, by the words of its clause; the first that matches names it. */
const KINDS: readonly CostKind[] = [
  {
    label: 'Mortgage insurance',
    words: /\b(?:pmi|mip|mortgage insurance)\b/,
    usual: 'monthly',
    running: false,
  },
  { label: 'HOA', words: /\bhoa\b|\bdues\b/, usual: 'monthly', running: false },
  {
    label: 'Heating fuel',
    words:
      /\b(?:propane|heating oil|fuel oil|heating|heat|firewood|wood pellets|pellets|lp gas|natural gas)\b/,
    usual: null,
    running: true,
  },
  {
    label: 'Utilities',
    words: /\b(?:electric(?:ity)?|power bill|utilities|water|sewer|trash|internet|satellite)\b/,
    usual: null,
    running: true,
  },
  {
    label: 'Upkeep',
    words: /\b(?:maintenance|upkeep|repairs?|road (?:fee|dues|upkeep)|snow (?:plowing|removal))\b/,
    usual: null,
    running: true,
  },
  { label: 'Property taxes', words: /\btax(?:es)?\b/, usual: 'yearly', running: false },
  { label: 'Insurance', words: /\b(?:insurance|ins|homeowners)\b/, usual: 'yearly', running: false },
];

/** Counts told as context: the acres, bedrooms, years lived somewhere, an age. */
const CONTEXT =
  /\b(?:we're|were|we are|i'm|im|i am|both|aged?|ages)\s+\d{2}(?:\s+(?:and|&)\s+\d{2})?\b|\b\d+(?:\.\d+)?\s*(?:-|\s)?(?:acres?|ac|bed(?:room)?s?|br|bath(?:room)?s?|ba|kids|children|miles?|mi|minutes?|mins?)\b|\b\d{1,3}\s*(?:years?|yrs?) old\b/g;

const spans = (text: string, pattern: RegExp): Span[] =>
  [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

const words = (text: string, t: NumberToken) =>
  `${clauseBefore(text, t).slice(-45)} ${clauseAfter(text, t).slice(0, 30)}`;

/**
 * What an amount is: the words before it first ("insurance is $1,400 a year and heating oil …" names
 * $1,400 insurance), then the few words after it ("$180 a month for propane").
 */
function kindOf(text: string, t: NumberToken): { kind: CostKind; word: string } | undefined {
  for (const near of [clauseBefore(text, t).slice(-45), clauseAfter(text, t).slice(0, 25)]) {
    for (const kind of KINDS) {
      const m = kind.words.exec(near);
      if (m) return { kind, word: m[0] };
    }
  }
  return undefined;
}

const paymentWithRunningCosts: Reader = ({ text, tokens }) => {
  if (
    !/\bp\s?&\s?i\b|\bprincipal (?:and|&) interest\b|\bpayment\b|\bmonthly\b|\ba month\b|\bper month\b|\btotal\b|\ball[- ]in\b/.test(
      text,
    )
  )
    return null;
  // FHA and VA premiums are the program reader's (loan-programs-math.ts).
  if (/\bfha\b|\bva\b/.test(text)) return null;
  // A rental's income and cash flow are the investment readers': the owner's cost of living there is
  // not what a landlord asks.
  if (
    /\brent(?:s|al|ed|ing)?\b|\bcash ?flow\b|\bcash[- ]on[- ]cash\b|\btenants?\b|\bnoi\b|\binvest(?:or|ment)\b/.test(
      text,
    )
  )
    return null;
  // A USDA loan with its fees not set aside carries them: the upfront fee financed, the annual fee a month.
  const usdaFees = USDA.test(text) && !FEES_SET_ASIDE.test(text);
  if (
    usdaFees &&
    tokens.some((t) => t.kind === 'percent' && /\bfee\b/.test(clauseAfter(text, t).slice(0, 20)))
  )
    return null;
  const terms = tokens.filter((t) => t.kind === 'years');
  if (terms.length !== 1 || !(terms[0]!.value >= 5 && terms[0]!.value <= 40)) return null;
  const term = terms[0]!.value;
  // "100% financing" says nothing down; it is no rate.
  const percents = tokens.filter(
    (t) => t.kind === 'percent' && !(t.value === 1 && /^\s*financ/.test(text.slice(t.end, t.end + 10))),
  );
  const downShare = percents.find((t) => /\bdown\b/.test(clauseAfter(text, t).slice(0, 12)));
  const rates = percents.filter((t) => t !== downShare);
  if (rates.length !== 1 || !(rates[0]!.value > 0.005 && rates[0]!.value < 0.2)) return null;
  const rate = rates[0]!.value;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const principals = amounts.filter(
    (t) => t.value >= 20000 && !t.period && !KINDS.some((k) => k.words.test(words(text, t))),
  );
  if (principals.length !== 1) return null;
  const principal = principals[0]!;
  const statedLoan = /\bloan\b|\bmortgage\b|\bborrow/.test(clauseBefore(text, principal).slice(-30));
  const downAmounts = amounts.filter((t) => t !== principal && /^\s*down\b/.test(clauseAfter(text, t)));
  const zero = ZERO_DOWN.test(text);
  const downs = [downShare, ...downAmounts, ...(zero ? ['zero'] : [])].filter(Boolean);
  // "a usda loan no money down on $300k": a loan said with nothing down is the amount itself.
  if (statedLoan ? downs.some((d) => d !== 'zero') : downs.length !== 1) return null;
  const down = downShare ? principal.value * downShare.value : downAmounts[0] ? downAmounts[0].value : 0;
  const baseLoan = principal.value - down;
  const loan = usdaFees ? baseLoan * (1 + USDA_UPFRONT) : baseLoan;
  const costs: { label: string; monthly: number; shown: string; token: NumberToken; running: boolean }[] = [];
  for (const t of amounts) {
    if (t === principal || downAmounts.includes(t)) continue;
    const found = kindOf(text, t);
    if (!found) return null;
    const kind = found.kind;
    const period = t.period ?? kind.usual;
    if (!period) return null;
    const monthly = period === 'yearly' ? t.value / 12 : t.value;
    // A running cost keeps the asker's own word ("Propane"), so it is seen as read.
    const named = kind.running ? found.word : undefined;
    costs.push({
      label: named ? named.charAt(0).toUpperCase() + named.slice(1) : kind.label,
      monthly,
      shown:
        period === 'yearly'
          ? `${formatMoney(t.value)} a year = ${formatMoney(monthly)} a month`
          : `${formatMoney(t.value)} a month`,
      token: t,
      running: kind.running,
    });
  }
  if (!costs.some((c) => c.running)) return null;
  if (new Set(costs.map((c) => c.label)).size !== costs.length) return null;
  if (usdaFees)
    costs.push({
      label: 'USDA annual fee',
      monthly: (loan * USDA_ANNUAL) / 12,
      shown: `${formatPercent(USDA_ANNUAL, 2)} of ${formatMoney(loan)} a year ÷ 12 (first year)`,
      token: principal,
      running: false,
    });
  const placed = [
    ...tokens.filter((t) => t.kind !== 'plain' && percents.includes(t) === (t.kind === 'percent')),
    ...tokens.filter((t) => t.kind === 'percent' && !percents.includes(t)),
    ...spans(text, CONTEXT),
  ];
  if (!everyNumberPlaced(text, placed)) return null;
  const pi = monthlyPayment(loan, rate, term);
  const total = pi + costs.reduce((s, c) => s + c.monthly, 0);
  const context = spans(text, CONTEXT).map((s) => text.slice(s.start, s.end));
  return {
    title: 'Monthly cost with the running costs',
    inputs: [
      statedLoan
        ? `Loan: ${formatMoney(baseLoan)}${zero ? ', nothing down' : ''}`
        : `Price: ${formatMoney(principal.value)}, ${
            down === 0
              ? `nothing down${/\b100% financ/.test(text) ? ' (100% financing)' : ''}`
              : `${formatMoney(down)} down${downShare ? ` (${formatPercent(downShare.value, 1)})` : ''}`
          } → loan ${formatMoney(baseLoan)}`,
      ...(usdaFees
        ? [
            `USDA fees at the program's rates (none stated or set aside): ${formatPercent(USDA_UPFRONT, 2)} upfront, financed → loan ${formatMoney(loan)}; ${formatPercent(USDA_ANNUAL, 2)} a year`,
          ]
        : []),
      `Rate: ${formatPercent(rate, 3).replace(/0+%$/, '%').replace(/\.%$/, '%')}, ${term} years`,
      ...(FEES_SET_ASIDE.test(text) ? ['Program fees: left out, as you asked'] : []),
      ...costs.map((c) => `${c.label}: ${c.shown}`),
      ...(context.length ? [`Also read, not a cost: ${context.join(', ')}`] : []),
    ],
    results: [
      `Principal and interest: **${formatMoney(pi)}** a month`,
      ...costs.map((c) => `${c.label}: ${formatMoney(c.monthly)} a month`),
      `Total monthly cost: **${formatMoney(total)}** (${[formatMoney(pi), ...costs.map((c) => formatMoney(c.monthly))].join(' + ')})`,
    ],
    method:
      'P&I = loan × r ÷ (1 − (1 + r)^−n) with r the yearly rate ÷ 12 and n the months; yearly costs ÷ 12; total = P&I + every monthly cost',
  };
};

export const RUNNING_COSTS_PAYMENT_READERS: readonly Reader[] = [paymentWithRunningCosts];
