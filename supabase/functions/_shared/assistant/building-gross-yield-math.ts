// A leased building's price against its rent by the foot (docs/assistant.md rule 118): "Office building
// for sale: $4.2M, 18,500 rentable sq ft, rents are $24/sf/yr gross, fully leased. Price per sf, annual
// gross income, and gross yield?": price ÷ feet, feet × rent a foot a year, and that income ÷ price.
// Part of quick-math (READERS there); fires only with one price, one area and one yearly rent a foot,
// every number placed, and a gross yield or gross income asked.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import {
  AREA,
  amountValue,
  everyNumberPlaced,
  MONTH_AFTER,
  num,
  PER_AREA,
  type Reader,
} from './quick-math-reading.ts';

export const grossYieldByTheFoot: Reader = ({ text }) => {
  if (!/\bgross (?:yield|income|rent(?:al)? income)\b|\bannual (?:gross )?income\b/.test(text)) return null;
  if (/\b(?:vacan\w*|expenses?|noi|cap rate|loan|down|mortgage)\b/.test(text)) return null;
  const rents = [...text.matchAll(new RegExp(PER_AREA.source, 'g'))];
  const areas = [...text.matchAll(new RegExp(AREA.source, 'g'))].filter(
    (a) =>
      !rents.some((r) => (r.index ?? 0) <= (a.index ?? 0) && (a.index ?? 0) < (r.index ?? 0) + r[0].length),
  );
  const prices = [
    ...text.matchAll(
      /\$\s?(\d(?:[\d,]*\d)?(?:\.\d+)?)\s?(k|mm|m|million)?\b(?!\s*(?:\/|per|a|an)\s*(?:sq|sf|foot|ft|rsf))/g,
    ),
  ].filter((p) => !rents.some((r) => (r.index ?? 0) === p.index));
  if (rents.length !== 1 || areas.length !== 1 || prices.length !== 1) return null;
  const rent = rents[0]!;
  const rentEnd = (rent.index ?? 0) + rent[0].length;
  if (MONTH_AFTER.test(text.slice(rentEnd, rentEnd + 12))) return null;
  if (
    !/^\s*(?:\/\s*(?:yr|year)|a year|per year|annual(?:ly)?|yearly)\b/.test(text.slice(rentEnd, rentEnd + 14))
  )
    return null;
  const price = amountValue(prices[0]![1]!, prices[0]![2]);
  const feet = num(areas[0]![1]!);
  const perFoot = amountValue(rent[1]!, rent[2]);
  if (!(price >= 50_000 && feet > 0 && perFoot > 0)) return null;
  const span = (m: RegExpMatchArray) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  if (!everyNumberPlaced(text, [span(rent), span(areas[0]!), span(prices[0]!)])) return null;
  const income = feet * perFoot;
  return {
    title: 'Price per foot and gross yield',
    inputs: [
      `Price: ${formatMoney(price)}`,
      `Area: ${formatNumber(feet, 0)} sq ft`,
      `Rent: ${formatMoney(perFoot)} a sq ft a year${/\bfully (?:leased|occupied)\b/.test(text) ? ', fully leased' : ''}`,
    ],
    results: [
      `Price per sq ft: **${formatMoney(price / feet)}** (${formatMoney(price)} ÷ ${formatNumber(feet, 0)})`,
      `Annual gross income: **${formatMoney(income)}** (${formatNumber(feet, 0)} × ${formatMoney(perFoot)})`,
      `Gross yield: **${formatPercent(income / price)}** (${formatMoney(income)} ÷ ${formatMoney(price)})`,
    ],
    method:
      'Price per foot = price ÷ area; gross income = area × rent a foot a year; gross yield = gross income ÷ price, before vacancy and expenses',
  };
};
