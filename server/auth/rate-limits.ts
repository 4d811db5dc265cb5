// GoTrue's request and e-mail limits (numbers and sources in auth-defaults.ts), in memory per stack.
// Requests are keyed by the client's address (server/http/client-address.ts): the socket's peer, or
// the proxy's X-Forwarded-For entry only when TRUST_PROXY says a reverse proxy is in front.
// `config.rateLimits` is read per request so a test stack can run without limits.
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../http/client-address.ts';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { StackContext } from '../context.ts';
import { EMAIL_SEND_LIMIT, REQUEST_LIMITS, type RequestLimitName } from './auth-defaults.ts';
import { AuthError } from './auth-errors.ts';

export interface AuthRateLimits {
  /** Middleware counting one request of the named bucket against the caller's address. */
  request(name: RequestLimitName): MiddlewareHandler;
  /** Counts one outgoing e-mail against the project-wide budget; throws over_email_send_rate_limit. */
  email(): Promise<void>;
  /** Throws over_email_send_rate_limit when the budget is spent, without counting anything. */
  assertEmailBudget(): Promise<void>;
  /** Whether limits apply at all (off in most tests). */
  enabled(): boolean;
}

export function createRateLimits(ctx: StackContext): AuthRateLimits {
  const limiters = Object.fromEntries(
    Object.entries(REQUEST_LIMITS).map(([name, limit]) => [
      name,
      new RateLimiterMemory({
        keyPrefix: `auth-${name}`,
        points: limit.points,
        duration: limit.durationSeconds,
      }),
    ]),
  ) as Record<RequestLimitName, RateLimiterMemory>;
  const emails = new RateLimiterMemory({
    keyPrefix: 'auth-email',
    points: EMAIL_SEND_LIMIT.points,
    duration: EMAIL_SEND_LIMIT.durationSeconds,
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
    async email() {
      if (enabled()) await consume(emails, 'project', 'over_email_send_rate_limit');
    },
    async assertEmailBudget() {
      if (!enabled()) return;
      const used = await emails.get('project');
      if (used && used.consumedPoints >= EMAIL_SEND_LIMIT.points)
        throw new AuthError('over_email_send_rate_limit');
    },
  };
}

async function consume(
  limiter: RateLimiterMemory,
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
