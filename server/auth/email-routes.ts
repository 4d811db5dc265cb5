// Public e-mail flows: /recover, /otp and /signup ask for mail; /verify turns a link or code into a
// session (wire protocol §2.3–2.4). Nothing here reveals whether an address has an account: /recover
// and /otp answer `{}` alike for known and unknown addresses (GoTrue's /otp tells them apart), a
// repeat within a minute or a spent recipient budget is a silent `{}` without a mail, and the only
// 429 is the caller's own address asking too often, whatever the address asked about.
// Nor does the time it takes: /recover and /otp answer no sooner than MAIL_REQUEST_FLOOR_MS after they
// arrive, known address or not, so the work of issuing and sending a mail is not a stopwatch oracle.
// Six-digit codes can be guessed where 256-bit link tokens cannot: after EMAIL_OTP_MAX_WRONG wrong
// codes for an address, every live code and link of that address is burnt.
import { Hono, type MiddlewareHandler } from 'hono';
import type { StackContext } from '../context.ts';
import { AuthError } from './auth-errors.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { optionalBoolean, optionalString, readBody, requireEmail } from './request-body.ts';
import { errorRedirect, safeRedirect, sessionRedirect } from './redirects.ts';
import { issueAction, sendActionEmail, sentTooRecently } from './email-actions.ts';
import { EMAIL_OTP_MAX_WRONG } from './auth-defaults.ts';
import {
  burnEmailTokens,
  consumeEmailToken,
  isVerifyType,
  kindsFor,
  type EmailTokenSecret,
  type VerifyType,
} from './email-tokens.ts';
import { findUserByEmail, findUserById, isBanned, updateUser } from './user-records.ts';
import { startSession } from './session-grants.ts';
import type { TokenResponse } from './user-json.ts';

/**
 * Issuing a link and handing its mail over takes a few to a few tens of ms here (more with a slow
 * SMTP server): every answer to a mail request waits until this much time has passed.
 */
export const MAIL_REQUEST_FLOOR_MS = 250;

/** Answers a mail request once MAIL_REQUEST_FLOOR_MS have passed since it arrived, whatever it did. */
function answerAfterFloor(): MiddlewareHandler {
  return async (_c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const left = MAIL_REQUEST_FLOOR_MS - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  };
}

