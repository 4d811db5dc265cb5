// The signed-in user's own endpoints: GET/PUT /user and POST /logout (wire protocol §2.3).
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { AuthError } from './auth-errors.ts';
import { authenticateUser } from './access-tokens.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { mergeMetadata, optionalObject, optionalString, readBody } from './request-body.ts';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords.ts';
import { normalizeEmail, updateUser, type UserPatch } from './user-records.ts';
import { loadUserJson } from './user-json.ts';
import { deleteSessions, LOGOUT_SCOPES, type LogoutScope } from './session-records.ts';
import { clearEmailTokens } from './email-tokens.ts';

export function userRoutes(ctx: StackContext, limits: AuthRateLimits): Hono {
  const app = new Hono();

  app.get('/user', async (c) => {
    const { user } = await authenticateUser(ctx, c.req.header('authorization'));
    return c.json(await loadUserJson(ctx.db, user));
  });

  app.put('/user', limits.request('user'), async (c) => {
    const { user, session } = await authenticateUser(ctx, c.req.header('authorization'));
    const body = await readBody(c);
    const email = optionalString(body, 'email');
    const phone = optionalString(body, 'phone');
    const password = optionalString(body, 'password');
    const data = optionalObject(body, 'data');

    if (optionalObject(body, 'app_metadata')) {
      throw new AuthError('not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (email && normalizeEmail(email) !== user.email) {
      // Changing the address needs confirmation mails to both addresses; Hearth has no such flow.
      throw new AuthError('feature_disabled', 'Changing the email address is not supported on this server');
    }
    if (phone) throw new AuthError('phone_provider_disabled');

    const patch: UserPatch = {};
    if (password !== undefined) {
      assertPasswordAcceptable(password);
      if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
        throw new AuthError('same_password');
      }
      patch.encrypted_password = await hashPassword(password);
    }
    if (data) patch.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);

    const updated = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const row = await updateUser(tx, user.id, patch, now);
      if (password !== undefined) {
        // As GoTrue: a new password ends every other session and voids outstanding e-mail links,
        // since whoever knew the old password (or holds an old link) should not stay in.
        await deleteSessions(tx, user.id, session ? 'others' : 'global', session?.id ?? null);
        await clearEmailTokens(tx, user.id);
      }
      return loadUserJson(tx, row);
    });
    return c.json(updated);
  });

  app.post('/logout', limits.request('logout'), async (c) => {
    const { user, session } = await authenticateUser(ctx, c.req.header('authorization'));
    const scope = c.req.query('scope') ?? 'global';
    if (!isLogoutScope(scope))
      throw new AuthError('validation_failed', `Unsupported logout scope "${scope}"`);
    await ctx.db.transaction((tx) => deleteSessions(tx, user.id, scope, session?.id ?? null));
    return c.body(null, 204);
  });

  return app;
}

function isLogoutScope(value: string): value is LogoutScope {
  return (LOGOUT_SCOPES as readonly string[]).includes(value);
}
