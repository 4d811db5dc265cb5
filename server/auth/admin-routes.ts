// Admin API (service-role key only): /invite, /admin/generate_link and /admin/users (wire protocol
// §2.10). Accounts on this invite-only product are born here.
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import type { Tx } from '../database.ts';
import { USERS_PER_PAGE } from './auth-defaults.ts';
import { AuthError } from './auth-errors.ts';
import { requireAdmin } from './access-tokens.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import {
  mergeMetadata,
  optionalBoolean,
  optionalObject,
  optionalString,
  readBody,
  requireEmail,
  type Body,
} from './request-body.ts';
import { safeRedirect } from './redirects.ts';
import { issueAction, sendActionEmail } from './email-actions.ts';
import type { EmailAction } from './auth-mail.ts';
import { assertPasswordAcceptable, hashPassword, isBcryptHash } from './passwords.ts';
import { parseGoDuration } from './go-duration.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  softDeleteUser,
  updateUser,
  type UserPatch,
  type UserRow,
} from './user-records.ts';
import { loadUserJson } from './user-json.ts';
import { deleteSessions } from './session-records.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function adminRoutes(ctx: StackContext, limits: AuthRateLimits): Hono {
  const app = new Hono();
  const admin = async (c: Context, next: () => Promise<void>) => {
    await requireAdmin(ctx, c.req.header('authorization'));
    await next();
  };
  app.use('/invite', admin);
  app.use('/admin/*', admin);

  app.post('/invite', async (c) => {
    const body = await readBody(c);
    const email = requireEmail(optionalString(body, 'email'));
    const data = optionalObject(body, 'data');
    const existing = await findUserByEmail(ctx.db, email);
    if (existing?.email_confirmed_at) throw new AuthError('email_exists');
    if (!(await limits.recipient(email))) throw new AuthError('over_email_send_rate_limit');
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const issued = await ctx.db.transaction(async (tx) => {
      const user = await invitedUser(ctx, tx, existing, email, data);
      return issueAction(ctx, tx, user, 'invite', redirectTo);
    });
    await sendActionEmail(ctx, email, 'invite', issued.link);
    return c.json(await loadUserJson(ctx.db, issued.user));
  });

  app.post('/admin/generate_link', async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, 'type') ?? '';
    const email = requireEmail(optionalString(body, 'email'));
    const data = optionalObject(body, 'data');
    const password = optionalString(body, 'password');
    if (type === 'email_change_current' || type === 'email_change_new') {
      throw new AuthError('feature_disabled', 'Changing the email address is not supported on this server');
    }
    if (!isLinkType(type))
      throw new AuthError('validation_failed', 'Invalid email action link type requested');
    if (type === 'signup' && !password)
      throw new AuthError('validation_failed', 'Signup requires a valid password');
    if (password !== undefined) assertPasswordAcceptable(password);
    const passwordHash = password ? await hashPassword(password) : null;
    // generate_link takes redirectTo from the query string (auth-js also copies it into the body as
    // camelCase, which GoTrue ignores, and so do we).
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));

    const { issued, action } = await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      let action: EmailAction = type;
      let user: UserRow;
      switch (type) {
        case 'invite':
          if (existing?.email_confirmed_at) throw new AuthError('email_exists');
          user = await invitedUser(ctx, tx, existing, email, data);
          break;
        case 'signup':
          if (existing?.email_confirmed_at) throw new AuthError('email_exists');
          user = existing
            ? await updateUser(
                tx,
                existing.id,
                unconfirmedSignupPatch(existing, passwordHash, data),
                ctx.now(),
              )
            : await insertUser(tx, newUser(email, passwordHash, data), ctx.now());
          break;
        case 'magiclink':
          // As GoTrue: a magic link for an unknown address becomes a sign-up link.
          if (existing) user = existing;
          else {
            user = await insertUser(tx, newUser(email, passwordHash, data), ctx.now());
            action = 'signup';
          }
          break;
        case 'recovery':
          if (!existing)
            throw new AuthError('user_not_found', 'User with this email not found', { status: 404 });
          user = existing;
          break;
      }
      return { issued: await issueAction(ctx, tx, user, action, redirectTo), action };
    });
    return c.json({
      ...(await loadUserJson(ctx.db, issued.user)),
      action_link: issued.link,
      email_otp: issued.token.otp,
      hashed_token: issued.token.linkToken,
      redirect_to: redirectTo,
      verification_type: action,
    });
  });

  app.get('/admin/users', async (c) => {
    const page = pageNumber(c.req.query('page'), 1);
    const perPage = Math.min(pageNumber(c.req.query('per_page'), USERS_PER_PAGE), 1000);
    const filter = c.req.query('filter')?.trim() || null;
    const { users, total } = await listUsers(ctx.db, page, perPage, filter);
    const totalPages = Math.ceil(total / perPage);
    // auth-js reads the page number as the single character after the first '=' of each entry, so
    // `page` must come first in the query (and pages ≥ 10 are misread by that client version).
    const link = (n: number) =>
      `</auth/v1/admin/users?page=${n}&per_page=${perPage}${filter ? `&filter=${encodeURIComponent(filter)}` : ''}>`;
    const links = [
      ...(totalPages > page ? [`${link(page + 1)}; rel="next"`] : []),
      `${link(totalPages)}; rel="last"`,
    ];
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({
      users: await Promise.all(users.map((u) => loadUserJson(ctx.db, u))),
      aud: 'authenticated',
    });
  });

  app.post('/admin/users', async (c) => {
    const body = await readBody(c);
    const email = optionalString(body, 'email');
    if (!email && optionalString(body, 'phone')) throw new AuthError('phone_provider_disabled');
    const normalized = requireEmail(email);
    const id = optionalString(body, 'id');
    if (id !== undefined && !UUID.test(id)) throw new AuthError('validation_failed', 'id must be a UUID');
    assertSupportedRole(body);
    const passwordHash = await passwordHashFrom(body);
    const bannedUntil = banFrom(ctx, body);
    if (await findUserByEmail(ctx.db, normalized)) throw new AuthError('email_exists');
    const now = ctx.now();
    const user = await ctx.db.transaction((tx) =>
      insertUser(
        tx,
        {
          id,
          email: normalized,
          passwordHash: passwordHash ?? null,
          emailConfirmedAt: optionalBoolean(body, 'email_confirm') ? now : null,
          invitedAt: null,
          appMetadata: optionalObject(body, 'app_metadata') ?? {},
          userMetadata: optionalObject(body, 'user_metadata') ?? optionalObject(body, 'data') ?? {},
          bannedUntil: bannedUntil ?? null,
        },
        now,
      ),
    );
    return c.json(await loadUserJson(ctx.db, user));
  });

  app.get('/admin/users/:id', async (c) => {
    const user = await userParam(ctx, c.req.param('id'));
    return c.json(await loadUserJson(ctx.db, user));
  });

  app.put('/admin/users/:id', async (c) => {
    const user = await userParam(ctx, c.req.param('id'));
    const body = await readBody(c);
    assertSupportedRole(body);
    if (optionalString(body, 'phone')) throw new AuthError('phone_provider_disabled');
    const patch: UserPatch = {};
    const now = ctx.now();
    const email = optionalString(body, 'email');
    if (email !== undefined) {
      const normalized = requireEmail(email);
      const holder = await findUserByEmail(ctx.db, normalized);
      if (holder && holder.id !== user.id) throw new AuthError('email_exists');
      patch.email = normalized;
    }
    const passwordHash = await passwordHashFrom(body);
    if (passwordHash !== undefined) patch.encrypted_password = passwordHash;
    if (optionalBoolean(body, 'email_confirm') && !user.email_confirmed_at) patch.email_confirmed_at = now;
    const userMetadata = optionalObject(body, 'user_metadata');
    if (userMetadata) patch.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, userMetadata);
    const appMetadata = optionalObject(body, 'app_metadata');
    if (appMetadata) {
      patch.raw_app_meta_data = {
        ...mergeMetadata(user.raw_app_meta_data, appMetadata),
        provider: 'email',
        providers: ['email'],
      };
    }
    const bannedUntil = banFrom(ctx, body);
    if (bannedUntil !== undefined) patch.banned_until = bannedUntil;

    const updated = await ctx.db.transaction(async (tx) => {
      const row = await updateUser(tx, user.id, patch, now);
      // A new password or a ban ends every session, as after a password change in GoTrue.
      if (passwordHash !== undefined || bannedUntil) await deleteSessions(tx, user.id, 'global', null);
      return loadUserJson(tx, row);
    });
    return c.json(updated);
  });

  app.delete('/admin/users/:id', async (c) => {
    const user = await userParam(ctx, c.req.param('id'));
    const body = await readBody(c);
    const soft = optionalBoolean(body, 'should_soft_delete') ?? false;
    const json = await loadUserJson(ctx.db, user);
    await ctx.db.transaction((tx) =>
      soft ? softDeleteUser(tx, user.id, ctx.now()) : deleteUser(tx, user.id),
    );
    return c.json(json);
  });

  return app;
}

