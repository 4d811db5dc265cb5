// A small landlord's figures over a horizon (docs/assistant.md rule 126): a capex reserve straight-lined
// from each item's cost and life ("roof ~14k every 20 yrs, 4 hvac units 5,500 each every 15 yrs"), a
// rent raised a percent at each of N renewals ("3% at each renewal for the next 5 renewals"), keeping a
// tenant at one rent against re-letting at another over the next 12 months with months vacant and
// turnover costs, and the months a raise takes to earn back a turnover whose total is stated. Each
// places every number it reads (allPlaced), else it answers nothing and the question is asked.
import { formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
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
import { COUNT_WORDS } from './number-words.ts';
import { normalizeText } from './parse-numbers.ts';
import { PCT, type QuickAnswer, type Reader, type Span } from './quick-math-reading.ts';

const YEARS = '(?:yrs?|years?)';
/**
 * One item of a reserve: "roof ~14k every 20 yrs", "4 hvac units 5,500 each every 15 yrs", "water
 * heater $1,200, lasts 10 years". Groups: 1 count, 2 name, 3–4 amount, 5 each, 6 life in years.
 */
const RESERVE_ITEM = new RegExp(
  `(?:\\b${COUNT}\\s+)?([a-z][a-z/ ]{1,24}?)\\s*(?:~|about |around |roughly |at |is |= ?|: ?|- ?)?${MONEY}(\\s+(?:each|apiece|a piece|per))?,?\\s+(?:every|each|per|lasts?|life of|useful life of|replaced every)\\s+(\\d{1,2})\\s*${YEARS}`,
  'g',
);
/** The doors of the building: "fourplex", "duplex", "6-unit", "8 doors". */
const PLEX: Record<string, number> = {
  duplex: 2,
  triplex: 3,
  fourplex: 4,
  quadplex: 4,
  '4plex': 4,
  '4-plex': 4,
};
const DOORS = /\b(duplex|triplex|fourplex|quadplex|4-?plex)\b|\b(\d{1,2})[- ]unit\b|\b(\d{1,2}) doors\b/;

/**
 * "roof ~14k every 20 yrs, 4 hvac units 5,500 each every 15 yrs, 4 water heaters 1200 each every 10
 * yrs: how much a month should I set aside, total and per unit": each item's cost ÷ its life ÷ 12,
 * added up, and ÷ the doors when a per-unit figure is asked.
 */
export const capexReserve: Reader = ({ text }) => {
  if (!/\b(?:capex|reserve|set aside|put aside|save|sinking fund|budget)\b/.test(text)) return null;
  if (!/\b(?:a month|per month|monthly|\/\s?mo|each month|a mo)\b/.test(text)) return null;
  const items = findAmounts(text, RESERVE_ITEM, 3);
  if (items.length < 1) return null;
  const parts: { label: string; total: number; life: number; shown: string }[] = [];
  for (const f of items) {
    const count = f.match[1] ? countValue(f.match[1]) : 1;
    const each = !!f.match[5];
    // "4 water heaters 1,200" without "each": the 1,200 may be all four or one, so it is asked.
    if (f.match[1] && !each) return null;
    if (!f.match[1] && each) return null;
    const life = Number(f.match[6]);
    if (!(count >= 1 && life >= 1 && f.value > 0)) return null;
    const total = count * f.value;
    const named = f.match[2]!.trim().replace(/^(?:a|an|the|and|plus)\s+/, '');
    const label = named.charAt(0).toUpperCase() + named.slice(1);
    parts.push({
      label,
      total,
      life,
      shown:
        count > 1
          ? `${label}: ${count} × ${formatMoney(f.value)} = ${formatMoney(total)} every ${life} years`
          : `${label}: ${formatMoney(total)} every ${life} years`,
    });
  }
  const doorsMatch = DOORS.exec(text);
  const perUnitAsked = /\bper (?:unit|door)\b|\beach unit\b|\ba unit\b|\ba door\b/.test(text);
  const doors = doorsMatch
    ? doorsMatch[1]
      ? PLEX[doorsMatch[1]]!
      : Number(doorsMatch[2] ?? doorsMatch[3])
    : undefined;
  if (perUnitAsked && !doors) return null;
  const spans: Span[] = [...items.map((f) => spanOf(f)!)];
  if (doorsMatch) spans.push({ start: doorsMatch.index, end: doorsMatch.index + doorsMatch[0].length });
  if (!allPlaced(text, spans)) return null;
  const monthlyParts = parts.map((p) => p.total / p.life / 12);
  const monthly = monthlyParts.reduce((s, m) => s + m, 0);
  return {
    title: 'Capex reserve, straight-lined',
    inputs: [...parts.map((p) => p.shown), ...(doors ? [`Units: ${doors}`] : [])],
    results: [
      ...parts.map(
        (p, i) =>
          `${p.label}: ${formatMoney(p.total)} ÷ ${p.life} years ÷ 12 = ${formatMoney(monthlyParts[i]!)} a month`,
      ),
      `Reserve, total: **${formatMoney(monthly)} a month** (${formatMoney(monthly * 12)} a year)`,
      ...(doors && perUnitAsked
        ? [`Per unit: ${formatMoney(monthly)} ÷ ${doors} = **${formatMoney(monthly / doors)} a month**`]
        : []),
    ],
    method: 'Each item: its cost (count × each) ÷ its life in years ÷ 12, added up; per unit ÷ the units',
  };
};

/** The rent now: "rent is 1500 now", "rent $1,500/mo", "currently 1,500". */
const RENT_NOW = new RegExp(
  `\\b(?:rent(?:'s| is| of| at)?|currently(?: at| paying)?|pays|paying)\\s*(?:is\\s+|at\\s+|now\\s+)?${MONEY}${PER_MONTH}?`,
);
/** "3% at each renewal", "3% a year at renewal", "3 percent every renewal". */
const RAISE_PCT = new RegExp(
  `${PCT}\\s+(?:raise\\s+|increase\\s+|bump\\s+)?(?:at|on|with|every|each|per|a)\\s+(?:each\\s+|every\\s+)?(?:renewal|lease|year at renewal)`,
);
/** "for the next 5 renewals", "over 5 renewals", "5 raises". */
const RAISE_COUNT = new RegExp(`\\b${COUNT}\\s+(?:more\\s+)?(?:renewals|raises|increases|bumps)\\b`);

/**
 * "rent is 1500 now. 3% at each renewal for the next 5 renewals, first one next yr: the rent after
 * the 5th raise, and the extra over those 5 lease years vs leaving it at 1500": the rent × (1 + p)^N,
 * and Σ 12 × rent × ((1 + p)^k − 1) over the N lease years, each raise starting a 12-month lease.
 */
export const renewalRaises: Reader = ({ text }) => {
  const pct = new RegExp(RAISE_PCT.source).exec(text);
  const count = RAISE_COUNT.exec(text);
  const rent = findAmount(text, RENT_NOW);
  if (!pct || !count || !rent) return null;
  if (!/\b(?:after|extra|more|total|collect|vs|versus|compared|difference)\b/.test(text)) return null;
  const p = Number(pct[1]) / 100;
  const n = countValue(count[1]!);
  if (!(p > 0 && p < 0.5 && n >= 1 && n <= 30 && rent.value >= 100)) return null;
  // "the 5th raise", "those 5 lease yrs", "leaving it at 1500": the count and the rent said again.
  const again = [
    ...text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:raise|renewal|lease\s+y(?:ea)?rs?|y(?:ea)?rs?)\b/g),
  ];
  if (again.some((m) => Number(m[1]) !== n)) return null;
  const spans: Span[] = [
    spanOf(rent)!,
    { start: pct.index, end: pct.index + pct[0].length },
    { start: count.index, end: count.index + count[0].length },
    ...again.map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
    // "leaving it at 2000" after "$2,000": the rent said again, however written.
    ...findAmounts(text, new RegExp(MONEY, 'g')).filter((f) => f.value === rent.value),
  ];
  if (!allPlaced(text, spans)) return null;
  const years = Array.from({ length: n }, (_, i) => rent.value * (1 + p) ** (i + 1));
  const extra = years.reduce((s, r) => s + 12 * (r - rent.value), 0);
  const rows = years.map(
    (r, i) =>
      `| ${i + 1} | ${formatMoney(r)} | ${formatMoney(12 * r)} | ${formatMoney(12 * (r - rent.value))} |`,
  );
  return {
    title: `Rent raised ${formatPercent(p, 2).replace(/\.00%$/, '%')} at each of ${n} renewals`,
    inputs: [
      `Rent now: ${formatMoney(rent.value)} a month`,
      `Raise at each renewal: ${formatPercent(p)}`,
      `Renewals: ${n}, each starting a 12-month lease`,
    ],
    results: [
      `Rent after raise ${n}: ${formatMoney(rent.value)} × ${formatNumber(1 + p)}^${n} = **${formatMoney(years.at(-1)!)}** a month`,
      `Collected over the ${n} lease years with the raises: ${formatMoney(years.reduce((s, r) => s + 12 * r, 0))}`,
      `Left at ${formatMoney(rent.value)}: ${formatMoney(12 * n * rent.value)}`,
      `Extra collected: **${formatMoney(extra)}**`,
    ],
    table: ['| Lease year | Rent | Year’s rent | Extra |', '|---|---|---|---|', ...rows].join('\n'),
    method:
      'Rent after k raises = rent × (1 + raise)^k; each lease year 12 months at its rent; extra = Σ 12 × (that rent − rent now)',
  };
};

