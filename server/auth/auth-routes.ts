// The GoTrue-compatible auth service mounted at /auth/v1, good enough for an unmodified supabase-js.
// Shell only: CORS, the API-key gate that Supabase's gateway would apply, the error vocabulary, and
// the route groups (token, user, e-mail flows, admin), each in its own module.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { StackContext } from '../context.ts';
import { isProjectKey } from '../http/caller.ts';
import { API_VERSION, PASSWORD_MIN_LENGTH } from './auth-defaults.ts';
import { AuthError } from './auth-errors.ts';
import { createRateLimits } from './rate-limits.ts';
import { tokenRoutes } from './token-routes.ts';
import { userRoutes } from './user-routes.ts';
import { emailRoutes } from './email-routes.ts';
import { adminRoutes } from './admin-routes.ts';

// Paths a browser opens without an API key (the e-mail link) or that tooling probes.
const OPEN_PATHS = new Set(['/verify', '/health', '/.well-known/jwks.json']);

function mayEndSessions(method: string, path: string, grantType: string | undefined): boolean {
  if (method === 'GET' || method === 'OPTIONS') return false;
  const route = path.replace(/^.*\/auth\/v1/, '');
  if (route === '/token') return grantType === 'refresh_token';
  return route === '/logout' || route === '/user' || route.startsWith('/admin/');
}

export function authRoutes(ctx: StackContext): Hono {
  const app = new Hono();
  const limits = createRateLimits(ctx);

  app.onError((error) => {
    if (error instanceof AuthError) return error.toResponse();
    console.error('auth: unexpected failure', error);
    return new AuthError('unexpected_failure').toResponse();
  });

  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'apikey',
        'authorization',
        'content-type',
        'x-client-info',
        'x-supabase-api-version',
        'x-retry-count',
        'x-region',
      ],
      // auth-js reads the version header to parse errors and listUsers reads the pagination headers.
      exposeHeaders: ['X-Supabase-Api-Version', 'X-Total-Count', 'Link'],
      maxAge: 86_400,
    }),
  );

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });

  app.use('*', async (c, next) => {
    const path = c.req.path.replace(/^.*\/auth\/v1/, '') || '/';
    if (!(c.req.method === 'GET' && OPEN_PATHS.has(path))) {
      const key = c.req.header('apikey') ?? c.req.query('apikey') ?? null;
      if (!key) throw new AuthError('no_api_key');
      if (!isProjectKey(ctx, key)) throw new AuthError('invalid_api_key');
    }
    await next();
  });

  // Requests that can end sessions (sign-out, password change, refresh-token reuse, admin edits and
  // deletions): afterwards every service re-checks the sessions of the tokens it holds. Only after
  // the key check, and not for a request refused for its token (401/403: it ended nothing), so that
  // anonymous floods of /logout cost no re-checks.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 401 || c.res.status === 403) return;
    if (mayEndSessions(c.req.method, c.req.path, c.req.query('grant_type'))) ctx.sessions.changed();
  });

  app.get('/health', (c) =>
    c.json({
      version: 'hearth-local',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth of the Hearth local stack',
    }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      password_min_length: PASSWORD_MIN_LENGTH,
    }),
  );

  // Access tokens are HS256 with the shared secret, so there is no public key to publish.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  app.route('/', tokenRoutes(ctx, limits));
  app.route('/', userRoutes(ctx, limits));
  app.route('/', emailRoutes(ctx, limits));
  app.route('/', adminRoutes(ctx, limits));

  app.all('*', () => {
    throw new AuthError('not_found');
  });

  return app;
}
