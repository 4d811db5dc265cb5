// A rental's year with the months it sat empty (docs/assistant.md rule 72): "rent 2,200/mo but it sat
// empty one month, PM 8% of collected rent, tax 4,100, insurance 1,450, repairs 2,300, mortgage
// 1,480/mo: rent collected, NOI and cash flow for the year". The rent is collected for the months let
// (12 − months empty, or the months said rented); management is a share of that; the year's costs
// are amounts a year; NOI is the rent collected less management and costs; cash flow takes the
// mortgage's twelve payments off. One property (a building's unit-months are vacancy-months-math's).
// Part of quick-math (READERS there); every number must be placed, or the reader does not fire.
import { readDeal } from './amount-roles.ts';
import { formatMoney, formatNumber } from './format.ts';
import { COUNT_WORDS, countOrOne } from './number-words.ts';
import { HOUSING_PAYMENT_CUE, OTHER_COSTS_CUE, readRentShares } from './operating-income-math.ts';
import type { NumberToken } from './parse-numbers.ts';
import { labelled, percents, wordsBefore, type Reader } from './quick-math-reading.ts';

const COUNT = `(\\d{1,2}|${COUNT_WORDS}|a|an|one)`;
/** "sat empty for one month", "was vacant 2 months", "2 months vacant", "a month between tenants". */
const MONTHS_EMPTY = [
  new RegExp(
    `\\b(?:empty|vacant|unrented|unoccupied|unleased|without a tenant|between tenants)(?: for)?(?: about| roughly)? ${COUNT}(?: full| whole)? months?\\b`,
  ),
  new RegExp(
    `\\b${COUNT}(?: full| whole)? months? (?:of vacancy|vacant|empty|unrented|between tenants|without a tenant|with no tenant)\\b`,
  ),
];
/** "rented 10 of 12 months", "occupied for 9 months", "had a tenant 11 months". */
const MONTHS_LET = new RegExp(
  `\\b(?:rented(?: out)?|occupied|leased|let|had (?:a )?tenants?|tenant(?:ed)?)(?: for)?(?: only)? ${COUNT}(?: of (?:the )?(?:12|twelve))? months?\\b`,
);
const ASKED =
  /\bnoi\b|net operating income|\bcash ?flow|\brent (?:did )?(?:i|we) (?:actually )?collect|\b(?:rent|income) collected\b|\bcollected (?:rent|income)\b|\bnet (?:income|profit)\b|\bprofit\b/;
/** The question frames one year ("last year", "for the year", "on my taxes"). */
const A_YEAR =
  /\blast year\b|\bthis year\b|\bfor the year\b|\bthe (?:whole |full )?year\b|\bannual(?:ly)?\b|\bper year\b|\ba year\b|\btax(?:es)? (?:return|year)\b|\bdoing (?:my|our) taxes\b|\bschedule e\b|\b(?:19|20)\d\d\b/;

function monthsEmpty(text: string): { months: number; span: [number, number] } | null {
  for (const re of MONTHS_EMPTY) {
    const m = re.exec(text);
    if (m) return { months: countOrOne(m[1]!), span: [m.index, m.index + m[0].length] };
  }
  const let_ = MONTHS_LET.exec(text);
  if (let_) return { months: 12 - countOrOne(let_[1]!), span: [let_.index, let_.index + let_[0].length] };
  return null;
}