/** The rent paid now: "pays $1,300", "current rent 1,300", "renew at 1,300". */
const KEEP_RENT = new RegExp(
  `\\b(?:pays|paying|current(?:ly)?(?: rent)?(?: is| of| at)?|renew(?:s|al)? at|in[- ]place(?: rent)?)\\s*${MONEY}${PER_MONTH}?`,
);
/** The rent a new tenant would pay: "I can get $1,425", "re-let at 1,425", "market is 1,425". */
const NEW_RENT = new RegExp(
  `\\b(?:(?:can|could|would|will|should)\\s+get|re-?let(?: it)? (?:at|for)|re-?rent(?: it)? (?:at|for)|market(?: rent)?(?: is| of| at)?|new tenant (?:at|for|paying)|list(?: it)? at)\\s*${MONEY}${PER_MONTH}?`,
);
/** "one full month vacant", "vacant 2 months", "2 months of vacancy". */
const VACANT_MONTHS = new RegExp(
  `\\b((?:a|one|1|\\d{1,2}(?:\\.\\d+)?|${COUNT_WORDS})(?:\\s+(?:full|whole))?\\s+months?)\\s+(?:vacant|empty|of vacancy|unrented|with no rent)|\\b(?:vacant|empty)\\s+(?:for\\s+)?${MONTHS_SPAN}`,
);
/** The next 12 months: "over the next 12 months", "over the next year". */
const HORIZON = /\b(?:next|over|for|in|coming)\s+(?:the\s+)?(?:next\s+)?(12 months|year|yr|12 mo)\b/;
/** A turnover's cost: "$800 for paint and cleaning", "make ready 950", "plus $800 of turnover costs". */
const TURN_COST = new RegExp(
  `${MONEY}\\s+(?:for|of|in)\\s+(?:paint|cleaning|make[- ]?ready|turnover|repairs|carpet|leasing|prep)|\\b(?:paint(?: and cleaning)?|cleaning|make[- ]?ready|turnover costs?|leasing fee)\\s*(?:of|is|=|:)?\\s*${MONEY}`,
  'g',
);

