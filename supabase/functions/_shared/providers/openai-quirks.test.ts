// The quirks of real OpenAI-compatible servers (Ollama, LM Studio, vLLM, llama.cpp), each reproduced by
// the local fake server: tools rejected, inline <think> reasoning split across chunks, reasoning-only
// replies, long histories for small contexts, and a reply that stalls past the timeout.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplyCutShort, type HistoryTurn, type Trace } from '../protocol.ts';
import {
  chunk,
  errorReply,
  sseBody,
  stallReply,
  startFakeOpenAIServer,
  streamReply,
  textChunks,
  type FakeOpenAIServer,
} from '../../../../tests/fakes/fake-openai-server.ts';
import {
  buildSystemPrompt,
  createOpenAIProvider,
  REASONING_ONLY_NOTE,
  type ChatMessage,
} from './openai-provider.ts';
import { createThinkFilter } from './think-filter.ts';
import { estimateTokens, trimHistory } from './trim-history.ts';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function collect(iterable: AsyncIterable<Trace>): Promise<Trace[]> {
  const traces: Trace[] = [];
  for await (const trace of iterable) traces.push(trace);
  return traces;
}
const text = (traces: Trace[]) =>
  traces.map((t) => (t.payload as { content?: string }).content ?? '').join('');
const states = (traces: Trace[]) => traces.map((t) => (t.payload as { state: string }).state);
const body = (n: number) => server?.requests[n]?.body as { messages: ChatMessage[]; tools?: unknown[] };
const signal = () => new AbortController().signal;

/** The V8 garbage collector as a function, as `node --expose-gc` gives it (for tests only). */
function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('think filter (push parser)', () => {
  it.each([
    [['<think>plan</think>Answer.'], 'Answer.'],
    [['<thi', 'nk>let me ', 'think</th', 'ink>\n\nThe ', 'payment is $2,275.'], 'The payment is $2,275.'],
    [['Before <THINKING>x</THINKING>after'], 'Before after'],
    [['a < b and 3<4, ', 'no tags'], 'a < b and 3<4, no tags'],
    [['ends with <'], 'ends with <'],
  ])('%j → %j', (pieces, visible) => {
    const filter = createThinkFilter();
    const out = pieces.map((p) => filter.feed(p)).join('') + filter.flush();
    expect(out).toBe(visible);
  });

  it('an unclosed reasoning block shows nothing and is reported', () => {
    const filter = createThinkFilter();
    expect(filter.feed('<think>still thinking')).toBe('');
    expect(filter.flush()).toBe('');
    expect(filter.sawReasoning).toBe(true);
  });
});

describe('history budget', () => {
  const turns: HistoryTurn[] = Array.from({ length: 40 }, (_, i) => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    text: `turn ${i} ${'x'.repeat(400)}`,
  }));

  it('keeps the newest turns within the budget, starting with a user turn', () => {
    const kept = trimHistory(turns, 1000);
    const used = kept.reduce((a, t) => a + estimateTokens(t.text), 0);
    expect(used).toBeLessThanOrEqual(1000);
    expect(kept[kept.length - 1]?.text).toBe(turns[39]?.text);
    expect(kept[0]?.role).toBe('user');
  });

  it('cuts a single over-long newest turn instead of dropping it', () => {
    const kept = trimHistory([{ role: 'user', text: 'y'.repeat(40_000) }], 500);
    expect(kept).toHaveLength(1);
    expect(estimateTokens(kept[0]?.text ?? '')).toBeLessThanOrEqual(500);
  });
});

