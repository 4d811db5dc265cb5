// The operating expense ratio (OER): operating expenses ÷ effective gross income, or ÷ the gross income
// when that is the income the question gives ("opex 42k, EGI 110k, what's the OER", "gross income 96k,
// operating expenses 38,400, what % of income goes to expenses"). With a vacancy stated beside a gross
// rent, the EGI is worked out first, since the ratio is the one lenders and appraisers quote on EGI.
// Part of quick-math (READERS there).
import { amountWithCue, readDeal } from './amount-roles.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { labelled, money, percents, wholeMonthlyRent, type Reader } from './quick-math-reading.ts';

/** The ratio asked for by name or as a share of income spent on expenses. */
const ASKS_RATIO =
  /\boers?\b|\b(?:operating )?expense ratio\b|\bopex ratio\b|\bwhat (?:%|percent(?:age)?|share|portion|fraction|part) of (?:the |my |our |its )?(?:income|rents?|revenue|egi|gross(?: income| rents?)?|effective gross(?: income)?)\b.{0,40}\b(?:expenses|opex|costs|operating)\b|\b(?:expenses|opex|operating costs) (?:as|are) (?:a |what )?(?:%|percent(?:age)?|share) of\b/;

const EXPENSES = /\b(?:operating )?(?:expenses|expense|opex|operating costs|costs to run)\b/;
const EGI = /\begi\b|\beffective gross(?: income)?\b/;
const GROSS =
  /\bgross(?: (?:potential |scheduled |operating )?(?:income|rents?|revenue))?\b|\bgpr\b|\bpgi\b|\b(?:total |annual |rental )?(?:income|revenue)\b|\brents?\b|\bcollections?\b/;

/** An amount in the period of another when it gives none ("opex 42k" beside "EGI 110k" compare as given). */
function inPeriod(t: NumberToken, other: NumberToken): number {
  const period = t.period ?? other.period;
  return period === 'monthly' ? t.value * 12 : t.value;
}

export const operatingExpenseRatio: Reader = ({ text, tokens }) => {
  if (!ASKS_RATIO.test(text)) return null;
  const amounts = money(tokens);
  // The label nearest each amount names it ("… operating expenses if rents are 4,200/mo and expenses
  // are 1,470/mo": the 4,200 is the rents'), before it first, then after it.
  const expenses =
    amountWithCue(text, tokens, EXPENSES, { kinds: ['money'], gap: 2 }) ??
    labelled(text, tokens, EXPENSES, ['money'], 2);
  if (!expenses || amounts.length !== 2) return null;
  const incomeToken = amounts.find((t) => t !== expenses)!;
  // "effective gross income on my office building was 525k": a few words of what it is may stand
  // between the name and the amount.
  const egiNamed = labelled(text, [incomeToken], EGI, ['money'], 5) !== undefined;
  const perUnit = readDeal(text).roles.some(
    (r) => r.role === 'rentPerUnit' && r.token.start === incomeToken.start,
  );
  if (!egiNamed && !perUnit && !labelled(text, [incomeToken], GROSS, ['money'], 5)) return null;
  const rates = percents(tokens);
  // A vacancy turns a gross income into the EGI; any other percentage is not part of this ratio.
  const vacancy = rates.find((t) => /\bvacan/.test(text.slice(Math.max(0, t.start - 25), t.end + 20)));
  if (rates.length > (vacancy ? 1 : 0) || (vacancy && egiNamed)) return null;
  // A rent said per unit is the building's rent times its units ("4 units at 1,500 each").
  let income = inPeriod(incomeToken, expenses);
  let incomeShown = `${formatMoney(income)} a year`;
  // A rent a month (or said per unit, which is a month's) is the whole building's, read once.
  const rentMonthly = !egiNamed && (incomeToken.period === 'monthly' || perUnit);
  if (rentMonthly) {
    const whole = wholeMonthlyRent(text, { ...incomeToken, period: 'monthly' });
    if (!whole) return null;
    income = whole.monthly * 12;
    incomeShown = `${whole.shown} = ${formatMoney(income)} a year`;
  }
  // Expenses with no period beside a monthly rent are a year's only when more than a month's rent;
  // "rents 7,500/mo, expenses 2,400" could be either, and is not guessed.
  if (rentMonthly && expenses.period === undefined && expenses.value <= income / 12) return null;
  const expenseYearly =
    rentMonthly && expenses.period === undefined ? expenses.value : inPeriod(expenses, incomeToken);
  // Both without a period compare as given; a yearly income against monthly expenses is put in years.
  const sameBasis = !rentMonthly && incomeToken.period === undefined && expenses.period === undefined;
  const incomeBasis = sameBasis ? incomeToken.value : income;
  const expenseBasis = sameBasis ? expenses.value : expenseYearly;
  const egi = vacancy ? incomeBasis * (1 - vacancy.value) : incomeBasis;
  const ratio = expenseBasis / egi;
  if (!(ratio > 0.02 && ratio < 1.5)) return null;
  const base = egiNamed || vacancy ? 'effective gross income' : 'gross income';
  // "Expense ratio and NOI?": the NOI is the same two amounts' difference, asked beside the ratio (rule 79).
  const noi = /\bnoi\b|\bnet operating income\b/.test(text)
    ? [
        `NOI: **${formatMoney(egi - expenseBasis)}**${sameBasis ? '' : ' a year'} (${formatMoney(egi)} − ${formatMoney(expenseBasis)})`,
      ]
    : [];
  return {
    title: 'Operating expense ratio',
    inputs: [
      `Operating expenses: ${formatMoney(expenseBasis)}${sameBasis ? '' : ' a year'}`,
      `${egiNamed ? 'Effective gross income' : 'Gross income'}: ${sameBasis ? formatMoney(incomeBasis) : incomeShown}`,
      ...(vacancy ? [`Vacancy: ${formatPercent(vacancy.value)}`] : []),
    ],
    results: [
      ...(vacancy
        ? [
            `Effective gross income: ${formatMoney(incomeBasis)} × (1 − ${formatPercent(vacancy.value)}) = ${formatMoney(egi)}`,
          ]
        : []),
      `Operating expense ratio: **${formatPercent(ratio)}** of ${base} (${formatMoney(expenseBasis)} ÷ ${formatMoney(egi)})`,
      ...noi,
    ],
    method: `OER = operating expenses ÷ ${base}${egiNamed || vacancy ? '' : ' (no vacancy was given, so the gross income is the base)'}`,
  };
};
