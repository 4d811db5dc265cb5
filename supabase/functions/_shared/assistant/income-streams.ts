// A property's income told as its parts (docs/assistant.md rule 79): owners of strip centres and
// mixed-use buildings state the gross income piece by piece, not as one rent. "Retail is 2,200 sf at
// $24/sf/yr NNN; the 4 apartments rent for $1,650/mo each", "gross potential rent 312,000 a year …
// tenants reimburse about $54k of CAM and taxes", "laundry brings in 400/mo". Each part is read with
// the numbers it stands on, so a reader can tell that every number of the question found its place.
//
// Parts: rent by area (an area and its rate per foot, a year unless the words say a month), rent by
// units (a count of units and a rent each, or a total for them), a gross rent named as such (GPR,
// PGI, base rent, rent roll), expense reimbursements (CAM, tax and insurance recoveries), and other
// income (laundry, parking, storage…). A part that cannot be told (a per-foot rate with no period too
// small to be a year's, a unit rent that says neither each nor total) makes the reading null.
import { formatMoney, formatNumber } from './format.ts';
import { COUNT_WORDS, countOf } from './number-words.ts';
import type { NumberToken } from './parse-numbers.ts';
import {
  AREA,
  clauseAfter,
  clauseBefore,
  labelled,
  MONTH_AFTER,
  num,
  PER_AREA,
  type Span,
} from './quick-math-reading.ts';

export type IncomeKind = 'rent' | 'recovery' | 'other';

export interface IncomePart {
  kind: IncomeKind;
  /** How a rent was told: by the foot, by the unit, or named as a gross rent. */
  source: 'area' | 'units' | 'named';
  /** How the part reads in an answer's inputs ("Retail: 2,200 sq ft × $24.00/sq ft a year"). */
  shown: string;
  yearly: number;
  /** Where its numbers stand in the question (areas and rates per foot are no tokens). */
  spans: Span[];
  tokens: NumberToken[];
}

/** What a stretch of space is used for, to name its rent: "retail", "the office part". */
const SPACE_USE =
  /\b(retail|office|warehouse|industrial|flex|restaurant|medical|commercial|storefronts?|shops?|ground[- ]floor|showroom)\b/;
/** How many spaces an area is split into: "3 storefronts totalling 4,800 sf", "two retail bays, 1,800 sf". */
const SPACES_COUNTED = new RegExp(
  `\\b(\\d{1,3}|${COUNT_WORDS})\\s+(?:(?:retail|commercial|office|ground[- ]floor|street[- ]level)\\s+)?(?:storefronts?|bays?|suites?|shops?|stores?|spaces|tenants)\\b`,
  'g',
);

const YEAR_AFTER =
  /^\s*(?:\/\s*(?:yr|year)\b|(?:a|per|each)\s+(?:yr|year)\b|annual(?:ly)?\b|yearly\b|\/\s*annum\b|per annum\b)/;

/** A count of dwellings: "the 4 apartments", "six units", "3 residential units", "2 flats upstairs". */
const UNIT_COUNT = new RegExp(
  `\\b(\\d{1,3}|${COUNT_WORDS})\\s+(?:(?:residential|res|upstairs|apartment|resi|rental|studio|one[- ]bed(?:room)?|two[- ]bed(?:room)?|[1-4]\\s?br)\\s+)?(?:apartments?|apts?|units?|flats|doors|residences|studios)\\b`,
  'g',
);
const EACH_AFTER =
  /^\s*(?:a month|\/\s*mo(?:nth)?|per month|monthly)?\s*(?:each|apiece|per (?:unit|apartment|apt|door|flat)|a (?:unit|door|apartment|flat))\b/;
const TOTAL_AFTER =
  /^\s*(?:a month|\/\s*mo(?:nth)?|per month|monthly)?\s*(?:total|combined|together|in all|for all)\b/;

/** A gross rent named as such. */
const GROSS_RENT =
  /\b(?:gross potential (?:rent|income)|potential gross (?:rent|income)|gpr|pgi|gsr|gross scheduled (?:rent|income)|scheduled (?:gross )?rents?|base rents?|gross rents?|gross rental income|rent roll|rental income|annual rents?)\b/;
/** Expenses the tenants pay back. */
const RECOVERY =
  /\breimburs\w*|\brecover(?:y|ies|able|ed)\b|\bpass[- ]?throughs?\b|\bbill(?:s|ed)? (?:them |it )?back\b|\bcharge(?:s|d)? (?:them |it )?back\b|\bpays? (?:us |me )?back\b/;
/** Income besides the rent. */
const OTHER_INCOME =
  /\bother income\b|\bmisc(?:ellaneous)? income\b|\b(?:laundry|parking|storage|vending|signage|billboard|cell tower|antenna|pet (?:fees|rent)|late fees|fee income)\b/;

/** The words of a token's own clause, either side. */
const ownClause = (text: string, t: NumberToken, back = 60, ahead = 40) =>
  `${clauseBefore(text, t).slice(-back)} | ${clauseAfter(text, t).slice(0, ahead)}`;

