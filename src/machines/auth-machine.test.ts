import type { Session, User } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  authEventFromSupabase,
  authMachine,
  authStatus,
  type AuthEvent,
  type AuthSourceEvent,
  type SignOutInput,
} from './auth-machine.ts';

function fakeUser(id = 'user-1', email = 'tester@example.com'): User {
  return {
    id,
    email,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  } as User;
}

function fakeSession(user = fakeUser(), accessToken = 'access-1'): Session {
  return {
    access_token: accessToken,
    refresh_token: 'refresh-1',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  };
}

/** A stand-in for the supabase subscription: the test pushes events through `emit`. */
function fakeAuthSource() {
  let sendBack: ((event: AuthEvent) => void) | null = null;
  const unsubscribe = vi.fn();
  const actor = fromCallback<AuthEvent>(({ sendBack: send }) => {
    sendBack = send;
    return () => {
      sendBack = null;
      unsubscribe();
    };
  });
  return {
    actor,
    unsubscribe,
    emit(event: AuthSourceEvent) {
      if (!sendBack) throw new Error('the auth source is not subscribed');
      sendBack(event);
    },
  };
}

function start(signOut = vi.fn(async (_input: SignOutInput) => {})) {
  const source = fakeAuthSource();
  const actor = createActor(
    authMachine.provide({
      actors: {
        authEvents: source.actor,
        signOut: fromPromise<void, SignOutInput>(({ input }) => signOut(input)),
      },
    }),
  ).start();
  return { actor, source, signOut };
}

