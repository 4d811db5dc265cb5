import { afterEach, describe, expect, it } from 'vitest';
import {
  captureInitialUrl,
  hashErrorOf,
  initialHashError,
  initialUrl,
  resetInitialUrl,
} from './initial-url.ts';

afterEach(resetInitialUrl);

describe('hashErrorOf', () => {
  it('reads GoTrue’s error redirect', () => {
    expect(
      hashErrorOf(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      ),
    ).toEqual({ code: 'otp_expired', description: 'Email link is invalid or has expired' });
  });

  it('falls back to the code, then the error', () => {
    expect(hashErrorOf('#error_code=otp_expired')).toEqual({
      code: 'otp_expired',
      description: 'otp_expired',
    });
    expect(hashErrorOf('error=server_error')).toEqual({ code: null, description: 'server_error' });
  });

  it('is null for a session hash or no hash', () => {
    expect(hashErrorOf('#access_token=a&refresh_token=b&type=recovery')).toBeNull();
    expect(hashErrorOf('')).toBeNull();
  });
});

describe('captureInitialUrl', () => {
  it('keeps the first URL only', () => {
    captureInitialUrl('https://hearth.test/auth/callback#error_code=otp_expired');
    captureInitialUrl('https://hearth.test/auth/callback');
    expect(initialUrl()?.hash).toBe('#error_code=otp_expired');
    expect(initialHashError()?.code).toBe('otp_expired');
  });
});
