// GoTrue's request limits and this stack's e-mail budgets (numbers and sources in auth-defaults.ts),
// counted where the stack counts its limits (server/shared-limits.ts): in memory on the embedded
// database, in the database when several processes share a PostgreSQL server.
// Requests are keyed by the client's address (server/http/client-address.ts): the socket's peer, or
// the proxy's X-Forwarded-For entry only when TRUST_PROXY says a reverse proxy is in front.
// `config.rateLimits` is read per request so a test stack can run without limits.
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from '../http/client-address.ts';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { StackContext } from '../context.ts';
import {
  EMAIL_REQUESTS_PER_ADDRESS,
  EMAILS_PER_RECIPIENT,
  REQUEST_LIMITS,
  type RequestLimitName,
} from './auth-defaults.ts';
import { AuthError } from './auth-errors.ts';

export interface AuthRateLimits {
  /** Middleware counting one request of the named bucket against the caller's address. */
  request(name: RequestLimitName): MiddlewareHandler;
  /**
   * Counts one public request for a mail against the caller's address, whether or not the address
   * asked about has an account (so the answer cannot tell); throws over_email_send_rate_limit.
   */
  mailRequest(c: Context): Promise<void>;
  /** Takes one mail from the recipient's budget; false (nothing counted) when it is spent. */
  recipient(email: string): Promise<boolean>;
  /** Whether limits apply at all (off in most tests). */
  enabled(): boolean;
}

export function createRateLimits(ctx: StackContext): AuthRateLimits {
  const limiters = Object.fromEntries(
    Object.entries(REQUEST_LIMITS).map(([name, limit]) => [
      name,
      ctx.limits.rateLimiter({
        keyPrefix: `auth-${name}`,
        points: limit.points,
        duration: limit.durationSeconds,
      }),
    ]),
  ) as Record<RequestLimitName, RateLimiterAbstract>;
  const mailRequests = ctx.limits.rateLimiter({
    keyPrefix: 'auth-mail-request',
    points: EMAIL_REQUESTS_PER_ADDRESS.points,
    duration: EMAIL_REQUESTS_PER_ADDRESS.durationSeconds,
  });
  const recipients = ctx.limits.rateLimiter({
    keyPrefix: 'auth-mail-recipient',
    points: EMAILS_PER_RECIPIENT.points,
    duration: EMAILS_PER_RECIPIENT.durationSeconds,
  });
  const enabled = () => ctx.config.rateLimits !== false;

  return {
    enabled,
    request(name) {
      return async (c, next) => {
        if (enabled())
          await consume(limiters[name], clientAddress(c, ctx.config.trustProxy), 'over_request_rate_limit');
        await next();
      };
    },
    async mailRequest(c) {
      if (enabled())
        await consume(mailRequests, clientAddress(c, ctx.config.trustProxy), 'over_email_send_rate_limit');
    },
    async recipient(email) {
      if (!enabled()) return true;
      const key = email.trim().toLowerCase();
      const used = await recipients.get(key);
      if (used && used.consumedPoints >= EMAILS_PER_RECIPIENT.points) return false;
      await recipients.consume(key).catch(() => undefined);
      return true;
    },
  };
}

async function consume(
  limiter: RateLimiterAbstract,
  key: string,
  code: 'over_request_rate_limit' | 'over_email_send_rate_limit',
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new AuthError(code);
    throw rejection;
  }
}
