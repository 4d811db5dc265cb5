// Reading a commercial lease's terms out of a question: the amounts quoted per square foot and what
// each one is (the rent, a fixed bump, a TI allowance, operating expenses), the escalation, the term,
// free months and the lease years asked about. lease-math.ts computes with them.
//
// Every role is read from the words in the number's own clause ("bumps of $0.50/sf", "$40/sf TI",
// "NNNs estimated at $7.50/sf"), cut at "and", "with" and "plus" so that "starting at $28/sf and
// going up $1/sf a year" gives the rent and the bump their own words. Anything a reader cannot place
// leaves the reading incomplete, and the reader then answers nothing rather than guess.
import { AREA, num, PER_AREA, YEARLY } from './quick-math-reading.ts';
import type { NumberToken } from './parse-numbers.ts';
import { ORDINALS, TENS, UNITS } from './number-words.ts';

export type FootRole = 'rent' | 'bump' | 'ti' | 'opex';

/** An amount quoted per square foot ("$28/sf", "$2.25/sf/mo", "$26 psf", "$40 a foot"). */
export interface FootAmount {
  /** Dollars per square foot a year (a monthly quote × 12). */
  yearly: number;
  /** As written, and whether it was quoted a month. */
  quoted: number;
  monthly: boolean;
  role: FootRole;
  start: number;
  end: number;
  /** The words of its clause before and after it, cut at the next number or joining word. */
  before: string;
  after: string;
}

/** Words that make an amount or a percentage a rent increase ("bumps", "escalations", "going up"). */
export const BUMP_WORDS =
  /\b(?:bumps?|bumped|escalat\w*|increases?|increasing|increased|step[- ]?ups?|steps?|raises?|rais(?:ing|ed)|rises?|rising|goes up|going up|go up|grows?|growing|up)\b/;
/**
 * A fixed step said by its period rather than a word of movement (rule 78): "$5,500/mo in year one,
 * then +$250/mo each following year", "$250 more every year", "+$1/sf a year thereafter". After the
 * amount: "each following / subsequent year", "every year after", "thereafter", "more each year"; or a
 * "+" before it with a year's period after it.
 */
const STEP_AFTER =
  /^\s*(?:(?:more|extra|additional|on top)\s+)?(?:(?:each|every|per|a)\s+(?:following|subsequent|succeeding|additional|later|next)\s+years?|(?:each|every|per|a)\s+year\s+(?:after(?:wards?)?|thereafter|after that)|thereafter|after that)\b|^\s*(?:more|extra)\s+(?:each|every|per|a)\s+year\b/;
const YEAR_PERIOD = /^\s*(?:(?:each|every|per|a)\s+year|annually|yearly|\/\s?yr|\/\s?year)\b/;
export const isStep = (before: string, after: string) =>
  STEP_AFTER.test(after) || (/\+\s*$/.test(before) && YEAR_PERIOD.test(after));

const TI_WORDS =
  /\b(?:ti|tis|tia|t\.i\.|tenant improvements?|improvements?(?: allowance)?|build[- ]?outs?|fit[- ]?outs?|allowance)\b/;
/** Operating costs passed to the tenant; a bare "NNN" after a rent is the lease type, not a cost. */
const OPEX_WORDS =
  /\b(?:nnns|nnn (?:charges|expenses|costs|fees|estimate)|triple net (?:charges|expenses|costs)|cam|opex|operating (?:expenses|costs)|expenses|pass[- ]?throughs?|taxes|insurance|charges|additional rent|utilities|electric)\b/;
/** Where a clause ends, and the words that join one fact to the next. */
const CLAUSE_END = /[,;:!?()]|\.(?=\s|$)|\s[-–]\s/;
const JOINED = /[,;:!?()]|\.(?=\s|$)|\s[-–]\s|\b(?:and|with|plus|but|while|vs\.?|versus|then)\b/;

interface Span {
  start: number;
  end: number;
}

/** The words before and after a span: back to the item or joining word before it, on to the next. */
export function nearWords(
  text: string,
  spans: readonly Span[],
  span: Span,
): { before: string; after: string } {
  const previous = spans.filter((s) => s.end <= span.start).at(-1);
  const next = spans.find((s) => s.start >= span.end);
  const before =
    text
      .slice(Math.max(previous?.end ?? 0, span.start - 45), span.start)
      .split(JOINED)
      .at(-1) ?? '';
  const after =
    text.slice(span.end, Math.min(next?.start ?? text.length, span.end + 35)).split(JOINED)[0] ?? '';
  return { before, after };
}

