// The `beta-invite` function (POST, JSON body), spec §7 plus an admin action:
//   {action:'validate', token}  → {ok, email, invited_by, expires_at}   the invited user's session
//   {action:'complete', token}  → {ok}                                  the invited user's session
//   {action:'create', email, invited_by?, site_url?, send_email?}      the service role only
//     → {ok, link, email, expires_at, replaced}    replaced: open invites whose links stop working now
//     → {ok, member: true, email, reset_link}      the address already has an account: no invite
// Guarantees: the raw token is never stored (only its SHA-256); an invite is usable only by the
// signed-in user whose verified e-mail it was sent to, only until it expires, and only once — the
// completion is a conditional update, so two racing completes cannot both succeed.
// Storage and auth are injected (see beta-invite-supabase.ts), as are the clock and the TTL.
import { z } from 'zod';
import { CORS_HEADERS, json } from './http-errors.ts';
import { BetaInviteError, toBetaInviteErrorResponse } from './beta-invite-errors.ts';
import { bearerToken, hashInviteToken, newInviteToken, unverifiedJwtClaims } from './beta-invite-tokens.ts';
import { unreachable } from './unreachable.ts';

export interface InviteRecord {
  id: string;
  email: string;
  invited_by: string | null;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
}

export interface NewInvite {
  email: string;
  token_hash: string;
  invited_by: string | null;
  expires_at: string;
}

export interface InviteStore {
  insert(invite: NewInvite): Promise<void>;
  findByHash(tokenHash: string): Promise<InviteRecord | null>;
  /** How many invites for `email` are still open (not accepted, not expired) at `now`. */
  countOpen(email: string, now: Date): Promise<number>;
  /** Marks the invite accepted if it is still open and unexpired at `now`; false if it was not. */
  accept(id: string, userId: string, now: Date): Promise<boolean>;
}

export interface SessionUser {
  id: string;
  email: string | null;
}

export interface InviteAuth {
  /** The user behind a verified access token, or null when the token names no live session. */
  userFor(accessToken: string): Promise<SessionUser | null>;
  /**
   * An invite link for `email` (creating the invited user if needed) that lands on `redirectTo`; null
   * when the address already has a confirmed account (a member), who signs in with a password instead.
   * A new link replaces the user's earlier one: the auth server keeps one confirmation token per user.
   */
  signInLink(email: string, redirectTo: string, data: Record<string, unknown>): Promise<string | null>;
  /** The same, sent by the auth server's mailer instead of returned; false for a member (nothing sent). */
  emailSignInLink(email: string, redirectTo: string, data: Record<string, unknown>): Promise<boolean>;
  /** A password-reset link for a member that lands on `redirectTo`. */
  resetLink(email: string, redirectTo: string): Promise<string>;
}

export interface BetaInviteServiceDeps {
  invites: InviteStore;
  auth: InviteAuth;
  now: () => Date;
  /** Days an invite stays valid. */
  ttlDays: number;
  /** Where the app is served (SITE_URL); a create request may name another with site_url. */
  siteUrl?: string;
}

export const ONBOARDING_PATH = '/beta/onboarding';
/** Where a password-reset link lands (spec: the target of the link in the password-reset e-mail). */
export const RESET_PASSWORD_PATH = '/reset-password';

const MAX_BODY_BYTES = 16 * 1024;
const MAX_TOKEN_CHARS = 512;
const DAY_MS = 24 * 60 * 60 * 1000;

const actionBody = z.object({
  action: z.enum(['validate', 'complete', 'create'], {
    error: "action must be one of 'validate', 'complete' or 'create'",
  }),
});
const tokenBody = z.object({ token: z.string({ error: 'token must be a string' }).nullish() });
const createBody = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('email must be an e-mail address')),
  invited_by: z
    .string({ error: 'invited_by must be a string' })
    .trim()
    .max(100, 'invited_by must be at most 100 characters')
    .nullish()
    .transform((name) => name || null),
  site_url: z.url({ protocol: /^https?$/, error: 'site_url must be an http or https URL' }).optional(),
  send_email: z.boolean({ error: 'send_email must be true or false' }).optional(),
});

