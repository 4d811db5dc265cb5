import { describe, it, expect } from 'vitest';
import { ServiceError } from '../lib/errors.ts';
import {
  conversationServiceUrl,
  createConversationApi,
  httpStatusOf,
  StreamInterruptedError,
} from './conversation-api.ts';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function fakeFetch(respond: (seen: Seen) => Response | Promise<Response>) {
  const calls: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const seen: Seen = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(seen);
    return respond(seen);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function sse(chunks: string[], options: { error?: boolean } = {}): Response {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  // Pulled one chunk at a time, so an error comes after the chunks were read (error() drops a queue).
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = queue.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (options.error) controller.error(new TypeError('terminated'));
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

const api = (fetch: typeof globalThis.fetch, token: string | null = 'tok') =>
  createConversationApi({
    baseUrl: conversationServiceUrl('https://project.example/'),
    apiKey: 'anon',
    getAccessToken: async () => token,
    fetch,
  });

describe('conversation API (spec §7)', () => {
  it('calls the voiceflow-proxy routes with the bearer token, apikey and JSON', async () => {
    const row = { id: 'c1', title: 'T' };
    const { fetch, calls } = fakeFetch((seen) => {
      if (seen.url.endsWith('/messages?limit=50&before=m9')) return json({ messages: [], has_more: false });
      if (seen.url.includes('?since=')) return json({ conversations: [], next_cursor: 'x', has_more: false });
      if (seen.method === 'DELETE') return json({ ok: true });
      if (seen.url.endsWith('/interact/stop')) return json({ ok: true, stopped: true });
      if (seen.method === 'GET' && seen.url.endsWith('/conversations')) return json({ conversations: [row] });
      return json({ conversation: row });
    });
    const client = api(fetch);
    expect(await client.create({ id: 'c1', title: 'T' })).toEqual(row);
    expect(await client.getOrCreate()).toEqual(row);
    expect(await client.get('c1')).toEqual(row);
    expect(await client.list()).toEqual([row]);
    expect(await client.listSince('2026|c0')).toMatchObject({ next_cursor: 'x' });
    expect(await client.messages('c1', { before: 'm9' })).toEqual({ messages: [], has_more: false });
    expect(await client.stop('c1', 'u1')).toEqual({ stopped: true });
    expect(await client.rename('c1', 'New')).toEqual(row);
    await client.delete('c1');
    expect(
      calls.map(
        (c) => `${c.method} ${c.url.replace('https://project.example/functions/v1/voiceflow-proxy/', '')}`,
      ),
    ).toEqual([
      'POST conversations',
      'POST conversations/get-or-create',
      'GET conversations/c1',
      'GET conversations',
      'GET conversations?since=2026%7Cc0',
      'GET conversations/c1/messages?limit=50&before=m9',
      'POST conversations/c1/interact/stop',
      'PATCH conversations/c1',
      'DELETE conversations/c1',
    ]);
    for (const call of calls) {
      expect(call.headers.get('authorization')).toBe('Bearer tok');
      expect(call.headers.get('apikey')).toBe('anon');
    }
    expect(calls[0]!.body).toEqual({ id: 'c1', title: 'T' });
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[6]!.body).toEqual({ client_msg_id: 'u1' });
  });

  it('asks what the assistant can do; anything but true is false', async () => {
    const { fetch, calls } = fakeFetch(() => json({ deterministic: true, continues: 'yes' }));
    expect(await api(fetch).assistant()).toEqual({ deterministic: true, continues: false });
    expect(`${calls[0]!.method} ${calls[0]!.url}`).toBe(
      'GET https://project.example/functions/v1/voiceflow-proxy/assistant',
    );
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it.each([
    [
      'create',
      (c: ReturnType<typeof api>) => c.create({ title: 'x' }),
      'Failed to create conversation: 500 boom',
    ],
    [
      'getOrCreate',
      (c: ReturnType<typeof api>) => c.getOrCreate(),
      'Failed to get or create conversation: 500 boom',
    ],
    ['list', (c: ReturnType<typeof api>) => c.list(), 'Failed to list conversations: 500 boom'],
    ['messages', (c: ReturnType<typeof api>) => c.messages('c'), 'Failed to load messages: 500 boom'],
    [
      'stream',
      (c: ReturnType<typeof api>) => c.interactStream('c', { text: 'x' }),
      'Failed to stream message: 500 boom',
    ],
    ['delete', (c: ReturnType<typeof api>) => c.delete('c'), 'Failed to delete conversation: 500 boom'],
    ['assistant', (c: ReturnType<typeof api>) => c.assistant(), 'Failed to load assistant: 500 boom'],
    ['rename', (c: ReturnType<typeof api>) => c.rename('c', 't'), 'Failed to rename conversation: 500 boom'],
    ['stop', (c: ReturnType<typeof api>) => c.stop('c', 'u'), 'Failed to stop message: 500 boom'],
  ])('%s throws with the spec §8 prefix, the status and the response text', async (_name, call, message) => {
    const { fetch } = fakeFetch(() => new Response('boom', { status: 500 }));
    const error = await call(api(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
    expect(httpStatusOf(error)).toBe(500);
    expect(error).toBeInstanceOf(ServiceError);
  });

  it('get returns null on failure; no session is a 401 without a request', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('nope', { status: 404 }));
    expect(await api(fetch).get('c')).toBeNull();
    const error = await api(fetch, null)
      .list()
      .catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(401);
    expect(calls).toHaveLength(1);
    expect(httpStatusOf(new TypeError('fetch failed'))).toBeNull();
  });
});

describe('interactStream', () => {
  const events = [
    ': keep-alive\n\n',
    'event: metadata\ndata: {"assistant_client_msg_id":"a1","user_client_msg_id":"u1"}\n\n',
    'event: trace\ndata: {"type":"completion","payload":{"state":"start"}}\n\n',
    'event: trace\ndata: {"type":"completion","payload":{"state":"content","content":"Cap ra',
    'tes"}}\n\n',
    'event: summary\ndata: {"content_text":"Cap rates","content_json":[{"type":"text","text":"Cap rates"}],"trace_types":["completion"]}\n\n',
    'event: done\ndata: {}\n\n',
  ];

  it('streams the events to the callbacks and returns traces, summary and the assistant id', async () => {
    const { fetch, calls } = fakeFetch(() => sse(events));
    const seen: string[] = [];
    const result = await api(fetch).interactStream(
      'c1',
      { text: 'cap rates?', client_msg_id: 'u1', response_client_msg_id: 'a1' },
      {
        onMetadata: (m) => seen.push(`metadata ${m.assistant_client_msg_id}`),
        onTrace: (t) => seen.push(`trace ${t.type}`),
        onSummary: (s) => seen.push(`summary ${s.content_text}`),
        onDone: () => seen.push('done'),
      },
    );
    expect(seen).toEqual([
      'metadata a1',
      'trace completion',
      'trace completion',
      'summary Cap rates',
      'done',
    ]);
    expect(result).toMatchObject({
      assistantClientMsgId: 'a1',
      summary: { content_text: 'Cap rates' },
      error: null,
    });
    expect(result.traces).toHaveLength(2);
    expect(calls[0]!.body).toEqual({
      text: 'cap rates?',
      client_msg_id: 'u1',
      response_client_msg_id: 'a1',
      config: { completion_events: true },
    });
    expect(calls[0]!.headers.get('accept')).toBe('text/event-stream');
  });

  it('delivers error events (parsed, or raw text) and still returns', async () => {
    const { fetch, calls } = fakeFetch(() =>
      sse(['event: error\ndata: not json\n\n', 'event: done\ndata: {}\n\n']),
    );
    const errors: unknown[] = [];
    const result = await api(fetch).interactStream('c1', { text: 'x' }, { onError: (e) => errors.push(e) });
    expect(errors).toEqual(['not json']);
    // Ids the caller left out are chosen on the device (R7).
    expect(calls[0]!.body).toMatchObject({
      client_msg_id: expect.any(String),
      response_client_msg_id: expect.any(String),
    });
    expect(result.error).toBe('not json');
  });

  it('a body that breaks or ends before done is an interrupted stream', async () => {
    const cut = fakeFetch(() => sse(events.slice(0, 3), { error: true }));
    await expect(api(cut.fetch).interactStream('c1', { text: 'x' })).rejects.toBeInstanceOf(
      StreamInterruptedError,
    );
    const short = fakeFetch(() => sse(events.slice(0, 3)));
    await expect(api(short.fetch).interactStream('c1', { text: 'x' })).rejects.toBeInstanceOf(
      StreamInterruptedError,
    );
    // Once the summary is in, a missing done does not lose the reply.
    const noDone = fakeFetch(() => sse(events.slice(0, 6), { error: true }));
    expect((await api(noDone.fetch).interactStream('c1', { text: 'x' })).summary?.content_text).toBe(
      'Cap rates',
    );
  });

  it('an abort rejects with the abort reason, not as an interruption', async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(() => {
      controller.abort(new DOMException('stop', 'AbortError'));
      return sse(events);
    });
    await expect(
      api(fetch).interactStream('c1', { text: 'x' }, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('feedback calls (issue 13)', () => {
  const row = {
    conversation_id: 'c1',
    message_client_msg_id: 'reply/1',
    user_id: 'u1',
    rating: 'down',
    note: 'Off',
    created_at: '2026-11-26T09:00:00+00:00',
    updated_at: '2026-11-26T09:00:00+00:00',
  };

  it('PUTs the rating and note of a reply, its id escaped, and returns the stored row', async () => {
    const { fetch, calls } = fakeFetch(() => json({ feedback: row }));
    expect(await api(fetch).putFeedback('c1', 'reply/1', { rating: 'down', note: 'Off' })).toEqual(row);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: 'https://project.example/functions/v1/voiceflow-proxy/conversations/c1/messages/reply%2F1/feedback',
      body: { rating: 'down', note: 'Off' },
    });
    await api(fetch).putFeedback('c1', 'r', { rating: null });
    expect(calls[1]!.body).toEqual({ rating: null, note: null });
  });

  it("a refusal throws 'Failed to save feedback: <status> <text>'", async () => {
    const { fetch } = fakeFetch(() => json({ error: 'note must be at most 1000 characters' }, 400));
    const failure = await api(fetch)
      .putFeedback('c1', 'r', { rating: 'down', note: 'x' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as Error).message).toBe(
      'Failed to save feedback: 400 {"error":"note must be at most 1000 characters"}',
    );
    expect(httpStatusOf(failure)).toBe(400);
  });

  it('reads the delta of feedback from a cursor', async () => {
    const page = { feedback: [row], next_cursor: row.updated_at, has_more: false };
    const { fetch, calls } = fakeFetch(() => json(page));
    expect(await api(fetch).feedbackSince('2026-11-26T08:00:00+00:00')).toEqual(page);
    expect(calls[0]!.url).toBe(
      'https://project.example/functions/v1/voiceflow-proxy/conversations/feedback?since=2026-11-26T08%3A00%3A00%2B00%3A00',
    );
    const failing = fakeFetch(() => new Response('nope', { status: 500 }));
    await expect(api(failing.fetch).feedbackSince('')).rejects.toThrow('Failed to load feedback: 500 nope');
  });
});
