// No single caller can stall it (issue 18): what one signed-in tester, or one anonymous client with
// only the public anon key, can do to everybody else. Each numbered point of the issue is a test here;
// the flood tests measure a second user's experience while one address misbehaves.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { testConfig } from '../../server/config.ts';
import { asRole } from '../../server/database.ts';
import { startStack } from '../../server/stack.ts';
import { MAIL_REQUEST_FLOOR_MS } from '../../server/auth/email-routes.ts';
import { adminClient, startBackend, signedInUser, type Backend } from './harness.ts';
import { stalledRequest } from '../support/hostile-floods.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({
    functionEnv: { ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '0' },
  });
});
afterAll(async () => {
  await backend.close();
});

async function conversationOf(client: SupabaseClient, title = 'Hostile'): Promise<string> {
  const { data, error } = await client.from('conversations').insert({ title }).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function storeQuestion(
  client: SupabaseClient,
  conversationId: string,
  row: Record<string, unknown> = {},
) {
  return client
    .from('messages')
    .insert({
      conversation_id: conversationId,
      client_msg_id: randomUUID(),
      role: 'user',
      content_text: 'What is a cap rate?',
      ...row,
    })
    .select('client_msg_id')
    .maybeSingle();
}

describe('1. bounded queries: a parent cycle and a huge count', () => {
  it('a user cannot build a parent cycle (insert, delete, insert again under a child)', async () => {
    const { client } = await signedInUser(backend, 'cycle');
    const conversation = await conversationOf(client);
    const a = randomUUID();
    const b = randomUUID();
    expect((await storeQuestion(client, conversation, { client_msg_id: a })).error).toBeNull();
    expect((await storeQuestion(client, conversation, { client_msg_id: b, parent_id: a })).error).toBeNull();
    expect((await client.from('messages').delete().eq('client_msg_id', a)).error).toBeNull();
    const again = await storeQuestion(client, conversation, { client_msg_id: a, parent_id: b });
    expect(again.error?.code).toBe('23505');
    expect(again.error?.message).toMatch(/already the parent of another message/);
  });

  it('message_ancestry with a count of 2^31−1 over a loop answers at once, at most 200 rows', async () => {
    const { client, user } = await signedInUser(backend, 'huge-count');
    const conversation = await conversationOf(client);
    // A loop as rows made before this release could hold one: written by the owner, past the trigger.
    const db = backend.stack!.context.db;
    const a = randomUUID();
    const b = randomUUID();
    await db.query(
      `insert into public.messages (conversation_id, user_id, client_msg_id, role, content_text, parent_id)
       values ($1, $2, $3, 'user', 'a', null), ($1, $2, $4, 'user', 'b', $3)`,
      [conversation, user.id, a, b],
    );
    await db.query(`update public.messages set parent_id = $2 where client_msg_id = $1`, [a, b]);
    const started = Date.now();
    const { data, error } = await client.rpc('message_ancestry', {
      conversation,
      from_msg: b,
      max_count: 2 ** 31 - 1,
    });
    expect(error).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect((data as unknown[]).map((m) => (m as { client_msg_id: string }).client_msg_id)).toEqual([b, a]);
    // begin_turn reaches the same walk with its history limit.
    const turn = await client.rpc('begin_turn', {
      conversation,
      user_msg_id: randomUUID(),
      input: 'And now?',
      history_limit: 2 ** 31 - 1,
      parent: b,
    });
    expect(turn.error).toBeNull();
    expect((turn.data as { recent: unknown[] }).recent).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('3. generation caps: users store complete questions only', () => {
  it('a self-made reply-shaped or interrupted row is refused', async () => {
    const { client } = await signedInUser(backend, 'self-made');
    const conversation = await conversationOf(client);
    const question = await storeQuestion(client, conversation);
    expect(question.error).toBeNull();
    const id = (question.data as { client_msg_id: string }).client_msg_id;
    const forged = await storeQuestion(client, conversation, { status: 'interrupted', in_reply_to: id });
    expect(forged.error?.code).toBe('42501');
    const stopped = await storeQuestion(client, conversation, { status: 'stopped' });
    expect(stopped.error?.code).toBe('42501');
  });
});

describe('6. the parent check is no oracle', () => {
  it("someone else's conversation answers alike whether the parent exists or not", async () => {
    const owner = await signedInUser(backend, 'oracle-owner');
    const prober = await signedInUser(backend, 'oracle-prober');
    const conversation = await conversationOf(owner.client);
    const real = await storeQuestion(owner.client, conversation);
    const realId = (real.data as { client_msg_id: string }).client_msg_id;
    const withReal = await storeQuestion(prober.client, conversation, { parent_id: realId });
    const withMadeUp = await storeQuestion(prober.client, conversation, { parent_id: randomUUID() });
    expect(withReal.error).toMatchObject({ code: '42501' });
    expect([withMadeUp.error?.code, withMadeUp.error?.message]).toEqual([
      withReal.error?.code,
      withReal.error?.message,
    ]);
  });
});

describe('7. a per-user storage quota', () => {
  it('counts every message a user stores and refuses theirs past the quota, for them alone', async () => {
    const { client, user } = await signedInUser(backend, 'quota');
    const other = await signedInUser(backend, 'quota-other');
    const conversation = await conversationOf(client);
    expect((await storeQuestion(client, conversation, { content_text: 'x'.repeat(1000) })).error).toBeNull();
    const { data: usage } = await client.from('storage_usage').select('bytes').single();
    expect((usage as { bytes: number }).bytes).toBeGreaterThanOrEqual(1000);
    // As if this user had already stored almost the whole quota.
    const db = backend.stack!.context.db;
    await db.query(
      `update public.storage_usage set bytes = public.storage_quota_bytes() - 500 where user_id = $1`,
      [user.id],
    );
    const refused = await storeQuestion(client, conversation, { content_text: 'y'.repeat(1000) });
    expect(refused.error?.code).toBe('53400');
    expect(refused.error?.message).toMatch(/storage quota exceeded/);
    // Nobody else is affected, and deleting frees room.
    const theirs = await conversationOf(other.client);
    expect((await storeQuestion(other.client, theirs)).error).toBeNull();
    expect((await client.from('messages').delete().eq('conversation_id', conversation)).error).toBeNull();
    expect((await storeQuestion(client, conversation, { content_text: 'small' })).error).toBeNull();
    // Nobody can write their own usage down.
    const cheat = await client.from('storage_usage').update({ bytes: 0 }).eq('user_id', user.id).select();
    expect(cheat.data ?? []).toEqual([]);
  });
});

describe('7. the question limit is in the table', () => {
  it('REST refuses a question over 8000 characters', async () => {
    const { client } = await signedInUser(backend, 'long');
    const conversation = await conversationOf(client);
    const long = await storeQuestion(client, conversation, { content_text: 'x'.repeat(8001) });
    expect(long.error?.code).toBe('23514');
    const fits = await storeQuestion(client, conversation, { content_text: 'x'.repeat(8000) });
    expect(fits.error).toBeNull();
  });
});

/** A stack with the generation limits on, and a caller that speaks to its conversation service. */
async function limitedBackend(env: Record<string, string>): Promise<Backend> {
  return startBackend({
    rateLimits: true,
    functionEnv: { ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '0', ...env },
  });
}

function serviceCaller(target: Backend, accessToken: string) {
  return (path: string, body?: unknown) =>
    fetch(`${target.url}/functions/v1/voiceflow-proxy/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        apikey: target.anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: body ? JSON.stringify(body) : undefined,
    });
}

describe('3, 5, 11. every generation is admitted, by its owner, with a live session', () => {
  let limited: Backend;
  beforeAll(async () => {
    limited = await limitedBackend({ GENERATION_RATE_PER_MINUTE: '2', ASSISTANT_CHUNK_DELAY_MS: '30' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('3. an interrupted reply is not generated again while its user is limited; the partial stays', async () => {
    const { client, user, session } = await signedInUser(limited, 'interrupted-while-limited');
    const call = serviceCaller(limited, session.access_token);
    const conversation = await conversationOf(client);
    const question = randomUUID();
    expect((await storeQuestion(client, conversation, { client_msg_id: question })).error).toBeNull();
    // A reply whose generation died with its process (what interrupt_stale_replies leaves behind).
    await limited.stack!.context.db.query(
      `insert into public.messages (conversation_id, user_id, client_msg_id, role, content_text, in_reply_to, status)
       values ($1, $2, $3, 'assistant', 'A cap rate is', $4, 'interrupted')`,
      [conversation, user.id, randomUUID(), question],
    );
    for (const id of ['a', 'b']) {
      const sent = await call(`conversations/${conversation}/interact`, {
        text: `Question ${id}?`,
        client_msg_id: randomUUID(),
      });
      expect(sent.status).toBe(200);
    }
    const retry = await call(`conversations/${conversation}/interact`, {
      text: 'What is a cap rate?',
      client_msg_id: question,
    });
    expect(retry.status).toBe(429);
    const { data } = await client.from('messages').select('status, content_text').eq('in_reply_to', question);
    expect(data).toEqual([{ status: 'interrupted', content_text: 'A cap rate is' }]);
  });

  it('11. a signed-out token spends nothing of its user’s generation budget', async () => {
    const { client, email, password, session } = await signedInUser(limited, 'signed-out-budget');
    const conversation = await conversationOf(client);
    await client.auth.signOut();
    const stale = serviceCaller(limited, session.access_token);
    for (let i = 0; i < 3; i++) {
      const refused = await stale(`conversations/${conversation}/interact`, {
        text: 'What is a cap rate?',
        client_msg_id: randomUUID(),
      });
      expect(refused.status).toBe(401);
    }
    const again = await client.auth.signInWithPassword({ email, password });
    const fresh = serviceCaller(limited, again.data.session!.access_token);
    for (let i = 0; i < 2; i++) {
      const sent = await fresh(`conversations/${conversation}/interact`, {
        text: 'What is a cap rate?',
        client_msg_id: randomUUID(),
      });
      expect(sent.status).toBe(200);
    }
  });

  it('4. /logout is limited per address (30 a minute), then answered 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await fetch(`${limited.url}/auth/v1/logout`, {
        method: 'POST',
        headers: { apikey: limited.anonKey },
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // Other tests of this stack signed out from this address in the same minute: a few points are spent.
    expect(statuses.slice(0, 25).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('5. another user cannot join a running regeneration', async () => {
    const owner = await signedInUser(limited, 'regen-owner');
    const intruder = await signedInUser(limited, 'regen-intruder');
    const ownerCall = serviceCaller(limited, owner.session.access_token);
    const intruderCall = serviceCaller(limited, intruder.session.access_token);
    const conversation = await conversationOf(owner.client);
    const question = randomUUID();
    const first = await ownerCall(`conversations/${conversation}/interact`, {
      text: 'Explain house hacking in detail',
      client_msg_id: question,
    });
    expect(first.status).toBe(200);
    const version = randomUUID();
    const regenerate = { regenerate: true, client_msg_id: question, response_client_msg_id: version };
    const running = await ownerCall(`conversations/${conversation}/interact/stream`, regenerate);
    expect(running.status).toBe(200);
    const joined = await intruderCall(`conversations/${conversation}/interact/stream`, regenerate);
    expect(joined.status).toBe(404);
    expect(await joined.text()).not.toMatch(/house hack/i);
    await running.text();
  });
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe('2. fair connections: one address cannot take the service from everyone', () => {
  it('a slow-body flood from one address leaves a second user chatting normally', async () => {
    const { client, session } = await signedInUser(backend, 'chatting-through-a-flood');
    const conversation = await conversationOf(client);
    const call = serviceCaller(backend, session.access_token);
    const anon = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
    // 300 stalled function calls and 270 stalled REST inserts, as in the report, from 127.0.0.2.
    const flood = [
      ...Array.from({ length: 300 }, () =>
        stalledRequest(
          backend.url,
          `/functions/v1/voiceflow-proxy/conversations/${conversation}/interact`,
          '127.0.0.2',
          anon,
        ),
      ),
      ...Array.from({ length: 270 }, () =>
        stalledRequest(backend.url, '/rest/v1/messages', '127.0.0.2', anon),
      ),
    ];
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const timings: number[] = [];
      for (let i = 0; i < 12; i++) {
        const started = performance.now();
        const sent = await call(`conversations/${conversation}/interact`, {
          text: `What is a cap rate at $${100 + i}k?`,
          client_msg_id: randomUUID(),
        });
        expect(sent.status).toBe(200);
        await sent.text();
        timings.push(performance.now() - started);
      }
      for (const path of ['/_health', '/auth/v1/health', '/']) {
        expect((await fetch(`${backend.url}${path}`)).status).not.toBe(503);
      }
      const p95 = percentile(timings, 95);
      // Every send above was answered while the 570 stalled requests were held open; how fast is
      // measured in `npm run bench`, not asserted here, where the machine's load would decide.
      console.log(
        `slow-body flood (570 stalled requests from one address): other user's send p95 ${p95.toFixed(0)} ms`,
      );
    } finally {
      for (const request of flood) request.destroy();
    }
  });
});

describe('4. logout floods', () => {
  it('anonymous /logout floods end nothing, cost no re-checks, and others read as usual', async () => {
    const { client } = await signedInUser(backend, 'reading-through-logouts');
    await conversationOf(client, 'Read me');
    const victim = await signedInUser(backend, 'signs-out');
    let rechecks = 0;
    const stop = backend.stack!.context.sessions.onChange(() => void (rechecks += 1));
    let flooding = true;
    const logoutLoop = async () => {
      while (flooding) {
        const response = await fetch(`${backend.url}/auth/v1/logout`, {
          method: 'POST',
          headers: { apikey: backend.anonKey },
        });
        await response.arrayBuffer();
      }
    };
    const loops = Array.from({ length: 32 }, logoutLoop);
    const timings: number[] = [];
    try {
      // Reads are served while the flood goes on: they never wait for it to end. (How fast they are
      // under a flood is measured in `npm run bench`, not asserted here, where the machine's load
      // would decide.)
      for (let i = 0; i < 8; i++) {
        const started = performance.now();
        const { data, error } = await client.from('conversations').select('id, title');
        expect(error).toBeNull();
        expect(data?.map((c) => c.title)).toContain('Read me');
        timings.push(performance.now() - started);
      }
    } finally {
      flooding = false;
      await Promise.all(loops);
    }
    const p95 = percentile(timings, 95);
    console.log(`logout flood (32 connections): other user's REST read p95 ${p95.toFixed(0)} ms`);
    expect(rechecks).toBe(0);
    // A sign-out that ends a session still makes every service re-check.
    await victim.client.auth.signOut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rechecks).toBe(1);
    // Many at once cost one round of re-checks.
    for (let i = 0; i < 100; i++) backend.stack!.context.sessions.changed();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rechecks).toBe(2);
    stop();
  });
});

