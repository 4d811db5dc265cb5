// The conversation service (`voiceflow-proxy`) over HTTP against the local stack: spec §7's routes,
// architecture §4's extensions, validation, isolation between users, streaming, idempotent replay,
// server-owned generation and the explicit stop.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startBackend, signedInUser, type Backend } from './harness.ts';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import type {
  AssistantProvider,
  ReplySummary,
  StreamEvent,
  Trace,
} from '../../supabase/functions/_shared/protocol.ts';
import type { CalculationResult } from '../../supabase/functions/_shared/calculation-result.ts';
import { createNodeClient } from '../../server/node-supabase-client.ts';
import { createOpenAIProvider } from '../../supabase/functions/_shared/providers/openai-provider.ts';
import {
  sseBody,
  stallReply,
  startFakeOpenAIServer,
  streamReply,
  textChunks,
} from '../fakes/fake-openai-server.ts';

let backend: Backend;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  backend = await startBackend();
  alice = await signedInUser(backend, 'alice');
  bob = await signedInUser(backend, 'bob');
});
afterAll(() => backend.close());

function call(path: string, init: RequestInit & { token?: string | null } = {}) {
  const { token = alice.session.access_token, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('apikey', backend.anonKey);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (rest.body) headers.set('Content-Type', 'application/json');
  return fetch(`${backend.url}/functions/v1/voiceflow-proxy/${path}`, { ...rest, headers });
}

async function createConversation(title = 'Market questions', token?: string) {
  const response = await call('conversations', { method: 'POST', body: JSON.stringify({ title }), token });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string; title: string } }).conversation;
}