/** The months vacant written in the match (group 1 or 2 of VACANT_MONTHS). */
function vacantMonths(m: RegExpExecArray): number {
  return monthsValue((m[1] ?? m[2]!).replace(/\b(?:full|whole)\s+/, ''));
}

/**
 * "tenant pays $1,300 and wants to renew at the same rent; I can get $1,425 but figure one full
 * month vacant plus $800 for paint and cleaning. Over the next 12 months what do I collect net each
 * way?": keeping = 12 × the rent now; turning = (12 − months vacant) × the new rent − the costs.
 */
export const renewOrTurnYear: Reader = ({ text }) => {
  if (!/\brenew|\bkeep|\bstay|\blet (?:her|him|them) go\b/.test(text)) return null;
  if (!/\b(?:net|collect|each way|win|lose|better|difference|ahead)\b/.test(text)) return null;
  const horizon = HORIZON.exec(text);
  const keep = findAmount(text, KEEP_RENT);
  const next = findAmount(text, NEW_RENT);
  const vacant = new RegExp(VACANT_MONTHS.source).exec(text);
  if (!horizon || !keep || !next || !vacant) return null;
  // Either alternative of TURN_COST holds the amount: groups 1–2 before the words, 3–4 after.
  const costs: Found[] = [...text.matchAll(TURN_COST)].map((m) => ({
    value: moneyIn(m as RegExpExecArray, m[1] ? 1 : 3)!,
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    match: m as RegExpExecArray,
  }));
  const months = vacantMonths(vacant);
  if (!(months >= 0 && months < 12) || costs.length === 0) return null;
  const spans: (Span | undefined)[] = [
    spanOf(keep),
    spanOf(next),
    { start: vacant.index, end: vacant.index + vacant[0].length },
    { start: horizon.index, end: horizon.index + horizon[0].length },
    ...costs.map(spanOf),
  ];
  if (!allPlaced(text, spans)) return null;
  const costTotal = costs.reduce((s, c) => s + c.value, 0);
  return renewOrTurnAnswer(keep.value, next.value, months, costs, costTotal);
};

