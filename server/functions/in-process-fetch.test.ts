import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { inProcessFetch } from './in-process-fetch.ts';
import { nodeCreateClient } from './registry.ts';

describe('inProcessFetch', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("hands supabase-js requests for the stack's origin to the app, with method, headers and body intact", async () => {
    const seen: Array<{ method: string; url: string; auth: string | null; body: unknown }> = [];
    const app = new Hono();
    app.post('/rest/v1/messages', async (c) => {
      seen.push({
        method: c.req.method,
        url: c.req.url,
        auth: c.req.header('authorization') ?? null,
        body: await c.req.json(),
      });
      return c.json([{ id: 1 }], 201);
    });
    // Nothing listens on this origin: only an in-process dispatch can answer.
    const fetchImpl = inProcessFetch(app.fetch, () => 'http://localhost:1');
    const client = nodeCreateClient(fetchImpl)('http://localhost:1', 'anon-key', {
      global: { headers: { Authorization: 'Bearer user-token' } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.from('messages').insert({ text: 'hi' }).select();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: 'http://localhost:1/rest/v1/messages?select=*',
        auth: 'Bearer user-token',
        body: { text: 'hi' },
      },
    ]);
  });

  it('sends requests for any other origin over the network', async () => {
    server = createServer((_req, res) => res.end('from the network'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const app = new Hono().all('*', (c) => c.text('from the app'));
    const fetchImpl = inProcessFetch(app.fetch, () => 'http://localhost:1');
    expect(await (await fetchImpl(`http://127.0.0.1:${port}/x`)).text()).toBe('from the network');
    expect(await (await fetchImpl('http://localhost:1/x')).text()).toBe('from the app');
  });
});
