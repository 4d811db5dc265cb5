import { afterEach, describe, expect, it, vi } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

function claims(overrides: Record<string, unknown> = {}) {
  const iat = Math.floor(Date.now() / 1000);
  return { sub: 'u1', role: 'authenticated', iat, exp: iat + 60, ...overrides };
}

afterEach(() => vi.useRealTimers());

describe('verifyJwt', () => {
  it('accepts a valid token, the second time too, with the same claims', async () => {
    const token = await signJwt(claims(), SECRET);
    const first = await verifyJwt(token, SECRET);
    const second = await verifyJwt(token, SECRET);
    expect(first).toMatchObject({ ok: true, claims: { sub: 'u1', role: 'authenticated' } });
    expect(second).toEqual(first);
  });

  it('hands out claims a caller cannot change for the next one', async () => {
    const token = await signJwt(claims(), SECRET);
    const first = await verifyJwt(token, SECRET);
    if (first.ok) first.claims.role = 'service_role';
    expect(await verifyJwt(token, SECRET)).toMatchObject({ ok: true, claims: { role: 'authenticated' } });
  });

  it('reports a token verified before as expired once its exp has passed', async () => {
    const token = await signJwt(claims(), SECRET);
    expect((await verifyJwt(token, SECRET)).ok).toBe(true);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await verifyJwt(token, SECRET)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token not yet valid (nbf) until its time, even after it once passed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(claims({ nbf: now }), SECRET);
    expect((await verifyJwt(token, SECRET)).ok).toBe(true);
    vi.useFakeTimers({ now: (now - 10) * 1000, toFake: ['Date'] });
    expect(await verifyJwt(token, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token verified under one secret when checked against another', async () => {
    const token = await signJwt(claims(), SECRET);
    expect((await verifyJwt(token, SECRET)).ok).toBe(true);
    expect(await verifyJwt(token, `${SECRET}-other`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a tampered token, expired tokens and tokens without role or exp', async () => {
    const token = await signJwt(claims(), SECRET);
    await verifyJwt(token, SECRET);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify(claims({ role: 'service_role' }))).toString('base64url');
    expect(await verifyJwt(`${header}.${forged}.${signature}`, SECRET)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(payload).not.toBe(forged);
    const past = Math.floor(Date.now() / 1000) - 120;
    expect(await verifyJwt(await signJwt(claims({ iat: past, exp: past + 60 }), SECRET), SECRET)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyJwt(await signJwt({ sub: 'u1', exp: past + 600 }, SECRET), SECRET)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
