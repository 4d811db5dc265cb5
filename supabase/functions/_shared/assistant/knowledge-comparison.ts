// "What's the difference between a cap rate and cash-on-cash return?", "APR vs interest rate", "is
// earnest money the same as a down payment?": two named concepts asked about together. The answer
// leads with what each one is, side by side, then explains each; one article alone (an outside review
// found "cap rate and cash on cash" answered with the cash-on-cash article only) answers half of it.
// When one article covers both ("Pre-approval vs. pre-qualification"), the lead comes from it.

import type { KnowledgeTopic } from './knowledge-base.ts';
import {
  bestTopic,
  expandAbbreviations,
  findTopic,
  type KnowledgeHit,
  STOP_WORDS,
} from './knowledge-search.ts';

export interface Comparison {
  /** The two concepts as the user named them. */
  terms: readonly [string, string];
  /** One article that covers both, or one for each, in the order named. */
  hits: readonly KnowledgeHit[];
}

const ARTICLE = /^(?:an?|the|my|your|our)\s+/i;
/** What may follow the second concept without being part of it: "…, which is better for me". */
const TRAILER =
  /\s*(?:[,;:(]|\s-\s|\?|\.(?:\s|$)|\b(?:which|what|and (?:which|what|how|why|when)|when|for (?:a|an|me|us|my|our)|in (?:real estate|a deal|investing|commercial)|exactly|really|again|please)\b).*$/i;

/** The ways a question names two things to tell apart, each capturing the two. */
const PATTERNS: readonly RegExp[] = [
  /\b(?:differences?|diff)\s+between\s+(.+?)\s+(?:and|&|vs\.?|versus|or)\s+(.+)$/i,
  /\bhow\s+(?:does|do|is|are)\s+(.+?)\s+(?:differ|different|compare)\s+(?:from|than|to|with)\s+(.+)$/i,
  /\b(?:is|are)\s+(.+?)\s+the\s+same\s+(?:thing\s+)?as\s+(.+)$/i,
  /^(?:(?:what(?:'s| is)|whats)\s+(?:the\s+)?(?:difference|diff)|difference|(?:which is better|what's better|whats better)\b)[\s:,-]+(.+?)\s+(?:vs\.?|versus|or|and)\s+(.+)$/i,
  /^(.+?)\s+(?:or|and|vs\.?|versus)\s+(.+?)\s*[,:;-]+\s*(?:what(?:'s| is)|whats)\s+the\s+difference\b.*$/i,
  /^(?:(?:explain|compare)\s+)?(.+?)\s+(?:vs\.?|versus|v\.|compared\s+(?:to|with))\s+(.+)$/i,
];

/** A concept as named, cut to its words: no article, no question after it. */
function clean(term: string): string {
  return term
    .replace(TRAILER, '')
    .replace(/^(?:(?:what(?:'s| is)|whats|explain|compare|so|ok(?:ay)?|hey|hi)\b[\s,:]*)+/i, '')
    .replace(ARTICLE, '')
    .replace(/[?.!,\s]+$/, '')
    .trim();
}

/** The two concepts a question asks to tell apart, or null. */
export function comparedTerms(input: string): [string, string] | null {
  // Case kept, so the concepts are named back as the user wrote them ("NNN", "APR").
  const text = input
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  for (const pattern of PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    // "Class A, B and C", "NNN, modified gross and full service": a list of three is not a pair.
    if ((m[1] as string).includes(',')) continue;
    const first = clean(m[1] as string);
    const second = clean(m[2] as string);
    const words = (t: string) => t.split(' ').length;
    // Two short names, each with a word that means something ("15 and 30" alone is not two concepts).
    if (!first || !second || first.toLowerCase() === second.toLowerCase()) continue;
    if (words(first) > 6 || words(second) > 6) continue;
    // "income dropped this year vs last year": two times of one thing, not two concepts (rule 108).
    if (/^(?:last|this|next|prior|previous) (?:year|month|quarter)$|^(?:19|20)\d\d$/i.test(second)) continue;
    if (stems(first).length === 0 || stems(second).length === 0) continue;
    return [acronymsUpper(first), acronymsUpper(second)];
  }
  return null;
}

/** The trade's acronyms typed in lower case ("heloc vs cash out") are named back in capitals. */
const ACRONYMS =
  /\b(?:nnn|apr|apy|heloc|pmi|mip|fha|va|usda|arm|noi|dscr|grm|ltv|cltv|dti|hoa|adu|reit|cam|coc|roi|irr|arv|brrrr|piti|cma|mls|llc|ti|ltc|sba|cd|le)s?\b/g;
const acronymsUpper = (term: string) =>
  term.replace(ACRONYMS, (a) =>
    a.endsWith('s') && a.length > 2 ? `${a.slice(0, -1).toUpperCase()}s` : a.toUpperCase(),
  );

/** The words of a concept that name it, cut to a prefix so "pre-qualified" finds "pre-qualification". */
function stems(term: string): string[] {
  return (
    expandAbbreviations(term)
      .toLowerCase()
      .replace(/-/g, '')
      .match(/[a-z0-9&]+/g) ?? []
  )
    .filter((w) => !STOP_WORDS.has(w) && w.length >= 2)
    .map((w) => (w.length >= 6 ? w.slice(0, 5) : w));
}

/** Text as stems are matched against: lower case, no hyphens or markup. */
const flat = (text: string) => text.toLowerCase().replace(/[-*]/g, '');

function mentions(text: string, term: string): boolean {
  const words = flat(text).match(/[a-z0-9&]+/g) ?? [];
  return stems(term).every((s) => words.some((w) => w.startsWith(s)));
}

/** Whether a topic's title or keywords name the concept. */
function names(topic: KnowledgeTopic, term: string): boolean {
  return mentions([topic.title, ...topic.keywords].join(' ; '), term);
}

/**
 * The two concepts a question compares and the articles that explain them: one that names both, or
 * one for each. Null when it compares no two concepts, or one of them has no article.
 */
export function compareConcepts(input: string): Comparison | null {
  const terms = comparedTerms(input);
  if (!terms) return null;
  const whole = bestTopic(input);
  if (whole && terms.every((t) => names(whole.topic, t))) return { terms, hits: [whole] };
  const hits = terms.map((t) => (whole && names(whole.topic, t) ? whole : bestTopic(t)));
  const [first, second] = hits;
  if (!first || !second) return null;
  // An article that never names a concept cannot say what it is: "conditional use permit" is not
  // defined by the article on unpermitted work that shares its word "permit".
  if (hits.some((hit, i) => !names(hit!.topic, terms[i]!) && !mentions(hit!.topic.body, terms[i]!)))
    return null;
  if (first.topic.id === second.topic.id) return { terms, hits: [first] };
  return { terms, hits: [first, second] };
}

/**
 * The body's sentences and list items, a sentence that introduces a formula ("…:") joined with it.
 * Tables and headings are not sentences.
 */
function sentences(body: string): string[] {
  const blocks = body
    .trim()
    .split(/\n\s*\n/)
    .map((b) => b.trim());
  const out: string[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as string;
    if (/^[#|]/.test(block)) continue;
    if (/^(?:-|\d+\.)\s/.test(block)) {
      out.push(...block.split('\n').map((line) => line.replace(/^\s*(?:-|\d+\.)\s+/, '').trim()));
      continue;
    }
    for (const s of block.split(/(?<=[.!?])\s+(?=[A-Z*])/)) {
      const next = blocks[i + 1];
      out.push(s.endsWith(':') && next && /^\*\*[^*]+=/.test(next) ? `${s} ${next}` : s);
    }
  }
  return out;
}

/** The words of `term` that `other` does not share, numbers aside ("owner's" beside "lender's title policy"). */
function distinctWords(term: string, other: string): string[] {
  const shared = new Set(stems(other));
  return term
    .split(/\s+/)
    .filter((w) => /^[a-z]/i.test(w) && stems(w).length > 0 && stems(w).every((s) => !shared.has(s)));
}

/** The word itself in the text, plural or possessive ("owner's" in "owner's policy", not "ownership"). */
function namesWord(text: string, word: string): boolean {
  const base = word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/[^a-z0-9]/g, '');
  return new RegExp(`\\b${base}(?:['’]?s|es)?\\b`).test(text.toLowerCase().replace(/\*/g, ''));
}

function sharesAWord(term: string, other: string): boolean {
  const theirs = new Set(stems(other).filter((s) => /^[a-z]/.test(s)));
  return stems(term).some((s) => theirs.has(s));
}

/** Whether the sentence names the concept in bold, as an article does where it defines it. */
const definesInBold = (sentence: string, term: string) =>
  [...sentence.matchAll(/\*\*([^*]+)\*\*/g)].some((m) => mentions(m[1] as string, term));

/**
 * What an article says the concept is: the first sentence naming it in bold, else the first naming
 * it at all, else (an article about it that never names it so) its first sentence.
 */
function definition(topic: KnowledgeTopic, term: string, other = ''): string {
  const all = sentences(topic.body);
  const words = term.split(/\s+/);
  // "owner's title insurance" beside "lender's title policy" is told apart by "owner's": the words
  // the other concept does not share, each tried where the article puts it in bold.
  const own = other ? distinctWords(term, other) : [];
  // "zoning variance" is defined where the article says "**Variance**": the concept's last words,
  // its head noun, when no sentence names it whole.
  const heads = words.map((_, i) => words.slice(i).join(' '));
  const distinct = own.length < words.length ? own : [];
  const keys = [...new Set([...distinct, ...heads])];
  const inBold = (candidates: readonly string[]) =>
    candidates.map((key) => all.find((s) => definesInBold(s, key))).find(Boolean);
  let found =
    all.find((s) => definesInBold(s, term)) ??
    inBold(distinct) ??
    all.find((s) => mentions(s, term)) ??
    inBold(heads) ??
    all[0] ??
    topic.title;
  // "NOI is the income … before mortgage payments:" introduces a list; its formula says it shorter.
  if (found.endsWith(':')) {
    const formula = topic.body
      .split('\n')
      .find((l) => /^\*\*[^*]+=[^*]+\*\*$/.test(l.trim()) && mentions(l, term));
    found = formula ? `${found} ${formula.trim()}` : `${found.slice(0, -1)}.`;
  }
  // "**Condo**: you own…", a list item's own label, is said by the lead's label already.
  const label = /^\*\*([^*]+)\*\*:\s*/.exec(found);
  return label && keys.some((key) => mentions(label[1] as string, key))
    ? capitalised(found.slice(label[0].length))
    : found;
}

/** An article's points that set the two side by side ("Credit score: FHA allows about 580…; conventional…"). */
function contrasts(topic: KnowledgeTopic, a: string, b: string): string[] {
  return sentences(topic.body)
    .filter((s) => /^\*\*[^*]+\*\*:/.test(s) && mentions(s, a) && mentions(s, b))
    .slice(0, 2);
}

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** The comparison: each concept in a line, then the article (or the two articles) explaining them. */
export function renderComparison(comparison: Comparison): string {
  const [a, b] = comparison.terms;
  const [first, second] = comparison.hits;
  const topicA = (first as KnowledgeHit).topic;
  const topicB = (second ?? first)!.topic;
  // Two concepts that share a word ("owner's title insurance", "lender's title policy") can both find
  // the sentence about that word ("**Title insurance** protects…"): such a line is looked for again
  // by the words that tell its concept apart.
  const apart = (topic: KnowledgeTopic, term: string, other: string) => {
    const line = definition(topic, term);
    return sharesAWord(term, other) && !namesWord(line, distinctWords(term, other)[0] ?? term)
      ? definition(topic, term, other)
      : line;
  };
  const lineA = apart(topicA, a, b);
  const lineB = apart(topicB, b, a);
  // One sentence that tells both apart ("Agents work under a licensed broker; 'Realtor' refers to…").
  // …and where that sentence only names them, the article's first points that set them side by side.
  const lines =
    lineA === lineB
      ? [
          `- **${capitalised(a)}** and **${b}**: ${lineA}`,
          ...contrasts(topicA, a, b).map((c) => `- ${c}`),
        ].join('\n')
      : `- **${capitalised(a)}**: ${lineA}\n- **${capitalised(b)}**: ${lineB}`;
  const lead = `**How they differ**\n\n${lines}`;
  const articles = second
    ? `### ${capitalised(a)} vs. ${b}\n\n${lead}\n\n### ${topicA.title}\n\n${topicA.body.trim()}\n\n### ${topicB.title}\n\n${topicB.body.trim()}`
    : `### ${topicA.title}\n\n${lead}\n\n${topicA.body.trim()}`;
  return `${articles}\n\n${relatedFooter([topicA, topicB])}`;
}

/** The related topics of the articles shown, without them. */
function relatedFooter(shown: readonly KnowledgeTopic[]): string {
  const ids = new Set(shown.map((t) => t.id));
  const related = [...new Set(shown.flatMap((t) => t.related))]
    .filter((id) => !ids.has(id))
    .map((id) => findTopic(id))
    .filter((t): t is KnowledgeTopic => t !== undefined)
    .slice(0, 4);
  return `**Related topics**\n\n${related.map((t) => `- ${t.title}`).join('\n')}\n`;
}
