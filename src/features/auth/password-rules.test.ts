import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-rules.ts';

describe('checkNewPassword', () => {
  it('needs at least 8 characters', () => {
    expect(checkNewPassword('', '')).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters long.',
    });
    expect(checkNewPassword('1234567', '1234567')?.message).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(checkNewPassword('12345678', '12345678')).toBeNull();
  });

  it('needs a matching confirmation', () => {
    expect(checkNewPassword('correct horse', 'correct horsE')).toEqual({
      field: 'confirm',
      message: 'Passwords do not match.',
    });
  });

  it('checks the length before the match', () => {
    expect(checkNewPassword('short', 'other')?.field).toBe('password');
  });
});