describe('openai provider against quirky servers', () => {
  it('a server that rejects tools is asked again without them, and the prompt stops demanding tools', async () => {
    server = await startFakeOpenAIServer([
      errorReply(400, 'registry.ollama.ai/library/gemma2:2b does not support tools', 'api_error', null),
      streamReply(sseBody(textChunks(['Without tools: ', 'the payment is about $2,275.']))),
    ]);
    const provider = createOpenAIProvider({
      baseUrl: server.baseUrl,
      now: () => new Date('2026-11-23T00:00:00Z'),
    });
    const traces = await collect(provider('Payment on $360k at 6.5%?', [], signal()));
    expect(text(traces)).toBe('Without tools: the payment is about $2,275.');
    expect(body(0).tools).toBeDefined();
    expect(body(1).tools).toBeUndefined();
    expect(body(1).messages[0]?.content).toBe(
      buildSystemPrompt({ today: new Date('2026-11-23T00:00:00Z'), tools: false }),
    );
    expect(body(1).messages[0]?.content).not.toMatch(/call the matching calculator tool/);
  });

  it('llama.cpp without --jinja (500 "tools param requires --jinja flag") is retried without tools', async () => {
    server = await startFakeOpenAIServer([
      errorReply(500, 'tools param requires --jinja flag', 'server_error', null),
      streamReply(sseBody(textChunks(['ok']))),
    ]);
    const traces = await collect(createOpenAIProvider({ baseUrl: server.baseUrl })('hi', [], signal()));
    expect(text(traces)).toBe('ok');
  });

  it('an error unrelated to tools is not retried', async () => {
    server = await startFakeOpenAIServer([errorReply(401, 'Invalid API key', 'invalid_request_error', null)]);
    await expect(
      collect(createOpenAIProvider({ baseUrl: server.baseUrl })('hi', [], signal())),
    ).rejects.toThrow(/401/);
    expect(server.requests).toHaveLength(1);
  });

  it('hides <think> reasoning split across chunks', async () => {
    server = await startFakeOpenAIServer([
      streamReply(
        sseBody(textChunks(['<th', 'ink>The user wants', ' a payment…</thi', 'nk>\n\nIt is **$2,275**.'])),
      ),
    ]);
    const traces = await collect(createOpenAIProvider({ baseUrl: server.baseUrl })('q', [], signal()));
    expect(text(traces)).toBe('It is **$2,275**.');
    expect(states(traces)).toEqual(['start', 'content', 'end']);
  });

  it('ignores reasoning_content and answers with the content', async () => {
    server = await startFakeOpenAIServer([
      streamReply(
        sseBody([
          chunk({ role: 'assistant', reasoning_content: 'Thinking about caps…' }),
          chunk({ content: 'Value: $2,000,000.' }),
          chunk({}, 'stop'),
        ]),
      ),
    ]);
    const traces = await collect(createOpenAIProvider({ baseUrl: server.baseUrl })('q', [], signal()));
    expect(text(traces)).toBe('Value: $2,000,000.');
  });

  it('a reasoning-only reply ends with a plain note instead of an empty answer or an error', async () => {
    server = await startFakeOpenAIServer([
      streamReply(
        sseBody([chunk({ role: 'assistant', reasoning_content: 'Hmm, let me think…' }), chunk({}, 'length')]),
      ),
    ]);
    const traces = await collect(createOpenAIProvider({ baseUrl: server.baseUrl })('q', [], signal()));
    expect(text(traces)).toBe(REASONING_ONLY_NOTE);
    expect(states(traces)).toEqual(['start', 'content', 'end']);
  });

  it('sends only the history that fits the token budget', async () => {
    server = await startFakeOpenAIServer([streamReply(sseBody(textChunks(['ok'])))]);
    const history: HistoryTurn[] = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      text: `${i} ${'z'.repeat(800)}`,
    }));
    await collect(
      createOpenAIProvider({ baseUrl: server.baseUrl, maxHistoryTokens: 1000 })('q', history, signal()),
    );
    const messages = body(0).messages;
    const historyTokens = messages.slice(1, -1).reduce((a, m) => a + estimateTokens(String(m.content)), 0);
    expect(historyTokens).toBeLessThanOrEqual(1000);
    expect(messages.length).toBeLessThan(32);
    expect(messages[messages.length - 1]).toEqual({ role: 'user', content: 'q' });
  });

  it('a reply that stalls past the timeout keeps what arrived, with a note, and ends cut short', async () => {
    server = await startFakeOpenAIServer([
      stallReply(sseBody(textChunks(['The first part ', 'of the answer'])), 3),
    ]);
    const traces: Trace[] = [];
    const provider = createOpenAIProvider({ baseUrl: server.baseUrl, timeoutMs: 300 });
    await expect(
      (async () => {
        for await (const trace of provider('q', [], signal())) traces.push(trace);
      })(),
    ).rejects.toBeInstanceOf(ReplyCutShort);
    expect(text(traces)).toMatch(/^The first part of the answer\n\n_The model took longer than 1 second,/);
    expect(states(traces)).not.toContain('end');
  });

  it('a stall still times out when the garbage collector runs while it waits (nodejs/node#57736)', async () => {
    server = await startFakeOpenAIServer([stallReply(sseBody(textChunks(['Half an answer'])), 2)]);
    const collectGarbage = exposedGc();
    const collecting = setInterval(collectGarbage, 20);
    try {
      const provider = createOpenAIProvider({ baseUrl: server.baseUrl, timeoutMs: 300 });
      await expect(collect(provider('q', [], signal()))).rejects.toBeInstanceOf(ReplyCutShort);
    } finally {
      clearInterval(collecting);
    }
  }, 5_000);

  it('a server that sends nothing before the timeout is an error', async () => {
    server = await startFakeOpenAIServer([stallReply(sseBody(textChunks(['x'])), 0)]);
    await expect(
      collect(createOpenAIProvider({ baseUrl: server.baseUrl, timeoutMs: 200 })('q', [], signal())),
    ).rejects.toThrow(/did not answer within/);
  });

  it('the system prompt gives the date, the six areas and the lack of live data', () => {
    const prompt = buildSystemPrompt({ today: new Date('2026-11-23T08:00:00Z'), tools: true });
    expect(prompt).toContain('Today is 2026-11-23');
    for (const area of [
      'market analysis',
      'property research',
      'investment strategies',
      'location intelligence',
      'commercial property',
      'financing',
    ])
      expect(prompt).toContain(area);
    expect(prompt).toMatch(/NO live or local data/);
    expect(prompt).toMatch(/call the matching calculator tool/);
  });
});
