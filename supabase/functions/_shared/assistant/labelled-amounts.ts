// Every number of a question given the name its own words give it (docs/assistant.md rule 107), for
// the readers of self-employed borrowers, DSCR loans and investors' taxes: a form's name ("W-2", "K-1",
// "1099"), a calendar year ("2022:"), a zip code or an age is set aside as no amount, and each other
// number takes the label named right before it, else right after it, else the one its list began with
// ("net profit was $84,500 for 2022 and $96,300 for 2023": both are net profit). A number with no label
// leaves the question to be asked, so no reader guesses a role by size.
import type { NumberToken } from './parse-numbers.ts';
import type { Span } from './quick-math-reading.ts';

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

/** The last of a set of labels a stretch of words names, with where it ends. */
function lastLabel<L extends string>(
  words: string,
  labels: Readonly<Record<L, RegExp>>,
): { label: L; at: number } | undefined {
  let best: { label: L; at: number } | undefined;
  for (const [label, pattern] of Object.entries(labels) as [L, RegExp][])
    for (const m of words.matchAll(new RegExp(pattern.source, 'g'))) {
      const at = (m.index ?? 0) + m[0].length;
      if (!best || at > best.at) best = { label, at };
    }
  return best;
}

/**
 * The label of a number: named in the words since the number before it ("K-1 ordinary income
 * $38,000"), else in its own clause after it ("$318,000 in deposits"), else the label its list began
 * with in the same sentence ("$84,500 for 2022 and $96,300 for 2023"). Undefined when none names it.
 */
export function labelOf<L extends string>(
  text: string,
  tokens: readonly NumberToken[],
  t: NumberToken,
  labels: Readonly<Record<L, RegExp>>,
): L | undefined {
  const previous = tokens.filter((o) => o.end <= t.start).at(-1);
  const next = tokens.find((o) => o.start >= t.end);
  const start = Math.max(previous?.end ?? 0, sentenceStart(text, t.start));
  // Its own clause only: "how much is reclassified, how much would 60% bonus …" names the 60% bonus.
  const window = text.slice(start, t.start);
  const cut = window.lastIndexOf(', ');
  const own = lastLabel(cut >= 0 ? window.slice(cut + 2) : window, labels);
  if (own) return own.label;
  const after = text.slice(t.end, Math.min(next?.start ?? text.length, clauseEnd(text, t.end)));
  const firstAfter = Object.entries(labels)
    .map(([label, pattern]) => ({ label: label as L, at: after.search(pattern as RegExp) }))
    .filter((l) => l.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (firstAfter && /^[\s$]*(?:[a-z/&'-]+\s*){0,4}$/.test(after.slice(0, firstAfter.at)))
    return firstAfter.label;
  // A list: only amounts, years and joining words since the label ("… $84,500 for 2022 and $96,300").
  const sentence = text.slice(sentenceStart(text, t.start), t.start);
  const listed = lastLabel(sentence, labels);
  if (!listed) return undefined;
  const since = sentence.slice(listed.at);
  return /^[\s\d$,.:()k-]*(?:(?:which|that|it|was|were|of|is|are|and|for|in|then|,|the|year|yr|tax|respectively)[\s\d$,.:()k-]*)*$/.test(
    since,
  )
    ? listed.label
    : undefined;
}

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