type LinkType = 'invite' | 'signup' | 'magiclink' | 'recovery';

function isLinkType(value: string): value is LinkType {
  return value === 'invite' || value === 'signup' || value === 'magiclink' || value === 'recovery';
}

function newUser(email: string, passwordHash: string | null, data: Record<string, unknown> | undefined) {
  return {
    email,
    passwordHash,
    emailConfirmedAt: null,
    invitedAt: null,
    appMetadata: {},
    userMetadata: data ?? {},
    bannedUntil: null,
  };
}

function unconfirmedSignupPatch(
  user: UserRow,
  passwordHash: string | null,
  data: Record<string, unknown> | undefined,
) {
  const patch: UserPatch = {};
  if (passwordHash) patch.encrypted_password = passwordHash;
  if (data) patch.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
  return patch;
}

/** A new invited user, or the existing unconfirmed one re-invited (its metadata merged with `data`). */
async function invitedUser(
  ctx: StackContext,
  tx: Tx,
  existing: UserRow | null,
  email: string,
  data: Record<string, unknown> | undefined,
): Promise<UserRow> {
  const now = ctx.now();
  if (!existing) return insertUser(tx, { ...newUser(email, null, data), invitedAt: now }, now);
  const patch: UserPatch = { invited_at: now };
  if (data) patch.raw_user_meta_data = mergeMetadata(existing.raw_user_meta_data, data);
  return updateUser(tx, existing.id, patch, now);
}

