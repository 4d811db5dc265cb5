// What durable commits cost (issue 21 §6): the same writes on PGlite in a worker on a fresh DATA_DIR,
// with PGLITE_DURABILITY=full (WAL opened O_SYNC: each COMMIT waits for the device) and relaxed
// (PGlite's default: WAL left in the page cache). One writer at a time (a commit's own latency) and
// a burst of 300 writes from 16 writers (the database serialises them: what a busy stack sees).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/open-database.ts';
import type { Durability } from '../server/pglite-durability.ts';

export interface DurabilityResult {
  durability: Durability;
  /** Median of 200 single-statement commits, one after another. */
  commitMedianMs: number;
  /** 300 commits from 16 concurrent writers. */
  burstCommitsPerSecond: number;
}

export async function measureDurability(durability: Durability): Promise<DurabilityResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-bench-durability-'));
  const db = await openDatabase({ dataDir, databaseInWorker: true, durability });
  try {
    await db.exec('create table bench_writes (id bigserial primary key, body text not null)');
    const body = 'x'.repeat(600); // about a short reply's size
    for (let i = 0; i < 20; i++) await db.query('insert into bench_writes (body) values ($1)', [body]);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await db.query('insert into bench_writes (body) values ($1)', [body]);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next++ < 300) {
          await db.transaction(async (tx) => {
            await tx.query('insert into bench_writes (body) values ($1)', [body]);
          });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      durability,
      commitMedianMs: Math.round(times[100]! * 100) / 100,
      burstCommitsPerSecond: Math.round(300 / seconds),
    };
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
