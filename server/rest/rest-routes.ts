// /rest/v1: the PostgREST-compatible subset the unmodified supabase-js client needs (wire-protocol doc
// §3). The gateway part lives here — CORS, API key and JWT checks, schema profile — and every request
// then runs as the caller's Postgres role with their claims (server/database.ts asRole), so the
// migrations' grants and RLS policies are the only authorisation. No access rule is written in
// TypeScript.
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { resolveCaller } from '../http/caller.ts';
import type { Claims } from '../database.ts';
import { RestError, toResponse } from './rest-errors.ts';
import { assertExposedSchema } from './media-types.ts';
import { SchemaCache } from './schema-cache.ts';
import { preflightResponse, withCors } from './cors.ts';
import { handleTable, type RestDeps, type RestRequest } from './table-handlers.ts';
import { handleRpc } from './rpc-handler.ts';
import { unreachable } from '../../supabase/functions/_shared/unreachable.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export function restRoutes(ctx: StackContext): Hono {
  const deps: RestDeps = { db: ctx.db, schema: new SchemaCache(ctx.db) };
  const app = new Hono();

  app.options('*', (c) => preflightResponse(c.req.raw.headers));
  app.all('/rpc/:fn', (c) => serve(ctx, c, (req) => handleRpc(deps, req, c.req.param('fn'))));
  app.all('/:table', (c) => serve(ctx, c, (req) => handleTable(deps, req, c.req.param('table'))));
  app.all('*', () => {
    const error = new RestError('invalid_path', 'Invalid path specified in request URL');
    return withCors(toResponse(error, { authenticated: false }));
  });
  return app;
}

async function serve(
  ctx: StackContext,
  c: Context,
  handler: (req: RestRequest) => Promise<Response>,
): Promise<Response> {
  let authenticated = false;
  try {
    const claims = await authenticate(ctx, c.req.raw.headers);
    authenticated = claims.role !== 'anon';
    const method = c.req.method;
    assertExposedSchema(method, c.req.raw.headers);
    const body = method === 'POST' || method === 'PATCH' || method === 'PUT' ? await c.req.text() : null;
    return withCors(
      await handler({ method, url: new URL(c.req.url), headers: c.req.raw.headers, body, claims }),
    );
  } catch (error) {
    return withCors(toResponse(error, { authenticated }));
  }
}

async function authenticate(ctx: StackContext, headers: Headers): Promise<Claims> {
  const caller = await resolveCaller(ctx, headers);
  if (caller.ok) {
    if (!ROLES.has(caller.claims.role)) {
      throw new RestError(
        'jwt_invalid',
        `The JWT role "${caller.claims.role}" is not one of anon, authenticated, service_role`,
      );
    }
    return caller.claims;
  }
  switch (caller.reason) {
    case 'no_api_key':
      throw new RestError('no_api_key', 'No API key found in request', {
        hint: 'No `apikey` request header or url param was found.',
      });
    case 'invalid_api_key':
      throw new RestError('invalid_api_key', 'Invalid API key', {
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    case 'invalid_jwt':
      throw new RestError('jwt_invalid', 'JWT could not be decoded or its signature is invalid');
    case 'expired_jwt':
      throw new RestError('jwt_expired', 'JWT expired');
    case 'session_ended':
      // PostgREST's word for a token it will not take; supabase-js refreshes or signs out on it.
      throw new RestError('jwt_invalid', 'JWT session has ended (signed out or revoked)');
    default:
      return unreachable(caller.reason);
  }
}
