// House hacking, with every number stated ("triplex: I live in one unit and rent the other two at
// $1,650 each; PITI + MIP is $4,150/mo; 10% of rent set aside for vacancy and repairs: my housing
// cost?"): what the owner still pays a month once the tenants' rent, less what is set aside from it,
// comes off the payment. Part of quick-math (READERS there).
import { readDeal } from './amount-roles.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { clauseAfter, clauseBefore, labelled, monthly, percents, type Reader } from './quick-math-reading.ts';

const LIVES_IN_ONE =
  /\bhouse[- ]?hack\w*|\b(?:i|we)(?:'ll| will| would| plan to| want to)? (?:live|living|stay|move) in (?:one|1|a|the other|one of|the (?:upstairs|downstairs|front|back|basement|main))\b|\bwill (?:be )?liv(?:e|ing) in (?:one|1|a|the other|one of)\b|\bowner[- ]occup\w*|\boccupy (?:one|a|the other) (?:unit|side|half)\b/;
const PAYMENT =
  /\b(?:piti\b(?:\s*\+\s*m?ip\b)?|p\s?&\s?i\b|mortgage(?: payment)?\b|(?:total |monthly |house |loan )?payment\b(?: \([^)]*\))?)/;
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
};
/** "rent the other two", "the other 3 units", "rent out the other side". */
const OTHERS = /\bother (one|two|three|four|five|\d)\b|\bother (?:unit|side|half|apartment)\b/;
const RESERVE = /\b(?:vacanc\w*|repairs?|maintenance|reserves?|set(?:ting)? aside|capex|upkeep)\b/;

const houseHackCost: Reader = ({ text, tokens }) => {
  // An FHA loan on a building whose other units are rented is owner-occupied by the loan's own rule.
  if (!LIVES_IN_ONE.test(text) && !(/\bfha\b/.test(text) && OTHERS.test(text))) return null;
  // "the total monthly payment (PITI plus FHA mortgage insurance) is going to be $4,380"
  const payment = labelled(text, tokens, PAYMENT, ['money'], 4);
  if (!payment || payment.period === 'yearly') return null;
  const deal = readDeal(text);
  // "fourplex price 600k, 3.5% down": the price and the share down give the down payment (rule 64).
  const price = labelled(
    text,
    tokens,
    /\b(?:price(?:d)?|for|buying|buy|purchase|purchasing|bought|listed at|asking|costs?|duplex|triplex|fourplex|quadplex)\b/,
    ['money'],
    2,
  );
  const down = percents(tokens).find(
    (t) =>
      /^\s*down\b/.test(text.slice(t.end, t.end + 8)) ||
      /\bdown(?: payment)?(?: of| is| at)?\s*$/.test(text.slice(Math.max(0, t.start - 20), t.start)),
  );
  const bought =
    price && price !== payment && !price.period && price.value >= 50_000 && down ? price : undefined;
  const amounts = tokens.filter((t) => t.kind === 'money' && t !== payment && t !== bought);
  // The tenants' rents: listed one per unit, or one rent "each" for the other units.
  let rents: { monthly: number; shown: string; used: NumberToken[] } | null = null;
  if (deal.rentList && deal.rentList.every((t) => t !== payment)) {
    const total = deal.rentList.reduce((sum, t) => sum + monthly(t), 0);
    rents = {
      monthly: total,
      shown: `${deal.rentList.map((t) => formatMoney(monthly(t))).join(' + ')} = ${formatMoney(total)}`,
      used: deal.rentList,
    };
  } else if (amounts.length === 1) {
    const rent = amounts[0]!;
    const others = OTHERS.exec(text);
    const each = /^\s*(?:\/mo\w*\s+|a month\s+)?(?:each|apiece|a piece|per (?:unit|door|side))\b/.test(
      text.slice(rent.end, rent.end + 20),
    );
    const count = others?.[1]
      ? NUMBER_WORDS[others[1]]
      : others
        ? 1
        : deal.units
          ? deal.units - 1
          : undefined;
    if (count === undefined || (!each && count > 1)) return null;
    rents = {
      monthly: monthly(rent) * count,
      shown:
        count > 1
          ? `${formatMoney(monthly(rent))} × ${count} units = ${formatMoney(monthly(rent) * count)}`
          : formatMoney(monthly(rent)),
      used: [rent],
    };
  }
  if (!rents || amounts.length !== rents.used.length) return null;
  const reserves = percents(tokens)
    .filter((t) => t !== down)
    .filter((t) => RESERVE.test(`${clauseBefore(text, t)} ${clauseAfter(text, t)}`));
  if (percents(tokens).length !== reserves.length + (bought ? 1 : 0) || (down && !bought)) return null;
  const reserveShare = reserves.reduce((sum, t) => sum + t.value, 0);
  const setAside = rents.monthly * reserveShare;
  const cost = monthly(payment) - (rents.monthly - setAside);
  return {
    title: 'House hacking: what you still pay',
    inputs: [
      ...(bought && down
        ? [`Price: ${formatMoney(bought.value)} with ${formatPercent(down.value, 1)} down`]
        : []),
      `Payment: ${formatMoney(monthly(payment))} a month`,
      `Rent from the other units: ${rents.shown} a month`,
      ...(reserves.length
        ? [
            `Set aside from the rent: ${reserves.map((t) => formatPercent(t.value)).join(' + ')} = ${formatMoney(setAside)} a month`,
          ]
        : []),
    ],
    results: [
      ...(bought && down
        ? [
            `Down payment: **${formatMoney(bought.value * down.value)}** (${formatMoney(bought.value)} × ${formatPercent(down.value, 1)})`,
          ]
        : []),
      cost >= 0
        ? `Your effective housing cost: **${formatMoney(cost)}** a month`
        : `The tenants cover the payment and leave **${formatMoney(-cost)}** a month`,
    ],
    method: 'Payment − (rent − what is set aside from it)',
  };
};

export const HOUSE_HACK_READERS: readonly Reader[] = [houseHackCost];
