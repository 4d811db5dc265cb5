// Access tokens: minting GoTrue-shaped JWTs (wire protocol §2.7) and authenticating the bearer of one.
// A token is only as good as its session: once the session row is gone (sign-out, refresh-token
// reuse), the token stops working on auth endpoints even before it expires.
import type { StackContext } from '../context.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { bearerToken } from '../http/caller.ts';
import { ADMIN_ROLES } from './auth-defaults.ts';
import { AuthError } from './auth-errors.ts';
import { findUserById, isBanned, type UserRow } from './user-records.ts';
import { findSession, type SessionRow } from './session-records.ts';
import { siteUrl } from './redirects.ts';

export type AmrMethod = 'password' | 'otp';

export interface MintedAccessToken {
  token: string;
  issuedAt: number;
  expiresAt: number;
}

export async function mintAccessToken(
  ctx: StackContext,
  user: UserRow,
  session: SessionRow,
): Promise<MintedAccessToken> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  const expiresAt = issuedAt + ctx.config.jwtExpirySeconds;
  const claims = {
    iss: `${siteUrl(ctx)}/auth/v1`,
    sub: user.id,
    aud: user.aud,
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: session.aal,
    amr: [{ method: session.amr_method, timestamp: Math.floor(session.created_at.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  return { token: await signJwt(claims, ctx.keys.jwtSecret), issuedAt, expiresAt };
}

export interface AuthenticatedUser {
  user: UserRow;
  session: SessionRow | null;
  claims: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function verifiedClaims(ctx: StackContext, authorization: string | undefined) {
  const token = bearerToken(authorization);
  if (!token) throw new AuthError('no_authorization');
  const verified = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!verified.ok) {
    const why =
      verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw new AuthError('bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  return verified.claims;
}

/** The user behind `Authorization: Bearer <access token>`, with GoTrue's errors when there is none. */
export async function authenticateUser(
  ctx: StackContext,
  authorization: string | undefined,
): Promise<AuthenticatedUser> {
  const claims = await verifiedClaims(ctx, authorization);
  const sub = claims.sub;
  if (typeof sub !== 'string' || !UUID.test(sub)) {
    throw new AuthError('bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(ctx.db, sub);
  if (!user) throw new AuthError('user_not_found');
  let session: SessionRow | null = null;
  if (typeof claims.session_id === 'string' && UUID.test(claims.session_id)) {
    session = await findSession(ctx.db, claims.session_id);
    if (!session || session.user_id !== user.id) throw new AuthError('session_not_found');
  }
  if (isBanned(user, ctx.now())) throw new AuthError('user_banned', undefined, { status: 403 });
  return { user, session, claims };
}

/** Admin endpoints accept tokens whose role is one of GoTrue's admin roles (the service-role key). */
export async function requireAdmin(ctx: StackContext, authorization: string | undefined): Promise<void> {
  const claims = await verifiedClaims(ctx, authorization);
  if (!ADMIN_ROLES.includes(claims.role)) throw new AuthError('not_admin');
}