function renewOrTurnAnswer(
  keep: number,
  next: number,
  months: number,
  costs: Found[],
  costTotal: number,
  note?: string,
): QuickAnswer {
  const keepYear = 12 * keep;
  const turnYear = (12 - months) * next - costTotal;
  const diff = keepYear - turnYear;
  return {
    title: 'Renew the tenant or turn the unit: the next 12 months',
    inputs: [
      ...(note ? [note] : []),
      `Rent if she renews: ${formatMoney(keep)} a month`,
      `Rent from a new tenant: ${formatMoney(next)} a month`,
      `Months vacant first: ${formatNumber(months)} (no rent)`,
      `Turnover costs: ${costs.map((c) => formatMoney(c.value)).join(' + ')}${costs.length > 1 ? ` = ${formatMoney(costTotal)}` : ''}`,
    ],
    results: [
      `Keep the tenant: 12 × ${formatMoney(keep)} = **${formatMoney(keepYear)}**`,
      `Turn the unit: ${formatNumber(12 - months)} × ${formatMoney(next)} − ${formatMoney(costTotal)} = **${formatMoney(turnYear)}**`,
      diff >= 0
        ? `Keeping her wins by **${formatMoney(diff)}** over the 12 months`
        : `Turning the unit wins by **${formatMoney(-diff)}** over the 12 months (keeping her loses that much)`,
    ],
    method:
      'Keep = 12 × the rent now; turn = (12 − months vacant) × the new rent − the turnover costs; the difference is what keeping wins or loses',
  };
}

/**
 * "ok what if its 2 months vacant instead of 1" after a renewal weighed against a turnover over 12
 * months: the earlier question with its months vacant changed, worked again. Null otherwise.
 */
