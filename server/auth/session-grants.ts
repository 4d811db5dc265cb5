// Sessions and refresh-token rotation. Guarantees:
// 1. Every successful refresh revokes the presented token and issues a new one, so a session has
//    exactly one active refresh token.
// 2. A client that lost a refresh response may retry: the parent of the active token gets the active
//    token back, and so does any token revoked less than REFRESH_TOKEN_REUSE_INTERVAL_SECONDS ago
//    (two tabs refreshing at once). Neither case forks the session.
// 3. Any other reuse of a revoked token is treated as theft: the whole session is deleted (all its
//    refresh tokens, and its access tokens stop working on /user) and the caller gets
//    refresh_token_already_used.
// PGlite runs one transaction at a time; on a PostgreSQL server refreshes of one session take turns on
// its row (FOR UPDATE), so the check-and-rotate below cannot interleave there either.
import type { StackContext } from '../context.ts';
import type { Tx } from '../database.ts';
import { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS } from './auth-defaults.ts';
import { AuthError } from './auth-errors.ts';
import { mintAccessToken, type AmrMethod } from './access-tokens.ts';
import { findUserById, isBanned, markSignedIn, type UserRow } from './user-records.ts';
import { loadUserJson, type TokenResponse } from './user-json.ts';
import {
  activeRefreshToken,
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  revokeRefreshToken,
  touchSession,
  type SessionRow,
} from './session-records.ts';

async function tokenResponse(
  ctx: StackContext,
  tx: Tx,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const access = await mintAccessToken(ctx, user, session);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresAt - access.issuedAt,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(tx, user),
  };
}

/** Signs the user in: a new session with its first refresh token. Call inside a transaction. */
export async function startSession(
  ctx: StackContext,
  tx: Tx,
  user: UserRow,
  method: AmrMethod,
): Promise<TokenResponse> {
  const now = ctx.now();
  const signedIn = await markSignedIn(tx, user, now);
  const session = await insertSession(tx, user.id, method, now);
  const refreshToken = await insertRefreshToken(tx, session, null, now);
  return tokenResponse(ctx, tx, signedIn, session, refreshToken.token);
}

type RefreshOutcome = { ok: true; response: TokenResponse } | { ok: false; error: AuthError };

export async function refreshSession(ctx: StackContext, presented: string): Promise<TokenResponse> {
  // GoTrue rejects anything shorter than its legacy 12-character tokens before looking it up.
  if (presented.length < 12) throw new AuthError('validation_failed', 'Refresh token is not valid');
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const now = ctx.now();
    const found = await findRefreshToken(tx, presented);
    if (!found) throw new AuthError('refresh_token_not_found');
    await tx.query('select 1 from auth.sessions where id = $1 for update', [found.session_id]);
    // Read again under the lock: a refresh that held it may have rotated or deleted the token.
    const token = await findRefreshToken(tx, presented);
    if (!token) throw new AuthError('refresh_token_not_found');
    const session = await findSession(tx, token.session_id);
    if (!session)
      throw new AuthError('session_not_found', 'Invalid Refresh Token: No Valid Session Found', {
        status: 400,
      });
    const user = await findUserById(tx, token.user_id);
    if (!user) throw new AuthError('refresh_token_not_found');
    if (isBanned(user, now)) throw new AuthError('user_banned', 'Invalid Refresh Token: User Banned');

    if (!token.revoked) {
      await revokeRefreshToken(tx, token.id, now);
      const next = await insertRefreshToken(tx, session, token.token, now);
      await touchSession(tx, session.id, now);
      return { ok: true, response: await tokenResponse(ctx, tx, user, session, next.token) };
    }

    const active = await activeRefreshToken(tx, session.id);
    const reuseUntil = token.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000;
    if (active && (active.parent === token.token || now.getTime() <= reuseUntil)) {
      return { ok: true, response: await tokenResponse(ctx, tx, user, session, active.token) };
    }
    await tx.query('delete from auth.sessions where id = $1', [session.id]);
    // Returned rather than thrown so that the revocation above commits.
    return { ok: false, error: new AuthError('refresh_token_already_used') };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.response;
}
