// Ratios a borrower's file is judged by (docs/assistant.md rule 107), each computed from amounts named
// by their words (number-labels.ts), never by size:
// - front-end and back-end DTI: the new housing payment ÷ the monthly income, and the housing payment
//   plus the monthly debts ÷ the income ("income 9,850/mo, house payment 2,760, car 415, student loan
//   230, card minimums 95");
// - a rental's DSCR as a DSCR lender figures it: rent ÷ PITIA, with the P&I stated or worked from a
//   loan, its rate and its amortization;
// - the most PITI and the biggest loan a minimum DSCR allows ("needs 1.25, rent 3,100, taxes 380,
//   insurance 160, 7.5% 30 years").
// Part of quick-math (READERS there).
import { saysPaid } from './paid-off.ts';
import { loanFromPayment, monthlyPayment } from './calculators.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { AMOUNT_LABEL, amountTokens, labelOf, setAside } from './number-labels.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

const DTI_WORDS = {
  income: /\bincome\b|\bgross\b|\bmake\b|\bearn\w*|\bsalary\b|\bbring in\b/,
  housing:
    /\bhouse payment\b|\bhousing(?: payment| cost)?\b|\bmortgage(?: payment)?\b|\bpiti\b|\bnew payment\b|\bhome payment\b/,
  debt: /\bcar\b|\bauto\b|\btruck\b|\bstudent loans?\b|\bcredit cards?\b|\bcards?\b|\bminimums?\b|\bpersonal loan\b|\bchild support\b|\balimony\b|\bdebts?\b|\bheloc\b|\bboat\b|\bfurniture\b/,
} as const;

/** Front-end and back-end DTI asked as ratios, never the most payment a limit allows. */
export const debtRatios: Reader = ({ text, tokens: read }) => {
  if (!/\bfront[- ]?end\b|\bback[- ]?end\b|\bdti\b|\bdebt[- ]to[- ]income\b/.test(text)) return null;
  if (/\bmax\w*|\bmost\b|\bafford\b|\bhow (?:much|big)\b|\blimit\b|\bcap\b/.test(text)) return null;
  const aside = setAside(text);
  const tokens = amountTokens(read, aside);
  if (tokens.some((t) => t.kind === 'percent' || t.kind === 'years' || t.kind === 'months')) return null;
  let income: NumberToken | undefined;
  let housing: NumberToken | undefined;
  const debts: { token: NumberToken; name: string }[] = [];
  for (const t of tokens) {
    const label = labelOf(text, tokens, t, DTI_WORDS, AMOUNT_LABEL);
    if (label === 'income' && !income) income = t;
    else if (label === 'housing' && !housing && t.period !== 'yearly') housing = t;
    else if (label === 'debt' && t.period !== 'yearly') {
      // "I paid off my $350 car loan": a paid debt is no payment carried; whether to count one paid off
      // soon is the user's to say (paid-off.ts).
      if (saysPaid(text, t)) return null;
      const before = text.slice(tokens.filter((o) => o.end <= t.start).at(-1)?.end ?? 0, t.start);
      debts.push({
        token: t,
        name: before
          .replace(/^[\s,.;]*(?:plus|and|&)?\s*/, '')
          .replace(/[\s:=-]*(?:is|of|at)?\s*\$?$/, '')
          .trim(),
      });
    } else return null;
  }
  if (!income || !housing || !everyNumberPlaced(text, [...tokens, ...aside])) return null;
  const monthlyIncome = income.period === 'yearly' ? income.value / 12 : income.value;
  // A bare income under $1,000 or over $100,000 with no period cannot be told a month's or a year's.
  if (income.period === undefined && !(monthlyIncome >= 1000 && monthlyIncome <= 60_000)) return null;
  if (housing.value >= monthlyIncome) return null;
  const debtTotal = debts.reduce((sum, d) => sum + d.token.value, 0);
  const front = housing.value / monthlyIncome;
  const back = (housing.value + debtTotal) / monthlyIncome;
  return {
    title: 'Front-end and back-end DTI',
    inputs: [
      income.period === 'yearly'
        ? `Gross income: ${formatMoney(income.value)} a year = ${formatMoney(monthlyIncome)} a month`
        : `Gross monthly income: ${formatMoney(monthlyIncome)}`,
      `Housing payment (PITI): ${formatMoney(housing.value)} a month`,
      ...(debts.length
        ? debts.map((d) => `Other monthly debt${d.name ? ` (${d.name})` : ''}: ${formatMoney(d.token.value)}`)
        : ['Other monthly debts: none stated']),
    ],
    results: [
      `Front-end DTI: ${formatMoney(housing.value)} ÷ ${formatMoney(monthlyIncome)} = **${formatPercent(front)}**`,
      `Total monthly debts: ${formatMoney(housing.value)}${debts.map((d) => ` + ${formatMoney(d.token.value)}`).join('')} = ${formatMoney(housing.value + debtTotal)}`,
      `Back-end DTI: ${formatMoney(housing.value + debtTotal)} ÷ ${formatMoney(monthlyIncome)} = **${formatPercent(back)}**`,
    ],
    method:
      'Front-end = housing payment ÷ gross monthly income; back-end = housing payment plus the monthly minimums of every other debt ÷ gross monthly income. Conventional loans often look for about 28% and 36–45%, FHA and VA allow more',
  };
};

