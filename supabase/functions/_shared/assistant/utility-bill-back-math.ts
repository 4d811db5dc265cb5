// A shared utility bill billed back to a small building's units (docs/assistant.md rule 124): by
// square footage, by the people in each unit, or evenly after the owner keeps a share for common use.
// "Triplex water bill came in at $342, by square footage: unit 1 is 850 sq ft, unit 2 is 1,100, unit
// 3 is 1,250"; "splitting a $288 gas bill by # of people: A has 2 ppl, B 3, C 1, D 4"; "water/sewer
// bill $510, i eat 10% for the common area, rest split evenly across the 4 units". Every number is
// placed, else nothing is answered.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { countOf, COUNT_WORDS } from './number-words.ts';
import { everyNumberPlaced, money, percents, type Reader, type Span } from './quick-math-reading.ts';

const UTILITY = /\b(?:water|sewer|gas|electric\w*|trash|utilit(?:y|ies)|garbage)\b/;
const BILL_BACK =
  /\bbill(?:ing|ed)?[- ]?back\b|\bsplit\w*\b|\bdivid\w*\b|\bshare\b|\bcharge (?:each|the)\b|\bowe\b|\bpay\b|\bbill each\b/;
const BY_AREA = /\bsq(?:uare)?\.? ?(?:ft|feet|footage)\b|\bsf\b|\bsquare footage\b/;
const BY_PEOPLE = /\b(?:people|ppl|persons|occupants|heads|residents)\b/;
/** "unit 1 is 850 sq ft", "unit 2 is 1,100", "B 3", "A has 2 ppl": a unit's label and its measure. */
const SHARE =
  /\b(?:(?:unit|apt|apartment)\s*#?\s*(\d{1,3}|[a-z])|([a-h]))\s*(?:is|has|=|:|-|gets|with)?\s*(\d[\d,]*)(?:\s*(?:sq\.? ?ft|sqft|sf|square feet|ppl|people|persons|occupants|tenants))?\b/g;
/** The owner's own share kept for common use: "i eat 10%", "I cover 10% for the hose bib". */
const OWNER_SHARE =
  /\b(?:i|we|owner|landlord)\s+(?:eat|cover|keep|absorb|take|pay|pays|covers|absorbs)\s+(?:the\s+)?(\d+(?:\.\d+)?)\s?%/;
const EVENLY =
  /\b(?:split\s+)?(?:evenly|equally)\b(?:\s+(?:across|among|between|over|by)\s+(?:the\s+|all\s+)?(\d{1,2}|${COUNT_WORDS})\s+(?:units?|apartments?|doors?|tenants?))?/;
const UNITS = new RegExp(
  `\\b(\\d{1,2}|${COUNT_WORDS})[- ](?:units?|plex)\\b|\\b(duplex|triplex|fourplex|quadplex)\\b`,
);
const PLEX: Record<string, number> = { duplex: 2, triplex: 3, fourplex: 4, quadplex: 4 };

/** Each unit's part asked: "what does each unit owe", "how much per unit", "what do i bill each". */
const EACH_ASKED = /\beach\b|\bper (?:unit|apartment|apt|door|tenant)\b|\bowes?\b/;

const spanOf = (m: RegExpExecArray): Span => ({ start: m.index, end: m.index + m[0].length });

const utilityBillBack: Reader = ({ text, tokens }) => {
  if (!UTILITY.test(text) || !/\bbill\b/.test(text) || !BILL_BACK.test(text)) return null;
  // Each unit's part asked for, not a typical bill ("what's the average gas bill in ohio").
  if (!EACH_ASKED.test(text) || /\b(?:average|typical|normal)\b/.test(text)) return null;
  const shareSpans = [...text.matchAll(SHARE)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const bills = money(tokens).filter(
    (t) =>
      (!t.period || t.period === 'monthly') && !shareSpans.some((s) => t.start >= s.start && t.end <= s.end),
  );
  if (bills.length !== 1) return null;
  const bill = bills[0]!.value;
  const unitsSaid = UNITS.exec(text);
  const building = unitsSaid ? (unitsSaid[2] ? PLEX[unitsSaid[2]] : countOf(unitsSaid[1]!)) : undefined;
  const byArea = BY_AREA.test(text);
  const byPeople = !byArea && BY_PEOPLE.test(text);
  if (byArea || byPeople) {
    const shares = [...text.matchAll(SHARE)]
      .map((m) => ({
        label: (m[1] ?? m[2])!.toUpperCase(),
        measure: Number(m[3]!.replace(/,/g, '')),
        span: { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length },
      }))
      // A size is hundreds of feet; a household a handful of people.
      .filter((s) => (byArea ? s.measure >= 100 : s.measure >= 1 && s.measure <= 20));
    if (shares.length < 2 || (building !== undefined && shares.length !== building)) return null;
    if (new Set(shares.map((s) => s.label)).size !== shares.length) return null;
    const spans = [bills[0]!, ...shares.map((s) => s.span), ...(unitsSaid ? [spanOf(unitsSaid)] : [])];
    if (!everyNumberPlaced(text, spans) || percents(tokens).length > 0) return null;
    const total = shares.reduce((sum, s) => sum + s.measure, 0);
    const what = byArea ? 'sq ft' : 'people';
    return {
      title: byArea ? 'Utility bill-back by square footage' : 'Utility bill-back by occupants',
      inputs: [
        `Bill: ${formatMoney(bill)}`,
        ...shares.map((s) => `Unit ${s.label}: ${formatNumber(s.measure)} ${what}`),
        `Total: ${formatNumber(total)} ${what}`,
      ],
      results: shares.map(
        (s) =>
          `Unit ${s.label}: ${formatMoney(bill)} × ${formatNumber(s.measure)} ÷ ${formatNumber(total)} = **${formatMoney((bill * s.measure) / total)}**`,
      ),
      method: `Each unit pays the bill × its ${what} ÷ the total ${what}`,
    };
  }
  const owner = OWNER_SHARE.exec(text);
  const evenly = EVENLY.exec(text);
  if (!evenly) return null;
  const units = evenly[1] ? countOf(evenly[1]) : building;
  if (!units || (building !== undefined && units !== building) || units < 2) return null;
  const kept = owner ? Number(owner[1]) / 100 : 0;
  if (percents(tokens).length !== (owner ? 1 : 0) || !(kept < 1)) return null;
  const spans = [
    bills[0]!,
    spanOf(evenly),
    ...(owner ? [spanOf(owner)] : []),
    ...(unitsSaid ? [spanOf(unitsSaid)] : []),
  ];
  if (!everyNumberPlaced(text, spans)) return null;
  const billed = bill * (1 - kept);
  return {
    title: 'Utility bill-back split evenly',
    inputs: [
      `Bill: ${formatMoney(bill)}`,
      ...(owner ? [`Kept by you for common use: ${formatPercent(kept)} = ${formatMoney(bill * kept)}`] : []),
      `Units: ${units}`,
    ],
    results: [
      ...(owner
        ? [`Billed back: ${formatMoney(bill)} − ${formatMoney(bill * kept)} = ${formatMoney(billed)}`]
        : []),
      `Each unit: ${formatMoney(billed)} ÷ ${units} = **${formatMoney(billed / units)}**`,
    ],
    method: owner
      ? 'The bill less your share, split evenly over the units'
      : 'The bill split evenly over the units',
  };
};

export const UTILITY_BILL_BACK_READERS: readonly Reader[] = [utilityBillBack];
