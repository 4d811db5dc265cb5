// Roommates splitting one rent by bedroom size (docs/assistant.md rule 104): "3 of us are splitting a
// $5,400/month apt. bedrooms are 140, 110 and 100 sq ft. split in proportion to bedroom size", or
// part of it evenly and the rest by size ("half split evenly and the other half by bedroom size"),
// and the owner who rents a room out ("rent the second bedroom for $1,700; my costs P&I $3,900, condo
// fee $850, taxes $600: what share does the roommate cover, my net cost?"). Part of quick-math
// (READERS there); every number must be placed.
import { formatAmount, formatMoney, formatNumber, formatPercent, formatRate } from './format.ts';
import type { NumberToken } from './parse-numbers.ts';
import { everyNumberPlaced, type Reader, type Span } from './quick-math-reading.ts';

const BY_SIZE =
  /\b(?:by|to|on|according to|based on|in proportion to|proportional(?:ly)? to|prorated by|weighted by|relative to)\s+(?:the\s+)?(?:bed)?room(?:'s)?\s*(?:sizes?|square footage|sq(?:uare)?\.?\s?f(?:ee|oo)?t(?:age)?|areas?)\b|\bby (?:square footage|sq\.?\s?ft|size|area)\b|\bproportional(?:ly)?\b|\bin proportion\b|\bpro[- ]?rat(?:a|ed)\b/i;
const UNIT = '(?:sq\\.?\\s?f(?:ee|oo)?t\\.?|sqft|sf|square\\s+f(?:ee|oo)t|ft2|ft²)(?![a-z])';
/** One room's area: "140 sq ft", and the bare numbers listed before a unit ("140, 110 and 100 sq ft"). */
const LISTED = new RegExp(
  `((?:(?<![\\d.,$])\\d{2,4}\\s*(?:,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*&\\s*|\\s*\\/\\s*))*)(?<![\\d.,$])(\\d{2,4})\\s*${UNIT}`,
  'gi',
);
/** "mine is 120", "hers is 180", "the other room is 110": a bare area once another carries the unit. */
const BARE =
  /\b(?:mine|my room|my bedroom|hers|her room|his|his room|theirs|their room|the other(?: one| room| bedroom)?|the (?:second|third|small(?:er|est)?|big(?:ger|gest)?|large(?:r|st)?) (?:one|room|bedroom))\s+(?:is|=|at|:)?\s*(?:about\s+|around\s+)?(\d{2,3})\b(?!\s*(?:%|percent|\$|k\b|\/))/gi;
/** The share split evenly before the rest goes by size: "half", "50%", "a third". */
const EVEN_PART =
  /\b(half|a third|one third|a quarter|(\d{1,2})\s?(?:%|percent))\s+(?:of\s+)?(?:the\s+)?(?:rent\s+)?(?:is\s+)?(?:split\s+)?(?:evenly|equally)\b|\b(?:split|divide)\s+(half|a third|(\d{1,2})\s?(?:%|percent))\s+(?:of\s+(?:it|the rent)\s+)?(?:evenly|equally)/i;

interface Room extends Span {
  area: number;
}

function roomsOf(text: string): Room[] {
  const rooms: Room[] = [];
  for (const m of text.matchAll(LISTED)) {
    const start = m.index ?? 0;
    const list = m[1] ?? '';
    for (const n of list.matchAll(/\d{2,4}/g)) {
      rooms.push({
        area: Number(n[0]),
        start: start + (n.index ?? 0),
        end: start + (n.index ?? 0) + n[0].length,
      });
    }
    const lastAt = start + m[0].lastIndexOf(m[2]!);
    rooms.push({ area: Number(m[2]), start: lastAt, end: start + m[0].length });
  }
  if (rooms.length > 0)
    for (const m of text.matchAll(BARE)) {
      const at = (m.index ?? 0) + m[0].lastIndexOf(m[1]!);
      if (!rooms.some((r) => at >= r.start && at < r.end))
        rooms.push({ area: Number(m[1]), start: at, end: at + m[1]!.length });
    }
  return rooms.sort((a, b) => a.start - b.start);
}

const evenShare = (word: string, digits?: string): number =>
  digits ? Number(digits) / 100 : /third/i.test(word) ? 1 / 3 : /quarter/i.test(word) ? 0.25 : 0.5;

/** The head count, when the question states one ("3 of us", "three roommates", "me and my roommate"). */
function headCount(text: string): { count: number; span?: Span } | undefined {
  const m =
    /\b(\d|two|three|four|five)\s+(?:of us|roommates|people|friends|housemates|flatmates|bedrooms?|br|bed)\b/i.exec(
      text,
    );
  if (m) {
    const word = m[1]!.toLowerCase();
    const count = /\d/.test(word)
      ? Number(word)
      : ({ two: 2, three: 3, four: 4, five: 5 } as Record<string, number>)[word]!;
    return { count, span: /\d/.test(word) ? { start: m.index, end: m.index + m[1]!.length } : undefined };
  }
  if (
    /\b(?:me and my|my roommate and i|i and my)\s+(?:roommate|friend|partner|flatmate|housemate)\b/i.test(
      text,
    )
  )
    return { count: 2 };
  return undefined;
}

/**
 * Each room's share: the part split evenly ÷ rooms + the rest × the room's area ÷ all rooms' area.
 * Asks nothing: a question with one room's area only, or a head count that is not the rooms', is left
 * to the clarifying question (missing-amount.ts).
 */
export const rentByRoomSize: Reader = ({ text, tokens }) => {
  if (!BY_SIZE.test(text) && !/\bbedroom size|room size|bigger room|larger room\b/i.test(text)) return null;
  if (!/\bsplit|divid|share|each (?:of us|person|pay)|who pays|pay\b/i.test(text)) return null;
  const rents = tokens.filter((t) => t.kind === 'money');
  if (rents.length !== 1 || rents[0]!.period === 'yearly') return null;
  const rent = rents[0]!;
  const rooms = roomsOf(text);
  if (rooms.length < 2 || rooms.length > 6 || rooms.some((r) => r.area < 40 || r.area > 800)) return null;
  const heads = headCount(text);
  // "3 of us" with two rooms listed, or bedrooms named in a count: a head count must be the rooms'.
  if (heads && heads.count !== rooms.length) return null;
  const even = EVEN_PART.exec(text);
  const evenPart = even ? evenShare(even[1] ?? even[3]!, even[2] ?? even[4]) : 0;
  const evenSpan =
    even && (even[2] ?? even[4]) ? { start: even.index, end: even.index + even[0].length } : undefined;
  const pcts = tokens.filter((t) => t.kind === 'percent');
  if (pcts.length > (evenSpan ? 1 : 0)) return null;
  // "a 2br", "3-bedroom apt": the home's bedrooms, which must be the rooms listed.
  const homeRooms = [...text.matchAll(/\b(\d)\s?-?(?:br|bd|bed(?:room)?s?)\b(?!\s+(?:is|are|at)\b)/gi)];
  if (homeRooms.some((m) => Number(m[1]) !== rooms.length)) return null;
  const spans: Span[] = [
    { start: rent.start, end: rent.end },
    ...rooms,
    ...homeRooms.map((m) => ({ start: m.index, end: m.index + m[0].length })),
    ...(heads?.span ? [heads.span] : []),
    ...(evenSpan ? [evenSpan] : []),
  ];
  if (!everyNumberPlaced(text, spans)) return null;
  const total = rooms.reduce((s, r) => s + r.area, 0);
  const monthly = rent.value;
  const evenEach = (monthly * evenPart) / rooms.length;
  const bySize = monthly * (1 - evenPart);
  const shares = rooms.map((r) => evenEach + (bySize * r.area) / total);
  const label = (r: Room, i: number) => `Room ${i + 1} (${formatNumber(r.area)} sq ft)`;
  return {
    title: evenPart > 0 ? 'Rent split: part evenly, the rest by bedroom size' : 'Rent split by bedroom size',
    inputs: [
      `Rent: ${formatAmount(monthly)} a month`,
      `Bedrooms: ${rooms.map((r) => `${formatNumber(r.area)}`).join(' + ')} = ${formatNumber(total)} sq ft`,
      ...(evenPart > 0
        ? [
            `Split evenly: ${formatRate(evenPart)} of the rent (${formatMoney(monthly * evenPart)}), the rest (${formatMoney(bySize)}) by size`,
          ]
        : []),
    ],
    results: rooms.map(
      (r, i) =>
        `${label(r, i)}: **${formatMoney(shares[i]!)}** a month (${evenPart > 0 ? `${formatMoney(evenEach)} + ` : ''}${formatMoney(bySize)} × ${formatNumber(r.area)} ÷ ${formatNumber(total)}; ${formatPercent(shares[i]! / monthly)} of the rent)`,
    ),
    method:
      evenPart > 0
        ? 'Each pays the even part ÷ the number of rooms + the rest × their room ÷ all rooms'
        : "Each pays the rent × their room's sq ft ÷ all bedrooms' sq ft",
  };
};

/** Whether a question asks to split a rent by bedroom size but gives fewer than two rooms' areas. */
export function splitByRoomLacksRooms(text: string): boolean {
  if (!BY_SIZE.test(text) && !/\bbedroom size|room size\b/i.test(text)) return false;
  if (!/\bsplit|divid|share|pay\b/i.test(text)) return false;
  return (
    roomsOf(text).length === 1 || (roomsOf(text).length === 0 && /\b\d{2,3}\s*(?:sq|sf|square)/i.test(text))
  );
}

/** What a costs list names: "P&I $3,900, condo fee $850, taxes $600". */
const COST_WORDS =
  /\b(?:p&i|p ?& ?i|principal(?: and interest)?|mortgage|payment|condo fee|hoa|common charges?|maintenance|taxes|tax|insurance|utilities)\b/i;

/**
 * An owner renting out a room: the roommate's rent ÷ the owner's monthly costs (listed item by item),
 * and the net cost = costs − the roommate's rent.
 */
export const roommateCoverage: Reader = ({ text, tokens }) => {
  if (!/\broommate|housemate|tenant|lodger|renter|room ?mate\b/i.test(text)) return null;
  if (!/\bcover|share of|percent|%|net\b/i.test(text)) return null;
  if (!/\bmy costs|housing costs|my (?:monthly )?(?:costs|expenses)|costs?:|i pay\b/i.test(text)) return null;
  // "mortgage 1,800, hoa 200": a cost named right before a bare number is an amount a month too.
  const amounts = tokens.filter(
    (t) =>
      t.kind === 'money' ||
      (t.kind === 'plain' &&
        t.value >= 50 &&
        new RegExp(`(?:${COST_WORDS.source})\\s*(?:is|of|=|:)?\\s*$`, 'i').test(
          text.slice(Math.max(0, t.start - 25), t.start),
        )),
  );
  if (amounts.length < 3 || amounts.some((t) => t.period === 'yearly')) return null;
  const rent = amounts.find(
    (t) =>
      /\b(?:roommate|housemate|tenant|lodger|renter|rent(?:s|ing)?(?: out)?|for)\b[^$]{0,40}$/i.test(
        text.slice(Math.max(0, t.start - 60), t.start),
      ) &&
      /\broommate|housemate|tenant|lodger|renter|bedroom|room\b/i.test(
        text.slice(Math.max(0, t.start - 60), t.start),
      ),
  );
  if (!rent || rent !== amounts[0]) return null;
  const costs = amounts.filter((t) => t !== rent);
  const labelled = costs.map((t) => {
    const before = text.slice(Math.max(0, t.start - 25), t.start);
    const m = [...before.matchAll(new RegExp(COST_WORDS.source, 'gi'))].pop();
    return m ? { t, label: m[0] } : undefined;
  });
  if (labelled.some((l) => !l)) return null;
  const items = labelled as { t: NumberToken; label: string }[];
  // "a 2BR condo": the home's bedrooms, never an amount.
  const rooms = [...text.matchAll(/\b\d\s?-?(?:br|bd|bed(?:room)?s?)\b/gi)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  if (!everyNumberPlaced(text, [...amounts, ...rooms])) return null;
  const totalCosts = items.reduce((s, i) => s + i.t.value, 0);
  const covered = rent.value / totalCosts;
  return {
    title: 'What the roommate covers',
    inputs: [
      `Roommate's rent: ${formatAmount(rent.value)} a month`,
      `Your costs: ${items.map((i) => `${i.label} ${formatAmount(i.t.value)}`).join(' + ')} = ${formatMoney(totalCosts)} a month`,
    ],
    results: [
      `Share covered: **${formatPercent(covered)}** (${formatAmount(rent.value)} ÷ ${formatMoney(totalCosts)})`,
      `Your net cost: **${formatMoney(totalCosts - rent.value)}** a month (${formatMoney(totalCosts)} − ${formatAmount(rent.value)}), ${formatMoney((totalCosts - rent.value) * 12)} a year`,
    ],
    method: "Share covered = roommate's rent ÷ your monthly costs; net cost = costs − the rent",
  };
};

export const ROOMMATE_READERS: readonly Reader[] = [rentByRoomSize, roommateCoverage];