export function renewOrTurnFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  const before = normalizeText(previousQuestion);
  if (!renewOrTurnYear({ text: before, tokens: [] })) return null;
  const asked = new RegExp(VACANT_MONTHS.source).exec(text);
  if (!asked || !/\b(?:what if|instead|if it'?s|if its|say|how about|and if)\b/.test(text)) return null;
  // Only the new months (and "instead of 1", the old ones) may be written.
  const rest = text.slice(0, asked.index) + text.slice(asked.index + asked[0].length);
  if (/\d/.test(rest.replace(/\binstead of (?:\d{1,2}|one|a)\b/, ''))) return null;
  const old = new RegExp(VACANT_MONTHS.source).exec(before)!;
  const months = vacantMonths(asked);
  if (!(months >= 0 && months < 12)) return null;
  const changed = `${before.slice(0, old.index)}${formatNumber(months)} months vacant${before.slice(old.index + old[0].length)}`;
  const answer = renewOrTurnYear({ text: changed, tokens: [] });
  return answer
    ? {
        ...answer,
        inputs: [
          `Months vacant changed: ${formatNumber(vacantMonths(old))} → ${formatNumber(months)}`,
          ...answer.inputs,
        ],
      }
    : null;
}

/** "rent goes 1300 -> 1425", "from 1,300 to 1,425", "1300 to 1425". */
const RENT_MOVE = new RegExp(`${MONEY}\\s*(?:->|→|=>|to)\\s*${MONEY}`);
/** A total stated: "= 2250 total", "2,250 total", "total of 2,250", "total cost 2250". */
const TOTAL = new RegExp(`(?:=\\s*)?${MONEY}\\s+total\\b|\\btotal(?: cost)?(?: of| is| =|:)?\\s*${MONEY}`);

/**
 * "rent goes 1300 -> 1425 so +125/mo. turnover costs me the 1300 month i lose plus 950 make ready =
 * 2250 total. how many months at the higher rent til i break even": the stated total ÷ the raise, with
 * the parts checked against the total and the raise against the two rents.
 */
export const turnoverBreakEvenMonths: Reader = ({ text }) => {
  if (
    !/\b(?:break[- ]?even|earn (?:it |that )?back|pay(?:s)? (?:it |itself )?back|recoup|make (?:it|that) back)\b/.test(
      text,
    )
  )
    return null;
  if (!/\bhow many months|\bhow long\b|\bmonths\b/.test(text)) return null;
  const move = RENT_MOVE.exec(text);
  const totalMatch = TOTAL.exec(text);
  if (!move || !totalMatch) return null;
  const total = { start: totalMatch.index, end: totalMatch.index + totalMatch[0].length, match: totalMatch };
  const from = Number(move[1]!.replace(/,/g, '')) * (move[2] === 'k' ? 1000 : 1);
  const to = Number(move[3]!.replace(/,/g, '')) * (move[4] === 'k' ? 1000 : 1);
  const totalValue = moneyIn(total.match, 1) ?? moneyIn(total.match, 3)!;
  const gain = to - from;
  if (!(gain > 0 && totalValue > 0)) return null;
  const moveSpan = { start: move.index, end: move.index + move[0].length };
  const totalSpan = spanOf(total)!;
  // Every other amount is the raise said again ("+125/mo") or a part of the total.
  const others = findAmounts(text, new RegExp(MONEY, 'g')).filter(
    (f) =>
      !(f.start >= moveSpan.start && f.end <= moveSpan.end) &&
      !(f.start >= totalSpan.start && f.end <= totalSpan.end),
  );
  const parts = others.filter((f) => f.value !== gain);
  const sum = parts.reduce((s, f) => s + f.value, 0);
  if (parts.length > 0 && Math.abs(sum - totalValue) > 0.5) return null;
  if (!allPlaced(text, [moveSpan, totalSpan, ...others.map(spanOf)])) return null;
  const months = totalValue / gain;
  return {
    title: 'Months at the higher rent to earn back the turnover',
    inputs: [
      `Rent: ${formatMoney(from)} → ${formatMoney(to)}, so ${formatMoney(gain)} a month more`,
      parts.length > 0
        ? `Turnover cost: ${parts.map((f) => formatMoney(f.value)).join(' + ')} = ${formatMoney(totalValue)}`
        : `Turnover cost: ${formatMoney(totalValue)}`,
    ],
    results: [
      `Months to break even: ${formatMoney(totalValue)} ÷ ${formatMoney(gain)} = **${formatNumber(months)} months**`,
    ],
    method: 'Months = the turnover cost ÷ (new rent − old rent)',
  };
};

function moneyIn(m: RegExpExecArray, at: number): number | undefined {
  if (!m[at]) return undefined;
  return Number(m[at].replace(/,/g, '')) * (m[at + 1] === 'k' ? 1000 : 1);
}

const TURN_ITEMS =
  '(paint(?:ing)?|cleaning|make[- ]?ready|carpet|flooring|repairs?|locks?|lock change|trash[- ]out|advertising|marketing)';
/** A turnover's named cost: "paint 1,100", "cleaning was $250", "$400 for carpet". */
const NAMED_COST = new RegExp(
  `\\b${TURN_ITEMS}(?:\\s+(?:was|is|of|=|:|costs?|ran|at))*\\s*${MONEY}(?!\\s*%)|${MONEY}\\s+(?:for|of|in)\\s+${TURN_ITEMS}`,
  'g',
);
/** "1 month vacant at 1,550", "vacant 2 months at $1,550". */
const VACANT_AT = new RegExp(`(?:${VACANT_MONTHS.source})\\s+(?:at|@)\\s+${MONEY}(?:${PER_MONTH})?`);
/** "the PM's leasing fee of 50% of one month's rent", "leasing fee of half a month's rent", "$500 leasing fee". */
const LEASING_SHARE = new RegExp(
  `\\bleasing fee\\s+(?:of\\s+|is\\s+)?(?:(half(?: of)?(?: a| one)?|a|one|1)|${PCT}\\s+of(?:\\s+(?:a|one|1))?)\\s*month'?s'?\\s+rent`,
);

/**
 * "what does a turnover really cost me: 1 month vacant at 1,550, paint 1,100, cleaning 250, and the
 * PM's leasing fee of 50% of one month's rent. total, and as a % of a yr's rent": lost rent + each cost
 * + the leasing fee, over 12 × the rent.
 */
export const turnoverShareOfYear: Reader = ({ text }) => {
  if (!/\bturn(?:ed|ing)?[- ]?over\b|\bturnover\b/.test(text)) return null;
  if (
    !/%|\bpercent\b/.test(text) ||
    !/\b(?:a|one|the|of) (?:yr|year)'?s'? rent\b|\bannual rent\b|\byearly rent\b/.test(text)
  )
    return null;
  const vacant = VACANT_AT.exec(text);
  if (!vacant) return null;
  const months = vacantMonths(vacant);
  const rent = moneyIn(vacant, 3)!;
  const costs = [...text.matchAll(NAMED_COST)].map((m) => ({
    label: (m[1] ?? m[6])!,
    value: moneyIn(m as RegExpExecArray, m[2] ? 2 : 4)!,
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const leasing = LEASING_SHARE.exec(text);
  const leasingShare = leasing
    ? leasing[1]
      ? /^half/.test(leasing[1])
        ? 0.5
        : 1
      : Number(leasing[2]) / 100
    : 0;
  if (!(months > 0 && months < 12 && rent > 0) || costs.length === 0) return null;
  const spans: (Span | undefined)[] = [
    { start: vacant.index, end: vacant.index + vacant[0].length },
    ...costs,
    leasing ? { start: leasing.index, end: leasing.index + leasing[0].length } : undefined,
  ];
  // "as a % of a yr's rent": the % asked is no number to place.
  if (!allPlaced(text.replace(/(?<!\d)%/g, ' '), spans)) return null;
  const lost = months * rent;
  const fee = leasingShare * rent;
  const total = lost + costs.reduce((s, c) => s + c.value, 0) + fee;
  const year = 12 * rent;
  return {
    title: 'What the turnover cost, and its share of a year’s rent',
    inputs: [
      `Rent: ${formatMoney(rent)} a month`,
      `Vacant: ${formatNumber(months)} ${months === 1 ? 'month' : 'months'}`,
      ...costs.map((c) => `${c.label.charAt(0).toUpperCase()}${c.label.slice(1)}: ${formatMoney(c.value)}`),
      ...(leasing ? [`Leasing fee: ${formatRate(leasingShare)} of a month's rent`] : []),
    ],
    results: [
      `Lost rent: ${formatNumber(months)} × ${formatMoney(rent)} = ${formatMoney(lost)}`,
      ...(leasing
        ? [`Leasing fee: ${formatRate(leasingShare)} × ${formatMoney(rent)} = ${formatMoney(fee)}`]
        : []),
      `Total turnover cost: **${formatMoney(total)}**`,
      `Share of a year's rent: ${formatMoney(total)} ÷ (12 × ${formatMoney(rent)} = ${formatMoney(year)}) = **${formatPercent(total / year)}**`,
    ],
    method:
      'Lost rent (months × rent) + each cost + the leasing fee; ÷ 12 × the rent for its share of a year',
  };
};

export const LANDLORD_HORIZON_READERS: readonly Reader[] = [
  capexReserve,
  renewalRaises,
  renewOrTurnYear,
  turnoverBreakEvenMonths,
  turnoverShareOfYear,
];
