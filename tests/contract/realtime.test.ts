// Contract: the local stack's Realtime endpoint against the real, unmodified supabase-js 2.109.0
// (realtime-js over @supabase/phoenix), plus raw frames from a plain `ws` client for the exact wire
// shapes (supabase-wire-protocol.md §4).
//
// Users are minted here (auth.users row + an access token signed with the stack's secret) and rows are
// written with the database's owner role, so this suite needs the in-process stack: it does not run
// against a hosted project.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../server/jwt.ts';
import { attachRealtime, realtimeInspector } from '../../server/realtime/realtime-server.ts';
import type { RunningStack } from '../../server/stack.ts';
import { startBackend, uniqueEmail, type Backend } from './harness.ts';
import { createNodeClient } from '../../server/node-supabase-client.ts';

const inProcess = !process.env.SUPABASE_URL;

describe.runIf(inProcess)('realtime (postgres_changes over the Phoenix websocket)', () => {
  let backend: Backend;
  let stack: RunningStack;
  const clients: SupabaseClient[] = [];
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    backend = await startBackend();
    stack = backend.stack!;
  });
  afterAll(() => backend?.close());
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
    for (const s of sockets.splice(0)) s.close();
  });

  // ---------------------------------------------------------------------------------------------
  // Helpers: users, tokens, rows, clients

  interface TestUser {
    id: string;
    email: string;
    token: string;
  }

  async function mintToken(user: { id: string; email: string }, ttlSeconds = 3600): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(
      {
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        email: user.email,
        iat: now,
        exp: now + ttlSeconds,
      },
      stack.jwtSecret,
    );
  }

  /** Until /auth/v1 lands: a user row and an access token shaped like GoTrue's. */
  async function makeUser(label: string): Promise<TestUser> {
    const id = randomUUID();
    const email = uniqueEmail(label);
    await stack.context.db.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
    return { id, email, token: await mintToken({ id, email }) };
  }

  type RealtimeOptions = { heartbeatIntervalMs?: number; reconnectAfterMs?: (tries: number) => number };

  function clientFor(token: string, realtime: RealtimeOptions = {}): SupabaseClient {
    const client = createNodeClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime,
    });
    void client.realtime.setAuth(token);
    clients.push(client);
    return client;
  }

  async function createConversation(userId: string): Promise<string> {
    const { rows } = await stack.context.db.query<{ id: string }>(
      'insert into public.conversations (user_id, title) values ($1, $2) returning id',
      [userId, 'Realtime test'],
    );
    return rows[0]!.id;
  }

  type Row = Record<string, unknown> & { id: string };

  /** Inserts a message as the service and returns the committed row as Postgres serialises it. */
  async function insertMessage(conversationId: string, userId: string, text: string): Promise<Row> {
    const { rows } = await stack.context.db.query<{ row: Row }>(
      `insert into public.messages (conversation_id, user_id, client_msg_id, role, content_text, trace_types)
       values ($1, $2, $3, 'user', $4, '{text}') returning to_jsonb(messages.*) as row`,
      [conversationId, userId, randomUUID(), text],
    );
    return rows[0]!.row;
  }

  async function selectMessage(id: string): Promise<Row> {
    const { rows } = await stack.context.db.query<{ row: Row }>(
      'select to_jsonb(m) as row from public.messages m where id = $1',
      [id],
    );
    return rows[0]!.row;
  }

  type Change = {
    schema: string;
    table: string;
    commit_timestamp: string;
    eventType: string;
    new: Record<string, unknown>;
    old: Record<string, unknown>;
    errors: unknown;
  };

  function listen(
    channel: RealtimeChannel,
    binding: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string },
    inbox: Inbox<Change>,
  ): RealtimeChannel {
    return channel.on(
      'postgres_changes' as never,
      { schema: 'public', table: 'messages', ...binding } as never,
      ((payload: Change) => inbox.push(payload)) as never,
    );
  }

  /** Subscribes and records every status; resolves on SUBSCRIBED, rejects on anything else first. */
  function subscribe(channel: RealtimeChannel, statuses: Array<{ status: string; error?: Error }> = []) {
    return new Promise<typeof statuses>((resolve, reject) => {
      channel.subscribe((status, error) => {
        statuses.push({ status, error });
        if (status === 'SUBSCRIBED') resolve(statuses);
        else reject(Object.assign(new Error(`${status}: ${error?.message ?? ''}`), { statuses }));
      });
    });
  }

  // ---------------------------------------------------------------------------------------------
  // supabase-js

  it('answers the join with numeric binding ids, so the client reports SUBSCRIBED', async () => {
    const a = await makeUser('join');
    const conversation = await createConversation(a.id);
    const client = clientFor(a.token);
    const channel = listen(
      client.channel(`messages:${conversation}`),
      { event: 'INSERT', filter: `conversation_id=eq.${conversation}` },
      new Inbox(),
    );
    await subscribe(channel);
    const bindings = (channel as unknown as { bindings: { postgres_changes: Array<{ id: unknown }> } })
      .bindings;
    expect(bindings.postgres_changes).toHaveLength(1);
    expect(Number.isInteger(bindings.postgres_changes[0]!.id)).toBe(true);
  });

  it("delivers the user's own new message with the exact committed record", async () => {
    const a = await makeUser('owner');
    const conversation = await createConversation(a.id);
    const inbox = new Inbox<Change>();
    const channel = listen(
      clientFor(a.token).channel(`messages:${conversation}`),
      { event: 'INSERT', filter: `conversation_id=eq.${conversation}` },
      inbox,
    );
    await subscribe(channel);

    const row = await insertMessage(conversation, a.id, 'What is a cap rate?');
    const change = await inbox.next();
    expect(change).toEqual({
      schema: 'public',
      table: 'messages',
      commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      eventType: 'INSERT',
      new: row,
      old: {},
      errors: null,
    });
    expect(change.new).toMatchObject({
      conversation_id: conversation,
      user_id: a.id,
      content_text: 'What is a cap rate?',
      trace_types: ['text'],
      content_json: [],
    });
  });

  it("never shows another user's rows (RLS as the subscriber), with or without a filter", async () => {
    const [a, b] = await Promise.all([makeUser('alice'), makeUser('bob')]);
    const [convA, convB] = await Promise.all([createConversation(a.id), createConversation(b.id)]);
    const snooping = new Inbox<Change>();
    const everything = new Inbox<Change>();
    const bob = clientFor(b.token);
    await subscribe(
      listen(
        bob.channel(`messages:${convA}`),
        { event: 'INSERT', filter: `conversation_id=eq.${convA}` },
        snooping,
      ),
    );
    await subscribe(listen(bob.channel('messages:all'), { event: '*' }, everything));

    const alices = await insertMessage(convA, a.id, 'private to alice');
    const bobs = await insertMessage(convB, b.id, 'from bob');

    // Changes reach a socket in commit order, so once Bob has his own message, Alice's would have
    // arrived before it had it been delivered at all.
    await everything.next((c) => c.new.id === bobs.id);
    expect(everything.items.map((c) => c.new.id)).toEqual([bobs.id]);
    expect(everything.items.some((c) => c.new.id === alices.id)).toBe(false);
    expect(snooping.items).toEqual([]);
  });

  it('checks visibility once per change and identity, however many channels that identity has', async () => {
    const [a, b] = await Promise.all([makeUser('batch-a'), makeUser('batch-b')]);
    const conversation = await createConversation(a.id);
    const inboxes = [new Inbox<Change>(), new Inbox<Change>(), new Inbox<Change>()];
    const alice = clientFor(a.token);
    const aliceAgain = clientFor(await mintToken(a, 1800)); // another tab: same user, other token
    await subscribe(listen(alice.channel('messages:tab1'), { event: 'INSERT' }, inboxes[0]!));
    await subscribe(
      listen(
        alice.channel('messages:tab1-filtered'),
        { event: 'INSERT', filter: `conversation_id=eq.${conversation}` },
        inboxes[1]!,
      ),
    );
    await subscribe(listen(aliceAgain.channel('messages:tab2'), { event: 'INSERT' }, inboxes[2]!));
    await subscribe(listen(clientFor(b.token).channel('messages:bob'), { event: 'INSERT' }, new Inbox()));

    const transaction = vi.spyOn(stack.context.db, 'transaction');
    try {
      const row = await insertMessage(conversation, a.id, 'batched');
      for (const inbox of inboxes) await inbox.next((c) => c.new.id === row.id);
      await stack.context.changes.flush();
      expect(transaction).toHaveBeenCalledTimes(2); // Alice once, Bob once
    } finally {
      transaction.mockRestore();
    }
  });

  it('delivers UPDATE (new row, old primary key) and DELETE (old primary key only, to a subscriber who could see it)', async () => {
    const a = await makeUser('edits');
    const conversation = await createConversation(a.id);
    const filtered = new Inbox<Change>();
    const deletes = new Inbox<Change>();
    const client = clientFor(a.token);
    await subscribe(
      listen(
        client.channel(`messages:${conversation}`),
        { event: '*', filter: `conversation_id=eq.${conversation}` },
        filtered,
      ),
    );
    await subscribe(listen(client.channel('messages:deletes'), { event: 'DELETE' }, deletes));

    const row = await insertMessage(conversation, a.id, 'draft');
    await filtered.next((c) => c.eventType === 'INSERT');
    await stack.context.db.query(`update public.messages set content_text = 'final' where id = $1`, [row.id]);
    const update = await filtered.next((c) => c.eventType === 'UPDATE');
    expect(update.new).toEqual(await selectMessage(row.id));
    expect(update.new.content_text).toBe('final');
    expect(update.old).toEqual({ id: row.id });

    await stack.context.db.query('delete from public.messages where id = $1', [row.id]);
    const deletion = await deletes.next();
    expect(deletion).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: row.id }, errors: null });

    // The filter of a DELETE is evaluated on the old row, which holds only the primary key unless the
    // table has REPLICA IDENTITY FULL — so the conversation filter does not match it (as Supabase).
    await insertMessage(conversation, a.id, 'sentinel');
    await filtered.next((c) => c.eventType === 'INSERT' && c.new.content_text === 'sentinel');
    expect(filtered.items.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'INSERT']);
  });

  it('does not deliver rows that miss the filter', async () => {
    const a = await makeUser('filter');
    const [watched, other] = await Promise.all([createConversation(a.id), createConversation(a.id)]);
    const inbox = new Inbox<Change>();
    await subscribe(
      listen(
        clientFor(a.token).channel(`messages:${watched}`),
        { event: 'INSERT', filter: `conversation_id=eq.${watched}` },
        inbox,
      ),
    );
    await insertMessage(other, a.id, 'elsewhere');
    const mine = await insertMessage(watched, a.id, 'here');
    await inbox.next((c) => c.new.id === mine.id);
    expect(inbox.items.map((c) => c.new.content_text)).toEqual(['here']);
  });

  it('keeps the channel working across an access_token update and listens as the new identity', async () => {
    const [a, b] = await Promise.all([makeUser('tok-a'), makeUser('tok-b')]);
    const [convA, convB] = await Promise.all([createConversation(a.id), createConversation(b.id)]);
    const inbox = new Inbox<Change>();
    const client = clientFor(a.token);
    await subscribe(listen(client.channel('messages:switch'), { event: 'INSERT' }, inbox));

    // A refreshed token of the same user: still delivered.
    await client.realtime.setAuth(await mintToken(a, 7200));
    const afterRefresh = await insertMessage(convA, a.id, 'after refresh');
    await inbox.next((c) => c.new.id === afterRefresh.id);

    // Another identity (as after signing in as someone else): RLS now follows the new claims.
    // The swap is asynchronous and unacknowledged: wait until one of Bob's rows gets through.
    await client.realtime.setAuth(b.token);
    await waitUntil(async () => {
      const probe = await insertMessage(convB, b.id, 'probe');
      return inbox
        .next((c) => c.new.id === probe.id, 300)
        .then(
          () => true,
          () => false,
        );
    });
    const hidden = await insertMessage(convA, a.id, 'alice again');
    const shown = await insertMessage(convB, b.id, 'bob now');
    await inbox.next((c) => c.new.id === shown.id);
    expect(inbox.items.some((c) => c.new.id === hidden.id)).toBe(false);
  });

  it('closes the channel with a system error when an access_token update is expired', async () => {
    const a = await makeUser('expired-update');
    const client = clientFor(a.token);
    const system: Array<Record<string, unknown>> = [];
    const statuses: Array<{ status: string; error?: Error }> = [];
    const channel = listen(client.channel('messages:expiring'), { event: 'INSERT' }, new Inbox());
    channel.on('system', {}, (payload: Record<string, unknown>) => void system.push(payload));
    await subscribe(channel, statuses);

    await client.realtime.setAuth(await mintToken(a, -30));
    await waitUntil(() => statuses.some((s) => s.status === 'CLOSED'));
    expect(system).toContainEqual({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
      channel: 'messages:expiring',
    });
  });

  it('closes a channel whose token expires while subscribed', async () => {
    const a = await makeUser('short-lived');
    const shortLived = await mintToken(a, 2);
    const client = clientFor(shortLived);
    const system: Array<Record<string, unknown>> = [];
    const statuses: Array<{ status: string; error?: Error }> = [];
    const channel = listen(client.channel('messages:short'), { event: 'INSERT' }, new Inbox());
    channel.on('system', {}, (payload: Record<string, unknown>) => void system.push(payload));
    await subscribe(channel, statuses);
    await waitUntil(() => statuses.some((s) => s.status === 'CLOSED'), 5000);
    expect(system.map((m) => m.message)).toContainEqual(expect.stringMatching(/^Token has expired/));
  });

  it('stops delivering after unsubscribe', async () => {
    const a = await makeUser('leave');
    const conversation = await createConversation(a.id);
    const left = new Inbox<Change>();
    const kept = new Inbox<Change>();
    const client = clientFor(a.token);
    const leaving = listen(client.channel('messages:leaving'), { event: 'INSERT' }, left);
    await subscribe(leaving);
    await subscribe(listen(client.channel('messages:staying'), { event: 'INSERT' }, kept));

    // The client resolves removeChannel() as soon as phx_leave is sent; the server drops it on receipt.
    expect(await client.removeChannel(leaving)).toBe('ok');
    const topics = () =>
      realtimeInspector(stack.context)!
        .sessions()
        .flatMap((s) => s.topics());
    await waitUntil(() => !topics().includes('realtime:messages:leaving'));
    expect(topics()).toContain('realtime:messages:staying');

    const row = await insertMessage(conversation, a.id, 'after leave');
    await kept.next((c) => c.new.id === row.id);
    expect(left.items).toEqual([]);
  });

  it('refuses a join with a bad token (CHANNEL_ERROR with the reason)', async () => {
    const a = await makeUser('bad-token');
    const client = clientFor(await mintToken(a, -10));
    const statuses: Array<{ status: string; error?: Error }> = [];
    const channel = listen(client.channel('messages:refused'), { event: 'INSERT' }, new Inbox());
    await expect(subscribe(channel, statuses)).rejects.toThrow(/CHANNEL_ERROR/);
    expect(statuses[0]!.error!.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    await client.removeChannel(channel);
  });

  it('refuses a binding on a table outside the supabase_realtime publication', async () => {
    const a = await makeUser('unpublished');
    const statuses: Array<{ status: string; error?: Error }> = [];
    const channel = clientFor(a.token)
      .channel('profiles:mine')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'profiles' }, () => undefined);
    await expect(subscribe(channel, statuses)).rejects.toThrow(/CHANNEL_ERROR/);
    expect(statuses[0]!.error!.message).toMatch(/supabase_realtime publication/);
  });

  it('accepts broadcast and presence channels (not relayed) and acknowledges their pushes', async () => {
    const a = await makeUser('broadcast');
    const channel = clientFor(a.token).channel('room:lobby', {
      config: { broadcast: { ack: true, self: false }, presence: { key: a.id } },
    });
    channel.on('presence', { event: 'sync' }, () => undefined);
    await subscribe(channel);
    expect(await channel.send({ type: 'broadcast', event: 'wave', payload: { hi: true } })).toBe('ok');
    expect(await channel.track({ online_at: new Date().toISOString() })).toBe('ok');
  });

  it('reconnects and re-joins after the server stops answering heartbeats', async () => {
    const a = await makeUser('heartbeat');
    const conversation = await createConversation(a.id);
    const inbox = new Inbox<Change>();
    const statuses: Array<{ status: string; error?: Error }> = [];
    const client = clientFor(a.token, { heartbeatIntervalMs: 300, reconnectAfterMs: () => 50 });
    await subscribe(listen(client.channel('messages:stall'), { event: 'INSERT' }, inbox), statuses);

    const stalled = sessionWith('realtime:messages:stall');
    stalled.muteHeartbeats();
    await waitUntil(() => statuses.filter((s) => s.status === 'SUBSCRIBED').length === 2, 10_000);
    expect(statuses.map((s) => s.status)).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED']);
    expect(statuses[1]!.error!.message).toBe('heartbeat timeout');
    expect(sessionWith('realtime:messages:stall').id).not.toBe(stalled.id);

    const row = await insertMessage(conversation, a.id, 'after reconnect');
    expect((await inbox.next()).new.id).toBe(row.id);
  });

  it('reconnects and re-joins after the connection drops', async () => {
    const a = await makeUser('dropped');
    const conversation = await createConversation(a.id);
    const inbox = new Inbox<Change>();
    const statuses: Array<{ status: string; error?: Error }> = [];
    const client = clientFor(a.token, { reconnectAfterMs: () => 50 });
    await subscribe(listen(client.channel('messages:drop'), { event: 'INSERT' }, inbox), statuses);

    sessionWith('realtime:messages:drop').terminate();
    await waitUntil(() => statuses.filter((s) => s.status === 'SUBSCRIBED').length === 2, 10_000);
    expect(statuses.map((s) => s.status)).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED']);

    const row = await insertMessage(conversation, a.id, 'after drop');
    expect((await inbox.next()).new.id).toBe(row.id);
  });

  function sessionWith(topic: string) {
    const found = realtimeInspector(stack.context)!
      .sessions()
      .find((s) => s.topics().includes(topic));
    if (!found) throw new Error(`no socket has joined ${topic}`);
    return found;
  }

  // ---------------------------------------------------------------------------------------------
  // Raw frames

  function socketUrl(query: string, path = '/realtime/v1/websocket'): string {
    return `${backend.url.replace(/^http/, 'ws')}${path}?${query}`;
  }

  async function rawSocket(query = `apikey=${backend.anonKey}&vsn=2.0.0`): Promise<RawSocket> {
    const socket = await RawSocket.open(socketUrl(query));
    sockets.push(socket);
    return socket;
  }

  it('speaks the exact vsn 2.0.0 frames: join echo, system notice, heartbeat, change, leave', async () => {
    const a = await makeUser('raw');
    const conversation = await createConversation(a.id);
    const ws = await rawSocket();
    const topic = 'realtime:raw';
    const filtered = {
      event: 'INSERT',
      schema: 'public',
      table: 'messages',
      filter: `conversation_id=eq.${conversation}`,
    };
    const all = { event: '*', schema: 'public', table: 'messages' };
    ws.send(['1', '1', topic, 'phx_join', joinPayload([filtered, all, filtered], a.token)]);

    const reply = await ws.next((f) => f[3] === 'phx_reply');
    const echoed = (reply[4] as { response: { postgres_changes: Array<{ id: number }> } }).response
      .postgres_changes;
    const [first, second, third] = echoed.map((b) => b.id);
    expect(reply).toEqual([
      '1',
      '1',
      topic,
      'phx_reply',
      {
        status: 'ok',
        response: {
          postgres_changes: [
            { ...filtered, id: first },
            { ...all, id: second },
            { ...filtered, id: third },
          ],
        },
      },
    ]);
    expect(Number.isInteger(first) && first! > 0 && Number.isInteger(second) && second! > 0).toBe(true);
    expect(third).toBe(first); // same params, same id (as Realtime's phash2)
    expect(second).not.toBe(first);
    expect(await ws.next((f) => f[3] === 'system')).toEqual([
      '1',
      null,
      topic,
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'raw' },
    ]);

    ws.send([null, '2', 'phoenix', 'heartbeat', {}]);
    expect(await ws.next((f) => f[2] === 'phoenix')).toEqual([
      null,
      '2',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);

    const row = await insertMessage(conversation, a.id, 'raw frame');
    const change = await ws.next((f) => f[3] === 'postgres_changes');
    expect(change).toEqual([
      null,
      null,
      topic,
      'postgres_changes',
      {
        ids: [first, second],
        data: {
          schema: 'public',
          table: 'messages',
          commit_timestamp: expect.stringMatching(/Z$/),
          type: 'INSERT',
          columns: expect.arrayContaining([
            { name: 'id', type: 'uuid' },
            { name: 'conversation_id', type: 'uuid' },
            { name: 'content_text', type: 'text' },
            { name: 'content_json', type: 'jsonb' },
            { name: 'trace_types', type: '_text' },
            { name: 'created_at', type: 'timestamptz' },
          ]),
          record: row,
          errors: null,
        },
      },
    ]);
    const data = (change[4] as { data: Record<string, unknown> }).data;
    expect(data).not.toHaveProperty('old_record');
    expect((data.columns as unknown[]).length).toBe(Object.keys(row).length);

    ws.send(['1', '3', topic, 'phx_leave', {}]);
    expect(await ws.next((f) => f[1] === '3')).toEqual([
      '1',
      '3',
      topic,
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    await insertMessage(conversation, a.id, 'after leave');
    await stack.context.changes.flush();
    ws.send([null, '4', 'phoenix', 'heartbeat', {}]);
    await ws.next((f) => f[1] === '4');
    expect(ws.unread().filter((f) => f[3] === 'postgres_changes')).toEqual([]);
  });

  it('replaces the subscription when a topic is joined again', async () => {
    const a = await makeUser('rejoin');
    const conversation = await createConversation(a.id);
    const ws = await rawSocket();
    const topic = 'realtime:again';
    ws.send([
      '1',
      '1',
      topic,
      'phx_join',
      joinPayload([{ event: 'INSERT', schema: 'public', table: 'messages' }], a.token),
    ]);
    await ws.next((f) => f[1] === '1');
    ws.send([
      '2',
      '2',
      topic,
      'phx_join',
      joinPayload([{ event: '*', schema: 'public', table: 'messages' }], a.token),
    ]);
    const reply = await ws.next((f) => f[1] === '2');
    const id = (reply[4] as { response: { postgres_changes: Array<{ id: number }> } }).response
      .postgres_changes[0]!.id;

    await insertMessage(conversation, a.id, 'once');
    await stack.context.changes.flush();
    ws.send([null, '3', 'phoenix', 'heartbeat', {}]);
    await ws.next((f) => f[1] === '3');
    const changes = ws.unread().filter((f) => f[3] === 'postgres_changes');
    expect(changes).toHaveLength(1);
    expect((changes[0]![4] as { ids: number[] }).ids).toEqual([id]);
  });

  it('replies with Realtime-worded errors to bad joins', async () => {
    const ws = await rawSocket();
    ws.send([
      '1',
      '1',
      'realtime:bad',
      'phx_join',
      { config: { postgres_changes: [] }, access_token: 'not-a-jwt' },
    ]);
    expect(await ws.next((f) => f[1] === '1')).toEqual([
      '1',
      '1',
      'realtime:bad',
      'phx_reply',
      { status: 'error', response: { reason: 'MalformedJWT: The token provided is not a valid JWT' } },
    ]);
    const noClaims = await signJwt({ sub: randomUUID() }, stack.jwtSecret);
    ws.send(['2', '2', 'realtime:bad', 'phx_join', { config: {}, access_token: noClaims }]);
    expect((await ws.next((f) => f[1] === '2'))[4]).toEqual({
      status: 'error',
      response: { reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' },
    });
    const forged = await signJwt({ role: 'service_role', exp: 4_000_000_000 }, 'not-the-secret');
    ws.send(['3', '3', 'realtime:bad', 'phx_join', { config: {}, access_token: forged }]);
    expect((await ws.next((f) => f[1] === '3'))[4]).toEqual({
      status: 'error',
      response: { reason: 'JwtSignatureError: Failed to validate JWT signature' },
    });
    ws.send([
      '4',
      '4',
      'realtime:bad',
      'phx_join',
      joinPayload([{ event: 'INSERT', schema: 'public', table: 'messages', filter: 'nope=eq.1' }]),
    ]);
    expect((await ws.next((f) => f[1] === '4'))[4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringMatching(/filter column "nope" does not exist/) },
    });
  });

  it('falls back to the apikey as the token and joins channels without postgres_changes', async () => {
    const ws = await rawSocket();
    ws.send([
      '1',
      '1',
      'realtime:lobby',
      'phx_join',
      { config: { broadcast: { ack: true, self: false }, presence: { key: '', enabled: true } } },
    ]);
    expect(await ws.next((f) => f[1] === '1')).toEqual([
      '1',
      '1',
      'realtime:lobby',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ]);
    ws.send(['1', '2', 'realtime:lobby', 'broadcast', { type: 'broadcast', event: 'hi', payload: {} }]);
    expect(await ws.next((f) => f[1] === '2')).toEqual([
      '1',
      '2',
      'realtime:lobby',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
  });

  it('speaks vsn 1.0.0 object frames', async () => {
    const ws = await rawSocket(`apikey=${backend.anonKey}&vsn=1.0.0`);
    ws.sendRaw(
      JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7', join_ref: null }),
    );
    expect(await ws.nextRaw()).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '7',
      join_ref: null,
    });
  });

  it('close() terminates its sockets and detaches from the server', async () => {
    // A second realtime server on its own HTTP server, sharing this stack's database and change feed.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const ctx = { ...stack.context };
    const realtime = attachRealtime(server, ctx);
    const { port } = server.address() as AddressInfo;
    const a = await makeUser('close');
    const ws = await RawSocket.open(
      `ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`,
    );
    ws.send([
      '1',
      '1',
      'realtime:bye',
      'phx_join',
      joinPayload([{ event: '*', schema: 'public', table: 'messages' }], a.token),
    ]);
    await ws.next((f) => f[1] === '1');
    expect(realtimeInspector(ctx)!.channelCount()).toBe(1);

    const closed = ws.closed();
    await realtime.close();
    await closed;
    expect(realtimeInspector(ctx)).toBeUndefined();
    expect(server.listenerCount('upgrade')).toBe(0);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('rejects upgrades without a project API key (HTTP 401) and leaves other paths alone', async () => {
    expect(await upgradeStatus(socketUrl('apikey=nope&vsn=2.0.0'))).toBe(401);
    expect(await upgradeStatus(socketUrl('vsn=2.0.0'))).toBe(401);
    const user = await makeUser('not-a-key');
    expect(await upgradeStatus(socketUrl(`apikey=${user.token}&vsn=2.0.0`))).toBe(401);
    expect(await upgradeStatus(socketUrl(`apikey=${backend.serviceRoleKey}&vsn=2.0.0`))).toBe('open');
    expect(await upgradeStatus(socketUrl(`apikey=${backend.anonKey}`, '/realtime/v1/elsewhere'))).toBe(
      'closed',
    );
  });
});

// -----------------------------------------------------------------------------------------------

function joinPayload(postgresChanges: Array<Record<string, unknown>>, accessToken?: string) {
  return {
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: postgresChanges,
      private: false,
    },
    ...(accessToken ? { access_token: accessToken } : {}),
  };
}

/** Items arriving asynchronously; next() resolves with the first (past or future) match. */
class Inbox<T> {
  readonly items: T[] = [];
  private waiters: Array<{ match: (item: T) => boolean; resolve: (item: T) => void }> = [];

  push = (item: T): void => {
    this.items.push(item);
    for (const waiter of [...this.waiters]) {
      if (waiter.match(item)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(item);
      }
    }
  };

  next(match: (item: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
    const found = this.items.find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (item: T) => {
          clearTimeout(timer);
          resolve(item);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`nothing matching arrived within ${timeoutMs} ms (got ${this.items.length})`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}

type RawFrame = [string | null, string | null, string, string, unknown];

/** A plain `ws` client that keeps every frame; next() consumes the first unread match. */
class RawSocket {
  private readonly frames: unknown[] = [];
  private readonly inbox = new Inbox<number>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()));
      this.inbox.push(this.frames.length - 1);
    });
  }

  static open(url: string): Promise<RawSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: RawFrame): void {
    this.ws.send(JSON.stringify(frame));
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  private readonly read = new Set<number>();

  async next(match: (frame: RawFrame) => boolean): Promise<RawFrame> {
    const index = await this.inbox.next((i) => !this.read.has(i) && match(this.frames[i] as RawFrame));
    this.read.add(index);
    return this.frames[index] as RawFrame;
  }

  async nextRaw(): Promise<unknown> {
    const index = await this.inbox.next((i) => !this.read.has(i));
    this.read.add(index);
    return this.frames[index];
  }

  unread(): RawFrame[] {
    return this.frames.filter((_, i) => !this.read.has(i)) as RawFrame[];
  }

  closed(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => this.ws.once('close', () => resolve()));
  }

  close(): void {
    this.ws.terminate();
  }
}

function upgradeStatus(url: string): Promise<number | 'open' | 'closed'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      resolve('open');
      ws.terminate();
    });
    ws.once('error', () => resolve('closed'));
  });
}

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
