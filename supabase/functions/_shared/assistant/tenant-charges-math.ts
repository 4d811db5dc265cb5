// What a lease charges or owes a tenant (docs/assistant.md rule 91): a late fee as a share of the rent
// (or a flat fee) plus so much a day; a security deposit less its deductions, or with the simple
// interest a state requires; an early termination fee in months of rent against the rent left on the
// lease; and a concession's effective monthly rent ("half a month free on a 12-month lease at $1,800").
// Part of quick-math (READERS there); every number must be placed.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import {
  allPlaced,
  COUNT,
  countValue,
  findAmount,
  findAmounts,
  MONEY,
  MONTHS_SPAN,
  monthsValue,
  PER_MONTH,
  spanOf,
  type Found,
} from './landlord-reading.ts';
import { normalizeText } from './parse-numbers.ts';
import { PCT, type QuickAnswer, type Reader, type Span } from './quick-math-reading.ts';

const RENT = new RegExp(
  `\\b(?:rent|rents|pays|paying)(?:\\s+(?:is|of|at|=|:|was|runs|amount))*\\s*${MONEY}${PER_MONTH}?`,
);

/** "5% of monthly rent", "a $75 late fee", "late fee of $50". */
const LATE_SHARE = new RegExp(`${PCT}\\s+of\\s+(?:the\\s+)?(?:monthly\\s+)?rent`);
const LATE_FLAT = new RegExp(
  `\\blate (?:fee|charge)\\s+(?:is\\s+|of\\s+)?(?:a\\s+(?:flat\\s+)?)?${MONEY}(?!\\s*(?:%|percent|pct|a day|per day|each day|\\/\\s*day))|${MONEY}\\s+(?:flat\\s+)?late (?:fee|charge)`,
);
const PER_DAY = new RegExp(`${MONEY}\\s*(?:a|per|each|\\/)\\s*day`);
const DAYS = new RegExp(`\\b${COUNT}\\s+(?:additional|extra|more|further)?\\s*days?\\b`, 'g');

export const lateFees: Reader = ({ text }) => {
  if (!/\blate (?:fee|charge)s?\b|\blate\b/.test(text) || /\bgrace\b/.test(text)) return null;
  const share = findAmount(text, LATE_SHARE);
  const flatMatch = LATE_FLAT.exec(text);
  const daily = findAmount(text, PER_DAY);
  const rent = share ? findAmount(text, RENT) : null;
  if (!daily || (!share && !flatMatch) || (share && flatMatch) || (share && !rent)) return null;
  const days = findAmounts(text, DAYS).filter((d) => !(d.start >= daily.start && d.end <= daily.end));
  const counts = [...new Set(days.map((d) => countValue(d.match[1]!)))];
  if (counts.length !== 1) return null;
  const extraDays = counts[0]!;
  const flatSpan: Span | undefined = flatMatch
    ? { start: flatMatch.index, end: flatMatch.index + flatMatch[0].length }
    : undefined;
  const flatValue = flatMatch ? Number((flatMatch[1] ?? flatMatch[3])!.replace(/,/g, '')) : undefined;
  if (!allPlaced(text, [spanOf(share), flatSpan, spanOf(daily), spanOf(rent), ...days.map(spanOf)]))
    return null;
  const initial = share ? (share.value / 100) * rent!.value : flatValue!;
  const dailyTotal = daily.value * extraDays;
  return {
    title: 'Late fees owed',
    inputs: [
      ...(share
        ? [`Initial late fee: ${formatPercent(share.value / 100)} of ${formatMoney(rent!.value)} rent`]
        : [`Initial late fee: ${formatMoney(flatValue!)}`]),
      `Daily fee: ${formatMoney(daily.value)} a day × ${extraDays} additional days`,
    ],
    results: [
      `Initial fee: **${formatMoney(initial)}**`,
      `Daily fees: ${extraDays} × ${formatMoney(daily.value)} = **${formatMoney(dailyTotal)}**`,
      `Total late fees: **${formatMoney(initial + dailyTotal)}**`,
    ],
    method: 'The initial fee (its share of the rent, or flat) + the daily fee × the additional days late',
  };
};

