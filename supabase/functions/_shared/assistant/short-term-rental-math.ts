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

const shortTermRevenue: Reader = ({ text }) => {
  if (!STR.test(text) || !ASKS.test(text)) return null;
  const rate = first(text, RATE);
  const occupancy = first(text, OCCUPANCY, true);
  const booked = first(text, BOOKED);
  const available = first(text, AVAILABLE);
  const cleaning = first(text, CLEANING);
  const stay = first(text, STAY);
  const platform = first(text, PLATFORM, true);
  if (!rate || (occupancy ? booked : !booked) || (cleaning && !stay)) return null;
  const found = [rate, occupancy, booked, available, cleaning, stay, platform].filter((f) => f !== undefined);
  // Each number fills one slot: two slots read from the same words leave the question unclear.
  if (found.some((f, i) => found.some((g, j) => i < j && f.start < g.end && g.start < f.end))) return null;
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
    ],
    method:
      'Booked nights = nights available × occupancy; revenue = booked nights × rate + (booked nights ÷ average stay) × cleaning fee; before cleaning costs, supplies, utilities and taxes',
  };
};

export const SHORT_TERM_RENTAL_READERS: readonly Reader[] = [shortTermRevenue];
