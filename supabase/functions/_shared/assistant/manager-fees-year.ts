// A year of a property manager's fees on a few doors (docs/assistant.md rule 126): a percent of the
// rent actually collected (each unit's rent × 12, less the months a unit sat empty), plus a leasing fee
// per new tenant (a share of that unit's month of rent, or dollars) and a renewal fee per renewal; one
// manager, or two ("A: … B: …") side by side with the difference; and "10% of collected instead" as a
// follow-up. Every number must be placed, else the question is asked.
import { formatMoney, formatNumber, formatRate } from './format.ts';
import {
  allPlaced,
  COUNT,
  countValue,
  MONEY,
  MONTHS_SPAN,
  monthsValue,
  moneyValue,
} from './landlord-reading.ts';
import { COUNT_WORDS } from './number-words.ts';
import { normalizeText } from './parse-numbers.ts';
import { PCT, type QuickAnswer, type Reader, type Span } from './quick-math-reading.ts';

const MANAGER = /\b(?:property managers?|managers?|management|pms?|mgmt)\b/;
const span = (m: RegExpMatchArray): Span => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });

/** "2 units at 1,500 each", "three units rent for $1,200, $1,350 and $1,100". */
const UNITS_EACH = new RegExp(
  `\\b${COUNT}\\s+(?:units?|doors?|apartments?)\\s+(?:at|@|renting(?: for| at)?|rent(?:ing)? (?:for|at))\\s+${MONEY}\\s+each\\b`,
);
const UNITS_LIST = new RegExp(
  `\\b${COUNT}\\s+(?:units?|doors?|apartments?)\\s+(?:rent|renting|go|lease)\\s+(?:for|at)\\s+((?:\\$?\\d[\\d,]*(?:\\.\\d+)?\\s*(?:,\\s*(?:and\\s+)?|and\\s+))+\\$?\\d[\\d,]*(?:\\.\\d+)?)`,
);
/** "the $1,350 unit turned over once", "the 1,350 one turned over twice". */
const UNIT_TURNED = new RegExp(
  `\\bthe\\s+${MONEY}\\s+(?:unit|one|door)\\s+turned over\\s+(once|twice|${COUNT_WORDS}\\s+times|\\d\\s+times)`,
);
/** "and sat empty for one month", "vacant 2 months". */
const EMPTY_FOR = new RegExp(`\\b(?:sat\\s+)?(?:empty|vacant)\\s+(?:for\\s+)?${MONTHS_SPAN}`);
/** "expect one new lease and one renewal", "2 new tenants". */
const NEW_LEASES = new RegExp(
  `(?<![$\\d,.])\\b${COUNT}\\s+new\\s+(?:leases?|tenants?|placements?)\\b(?!\\s+fees?)`,
);
const RENEWALS = new RegExp(`(?<![$\\d,.])\\b${COUNT}\\s+renewals?\\b(?!\\s+fees?)`);
/** "all 12 months", "full rent collected all 12 months", "the other two collected all 12 months". */
const FULL_YEAR = /\b(?:the other (?:two|three|\d) )?(?:collected )?all\s+12\s+months\b|\b12 months\b/g;

interface Fees {
  share: number;
  /** The leasing fee as a share of a month's rent, or in dollars. */
  leasing?: { share?: number; flat?: number };
  renewal?: number;
  spans: Span[];
}

