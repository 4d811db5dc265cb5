// The "Related topics" list that ends a knowledge answer of the local analyst
// (supabase/functions/_shared/assistant/knowledge-search.ts: `**Related topics**` and a `- ` list), split
// off the reply so the pane can offer each topic as a button that asks it next (issue 13). Only a list
// at the very end counts; anything else stays markdown. Topics are plain text: links and emphasis are
// reduced to their words, so nothing of a URL ever becomes clickable here.

export interface RelatedTopicsSplit {
  /** The reply without the trailing section (the whole reply when there is none). */
  body: string;
  topics: string[];
}

const SECTION = /\n[ \t]*\*\*Related topics\*\*[ \t]*\n+((?:[ \t]*[-*+][ \t]+.+(?:\n|$))+)\s*$/;
const MAX_TOPIC_LENGTH = 120;

export function splitRelatedTopics(markdown: string): RelatedTopicsSplit {
  const match = SECTION.exec(markdown);
  if (!match) return { body: markdown, topics: [] };
  const topics = match[1]!
    .split('\n')
    .map((line) => plainText(line.replace(/^[ \t]*[-*+][ \t]+/, '')))
    .filter((topic) => topic !== '' && topic.length <= MAX_TOPIC_LENGTH);
  if (topics.length === 0) return { body: markdown, topics: [] };
  return { body: markdown.slice(0, match.index).trimEnd(), topics: [...new Set(topics)] };
}

/** Markdown inline syntax reduced to its words: `[text](url)` → text, `**b**` → b, `` `c` `` → c. */
function plainText(inline: string): string {
  // A link's destination may hold one level of parentheses, as CommonMark allows.
  const destination = String.raw`\((?:[^()]|\([^()]*\))*\)`;
  return inline
    .replace(new RegExp(String.raw`!\[([^\]]*)\]` + destination, 'g'), '$1')
    .replace(new RegExp(String.raw`\[([^\]]*)\]` + destination, 'g'), '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
