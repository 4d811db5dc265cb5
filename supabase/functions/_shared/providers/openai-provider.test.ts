import { afterEach, describe, expect, it } from 'vitest';
import type { CalculationResult } from '../calculation-result.ts';
import {
  checkedReply,
  chunk,
  dropReply,
  errorReply,
  sseBody,
  stallReply,
  startFakeOpenAIServer,
  streamReply,
  textChunks,
  toolCallChunks,
  type FakeOpenAIServer,
} from '../../../../tests/fakes/fake-openai-server.ts';
import { everyNBytes } from '../../../../tests/fakes/fake-http.ts';
import { Generation } from '../generation.ts';
import type { HistoryTurn, Trace } from '../protocol.ts';
import {
  buildSystemPrompt,
  createOpenAIProvider,
  MAX_TOOL_ROUNDS,
  SYSTEM_PROMPT,
  type ChatMessage,
} from './openai-provider.ts';
import { CALCULATOR_TOOLS } from './calculator-tools.ts';

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

/** Collects until the iterator throws; returns the traces seen and the error. */
async function collectUntilError(iterable: AsyncIterable<Trace>): Promise<{ traces: Trace[]; error: Error }> {
  const traces: Trace[] = [];
  try {
    for await (const trace of iterable) traces.push(trace);
  } catch (error) {
    return { traces, error: error as Error };
  }
  throw new Error('expected the provider to throw');
}

const states = (traces: Trace[]) => traces.map((t) => (t.payload as { state: string }).state);
const text = (traces: Trace[]) =>
  traces.map((t) => (t.payload as { content?: string }).content ?? '').join('');
const messagesOf = (n: number) => (server?.requests[n]?.body as { messages: ChatMessage[] }).messages;

const signal = () => new AbortController().signal;
const TODAY = new Date('2026-11-23T12:00:00Z');

describe('openai provider: streaming', () => {
  it('streams start, the content chunks as they arrive, and end; sends prompt, history, input and tools', async () => {
    const pieces = ['A **30-year** loan ', 'spreads payments ', 'over 360 months.'];
    server = await startFakeOpenAIServer([streamReply(sseBody(textChunks(pieces)))]);
    const provider = createOpenAIProvider({
      baseUrl: server.baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
      now: () => TODAY,
    });
    const history: HistoryTurn[] = [
      { role: 'user', text: 'Hi' },
      { role: 'assistant', text: 'Hello! Ask me about homes.' },
      { role: 'assistant', text: '   ' },
    ];

    const traces = await collect(provider('What is a 30-year mortgage?', history, signal()));

    expect(traces).toEqual([
      { type: 'completion', payload: { state: 'start' } },
      ...pieces.map((content) => ({ type: 'completion', payload: { state: 'content', content } })),
      { type: 'completion', payload: { state: 'end' } },
    ]);
    const request = server.requests[0];
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    const body = request?.body as { model: string; stream: boolean; tools: { function: { name: string } }[] };
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(true);
    expect(messagesOf(0)).toEqual([
      { role: 'system', content: buildSystemPrompt({ today: TODAY, tools: true }) },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! Ask me about homes.' },
      { role: 'user', content: 'What is a 30-year mortgage?' },
    ]);
    expect(body.tools.map((t) => t.function.name)).toEqual(CALCULATOR_TOOLS.map((t) => t.function.name));
  });

  it('the system prompt asks for markdown, assumptions, estimates and fair housing', () => {
    expect(SYSTEM_PROMPT).toMatch(/Markdown/);
    expect(SYSTEM_PROMPT).toMatch(/assumptions/);
    expect(SYSTEM_PROMPT).toMatch(/estimates/);
    expect(SYSTEM_PROMPT).toMatch(/Fair housing: never steer/);
  });

  it('reassembles events cut at awkward byte offsets, including inside multibyte UTF-8', async () => {
    const pieces = ['Café 🏠 near the ', 'lake — 3 bd / 2 ba, ', 'naïve estimate: ≈ $2.4k/mo 📈'];
    const body = sseBody(textChunks(pieces));
    const house = body.indexOf(Buffer.from('🏠'));
    const dash = body.indexOf(Buffer.from('—'));
    const cuts = [...everyNBytes(body.length, 13), house + 1, house + 2, house + 3, dash + 1, dash + 2];
    server = await startFakeOpenAIServer([streamReply(body, cuts)]);
    const provider = createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'k' });

    const traces = await collect(provider('hi', [], signal()));

    expect(states(traces)).toEqual(['start', 'content', 'content', 'content', 'end']);
    expect(text(traces)).toBe(pieces.join(''));
  });

  it('accepts a stream that ends after finish_reason without [DONE], and a usage chunk with no choices', async () => {
    const usage = {
      ...(chunk({}) as object),
      choices: [],
      usage: { prompt_tokens: 5, completion_tokens: 2 },
    };
    server = await startFakeOpenAIServer([streamReply(sseBody([...textChunks(['Yes.']), usage], false))]);
    const provider = createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'k' });
    expect(text(await collect(provider('ok?', [], signal())))).toBe('Yes.');
  });

  it('sends no Authorization header when no key is configured (local servers)', async () => {
    server = await startFakeOpenAIServer([streamReply(sseBody(textChunks(['ok'])))]);
    await collect(createOpenAIProvider({ baseUrl: `${server.baseUrl}/` })('hi', [], signal()));
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect((server.requests[0]?.body as { model: string }).model).toBe('gpt-4o-mini');
  });

  it('can leave the tools out', async () => {
    server = await startFakeOpenAIServer([streamReply(sseBody(textChunks(['ok'])))]);
    await collect(createOpenAIProvider({ baseUrl: server.baseUrl, tools: false })('hi', [], signal()));
    expect(server.requests[0]?.body).not.toHaveProperty('tools');
  });
});

