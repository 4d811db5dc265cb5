// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuth } from '../session/auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import { authStorageKey, mayHaveStoredSession } from '../session/auth-storage.ts';

const CONFIG = { supabaseUrl: 'http://backend.example.test:54321', anonKey: 'anon' };

function Status() {
  const { status, actor } = useAuth();
  return <p data-testid="status">{`${status}|${actor ? 'runtime' : 'none'}`}</p>;
}

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'hearth-config';
  meta.content = JSON.stringify(CONFIG);
  document.head.append(meta);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  document.head.querySelector('meta[name="hearth-config"]')?.remove();
  localStorage.clear();
});

describe('authStorageKey', () => {
  it("is supabase-js' default key for the backend's host", () => {
    expect(authStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
    expect(authStorageKey('http://127.0.0.1:3000')).toBe('sb-127-auth-token');
  });
});

describe('AuthProvider', () => {
  it('knows a visitor with no stored session is signed out, without the auth runtime', () => {
    expect(mayHaveStoredSession()).toBe(false);
    for (const path of ['/', '/login']) {
      render(
        <AuthProvider initialPath={path}>
          <Status />
        </AuthProvider>,
      );
      expect(screen.getByTestId('status').textContent).toBe('signedOut|none');
      cleanup();
    }
  });

  it('waits for the auth runtime when a session is stored or the page needs a signed-in user', () => {
    render(
      <AuthProvider initialPath="/chat">
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByTestId('status').textContent).toBe('loading|none');
    cleanup();

    localStorage.setItem(authStorageKey(CONFIG.supabaseUrl), '{}');
    expect(mayHaveStoredSession()).toBe(true);
    render(
      <AuthProvider initialPath="/">
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByTestId('status').textContent).toBe('loading|none');
  });
});
