// A parking spot or storage cage bought or rented (docs/assistant.md rule 104): "deeded parking spots
// for $95k, each with $165/month in common charges; a garage down the block charges $450 a month: how
// many months until buying breaks even?", and a garage's revenue from its spots ("60 spots at
// $475/month, 85% occupied: annual revenue?"). Part of quick-math (READERS there); every number must be
// placed.
import { formatAmount, formatMoney, formatNumber, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const SPOT =
  /\b(?:parking|spot|spots|space|spaces|garage|storage|cage|cages|locker|lockers|bike room|stall|stalls)\b/i;
const ASKS_BREAK_EVEN =
  /\bbreak[- ]?even|breaks even|pays? (?:itself )?off|pay for itself|how (?:many|long)|how much time|recoup|payback\b/i;
/** What makes a monthly amount the owner's own charge: "common charges", "a $35/month fee", "HOA". */
const OWNER_CHARGE = /\b(?:common charges?|fees?|hoa|dues|maintenance|carrying|tax(?:es)?|charge)\b/i;
const RENTING =
  /\b(?:rent(?:ing|s|ed)?|lease|charges?|costs?|garage|lot|down the (?:block|street)|nearby)\b/i;

/**
 * Months to break even = price ÷ (the monthly rent saved − the owner's monthly charges); years =
 * months ÷ 12. The price is the one amount with no period; the rent is the monthly amount named by
 * renting, the charge the one named as a fee of owning.
 */
export const spotBuyOrRent: Reader = ({ text, tokens }) => {
  if (
    !SPOT.test(text) ||
    !ASKS_BREAK_EVEN.test(text) ||
    !/\bbuy|buying|purchase|sells?|selling|for sale|own|owning|deeded\b/i.test(text)
  )
    return null;
  if (/\b(?:mortgage|loan|down payment|rate of|apprecia\w+ (?:of|at)|house|home price)\b/i.test(text))
    return null;
  if (tokens.some((t) => t.kind !== 'money')) return null;
  const amounts = tokens.filter((t) => t.kind === 'money');
  const prices = amounts.filter(
    (t) => !t.period && !/^\s*(?:a|per|\/|each)\s*mo/i.test(text.slice(t.end, t.end + 10)),
  );
  if (prices.length !== 1 || prices[0]!.value < 1_000) return null;
  const price = prices[0]!;
  const monthlyOf = (t: NumberToken) =>
    t.period === 'monthly' || /^\s*(?:a|per|\/|each)\s*mo/i.test(text.slice(t.end, t.end + 10));
  const monthlies = amounts.filter((t) => t !== price);
  if (monthlies.length < 1 || monthlies.length > 2 || !monthlies.every(monthlyOf)) return null;
  const before = (t: NumberToken) => text.slice(Math.max(0, t.start - 45), t.start);
  const after = (t: NumberToken) => text.slice(t.end, t.end + 30);
  let charge: NumberToken | undefined;
  let rent: NumberToken | undefined;
  if (monthlies.length === 2) {
    charge = monthlies.find(
      (t) =>
        OWNER_CHARGE.test(
          `${after(t)} ${before(t)
            .split(/[.;]\s|,\s(?=or\b)/)
            .pop()}`,
        ) &&
        !/\brent\b/i.test(
          before(t)
            .split(/[.;,]\s/)
            .pop() ?? '',
        ),
    );
    rent = monthlies.find((t) => t !== charge);
    if (!charge || !rent || !RENTING.test(`${before(rent)} ${after(rent)}`)) return null;
  } else {
    rent = monthlies[0];
  }
  if (!rent || !everyNumberPlaced(text, amounts)) return null;
  const saved = rent.value - (charge?.value ?? 0);
  if (!(saved > 0)) return null;
  const months = price.value / saved;
  const what = /storage|cage|locker/i.test(text) ? 'storage' : 'parking spot';
  return {
    title: `Buying the ${what} against renting one`,
    inputs: [
      `Price to buy: ${formatAmount(price.value)}`,
      ...(charge ? [`Owner's charges: ${formatAmount(charge.value)} a month`] : []),
      `Rent instead: ${formatAmount(rent.value)} a month`,
    ],
    results: [
      `Buying saves ${formatMoney(saved)} a month (${formatAmount(rent.value)}${charge ? ` − ${formatAmount(charge.value)}` : ''})`,
      `Break-even: **${formatNumber(months, 2)} months** (${formatAmount(price.value)} ÷ ${formatMoney(saved)})`,
      `That is **${formatNumber(months / 12, 2)} years**`,
    ],
    method:
      'Months to break even = price ÷ (rent − the owner’s monthly charges); years = months ÷ 12, with no financing, tax, appreciation or return on the cash',
  };
};

/** "60 spots", "40 parking spaces", "120 stalls". */
const SPOTS =
  /\b(\d{1,4})\s+(?:parking\s+|garage\s+|storage\s+)?(?:spots|spaces|stalls|cages|lockers|units)\b/i;

/** A garage's revenue: spots × rent a month × occupancy, a month and a year. */
export const garageRevenue: Reader = ({ text, tokens }) => {
  if (
    !/\bgarage|parking|lot|storage\b/i.test(text) ||
    !/\brevenue|income|gross|bring in|brings in|collect|make\b/i.test(text)
  )
    return null;
  const count = SPOTS.exec(text);
  if (!count) return null;
  const spots = Number(count[1]);
  const countSpan: Span = { start: count.index, end: count.index + count[0].length };
  const others = tokens.filter((t) => !(t.start >= countSpan.start && t.start < countSpan.end));
  const amounts = others.filter((t) => t.kind === 'money');
  const pcts = others.filter((t) => t.kind === 'percent');
  if (amounts.length !== 1 || pcts.length > 1 || others.length !== amounts.length + pcts.length) return null;
  const rate = amounts[0]!;
  if (rate.period === 'yearly' || rate.value > 5_000) return null;
  const occupancy = pcts[0];
  // "85% occupied" reaches the readers as "15% vacancy" (parse-numbers.ts): either names the share let.
  const near = occupancy
    ? `${text.slice(Math.max(0, occupancy.start - 25), occupancy.start)} ${text.slice(occupancy.end, occupancy.end + 25)}`
    : '';
  const vacancy = /\bvacan/i.test(near);
  if (occupancy && !vacancy && !/\boccup|full|leased|rented|utiliz/i.test(near)) return null;
  if (!everyNumberPlaced(text, [countSpan, rate, ...(occupancy ? [occupancy] : [])])) return null;
  const share = occupancy ? (vacancy ? 1 - occupancy.value : occupancy.value) : 1;
  const month = spots * rate.value * share;
  return {
    title: 'Garage revenue',
    inputs: [
      `Spots: ${spots}`,
      `Rent: ${formatAmount(rate.value)} a spot a month`,
      `Occupancy: ${occupancy ? `${formatRate(share)}${vacancy ? ` (${formatRate(occupancy.value)} vacancy)` : ''}` : '100% (none stated)'}`,
    ],
    results: [
      `A month: **${formatMoney(month)}** (${spots} × ${formatAmount(rate.value)} × ${formatRate(share)})`,
      `A year: **${formatMoney(month * 12)}** (× 12)`,
    ],
    method: 'Revenue = spots × monthly rent × occupancy; a year = × 12',
  };
};

export const SPOT_READERS: readonly Reader[] = [spotBuyOrRent, garageRevenue];
