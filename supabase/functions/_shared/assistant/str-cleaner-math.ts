// A short-term rental's figures with the owner's own cleaner paid per turnover (docs/assistant.md rule
// 126): a year's gross from rate × occupancy × nights and its net after the platform's percent and a
// cleaner per stay (stays = booked nights ÷ the average stay); its follow-ups (another fee, a long-term
// lease with a manager set beside it); a month's clear from nights booked, a fee, cleanings × their
// price and fixed costs; and the booked nights (and occupancy) a month that cover fixed costs when a
// share of the rate is kept. Each places every number it reads, else the question is asked.
import { formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import { normalizeText } from './parse-numbers.ts';
import { AMOUNT, amountValue, PCT, type QuickAnswer, type Reader, type Span } from './quick-math-reading.ts';
import {
  allPlaced,
  feeLine,
  feesOnBookings,
  feeShare,
  nightlyRates,
  occupancies,
  overlaps,
} from './str-revenue-reading.ts';

const STR = /\bairbnb\b|\bvrbo\b|\bstr\b|\bshort[- ]term\b|\bnight(?:ly|s)?\b/;
const PER_STAY =
  '(?:\\/|per|a|each|every)\\s*(?:turnover|turn|stay|clean(?:ing)?|checkout|check-out|booking|guest stay)\\b';
/** "my cleaner is $80 per turnover", "cleaning $80/stay", "$80 a turn for the cleaner". */
const CLEANER = [
  `\\bclean(?:er|ers|ing)?\\b(?:\\s+(?:is|are|costs?|charges?|runs?|at|of|=|:|was|me|gets))*\\s*${AMOUNT}\\s*${PER_STAY}`,
  `${AMOUNT}\\s*${PER_STAY}\\s*(?:for\\s+)?(?:the\\s+|my\\s+)?clean\\w*`,
];
/** "avg stay is 3 nights", "average stay of 2.5 nights", "3-night average stay". */
const AVERAGE_STAY = [
  '\\b(?:avg|average|typical|mean)\\s+(?:length of\\s+)?stay(?:\\s+length)?(?:\\s+(?:is|of|=|:|runs?|around|about))*\\s*(\\d+(?:\\.\\d+)?)\\s*nights?\\b',
  '\\b(\\d+(?:\\.\\d+)?)[- ]nights?\\s+(?:avg|average|typical)\\s+stays?\\b',
  '\\bstays\\s+(?:average|avg)\\s+(\\d+(?:\\.\\d+)?)\\s*nights?\\b',
];
/** "over 365 nights", "365 nights a year", "of 365 nights". */
const NIGHTS_AVAILABLE =
  /\b(?:over|of|out of)\s+(3[56]\d)\s+nights\b|\b(3[56]\d)\s+nights\s+(?:a year|available|per year)\b/;

function first(text: string, patterns: readonly string[]): (Span & { value: number }) | null {
  for (const source of patterns) {
    const m = new RegExp(source).exec(text);
    if (m?.[1]) return { start: m.index, end: m.index + m[0].length, value: amountValue(m[1], m[2]) };
  }
  return null;
}

interface StrYear {
  rate: number;
  occupancy: number;
  nights: number;
  stay: number;
  cleaner: number;
  fees: ReturnType<typeof feesOnBookings> & object;
}

/** The inputs of a year with a cleaner per stay, or null unless each is read and every number placed. */
function readStrYear(text: string): StrYear | null {
  if (!STR.test(text) || !/\b(?:yr|year|annual\w*|yearly)\b/.test(text)) return null;
  if (!/\bnet\b|\bclear\b|\bkeep\b|\bafter\b/.test(text)) return null;
  const rates = nightlyRates(text);
  const occ = occupancies(text);
  const cleaner = first(text, CLEANER);
  const stay = first(text, AVERAGE_STAY);
  if (rates.length !== 1 || occ.length !== 1 || !cleaner || !stay) return null;
  const available = NIGHTS_AVAILABLE.exec(text);
  const availableSpan = available
    ? { start: available.index, end: available.index + available[0].length }
    : null;
  const fees = feesOnBookings(text, [occ[0]!, ...(availableSpan ? [availableSpan] : [])]);
  if (!fees || fees.length === 0) return null;
  if (!allPlaced(text, [rates[0], occ[0], cleaner, stay, ...fees, ...(availableSpan ? [availableSpan] : [])]))
    return null;
  const nights = available ? Number(available[1] ?? available[2]) : 365;
  if (!(stay.value >= 1 && occ[0]!.value > 0 && occ[0]!.value <= 1)) return null;
  return {
    rate: rates[0]!.value,
    occupancy: occ[0]!.value,
    nights,
    stay: stay.value,
    cleaner: cleaner.value,
    fees,
  };
}

function strYearFigures(y: StrYear, feeShareTaken = feeShare(y.fees)) {
  const booked = y.occupancy * y.nights;
  const gross = booked * y.rate;
  const fee = gross * feeShareTaken;
  const stays = booked / y.stay;
  const cleaning = stays * y.cleaner;
  return { booked, gross, fee, stays, cleaning, net: gross - fee - cleaning };
}

function strYearAnswer(y: StrYear, feeText: string, share: number, note?: string): QuickAnswer {
  const f = strYearFigures(y, share);
  return {
    title: 'Short-term rental: the year’s gross and net after the fee and the cleaner',
    inputs: [
      ...(note ? [note] : []),
      `Nightly rate: ${formatMoney(y.rate)}`,
      `Occupancy: ${formatRate(y.occupancy)} of ${y.nights} nights`,
      `Average stay: ${formatNumber(y.stay)} nights`,
      `Fee: ${feeText}`,
      `Cleaner: ${formatMoney(y.cleaner)} a turnover`,
    ],
    results: [
      `Booked nights: ${formatRate(y.occupancy)} × ${y.nights} = ${formatNumber(f.booked)}`,
      `Gross booking revenue: ${formatNumber(f.booked)} × ${formatMoney(y.rate)} = **${formatMoney(f.gross)}**`,
      `Fee: ${formatRate(share)} × ${formatMoney(f.gross)} = ${formatMoney(f.fee)}`,
      `Turnovers: ${formatNumber(f.booked)} ÷ ${formatNumber(y.stay)} = ${formatNumber(f.stays)}; cleaner ${formatNumber(f.stays)} × ${formatMoney(y.cleaner)} = ${formatMoney(f.cleaning)}`,
      `Net after the fee and the cleaner: **${formatMoney(f.net)}**`,
    ],
    method:
      'Gross = rate × occupancy × nights; net = gross − fee % × gross − (booked nights ÷ average stay) × the cleaner per turnover',
  };
}

/**
 * "airbnb cabin: $185/night, 60% occupancy over 365 nights, avg stay is 3 nights. airbnb takes a 3%
 * host fee off the nightly revenue and my cleaner is $80 per turnover. gross for the yr and net?"
 */
export const strYearAfterCleaner: Reader = ({ text }) => {
  const y = readStrYear(text);
  return y ? strYearAnswer(y, feeLine(y.fees), feeShare(y.fees)) : null;
};

/** "switch to the 15% host-only fee instead of the 3%", "what if the fee were 15%". */
const FEE_CHANGE = new RegExp(
  `${PCT}\\s*(?:host[- ]only\\s+|platform\\s+|service\\s+|airbnb\\s+|vrbo\\s+)?(?:fee|cut|commission)`,
);
/** "long term renting it for 1,900/mo", "ltr at $1,900 a month". */
const LONG_TERM_RENT = new RegExp(
  `\\b(?:long[- ]term|ltr)\\b[^.;?]{0,40}?${AMOUNT}\\s*(?:\\/\\s*mo(?:nth)?\\b|(?:a|per)\\s+month\\b|monthly\\b)`,
);
const MANAGER_SHARE = new RegExp(
  `\\b(?:pm|manager|management|property manager)\\b[^.;?]{0,20}?${PCT}|${PCT}\\s*(?:pm|management|manager)\\b`,
);

/**
 * A follow-up to the year with a cleaner: another platform fee ("the 15% host-only fee instead of the
 * 3%"), or a long-term lease with a manager set beside it ("vs long term renting it for 1,900/mo all
 * 12 months with a PM taking 8% of rent"). Null unless the question before is such a year.
 */
export function strCleanerFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  const y = readStrYear(normalizeText(previousQuestion));
  if (!y) return null;
  const fee = FEE_CHANGE.exec(text);
  if (fee && y.fees.length === 1) {
    const share = Number(fee[1]) / 100;
    const old = new RegExp(PCT, 'g');
    // "instead of the 3%": only the old fee may be written beside the new one.
    const others = [...text.matchAll(old)].filter((m) => m.index !== fee.index);
    if (others.some((m) => Number(m[1]) / 100 !== y.fees[0]!.value)) return null;
    if (/\d/.test(text.replace(new RegExp(PCT, 'g'), ''))) return null;
    return strYearAnswer(
      y,
      `${formatRate(share)} of bookings`,
      share,
      `Fee changed: ${formatRate(y.fees[0]!.value)} → ${formatRate(share)}`,
    );
  }
  const rent = LONG_TERM_RENT.exec(text);
  const manager = MANAGER_SHARE.exec(text);
  if (!rent || !manager) return null;
  const monthsMatch = /\b(?:all\s+)?(12)\s+months\b|\b(?:all year|a year|the year|full year)\b/.exec(text);
  const rentSpan = { start: rent.index, end: rent.index + rent[0].length };
  const managerSpan = { start: manager.index, end: manager.index + manager[0].length };
  const spans: Span[] = [rentSpan, managerSpan];
  if (monthsMatch) spans.push({ start: monthsMatch.index, end: monthsMatch.index + monthsMatch[0].length });
  if (!allPlaced(text, spans) || overlaps(rentSpan, managerSpan)) return null;
  const monthlyRent = amountValue(rent[1]!, rent[2]);
  const share = Number(manager[1] ?? manager[2]) / 100;
  const ltrGross = monthlyRent * 12;
  const ltrNet = ltrGross * (1 - share);
  const str = strYearFigures(y);
  const more = str.net - ltrNet;
  return {
    title: 'Long-term lease beside the short-term rental',
    inputs: [
      `Long-term rent: ${formatMoney(monthlyRent)} a month, all 12 months`,
      `Manager: ${formatRate(share)} of rent`,
      `Short-term net from before: ${formatMoney(str.net)}`,
    ],
    results: [
      `Long-term rent for the year: 12 × ${formatMoney(monthlyRent)} = ${formatMoney(ltrGross)}`,
      `Long-term net after the manager: ${formatMoney(ltrGross)} × (1 − ${formatRate(share)}) = **${formatMoney(ltrNet)}**`,
      more >= 0
        ? `The short-term rental makes **${formatMoney(more)}** more a year`
        : `The long-term lease makes **${formatMoney(-more)}** more a year`,
    ],
    method: 'Long-term net = 12 × rent × (1 − the manager’s %); set against the short-term net worked before',
  };
}

