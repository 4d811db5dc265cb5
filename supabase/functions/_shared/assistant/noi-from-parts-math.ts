// NOI from income told in parts (docs/assistant.md rule 79): a strip centre's gross potential rent
// with the tenants' reimbursements ("GPR 312,000 a year, 7% vacancy & credit loss on that, tenants
// reimburse about $54k of CAM and taxes, opex $96,000, a buyer offered 3.4M"), or a mixed-use
// building's retail by the foot and apartments by the unit ("2,200 sf at $24/sf/yr NNN; 4 apartments
// at $1,650/mo each; 5% vacancy across the whole thing; expenses 38k; value at a 7% cap"). The parts
// are read by income-streams.ts; vacancy comes off the rent (off everything when the words say so:
// "across the whole thing", "on all income"), reimbursements and other income are added, the
// expenses taken off, and the cap rate at a price or the value at a cap rate follows. A single rent
// is noiFromGross's (operating-income-math.ts). Part of quick-math (READERS there).
import { readDeal } from './amount-roles.ts';
import { capRates } from './exit-value-math.ts';
import { formatMoney, formatPercent } from './format.ts';
import { readIncomeParts } from './income-streams.ts';
import { VACANCY_LABEL } from './operating-income-math.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  clauseAfter,
  clauseBefore,
  everyNumberPlaced,
  itemizedExpenses,
  labelled,
  type Reader,
  type Span,
} from './quick-math-reading.ts';

const ASKS = /\bnoi\b|\bnet operating income\b|\bcap(?: rate)?\b|\bvalue\b|\bworth\b|\bvaluation\b/;
const FINANCING =
  /\b(?:down payment|\d+\s?% down|loan|mortgage|financ\w*|debt service|cash ?flow|cash[- ]on[- ]cash|coc|dscr)\b/;
const EXPENSES = /\b(?:operating )?(?:expenses|expense|opex|operating costs|costs)\b/;
/** The vacancy said of every part of the income, not the rent alone. */
const WHOLE =
  /\b(?:across|on|of|for|to|over)\s+(?:the\s+)?(?:whole(?: thing| property| building)?|entire(?: thing| property| building)?|all(?: (?:of )?(?:it|the income|income))?|everything|total income|all income|both|gross income)\b|\boverall\b|\bblended\b/;

