// Safe by default (issue 9): what an attacker who can reach the port, or a web page doing DNS rebinding,
// can and cannot do to a stack started with its defaults.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Hono } from 'hono';
import { configFromEnv, testConfig } from '../../server/config.ts';
import { startStack, devMailboxEnabled, type RunningStack } from '../../server/stack.ts';
import { devMailboxRoutes } from '../../server/http/dev-mailbox.ts';
import { allowedHostnames, isAllowedHost, isLoopback } from '../../server/http/host-guard.ts';
import { consoleMailer, DevMailbox } from '../../server/mail/mailer.ts';
import { adminClient, clientWithToken, signedInUser, userClient, type Backend } from './harness.ts';

const running: RunningStack[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function start(overrides: Parameters<typeof testConfig>[0] = {}) {
  const stack = await startStack(testConfig(overrides));
  running.push(stack);
  return stack;
}

/** The contract harness's view of an in-process stack (its clients take a Backend). */
function backendOf(stack: RunningStack): Backend {
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    stack,
    close: stack.close,
  };
}

/** A raw HTTP request with a Host header of our choosing (fetch does not let us set Host). */
function get(url: string, host: string): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: { host },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('1. serving: loopback by default, the mailbox never faces a network, Host checked', () => {
  it('binds 127.0.0.1 unless HOST says otherwise', async () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const stack = await startStack({
      ...configFromEnv({ PORT: '0' }),
      dataDir: null,
      appDir: null,
      printMail: false,
    });
    running.push(stack);
    const address = (await new Promise<string>((resolve) => {
      // The stack's URL names localhost; the socket itself must be bound to loopback only.
      const req = http.get(`${stack.url}/_health`, (res) => {
        resolve(res.socket.localAddress ?? '');
        res.resume();
      });
      req.end();
    })) as string;
    expect(isLoopback(address)).toBe(true);
  });

  it('turns the development mailbox on only for a loopback-bound stack without SMTP (or when forced)', () => {
    expect(devMailboxEnabled(testConfig())).toBe(true);
    expect(devMailboxEnabled(testConfig({ host: '0.0.0.0' }))).toBe(false);
    expect(devMailboxEnabled(testConfig({ host: '192.0.2.10' }))).toBe(false);
    expect(devMailboxEnabled(testConfig({ host: '0.0.0.0', devMailbox: 'on' }))).toBe(true);
    expect(devMailboxEnabled(testConfig({ devMailbox: 'off' }))).toBe(false);
    expect(devMailboxEnabled(testConfig({ smtpUrl: 'smtp://mail.example:587' }))).toBe(false);
  });

  it('serves no mailbox on a stack bound to every interface, and prints e-mail links instead', async () => {
    const stack = await start({ host: '0.0.0.0' });
    expect(stack.mailbox).toBeNull();
    const port = new URL(stack.url).port;
    const response = await get(`http://127.0.0.1:${port}/_dev/mailbox.json`, `localhost:${port}`);
    expect(response.status).toBe(404);

    const lines: string[] = [];
    await consoleMailer(null, (line) => lines.push(line)).send({
      to: 'a@example.com',
      subject: 'Reset your password',
      text: '',
      html: '',
      links: ['http://localhost/reset?token=t'],
    });
    expect(lines.join('\n')).toContain('http://localhost/reset?token=t');
  });

  it('answers mailbox requests from loopback peers only', async () => {
    const mailbox = new DevMailbox();
    await mailbox.send({ to: 'a@example.com', subject: 's', text: 't', html: '', links: ['http://x/reset'] });
    const app = new Hono().route('/_dev', devMailboxRoutes(mailbox));
    const from = (remoteAddress: string) =>
      app.request('http://localhost/_dev/mailbox.json', {}, { incoming: { socket: { remoteAddress } } });
    expect((await from('127.0.0.1')).status).toBe(200);
    expect((await from('::ffff:127.0.0.1')).status).toBe(200);
    const remote = await from('203.0.113.7');
    expect(remote.status).toBe(403);
    expect(await remote.text()).not.toContain('reset');
  });

  it('refuses requests whose Host is not this stack (DNS rebinding), on every path', async () => {
    const stack = await start();
    await stack.mailbox!.send({
      to: 'o@example.com',
      subject: 'Reset',
      text: '',
      html: '',
      links: ['http://l/r?t=1'],
    });
    const port = new URL(stack.url).port;
    const base = `http://127.0.0.1:${port}`;
    for (const path of ['/_dev/mailbox.json', '/auth/v1/settings', '/rest/v1/conversations', '/_health']) {
      const rebound = await get(`${base}${path}`, `evil.example:${port}`);
      expect(rebound.status, path).toBe(403);
      expect(JSON.parse(rebound.body).code).toBe('host_not_allowed');
    }
    expect((await get(`${base}/_dev/mailbox.json`, `localhost:${port}`)).status).toBe(200);
    expect((await get(`${base}/_health`, `127.0.0.1:${port}`)).status).toBe(200);
  });

  it('refuses realtime upgrades for a foreign Host', async () => {
    const stack = await start();
    const port = new URL(stack.url).port;
    const url = `ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=2.0.0`;
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(url, { headers: { host: `evil.example:${port}` } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('answers SITE_URL, HOST and ALLOWED_HOSTS names besides loopback ones', () => {
    const allowed = allowedHostnames({
      host: '0.0.0.0',
      siteUrl: 'https://beta.hearth.example',
      allowedHosts: ['hearth.internal'],
    });
    expect(isAllowedHost('beta.hearth.example', allowed)).toBe(true);
    expect(isAllowedHost('hearth.internal:3000', allowed)).toBe(true);
    expect(isAllowedHost('[::1]:3000', allowed)).toBe(true);
    expect(isAllowedHost('evil.example', allowed)).toBe(false);
    expect(isAllowedHost('beta.hearth.example.evil.example', allowed)).toBe(false);
    expect(isAllowedHost(undefined, allowed)).toBe(false);
  });
});

/**
 * Streams a chunked body (no Content-Length) of `totalBytes` without ever ending it unless the server
 * lets it all through; resolves with the status the server answers and how much it had been sent when
 * the answer came.
 */
function streamChunked(
  url: string,
  headers: Record<string, string>,
  totalBytes: number,
): Promise<{ status: number; body: string; sentBytes: number }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'POST',
        headers: { ...headers, 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
      },
      (res) => {
        // What had been sent when the answer came (the client may go on sending while it arrives).
        const sentBeforeAnswer = sentBytes;
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBytes: sentBeforeAnswer }));
      },
    );
    // A reset while still sending is how a server that closes with the body unread loses its answer:
    // say so at once rather than wait for the test's timeout.
    req.on('error', (error) =>
      reject(
        new Error(`the connection failed after ${sentBytes} bytes, before the answer: ${error.message}`),
      ),
    );
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      while (sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      // Never end the request: a server that waits for the whole body before judging it never answers.
    };
    pump();
  });
}

