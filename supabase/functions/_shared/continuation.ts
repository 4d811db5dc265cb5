// Continue (docs/conversation-service.md "Versions and branches"): a new version of a stopped or
// interrupted reply that starts with its partial text. A provider that can carry on a reply (a chat
// model: `continues`) is given the question and the partial reply as history and asked to go on from
// there; the version streams the partial text first and then what the model adds, as one completion,
// so what streamed is what is stored. Any other provider (the deterministic local analyst) answers the
// question again from the start, which is the honest way for it to finish the reply.
import type { AssistantProvider, Trace } from './protocol.ts';

export const CONTINUE_INSTRUCTION =
  'Continue your previous answer exactly where it stopped. Do not repeat anything you already wrote.';

function isCompletionStart(trace: Trace): boolean {
  if (trace.type === 'completion-start') return true;
  return trace.type === 'completion' && (trace.payload as { state?: string } | undefined)?.state === 'start';
}

/** The provider a Continue runs: the given one, wrapped to carry on from `partial` when it can. */
export function continuingProvider(
  provider: AssistantProvider,
  question: string,
  partial: string,
): AssistantProvider {
  if (!provider.continues || partial.trim() === '') return provider;
  return async function* continuing(_input, history, signal, context) {
    yield { type: 'completion', payload: { state: 'start' } };
    yield { type: 'completion', payload: { state: 'content', content: partial } };
    const carriedOn = [
      ...history,
      { role: 'user' as const, text: question },
      { role: 'assistant' as const, text: partial },
    ];
    let started = false;
    for await (const trace of provider(CONTINUE_INSTRUCTION, carriedOn, signal, context)) {
      // The model's own start would reset the completion and lose the partial text.
      if (!started && isCompletionStart(trace)) {
        started = true;
        continue;
      }
      yield trace;
    }
  };
}
