// A bound on every request body, enforced while the body is read: a declared Content-Length over the
// limit is refused before a byte is read, and a chunked body is counted as it streams in and refused
// the moment it passes the limit, so nothing larger than the limit is ever buffered.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** PostgREST bodies (a batch of rows) may be larger than anything auth or the functions accept. */
export const REST_BODY_LIMIT_BYTES = 1024 * 1024;
/** Auth requests and function calls are small JSON objects (a message is at most 8000 characters). */
export const AUTH_BODY_LIMIT_BYTES = 64 * 1024;
export const FUNCTIONS_BODY_LIMIT_BYTES = 64 * 1024;

export const PAYLOAD_TOO_LARGE = 'payload_too_large';

/** The largest body a request to `path` may have, as the routes' limitBody() enforce it. */
export function bodyLimitFor(path: string): number {
  return path.startsWith('/rest/v1/') ? REST_BODY_LIMIT_BYTES : AUTH_BODY_LIMIT_BYTES;
}

/** The refusal of a body over `maxBytes`, wherever it is found too large. */
export function payloadTooLarge(maxBytes: number): Response {
  return Response.json(
    {
      code: PAYLOAD_TOO_LARGE,
      error_code: PAYLOAD_TOO_LARGE,
      message: `The request body is larger than ${maxBytes} bytes.`,
    },
    {
      status: 413,
      // No `Connection: close`: Node would close the socket as soon as the answer is written, with the
      // rest of the body unread, and that close is a reset that can cost the client the answer. The
      // rest is read and dropped instead (admission.ts), and the connection ends as the body does.
      headers: { 'access-control-allow-origin': '*' },
    },
  );
}

export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: () => payloadTooLarge(maxBytes) });
}