async function userParam(ctx: StackContext, id: string): Promise<UserRow> {
  const user = UUID.test(id) ? await findUserById(ctx.db, id) : null;
  if (!user) throw new AuthError('user_not_found', 'User not found', { status: 404 });
  return user;
}

function pageNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new AuthError('validation_failed', 'Bad Pagination Parameters');
  return Number(value);
}

/** The bcrypt hash to store: from `password` (checked for strength) or an imported `password_hash`. */
async function passwordHashFrom(body: Body): Promise<string | undefined> {
  const password = optionalString(body, 'password');
  const imported = optionalString(body, 'password_hash');
  if (password !== undefined && imported !== undefined) {
    throw new AuthError('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (imported !== undefined) {
    if (!isBcryptHash(imported)) throw new AuthError('validation_failed', 'Invalid password hash format');
    return imported;
  }
  if (password === undefined) return undefined;
  assertPasswordAcceptable(password);
  return hashPassword(password);
}

/** `ban_duration`: "none" lifts a ban (null); a Go duration sets banned_until; absent leaves it. */
function banFrom(ctx: StackContext, body: Body): Date | null | undefined {
  const duration = optionalString(body, 'ban_duration');
  if (duration === undefined || duration === '') return undefined;
  if (duration === 'none') return null;
  const ms = parseGoDuration(duration);
  if (ms === null) throw new AuthError('validation_failed', `invalid format for ban duration: ${duration}`);
  return ms === 0 ? null : new Date(ctx.now().getTime() + ms);
}

// Access tokens carry the user's role straight into Postgres (SET ROLE); only the API role that RLS
// policies are written for is accepted.
function assertSupportedRole(body: Body): void {
  const role = optionalString(body, 'role');
  if (role !== undefined && role !== 'authenticated') {
    throw new AuthError('validation_failed', 'Only the "authenticated" role is supported on this server');
  }
}
