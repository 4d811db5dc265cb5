import { describe, expect, it, vi } from 'vitest';
import { refreshSessionOnReconnect } from './session-refresh.ts';

describe('refreshSessionOnReconnect', () => {
  it('asks supabase for the session when the network returns (refreshing an expired token)', () => {
    const auth = { getSession: vi.fn(async () => ({ data: { session: null }, error: null })) };
    const target = new EventTarget();
    const stop = refreshSessionOnReconnect(auth as never, target as never);
    target.dispatchEvent(new Event('online'));
    expect(auth.getSession).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('online'));
    expect(auth.getSession).toHaveBeenCalledTimes(1);
  });
});
