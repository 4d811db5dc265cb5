// Follow-ups to an explanation keep its topic (issue 19, class 5): "is that negotiable?" after who pays
// the buyer's agent, "so is a higher one better or worse" after a cap rate, "mine is 580, is that
// hopeless" after credit scores. Alone they match nothing, or an unrelated article by a shared word.
// When the previous answer was a topic's explanation and the new message reads like a follow-up, the
// message is searched together with that topic's title, and the answer stays with that topic or one
// of its related topics; it leads with the paragraphs that speak to the follow-up.
import type { HistoryTurn } from '../protocol.ts';
import { KNOWLEDGE_BASE, type KnowledgeTopic } from './knowledge-base.ts';
import { processTerm, relatedTopicsFooter, searchKnowledge, type KnowledgeHit } from './knowledge-search.ts';

/** Words that lean on something said before: "that", "it", "mine", "so", "and", "what about". */
const LEANS_BACK =
  /^(?:and|so|ok(?:ay)?|but|also|then|what about|how about|what if|is that|is it|does it|does that|do they|can i|mine|ours)\b|\b(?:it|that|this|those|these|they|them|one|ones|mine|ours|there)\b/;

const RISK_WORDS =
  /\bgo wrong\b|\brisk|\bdownsides?\b|\bcons\b|\bpitfalls?\b|\bdangers?\b|\bcatch\b|\bdrawbacks?\b/;
const RISK_STEMS = ['risk', 'downside', 'pitfall', 'careful', 'watch', 'fail', 'lose', 'trap', 'mistake'];

/** The topic the last assistant answer explained, from its heading. */
export function previousTopic(history: readonly HistoryTurn[]): KnowledgeTopic | null {
  const last = history.at(-1);
  // An explanation ends with its related topics; a calculation with the same title does not.
  if (last?.role !== 'assistant' || !last.text.includes('**Related topics**')) return null;
  const headings = [...last.text.matchAll(/^###\s+(.+)$/gm)].map((m) => (m[1] as string).trim());
  for (const heading of headings.reverse()) {
    const topic = KNOWLEDGE_BASE.find((t) => t.title === heading);
    if (topic) return topic;
  }
  return null;
}

export function leansOnPrevious(input: string): boolean {
  const words = input.trim().split(/\s+/);
  return words.length <= 24 && LEANS_BACK.test(input.toLowerCase());
}

/** An answer's first `###` heading: what it answered. */
export function headingOf(markdown: string): string | undefined {
  return /^###\s+(.+)$/m.exec(markdown)?.[1];
}

/**
 * The topic a worked answer was about, from its heading ("2-1 temporary buydown" → temporary
 * buydowns), so that "who usually pays for that?" after it is answered from that topic. Null when the
 * heading names no topic well.
 */
export function computedTopic(history: readonly HistoryTurn[]): KnowledgeTopic | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !/\*\*Inputs/.test(last.text)) return null;
  const heading = headingOf(last.text);
  if (!heading) return null;
  const hit = searchKnowledge(heading, 1)[0];
  return hit && hit.titleOrKeywordMatch ? hit.topic : null;
}

/**
 * The topic a follow-up to `previous` is about: the best match for the follow-up read together with
 * the previous topic's title, among that topic and its related ones; the previous topic itself when
 * nothing else fits.
 */
export function followUpTopic(input: string, previous: KnowledgeTopic): KnowledgeHit {
  const family = new Set([previous.id, ...previous.related]);
  const hits = searchKnowledge(`${input} ${previous.title}`, 8).filter((h) => family.has(h.topic.id));
  return hits[0] ?? { topic: previous, score: 0, matchedTerms: [], titleOrKeywordMatch: true };
}

/** The topic's paragraphs ranked by the follow-up's words; the ones that speak to it first. */
export function renderTopicFollowUp(input: string, hit: KnowledgeHit): string {
  const words = new Set(
    (input.toLowerCase().match(/[a-z][a-z']+/g) ?? []).map((w) => processTerm(w)).filter((w) => w !== null),
  );
  // "the 45 day thing": a number names the paragraph that has it.
  const numbers = input.match(/\b\d+(?:\.\d+)?\b/g) ?? [];
  // "what can go wrong?", "any downsides": the paragraphs about risks.
  if (RISK_WORDS.test(input.toLowerCase())) for (const w of RISK_STEMS) words.add(w);
  const paragraphs = hit.topic.body.trim().split(/\n{2,}/);
  const scored = paragraphs.map((p, i) => {
    const text = p.toLowerCase();
    const score =
      [...words].filter((w) => w.length >= 3 && text.includes(w.slice(0, Math.max(4, w.length - 2)))).length +
      numbers.filter((n) => new RegExp(`\\b${n.replace('.', '\\.')}\\b`).test(text)).length * 2;
    return { p, i, score };
  });
  const best = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  const lead = best.slice(0, 2).sort((a, b) => a.i - b.i);
  const rest = scored.filter((s) => !lead.includes(s));
  const body = lead.length > 0 ? [...lead, ...rest].map((s) => s.p).join('\n\n') : hit.topic.body.trim();
  return `### ${hit.topic.title}\n\n_Following on from your last question._\n\n${body}\n\n${relatedTopicsFooter(hit.topic, input)}`;
}
