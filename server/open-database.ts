// Opens the stack's database: the embedded PGlite (pglite-database.ts), on the event loop or in a
// worker thread (worker-database.ts), or, with DATABASE_URL, a PostgreSQL server
// (postgres-database.ts) that several stack processes may share; then provisions it like a Supabase
// project (sql/platform.sql) under the setup lock. The implementations import only the interface
// (database.ts), so this factory is the one module that knows all of them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { underSetupLock, type Database } from './database.ts';
import { openPGlite } from './pglite-database.ts';
import type { Durability } from './pglite-durability.ts';
import { openPostgres } from './postgres-database.ts';
import { openPGliteWorker } from './worker-database.ts';

export interface DatabaseLocation {
  /** PGlite's directory (its files go to `pgdata/` inside); null: in memory. */
  dataDir: string | null;
  /** PGlite in a worker thread (off the event loop), when it is PGlite. */
  databaseInWorker?: boolean;
  /** How durable PGlite's commits on `dataDir` are (server/pglite-durability.ts); default full. */
  durability?: Durability;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string | null;
  databasePoolSize?: number;
}

export async function openDatabase(where: DatabaseLocation): Promise<Database> {
  const db = where.databaseUrl
    ? await openPostgres(where.databaseUrl, { poolSize: where.databasePoolSize })
    : where.databaseInWorker
      ? await openPGliteWorker(where.dataDir, where.durability ?? 'full')
      : await openPGlite(where.dataDir, where.durability ?? 'full');
  try {
    const sql = (name: string) => readFile(path.join(import.meta.dirname, 'sql', name), 'utf8');
    const platform = (await sql('api-roles.sql')) + '\n' + (await sql('platform.sql'));
    await underSetupLock(db, (tx) => tx.exec(platform));
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
