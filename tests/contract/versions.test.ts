// Versions and branches (issue 13, docs/conversation-service.md "Versions and branches") against the
// real local stack with the real supabase-js: a regenerate makes one new version however often it is
// sent; an edit makes a sibling question; the history the assistant sees is the visible path only;
// the choice of version is stored on the conversation, so two devices (two clients of one user)
// converge; the server refuses what must not happen (someone else's conversation, a reply that is not
// the last, a parent from another conversation); and RLS keeps the new columns to their owner.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import { CONTINUE_INSTRUCTION } from '../../supabase/functions/_shared/continuation.ts';
import type { ConversationRow, MessageRow, StreamEvent } from '../../supabase/functions/_shared/protocol.ts';
import {
  sseBody,
  startFakeOpenAIServer,
  stallReply,
  streamReply,
  textChunks,
  type FakeOpenAIServer,
} from '../fakes/fake-openai-server.ts';
import { signedInUser, startBackend, userClient, type Backend } from './harness.ts';

type User = Awaited<ReturnType<typeof signedInUser>>;

function caller(backend: Backend, user: User) {
  return (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('apikey', backend.anonKey);
    headers.set('Authorization', `Bearer ${user.session.access_token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${backend.url}/functions/v1/voiceflow-proxy/${path}`, { ...init, headers });
  };
}

type Call = ReturnType<typeof caller>;

