import { describe, it, expect } from 'vitest';
import type { StackContext } from '../context.ts';
import { AuthError } from './auth-errors.ts';
import { errorRedirect, safeRedirect, sessionRedirect } from './redirects.ts';
import type { TokenResponse } from './user-json.ts';

function ctxAt(site: string, uriAllowList: string[] = []): StackContext {
  return { siteUrl: () => site, config: { uriAllowList } } as unknown as StackContext;
}

describe('safeRedirect', () => {
  const ctx = ctxAt('https://hearth.example/');

  it('keeps URLs on the site origin and resolves relative paths against it', () => {
    expect(safeRedirect(ctx, 'https://hearth.example/beta/onboarding?token=a')).toBe(
      'https://hearth.example/beta/onboarding?token=a',
    );
    expect(safeRedirect(ctx, '/reset-password')).toBe('https://hearth.example/reset-password');
  });

  it('falls back to the site URL for anything else', () => {
    for (const candidate of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      'http://hearth.example/',
      'https://hearth.example:8443/',
      'https://user:pw@hearth.example/',
      'javascript:alert(1)',
      'https://hearth.example.evil.example/',
    ]) {
      expect(safeRedirect(ctx, candidate)).toBe('https://hearth.example');
    }
  });

  it('drops a fragment, which would clash with the session fragment', () => {
    expect(safeRedirect(ctx, '/chat#top')).toBe('https://hearth.example/chat');
  });

  it('allows another loopback port only when URI_ALLOW_LIST names it (any local program can listen)', () => {
    expect(safeRedirect(ctxAt('http://localhost:3000'), 'http://localhost:5173/beta')).toBe(
      'http://localhost:3000',
    );
    const dev = ctxAt('http://localhost:3000', ['http://localhost:5173']);
    expect(safeRedirect(dev, 'http://localhost:5173/beta')).toBe('http://localhost:5173/beta');
    expect(safeRedirect(dev, 'http://localhost:5174/beta')).toBe('http://localhost:3000');
    expect(safeRedirect(dev, 'http://127.0.0.1:5173/beta')).toBe('http://localhost:3000');
  });

  it('matches URI_ALLOW_LIST entries as a path prefix or as GoTrue-style globs', () => {
    const ctx = ctxAt('https://hearth.example', [
      'https://app.hearth.example/beta',
      'https://*.preview.hearth.example/**',
    ]);
    expect(safeRedirect(ctx, 'https://app.hearth.example/beta/onboarding')).toBe(
      'https://app.hearth.example/beta/onboarding',
    );
    expect(safeRedirect(ctx, 'https://app.hearth.example/betamax')).toBe('https://hearth.example');
    expect(safeRedirect(ctx, 'https://pr-7.preview.hearth.example/chat')).toBe(
      'https://pr-7.preview.hearth.example/chat',
    );
    expect(safeRedirect(ctx, 'https://a.b.preview.hearth.example.evil.example/x')).toBe(
      'https://hearth.example',
    );
  });
});

describe('verify redirects', () => {
  it('puts the session in the fragment with sorted keys, as GoTrue does', () => {
    const session = {
      access_token: 'a.b.c',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 1700003600,
      refresh_token: 'r1',
      user: { id: 'u' },
    } as TokenResponse;
    expect(sessionRedirect('https://hearth.example/x?y=1', session, 'invite')).toBe(
      'https://hearth.example/x?y=1#access_token=a.b.c&expires_at=1700003600&expires_in=3600&refresh_token=r1&sb=&token_type=bearer&type=invite',
    );
  });

  it('puts GoTrue error parameters in the fragment', () => {
    expect(errorRedirect('https://hearth.example/', new AuthError('otp_expired'))).toBe(
      'https://hearth.example/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });
});