describe('authMachine', () => {
  it('starts loading and subscribes to the auth source', () => {
    const { actor, source } = start();
    expect(authStatus(actor.getSnapshot())).toBe('loading');
    expect(() => source.emit({ type: 'auth.initial_session', session: null })).not.toThrow();
  });

  it('goes to signedIn with the initial session, exposing session and user', () => {
    const { actor, source } = start();
    const session = fakeSession();
    source.emit({ type: 'auth.initial_session', session });
    const snapshot = actor.getSnapshot();
    expect(authStatus(snapshot)).toBe('signedIn');
    expect(snapshot.context.session).toBe(session);
    expect(snapshot.context.user?.email).toBe('tester@example.com');
    expect(snapshot.context.offline).toBe(false);
  });

  it('goes to signedOut when the initial session is empty', () => {
    const { actor, source } = start();
    source.emit({ type: 'auth.initial_session', session: null });
    expect(authStatus(actor.getSnapshot())).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('counts a stored session reported while offline as signed in', () => {
    const { actor, source } = start();
    source.emit({ type: 'auth.initial_session', session: fakeSession(), offline: true });
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
    expect(actor.getSnapshot().context.offline).toBe(true);
    // The first successful refresh once the network is back clears the flag.
    source.emit({ type: 'auth.token_refreshed', session: fakeSession(fakeUser(), 'access-2') });
    expect(actor.getSnapshot().context.offline).toBe(false);
    expect(actor.getSnapshot().context.session?.access_token).toBe('access-2');
  });

  it('accepts a sign-in that arrives before the initial session (a session from the URL)', () => {
    const { actor, source } = start();
    source.emit({ type: 'auth.signed_in', session: fakeSession() });
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
    source.emit({ type: 'auth.initial_session', session: fakeSession() });
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
  });

  it('signs in from signedOut and keeps the newest session on refresh and user update', () => {
    const { actor, source } = start();
    source.emit({ type: 'auth.initial_session', session: null });
    source.emit({ type: 'auth.signed_in', session: fakeSession() });
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');

    source.emit({ type: 'auth.token_refreshed', session: fakeSession(fakeUser(), 'access-2') });
    expect(actor.getSnapshot().context.session?.access_token).toBe('access-2');

    source.emit({
      type: 'auth.user_updated',
      session: fakeSession(fakeUser('user-1', 'new@example.com'), 'access-2'),
    });
    expect(actor.getSnapshot().context.user?.email).toBe('new@example.com');

    // A user update without a session is not a sign-out.
    source.emit({ type: 'auth.user_updated', session: null });
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
    expect(actor.getSnapshot().context.user?.email).toBe('new@example.com');
  });

  it('marks a password-recovery session', () => {
    const { actor, source } = start();
    source.emit({ type: 'auth.password_recovery', session: fakeSession() });
    expect(authStatus(actor.getSnapshot())).toBe('signedIn');
    expect(actor.getSnapshot().context.recovery).toBe(true);
  });

  it('signs out on request: runs the signOut actor with the user and reason, then signedOut', async () => {
    let finish!: () => void;
    const signOut = vi.fn((_input: SignOutInput) => new Promise<void>((resolve) => (finish = resolve)));
    const { actor, source } = start(signOut);
    source.emit({ type: 'auth.initial_session', session: fakeSession() });

    actor.send({ type: 'auth.sign_out', reason: 'inactivity' });
    expect(authStatus(actor.getSnapshot())).toBe('signingOut');
    expect(signOut).toHaveBeenCalledWith({
      user: expect.objectContaining({ id: 'user-1' }),
      reason: 'inactivity',
    });

    // supabase's own SIGNED_OUT, caused by the actor, does not cut the sign-out short.
    source.emit({ type: 'auth.signed_out' });
    expect(authStatus(actor.getSnapshot())).toBe('signingOut');

    finish();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({ session: null, user: null, signOutReason: 'inactivity' });
  });

  it('a sign-out request defaults to the user reason', async () => {
    const { actor, source, signOut } = start();
    source.emit({ type: 'auth.initial_session', session: fakeSession() });
    actor.send({ type: 'auth.sign_out' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(signOut).toHaveBeenCalledWith(expect.objectContaining({ reason: 'user' }));
  });

  it('ends signed out even when the signOut actor fails', async () => {
    const error = new Error('offline');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, source } = start(vi.fn(async () => Promise.reject(error)));
    source.emit({ type: 'auth.initial_session', session: fakeSession() });
    actor.send({ type: 'auth.sign_out' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), error);
    consoleError.mockRestore();
  });

  it('runs the sign-out chores when the session ends elsewhere (another tab, revoked token)', async () => {
    const { actor, source, signOut } = start();
    source.emit({ type: 'auth.initial_session', session: fakeSession() });
    source.emit({ type: 'auth.signed_out' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(signOut).toHaveBeenCalledWith(expect.objectContaining({ reason: 'session_ended' }));
  });

  it('ignores sign-out requests while loading or signed out', () => {
    const { actor, source, signOut } = start();
    actor.send({ type: 'auth.sign_out' });
    expect(authStatus(actor.getSnapshot())).toBe('loading');
    source.emit({ type: 'auth.initial_session', session: null });
    actor.send({ type: 'auth.sign_out' });
    expect(authStatus(actor.getSnapshot())).toBe('signedOut');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('asks the UI with can(): sign-out is possible only when signed in', () => {
    const { actor, source } = start();
    expect(actor.getSnapshot().can({ type: 'auth.sign_out' })).toBe(false);
    source.emit({ type: 'auth.initial_session', session: fakeSession() });
    expect(actor.getSnapshot().can({ type: 'auth.sign_out' })).toBe(true);
  });

  it('unsubscribes from the auth source when stopped', () => {
    const { actor, source } = start();
    actor.stop();
    expect(source.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when the app forgets to provide the auth source', () => {
    const actor = createActor(authMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toContain('authEvents actor must be provided');
  });
});

describe('authEventFromSupabase', () => {
  const session = fakeSession();

  it.each([
    ['INITIAL_SESSION', session, { type: 'auth.initial_session', session }],
    ['INITIAL_SESSION', null, { type: 'auth.initial_session', session: null }],
    ['SIGNED_IN', session, { type: 'auth.signed_in', session }],
    ['MFA_CHALLENGE_VERIFIED', session, { type: 'auth.signed_in', session }],
    ['TOKEN_REFRESHED', session, { type: 'auth.token_refreshed', session }],
    ['USER_UPDATED', session, { type: 'auth.user_updated', session }],
    ['PASSWORD_RECOVERY', session, { type: 'auth.password_recovery', session }],
    ['SIGNED_OUT', null, { type: 'auth.signed_out' }],
  ] as const)('maps %s', (event, eventSession, expected) => {
    expect(authEventFromSupabase(event, eventSession)).toEqual(expected);
  });

  it('drops sign-ins and refreshes without a session', () => {
    expect(authEventFromSupabase('SIGNED_IN', null)).toBeNull();
    expect(authEventFromSupabase('TOKEN_REFRESHED', null)).toBeNull();
  });
});
