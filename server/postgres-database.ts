// The server implementation of `Database` (server/database.ts): a PostgreSQL server reached through
// DATABASE_URL with the pure-JS `pg` driver. Unlike PGlite it runs transactions concurrently (a pool
// of connections), and several stack processes may share one database: each LISTENs on its own
// connection, so NOTIFY reaches all of them.
import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

// Rows come back as PGlite returns them, so the rest of the server sees one shape: int8 as a number
// (ids and counts stay far below 2^53), timestamps without time zone and dates read as UTC.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format === 'binary') return pg.types.getTypeParser(oid, 'binary');
    switch (oid) {
      case pg.types.builtins.INT8:
        return (value: string) => Number(value);
      case pg.types.builtins.TIMESTAMP:
        return (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
      case pg.types.builtins.DATE:
        return (value: string) => new Date(`${value}T00:00:00Z`);
      default:
        return pg.types.getTypeParser(oid, 'text');
    }
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  /** Connections in the pool (DATABASE_POOL_SIZE, default 20). */
  poolSize?: number;
}

/** Connects (failing fast with a clear error when the server cannot be reached). */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const config: pg.PoolConfig = {
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    types,
    application_name: 'hearth',
  };
  const pool = new pg.Pool(config);
  // An idle connection that breaks (server restart) must not take the process down; the next query
  // gets a fresh connection.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnreachableError(
      `Cannot use the PostgreSQL server at ${redacted(url)} (DATABASE_URL): ${describe(error)}`,
      { cause: error },
    );
  }
  return new PostgresDatabase(pool, config);
}

function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      // Always the extended protocol (one statement), as PGlite's query, even without parameters.
      const result = await target.query({ text: sql, values: (params ?? []) as unknown[] });
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      // Without values `pg` uses the simple protocol, which runs a whole script.
      await target.query(sql);
    },
  };
}

class PostgresDatabase implements Database {
  readonly query: Queryable['query'];
  readonly exec: Queryable['exec'];
  private readonly listeners = new Set<pg.Client>();
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly config: pg.PoolConfig,
  ) {
    ({ query: this.query, exec: this.exec } = queryable(pool));
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const result = await fn(queryable(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      // A connection whose rollback failed is in an unknown state: the pool discards it.
      client.release(broken);
    }
  }

  /**
   * LISTEN on a connection of its own (a pooled one would be handed to other queries). If it breaks,
   * it reconnects: notifications sent meanwhile are lost, which realtime tolerates (clients catch up by
   * pulling).
   */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ ...this.config });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      next.on('error', (error) => {
        console.error(`PostgreSQL LISTEN connection lost: ${error.message}`);
        this.listeners.delete(next);
        next.end().catch(() => undefined);
        if (!stopped && !this.closed) setTimeout(() => void retry(), 1000);
      });
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
      client = next;
      this.listeners.add(next);
    };
    const retry = async (): Promise<void> => {
      if (stopped || this.closed) return;
      await connect().catch((error: Error) => {
        console.error(`PostgreSQL LISTEN reconnect failed: ${error.message}`);
        setTimeout(() => void retry(), 1000);
      });
    };
    await connect();
    return async () => {
      stopped = true;
      const current = client as pg.Client | null;
      if (!current) return;
      this.listeners.delete(current);
      await current.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.listeners].map((client) => client.end().catch(() => undefined)));
    this.listeners.clear();
    await this.pool.end();
  }
}
