// Splits assistant markdown into top-level blocks so that a streaming reply re-renders only its
// last, growing block (earlier blocks keep equal strings and their memoised output).
//
// A block ends at a blank line outside a fenced code block, except that a following line indented
// by whitespace (a list item's continuation, an indented code block) or a following list item
// after a list stays in the same block, so lists and their nested content parse with full context.
// Text that uses reference-style links, reference images or footnotes is one block: a definition
// may sit far from its use, and splitting would cut the two apart.

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
const FENCE_CLOSE = /^[ \t]*(`{3,}|~{3,})[ \t]*$/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;

function closesFence(line: string, fence: { char: string; length: number }): boolean {
  const match = line.match(FENCE_CLOSE);
  return match !== null && match[1]![0] === fence.char && match[1]!.length >= fence.length;
}

export function splitMarkdownBlocks(markdown: string): string[] {
  if (DEFINITION.test(markdown)) return markdown ? [markdown] : [];
  const lines = markdown.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let pendingBlank: string[] = [];
  let fence: { char: string; length: number } | null = null;

  const flush = () => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };

  for (const line of lines) {
    if (fence) {
      current.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    if (line.trim() === '') {
      if (current.length > 0) pendingBlank.push(line);
      continue;
    }
    if (pendingBlank.length > 0) {
      const continues = /^[ \t]/.test(line) || (LIST_ITEM.test(line) && LIST_ITEM.test(current[0] ?? ''));
      if (continues) current.push(...pendingBlank);
      else flush();
      pendingBlank = [];
    }
    current.push(line);
    const open = line.match(FENCE_OPEN);
    if (open) fence = { char: open[1]![0]!, length: open[1]!.length };
  }
  flush();
  return blocks;
}