async function stream(conversationId: string, body: Record<string, unknown>, token?: string) {
  const response = await call(`conversations/${conversationId}/interact/stream`, {
    method: 'POST',
    body: JSON.stringify({ config: { completion_events: true }, ...body }),
    token,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: StreamEvent[] = [];
  await readStreamEvents(response.body!, { onEvent: (e) => events.push(e) });
  return events;
}

async function messagesOf(conversationId: string, query = '') {
  const response = await call(`conversations/${conversationId}/messages${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { messages: Array<Record<string, unknown>>; has_more: boolean };
}

describe('authentication (spec §6: calls carry the bearer token)', () => {
  it.each([
    ['GET', 'conversations'],
    ['POST', 'conversations'],
    ['POST', 'conversations/get-or-create'],
    ['GET', `conversations/${randomUUID()}`],
    ['PATCH', `conversations/${randomUUID()}`],
    ['DELETE', `conversations/${randomUUID()}`],
    ['GET', `conversations/${randomUUID()}/messages`],
    ['POST', `conversations/${randomUUID()}/interact`],
    ['POST', `conversations/${randomUUID()}/interact/stream`],
  ])('%s %s without a bearer token is 401', async (method, path) => {
    const response = await fetch(`${backend.url}/functions/v1/voiceflow-proxy/${path}`, {
      method,
      headers: { apikey: backend.anonKey },
    });
    expect(response.status).toBe(401);
  });

  it('rejects a forged token with 401', async () => {
    const response = await call('conversations', { token: `${alice.session.access_token}x` });
    expect(response.status).toBe(401);
  });
});

describe('conversations', () => {
  it('creates, lists, gets and renames a conversation', async () => {
    const created = await createConversation('Cap rates in Austin');
    expect(created.title).toBe('Cap rates in Austin');
    const list = (await (await call('conversations')).json()) as { conversations: Array<{ id: string }> };
    expect(list.conversations.map((c) => c.id)).toContain(created.id);
    const got = await call(`conversations/${created.id}`);
    expect(((await got.json()) as { conversation: { id: string } }).conversation.id).toBe(created.id);
    const renamed = await call(`conversations/${created.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: '  Austin  ' }),
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { conversation: { title: string } }).conversation.title).toBe('Austin');
  });

  it('creating with the same client id twice returns the same conversation', async () => {
    const id = randomUUID();
    const first = await call('conversations', {
      method: 'POST',
      body: JSON.stringify({ id, title: 'Offline chat' }),
    });
    const second = await call('conversations', {
      method: 'POST',
      body: JSON.stringify({ id, title: 'Offline chat' }),
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { conversation: { id: string } }).conversation.id).toBe(id);
    const list = (await (await call('conversations')).json()) as { conversations: Array<{ id: string }> };
    expect(list.conversations.filter((c) => c.id === id)).toHaveLength(1);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: '    ' }, 'title'],
    [{ title: 'x'.repeat(41) }, 'title'],
    [{ title: 42 }, 'title'],
    [{}, 'title'],
    [{ title: 'ok', id: 'not-a-uuid' }, 'id'],
    [{ title: 'ok', id: 7 }, 'id'],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const response = await call('conversations', { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: string; field: string };
    expect(error.field).toBe(field);
    expect(error.error).toMatch(new RegExp(field));
  });

  it('accepts exactly 40 characters, counted as characters', async () => {
    expect((await createConversation('y'.repeat(40))).title).toHaveLength(40);
    expect((await createConversation('🏠'.repeat(40))).title).toBe('🏠'.repeat(40));
  });

  it('rejects malformed JSON and a non-uuid path id with 400', async () => {
    const bad = await call('conversations', { method: 'POST', body: '{"title":' });
    expect(bad.status).toBe(400);
    expect((await call('conversations/not-a-uuid')).status).toBe(400);
  });

  it("another user's conversation is 404 on every route, never 403", async () => {
    const mine = await createConversation('Private');
    const asBob = { token: bob.session.access_token };
    expect((await call(`conversations/${mine.id}`, asBob)).status).toBe(404);
    expect((await call(`conversations/${mine.id}/messages`, asBob)).status).toBe(404);
    // The page is read beside the conversation's check, which still answers first.
    expect((await call(`conversations/${mine.id}/messages?limit=0&before=x`, asBob)).status).toBe(404);
    expect(
      (
        await call(`conversations/${mine.id}`, {
          ...asBob,
          method: 'PATCH',
          body: JSON.stringify({ title: 'x' }),
        })
      ).status,
    ).toBe(404);
    expect((await call(`conversations/${mine.id}`, { ...asBob, method: 'DELETE' })).status).toBe(404);
    expect(
      (
        await call(`conversations/${mine.id}/interact/stream`, {
          ...asBob,
          method: 'POST',
          body: JSON.stringify({ text: 'hi' }),
        })
      ).status,
    ).toBe(404);
    const bobList = (await (await call('conversations', asBob)).json()) as {
      conversations: Array<{ id: string }>;
    };
    expect(bobList.conversations.map((c) => c.id)).not.toContain(mine.id);
    // Bob cannot take the id either.
    const steal = await call('conversations', {
      ...asBob,
      method: 'POST',
      body: JSON.stringify({ id: mine.id, title: 'mine now' }),
    });
    expect(steal.status).toBe(409);
  });

  it('deletes a conversation, leaving a tombstone for delta sync', async () => {
    const start = (await (await call('conversations?since=0')).json()) as { next_cursor: string };
    const doomed = await createConversation('To delete');
    const kept = await createConversation('To keep');
    const deleted = await call(`conversations/${doomed.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await call(`conversations/${doomed.id}`)).status).toBe(404);
    expect((await call(`conversations/${doomed.id}`, { method: 'DELETE' })).status).toBe(200);

    const delta = (await (
      await call(`conversations?since=${encodeURIComponent(start.next_cursor)}`)
    ).json()) as {
      conversations: Array<{ id: string; deleted_at: string | null }>;
      next_cursor: string;
    };
    const byId = new Map(delta.conversations.map((c) => [c.id, c]));
    expect(byId.get(doomed.id)?.deleted_at).toBeTruthy();
    expect(byId.get(kept.id)?.deleted_at).toBeNull();
    const after = (await (
      await call(`conversations?since=${encodeURIComponent(delta.next_cursor)}`)
    ).json()) as {
      conversations: unknown[];
    };
    expect(after.conversations).toEqual([]);
    expect((await call('conversations?since=garbage')).status).toBe(400);
  });

  it('get-or-create returns the most recent conversation or makes one', async () => {
    const fresh = await signedInUser(backend, 'fresh');
    const first = await call('conversations/get-or-create', {
      method: 'POST',
      token: fresh.session.access_token,
    });
    const made = ((await first.json()) as { conversation: { id: string; title: string } }).conversation;
    expect(made.title).toBe('My First Chat');
    const again = await call('conversations/get-or-create', {
      method: 'POST',
      token: fresh.session.access_token,
    });
    expect(((await again.json()) as { conversation: { id: string } }).conversation.id).toBe(made.id);
  });
});

describe('interact/stream', () => {
  it('streams metadata, traces, summary and done, and stores both messages', async () => {
    const conversation = await createConversation('Mortgage');
    const clientMsgId = randomUUID();
    const responseId = randomUUID();
    const events = await stream(conversation.id, {
      text: 'What is the monthly payment on a $400,000 loan at 6% for 30 years?',
      client_msg_id: clientMsgId,
      response_client_msg_id: responseId,
    });
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('metadata');
    expect(names.at(-2)).toBe('summary');
    expect(names.at(-1)).toBe('done');
    expect(names.filter((n) => n === 'trace').length).toBeGreaterThan(2);
    expect(events[0]).toEqual({
      event: 'metadata',
      data: { assistant_client_msg_id: responseId, user_client_msg_id: clientMsgId },
    });
    const summary = events.find((e) => e.event === 'summary')!.data as {
      content_text: string;
      trace_types: string[];
    };
    expect(summary.content_text).toContain('2,398.20');
    expect(summary.trace_types).toContain('completion');

    const { messages } = await messagesOf(conversation.id);
    expect(messages.map((m) => [m.role, m.client_msg_id])).toEqual([
      ['user', clientMsgId],
      ['assistant', responseId],
    ]);
    expect(messages[1]!.content_text).toBe(summary.content_text);

    // The calculator's structured result (issue 22): its own trace after the text, in the summary,
    // and in the stored row, the same object in all three.
    const calculation = events.filter((e) => e.event === 'trace').at(-1)!.data as Trace;
    expect(calculation.type).toBe('calculation');
    const result = calculation.payload as CalculationResult;
    expect(result).toMatchObject({ calculator: 'mortgage', title: 'Mortgage payment' });
    expect(result.inputs.find((i) => i.key === 'loanAmount')).toMatchObject({
      value: 400_000,
      source: 'you said',
    });
    expect(result.outputs.find((o) => o.primary)!.value).toBeCloseTo(2398.2, 2);
    const part = { type: 'calculation', result };
    expect((summary as unknown as ReplySummary).content_json.at(-1)).toEqual(part);
    expect((messages[1]!.content_json as unknown[]).at(-1)).toEqual(part);
    expect(messages[1]!.trace_types).toEqual(['completion', 'calculation']);
  });

  it('replays an answered client_msg_id as summary and done, without generating again', async () => {
    const conversation = await createConversation('Replay');
    const body = { text: 'What is a 1031 exchange?', client_msg_id: randomUUID() };
    const first = await stream(conversation.id, body);
    const second = await stream(conversation.id, { ...body, response_client_msg_id: randomUUID() });
    expect(second.map((e) => e.event)).toEqual(['metadata', 'summary', 'done']);
    expect(second[1]!.data).toEqual(first.find((e) => e.event === 'summary')!.data);
    expect((second[0]!.data as { assistant_client_msg_id: string }).assistant_client_msg_id).toBe(
      (first[0]!.data as { assistant_client_msg_id: string }).assistant_client_msg_id,
    );
    expect((await messagesOf(conversation.id)).messages).toHaveLength(2);
  });

  it('validates the body', async () => {
    const conversation = await createConversation('Validation');
    for (const [body, field] of [
      [{ text: '   ' }, 'text'],
      [{ text: 5 }, 'text'],
      [{ text: 'hi', client_msg_id: 12 }, 'client_msg_id'],
    ] as const) {
      const response = await call(`conversations/${conversation.id}/interact/stream`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { field: string }).field).toBe(field);
    }
    expect((await messagesOf(conversation.id)).messages).toEqual([]);
  });

  it('non-streaming interact returns the traces', async () => {
    const conversation = await createConversation('Plain');
    const response = await call(`conversations/${conversation.id}/interact`, {
      method: 'POST',
      body: JSON.stringify({ text: 'What is BRRRR?' }),
    });
    expect(response.status).toBe(200);
    const traces = (await response.json()) as Array<{ type: string }>;
    expect(Array.isArray(traces)).toBe(true);
    expect(traces.some((t) => t.type === 'completion')).toBe(true);
  });

  it('pages messages backwards with before', async () => {
    const conversation = await createConversation('Paging');
    for (let i = 0; i < 3; i++) await stream(conversation.id, { text: `What is a cap rate? (${i})` });
    const all = await messagesOf(conversation.id);
    expect(all.messages).toHaveLength(6);
    const newest = await messagesOf(conversation.id, '?limit=2');
    expect(newest.messages.map((m) => m.id)).toEqual(all.messages.slice(4).map((m) => m.id));
    expect(newest.has_more).toBe(true);
    const older = await messagesOf(conversation.id, `?limit=2&before=${newest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.id)).toEqual(all.messages.slice(2, 4).map((m) => m.id));
    expect((await call(`conversations/${conversation.id}/messages?limit=0`)).status).toBe(400);
  });
});