/** "booked 21 nights at $145", "21 nights booked at $145/night". */
const NIGHTS_AT = new RegExp(
  `\\b(?:booked\\s+)?(\\d{1,3})\\s+nights?\\s+(?:booked\\s+)?(?:at|@)\\s+${AMOUNT}(?:\\s*(?:\\/|a|per)\\s*night)?`,
);
/** "cleaning was $65 x 7 stays", "7 cleanings at $65", "$65 cleaning x 7". */
const CLEANINGS = [
  `\\bclean\\w*\\b(?:\\s+(?:was|is|were|at|of|=|:|cost))*\\s*${AMOUNT}\\s*(?:x|×|times|\\*)\\s*(\\d{1,2})\\s*(?:stays|turnovers|turns|cleans|cleanings|bookings|checkouts)?`,
  `\\b(\\d{1,2})\\s+(?:stays|turnovers|turns|cleans|cleanings|bookings)\\s+(?:x|×|at|@)\\s+${AMOUNT}(?:\\s+(?:each|a clean(?:ing)?))?`,
];
/** A month's fixed costs: "mortgage + HOA is 1650", "utilities $220". */
const FIXED = new RegExp(
  `\\b(?:mortgage|piti|p&i|hoa|utilities|insurance|taxes|internet|fixed costs?|payment)(?:\\s*(?:\\+|and|&|plus)\\s*(?:mortgage|piti|hoa|utilities|insurance|taxes|internet))*(?:\\s+(?:is|are|was|were|of|=|:|runs?|costs?|together))*\\s*${AMOUNT}`,
  'g',
);
/** The days of the month: "(30 nights)", "a 30-night month", "31 day month". */
const MONTH_DAYS = /\(?(\b(?:28|29|30|31))[- ](?:nights?|days?)\)?(?:\s+month)?/;

