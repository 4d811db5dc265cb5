// POST /token: password sign-in and refresh-token rotation (wire protocol §2.3).
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { AuthError } from './auth-errors.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { optionalString, readBody } from './request-body.ts';
import { verifyPassword } from './passwords.ts';
import { findUserByEmail, isBanned } from './user-records.ts';
import { refreshSession, startSession } from './session-grants.ts';
import type { TokenResponse } from './user-json.ts';

export function tokenRoutes(ctx: StackContext, limits: AuthRateLimits): Hono {
  const app = new Hono();

  app.post('/token', limits.request('token'), async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readBody(c);
    switch (grantType) {
      case 'password':
        return c.json(await passwordGrant(ctx, body));
      case 'refresh_token':
        return c.json(await refreshSession(ctx, optionalString(body, 'refresh_token') ?? ''));
      case 'pkce':
        // Links from this server are always implicit-flow, so no auth code can exist.
        throw new AuthError('flow_state_not_found');
      default:
        throw new AuthError('invalid_credentials', 'unsupported_grant_type');
    }
  });

  return app;
}

async function passwordGrant(ctx: StackContext, body: Record<string, unknown>): Promise<TokenResponse> {
  const email = optionalString(body, 'email');
  const password = optionalString(body, 'password') ?? '';
  if (!email) {
    if (optionalString(body, 'phone')) throw new AuthError('phone_provider_disabled');
    throw new AuthError('validation_failed', 'missing email or phone');
  }
  const user = await findUserByEmail(ctx.db, email);
  // Always runs bcrypt (against a dummy hash for unknown addresses) so timing does not enumerate.
  const matches = await verifyPassword(password, user?.encrypted_password ?? null);
  if (!user || !matches) throw new AuthError('invalid_credentials');
  if (isBanned(user, ctx.now())) throw new AuthError('user_banned');
  if (!user.email_confirmed_at) throw new AuthError('email_not_confirmed');
  return ctx.db.transaction((tx) => startSession(ctx, tx, user, 'password'));
}
