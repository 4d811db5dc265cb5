// Single-use e-mail tokens (invite, sign-up confirmation, recovery, magic link) in auth.one_time_tokens.
// Each issue makes two secrets that unlock the same thing: a long random link token (what the e-mail
// link and generate_link's `hashed_token` carry) and a six-digit code bound to the address (what
// `verifyOtp({ email, token })` sends). Only SHA-256 hashes are stored. Issuing a new pair replaces
// the user's previous pair of that kind, using either secret consumes both, and both expire after
// emailTokenLifetimeSeconds() (invites: INVITE_TTL_DAYS; the rest: EMAIL_OTP_LIFETIME_SECONDS).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Tx } from '../database.ts';
import { EMAIL_OTP_LENGTH, EMAIL_OTP_LIFETIME_SECONDS } from './auth-defaults.ts';
import { normalizeEmail, type UserRow } from './user-records.ts';

/** GoTrue's two token families: invite and sign-up share one, recovery and magic link the other. */
export type EmailTokenKind = 'confirmation_token' | 'recovery_token';

export const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export function isVerifyType(value: unknown): value is VerifyType {
  return typeof value === 'string' && (VERIFY_TYPES as readonly string[]).includes(value);
}

/** Which stored kinds a verification type may consume (`email` is the generic OTP type). */
export function kindsFor(type: VerifyType): EmailTokenKind[] {
  switch (type) {
    case 'signup':
    case 'invite':
      return ['confirmation_token'];
    case 'recovery':
    case 'magiclink':
      return ['recovery_token'];
    case 'email':
      return ['confirmation_token', 'recovery_token'];
  }
}

export interface IssuedEmailToken {
  /** Goes into the link (`token=`) and is generate_link's `hashed_token`. */
  linkToken: string;
  /** The six-digit code (generate_link's `email_otp`). */
  otp: string;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function otpHash(kind: EmailTokenKind, email: string, otp: string): string {
  return sha256(`otp:${kind}:${normalizeEmail(email)}:${otp}`);
}

export async function issueEmailToken(
  tx: Tx,
  user: UserRow,
  kind: EmailTokenKind,
  now: Date,
): Promise<IssuedEmailToken> {
  const email = user.email ?? '';
  const linkToken = randomBytes(32).toString('base64url');
  const otp = String(randomInt(0, 10 ** EMAIL_OTP_LENGTH)).padStart(EMAIL_OTP_LENGTH, '0');
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, kind]);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at)
     values ($1, $2, $3, $5, $6), ($1, $2, $4, $5, $6)`,
    [user.id, kind, sha256(linkToken), otpHash(kind, email, otp), email, now],
  );
  return { linkToken, otp };
}

export type EmailTokenSecret = { linkToken: string } | { email: string; otp: string };

export interface ConsumedEmailToken {
  userId: string;
  kind: EmailTokenKind;
}

/**
 * Finds a live token of one of `kinds` and deletes its pair. Returns null when it is unknown, of
 * another kind, or expired — the caller answers all three alike (otp_expired).
 */
/**
 * How long a token of a kind lives. Confirmation tokens are only ever invites here (sign-up is closed),
 * and an invite link lives as long as the invite itself (INVITE_TTL_DAYS), so that the e-mail, the
 * onboarding page and the link all tell the same lifetime; recovery and magic links live a day.
 */
export function emailTokenLifetimeSeconds(kind: EmailTokenKind, inviteTtlDays: number): number {
  return kind === 'confirmation_token' ? inviteTtlDays * 86_400 : EMAIL_OTP_LIFETIME_SECONDS;
}

export async function consumeEmailToken(
  tx: Tx,
  secret: EmailTokenSecret,
  kinds: EmailTokenKind[],
  now: Date,
  inviteTtlDays: number,
): Promise<ConsumedEmailToken | null> {
  const hashes =
    'linkToken' in secret
      ? [sha256(secret.linkToken)]
      : kinds.map((kind) => otpHash(kind, secret.email, secret.otp));
  const { rows } = await tx.query<{ user_id: string; token_type: EmailTokenKind; created_at: Date }>(
    `select user_id, token_type, created_at from auth.one_time_tokens
     where token_hash = any($1::text[]) and token_type = any($2::text[]) limit 1`,
    [hashes, kinds],
  );
  const row = rows[0];
  if (!row) return null;
  const lifetimeMs = emailTokenLifetimeSeconds(row.token_type, inviteTtlDays) * 1000;
  if (row.created_at.getTime() + lifetimeMs < now.getTime()) return null;
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    row.user_id,
    row.token_type,
  ]);
  return { userId: row.user_id, kind: row.token_type };
}

/** Deletes every live code and link of an address (too many wrong codes were tried for it). */
export async function burnEmailTokens(tx: Tx, email: string): Promise<void> {
  await tx.query(
    'delete from auth.one_time_tokens where user_id in (select id from auth.users where lower(email) = $1)',
    [normalizeEmail(email)],
  );
}

export async function clearEmailTokens(tx: Tx, userId: string): Promise<void> {
  await tx.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}