async function newConversation(call: Call): Promise<string> {
  const response = await call('conversations', {
    method: 'POST',
    body: JSON.stringify({ title: 'Versions' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

async function stream(call: Call, conversationId: string, body: Record<string, unknown>) {
  const response = await call(`conversations/${conversationId}/interact/stream`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    return { status: response.status, events: [] as StreamEvent[], body: await response.json() };
  const events: StreamEvent[] = [];
  await readStreamEvents(response.body!, { onEvent: (e) => events.push(e) });
  return { status: 200, events, body: null };
}

async function messages(call: Call, conversationId: string): Promise<MessageRow[]> {
  const response = await call(`conversations/${conversationId}/messages?limit=500`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: MessageRow[] }).messages;
}

async function conversation(call: Call, conversationId: string): Promise<ConversationRow> {
  const response = await call(`conversations/${conversationId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { conversation: ConversationRow }).conversation;
}

function summaryText(events: StreamEvent[]): string | undefined {
  const summary = events.find((e) => e.event === 'summary');
  return summary?.event === 'summary' ? summary.data.content_text : undefined;
}

describe('versions with the local analyst', () => {
  let backend: Backend;
  let alice: User;
  let bob: User;
  beforeAll(async () => {
    backend = await startBackend({ functionEnv: { ASSISTANT_PROVIDER: 'local' } });
    alice = await signedInUser(backend, 'alice');
    bob = await signedInUser(backend, 'bob');
  });
  afterAll(() => backend.close());

  it('the same regenerate sent twice makes exactly one new reply, chosen at once', async () => {
    const call = caller(backend, alice);
    const id = await newConversation(call);
    const q = randomUUID();
    const r1 = randomUUID();
    await stream(call, id, { text: 'What is a cap rate?', client_msg_id: q, response_client_msg_id: r1 });
    const r2 = randomUUID();
    const regenerate = { regenerate: true, client_msg_id: q, response_client_msg_id: r2 };
    // Sent twice at once (a retry racing the first attempt) and once more afterwards.
    const [a, b] = await Promise.all([stream(call, id, regenerate), stream(call, id, regenerate)]);
    const c = await stream(call, id, regenerate);
    for (const attempt of [a, b, c]) {
      expect(attempt.status).toBe(200);
      const metadata = attempt.events.find((e) => e.event === 'metadata');
      expect(metadata?.data).toMatchObject({ assistant_client_msg_id: r2, user_client_msg_id: q });
    }
    expect(summaryText(c.events)).toBe(summaryText(a.events));

    const rows = await messages(call, id);
    expect(rows.map((m) => [m.client_msg_id, m.role, m.parent_id])).toEqual([
      [q, 'user', null],
      [r1, 'assistant', q],
      [r2, 'assistant', q],
    ]);
    expect((await conversation(call, id)).selections).toEqual({ [q]: r2 });
  });

  it('an edit is a sibling question with its own reply; a later question follows the chosen path', async () => {
    const call = caller(backend, alice);
    const id = await newConversation(call);
    const [q1, r1, q2, r2, q2b, r2b, q3, r3] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await stream(call, id, { text: 'What is a cap rate?', client_msg_id: q1, response_client_msg_id: r1 });
    await stream(call, id, {
      text: 'What is NOI?',
      client_msg_id: q2,
      response_client_msg_id: r2,
      parent_id: r1,
    });
    const edited = await stream(call, id, {
      text: 'What is DSCR?',
      client_msg_id: q2b,
      response_client_msg_id: r2b,
      edit_of: q2,
    });
    expect(edited.status).toBe(200);
    let conv = await conversation(call, id);
    expect(conv.selections).toEqual({ [r1]: q2b });

    // Back to the first version of the question; a question sent without a parent follows that path.
    const select = await call(`conversations/${id}/select`, {
      method: 'POST',
      body: JSON.stringify({ parent_id: r1, child_id: q2 }),
    });
    expect(select.status).toBe(200);
    conv = ((await select.json()) as { conversation: ConversationRow }).conversation;
    expect(conv.selections).toEqual({ [r1]: q2 });
    await stream(call, id, { text: 'And GRM?', client_msg_id: q3, response_client_msg_id: r3 });

    const byId = new Map((await messages(call, id)).map((m) => [m.client_msg_id, m]));
    expect(byId.get(q2b)?.parent_id).toBe(r1);
    expect(byId.get(r2b)?.parent_id).toBe(q2b);
    expect(byId.get(q3)?.parent_id).toBe(r2);
    expect(byId.get(r3)?.in_reply_to).toBe(q3);
  });

  it('refuses what is not allowed: not the last reply, unknown messages, a foreign parent, bad choices', async () => {
    const call = caller(backend, alice);
    const id = await newConversation(call);
    const other = await newConversation(call);
    const [q1, r1, q2, r2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await stream(call, id, { text: 'What is a cap rate?', client_msg_id: q1, response_client_msg_id: r1 });
    await stream(call, id, { text: 'What is NOI?', client_msg_id: q2, response_client_msg_id: r2 });

    const notLast = await stream(call, id, {
      regenerate: true,
      client_msg_id: q1,
      response_client_msg_id: randomUUID(),
    });
    expect(notLast.status).toBe(409);
    const unknown = await stream(call, id, {
      regenerate: true,
      client_msg_id: randomUUID(),
      response_client_msg_id: randomUUID(),
    });
    expect(unknown.status).toBe(404);
    const takenId = await stream(call, id, {
      regenerate: true,
      client_msg_id: q2,
      response_client_msg_id: q1,
    });
    expect(takenId.status).toBe(409);
    const continueComplete = await stream(call, id, {
      regenerate: true,
      client_msg_id: q2,
      response_client_msg_id: randomUUID(),
      continue_of: r2,
    });
    expect(continueComplete.status).toBe(409);
    const noReplyId = await stream(call, id, { regenerate: true, client_msg_id: q2 });
    expect(noReplyId.status).toBe(400);
    const editUnknown = await stream(call, id, {
      text: 'x',
      client_msg_id: randomUUID(),
      edit_of: randomUUID(),
    });
    expect(editUnknown.status).toBe(404);

    // A parent of another conversation is not taken: the question follows this one's path.
    const foreignParent = randomUUID();
    await stream(call, other, { text: 'Hello', client_msg_id: foreignParent });
    const q3 = randomUUID();
    await stream(call, id, { text: 'And GRM?', client_msg_id: q3, parent_id: foreignParent });
    expect((await messages(call, id)).find((m) => m.client_msg_id === q3)?.parent_id).toBe(r2);

    const badChoice = await call(`conversations/${id}/select`, {
      method: 'POST',
      body: JSON.stringify({ parent_id: q1, child_id: q2 }),
    });
    expect(badChoice.status).toBe(404);

    // Someone else's conversation is not found, whatever the operation.
    const asBob = caller(backend, bob);
    expect(
      (await stream(asBob, id, { regenerate: true, client_msg_id: q2, response_client_msg_id: randomUUID() }))
        .status,
    ).toBe(404);
    const bobSelect = await asBob(`conversations/${id}/select`, {
      method: 'POST',
      body: JSON.stringify({ parent_id: r1, child_id: q2 }),
    });
    expect(bobSelect.status).toBe(404);
    expect((await stream(asBob, id, { text: 'x', client_msg_id: randomUUID(), edit_of: q2 })).status).toBe(
      404,
    );
  });

  it('two devices of one user converge on the same versions and the same choice', async () => {
    const phone = caller(backend, alice);
    // The laptop is a second supabase-js client of the same user, with a session of its own.
    const laptopClient = userClient(backend);
    const signedIn = await laptopClient.auth.signInWithPassword({
      email: alice.email,
      password: alice.password,
    });
    expect(signedIn.error).toBeNull();
    const laptop = caller(backend, { ...alice, client: laptopClient, session: signedIn.data.session! });
    const id = await newConversation(phone);
    const [q, r1, r2] = [randomUUID(), randomUUID(), randomUUID()];
    await stream(phone, id, { text: 'What is a cap rate?', client_msg_id: q, response_client_msg_id: r1 });
    // Both devices regenerate "the same" reply: each its own id, so each makes one version.
    await stream(phone, id, { regenerate: true, client_msg_id: q, response_client_msg_id: r2 });
    const r3 = randomUUID();
    await stream(laptop, id, { regenerate: true, client_msg_id: q, response_client_msg_id: r3 });
    // The phone goes back to the first version; the laptop reads the same choice.
    await phone(`conversations/${id}/select`, {
      method: 'POST',
      body: JSON.stringify({ parent_id: q, child_id: r1 }),
    });
    const seen = [await conversation(phone, id), await conversation(laptop, id)];
    expect(seen.map((c) => c.selections)).toEqual([{ [q]: r1 }, { [q]: r1 }]);
    const direct = await Promise.all(
      [alice.client, laptopClient].map((c) =>
        c.from('conversations').select('selections').eq('id', id).single(),
      ),
    );
    expect(direct.map((d) => d.data?.selections)).toEqual([{ [q]: r1 }, { [q]: r1 }]);
    const rows = [await messages(phone, id), await messages(laptop, id)];
    expect(rows[0]).toEqual(rows[1]);
    expect(rows[0]!.filter((m) => m.in_reply_to === q).map((m) => m.client_msg_id)).toEqual([r1, r2, r3]);
  });

  it('RLS: the new columns and functions reach the owner only', async () => {
    const call = caller(backend, alice);
    const id = await newConversation(call);
    const q = randomUUID();
    await stream(call, id, {
      text: 'What is a cap rate?',
      client_msg_id: q,
      response_client_msg_id: randomUUID(),
    });
    const own = await alice.client.from('messages').select('parent_id').eq('conversation_id', id);
    expect(own.data?.length).toBe(2);
    const seenByBob = await bob.client.from('messages').select('parent_id').eq('conversation_id', id);
    expect(seenByBob.data).toEqual([]);
    const conversationsOfBob = await bob.client.from('conversations').select('selections').eq('id', id);
    expect(conversationsOfBob.data).toEqual([]);
    // Bob cannot choose for Alice, directly or through the functions.
    const update = await bob.client
      .from('conversations')
      .update({ selections: { x: 'y' } })
      .eq('id', id)
      .select();
    expect(update.data ?? []).toEqual([]);
    const viaRpc = await bob.client.rpc('select_version', { conversation: id, parent: '', child: q });
    expect(viaRpc.data).toBeNull();
    const regenerate = await bob.client.rpc('begin_regenerate', {
      conversation: id,
      question: q,
      reply_msg_id: randomUUID(),
    });
    expect(regenerate.data).toBeNull();
    expect(
      (await alice.client.from('conversations').select('selections').eq('id', id).single()).data?.selections,
    ).toEqual({});
    // A parent must be a message of the same conversation, also for a direct insert.
    const other = await newConversation(call);
    const inserted = await alice.client.from('messages').insert({
      conversation_id: other,
      client_msg_id: randomUUID(),
      role: 'user',
      content_text: 'x',
      parent_id: q,
    });
    expect(inserted.error).not.toBeNull();
  });
});

describe('the history sent to the model is the visible path only', () => {
  let backend: Backend;
  let upstream: FakeOpenAIServer;
  let alice: User;
  beforeAll(async () => {
    upstream = await startFakeOpenAIServer([
      ...['A1', 'A2', 'A2b', 'A3', 'A3b'].map((text) => streamReply(sseBody(textChunks([text])))),
      // Continue: a reply that stalls after its first words (then stopped), and what the model adds.
      stallReply(sseBody(textChunks(['A triple net', ' lease', ' never ends'])), 3),
      streamReply(sseBody(textChunks([' puts taxes, insurance and upkeep on the tenant.']))),
    ]);
    backend = await startBackend({
      functionEnv: {
        ASSISTANT_PROVIDER: 'openai',
        OPENAI_BASE_URL: upstream.baseUrl,
        OPENAI_MODEL: 'fake',
        OPENAI_TOOLS: 'off',
      },
    });
    alice = await signedInUser(backend, 'alice');
  });
  afterAll(async () => {
    await backend.close();
    await upstream.close();
  });

  function sentMessages(n: number): Array<{ role: string; content: string }> {
    const body = upstream.requests[n]!.body as { messages: Array<{ role: string; content: string }> };
    return body.messages.filter((m) => m.role !== 'system').map(({ role, content }) => ({ role, content }));
  }

  it('an edited question does not see the branch it replaced, nor does a later question or a regenerate', async () => {
    const call = caller(backend, alice);
    const id = await newConversation(call);
    const [q1, r1, q2, r2, q2b, r2b, q3, r3] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await stream(call, id, { text: 'Q1', client_msg_id: q1, response_client_msg_id: r1 });
    await stream(call, id, { text: 'Q2', client_msg_id: q2, response_client_msg_id: r2 });
    await stream(call, id, { text: 'Q2b', client_msg_id: q2b, response_client_msg_id: r2b, edit_of: q2 });
    expect(sentMessages(2)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2b' },
    ]);
    await stream(call, id, { text: 'Q3', client_msg_id: q3, response_client_msg_id: r3 });
    const path = [
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2b' },
      { role: 'assistant', content: 'A2b' },
      { role: 'user', content: 'Q3' },
    ];
    expect(sentMessages(3)).toEqual(path);
    const regenerated = await stream(call, id, {
      regenerate: true,
      client_msg_id: q3,
      response_client_msg_id: randomUUID(),
    });
    expect(summaryText(regenerated.events)).toBe('A3b');
    expect(sentMessages(4)).toEqual(path);
  });

  it('Continue hands the model the stopped reply and stores it with what the model adds', async () => {
    const call = caller(backend, alice);
    const id = await newConversation(call);
    const [q, r1, r2] = [randomUUID(), randomUUID(), randomUUID()];
    const first = call(`conversations/${id}/interact/stream`, {
      method: 'POST',
      body: JSON.stringify({ text: 'What is a NNN lease?', client_msg_id: q, response_client_msg_id: r1 }),
    });
    await expect.poll(() => upstream.requests.length, { timeout: 5000 }).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stop = await call(`conversations/${id}/interact/stop`, {
      method: 'POST',
      body: JSON.stringify({ client_msg_id: q }),
    });
    expect(await stop.json()).toEqual({ ok: true, stopped: true });
    await (await first).body?.cancel();
    const stopped = (await messages(call, id)).find((m) => m.client_msg_id === r1)!;
    expect(stopped.status).toBe('stopped');
    expect(stopped.content_text).toBe('A triple net lease');

    const continued = await stream(call, id, {
      regenerate: true,
      client_msg_id: q,
      response_client_msg_id: r2,
      continue_of: r1,
    });
    expect(summaryText(continued.events)).toBe(
      'A triple net lease puts taxes, insurance and upkeep on the tenant.',
    );
    expect(sentMessages(6)).toEqual([
      { role: 'user', content: 'What is a NNN lease?' },
      { role: 'assistant', content: 'A triple net lease' },
      { role: 'user', content: CONTINUE_INSTRUCTION },
    ]);
    const rows = await messages(call, id);
    expect(rows.filter((m) => m.in_reply_to === q).map((m) => [m.client_msg_id, m.status])).toEqual([
      [r1, 'stopped'],
      [r2, 'complete'],
    ]);
  });
});
