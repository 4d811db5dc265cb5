// What every quick-math reader shares: the answer's shape, the question as read (normalised text and
// its number tokens), and the small helpers that read a token's period, term or label.
import type { CalculationResult } from '../calculation-result.ts';
import { readDeal } from './amount-roles.ts';
import { formatMoney } from './format.ts';
import { isLoanStoryYear, type NumberToken } from './parse-numbers.ts';

export interface QuickAnswer {
  title: string;
  inputs: string[];
  results: string[];
  /** How the result was worked out, shown under it. */
  method: string;
  /** A markdown table shown under the results (a lease's year-by-year rent). */
  table?: string;
  /** The figures as a card the user can adjust (issue 22), for the readers that have one. */
  calculation?: CalculationResult;
}

/** A worked answer as markdown: title, inputs, results, any table, then how it was worked out. */
export function renderQuickAnswer(answer: QuickAnswer): string {
  return [
    `### ${answer.title}`,
    '',
    '**Inputs**',
    ...answer.inputs.map((i) => `- ${i}`),
    '',
    '**Result**',
    ...answer.results.map((r) => `- ${r}`),
    '',
    ...(answer.table ? [answer.table, ''] : []),
    `_${answer.method}._`,
    '',
  ].join('\n');
}

export const NUM = '(\\d[\\d,]*(?:\\.\\d+)?)';
export const AREA = new RegExp(
  // "19,800 rentable sf", "2,100 heated sq ft": the kind of area may sit between number and unit.
  `${NUM}\\s*(?:(?:rentable|usable|leasable|heated|living)\\s+)?(?:sq\\.?\\s?f(?:ee|oo)?t\\.?|sqft|sf|rsf|usf|square\\s+f(?:ee|oo)t|ft2)\\b`,
  'g',
);
export const PER_AREA = new RegExp(
  // "$32 per rentable sf": the kind of area may stand between "per" and the unit; ".95 a foot" is
  // written without its leading zero.
  `\\$?(\\d[\\d,]*(?:\\.\\d+)?|(?<![\\w.])\\.\\d+)(k\\b)?\\s*(?:(?:\\/|per|a|an)\\s*(?:(?:rentable|usable|leasable)\\s+)?(?:sq\\.?\\s?ft\\.?|sqft|[ru]?sf|square\\s+f(?:oo|ee)t|foot|ft)\\b|psf\\b)`,
  'g',
);
/** "a month", "/mo", "per month", "monthly" right after a rate per foot ("2.65/ft a month"). */
export const MONTH_AFTER = /^\s*(?:\/\s*mo(?:nth)?\b|(?:a|per|each)\s+mo(?:nth)?\b|monthly\b)/;
export const UNITS = /\b(\d{1,4})[\s-]*(?:units?|doors?|apartments?|plex)\b|\b(\d{1,4})[\s-]unit\b/;
export const YEARLY = /\b(?:annual(?:ly)?|yearly|a year|per year|\/\s?yr|\/\s?year|each year|per annum)\b/;

export const num = (s: string) => Number(s.replace(/,/g, ''));
export const money = (tokens: NumberToken[]) => tokens.filter((t) => t.kind === 'money');
export const percents = (tokens: NumberToken[]) => tokens.filter((t) => t.kind === 'percent');
/** An amount a year, whether it was given a month or a year (or with no period). */
export const yearly = (t: NumberToken) => (t.period === 'monthly' ? t.value * 12 : t.value);
/** An amount a month, whether it was given a month or a year (or with no period). */
export const monthly = (t: NumberToken) => (t.period === 'yearly' ? t.value / 12 : t.value);
/** A term token (years or months) in years. */
export const yearsOf = (t: NumberToken) => (t.kind === 'months' ? t.value / 12 : t.value);

/**
 * The words of a number's own clause before it, back to the last sentence or comma break: "taxes
 * insurance and hoa on the places we're looking at come to about 610/mo" names 610 however far back.
 */
export const clauseBefore = (text: string, t: NumberToken): string =>
  text
    .slice(0, t.start)
    .split(/[.;!?,]\s/)
    .pop() ?? '';

