// npm run restore -- <file> [--force]
// Loads a dump written by `npm run backup` into this checkout's DATA_DIR, which must have no database
// yet (--force replaces it). The stack must be stopped; start it afterwards with `npm start`.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { BackupError, restoreDataDir } from '../server/backup/pglite-backup.ts';

const USAGE = 'Usage: npm run restore -- <file> [--force]';

let args: ReturnType<typeof parseCommandLine>;
try {
  args = parseCommandLine();
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const file = args.positionals[0];
if (!file || args.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const config = configFromEnv();
if (config.databaseUrl || !config.dataDir) {
  console.error(
    'DATABASE_URL is set: load the dump into that server with psql instead (see README, "Backups").',
  );
  process.exit(2);
}

try {
  const sql = await readFile(file, 'utf8');
  await restoreDataDir(config.dataDir, sql, { force: args.values.force });
  console.log(`Restored ${file} into DATA_DIR ${config.dataDir}.`);
  console.log(await keysHint(config.dataDir));
  console.log(`Start Hearth on it with: DATA_DIR=${shellWord(config.dataDir)} npm start`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}

/** The dump holds no keys: say which keys the restored database will be served with. */
async function keysHint(dataDir: string): Promise<string> {
  const keysFile = path.join(dataDir, 'keys.json');
  const kept = await access(keysFile).then(
    () => true,
    () => false,
  );
  return kept
    ? `Keys: ${keysFile} (already there) signs tokens for it, as before the restore.`
    : `Keys: ${keysFile} does not exist. Copy keys.json from the old DATA_DIR there to keep the same keys ` +
        '(and the sessions of a --with-sessions dump); otherwise new keys are made at the first start and ' +
        'everyone signs in again.';
}

function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

function parseCommandLine() {
  return parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
}
