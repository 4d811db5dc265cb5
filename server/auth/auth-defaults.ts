// GoTrue's defaults, copied as numbers so that the local stack behaves like a Supabase project.
// Source: supabase/auth at bc32168 — internal/conf/configuration.go (ApplyDefaults and the
// `default:` struct tags), internal/api/apilimiter/apilimiter.go and internal/api/password.go.

/** The error-body format auth-js asks for and that we answer with (wire protocol §2.2). */
export const API_VERSION = '2024-01-01';

/** GOTRUE_MAILER_OTP_EXP: e-mail links and codes live one day. */
export const EMAIL_OTP_LIFETIME_SECONDS = 86_400;

/** GOTRUE_MAILER_OTP_LENGTH: six-digit codes. */
export const EMAIL_OTP_LENGTH = 6;

/**
 * GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL as Supabase projects ship it (10 s; GoTrue's bare
 * default is 0). Covers two tabs refreshing the same token at once (auth-js has no tab lock).
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

/**
 * GOTRUE_PASSWORD_MIN_LENGTH as this project configures it (supabase/config.toml
 * `minimum_password_length = 8`, the client's src/features/auth/password-rules.ts); GoTrue's bare
 * floor is 6.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** bcrypt only looks at 72 bytes; GoTrue refuses longer passwords instead of truncating silently. */
export const PASSWORD_MAX_LENGTH = 72;

/** bcrypt cost GoTrue uses (bcrypt.DefaultCost). */
export const BCRYPT_COST = 10;

/** GOTRUE_SMTP_MAX_FREQUENCY: one mail of a kind per user per minute. */
export const EMAIL_MAX_FREQUENCY_SECONDS = 60;

/** Admin users list page size (defaultPerPage). */
export const USERS_PER_PAGE = 50;

/** GOTRUE_JWT_ADMIN_ROLES. */
export const ADMIN_ROLES: readonly string[] = ['service_role', 'supabase_admin'];

/**
 * Per-IP request limits. GoTrue uses token buckets (tollbooth) refilled at `rate / 5 min` with a
 * burst of 30; a fixed window of `burst` points over `burst / rate` keeps both the burst and the
 * average rate:
 * - GOTRUE_RATE_LIMIT_TOKEN_REFRESH = 150 per 5 min, burst 30. Applies to POST /token, i.e. to
 *   password sign-ins as well as refreshes (token.go runs the Token limiter for both grants).
 * - GOTRUE_RATE_LIMIT_VERIFY = 30 per 5 min, burst 30 (GET and POST /verify).
 * - GOTRUE_RATE_LIMIT_OTP = 30 per 5 min, burst 30, one bucket each for /recover, /otp, /signup and
 *   PUT /user (apilimiter.go: Recover, Otp, Signups, User).
 * - Beyond GoTrue: POST /logout, 30 a minute. Each one that ends a session makes every service
 *   re-check the sessions it holds (session-check.ts), so it is not free to ask for.
 */
export const REQUEST_LIMITS = {
  token: { points: 30, durationSeconds: 60 },
  verify: { points: 30, durationSeconds: 300 },
  recover: { points: 30, durationSeconds: 300 },
  otp: { points: 30, durationSeconds: 300 },
  signup: { points: 30, durationSeconds: 300 },
  user: { points: 30, durationSeconds: 300 },
  logout: { points: 30, durationSeconds: 60 },
} as const;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;

/**
 * E-mail budgets. GoTrue has one project-wide GOTRUE_RATE_LIMIT_EMAIL_SENT (30 an hour), which anyone
 * can spend on made-up requests until the owner's own invites and resets are refused. Here instead:
 * - every public request for a mail (/recover, /otp), known address or not, counts against the
 *   caller's address: 30 an hour;
 * - every mail counts against its recipient: 5 an hour (on top of one a minute per kind), so nobody
 *   can flood one inbox, and one inbox's budget is nobody else's.
 */
export const EMAIL_REQUESTS_PER_ADDRESS = { points: 30, durationSeconds: 3600 } as const;
export const EMAILS_PER_RECIPIENT = { points: 5, durationSeconds: 3600 } as const;

/** Wrong six-digit codes for one address before every live code and link of that address is burnt. */
export const EMAIL_OTP_MAX_WRONG = 5;
