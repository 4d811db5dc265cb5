// What a USDA loan's two fees cost (docs/assistant.md rule 96) when the asker gives the loan but not
// the fees' rates: the program's own rates, said as such (1% upfront guarantee fee, usually financed,
// and a 0.35% annual fee paid monthly), on the loan stated. With a rate and a term, what the financed
// upfront fee adds to the payment. Fee rates the question states are the financed-premium reader's
// (financed-premium-math.ts), so this one fires only when none is stated.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { everyNumberPlaced, type Reader } from './quick-math-reading.ts';

/** USDA's guarantee fee and annual fee on purchase loans since October 2016. */
const UPFRONT = 0.01;
const ANNUAL = 0.0035;

const USDA = /\busda\b|\brural development\b|\brd loan\b/;
const FEES_ASKED =
  /\b(?:guarantee|guaranty|upfront|up-front|annual|yearly) (?:fee|fees)\b|\bg(?:uarantee)? fee\b|\bfees?\b[^.?!]{0,30}\b(?:cost|run|add|come to)\b/;

const usdaFeesAtProgramRates: Reader = ({ text, tokens }) => {
  if (!USDA.test(text) || !FEES_ASKED.test(text)) return null;
  if (tokens.some((t) => t.kind === 'percent' && /\bfee\b/.test(text.slice(t.end, t.end + 30)))) return null;
  const loans = tokens.filter((t) => t.kind === 'money' && !t.period && t.value >= 20000);
  if (loans.length !== 1 || tokens.filter((t) => t.kind === 'money').length !== 1) return null;
  // The amount must be the loan: a price would need the down payment read first.
  if (
    !/\bloan\b|\bmortgage\b|\bborrow/.test(text.slice(Math.max(0, loans[0]!.start - 30), loans[0]!.end + 20))
  )
    return null;
  const rates = tokens.filter((t) => t.kind === 'percent');
  const terms = tokens.filter((t) => t.kind === 'years');
  if (rates.length > 1 || terms.length > 1 || rates.length !== terms.length) return null;
  if (!everyNumberPlaced(text, tokens)) return null;
  const loan = loans[0]!.value;
  const upfront = loan * UPFRONT;
  // The annual fee is charged on the whole loan, the financed upfront fee included.
  const financedLoan = loan + upfront;
  const annualMonthly = (financedLoan * ANNUAL) / 12;
  const rate = rates[0]?.value;
  const term = terms[0]?.value;
  const financed =
    rate !== undefined && term !== undefined
      ? monthlyPayment(loan + upfront, rate, term) - monthlyPayment(loan, rate, term)
      : undefined;
  return {
    title: 'USDA guarantee and annual fees',
    inputs: [
      `Loan: ${formatMoney(loan)}`,
      ...(rate !== undefined ? [`Rate: ${formatPercent(rate, 3)}, ${term} years`] : []),
      `Fees at USDA's program rates (none stated): upfront guarantee fee ${formatPercent(UPFRONT, 2)}, annual fee ${formatPercent(ANNUAL, 2)}`,
    ],
    results: [
      `Upfront guarantee fee: **${formatMoney(upfront)}** (${formatPercent(UPFRONT, 2)} × ${formatMoney(loan)}), usually added to the loan`,
      `Annual fee: ${formatMoney(financedLoan * ANNUAL)} a year = **${formatMoney(annualMonthly)} a month** in the first year (${formatPercent(ANNUAL, 2)} × ${formatMoney(financedLoan)}, the loan with the upfront fee financed, ÷ 12), falling as the balance does`,
      ...(financed !== undefined
        ? [
            `Financing the upfront fee adds **${formatMoney(financed)} a month** to the payment (P&I on ${formatMoney(loan + upfront)} against ${formatMoney(loan)})`,
            `Both fees together: **${formatMoney(financed + annualMonthly)} a month** in the first year`,
          ]
        : ['Give the rate and term to see what the financed upfront fee adds to the payment']),
    ],
    method:
      'Upfront fee = 1% of the loan; annual fee = 0.35% of the balance (upfront fee financed) ÷ 12; the financed fee’s cost = payment on (loan + fee) − payment on the loan',
  };
};

export const USDA_FEE_READERS: readonly Reader[] = [usdaFeesAtProgramRates];
