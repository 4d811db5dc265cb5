// Follow-ups on a land answer (docs/assistant.md rule 94): after a fence, a driveway, a well, gravel,
// acres priced a foot, lots, parcels or an ag valuation worked out, "what if it's $18 a foot
// instead?", "what about a 20 acre one?", "and at 4 inches deep?" change the one figure of that kind
// in the question before (a price a foot, a square foot, an acre or a yard; a length; a depth; acres;
// a percentage) and work it again. Only one figure, only of a kind the question had once, and only
// when the message reads as a change ("what if", "instead", "how about"); otherwise it is left alone.
import type { HistoryTurn } from '../protocol.ts';
import { PER_ACRE, PER_FOOT, PER_SQUARE_FOOT, PER_YARD, lengths } from './land-measure-math.ts';
import { normalizeText } from './parse-numbers.ts';
import { readQuickMath } from './quick-math.ts';
import { PCT, writtenNumbers, type QuickAnswer, type Span } from './quick-math-reading.ts';

/** The answers a land reader gives, by their headings. */
const LAND_HEADING =
  /^### (?:Fence around the land|Cost by the linear foot|Well cost by the foot|\w+ by the cubic yard|Acres priced by the square foot|Square feet priced by the acre|Land: area, price and lots|Price per acre of each parcel|Land value after the house and improvements|Part of the land sold by the acre|Property tax on an agricultural valuation|Lot split: profit and margin)\s*$/m;

/** A message that reads as a change of the question before. */
const CHANGE_CUE =
  /\b(?:what if|instead|how about|what about|and if|if it'?s|if it were|if we|make it|rather|suppose|say it'?s|change)\b|^\s*(?:and|at|with)\b/;

type Found = Span & { raw: string };
const spans = (text: string, pattern: RegExp): Found[] =>
  [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => ({
    raw: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));

/** The kinds of figure a follow-up may change, each found the same way in both messages. */
const KINDS: readonly { name: string; find: (text: string) => Found[] }[] = [
  { name: 'price a sq ft', find: (t) => spans(t, PER_SQUARE_FOOT) },
  { name: 'price a foot', find: (t) => spans(t, PER_FOOT) },
  { name: 'price an acre', find: (t) => spans(t, PER_ACRE) },
  { name: 'price a yard', find: (t) => spans(t, PER_YARD) },
  { name: 'depth', find: (t) => spans(t, /(?<![\d.,$])\d+(?:\.\d+)?[\s-]*(?:inch(?:es)?|")/) },
  {
    name: 'acres',
    find: (t) =>
      spans(t, /(?<![\d.,$])\d[\d,]*(?:\.\d+)?[\s-]*(?:acres?|ac\b)(?!\s*(?:lots?|min))/).filter(
        (a) => !/^\s*(?:for|at)\s*\$/.test(t.slice(a.end, a.end + 6)),
      ),
  },
  { name: 'share', find: (t) => spans(t, new RegExp(PCT)) },
];

const overlaps = (a: Span, b: Span) => a.start < b.end && a.end > b.start;

/** The one figure of the follow-up and its kind, when it names exactly one. */
function changeIn(followUp: string): { kind: string; raw: string } | null {
  const found: { kind: string; span: Found }[] = [];
  for (const kind of KINDS)
    for (const span of kind.find(followUp))
      if (!found.some((f) => overlaps(f.span, span))) found.push({ kind: kind.name, span });
  for (const length of lengths(followUp))
    if (!found.some((f) => overlaps(f.span, length)))
      found.push({ kind: 'length', span: { raw: followUp.slice(length.start, length.end), ...length } });
  if (found.length !== 1) return null;
  const only = found[0]!;
  // Every number of the follow-up must be in that one figure.
  if (!writtenNumbers(followUp).every((n) => n.start >= only.span.start && n.end <= only.span.end))
    return null;
  return { kind: only.kind, raw: only.span.raw.trim() };
}

function figuresOfKind(text: string, kind: string): Found[] {
  if (kind === 'length') return lengths(text).map((l) => ({ raw: text.slice(l.start, l.end), ...l }));
  const all = KINDS.find((k) => k.name === kind)!.find(text);
  // A price a foot is never the price a square foot it sits in.
  return kind === 'price a foot'
    ? all.filter((f) => !spans(text, PER_SQUARE_FOOT).some((s) => overlaps(s, f)))
    : all;
}

export function landFollowUp(input: string, history: readonly HistoryTurn[]): QuickAnswer | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !LAND_HEADING.test(last.text)) return null;
  const followUp = normalizeText(input);
  if (!CHANGE_CUE.test(followUp)) return null;
  const change = changeIn(followUp);
  if (!change) return null;
  // The question that answer worked out: the latest message that reads as a land answer alone.
  const questions = history.filter((t) => t.role === 'user').map((t) => normalizeText(t.text));
  const before = [...questions].reverse().find((q) => {
    const answer = readQuickMath(q);
    return answer !== null && LAND_HEADING.test(`### ${answer.title}`);
  });
  if (!before) return null;
  const old = figuresOfKind(before, change.kind);
  if (old.length !== 1) return null;
  const was = old[0]!;
  const rewritten = `${before.slice(0, was.start)}${change.raw}${before.slice(was.end)}`;
  const answer = readQuickMath(rewritten);
  if (!answer || !LAND_HEADING.test(`### ${answer.title}`)) return null;
  return { ...answer, inputs: [`Changed from before: ${was.raw.trim()} → ${change.raw}`, ...answer.inputs] };
}