/** The whole clause a span sits in, between punctuation: "amortized over 7 years at 8%". */
export function clauseOf(text: string, span: Span): string {
  const before = text.slice(0, span.start).split(CLAUSE_END).at(-1) ?? '';
  const after = text.slice(span.end).split(CLAUSE_END)[0] ?? '';
  return `${before}${text.slice(span.start, span.end)}${after}`;
}

/**
 * A rate per square foot that is a lease quote, so a rent and never a price (rule 78): a lease's
 * words (lease, rent, tenant, landlord, NNN, gross, full service, CAM), a rate quoted a year or a
 * month ("$28/sf/yr": no sale price is quoted by the year), or leasable space quoted
 * ("got a quote for 3,200 sf of office", "retail space at $24 a foot"). Words of a sale (buy, sold,
 * worth, value, listed) keep a price a price, unless the lease's own words are there too.
 */
export function isLeaseQuote(text: string): boolean {
  if (
    /\b(?:leases?|leased|leasing|rent|rents|rental|renting|tenants?|landlords?|lessee|lessor|nnn|triple[- ]net|full[- ]service|(?:modified )?gross|cam|occupancy cost)\b/.test(
      text,
    )
  )
    return true;
  if (
    /\b(?:buy|buying|bought|purchase|sold|sell|selling|sale|worth|value|valued|appraise\w*|list(?:ed|ing)?|asking price|comps?)\b/.test(
      text,
    )
  )
    return false;
  const perYear = [...text.matchAll(PER_AREA)].some((m) =>
    /^\s*(?:\/\s*|per\s+|a\s+|an\s+)?(?:yr|year|annum)\b|^\s*(?:annually|yearly)\b/.test(
      text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 15),
    ),
  );
  return (
    perYear ||
    /\b(?:office|retail|warehouse|industrial|flex|medical|restaurant|commercial)\s+(?:space|suites?|units?)\b/.test(
      text,
    ) ||
    (/\bquot(?:e|es|ed)\b/.test(text) &&
      /\b(?:office|retail|warehouse|industrial|flex|suite|storefront)\b/.test(text))
  );
}

/** A per-foot quote is a month's when "/mo", "per month" or "monthly" follows or "monthly" leads it. */
const MONTH_AFTER = /^\s*(?:\/\s*|per\s+|a\s+|an\s+|each\s+)?(?:mo|mos|month|mth)\b|^\s*monthly\b/;
const MONTH_BEFORE = /\bmonthly\b[^$\d]{0,20}$/;

/** Every amount quoted per square foot, with the role its words give it. */
export function footAmounts(text: string, tokens: readonly NumberToken[]): FootAmount[] {
  const matches = [...text.matchAll(PER_AREA)];
  const spans = itemSpans(text, tokens);
  return matches.map((m) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const quoted = num(m[1] as string) * (m[2] ? 1000 : 1);
    const tail = text.slice(end, end + 30);
    const monthly = MONTH_AFTER.test(tail) || MONTH_BEFORE.test(text.slice(Math.max(0, start - 30), start));
    const { before, after } = nearWords(text, spans, { start, end });
    return {
      yearly: monthly ? quoted * 12 : quoted,
      quoted,
      monthly,
      role: footRole(before, after),
      start,
      end,
      before,
      after,
    };
  });
}

/** What a per-foot amount is, from its own words: a TI allowance, a bump, an expense or the rent. */
function footRole(before: string, after: string): FootRole {
  const afterWords = after.replace(/^\s*(?:\/\s*|per\s+|a\s+|an\s+)?(?:yr|year|mo|month|annum)\b/, '');
  if (
    TI_WORDS.test(before) ||
    /^\s*(?:in |of |for )?(?:ti|tis|tenant improvements?|improvements?|build[- ]?out|allowance)\b/.test(
      afterWords,
    )
  )
    return 'ti';
  if (
    BUMP_WORDS.test(before.replace(/\bup front\b/, '')) ||
    /^\s*(?:\w+\s+)?(?:bumps?|escalat\w*|increases?|step[- ]?ups?|raises?)\b/.test(afterWords) ||
    isStep(before, afterWords)
  )
    return 'bump';
  if (
    OPEX_WORDS.test(before) ||
    /^\s*(?:in |of |for )?(?:cam|opex|operating|expenses|taxes|nnns|nnn (?:charges|expenses|costs))\b/.test(
      afterWords,
    )
  )
    return 'opex';
  return 'rent';
}

