// A short-term rental's yearly revenue (docs/assistant.md rule 64): nights available × occupancy (or
// the nights booked) × the nightly rate, plus the cleaning fees charged per stay (booked nights ÷ the
// average stay × the fee), less the platform's fee when one is stated. Nights available are 365 unless
// said. Part of quick-math (READERS there); every number must be placed or it does not fire.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { AMOUNT, PCT, amountValue, everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const STR =
  /\bairbnb\b|\bvrbo\b|\bshort[- ]term rental\b|\bstr\b|\bvacation rental\b|\bnightly\b|\bper night\b|\/\s?night\b|\ba night\b|\badr\b/;
const ASKS = /\brevenue\b|\bgross\w*\b|\bincome\b|\bmake\b|\bearn\w*\b|\bbring in\b|\btake in\b|\bnet\b/;

type Found = Span & { value: number };
/** The first of several patterns that matches, its value from group 1 (and 2, a k suffix). */
function first(text: string, patterns: readonly RegExp[], percent = false): Found | undefined {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m?.[1])
      return {
        value: percent ? Number(m[1]) / 100 : amountValue(m[1], m[2]),
        start: m.index,
        end: m.index + m[0].length,
      };
  }
  return undefined;
}

const IS = '\\s*(?:of|is|at|=|:|around|about|~)?\\s*';
const RATE = [
  new RegExp(`${AMOUNT}\\s*(?:\\/|per|a|an)\\s*night\\b`),
  new RegExp(`\\b(?:nightly(?: rate)?|adr|average daily rate|rate per night)${IS}${AMOUNT}`),
  new RegExp(`${AMOUNT}\\s*(?:nightly|adr)\\b`),
];
const OCCUPANCY = [
  new RegExp(`${PCT}\\s*(?:occupancy|occupied|booked)`),
  new RegExp(`\\b(?:occupancy|occupied|booked)(?: rate)?${IS}${PCT}`),
];
const BOOKED = [
  /\bbooked\s*(\d{2,3})\s*nights?\b/,
  /(\d{2,3})\s*(?:booked|occupied)\s*nights?\b/,
  /(\d{2,3})\s*nights?\s*(?:booked|occupied)\b/,
];
const AVAILABLE = [
  /(\d{2,3})\s*nights?\s*(?:available|open|a year available|of availability)/,
  /\b(?:available|open)\s*(?:for\s*)?(\d{2,3})\s*nights/,
  // "62% occupancy across the year (365 nights)", "out of 365 nights".
  /\(\s*(\d{3})\s*nights?\s*\)/,
  /\b(?:out of|across|over)\s*(?:the\s*)?(\d{3})\s*nights\b/,
];
const CLEANING = [
  new RegExp(`\\bcleaning(?: fees?)?(?: per stay)?${IS}${AMOUNT}`),
  new RegExp(`${AMOUNT}\\s*(?:per (?:stay|booking|turn)\\s*)?(?:for\\s*)?cleaning\\b`),
];
const STAY = [
  /\b(?:average|avg\.?|typical|mean)\s*(?:stay|booking|trip|length of stay)(?:\s*length)?\s*(?:of|is|=|:|around|about|~)?\s*(\d+(?:\.\d+)?)\s*(?:nights?|days?)?/,
  /(\d+(?:\.\d+)?)[- ]nights?\s*(?:average|avg\.?|typical)\s*(?:stay|booking)/,
  /\b(?:stays?|guests?|bookings?|visits?)\s*(?:average|avg\.?|typically (?:stay|book))\s*(\d+(?:\.\d+)?)\s*nights?/,
];
const PLATFORM = [
  new RegExp(
    `\\b(?:airbnb|vrbo|platform|host|service|booking)(?: fee)?s?\\s*(?:fee|takes|charges|keeps|cut|commission)${IS}${PCT}`,
  ),
  new RegExp(
    `${PCT}\\s*(?:(?:airbnb|vrbo|platform|host|service|booking) (?:fee|cut|commission)|(?:to|for) (?:airbnb|vrbo|the platform))\\b`,
  ),
];

