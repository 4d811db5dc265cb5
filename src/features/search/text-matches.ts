// Where a search's terms occur in a text, for snippets and <mark> highlighting (issue 13). Words are
// cut exactly as the search index cuts them (MiniSearch's default: runs between white space and
// punctuation, compared lower-cased), so what the index matched is what gets marked.

/** MiniSearch's default tokenizer separator (`SPACE_OR_PUNCTUATION`). */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

export interface TextSegment {
  text: string;
  match: boolean;
}

/** The text cut into plain and matching runs; a word matches when its lower case is one of `terms`. */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const wanted = new Set(terms.map((t) => t.toLowerCase()));
  if (wanted.size === 0 || text === '') return text ? [{ text, match: false }] : [];
  const segments: TextSegment[] = [];
  let at = 0;
  for (const word of text.matchAll(WORD)) {
    if (!wanted.has(word[0].toLowerCase())) continue;
    if (word.index > at) segments.push({ text: text.slice(at, word.index), match: false });
    segments.push({ text: word[0], match: true });
    at = word.index + word[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** Markdown syntax that would read as noise in a one-line snippet. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A short excerpt of `text` around the first matching word (about `length` characters, cut at word
 * boundaries, with … where it was cut), as highlight segments. Without a match: the start.
 */
export function snippetSegments(text: string, terms: readonly string[], length = 140): TextSegment[] {
  const plain = plainText(text);
  const wanted = new Set(terms.map((t) => t.toLowerCase()));
  let first = -1;
  for (const word of plain.matchAll(WORD)) {
    if (wanted.has(word[0].toLowerCase())) {
      first = word.index;
      break;
    }
  }
  let start = first <= length / 3 ? 0 : first - Math.floor(length / 3);
  let end = Math.min(plain.length, start + length);
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    start = space === -1 || space > first ? start : space + 1;
  }
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    end = space > start && space > first ? space : end;
  }
  const excerpt = `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
  return highlightSegments(excerpt, terms);
}
