// A renter's broker fee (docs/assistant.md rule 104): a percent of a year's rent ("broker fee is 15% of
// a year's rent, apartment is $3,950/month") or a number of months' rent ("one month's rent"), and a
// place with a fee against a no-fee place over a lease ("$4,200/mo with a 12% fee vs $4,450/mo with no
// fee, 12-month lease: total cost of each"). Part of quick-math (READERS there); every number must be
// placed.
import { formatAmount, formatMoney, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const FEE = /\b(?:broker(?:'s|age)?|finder'?s|agent'?s?|realtor'?s?|rental agent'?s?) fee\b|\bfee\b/i;
/** A fee's base: "of a year's rent", "of the first year's rent", "of annual rent", "of 12 months' rent". */
const OF_YEAR =
  /^\s*(?:broker(?:'s|age)? fee\s+)?\(?(?:of\s+)?(?:the\s+|a\s+|one\s+|1\s+)?(?:(?:first|1st|full|whole)\s+)?(?:year'?s?|annual|yearly|12[- ]months?'?s?|twelve months?'?s?)\s+(?:worth of\s+)?(?:the\s+)?rent\b|^\s*of\s+(?:the\s+)?(?:annual|yearly|first year'?s?) rent\b/i;
/** A fee of months' rent: "one month's rent", "a month of rent", "1.5 months rent". */
const MONTHS_FEE = /\b(one|a|1|two|2|1\.5|one and a half)\s+months?'?s?\s+(?:of\s+)?rent\b/i;
/** The lease's length in months: "12-month lease", "an 18 month lease", "a one-year lease". */
const LEASE = /\b(\d{1,2})[- ]?months?\b(?:[- ]lease)?|\b(?:a |one[- ]|1[- ])year(?:[- ]long)? lease\b/i;
const NO_FEE =
  /\bno[- ]fee\b|\bno (?:broker(?:'s)? )?fee\b|\bwithout (?:a |any )?(?:broker(?:'s)? )?fee\b|\bfee[- ]free\b/i;

const span = (t: { start: number; end: number }): Span => ({ start: t.start, end: t.end });
const WORDS: Record<string, number> = { one: 1, a: 1, two: 2, 'one and a half': 1.5 };

export const brokerFee: Reader = ({ text, tokens }) => {
  if (!FEE.test(text) || !/\brent|apartment|apt|lease|place|unit\b/i.test(text)) return null;
  if (
    /\b(?:sale|sell|selling|listing agent|commission on the sale|purchase|mortgage|loan|landlord pays)\b/i.test(
      text,
    )
  )
    return null;
  // A fee to break a lease is the landlord readers' (rule 91), not a renter's broker fee.
  if (
    /\btermination|\bbreak(?:ing)? (?:the|a|my|their) lease|\bbuy-?out\b|\bremaining\b|\bleft on\b|\bmonths left\b/i.test(
      text,
    )
  )
    return null;
  const pcts = tokens.filter((t) => t.kind === 'percent');
  const monthsFee = MONTHS_FEE.exec(text);
  let feePct: NumberToken | undefined;
  if (pcts.length === 1 && OF_YEAR.test(text.slice(pcts[0]!.end, pcts[0]!.end + 45))) feePct = pcts[0];
  if (!feePct && !(pcts.length === 0 && monthsFee)) return null;
  const rents = tokens.filter((t) => t.kind === 'money' && t.period !== 'yearly');
  if (rents.length === 0 || rents.length > 2) return null;
  if (tokens.some((t) => t.kind === 'money' && t.period === 'yearly')) return null;
  if (rents.some((r) => r.value < 300 || r.value > 50_000)) return null;
  const lease = LEASE.exec(text);
  const leaseMonths = lease ? (lease[1] ? Number(lease[1]) : 12) : undefined;
  if (leaseMonths !== undefined && !(leaseMonths >= 1 && leaseMonths <= 36)) return null;
  const spans: Span[] = [...rents.map(span), ...(feePct ? [span(feePct)] : [])];
  if (monthsFee) spans.push({ start: monthsFee.index, end: monthsFee.index + monthsFee[0].length });
  if (lease) spans.push({ start: lease.index, end: lease.index + lease[0].length });
  // "a year's rent" itself holds no number; "12 months' rent" does, inside the fee's base.
  const base = feePct ? OF_YEAR.exec(text.slice(feePct.end, feePct.end + 45)) : null;
  if (feePct && base)
    spans.push({ start: feePct.end + base.index, end: feePct.end + base.index + base[0].length });
  if (!everyNumberPlaced(text, spans)) return null;
  const feeMonths = monthsFee ? (WORDS[monthsFee[1]!.toLowerCase()] ?? Number(monthsFee[1])) : 0;
  const feeOf = (rent: number) => (feePct ? feePct.value * rent * 12 : rent * feeMonths);
  const feeShown = feePct
    ? `${formatRate(feePct.value)} of a year's rent`
    : `${feeMonths} ${feeMonths === 1 ? "month's" : "months'"} rent`;
  if (rents.length === 1) {
    const rent = rents[0]!.value;
    const fee = feeOf(rent);
    const months = leaseMonths ?? 12;
    return {
      title: 'Broker fee',
      inputs: [
        `Rent: ${formatAmount(rent)} a month`,
        `Fee: ${feeShown}`,
        ...(leaseMonths ? [`Lease: ${months} months`] : []),
      ],
      results: [
        `Broker fee: **${formatMoney(fee)}** (${feePct ? `${formatRate(feePct.value)} × ${formatAmount(rent)} × 12` : `${formatAmount(rent)} × ${feeMonths}`})`,
        `Spread over a ${months}-month lease: ${formatMoney(fee / months)} a month, an effective rent of ${formatMoney(rent + fee / months)}`,
      ],
      method: feePct ? 'Fee = percent × monthly rent × 12' : "Fee = monthly rent × the months' rent charged",
    };
  }
  // Two places: which one carries the fee, which is fee-free.
  const noFee = NO_FEE.exec(text);
  if (!noFee) return null;
  const feeFree = rents.reduce((best, r) =>
    Math.abs(r.start - noFee.index) < Math.abs(best.start - noFee.index) ? r : best,
  );
  const withFee = rents.find((r) => r !== feeFree)!;
  const months = leaseMonths ?? 12;
  if (!leaseMonths && !/\bfirst year|a year|one year|12 months\b/i.test(text)) return null;
  const fee = feeOf(withFee.value);
  const a = withFee.value * months + fee;
  const b = feeFree.value * months;
  const cheaper = a > b ? 'no-fee place' : 'place with the fee';
  return {
    title: 'Broker fee against a no-fee apartment',
    inputs: [
      `With fee: ${formatAmount(withFee.value)} a month, fee ${feeShown}`,
      `No fee: ${formatAmount(feeFree.value)} a month`,
      `Lease: ${months} months`,
    ],
    results: [
      `Broker fee: ${formatMoney(fee)}`,
      `Total with the fee: **${formatMoney(a)}** (${formatAmount(withFee.value)} × ${months} + ${formatMoney(fee)})`,
      `Total with no fee: **${formatMoney(b)}** (${formatAmount(feeFree.value)} × ${months})`,
      `The ${cheaper} is cheaper by **${formatMoney(Math.abs(a - b))}** over the lease (${formatMoney(Math.abs(a - b) / months)} a month)`,
    ],
    method: 'Total = monthly rent × lease months + any broker fee; the difference of the two totals',
  };
};

export const BROKER_FEE_READERS: readonly Reader[] = [brokerFee];