const PERIOD =
  '\\s*(\\/\\s?mo(?:nth)?\\b|(?:a|per|each) mo(?:nth)?\\b|monthly\\b|\\/\\s?yr\\b|\\/\\s?year\\b|(?:a|per|each) year\\b|annually\\b|yearly\\b)';
const COST =
  '(cleaning|cleaners?|utilities|supplies|other (?:expenses|costs)|(?:operating )?(?:expenses|costs)|insurance|(?:property )?tax(?:es)?|maintenance|repairs|software|internet|wifi|hoa|lawn|pool|pest control)';
const COSTS = [
  new RegExp(
    `\\b${COST}(?:\\s+(?:run|runs|cost|costs|is|are|of|at|about|around|~|:|me|us))*\\s*${AMOUNT}${PERIOD}`,
    'g',
  ),
  new RegExp(`${AMOUNT}${PERIOD}\\s*(?:for|in|on)?\\s*${COST}`, 'g'),
];
const MORTGAGE = [
  new RegExp(
    `\\b(?:mortgage|p&i|piti|loan payment|debt service)(?: payment)?(?:\\s+(?:is|of|at|runs|:|=))*\\s*${AMOUNT}${PERIOD}?`,
  ),
  new RegExp(`${AMOUNT}${PERIOD}?\\s*(?:mortgage|p&i|piti)\\b`),
];

interface Cost extends Found {
  name: string;
  monthly: number;
}
/** The running costs stated a month or a year ("cleaning $400/month", "$600 a month other expenses"). */
function runningCosts(text: string): Cost[] {
  const found: Cost[] = [];
  for (const [i, p] of COSTS.entries())
    for (const m of text.matchAll(p)) {
      const [name, digits, suffix, period] = i === 0 ? [m[1], m[2], m[3], m[4]] : [m[4], m[1], m[2], m[3]];
      const start = m.index ?? 0;
      if (found.some((f) => start < f.end && f.start < start + m[0].length)) continue;
      const value = amountValue(digits!, suffix);
      const yearly = /yr|year|annual/.test(period ?? '');
      found.push({
        name: name!,
        value,
        monthly: yearly ? value / 12 : value,
        start,
        end: start + m[0].length,
      });
    }
  return found;
}

