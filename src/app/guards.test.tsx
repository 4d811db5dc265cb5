// @vitest-environment happy-dom
import type { Session } from '@supabase/supabase-js';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { AuthEvent, AuthSourceEvent, SignOutInput } from '../machines/auth-machine.ts';
import type { InactivityEvent } from '../machines/inactivity-machine.ts';
import { useAuth } from '../session/auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import { CHECKING_SESSION_LABEL, PublicOnly, RequireAuth } from './guards.tsx';
import { MemoryRouter, useLocation } from 'react-router-dom';

afterEach(cleanup);

function session(): Session {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: 'u1',
      email: 'tester@example.com',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '',
    },
  } as Session;
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</p>
  );
}

function Chat() {
  const { user, signOut } = useAuth();
  return (
    <>
      <h1>Chat for {user?.email}</h1>
      <button onClick={() => void signOut()}>Sign out</button>
    </>
  );
}

function TestRoutes() {
  const { pathname } = useLocation();
  if (pathname === '/login')
    return (
      <PublicOnly>
        <h1>Login</h1>
        <Where />
      </PublicOnly>
    );
  if (pathname === '/chat')
    return (
      <RequireAuth>
        <Chat />
        <Where />
      </RequireAuth>
    );
  return null;
}

async function renderApp(initialPath: string) {
  let subscribed = false;
  let emit: (event: AuthSourceEvent) => void = () => {
    throw new Error('not subscribed');
  };
  const signOut = vi.fn(async (_input: SignOutInput) => {});
  render(
    <AuthProvider
      actors={{
        authEvents: fromCallback<AuthEvent>(({ sendBack }) => {
          emit = sendBack;
          subscribed = true;
        }),
        signOut: fromPromise<void, SignOutInput>(({ input }) => signOut(input)),
        activity: fromCallback<InactivityEvent>(() => {}),
      }}
    >
      <MemoryRouter initialEntries={[initialPath]}>
        <TestRoutes />
      </MemoryRouter>
    </AuthProvider>,
  );
  // The auth runtime is its own chunk: wait until it listens.
  await vi.waitFor(
    async () => {
      await act(async () => {});
      expect(subscribed).toBe(true);
    },
    { timeout: 15_000 },
  );
  return { emit: (event: AuthSourceEvent) => act(() => emit(event)), signOut };
}

describe('RequireAuth', () => {
  it('shows a spinner while auth is loading', async () => {
    await renderApp('/chat');
    expect(screen.getByRole('status').textContent).toContain(CHECKING_SESSION_LABEL);
  });

  it('lets a signed-in user through', async () => {
    const { emit } = await renderApp('/chat');
    emit({ type: 'auth.initial_session', session: session() });
    expect(screen.getByRole('heading').textContent).toBe('Chat for tester@example.com');
  });

  it('sends a visitor to /login, remembering the page', async () => {
    const { emit } = await renderApp('/chat?x=1');
    emit({ type: 'auth.initial_session', session: null });
    expect(screen.getByRole('heading').textContent).toBe('Login');
    expect(screen.getByTestId('where').textContent).toBe('/login|{"from":"/chat?x=1"}');
  });

  it('after signing out, the page gives way to /login', async () => {
    const { emit, signOut } = await renderApp('/chat');
    emit({ type: 'auth.initial_session', session: session() });
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(signOut).toHaveBeenCalledWith({ user: expect.objectContaining({ id: 'u1' }), reason: 'user' });
    expect(screen.getByRole('heading').textContent).toBe('Login');
  });
});

describe('PublicOnly', () => {
  it('shows the login screen to visitors', async () => {
    const { emit } = await renderApp('/login');
    emit({ type: 'auth.initial_session', session: null });
    expect(screen.getByRole('heading').textContent).toBe('Login');
  });

  it('sends a signed-in user to /chat', async () => {
    const { emit } = await renderApp('/login');
    emit({ type: 'auth.initial_session', session: session() });
    expect(screen.getByTestId('where').textContent).toMatch(/^\/chat\|/);
  });

  it('after signing in, returns to the remembered page', async () => {
    const { emit } = await renderApp('/chat?x=1');
    emit({ type: 'auth.initial_session', session: null });
    emit({ type: 'auth.signed_in', session: session() });
    expect(screen.getByTestId('where').textContent).toMatch(/^\/chat\?x=1\|/);
  });
});