/** One manager's terms, read from its own words (the whole question, or its "A:" part). */
function readFees(text: string, offset: number): Fees | null {
  const pcts = [...text.matchAll(new RegExp(PCT, 'g'))];
  const spans: Span[] = [];
  const shifted = (m: RegExpMatchArray) => ({
    start: offset + (m.index ?? 0),
    end: offset + (m.index ?? 0) + m[0].length,
  });
  let leasing: Fees['leasing'];
  // "a leasing fee of half a month's rent", "leasing fee of 1 month's rent", "leasing fee of 50% of one month's rent".
  const byShare = new RegExp(
    `\\b(?:leasing|placement|tenant placement)\\s+fee\\s+(?:of\\s+|is\\s+|=\\s*|:\\s*)?(?:(half(?: of)?(?: a| one)?|a|one|1|two|2|${PCT})\\s*(?:of\\s+)?(?:a|one|1)?\\s*)month'?s'?\\s+rent`,
  ).exec(text);
  const flat =
    new RegExp(`${MONEY}\\s+(?:leasing|placement)\\s+fee\\b`).exec(text) ??
    new RegExp(`\\b(?:leasing|placement)\\s+fee\\s+(?:of\\s+|is\\s+|=\\s*|:\\s*)?${MONEY}(?!\\s*%)`).exec(
      text,
    );
  if (byShare) {
    const said = byShare[1]!;
    const share = /^half/.test(said)
      ? 0.5
      : /^(?:a|one|1)$/.test(said)
        ? 1
        : /^(?:two|2)$/.test(said)
          ? 2
          : Number(byShare[2]) / 100;
    if (!(share > 0)) return null;
    leasing = { share };
    spans.push(shifted(byShare));
  } else if (flat) {
    leasing = { flat: moneyValue(flat[1]!, flat[2]) };
    spans.push(shifted(flat));
  }
  const renewalMatch =
    new RegExp(`${MONEY}\\s+renewal\\s+fee\\b`).exec(text) ??
    new RegExp(`\\brenewal\\s+fee\\s+(?:of\\s+|is\\s+|=\\s*|:\\s*)?${MONEY}(?!\\s*%)`).exec(text);
  if (renewalMatch) spans.push(shifted(renewalMatch));
  const share = pcts.filter(
    (m) => !spans.some((s) => offset + (m.index ?? 0) >= s.start && offset + (m.index ?? 0) < s.end),
  );
  if (share.length !== 1) return null;
  spans.push(shifted(share[0]!));
  return {
    share: Number(share[0]![1]) / 100,
    leasing,
    renewal: renewalMatch ? moneyValue(renewalMatch[1]!, renewalMatch[2]) : undefined,
    spans,
  };
}

const timesValue = (said: string): number =>
  said === 'once' ? 1 : said === 'twice' ? 2 : countValue(said.replace(/\s+times$/, ''));

interface Units {
  rents: number[];
  /** Months each unit collected. */
  months: number[];
  /** New tenants placed in each unit. */
  placed: number[];
  spans: Span[];
  sameRent: boolean;
}

