import { describe, it, expect } from 'vitest';
import { AUTH_ERRORS, AuthError, type AuthErrorCode } from './auth-errors.ts';

describe('AuthError.toResponse', () => {
  it('answers in the 2024-01-01 shape with the legacy fields and headers', async () => {
    const response = new AuthError('weak_password', 'Password should be at least 6 characters.', {
      extra: { weak_password: { reasons: ['length'] } },
    }).toResponse();
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      error_code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('never uses a retryable 5xx status for an expected failure', () => {
    const retryable = (Object.keys(AUTH_ERRORS) as AuthErrorCode[]).filter(
      (code) => AUTH_ERRORS[code].status >= 500 && code !== 'unexpected_failure',
    );
    expect(retryable).toEqual([]);
  });
});
