// A rent roll with units empty (docs/assistant.md rule 90): "12 unit building, nine units rent at
// $1,150 and three at $1,325, two of the $1,150 units are empty: gross potential rent, what we collect
// if every occupied unit pays, and the share of units vacant". The groups of units at a rent give the
// gross potential rent; the empty units' rent is the loss; the vacancy is empty units ÷ all units (and,
// by rent, the loss ÷ the potential). The empty units' rent must be known: said ("two of the $1,150
// units"), or the only rent. Part of quick-math (READERS there); every number must be placed.
import { formatMoney, formatPercent } from './format.ts';
import { allPlaced, COUNT, countValue, findAmounts, MONEY, PER_MONTH, spanOf } from './landlord-reading.ts';
import type { Reader } from './quick-math-reading.ts';
import { lossToLeaseFromAverage } from './loss-to-lease-math.ts';
import { fiftyPercentRuleNoi } from './operating-income-math.ts';
import { grmPerDoorAndFoot } from './grm-math.ts';
import { SHARED_INCOME_READERS } from './income-math.ts';
import type { Span } from './quick-math-reading.ts';

const UNIT_WORD =
  '(?:units?|apartments?|apts?|doors?|studios?|(?:\\d|one|two|three)[- ]?(?:br|beds?|bedrooms?)s?(?: units?)?)';
/** "nine units rent at $1,150", "three at $1,325", "6 doors @ 1,200/mo", "4 two-bedrooms renting for 1,400". */
const GROUP = new RegExp(
  `\\b${COUNT}\\s+(?:(?:more\\s+|other\\s+)?(?:of (?:them|the units)\\s+)?${UNIT_WORD}\\s+)?(?:(?:that\\s+|which\\s+)?(?:rent|rents|rented|renting|lease|leases|leased|leasing|go|going|are|pay|paying)\\s+)?(?:for|at|@|x|×)\\s*${MONEY}${PER_MONTH}?(?:\\s*(?:each|apiece))?`,
  'g',
);
const EMPTY = '(?:empty|vacant|unoccupied|unrented|unleased|not rented|not leased|sitting idle|offline|down)';
/** "two of the $1,150 units are sitting empty", "2 vacant", "2 units are empty", "vacant: 2". */
const VACANT = [
  new RegExp(
    `\\b${COUNT}\\s+(?:of (?:the|those|them)\\s+)?(?:${MONEY}\\s+)?(?:${UNIT_WORD}\\s+|ones?\\s+)?(?:(?:are|is|sit|sits|sitting|stand|standing|currently|right now|now|still|been|remain|remaining)\\s+)*${EMPTY}\\b`,
    'g',
  ),
  new RegExp(`\\b${COUNT}\\s+(?:${UNIT_WORD}\\s+)?(?:are\\s+)?(?:vacant|empty)\\b`, 'g'),
  new RegExp(`\\b(?:vacant|empty|vacancies)\\s*(?::|=|are|is)?\\s*${COUNT}\\b(?!\\s*%)`, 'g'),
];
/** "12 unit building", "a 12-unit", "12 units total", "12 doors in all". */
const TOTAL = new RegExp(
  `\\b${COUNT}[\\s-]+(?:unit|door|apartment)s?\\s*(?:building|property|complex|apartment building|portfolio|place|total|in all|in total)\\b|\\b(\\d{1,4})-unit\\b|\\b(\\d{1,4})[\\s-]?plex\\b|\\b(\\d{1,4})\\s+(?:units?|doors?|apartments?)(?=\\s*[.:;,]|\\s*$)`,
);
const ASKED =
  /\b(?:gross potential|potential (?:gross )?rent|gpr|rent roll|collect(?:ed|ing)?|occupied|vacan(?:t|cy)|occupancy)\b/;

