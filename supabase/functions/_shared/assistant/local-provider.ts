// The `local` assistant provider (architecture §4): an offline real-estate analyst. It routes the
// message to a calculator, the knowledge base, the fair-housing guardrail or the help answer, and streams
// the markdown answer as completion traces: one `start`, many `content` chunks of a few words, one `end`.
//
// Abort: when `signal` is aborted the stream stops promptly and simply ends (no `end` trace, no error).

import type { AssistantProvider, HistoryTurn, Trace } from '../protocol.ts';
import { composeAnswer } from './compose-answer.ts';
import { chunkMarkdown } from './stream-chunks.ts';

export interface LocalProviderOptions {
  /** Pause between content chunks so streaming is visible; default 15 ms, use 0 in tests. */
  chunkDelayMs?: number;
  /** Words per content chunk; default 3. */
  wordsPerChunk?: number;
}

export const DEFAULT_CHUNK_DELAY_MS = 15;

/** Resolves after `ms`, or as soon as `signal` aborts (never rejects). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createLocalProvider(options: LocalProviderOptions = {}): AssistantProvider {
  const delay = Math.max(0, options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS);
  const words = options.wordsPerChunk ?? 3;

  return async function* localProvider(
    input: string,
    history: HistoryTurn[],
    signal: AbortSignal,
  ): AsyncGenerator<Trace, void, undefined> {
    if (signal.aborted) return;
    const { markdown } = composeAnswer(input, history);
    yield { type: 'completion', payload: { state: 'start' } };
    const chunks = chunkMarkdown(markdown, words);
    for (let i = 0; i < chunks.length; i++) {
      if (i > 0 && delay > 0) await pause(delay, signal);
      if (signal.aborted) return;
      yield { type: 'completion', payload: { state: 'content', content: chunks[i] as string } };
    }
    if (signal.aborted) return;
    yield { type: 'completion', payload: { state: 'end' } };
  };
}
