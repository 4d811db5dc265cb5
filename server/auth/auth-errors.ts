// The auth service's closed error vocabulary. Codes, statuses and default messages are GoTrue's, so
// that auth-js maps them to the same error classes as against a real Supabase project (wire protocol
// §2.2). Every failure leaves the service through `AuthError.toResponse()`.
import { API_VERSION } from './auth-defaults.ts';
import { unreachable } from '../../supabase/functions/_shared/unreachable.ts';

export const AUTH_ERRORS = {
  validation_failed: { status: 400, message: 'Invalid request' },
  bad_json: { status: 400, message: 'Could not parse request body as JSON' },
  no_api_key: { status: 401, message: 'No API key found in request' },
  invalid_api_key: { status: 401, message: 'Invalid API key' },
  invalid_credentials: { status: 400, message: 'Invalid login credentials' },
  email_not_confirmed: { status: 400, message: 'Email not confirmed' },
  user_banned: { status: 400, message: 'User is banned' },
  refresh_token_not_found: { status: 400, message: 'Invalid Refresh Token: Refresh Token Not Found' },
  refresh_token_already_used: { status: 400, message: 'Invalid Refresh Token: Already Used' },
  flow_state_not_found: { status: 404, message: 'invalid flow state, no valid flow state found' },
  no_authorization: { status: 401, message: 'This endpoint requires a valid Bearer token' },
  bad_jwt: { status: 403, message: 'invalid JWT: unable to parse or verify signature' },
  user_not_found: { status: 403, message: 'User from sub claim in JWT does not exist' },
  session_not_found: { status: 403, message: 'Session from session_id claim in JWT does not exist' },
  not_admin: { status: 403, message: 'User not allowed' },
  same_password: { status: 422, message: 'New password should be different from the old password.' },
  weak_password: { status: 422, message: 'Password is too weak' },
  signup_disabled: { status: 422, message: 'Signups not allowed for this instance' },
  email_exists: { status: 422, message: 'A user with this email address has already been registered' },
  feature_disabled: { status: 422, message: 'This feature is not available on this server' },
  phone_provider_disabled: { status: 400, message: 'Phone logins are disabled' },
  otp_expired: { status: 403, message: 'Email link is invalid or has expired' },
  otp_disabled: { status: 422, message: 'Signups not allowed for otp' },
  over_request_rate_limit: { status: 429, message: 'Request rate limit reached' },
  over_email_send_rate_limit: { status: 429, message: 'email rate limit exceeded' },
  not_found: { status: 404, message: 'Not found' },
  unexpected_failure: {
    status: 500,
    message: 'Unexpected failure, please check server logs for more information',
  },
} as const satisfies Record<string, { status: 400 | 401 | 403 | 404 | 422 | 429 | 500; message: string }>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;
export type AuthErrorStatus = (typeof AUTH_ERRORS)[AuthErrorCode]['status'];

export class AuthError extends Error {
  override name = 'AuthError';
  readonly status: AuthErrorStatus;

  constructor(
    readonly code: AuthErrorCode,
    message: string = AUTH_ERRORS[code].message,
    options: {
      /** GoTrue uses a few codes with more than one status (e.g. user_not_found is 404 on admin routes). */
      status?: AuthErrorStatus;
      /** Extra body fields, e.g. `weak_password: { reasons }`. */
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.status = options.status ?? AUTH_ERRORS[code].status;
    this.extra = options.extra ?? {};
  }

  readonly extra: Record<string, unknown>;

  /**
   * The 2024-01-01 body (`code`, `message`) plus the legacy fields (`error_code`, `msg`), so the
   * code survives even if a proxy drops the `X-Supabase-Api-Version` response header.
   */
  toResponse(): Response {
    const body = {
      code: this.code,
      error_code: this.code,
      message: this.message,
      msg: this.message,
      ...this.extra,
    };
    return new Response(JSON.stringify(body), {
      status: this.status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-supabase-api-version': API_VERSION,
        'x-sb-error-code': this.code,
      },
    });
  }
}

/** GoTrue's mapping of a status to the OAuth `error` value of verify error redirects (none for the rest). */
export function oauthErrorFor(status: AuthErrorStatus): string | null {
  switch (status) {
    case 400:
      return 'invalid_request';
    case 401:
      return 'unauthorized_client';
    case 403:
      return 'access_denied';
    case 500:
      return 'server_error';
    case 404:
    case 422:
    case 429:
      return null;
    default:
      return unreachable(status);
  }
}
