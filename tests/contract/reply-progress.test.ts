// Replies survive the server (issue 12), against the real local stack with the real supabase-js:
// the text of a generating reply is kept as it streams (reply_progress, RLS: own rows only); a stack
// killed mid-reply (SIGKILL, no clean shutdown) comes back with that reply marked interrupted and its
// saved text kept; retrying the turn generates it again under the same id; and a running reply can be
// followed from anywhere (GET …/interact/stream?client_msg_id=), from its first trace, then live.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import type { MessageRow, StreamEvent, Trace } from '../../supabase/functions/_shared/protocol.ts';
import { summarizeTraces } from '../../supabase/functions/_shared/summarize-traces.ts';
import { adminClient, signedInUser, startBackend, userClient, type Backend } from './harness.ts';
import { testDatabaseUrl } from './test-database.ts';
import { REPLY_LEASE_SECONDS } from '../../server/abandoned-replies.ts';

// The local assistant's answer to this is about 1,100 characters in 56 chunks.
const LONG_QUESTION = 'What is a triple net lease?';

function caller(backend: Backend, token: string) {
  return (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('apikey', backend.anonKey);
    headers.set('Authorization', `Bearer ${token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${backend.url}/functions/v1/voiceflow-proxy/${path}`, { ...init, headers });
  };
}

/** Reads a stream in the background, keeping every event and the text its traces make so far. */
function collect(response: Response) {
  const events: StreamEvent[] = [];
  const traces: Trace[] = [];
  const done = readStreamEvents(response.body!, {
    onEvent: (event) => {
      events.push(event);
      if (event.event === 'trace') traces.push(event.data);
    },
  }).catch(() => undefined);
  return { events, done, text: () => summarizeTraces(traces).content_text };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a generating reply is saved as it streams', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({
      functionEnv: { ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '40' },
    });
  });
  afterAll(() => backend.close());

  it('keeps the text so far about every second, readable by its owner only, and drops it once stored', async () => {
    const alice = await signedInUser(backend, 'alice');
    const bob = await signedInUser(backend, 'bob');
    const call = caller(backend, alice.session.access_token);
    const conversation = (
      (await (
        await call('conversations', { method: 'POST', body: JSON.stringify({ title: 'P' }) })
      ).json()) as {
        conversation: { id: string };
      }
    ).conversation;
    const question = randomUUID();
    const stream = collect(
      await call(`conversations/${conversation.id}/interact/stream`, {
        method: 'POST',
        body: JSON.stringify({ text: LONG_QUESTION, client_msg_id: question }),
      }),
    );
    const progressOf = async (client: typeof alice.client) =>
      (await client.from('reply_progress').select('*').eq('in_reply_to', question)).data ?? [];

    await until(() => stream.text().length > 200, 20_000, 'some streamed text');
    await until(
      async () => ((await progressOf(alice.client))[0]?.content_text ?? '').length > 0,
      // A deadline, not a speed: on a loaded machine the first save can take a few seconds.
      15_000,
      'progress',
    );
    const [saved] = await progressOf(alice.client);
    const streamedNow = stream.text();
    // What is saved is what streamed (a prefix of it), never something else.
    expect(streamedNow.startsWith(saved.content_text)).toBe(true);
    expect(saved.user_id).toBe(alice.user.id);
    // RLS: another user sees nothing, and nobody but the service writes progress.
    expect(await progressOf(bob.client)).toEqual([]);
    const forged = await alice.client
      .from('reply_progress')
      .update({ content_text: 'forged' })
      .eq('in_reply_to', question)
      .select();
    expect(forged.data ?? []).toEqual([]);

    await stream.done;
    expect(stream.events.at(-1)!.event).toBe('done');
    expect(await progressOf(alice.client)).toEqual([]);
  });
});

