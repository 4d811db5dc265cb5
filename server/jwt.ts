import { SignJWT, jwtVerify, errors } from 'jose';

const encoder = new TextEncoder();

export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

type VerifiedClaims = Record<string, unknown> & { role: string };

export type VerifyResult =
  { ok: true; claims: VerifiedClaims } | { ok: false; reason: 'expired' | 'invalid' };

// Every request checks its token, and a streamed reply presents the same few tokens several times
// (the function gateway, then each REST call the function makes in process, as the user and as the
// service role). A token that passed jose once passes again until its time claims say otherwise, so
// the verified claims are remembered per secret and token string: a repeat costs a map lookup and the
// exp/nbf comparison, not a WebCrypto HMAC. Only successes are remembered; anything else is verified
// in full every time.
const REMEMBERED_MAX = 10_000;
const remembered = new Map<string, Map<string, VerifiedClaims>>();

/** Verifies an HS256 token; `role` and `exp` are required, as Realtime and PostgREST require them. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  const known = remembered.get(secret)?.get(token);
  if (known) return judgeTimes(known);
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || typeof payload.exp !== 'number')
      return { ok: false, reason: 'invalid' };
    const claims = payload as VerifiedClaims;
    remember(secret, token, claims);
    return { ok: true, claims: { ...claims } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** jose's time checks, as it makes them (whole seconds of the wall clock, no tolerance). */
function judgeTimes(claims: VerifiedClaims): VerifyResult {
  const now = Math.floor(Date.now() / 1000);
  if ((claims.exp as number) <= now) return { ok: false, reason: 'expired' };
  if (typeof claims.nbf === 'number' && claims.nbf > now) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { ...claims } };
}

function remember(secret: string, token: string, claims: VerifiedClaims): void {
  let bySecret = remembered.get(secret);
  if (!bySecret) remembered.set(secret, (bySecret = new Map()));
  // Bounded: past the bound start over (tokens live an hour; the busy ones come back at once).
  if (bySecret.size >= REMEMBERED_MAX) bySecret.clear();
  bySecret.set(token, claims);
}
