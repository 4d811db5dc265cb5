// `npm run backup` while the stack serves (issue 21 §5). PGlite is one process's database, so only the
// running stack may touch its files: asked at POST /_admin/snapshot, it copies them, consistent, into
// DATA_DIR/backup-snapshots/<id>/ (server/pglite-worker.mjs, op `snapshot`: CHECKPOINT, then the copy,
// with the database held as a transaction holds it — requests meanwhile wait for the copy, none is
// refused), and the backup script runs pg_dump on that copy in its own process and removes it. So the
// stack pauses for a file copy (milliseconds to a few seconds), never for pg_dump (seconds to minutes).
// The route answers this machine only — loopback peer, loopback Host, nothing a proxy forwarded —
// and the service-role key only, since the copy holds password hashes.
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { isForwarded, socketAddress } from '../http/client-address.ts';
import { isLoopback } from '../http/host-guard.ts';

export const LIVE_SNAPSHOT_PATH = '/_admin/snapshot';
const SNAPSHOTS = 'backup-snapshots';
/** A copy a backup script never removed (it was killed) is swept after this. */
const FORGOTTEN_AFTER_MS = 60 * 60 * 1000;

export function liveBackupRoutes(ctx: StackContext): Hono {
  const app = new Hono();
  app.post('/snapshot', async (c) => {
    const host = (c.req.header('host') ?? new URL(c.req.url).host).replace(/:\d+$/, '');
    if (!isLoopback(socketAddress(c)) || isForwarded(c) || !isLoopback(host)) {
      return c.json({ code: 'loopback_only', message: 'Backups are taken from this machine only.' }, 403);
    }
    if (c.req.header('authorization') !== `Bearer ${ctx.keys.serviceRoleKey}`) {
      return c.json({ code: 'service_key_required', message: 'The service-role key is required.' }, 401);
    }
    const refusal = snapshotRefusal(ctx);
    if (refusal) return c.json({ code: 'not_supported', message: refusal }, 409);
    const { pgdata, pauseMs } = await snapshotDatabase(ctx);
    return c.json({ pgdata, pause_ms: pauseMs });
  });
  return app;
}

/** Why this stack cannot copy its database while it runs, or null when it can. */
export function snapshotRefusal(ctx: StackContext): string | null {
  if (ctx.db.snapshot && ctx.config.dataDir) return null;
  return ctx.config.databaseUrl
    ? 'The data is on the PostgreSQL server of DATABASE_URL: back it up with pg_dump.'
    : 'This stack runs PGlite on its event loop (PGLITE_WORKER=off): stop it to back up.';
}

/**
 * A consistent copy of the database files in DATA_DIR/backup-snapshots/<id>/pgdata (requests wait
 * for the copy). The caller dumps it and removes its directory (the parent of `pgdata`).
 */
export async function snapshotDatabase(ctx: StackContext): Promise<{ pgdata: string; pauseMs: number }> {
  const refusal = snapshotRefusal(ctx);
  if (refusal) throw new Error(refusal);
  const root = path.join(ctx.config.dataDir!, SNAPSHOTS);
  await mkdir(root, { recursive: true, mode: 0o700 });
  await sweepForgotten(root);
  const pgdata = path.join(root, randomUUID(), 'pgdata');
  const started = performance.now();
  await ctx.db.snapshot!(pgdata);
  return { pgdata, pauseMs: Math.round(performance.now() - started) };
}

async function sweepForgotten(root: string): Promise<void> {
  for (const name of await readdir(root).catch(() => [])) {
    const dir = path.join(root, name);
    const info = await stat(dir).catch(() => null);
    if (info && Date.now() - info.mtimeMs > FORGOTTEN_AFTER_MS)
      await rm(dir, { recursive: true, force: true });
  }
}
