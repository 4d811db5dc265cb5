// Backup and restore of the embedded database (DATA_DIR/pgdata) as plain SQL, written by pg_dump itself:
// @electric-sql/pglite-tools ships PostgreSQL's pg_dump compiled to WASM, which speaks the wire protocol
// to a PGlite instance. Its output is what pg_dump writes for a PostgreSQL server (INSERTs with column
// names, so rows also load into tables that have more columns, like a Supabase project's auth.users),
// and loads with `psql` (into PostgreSQL 15 and later: server/backup/portable-dump.ts) or back into
// PGlite.
//
// On a stopped stack they take the DATA_DIR lock a stack takes (server/data-dir.ts): PGlite is one
// process's database. While a stack runs, it copies its files for the backup (live-backup.ts), and
// the copy is dumped here (dumpPgdata).
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory } from '../pglite-durability.ts';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { DataDirError, prepareDataDir } from '../data-dir.ts';
import { portableDump } from './portable-dump.ts';

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface DumpOptions {
  /**
   * Rows only, of the tables a Supabase project takes from Hearth: the app's (public) and the users
   * with their sign-in identities (auth.users, auth.identities, whose columns GoTrue's tables have
   * too). The schema comes from the migrations (`supabase db push`) there.
   */
  dataOnly?: boolean;
  /**
   * Keep the signed-in sessions (auth.sessions, auth.refresh_tokens). Off by default: a refresh token
   * in a dump signs its reader in as that user, so a backup that leaks is no key to any account;
   * after a restore everyone signs in again.
   */
  withSessions?: boolean;
}

/** pg_dump's arguments (pgDump adds --inserts, -U postgres and its output file). */
export function pgDumpArguments({ dataOnly = false, withSessions = false }: DumpOptions = {}): string[] {
  // Column names on every INSERT; no ALTER … OWNER (the loading user owns what it creates).
  const common = ['--column-inserts', '--no-owner'];
  if (dataOnly) {
    return [...common, '--data-only', '--table=public.*', '--table=auth.users', '--table=auth.identities'];
  }
  const sessions = withSessions
    ? []
    : ['--exclude-table-data=auth.sessions', '--exclude-table-data=auth.refresh_tokens'];
  // The realtime change log is a five-minute buffer of notifications, not data.
  return [...common, '--exclude-table-data=_realtime.changes', ...sessions];
}

const PGDATA = 'pgdata';

/** Writes the SQL dump of DATA_DIR's database; the stack must be stopped. */
export async function dumpDataDir(dataDir: string, options: DumpOptions = {}): Promise<string> {
  const pgdata = path.join(dataDir, PGDATA);
  if (!(await isDatabase(pgdata))) {
    throw new BackupError(`There is no Hearth database in ${dataDir} (no ${PGDATA}/ there).`);
  }
  const lock = await lockForTool(dataDir, 'back up');
  try {
    return await dumpPgdata(pgdata, options);
  } finally {
    await lock.release();
  }
}

/** pg_dump of the database files in `pgdata`, which nothing else may have open. */
export async function dumpPgdata(pgdata: string, options: DumpOptions = {}): Promise<string> {
  const pg = new PGlite(pgdata);
  try {
    await pg.waitReady;
    const file = await pgDump({ pg, args: pgDumpArguments(options) });
    return portableDump(await file.text());
  } finally {
    await pg.close();
  }
}

export interface RestoreOptions {
  /** Replace the database already in DATA_DIR (it is removed first). */
  force?: boolean;
}

/**
 * Loads a dump written by dumpDataDir into DATA_DIR, which must have no database yet (or `force`).
 * All or nothing: the dump runs as one transaction, and a failed restore leaves no database behind.
 * keys.json (JWT secret and API keys) is not part of a dump: the restored stack makes new keys unless
 * DATA_DIR already has them.
 */
export async function restoreDataDir(dataDir: string, sql: string, options: RestoreOptions = {}) {
  const pgdata = path.join(dataDir, PGDATA);
  const lock = await lockForTool(dataDir, 'restore into');
  try {
    if (await isDatabase(pgdata)) {
      if (!options.force) {
        throw new BackupError(
          `${dataDir} already has a database. Restore into an empty DATA_DIR, or pass --force to replace it.`,
        );
      }
      await rm(pgdata, { recursive: true, force: true });
    }
    try {
      const pg = new PGlite(pgdata);
      try {
        await pg.waitReady;
        await pg.exec(await apiRolesSql());
        // One simple-protocol message: Postgres runs its statements as one implicit transaction.
        await pg.exec(sql);
      } finally {
        await pg.close();
      }
      // Loaded without fsync (PGlite's default, fast for a bulk load): put it on the device before
      // saying "Restored", so a power cut right after cannot take back a restore that was reported.
      await syncDirectory(pgdata);
    } catch (error) {
      await rm(pgdata, { recursive: true, force: true });
      throw new BackupError(`The dump did not load: ${(error as Error).message}`);
    }
  } finally {
    await lock.release();
  }
}

/** A backup file's name: hearth-<UTC time>.sql, so that names sort as their times do. */
export function backupFileName(at: Date = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `hearth-${stamp}.sql`;
}

/** Password hashes are in there: only the owner may read it; written whole, then renamed into place. */
export async function writePrivately(target: string, text: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = `${target}.partial`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, target);
}

/** The roles a dump grants to, which (like on a Supabase project) must exist before it loads. */
export function apiRolesSql(): Promise<string> {
  return readFile(path.join(import.meta.dirname, '..', 'sql', 'api-roles.sql'), 'utf8');
}

async function isDatabase(pgdata: string): Promise<boolean> {
  try {
    if (!(await stat(pgdata)).isDirectory()) return false;
    return (await readdir(pgdata)).length > 0;
  } catch {
    return false;
  }
}

async function lockForTool(dataDir: string, verb: string) {
  try {
    return await prepareDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirError && /in use/.test(error.message)) {
      // PGlite is one process's database: a second opener would corrupt it.
      throw new BackupError(`Cannot ${verb} ${dataDir} while Hearth runs on it. ${error.message}`);
    }
    throw error;
  }
}
