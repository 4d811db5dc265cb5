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
import { createAdaptorServer, type HttpBindings, type Http2Bindings } from '@hono/node-server';
import type { StackConfig } from './config.ts';
import type { StackContext } from './context.ts';
import { applyMigrations, type AppliedMigration, type Database } from './database.ts';
import { openDatabase } from './open-database.ts';
import { prepareDataDir, type DataDirLock } from './data-dir.ts';
import { loadOrCreateKeys } from './keys.ts';
import { consoleMailer, DevMailbox, smtpMailer, type Mailer } from './mail/mailer.ts';
import { ChangeFeed } from './realtime/change-feed.ts';
import { SessionCheck } from './auth/session-check.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { restRoutes } from './rest/rest-routes.ts';
import { attachRealtime } from './realtime/realtime-server.ts';
import { functionRoutes } from './functions/function-routes.ts';
import { devMailboxRoutes } from './http/dev-mailbox.ts';
import { liveBackupRoutes, snapshotRefusal } from './backup/live-backup.ts';
import { scheduleBackups, type ScheduledBackups } from './backup/scheduled-backups.ts';
import { createFreeSpaceGuard, type FreeSpaceGuard } from './http/free-space.ts';
import { securityHeaders, staticApp } from './http/static-app.ts';
import { accessRequest, sitePage } from './http/site-pages.ts';
import { createAdmission, REQUEST_DEADLINES } from './http/admission.ts';
import { watchEventLoop } from './http/event-loop-pressure.ts';
import {
  AUTH_BODY_LIMIT_BYTES,
  FUNCTIONS_BODY_LIMIT_BYTES,
  limitBody,
  REST_BODY_LIMIT_BYTES,
} from './http/body-limits.ts';
import { requestClientAddress, upgradeClientAddress } from './http/client-address.ts';
import { bodyLimitFor } from './http/body-limits.ts';
import { refuseMalformedUri } from './http/malformed-uri.ts';
import { memoryLimitStore, sharedLimitStore, type LimitStore } from './shared-limits.ts';
import { interruptAbandonedReplies, sweepAbandonedReplies } from './abandoned-replies.ts';
import { localUrlFor, removeStackAddress, writeStackAddress } from './stack-address.ts';
import { allowedHostnames, HOST_NOT_ALLOWED, isAllowedHost, isLoopback } from './http/host-guard.ts';

export interface RunningStack {
  /** Where people open the app: SITE_URL, or the local URL without one. */
  url: string;
  /** The stack's own listener as this machine reaches it (the mailbox and scripts live here). */
  localUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  context: StackContext;
  /** The development mailbox, or null when SMTP is configured. */
  mailbox: DevMailbox | null;
  migrationsApplied: AppliedMigration[];
  /** True when the database had no users at start (a first run). */
  firstRun: boolean;
  /** Replies found generating at start (their process died), now stored as interrupted. */
  repliesInterrupted: number;
  /** The free-space guard of DATA_DIR's disk (embedded database only; null when off). */
  freeSpace: FreeSpaceGuard | null;
  /** Scheduled backups (BACKUP_EVERY), or null. */
  backups: ScheduledBackups | null;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

export async function startStack(config: StackConfig): Promise<RunningStack> {
  const lock: DataDirLock | null = config.dataDir ? await prepareDataDir(config.dataDir) : null;
  let db: Database | null = null;
  let sweeper: { stop(): Promise<void> } | null = null;
  let limits: LimitStore | null = null;
  try {
    db = await openDatabase(config);
    const migrationsApplied = await applyMigrations(db);
    const keys = await loadOrCreateKeys(config.dataDir, config.jwtSecret);
    const mailbox = devMailboxEnabled(config) ? new DevMailbox() : null;
    const mailer = chooseMailer(config, mailbox);
    const hosts = allowedHostnames(config);
    const allowsHost = (host: string | undefined) => isAllowedHost(host, hosts);
    limits = config.databaseUrl ? await sharedLimitStore(db, config.databaseUrl) : memoryLimitStore();
    const changes = new ChangeFeed(db);
    await changes.start();
    // Replies whose writer is gone become interrupted replies with their saved text (a retry
    // regenerates them). On the embedded database every one still generating is: the DATA_DIR lock
    // says no other process writes. On a shared server only those whose lease lapsed are, and this
    // process keeps sweeping for them, since other processes' replies are alive and theirs may die.
    const exclusive = !config.databaseUrl;
    const interrupted = await interruptAbandonedReplies(db, exclusive);
    sweeper = exclusive ? null : sweepAbandonedReplies(db);

    let origin = config.siteUrl ?? '';
    const context: StackContext = {
      config,
      db,
      keys,
      mailer,
      changes,
      sessions: new SessionCheck(db),
      limits,
      siteUrl: () => origin,
      now: () => new Date(),
    };

    if (config.backups) {
      const refusal = snapshotRefusal(context);
      if (refusal) throw new Error(`BACKUP_EVERY is set, but: ${refusal}`);
    }

    const app = new Hono();
    // Before anything else: a request for a name this stack does not serve is DNS rebinding or a
    // misconfiguration; either way nothing behind this line may answer it.
    app.use('*', async (c, next) => {
      if (!allowsHost(c.req.header('host') ?? new URL(c.req.url).host)) {
        return c.json(HOST_NOT_ALLOWED, 403);
      }
      await next();
    });
    app.use('*', refuseMalformedUri());
    app.use('*', async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(securityHeaders(config.imageHosts))) {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      }
    });
    app.use('/auth/v1/*', limitBody(AUTH_BODY_LIMIT_BYTES));
    app.use('/rest/v1/*', limitBody(REST_BODY_LIMIT_BYTES));
    app.use('/functions/v1/*', limitBody(FUNCTIONS_BODY_LIMIT_BYTES));
    app.route('/auth/v1', authRoutes(context));
    app.route('/rest/v1', restRoutes(context));
    app.route(
      '/functions/v1',
      functionRoutes(context, (request) => app.fetch(request)),
    );
    if (mailbox) app.route('/_dev', devMailboxRoutes(mailbox));
    app.route('/_admin', liveBackupRoutes(context));
    app.get('/_health', (c) => c.json({ ok: true }));
    app.get('/site/access.json', accessRequest(config));
    app.get('/site/:file', sitePage(config));
    if (config.appDir) {
      const serve = staticApp(config.appDir, () => ({
        supabaseUrl: origin,
        anonKey: keys.anonKey,
        imageHosts: config.imageHosts,
      }));
      app.all('*', (c) => serve(c));
    } else {
      app.all('*', (c) => c.json({ error: 'Not found' }, 404));
    }

