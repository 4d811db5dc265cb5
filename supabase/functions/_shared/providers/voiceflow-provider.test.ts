import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeVoiceflowServer,
  type FakeVoiceflowServer,
  type VoiceflowExpectations,
  type VoiceflowReply,
} from '../../../../tests/fakes/fake-voiceflow-server.ts';
import type { Trace } from '../protocol.ts';
import { createVoiceflowProvider, type VoiceflowProviderOptions } from './voiceflow-provider.ts';

const EXPECTED: VoiceflowExpectations = {
  apiKey: 'VF.DM.66e0c7a4b7.test',
  projectId: '66e0c7a4b7f2d3a1c9e8f001',
  userId: 'hearth',
  environment: 'development',
};

let server: FakeVoiceflowServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(
  replies: VoiceflowReply[],
  expected = EXPECTED,
  options: Partial<VoiceflowProviderOptions> = {},
) {
  server = await startFakeVoiceflowServer(expected, replies);
  return createVoiceflowProvider({
    apiKey: expected.apiKey,
    projectId: expected.projectId,
    baseUrl: server.origin,
    ...options,
  });
}

async function collect(iterable: AsyncIterable<Trace>): Promise<Trace[]> {
  const traces: Trace[] = [];
  for await (const trace of iterable) traces.push(trace);
  return traces;
}

async function failure(iterable: AsyncIterable<Trace>): Promise<{ traces: Trace[]; error: Error }> {
  const traces: Trace[] = [];
  try {
    for await (const trace of iterable) traces.push(trace);
  } catch (error) {
    return { traces, error: error as Error };
  }
  throw new Error('expected the provider to throw');
}

const signal = () => new AbortController().signal;
let time = 1_725_899_197_143;
const t = <T extends object>(trace: T) => ({ ...trace, time: time++ });

const TEXT = t({
  type: 'text',
  payload: {
    message: 'Here is a listing 🏡 — 3 bd / 2 ba.',
    slate: { id: 'abc', content: [{ children: [{ text: 'Here is a listing 🏡 — 3 bd / 2 ba.' }] }] },
    delay: 1000,
  },
});
const VISUAL = t({
  type: 'visual',
  payload: {
    visualType: 'image',
    image: 'https://cdn.example.com/house.jpg',
    dimensions: { width: 800, height: 600 },
    canvasVisibility: 'full',
  },
});
const COMPLETION = [
  t({ type: 'completion', payload: { state: 'start' } }),
  t({ type: 'completion', payload: { state: 'content', content: 'A 30-year loan sp' } }),
  t({ type: 'completion', payload: { state: 'content', content: 'reads payments.' } }),
  t({ type: 'completion', payload: { state: 'end' } }),
] as const;
const LEGACY = [
  t({
    type: 'completion-start',
    payload: {
      completion: 'Closing costs are ',
      type: 'text',
      tokens: { model: 'gpt-4o', answer: 4, query: 9, total: 13 },
    },
  }),
  t({
    type: 'completion-continue',
    payload: { completion: 'typically 2–5%.', tokens: { model: 'gpt-4o', answer: 5, query: 0, total: 5 } },
  }),
  t({ type: 'completion-end', payload: {} }),
] as const;
const CHOICE = t({
  type: 'choice',
  payload: { buttons: [{ name: 'Yes', request: { type: 'path-abc123', payload: { label: 'Yes' } } }] },
});
const END_TRACE = t({ type: 'end', payload: null });
const DIAGNOSTIC = [
  t({ type: 'debug', payload: { type: 'api', message: 'API call successfully triggered' } }),
  t({ type: 'flow', payload: { diagramID: 'd1' } }),
  t({ type: 'block', payload: { blockID: 'b1' } }),
  t({ type: 'path', payload: { path: 'reprompt' } }),
  t({ type: 'knowledgeBase', payload: { chunks: [] } }),
] as const;