const DEPOSIT = new RegExp(
  `\\b(?:security\\s+)?deposit(?:\\s+(?:was|is|of|=|:|amount|held|paid|they paid|collected|on file))*\\s*${MONEY}|${MONEY}\\s+(?:security\\s+)?deposit`,
);
/** "two damaged doors at 240 each", "2 blinds @ $35 apiece". */
const EACH = new RegExp(
  `\\b${COUNT}\\s+(?:[a-z'-]+\\s+){0,3}?(?:at|@|for|x)\\s+${MONEY}\\s*(?:each|apiece|a piece|ea\\b|per)`,
  'g',
);

function depositOf(text: string): (Found & { amount: number }) | null {
  const m = DEPOSIT.exec(text);
  if (!m) return null;
  const digits = m[1] ?? m[3];
  const suffix = m[1] ? m[2] : m[4];
  const amount = Number(digits!.replace(/,/g, '')) * (suffix === 'k' ? 1000 : 1);
  return { start: m.index, end: m.index + m[0].length, match: m, value: amount, amount };
}

export const depositReturn: Reader = ({ text }) => {
  if (!/\bdeposit\b/.test(text) || /\binterest\b/.test(text)) return null;
  if (
    !/\b(?:deduct\w*|withh[oe]ld\w*|keep(?:ing)?|charg\w*|minus|less|take out|taking out|subtract\w*|send back|return\w*|refund\w*|give back|owe)\b/.test(
      text,
    )
  )
    return null;
  const deposit = depositOf(text);
  if (!deposit) return null;
  const groups = findAmounts(text, EACH, 2);
  const inGroup = (f: Span) => groups.some((g) => f.start >= g.start && f.end <= g.end);
  const items = findAmounts(text, new RegExp(MONEY, 'g')).filter(
    (f) => !(f.start >= deposit.start && f.end <= deposit.end) && !inGroup(f),
  );
  if (items.length + groups.length === 0) return null;
  if (!allPlaced(text, [deposit, ...items.map(spanOf), ...groups.map(spanOf)])) return null;
  const label = (f: Found) =>
    text
      .slice(Math.max(0, f.start - 40), f.start)
      .split(/[,;.:]\s*|\band\b|\bplus\b|\bdeducting\b|\bfor\b/)
      .pop()!
      .replace(/\b(?:of|at|was|is|\$)\s*$/, '')
      .trim() || 'deduction';
  const lines = [
    ...items.map((f) => ({ at: f.start, shown: `${label(f)}: ${formatMoney(f.value)}`, amount: f.value })),
    ...groups.map((g) => {
      const n = countValue(g.match[1]!);
      const what = g.match[0]
        .slice(g.match[1]!.length)
        .split(/\s+(?:at|@|for|x)\s+/)[0]!
        .trim();
      return {
        at: g.start,
        shown: `${what}: ${n} × ${formatMoney(g.value)} = ${formatMoney(n * g.value)}`,
        amount: n * g.value,
      };
    }),
  ].sort((a, b) => a.at - b.at);
  const deducted = lines.reduce((s, l) => s + l.amount, 0);
  const back = deposit.amount - deducted;
  return {
    title: 'Security deposit to return',
    inputs: [`Deposit: ${formatMoney(deposit.amount)}`, ...lines.map((l) => `Deduction, ${l.shown}`)],
    results: [
      `Deductions: **${formatMoney(deducted)}**`,
      back >= 0
        ? `To send back: ${formatMoney(deposit.amount)} − ${formatMoney(deducted)} = **${formatMoney(back)}**`
        : `The deductions exceed the deposit: the tenant owes **${formatMoney(-back)}** more`,
    ],
    method: 'Deposit − the deductions (an item counted several times × its price)',
  };
};

const INTEREST_RATE = new RegExp(
  `${PCT}(?:\\s+(?:simple|annual|a year|per year|yearly))*\\s+(?:simple\\s+)?interest|interest\\s+(?:of|at|rate of|rate)?\\s*${PCT}`,
);
const STAY = new RegExp(
  `\\b(?:stayed|lived|rented|was there|were there|occupied|tenancy of|held|for)\\s+(?:there\\s+)?(?:for\\s+)?(?:exactly\\s+|about\\s+|just\\s+)?(\\d{1,2}(?:\\.\\d+)?|${'one|two|three|four|five|six|seven|eight|nine|ten'})\\s+(years?|months?)\\b|\\b(\\d{1,2}(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)[- ](years?|months?)\\s+(?:tenancy|stay|lease)\\b`,
);

