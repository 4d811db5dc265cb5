// Where the stack's limits are counted (issue 21 §1): in memory when the database is embedded (one
// process owns it), in the database when several processes share a PostgreSQL server, with the same
// numbers and the same 429s either way. Auth rate limits use rate-limiter-flexible's own stores
// (RateLimiterMemory, RateLimiterPostgres on a small pool of its own, since it speaks to `pg`
// directly); generation limits use _hearth.generation_slots (server/generation-slots.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { underSetupLock, type Database } from './database.ts';
import { SharedGenerationLimits } from './generation-slots.ts';
import type {
  GenerationLimiter,
  GenerationLimitsConfig,
} from '../supabase/functions/_shared/generation-limits.ts';

export interface RateLimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

export interface LimitStore {
  /** A limiter with these numbers, counting where this stack's limits are counted. */
  rateLimiter(options: RateLimiterOptions): RateLimiterAbstract;
  /** The generation limiter to inject, or null: the function's own in-memory one. */
  generationLimiter(config: GenerationLimitsConfig): GenerationLimiter | null;
  close(): Promise<void>;
}

export function memoryLimitStore(): LimitStore {
  return {
    rateLimiter: (options) => new RateLimiterMemory(options),
    generationLimiter: () => null,
    close: async () => undefined,
  };
}

/** Limits counted on the PostgreSQL server of `databaseUrl`, which `db` is connected to. */
export async function sharedLimitStore(db: Database, databaseUrl: string): Promise<LimitStore> {
  const sql = await readFile(path.join(import.meta.dirname, 'sql', 'shared-limits.sql'), 'utf8');
  await underSetupLock(db, (tx) => tx.exec(sql));
  // rate-limiter-flexible takes a pg Pool; a few connections are plenty (one statement per request).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: 'hearth-limits' });
  pool.on('error', (error) => console.error(`PostgreSQL connection lost (limits): ${error.message}`));
  const generationLimiters: SharedGenerationLimits[] = [];
  return {
    rateLimiter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        schemaName: '_hearth',
        tableName: 'rate_limits',
        tableCreated: true,
      }),
    generationLimiter(config) {
      const limiter = new SharedGenerationLimits(db, config);
      generationLimiters.push(limiter);
      return limiter;
    },
    async close() {
      for (const limiter of generationLimiters) limiter.close();
      await pool.end();
    },
  };
}
