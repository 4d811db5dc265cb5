// The closed vocabulary of the functions' HTTP errors: a stable code, a status and one toResponse().

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
} as const;

export const ERROR_STATUS = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  /** A turn that nothing is answering (its generation died before saving anything, or failed). */
  no_reply: 404,
  method_not_allowed: 405,
  invalid_request: 400,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  upstream_failed: 502,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The request field at fault, for validation errors. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toResponse(): Response {
    const body: Record<string, string> = { error: this.message, code: this.code };
    if (this.field) body.field = this.field;
    return json(body, this.status);
  }
}

/** 429 with the wait in Retry-After (and in the body, for clients that cannot read the header). */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }

  override toResponse(): Response {
    return json({ error: this.message, code: this.code, retry_after: this.retryAfterSeconds }, 429, {
      'Retry-After': String(this.retryAfterSeconds),
      'Access-Control-Expose-Headers': 'Retry-After',
    });
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers },
  });
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpError) return error.toResponse();
  console.error('unexpected function error', error);
  return new HttpError('internal', 'Unexpected error. Please try again.').toResponse();
}