export const depositInterest: Reader = ({ text }) => {
  if (!/\bdeposit\b/.test(text) || !/\binterest\b/.test(text) || /\bcompound/.test(text)) return null;
  const deposit = depositOf(text);
  const rate = INTEREST_RATE.exec(text);
  const stay = STAY.exec(text);
  if (!deposit || !rate || !stay) return null;
  const rateValue = Number(rate[1] ?? rate[2]) / 100;
  const count = stay[1] ?? stay[3];
  const unit = stay[2] ?? stay[4];
  const n = /^\d/.test(count!) ? Number(count) : countValue(count!);
  const years = /^month/.test(unit!) ? n / 12 : n;
  const spans = [
    deposit,
    { start: rate.index, end: rate.index + rate[0].length },
    { start: stay.index, end: stay.index + stay[0].length },
  ];
  if (!allPlaced(text, spans)) return null;
  const interest = deposit.amount * rateValue * years;
  return {
    title: 'Interest owed on a security deposit',
    inputs: [
      `Deposit: ${formatMoney(deposit.amount)}`,
      `Interest: ${formatPercent(rateValue)} a year, simple`,
      `Held: ${formatNumber(years)} ${years === 1 ? 'year' : 'years'}`,
    ],
    results: [
      `Interest owed: ${formatMoney(deposit.amount)} × ${formatPercent(rateValue)} × ${formatNumber(years)} = **${formatMoney(interest)}**`,
      `Total refund (no deductions): **${formatMoney(deposit.amount + interest)}**`,
    ],
    method: 'Simple interest = deposit × the yearly rate × the years held; refund = deposit + interest',
  };
};

/** "early termination clause = 2 months' rent", "a buyout of two months rent". */
const TERMINATION = new RegExp(
  `\\b(?:early termination|termination|break(?:ing)?(?: the)? lease|buy[- ]?out|lease break)\\b[^.?!]{0,40}?${COUNT}\\s+months?'?s?'?\\s+(?:of\\s+)?rent`,
);
const LEFT = new RegExp(
  `\\b${COUNT}\\s+months?\\s+(?:left|remaining|to go|still on|remain)\\b|\\b${COUNT}\\s+(?:more\\s+)?months?\\s+(?:left\\s+)?(?:on|in)\\s+(?:the|their|his|her)\\s+lease\\b`,
);

export const earlyTermination: Reader = ({ text }) => {
  const fee = TERMINATION.exec(text);
  const left = LEFT.exec(text);
  const rent = findAmount(text, RENT) ?? findAmount(text, new RegExp(`${MONEY}${PER_MONTH}`));
  if (!fee || !left || !rent) return null;
  const feeMonths = countValue(fee[1]!);
  const leftMonths = countValue((left[1] ?? left[2])!);
  const spans = [
    { start: fee.index, end: fee.index + fee[0].length },
    { start: left.index, end: left.index + left[0].length },
    spanOf(rent),
  ];
  if (!allPlaced(text, spans)) return null;
  const feeAmount = feeMonths * rent.value;
  const rest = leftMonths * rent.value;
  return {
    title: 'Early termination fee against the rest of the lease',
    inputs: [
      `Rent: ${formatMoney(rent.value)} a month`,
      `Termination fee: ${feeMonths} months' rent`,
      `Months left on the lease: ${leftMonths}`,
    ],
    results: [
      `Termination fee: ${feeMonths} × ${formatMoney(rent.value)} = **${formatMoney(feeAmount)}**`,
      `Paying out the rest of the lease: ${leftMonths} × ${formatMoney(rent.value)} = **${formatMoney(rest)}**`,
      rest >= feeAmount
        ? `Breaking the lease costs the tenant ${formatMoney(rest - feeAmount)} less`
        : `Paying out the lease costs the tenant ${formatMoney(feeAmount - rest)} less`,
    ],
    method: 'Fee = months of rent × the rent; rest of the lease = months left × the rent',
  };
};