/** The words after a number to the end of its clause. */
export const clauseAfter = (text: string, t: NumberToken): string =>
  text.slice(t.end).split(/[.;!?,]\s/)[0] ?? '';

/** The words before a number, back to the number before it and at most `limit` characters. */
export function wordsBefore(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  limit: number,
): string {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  return text.slice(Math.max(previous?.end ?? 0, t.start - limit), t.start);
}

export interface Reading {
  text: string;
  tokens: NumberToken[];
}

export type Reader = (r: Reading) => QuickAnswer | null;

/** The token a label names: the label right before it ("noi $450k") or right after ("450k noi"). */
export function labelled(
  text: string,
  tokens: NumberToken[],
  label: RegExp,
  kinds: NumberToken['kind'][] = ['money'],
  /** Words allowed between the label and the number ("house payment incl taxes would be 2,350"). */
  gap = 0,
): NumberToken | undefined {
  const between = gap > 0 ? `(?:\\s+[a-z&'()-]+){0,${gap}}` : '';
  const before = new RegExp(
    `(?:${label.source})${between}(?:\\s+(?:of|is|are|was|were|would be|will be|at|about|around|roughly|comes? to|came to|totals?|totaling|runs?|ran|=|:)|\\s*@){0,2}\\s*$`,
  );
  const after = new RegExp(
    `^\\s*(?:a year\\s+|per year\\s+|\\/yr\\s+|yearly\\s+|annually\\s+|in\\s+|of\\s+)?(?:${label.source})`,
  );
  return tokens.find(
    (t) =>
      kinds.includes(t.kind) &&
      (before.test(text.slice(Math.max(0, t.start - 40 - gap * 12), t.start)) ||
        after.test(text.slice(t.end, t.end + 40))),
  );
}

/**
 * A stated rent as the whole property's monthly rent: "1,650/mo per door" on a fourplex is 4 × $1,650.
 * Null when it cannot be told: a per-unit rent without a unit count, or a multi-unit building's rent
 * written without "each" or "total" (the calculators then ask, or judge by the price).
 */
export function wholeMonthlyRent(text: string, rent: NumberToken): { monthly: number; shown: string } | null {
  const deal = readDeal(text);
  // "units rent 1450 and 1350": the first of a list of rents stands for their sum.
  const list = deal.rentList;
  if (list?.[0]?.start === rent.start) {
    const total = list.reduce((sum, t) => sum + monthly(t), 0);
    return {
      monthly: total,
      shown: `${list.map((t) => formatMoney(monthly(t))).join(' + ')} = ${formatMoney(total)} a month`,
    };
  }
  const perUnit = deal.roles.some((r) => r.role === 'rentPerUnit' && r.token.start === rent.start);
  const each = monthly(rent);
  if (perUnit) {
    if (deal.units === undefined) return null;
    const total = each * deal.units;
    return {
      monthly: total,
      shown: `${formatMoney(each)} per unit × ${deal.units} units (${deal.unitsCue}) = ${formatMoney(total)} a month`,
    };
  }
  const total = deal.roles.some((r) => r.role === 'rentTotal' && r.token.start === rent.start);
  if (deal.rentUnitAmbiguous && !total) return null;
  return { monthly: each, shown: `${formatMoney(each)} a month` };
}

/**
 * How a commission is shared: the listing side's part of the total ("split 50/50 with the buyer's
 * side", "split evenly", "half goes to the buyer's agent") and the agent's part of that side ("70/30
 * in her favor", "I keep 70", "a 70/30 split with my broker"). Shares written "a/b" add up to 100;
 * "in X's favor" means the larger one.
 */
