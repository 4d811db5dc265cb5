// Safe by default (issue 9): what an attacker who can reach the port, or a web page doing DNS rebinding,
// can and cannot do to a stack started with its defaults.
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Hono } from 'hono';
import { configFromEnv, testConfig } from '../../server/config.ts';
import { startStack, devMailboxEnabled, type RunningStack } from '../../server/stack.ts';
import { devMailboxRoutes } from '../../server/http/dev-mailbox.ts';
import { allowedHostnames, isAllowedHost, isLoopback } from '../../server/http/host-guard.ts';
import { consoleMailer, DevMailbox } from '../../server/mail/mailer.ts';
import { adminClient, type Backend } from './harness.ts';

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
 * lets it all through; resolves with the status the server answers and how much it had been sent.
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
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBytes }));
      },
    );
    req.on('error', (error) => (sentBytes > 0 ? undefined : reject(error)));
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

vi.setConfig({ testTimeout: 30_000 });
