// The process a scheduled backup runs pg_dump in (scheduled-backups.ts), so the stack's own threads
// never spend the dump's seconds to minutes: `node --import tsx dump-snapshot.ts <pgdata> <file>`
// dumps the copy of the database at <pgdata> (made by the stack) into <file>, readable by its owner only.
import { dumpPgdata, writePrivately } from './pglite-backup.ts';

const [pgdata, file] = process.argv.slice(2);
if (!pgdata || !file) {
  console.error('Usage: dump-snapshot.ts <pgdata> <file>');
  process.exit(2);
}
process.umask(0o077);
await writePrivately(file, await dumpPgdata(pgdata));
