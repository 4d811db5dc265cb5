import { describe, expect, it } from 'vitest';
import { continuingProvider, CONTINUE_INSTRUCTION } from './continuation.ts';
import type { AssistantProvider, HistoryTurn, Trace } from './protocol.ts';
import { summarizeTraces } from './summarize-traces.ts';

function recordingProvider(continues: boolean) {
  const calls: Array<{ input: string; history: HistoryTurn[] }> = [];
  const provider: AssistantProvider = async function* (input, history) {
    calls.push({ input, history });
    yield { type: 'completion', payload: { state: 'start' } };
    yield { type: 'completion', payload: { state: 'content', content: ' and the rest.' } };
    yield { type: 'completion', payload: { state: 'end' } };
  };
  if (continues) provider.continues = true;
  return { provider, calls };
}

async function run(provider: AssistantProvider, input: string, history: HistoryTurn[]): Promise<Trace[]> {
  const traces: Trace[] = [];
  for await (const trace of provider(input, history, new AbortController().signal)) traces.push(trace);
  return traces;
}

describe('continuingProvider', () => {
  const history: HistoryTurn[] = [
    { role: 'user', text: 'Earlier question' },
    { role: 'assistant', text: 'Earlier answer' },
  ];

  it('a chat model is given the partial reply and asked to go on; the version is the partial text plus what it adds', async () => {
    const { provider, calls } = recordingProvider(true);
    const traces = await run(
      continuingProvider(provider, 'What is a NNN lease?', 'A triple net lease'),
      'ignored',
      history,
    );
    expect(calls).toEqual([
      {
        input: CONTINUE_INSTRUCTION,
        history: [
          ...history,
          { role: 'user', text: 'What is a NNN lease?' },
          { role: 'assistant', text: 'A triple net lease' },
        ],
      },
    ]);
    expect(summarizeTraces(traces).content_text).toBe('A triple net lease and the rest.');
  });

  it('a provider that cannot continue (the local analyst) answers the question again', async () => {
    const { provider, calls } = recordingProvider(false);
    expect(continuingProvider(provider, 'Q', 'partial')).toBe(provider);
    await run(continuingProvider(provider, 'Q', 'partial'), 'Q', history);
    expect(calls[0]).toEqual({ input: 'Q', history });
  });

  it('an empty partial reply is simply answered again', () => {
    const { provider } = recordingProvider(true);
    expect(continuingProvider(provider, 'Q', '  ')).toBe(provider);
  });
});
