// A rental's effective gross income with every number stated ("12 units, rents avg 1,185/mo, 7%
// vacancy and credit loss, laundry brings in another 350/mo regardless of vacancy: EGI for the
// year?"): the rents less vacancy, plus other income (laundry, parking, storage, fees). Part of
// quick-math (READERS there).
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { money, percents, UNITS, wordsBefore, yearly, type Reader } from './quick-math-reading.ts';

const OTHER_INCOME =
  /\b(?:laundry|parking|storage|garages?|pet (?:rent|fees?)|fees|vending|billboard|cell tower|other income|ancillary)\b/;
const PER_UNIT = /\b(?:avg|average|each|per (?:unit|door|apartment)|a (?:unit|door))\b/;

const effectiveGrossIncome: Reader = ({ text, tokens }) => {
  if (!/\beffective gross(?: income)?\b|\begi\b/.test(text)) return null;
  const vacancies = percents(tokens);
  if (vacancies.length !== 1) return null;
  const vacancy = vacancies[0]!.value;
  const clause = (t: NumberToken) =>
    `${wordsBefore(text, tokens, t, 40)} ${text.slice(t.end, t.end + 40).split(/[.;,](?:\s|$)/)[0]}`;
  const amounts = money(tokens);
  const others = amounts.filter((t) => OTHER_INCOME.test(clause(t)));
  const rents = amounts.filter((t) => !others.includes(t));
  if (rents.length !== 1 || others.length === 0) return null;
  const rent = rents[0]!;
  const units = UNITS.exec(text);
  const n = units && PER_UNIT.test(text) ? Number(units[1] ?? units[2]) : 1;
  const potentialRent = yearly(rent) * n;
  const otherYearly = others.reduce((sum, t) => sum + yearly(t), 0);
  // Other income bears vacancy only when the question says so; laundry with empty units usually falls.
  const otherBearsVacancy = /\bsubject to vacancy\b|\b(?:also|both) (?:hit|affected) by vacancy\b/.test(text);
  const loss = (potentialRent + (otherBearsVacancy ? otherYearly : 0)) * vacancy;
  const egi = potentialRent + otherYearly - loss;
  return {
    title: 'Effective gross income',
    inputs: [
      n > 1
        ? `Rents: ${n} units × ${formatMoney(rent.value)} a month`
        : `Rent: ${formatMoney(yearly(rent))} a year`,
      `Vacancy and credit loss: ${formatPercent(vacancy)}${otherBearsVacancy ? '' : ' of the rents'}`,
      `Other income: ${formatMoney(otherYearly)} a year${otherBearsVacancy ? '' : ', not reduced by vacancy'}`,
    ],
    results: [
      `Potential rent: ${formatMoney(potentialRent)} a year`,
      `Vacancy and credit loss: −${formatMoney(loss)}`,
      `Effective gross income: **${formatMoney(egi)}** a year (${formatMoney(egi / 12)} a month)`,
    ],
    method: 'Potential rent − vacancy and credit loss + other income',
  };
};

export const INCOME_READERS: readonly Reader[] = [effectiveGrossIncome];
