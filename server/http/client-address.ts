// Who is on the other end of a request, for per-address limits. The socket's peer address, unless the
// operator said a reverse proxy sits in front (TRUST_PROXY=true): then the address that proxy appended
// to X-Forwarded-For, the last entry (earlier entries are whatever the client claimed). Without
// TRUST_PROXY forwarding headers are ignored, since anyone can send one.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by the Node adapter (e.g. app.request() in a unit test).
    return 'unknown';
  }
}

export function forwardedAddress(forwardedFor: string | null | undefined): string | null {
  const last = forwardedFor?.split(',').at(-1)?.trim();
  return last ? last : null;
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? forwardedAddress(c.req.header('x-forwarded-for')) : null;
  return forwarded ?? socketAddress(c);
}

/** As clientAddress(), at the stack's door (admission.ts), before Hono has a context. */
export function requestClientAddress(
  request: Request,
  socket: { remoteAddress?: string | undefined },
  trustProxy: boolean,
): string {
  const forwarded = trustProxy ? forwardedAddress(request.headers.get('x-forwarded-for')) : null;
  return forwarded ?? socket.remoteAddress ?? 'unknown';
}

export function upgradeClientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = trustProxy ? forwardedAddress(Array.isArray(header) ? header.join(',') : header) : null;
  return forwarded ?? req.socket.remoteAddress ?? 'unknown';
}

/** True when the request came through a proxy (which may well sit on this machine). */
export function isForwarded(c: Context): boolean {
  return ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'].some((h) => c.req.header(h));
}