/**
 * "last month (30 nights) my condo str was booked 21 nights at $145. vrbo took 8% of that, cleaning
 * was $65 x 7 stays, mortgage + HOA is 1650. what did i actually clear": nights × rate, less the fee,
 * cleanings × their price and the fixed costs.
 */
export const strMonthClear: Reader = ({ text }) => {
  if (!STR.test(text) || !/\bmonth\b/.test(text)) return null;
  if (!/\bclear\w*|\bnet\b|\bkeep\b|\bprofit\b|\bmake\b|\bpocket\b/.test(text)) return null;
  const booked = NIGHTS_AT.exec(text);
  if (!booked) return null;
  const cleaningMatch = CLEANINGS.map((s) => new RegExp(s).exec(text)).find((m) => m) ?? null;
  if (!cleaningMatch) return null;
  const byPrice = /^\D*\bclean/.test(cleaningMatch[0]) || /^\s*clean/.test(cleaningMatch[0]);
  const cleanPrice = byPrice
    ? amountValue(cleaningMatch[1]!, cleaningMatch[2])
    : amountValue(cleaningMatch[2]!, cleaningMatch[3]);
  const cleanCount = Number(byPrice ? cleaningMatch[3] : cleaningMatch[1]);
  const fixed = [...text.matchAll(FIXED)];
  const days = MONTH_DAYS.exec(text);
  const nights = Number(booked[1]);
  const rate = amountValue(booked[2]!, booked[3]);
  const bookedSpan = { start: booked.index, end: booked.index + booked[0].length };
  const cleaningSpan = { start: cleaningMatch.index, end: cleaningMatch.index + cleaningMatch[0].length };
  const fees = feesOnBookings(text, []);
  if (!fees || fees.length === 0 || fixed.length === 0 || !(cleanCount >= 1)) return null;
  if (days && nights > Number(days[1])) return null;
  const fixedSpans = fixed.map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const spans: Span[] = [bookedSpan, cleaningSpan, ...fees, ...fixedSpans];
  if (days) spans.push({ start: days.index, end: days.index + days[0].length });
  if (!allPlaced(text, spans)) return null;
  const gross = nights * rate;
  const fee = gross * feeShare(fees);
  const cleaning = cleanPrice * cleanCount;
  const fixedValues = fixed.map((m) => amountValue(m[1]!, m[2]));
  const fixedTotal = fixedValues.reduce((s, v) => s + v, 0);
  const clear = gross - fee - cleaning - fixedTotal;
  return {
    title: 'Short-term rental: what the month cleared',
    inputs: [
      `Booked: ${nights} nights at ${formatMoney(rate)}${days ? ` (of ${days[1]})` : ''}`,
      `Fee: ${feeLine(fees)}`,
      `Cleaning: ${cleanCount} × ${formatMoney(cleanPrice)}`,
      `Fixed costs: ${fixedValues.map((v) => formatMoney(v)).join(' + ')}`,
    ],
    results: [
      `Gross: ${nights} × ${formatMoney(rate)} = **${formatMoney(gross)}**`,
      `Fee: ${formatRate(feeShare(fees))} × ${formatMoney(gross)} = ${formatMoney(fee)}`,
      `Cleaning: ${formatMoney(cleaning)}`,
      `Cleared: ${formatMoney(gross)} − ${formatMoney(fee)} − ${formatMoney(cleaning)} − ${formatMoney(fixedTotal)} = **${formatMoney(clear)}**`,
    ],
    method: 'Cleared = nights × rate − the fee % of that − cleanings × their price − the fixed costs',
  };
};

