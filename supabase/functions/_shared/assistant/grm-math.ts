// A price from a gross rent multiplier, with every number stated ("comparable sales trade at about 8.2
// times annual gross rent; rent is $60,000 a year: what price does that imply?"): the multiplier times
// the year's gross rent, beside the asking price when one is given. Part of quick-math (READERS there).
import { readDeal } from './amount-roles.ts';
import { formatMoney, formatNumber } from './format.ts';
import {
  clauseBefore,
  everyNumberPlaced,
  labelled,
  money,
  numberAt,
  UNITS,
  yearly,
  AREA,
  num,
  type Reader,
} from './quick-math-reading.ts';
import {
  allPlaced,
  COUNT,
  countValue,
  findAmount,
  findAmounts,
  MONEY,
  PER_MONTH,
  PER_YEAR,
  spanOf,
} from './landlord-reading.ts';

/** "8.2 times annual gross rent", "a 9x GRM", "GRM of 8.5" (the tokenizer leaves these out). */
const MULTIPLIER =
  /\b(\d{1,2}(?:\.\d+)?)\s?(?:x|times)\s+(?:the\s+)?(?:annual\s+|yearly\s+)?(?:gross\s+)?(?:rents?|rental income|income)\b|\b(\d{1,2}(?:\.\d+)?)\s?x?\s+(?:grm|gross rent multiplier)\b|\b(?:grm|gross rent multiplier)(?: of| at| is)?\s+(\d{1,2}(?:\.\d+)?)\b/;
const ASKS_PRICE =
  /\b(?:what (?:price|value)|implied? (?:price|value)|imply|worth|value (?:it|the|this)|price (?:would|does|should)|how much (?:is it|would it be) worth|max(?:imum)? (?:price|offer))\b/;

const priceFromMultiplier: Reader = ({ text, tokens }) => {
  const multiple = MULTIPLIER.exec(text);
  if (!multiple || !ASKS_PRICE.test(text)) return null;
  const factor = Number(multiple[1] ?? multiple[2] ?? multiple[3]);
  if (!(factor > 1 && factor < 40)) return null;
  const rent = labelled(
    text,
    tokens,
    /\b(?:(?:gross\s+)?(?:scheduled\s+)?rents?|rental income|gross income)(?:\s+(?:is|of|are|at|roll))?/,
    ['money'],
    2,
  );
  if (!rent) return null;
  // A unit's rent is never the building's (grmOfUnits reads those, or nothing does).
  if (
    PER_UNIT_AFTER.test(text.slice(rent.end, rent.end + 30)) ||
    /\b(?:each|every|per) (?:unit|door)\b/.test(text)
  )
    return null;
  const asking = money(tokens).filter((t) => t !== rent && !t.period && t.value >= 20000);
  if (asking.length > 1 || money(tokens).length !== 1 + asking.length) return null;
  // A rent without a period of its own is a month's when small, a year's when large.
  const annual = rent.period ? yearly(rent) : rent.value < 20000 ? rent.value * 12 : rent.value;
  const price = factor * annual;
  const ask = asking[0]?.value;
  return {
    title: 'Price from a gross rent multiplier',
    inputs: [
      `Gross rent: ${formatMoney(annual)} a year`,
      `Multiplier: ${formatNumber(factor, 2)}× the year's gross rent`,
      ...(ask ? [`Asking price: ${formatMoney(ask)} (GRM ${formatNumber(ask / annual, 2)})`] : []),
    ],
    results: [
      `Implied price: **${formatMoney(price)}**`,
      ...(ask
        ? [`The asking price is ${formatMoney(Math.abs(ask - price))} ${ask > price ? 'above' : 'below'} it`]
        : []),
    ],
    method: `${formatNumber(factor, 2)} × ${formatMoney(annual)}`,
  };
};

/** The rent of one unit: "1,300 per unit", "1,250/unit", "1,000 a unit", "each unit rents for 1,150". */
const PER_UNIT_AFTER =
  /^\s*(?:\/\s*mo(?:nth)?\s*|a month\s+|per month\s+|monthly\s+)?(?:rent\s+)?(?:each\b|(?:\/\s*|per\s+|a\s+|an?\s+)(?:unit|door|apartment|apt)\b)/;
const PER_UNIT_BEFORE =
  /\b(?:each|every|per|a)\s+(?:unit|door|apartment|apt)\s+(?:rents?|leases?|brings? in|gets?|goes)(?:\s+(?:for|at|out for))?\s*(?:about|around|~)?\s*$|\b(?:rents?|rent per unit|per[- ]unit rents?)\s+(?:avg|average|averaging|of|at|are|is)?\s*(?:about|around|~)?\s*(?:per (?:unit|door)\s+)?$/;