function readUnits(text: string): Units | null {
  const spans: Span[] = [];
  let rents: number[];
  const each = UNITS_EACH.exec(text);
  const list = UNITS_LIST.exec(text);
  if (each) {
    const n = countValue(each[1]!);
    rents = Array.from({ length: n }, () => moneyValue(each[2]!, each[3]));
    spans.push(span(each));
  } else if (list) {
    const n = countValue(list[1]!);
    rents = [...list[2]!.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
    if (rents.length !== n) return null;
    spans.push(span(list));
  } else return null;
  if (rents.length < 1 || rents.length > 10 || rents.some((r) => !(r >= 200))) return null;
  const months = rents.map(() => 12);
  const placed = rents.map(() => 0);
  const turned = UNIT_TURNED.exec(text);
  if (turned) {
    const rent = moneyValue(turned[1]!, turned[2]);
    const at = rents.indexOf(rent);
    if (at < 0 || rents.indexOf(rent, at + 1) >= 0) return null;
    placed[at] = timesValue(turned[3]!);
    spans.push(span(turned));
    const empty = EMPTY_FOR.exec(text);
    // The empty months belong to the unit that turned over, told in the same sentence.
    if (empty) {
      const between = text.slice(turned.index! + turned[0].length, empty.index);
      if (/[.;?]/.test(between)) return null;
      months[at] = 12 - monthsValue(empty[1]!);
      spans.push(span(empty));
    }
  } else if (EMPTY_FOR.test(text)) return null;
  for (const m of text.matchAll(FULL_YEAR)) spans.push(span(m));
  return { rents, months, placed, spans, sameRent: rents.every((r) => r === rents[0]) };
}

interface ManagerYear {
  name: string;
  share: number;
  percentPart: number;
  leasingPart: number;
  renewalPart: number;
  total: number;
  lines: string[];
}

function managerYear(
  name: string,
  fees: Fees,
  units: Units,
  newLeases: number,
  renewals: number,
): ManagerYear | null {
  const collected = units.rents.reduce((s, r, i) => s + r * units.months[i]!, 0);
  const percentPart = collected * fees.share;
  let leasingPart = 0;
  let leasingLine = '';
  if (newLeases > 0) {
    if (!fees.leasing) return null;
    if (fees.leasing.flat !== undefined) {
      leasingPart = newLeases * fees.leasing.flat;
      leasingLine = `Leasing: ${newLeases} × ${formatMoney(fees.leasing.flat)} = ${formatMoney(leasingPart)}`;
    } else {
      // A share of a month's rent: the rent of the unit placed (or the one rent all units share).
      const placedRents = units.placed.some((p) => p > 0)
        ? units.placed.flatMap((p, i) => Array.from({ length: p }, () => units.rents[i]!))
        : units.sameRent
          ? Array.from({ length: newLeases }, () => units.rents[0]!)
          : null;
      if (!placedRents || placedRents.length !== newLeases) return null;
      leasingPart = placedRents.reduce((s, r) => s + r * fees.leasing!.share!, 0);
      leasingLine = `Leasing: ${placedRents.map((r) => `${formatNumber(fees.leasing!.share!)} × ${formatMoney(r)}`).join(' + ')} = ${formatMoney(leasingPart)}`;
    }
  }
  const renewalPart = renewals * (fees.renewal ?? 0);
  const total = percentPart + leasingPart + renewalPart;
  return {
    name,
    share: fees.share,
    percentPart,
    leasingPart,
    renewalPart,
    total,
    lines: [
      `${formatRate(fees.share)} × ${formatMoney(collected)} collected = ${formatMoney(percentPart)}`,
      ...(leasingLine ? [leasingLine] : []),
      ...(renewalPart > 0
        ? [`Renewals: ${renewals} × ${formatMoney(fees.renewal!)} = ${formatMoney(renewalPart)}`]
        : []),
    ],
  };
}

function collectedLine(units: Units): string {
  const parts = units.rents.map((r, i) => `${formatMoney(r)} × ${units.months[i]}`);
  const total = units.rents.reduce((s, r, i) => s + r * units.months[i]!, 0);
  return `Rent collected: ${parts.join(' + ')} = ${formatMoney(total)}`;
}

/** Where "A:" and "B:" (or "company A", "option 1") begin two managers' terms. */
const LABEL = /(?:^|[.;,(]\s*|\s)(?:(?:company|option|manager|pm)\s+)?([ab12])\s*[:)-]\s/g;

/**
 * "My property manager charges 8% of collected rent plus a leasing fee of half a month's rent for each
 * new tenant placed. My three units rent for $1,200, $1,350 and $1,100. The $1,350 unit turned over
 * once and sat empty for one month… what did I pay in management fees for the year?", and two
 * managers "A: 10% of collected + leasing fee of 1 month's rent. B: 8% + $300 leasing fee + $150
 * renewal fee … one new lease and one renewal: annual cost of each and the difference".
 */
export const managerFeesYear: Reader = ({ text }) => {
  if (!MANAGER.test(text) || !/\b(?:fees?|cost|pay|paid|charges?)\b/.test(text)) return null;
  if (!/\b(?:year|yr|annual\w*|12 months)\b/.test(text)) return null;
  const units = readUnits(text);
  if (!units) return null;
  const labels = [...text.matchAll(LABEL)];
  const newLeaseMatch = NEW_LEASES.exec(text);
  const renewalMatch = RENEWALS.exec(text);
  const turnovers = units.placed.reduce((s, p) => s + p, 0);
  const newLeases = newLeaseMatch ? countValue(newLeaseMatch[1]!) : turnovers;
  if (newLeaseMatch && turnovers > 0 && newLeases !== turnovers) return null;
  const renewals = renewalMatch ? countValue(renewalMatch[1]!) : 0;
  const eventSpans = [newLeaseMatch, renewalMatch].filter((m): m is RegExpExecArray => !!m).map(span);
  // "comparing 2 PM companies": the count of managers said.
  const countSaid =
    /\b(?:2|two)\s+(?:pm|property management|management)?\s*(?:companies|managers|firms|options)\b/.exec(
      text,
    );
  if (labels.length === 2) {
    const [a, b] = labels;
    const aStart = a!.index! + a![0].length;
    const bStart = b!.index!;
    const tail = text.slice(bStart + b![0].length).search(/[.;]\s/);
    const bEnd = tail < 0 ? text.length : bStart + b![0].length + tail;
    const feesA = readFees(text.slice(aStart, bStart), aStart);
    const feesB = readFees(text.slice(bStart + b![0].length, bEnd), bStart + b![0].length);
    if (!feesA || !feesB) return null;
    const spans = [...units.spans, ...eventSpans, ...feesA.spans, ...feesB.spans, span(a!), span(b!)];
    if (countSaid) spans.push(span(countSaid));
    if (!allPlaced(text, spans)) return null;
    const yearA = managerYear(`Manager ${a![1]!.toUpperCase()}`, feesA, units, newLeases, renewals);
    const yearB = managerYear(`Manager ${b![1]!.toUpperCase()}`, feesB, units, newLeases, renewals);
    if (!yearA || !yearB) return null;
    const diff = Math.abs(yearA.total - yearB.total);
    const cheaper = yearA.total <= yearB.total ? yearA : yearB;
    return {
      title: 'Two property managers: a year’s fees side by side',
      inputs: [
        ...(countSaid ? ['Managers compared: 2'] : []),
        `Units: ${units.rents.length}`,
        collectedLine(units),
        `New leases this year: ${newLeases}; renewals: ${renewals}`,
      ],
      results: [
        ...[yearA, yearB].map((y) => `${y.name}: ${y.lines.join('; ')}; total **${formatMoney(y.total)}**`),
        `Difference: **${formatMoney(diff)}** a year, ${cheaper.name} cheaper`,
      ],
      method: 'Each: its % × the rent collected + its leasing fee × new leases + its renewal fee × renewals',
    };
  }
  if (labels.length > 0) return null;
  const fees = readFees(text, 0);
  if (!fees) return null;
  if (!allPlaced(text, [...units.spans, ...eventSpans, ...fees.spans])) return null;
  const year = managerYear('Manager', fees, units, newLeases, renewals);
  if (!year) return null;
  return managerAnswer(units, year);
};

function managerAnswer(units: Units, year: ManagerYear, note?: string): QuickAnswer {
  return {
    title: 'Property management fees for the year',
    inputs: [
      ...(note ? [note] : []),
      `Units: ${units.rents.length}`,
      collectedLine(units),
      `Management: ${formatRate(year.share)} of rent collected`,
    ],
    results: [
      `Percentage fee: ${year.lines[0]!.replace(/= (\$[\d,.]+)$/, '= **$1**')}`,
      ...year.lines.slice(1),
      `Total management fees: **${formatMoney(year.total)}**`,
    ],
    method:
      'The % × the rent collected (each unit’s rent × the months it collected) + leasing fee × tenants placed + renewal fees',
  };
}

/**
 * "and if it was 10% of collected instead, same leasing fee?" after one manager's year: the share
 * changed, the rest as before. Null unless the question before is such a year.
 */
export function managerShareFollowUp(followUp: string, previousQuestion: string): QuickAnswer | null {
  const text = normalizeText(followUp);
  const before = normalizeText(previousQuestion);
  if (!managerFeesYear({ text: before, tokens: [] })) return null;
  const pcts = [...text.matchAll(new RegExp(PCT, 'g'))];
  if (pcts.length !== 1 || /\d/.test(text.replace(new RegExp(PCT, 'g'), ''))) return null;
  if (!/\b(?:instead|what if|and if|if it|say|how about)\b/.test(text)) return null;
  if (/\bleasing\b/.test(text) && !/\bsame leasing\b/.test(text)) return null;
  const old = [...before.matchAll(new RegExp(PCT, 'g'))].filter(
    (m) => !/^\s*of\s+(?:a|one|1)\s+month/.test(before.slice((m.index ?? 0) + m[0].length)),
  );
  if (old.length !== 1) return null;
  const share = Number(pcts[0]![1]);
  const changed = `${before.slice(0, old[0]!.index)}${share}%${before.slice(old[0]!.index! + old[0]![0].length)}`;
  const answer = managerFeesYear({ text: changed, tokens: [] });
  return answer
    ? { ...answer, inputs: [`Management share changed: ${old[0]![1]}% → ${share}%`, ...answer.inputs] }
    : null;
}
