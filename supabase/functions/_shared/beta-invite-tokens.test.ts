import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { bearerToken, hashInviteToken, newInviteToken, unverifiedJwtClaims } from './beta-invite-tokens.ts';

describe('invite tokens', () => {
  it('are 256 random bits in base64url without padding', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newInviteToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('hash to the hex SHA-256 of their text', async () => {
    const token = newInviteToken();
    expect(await hashInviteToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });
});

describe('bearer claims', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('decodes the payload (including non-ASCII) without verifying it', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ role: 'service_role', name: 'Zoë' })}.sig`;
    expect(unverifiedJwtClaims(token)).toEqual({ role: 'service_role', name: 'Zoë' });
  });

  it('is null for anything not shaped like a JWT', () => {
    for (const token of [
      '',
      'abc',
      'a.b',
      `a.${encode([1])}.c`,
      `a.${encode('x')}.c`,
      'a.!!!.c',
      'a.b.c.d',
    ]) {
      expect(unverifiedJwtClaims(token)).toBeNull();
    }
  });

  it('reads the bearer from Authorization', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