describe('a stack killed mid-reply', () => {
  let dataDir: string;
  let port: number;
  let child: ChildProcess | null = null;
  let backend: Backend | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-kill-'));
    port = await freePort();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await backend?.close();
  });

  async function startChild(): Promise<string> {
    // Under contract-pg the restarted stack finds this data directory's database on the server.
    const databaseUrl = await testDatabaseUrl(dataDir);
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        PORT: String(port),
        DATA_DIR: dataDir,
        RATE_LIMITS: 'off',
        ASSISTANT_PROVIDER: 'local',
        ASSISTANT_CHUNK_DELAY_MS: '100',
        APP_DIR: '',
      },
      stdio: 'ignore',
    });
    const url = `http://localhost:${port}`;
    await until(
      async () => {
        try {
          return (await fetch(`${url}/_health`)).ok;
        } catch {
          return false;
        }
      },
      60_000,
      'the child stack',
    );
    return url;
  }

  it('comes back with the reply marked interrupted and most of its text; a retry regenerates it under the same id', async () => {
    const url = await startChild();
    const keys = await (await import('../../server/keys.ts')).loadOrCreateKeys(dataDir, null);
    const first: Backend = {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      stack: null,
      close: async () => undefined,
    };
    const email = `killed-${randomUUID().slice(0, 8)}@example.test`;
    const password = `pw-${randomUUID()}`;
    await adminClient(first).auth.admin.createUser({ email, password, email_confirm: true });
    const client = userClient(first);
    const { data } = await client.auth.signInWithPassword({ email, password });
    const call = caller(first, data.session!.access_token);
    const conversation = (
      (await (
        await call('conversations', { method: 'POST', body: JSON.stringify({ title: 'Crash' }) })
      ).json()) as {
        conversation: { id: string };
      }
    ).conversation;
    const question = randomUUID();
    const reply = randomUUID();
    const stream = collect(
      await call(`conversations/${conversation.id}/interact/stream`, {
        method: 'POST',
        body: JSON.stringify({ text: LONG_QUESTION, client_msg_id: question, response_client_msg_id: reply }),
      }),
    );
    await until(() => stream.text().length > 400, 30_000, 'streamed text').catch((error: unknown) => {
      console.log('events so far', JSON.stringify(stream.events).slice(0, 600));
      throw error;
    });
    await new Promise((r) => setTimeout(r, 1500));
    const streamedAtKill = stream.text();
    child!.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;

    backend = await startBackend({ dataDir, port });
    const again = caller(backend, data.session!.access_token);
    if (process.env.HEARTH_TEST_POSTGRES_URL) {
      // On a PostgreSQL server, which other processes may share, starting marks nothing that might
      // be alive (issue 21 §2): the reply is marked once its writer's lease lapses (30 s), by the
      // sweep every process runs.
      expect(backend.stack!.repliesInterrupted).toBe(0);
      await until(
        async () => {
          const answer = (await (await again(`conversations/${conversation.id}/messages`)).json()) as {
            messages: MessageRow[];
          };
          return answer.messages.some((m) => m.status === 'interrupted');
        },
        (REPLY_LEASE_SECONDS + 15) * 1000,
        'the lapsed lease to be swept',
      );
    } else {
      // PGlite: the DATA_DIR lock proves the writer is gone, so start-up marks it at once.
      expect(backend.stack!.repliesInterrupted).toBe(1);
    }
    const rows = (
      (await (await again(`conversations/${conversation.id}/messages`)).json()) as { messages: MessageRow[] }
    ).messages;
    expect(rows.map((m) => [m.role, m.client_msg_id, m.status])).toEqual([
      ['user', question, 'complete'],
      ['assistant', reply, 'interrupted'],
    ]);
    const kept = rows[1]!.content_text;
    expect(streamedAtKill.startsWith(kept)).toBe(true);
    const survived = kept.length / streamedAtKill.length;
    console.log(
      `reply kept across a SIGKILL: ${kept.length} of ${streamedAtKill.length} streamed characters (${Math.round(survived * 100)} %)`,
    );
    // Saved about every second: at most about a second of text (here ~17 chunks) is lost.
    expect(survived).toBeGreaterThan(0.6);

    // Following it says so; retrying the turn generates it again, under the same reply id.
    const followed = collect(
      await again(`conversations/${conversation.id}/interact/stream?client_msg_id=${question}`),
    );
    await followed.done;
    const summary = followed.events.find((e) => e.event === 'summary')!.data as {
      interrupted?: boolean;
      content_text: string;
    };
    expect(summary.interrupted).toBe(true);
    expect(summary.content_text).toBe(kept);

    const retried = collect(
      await again(`conversations/${conversation.id}/interact/stream`, {
        method: 'POST',
        body: JSON.stringify({
          text: LONG_QUESTION,
          client_msg_id: question,
          response_client_msg_id: randomUUID(),
        }),
      }),
    );
    await retried.done;
    const metadata = retried.events.find((e) => e.event === 'metadata')!.data as {
      assistant_client_msg_id: string;
    };
    expect(metadata.assistant_client_msg_id).toBe(reply);
    const after = (
      (await (await again(`conversations/${conversation.id}/messages`)).json()) as { messages: MessageRow[] }
    ).messages;
    expect(after.map((m) => [m.role, m.client_msg_id, m.status])).toEqual([
      ['user', question, 'complete'],
      ['assistant', reply, 'complete'],
    ]);
    expect(after[1]!.content_text.startsWith(kept)).toBe(true);
    expect(after[1]!.content_text.length).toBeGreaterThan(kept.length);
  }, 120_000);
});

