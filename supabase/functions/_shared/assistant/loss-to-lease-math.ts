// Loss to lease from a rent roll (docs/assistant.md rule 72): "8-plex, market rent $1,450 on every
// unit; in-place: #101 1,300 / #102 1,325 / …: total in-place, loss-to-lease a month and a year, and as
// a % of market". The in-place rents are the listed amounts (unit numbers such as "#101" or "unit 3"
// are names); the market rent is per unit unless it is said to be the total; loss to lease is market −
// in-place. Part of quick-math (READERS there); every number must be placed.
import { readDeal } from './amount-roles.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';
import { allPlaced, COUNT, countValue, MONEY, moneyValue, PER_MONTH } from './landlord-reading.ts';

const ASKED = /\bloss[- ]to[- ]lease\b|\bltl\b|\bbelow market\b|\bunder market\b/;
const MARKET_BEFORE = /\bmarket(?: rents?)?(?: is| of| at| =|:)?\s*(?:about|around|~)?\s*\$?$/;
const UNIT_NAME_BEFORE = /(?:#|\b(?:unit|apt|apartment|suite|no\.?)\s*#?)\s*$/;

export const lossToLease: Reader = ({ text, tokens }) => {
  if (!ASKED.test(text) || !/\bmarket\b/.test(text)) return null;
  const names = tokens.filter(
    (t) => t.kind === 'plain' && UNIT_NAME_BEFORE.test(text.slice(Math.max(0, t.start - 8), t.start)),
  );
  const amounts = tokens.filter((t) => !names.includes(t) && t.kind !== 'percent');
  const market = amounts.find((t) => MARKET_BEFORE.test(text.slice(Math.max(0, t.start - 20), t.start)));
  if (!market || amounts.some((t) => t.kind !== 'money' && t.kind !== 'plain')) return null;
  const rents = amounts.filter((t) => t !== market);
  if (rents.length < 2 || rents.some((t) => t.value < 100 || t.value > 50_000 || t.period === 'yearly'))
    return null;
  const units = readDeal(text).units;
  if (units !== undefined && units !== rents.length) return null;
  // "market $1,450 on every unit / each / per unit"; a total market rent says "total".
  const totalMarket = /^\s*(?:\/\s*mo\w*\s*)?(?:in )?total\b/.test(text.slice(market.end, market.end + 20));
  const marketTotal = totalMarket ? market.value : market.value * rents.length;
  const inPlace = rents.reduce((sum, t: NumberToken) => sum + t.value, 0);
  const loss = marketTotal - inPlace;
  return {
    title: 'Loss to lease from the rent roll',
    inputs: [
      `Market rent: ${totalMarket ? `${formatMoney(market.value)} a month in total` : `${formatMoney(market.value)} a unit × ${rents.length} units = ${formatMoney(marketTotal)} a month`}`,
      `In-place rents: ${rents.map((t) => formatMoney(t.value)).join(' + ')}`,
    ],
    results: [
      `Total in-place rent: **${formatMoney(inPlace)}** a month (${formatMoney(inPlace * 12)} a year)`,
      `Loss to lease: **${formatMoney(loss)}** a month, **${formatMoney(loss * 12)}** a year`,
      `Loss to lease as a share of market: **${formatPercent(loss / marketTotal)}**`,
    ],
    method: 'Market rent for every unit − the in-place rents = loss to lease; ÷ market rent for its share',
  };
};

/** "market rent is $1,600", "market is 1,600/mo", "$1,600 market". */
const MARKET_RENT = new RegExp(
  `\\bmarket(?:\\s+(?:rent|rents|rate|is|are|at|of|=|:|about|around|would be))*\\s*${MONEY}${PER_MONTH}?|${MONEY}${PER_MONTH}?\\s+market\\b`,
);
/** "our in-place average is $1,515", "current avg rent 1,515", "averaging $1,515 in place". */
const IN_PLACE = new RegExp(
  `\\b(?:in[- ]?place|current|actual|existing|contract|our)\\b(?:\\s+(?:average|avg|rents?|rent roll|is|are|at|of|=|:|about|around|averag(?:e|es|ing)|only))*\\s*${MONEY}${PER_MONTH}?|\\baverag(?:e|es|ing)\\s+${MONEY}${PER_MONTH}?\\s+in[- ]?place\\b`,
);

/**
 * Loss to lease from the average in-place rent (rule 90): "20 units, market rent $1,600, in-place
 * average $1,515: loss to lease a month, a year and as a share of market". The gap a unit times the
 * units; with no unit count, a unit's.
 */
export const lossToLeaseFromAverage: Reader = ({ text }) => {
  if (!ASKED.test(text)) return null;
  const marketM = MARKET_RENT.exec(text);
  const inPlaceM = IN_PLACE.exec(text.replace(MARKET_RENT, (m) => ' '.repeat(m.length)));
  if (!marketM || !inPlaceM) return null;
  const market = moneyValue((marketM[1] ?? marketM[3])!, marketM[1] ? marketM[2] : marketM[4]);
  const inPlace = moneyValue((inPlaceM[1] ?? inPlaceM[3])!, inPlaceM[1] ? inPlaceM[2] : inPlaceM[4]);
  const unitsM = new RegExp(`\\b${COUNT}[\\s-]*(?:units?|doors?|apartments?)\\b`).exec(text);
  const units = unitsM ? countValue(unitsM[1]!) : 1;
  const spans = [
    { start: marketM.index, end: marketM.index + marketM[0].length },
    { start: inPlaceM.index, end: inPlaceM.index + inPlaceM[0].length },
    unitsM ? { start: unitsM.index, end: unitsM.index + unitsM[0].length } : undefined,
  ];
  if (!(market > inPlace && inPlace >= 100) || !allPlaced(text, spans)) return null;
  const gap = market - inPlace;
  const whole = gap * units;
  return {
    title: 'Loss to lease',
    inputs: [
      `Market rent: ${formatMoney(market)} a unit a month`,
      `In-place rent: ${formatMoney(inPlace)} a unit a month (average)`,
      ...(unitsM ? [`Units: ${units}`] : []),
    ],
    results: [
      `Gap a unit: ${formatMoney(market)} − ${formatMoney(inPlace)} = ${formatMoney(gap)} a month`,
      `Loss to lease${unitsM ? '' : ' (one unit)'}: **${formatMoney(whole)}** a month, **${formatMoney(whole * 12)}** a year`,
      `As a share of market rent: ${formatMoney(gap)} ÷ ${formatMoney(market)} = **${formatPercent(gap / market)}**`,
    ],
    method:
      '(Market rent − in-place rent) × units = loss to lease a month; × 12 a year; ÷ market rent for its share',
  };
};