/** The spans of every number the question states: its tokens, per-foot quotes and areas. */
export function itemSpans(text: string, tokens: readonly NumberToken[]): Span[] {
  const spans: Span[] = [
    ...tokens.map((t) => ({ start: t.start, end: t.end })),
    ...[...text.matchAll(PER_AREA)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
    ...[...text.matchAll(AREA)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
  ];
  return spans.sort((a, b) => a.start - b.start);
}

/** Whether a token lies inside one of the spans (a "$26" of "$26 psf" belongs to the quote). */
export const inside = (t: Span, spans: readonly Span[]) =>
  spans.some((s) => t.start >= s.start && t.end <= s.end);

/**
 * The tokens that are amounts of their own: not a per-foot quote's "$26" of "$26 psf", nor an area's
 * "6,000" of "6,000 rentable square feet" (which the tokenizer leaves as money).
 */
export function ownTokens(text: string, tokens: readonly NumberToken[]): NumberToken[] {
  const spans = [
    ...[...text.matchAll(PER_AREA)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
    ...areasIn(text),
  ];
  return tokens.filter((t) => t.kind !== 'plain' && !inside(t, spans));
}

/** The areas a question states, in square feet. */
export const areasIn = (text: string) =>
  [...text.matchAll(AREA)].map((m) => ({
    value: num(m[1] as string),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

// "half a month free", "1.5 months free", "one and a half months free": a part of a month counts too.
const COUNT =
  '(\\d{1,2}(?:\\.\\d+)?|(?:one and )?a half|one and a half|half(?: a| of a| of one| one)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

/** A count of free months as written: digits, a word, or a half ("half a", "one and a half"). */
const monthsOf = (word: string): number =>
  /^\d/.test(word)
    ? Number(word)
    : /half/.test(word)
      ? /^(?:one and|a half)/.test(word) && word !== 'a half'
        ? 1.5
        : 0.5
      : (UNITS[word] ?? NaN);

/**
 * Free months: "4 months free", "four months' free rent", "3 free months", "free rent for the first
 * two months", "2 months abated", "abatement of 3 months". Up front unless they come "at the end".
 */
export function freeMonths(
  text: string,
): { months: number; atEnd: boolean; start: number; end: number } | null {
  const patterns = [
    new RegExp(
      `\\b${COUNT}\\s*(?:full\\s+)?(?:months?|mos?)'?\\s+(?:of\\s+)?(?:free|abated|abatement|rent[- ]free|base rent abatement|rent abatement|(?:free|abated) (?:base )?rent)\\b`,
      'g',
    ),
    new RegExp(`\\b${COUNT}\\s+(?:free|abated|rent[- ]free)\\s+months?\\b`, 'g'),
    new RegExp(
      `\\b(?:free rent|rent abatement|abatement|abated|rent[- ]free|free)\\s+(?:of|for)\\s+(?:the\\s+)?(?:first\\s+|last\\s+|final\\s+)?${COUNT}\\s+(?:months?|mos?)\\b`,
      'g',
    ),
    new RegExp(
      `\\b(?:first|last|final)\\s+${COUNT}\\s+(?:months?|mos?)\\s+(?:are\\s+|is\\s+)?(?:free|abated|rent[- ]free)\\b`,
      'g',
    ),
  ];
  // Patterns overlap ("first two months free" is also "two months free"): one statement, the widest.
  const found = patterns
    .flatMap((re) => [...text.matchAll(re)])
    .sort((a, b) => b[0].length - a[0].length)
    .filter((m, i, all) =>
      all
        .slice(0, i)
        .every(
          (w) =>
            (m.index ?? 0) >= (w.index ?? 0) + w[0].length || (m.index ?? 0) + m[0].length <= (w.index ?? 0),
        ),
    );
  if (found.length !== 1) return null;
  const m = found[0]!;
  const word = m[1] as string;
  const months = monthsOf(word);
  // "0 months free": a follow-up took the free months away (follow-up-rewrite.ts); no free months.
  if (!(months >= 0 && months <= 36)) return null;
  const start = m.index ?? 0;
  const around = text.slice(start, start + m[0].length + 25);
  const atEnd = /\b(?:last|final|at the end|end of the (?:lease|term))\b/.test(around);
  return { months, atEnd, start, end: start + m[0].length };
}

/**
 * The lease years asked about: each "year 5", "5th year", "fifth year", "year five" past the
 * first (a "year 1" labels the starting rent), "the final year" (the term's last), or "in 3 years",
 * which is three increases later: year 4. None when none is named.
 */
export function askedYears(text: string, termYears: number | null): number[] {
  const named = [
    ...[...text.matchAll(/\b(?:year|yr)[- ]?(\d{1,2})\b(?!\s*(?:%|percent))/g)].map((m) => Number(m[1])),
    ...[...text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th) year\b/g)].map((m) => Number(m[1])),
    ...[...text.matchAll(/\b([a-z]+th|second|third|twelfth|twentieth) year\b/g)].map(
      (m) => ORDINALS[m[1] as string] ?? 0,
    ),
    ...[
      ...text.matchAll(
        /\byear (two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/g,
      ),
    ].map((m) => UNITS[m[1] as string] ?? TENS[m[1] as string] ?? 0),
  ].filter((n) => n >= 2 && n <= 50);
  // Every year named: "year 3 and year 5", or "year 5 … what about year 4?" read together.
  if (named.length > 0) return [...new Set(named)].sort((a, b) => a - b);
  if (
    termYears !== null &&
    /\b(?:final|last|ending) (?:lease )?year\b|\bend of the (?:lease|term)\b/.test(text)
  )
    return [Math.ceil(termYears)];
  const later = /\b(?:in|after)\s+(\d{1,2})\s+years?\b(?!\s+(?:at|of|lease|term))/.exec(text);
  return later ? [Number(later[1]) + 1] : [];
}

/**
 * The term a lease states, when its spans of time all say the same one: "5 yr term … over the 5
 * years", "10 yr lease … paid over the 10 years" restate the term, so they are read once (rule 78).
 * The span named "lease" or "term" stands for them; null when two spans differ (a term and a shorter
 * amortization are two facts).
 */
export function oneTerm<T extends Span & { kind: string; value: number }>(
  text: string,
  spans: readonly T[],
): T | null {
  const first = spans[0];
  if (!first) return null;
  const months = (t: T) => (t.kind === 'months' ? t.value : t.value * 12);
  if (spans.some((t) => months(t) !== months(first))) return null;
  return spans.find((t) => /^\s*-?\s*(?:lease|term)\b/.test(text.slice(t.end, t.end + 12))) ?? first;
}

/** "every 2 years", "every other year": how often the rent steps up (1 when it says nothing). */
export function bumpEvery(text: string): number {
  const every = /\bevery\s+(other|\d{1,2})\s+years?\b|\bbiennial(?:ly)?\b/.exec(text);
  if (!every) return 1;
  if (every[1] === undefined || every[1] === 'other') return 2;
  return Number(every[1]);
}

/**
 * An amount paid back in the rent: "amortized over 7 years", "paid back over the 10-year term",
 * "folded into the rent over 5 years", "repaid through the rent".
 */
export const AMORTIZED =
  /\b(?:amortiz\w*|amortis\w*|financ\w*|paid back|pay(?:s|ing)? (?:it |that |this )?back|repa(?:y|id|ying|yment)\w*|recaptur\w*|built into|rolled into|folded into|(?:added|spread) (?:in)?to the rent|into the rent|(?:recover|recoup)\w* (?:in|through|via) the rent)\b/;

/** Words that ask for the total over the term. */
export const ASKS_TOTAL =
  /\b(?:have|'ve|will have|would have) (?:\w+ )?paid\b|\btotal\b|\bin all\b|\baltogether\b|\bsum\b|\bcumulative\b|\baggregate\b|\bover the (?:term|lease|life|whole|entire|full|length)\b|\b(?:whole|entire|full) (?:lease|term)\b|\blease value\b|\bobligation\b/;
/** Words that ask for an effective rent. */
export const ASKS_EFFECTIVE = /\beffective\b|\bner\b|\baverage\b/;
/** Words that ask for the schedule itself. */
export const ASKS_SCHEDULE =
  /\bschedule\b|\byear[- ]by[- ]year\b|\beach year'?s\b|\bbreak(?:down| it down)\b|\btable\b/;

/** Whether a token's own words make it a rent increase. */
export function isBump(text: string, spans: readonly Span[], t: NumberToken): boolean {
  const { before, after } = nearWords(text, spans, t);
  return (
    BUMP_WORDS.test(`${before} ${after}`) || BUMP_WORDS.test(clauseOf(text, t).replace(/\bup front\b/, ''))
  );
}

/** A period in words after a number: a yearly increase ("3% a year") reads as one without the word. */
export const yearlyNear = (text: string, t: Span) => YEARLY.test(text.slice(t.end, t.end + 20));

/** One quote of several compared: its name as the question gives it and the words that are its own. */
export interface QuoteOption {
  name: string;
  start: number;
  end: number;
}

const OPTION_NOUN =
  '(?:option|offer|quote|proposal|space|building|site|landlord|deal|choice|suite|location|property|listing|place)';
/** The words after a letter that make it a label ("option a is", "a: $36"), not an article ("offer a 5-year"). */
const LETTER_END = String.raw`(?=\s*[:)=,–-]|\s+(?:is|at|quotes?|quoted|wants|asks|offers?|charges|'s)\b)`;
const OPTION_LABELS: readonly RegExp[] = [
  // "Option 1", "offer one", "quote B:", "space a is", "landlord #2".
  new RegExp(
    String.raw`\b${OPTION_NOUN}\s*#?\s*(?:([1-4])(?![\d]|[.,]\d)|(one|two|three|four)\b|([a-d])${LETTER_END})`,
    'g',
  ),
  // "Building A load factor 1.20, Building B 1.12": B to D are never articles, and "a" is a label
  // when the same noun is named with "b" later (rule 78).
  new RegExp(String.raw`\b(${OPTION_NOUN})\s*#?\s*(?:[b-d]\b|a\b(?=[\s\S]*\b\1\s*#?\s*b\b))`, 'g'),
  // "A: $36/sf", "(B) $27/sf", "c) $34 psf".
  /(?<![a-z0-9$])\(([a-d])\)|(?<![a-z0-9$(])([a-d])(?=\)|:)/g,
  // "the first one", "second offer", "third:".
  new RegExp(String.raw`\b(?:the\s+)?(first|second|third|fourth)(?:\s+(?:one|${OPTION_NOUN})\b|\s*:)`, 'g'),
  // "one is $32/sf full service, the other $24 NNN plus…".
  /(?:^|[,.;:]\s*|\bwhile\s+|\band\s+)(one)(?=\s+(?:is|at|quotes?|wants|asks|offers?|charges)\b|'s\b)/g,
  new RegExp(String.raw`\bthe\s+other(?:\s+(?:one|${OPTION_NOUN}))?\b`, 'g'),
];

/**
 * The quotes of a question that names them ("A: … B: …", "option 1 … option 2 …", "offer one … the
 * other …", "(A) … (B) … (C) …"): each from its label to the next one that has an amount of its own.
 * A label with no amount after it ("which is cheaper, A or B") is no quote; null unless 2 to 4 are.
 */
export function quoteOptions(text: string, amounts: readonly Span[]): QuoteOption[] | null {
  const labels = OPTION_LABELS.flatMap((re) =>
    [...text.matchAll(re)].map((m) => {
      // "…, one is": the punctuation or joining word before a label is not part of it.
      const lead = /^(?:[,.;:]\s*|(?:while|and)\s+)/.exec(m[0])?.[0].length ?? 0;
      const start = (m.index ?? 0) + lead;
      const raw = m[0].slice(lead).replace(/[():]/g, '').trim();
      // A letter is shown as a capital: "quote B", "A".
      const name = raw.replace(/\b([a-d])$/, (l) => l.toUpperCase());
      return { name, start, end: (m.index ?? 0) + m[0].length };
    }),
  )
    .sort((a, b) => a.start - b.start)
    .filter((l, i, all) => all.slice(0, i).every((p) => l.start >= p.end));
  const options: QuoteOption[] = [];
  labels.forEach((label, i) => {
    const end = labels[i + 1]?.start ?? text.length;
    const own = amounts.some((a) => a.start >= label.end && a.end <= end);
    // A label without an amount of its own belongs to the quote before it.
    if (own) options.push({ name: label.name, start: label.start, end });
    else if (options.length > 0) options[options.length - 1]!.end = end;
  });
  if (options.length < 2 || options.length > 4) return null;
  if (new Set(options.map((o) => o.name)).size !== options.length) return null;
  // Every amount belongs to a quote: none before the first label.
  if (amounts.some((a) => a.start < options[0]!.start)) return null;
  return options;
}
