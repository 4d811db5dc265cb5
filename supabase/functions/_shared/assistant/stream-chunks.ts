// Splits markdown into small chunks of a few words for streaming. Whitespace (spaces, newlines) stays
// attached to the preceding word, so concatenating the chunks reproduces the text exactly.

/** Chunks of `wordsPerChunk` words each (the last may be shorter). */
export function chunkMarkdown(markdown: string, wordsPerChunk = 3): string[] {
  if (markdown.length === 0) return [];
  const size = Math.max(1, Math.floor(wordsPerChunk));
  // Each piece is optional leading whitespace (only at the very start) + a word + its trailing whitespace.
  const pieces = markdown.match(/^\s+|\S+\s*/g) ?? [markdown];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += size) chunks.push(pieces.slice(i, i + size).join(''));
  return chunks;
}