export function commissionShares(text: string): { side?: number; agent?: number } {
  const pairs = [...text.matchAll(/\b(\d{1,2})\s?\/\s?(\d{1,2})\b/g)]
    .map((m) => ({ a: Number(m[1]), b: Number(m[2]), end: (m.index ?? 0) + m[0].length }))
    .filter(({ a, b }) => a + b === 100);
  const evenly =
    /\bsplit (?:it )?(?:evenly|equally|down the middle|in half)\b|\bhalf (?:goes|of it goes) to\b|\beach side gets half\b/.test(
      text,
    );
  const halves = pairs.filter((p) => p.a === 50);
  const side = evenly || halves.length > 0 ? 0.5 : undefined;
  const agentPair = pairs.find((p) => p.a !== 50);
  const kept = /\b(?:i|she|he|they|the agent) (?:keeps?|gets?|takes?) (\d{1,2})\s?%?/.exec(text);
  let agent: number | undefined;
  if (kept) agent = Number(kept[1]) / 100;
  else if (agentPair) {
    const favor = /^\s*(?:split\s+)?in (?:her|his|their|my|the agent's) favou?r/.test(
      text.slice(agentPair.end),
    );
    agent = (favor ? Math.max(agentPair.a, agentPair.b) : agentPair.a) / 100;
  }
  return { ...(side !== undefined ? { side } : {}), ...(agent !== undefined ? { agent } : {}) };
}

/** An operating expense named item by item: its label and yearly dollars, or a share of the rent. */
export interface ExpenseItem {
  label: string;
  yearly?: number;
  /** A share of the collected rent ("PM takes 8% of rent"), as a fraction. */
  shareOfRent?: number;
  /** The share is of the rent as scheduled (before vacancy), not of the rent collected. */
  ofGross?: boolean;
}

/** The operating expenses a question lists one by one, and what each label is called in an answer. */
const EXPENSE_ITEMS: readonly { label: string; words: RegExp; usualPeriod: 'yearly' | 'monthly' | null }[] = [
  { label: 'Property taxes', words: /\b(?:property )?tax(?:es)?\b/, usualPeriod: 'yearly' },
  { label: 'Insurance', words: /\b(?:insurance|ins)\b/, usualPeriod: 'yearly' },
  { label: 'Repairs and maintenance', words: /\b(?:repairs?|maintenance|upkeep)\b/, usualPeriod: null },
  { label: 'Management', words: /\b(?:property )?(?:management|manager|pm)\b/, usualPeriod: null },
  { label: 'Utilities', words: /\b(?:utilities|water|sewer|trash|electric)\b/, usualPeriod: null },
  { label: 'HOA', words: /\bhoa\b/, usualPeriod: 'monthly' },
  { label: 'Landscaping and snow', words: /\b(?:landscaping|lawn|snow(?: removal)?)\b/, usualPeriod: null },
  { label: 'Capital reserves', words: /\b(?:capex|reserves?)\b/, usualPeriod: null },
];

/**
 * The expenses named item by item ("taxes 7200/yr, ins 3,100, repair budget 4k a yr, PM takes 8% of
 * rent"): each amount or share of rent with the item its words name. Null when an item's amount has
 * no period and the item has no usual one (is "utilities 300" a month or a year?), or an amount
 * names no item: a total then needs asking, never a guess.
 */
export function itemizedExpenses(
  text: string,
  tokens: readonly NumberToken[],
  candidates: readonly NumberToken[],
): ExpenseItem[] | null {
  const items: ExpenseItem[] = [];
  for (const t of candidates) {
    // A share of rent is named by its own clause too ("5% of gross rent for repairs").
    const afterLength = t.kind === 'percent' ? 40 : 12;
    const words = `${wordsBefore(text, tokens, t, 40)} ${text.slice(t.end, t.end + afterLength).split(/[,;]|\.\s/)[0]}`;
    const item = EXPENSE_ITEMS.find((i) => i.words.test(words));
    if (!item) return null;
    if (t.kind === 'percent') {
      if (
        !/\bof (?:the )?(?:gross |collected )?(?:rents?|income|revenue)\b|\b(?:management|manager|pm)\b/.test(
          words,
        )
      )
        return null;
      // Management is charged on the rent collected; repairs and reserves are budgeted on the rent as
      // scheduled ("5% of gross rent for repairs"), unless the words say collected.
      const onCollected =
        /\bcollected\b|\beffective\b/.test(words) ||
        (/\b(?:management|manager|pm)\b/.test(words) && !/\b(?:gross|scheduled|full)\b/.test(words));
      items.push({ label: item.label, shareOfRent: t.value, ofGross: !onCollected });
      continue;
    }
    const period = t.period ?? item.usualPeriod;
    if (!period) return null;
    items.push({ label: item.label, yearly: period === 'monthly' ? t.value * 12 : t.value });
  }
  return items.length >= 2 ? items : null;
}

