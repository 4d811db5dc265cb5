// CORS for /rest/v1 (wire-protocol doc §1.3), only relevant when the PWA is served from another origin.
// Hand-written rather than hono/cors on purpose: that middleware touches the context's response before
// the handler runs, which makes Hono re-wrap every handler response into a streamed body — measured at
// about a quarter of the CPU time of a small authenticated read. Here the headers are set on the
// response the handler built. No credentials (cookies) are involved, so `*` is the right origin.

const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** What supabase-js sends (§1.3); a preflight asking for more gets exactly what it asked for. */
const DEFAULT_ALLOW_HEADERS =
  'apikey, authorization, content-type, x-client-info, x-supabase-api-version, accept, accept-profile, ' +
  'content-profile, prefer, range, range-unit, x-retry-count, x-region';
const EXPOSE_HEADERS = 'Content-Range, Content-Location, Preference-Applied, X-Total-Count, Link';

/** The answer to an OPTIONS preflight. */
export function preflightResponse(requestHeaders: Headers): Response {
  const asked = requestHeaders.get('access-control-request-headers');
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': ALLOW_METHODS,
      // Access is decided by the JWT, not by CORS, so any header the browser asks about may be sent.
      'access-control-allow-headers': asked?.trim() ? asked : DEFAULT_ALLOW_HEADERS,
      'access-control-max-age': '86400',
    },
  });
}

/** Adds the CORS response headers to an actual (non-preflight) response, errors included. */
export function withCors(response: Response): Response {
  response.headers.set('access-control-allow-origin', '*');
  response.headers.set('access-control-expose-headers', EXPOSE_HEADERS);
  return response;
}