/** "I keep 86% of it", "keep 86% after the platform fee", "86% of it is mine". */
const KEPT = new RegExp(
  `\\bkeep\\s+${PCT}|${PCT}\\s+(?:of it\\s+)?(?:is mine|after (?:the )?(?:platform |airbnb |vrbo )?fees?)`,
);
/** "Fixed costs on my STR are $2,900 a month", "costs me 2,900/mo". */
const MONTHLY_COSTS = new RegExp(
  `\\b(?:fixed costs?|costs?|expenses|overhead|carrying costs?)\\b[^.;?$\\d]{0,30}${AMOUNT}\\s*(?:a month|per month|\\/\\s*mo(?:nth)?\\b|monthly|each month)`,
);

/**
 * "Fixed costs on my STR are $2,900 a month. Average nightly rate is $160 and after the platform fee
 * I keep 86% of it. How many booked nights a month to break even, and what occupancy on a 30-night
 * month?": costs ÷ (rate × the share kept), and ÷ the month's nights.
 */
export const strBreakEvenNights: Reader = ({ text }) => {
  if (!STR.test(text) || !/\bbreak[- ]?even\b|\bcover\b/.test(text)) return null;
  if (!/\bnights\b/.test(text)) return null;
  const rates = nightlyRates(text);
  const costs = MONTHLY_COSTS.exec(text);
  const kept = KEPT.exec(text);
  if (rates.length !== 1 || !costs || !kept) return null;
  const days = MONTH_DAYS.exec(text);
  const occupancyAsked = /\boccupancy\b/.test(text);
  if (occupancyAsked && !days) return null;
  const spans: Span[] = [
    rates[0]!,
    { start: costs.index, end: costs.index + costs[0].length },
    { start: kept.index, end: kept.index + kept[0].length },
  ];
  if (days) spans.push({ start: days.index, end: days.index + days[0].length });
  if (!allPlaced(text, spans)) return null;
  const keep = Number(kept[1] ?? kept[2]) / 100;
  const cost = amountValue(costs[1]!, costs[2]);
  const perNight = rates[0]!.value * keep;
  const nights = cost / perNight;
  const monthNights = days ? Number(days[1]) : undefined;
  return {
    title: 'Short-term rental: booked nights a month to break even',
    inputs: [
      `Fixed costs: ${formatMoney(cost)} a month`,
      `Nightly rate: ${formatMoney(rates[0]!.value)}, of which you keep ${formatRate(keep)}`,
      ...(monthNights ? [`Nights in the month: ${monthNights}`] : []),
    ],
    results: [
      `Kept a night: ${formatMoney(rates[0]!.value)} × ${formatRate(keep)} = ${formatMoney(perNight)}`,
      `Nights to break even: ${formatMoney(cost)} ÷ ${formatMoney(perNight)} = **${formatNumber(nights)} nights**`,
      ...(monthNights && occupancyAsked
        ? [`Occupancy: ${formatNumber(nights)} ÷ ${monthNights} = **${formatPercent(nights / monthNights)}**`]
        : []),
    ],
    method:
      'Nights = fixed costs ÷ (rate × the share kept); occupancy = those nights ÷ the nights in the month',
  };
};

export const STR_CLEANER_READERS: readonly Reader[] = [
  strYearAfterCleaner,
  strMonthClear,
  strBreakEvenNights,
];
