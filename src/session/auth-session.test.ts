import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyAuthSession, type LazyAuthOptions } from './auth-session.ts';
import { MemoryStorage } from '../../tests/fakes/memory-storage.ts';

const KEY = 'sb-localhost-auth-token';
const NOW = Date.UTC(2026, 10, 26, 12);

function session(secondsLeft: number, token = 'stored-token'): Session {
  return {
    access_token: token,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(NOW / 1000) + secondsLeft,
    user: { id: 'user-1', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' },
  } as Session;
}

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** Just enough of supabase's auth client: its session, refresh, sign-out, ticker and listeners. */
function fakeGoTrue(current: Session | null = session(3600, 'client-token')) {
  const listeners = new Set<Listener>();
  const client = {
    listeners,
    getSession: vi.fn(async () => ({ data: { session: current }, error: null })),
    refreshSession: vi.fn(async () => ({ data: { session: current, user: null }, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    initialize: vi.fn(async () => ({ error: null })),
    startAutoRefresh: vi.fn(async () => {}),
    stopAutoRefresh: vi.fn(async () => {}),
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      return {
        data: { subscription: { id: '', callback: listener, unsubscribe: () => listeners.delete(listener) } },
      };
    }),
  };
  return client;
}

function setup(options: { stored?: Session | null } & Partial<LazyAuthOptions> = {}) {
  const storage = new MemoryStorage();
  if (options.stored) storage.setItem(KEY, JSON.stringify(options.stored));
  const gotrue = fakeGoTrue();
  const load = vi.fn(async () => gotrue as unknown as GoTrueClient);
  const events = new EventTarget();
  const auth = new LazyAuthSession({
    storageKey: KEY,
    load,
    storage,
    events: events as unknown as Window,
    now: () => Date.now(),
    ...options,
  });
  const otherTab = (value: Session | null) => {
    if (value) storage.setItem(KEY, JSON.stringify(value));
    else storage.removeItem(KEY);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
  };
  return { auth, gotrue, load, storage, otherTab };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LazyAuthSession', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out a stored token good for longer than the refresh margin without loading the client', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { auth, load } = setup({ stored: session(3600) });
    const { data } = await auth.getSession();
    expect(data.session?.access_token).toBe('stored-token');
    expect(load).not.toHaveBeenCalled();
    auth.dispose();
  });

  it('loads the client at once when nothing usable is stored, the token is about to expire, or the link carries a session', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    for (const options of [
      { stored: null },
      { stored: session(60) },
      { stored: session(3600), linkCarriesAuth: true },
    ]) {
      const { auth, load, gotrue } = setup(options);
      expect(load).toHaveBeenCalledTimes(1);
      const { data } = await auth.getSession();
      expect(data.session?.access_token).toBe('client-token');
      expect(gotrue.getSession).toHaveBeenCalled();
    }
  });

  it('loads the client a tick before supabase would refresh the token, and moves its listeners onto it', async () => {
    vi.useFakeTimers({ now: NOW });
    const { auth, load, gotrue } = setup({ stored: session(3600) });
    const events: AuthChangeEvent[] = [];
    auth.onAuthStateChange((event) => events.push(event));
    // Due 90 s (supabase's margin) plus one 30 s tick before expiry.
    await vi.advanceTimersByTimeAsync((3600 - 121) * 1000);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(gotrue.listeners.size).toBe(1);
    for (const listener of gotrue.listeners) listener('TOKEN_REFRESHED', session(3600, 'new'));
    expect(events).toEqual(['TOKEN_REFRESHED']);
  });

  it('asks the client once the stored token has come within the margin', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { auth, load } = setup({ stored: session(3600) });
    vi.setSystemTime(NOW + (3600 - 89) * 1000);
    const { data } = await auth.getSession();
    expect(load).toHaveBeenCalledTimes(1);
    expect(data.session?.access_token).toBe('client-token');
  });

  it('refresh and sign-out go to the client, loading it first', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { auth, load, gotrue } = setup({ stored: session(3600) });
    await auth.refreshSession();
    await auth.signOut({ scope: 'local' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(gotrue.refreshSession).toHaveBeenCalledTimes(1);
    expect(gotrue.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('uses the client something else on the page created, at once or when it is created', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const existing = fakeGoTrue();
    const early = setup({ stored: session(3600), started: () => existing as unknown as GoTrueClient });
    expect(early.load).not.toHaveBeenCalled();
    expect((await early.auth.getSession()).data.session?.access_token).toBe('client-token');

    let created: GoTrueClient | null = null;
    let announce = () => {};
    const later = setup({
      stored: session(3600),
      started: () => created,
      onStarted: (listener) => {
        announce = listener;
        return () => {};
      },
    });
    const events: AuthChangeEvent[] = [];
    later.auth.onAuthStateChange((event) => events.push(event));
    created = existing as unknown as GoTrueClient;
    announce();
    for (const listener of existing.listeners) listener('SIGNED_IN', session(3600, 'signed-in'));
    expect(events).toEqual(['SIGNED_IN']);
    expect(later.load).not.toHaveBeenCalled();
  });

  it('reports a sign-out in another tab as SIGNED_OUT, then loads the client; so does another tab refreshing', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const signedOut = setup({ stored: session(3600) });
    const events: [AuthChangeEvent, Session | null][] = [];
    signedOut.auth.onAuthStateChange((event, value) => events.push([event, value]));
    signedOut.otherTab(null);
    expect(events).toEqual([['SIGNED_OUT', null]]);
    // Reported before the client is asked for; the client then takes over (a later sign-in elsewhere).
    await settle();
    expect(signedOut.load).toHaveBeenCalledTimes(1);

    const refreshed = setup({ stored: session(3600) });
    refreshed.otherTab(session(3600, 'refreshed-elsewhere'));
    await settle();
    expect(refreshed.load).toHaveBeenCalledTimes(1);
  });

  it('a listener gone before the client came is not moved onto it', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { auth, gotrue } = setup({ stored: session(3600) });
    const { data } = auth.onAuthStateChange(() => {});
    auth.onAuthStateChange(() => {});
    data.subscription.unsubscribe();
    await auth.refreshSession();
    expect(gotrue.listeners.size).toBe(1);
  });

  it('a failed load is tried again on the next call', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { auth, load } = setup({ stored: session(3600) });
    load.mockRejectedValueOnce(new Error('offline, not cached'));
    await expect(auth.refreshSession()).rejects.toThrow('offline, not cached');
    await expect(auth.refreshSession()).resolves.toMatchObject({ error: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('while a sync worker refreshes the session', () => {
    it('sets no refresh-margin timer where the app runs a sync worker', async () => {
      vi.useFakeTimers({ now: NOW });
      const { auth, load } = setup({ stored: session(3600), refreshesInWorker: true });
      await vi.advanceTimersByTimeAsync((3600 - 60) * 1000);
      expect(load).not.toHaveBeenCalled();
      auth.handRefreshToWorker()();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(load).not.toHaveBeenCalled();
      auth.dispose();
    });

    it('sets no refresh-margin timer, and sets it again when the worker gives the refresh back', async () => {
      vi.useFakeTimers({ now: NOW });
      const { auth, load } = setup({ stored: session(3600) });
      const giveBack = auth.handRefreshToWorker();
      await vi.advanceTimersByTimeAsync((3600 - 100) * 1000);
      expect(load).not.toHaveBeenCalled();
      giveBack();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(load).toHaveBeenCalledTimes(1);
      auth.dispose();
    });

    it('stops the ticker of the client once it has started, whenever it is loaded; restarts it after', async () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      const { auth, gotrue } = setup({ stored: session(3600) });
      const giveBack = auth.handRefreshToWorker();
      await auth.refreshSession();
      await settle();
      expect(gotrue.initialize).toHaveBeenCalled();
      expect(gotrue.stopAutoRefresh).toHaveBeenCalledTimes(1);
      giveBack();
      giveBack();
      expect(gotrue.startAutoRefresh).toHaveBeenCalledTimes(1);
    });

    it('tells its listeners of the worker’s refresh (with the stored session) and of its sign-out', async () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      const { auth, load, storage } = setup({ stored: session(3600) });
      auth.handRefreshToWorker();
      const events: [AuthChangeEvent, string | undefined][] = [];
      auth.onAuthStateChange((event, value) => events.push([event, value?.access_token]));
      storage.setItem(KEY, JSON.stringify(session(3600, 'refreshed-in-worker')));
      auth.changedInWorker('TOKEN_REFRESHED');
      expect(events).toEqual([['TOKEN_REFRESHED', 'refreshed-in-worker']]);
      expect(load).not.toHaveBeenCalled();
      storage.removeItem(KEY);
      auth.changedInWorker('SIGNED_OUT');
      expect(events.at(-1)).toEqual(['SIGNED_OUT', undefined]);
      // As for another tab's sign-out, the client then takes over (a later sign-in).
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
