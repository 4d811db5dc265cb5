// Hides a model's reasoning from the reply. Reasoning models served through OpenAI-compatible servers
// (DeepSeek-R1, Qwen3, QwQ on Ollama, llama.cpp, vLLM) often put their chain of thought inline as
// `<think>…</think>` (or `<thinking>`, `<reasoning>`) before the answer. A push parser: `feed(chunk)`
// returns the visible text, holding back any tail that could be the start of a tag split across chunks.

const OPEN = /<(think|thinking|reasoning)>/i;

export interface ThinkFilter {
  /** The visible part of this chunk (may be empty while inside reasoning or a possible tag). */
  feed(chunk: string): string;
  /** Whatever is still held back at the end of the stream (never reasoning). */
  flush(): string;
  /** Whether any reasoning was seen. */
  readonly sawReasoning: boolean;
}

/** Longest suffix of `text` that is a prefix of one of `tags` (a tag possibly split across chunks). */
function partialTagSuffix(text: string, tags: readonly string[]): number {
  const lower = text.toLowerCase();
  let best = 0;
  for (const tag of tags)
    for (let n = Math.min(tag.length - 1, lower.length); n > best; n--)
      if (lower.endsWith(tag.slice(0, n))) {
        best = n;
        break;
      }
  return best;
}

const OPEN_TAGS = ['<think>', '<thinking>', '<reasoning>'] as const;

export function createThinkFilter(): ThinkFilter {
  let buffer = '';
  let closing: string | null = null;
  let sawReasoning = false;
  return {
    get sawReasoning() {
      return sawReasoning;
    },
    feed(chunk: string): string {
      buffer += chunk;
      let visible = '';
      for (;;) {
        if (closing) {
          const end = buffer.toLowerCase().indexOf(closing);
          if (end < 0) {
            // Keep only what could be the start of the closing tag.
            buffer = buffer.slice(buffer.length - partialTagSuffix(buffer, [closing]));
            return visible;
          }
          buffer = buffer.slice(end + closing.length).replace(/^\s+/, '');
          closing = null;
          continue;
        }
        const open = OPEN.exec(buffer);
        if (open) {
          visible += buffer.slice(0, open.index);
          closing = `</${(open[1] as string).toLowerCase()}>`;
          sawReasoning = true;
          buffer = buffer.slice(open.index + open[0].length);
          continue;
        }
        const hold = partialTagSuffix(buffer, OPEN_TAGS);
        visible += buffer.slice(0, buffer.length - hold);
        buffer = buffer.slice(buffer.length - hold);
        return visible;
      }
    },
    flush(): string {
      const rest = closing ? '' : buffer;
      buffer = '';
      return rest;
    },
  };
}