export function emailRoutes(ctx: StackContext, limits: AuthRateLimits): Hono {
  const app = new Hono();
  const wrongCodes = new WrongCodeCount();

  app.post('/signup', limits.request('signup'), () => {
    // Hearth is invite-only: accounts come from /invite and the admin API.
    throw new AuthError('signup_disabled');
  });

  app.post('/recover', limits.request('recover'), answerAfterFloor(), async (c) => {
    const body = await readBody(c);
    const email = optionalString(body, 'email');
    if (!email) throw new AuthError('validation_failed', 'Password recovery requires an email');
    const address = requireEmail(email);
    await limits.mailRequest(c);
    const user = await findUserByEmail(ctx.db, address);
    // GoTrue answers a repeat within a minute with 429, which would tell that the address has an account.
    if (!user || sentTooRecently(ctx, limits, user.recovery_sent_at)) return c.json({});
    if (!(await limits.recipient(address))) return c.json({});
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const issued = await ctx.db.transaction((tx) => issueAction(ctx, tx, user, 'recovery', redirectTo));
    await sendActionEmail(ctx, issued.user.email!, 'recovery', issued.link);
    return c.json({});
  });

  app.post('/otp', limits.request('otp'), answerAfterFloor(), async (c) => {
    const body = await readBody(c);
    const email = optionalString(body, 'email');
    if (!email) {
      if (optionalString(body, 'phone')) throw new AuthError('phone_provider_disabled');
      throw new AuthError('validation_failed', 'An email address is required');
    }
    const address = requireEmail(email);
    optionalBoolean(body, 'create_user'); // type-checked; no sign-ups either way (invite-only)
    await limits.mailRequest(c);
    const user = await findUserByEmail(ctx.db, address);
    if (!user) return c.json({});
    // An unconfirmed address gets a confirmation link, as in GoTrue; a confirmed one a magic link.
    const action = user.email_confirmed_at ? 'magiclink' : 'signup';
    const lastSent = action === 'magiclink' ? user.recovery_sent_at : user.confirmation_sent_at;
    if (sentTooRecently(ctx, limits, lastSent)) return c.json({});
    if (!(await limits.recipient(address))) return c.json({});
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const issued = await ctx.db.transaction((tx) => issueAction(ctx, tx, user, action, redirectTo));
    await sendActionEmail(ctx, issued.user.email!, action, issued.link);
    return c.json({});
  });

  app.get('/verify', limits.request('verify'), async (c) => {
    const type = c.req.query('type');
    const token = c.req.query('token');
    if (!type) throw new AuthError('validation_failed', 'Verify requires a verification type');
    if (!token) throw new AuthError('validation_failed', 'Verify requires a token or a token hash');
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    try {
      const session = await verify(ctx, wrongCodes, type, { linkToken: token });
      return c.redirect(sessionRedirect(redirectTo, session, type), 303);
    } catch (error) {
      if (error instanceof AuthError) return c.redirect(errorRedirect(redirectTo, error), 303);
      throw error;
    }
  });

  app.post('/verify', limits.request('verify'), async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, 'type');
    const token = optionalString(body, 'token');
    const tokenHash = optionalString(body, 'token_hash');
    const email = optionalString(body, 'email');
    if (!type) throw new AuthError('validation_failed', 'Verify requires a verification type');
    if (!token === !tokenHash) {
      throw new AuthError('validation_failed', 'Verify requires either a token or a token hash');
    }
    let secret: EmailTokenSecret;
    if (tokenHash) {
      if (email || optionalString(body, 'phone')) {
        throw new AuthError('validation_failed', 'Only the token_hash and type should be provided');
      }
      secret = { linkToken: tokenHash };
    } else {
      if (!email) {
        if (optionalString(body, 'phone')) throw new AuthError('phone_provider_disabled');
        throw new AuthError(
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      }
      secret = { email: requireEmail(email), otp: token! };
    }
    return c.json(await verify(ctx, wrongCodes, type, secret));
  });

  return app;
}

/** Consumes the token and signs its user in; invite and sign-up links (and any first link) confirm the address. */
/** Wrong codes per address since its last burn (in memory: a restart cannot be caused by a guesser). */
class WrongCodeCount {
  private readonly counts = new Map<string, number>();

  /** Counts one wrong code; true when it was the last one allowed and the address's tokens must go. */
  miss(email: string): boolean {
    const count = (this.counts.get(email) ?? 0) + 1;
    if (this.counts.size > 10_000) this.counts.clear();
    if (count >= EMAIL_OTP_MAX_WRONG) {
      this.counts.delete(email);
      return true;
    }
    this.counts.set(email, count);
    return false;
  }

  clear(email: string): void {
    this.counts.delete(email);
  }
}

async function verify(
  ctx: StackContext,
  wrongCodes: WrongCodeCount,
  type: string,
  secret: EmailTokenSecret,
): Promise<TokenResponse> {
  if (!isVerifyType(type)) throw new AuthError('validation_failed', 'Unsupported verification type');
  const verifyType: VerifyType = type;
  const invalid = () =>
    'linkToken' in secret
      ? new AuthError('otp_expired')
      : new AuthError('otp_expired', 'Token has expired or is invalid');
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const consumed = await consumeEmailToken(tx, secret, kindsFor(verifyType), now, ctx.config.inviteTtlDays);
    if (!consumed) {
      // Counted and burnt inside this transaction, which commits: concurrent guesses queue behind it.
      if ('otp' in secret && wrongCodes.miss(secret.email)) await burnEmailTokens(tx, secret.email);
      return invalid();
    }
    if ('otp' in secret) wrongCodes.clear(secret.email);
    let user = await findUserById(tx, consumed.userId);
    if (!user) throw invalid();
    if (isBanned(user, now)) throw new AuthError('user_banned', undefined, { status: 403 });
    // Following a link proves the address; GoTrue confirms on recovery and magic links too.
    if (!user.email_confirmed_at) user = await updateUser(tx, user.id, { email_confirmed_at: now }, now);
    return startSession(ctx, tx, user, 'otp');
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
