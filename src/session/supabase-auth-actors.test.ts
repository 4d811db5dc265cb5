import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { authMachine, authStatus } from '../machines/auth-machine.ts';
import { registerSignOutTask } from './sign-out-tasks.ts';
import {
  readStoredSession,
  supabaseAuthEvents,
  supabaseSignOut,
  type AuthHolder,
} from './supabase-auth-actors.ts';
import { MemoryStorage } from '../../tests/fakes/memory-storage.ts';

const STORAGE_KEY = 'sb-localhost-auth-token';

function session(accessToken = 'access-1'): Session {
  return {
    access_token: accessToken,
    refresh_token: 'refresh-1',
    expires_in: 3600,
    expires_at: 1,
    token_type: 'bearer',
    user: {
      id: 'user-1',
      email: 'a@b.c',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '',
    },
  } as Session;
}

/**
 * Just enough of auth-js for the actors: onAuthStateChange, the storage key, and signOut as auth-js
 * does it: with a stored session it calls the server (failing with `signOutError`), and without one
 * (or once the server agreed) it removes the stored session and reports SIGNED_OUT.
 */
function fakeClient(options: { signOutError?: Error } = {}) {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null;
  const unsubscribe = vi.fn();
  const serverCalls = vi.fn();
  const signOut = vi.fn(async (_options: { scope: 'local' }): Promise<{ error: Error | null }> => {
    if (storage.getItem(STORAGE_KEY) !== null || !options.signOutError) {
      serverCalls();
      if (options.signOutError) return { error: options.signOutError };
    }
    storage.removeItem(STORAGE_KEY);
    listener?.('SIGNED_OUT', null);
    return { error: null };
  });
  const client = {
    auth: {
      storageKey: STORAGE_KEY,
      onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void) {
        listener = callback;
        return { data: { subscription: { unsubscribe } } };
      },
      signOut,
    },
  } as unknown as AuthHolder;
  return {
    client,
    unsubscribe,
    signOut,
    serverCalls,
    emit: (event: AuthChangeEvent, value: Session | null) => listener!(event, value),
  };
}

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);

afterEach(() => {
  storage.clear();
  vi.unstubAllGlobals();
  vi.stubGlobal('localStorage', storage);
});

function startMachine(fake: ReturnType<typeof fakeClient>) {
  return createActor(
    authMachine.provide({
      actors: {
        authEvents: supabaseAuthEvents(() => fake.client),
        signOut: supabaseSignOut(() => fake.client),
      },
    }),
  ).start();
}

describe('supabaseAuthEvents', () => {
  it('feeds supabase’s events to the machine and unsubscribes on stop', () => {
    const fake = fakeClient();
    const actor = startMachine(fake);
    fake.emit('INITIAL_SESSION', session());
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
    fake.emit('TOKEN_REFRESHED', session('access-2'));
    expect(actor.getSnapshot().context.session?.access_token).toBe('access-2');
    actor.stop();
    expect(fake.unsubscribe).toHaveBeenCalled();
  });

  it('an empty initial session with nothing stored is signed out', () => {
    const fake = fakeClient();
    const actor = startMachine(fake);
    fake.emit('INITIAL_SESSION', null);
    expect(authStatus(actor.getSnapshot())).toBe('signedOut');
  });

  it('a session supabase kept after a network failure counts as signed in (offline)', () => {
    storage.setItem(STORAGE_KEY, JSON.stringify(session('stored')));
    const fake = fakeClient();
    const actor = startMachine(fake);
    fake.emit('INITIAL_SESSION', null);
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ offline: true, session: { access_token: 'stored' } });
  });

  it('offline at start, the stored session is reported without waiting for supabase', async () => {
    storage.setItem(STORAGE_KEY, JSON.stringify(session('stored')));
    vi.stubGlobal('navigator', { onLine: false });
    const actor = startMachine(fakeClient());
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.offline).toBe(true);
  });

  it('online, a stored token good beyond the refresh margin is reported without waiting for supabase', async () => {
    const fresh = { ...session('fresh'), expires_at: Math.floor(Date.now() / 1000) + 3600 };
    storage.setItem(STORAGE_KEY, JSON.stringify(fresh));
    const fake = fakeClient();
    const actor = startMachine(fake);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ offline: false, session: { access_token: 'fresh' } });
    // supabase's own report of the same session changes nothing.
    fake.emit('INITIAL_SESSION', fresh);
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
  });

  it('online, a stored token about to expire waits for supabase (which refreshes it)', async () => {
    const expiring = { ...session('expiring'), expires_at: Math.floor(Date.now() / 1000) + 30 };
    storage.setItem(STORAGE_KEY, JSON.stringify(expiring));
    const fake = fakeClient();
    const actor = startMachine(fake);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(authStatus(actor.getSnapshot())).toBe('loading');
    fake.emit('INITIAL_SESSION', session('refreshed'));
    expect(actor.getSnapshot().context.session?.access_token).toBe('refreshed');
  });

  it('reports no session when the client cannot be built (no backend configured)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(
      authMachine.provide({
        actors: {
          authEvents: supabaseAuthEvents(() => {
            throw new Error('No backend configured');
          }),
        },
      }),
    ).start();
    expect(authStatus(actor.getSnapshot())).toBe('signedOut');
    vi.restoreAllMocks();
  });
});