const shortTermRevenue: Reader = ({ text }) => {
  if (!STR.test(text) || !ASKS.test(text)) return null;
  const costs = runningCosts(text);
  const mortgageMatch = MORTGAGE.map((p) => p.exec(text)).find((m) => m?.[1]);
  const mortgage = mortgageMatch
    ? {
        value: amountValue(mortgageMatch[1]!, mortgageMatch[2]),
        yearly: /yr|year|annual/.test(mortgageMatch[3] ?? ''),
        start: mortgageMatch.index,
        end: mortgageMatch.index + mortgageMatch[0].length,
      }
    : undefined;
  const rate = first(text, RATE);
  const occupancy = first(text, OCCUPANCY, true);
  const booked = first(text, BOOKED);
  const available = first(text, AVAILABLE);
  // A cleaning cost stated a month is a running cost, never a fee charged per stay.
  const cleaningFee = first(text, CLEANING);
  const cleaning =
    cleaningFee && !costs.some((c) => cleaningFee.start < c.end && c.start < cleaningFee.end)
      ? cleaningFee
      : undefined;
  const stay = first(text, STAY);
  const platform = first(text, PLATFORM, true);
  if (!rate || (occupancy ? booked : !booked) || (cleaning && !stay)) return null;
  const found = [rate, occupancy, booked, available, cleaning, stay, platform, ...costs, mortgage].filter(
    (f) => f !== undefined,
  );
  // Each number fills one slot: two slots read from the same words leave the question unclear.
  if (found.some((f, i) => found.some((g, j) => i < j && f.start < g.end && g.start < f.end))) return null;
  // A payment with no running costs to take first is some other question's.
  if (mortgage && costs.length === 0) return null;
  if (!everyNumberPlaced(text, found)) return null;
  const nightsOpen = available?.value ?? 365;
  if (!(nightsOpen > 0 && nightsOpen <= 366) || (occupancy && !(occupancy.value > 0 && occupancy.value <= 1)))
    return null;
  const nights = booked ? booked.value : nightsOpen * occupancy!.value;
  if (!(nights <= nightsOpen) || !(rate.value >= 20 && rate.value < 20_000)) return null;
  const rooms = nights * rate.value;
  const stays = stay ? nights / stay.value : 0;
  const cleaningTotal = cleaning ? stays * cleaning.value : 0;
  const gross = rooms + cleaningTotal;
  const fee = platform ? gross * platform.value : 0;
  return {
    title: 'Short-term rental revenue',
    inputs: [
      booked
        ? `Nights booked: ${formatNumber(nights, 0)} a year`
        : `Nights available: ${nightsOpen}${available ? '' : ' (the whole year; say if fewer)'} × ${formatPercent(occupancy!.value, 1)} occupancy`,
      `Nightly rate: ${formatMoney(rate.value)}`,
      ...(cleaning
        ? [
            `Cleaning fee: ${formatMoney(cleaning.value)} a stay, average stay ${formatNumber(stay!.value, 1)} nights`,
          ]
        : []),
      ...(platform ? [`Platform fee: ${formatPercent(platform.value, 1)} of the revenue`] : []),
      ...costs.map(
        (c) =>
          `${c.name[0]!.toUpperCase() + c.name.slice(1)}: ${formatMoney(c.monthly)} a month (${formatMoney(c.monthly * 12)} a year)`,
      ),
      ...(mortgage
        ? [`Mortgage payment: ${formatMoney(mortgage.yearly ? mortgage.value / 12 : mortgage.value)} a month`]
        : []),
    ],
    results: [
      `Booked nights: ${formatNumber(nights, 1)}`,
      `Nightly revenue: **${formatMoney(rooms)}** (${formatNumber(nights, 1)} × ${formatMoney(rate.value)})`,
      ...(cleaning
        ? [
            `Cleaning fees: ${formatMoney(cleaningTotal)} (${formatNumber(stays, 1)} stays × ${formatMoney(cleaning.value)})`,
          ]
        : []),
      `Gross revenue: **${formatMoney(gross)}** a year`,
      ...(platform
        ? [`After the platform fee (${formatMoney(fee)}): **${formatMoney(gross - fee)}** a year`]
        : []),
      ...netLines(gross - fee, costs, mortgage && (mortgage.yearly ? mortgage.value / 12 : mortgage.value)),
    ],
    method: costs.length
      ? 'Booked nights = nights available × occupancy; revenue = booked nights × rate, less the platform fee; net = that − the running costs × 12, then − the mortgage payment × 12'
      : 'Booked nights = nights available × occupancy; revenue = booked nights × rate + (booked nights ÷ average stay) × cleaning fee; before cleaning costs, supplies, utilities and taxes',
  };
};

/** Net before the mortgage (revenue after the platform's fee − the running costs) and after it. */
function netLines(revenue: number, costs: readonly Cost[], mortgageMonthly: number | undefined): string[] {
  if (costs.length === 0) return [];
  const yearlyCosts = costs.reduce((s, c) => s + c.monthly * 12, 0);
  const net = revenue - yearlyCosts;
  const lines = [
    `Running costs: ${formatMoney(yearlyCosts)} a year (${formatMoney(yearlyCosts / 12)} a month)`,
    `Net before the mortgage: **${formatMoney(net)}** a year (**${formatMoney(net / 12)}** a month)`,
  ];
  if (mortgageMonthly !== undefined)
    lines.push(
      `Net after the mortgage: **${formatMoney(net - mortgageMonthly * 12)}** a year (**${formatMoney(net / 12 - mortgageMonthly)}** a month, ${formatMoney(mortgageMonthly)} a month of mortgage)`,
    );
  return lines;
}

export const SHORT_TERM_RENTAL_READERS: readonly Reader[] = [shortTermRevenue];