/** A stretch of the question a reader has read, or a number written in it. */
export interface Span {
  start: number;
  end: number;
}

/** Every number written in digits ("20-unit", "27.5", "1,200"), with where it stands. */
export const writtenNumbers = (text: string): (Span & { value: number })[] =>
  [...text.matchAll(/\d(?:[\d,]*\d)?(?:\.\d+)?/g)].map((m) => ({
    value: num(m[0]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

/**
 * True when every number the question writes lies in a span the reader placed: the readers that read
 * counts and units the tokenizer leaves out (acres, miles, nights, units) fire only then.
 */
export const everyNumberPlaced = (text: string, spans: readonly (Span | undefined)[]): boolean =>
  writtenNumbers(text).every(
    (n) =>
      spans.some((s) => s && n.start >= s.start && n.end <= s.end) ||
      storyYears(text).some((s) => n.start >= s.start && n.end <= s.end),
  );

/**
 * "bought it in 2021", "since 2019", "originated 2018", "my 2018 mortgage": a calendar year told in
 * the story, never an amount.
 */
export const storyYears = (text: string): Span[] => [
  ...[
    ...text.matchAll(
      /\b(?:in|since|back in|during|from|built(?: in)?|constructed(?: in)?|renovated(?: in)?)\s+((?:19|20)\d{2})\b(?!\s*(?:sq|sf|square|k\b|\/))/g,
    ),
  ].map((m) => ({
    start: (m.index ?? 0) + m[0].length - m[1]!.length,
    end: (m.index ?? 0) + m[0].length,
  })),
  ...[...text.matchAll(/\b(?:19|20)\d{2}\b/g)]
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + 4 }))
    .filter((y) => isLoanStoryYear(text, y.start, y.end)),
];

/** The first match of a pattern whose first group is a number: its value and where the match stands. */
export function numberAt(text: string, pattern: RegExp): (Span & { value: number }) | undefined {
  const m = pattern.exec(text);
  if (!m?.[1]) return undefined;
  return { value: num(m[1]), start: m.index, end: m.index + m[0].length };
}

/** A dollar amount as written ("$1.2m", "350k", "30,000", "$0.67"): group 1 the digits, 2 the suffix. */
export const AMOUNT =
  '(?<![\\d.,])(?:\\$\\s?)?(\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?)(?![.,]?\\d)(?:\\s?(k|mm|m|million|thousand)\\b)?';
/** A percentage as written: "20%", "5.5 pct", "3.5 percent". */
export const PCT = '(?<![\\d.,])(\\d+(?:\\.\\d+)?)\\s?(?:%|percent\\b|pct\\b)';
export const amountValue = (digits: string, suffix?: string): number =>
  num(digits) * (suffix === 'k' || suffix === 'thousand' ? 1e3 : suffix ? 1e6 : 1);

/** Every match of a pattern (AMOUNT or PCT first in it) with its value and where it stands. */
export function amountsAt(text: string, pattern: RegExp, percent = false): (Span & { value: number })[] {
  return [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => ({
    value: percent ? Number(m[1]) / 100 : amountValue(m[1]!, m[2]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

/**
 * "our 2024 reserve study", "installed 2009": the calendar years a question names that a reader took
 * as dates, shown among its inputs so the reading check sees them read (rules 88–89).
 */
export function datesNamed(tokens: readonly NumberToken[]): string[] {
  const years = tokens.filter((t) => /^(?:19[5-9]\d|20[0-4]\d)$/.test(t.raw));
  return years.length > 0
    ? [`Year named: ${years.map((t) => t.raw).join(', ')} (a date, not an amount)`]
    : [];
}
