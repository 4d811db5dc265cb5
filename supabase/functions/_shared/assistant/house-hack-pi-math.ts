// House hacking against the principal and interest alone ("fourplex for 640k, I'd live in one unit,
// 3.5% down at 6.5% 30 yr; the other 3 units rent for 1,550 each: the monthly P&I, and do the rents
// cover it?"): the P&I on price less down, and by how much the tenants' rents cover it or fall short.
// Taxes, insurance and mortgage insurance are no part of it, and the answer says so. Part of quick-math
// (READERS there); the full PITI version is house-hack-math.ts.
import { monthlyPayment } from './calculators.ts';
import { formatMoney, formatPercent } from './format.ts';
import { countOf } from './number-words.ts';
import { everyNumberPlaced, money, monthly, percents, yearsOf, type Reader } from './quick-math-reading.ts';

const LIVES_IN_ONE =
  /\bhouse[- ]?hack\w*|\b(?:i|we)(?:'d|'ll| will| would| plan to| want to)? (?:live|living|stay|move) in (?:one|1|a|the other|one of)\b|\bowner[- ]occup\w*/;
/** The payment asked is the principal and interest, so no tax, insurance or mortgage insurance is in it. */
const PI_ASKED = /\bp\s?&\s?i\b|\bp and i\b|\bprincipal (?:and|&) interest\b/;
/** "the other 3 units rent for 1,550 each", "rent the other two at 1,400 apiece". */
const OTHER_UNITS =
  /\bother (one|two|three|four|five|[1-5])(?: units?| apartments?| doors?| sides?)?\b|\bother (?:unit|side|half|apartment)\b/;
const EACH = /^\s*(?:\/mo\w*\s+|a month\s+|per month\s+)?(?:each|apiece|a piece|per (?:unit|door|side))\b/;
const DOWN_AFTER = /^\s*down\b/;
const DOWN_BEFORE = /\bdown(?: payment)?(?: of| is| at)?\s*$/;
/** Other costs named with an amount would belong in the payment: this reader leaves them to others. */
const OTHER_COSTS = /\b(?:tax(?:es)?|insurance|hoa|vacanc\w*|reserves?|maintenance|repairs?|capex)\b/;

const houseHackPrincipalAndInterest: Reader = ({ text, tokens }) => {
  if (!LIVES_IN_ONE.test(text) || !PI_ASKED.test(text)) return null;
  if (
    !/\b(?:cover|covers|covered|short|shortfall|gap|left over|leftover|surplus|enough|difference)\b/.test(
      text,
    )
  )
    return null;
  const down = percents(tokens).find(
    (t) =>
      DOWN_AFTER.test(text.slice(t.end, t.end + 8)) ||
      DOWN_BEFORE.test(text.slice(Math.max(0, t.start - 20), t.start)),
  );
  const rates = percents(tokens).filter((t) => t !== down);
  const terms = tokens.filter((t) => t.kind === 'years' || t.kind === 'months');
  const prices = money(tokens).filter((t) => !t.period && t.value >= 50_000);
  if (!down || rates.length !== 1 || terms.length !== 1 || prices.length !== 1) return null;
  const rate = rates[0]!.value;
  if (!(rate >= 0.01 && rate < 0.2) || down.value >= 1) return null;
  const rents = money(tokens).filter((t) => t !== prices[0] && t.period !== 'yearly');
  if (rents.length !== 1 || rents[0]!.value >= 20_000) return null;
  const rent = rents[0]!;
  const used = [down, rates[0]!, terms[0]!, prices[0]!, rent];
  if (tokens.some((t) => !used.includes(t))) return null;
  // Any cost stated with an amount belongs in a fuller payment (house-hack-math.ts).
  if (money(tokens).some((t) => OTHER_COSTS.test(text.slice(Math.max(0, t.start - 25), t.start))))
    return null;
  const others = OTHER_UNITS.exec(text);
  if (!others) return null;
  const count = others[1] ? countOf(others[1]) : 1;
  const each = EACH.test(text.slice(rent.end, rent.end + 24));
  if (count > 1 && !each) return null;
  // The count of other units is the one number written outside the tokens.
  const countSpan = others[1] ? { start: others.index, end: others.index + others[0].length } : undefined;
  if (!everyNumberPlaced(text, [...used, countSpan])) return null;
  const [price, years] = [prices[0]!.value, yearsOf(terms[0]!)];
  const loan = price * (1 - down.value);
  const pi = monthlyPayment(loan, rate, years);
  const rentTotal = monthly(rent) * count;
  const gap = rentTotal - pi;
  const insured = /\b(?:fha|mip|pmi|mortgage insurance)\b/.test(text);
  return {
    title: 'House hacking: rents against the P&I',
    inputs: [
      `Price: ${formatMoney(price)} with ${formatPercent(down.value, 1)} down: loan ${formatMoney(loan)}`,
      `Rate: ${formatPercent(rate, 3)} over ${years} years`,
      count > 1
        ? `Rent from the other units: ${formatMoney(monthly(rent))} × ${count} = ${formatMoney(rentTotal)} a month`
        : `Rent from the other unit: ${formatMoney(rentTotal)} a month`,
    ],
    results: [
      `Down payment: ${formatMoney(price * down.value)}`,
      `Principal and interest: **${formatMoney(pi)}** a month`,
      gap >= 0
        ? `The rents cover the P&I with **${formatMoney(gap)}** a month to spare (${formatMoney(rentTotal)} − ${formatMoney(pi)})`
        : `The rents fall short of the P&I by **${formatMoney(-gap)}** a month (${formatMoney(pi)} − ${formatMoney(rentTotal)})`,
    ],
    method: `P&I on price − down at the rate over the term; rents − P&I. Property taxes, insurance${insured ? ', mortgage insurance (MIP/PMI)' : ''}, vacancy and repairs are not in it`,
  };
};

export const HOUSE_HACK_PI_READERS: Reader[] = [houseHackPrincipalAndInterest];
