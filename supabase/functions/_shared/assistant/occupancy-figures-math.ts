// A building's vacancy loss, operating expense ratio and break-even occupancy asked together, from its
// units × average rent (or a stated gross potential rent), a vacancy %, a year's operating expenses and
// a year's debt service (rule 57):
//   GPR = units × rent × 12; vacancy loss = GPR × vacancy; EGI = GPR − loss;
//   OER = opex ÷ EGI; break-even occupancy = (opex + debt service) ÷ GPR.
// Part of quick-math (READERS there), before the readers that answer one of these alone.
import { readDeal } from './amount-roles.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { labelled, money, percents, wholeMonthlyRent, type Reader } from './quick-math-reading.ts';

const ASKS_LOSS =
  /\bvacancy (?:loss|losses|cost)\b|\b(?:lost|lose) to vacancy\b|\bhow much (?:do (?:i|we) )?lose\b/;
const ASKS_OER = /\boers?\b|\b(?:operating )?expense ratio\b|\bopex ratio\b/;
const ASKS_BREAK_EVEN =
  /\bbreak[- ]?even (?:occupancy|ratio|point)?\b|\b(?:b\/e|be) occupancy\b|\boccupancy\b.{0,40}\bbreak[- ]?even\b/;

const EXPENSES = /\b(?:operating )?(?:expenses|opex|operating costs|costs)\b/;
const DEBT = /\b(?:(?:annual |yearly )?debt service|ds|mortgage payments?|loan payments?|p\s?&\s?i)\b/;
const GROSS = /\b(?:gross (?:potential )?(?:rent|income)|potential (?:gross )?(?:rent|income)|gpr)\b/;

/** A year's amount: monthly ones × 12; one with no period is a year's when $20k or more (said so). */
function yearsAmount(t: NumberToken): { value: number; note: string } | null {
  if (t.period === 'monthly') return { value: t.value * 12, note: ' (× 12)' };
  if (t.period === 'yearly') return { value: t.value, note: '' };
  return t.value >= 20_000 ? { value: t.value, note: ' (no period given: read as a year’s)' } : null;
}

export const vacancyExpenseRatioAndBreakEven: Reader = ({ text, tokens }) => {
  const asked = [ASKS_LOSS, ASKS_OER, ASKS_BREAK_EVEN].filter((re) => re.test(text)).length;
  if (asked < 2) return null;
  const amounts = money(tokens);
  const expenses = labelled(text, tokens, EXPENSES, ['money'], 2);
  const debt = labelled(text, tokens, DEBT, ['money'], 2);
  if (!expenses || !debt || expenses === debt) return null;
  const vacancy = percents(tokens).filter((t) =>
    /\bvacan/.test(text.slice(Math.max(0, t.start - 25), t.end + 20)),
  );
  if (vacancy.length !== 1 || percents(tokens).length !== 1) return null;
  // The gross potential rent: stated, or the units × their average rent.
  const others = amounts.filter((t) => t !== expenses && t !== debt);
  if (others.length !== 1) return null;
  const rentToken = others[0]!;
  let gpr: number;
  let gprShown: string;
  const perUnit = readDeal(text).roles.some(
    (r) => r.role === 'rentPerUnit' && r.token.start === rentToken.start,
  );
  if (perUnit || rentToken.period === 'monthly') {
    const whole = wholeMonthlyRent(text, { ...rentToken, period: 'monthly' });
    if (!whole || (!perUnit && !labelled(text, [rentToken], GROSS, ['money'], 2))) return null;
    gpr = whole.monthly * 12;
    gprShown = `${whole.shown} × 12 = ${formatMoney(gpr)} a year`;
  } else {
    if (!labelled(text, [rentToken], GROSS, ['money'], 2)) return null;
    const year = yearsAmount(rentToken);
    if (!year) return null;
    gpr = year.value;
    gprShown = `${formatMoney(gpr)} a year${year.note}`;
  }
  const opex = yearsAmount(expenses);
  const service = yearsAmount(debt);
  if (!opex || !service) return null;
  const rate = vacancy[0]!.value;
  const loss = gpr * rate;
  const egi = gpr - loss;
  const oer = opex.value / egi;
  const breakEven = (opex.value + service.value) / gpr;
  if (!(oer > 0.02 && oer < 1.5)) return null;
  return {
    title: 'Vacancy loss, expense ratio and break-even occupancy',
    inputs: [
      `Gross potential rent: ${gprShown}`,
      `Vacancy: ${formatPercent(rate)}`,
      `Operating expenses: ${formatMoney(opex.value)} a year${opex.note}`,
      `Debt service: ${formatMoney(service.value)} a year${service.note}`,
    ],
    results: [
      `Vacancy loss: **${formatMoney(loss)}** a year (${formatMoney(gpr)} × ${formatPercent(rate)}); effective gross income ${formatMoney(egi)}`,
      `Operating expense ratio: **${formatPercent(oer)}** of effective gross income (${formatMoney(opex.value)} ÷ ${formatMoney(egi)})`,
      `Break-even occupancy: **${formatPercent(breakEven)}** ((${formatMoney(opex.value)} + ${formatMoney(service.value)}) ÷ ${formatMoney(gpr)})`,
    ],
    method:
      'Vacancy loss = GPR × vacancy; OER = opex ÷ EGI; break-even occupancy = (opex + debt service) ÷ GPR',
  };
};
