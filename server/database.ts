// The stack's Postgres, behind one small interface (`Database`) so that the rest of the server does not
// know which one it runs on (open-database.ts picks and opens one), and what runs on any of them: the
// migrations of supabase/migrations, each applied once, the setup lock, and running as a role with
// the caller's claims. Provisioning and migrations hold one advisory lock, so stack processes
// starting together on one server take turns instead of racing.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { splitSqlStatements } from './sql-splitter.ts';
import { PROJECT_ROOT } from './config.ts';

export interface QueryResult<T> {
  rows: T[];
}

/** What a database and a transaction on it both run. */
export interface Queryable {
  /** One statement with `$1`… parameters; rows come back parsed (timestamps as Date, json as objects). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** One or more statements without parameters (DDL, SET …). */
  exec(sql: string): Promise<void>;
}

/** A transaction: commits when the callback of `Database.transaction` resolves, rolls back when it throws. */
export type Tx = Queryable;

/** One statement with its parameters (the shape server/rest/sql-builder.ts builds). */
export interface SqlStatement {
  text: string;
  params?: readonly unknown[];
}

export interface Database extends Queryable {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Optional: runs statements that need nothing from one another's results as one transaction, handed
   * over at once (see `inOneTransaction`). The worker-thread PGlite has it: its transactions then
   * hold the database only while Postgres works, not while the event loop gets round to the next
   * statement.
   */
  runInTransaction?(statements: readonly SqlStatement[]): Promise<QueryResult<Record<string, unknown>>[]>;
  /** LISTEN on a channel; resolves once listening, to a function that stops it. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Copies the database's files, consistent, to `target` while it serves (the embedded database in a
   * worker only: server/backup/live-backup.ts); absent where the database cannot do that.
   */
  snapshot?(target: string): Promise<void>;
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

// Any fixed number, the same in every stack process: pg_advisory_xact_lock's key.
const SETUP_LOCK_KEY = 7_425_117;

/**
 * Runs `fn` in a transaction that first takes the setup lock (released at commit or rollback), for
 * schema changes that concurrent stack processes on one server must not interleave.
 */
export function underSetupLock<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SETUP_LOCK_KEY]);
    return fn(tx);
  });
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
    const ran = await underSetupLock(db, async (tx) => {
      // Another stack process may have applied it while this one waited for the lock.
      const ledger = 'select 1 from supabase_migrations.schema_migrations where version = $1';
      if ((await tx.query(ledger, [version])).rows.length > 0) return false;
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
      return true;
    });
    if (ran) applied.push({ version, name });
  }
  return applied;
}

const ROLL_BACK = Symbol('roll back');

/** Runs `fn` in a transaction that is always rolled back (to look at what a change would do). */
export async function rolledBack<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T;
  try {
    await db.transaction(async (tx) => {
      result = await fn(tx);
      throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
  return result!;
}

/**
 * Runs `statements` in order in one transaction and resolves to each one's result: all commit, or the
 * first error rolls them all back and is thrown — as `db.transaction` running them one by one does.
 */
export function inOneTransaction(
  db: Database,
  statements: readonly SqlStatement[],
): Promise<QueryResult<Record<string, unknown>>[]> {
  if (db.runInTransaction) return db.runInTransaction(statements);
  return db.transaction(async (tx) => {
    const results: QueryResult<Record<string, unknown>>[] = [];
    for (const { text, params } of statements) results.push(await tx.query(text, params));
    return results;
  });
}

export type Claims = Record<string, unknown> & { role: string };

/**
 * Runs `fn` in a transaction as the Postgres role named by the JWT's `role` claim, with the claims
 * visible to `auth.uid()` and friends — exactly what PostgREST does, so RLS decides what is reachable.
 */
export async function asRole<T>(db: Database, claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { text, params } = roleStatement(claims);
  return db.transaction(async (tx) => {
    await tx.query(text, params);
    return fn(tx);
  });
}

/**
 * asRole for statements that need nothing from one another's results (a PostgREST request without
 * checks on its result): the role, the claims and the statements go to the database at once
 * (`inOneTransaction`). Resolves to the statements' results.
 */
export async function asRoleAtOnce(
  db: Database,
  claims: Claims,
  statements: readonly SqlStatement[],
): Promise<QueryResult<Record<string, unknown>>[]> {
  const [, ...results] = await inOneTransaction(db, [roleStatement(claims), ...statements]);
  return results;
}

/** Per API role, as on Supabase: anon 3 s, authenticated 8 s; the service role is not cut short. */
export const STATEMENT_TIMEOUT = { anon: '3s', authenticated: '8s', service_role: '0' } as const;

function roleStatement(claims: Claims): SqlStatement {
  const role = claims.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
    throw new Error(`unsupported role claim: ${role}`);
  }
  // One statement for all, as PostgREST does: set_config('role', …, true) is SET LOCAL ROLE, and the
  // API roles get the statement timeouts a Supabase project gives them (PostgREST applies a role's
  // settings per transaction). PGlite cannot interrupt a statement: there the SQL bounds itself
  // (migration bounded_queries).
  return {
    text: `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true), set_config('statement_timeout', $3, true)`,
    params: [JSON.stringify(claims), role, STATEMENT_TIMEOUT[role]],
  };
}
