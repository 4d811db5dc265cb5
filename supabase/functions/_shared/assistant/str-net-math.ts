// A short-term rental's net and break-even (docs/assistant.md rule 97): a month's net from a rate and
// the nights booked, less the percents of bookings and the fixed costs; the booked nights a year that
// cover the costs; the nights that net what a long-term lease would, or each one's year set side by
// side; the revenue a target cash-on-cash return needs. Part of quick-math (READERS there); each
// reader places every number or does not fire.
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import { AMOUNT, PCT, type Reader, type Span } from './quick-math-reading.ts';
import {
  costLine,
  countsAt,
  feeLine,
  feeShare,
  feesOnBookings,
  findAll,
  nightlyRates,
  occupancies,
  overlaps,
  runningCosts,
  type Cost,
  type Fee,
  type Found,
  allPlaced,
} from './str-revenue-reading.ts';

const STR =
  /\bairbnb\b|\bvrbo\b|\bshort[- ]term\b|\bstr\b|\bvacation rental\b|\bnightly\b|\bper night\b|\/\s?night\b|\ba night\b|\bbooked nights\b|\bbookings?\b/;
/** "out of 365 nights", "(365 nights)", "365 nights available": the nights open in a year. */
const OPEN = [
  `(?:out of|across|over)\\s*(?:the\\s*)?(\\d{3})(?![\\d,])(?:\\s*(?:available\\s*)?nights)?`,
  `\\bof\\s*(?:the\\s*)?(\\d{3})\\s*(?:available\\s*)?nights`,
  `\\(\\s*(\\d{3})\\s*nights?\\s*\\)`,
  `(\\d{3})\\s*nights?\\s*(?:available|open|a year available)`,
];
function openNights(text: string): Found[] {
  const found: Found[] = [];
  for (const f of OPEN.flatMap((p) => countsAt(text, p)))
    if (!found.some((g) => overlaps(g, f))) found.push(f);
  return found;
}

/** The fees, the rate, the costs: the pieces every net reader reads, or null when one is unsure. */
function pieces(text: string, skip: Span[]) {
  const rates = nightlyRates(text).filter((r) => !skip.some((s) => overlaps(s, r)));
  if (rates.length !== 1) return null;
  const occupancy = occupancies(text).filter((o) => !skip.some((s) => overlaps(s, o)));
  const fees = feesOnBookings(text, [...skip, ...occupancy]);
  if (!fees) return null;
  const costs = runningCosts(text, [...skip, ...rates]);
  return { rate: rates[0]!, fees, costs, occupancy };
}

const costsLines = (costs: readonly Cost[]) => costs.map(costLine);
const yearlyCosts = (costs: readonly Cost[]) => costs.reduce((s, c) => s + c.yearly, 0);

/**
 * A month's net (rule 97): "$265 a night, 18 booked nights in a typical month, Airbnb takes 3%, mortgage
 * $2,050, HOA $540 and utilities $260 each month": rate × nights, less the percents, less the costs.
 */
export const monthlyNet: Reader = ({ text }) => {
  if (
    !STR.test(text) ||
    !/\bnet\b|\bprofit\b|\bclear\b|\bleft\b|\bcash ?flow\b|\btake home\b|\bpocket\b|\bmake\b/.test(text)
  )
    return null;
  const nights = countsAt(
    text,
    `(?<![\\d,.$])(\\d{1,2})(?![\\d,])\\s*(?:booked\\s*)?nights?\\s*(?:booked\\s*)?(?:(?:in|for)\\s*(?:a|an|the)\\s*(?:typical|normal|average|good|slow|busy|given)?\\s*month|a month|per month|\\/\\s?mo(?:nth)?|each month|monthly|that month|this month)`,
  );
  if (nights.length !== 1) return null;
  const read = pieces(text, nights);
  if (!read || read.occupancy.length > 0 || read.costs.length === 0) return null;
  const { rate, fees, costs } = read;
  if (!allPlaced(text, [...nights, rate, ...fees, ...costs])) return null;
  const booked = nights[0]!.value;
  if (booked > 31) return null;
  const revenue = booked * rate.value;
  const fee = revenue * feeShare(fees);
  const monthlyCosts = yearlyCosts(costs) / 12;
  const net = revenue - fee - monthlyCosts;
  return {
    title: "Short-term rental's monthly net",
    inputs: [
      `Nightly rate: ${formatAmount(rate.value)}`,
      `Booked nights: ${booked} a month`,
      ...(fees.length ? [`Fees: ${feeLine(fees)}`] : []),
      ...costsLines(costs),
    ],
    results: [
      `Nightly revenue: ${formatMoney(revenue)} (${booked} × ${formatMoney(rate.value)})`,
      ...(fees.length
        ? [`Fees: ${formatMoney(fee)} (${formatRate(feeShare(fees))} of ${formatMoney(revenue)})`]
        : []),
      `Fixed costs: ${formatMoney(monthlyCosts)} a month`,
      `Monthly net: **${formatMoney(net)}** (${formatMoney(net * 12)} a year if every month is like it)`,
    ],
    method:
      'Net a month = booked nights × nightly rate − the fees (their percents × that revenue) − the fixed costs a month',
  };
};

