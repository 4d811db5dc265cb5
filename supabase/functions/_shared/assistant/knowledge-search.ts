// Full-text search over the knowledge base with MiniSearch (BM25+ ranking, prefix and fuzzy matching,
// field boosts for title and keywords), and the markdown answer for the best topic.

import MiniSearch from 'minisearch';
import { KNOWLEDGE_BASE, type KnowledgeTopic } from './knowledge-base.ts';
import { memoizeByText } from './text-memo.ts';

export interface KnowledgeHit {
  topic: KnowledgeTopic;
  score: number;
  /** Query terms that matched something in the topic. */
  matchedTerms: string[];
  /**
   * Whether a query term matched the topic's title or keywords (not just its body): itself, as its
   * singular or as a prefix; a fuzzy match alone does not count.
   */
  titleOrKeywordMatch: boolean;
}

/** Words that carry no topic meaning in questions. "town" ("best pizza in town") would otherwise find
 * "townhouse" as a prefix, and "new" names no topic alone ("what's new?"): "new construction" is still
 * found by its other word and the phrase. */
export const STOP_WORDS = new Set(
  `a an the and or but if of to in on at by for from with about as into than then so is are was were be been
being do does did doing have has had having i me my mine we us our you your he she it its they them their
this that these those what whats what's which who whom whose when where why how can could should would will
shall may might must need needs want wants know tell explain explained define definition meaning mean means
work works working please thanks thank hi hello hey there here some any much many more most also just like get
gets getting give go going good best better really very okay ok sure one way thing things lot bit kind sort
difference differences diff between vs versus does options
again already actually maybe probably still even ever never always usually away back last left next later soon
say says said tell told ask asked asking try trying tried use used using let look looking see seem seems feel
think thought guess wonder wondering help plan planning someone anyone everyone somebody people person guy guys
friend friends wife husband thing stuff idea question questions answer advice tips dont don cant can't won't isn't
aren't didn't doesn't wouldn't couldn't shouldn't im i'm ive i've id i'd youre you're it's thats that's whats u ur
pls plz lol btw tho though anyway basically literally honestly kinda sorta gonna wanna gotta yeah yes no nope
birthday party weekend tonight tomorrow yesterday town new`.split(/\s+/),
);

/**
 * Words in the topics' titles and keywords that say nothing about real estate by themselves ("how",
 * "good", "first", "work"): they may rank a topic, but they are no evidence a question is about one.
 */
export const GENERAL_WORDS = new Set(
  `above absolute act add after against age and area areas average away back basis before best better break build
can check choose clear close compare cost costs current daily data day days double down draw drives early end even
extra fast features first fix flat for friendly front fund going good high highest how improve kind less like
limit line live low major making much myself non off one out over pass per plan pre prepare process put requests
schedule search second seven should take than the things through thumb time types use walk what when where which
who will with without work worth year years money pay pays`.split(/\s+/),
);

/** Lower-cases, drops stop words and folds a few spellings so "neighbourhood" finds "neighborhood". */
export function processTerm(term: string): string | null {
  const t = term
    .toLowerCase()
    .replace(/^'+|'+$/g, '')
    .replace(/^neighbour/, 'neighbor')
    .replace(/^colour/, 'color');
  if (t.length === 0 || STOP_WORDS.has(t)) return null;
  if (t.length === 1 && !/\d/.test(t)) return null;
  // Small bare numbers ("3 bedroom", "30 years") say nothing about the topic; "1031" does.
  if (/^\d{1,2}$/.test(t)) return null;
  return t;
}

interface IndexedTopic {
  id: string;
  title: string;
  keywords: string;
  body: string;
}

function buildIndex(): MiniSearch<IndexedTopic> {
  const index = new MiniSearch<IndexedTopic>({
    fields: ['title', 'keywords', 'body'],
    storeFields: ['id'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2.5, body: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
      weights: { fuzzy: 0.4, prefix: 0.6 },
    },
  });
  // Topics are indexed with the trade's short forms folded as questions are (expandAbbreviations), so
  // "T-12" in a title is found by "t12" and "co-op" by "coop".
  index.addAll(
    KNOWLEDGE_BASE.map((t) => ({
      id: t.id,
      title: expandAbbreviations(t.title),
      keywords: t.keywords.map(expandAbbreviations).join(' ; '),
      body: expandAbbreviations(t.body),
    })),
  );
  return index;
}