/** The sentence a position stands in: to the last ".", ";", "!" or "?" before it. */
const sentenceStart = (text: string, at: number) => {
  const head = text.slice(0, at);
  const m = /[.;!?:](?=\s)[^.;!?:]*$/.exec(head);
  return m ? m.index + 1 : 0;
};

/** A label for a part from the words of its sentence ("Retail", "Office"), or a plain one. */
function useOf(text: string, at: number, fallback: string): string {
  const sentence = text.slice(sentenceStart(text, at), at + 40).split(/[.;!?]\s/)[0] ?? '';
  const m = SPACE_USE.exec(sentence);
  if (!m) return fallback;
  const word = m[1]!.replace(/-/g, ' ');
  return `${word[0]!.toUpperCase()}${word.slice(1)}`;
}

/** Rent by area: each rate per foot with the area of its own sentence. */
function rentsByArea(text: string, tokens: readonly NumberToken[]): IncomePart[] | null {
  const areas = [...text.matchAll(AREA)].map((m) => ({
    value: num(m[1]!),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const rates = [...text.matchAll(PER_AREA)]
    .map((m) => ({ value: num(m[1]!) * (m[2] ? 1000 : 1), start: m.index, end: m.index + m[0].length }))
    // "2,200 sf at $24/sf": the area's own digits are no rate.
    .filter((r) => !areas.some((a) => r.start >= a.start && r.start < a.end));
  const parts: IncomePart[] = [];
  for (const rate of rates) {
    const sentence = sentenceStart(text, rate.start);
    const own = areas.filter((a) => sentenceStart(text, a.start) === sentence);
    if (own.length !== 1) return null;
    const area = own[0]!;
    const after = text.slice(rate.end, rate.end + 16);
    const monthlyRate = MONTH_AFTER.test(after);
    // A rate per foot is a year's unless said a month; a small one with no period could be either.
    if (!monthlyRate && !YEAR_AFTER.test(after) && rate.value < 6) return null;
    const periodEnd = monthlyRate
      ? rate.end + (MONTH_AFTER.exec(after)?.[0].length ?? 0)
      : rate.end + (YEAR_AFTER.exec(after)?.[0].length ?? 0);
    const yearly = area.value * rate.value * (monthlyRate ? 12 : 1);
    const nnn = /^\s*(?:nnn|triple net|net)\b/.test(text.slice(periodEnd, periodEnd + 14));
    // The spaces it is split into, counted in its sentence before it, are part of its description.
    const counted = [...text.matchAll(SPACES_COUNTED)].find(
      (c) => sentenceStart(text, c.index) === sentence && c.index < Math.min(area.start, rate.start),
    );
    const countSpan = counted ? { start: counted.index, end: counted.index + counted[0].length } : undefined;
    parts.push({
      kind: 'rent',
      source: 'area',
      shown: `${counted ? `${counted[0][0]!.toUpperCase()}${counted[0].slice(1)}` : useOf(text, Math.min(area.start, rate.start), 'Space')}: ${formatNumber(area.value, 2)} sq ft × ${formatMoney(rate.value)}/sq ft a ${monthlyRate ? 'month' : 'year'}${nnn ? ' (NNN)' : ''} = ${formatMoney(yearly)} a year`,
      yearly,
      spans: [area, { start: rate.start, end: periodEnd }, ...(countSpan ? [countSpan] : [])],
      // "$22 psf" may be a money token too, and the count of spaces a plain one: they are this part's.
      tokens: tokens.filter((t) =>
        [area, { start: rate.start, end: periodEnd }, ...(countSpan ? [countSpan] : [])].some(
          (s) => t.start >= s.start && t.end <= s.end,
        ),
      ),
    });
  }
  return parts;
}

/** A count of dwellings anywhere in a stretch of text (no global state). */
const UNIT_COUNT_ONCE = new RegExp(UNIT_COUNT.source);

/** Rent by units: a count of units and the rent each (or the total for them) in the same clause. */
function rentsByUnits(text: string, tokens: readonly NumberToken[]): IncomePart[] | null {
  const parts: IncomePart[] = [];
  for (const m of text.matchAll(UNIT_COUNT)) {
    const count = countOf(m[1]!);
    if (!(count >= 1 && count <= 500)) return null;
    // A unit's rent is a month's: stated so, or of a month's size ("a 4 unit building listed at
    // $600k" names its price, never four rents of $600k).
    const rentAfter = (from: number) => {
      const clauseEnd =
        from + (text.slice(from).search(/[.;!?]\s|[.;!?]$|,\s/) + 1 || text.length - from + 1);
      return tokens.find(
        (t) =>
          t.kind === 'money' &&
          t.start >= from &&
          t.end <= clauseEnd &&
          (t.period === 'monthly' || (t.period === undefined && t.value <= 15_000)),
      );
    };
    let end = m.index + m[0].length;
    let rent = rentAfter(end);
    // "4 apartments above … the apartments rent for $1,650/mo each": the units named again, later, with
    // their rent, when no other count stands between.
    if (!rent) {
      const again = new RegExp(
        `\\b(?:the|those|these)\\s+(?:${m[0].match(/apartments?|apts?|units?|flats|doors|residences|studios/)?.[0].replace(/s$/, '')}s?)\\b`,
        'g',
      );
      again.lastIndex = end;
      const back = again.exec(text);
      if (back && !UNIT_COUNT_ONCE.test(text.slice(end, back.index))) {
        end = back.index + back[0].length;
        rent = rentAfter(end);
      }
    }
    if (!rent) continue;
    const between = text.slice(end, rent.start);
    if (
      /\b(?:list\w*|pric\w*|asking|sale|sells?|sold|bought|buy\w*|purchas\w*|costs?|offer\w*|worth|value\w*)\b/.test(
        between,
      )
    )
      continue;
    // "8 apartments above at $1,150/mo each", "the 4 apartments rent for": a few words of place may
    // stand before the verb.
    if (
      !/^\s*(?:[a-z'-]+\s+){0,3}?(?:(?:each\s+)?(?:rent|rents|renting|go|goes|lease|leases|leased)\s*(?:for|at)?|at|@|(?:each\s+)?(?:bring|brings) in|are|(?:each\s+)?(?:is|are) rented (?:for|at))?\s*(?:about|around|roughly)?\s*$/.test(
        between,
      )
    )
      return null;
    const after = text.slice(rent.end, rent.end + 24);
    const each = EACH_AFTER.test(after) || /\beach\b/.test(between) || /(?:^|\s)(?:at|@)\s*$/.test(between);
    const total = TOTAL_AFTER.test(after);
    if (each === total) return null;
    const countToken = tokens.find((t) => t.start === m.index && t.kind === 'plain');
    const month = rent.value;
    const yearly = (each ? month * count : month) * 12;
    const what = /apartments?|apts?/.test(m[0]) ? 'apartments' : 'units';
    parts.push({
      kind: 'rent',
      source: 'units',
      shown: each
        ? `${count} ${what} × ${formatMoney(month)} a month × 12 = ${formatMoney(yearly)} a year`
        : `${count} ${what}: ${formatMoney(month)} a month in total × 12 = ${formatMoney(yearly)} a year`,
      yearly,
      spans: [{ start: m.index, end }, rent],
      tokens: countToken ? [countToken, rent] : [rent],
    });
  }
  return parts;
}

/** An amount's year: as stated, or a year's when it gives no period and is the size of one. */
function yearOf(t: NumberToken, least: number): number | null {
  if (t.period === 'monthly') return t.value * 12;
  if (t.period === 'yearly') return t.value;
  return t.value >= least ? t.value : null;
}

/** A named gross rent, the tenants' reimbursements and other income, each by its own clause. */
function namedParts(
  text: string,
  tokens: readonly NumberToken[],
  taken: readonly NumberToken[],
): IncomePart[] | null {
  const parts: IncomePart[] = [];
  for (const t of tokens) {
    if (t.kind !== 'money' || taken.includes(t)) continue;
    // "expenses I pay (not reimbursed)", "non-reimbursable costs": expenses, never a recovery.
    const clause = ownClause(text, t).replace(/\b(?:not|non|un|never)[\s-]?(?:be\s+)?reimburs\w*/g, ' ');
    const kind: IncomeKind | null = RECOVERY.test(clause)
      ? 'recovery'
      : OTHER_INCOME.test(clause)
        ? 'other'
        : // A gross rent is named right at its amount ("GPR 312k", "base rents of 1.1M"), never by a
          // word elsewhere in its clause (a price "for a building with rental income…").
          labelled(text, [t], GROSS_RENT, ['money'], 2)
          ? 'rent'
          : null;
    if (!kind) continue;
    // A gross rent with no period is a year's (how GPR is quoted); a reimbursement beside a yearly
    // rent too. Other income must say its period ("laundry 400/mo").
    const yearly = yearOf(t, kind === 'other' ? Infinity : kind === 'recovery' ? 1000 : 20000);
    if (yearly === null) return null;
    const label =
      kind === 'recovery'
        ? 'Reimbursements from tenants'
        : kind === 'other'
          ? `Other income (${OTHER_INCOME.exec(clause)![0]})`
          : 'Gross potential rent';
    parts.push({
      kind,
      source: 'named',
      shown: `${label}: ${formatMoney(yearly)} a year${t.period === 'monthly' ? ` (${formatMoney(t.value)} a month)` : t.period === undefined ? ' (no period given; read as a year)' : ''}`,
      yearly,
      spans: [t],
      tokens: [t],
    });
  }
  return parts;
}

/**
 * The income parts of a question: rents by area and by units, a named gross rent, reimbursements and
 * other income. Null when a part cannot be told; an empty list when there is none.
 */
export function readIncomeParts(text: string, tokens: readonly NumberToken[]): IncomePart[] | null {
  const byArea = rentsByArea(text, tokens);
  const byUnits = rentsByUnits(text, tokens);
  if (!byArea || !byUnits) return null;
  const taken = byUnits.flatMap((p) => p.tokens);
  const named = namedParts(text, tokens, taken);
  if (!named) return null;
  return [...byArea, ...byUnits, ...named];
}