/**
 * Break-even nights (rule 97): the fixed costs a year ÷ what a booked night keeps after the percents
 * of bookings (rate × (1 − fees)); as an occupancy, those nights ÷ the nights open (365 unless said).
 */
export const breakEvenNights: Reader = ({ text }) => {
  if (
    !STR.test(text) ||
    !/\bbreak[- ]?even\b|\bcover (?:my |the |all |our )?(?:costs|expenses|bills)\b|\bnot lose money\b/.test(
      text,
    )
  )
    return null;
  if (/\blong[- ]term\b|\blease\b|\btenant\b/.test(text)) return null;
  const open = openNights(text);
  const read = pieces(text, open);
  if (!read || read.occupancy.length > 0 || read.costs.length === 0 || open.length > 1) return null;
  const { rate, fees, costs } = read;
  if (!allPlaced(text, [...open, rate, ...fees, ...costs])) return null;
  const keep = rate.value * (1 - feeShare(fees));
  if (keep <= 0) return null;
  const costsYear = yearlyCosts(costs);
  const nights = costsYear / keep;
  const available = open[0]?.value ?? 365;
  return {
    title: 'Short-term rental break-even',
    inputs: [
      `Nightly rate: ${formatAmount(rate.value)}`,
      fees.length ? `Fees: ${feeLine(fees)}` : 'Fees: none (self-managed, no percent of bookings)',
      ...costsLines(costs),
      `Nights open: ${available}${open.length ? '' : ' (the whole year; say if fewer)'}`,
    ],
    results: [
      `Fixed costs: ${formatMoney(costsYear)} a year`,
      `Kept per booked night: ${formatMoney(keep)} (${formatMoney(rate.value)} × (1 − ${formatRate(feeShare(fees))}))`,
      `Break-even: **${formatNumber(nights, 2)}** booked nights a year (${formatMoney(costsYear)} ÷ ${formatMoney(keep)}), about ${formatNumber(nights / 12, 2)} a month`,
      `Break-even occupancy: **${formatPercent(nights / available)}** (${formatNumber(nights, 2)} ÷ ${available})${nights > available ? ': more nights than the year has' : ''}`,
    ],
    method:
      'Break-even nights = fixed costs a year ÷ (nightly rate × (1 − the fees as a share of bookings)); occupancy = those nights ÷ nights open',
  };
};

const LONG_SIDE = /\blong[- ]term\b|\blease\b|\btenant\b|\byearly renter\b|\bunfurnished\b/;
const SHORT_SIDE =
  /\bshort[- ]term\b|\bstr\b|\bairbnb\b|\bvrbo\b|\bnightly\b|\ba night\b|\/\s?night\b|\bper night\b/;

/**
 * A long-term lease against a short-term rental (rule 97): the lease nets rent × 12 × (1 − vacancy) ×
 * (1 − its manager's share); the short-term rental nets booked nights × rate × (1 − its percents) −
 * its extra costs. With an occupancy, both years and the gap; always, the booked nights (and the
 * occupancy of 365) at which the short-term rental nets what the lease does.
 */
