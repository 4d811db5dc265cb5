// What a question's number is, read from the words around it, so no reader guesses a role by a
// number's size or place. One reading with its differences named (docs/assistant.md rules 102, 107,
// 110 and 111):
//
// - Which words around a number count: a `Window` (the clause of an amount, rule 107; the clause of a
//   homeowner's or an offer's number, rules 102 and 111; the raw words right before and after, to the
//   number beside it, for the offer-clause readers of rule 110 that test their own patterns).
// - Which side is read first (`LabelRule.first`): the label nearest before the number, else the first
//   after it (rule 107); or the first after, else the nearest before (rules 102 and 111). Two labels
//   at one place go by the caller's order (by default the order the labels are written in).
// - What else a rule adds: how few words may lead up to a label after the number (`lead`), words that
//   name nothing ("with no concessions", `unsaid`), and the label a list began with (`list`).
//
// A number no label names is left undefined, so its reader answers nothing and the question is asked.
// Numbers that are no amount at all (a form's name, a calendar year, an age, a zip code) are set aside
// first by the readers of rule 107.
import type { NumberToken } from './parse-numbers.ts';
import { wordsBefore, type Span } from './quick-math-reading.ts';

// ---------------------------------------------------------------------------------------------------
// Numbers that are no amount (rule 107).

/** "W-2", "K-1", "1099-NEC", "1120-S", "a 1031": a tax form's or a code section's name, no amount. */
const FORM_NAME =
  /\b(?:40[13]\(?[kb]\)?s?|457\(?b\)?|w-?2s?|k-?1s?|1099(?:-?(?:nec|misc|k))?s?|1040|1065|1031|1120-?s?|8829|schedule [a-z]\b)/g;
/** "2022:", "for 2023", "in 2021": a calendar year (never "$2,022" or "2022 sq ft"). */
const CALENDAR_YEAR = /(?<![\d$.,])(?:19|20)\d\d(?![\d%]|,\d|\s?(?:k|sq|sf|square)\b|\.\d)/g;
/** "at 52", "age 61", "I'm 34,": a person's age in a story of selling a business or retiring. */
const AGE =
  /\b(?:at|age|aged|i'?m|i am|we'?re|turned)\s(\d\d)\b(?!\s?(?:%|percent|months?|years?|yrs?|k\b|x\b))/g;
/** "in 46220", "zip 80206": a place's zip code. */
const ZIP = /\b(?:in|zip(?: code)?|near|buying in|rental in)\s(\d{5})\b/g;

export interface SetAside extends Span {
  /** What the number is taken as: a form's name, a year, an age or a zip code. */
  as: 'form' | 'year' | 'age' | 'zip';
  raw: string;
}

/** The numbers of a question that are no amount: forms, calendar years, ages and zip codes. */
export function setAside(text: string): SetAside[] {
  const spans: SetAside[] = [];
  const add = (m: RegExpMatchArray, as: SetAside['as'], group = 0) => {
    const raw = m[group]!;
    const start = (m.index ?? 0) + m[0].length - raw.length;
    spans.push({ start, end: start + raw.length, as, raw });
  };
  for (const m of text.matchAll(FORM_NAME)) add(m, 'form');
  for (const m of text.matchAll(CALENDAR_YEAR))
    if (!spans.some((s) => s.start <= (m.index ?? 0) && s.end > (m.index ?? 0))) add(m, 'year');
  for (const m of text.matchAll(AGE)) add(m, 'age', 1);
  for (const m of text.matchAll(ZIP)) add(m, 'zip', 1);
  return spans;
}

/** The question's number tokens less those set aside (a form's "2" of "W-2", a year, an age). */
export function amountTokens(tokens: readonly NumberToken[], aside: readonly Span[]): NumberToken[] {
  return tokens.filter((t) => !aside.some((s) => t.start < s.end && t.end > s.start));
}

/** The start of the sentence a position stands in (after ". ", "? ", "! ", "; " or a line break). */
const sentenceStart = (text: string, at: number): number => {
  const before = text.slice(0, at);
  const m = /[.?!;]\s(?=[^.?!;]*$)|\n(?=[^\n]*$)/.exec(before);
  return m ? m.index + m[0].length : 0;
};

