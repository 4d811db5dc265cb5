// Issuing an e-mail action (invite, recovery, magic link, sign-up confirmation): the single-use token,
// the `*_sent_at` stamp, the link, and — when the caller asks for it — the e-mail itself.
import type { StackContext } from '../context.ts';
import type { Tx } from '../database.ts';
import { EMAIL_MAX_FREQUENCY_SECONDS } from './auth-defaults.ts';
import { AuthError } from './auth-errors.ts';
import { actionLink, composeActionEmail, type EmailAction } from './auth-mail.ts';
import { emailTokenLifetimeSeconds, issueEmailToken, type IssuedEmailToken } from './email-tokens.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { updateUser, type UserRow } from './user-records.ts';

export interface IssuedAction {
  user: UserRow;
  link: string;
  token: IssuedEmailToken;
}

function usesConfirmationToken(action: EmailAction): boolean {
  return action === 'invite' || action === 'signup';
}

export async function issueAction(
  ctx: StackContext,
  tx: Tx,
  user: UserRow,
  action: EmailAction,
  redirectTo: string,
): Promise<IssuedAction> {
  const now = ctx.now();
  const confirmation = usesConfirmationToken(action);
  const token = await issueEmailToken(tx, user, confirmation ? 'confirmation_token' : 'recovery_token', now);
  const stamped = await updateUser(
    tx,
    user.id,
    confirmation ? { confirmation_sent_at: now } : { recovery_sent_at: now },
    now,
  );
  return { user: stamped, token, link: actionLink(ctx, token.linkToken, action, redirectTo) };
}

function msUntilNextMail(ctx: StackContext, limits: AuthRateLimits, lastSentAt: Date | null): number {
  if (!limits.enabled() || !lastSentAt) return 0;
  return lastSentAt.getTime() + EMAIL_MAX_FREQUENCY_SECONDS * 1000 - ctx.now().getTime();
}

/**
 * Whether a mail of this kind went to the user too recently (GOTRUE_SMTP_MAX_FREQUENCY, one a
 * minute). Part of the rate limits, so never when they are off.
 */
export function sentTooRecently(ctx: StackContext, limits: AuthRateLimits, lastSentAt: Date | null): boolean {
  return msUntilNextMail(ctx, limits, lastSentAt) > 0;
}

export async function sendActionEmail(
  ctx: StackContext,
  to: string,
  action: EmailAction,
  link: string,
): Promise<void> {
  try {
    const kind = action === 'invite' || action === 'signup' ? 'confirmation_token' : 'recovery_token';
    const lifetime = emailTokenLifetimeSeconds(kind, ctx.config.inviteTtlDays);
    await ctx.mailer.send(composeActionEmail(to, action, link, lifetime));
  } catch (error) {
    console.error(`auth: sending the ${action} e-mail failed:`, error);
    throw new AuthError('unexpected_failure', `Error sending ${action} email`);
  }
}