const OTHER_FIGURES =
  /\bcap(?:italization)? rate\b|\bcash ?flow\b|\bnoi\b|\bcash[- ]on[- ]cash\b|\bcoc\b|\bdscr\b|\broi\b|\birr\b|\bexpenses?\b|\bmortgage\b|\bdown\b/;
/** The words a price follows that the rental analysis reads as one ("asking 1.1M", "for 1.35M"). */
const PRICE_CUE =
  /\b(?:asking|askin|ask|for|at|priced?(?: at)?|listed(?: at| for)?|list(?:ing)?(?: price)?|buy|bought|purchase(?: price)?|costs?|offered)\s*(?:of|is|at)?\s*\$?\s*$/;
const ASKS_GRM = /\bgrm\b|gross rent multiplier|rent multiplier/;
const ASKS_PER_DOOR = /\b(?:price|cost) (?:per|a|each) (?:unit|door)\b|\bper[- ]door\b|\bprice per unit\b/;
/** "at a 10.5 GRM", "a 10x GRM", "GRM of 10", "at 10 times gross rent". */
const TARGET_GRM =
  /\b(\d{1,2}(?:\.\d+)?)\s?x?\s+(?:grm|gross rent multiplier)\b|\b(?:grm|gross rent multiplier)\s+(?:of|at)\s+(\d{1,2}(?:\.\d+)?)\b|\b(\d{1,2}(?:\.\d+)?)\s?(?:x|times)\s+(?:the\s+)?(?:annual\s+|yearly\s+)?(?:gross\s+)?rents?\b/;

/**
 * "16 units asking 2.4M, rents avg 1,300 per unit a month: price per unit, GRM, and the price at a
 * 10.5 GRM" (rule 69): the building's gross rent is units × the rent of one unit × 12 (never the one
 * unit's rent as the whole building's), the price per door, GRM = price ÷ that year's gross rent,
 * and a price at a target GRM. Fires only when the rent is said to be a unit's and every number is
 * the count, that rent, the price or the target.
 */
const grmOfUnits: Reader = ({ text, tokens }) => {
  if (!ASKS_GRM.test(text) && !ASKS_PER_DOOR.test(text)) return null;
  const count = numberAt(text, new RegExp(UNITS.source));
  if (!count || !(count.value >= 2 && count.value <= 2000)) return null;
  const amounts = money(tokens);
  const rents = amounts.filter(
    (t) =>
      t.period !== 'yearly' &&
      t.value >= 100 &&
      t.value < 20000 &&
      (PER_UNIT_AFTER.test(text.slice(t.end, t.end + 30)) ||
        // "gross rents $9,800/mo" is the building's, never one unit's (rule 118).
        (PER_UNIT_BEFORE.test(clauseBefore(text, t).slice(-40)) &&
          !/\b(?:gross|total|combined)\s+rents?\s*$/.test(clauseBefore(text, t).slice(-40)))),
  );
  if (rents.length !== 1) return null;
  const rent = rents[0]!;
  // "per unit" in the rent's words must be a unit's rent, never "price per unit 150k".
  const prices = amounts.filter((t) => t !== rent && !t.period && t.value >= 50_000);
  if (prices.length !== 1 || amounts.length !== 2) return null;
  const price = prices[0]!;
  const targetMatch = TARGET_GRM.exec(text);
  const target = targetMatch
    ? {
        value: Number(targetMatch[1] ?? targetMatch[2] ?? targetMatch[3]),
        start: targetMatch.index,
        end: targetMatch.index + targetMatch[0].length,
      }
    : undefined;
  if (target && !(target.value > 1 && target.value < 40)) return null;
  if (!everyNumberPlaced(text, [count, rent, price, target])) return null;
  // The rental analysis gives the GRM and the price per door too, with every other figure (a cap
  // rate, a cash flow) asked beside them: this reader answers only what it alone reads right, a price
  // at a target GRM or a unit's rent the analysis would not read as one.
  if (OTHER_FIGURES.test(text)) return null;
  const deal = readDeal(text);
  const analysisReadsIt =
    deal.units === count.value &&
    PRICE_CUE.test(text.slice(Math.max(0, price.start - 25), price.start)) &&
    deal.roles.some((r) => r.role === 'rentPerUnit' && r.token.start === rent.start);
  if (!target && analysisReadsIt) return null;
  const units = count.value;
  const monthlyGross = units * rent.value;
  const yearlyGross = monthlyGross * 12;
  const grm = price.value / yearlyGross;
  const results = [
    `Gross rent: **${formatMoney(yearlyGross)}** a year (${formatMoney(monthlyGross)} a month)`,
    `Price per unit (door): **${formatMoney(price.value / units)}**`,
    `GRM: **${formatNumber(grm, 2)}** (${formatMoney(price.value)} ÷ ${formatMoney(yearlyGross)})`,
  ];
  if (target) {
    const atTarget = target.value * yearlyGross;
    results.push(
      `Price at a ${formatNumber(target.value, 2)} GRM: **${formatMoney(atTarget)}** (${formatMoney(atTarget / units)} a unit), ${formatMoney(Math.abs(price.value - atTarget))} ${atTarget < price.value ? 'below' : 'above'} the asking price`,
    );
  }
  return {
    title: 'GRM and price per unit',
    inputs: [
      `Units: ${units}`,
      `Rent: ${formatMoney(rent.value)} a month per unit × ${units} units = ${formatMoney(monthlyGross)} a month`,
      `Price: ${formatMoney(price.value)}`,
    ],
    results,
    method:
      'Gross rent = units × rent per unit × 12; price per unit = price ÷ units; GRM = price ÷ gross rent a year; price at a GRM = GRM × gross rent a year',
  };
};

