// The `local` assistant provider (architecture §4): an offline real-estate analyst. It routes the
// message to a calculator, the knowledge base, the fair-housing guardrail or the help answer, and streams
// the markdown answer as completion traces: one `start`, many `content` chunks of a few words, one `end`;
// a calculator's answer ends with its structured result (a `calculation` trace, calculation-cards.ts).
//
// Abort: when `signal` is aborted the stream stops promptly and simply ends (no `end` trace, no error).

import type { AssistantProvider, HistoryTurn, Trace } from '../protocol.ts';
import { composeAnswer } from './compose-answer.ts';
import { calculationOf } from './calculation-cards.ts';
import { CALCULATION_TRACE } from '../calculation-result.ts';
import { chunkMarkdown } from './stream-chunks.ts';

export interface LocalProviderOptions {
  /** Time between content chunks so streaming is visible (a steady pace); use 0 in tests. */
  chunkDelayMs?: number;
  /** Words per content chunk. */
  wordsPerChunk?: number;
}

// About 200 words a second, faster than anyone reads, in chunks of six words every 30 ms (a frame
// rate the eye takes for smooth). Every chunk costs a timer, an SSE event written to a socket and a
// render on each client following the reply; three words every 15 ms read the same but cost twice
// that, which under load is a quarter of the stack's event loop (issue 14).
export const DEFAULT_CHUNK_DELAY_MS = 30;
export const DEFAULT_WORDS_PER_CHUNK = 6;

/**
 * Paces the chunks of one reply on a fixed schedule (chunk i is due `i × delay` after the first), so
 * the reply takes its intended time even when the event loop is busy: a timer that fires late, or a
 * consumer that is slow to take a chunk, delays that chunk but not the ones after it. Ends early (and
 * never rejects) once `signal` aborts. One abort listener serves the whole reply.
 */
function paceOn(signal: AbortSignal): { until(dueMs: number): Promise<void> | null; done(): void } {
  let wake: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => {
    clearTimeout(timer);
    wake?.();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  return {
    until(dueMs) {
      const wait = dueMs - performance.now();
      if (wait <= 0 || signal.aborted) return null;
      return new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, wait);
      });
    },
    done: () => signal.removeEventListener('abort', onAbort),
  };
}

export function createLocalProvider(options: LocalProviderOptions = {}): AssistantProvider {
  const delay = Math.max(0, options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS);
  const words = options.wordsPerChunk ?? DEFAULT_WORDS_PER_CHUNK;

  const provider: AssistantProvider = async function* localProvider(
    input: string,
    history: HistoryTurn[],
    signal: AbortSignal,
  ): AsyncGenerator<Trace, void, undefined> {
    if (signal.aborted) return;
    const { markdown, route } = composeAnswer(input, history);
    // A calculator's answer also carries its structured result (issue 22), after the text: the app
    // draws it as a card whose inputs can be changed.
    const calculation = route.kind === 'calculation' ? calculationOf(route.request) : null;
    yield { type: 'completion', payload: { state: 'start' } };
    const chunks = chunkMarkdown(markdown, words);
    const pace = paceOn(signal);
    try {
      let first = 0;
      for (let i = 0; i < chunks.length; i++) {
        if (i === 0) first = performance.now();
        else if (delay > 0) await pace.until(first + i * delay);
        if (signal.aborted) return;
        yield { type: 'completion', payload: { state: 'content', content: chunks[i] as string } };
      }
    } finally {
      pace.done();
    }
    if (signal.aborted) return;
    yield { type: 'completion', payload: { state: 'end' } };
    if (calculation) yield { type: CALCULATION_TRACE, payload: calculation };
  };
  // composeAnswer is a function of the question and the history alone: the same answer every time.
  provider.deterministic = true;
  return provider;
}