export const rentalYear: Reader = ({ text, tokens }) => {
  if (!ASKED.test(text)) return null;
  const empty = monthsEmpty(text);
  if (!empty || !(empty.months >= 1 && empty.months <= 11)) return null;
  const units = readDeal(text).units;
  if (units !== undefined && units > 1) return null;
  // "insurance 900": a bare amount right after a cost's name is dollars.
  const amounts = tokens.filter(
    (t) =>
      !(t.start >= empty.span[0] && t.end <= empty.span[1]) &&
      (t.kind === 'money' ||
        (t.kind === 'plain' && t.value >= 10 && OTHER_COSTS_CUE.test(wordsBefore(text, tokens, t, 20)))),
  );
  // "rented 10 of 12 months at 1,650": the rent right after the months let.
  const rent = amounts.find(
    (t) =>
      t.period !== 'yearly' &&
      (/^\s*at\s*$/.test(text.slice(empty.span[1], t.start)) ||
        /\b(?:rents?(?: (?:it|is|was|of|at|for))?|rented (?:for|at)|rental income(?: of| is| was)?)\s*(?:about|around|roughly)?\s*$/.test(
          wordsBefore(text, tokens, t, 30),
        )),
  );
  if (!rent) return null;
  const mortgage = labelled(text, amounts, HOUSING_PAYMENT_CUE, ['money'], 2);
  const yearFramed = A_YEAR.test(text);
  const costs = amounts.filter((t) => t !== rent && t !== mortgage);
  // Each other amount is a cost that says what it is; without a period it is the year's when the
  // question frames a year or it is more than a month's rent, and otherwise unclear.
  if (
    costs.some(
      (t) => !OTHER_COSTS_CUE.test(`${wordsBefore(text, tokens, t, 30)} ${text.slice(t.end, t.end + 20)}`),
    )
  )
    return null;
  if (costs.some((t) => !t.period && !yearFramed && t.value <= rent.value)) return null;
  const shares = readRentShares(text, tokens);
  if (shares === null || shares.vacancy > 0 || shares.upkeep > 0) return null;
  const placed = new Set<NumberToken>([rent, ...costs, ...(mortgage ? [mortgage] : []), ...percents(tokens)]);
  if (tokens.some((t) => !placed.has(t) && !(t.start >= empty.span[0] && t.end <= empty.span[1])))
    return null;

  const monthlyRent = rent.period === 'yearly' ? rent.value / 12 : rent.value;
  const monthsLet = 12 - empty.months;
  const collected = monthlyRent * monthsLet;
  const management = collected * shares.management;
  const yearlyOf = (t: NumberToken) => (t.period === 'monthly' ? t.value * 12 : t.value);
  const costTotal = costs.reduce((sum, t) => sum + yearlyOf(t), 0);
  const noi = collected - management - costTotal;
  const debtService = mortgage ? (mortgage.period === 'yearly' ? mortgage.value : mortgage.value * 12) : 0;
  const costLabel = (t: NumberToken) =>
    (
      /([a-z][a-z /&-]*?)\s*(?:is|was|are|were|of|at|about|around|roughly|~|:)?\s*$/.exec(
        wordsBefore(text, tokens, t, 30)
          .split(/[,;.]\s/)
          .pop() ?? '',
      )?.[1] ?? 'cost'
    ).trim();
  const results = [
    `Rent collected: **${formatMoney(collected)}** (${formatMoney(monthlyRent)} × ${formatNumber(monthsLet, 0)} months let)`,
    `NOI: **${formatMoney(noi)}** (${formatMoney(collected)}${management > 0 ? ` − ${formatMoney(management)} management` : ''} − ${formatMoney(costTotal)} costs)`,
  ];
  if (mortgage)
    results.push(
      `Cash flow after the mortgage: **${formatMoney(noi - debtService)}** for the year (${formatMoney(noi)} − ${formatMoney(debtService)}), ${formatMoney((noi - debtService) / 12)} a month`,
    );
  return {
    title: "A rental's year, with the months it sat empty",
    inputs: [
      `Rent: ${formatMoney(monthlyRent)} a month; empty ${formatNumber(empty.months, 0)} month${empty.months === 1 ? '' : 's'}, so let ${formatNumber(monthsLet, 0)} of 12`,
      ...(shares.management > 0
        ? [
            `Management: ${formatNumber(shares.management * 100, 2)}% of the rent collected = ${formatMoney(management)}`,
          ]
        : []),
      ...costs.map(
        (t) =>
          `${costLabel(t).replace(/^./, (c) => c.toUpperCase())}: ${formatMoney(yearlyOf(t))} a year${t.period === 'monthly' ? ` (${formatMoney(t.value)} a month)` : ''}`,
      ),
      ...(mortgage
        ? [`Mortgage: ${formatMoney(debtService / 12)} a month = ${formatMoney(debtService)} a year`]
        : []),
    ],
    results,
    method:
      'Rent collected = the monthly rent × the months let; NOI = rent collected − management − the year’s costs; cash flow = NOI − the mortgage payments',
  };
};
