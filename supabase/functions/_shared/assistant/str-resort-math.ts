// A short-term rental priced as a business (docs/assistant.md rule 97): a small resort of N cabins
// (gross from rate × occupancy × nights × cabins, NOI from an expense ratio, the cap rate at the asking
// price and the price at a target cap), and one rental's price-to-gross multiple and gross yield.
// Part of quick-math (READERS there); each reader places every number or does not fire.
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import { AMOUNT, PCT, type Reader } from './quick-math-reading.ts';
import { allPlaced, countsAt, findAll, nightlyRates, occupancies } from './str-revenue-reading.ts';

const KEYS =
  '(?<![\\d,.$])(\\d{1,3})(?![\\d,])\\s*(?:(?:rental|guest|vacation|rustic|small|tiny)\\s*)?(?:cabins|cottages|units|rooms|yurts|chalets|villas|keys|bungalows|tiny homes|a-frames|glamping (?:tents|sites)|rv sites|sites|suites)\\b';
const PRICE = [
  `\\b(?:asking(?: price)?|price(?:d at)?|listed(?: at| for)?|list(?:ing)? price|for sale (?:at|for)|offered at|sale price)(?:\\s*(?:is|of|at|was|:|=))*\\s*${AMOUNT}`,
  `${AMOUNT}\\s*(?:asking|list(?:ing)? price|price tag)\\b`,
];
const TARGET_CAP = [`${PCT}\\s*cap(?: rate)?\\b`, `\\bcap(?: rate)?(?: of| at)?\\s*${PCT}`];

/**
 * A small resort (rule 97): cabins × nightly rate × occupancy × nights open = gross; NOI = gross ×
 * (1 − the expense ratio); cap rate = NOI ÷ asking price; price at a target cap = NOI ÷ that cap.
 */
export const smallResort: Reader = ({ text }) => {
  const keys = countsAt(text, KEYS);
  if (keys.length !== 1 || keys[0]!.value < 2) return null;
  const rates = nightlyRates(text);
  const occupancy = occupancies(text);
  if (rates.length !== 1 || occupancy.length !== 1) return null;
  const ratio = findAll(
    text,
    [
      `${PCT}\\s*(?:of\\s*(?:the\\s*)?(?:gross\\s*)?(?:revenue|income|gross|sales|bookings))`,
      `\\b(?:expense ratio|opex ratio)(?:\\s*(?:of|is|at|:))?\\s*${PCT}`,
    ],
    true,
  );
  if (ratio.length !== 1 || !/\bexpenses?\b|\bopex\b|\bcosts\b/.test(text)) return null;
  const open = countsAt(text, `(?:across|over|of|for|out of)\\s*(?:the\\s*)?(\\d{3})\\s*nights`);
  const price = findAll(text, PRICE);
  const target = findAll(text, TARGET_CAP, true);
  if (price.length > 1 || target.length > 1 || open.length > 1) return null;
  if (!allPlaced(text, [...keys, ...rates, ...occupancy, ...ratio, ...open, ...price, ...target]))
    return null;
  const cabins = keys[0]!.value;
  const rate = rates[0]!.value;
  const occ = occupancy[0]!.value;
  const nights = open[0]?.value ?? 365;
  const gross = cabins * rate * occ * nights;
  const noi = gross * (1 - ratio[0]!.value);
  return {
    title: 'Small resort: gross, NOI and cap rate',
    inputs: [
      `Units: ${cabins}`,
      `Nightly rate: ${formatAmount(rate)}`,
      `Occupancy: ${formatRate(occ)} of ${nights} nights${open[0] ? '' : ' (the whole year; say if fewer)'}`,
      `Operating expenses: ${formatRate(ratio[0]!.value)} of revenue`,
      ...(price[0] ? [`Asking price: ${formatAmount(price[0].value)}`] : []),
      ...(target[0] ? [`Target cap rate: ${formatRate(target[0].value)}`] : []),
    ],
    results: [
      `Booked nights: ${formatNumber(cabins * occ * nights, 2)} (${cabins} × ${nights} × ${formatRate(occ)})`,
      `Gross annual revenue: **${formatMoney(gross)}** (${formatNumber(cabins * occ * nights, 2)} × ${formatMoney(rate)})`,
      `NOI: **${formatMoney(noi)}** (${formatMoney(gross)} × (1 − ${formatRate(ratio[0]!.value)}))`,
      ...(price[0]
        ? [
            `Cap rate at ${formatAmount(price[0].value)}: **${formatPercent(noi / price[0].value)}** (NOI ÷ price)`,
          ]
        : []),
      ...(target[0]
        ? [
            `Price at a ${formatRate(target[0].value)} cap: **${formatMoney(noi / target[0].value)}** (NOI ÷ ${formatRate(target[0].value)})`,
          ]
        : []),
    ],
    method:
      'Gross = units × nightly rate × occupancy × nights open; NOI = gross × (1 − expense ratio); cap rate = NOI ÷ price; price at a cap = NOI ÷ cap',
  };
};

/**
 * A rental's price against its bookings (rule 97): "listed at $615k, grossed $82,000 in bookings":
 * the price-to-gross multiple is price ÷ gross, the gross yield gross ÷ price.
 */
export const priceToGross: Reader = ({ text }) => {
  if (
    !/\bmultiple\b|\byield\b|\btimes (?:the )?(?:gross|revenue|bookings)\b|\bprice[- ]to[- ](?:gross|revenue|bookings)\b/.test(
      text,
    )
  )
    return null;
  if (
    !/\bbookings?\b|\bgross(?:ed)?\b|\brevenue\b|\bairbnb\b|\bvrbo\b|\bshort[- ]term\b|\bcabin\b/.test(text)
  )
    return null;
  const price = findAll(text, [...PRICE, `\\b(?:costs?|bought (?:it )?for|paid|pay)\\s*${AMOUNT}`]);
  const gross = findAll(text, [
    `\\b(?:grossed|gross(?:es)?|brought in|booked|made|did)\\s*${AMOUNT}`,
    `${AMOUNT}\\s*(?:in|of)\\s*(?:gross\\s*)?(?:bookings?|booking revenue|revenue|gross revenue)\\b`,
    `\\b(?:gross (?:revenue|bookings)|bookings|booking revenue)(?:\\s*(?:of|was|were|is|:))*\\s*${AMOUNT}`,
  ]);
  if (price.length !== 1 || gross.length !== 1) return null;
  if (findAll(text, [PCT]).length > 0 || !allPlaced(text, [...price, ...gross])) return null;
  const p = price[0]!.value;
  const g = gross[0]!.value;
  if (!(g > 0 && p > g)) return null;
  return {
    title: 'Price to gross revenue',
    inputs: [`Price: ${formatAmount(p)}`, `Gross bookings: ${formatAmount(g)} a year`],
    results: [
      `Price-to-gross multiple: **${formatNumber(p / g, 2)}** (${formatAmount(p)} ÷ ${formatAmount(g)})`,
      `Gross yield: **${formatPercent(g / p)}** (${formatAmount(g)} ÷ ${formatAmount(p)})`,
    ],
    method: 'Multiple = price ÷ a year’s gross bookings; gross yield = gross ÷ price, before any expenses',
  };
};
