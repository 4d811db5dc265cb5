// The embedded Supabase-compatible stack: one Node process, one origin.
//   /auth/v1      GoTrue-compatible auth            (server/auth)
//   /rest/v1      PostgREST subset, RLS enforced     (server/rest)
//   /realtime/v1  Phoenix websocket, postgres_changes (server/realtime)
//   /functions/v1 the handlers of supabase/functions/_shared (server/functions)
//   /_dev/mailbox development mailbox when no SMTP is configured
//   everything else: the built PWA with SPA fallback
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { createAdaptorServer } from '@hono/node-server';
import type { StackConfig } from './config.ts';
import type { StackContext } from './context.ts';
import { applyMigrations, openDatabase, type AppliedMigration, type Database } from './database.ts';
import { prepareDataDir, type DataDirLock } from './data-dir.ts';
import { loadOrCreateKeys } from './keys.ts';
import { DevMailbox, smtpMailer } from './mail/mailer.ts';
import { ChangeFeed } from './realtime/change-feed.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { restRoutes } from './rest/rest-routes.ts';
import { attachRealtime } from './realtime/realtime-server.ts';
import { functionRoutes } from './functions/function-routes.ts';
import { devMailboxRoutes } from './http/dev-mailbox.ts';
import { securityHeaders, staticApp } from './http/static-app.ts';

export interface RunningStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  context: StackContext;
  /** The development mailbox, or null when SMTP is configured. */
  mailbox: DevMailbox | null;
  migrationsApplied: AppliedMigration[];
  /** True when the database had no users at start (a first run). */
  firstRun: boolean;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

export async function startStack(config: StackConfig): Promise<RunningStack> {
  const lock: DataDirLock | null = config.dataDir ? await prepareDataDir(config.dataDir) : null;
  let db: Database | null = null;
  try {
    db = await openDatabase(config);
    const migrationsApplied = await applyMigrations(db);
    const keys = await loadOrCreateKeys(config.dataDir, config.jwtSecret);
    const mailbox = config.smtpUrl ? null : new DevMailbox();
    const mailer = mailbox ?? smtpMailer(config.smtpUrl!, config.mailFrom);
    const changes = new ChangeFeed(db);
    await changes.start();

    let origin = config.siteUrl ?? '';
    const context: StackContext = {
      config,
      db,
      keys,
      mailer,
      changes,
      siteUrl: () => origin,
      now: () => new Date(),
    };

    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(securityHeaders())) {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      }
    });
    app.route('/auth/v1', authRoutes(context));
    app.route('/rest/v1', restRoutes(context));
    app.route('/functions/v1', functionRoutes(context));
    if (mailbox) app.route('/_dev', devMailboxRoutes(mailbox));
    app.get('/_health', (c) => c.json({ ok: true }));
    if (config.appDir) {
      const serve = staticApp(config.appDir, () => ({ supabaseUrl: origin, anonKey: keys.anonKey }));
      app.all('*', (c) => serve(c));
    } else {
      app.all('*', (c) => c.json({ error: 'Not found' }, 404));
    }

    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    const realtime = attachRealtime(server, context);
    await listen(server, config.port, config.host);
    const port = (server.address() as AddressInfo).port;
    if (!config.siteUrl) origin = `http://localhost:${port}`;

    const firstRun =
      (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n === 0;
    const openDb = db;
    let closed = false;
    return {
      url: origin,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      context,
      mailbox,
      migrationsApplied,
      firstRun,
      async close() {
        if (closed) return;
        closed = true;
        await realtime.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await changes.stop();
        await openDb.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortInUseError(
            `Port ${port} is already in use. Stop the other program or choose another with PORT=<n>.`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new PortInUseError(
            `Port ${port} needs more privileges. Choose another with PORT=<n> (above 1024).`,
          ),
        );
      } else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
