// The embedded implementation of `Database` (server/database.ts): PGlite, real Postgres in WASM,
// on DATA_DIR/pgdata or in memory. It runs one transaction at a time.
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.ts';
import { pgliteStartParams, syncDirectory, type Durability } from './pglite-durability.ts';

// PGlite serialises parameters by the type Postgres infers, but its boolean and bytea serialisers reject
// text (in JS, as a non-database error). A string passes through as text, so Postgres itself validates
// it (22P02) — as it does for every parameter over the wire protocol of a PostgreSQL server.
const TEXT_PASSES_THROUGH = {
  16: (value: unknown) => (typeof value === 'string' ? value : value ? 't' : 'f'),
  17: (value: unknown) =>
    typeof value === 'string' ? value : `\\x${Buffer.from(value as Uint8Array).toString('hex')}`,
};

export async function openPGlite(dataDir: string | null, durability: Durability = 'full'): Promise<Database> {
  const pgdata = dataDir ? path.join(dataDir, 'pgdata') : null;
  const pg = pgdata ? new PGlite(pgdata, { startParams: pgliteStartParams(durability) }) : new PGlite();
  await pg.waitReady;
  return new PGliteDatabase(pg, pgdata && durability === 'full' ? pgdata : null);
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const { rows } = await target.query<T>(sql, params as unknown[] | undefined, {
        serializers: TEXT_PASSES_THROUGH,
      });
      return { rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

class PGliteDatabase implements Database {
  readonly query: Queryable['query'];
  readonly exec: Queryable['exec'];

  constructor(
    private readonly pg: PGlite,
    /** Synced after close (the stop checkpoint's data files), when durability is full. */
    private readonly syncOnClose: string | null,
  ) {
    ({ query: this.query, exec: this.exec } = queryable(pg));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => fn(queryable(tx)));
  }

  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onNotify);
  }

  async close(): Promise<void> {
    await this.pg.close();
    if (this.syncOnClose) await syncDirectory(this.syncOnClose);
  }
}
