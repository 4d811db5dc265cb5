// auth.users and auth.identities: the rows, and every query the auth service runs on them.
// Times are written from the injected clock (ctx.now()), never from the database's now(), so tests
// can move time.
import type { Database, Tx } from '../database.ts';
import { AuthError } from './auth-errors.ts';

export type Queryable = Database | Tx;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, banned_until, is_anonymous,
  created_at, updated_at, deleted_at`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isBanned(user: UserRow, now: Date): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null`,
    [normalizeEmail(email)],
  );
  return rows[0] ?? null;
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  emailConfirmedAt: Date | null;
  invitedAt: Date | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  bannedUntil: Date | null;
}

/** Creates the user and its e-mail identity (GoTrue always pairs them). */
export async function insertUser(tx: Tx, user: NewUser, now: Date): Promise<UserRow> {
  const appMetadata = { ...user.appMetadata, provider: 'email', providers: ['email'] };
  const { rows } = await guardUnique(
    tx.query<UserRow>(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, invited_at, raw_app_meta_data,
       raw_user_meta_data, banned_until, created_at, updated_at)
     values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $9)
     returning ${USER_COLUMNS}`,
      [
        user.id ?? null,
        normalizeEmail(user.email),
        user.passwordHash,
        user.emailConfirmedAt,
        user.invitedAt,
        JSON.stringify(appMetadata),
        JSON.stringify(user.userMetadata),
        user.bannedUntil,
        now,
      ],
    ),
  );
  const created = rows[0]!;
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3, 'email', $4, $4)`,
    [created.id, created.id, JSON.stringify(identityData(created)), now],
  );
  return created;
}

/**
 * Callers check for a taken address first, but two requests can race; the unique indexes decide and
 * the loser gets GoTrue's error instead of a 500.
 */
async function guardUnique<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code !== '23505') throw error;
    if (constraint === 'users_pkey')
      throw new AuthError('validation_failed', 'A user with this id already exists');
    throw new AuthError('email_exists');
  }
}

function identityData(user: UserRow): Record<string, unknown> {
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
  };
}

export type UserPatch = Partial<{
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  deleted_at: Date | null;
}>;

const JSON_COLUMNS = new Set(['raw_app_meta_data', 'raw_user_meta_data']);

/** Updates the given columns and keeps the e-mail identity in step with e-mail and confirmation. */
export async function updateUser(tx: Tx, id: string, patch: UserPatch, now: Date): Promise<UserRow> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  const assignments = entries.map(([column], i) => `${column} = $${i + 3}`);
  const values = entries.map(([column, value]) =>
    JSON_COLUMNS.has(column)
      ? JSON.stringify(value)
      : column === 'email'
        ? normalizeEmail(value as string)
        : value,
  );
  const { rows } = await guardUnique(
    tx.query<UserRow>(
      `update auth.users set ${[...assignments, 'updated_at = $2'].join(', ')} where id = $1 returning ${USER_COLUMNS}`,
      [id, now, ...values],
    ),
  );
  const updated = rows[0];
  if (!updated) throw new Error(`user ${id} vanished during an update`);
  if (patch.email !== undefined || patch.email_confirmed_at !== undefined) {
    await tx.query(
      `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = $3
       where user_id = $1 and provider = 'email'`,
      [
        id,
        JSON.stringify({ email: updated.email, email_verified: updated.email_confirmed_at !== null }),
        now,
      ],
    );
  }
  return updated;
}

export async function markSignedIn(tx: Tx, user: UserRow, now: Date): Promise<UserRow> {
  await tx.query(
    `update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'`,
    [user.id, now],
  );
  return updateUser(tx, user.id, { last_sign_in_at: now }, now);
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function deleteUser(tx: Tx, id: string): Promise<void> {
  // Cascades to identities, sessions, refresh tokens, one-time tokens and the app's own rows.
  await tx.query('delete from auth.users where id = $1', [id]);
}

/**
 * GoTrue's soft delete: the row stays (for foreign keys and audits) but can no longer sign in, and
 * the address is freed for a new account.
 */
export async function softDeleteUser(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.query('delete from auth.identities where user_id = $1', [id]);
  await tx.query('delete from auth.sessions where user_id = $1', [id]);
  await tx.query('delete from auth.one_time_tokens where user_id = $1', [id]);
  await tx.query(
    `update auth.users set email = null, encrypted_password = null, deleted_at = $2, updated_at = $2 where id = $1`,
    [id, now],
  );
}

export interface UserPage {
  users: UserRow[];
  total: number;
}

export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
  filter: string | null,
): Promise<UserPage> {
  const where = `deleted_at is null${filter ? ` and email ilike '%' || $3 || '%'` : ''}`;
  const params: unknown[] = [perPage, (page - 1) * perPage];
  if (filter) params.push(filter.replace(/[\\%_]/g, (ch) => `\\${ch}`));
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where} order by created_at desc, id limit $1 offset $2`,
    params,
  );
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from auth.users where ${where.replace('$3', '$1')}`,
    filter ? [params[2]] : [],
  );
  return { users: rows, total: count.rows[0]!.n };
}