describe('supabaseSignOut', () => {
  it('runs the sign-out tasks first, then revokes this device’s session', async () => {
    const order: string[] = [];
    const fake = fakeClient();
    fake.signOut.mockImplementation(async () => {
      order.push('revoke');
      return { error: null };
    });
    const unregister = registerSignOutTask(({ userId, reason }) => {
      order.push(`task:${userId}:${reason}`);
    });
    const actor = startMachine(fake);
    fake.emit('INITIAL_SESSION', session());
    actor.send({ type: 'auth.sign_out', reason: 'inactivity' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    unregister();
    expect(order).toEqual(['task:user-1:inactivity', 'revoke']);
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('offline, forgets the session locally when the server cannot be reached', async () => {
    storage.setItem(STORAGE_KEY, JSON.stringify(session()));
    const fake = fakeClient({ signOutError: new AuthRetryableFetchError('Failed to fetch', 0) });
    const actor = startMachine(fake);
    fake.emit('INITIAL_SESSION', session());
    actor.send({ type: 'auth.sign_out' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    // Once to the server (unreachable), once more locally with nothing stored: no server call.
    expect(fake.signOut).toHaveBeenCalledTimes(2);
    expect(fake.serverCalls).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('logs a server refusal and still forgets the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem(STORAGE_KEY, JSON.stringify(session()));
    const fake = fakeClient({ signOutError: new AuthApiError('boom', 500, 'unexpected_failure') });
    const actor = startMachine(fake);
    fake.emit('INITIAL_SESSION', session());
    actor.send({ type: 'auth.sign_out' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(fake.signOut).toHaveBeenCalledTimes(2);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('does not call the server when the session already ended elsewhere', async () => {
    const fake = fakeClient();
    const actor = startMachine(fake);
    fake.emit('INITIAL_SESSION', session());
    fake.emit('SIGNED_OUT', null);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(fake.signOut).not.toHaveBeenCalled();
  });
});

describe('readStoredSession', () => {
  it('reads a well-formed session and ignores anything else', () => {
    const { client } = fakeClient();
    expect(readStoredSession(client, storage)).toBeNull();
    storage.setItem(STORAGE_KEY, 'not json');
    expect(readStoredSession(client, storage)).toBeNull();
    storage.setItem(STORAGE_KEY, JSON.stringify({ access_token: 'a' }));
    expect(readStoredSession(client, storage)).toBeNull();
    storage.setItem(STORAGE_KEY, JSON.stringify(session()));
    expect(readStoredSession(client, storage)?.user.id).toBe('user-1');
  });
});
