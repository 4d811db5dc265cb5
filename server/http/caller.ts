// Who is calling: the API gateway's view of a request. The `apikey` header (or query parameter, for
// websockets) must be one of the project's keys; `Authorization: Bearer <jwt>` names the caller (a
// user's access token or an API key). Its verified claims decide the Postgres role and RLS identity,
// as long as the token's session still exists (server/auth/session-check.ts).
import type { StackContext } from '../context.ts';
import { verifyJwt } from '../jwt.ts';
import type { Claims } from '../database.ts';

export type CallerResult =
  | { ok: true; claims: Claims; token: string }
  | {
      ok: false;
      status: 401;
      reason: 'no_api_key' | 'invalid_api_key' | 'invalid_jwt' | 'expired_jwt' | 'session_ended';
    };

export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function isProjectKey(ctx: StackContext, key: string | null): boolean {
  return key === ctx.keys.anonKey || key === ctx.keys.serviceRoleKey;
}

export async function resolveCaller(
  ctx: StackContext,
  headers: Headers,
  apiKeyOverride?: string | null,
  options: { checkSession?: boolean } = {},
): Promise<CallerResult> {
  const apiKey = apiKeyOverride ?? headers.get('apikey');
  const token = bearerToken(headers.get('authorization')) ?? apiKey;
  if (!apiKey && !token) return { ok: false, status: 401, reason: 'no_api_key' };
  if (apiKey && !isProjectKey(ctx, apiKey)) return { ok: false, status: 401, reason: 'invalid_api_key' };
  if (!token) return { ok: false, status: 401, reason: 'no_api_key' };
  const verified = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!verified.ok)
    return { ok: false, status: 401, reason: verified.reason === 'expired' ? 'expired_jwt' : 'invalid_jwt' };
  if (options.checkSession !== false && !(await ctx.sessions.isAlive(verified.claims)))
    return { ok: false, status: 401, reason: 'session_ended' };
  return { ok: true, claims: verified.claims, token };
}
