// The worker's session source (issue 20: the token refresh runs in the sync worker) with real parts:
// auth-js' own GoTrueClient, its storage the page's (a Web Storage) across a MessageChannel carried by
// comlink as between a page and its worker, and an HTTP auth server answering GoTrue's refresh grant
// the way the local stack does (server/auth/token-routes.ts: a used refresh token is refused).
import type { Session } from '@supabase/auth-js';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeServer, type FakeServer } from '../../../tests/fakes/fake-http.ts';
import { MemoryStorage } from '../../../tests/fakes/memory-storage.ts';
import { pageAuthStorage, workerAuthStorage } from './auth-storage-port.ts';
import type { PageApi } from './engine-port.ts';
import { createWorkerSession, type WorkerAuthEvent, type WorkerSession } from './worker-session.ts';

const KEY = 'sb-127-auth-token';
const user = { id: 'user-1', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' };

function session(accessToken: string, refreshToken: string, secondsLeft: number): Session {
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: secondsLeft,
    expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
    user,
  } as Session;
}

/** GoTrue's refresh grant: each refresh token spent once, answered with the next session. */
async function startAuthServer(): Promise<FakeServer & { refreshes: () => string[] }> {
  let issued = 0;
  const live = new Set(['refresh-0']);
  const refreshes: string[] = [];
  const server = await startFakeServer((request, res) => {
    const body = request.body as { refresh_token?: string };
    if (request.method !== 'POST' || !request.url.startsWith('/auth/v1/token?grant_type=refresh_token')) {
      res.writeHead(404).end();
      return;
    }
    refreshes.push(body.refresh_token ?? '');
    if (!body.refresh_token || !live.delete(body.refresh_token)) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' }),
      );
      return;
    }
    issued += 1;
    live.add(`refresh-${issued}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(session(`access-${issued}`, `refresh-${issued}`, 3600)));
  });
  return Object.assign(server, { refreshes: () => refreshes });
}

const until = (check: () => boolean | Promise<boolean>) =>
  vi.waitUntil(check, { timeout: 5000, interval: 10 });

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The page (its storage and its ear for the worker's auth events) and the worker's session on it. */
async function setup(stored: Session | null) {
  const server = await startAuthServer();
  const storage = new MemoryStorage();
  if (stored) storage.setItem(KEY, JSON.stringify(stored));
  const told: WorkerAuthEvent[] = [];
  const page: Pick<PageApi, 'getAuthItem' | 'setAuthItem' | 'removeAuthItem' | 'authChanged'> = {
    ...pageAuthStorage(storage, KEY),
    authChanged: (event) => void told.push(event),
  };
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(page, port1);
  const remote = Comlink.wrap<typeof page>(port2);
  const worker: WorkerSession = createWorkerSession({
    supabaseUrl: server.origin,
    anonKey: 'anon',
    storageKey: KEY,
    storage: workerAuthStorage(remote),
    onChange: (event) => void remote.authChanged(event),
  });
  cleanups.push(() => server.close());
  cleanups.push(() => {
    port1.close();
    port2.close();
  });
  cleanups.push(() => worker.stop());
  const storedToken = () => (JSON.parse(storage.getItem(KEY) ?? 'null') as Session | null)?.access_token;
  return { server, storage, told, worker, storedToken };
}

describe('the sync worker’s session', () => {
  it('refreshes a token near expiry by itself, stores it in the page’s storage and tells the page', async () => {
    const { server, told, worker, storedToken } = await setup(session('access-0', 'refresh-0', 30));
    // Nothing asked: the worker's client refreshes a token within 90 s of expiry when it starts.
    await until(() => storedToken() === 'access-1');
    await until(() => told.includes('TOKEN_REFRESHED'));
    expect(server.refreshes()).toEqual(['refresh-0']);
    // The conversation API and realtime get the new token, read from the page's storage.
    expect(await worker.accessToken()).toBe('access-1');
    expect(server.refreshes()).toHaveLength(1);
  });

  it('leaves a token good for long alone, and refreshes after a 401 with its own client', async () => {
    const { server, told, worker, storedToken } = await setup(session('access-0', 'refresh-0', 3600));
    expect(await worker.accessToken()).toBe('access-0');
    expect(server.refreshes()).toEqual([]);
    const refreshed = vi.fn();
    worker.signals.onRefreshed(refreshed);
    expect(await worker.signals.refresh()).toBe(true);
    expect(storedToken()).toBe('access-1');
    expect(await worker.accessToken()).toBe('access-1');
    await until(() => refreshed.mock.calls.length === 1 && told.includes('TOKEN_REFRESHED'));
  });

  it('a session refreshed or removed in another tab is the one it uses next', async () => {
    const { server, storage, worker } = await setup(session('access-0', 'refresh-0', 3600));
    expect(await worker.accessToken()).toBe('access-0');
    storage.setItem(KEY, JSON.stringify(session('other-tab', 'refresh-9', 3600)));
    expect(await worker.accessToken()).toBe('other-tab');
    // Signed out elsewhere: the stored session is gone, and so is the worker's use of the old token.
    storage.removeItem(KEY);
    expect(await worker.accessToken()).toBeNull();
    expect(server.refreshes()).toEqual([]);
  });

  it('an expired session whose refresh token is refused ends: the page is told SIGNED_OUT', async () => {
    const { storage, told, worker } = await setup(session('access-0', 'spent', -10));
    await until(() => told.includes('SIGNED_OUT'));
    expect(storage.getItem(KEY)).toBeNull();
    expect(await worker.accessToken()).toBeNull();
  });

  it('hears of a session the page’s client made, until it is stopped', async () => {
    const { worker } = await setup(session('access-0', 'refresh-0', 3600));
    const refreshed = vi.fn();
    worker.signals.onRefreshed(refreshed);
    worker.pageSessionChanged();
    expect(refreshed).toHaveBeenCalledTimes(1);
    await worker.stop();
    worker.pageSessionChanged();
    expect(refreshed).toHaveBeenCalledTimes(1);
  });
});
