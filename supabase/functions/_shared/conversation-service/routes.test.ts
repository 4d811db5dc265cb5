// The router's own answers, through Hono's `app.request()`: what happens before any handler reaches
// the database (tokens, unknown paths, wrong methods, malformed ids and bodies). What the handlers do
// with real data is the contract suites' (tests/contract/conversations.test.ts and others).
import { describe, expect, it } from 'vitest';
import { createNodeClient } from '../../../../server/node-supabase-client.ts';
import { functionClients } from '../supabase-clients.ts';
import { createConversationApp } from './routes.ts';

// Real supabase-js clients for an address nothing listens on: none of these requests may use them.
const app = createConversationApp({
  ...functionClients(
    {
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'anon-key',
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
    },
    createNodeClient,
  ),
  provider: () => {
    throw new Error('no provider may be called here');
  },
});

const ID = '3f0c1e9a-5b8e-4c4f-9d7c-0a1b2c3d4e5f';
const auth = { Authorization: 'Bearer a.b.c' };

async function call(path: string, init: RequestInit = {}) {
  const response = await app.request(`/voiceflow-proxy/${path}`, {
    ...init,
    headers: { ...auth, ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('the conversation service router', () => {
  it('answers a CORS preflight on any path without a token', async () => {
    const response = await app.request('/voiceflow-proxy/conversations/anything', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a request without a bearer token, before routing', async () => {
    const response = await app.request('/voiceflow-proxy/nowhere');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'A bearer access token is required.',
      code: 'unauthorized',
    });
  });

  it('answers an unknown path 404 and a known path with another method 405, naming the methods', async () => {
    expect(await call('nowhere')).toMatchObject({
      status: 404,
      body: { code: 'not_found', error: 'Unknown route.' },
    });
    expect(await call(`conversations/${ID}/interact/nothing`, { method: 'POST' })).toMatchObject({
      status: 404,
    });
    const put = await call('conversations', { method: 'PUT' });
    expect(put).toMatchObject({
      status: 405,
      body: { code: 'method_not_allowed', error: 'Method not allowed on this route.' },
    });
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(put.headers.get('access-control-allow-origin')).toBe('*');
    const getStop = await call(`conversations/${ID}/interact/stop`);
    expect(getStop.status).toBe(405);
    expect(getStop.headers.get('allow')).toBe('POST');
    expect((await call('conversations/feedback', { method: 'POST' })).status).toBe(405);
  });

  it('names the field at fault in a malformed id, query or body (400)', async () => {
    expect(await call('conversations/not-a-uuid')).toMatchObject({
      status: 400,
      body: { code: 'invalid_request', field: 'id', error: 'id must be a UUID.' },
    });
    expect(await call('conversations?since=yesterday')).toMatchObject({
      status: 400,
      body: { field: 'since' },
    });
    expect(
      await call('conversations', { method: 'POST', body: JSON.stringify({ title: '   ' }) }),
    ).toMatchObject({ status: 400, body: { field: 'title', error: 'title must not be blank' } });
    expect(
      await call(`conversations/${ID}/interact/stream`, { method: 'POST', body: JSON.stringify({}) }),
    ).toMatchObject({ status: 400, body: { field: 'text', error: 'text is missing or of the wrong type' } });
    expect(
      await call(`conversations/${ID}/interact`, {
        method: 'POST',
        body: JSON.stringify({ regenerate: true, client_msg_id: 'q1' }),
      }),
    ).toMatchObject({
      status: 400,
      body: { field: 'response_client_msg_id', error: 'response_client_msg_id is required to regenerate' },
    });
    expect(await call(`conversations/${ID}`, { method: 'PATCH', body: '[1]' })).toMatchObject({
      status: 400,
      body: { error: 'The request body must be a JSON object.' },
    });
    expect(await call(`conversations/${ID}/interact/stream`)).toMatchObject({
      status: 400,
      body: { field: 'client_msg_id' },
    });
  });

  it('refuses a body over 64 kB (413) and a reply id that cannot be one (404)', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(70_000) });
    expect(await call(`conversations/${ID}/interact`, { method: 'POST', body: big })).toMatchObject({
      status: 413,
      body: { code: 'payload_too_large' },
    });
    expect(
      await call(`conversations/${ID}/messages/${'r'.repeat(101)}/feedback`, {
        method: 'PUT',
        body: JSON.stringify({ rating: 'up' }),
      }),
    ).toMatchObject({ status: 404, body: { error: 'No such reply in this conversation.' } });
  });
});
