import { SignJWT, jwtVerify, errors } from 'jose';

const encoder = new TextEncoder();

export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export type VerifyResult =
  | { ok: true; claims: Record<string, unknown> & { role: string } }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies an HS256 token; `role` and `exp` are required, as Realtime and PostgREST require them. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || typeof payload.exp !== 'number')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as Record<string, unknown> & { role: string } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
