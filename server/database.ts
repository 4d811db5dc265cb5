// The embedded Postgres (PGlite): opened on DATA_DIR (or in memory), provisioned like a Supabase
// project (sql/platform.sql), then brought up to date with supabase/migrations, each applied once.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { splitSqlStatements } from './sql-splitter.ts';
import { PROJECT_ROOT } from './config.ts';
import { WorkerDatabase } from './worker-database.ts';

/** What runs SQL: the database itself or an open transaction. */
export interface Tx {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/**
 * The stack's Postgres: PGlite on this thread, or PGlite in a worker thread (worker-database.ts).
 * A transaction runs its statements alone; other statements wait until it ends.
 */
export interface Database extends Tx {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTEN; resolves to the function that stops listening. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'supabase', 'migrations');

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly statementLine: number,
    readonly statement: string,
    override readonly cause: unknown,
  ) {
    const first = statement.split('\n')[0]?.slice(0, 120);
    super(
      `Migration ${file} failed at line ${statementLine} (${first}${statement.includes('\n') ? ' …' : ''}): ` +
        (cause instanceof Error ? cause.message : String(cause)),
    );
    this.name = 'MigrationError';
  }
}

/** Opens PGlite on DATA_DIR/pgdata (or in memory), in a worker thread when `worker` is set. */
export async function openDatabase(
  dataDir: string | null,
  options: { worker?: boolean } = {},
): Promise<Database> {
  const pgdata = dataDir ? path.join(dataDir, 'pgdata') : null;
  let db: Database;
  if (options.worker) db = await WorkerDatabase.open(pgdata);
  else {
    const local = pgdata ? new PGlite(pgdata) : new PGlite();
    await local.waitReady;
    db = local;
  }
  await db.exec(await readFile(path.join(import.meta.dirname, 'sql', 'platform.sql'), 'utf8'));
  return db;
}

export interface AppliedMigration {
  version: string;
  name: string;
}

/** Applies every migration not yet recorded, in file-name order, each in its own transaction. */
export async function applyMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<AppliedMigration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const done = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  const applied: AppliedMigration[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    const name = rest.join('_');
    const statements = splitSqlStatements(await readFile(path.join(dir, file), 'utf8'));
    await db.transaction(async (tx) => {
      for (const statement of statements) {
        try {
          await tx.exec(statement.text);
        } catch (error) {
          throw new MigrationError(file, statement.line, statement.text, error);
        }
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, statements.map((s) => s.text)],
      );
    });
    applied.push({ version, name });
  }
  return applied;
}

export type Claims = Record<string, unknown> & { role: string };

/**
 * Runs `fn` in a transaction as the Postgres role named by the JWT's `role` claim, with the claims
 * visible to `auth.uid()` and friends — exactly what PostgREST does, so RLS decides what is reachable.
 */
export async function asRole<T>(db: Database, claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const role = claims.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
    throw new Error(`unsupported role claim: ${role}`);
  }
  return db.transaction(async (tx) => {
    // One statement for both, as PostgREST does: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
      JSON.stringify(claims),
      role,
    ]);
    return fn(tx);
  });
}
