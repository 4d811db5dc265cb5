// A year's vacancy counted in unit-months (docs/assistant.md rule 68): "8 units at 1,500 each; one
// unit was empty 4 months and two were empty 2 months each: vacancy rate for the year and rent lost".
// Each clause that names months empty names how many units they were (a count in digits or words, or
// a unit by its number: "unit 3 sat vacant for 3 months"); the months empty are the sum of count ×
// months, the vacancy rate is that over units × 12, and the rent lost is that × the rent of a unit.
// Part of quick-math (READERS there). Every number must be placed, or the reader does not fire.
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { COUNT_WORDS, countOf, countOrOne, PLEX_UNITS } from './number-words.ts';
import { everyNumberPlaced, money, type Reader, type Span } from './quick-math-reading.ts';

const EMPTY = /\b(?:vacant|empty|unoccupied|unrented|unleased|sat (?:empty|vacant|idle)|turnover|down)\b/;
const ASKED =
  /\bvacancy(?: rate| %| percent(?:age)?| loss)?\b|\brent (?:lost|we lost|i lost)\b|\blost rent\b|\b(?:dollars|income|money|rent) lost\b|\bhow much (?:rent |income )?(?:did )?(?:we|i) lose\b|\blost to vacancy\b/;
/** Months empty: "4 months", "two months", "1 month", "a month". */
const MONTHS = new RegExp(`\\b(\\d{1,2}|${COUNT_WORDS}|a|an|one)\\s+(?:full\\s+|whole\\s+)?months?\\b`, 'g');
/** A rent said to be each unit's. */
const PER_UNIT_RENT =
  /^\s*(?:\/\s*mo(?:nth)?\s*|a month\s*|per month\s*|monthly\s*)?(?:each|apiece|per (?:unit|door|apartment|apt)|a (?:unit|door|apartment)|\/\s?(?:unit|door))\b/;
const PER_UNIT_BEFORE =
  /\b(?:each|every|per|a) (?:unit|door|apartment|apt)s? (?:rents?|renting|goes|pays|is)?\s*(?:for|at|of)?\s*\$?$|\b(?:units?|doors|apartments|apts) (?:at|renting (?:at|for)|rent(?:ing)? (?:for|at)|that rent for|each (?:rent|renting) (?:for|at)?)\s*\$?$|\brents? (?:per|a) unit(?: of| is|:)?\s*\$?$/;

interface Vacancy {
  count: number;
  months: number;
  shown: string;
}