describe('openai provider: calculator tools', () => {
  it('runs the mortgage calculator for a streamed tool call and sends the result back', async () => {
    const fragments = ['{"loan_', 'amount": 4000', '00, "annual_rate', '_percent": 6,', ' "term_years": 30}'];
    const answer = ['Your monthly principal and interest is **$2,398.20**', ' (estimate).'];
    server = await startFakeOpenAIServer([
      streamReply(sseBody(toolCallChunks('mortgage_payment', fragments, 'call_abc'))),
      checkedReply(
        (request) => {
          const messages = (request.body as { messages: ChatMessage[] }).messages;
          const call = messages.find((m) => m.role === 'assistant' && m.tool_calls?.length);
          if (!call || call.role !== 'assistant') return 'the assistant tool_calls message is missing';
          const fn = call.tool_calls?.[0]?.function;
          if (fn?.name !== 'mortgage_payment' || JSON.parse(fn.arguments).loan_amount !== 400000)
            return `unexpected tool call ${JSON.stringify(call.tool_calls)}`;
          const result = messages.find((m) => m.role === 'tool');
          if (!result || result.role !== 'tool' || result.tool_call_id !== 'call_abc')
            return "messages with role 'tool' must be a response to a preceding message with 'tool_calls'";
          if (!result.content.includes('2398.2')) return `the tool result lacks 2398.2: ${result.content}`;
          return undefined;
        },
        streamReply(sseBody(textChunks(answer))),
      ),
    ]);
    const provider = createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'k' });

    const traces = await collect(provider('Payment on a $400k loan at 6% for 30 years?', [], signal()));

    expect(server.requests).toHaveLength(2);
    // After the text, the calculator's structured result, as the local analyst sends it (issue 22).
    const calculation = traces.pop()!;
    expect(states(traces)).toEqual(['start', 'content', 'content', 'end']);
    expect(text(traces)).toBe(answer.join(''));
    expect(calculation.type).toBe('calculation');
    const result = calculation.payload as CalculationResult;
    expect(result.calculator).toBe('mortgage');
    expect(result.inputs.map((i) => [i.key, i.value, i.source])).toEqual([
      ['loanAmount', 400000, 'you said'],
      ['annualRate', 0.06, 'you said'],
      ['termYears', 30, 'you said'],
      ['monthlyHoa', 0, 'default'],
    ]);
    expect(result.outputs.find((o) => o.primary)!.value).toBeCloseTo(2398.2, 2);
    const messages = messagesOf(1);
    expect(messages.slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_abc',
            type: 'function',
            function: { name: 'mortgage_payment', arguments: fragments.join('') },
          },
        ],
      },
      {
        role: 'tool',
        tool_call_id: 'call_abc',
        content: expect.stringContaining('"monthlyPrincipalAndInterest":2398.2'),
      },
    ]);
  });

  it(`stops offering tool rounds after ${MAX_TOOL_ROUNDS}: the next request asks for an answer (tool_choice none)`, async () => {
    const call = streamReply(sseBody(toolCallChunks('closing_costs', ['{"price": 300000}'])));
    server = await startFakeOpenAIServer([
      ...Array.from({ length: MAX_TOOL_ROUNDS }, () => call),
      checkedReply(
        (request) =>
          (request.body as { tool_choice?: string }).tool_choice === 'none' ? undefined : 'tool_choice',
        streamReply(sseBody(textChunks(['About $9k.']))),
      ),
    ]);
    const provider = createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'k' });

    const traces = await collect(provider('closing costs on $300k?', [], signal()));

    expect(server.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(text(traces)).toBe('About $9k.');
    expect(messagesOf(MAX_TOOL_ROUNDS).filter((m) => m.role === 'tool')).toHaveLength(MAX_TOOL_ROUNDS);
  });

  it('keeps text written before a tool call in the same bubble', async () => {
    server = await startFakeOpenAIServer([
      streamReply(
        sseBody([
          chunk({ role: 'assistant', content: 'Let me calculate.' }),
          ...toolCallChunks('mortgage_payment', ['{"loan_amount":100000,"annual_rate_percent":0}']),
        ]),
      ),
      streamReply(sseBody(textChunks(['$277.78 a month.']))),
    ]);
    const traces = await collect(createOpenAIProvider({ baseUrl: server.baseUrl })('x', [], signal()));
    expect(traces.pop()!.type).toBe('calculation');
    expect(states(traces)).toEqual(['start', 'content', 'content', 'content', 'end']);
    expect(text(traces)).toBe('Let me calculate.\n\n$277.78 a month.');
    expect(messagesOf(1).at(-2)).toMatchObject({ role: 'assistant', content: 'Let me calculate.' });
  });
});

