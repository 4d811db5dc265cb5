// @vitest-environment happy-dom
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { startOfflineCare } from './offline-care.ts';

function fakeAuth() {
  let callback: (event: AuthChangeEvent, session: Session | null) => void = () => {};
  const unsubscribe = vi.fn();
  return {
    auth: {
      onAuthStateChange: vi.fn((cb: typeof callback) => {
        callback = cb;
        return { data: { subscription: { id: '1', callback: cb, unsubscribe } } };
      }),
      getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
    },
    emit: (event: AuthChangeEvent, userId: string | null) =>
      callback(event, userId ? ({ user: { id: userId } } as Session) : null),
    unsubscribe,
  };
}

describe('offline care', () => {
  it('asks for persistent storage once per signed-in user', async () => {
    const { auth, emit } = fakeAuth();
    const persist = vi.fn(async () => true);
    const stop = startOfflineCare(auth as never, { persist, target: new EventTarget() as never });
    emit('INITIAL_SESSION', null);
    expect(persist).not.toHaveBeenCalled();
    emit('SIGNED_IN', 'u1');
    emit('TOKEN_REFRESHED', 'u1');
    emit('SIGNED_IN', 'u1');
    expect(persist).toHaveBeenCalledTimes(1);
    emit('SIGNED_OUT', null);
    emit('SIGNED_IN', 'u2');
    expect(persist).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks supabase for the session when the network returns (refreshing an expired token)', () => {
    const { auth, unsubscribe } = fakeAuth();
    const target = new EventTarget();
    const stop = startOfflineCare(auth as never, { persist: async () => true, target: target as never });
    target.dispatchEvent(new Event('online'));
    expect(auth.getSession).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('online'));
    expect(auth.getSession).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalled();
  });
});
