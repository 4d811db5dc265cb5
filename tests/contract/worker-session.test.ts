// The sync worker's session (src/sync/worker/worker-session.ts) against the real auth server: auth-js'
// GoTrueClient with the page's storage across a comlink MessageChannel, as in the browser. Two tabs'
// workers refreshing the same stored session at the same moment — what auth-js' lockless design leaves
// to the server's refresh-token reuse interval — keep the user signed in with a working token.
import type { Session } from '@supabase/auth-js';
import * as Comlink from 'comlink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageAuthStorage, workerAuthStorage } from '../../src/sync/worker/auth-storage-port.ts';
import { createWorkerSession, type WorkerAuthEvent } from '../../src/sync/worker/worker-session.ts';
import { MemoryStorage } from '../fakes/memory-storage.ts';
import { clientWithToken, signedInUser, startBackend, type Backend } from './harness.ts';

const KEY = 'sb-contract-auth-token';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.close();
});

/** One tab's worker session on the page's (shared) storage; `told` is what its page heard. */
function workerOn(storage: Storage) {
  const { port1, port2 } = new MessageChannel();
  const told: WorkerAuthEvent[] = [];
  /** The refresh tokens this worker spent (the body of each refresh grant it sent). */
  const spent: string[] = [];
  const countingFetch: typeof fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('grant_type=refresh_token'))
      spent.push((JSON.parse(String(init?.body)) as { refresh_token: string }).refresh_token);
    return fetch(input, init);
  };
  Comlink.expose({ ...pageAuthStorage(storage, KEY) }, port1);
  const session = createWorkerSession({
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    storageKey: KEY,
    storage: workerAuthStorage(Comlink.wrap(port2)),
    onChange: (event) => void told.push(event),
    fetch: countingFetch,
  });
  const close = async () => {
    await session.stop();
    port1.close();
    port2.close();
  };
  return { session, told, spent, close };
}

/** The session as the app stores it, with its access token made to expire in `secondsLeft`. */
function storeExpiring(storage: Storage, session: Session, secondsLeft: number) {
  storage.setItem(
    KEY,
    JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + secondsLeft }),
  );
}

const stored = (storage: Storage) => JSON.parse(storage.getItem(KEY) ?? 'null') as Session | null;

/** The token works on the REST API (an ended session's tokens do not). */
async function tokenWorks(token: string): Promise<boolean> {
  const { error } = await clientWithToken(backend, token).from('profiles').select('id').limit(1);
  return error === null;
}

describe('the sync worker’s session against the auth server', () => {
  it('refreshes a token near expiry on its own, into the page’s storage, and tells the page', async () => {
    const { session } = await signedInUser(backend, 'worker-refresh');
    const storage = new MemoryStorage();
    storeExpiring(storage, session, 30);
    const tab = workerOn(storage);
    try {
      await vi.waitUntil(() => stored(storage)?.refresh_token !== session.refresh_token, { timeout: 10_000 });
      await vi.waitUntil(() => tab.told.includes('TOKEN_REFRESHED'), { timeout: 5_000 });
      const now = stored(storage)!;
      expect(now.expires_at! * 1000).toBeGreaterThan(Date.now() + 30 * 60_000);
      expect(await tab.session.accessToken()).toBe(now.access_token);
      expect(await tokenWorks(now.access_token)).toBe(true);
    } finally {
      await tab.close();
    }
  });

  it('two tabs’ workers refreshing the same session at once: it survives, with a working token', async () => {
    const { session } = await signedInUser(backend, 'worker-race');
    const storage = new MemoryStorage();
    storeExpiring(storage, session, 30);
    const tabs = [workerOn(storage), workerOn(storage)];
    try {
      await vi.waitUntil(() => stored(storage)?.refresh_token !== session.refresh_token, { timeout: 10_000 });
      await vi.waitUntil(() => tabs.every((tab) => tab.spent.length > 0), { timeout: 5_000 });
      // The race happened: both spent the same refresh token.
      expect(tabs.map((tab) => tab.spent[0])).toEqual([session.refresh_token, session.refresh_token]);
      // Both ask for a token now: each gets the stored session (refreshing it first if it must).
      const tokens = await Promise.all(tabs.map((tab) => tab.session.accessToken()));
      expect(tokens.every((token) => token !== null)).toBe(true);
      expect(tabs.flatMap((tab) => tab.told)).not.toContain('SIGNED_OUT');
      const now = stored(storage)!;
      expect(await tokenWorks(now.access_token)).toBe(true);
      // And a 401's refresh afterwards still works: the stored refresh token is the live one.
      expect(await tabs[0]!.session.signals.refresh()).toBe(true);
      expect(await tokenWorks(stored(storage)!.access_token)).toBe(true);
    } finally {
      for (const tab of tabs) await tab.close();
    }
  });
});
