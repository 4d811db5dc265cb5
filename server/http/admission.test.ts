import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import {
  createAdmission,
  DEFAULT_ADMISSION_LIMITS,
  limitFromEnv,
  OVERLOADED,
  REQUEST_DEADLINES,
  type AdmissionLimits,
  type Pressure,
} from './admission.ts';

/** A real Node server whose /functions/v1/slow and /rest/v1/slow stream until released. */
async function serve(
  limits: Partial<AdmissionLimits>,
  pressure?: Pressure,
  deadlines: typeof REQUEST_DEADLINES | Record<string, number> = REQUEST_DEADLINES,
) {
  const admission = createAdmission<HttpBindings | Http2Bindings>(
    { ...DEFAULT_ADMISSION_LIMITS, ...limits },
    {
      // Tests stand in for other machines with a header: every request comes from 127.0.0.1.
      addressOf: (request) => request.headers.get('x-test-client') ?? 'default',
      bodyLimitFor: () => 1024,
      pressure,
    },
  );
  const releases: Array<() => void> = [];
  const slow = () => {
    let cancelled = false;
    return new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('started\n'));
          releases.push(() => {
            if (!cancelled) controller.close();
          });
        },
        cancel() {
          cancelled = true;
        },
      }),
    );
  };
  const app = new Hono();
  app.all('/functions/v1/slow', slow);
  app.all('/rest/v1/slow', slow);
  app.post('/rest/v1/echo', async (c) => c.text(await c.req.text()));
  app.all('*', (c) => c.text('ok'));
  const server = createAdaptorServer({
    fetch: admission.guard((request, env) => app.fetch(request, env)),
    serverOptions: deadlines,
  }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { url, admission, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

/** Starts a streamed request and resolves once its first bytes arrived (it then holds its slot). */
async function open(url: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { ...init, signal: controller.signal });
  const reader = response.body!.getReader();
  await reader.read();
  return {
    response,
    finish: async () => {
      while (!(await reader.read()).done);
    },
    abort: () => controller.abort(),
  };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('admission (backpressure)', () => {
  it('answers function calls past the bound with 503, Retry-After and a JSON error, and serves the rest', async () => {
    const { url, admission, releaseAll } = await serve({
      maxRequests: 10,
      maxFunctionCalls: 2,
      retryAfterSeconds: 3,
    });
    const streams = [await open(`${url}/functions/v1/slow`), await open(`${url}/functions/v1/slow`)];
    expect(admission.inFlight()).toMatchObject({ requests: 2, functionCalls: 2 });

    const refused = await fetch(`${url}/functions/v1/slow`, { method: 'POST', body: '{"text":"hi"}' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(await refused.json()).toEqual(OVERLOADED);
    // Other requests still pass, and so does a CORS preflight of a function.
    expect((await fetch(`${url}/rest/v1/anything`)).status).toBe(200);
    expect((await fetch(`${url}/functions/v1/slow`, { method: 'OPTIONS' })).status).not.toBe(503);

    releaseAll();
    await Promise.all(streams.map((s) => s.finish()));
    await waitFor(() => admission.inFlight().functionCalls === 0);
    const again = await open(`${url}/functions/v1/slow`);
    expect(again.response.status).toBe(200);
    releaseAll();
    await again.finish();
  });

  it('bounds every request in flight, not only function calls', async () => {
    const { url, releaseAll } = await serve({ maxRequests: 2, maxFunctionCalls: 2, retryAfterSeconds: 1 });
    const held = [await open(`${url}/rest/v1/slow`), await open(`${url}/rest/v1/slow`)];
    const refused = await fetch(`${url}/`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    releaseAll();
    await Promise.all(held.map((s) => s.finish()));
  });

  it('frees the slot of a client that goes away mid-stream', async () => {
    const { url, admission, releaseAll } = await serve({
      maxRequests: 10,
      maxFunctionCalls: 1,
      retryAfterSeconds: 1,
    });
    const first = await open(`${url}/functions/v1/slow`);
    expect((await fetch(`${url}/functions/v1/slow`)).status).toBe(503);
    first.abort();
    await waitFor(() => admission.inFlight().functionCalls === 0);
    const second = await open(`${url}/functions/v1/slow`);
    expect(second.response.status).toBe(200);
    releaseAll();
    await second.finish();
  });

  it('while the event loop lags, refuses new function calls once a few run, and admits them again after', async () => {
    let lagging = false;
    const { url, admission, releaseAll } = await serve(
      { maxFunctionCalls: 10, minFunctionCallsUnderPressure: 2, retryAfterSeconds: 1 },
      { lagging: () => lagging },
    );
    lagging = true;
    // Below the floor a lagging loop still admits: a slow start-up or one long GC must not refuse all.
    const streams = [await open(`${url}/functions/v1/slow`), await open(`${url}/functions/v1/slow`)];
    const refused = await fetch(`${url}/functions/v1/slow`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    // Only function calls are refused for it.
    expect((await fetch(`${url}/rest/v1/anything`)).status).toBe(200);
    lagging = false;
    streams.push(await open(`${url}/functions/v1/slow`));
    expect(streams[2]!.response.status).toBe(200);
    expect(admission.inFlight().functionCalls).toBe(3);
    releaseAll();
    await Promise.all(streams.map((s) => s.finish()));
  });
});

/** Sends headers that announce a body, then nothing: the slow-body client of issue 18. */
function stalledBody(url: string, client: string) {
  const target = new URL(url);
  const request = http.request({
    hostname: target.hostname,
    port: target.port,
    method: 'POST',
    path: '/rest/v1/echo',
    headers: { 'content-length': '100', 'x-test-client': client },
  });
  request.on('error', () => undefined);
  request.flushHeaders();
  return request;
}

describe('admission: fair to every address (issue 18)', () => {
  it('one address holds at most its share; another address is still served', async () => {
    const { url, releaseAll } = await serve({ maxRequestsPerAddress: 2, maxFunctionCallsPerAddress: 1 });
    const flood = { headers: { 'x-test-client': 'flood' } };
    const held = [await open(`${url}/rest/v1/slow`, flood), await open(`${url}/rest/v1/slow`, flood)];
    expect((await fetch(`${url}/`, flood)).status).toBe(503);
    expect((await fetch(`${url}/`, { headers: { 'x-test-client': 'other' } })).status).toBe(200);
    // Function calls have a tighter share of their own.
    const call = await open(`${url}/functions/v1/slow`, { headers: { 'x-test-client': 'caller' } });
    expect((await fetch(`${url}/functions/v1/slow`, { headers: { 'x-test-client': 'caller' } })).status).toBe(
      503,
    );
    releaseAll();
    await Promise.all([...held, call].map((s) => s.finish()));
  });

  it('a request counts against the shared bound only once its body has arrived', async () => {
    const { url, admission } = await serve({ maxRequests: 2, maxRequestsPerAddress: 8 });
    const stalled = Array.from({ length: 5 }, () => stalledBody(url, 'slow'));
    await waitFor(() => admission.inFlight().addresses === 1);
    expect(admission.inFlight().requests).toBe(0);
    const echoed = await fetch(`${url}/rest/v1/echo`, {
      method: 'POST',
      body: 'whole',
      headers: { 'x-test-client': 'other' },
    });
    expect([echoed.status, await echoed.text()]).toEqual([200, 'whole']);
    for (const request of stalled) request.destroy();
    await waitFor(() => admission.inFlight().addresses === 0);
  });

  it('health always answers, even past every bound', async () => {
    const { url, releaseAll } = await serve({ maxRequests: 1, maxRequestsPerAddress: 1 });
    const held = await open(`${url}/rest/v1/slow`);
    expect((await fetch(`${url}/`)).status).toBe(503);
    expect((await fetch(`${url}/_health`)).status).toBe(200);
    expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);
    releaseAll();
    await held.finish();
  });

  it('refuses a chunked body past the limit with 413 while reading it', async () => {
    const { url } = await serve({});
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(512));
        controller.close();
      },
    });
    const response = await fetch(`${url}/rest/v1/echo`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('after a 413 reads the rest of the body, so a client still sending gets the answer and its connection stays usable', async () => {
    const { url } = await serve({});
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let received = '';
    socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const chunk = (bytes: number) => `${bytes.toString(16)}\r\n${'a'.repeat(bytes)}\r\n`;
    socket.write('POST /rest/v1/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n');
    socket.write(chunk(2048));
    await waitFor(() => received.includes('payload_too_large'));
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).not.toMatch(/^connection: close/im);
    // Still sending after the refusal: read and dropped, not answered with a reset.
    socket.write(chunk(4096) + chunk(4096) + '0\r\n\r\n');
    socket.write('GET /after HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await closed;
    expect(received.split('HTTP/1.1 ').map((answer) => answer.slice(0, 3))).toEqual(['', '413', '200']);
    expect(received).toMatch(/\r\n\r\nok$/);
  });

  it('a body that never arrives is closed at the request deadline, and its share is free again', async () => {
    const { url, admission } = await serve({ maxRequestsPerAddress: 1 }, undefined, {
      headersTimeout: 300,
      requestTimeout: 600,
      connectionsCheckingInterval: 100,
    });
    const stalled = stalledBody(url, 'slow');
    const answered = new Promise<number>((resolve) => {
      stalled.on('response', (response) => resolve(response.statusCode ?? 0));
      stalled.on('close', () => resolve(0));
    });
    await waitFor(() => admission.inFlight().addresses === 1);
    expect((await fetch(`${url}/`, { headers: { 'x-test-client': 'slow' } })).status).toBe(503);
    expect([408, 0]).toContain(await answered);
    await waitFor(() => admission.inFlight().addresses === 0);
    expect((await fetch(`${url}/`, { headers: { 'x-test-client': 'slow' } })).status).toBe(200);
    expect(REQUEST_DEADLINES.requestTimeout).toBeLessThanOrEqual(15_000);
  });
});

describe('limitFromEnv', () => {
  it('reads a positive whole number, defaults when unset and refuses anything else', () => {
    expect(limitFromEnv({ N: '64' }, 'N', 8)).toBe(64);
    expect(limitFromEnv({}, 'N', 8)).toBe(8);
    expect(limitFromEnv({ N: '' }, 'N', 8)).toBe(8);
    expect(() => limitFromEnv({ N: '0' }, 'N', 8)).toThrow('N must be a whole number ≥ 1, got "0"');
    expect(() => limitFromEnv({ N: 'many' }, 'N', 8)).toThrow('N must be a whole number');
  });
});