export const noiFromIncomeParts: Reader = ({ text, tokens }) => {
  if (!ASKS.test(text) || FINANCING.test(text)) return null;
  const parts = readIncomeParts(text, tokens);
  if (!parts || parts.length < 2 || !parts.some((p) => p.kind === 'rent')) return null;
  // Only income the other readers cannot place: a rent by the foot, reimbursements or other income.
  // Rents by the unit beside a gross rent named as such may be the same income said twice.
  if (!parts.some((p) => p.source === 'area' || p.kind !== 'rent')) return null;
  if (parts.some((p) => p.source === 'units') && parts.some((p) => p.kind === 'rent' && p.source === 'named'))
    return null;
  const placed = new Set<NumberToken>(parts.flatMap((p) => p.tokens));
  const vacancy = labelled(text, tokens, VACANCY_LABEL, ['percent'], 1);
  const noVacancy = readDeal(text).noVacancy;
  if (!vacancy && !noVacancy) return null;
  if (vacancy) placed.add(vacancy);
  const caps = capRates(text, tokens).filter((c) => !placed.has(c.token));
  if (caps.length > 1) return null;
  const cap = caps[0];
  if (cap) placed.add(cap.token);
  const gross = parts.reduce((sum, p) => sum + p.yearly, 0);
  const rest = tokens.filter((t) => !placed.has(t) && t.kind === 'money');
  // The expenses as one amount named so, or item by item ("taxes 40k, insurance 12k").
  const totals = rest.filter((t) =>
    EXPENSES.test(`${clauseBefore(text, t).slice(-60)} ${clauseAfter(text, t).slice(0, 30)}`),
  );
  if (totals.length > 1) return null;
  const total = totals[0];
  let expenses: number;
  let expensesShown: string;
  if (total) {
    // With no period, an amount the size of a year's expenses is a year's.
    const year =
      total.period === 'monthly'
        ? total.value * 12
        : total.period || total.value >= gross * 0.05
          ? total.value
          : null;
    if (year === null) return null;
    expenses = year;
    expensesShown = `Operating expenses you pay: ${formatMoney(year)} a year${total.period === 'monthly' ? ` (${formatMoney(total.value)} a month)` : ''}`;
    placed.add(total);
  } else {
    const candidates = rest.filter((t) => t.period !== undefined || t.value < gross * 0.5);
    const items = itemizedExpenses(text, tokens, candidates);
    if (!items || items.some((i) => i.yearly === undefined)) return null;
    expenses = items.reduce((sum, i) => sum + i.yearly!, 0);
    expensesShown = `Operating expenses you pay: ${formatMoney(expenses)} a year (${items.map((i) => `${i.label.toLowerCase()} ${formatMoney(i.yearly!)}`).join(', ')})`;
    for (const t of candidates) placed.add(t);
  }
  // A price is the one amount left: "a buyer offered 3.4M", "asking 1.3M".
  const prices = tokens.filter((t) => !placed.has(t) && t.kind === 'money' && !t.period && t.value >= 10000);
  if (prices.length > 1 || (prices.length === 1 && cap)) return null;
  const price = prices[0];
  if (price) placed.add(price);
  if (tokens.some((t) => !placed.has(t))) return null;
  // "a little 6-unit strip centre": the building's count of units describes it, and places no income.
  const described = [...text.matchAll(/\b\d{1,3}[- ](?:unit|tenant|bay|suite|door)\b/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const spans: Span[] = [...parts.flatMap((p) => p.spans), ...placed, ...described];
  if (!everyNumberPlaced(text, spans)) return null;
  // Vacancy comes off the rent, or off everything when the words say so.
  const rate = vacancy?.value ?? 0;
  const whole =
    vacancy !== undefined &&
    WHOLE.test(`${clauseBefore(text, vacancy).slice(-40)} ${clauseAfter(text, vacancy).slice(0, 50)}`);
  const rents = parts.filter((p) => p.kind === 'rent').reduce((sum, p) => sum + p.yearly, 0);
  const base = whole ? gross : rents;
  const loss = base * rate;
  const egi = gross - loss;
  const noi = egi - expenses;
  const others = parts.some((p) => p.kind !== 'rent');
  const inputs = [
    ...parts.map((p) => p.shown),
    vacancy
      ? `Vacancy and credit loss: ${formatPercent(rate)} of ${whole ? 'all the income' : 'the rent'}${others && !whole ? ' (reimbursements and other income taken in full)' : ''}`
      : 'Vacancy: none, as you said',
    expensesShown,
    ...(price ? [`Price: ${formatMoney(price.value)}`] : []),
    ...(cap ? [`Cap rate: ${formatPercent(cap.value)}`] : []),
  ];
  const results = [
    `Gross income: ${formatMoney(gross)} a year`,
    ...(rate > 0
      ? [`Vacancy and credit loss: ${formatPercent(rate)} × ${formatMoney(base)} = ${formatMoney(loss)}`]
      : []),
    `Effective gross income: ${formatMoney(egi)} a year`,
    `NOI: **${formatMoney(noi)}** a year (${formatMoney(egi)} − ${formatMoney(expenses)})`,
    ...(price ? [`Cap rate at ${formatMoney(price.value)}: **${formatPercent(noi / price.value)}**`] : []),
    ...(cap ? [`Value at a ${formatPercent(cap.value)} cap: **${formatMoney(noi / cap.value)}**`] : []),
  ];
  return {
    title: 'Net operating income',
    inputs,
    results,
    method: `NOI = gross income − vacancy and credit loss − operating expenses${price ? '; cap rate = NOI ÷ price' : cap ? '; value = NOI ÷ cap rate' : ''}`,
  };
};