describe('voiceflow provider', () => {
  it('sends the documented request and passes traces through as they are, without diagnostics', async () => {
    const visible = [TEXT, VISUAL, ...COMPLETION, ...LEGACY, CHOICE, END_TRACE];
    const provider = await start([
      {
        traces: [
          DIAGNOSTIC[0],
          TEXT,
          DIAGNOSTIC[1],
          VISUAL,
          ...COMPLETION,
          DIAGNOSTIC[2],
          ...LEGACY,
          DIAGNOSTIC[3],
          CHOICE,
          DIAGNOSTIC[4],
          END_TRACE,
        ],
      },
    ]);

    const traces = await collect(
      provider('Show me a listing', [{ role: 'user', text: 'earlier' }], signal()),
    );

    expect(server?.problems).toEqual([]);
    expect(traces).toEqual(visible);
    const request = server?.requests[0];
    expect(request?.url).toBe(
      `/v2/project/${EXPECTED.projectId}/user/hearth/interact/stream?environment=development&completion_events=true`,
    );
    expect(request?.headers.authorization).toBe(EXPECTED.apiKey);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('text/event-stream');
    expect(request?.body).toEqual({ action: { type: 'text', payload: 'Show me a listing' } });
  });

  it('uses the configured environment and user id', async () => {
    const expected = { ...EXPECTED, environment: 'production', userId: 'user 42/a' };
    const provider = await start([{ traces: [TEXT] }], expected, {
      environment: 'production',
      userId: 'user 42/a',
    });
    expect(await collect(provider('hi', [], signal()))).toEqual([TEXT]);
    expect(server?.problems).toEqual([]);
    expect(server?.requests[0]?.url).toMatch(
      /\/user\/user%2042%2Fa\/interact\/stream\?environment=production&/,
    );
  });

  it('SSE `event: end` finishes the turn even when the connection stays open', async () => {
    const provider = await start([{ traces: [TEXT, END_TRACE], keepOpen: true }]);
    expect(await collect(provider('hi', [], signal()))).toEqual([TEXT, END_TRACE]);
    await server?.closed(0);
  });

  it('reassembles events written in 3-byte pieces (inside UTF-8 sequences)', async () => {
    const provider = await start([{ traces: [TEXT, COMPLETION[1], LEGACY[1]], pieceBytes: 3 }]);
    expect(await collect(provider('hi', [], signal()))).toEqual([TEXT, COMPLETION[1], LEGACY[1]]);
  });

  it('a stream that ends without `event: end` still completes', async () => {
    const provider = await start([{ traces: [TEXT], end: false }]);
    expect(await collect(provider('hi', [], signal()))).toEqual([TEXT]);
  });

  it('a dropped connection throws a readable error after the traces received', async () => {
    const provider = await start([{ traces: [TEXT, COMPLETION[0], COMPLETION[1]], drop: true }]);
    const { traces, error } = await failure(provider('hi', [], signal()));
    expect(traces).toEqual([TEXT, COMPLETION[0], COMPLETION[1]]);
    expect(error.message).toBe('Voiceflow closed the connection before the answer was complete');
  });

  it('a wrong API key: 401 with the reason from the body', async () => {
    server = await startFakeVoiceflowServer(EXPECTED, []);
    const provider = createVoiceflowProvider({
      apiKey: 'VF.DM.wrong',
      projectId: EXPECTED.projectId,
      baseUrl: server.origin,
    });
    const { error } = await failure(provider('hi', [], signal()));
    expect(error.message).toBe('Voiceflow answered 401 Unauthorized: Authorization header "VF.DM.wrong"');
  });

  it.each([
    [
      404,
      { code: 404, message: 'environment not found' },
      'Voiceflow answered 404 Not Found: environment not found',
    ],
    [
      429,
      { code: 429, message: 'Too many requests, please slow down' },
      'Voiceflow answered 429 Too Many Requests: Too many requests, please slow down',
    ],
  ])('error status %i', async (status, body, message) => {
    const provider = await start([{ status, body }]);
    const { traces, error } = await failure(provider('hi', [], signal()));
    expect(traces).toEqual([]);
    expect(error.message).toBe(message);
  });

  it('abort mid-stream ends the iteration promptly and closes the connection', async () => {
    const provider = await start([{ traces: [COMPLETION[0], COMPLETION[1]], end: false, keepOpen: true }]);
    const controller = new AbortController();
    const iterator = provider('hi', [], controller.signal)[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual(COMPLETION[0]);
    expect((await iterator.next()).value).toEqual(COMPLETION[1]);
    const pending = iterator.next();
    const started = performance.now();
    controller.abort(new Error('stopped'));
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(performance.now() - started).toBeLessThan(250);
    await server?.closed(0);
  });

  it('an already aborted signal makes no request', async () => {
    const provider = await start([]);
    const controller = new AbortController();
    controller.abort();
    expect(await collect(provider('hi', [], controller.signal))).toEqual([]);
    expect(server?.requests).toHaveLength(0);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const provider = createVoiceflowProvider({
      apiKey: 'k',
      projectId: 'p',
      fetch: async (url) => {
        calls.push(url);
        return new Response(
          'event: trace\ndata: {"type":"text","payload":{"message":"hi"}}\n\nevent: end\n\n',
          {
            headers: { 'Content-Type': 'text/event-stream' },
          },
        );
      },
    });
    expect(await collect(provider('hi', [], signal()))).toEqual([
      { type: 'text', payload: { message: 'hi' } },
    ]);
    expect(calls).toEqual([
      'https://general-runtime.voiceflow.com/v2/project/p/user/hearth/interact/stream?environment=development&completion_events=true',
    ]);
  });

  it('keeps Voiceflow dialog state per Hearth conversation (the turn context)', async () => {
    const calls: string[] = [];
    const provider = createVoiceflowProvider({
      apiKey: 'k',
      projectId: 'p',
      fetch: async (url) => {
        calls.push(url);
        return new Response('event: end\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
      },
    });
    await collect(provider('hi', [], signal(), { userId: 'u-1', conversationId: 'c-1' }));
    await collect(provider('hi', [], signal(), { userId: 'u-1', conversationId: 'c-2' }));
    expect(calls.map((u) => new URL(u).pathname)).toEqual([
      '/v2/project/p/user/c-1/interact/stream',
      '/v2/project/p/user/c-2/interact/stream',
    ]);
  });
});
