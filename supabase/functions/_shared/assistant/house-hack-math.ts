// House hacking, with every number stated ("triplex: I live in one unit and rent the other two at
// $1,650 each; PITI + MIP is $4,150/mo; 10% of rent set aside for vacancy and repairs: my housing
// cost?"): what the owner still pays a month once the tenants' rent, less what is set aside from it,
// comes off the payment. Part of quick-math (READERS there).
import { readDeal } from './amount-roles.ts';
import { formatMoney, formatPercent } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { monthlyPayment } from './calculators.ts';
import {
  clauseAfter,
  clauseBefore,
  labelled,
  money,
  monthly,
  percents,
  yearly,
  yearsOf,
  type Reader,
} from './quick-math-reading.ts';

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

const TAX = /\b(?:property )?tax(?:es)?\b/;
const INSURANCE = /\b(?:homeowners?'?\s)?(?:insurance|ins|hazard)\b/;
/** MIP or PMI the user sets aside: "ignore MIP", "no PMI", "leave out mortgage insurance". */
const NO_MORTGAGE_INSURANCE =
  /\b(?:ignor\w*|no|without|excluding|exclude|leave out|leaving out|skip|forget)(?: the)? (?:fha )?(?:mip|pmi|mortgage insurance)\b/;

/**
 * "duplex 450k, 3.5% down FHA (ignore MIP), 6.75% 30yr, I live in one unit and rent the other for
 * 1,700/mo, taxes 6,000/yr, insurance 1,800/yr": with no payment stated it is worked out from the loan
 * (P&I, then PITI with taxes and insurance a month's share) and the tenant's rent comes off it. Mortgage
 * insurance must be set aside by the user ("ignore MIP"), since no rate for it is stated; one rent for
 * one other unit only, and every number placed.
 */
function paymentFromLoan(text: string, tokens: NumberToken[]) {
  const insured = /\b(?:fha|pmi|mip|mortgage insurance)\b/.test(text);
  if (insured && !NO_MORTGAGE_INSURANCE.test(text)) return null;
  const down = percents(tokens).find(
    (t) =>
      /^\s*down\b/.test(text.slice(t.end, t.end + 8)) ||
      /\bdown(?: payment)?(?: of| is| at)?\s*$/.test(text.slice(Math.max(0, t.start - 20), t.start)),
  );
  const rates = percents(tokens).filter((t) => t !== down);
  const terms = tokens.filter((t) => t.kind === 'years');
  const prices = money(tokens).filter((t) => !t.period && t.value >= 50_000);
  if (!down || rates.length !== 1 || terms.length !== 1 || prices.length !== 1) return null;
  const near = (t: NumberToken) => `${clauseBefore(text, t).slice(-20)} ${clauseAfter(text, t).slice(0, 12)}`;
  const tax = money(tokens).find((t) => t !== prices[0] && TAX.test(near(t)));
  const insurance = money(tokens).find((t) => t !== prices[0] && t !== tax && INSURANCE.test(near(t)));
  const rentToken = money(tokens).filter((t) => t !== prices[0] && t !== tax && t !== insurance);
  if (!tax || !insurance || rentToken.length !== 1) return null;
  const rent = rentToken[0]!;
  const others = OTHERS.exec(text);
  // "rent the other for 1,700", or a duplex's one other unit.
  const units = readDeal(text).units;
  const count = others?.[1]
    ? NUMBER_WORDS[others[1]]
    : others || /\b(?:rent(?:ing)?(?: out)?|leas(?:e|ing)(?: out)?) the other\b/.test(text)
      ? 1
      : units
        ? units - 1
        : undefined;
  if (count !== 1 || rent.period === 'yearly') return null;
  const [price, rate, years] = [prices[0]!.value, rates[0]!.value, yearsOf(terms[0]!)];
  if (!(rate >= 0.01 && rate < 0.2)) return null;
  const used = [down, ...rates, ...terms, prices[0], tax, insurance, rent];
  if (tokens.some((t) => !used.includes(t))) return null;
  const loan = price * (1 - down.value);
  const pi = monthlyPayment(loan, rate, years);
  const [taxMonth, insMonth] = [yearly(tax) / 12, yearly(insurance) / 12];
  const piti = pi + taxMonth + insMonth;
  const rentMonth = monthly(rent);
  const cost = piti - rentMonth;
  return {
    title: 'House hacking: what you still pay',
    inputs: [
      `Price: ${formatMoney(price)} with ${formatPercent(down.value, 1)} down: loan ${formatMoney(loan)}`,
      `Rate: ${formatPercent(rate, 3)} over ${years} years`,
      `Property tax: ${formatMoney(yearly(tax))} a year (${formatMoney(taxMonth)} a month)`,
      `Insurance: ${formatMoney(yearly(insurance))} a year (${formatMoney(insMonth)} a month)`,
      `Rent from the other unit: ${formatMoney(rentMonth)} a month`,
      ...(insured ? ['Mortgage insurance: left out, as you asked'] : []),
    ],
    results: [
      `Down payment: ${formatMoney(price * down.value)}`,
      `Principal and interest: **${formatMoney(pi)}** a month`,
      `PITI: **${formatMoney(piti)}** a month (${formatMoney(pi)} + ${formatMoney(taxMonth)} + ${formatMoney(insMonth)})`,
      cost >= 0
        ? `Your out of pocket after the rent: **${formatMoney(cost)}** a month (${formatMoney(piti)} − ${formatMoney(rentMonth)})`
        : `The rent covers the payment and leaves **${formatMoney(-cost)}** a month (${formatMoney(rentMonth)} − ${formatMoney(piti)})`,
    ],
    method:
      'P&I on price − down at the rate over the term; PITI = P&I + taxes ÷ 12 + insurance ÷ 12; out of pocket = PITI − rent',
  };
}

const houseHackCost: Reader = ({ text, tokens }) => {
  // An FHA loan on a building whose other units are rented is owner-occupied by the loan's own rule.
  if (!LIVES_IN_ONE.test(text) && !(/\bfha\b/.test(text) && OTHERS.test(text))) return null;
  // "the total monthly payment (PITI plus FHA mortgage insurance) is going to be $4,380"
  // A price, down, rate, term, taxes and insurance with one rent: the payment is worked out, whatever
  // amount a "P&I" asked for sits beside.
  const fromLoan = paymentFromLoan(text, tokens);
  if (fromLoan) return fromLoan;
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