const DSCR_WORDS = {
  rent: /\brents?\b|\brental income\b|\bgross rents?\b|\bmarket rents?\b/,
  payment: /\bp\s?&\s?i\b|\bp and i\b|\bprincipal (?:and|&) interest\b|\bmortgage payment\b|\bloan payment\b/,
  taxesAndInsurance: /\btax(?:es)? (?:plus|and|&|\+) (?:homeowners? |hazard )?insurance\b|\bt\s?&\s?i\b/,
  taxes: /\b(?:property )?tax(?:es)?\b/,
  insurance: /\b(?:homeowners? |hazard |landlord )?insurance\b/,
  hoa: /\bhoa\b|\bassociation dues\b|\bdues\b/,
  loan: /\bloan(?: amount)?(?: of)?\b|\bborrow\w*|\bmortgage of\b/,
} as const;
type DscrPart = keyof typeof DSCR_WORDS;

/** A minimum DSCR a lender asks for: "wants 1.25 minimum", "at least a 1.2", "needs a 1.25x". */
const MINIMUM =
  /\b(?:min(?:imum)?|at least|requires?|required|wants?|needs?|target)\s(?:an? |of |dscr of |a dscr of )?$|^\s?x?\s?(?:min(?:imum)?|or (?:better|higher|more))\b/;

interface DscrReading {
  rent: NumberToken;
  payment?: NumberToken;
  loan?: NumberToken;
  rate?: NumberToken;
  term?: NumberToken;
  minimum?: NumberToken;
  costs: { part: DscrPart; token: NumberToken }[];
  aside: ReturnType<typeof setAside>;
}

/** The parts of a DSCR question, each named; null when one number is not. */
function readDscr(text: string, read: NumberToken[]): DscrReading | null {
  if (!/\bdscr\b|\bdebt service coverage\b|\bcoverage ratio\b/.test(text)) return null;
  // A DSCR on NOI, or with vacancy and expenses, is the operating-income readers'.
  if (/\bnoi\b|\bnet operating\b|\bvacancy\b|\bexpenses\b|\bmanagement\b/.test(text)) return null;
  const aside = setAside(text);
  const tokens = amountTokens(read, aside);
  const parts: Partial<Record<DscrPart, NumberToken>> = {};
  let rate: NumberToken | undefined;
  let term: NumberToken | undefined;
  let minimum: NumberToken | undefined;
  for (const t of tokens) {
    if (t.kind === 'percent') {
      if (rate || !(t.value > 0.01 && t.value < 0.2)) return null;
      rate = t;
    } else if (t.kind === 'years') {
      if (term) return null;
      term = t;
    } else if (t.kind === 'plain' && t.value >= 1 && t.value <= 2 && /\.\d/.test(t.raw)) {
      // "max PITI that still hits 1.25": the minimum said again.
      if (minimum?.value === t.value) continue;
      const before = text.slice(Math.max(0, t.start - 24), t.start);
      if (minimum || !(MINIMUM.test(before) || MINIMUM.test(text.slice(t.end, t.end + 14)))) return null;
      minimum = t;
    } else if (t.kind === 'money' || t.kind === 'plain') {
      const part = labelOf(text, tokens, t, DSCR_WORDS, AMOUNT_LABEL);
      if (!part || parts[part] || (t.period === 'yearly' && (part === 'rent' || part === 'payment')))
        return null;
      parts[part] = t;
    } else return null;
  }
  if (!parts.rent || !everyNumberPlaced(text, [...tokens, ...aside])) return null;
  if (parts.taxesAndInsurance && (parts.taxes || parts.insurance)) return null;
  const costs = (['taxesAndInsurance', 'taxes', 'insurance', 'hoa'] as const)
    .filter((p) => parts[p])
    .map((part) => ({ part, token: parts[part]! }));
  return {
    rent: parts.rent,
    ...(parts.payment ? { payment: parts.payment } : {}),
    ...(parts.loan ? { loan: parts.loan } : {}),
    ...(rate ? { rate } : {}),
    ...(term ? { term } : {}),
    ...(minimum ? { minimum } : {}),
    costs,
    aside,
  };
}