let cachedIndex: MiniSearch<IndexedTopic> | null = null;
function index(): MiniSearch<IndexedTopic> {
  cachedIndex ??= buildIndex();
  return cachedIndex;
}

const TOPICS_BY_ID = new Map(KNOWLEDGE_BASE.map((t) => [t.id, t]));

export function findTopic(id: string): KnowledgeTopic | undefined {
  return TOPICS_BY_ID.get(id);
}

/**
 * The trade's abbreviations spelled out, so "15 yr or 30 yr?" finds "15-year vs. 30-year mortgage" by
 * its words and phrases, as "15 year" would.
 */
const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\b(\d+)\s*-?\s*(?:yrs?|years?)\b/gi, '$1 year'],
  [/\byrs?\b/gi, 'year'],
  [/\bmos\b/gi, 'months'],
  [/\b(?:wich|whcih|whihc)\b/gi, 'which'],
  // "an offer contingent on the inspection" is an offer with a contingency (a listing's status is
  // "contingent" alone).
  [/\bcontingent (?:on|upon)\b/gi, 'contingency on'],
  [/\b(?:mtge?|mortage|morgage)\b/gi, 'mortgage'],
  [/\bmgmt\b/gi, 'management'],
  [/\binsp\b/gi, 'inspection'],
  [/\bappt\b/gi, 'apartment'],
  [/\bsq\.?\s*ft\.?|\bsqft\b/gi, 'square feet'],
  [/\bpre[- ]?approv/gi, 'preapprov'],
  [/\bpre[- ]?qual/gi, 'prequal'],
  // The trade's short forms written with a hyphen or space, which would otherwise split into letters and
  // small numbers that say nothing ("T-12" → "t", "12"; "co-op" → "co", "op"; "CC&Rs" → "cc", "rs").
  [/\bt[- ]?12\b/gi, 't12'],
  [/\bco[- ]?op(s?)\b/gi, 'coop$1'],
  [/\b203\s*\(\s*k\s*\)/gi, '203k'],
  [/\bcap[- ]ex\b/gi, 'capex'],
  [/\bcc\s*&\s*rs?\b/gi, 'ccrs'],
  // "80/10/10" is all small numbers, which name nothing alone: it is the piggyback loan.
  [/\b80\s*[-/]\s*10\s*[-/]\s*10\b/g, 'piggyback 80/10/10'],
  // "FAR" in capitals is the zoning ratio; "far" in lower case is the common word ("how far is it").
  [/\bFAR\b/g, 'floor area ratio'],
  // How to explain ("in simple terms", "in plain english") says nothing about the subject: "simple"
  // would otherwise name fee simple ownership.
  [/\b(?:in\s+)?(?:simple|plain|layman'?s?|easy)\s+(?:terms|english|words|language)\b/gi, ' '],
  // "GP" and "LP" in capitals are a syndication's partners (too short to be searched as words); "lp" in
  // lower case may be propane.
  [/\bGPs?\b/g, 'general partner'],
  [/\bLPs?\b/g, 'limited partner'],
  // The trade's acronyms in the plural ("how do arms work", "helocs vs cash-out") are the acronym.
  [/\b(arm|heloc|dscr|reit|ltv|hoa|adu|fha|noi|grm|cma|mls|arv|nnn|ibr|cd)s\b/gi, '$1'],
];

export function expandAbbreviations(query: string): string {
  return ABBREVIATIONS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), query);
}

/**
 * Text reduced for phrase comparison: lower case, no apostrophes, hyphens and punctuation as spaces.
 * Remembered per text: every search compares the question with every topic's title and keywords.
 */
const phraseText = memoizeByText(phraseTextUncached, 8192);