/** "a 12-month lease", "13 month lease", "lease of 12 months", "on a 12 mo lease". */
const TERM =
  /\b(\d{1,2})[- ]?(?:months?|mo)[- ]lease\b|\blease (?:of|for) (\d{1,2}) months\b|\b(\d{1,2})[- ]month term\b/;
const FREE = new RegExp(
  `\\b${MONTHS_SPAN}'?s?'?\\s+(?:of\\s+)?(?:free|rent[- ]free|free rent|concession)\\b|\\b(?:free rent|free)\\s+(?:of|for)\\s+(?:the\\s+first\\s+)?${MONTHS_SPAN}`,
);

/** The rent of a lease with free months: "at $1,800/month", "rent $1,800", "for the same $1,800". */
const CONCESSION_RENT = new RegExp(
  `(?:at|@|for|rent(?:\\s+(?:is|of))?)\\s+(?:the\\s+same\\s+)?${MONEY}${PER_MONTH}?`,
);

export const concessionEffectiveRent: Reader = ({ text }) => {
  const free = FREE.exec(text);
  const term = TERM.exec(text);
  if (!free || !term) return null;
  const rent = findAmount(text, CONCESSION_RENT);
  if (!rent || rent.value < 100 || rent.value > 50_000) return null;
  const termMonths = Number(term[1] ?? term[2] ?? term[3]);
  const freeMonths = monthsValue((free[1] ?? free[2])!);
  if (!(freeMonths > 0 && freeMonths < termMonths)) return null;
  // "over the 13 months": the term said again.
  const again = [...text.matchAll(new RegExp(`\\b${termMonths}\\s+months\\b`, 'g'))].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const spans = [
    { start: free.index, end: free.index + free[0].length },
    { start: term.index, end: term.index + term[0].length },
    spanOf(rent),
    ...again,
  ];
  if (!allPlaced(text, spans)) return null;
  const paid = rent.value * (termMonths - freeMonths);
  return {
    title: 'Effective rent with free rent',
    inputs: [
      `Rent: ${formatMoney(rent.value)} a month`,
      `Lease: ${termMonths} months`,
      `Free: ${formatNumber(freeMonths)} ${freeMonths === 1 ? 'month' : 'months'}`,
    ],
    results: [
      `Rent paid over the lease: ${formatMoney(rent.value)} × ${formatNumber(termMonths - freeMonths)} = ${formatMoney(paid)}`,
      `Effective monthly rent: ${formatMoney(paid)} ÷ ${termMonths} = **${formatMoney(paid / termMonths)}**`,
      `Concession: ${formatMoney(rent.value * freeMonths)} (${formatPercent(freeMonths / termMonths)} of the lease's rent)`,
    ],
    method: 'Effective rent = rent × (months of the lease − free months) ÷ months of the lease',
  };
};

export const TENANT_CHARGE_READERS: readonly Reader[] = [
  lateFees,
  depositInterest,
  depositReturn,
  earlyTermination,
  concessionEffectiveRent,
];

/**
 * "and 2 months free on a 14 month lease?", "what if it's half a month free instead" after free rent's
 * effective rent: the free months, the term or the rent the follow-up says, the rest as before.
 */
export function concessionFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  const before = normalizeText(previousQuestion);
  if (!concessionEffectiveRent({ text: before, tokens: [] })) return null;
  const free = FREE.exec(text);
  const term = TERM.exec(text);
  if (!free && !term) return null;
  const rentNow = findAmount(text, CONCESSION_RENT);
  const rentBefore = findAmount(before, CONCESSION_RENT)!;
  const freeBefore = FREE.exec(before)!;
  const termBefore = TERM.exec(before)!;
  const months = Number(
    term?.[1] ?? term?.[2] ?? term?.[3] ?? termBefore[1] ?? termBefore[2] ?? termBefore[3],
  );
  const question = `${free ? free[0] : freeBefore[0]} on a ${months}-month lease at $${rentNow?.value ?? rentBefore.value}/month`;
  return concessionEffectiveRent({ text: question, tokens: [] });
}
