// npm run backup [-- <file>] [--data-only] [--with-sessions]
// Writes a SQL dump of the embedded database of this checkout's DATA_DIR (pg_dump's own output; see
// server/backup/pglite-backup.ts) to <file>, by default backups/hearth-<UTC time>.sql. The stack must
// be stopped. --data-only: rows only (app tables, users and identities), for a Supabase project.
// Signed-in sessions are left out (a refresh token in a dump signs its reader in); --with-sessions
// keeps them, so that nobody has to sign in again after a restore.
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { BackupError, dumpDataDir } from '../server/backup/pglite-backup.ts';

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

const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replace(/:/g, '-');
const file = path.resolve(args.positionals[0] ?? path.join('backups', `hearth-${stamp}.sql`));
try {
  const started = performance.now();
  const sql = await dumpDataDir(config.dataDir, {
    dataOnly: args.values['data-only'],
    withSessions: args.values['with-sessions'],
  });
  await writePrivately(file, sql);
  const ms = Math.round(performance.now() - started);
  console.log(`Backed up ${config.dataDir} to ${file} (${Math.round(sql.length / 1024)} KB, ${ms} ms).`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}

/** Password hashes are in there: only the owner may read it; written whole, then renamed into place. */
async function writePrivately(target: string, text: string) {
  await mkdir(path.dirname(target), { recursive: true });
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

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: { 'data-only': { type: 'boolean' }, 'with-sessions': { type: 'boolean' } },
  });
}
