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

const running: RunningStack[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function start(overrides: Parameters<typeof testConfig>[0] = {}) {
  const stack = await startStack(testConfig(overrides));
  running.push(stack);
  return stack;
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

vi.setConfig({ testTimeout: 30_000 });