// The units' reader first: a rent "per unit" read as the whole building's gave a GRM 16 times too high.
export const GRM_READERS: readonly Reader[] = [grmOfUnits, priceFromMultiplier];

/** "listed at 1.45M", "asking $1,450,000", "price 1.45 mil", "for 1.2 mil". */
const LISTED = new RegExp(
  `\\b(?:listed(?: at| for)?|list price(?: of| is)?|asking(?: price)?(?: of| is)?|price[d]?(?: at| of| is)?|for|at|costs?|buy(?:ing)?(?: it)? for|under contract at|offered at)\\s+${MONEY}`,
  'g',
);
/** "Gross annual rent is $142,800", "gross rents of 11,900 a month", "annual gross income $142,800". */
const GROSS_RENT = new RegExp(
  `\\b(?:gross(?:\\s+annual|\\s+scheduled|\\s+potential)?|annual(?:\\s+gross)?|scheduled)\\s+(?:rents?|rental income|income|revenue)(?:\\s+(?:is|are|of|at|=|:|totals?|comes? to|about|around))*\\s*${MONEY}(${PER_MONTH}|${PER_YEAR})?`,
);

/**
 * A multifamily's gross rent multiplier with its price per door and per foot (rule 90): "8-unit listed
 * at 1.45M, gross annual rent $142,800, 7,360 rentable sq ft: GRM, price per door, price per square
 * foot". Price ÷ the year's gross rent; price ÷ units; price ÷ area.
 */
export const grmPerDoorAndFoot: Reader = ({ text }) => {
  if (!/\bgrm\b|\bgross rent multiplier\b|\brent multiplier\b/.test(text)) return null;
  if (
    !/\bper (?:door|unit|foot|sq|square)|\bpsf\b|\ba door\b|\ba foot\b|\$\s?\/\s?(?:door|unit|sf|sq|foot|ft)\b/.test(
      text,
    )
  )
    return null;
  const prices = findAmounts(text, LISTED).filter((p) => p.value >= 50_000);
  const gross = findAmount(text, GROSS_RENT);
  if (prices.length !== 1 || !gross) return null;
  const price = prices[0]!;
  const yearlyRent = /mo|month/.test(gross.match[3] ?? '') ? gross.value * 12 : gross.value;
  const areaM = new RegExp(AREA.source).exec(text);
  const unitsM = new RegExp(`\\b${COUNT}[\\s-]*(?:units?|doors?|apartments?|plex)\\b`).exec(text);
  const spans = [
    spanOf(price),
    spanOf(gross),
    areaM ? { start: areaM.index, end: areaM.index + areaM[0].length } : undefined,
    unitsM ? { start: unitsM.index, end: unitsM.index + unitsM[0].length } : undefined,
  ];
  if (!allPlaced(text, spans) || yearlyRent <= 0) return null;
  const area = areaM ? num(areaM[1]!) : undefined;
  const units = unitsM ? countValue(unitsM[1]!) : undefined;
  return {
    title: 'Gross rent multiplier, price per door and per foot',
    inputs: [
      `Price: ${formatMoney(price.value)}`,
      `Gross rent: ${formatMoney(yearlyRent)} a year${/mo|month/.test(gross.match[3] ?? '') ? ` (${formatMoney(gross.value)} a month × 12)` : ''}`,
      ...(units ? [`Units: ${units}`] : []),
      ...(area ? [`Rentable area: ${formatNumber(area)} sq ft`] : []),
    ],
    results: [
      `Gross rent multiplier: ${formatMoney(price.value)} ÷ ${formatMoney(yearlyRent)} = **${formatNumber(price.value / yearlyRent)}**`,
      ...(units
        ? [`Price per door: ${formatMoney(price.value)} ÷ ${units} = **${formatMoney(price.value / units)}**`]
        : []),
      ...(area
        ? [
            `Price per square foot: ${formatMoney(price.value)} ÷ ${formatNumber(area)} = **${formatMoney(price.value / area)}**`,
          ]
        : []),
    ],
    method: 'GRM = price ÷ the year’s gross rent; per door = price ÷ units; per foot = price ÷ rentable area',
  };
};
