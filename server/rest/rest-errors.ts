// The REST API's error vocabulary. Every failure leaves through toResponse() as PostgREST's body
// {code, details, hint, message} with PostgREST's status, so supabase-js hands the app the same error
// objects it would get from a Supabase project. Our own conditions are a closed set (RestErrorKind);
// Postgres errors pass through with their SQLSTATE, mapped to a status exactly as PostgREST maps them.
// Nothing here ever answers 503/520 for a logical error: postgrest-js retries reads on those.

export const REST_ERRORS = {
  parse_error: { status: 400, code: 'PGRST100' },
  invalid_body: { status: 400, code: 'PGRST102' },
  range_not_satisfiable: { status: 416, code: 'PGRST103' },
  invalid_schema: { status: 406, code: 'PGRST106' },
  unsupported_content_type: { status: 415, code: 'PGRST107' },
  not_acceptable: { status: 406, code: 'PGRST107' },
  singular_mismatch: { status: 406, code: 'PGRST116' },
  unsupported_method: { status: 405, code: 'PGRST117' },
  invalid_preferences: { status: 400, code: 'PGRST122' },
  max_affected_exceeded: { status: 400, code: 'PGRST124' },
  invalid_path: { status: 404, code: 'PGRST125' },
  embedding_unsupported: { status: 400, code: 'PGRST200' },
  function_not_found: { status: 404, code: 'PGRST202' },
  column_not_found: { status: 400, code: 'PGRST204' },
  table_not_found: { status: 404, code: 'PGRST205' },
  // PostgREST lets Postgres report unknown columns in select/filter/order; we check them against the
  // schema cache first (identifiers never reach SQL unvalidated) and answer what Postgres would say.
  undefined_column: { status: 400, code: '42703' },
  jwt_invalid: { status: 401, code: 'PGRST301' },
  jwt_expired: { status: 401, code: 'PGRST303' },
  // The API gateway's (Kong's) answers on Supabase carry no code.
  no_api_key: { status: 401, code: null },
  invalid_api_key: { status: 401, code: null },
  internal: { status: 500, code: 'XX000' },
} as const satisfies Record<string, { status: number; code: string | null }>;

export type RestErrorKind = keyof typeof REST_ERRORS;

export interface ErrorBody {
  code: string | null;
  details: string | null;
  hint: string | null;
  message: string;
}

export class RestError extends Error {
  override name = 'RestError';
  readonly details: string | null;
  readonly hint: string | null;

  constructor(
    readonly kind: RestErrorKind,
    message: string,
    extra: { details?: string | null; hint?: string | null } = {},
  ) {
    super(message);
    this.details = extra.details ?? null;
    this.hint = extra.hint ?? null;
  }
}

/** What PGlite's DatabaseError carries (duck-typed: the class is not reliably importable by name). */
export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  if (!(error instanceof Error) || !('severity' in error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** PostgREST's SQLSTATE → HTTP status table (src/PostgREST/Error.hs, pgErrorStatus). */
export function pgErrorStatus(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  switch (cls) {
    case '08':
    case '53':
      // Connection and resource exhaustion are the only transient (retryable) conditions.
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

export interface ErrorContext {
  /** False for the anon role: PostgREST answers 401 (not 403) to an unauthenticated permission error. */
  authenticated: boolean;
}

export function errorBody(error: unknown, context: ErrorContext): { status: number; body: ErrorBody } {
  if (error instanceof RestError) {
    const { status, code } = REST_ERRORS[error.kind];
    return { status, body: { code, details: error.details, hint: error.hint, message: error.message } };
  }
  if (isPgError(error)) {
    return {
      status: pgErrorStatus(error.code, context.authenticated),
      body: {
        code: error.code,
        details: error.detail ?? null,
        hint: error.hint ?? null,
        message: error.message,
      },
    };
  }
  return {
    status: REST_ERRORS.internal.status,
    body: { code: REST_ERRORS.internal.code, details: null, hint: null, message: 'Internal server error' },
  };
}

export function toResponse(error: unknown, context: ErrorContext): Response {
  if (!(error instanceof RestError) && !isPgError(error)) {
    // Unexpected: a bug, not a client mistake. Keep the details in the log, out of the response.
    console.error('[rest] unexpected error', error);
  }
  const { status, body } = errorBody(error, context);
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  if (body.code === 'PGRST301' || body.code === 'PGRST303') {
    const description = body.message.replace(/"/g, "'");
    headers.set('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`);
  } else if (status === 401) {
    headers.set('www-authenticate', 'Bearer');
  }
  return new Response(JSON.stringify(body), { status, headers });
}