/** The end of the clause a position stands in (a sentence break or a comma before words). */
const clauseEnd = (text: string, at: number): number => {
  const m = /[.?!;]\s|[.?!;]?$|,\s/.exec(text.slice(at));
  return m ? at + m.index : text.length;
};

/** The calendar year an amount belongs to: written right after it ("$84,500 for 2022"), else the
 * last year before it in its sentence ("2022: W-2 $60,000 and K-1 $38,000"). */
export function yearOf(text: string, t: NumberToken, aside: readonly SetAside[]): number | undefined {
  const years = aside.filter((s) => s.as === 'year');
  const right = years.find(
    (y) =>
      y.start >= t.end &&
      /^\s*(?:in|for|during|from|\(|-|,)?\s*(?:tax year |the year )?$/.test(text.slice(t.end, y.start)),
  );
  if (right && !/^\s*(?::|-\s)/.test(text.slice(right.end, right.end + 3))) return Number(right.raw);
  const from = sentenceStart(text, t.start);
  const before = years.filter((y) => y.end <= t.start && y.start >= from).at(-1);
  return before ? Number(before.raw) : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Windows: which words around a number may name it.

/** The words on one side of a number that may name it. */
export type Window = (text: string, tokens: readonly NumberToken[], t: NumberToken) => string;

const previousOf = (tokens: readonly NumberToken[], t: NumberToken) =>
  tokens.filter((o) => o.end <= t.start).at(-1);
const nextOf = (tokens: readonly NumberToken[], t: NumberToken) => tokens.find((o) => o.start >= t.end);

/** Rule 110: the words right before a number, back to the number before it (at most `limit`). */
export const wordsRightBefore = (
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  limit = 40,
): string => wordsBefore(text, tokens, t, limit).toLowerCase();

/** Rule 110: the words right after a number, up to the next number (at most `limit`). */
export function wordsRightAfter(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  limit = 40,
): string {
  const next = nextOf(tokens, t);
  return text.slice(t.end, Math.min(next?.start ?? text.length, t.end + limit)).toLowerCase();
}

/** Rules 102 and 111: the words after a number up to the next number or clause break (a bracket
 * opens an aside). */
export const wordsAfter: Window = (text, tokens, t) =>
  (
    text.slice(t.end, nextOf(tokens, t)?.start ?? text.length).split(/[.;!?,(]\s*|\s(?:and|but|plus)\s/)[0] ??
    ''
  ).slice(0, 40);

/** Rules 102 and 111: the words before a number back to the number or clause break before it. */
export const wordsBeforeIn: Window = (text, tokens, t) =>
  (
    text
      .slice(previousOf(tokens, t)?.end ?? 0, t.start)
      .split(/[.;!?,)]\s*|\s(?:and|but|plus)\s/)
      .pop() ?? ''
  ).slice(-50);

/** Rule 107: the words since the number before, in the number's own sentence and clause ("how much
 * is reclassified, how much would 60% bonus …" names the 60% bonus). */
const ownClauseBefore: Window = (text, tokens, t) => {
  const start = Math.max(previousOf(tokens, t)?.end ?? 0, sentenceStart(text, t.start));
  const window = text.slice(start, t.start);
  const cut = window.lastIndexOf(', ');
  return cut >= 0 ? window.slice(cut + 2) : window;
};

/** Rule 107: the words after a number to the next number or the end of its clause. */
const clauseAfter: Window = (text, tokens, t) =>
  text.slice(t.end, Math.min(nextOf(tokens, t)?.start ?? text.length, clauseEnd(text, t.end)));

// ---------------------------------------------------------------------------------------------------
// Labels.

interface Hit<L> {
  label: L;
  /** Where the label starts (first after) or ends (last before). */
  at: number;
}

/** The label said first in some words; two at one place go by the order. */
function firstLabel<L extends string>(
  words: string,
  labels: Readonly<Record<L, RegExp>>,
  order: readonly L[],
): Hit<L> | undefined {
  let best: Hit<L> | undefined;
  for (const label of order) {
    const at = words.search(labels[label]);
    if (at >= 0 && (!best || at < best.at)) best = { label, at };
  }
  return best;
}

/** The label said last in some words, with where it ends; two ending together go by the order. */
function lastLabel<L extends string>(
  words: string,
  labels: Readonly<Record<L, RegExp>>,
  order: readonly L[],
): Hit<L> | undefined {
  let best: Hit<L> | undefined;
  for (const label of order)
    for (const m of words.matchAll(new RegExp(labels[label].source, 'g'))) {
      const at = (m.index ?? 0) + m[0].length;
      if (!best || at > best.at) best = { label, at };
    }
  return best;
}

/** How one reading names a number: where it looks, and which side first. */
export interface LabelRule {
  /** The side read first: the label said nearest before the number, or the one said first after it. */
  first: 'before' | 'after';
  before: Window;
  after: Window;
  /** What may stand between a number and a label after it, else that label is not its own. */
  lead?: RegExp;
  /** Words that name nothing ("with no concessions"), blanked before reading (a global pattern). */
  unsaid?: RegExp;
  /** With no label beside it, the label its list began with in the same sentence. */
  list?: boolean;
}

/**
 * Rule 107, an amount: named in the words since the number before it ("K-1 ordinary income
 * $38,000"), else in its own clause right after it ("$318,000 in deposits", at most four words on),
 * else the label its list began with ("net profit was $84,500 for 2022 and $96,300 for 2023").
 */
export const AMOUNT_LABEL: LabelRule = {
  first: 'before',
  before: ownClauseBefore,
  after: clauseAfter,
  lead: /^[\s$]*(?:[a-z/&'-]+\s*){0,4}$/,
  list: true,
};

/** Rule 102, a homeowner's number: the label right after it ("$14,500 of damage", "$1,000
 * deductible"), else the last before it back to the number or clause break ("dwelling coverage is 425k"). */
export const OWNER_LABEL: LabelRule = { first: 'after', before: wordsBeforeIn, after: wordsAfter };

/**
 * Rule 111, an offer's number: as a homeowner's, so "$10,000 in closing cost credits" is a credit
 * when the caller orders credit first; a credit said not to be there ("with no concessions") names
 * nothing.
 */
export const OFFER_LABEL: LabelRule = {
  ...OWNER_LABEL,
  unsaid: /\b(?:no|without|zero)\s+(?:\w+\s+)?(?:concessions?|credits?|repairs?|asks?)\b/g,
};

/** With only amounts, years and joining words since the label: "… $84,500 for 2022 and $96,300". */
const LISTED =
  /^[\s\d$,.:()k-]*(?:(?:which|that|it|was|were|of|is|are|and|for|in|then|,|the|year|yr|tax|respectively)[\s\d$,.:()k-]*)*$/;

/**
 * The label of a number by a rule, among the labels named in `order` (by default all, in the order
 * written); undefined when none names it.
 */
export function labelOf<L extends string>(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  labels: Readonly<Record<L, RegExp>>,
  rule: LabelRule,
  order: readonly L[] = Object.keys(labels) as L[],
): L | undefined {
  const read = (window: Window) => {
    const words = window(text, tokens, t);
    return rule.unsaid ? words.replace(rule.unsaid, ' ') : words;
  };
  const before = () => lastLabel(read(rule.before), labels, order)?.label;
  const after = () => {
    const words = read(rule.after);
    const hit = firstLabel(words, labels, order);
    return hit && (!rule.lead || rule.lead.test(words.slice(0, hit.at))) ? hit.label : undefined;
  };
  const beside = rule.first === 'before' ? (before() ?? after()) : (after() ?? before());
  if (beside !== undefined || !rule.list) return beside;
  const sentence = text.slice(sentenceStart(text, t.start), t.start);
  const listed = lastLabel(sentence, labels, order);
  return listed && LISTED.test(sentence.slice(listed.at)) ? listed.label : undefined;
}

/** A number's span, for placing every number a reader read. */
export const spanOf = (t: { start: number; end: number }): Span => ({ start: t.start, end: t.end });

/** The one token of a list a test picks out, or null when none or more than one does. */
export function onlyOne(
  tokens: readonly NumberToken[],
  test: (t: NumberToken) => boolean,
): NumberToken | null {
  const found = tokens.filter(test);
  return found.length === 1 ? found[0]! : null;
}