describe('openai provider: failures', () => {
  it('a connection dropped mid-stream throws a readable error after the traces received so far', async () => {
    const body = sseBody(textChunks(['Part one, ', 'part two, ', 'part three.']));
    server = await startFakeOpenAIServer([dropReply(body, 3)]);
    const provider = createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'k' });

    const { traces, error } = await collectUntilError(provider('hi', [], signal()));

    expect(states(traces)).toEqual(['start', 'content', 'content']);
    expect(error.message).toBe(
      'OpenAI-compatible endpoint closed the connection before the answer was complete',
    );
  });

  it('401 with a JSON error body', async () => {
    server = await startFakeOpenAIServer([
      errorReply(
        401,
        'Incorrect API key provided: sk-bad. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        'invalid_api_key',
      ),
    ]);
    const { traces, error } = await collectUntilError(
      createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'sk-bad' })('hi', [], signal()),
    );
    expect(traces).toEqual([]);
    expect(error.message).toMatch(
      /^OpenAI-compatible endpoint answered 401 Unauthorized: Incorrect API key provided: sk-bad\./,
    );
    expect(error.message.length).toBeLessThan(220);
  });

  it('429 with a JSON error body', async () => {
    server = await startFakeOpenAIServer([
      errorReply(
        429,
        'Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3.',
        'requests',
        'rate_limit_exceeded',
      ),
    ]);
    const { error } = await collectUntilError(
      createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'k' })('hi', [], signal()),
    );
    expect(error.message).toBe(
      'OpenAI-compatible endpoint answered 429 Too Many Requests: Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3.',
    );
  });

  it('an unreachable endpoint', async () => {
    server = await startFakeOpenAIServer([]);
    const baseUrl = server.baseUrl;
    const host = new URL(baseUrl).host;
    await server.close();
    server = undefined;
    const { error } = await collectUntilError(createOpenAIProvider({ baseUrl })('hi', [], signal()));
    expect(error.message).toBe(
      `Could not reach the OpenAI-compatible endpoint at ${host} (connection refused)`,
    );
  });

  it('an error event inside the stream', async () => {
    const body = Buffer.from('data: {"error":{"message":"model overloaded","type":"server_error"}}\n\n');
    server = await startFakeOpenAIServer([streamReply(body)]);
    const { error } = await collectUntilError(
      createOpenAIProvider({ baseUrl: server.baseUrl })('hi', [], signal()),
    );
    expect(error.message).toBe('OpenAI-compatible endpoint reported an error: model overloaded');
  });

  it('errors become a readable message of the generation', async () => {
    server = await startFakeOpenAIServer([
      errorReply(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
    ]);
    const generation = new Generation({
      provider: createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'bad' }),
      input: 'hi',
      history: [],
      timeoutMs: 5_000,
      replyMsgId: 'r1',
      store: async () => {},
    });
    expect(await generation.finished).toMatchObject({
      kind: 'failed',
      message:
        'The assistant is unavailable right now (OpenAI-compatible endpoint answered 401 Unauthorized: Incorrect API key provided.). Please try again.',
    });
  });
});

describe('openai provider: abort', () => {
  it('abort mid-stream ends the iteration promptly, without error, and closes the connection', async () => {
    server = await startFakeOpenAIServer([stallReply(sseBody(textChunks(['first ', 'never sent'])), 2)]);
    const provider = createOpenAIProvider({ baseUrl: server.baseUrl, apiKey: 'k' });
    const controller = new AbortController();
    const iterator = provider('hi', [], controller.signal)[Symbol.asyncIterator]();

    expect((await iterator.next()).value).toEqual({ type: 'completion', payload: { state: 'start' } });
    expect((await iterator.next()).value).toEqual({
      type: 'completion',
      payload: { state: 'content', content: 'first ' },
    });
    const pending = iterator.next();
    const started = performance.now();
    controller.abort(new Error('stopped'));

    expect(await pending).toEqual({ done: true, value: undefined });
    expect(performance.now() - started).toBeLessThan(250);
    await server.closed(0);
  });

  it('an already aborted signal makes no request', async () => {
    server = await startFakeOpenAIServer([]);
    const controller = new AbortController();
    controller.abort();
    expect(
      await collect(createOpenAIProvider({ baseUrl: server.baseUrl })('hi', [], controller.signal)),
    ).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('a consumer that stops iterating early releases the connection', async () => {
    server = await startFakeOpenAIServer([stallReply(sseBody(textChunks(['one ', 'two'])), 2)]);
    for await (const trace of createOpenAIProvider({ baseUrl: server.baseUrl })('hi', [], signal())) {
      if ((trace.payload as { state: string }).state === 'content') break;
    }
    await server.closed(0);
  });
});