/** How many units a clause's months empty were: "one unit", "two were", "unit 3", "three units each". */
function unitsEmpty(words: string): { count: number; span?: Span } | null {
  const counts: { count: number; span?: Span }[] = [];
  // A unit named by its number ("unit 3", "apt #7"): one unit, and its number is a name.
  for (const m of words.matchAll(/\b(?:unit|apt|apartment|#)\s*#?\s*(\d{1,3}[a-z]?)\b/g))
    counts.push({ count: 1, span: { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length } });
  const named = [...counts];
  for (const m of words.matchAll(
    new RegExp(
      `\\b(\\d{1,3}|${COUNT_WORDS}|another|a|an)\\s+(?:(?:of (?:the|them|our|my) )|more |other )?(?:(?:units?|apartments?|apts?|doors?|of them)\\b|(?=(?:was|were|sat|stayed|went|had been|has been|have been)\\b))`,
      'g',
    ),
  )) {
    const written = m[1]!;
    const at = m.index ?? 0;
    if (named.some((n) => n.span && at >= n.span.start && at < n.span.end)) continue;
    const count = countOrOne(written);
    counts.push({
      count,
      ...(/^\d/.test(written) ? { span: { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length } } : {}),
    });
  }
  return counts.length === 1 ? counts[0]! : null;
}

/**
 * The building's units, said outside the clauses that tell months empty ("fourplex", "8 units",
 * "12-unit building", "my 6 unit"): null unless every such mention gives the same count.
 */
function buildingUnits(text: string, vacancyClauses: readonly Span[]): (Span & { units: number }) | null {
  const found: (Span & { units: number })[] = [];
  const add = (m: RegExpMatchArray, units: number) => {
    const start = m.index ?? 0;
    if (!vacancyClauses.some((c) => start >= c.start && start < c.end))
      found.push({ start, end: start + m[0].length, units });
  };
  for (const m of text.matchAll(/\b(\d{1,3})[\s-]?(?:units?|doors|apartments|apts|plex)\b/g))
    add(m, Number(m[1]));
  for (const m of text.matchAll(
    new RegExp(`\\b(${COUNT_WORDS})[\\s-](?:units?|doors|apartments|apts)\\b`, 'g'),
  ))
    add(m, countOf(m[1]!));
  for (const m of text.matchAll(/\b(duplex|triplex|fourplex|quadplex|fiveplex|sixplex)\b/g))
    add(m, PLEX_UNITS[m[1]!]!);
  if (found.length === 0 || found.some((f) => f.units !== found[0]!.units)) return null;
  return found[0]!.units >= 2 ? found[0]! : null;
}

export const vacancyInUnitMonths: Reader = ({ text, tokens }) => {
  if (!EMPTY.test(text) || !ASKED.test(text)) return null;
  // Months lost over a combined figure, or a span other than a year, are another question.
  if (/\bcombined\b|\bbetween them\b|\bin total\b/.test(text)) return null;
  if (tokens.some((t) => t.kind === 'years' || t.kind === 'percent')) return null;
  const rents = money(tokens);
  if (rents.length !== 1 || rents[0]!.period === 'yearly') return null;
  const rent = rents[0]!;
  const perUnit =
    PER_UNIT_RENT.test(text.slice(rent.end, rent.end + 30)) ||
    PER_UNIT_BEFORE.test(text.slice(Math.max(0, rent.start - 40), rent.start));
  if (!perUnit) return null;
  const placed: Span[] = [rent];
  const clauses: Span[] = [];
  // Clauses: each vacancy is told in its own ("…, unit 7 for 1 month and unit 9 for 2 months").
  const vacancies: Vacancy[] = [];
  let clauseStart = 0;
  for (const clause of text.split(/(?<=[,;.!?])\s|\s(?=and\s)|\s(?=while\s)|\s-\s/)) {
    const start = text.indexOf(clause, clauseStart);
    clauseStart = start + clause.length;
    const months = [...clause.matchAll(MONTHS)].filter(
      // "1,500 a month" is a rent's period, never months empty.
      (m) => !/\d\s*$/.test(clause.slice(0, m.index ?? 0)) || !/^(?:a|an)$/.test(m[1]!),
    );
    if (months.length === 0) continue;
    if (months.length > 1) return null;
    const m = months[0]!;
    const before = clause.slice(0, m.index ?? 0);
    const who = unitsEmpty(before);
    if (!who) return null;
    const n = countOrOne(m[1]!);
    if (!(n >= 1 && n <= 12) || who.count < 1) return null;
    clauses.push({ start, end: start + clause.length });
    vacancies.push({
      count: who.count,
      months: n,
      shown: `${who.count} unit${who.count === 1 ? '' : 's'} × ${n} month${n === 1 ? '' : 's'}`,
    });
    placed.push({ start: start + (m.index ?? 0), end: start + (m.index ?? 0) + m[0].length });
    if (who.span) placed.push({ start: start + who.span.start, end: start + who.span.end });
  }
  const building = buildingUnits(text, clauses);
  if (vacancies.length === 0 || !building || !everyNumberPlaced(text, [...placed, building])) return null;
  const units = building.units;
  const unitsEmptied = vacancies.reduce((sum, v) => sum + v.count, 0);
  if (unitsEmptied > units) return null;
  const vacant = vacancies.reduce((sum, v) => sum + v.count * v.months, 0);
  const possible = units * 12;
  const lost = vacant * rent.value;
  const gross = possible * rent.value;
  return {
    title: 'Vacancy for the year, in unit-months',
    inputs: [
      `Units: ${units} (${text.slice(building.start, building.end)})`,
      `Rent: ${formatMoney(rent.value)} a month per unit`,
      `Months empty: ${vacancies.map((v) => v.shown).join(' + ')} = ${formatNumber(vacant, 0)} unit-months`,
    ],
    results: [
      `Vacancy rate: **${formatPercent(vacant / possible)}** (${formatNumber(vacant, 0)} ÷ ${formatNumber(possible, 0)} unit-months: ${units} units × 12)`,
      `Rent lost: **${formatMoney(lost)}** (${formatNumber(vacant, 0)} × ${formatMoney(rent.value)})`,
      `Rent collected: ${formatMoney(gross - lost)} of a possible ${formatMoney(gross)}`,
    ],
    method:
      'Unit-months empty = units × months each was empty, added up; vacancy rate = that ÷ (units × 12); rent lost = unit-months empty × the rent of a unit',
  };
};