const COST_NAMES: Record<string, string> = {
  taxesAndInsurance: 'Taxes and insurance',
  taxes: 'Property taxes',
  insurance: 'Insurance',
  hoa: 'HOA',
};
const monthlyOf = (t: NumberToken) => (t.period === 'yearly' ? t.value / 12 : t.value);
const costLine = (c: { part: string; token: NumberToken }) =>
  `${COST_NAMES[c.part]}: ${formatMoney(monthlyOf(c.token))} a month${c.token.period === 'yearly' ? ` (${formatMoney(c.token.value)} a year)` : ''}`;

/** A rental's DSCR: rent ÷ (P&I + taxes + insurance + HOA), the P&I stated or worked from the loan. */
export const dscrOfRental: Reader = ({ text, tokens }) => {
  const r = readDscr(text, tokens);
  if (!r || r.minimum) return null;
  const loanGiven = r.loan && r.rate && r.term;
  if (r.payment ? r.loan || r.rate || r.term : !loanGiven) return null;
  if (r.costs.length === 0 && !/\bp\s?&\s?i\b|\bprincipal|\bpayment\b/.test(text)) return null;
  const years = r.term?.value ?? 0;
  const pi = r.payment ? r.payment.value : monthlyPayment(r.loan!.value, r.rate!.value, years);
  const costTotal = r.costs.reduce((sum, c) => sum + monthlyOf(c.token), 0);
  const pitia = pi + costTotal;
  const rent = monthlyOf(r.rent);
  const dscr = rent / pitia;
  return {
    title: 'DSCR on the rent',
    inputs: [
      `Rent: ${formatMoney(rent)} a month`,
      r.payment
        ? `P&I: ${formatMoney(pi)} a month`
        : `Loan: ${formatMoney(r.loan!.value)} at ${formatPercent(r.rate!.value, 3).replace(/\.?0+%$/, '%')}, ${years}-year amortization`,
      ...r.costs.map(costLine),
      ...(/\bno hoa\b/.test(text) ? ['HOA: none'] : []),
    ],
    results: [
      ...(r.payment ? [] : [`P&I payment: **${formatMoney(pi)}** a month`]),
      `PITIA: ${[pi, ...r.costs.map((c) => monthlyOf(c.token))].map(formatMoney).join(' + ')} = ${formatMoney(pitia)}`,
      `DSCR: ${formatMoney(rent)} ÷ ${formatMoney(pitia)} = **${formatNumber(dscr, 2)}**`,
      dscr >= 1.25
        ? 'At or above 1.25, the level many DSCR lenders price best'
        : dscr >= 1
          ? 'Between 1.00 and 1.25: the rent covers the payment; many lenders price this tier higher or ask more down'
          : 'Below 1.00: the rent does not cover the payment; few DSCR lenders go below about 0.75',
    ],
    method:
      'DSCR (as DSCR lenders figure a rental) = monthly rent ÷ PITIA (principal and interest, taxes, insurance and any association dues)',
  };
};

/** The most PITI and the largest loan a minimum DSCR leaves: rent ÷ the minimum, less taxes and insurance. */
export const loanAtMinimumDscr: Reader = ({ text, tokens }) => {
  const r = readDscr(text, tokens);
  if (!r?.minimum || !r.rate || !r.term || r.payment || r.loan) return null;
  if (r.costs.length === 0) return null;
  const rent = monthlyOf(r.rent);
  const need = r.minimum.value;
  const maxPiti = rent / need;
  const costTotal = r.costs.reduce((sum, c) => sum + monthlyOf(c.token), 0);
  const pi = maxPiti - costTotal;
  if (!(pi > 0)) return null;
  const loan = loanFromPayment(pi, r.rate.value, r.term.value);
  return {
    title: `Largest loan at a ${formatNumber(need, 2)} DSCR`,
    inputs: [
      `Rent: ${formatMoney(rent)} a month`,
      `Minimum DSCR: ${formatNumber(need, 2)} (rent ÷ PITI)`,
      ...r.costs.map(costLine),
      `Rate: ${formatPercent(r.rate.value, 3).replace(/\.?0+%$/, '%')}, ${r.term.value}-year amortization`,
    ],
    results: [
      `Most PITI: ${formatMoney(rent)} ÷ ${formatNumber(need, 2)} = **${formatMoney(maxPiti)}** a month`,
      `Most P&I: ${formatMoney(maxPiti)} − ${formatMoney(costTotal)} of taxes and insurance = ${formatMoney(pi)}`,
      `Largest loan: **${formatMoney(loan)}** (the loan whose P&I at ${formatPercent(r.rate.value, 3).replace(/\.?0+%$/, '%')} over ${r.term.value} years is ${formatMoney(pi)})`,
    ],
    method:
      'Most PITI = rent ÷ the minimum DSCR; less taxes, insurance and dues is the most P&I; the loan is that payment’s present value at the rate over the amortization',
  };
};
