// Mounts the runtime-agnostic handlers of supabase/functions/_shared at /functions/v1/<name>, with the
// environment a Supabase project gives its functions (SUPABASE_URL and the keys) plus the stack's own.
// Like Supabase's gateway (verify_jwt), a request needs a valid JWT in Authorization (anon key or user);
// whether its session still exists is checked where the function uses it (REST, auth).
// The functions' supabase-js clients reach the stack through `appFetch`, in process (in-process-fetch.ts).
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { resolveCaller } from '../http/caller.ts';
import { inProcessFetch, type AppFetch } from './in-process-fetch.ts';
import { functionRegistry, nodeCreateClient, type FunctionEnv, type FunctionHandler } from './registry.ts';

export function functionRoutes(ctx: StackContext, appFetch: AppFetch): Hono {
  const app = new Hono();
  const createClient = nodeCreateClient(inProcessFetch(appFetch, ctx.siteUrl));
  const handlers = new Map<string, FunctionHandler>();
  const env = (): FunctionEnv => ({
    ...ctx.config.functionEnv,
    SUPABASE_URL: ctx.siteUrl(),
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    SITE_URL: ctx.siteUrl(),
    INVITE_TTL_DAYS: String(ctx.config.inviteTtlDays),
    // The stack's switch for every per-user and per-address limit, generation limits included.
    RATE_LIMITS: ctx.config.rateLimits ? 'on' : 'off',
  });
  const handlerFor = (name: string): FunctionHandler | null => {
    const factory = functionRegistry[name];
    if (!factory) return null;
    let handler = handlers.get(name);
    if (!handler) {
      handler = factory(env(), createClient, {
        generationLimiter: (config) => ctx.limits.generationLimiter(config),
      });
      handlers.set(name, handler);
    }
    return handler;
  };

  app.all('/:name{[a-z0-9_-]+}/*', (c) => dispatch(c.req.param('name'), c.req.raw));
  app.all('/:name{[a-z0-9_-]+}', (c) => dispatch(c.req.param('name'), c.req.raw));

  async function dispatch(name: string, request: Request): Promise<Response> {
    const handler = handlerFor(name);
    if (!handler)
      return Response.json(
        { code: 'NOT_FOUND', message: 'Requested function was not found' },
        { status: 404 },
      );
    if (request.method !== 'OPTIONS') {
      // The gateway checks the signature and expiry only, as Supabase's does. A signed-out session
      // is refused by whatever the function reaches with the token (REST, /auth/v1/user), so each
      // function answers it in its own words (the invite page's "Your session has expired").
      const caller = await resolveCaller(ctx, request.headers, null, { checkSession: false });
      if (!caller.ok) return Response.json({ code: 401, message: 'Invalid JWT' }, { status: 401 });
    }
    // Handlers see the path from their own name onward, as on Supabase (/functions/v1 stripped).
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/^\/functions\/v1/, '');
    return handler(new Request(url, request));
  }
  return app;
}