export const leaseVersusShortTerm: Reader = ({ text }) => {
  if (!LONG_SIDE.test(text) || !SHORT_SIDE.test(text)) return null;
  // Each sentence (or a "Long-term:" / "Short-term:" part) belongs to the side it names first.
  const parts = [...text.matchAll(/[^.!?;]+(?:[.!?;](?:\s|$)|$)/g)].flatMap((m) => {
    const body = m[0];
    const at = m.index ?? 0;
    const inner = [...body.matchAll(/(?:^|\s)(?:long[- ]term|short[- ]term|str)\s*:/g)].map(
      (x) => x.index ?? 0,
    );
    const cuts = [0, ...inner.filter((i) => i > 0), body.length];
    return cuts
      .slice(0, -1)
      .map((c, i) => ({ start: at + c, end: at + cuts[i + 1]!, text: body.slice(c, cuts[i + 1]) }));
  });
  let side: 'long' | 'short' | undefined;
  const long: Span[] = [];
  const short: Span[] = [];
  for (const p of parts) {
    const l = p.text.search(LONG_SIDE);
    const s = p.text.search(SHORT_SIDE);
    if (l >= 0 || s >= 0) side = s < 0 || (l >= 0 && l < s) ? 'long' : 'short';
    if (/\d/.test(p.text)) {
      if (!side) return null;
      (side === 'long' ? long : short).push(p);
    }
  }
  const within = (spans: Span[]) => (x: Span) => spans.some((s) => x.start >= s.start && x.end <= s.end);
  const inLong = within(long);
  const inShort = within(short);
  const rents = findAll(text, [`${AMOUNT}\\s*(?:\\/\\s?mo(?:nth)?\\b|(?:a|per) month\\b|monthly\\b)`]).filter(
    inLong,
  );
  const longPcts = findAll(text, [PCT], true).filter(inLong);
  if (rents.length !== 1 || longPcts.length > 2) return null;
  let vacancy = 0;
  let manager = 0;
  for (const p of longPcts) {
    // Its own words only: "a manager 8% of that (assume no vacancy)" is the manager's share.
    const before = text
      .slice(Math.max(0, p.start - 30), p.start)
      .split(/[(,;.:]/)
      .pop()!;
    const after = text.slice(p.end, p.end + 25).split(/[(,;.]/)[0]!;
    const words = `${before} ${after}`;
    if (/manag|\bpm\b/.test(words) && !/vacan/.test(after)) manager = p.value;
    else if (/vacan/.test(words)) vacancy = p.value;
    else return null;
  }
  const open = openNights(text).filter(inShort);
  const rates = nightlyRates(text).filter(inShort);
  const occupancy = occupancies(text).filter(inShort);
  if (rates.length !== 1 || occupancy.length > 1 || open.length > 1) return null;
  const fees = feesOnBookings(text, [...long, ...occupancy]);
  if (!fees) return null;
  const costs = runningCosts(text, [...long, ...rates, ...open]);
  if (!allPlaced(text, [...rents, ...longPcts, ...open, ...rates, ...occupancy, ...fees, ...costs]))
    return null;
  const rent = rents[0]!.value;
  const leaseNet = rent * 12 * (1 - vacancy) * (1 - manager);
  const rate = rates[0]!.value;
  const keep = rate * (1 - feeShare(fees));
  const extra = yearlyCosts(costs);
  const available = open[0]?.value ?? 365;
  const needed = (leaseNet + extra) / keep;
  if (keep <= 0) return null;
  const results = [
    `Long-term net: **${formatMoney(leaseNet)}** a year (${formatMoney(rent)} × 12${vacancy ? ` × (1 − ${formatRate(vacancy)} vacancy)` : ''}${manager ? ` × (1 − ${formatRate(manager)} management)` : ''})`,
  ];
  if (occupancy[0]) {
    const booked = available * occupancy[0].value;
    const gross = booked * rate;
    const strNet = gross * (1 - feeShare(fees)) - extra;
    results.push(
      `Short-term gross: ${formatMoney(gross)} (${formatNumber(booked, 2)} booked nights × ${formatMoney(rate)})`,
      `Short-term net: **${formatMoney(strNet)}** a year (${formatMoney(gross)}${fees.length ? ` − ${formatMoney(gross * feeShare(fees))} fees` : ''}${extra ? ` − ${formatMoney(extra)} extra costs` : ''})`,
      strNet === leaseNet
        ? 'The two net the same'
        : `${strNet > leaseNet ? 'Short-term' : 'Long-term'} comes out ahead by **${formatMoney(Math.abs(strNet - leaseNet))}** a year`,
    );
  }
  results.push(
    `Booked nights for the short-term rental to net the same: **${formatNumber(needed, 2)}** a year ((${formatMoney(leaseNet)}${extra ? ` + ${formatMoney(extra)}` : ''}) ÷ ${formatMoney(keep)} kept a night), an occupancy of **${formatPercent(needed / available)}** of ${available}`,
  );
  return {
    title: 'Long-term lease vs short-term rental',
    inputs: [
      `Long-term rent: ${formatAmount(rent)} a month, vacancy ${formatRate(vacancy)}, management ${formatRate(manager)}`,
      `Short-term rate: ${formatAmount(rate)} a night${occupancy[0] ? `, ${formatRate(occupancy[0].value)} occupancy of ${available} nights` : ''}`,
      fees.length ? `Short-term fees: ${feeLine(fees)}` : 'Short-term fees: none (self-managed)',
      ...costs.map((c) => `Short-term extra ${costLine(c).toLowerCase()}`),
    ],
    results,
    method:
      'Long-term net = rent × 12 × (1 − vacancy) × (1 − management); short-term net = booked nights × rate × (1 − fees) − extra costs; nights to match = (long-term net + extra costs) ÷ (rate × (1 − fees)). Costs the same either way are left out',
  };
};

/**
 * Revenue for a target cash-on-cash return (rule 97): cash in × the target + the year's expenses
 * (÷ (1 − fees) when fees are taken from bookings); at a nightly rate, the booked nights that is.
 */
export const revenueForCashOnCash: Reader = ({ text }) => {
  const target = findAll(
    text,
    [
      `${PCT}\\s*(?:cash[- ]on[- ]cash|coc|cash return)`,
      `\\b(?:cash[- ]on[- ]cash|coc)(?: return)?(?: of| at)?\\s*${PCT}`,
    ],
    true,
  );
  if (target.length !== 1) return null;
  const cash = findAll(text, [
    `${AMOUNT}\\s*(?:into|in|invested|all[- ]in|cash in|out of pocket)\\b`,
    `\\b(?:invested|put|sunk|cash in(?:vested)?|all[- ]in(?: cost)?|out of pocket)(?:\\s*(?:of|is|was|:|about))?\\s*${AMOUNT}`,
  ]);
  if (cash.length !== 1 || !/\brevenue\b|\bgross\b|\bbookings?\b|\bincome\b|\bnights?\b/.test(text))
    return null;
  const open = openNights(text);
  const rates = nightlyRates(text);
  const fees = feesOnBookings(text, [...target, ...open]);
  if (!fees || rates.length > 1) return null;
  const costs = runningCosts(text, [...cash, ...rates, ...open]);
  if (costs.length === 0 || !allPlaced(text, [...target, ...cash, ...open, ...rates, ...fees, ...costs]))
    return null;
  const cashFlow = cash[0]!.value * target[0]!.value;
  const expenses = yearlyCosts(costs);
  const revenue = (cashFlow + expenses) / (1 - feeShare(fees));
  const rate = rates[0]?.value;
  const available = open[0]?.value ?? 365;
  return {
    title: 'Revenue for a target cash-on-cash return',
    inputs: [
      `Cash invested: ${formatAmount(cash[0]!.value)}`,
      `Target cash-on-cash: ${formatRate(target[0]!.value)}`,
      ...costsLines(costs),
      ...(fees.length ? [`Fees: ${feeLine(fees)}`] : []),
      ...(rate ? [`Nightly rate: ${formatAmount(rate)}`] : []),
    ],
    results: [
      `Cash flow needed: ${formatMoney(cashFlow)} a year (${formatAmount(cash[0]!.value)} × ${formatRate(target[0]!.value)})`,
      `Gross booking revenue needed: **${formatMoney(revenue)}** a year (${formatMoney(cashFlow)} + ${formatMoney(expenses)} expenses${fees.length ? `, ÷ (1 − ${formatRate(feeShare(fees))})` : ''})`,
      ...(rate
        ? [
            `Booked nights needed: **${formatNumber(revenue / rate, 2)}** (${formatMoney(revenue)} ÷ ${formatMoney(rate)}), an occupancy of ${formatPercent(revenue / rate / available)} of ${available} nights`,
          ]
        : []),
    ],
    method:
      'Revenue needed = (cash invested × target return + yearly expenses) ÷ (1 − fees); nights = revenue ÷ nightly rate',
  };
};

export type { Fee };
