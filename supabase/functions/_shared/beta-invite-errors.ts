// The closed vocabulary of the `beta-invite` function's errors. Every failure answers
// `{ ok: false, error, code }`: `code` is stable for programs, `error` is the text the onboarding page
// shows (spec §8's wording where the spec has one).
import { json } from './http-errors.ts';

export const BETA_INVITE_ERRORS = {
  invalid_request: { status: 400, message: 'The request is not valid.' },
  token_missing: { status: 400, message: 'Invitation token missing.' },
  session_missing: {
    status: 401,
    message: 'We could not detect an active session. Please open the latest invitation email and try again.',
  },
  session_expired: {
    status: 401,
    message: 'Your session has expired. Please open the invitation link again.',
  },
  unauthorized: { status: 401, message: 'A bearer token is required.' },
  forbidden: { status: 403, message: 'Only the service role may create invitations.' },
  invite_wrong_account: {
    status: 403,
    message:
      'This invitation was sent to a different e-mail address. Sign out and open the link from your own invitation e-mail.',
  },
  invite_not_found: { status: 404, message: 'This invitation link is not valid.' },
  method_not_allowed: { status: 405, message: 'Use POST with a JSON body.' },
  invite_used: {
    status: 409,
    message: 'This invitation has already been used. Sign in with your e-mail address and password instead.',
  },
  invite_expired: { status: 410, message: 'This invitation has expired.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  rate_limited: {
    status: 429,
    message: 'Too many invitations were sent just now. Please wait a minute and try again.',
  },
  internal: { status: 500, message: 'Unexpected error. Please try again.' },
  upstream_failed: { status: 502, message: 'The authentication service did not answer. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type BetaInviteErrorCode = keyof typeof BETA_INVITE_ERRORS;

export class BetaInviteError extends Error {
  constructor(
    readonly code: BetaInviteErrorCode,
    message: string = BETA_INVITE_ERRORS[code].message,
    /** The request field at fault, for validation errors. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'BetaInviteError';
  }

  get status(): number {
    return BETA_INVITE_ERRORS[this.code].status;
  }

  toResponse(): Response {
    const body: Record<string, unknown> = { ok: false, error: this.message, code: this.code };
    if (this.field) body.field = this.field;
    return json(body, this.status);
  }
}

export function toBetaInviteErrorResponse(error: unknown): Response {
  if (error instanceof BetaInviteError) return error.toResponse();
  console.error('unexpected beta-invite error', error);
  return new BetaInviteError('internal').toResponse();
}