describe('generation belongs to the server', () => {
  let slow: Backend;
  let carol: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    slow = await startBackend({
      functionEnv: { ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '25' },
    });
    carol = await signedInUser(slow, 'carol');
  });
  afterAll(() => slow.close());

  function slowCall(path: string, body: unknown, signal?: AbortSignal) {
    return fetch(`${slow.url}/functions/v1/voiceflow-proxy/${path}`, {
      method: 'POST',
      headers: {
        apikey: slow.anonKey,
        Authorization: `Bearer ${carol.session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
      signal,
    });
  }

  async function slowMessages(conversationId: string) {
    const response = await fetch(
      `${slow.url}/functions/v1/voiceflow-proxy/conversations/${conversationId}/messages`,
      {
        headers: { apikey: slow.anonKey, Authorization: `Bearer ${carol.session.access_token}` },
      },
    );
    return (
      (await response.json()) as { messages: Array<{ role: string; status: string; content_text: string }> }
    ).messages;
  }

  async function slowConversation() {
    const response = await slowCall('conversations', { title: 'Slow' });
    return ((await response.json()) as { conversation: { id: string } }).conversation.id;
  }

  it('completes and stores the reply after the client disconnects mid-stream', async () => {
    const id = await slowConversation();
    const abort = new AbortController();
    const response = await slowCall(
      `conversations/${id}/interact/stream`,
      { text: 'Explain house hacking', client_msg_id: randomUUID() },
      abort.signal,
    );
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await expect
      .poll(async () => (await slowMessages(id)).map((m) => m.role), { timeout: 20_000, interval: 200 })
      .toEqual(['user', 'assistant']);
    const [, reply] = await slowMessages(id);
    expect(reply!.status).toBe('complete');
    expect(reply!.content_text.length).toBeGreaterThan(100);
  });

  it('a retry while the first request is still answering joins it instead of generating twice', async () => {
    const id = await slowConversation();
    const body = { text: 'What is a triple net lease?', client_msg_id: randomUUID() };
    const [a, b] = await Promise.all([
      slowCall(`conversations/${id}/interact/stream`, body),
      slowCall(`conversations/${id}/interact/stream`, body),
    ]);
    const collect = async (r: Response) => {
      const events: StreamEvent[] = [];
      await readStreamEvents(r.body!, { onEvent: (e) => events.push(e) });
      return events;
    };
    const [ea, eb] = await Promise.all([collect(a), collect(b)]);
    expect(ea.find((e) => e.event === 'summary')!.data).toEqual(eb.find((e) => e.event === 'summary')!.data);
    expect((await slowMessages(id)).map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('an explicit stop ends generation and stores the partial reply marked as stopped', async () => {
    const id = await slowConversation();
    const clientMsgId = randomUUID();
    const response = await slowCall(`conversations/${id}/interact/stream`, {
      text: 'Tell me about BRRRR investing',
      client_msg_id: clientMsgId,
    });
    const events: StreamEvent[] = [];
    const reading = readStreamEvents(response.body!, { onEvent: (e) => events.push(e) });
    await expect
      .poll(() => events.filter((e) => e.event === 'trace').length, { timeout: 10_000 })
      .toBeGreaterThan(3);
    const stopped = await slowCall(`conversations/${id}/interact/stop`, { client_msg_id: clientMsgId });
    expect(await stopped.json()).toEqual({ ok: true, stopped: true });
    await reading;
    const summary = events.find((e) => e.event === 'summary')!.data as {
      stopped?: boolean;
      content_text: string;
    };
    expect(summary.stopped).toBe(true);
    const [, reply] = await slowMessages(id);
    expect(reply!.status).toBe('stopped');
    expect(reply!.content_text).toBe(summary.content_text);
    expect(events.at(-1)!.event).toBe('done');
  });
});

describe('provider failures (the service handler run here, with a provider that fails, on the same backend)', () => {
  async function serviceWith(provider: AssistantProvider) {
    const { createConversationService } =
      await import('../../supabase/functions/_shared/conversation-service/routes.ts');
    const { functionClients } = await import('../../supabase/functions/_shared/supabase-clients.ts');
    const clients = functionClients(
      {
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      },
      createNodeClient,
    );
    const handler = createConversationService({ ...clients, provider });
    return (conversationId: string, body: Record<string, unknown>) =>
      handler(
        new Request(`${backend.url}/voiceflow-proxy/conversations/${conversationId}/interact/stream`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${alice.session.access_token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
        }),
      );
  }

  it('a provider error reaches the client as an error event; the user message stays and a retry answers', async () => {
    let calls = 0;
    const flaky: AssistantProvider = async function* () {
      calls++;
      if (calls === 1) {
        yield { type: 'completion', payload: { state: 'start' } };
        throw new Error('upstream 503');
      }
      yield { type: 'text', payload: { message: 'Recovered answer.' } };
    };
    const send = await serviceWith(flaky);
    const conversation = await createConversation('Flaky provider');
    const clientMsgId = randomUUID();

    const first: StreamEvent[] = [];
    await readStreamEvents(
      (await send(conversation.id, { text: 'Hello?', client_msg_id: clientMsgId })).body!,
      {
        onEvent: (e) => first.push(e),
      },
    );
    const error = first.find((e) => e.event === 'error')!.data as { error: string };
    expect(error.error).toMatch(/assistant is unavailable right now \(upstream 503\)/);
    expect(first.at(-1)!.event).toBe('done');
    expect((await messagesOf(conversation.id)).messages.map((m) => m.role)).toEqual(['user']);

    const second: StreamEvent[] = [];
    await readStreamEvents(
      (await send(conversation.id, { text: 'Hello?', client_msg_id: clientMsgId })).body!,
      {
        onEvent: (e) => second.push(e),
      },
    );
    expect((second.find((e) => e.event === 'summary')!.data as { content_text: string }).content_text).toBe(
      'Recovered answer.',
    );
    expect((await messagesOf(conversation.id)).messages.map((m) => [m.role, m.content_text])).toEqual([
      ['user', 'Hello?'],
      ['assistant', 'Recovered answer.'],
    ]);
    // Answered now: a third request replays without calling the provider.
    await readStreamEvents(
      (await send(conversation.id, { text: 'Hello?', client_msg_id: clientMsgId })).body!,
      { onEvent: () => undefined },
    );
    expect(calls).toBe(2);
  });

  it('a model that stalls past its timeout leaves the partial reply stored as interrupted, and a retry answers', async () => {
    const server = await startFakeOpenAIServer([
      stallReply(sseBody(textChunks(['A cap rate is ', 'NOI divided by value'])), 3),
      streamReply(sseBody(textChunks(['A cap rate is NOI divided by price.']))),
    ]);
    try {
      const send = await serviceWith(createOpenAIProvider({ baseUrl: server.baseUrl, timeoutMs: 400 }));
      const conversation = await createConversation('Stalling model');
      const clientMsgId = randomUUID();
      const events: StreamEvent[] = [];
      await readStreamEvents(
        (await send(conversation.id, { text: 'What is a cap rate?', client_msg_id: clientMsgId })).body!,
        { onEvent: (e) => events.push(e) },
      );
      const summary = events.find((e) => e.event === 'summary')!.data as {
        interrupted?: boolean;
        content_text: string;
      };
      expect(summary.interrupted).toBe(true);
      expect(summary.content_text).toMatch(/^A cap rate is NOI divided by value\n\n_The model took longer/);
      const [, stored] = (await messagesOf(conversation.id)).messages;
      expect(stored).toMatchObject({
        role: 'assistant',
        status: 'interrupted',
        content_text: summary.content_text,
      });

      // Retrying the interrupted turn generates it again under the same reply.
      await readStreamEvents(
        (await send(conversation.id, { text: 'What is a cap rate?', client_msg_id: clientMsgId })).body!,
        { onEvent: () => undefined },
      );
      const after = (await messagesOf(conversation.id)).messages;
      expect(after.map((m) => [m.role, m.status, m.content_text])).toEqual([
        ['user', 'complete', 'What is a cap rate?'],
        ['assistant', 'complete', 'A cap rate is NOI divided by price.'],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('realtime delivers the stored rows', () => {
  it('a streamed turn reaches a subscriber as the two stored message rows', async () => {
    const conversation = await createConversation('Realtime');
    const received: Array<{ role: string; client_msg_id: string }> = [];
    const channel = alice.client.channel(`messages:${conversation.id}`).on(
      'postgres_changes',
      {
        event: 'INSERT',
        schema: 'public',
        table: 'messages',
        filter: `conversation_id=eq.${conversation.id}`,
      },
      (payload) => received.push(payload.new as { role: string; client_msg_id: string }),
    );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (error) reject(error);
      }),
    );
    const clientMsgId = randomUUID();
    const responseId = randomUUID();
    await stream(conversation.id, {
      text: 'What is NOI?',
      client_msg_id: clientMsgId,
      response_client_msg_id: responseId,
    });
    await expect
      .poll(() => received.map((m) => [m.role, m.client_msg_id]), { timeout: 10_000 })
      .toEqual([
        ['user', clientMsgId],
        ['assistant', responseId],
      ]);
    await alice.client.removeChannel(channel);
  });
});
