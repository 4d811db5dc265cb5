// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './auth-client.ts';
import { LazyAuthSession } from './auth-session.ts';
import { authStorageKey } from './auth-storage.ts';
import { createSyncClient, realtimeUrl } from './sync-client.ts';

const config = { supabaseUrl: 'http://127.0.0.1:54321', anonKey: 'anon-key' };

describe('sync client', () => {
  it("builds supabase-js' realtime URL", () => {
    expect(realtimeUrl('http://127.0.0.1:54321')).toBe('ws://127.0.0.1:54321/realtime/v1');
    expect(realtimeUrl('https://x.supabase.co/')).toBe('wss://x.supabase.co/realtime/v1');
  });

  it('joins with the stored access token and the project apikey, without loading the auth client', async () => {
    const session = {
      access_token: 'stored-token',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: 'u1' },
    };
    localStorage.setItem(authStorageKey(config.supabaseUrl), JSON.stringify(session));
    const gotrue = createAuthClient(config);
    const load = vi.fn(async () => gotrue);
    const auth = new LazyAuthSession({
      storageKey: authStorageKey(config.supabaseUrl),
      load,
      storage: localStorage,
    });
    const client = createSyncClient(config, auth);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.auth).toBe(auth);
    expect(client.realtime.accessTokenValue).toBe('stored-token');
    expect(load).not.toHaveBeenCalled();
    expect(client.realtime.apiKey).toBe('anon-key');
    const channel = client.channel('hearth-sync:u1');
    expect(client.realtime.getChannels()).toContain(channel);
    auth.dispose();
    await gotrue.stopAutoRefresh();
    localStorage.clear();
  });
});
