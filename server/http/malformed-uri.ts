// A request whose path or query has malformed percent-encoding (`%E0%A4%A`, `%ZZ`) is the client's
// mistake: answer 400 with a code here, once, instead of letting some decodeURIComponent deep inside a
// route throw and surface as a 500 with a stack trace in the log.
import type { MiddlewareHandler } from 'hono';

export const MALFORMED_URI = 'malformed_uri';

export function hasMalformedPercentEncoding(rawUrl: string): boolean {
  const start = rawUrl.indexOf('/', rawUrl.indexOf('//') + 2);
  const pathAndQuery = (start === -1 ? '' : rawUrl.slice(start)).split('#')[0]!;
  // '+' is a space in queries and harmless in paths; every other byte must decode as UTF-8.
  for (const part of pathAndQuery.split(/[?&=/]/)) {
    try {
      decodeURIComponent(part);
    } catch {
      return true;
    }
  }
  return false;
}

export function refuseMalformedUri(): MiddlewareHandler {
  return async (c, next) => {
    if (hasMalformedPercentEncoding(c.req.url)) {
      return c.json(
        {
          code: MALFORMED_URI,
          error_code: MALFORMED_URI,
          message: 'The URL has malformed percent-encoding.',
        },
        400,
      );
    }
    await next();
  };
}