export const rentRoll: Reader = ({ text }) => {
  if (!ASKED.test(text) || !new RegExp(`\\b${EMPTY}\\b|\\bvacan`).test(text)) return null;
  const vacantMatches = VACANT.flatMap((re) => [...text.matchAll(re)]);
  if (vacantMatches.length === 0) return null;
  const vacantMatch = vacantMatches.sort((a, b) => b[0].length - a[0].length)[0]!;
  const vacantSpan: Span = {
    start: vacantMatch.index ?? 0,
    end: (vacantMatch.index ?? 0) + vacantMatch[0].length,
  };
  const vacant = countValue(vacantMatch[1]!);
  const vacantRent = vacantMatch[2] ? Number(vacantMatch[2].replace(/,/g, '')) : undefined;
  const groups = findAmounts(text, GROUP, 2).filter(
    (g) =>
      (g.end <= vacantSpan.start || g.start >= vacantSpan.end) &&
      // Words or an "@" between the count and the rent: "3 1,150" is no group.
      /[a-z@x×]/.test(g.match[0].slice(g.match[1]!.length, g.match[0].indexOf(g.match[2]!))),
  );
  if (groups.length === 0) return null;
  const counts = groups.map((g) => countValue(g.match[1]!));
  const units = counts.reduce((a, b) => a + b, 0);
  const totalMatch = TOTAL.exec(text);
  const total = totalMatch
    ? countValue((totalMatch[1] ?? totalMatch[2] ?? totalMatch[3] ?? totalMatch[4])!)
    : undefined;
  if (total !== undefined && total !== units) return null;
  if (!(vacant > 0 && vacant <= units) || units < 2 || groups.some((g) => g.value < 100 || g.value > 50_000))
    return null;
  // The empty units' rent: the one said, or the only rent there is.
  const rents = [...new Set(groups.map((g) => g.value))];
  const emptyRent = vacantRent ?? (rents.length === 1 ? rents[0] : undefined);
  if (emptyRent === undefined || !rents.includes(emptyRent)) return null;
  const atEmptyRent = groups
    .filter((g) => g.value === emptyRent)
    .reduce((s, g) => s + countValue(g.match[1]!), 0);
  if (vacant > atEmptyRent) return null;
  const spans = [
    ...groups.map(spanOf),
    vacantSpan,
    totalMatch ? { start: totalMatch.index, end: totalMatch.index + totalMatch[0].length } : undefined,
  ];
  if (!allPlaced(text, spans)) return null;
  const potential = groups.reduce((s, g) => s + countValue(g.match[1]!) * g.value, 0);
  const lost = vacant * emptyRent;
  const collected = potential - lost;
  return {
    title: 'Rent roll: potential rent, rent collected and vacancy',
    inputs: [
      ...groups.map(
        (g) =>
          `${countValue(g.match[1]!)} units × ${formatMoney(g.value)} a month = ${formatMoney(countValue(g.match[1]!) * g.value)}`,
      ),
      `Units in all: ${units}`,
      `Empty: ${vacant} ${vacant === 1 ? 'unit' : 'units'} at ${formatMoney(emptyRent)}`,
    ],
    results: [
      `Gross potential rent: **${formatMoney(potential)}** a month (${formatMoney(potential * 12)} a year)`,
      `Collected if every occupied unit pays: ${formatMoney(potential)} − ${vacant} × ${formatMoney(emptyRent)} = **${formatMoney(collected)}** a month (${formatMoney(collected * 12)} a year)`,
      `Vacancy by units: ${vacant} of ${units} = **${formatPercent(vacant / units)}**`,
      `Vacancy by rent (economic): ${formatMoney(lost)} ÷ ${formatMoney(potential)} = ${formatPercent(lost / potential)}`,
    ],
    method:
      'Gross potential rent = every unit at its rent; collected = potential − the empty units’ rent; vacancy = empty units ÷ all units',
  };
};

export const RENT_ROLL_READERS: readonly Reader[] = [
  rentRoll,
  lossToLeaseFromAverage,
  fiftyPercentRuleNoi,
  grmPerDoorAndFoot,
  ...SHARED_INCOME_READERS,
];