    // Requests from the network pass the admission bound (503 + Retry-After past it); the functions'
    // own calls into the stack use app.fetch directly and are not counted twice.
    const eventLoop = watchEventLoop({ maxDelayMs: config.admission.maxEventLoopDelayMs });
    // The disk PGlite writes to must keep room for Postgres' WAL: below MIN_FREE_MB writes get 507.
    // (A PostgreSQL server of DATABASE_URL has its own disk and survives filling it.)
    const serveApp = (request: Request, env: HttpBindings | Http2Bindings) => app.fetch(request, env);
    const freeSpace =
      config.dataDir && !config.databaseUrl && config.minFreeMb > 0
        ? createFreeSpaceGuard({
            dir: config.dataDir,
            minFreeMb: config.minFreeMb,
            log: (line) => console.warn(line),
          })
        : null;
    const admission = createAdmission<HttpBindings | Http2Bindings>(config.admission, {
      addressOf: (request, env) => requestClientAddress(request, env.incoming.socket, config.trustProxy),
      bodyLimitFor,
      pressure: eventLoop,
    });
    const server = createAdaptorServer({
      fetch: admission.guard(freeSpace ? freeSpace.guard(serveApp) : serveApp),
      serverOptions: REQUEST_DEADLINES,
    }) as Server;
    const realtime = attachRealtime(server, context, {
      allowsHost,
      clientAddress: (req) => upgradeClientAddress(req, config.trustProxy),
    });
    await listen(server, config.port, config.host);
    const port = (server.address() as AddressInfo).port;
    const localUrl = localUrlFor(config.host, port);
    if (!config.siteUrl) origin = `http://localhost:${port}`;
    if (config.dataDir)
      await writeStackAddress(config.dataDir, { pid: process.pid, localUrl, siteUrl: origin });

    // Says so at once on the console when the disk is already short, not at the first refused write.
    await freeSpace?.hasRoom();
    const backups = config.backups
      ? scheduleBackups(context, config.backups, {
          hasRoom: async () => (freeSpace ? freeSpace.hasRoom() : true),
        })
      : null;
    const firstRun =
      (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n === 0;
    const openDb = db;
    const runningSweeper = sweeper;
    const openLimits = limits;
    let closed = false;
    return {
      url: origin,
      localUrl,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      context,
      mailbox,
      migrationsApplied,
      firstRun,
      repliesInterrupted: interrupted,
      freeSpace,
      backups,
      async close() {
        if (closed) return;
        closed = true;
        eventLoop.close();
        await backups?.stop();
        await runningSweeper?.stop();
        await realtime.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await changes.stop();
        await openLimits.close();
        await openDb.close();
        if (config.dataDir) await removeStackAddress(config.dataDir);
        await lock?.release();
      },
    };
  } catch (error) {
    await sweeper?.stop();
    await limits?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
}

/** The development mailbox is a development tool: never on a stack that faces a network. */
export function devMailboxEnabled(config: StackConfig): boolean {
  if (config.smtpUrl || config.devMailbox === 'off') return false;
  return config.devMailbox === 'on' || isLoopback(config.host);
}

function chooseMailer(config: StackConfig, mailbox: DevMailbox | null): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  if (config.printMail) return consoleMailer(mailbox);
  // Tests: no console noise; with the mailbox off, e-mail has nowhere to go (and that is what they check).
  return mailbox ?? { send: async () => undefined };
}

const LISTEN_BACKLOG = 4096;

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
    // Room for a burst of simultaneous connections (Node's default backlog is 511; Linux caps this at
    // net.core.somaxconn): a connection dropped from a full accept queue waits for a SYN retry.
    // maxConnections stays unlimited on purpose: Node destroys sockets over it, which clients see as
    // resets; the admission bound answers them with 503 instead.
    server.listen({ port, host, backlog: LISTEN_BACKLOG });
  });
}