describe('1. every API statement is bounded', () => {
  it('runs as the API roles with Supabase’s statement timeouts (enforced where the engine can)', async () => {
    const db = backend.stack!.context.db;
    const setting = (role: 'anon' | 'authenticated') =>
      asRole(db, { role }, async (tx) => {
        const { rows } = await tx.query<{ timeout: string }>(
          `select current_setting('statement_timeout') as timeout`,
        );
        return rows[0]!.timeout;
      });
    expect([await setting('anon'), await setting('authenticated')]).toEqual(['3s', '8s']);
    if (!backend.stack!.context.config.databaseUrl) return; // PGlite cannot interrupt a statement
    const started = Date.now();
    const slept = asRole(db, { role: 'anon' }, (tx) => tx.query('select pg_sleep(20)'));
    await expect(slept).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

describe('1. stopping', () => {
  it('SIGTERM ends the stack process within 10 s and leaves its data directory unlocked', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-stop-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        APP_DIR: path.join(dataDir, 'no-app'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the stack did not start within 60 s')), 60_000);
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Hearth is running at')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => reject(new Error(`the stack exited early (${code})`)));
      });
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      await expect(stat(path.join(dataDir, 'stack.pid'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('9. the data directory', () => {
  it('is tightened at start and loses the temporary files of statements that died', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-tighten-'));
    try {
      await chmod(dataDir, 0o755);
      const spill = path.join(dataDir, 'pgdata', 'base', 'pgsql_tmp');
      await mkdir(spill, { recursive: true });
      await writeFile(path.join(spill, 'pgsql_tmp1234.0'), 'left by a killed query');
      const stack = await startStack(testConfig({ dataDir, databaseUrl: null }));
      try {
        expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
        await expect(stat(path.join(spill, 'pgsql_tmp1234.0'))).rejects.toMatchObject({ code: 'ENOENT' });
      } finally {
        await stack.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('12. images in replies', () => {
  it('load only from the site itself unless the operator allows a host (CSP img-src)', async () => {
    const policy = async (url: string) =>
      (await fetch(`${url}/auth/v1/health`)).headers.get('content-security-policy') ?? '';
    const imgSrc = (csp: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith('img-src'))
        ?.trim();
    expect(imgSrc(await policy(backend.url))).toBe("img-src 'self' data: blob:");
    const allowing = await startStack(testConfig({ imageHosts: ['images.example.com'] }));
    try {
      expect(imgSrc(await policy(allowing.url))).toBe(
        "img-src 'self' data: blob: https://images.example.com",
      );
    } finally {
      await allowing.close();
    }
  });
});

describe('13. /otp takes as long for a known address as for an unknown one', () => {
  it('answers both no sooner than the floor, within a few ms of each other', async () => {
    const admin = adminClient(backend);
    const known: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = `otp-known-${randomUUID().slice(0, 8)}@example.test`;
      await admin.auth.admin.createUser({ email, password: `pw-${randomUUID()}`, email_confirm: true });
      known.push(email);
    }
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${backend.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect([response.status, await response.text()]).toEqual([200, '{}']);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const email of known) {
      knownTimes.push(await timed(email));
      unknownTimes.push(await timed(`otp-nobody-${randomUUID().slice(0, 8)}@example.test`));
    }
    const median = (values: number[]) => percentile(values, 50);
    console.log(
      `/otp median: known ${median(knownTimes).toFixed(0)} ms, unknown ${median(unknownTimes).toFixed(0)} ms`,
    );
    expect(Math.min(...knownTimes, ...unknownTimes)).toBeGreaterThanOrEqual(MAIL_REQUEST_FLOOR_MS - 5);
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(50);
    expect(backend.stack!.mailbox!.list(known[0]!)).toHaveLength(1);
  });
});