function phraseTextUncached(text: string): string {
  return (
    expandAbbreviations(text)
      .toLowerCase()
      // "appraised 20k under" says "appraised under": an amount between a phrase's words is no word of
      // it (a 401k or a 203k loan is a name, not an amount).
      .replace(
        /\$\s?\d[\d,.]*\s?(?:k|m|mm|million|thousand|grand)?\b|\b(?!(?:401|403|457|203)\s?k\b)\d[\d,.]*\s?(?:k|grand|thousand)\b/g,
        ' ',
      )
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9%/+]+/g, ' ')
      // "fha or conventional" is "fha vs conventional": a choice between two, however it is written.
      .replace(/\b(?:or|versus|vs)\b/g, 'vs')
      // "seller concession" names the topic whose phrase is "seller concessions": plurals folded.
      .replace(/\b([a-z]{4,})ies\b/g, '$1y')
      .replace(/\b([a-z]{3,}[^s\s])s\b/g, '$1')
      // "pay down the mortgage" names the phrase "pay down mortgage": articles and possessives dropped.
      .replace(/\b(?:the|a|an|my|our|your|their)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Exact keyword or title phrases in the question are strong evidence, the stronger the longer the
 * phrase: "rate lock" names its topic even when "mortgage" and "lock" together rank an article on
 * rates higher, and "triple net" → NNN even with other words. A multiplier, so it counts the same for
 * short and long questions.
 */
function phraseWeight(query: string, topic: KnowledgeTopic): number {
  // What the question asks to do with a thing, or the thing it asks "what/which" about, names the
  // topic more surely than a phrase only mentioned: a word more than the phrase.
  const asked = removalPhraseIn(query, topic);
  const words = Math.max(longestPhraseIn(query, topic), asked > 0 ? asked + 1 : 0);
  if (words === 0) return 1;
  return words === 1 ? 1.2 : 1 + 0.4 * words;
}

/**
 * Ways of saying a cost or condition ends ("when does PMI come off", "get rid of", "stop paying", "how
 * long do I have to pay", "no longer required"), read in phrase text (plurals folded, articles gone).
 */
const REMOVAL =
  /\b(?:remov\w*|cancel\w*|get(?:ting)? rid of|drop\w*|eliminat\w*|(?:come|coming|came|fall|falling|fell|take|taken|taking|go|goes|going|went) (?:off|away)|stop\w* (?:paying|charging|having)|terminat\w*|end|ends|ending|ended|lift\w*|waive\w*|get out of|no longer (?:pay|paying|need|needed|required|charged|have)|how long (?:do|does|will|must|would) (?:i |we |you )?(?:have to |need to )?(?:pay|keep|be charged))\b/;
/** A keyword naming the taking away of a thing ("remove pmi", "get rid of pmi", "pmi removal"): the thing. */
const REMOVAL_KEYWORD =
  /^(?:remove|cancel|get rid of|waive|drop) (.+)$|^(.+) (?:removal|cancellation|waiver)$/;

/**
 * The length in words of a keyword naming the removal of a thing, when the question asks to remove
 * that thing in its own words ("when does PMI come off a conventional loan" → "remove pmi"); 0: none.
 */
function removalPhraseIn(query: string, topic: KnowledgeTopic): number {
  const q = ` ${phraseText(query)} `;
  if (!REMOVAL.test(q)) return 0;
  let words = 0;
  for (const keyword of topic.keywords) {
    const m = REMOVAL_KEYWORD.exec(phraseText(keyword));
    const thing = m?.[1] ?? m?.[2];
    if (thing && q.includes(` ${thing} `)) words = Math.max(words, phraseText(keyword).split(' ').length);
  }
  return words;
}

/**
 * Whether the question's subject is the topic's title: the thing it asks "what" or "which" of ("what
 * contingencies should a buyer put in an offer", "which kinds of contingencies…") or the words it starts
 * with ("contingencies to include in my offer?"). The rest of the question says what about it ("as a
 * first time buyer", "in an offer"), so other topics its words name come after.
 */
function asksAboutTitle(query: string, topic: KnowledgeTopic): boolean {
  const q = phraseText(query).replace(
    /^(?:(?:so|ok|okay|hey|hi|quick question|question|and|also|um)\s+)+/,
    '',
  );
  const title = phraseText(topic.title);
  if (!title || !/^[a-z0-9 ]+$/.test(title)) return false;
  const at = (s: string | undefined) => s !== undefined && (s === title || s.startsWith(`${title} `));
  // "what contingencies…", "what should my offer be contingent on", "a list of contingencies…"
  for (const m of q.matchAll(/\b(?:what|which)(?: (?:kind|type|sort)(?: of)?)? (.*)$/g)) {
    const rest = m[1]!.split(' ');
    // Up to three words between ("should my offer be"), none of them joining another subject.
    for (let n = 0; n <= 3 && n < rest.length; n++) {
      if (n > 0 && /^(?:vs|and|with|without|for|in|on|of|to)$/.test(rest[n - 1]!)) break;
      if (at(rest.slice(n).join(' '))) return true;
    }
  }
  return at(/\b(?:list|kind|type|example)s? of (.*)$/.exec(q)?.[1]) || at(q);
}

/** The length in words of the longest title or keyword phrase of `topic` the query contains (0: none). */
export function longestPhraseIn(query: string, topic: KnowledgeTopic): number {
  const q = ` ${phraseText(query)} `;
  let words = 0;
  for (const phrase of [topic.title, ...topic.keywords]) {
    const p = phraseText(phrase);
    if (p.length < 2) continue;
    if (q.includes(` ${p} `)) words = Math.max(words, p.split(' ').length);
  }
  return words;
}

// ---------------------------------------------------------------------------------------------------
// Typo tolerance: each query word that is not a known word is replaced by the known title/keyword word
// one edit away (two for long words), so "markett" finds "days on market" by its phrase as well.

let cachedVocabulary: Set<string> | null = null;
function vocabulary(): Set<string> {
  if (cachedVocabulary) return cachedVocabulary;
  const words = new Set<string>();
  for (const t of KNOWLEDGE_BASE)
    for (const phrase of [t.title, ...t.keywords, t.body])
      for (const w of phrase.toLowerCase().match(/[a-z]{3,}/g) ?? []) words.add(w);
  cachedVocabulary = words;
  return words;
}

/** Optimal-string-alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(
        ((d[i - 1] as number[])[j] as number) + 1,
        ((d[i] as number[])[j - 1] as number) + 1,
        ((d[i - 1] as number[])[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      (d[i] as number[])[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The query with misspelled words replaced by the closest known word. */
export function correctSpelling(query: string): string {
  const vocab = vocabulary();
  return query.replace(/[A-Za-z]{4,}/g, (word) => {
    const w = word.toLowerCase();
    if (vocab.has(w) || STOP_WORDS.has(w)) return word;
    const max = w.length >= 8 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = max + 1;
    for (const candidate of vocab) {
      if (Math.abs(candidate.length - w.length) > max) continue;
      const dist = editDistance(w, candidate, max);
      if (dist < bestDistance) {
        bestDistance = dist;
        best = candidate;
      }
    }
    return best ?? word;
  });
}

let cachedTopicWords: Set<string> | null = null;
/** The words of the topics' titles and keywords that name something in real estate. */
function topicWords(): Set<string> {
  if (cachedTopicWords) return cachedTopicWords;
  const words = new Set<string>();
  for (const t of KNOWLEDGE_BASE)
    for (const phrase of [t.title, ...t.keywords])
      for (const w of phrase.toLowerCase().match(/[a-z][a-z0-9]{2,}/g) ?? [])
        if (!GENERAL_WORDS.has(w) && !STOP_WORDS.has(w)) words.add(w);
  cachedTopicWords = words;
  return words;
}

/**
 * The question's words, with its letter-and-digit terms that name a topic ("t12"); others ("b2b") are
 * not counted.
 */
const contentWords = (query: string) =>
  (query.toLowerCase().match(/[a-z][a-z0-9']{2,}/g) ?? []).filter(
    (w) => processTerm(w) !== null && (!/\d/.test(w) || topicWords().has(w)),
  );

/**
 * Whether a question is about real estate at all, and readable: at least one of its words names a
 * topic's subject (after spelling correction, and as a prefix: "appraises" → "appraisal"), and fewer
 * than half its words are unknown to the knowledge base when only one names a subject ("blorp
 * zoning flangle asdf" is not a question about zoning). Off-topic questions ("plan a birthday party this weekend") share only general words.
 */
export function aboutRealEstate(rawQuery: string): boolean {
  const words = contentWords(correctSpelling(expandAbbreviations(rawQuery)));
  if (words.length === 0) return false;
  const known = vocabulary();
  const domain = topicWords();
  const named = (w: string) =>
    domain.has(w) || (w.length >= 5 && [...domain].some((d) => d.length >= 5 && d.startsWith(w.slice(0, 5))));
  const unknown = words.filter((w) => !known.has(w) && !named(w));
  const subjects = words.filter(named);
  if (subjects.length <= 1 && unknown.length >= 2 && unknown.length * 2 >= words.length) return false;
  return subjects.length > 0;
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The query's terms as the index sees them (tokenized, stop words and small numbers dropped). */
function queryTerms(query: string): string[] {
  return tokenize(query)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

/**
 * Whether an indexed term was matched by a query term itself, its singular or as its prefix
 * ("syndicat" → "syndication"), not only fuzzily: "floor" matching "flood" one edit away is no
 * evidence the question names flood zones.
 */
function matchedExactly(indexTerm: string, terms: readonly string[]): boolean {
  return terms.some(
    (t) =>
      indexTerm === t ||
      (t.length >= 4 && indexTerm.startsWith(t)) ||
      // A plural finds its singular ("offers" → "offer", "properties" → "property").
      t === `${indexTerm}s` ||
      t === `${indexTerm}es` ||
      t === `${indexTerm.replace(/y$/, '')}ies`,
  );
}

/**
 * A fuzzy match alone on a title or keyword word does not beat an exact one elsewhere: hits whose only
 * title or keyword matches are fuzzy (`fuzzyOnly`), ranked above the first exact title or keyword
 * match, go right after it.
 */
function exactBeforeFuzzy(hits: KnowledgeHit[], fuzzyOnly: ReadonlySet<KnowledgeHit>): KnowledgeHit[] {
  const exactAt = hits.findIndex((h) => h.titleOrKeywordMatch);
  if (exactAt <= 0 || !hits.slice(0, exactAt).some((h) => fuzzyOnly.has(h))) return hits;
  const ahead = hits.slice(0, exactAt);
  return [
    ...ahead.filter((h) => !fuzzyOnly.has(h)),
    hits[exactAt]!,
    ...ahead.filter((h) => fuzzyOnly.has(h)),
    ...hits.slice(exactAt + 1),
  ];
}

/**
 * The index of the hit the question is about by its subject (-1: none): the topic with a title or
 * keyword that is the very term the question asks to define ("whats an OM in commercial real estate"
 * → "om", though "commercial real estate" is a longer phrase), unless that term, read up to its first
 * stop word, starts a longer phrase the question names ("what is a deed in lieu of foreclosure": "deed
 * in lieu", not "deed"); else the topic whose title is what the question asks about (asksAboutTitle).
 */
function subjectAt(query: string, hits: readonly KnowledgeHit[]): number {
  const term = phraseText(definedTerm(query).join(' '));
  if (term) {
    const q = ` ${phraseText(query)} `;
    const phrases = (h: KnowledgeHit) => [h.topic.title, ...h.topic.keywords].map(phraseText);
    const extended = hits.some((h) =>
      phrases(h).some((p) => p.startsWith(`${term} `) && q.includes(` ${p} `)),
    );
    const named = extended ? -1 : hits.findIndex((h) => phrases(h).includes(term));
    if (named >= 0) return named;
  }
  return hits.findIndex((h) => h.titleOrKeywordMatch && asksAboutTitle(query, h.topic));
}

/** Ranked topics for a query (best first). */
export function searchKnowledge(rawQuery: string, limit = 5): KnowledgeHit[] {
  // "explain BRRRR step by step": a way of explaining, never the topic "stepped-up basis".
  const query = correctSpelling(expandAbbreviations(rawQuery.replace(/\bstep[- ]by[- ]step\b/gi, ' ')));
  const terms = queryTerms(query);
  const results = index().search(query);
  let hits: KnowledgeHit[] = [];
  /** Hits whose only title or keyword matches are fuzzy ones. */
  const fuzzyOnly = new Set<KnowledgeHit>();
  for (const r of results) {
    const topic = TOPICS_BY_ID.get(String(r.id));
    if (!topic) continue;
    const named = Object.entries(r.match)
      .filter(([, fields]) => fields.includes('title') || fields.includes('keywords'))
      .map(([term]) => term);
    const exact = named.some((term) => matchedExactly(term, terms));
    const hit: KnowledgeHit = {
      topic,
      score: r.score * phraseWeight(query, topic),
      matchedTerms: r.queryTerms,
      titleOrKeywordMatch: exact,
    };
    if (named.length > 0 && !exact) fuzzyOnly.add(hit);
    hits.push(hit);
  }
  hits.sort((a, b) => b.score - a.score);
  hits = exactBeforeFuzzy(hits, fuzzyOnly);
  hits = broaderMatchFirst(hits);
  // The topic the question is about by its subject leads, scored as the best.
  const subject = subjectAt(query, hits);
  if (subject > 0) {
    const [hit] = hits.splice(subject, 1);
    hits.unshift({ ...hit!, score: Math.max(hit!.score, hits[0]!.score) });
  }
  return hits.slice(0, limit);
}

/**
 * "can I refuse to rent to someone with a criminal record": the leader matched "record" alone
 * (recording fees), the runner-up "rent", "criminal" and "record" (tenant screening). A close
 * runner-up that matches the leader's one word and at least two more is the better answer.
 */
function broaderMatchFirst(hits: KnowledgeHit[]): KnowledgeHit[] {
  const [first, second] = hits;
  if (!first || !second || second.score < first.score * 0.8) return hits;
  const firstTerms = new Set(first.matchedTerms);
  const secondTerms = new Set(second.matchedTerms);
  // Only a leader that rests on one word, against a runner-up with that word and two more.
  const covers =
    firstTerms.size === 1 && [...firstTerms].every((t) => secondTerms.has(t)) && secondTerms.size >= 3;
  if (!covers || (first.titleOrKeywordMatch && !second.titleOrKeywordMatch)) return hits;
  return [{ ...second, score: first.score }, first, ...hits.slice(2)];
}

/** Minimum score for a topic to count as an answer rather than a guess. */
export const MIN_SCORE = 6;

/** Body-only matches need more evidence: a higher score and two distinct query terms. */
export const MIN_BODY_ONLY_SCORE = 30;

/** The best topic when it is a confident match, else null. */
export function bestTopic(query: string): KnowledgeHit | null {
  if (!aboutRealEstate(query)) return null;
  const [best] = searchKnowledge(query, 1);
  if (!best || best.score < MIN_SCORE) return null;
  if (!best.titleOrKeywordMatch && (best.score < MIN_BODY_ONLY_SCORE || new Set(best.matchedTerms).size < 2))
    return null;
  if (!namesDefinedTerm(best.topic, definedTerm(expandAbbreviations(query)))) return null;
  return best;
}

/**
 * The words of the term a question asks to define ("what is a cotenancy clause" → cotenancy, clause;
 * "what does WALT mean" → walt): the words right after "what is (a/an/the)", "whats", "define",
 * "explain" or "what does", up to the first stop word, or the thing "how does … work" asks about, in a question whose short forms are already spelled out
 * (expandAbbreviations: "T-12" → "t12"). Empty when the question is not of that form.
 */
export function definedTerm(query: string): string[] {
  const q = query.trim();
  const m =
    /^(?:(?:so|ok|okay|hey|and|also|quick question)[\s,]+)*(?:what(?:['’]s|s| is| are| does)|define|explain|meaning of)\s+(?:(?:a|an|the)\s+)?(.*)$/i.exec(
      q,
    ) ??
    // "how does a novation work" asks what the thing is, as "what is a novation" does.
    /^(?:(?:so|ok|okay|hey|and|also|quick question)[\s,]+)*how (?:does|do) (?:(?:a|an|the)\s+)?(.+?)\s+work[?.!\s]*$/i.exec(
      q,
    );
  if (!m) return [];
  const words: string[] = [];
  // The term ends with its sentence: "what's an ADU? thinking of adding one" defines "adu".
  const term = m[1]!.split(/[?!]|\.(?:\s|$)/)[0]!;
  for (const w of tokenize(term.toLowerCase())) {
    if (!w) continue;
    const term = processTerm(w);
    if (term === null) break;
    words.push(term);
  }
  return words;
}

let cachedTopicTerms: Map<string, Set<string>> | null = null;
/** Each topic's indexed terms: title, keywords and body, tokenized as the index does. */
function topicTerms(topic: KnowledgeTopic): Set<string> {
  cachedTopicTerms ??= new Map(
    KNOWLEDGE_BASE.map((t) => [
      t.id,
      new Set(queryTerms(expandAbbreviations([t.title, ...t.keywords, t.body].join(' ; ')))),
    ]),
  );
  return cachedTopicTerms.get(topic.id) ?? new Set();
}

/**
 * Whether a topic names each word of the term a question asks to define that the knowledge base does
 * not know, as spelling correction reads it. A topic that shares only the known part of the term
 * ("mezzanine debt" → an article on debt yield; "cotenancy clause", read "tenancy clause" → escalation
 * clauses) answers a different question, so the answer is not confident. Known words a topic lacks
 * ("the standard contingencies") only describe the term.
 */
function namesDefinedTerm(topic: KnowledgeTopic, words: readonly string[]): boolean {
  const known = vocabulary();
  const terms = topicTerms(topic);
  const singular = (w: string) => w.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
  // The same word with an ending ("rehab" → "rehabs", "escalate" → "escalated"), not another word
  // that starts with it ("land" → "landlord").
  const inflected = (t: string, w: string) => w.length >= 4 && t.startsWith(w) && t.length - w.length <= 3;
  return words.every((word) => {
    if (known.has(word) || /\d/.test(word)) return true;
    const corrected = correctSpelling(word).toLowerCase();
    // A correction that is no likely typo reads a word the knowledge base does not know as another
    // one ("referral" → "deferral"): the topic must then name the word as asked.
    const w = likelyTypo(word, corrected) ? corrected : word;
    if (terms.has(w) || terms.has(singular(w))) return true;
    for (const t of terms) if (inflected(t, w) || inflected(t, singular(w))) return true;
    return false;
  });
}

/**
 * Whether spelling correction plausibly fixed a typo rather than swapped in another word: the first
 * letter kept (typists seldom get it wrong, while a real word one edit from a known one often differs
 * there: "referral" → "deferral", "novation" → "renovation", "dower" → "lower") and the correction a
 * word that names something, not a general one ("perc" → "per").
 */
export function likelyTypo(word: string, correction: string): boolean {
  const w = word.toLowerCase();
  const c = correction.toLowerCase();
  if (w === c) return true;
  return w[0] === c[0] && c.length >= 4 && !GENERAL_WORDS.has(c) && !STOP_WORDS.has(c);
}

/** Up to three topics near a question no topic answers with confidence. */
export function closestTopics(query: string): KnowledgeTopic[] {
  if (!aboutRealEstate(query)) return [];
  return searchKnowledge(query, 3)
    .filter((h) => h.score >= 3 && h.titleOrKeywordMatch)
    .map((h) => h.topic);
}

/** Says plainly that no topic matched well, and offers the nearest ones. */
export function renderLowConfidence(topics: readonly KnowledgeTopic[]): string {
  return `### I'm not sure I have an answer to that

I couldn't match your question to a topic I know well, so rather than answer a different question, here are the closest topics I have:

${topics.map((t) => `- ${t.title}`).join('\n')}

Ask about one of them, rephrase the question, or give me numbers to compute (a price, rent, rate or loan). Questions about current local markets need live data I don't have.
`;
}

/** The topic's body followed by 2–4 related topics. */
export function renderKnowledgeAnswer(hit: KnowledgeHit, query = ''): string {
  return `### ${hit.topic.title}\n\n${hit.topic.body.trim()}\n\n${relatedTopicsFooter(hit.topic, query)}`;
}

/**
 * The "Related topics" list that ends every explanation: the topic's own related topics, topped up
 * from the query's other matches. It also marks an answer as an explanation (topic-follow-up.ts).
 */
export function relatedTopicsFooter(topic: KnowledgeTopic, query = ''): string {
  const related: KnowledgeTopic[] = [];
  for (const id of topic.related) {
    const t = TOPICS_BY_ID.get(id);
    if (t && t.id !== topic.id && !related.includes(t)) related.push(t);
  }
  if (related.length < 2 && query) {
    for (const other of searchKnowledge(query, 6)) {
      if (related.length >= 3) break;
      if (other.topic.id !== topic.id && !related.includes(other.topic)) related.push(other.topic);
    }
  }
  const list = related
    .slice(0, 4)
    .map((t) => `- ${t.title}`)
    .join('\n');
  return `**Related topics**\n\n${list}\n`;
}
