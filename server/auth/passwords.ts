// Password hashing (bcrypt, as GoTrue stores it, so users can move to a Supabase project) and
// GoTrue's strength rule.
import bcrypt from 'bcryptjs';
import { AuthError } from './auth-errors.ts';
import { BCRYPT_COST, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-defaults.ts';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when the e-mail is unknown, so that a miss costs as long as a wrong password and
// response times do not tell which addresses have accounts.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcrypt.hash('not-a-real-password', BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}

/** Throws GoTrue's errors for a password that may not be set. */
export function assertPasswordAcceptable(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AuthError(
      'validation_failed',
      `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`,
    );
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AuthError('weak_password', `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
      extra: { weak_password: { reasons: ['length'] } },
    });
  }
}

const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** Admin imports may bring an existing bcrypt hash (`password_hash`); other formats are refused. */
export function isBcryptHash(value: string): boolean {
  return BCRYPT_HASH.test(value);
}
