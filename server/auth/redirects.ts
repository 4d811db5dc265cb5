// Where e-mail links may send the browser, and how the session or the error travels there
// (wire protocol §2.4). Only the site's own origin is allowed — an open redirect would hand a fresh
// session to whoever crafted the link — with GoTrue's allowance for any port on loopback hosts (a dev
// server next to the stack). Relative paths resolve against the site URL.
import type { StackContext } from '../context.ts';
import { oauthErrorFor, type AuthError } from './auth-errors.ts';
import type { TokenResponse } from './session-grants.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function siteUrl(ctx: StackContext): string {
  return ctx.siteUrl().replace(/\/+$/, '');
}

/** The allowed absolute URL for `candidate`, or the site URL when it is missing or not allowed. */
export function safeRedirect(ctx: StackContext, candidate: string | null | undefined): string {
  const site = siteUrl(ctx);
  if (!candidate) return site;
  let base: URL;
  let target: URL;
  try {
    base = new URL(`${site}/`);
    target = new URL(candidate, base);
  } catch {
    return site;
  }
  const sameSite =
    target.protocol === base.protocol &&
    target.hostname === base.hostname &&
    (target.port === base.port || LOOPBACK.has(target.hostname));
  if (!sameSite || target.username || target.password) return site;
  target.hash = '';
  return target.href;
}

/** Success: `{redirect}#access_token=…&expires_at=…&expires_in=…&refresh_token=…&sb=&token_type=bearer&type=…`. */
export function sessionRedirect(redirectTo: string, session: TokenResponse, type: string): string {
  return withFragment(redirectTo, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: session.token_type,
    type,
  });
}

/** Failure: `{redirect}#error=access_denied&error_code=otp_expired&error_description=…&sb=`. */
export function errorRedirect(redirectTo: string, error: AuthError): string {
  const oauthError = oauthErrorFor(error.status);
  return withFragment(redirectTo, {
    ...(oauthError ? { error: oauthError } : {}),
    error_code: error.code,
    error_description: error.message,
    sb: '',
  });
}

function withFragment(url: string, params: Record<string, string>): string {
  // Keys sorted, spaces as '+', like Go's url.Values.Encode() in GoTrue.
  const fragment = new URLSearchParams(
    Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${url.split('#')[0]}#${fragment.toString()}`;
}