describe('following a reply (reload, second tab, other device)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({
      functionEnv: { ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '20' },
    });
  });
  afterAll(() => backend.close());

  it('replays a running reply from its first trace, then live, ending like the request that started it', async () => {
    const alice = await signedInUser(backend, 'alice');
    const bob = await signedInUser(backend, 'bob');
    const call = caller(backend, alice.session.access_token);
    const conversation = (
      (await (
        await call('conversations', { method: 'POST', body: JSON.stringify({ title: 'F' }) })
      ).json()) as {
        conversation: { id: string };
      }
    ).conversation;
    const question = randomUUID();
    const started = collect(
      await call(`conversations/${conversation.id}/interact/stream`, {
        method: 'POST',
        body: JSON.stringify({ text: LONG_QUESTION, client_msg_id: question }),
      }),
    );
    await until(() => started.text().length > 100, 20_000, 'the first text');
    const followPath = `conversations/${conversation.id}/interact/stream?client_msg_id=${question}`;
    // Another user cannot follow it.
    expect((await caller(backend, bob.session.access_token)(followPath)).status).toBe(404);

    const follower = collect(await call(followPath));
    await until(() => follower.events.some((e) => e.event === 'trace'), 5_000, 'the replayed traces');
    // Caught up at once with what was produced before it attached, and still going.
    expect(follower.text().length).toBeGreaterThanOrEqual(100);
    expect(follower.events.some((e) => e.event === 'done')).toBe(false);
    await Promise.all([started.done, follower.done]);
    const summaryOf = (events: StreamEvent[]) => events.find((e) => e.event === 'summary')!.data;
    expect(summaryOf(follower.events)).toEqual(summaryOf(started.events));
    expect(follower.text()).toBe(started.text());

    // Finished: following replays the stored reply.
    const later = collect(await call(followPath));
    await later.done;
    expect(later.events.map((e) => e.event)).toEqual(['metadata', 'summary', 'done']);
  });

  it('a turn nothing is answering is 404 no_reply; an unknown one 404 not_found', async () => {
    const alice = await signedInUser(backend, 'carol');
    const call = caller(backend, alice.session.access_token);
    const conversation = (
      (await (
        await call('conversations', { method: 'POST', body: JSON.stringify({ title: 'N' }) })
      ).json()) as {
        conversation: { id: string };
      }
    ).conversation;
    // A user turn stored without a generation (as after a crash before any progress was saved).
    const question = randomUUID();
    const inserted = await alice.client.from('messages').insert({
      conversation_id: conversation.id,
      client_msg_id: question,
      role: 'user',
      content_text: 'Hello?',
    });
    expect(inserted.error).toBeNull();
    const none = await call(`conversations/${conversation.id}/interact/stream?client_msg_id=${question}`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'no_reply' });
    const unknown = await call(
      `conversations/${conversation.id}/interact/stream?client_msg_id=${randomUUID()}`,
    );
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    expect((await call(`conversations/${conversation.id}/interact/stream`)).status).toBe(400);
  });

  it('only the service stores replies: a user calling store_reply is refused and nothing is stored', async () => {
    const alice = await signedInUser(backend, 'dora');
    const call = caller(backend, alice.session.access_token);
    const conversation = (
      (await (
        await call('conversations', { method: 'POST', body: JSON.stringify({ title: 'S' }) })
      ).json()) as {
        conversation: { id: string };
      }
    ).conversation;
    const question = randomUUID();
    const reply = randomUUID();
    const attempt = await alice.client.rpc('store_reply', {
      conversation: conversation.id,
      owner: alice.session.user.id,
      user_msg_id: question,
      reply_msg_id: reply,
      reply_status: 'complete',
      reply_text: 'A reply the assistant never wrote.',
      reply_json: [{ type: 'text', text: 'A reply the assistant never wrote.' }],
      reply_trace_types: ['completion'],
    });
    expect(attempt.error).not.toBeNull();
    const stored = await alice.client.from('messages').select('id').eq('client_msg_id', reply);
    expect(stored.data).toEqual([]);
  });
});