describe('2. body limits: enforced while reading, chunked bodies too', () => {
  it('refuses an over-long chunked body on /rest/v1, /auth/v1 and /functions/v1 with 413 before it ends', async () => {
    const stack = await start();
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
    for (const [path, limit] of [
      ['/rest/v1/conversations', 1024 * 1024],
      ['/auth/v1/token?grant_type=password', 64 * 1024],
      ['/functions/v1/voiceflow-proxy/conversations', 64 * 1024],
    ] as const) {
      const answer = await streamChunked(`${stack.url}${path}`, headers, 8 * 1024 * 1024);
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body).code, path).toBe('payload_too_large');
      // Judged while streaming: far less than the 8 MB offered was accepted before the answer.
      expect(answer.sentBytes, path).toBeLessThan(8 * 1024 * 1024);
      expect(answer.sentBytes, path).toBeGreaterThan(limit);
    }
  });

  it('refuses a declared Content-Length over the limit and accepts bodies under it', async () => {
    const stack = await start();
    const big = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe('payload_too_large');
    const small = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'not-the-password' }),
    });
    expect(small.status).toBe(400);
  });
});

describe('3. generation limits: per-user concurrency and rate on interact', () => {
  async function limitedStack(env: Record<string, string>) {
    const stack = await start({
      rateLimits: true,
      functionEnv: { ASSISTANT_PROVIDER: 'local', ...env },
    });
    const { session } = await signedInUser(backendOf(stack), 'sender');
    const call = (path: string, body?: unknown) =>
      fetch(`${stack.url}/functions/v1/voiceflow-proxy/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    const created = await call('conversations', { title: 'Limits' });
    const { conversation } = (await created.json()) as { conversation: { id: string } };
    return { stack, call, conversationId: conversation.id };
  }

  it('answers 429 with Retry-After past the per-minute rate, stores nothing, and still replays answered sends', async () => {
    const { call, conversationId } = await limitedStack({
      ASSISTANT_CHUNK_DELAY_MS: '0',
      GENERATION_RATE_PER_MINUTE: '3',
    });
    const send = (id: string) =>
      call(`conversations/${conversationId}/interact`, { text: `Cap rate ${id}?`, client_msg_id: id });
    for (const id of ['m1', 'm2', 'm3']) expect((await send(id)).status).toBe(200);
    const refused = await send('m4');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', retry_after: retryAfter });
    // A retry of an answered send is a replay, not a new generation: never refused.
    expect((await send('m1')).status).toBe(200);
    const stored = (await (await call(`conversations/${conversationId}/messages`)).json()) as {
      messages: Array<{ client_msg_id: string }>;
    };
    expect(stored.messages.map((m) => m.client_msg_id)).not.toContain('m4');
  });

  it('answers 429 past the concurrent generations of one user, and admits again once one ends', async () => {
    const { call, conversationId } = await limitedStack({
      ASSISTANT_CHUNK_DELAY_MS: '40',
      GENERATION_MAX_CONCURRENT: '1',
    });
    const first = await call(`conversations/${conversationId}/interact/stream`, {
      text: 'Explain house hacking in detail',
      client_msg_id: 'long',
    });
    expect(first.status).toBe(200);
    const second = await call(`conversations/${conversationId}/interact`, {
      text: 'And DSCR?',
      client_msg_id: 'next',
    });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('5');
    // Joining the running generation (a retry of the same send) is not a second one.
    const rejoin = await call(`conversations/${conversationId}/interact/stream`, {
      text: 'Explain house hacking in detail',
      client_msg_id: 'long',
    });
    expect(rejoin.status).toBe(200);
    await Promise.all([first.text(), rejoin.text()]);
    // The stream ended after the reply was stored; its place is free for the next send.
    const next = await call(`conversations/${conversationId}/interact`, {
      text: 'And DSCR?',
      client_msg_id: 'next',
    });
    expect(next.status).toBe(200);
  });
});

describe('4. e-mail codes and budgets', () => {
  it('burns an address’s codes and links after 5 wrong codes, so six digits cannot be guessed', async () => {
    const stack = await start();
    const backend = backendOf(stack);
    const admin = adminClient(backend);
    const email = 'guessme@example.com';
    await admin.auth.admin.createUser({ email, password: 'a-long-password', email_confirm: true });
    const { data } = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    const code = data.properties!.email_otp;
    const client = userClient(backend);
    for (let i = 0; i < 5; i += 1) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const attempt = await client.auth.verifyOtp({ type: 'magiclink', email, token: wrong });
      expect(attempt.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    // The right code (and the link it came with) no longer works: a new mail is needed.
    const right = await client.auth.verifyOtp({ type: 'magiclink', email, token: code });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const link = await client.auth.verifyOtp({
      type: 'magiclink',
      token_hash: data.properties!.hashed_token,
    });
    expect(link.error).toMatchObject({ status: 403, code: 'otp_expired' });

    // Fewer than five misses leave a fresh code working.
    const fresh = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    await client.auth.verifyOtp({
      type: 'magiclink',
      email,
      token: fresh.data.properties!.email_otp === '000000' ? '000001' : '000000',
    });
    const ok = await client.auth.verifyOtp({
      type: 'magiclink',
      email,
      token: fresh.data.properties!.email_otp,
    });
    expect(ok.error).toBeNull();
  });

  it('answers /otp alike for unknown and known addresses', async () => {
    const stack = await start();
    const backend = backendOf(stack);
    const known = 'known@example.com';
    await adminClient(backend).auth.admin.createUser({
      email: known,
      password: 'a-long-password',
      email_confirm: true,
    });
    const ask = (email: string, create_user: boolean) =>
      fetch(`${stack.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, create_user }),
      }).then(async (r) => ({ status: r.status, body: await r.text() }));
    for (const createUser of [true, false]) {
      const answers = [await ask(known, createUser), await ask('nobody@example.com', createUser)];
      expect(answers[0]).toEqual({ status: 200, body: '{}' });
      expect(answers[1]).toEqual(answers[0]);
    }
    expect(stack.mailbox!.list('nobody@example.com')).toEqual([]);
  });

  it('keeps e-mail budgets per recipient and per caller: strangers cannot spend the owner’s', async () => {
    const stack = await start({ rateLimits: true });
    const backend = backendOf(stack);
    const admin = adminClient(backend);
    const owner = 'owner@example.com';
    await admin.auth.admin.createUser({ email: owner, password: 'a-long-password', email_confirm: true });
    // A stranger floods /recover with made-up and real addresses until their own address is cut off.
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i += 1) {
      const response = await fetch(`${stack.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: i % 2 ? owner : `made-up-${i}@example.com` }),
      });
      status = response.status;
    }
    expect(status).toBe(429);
    // The owner's inbox got at most its own budget, and the owner can still invite people.
    expect(stack.mailbox!.list(owner).length).toBeLessThanOrEqual(5);
    expect((await admin.auth.admin.inviteUserByEmail('tester@example.com')).error).toBeNull();
    expect(stack.mailbox!.list('tester@example.com')).toHaveLength(1);
  });
});

describe('5. passwords: at least 8 characters on the server too', () => {
  it('answers weak_password (422) for a 7-character password, as GoTrue does', async () => {
    const stack = await start();
    const admin = adminClient(backendOf(stack));
    const seven = await admin.auth.admin.createUser({
      email: 'seven@example.com',
      password: '1234567',
      email_confirm: true,
    });
    expect(seven.error).toMatchObject({ status: 422, code: 'weak_password' });
    const eight = await admin.auth.admin.createUser({
      email: 'eight@example.com',
      password: '12345678',
      email_confirm: true,
    });
    expect(eight.error).toBeNull();
    const settings = await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } });
    expect((await settings.json()).password_min_length).toBe(8);
  });
});

/** Opens a raw realtime socket; resolves with the socket once open, or the HTTP status it was refused with. */
function openSocket(stack: RunningStack): Promise<{ ws: WebSocket | null; status: number }> {
  const url = `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`;
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => resolve({ ws: null, status: res.statusCode ?? 0 }));
    ws.on('open', () => resolve({ ws, status: 101 }));
    ws.on('error', () => undefined);
  });
}

/** Joins `topic` on a raw vsn 1.0.0 socket and resolves with the join reply's status and response. */
function join(
  ws: WebSocket,
  topic: string,
  ref: string,
): Promise<{ status: string; response: Record<string, unknown> }> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as {
        ref: string;
        event: string;
        payload: Record<string, unknown>;
      };
      if (frame.ref !== ref || frame.event !== 'phx_reply') return;
      ws.off('message', onMessage);
      resolve(frame.payload as { status: string; response: Record<string, unknown> });
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ topic, event: 'phx_join', payload: { config: {} }, ref, join_ref: ref }));
  });
}

describe('6. revoked sessions and DELETE events', () => {
  /** A realtime channel on `messages` for this token; resolves once subscribed, with what it hears. */
  async function listenToMessages(stack: RunningStack, token: string, name: string) {
    const client = clientWithToken(backendOf(stack), token);
    await client.realtime.setAuth(token);
    const events: Array<{ eventType: string; old: Record<string, unknown> }> = [];
    const statuses: string[] = [];
    const channel = client
      .channel(name)
      .on(
        'postgres_changes' as never,
        { event: '*', schema: 'public', table: 'messages' } as never,
        ((payload: (typeof events)[number]) => events.push(payload)) as never,
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
        else if (statuses.length === 1) reject(new Error(`${status}: ${error?.message ?? ''}`));
      }),
    );
    return { client, channel, events, statuses };
  }

  async function conversationWithMessage(stack: RunningStack, userId: string, text: string) {
    const db = stack.context.db;
    const { rows } = await db.query<{ id: string }>(
      `insert into public.conversations (user_id, title) values ($1, 'Security') returning id`,
      [userId],
    );
    const message = await db.query<{ id: string }>(
      `insert into public.messages (conversation_id, user_id, client_msg_id, role, content_text)
       values ($1, $2, $3, 'user', $4) returning id`,
      [rows[0]!.id, userId, `m-${text}`, text],
    );
    return { conversationId: rows[0]!.id, messageId: message.rows[0]!.id };
  }

  it('a signed-out session’s access token stops working on REST, functions and realtime at once', async () => {
    const stack = await start();
    const backend = backendOf(stack);
    const { client, session, user } = await signedInUser(backend, 'signout');
    const token = session.access_token;
    await conversationWithMessage(stack, user.id, 'before');
    const rest = () => clientWithToken(backend, token).from('conversations').select('id');
    const fn = () =>
      fetch(`${stack.url}/functions/v1/voiceflow-proxy/conversations`, {
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
      });
    expect((await rest()).data).toHaveLength(1);
    expect((await fn()).status).toBe(200);
    const live = await listenToMessages(stack, token, 'before-signout');

    expect((await client.auth.signOut()).error).toBeNull();

    const refused = await rest();
    expect(refused.status).toBe(401);
    expect(refused.data).toBeNull();
    expect((await fn()).status).toBe(401);
    // The channel joined before the sign-out is closed by the server, and a new join is refused.
    await vi.waitFor(() => expect(live.statuses).toContain('CLOSED'));
    await expect(listenToMessages(stack, token, 'after-signout')).rejects.toThrow(/session has ended/);
    // Nothing committed afterwards reaches it either.
    await conversationWithMessage(stack, user.id, 'after');
    await stack.context.changes.flush();
    expect(live.events).toEqual([]);
    await live.client.removeAllChannels();
  });

  it('delivers a DELETE only to subscribers who could see the row', async () => {
    const stack = await start();
    const backend = backendOf(stack);
    const alice = await signedInUser(backend, 'alice');
    const bob = await signedInUser(backend, 'bob');
    const mine = await conversationWithMessage(stack, alice.user.id, 'alice');
    const theirs = await conversationWithMessage(stack, bob.user.id, 'bob');
    const aliceHears = await listenToMessages(stack, alice.session.access_token, 'alice-messages');
    const bobHears = await listenToMessages(stack, bob.session.access_token, 'bob-messages');

    await stack.context.db.query('delete from public.messages where id = $1', [mine.messageId]);
    await stack.context.db.query('delete from public.messages where id = $1', [theirs.messageId]);
    await stack.context.changes.flush();
    await vi.waitFor(() => expect(bobHears.events).toHaveLength(1));
    expect(aliceHears.events).toEqual([
      expect.objectContaining({ eventType: 'DELETE', old: { id: mine.messageId } }),
    ]);
    expect(bobHears.events).toEqual([
      expect.objectContaining({ eventType: 'DELETE', old: { id: theirs.messageId } }),
    ]);
    // The check put nothing back: both rows are gone for good.
    const left = await stack.context.db.query('select id from public.messages where id = any($1)', [
      [mine.messageId, theirs.messageId],
    ]);
    expect(left.rows).toEqual([]);
    await aliceHears.client.removeAllChannels();
    await bobHears.client.removeAllChannels();
  });
});

describe('7. hygiene', () => {
  it('answers malformed percent-encoding with 400, not a 500 with a stack trace', async () => {
    const appDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-app-'));
    await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>app</title>');
    const stack = await start({ appDir });
    const errors = vi.spyOn(console, 'error');
    for (const target of [
      '/chat/%E0%A4%A',
      '/rest/v1/conversations?select=%ZZ',
      '/auth/v1/verify?type=%E0',
    ]) {
      const response = await fetch(`${stack.url}${target}`, { headers: { apikey: stack.anonKey } });
      expect(response.status, target).toBe(400);
      expect((await response.json()).code, target).toBe('malformed_uri');
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await rm(appDir, { recursive: true, force: true });
  });

  it('creates DATA_DIR readable by its owner only (0700)', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'hearth-data-'));
    const dataDir = path.join(parent, 'data');
    await start({ dataDir });
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    await Promise.all(running.splice(0).map((s) => s.close()));
    await rm(parent, { recursive: true, force: true });
  });

  it('caps the channels one socket may join', async () => {
    const stack = await start();
    const { ws } = await openSocket(stack);
    for (let i = 0; i < 100; i++) expect((await join(ws!, `realtime:c${i}`, String(i))).status).toBe('ok');
    const over = await join(ws!, 'realtime:one-too-many', 'x');
    expect(over.status).toBe('error');
    expect(String(over.response.reason)).toMatch(/Too many channels/);
    ws!.close();
  });

  it('caps the realtime connections from one address, and frees a place when one closes', async () => {
    const stack = await start();
    const sockets: WebSocket[] = [];
    for (let i = 0; i < 50; i++) {
      const opened = await openSocket(stack);
      expect(opened.status).toBe(101);
      sockets.push(opened.ws!);
    }
    expect((await openSocket(stack)).status).toBe(429);
    await new Promise<void>((resolve) => {
      sockets[0]!.once('close', () => resolve());
      sockets[0]!.close();
    });
    await vi.waitFor(async () => {
      const again = await openSocket(stack);
      expect(again.status).toBe(101);
      again.ws!.close();
    });
    for (const socket of sockets) socket.close();
  });

  it('sends e-mail links only to SITE_URL or URI_ALLOW_LIST, not to any other localhost port', async () => {
    const stack = await start({ uriAllowList: ['http://localhost:5173'] });
    const admin = adminClient(backendOf(stack));
    const email = 'redirects@example.com';
    await admin.auth.admin.createUser({ email, password: 'a-long-password', email_confirm: true });
    const linkFor = async (redirectTo: string) => {
      const { data } = await admin.auth.admin.generateLink({
        type: 'recovery',
        email,
        options: { redirectTo },
      });
      return new URL(data.properties!.action_link).searchParams.get('redirect_to');
    };
    expect(await linkFor('http://localhost:9999/steal')).toBe(stack.url);
    expect(await linkFor('http://localhost:5173/reset-password')).toBe(
      'http://localhost:5173/reset-password',
    );
    expect(await linkFor(`${stack.url}/reset-password`)).toBe(`${stack.url}/reset-password`);
  });
});

describe('9. invites: the e-mail states the invite’s own lifetime, and the link lives that long', () => {
  it('says 7 days in the invite e-mail and still signs in after 3 days', async () => {
    const stack = await start();
    const admin = adminClient(backendOf(stack));
    expect((await admin.auth.admin.inviteUserByEmail('later@example.com')).error).toBeNull();
    const [mail] = stack.mailbox!.list('later@example.com');
    expect(mail!.text).toContain('expires in 7 days');
    expect(mail!.text).not.toContain('24 hours');
    const realNow = stack.context.now;
    stack.context.now = () => new Date(realNow().getTime() + 3 * 86_400_000);
    const landing = await fetch(mail!.links[0]!, { redirect: 'manual' });
    expect(landing.headers.get('location')).toContain('access_token=');
    // A password-reset link still lives a day, and says so.
    await admin.auth.admin.createUser({
      email: 'reset@example.com',
      password: 'a-long-password',
      email_confirm: true,
    });
    await fetch(`${stack.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reset@example.com' }),
    });
    expect(stack.mailbox!.list('reset@example.com')[0]!.text).toContain('expires in 24 hours');
  });
});

vi.setConfig({ testTimeout: 90_000 });
