// Two stack processes on one PostgreSQL server, as an operator runs them behind a load balancer
// (issue 21 §4; `contract-pg` only). Both are `server/main.ts` configured by the environment alone, with
// clients on both: sign-in across, realtime both ways, the per-user generation cap counted across
// them, B restarting while A writes a reply (it ends complete), and A killed mid-reply (B marks it
// interrupted once its lease lapses).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import type { StreamEvent } from '../../supabase/functions/_shared/protocol.ts';
import { REPLY_LEASE_SECONDS } from '../../server/abandoned-replies.ts';
import { adminClient, uniqueEmail, userClient, type Backend } from './harness.ts';
import { testDatabaseUrl } from './test-database.ts';

// The local assistant's answer to this is about 1,100 characters in 56 chunks: at 150 ms a chunk, a
// reply of about 8 s, long enough to restart or kill a process in the middle of it.
const LONG_QUESTION = 'What is a triple net lease?';
const jwtSecret = randomBytes(32).toString('base64url');

interface StackProcess extends Backend {
  name: string;
  child: ChildProcess;
  dataDir: string;
  /** Ends the process with `signal` and waits for it. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

let databaseUrl: string;
const running: StackProcess[] = [];

/** A stack as a real process: `server/main.ts`, configured only by the environment. */
async function startProcess(
  name: string,
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<StackProcess> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), `hearth-${name}-`)));
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dir,
      APP_DIR: path.join(dir, 'no-app'),
      PORT: '0',
      HOST: '127.0.0.1',
      ASSISTANT_PROVIDER: 'local',
      ASSISTANT_CHUNK_DELAY_MS: '150',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${out}`)));
  });
  const keys = JSON.parse(await readFile(path.join(dir, 'keys.json'), 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
  const stack: StackProcess = {
    name,
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    stack: null,
    child,
    dataDir: dir,
    close: () => stack.stop(),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
  running.push(stack);
  return stack;
}

let a: StackProcess;
let b: StackProcess;

beforeAll(async () => {
  databaseUrl = (await testDatabaseUrl(null))!;
  a = await startProcess('a');
  b = await startProcess('b');
}, 120_000);

afterAll(async () => {
  for (const stack of running) {
    await stack.stop();
    await rm(stack.dataDir, { recursive: true, force: true });
  }
});

async function newUser() {
  const email = uniqueEmail('two');
  const password = `pw-${randomUUID()}`;
  const created = await adminClient(a).auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  return { email, password, id: created.data.user!.id };
}

async function signIn(on: StackProcess, user: { email: string; password: string }) {
  const client = userClient(on);
  const { data, error } = await client.auth.signInWithPassword(user);
  expect(error).toBeNull();
  return { client, token: data.session!.access_token };
}

/** The conversation service of `on`, as the user of `token`. */
function service(on: StackProcess, token: string) {
  return (route: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('apikey', on.anonKey);
    headers.set('Authorization', `Bearer ${token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${on.url}/functions/v1/voiceflow-proxy/${route}`, { ...init, headers });
  };
}

async function newConversation(on: StackProcess, token: string, title = 'Two processes') {
  const created = await service(on, token)('conversations', {
    method: 'POST',
    body: JSON.stringify({ title }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { conversation: { id: string } }).conversation.id;
}

/** Starts a reply on `on`; the stream is read in the background. */
async function send(on: StackProcess, token: string, conversationId: string, text = LONG_QUESTION) {
  const clientMsgId = randomUUID();
  const response = await service(on, token)(`conversations/${conversationId}/interact/stream`, {
    method: 'POST',
    body: JSON.stringify({ text, client_msg_id: clientMsgId }),
  });
  const events: StreamEvent[] = [];
  const done =
    response.status === 200
      ? readStreamEvents(response.body!, { onEvent: (event) => void events.push(event) }).catch(
          () => undefined,
        )
      : response.text().then(() => undefined);
  return { status: response.status, clientMsgId, events, done };
}

async function storedReply(client: SupabaseClient, conversationId: string, inReplyTo: string) {
  const { data, error } = await client
    .from('messages')
    .select('status, content_text')
    .eq('conversation_id', conversationId)
    .eq('in_reply_to', inReplyTo)
    .eq('role', 'assistant')
    .maybeSingle();
  expect(error).toBeNull();
  return data as { status: string; content_text: string } | null;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!process.env.HEARTH_TEST_POSTGRES_URL)('two stack processes on one PostgreSQL server', () => {
  it('a user made through A signs in through B, and realtime flows both ways', async () => {
    const user = await newUser();
    const onA = await signIn(a, user);
    const onB = await signIn(b, user);
    const seen: Record<'a' | 'b', string[]> = { a: [], b: [] };
    const channels = await Promise.all(
      (['a', 'b'] as const).map(
        (side) =>
          new Promise<ReturnType<SupabaseClient['channel']>>((resolve, reject) => {
            const client = side === 'a' ? onA.client : onB.client;
            const channel = client
              .channel(`two-${side}-${randomUUID()}`)
              .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conversations' }, (p) =>
                seen[side].push((p.new as { title: string }).title),
              )
              .subscribe((status, error) => {
                if (status === 'SUBSCRIBED') resolve(channel);
                else if (error) reject(error);
              });
          }),
      ),
    );
    expect((await onA.client.from('conversations').insert({ title: 'From A' })).error).toBeNull();
    expect((await onB.client.from('conversations').insert({ title: 'From B' })).error).toBeNull();
    for (const side of ['a', 'b'] as const) {
      await expect.poll(() => [...seen[side]].sort(), { timeout: 10_000 }).toEqual(['From A', 'From B']);
    }
    await onA.client.removeChannel(channels[0]!);
    await onB.client.removeChannel(channels[1]!);
  });

  it('the generation cap (2 at once per user) holds across the two: 2 of 4 simultaneous replies start', async () => {
    const user = await newUser();
    const onA = await signIn(a, user);
    const onB = await signIn(b, user);
    const conversations = await Promise.all([
      newConversation(a, onA.token, 'Cap 1'),
      newConversation(a, onA.token, 'Cap 2'),
      newConversation(b, onB.token, 'Cap 3'),
      newConversation(b, onB.token, 'Cap 4'),
    ]);
    const replies = await Promise.all([
      send(a, onA.token, conversations[0]!),
      send(a, onA.token, conversations[1]!),
      send(b, onB.token, conversations[2]!),
      send(b, onB.token, conversations[3]!),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 429, 429]);
    await Promise.all(replies.map((r) => r.done));
    // Once they are written, the slots are free again, on either process.
    const again = await send(b, onB.token, conversations[3]!, 'What is a cap rate?');
    expect(again.status).toBe(200);
    await again.done;
  }, 60_000);

  it('auth rate limits are counted across the two (/logout: 30 a minute per address)', async () => {
    const logout = (on: StackProcess) =>
      fetch(`${on.url}/auth/v1/logout`, { method: 'POST', headers: { apikey: on.anonKey } }).then(
        (r) => r.status,
      );
    for (let i = 0; i < 20; i++) expect(await logout(a)).not.toBe(429);
    for (let i = 0; i < 10; i++) expect(await logout(b)).not.toBe(429);
    expect(await logout(b)).toBe(429);
    expect(await logout(a)).toBe(429);
  });

  it('B restarting while A writes a reply: the reply ends complete, not interrupted', async () => {
    const user = await newUser();
    const { client, token } = await signIn(a, user);
    const conversation = await newConversation(a, token);
    const reply = await send(a, token, conversation);
    expect(reply.status).toBe(200);
    await until(
      () => reply.events.filter((e) => e.event === 'trace').length >= 3,
      10_000,
      'the reply to start',
    );

    await b.stop();
    b = await startProcess('b', {}, b.dataDir);

    await reply.done;
    expect(reply.events.at(-1)?.event).toBe('done');
    expect(await storedReply(client, conversation, reply.clientMsgId)).toMatchObject({ status: 'complete' });
  }, 90_000);

  it(
    'A killed mid-reply: B marks the reply interrupted once its lease lapses, keeping the saved text',
    async () => {
      const victim = await startProcess('victim');
      const user = await newUser();
      const { token } = await signIn(victim, user);
      const { client } = await signIn(b, user);
      const conversation = await newConversation(victim, token);
      const reply = await send(victim, token, conversation);
      expect(reply.status).toBe(200);
      await until(() => reply.events.filter((e) => e.event === 'trace').length >= 10, 10_000, 'some text');
      // Progress is saved about every second: let one save land before the kill.
      await new Promise((r) => setTimeout(r, 1500));
      await victim.stop('SIGKILL');
      const killedAt = Date.now();

      // Nobody marks it before the lease lapses (B is alive and sweeping all along)…
      await new Promise((r) => setTimeout(r, (REPLY_LEASE_SECONDS - 10) * 1000));
      expect(await storedReply(client, conversation, reply.clientMsgId)).toBeNull();
      // …and B does soon after.
      await until(
        async () => (await storedReply(client, conversation, reply.clientMsgId)) !== null,
        (REPLY_LEASE_SECONDS + 20) * 1000 - (Date.now() - killedAt),
        'B to mark the reply interrupted',
      );
      const stored = (await storedReply(client, conversation, reply.clientMsgId))!;
      expect(stored.status).toBe('interrupted');
      expect(stored.content_text.length).toBeGreaterThan(20);
    },
    (REPLY_LEASE_SECONDS + 60) * 1000,
  );
});
