// npm run backup [-- <file>] [--data-only] [--with-sessions]
// Writes a SQL dump of the embedded database of this checkout's DATA_DIR (pg_dump's own output; see
// server/backup/pglite-backup.ts) to <file>, by default backups/hearth-<UTC time>.sql. While a stack
// runs on DATA_DIR the running stack takes the snapshot (server/backup/live-backup.ts, found through
// DATA_DIR/stack.json, with the key of DATA_DIR/keys.json); otherwise the script opens the database
// itself. --data-only: rows only (app tables, users and identities), for a Supabase project.
// Signed-in sessions are left out (a refresh token in a dump signs its reader in); --with-sessions
// keeps them, so that nobody has to sign in again after a restore.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import {
  BackupError,
  backupFileName,
  dumpDataDir,
  dumpPgdata,
  writePrivately,
} from '../server/backup/pglite-backup.ts';
import { LIVE_SNAPSHOT_PATH } from '../server/backup/live-backup.ts';
import { readStackAddress } from '../server/stack-address.ts';

const USAGE = 'Usage: npm run backup [-- <file>] [--data-only] [--with-sessions]';

let args: ReturnType<typeof parseCommandLine>;
try {
  args = parseCommandLine();
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (args.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const config = configFromEnv();
if (config.databaseUrl || !config.dataDir) {
  console.error(
    'DATABASE_URL is set: Hearth keeps its data on that PostgreSQL server. Back it up with pg_dump, e.g.\n' +
      '  pg_dump --column-inserts --no-owner "$DATABASE_URL" > hearth.sql',
  );
  process.exit(2);
}

const file = path.resolve(args.positionals[0] ?? path.join('backups', backupFileName()));
try {
  const started = performance.now();
  const options = { dataOnly: args.values['data-only'], withSessions: args.values['with-sessions'] };
  const running = await readStackAddress(config.dataDir);
  const live = running ? await dumpRunningStack(running.localUrl, config.dataDir, options) : null;
  const sql = live?.sql ?? (await dumpDataDir(config.dataDir, options));
  await writePrivately(file, sql);
  const ms = Math.round(performance.now() - started);
  const size = `${Math.round(sql.length / 1024)} KB, ${ms} ms`;
  console.log(
    live
      ? `Backed up the running stack's database (DATA_DIR ${config.dataDir}) to ${file} (${size}; requests waited ${live.pauseMs} ms for the snapshot).`
      : `Backed up ${config.dataDir} to ${file} (${size}).`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * Asks the stack running on `dataDir` for a consistent copy of its database files (it alone may touch
 * them), dumps the copy here, in this process, and removes it.
 */
async function dumpRunningStack(
  localUrl: string,
  dataDir: string,
  options: { dataOnly?: boolean; withSessions?: boolean },
): Promise<{ sql: string; pauseMs: number }> {
  const keysFile = path.join(dataDir, 'keys.json');
  const keys = JSON.parse(await readFile(keysFile, 'utf8')) as { serviceRoleKey: string };
  let response: Response;
  try {
    response = await fetch(`${localUrl}${LIVE_SNAPSHOT_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.serviceRoleKey}` },
    });
  } catch (error) {
    throw new BackupError(
      `The stack running on DATA_DIR ${dataDir} did not answer at ${localUrl} (${(error as Error).message}).`,
    );
  }
  const body = (await response.json().catch(() => null)) as {
    pgdata?: string;
    pause_ms?: number;
    message?: string;
  } | null;
  if (!response.ok || !body?.pgdata) {
    throw new BackupError(
      `The stack running on DATA_DIR ${dataDir} refused the backup (${response.status}): ` +
        (body?.message ?? 'no reason given') +
        (response.status === 401 ? ` Is ${keysFile} that stack's?` : ''),
    );
  }
  try {
    return { sql: await dumpPgdata(body.pgdata, options), pauseMs: body.pause_ms ?? 0 };
  } finally {
    await rm(path.dirname(body.pgdata), { recursive: true, force: true });
  }
}

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: { 'data-only': { type: 'boolean' }, 'with-sessions': { type: 'boolean' } },
  });
}
