// Loss to lease from a rent roll (docs/assistant.md rule 72): "8-plex, market rent $1,450 on every
// unit; in-place: #101 1,300 / #102 1,325 / …: total in-place, loss-to-lease a month and a year, and as
// a % of market". The in-place rents are the listed amounts (unit numbers such as "#101" or "unit 3"
// are names); the market rent is per unit unless it is said to be the total; loss to lease is market −
// in-place. Part of quick-math (READERS there); every number must be placed.
import { readDeal } from './amount-roles.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import type { Reader } from './quick-math-reading.ts';

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
