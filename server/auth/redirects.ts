// Where e-mail links may send the browser, and how the session or the error travels there
// (wire protocol §2.4). Only the site's own origin and the operator's explicit allow-list
// (URI_ALLOW_LIST, as GoTrue's GOTRUE_URI_ALLOW_LIST) are allowed — an open redirect would hand a
// fresh session to whoever crafted the link. No blanket allowance for other loopback ports: any local
// program can listen on one. Relative paths resolve against the site URL.
import type { StackContext } from '../context.ts';
import { oauthErrorFor, type AuthError } from './auth-errors.ts';
import type { TokenResponse } from './user-json.ts';

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
  if (target.username || target.password) return site;
  target.hash = '';
  const sameSite = target.origin === base.origin;
  const allowListed = ctx.config.uriAllowList.some((entry) => matchesAllowEntry(target, entry));
  return sameSite || allowListed ? target.href : site;
}

/**
 * One URI_ALLOW_LIST entry: a URL that allows itself and everything under its path on the same
 * origin (`http://localhost:5173` allows the whole dev server), or a glob where `*` stands for any
 * characters except `/` and `**` for any characters (`https://*.hearth.example/**`), as GoTrue's.
 */
export function matchesAllowEntry(target: URL, entry: string): boolean {
  if (entry.includes('*')) {
    const pattern = entry
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*');
    return new RegExp(`^${pattern}$`).test(target.href);
  }
  let allowed: URL;
  try {
    allowed = new URL(entry);
  } catch {
    return false;
  }
  if (allowed.origin !== target.origin) return false;
  const prefix = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
  return target.pathname === allowed.pathname || target.pathname.startsWith(prefix);
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
