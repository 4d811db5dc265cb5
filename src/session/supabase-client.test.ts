// supabase-js on the app's one auth client through its documented `accessToken` option: table and
// function calls carry that client's session, and the anon key without one.
import type { Session } from '@supabase/auth-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../tests/fakes/memory-storage.ts';
import { createAuthClient } from './auth-client.ts';
import { authStorageKey } from './auth-storage.ts';
import { createSupabase } from './supabase-client.ts';

const config = { supabaseUrl: 'http://localhost:54321', anonKey: 'anon-key' };

function session(accessToken: string): Session {
  return {
    access_token: accessToken,
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: 'user-1',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '',
    },
  } as Session;
}

/** The Authorization header of the REST call `client.from('profiles').select()` makes. */
async function restAuthorization(client: ReturnType<typeof createSupabase>): Promise<string | null> {
  const fetchStub = vi.fn(
    async (..._args: Parameters<typeof fetch>) =>
      new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchStub);
  await client.from('profiles').select('*');
  const call = fetchStub.mock.calls.find(([input]) => String(input).includes('/rest/v1/profiles'));
  return new Headers(call?.[1]?.headers).get('Authorization');
}

// realtime-js wants a WebSocket class to exist (Node 20 has none); no socket is opened here.
beforeEach(() => vi.stubGlobal('WebSocket', class {}));
afterEach(() => vi.unstubAllGlobals());

describe('createSupabase', () => {
  it('REST calls carry the auth client’s access token, the anon key without a session', async () => {
    const storage = new MemoryStorage();
    const auth = createAuthClient(config, { storage });
    const client = createSupabase(config, auth);
    expect(await restAuthorization(client)).toBe('Bearer anon-key');
    storage.setItem(authStorageKey(config.supabaseUrl), JSON.stringify(session('access-1')));
    expect(await restAuthorization(client)).toBe('Bearer access-1');
  });

  it('builds no auth client of its own', () => {
    const client = createSupabase(config, createAuthClient(config, { storage: new MemoryStorage() }));
    expect(() => client.auth.getSession()).toThrow(/accessToken option/);
  });
});