export function createBetaInviteService(
  deps: BetaInviteServiceDeps,
): (request: Request) => Promise<Response> {
  if (!(deps.ttlDays > 0)) throw new Error('The invite lifetime must be a positive number of days');

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    try {
      if (request.method !== 'POST') throw new BetaInviteError('method_not_allowed');
      const body = await readJsonObject(request);
      const { action } = parse(actionBody, body);
      const bearer = bearerToken(request.headers.get('authorization'));
      switch (action) {
        case 'validate': {
          const { invite } = await openInvite(bearer, parse(tokenBody, body).token);
          // The same ISO form `create` answered, whatever form the database returns.
          const expiresAt = new Date(invite.expires_at).toISOString();
          return json({
            ok: true,
            email: invite.email,
            invited_by: invite.invited_by,
            expires_at: expiresAt,
          });
        }
        case 'complete':
          await complete(bearer, parse(tokenBody, body).token);
          return json({ ok: true });
        case 'create':
          requireServiceRole(bearer);
          return json(await create(parse(createBody, body)), 201);
        default:
          return unreachable(action);
      }
    } catch (error) {
      return toBetaInviteErrorResponse(error);
    }
  };

  /** The invite behind `token`, checked against the caller's session; throws the reason otherwise. */
  async function openInvite(bearer: string | null, token: string | null | undefined) {
    const raw = token?.trim();
    if (!raw) throw new BetaInviteError('token_missing', undefined, 'token');
    const user = await sessionUser(bearer);
    const invite =
      raw.length > MAX_TOKEN_CHARS ? null : await deps.invites.findByHash(await hashInviteToken(raw));
    return { invite: usable(invite, user, deps.now()), user };
  }

  async function complete(bearer: string | null, token: string | null | undefined): Promise<void> {
    const { invite, user } = await openInvite(bearer, token);
    if (await deps.invites.accept(invite.id, user.id, deps.now())) return;
    // Lost a race (another complete, or the expiry passed in between): report the state it is in now.
    usable(await deps.invites.findByHash(await hashInviteToken(token!.trim())), user, deps.now());
    throw new BetaInviteError('invite_used');
  }

  async function sessionUser(bearer: string | null): Promise<SessionUser & { email: string }> {
    // The anon key (or the service key) is a valid JWT too, but it is nobody's session.
    const claims = bearer ? unverifiedJwtClaims(bearer) : null;
    if (!bearer || claims?.role !== 'authenticated' || typeof claims.sub !== 'string') {
      throw new BetaInviteError('session_missing');
    }
    const user = await deps.auth.userFor(bearer);
    if (!user) throw new BetaInviteError('session_expired');
    if (!user.email) throw new BetaInviteError('session_missing');
    return { ...user, email: user.email };
  }

  async function create(body: z.infer<typeof createBody>) {
    const siteUrl = (body.site_url ?? deps.siteUrl)?.replace(/\/+$/, '');
    if (!siteUrl) {
      throw new BetaInviteError('invalid_request', 'site_url is required (SITE_URL is not set).', 'site_url');
    }
    const token = newInviteToken();
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + deps.ttlDays * DAY_MS).toISOString();
    // Counted before the new one exists: the auth server keeps one link per user, so every link handed
    // over for these open invites stops working once the new one is made. The operator is told.
    const replaced = await deps.invites.countOpen(body.email, now);
    // Stored before any link exists: a link must never point at an invite that failed to save.
    await deps.invites.insert({
      email: body.email,
      token_hash: await hashInviteToken(token),
      invited_by: body.invited_by,
      expires_at: expiresAt,
    });
    const redirectTo = `${siteUrl}${ONBOARDING_PATH}?token=${encodeURIComponent(token)}`;
    const data = body.invited_by ? { invited_by: body.invited_by } : {};
    // A member already has a password: an invite would only confuse them. The row stored above never
    // gets a link, so nobody can use it; the operator gets a reset link to hand over if needed.
    const member = async () => ({
      ok: true,
      member: true,
      email: body.email,
      reset_link: await deps.auth.resetLink(body.email, `${siteUrl}${RESET_PASSWORD_PATH}`),
    });
    if (body.send_email) {
      if (!(await deps.auth.emailSignInLink(body.email, redirectTo, data))) return member();
      return { ok: true, link: null, email: body.email, expires_at: expiresAt, emailed: true, replaced };
    }
    const link = await deps.auth.signInLink(body.email, redirectTo, data);
    if (link === null) return member();
    return { ok: true, link, email: body.email, expires_at: expiresAt, emailed: false, replaced };
  }
}

function requireServiceRole(bearer: string | null): void {
  if (!bearer) throw new BetaInviteError('unauthorized');
  if (unverifiedJwtClaims(bearer)?.role !== 'service_role') throw new BetaInviteError('forbidden');
}

/** The invite if `user` may use it now; otherwise the reason, someone else's invite first. */
function usable(invite: InviteRecord | null, user: SessionUser & { email: string }, now: Date): InviteRecord {
  if (!invite) throw new BetaInviteError('invite_not_found');
  if (invite.email.toLowerCase() !== user.email.toLowerCase())
    throw new BetaInviteError('invite_wrong_account');
  if (invite.accepted_at) throw new BetaInviteError('invite_used');
  if (Date.parse(invite.expires_at) <= now.getTime()) throw new BetaInviteError('invite_expired');
  return invite;
}

async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    throw new BetaInviteError('payload_too_large');
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new BetaInviteError('payload_too_large');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BetaInviteError('invalid_request', 'The request body must be JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BetaInviteError('invalid_request', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  throw new BetaInviteError('invalid_request', `${issue.message}.`, field);
}
