// Issue 21 §6: the embedded database's acknowledged commits survive a power cut. A power cut cannot be
// staged here, so this checks what makes them survive one: Postgres writes its WAL through file
// descriptors the kernel holds with O_SYNC (NODEFS' fsync is a no-op, the open flag is not), so a
// COMMIT returns only once its WAL is on the device. PGLITE_DURABILITY=relaxed is PGlite's old way.
import { constants } from 'node:fs';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStack } from '../../server/stack.ts';
import { testConfig } from '../../server/config.ts';
import type { Durability } from '../../server/pglite-durability.ts';

/** The open flags of this process's descriptors on the data directory's WAL segments. */
async function walFlags(dataDir: string): Promise<number[]> {
  const flags: number[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (!target.startsWith(path.join(dataDir, 'pgdata', 'pg_wal') + '/')) continue;
    const info = await readFile(`/proc/self/fdinfo/${fd}`, 'utf8').catch(() => '');
    const octal = /flags:\s+([0-7]+)/.exec(info)?.[1];
    if (octal) flags.push(parseInt(octal, 8));
  }
  return flags;
}

async function onStack(durability: Durability, inWorker: boolean) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-durable-'));
  const stack = await startStack(testConfig({ dataDir, durability, databaseInWorker: inWorker }));
  try {
    await stack.context.db.query(`insert into auth.users (email) values ('durable@example.test')`);
    const settings = await stack.context.db.query<{ fsync: string; method: string }>(
      `select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
    );
    return { settings: settings.rows[0]!, flags: await walFlags(dataDir) };
  } finally {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe.skipIf(process.env.HEARTH_TEST_POSTGRES_URL || process.platform !== 'linux')(
  'PGlite durability (PGLITE_DURABILITY)',
  () => {
    for (const inWorker of [true, false]) {
      it(`full (the default, ${inWorker ? 'worker' : 'event loop'}): fsync on, WAL written with O_SYNC`, async () => {
        const { settings, flags } = await onStack('full', inWorker);
        expect(settings).toEqual({ fsync: 'on', method: 'open_datasync' });
        expect(flags.length).toBeGreaterThan(0);
        for (const flag of flags) expect(flag & constants.O_SYNC).toBe(constants.O_SYNC);
      });
    }

    it('relaxed: as PGlite ships it, fsync off and WAL left in the page cache', async () => {
      const { settings, flags } = await onStack('relaxed', true);
      expect(settings.fsync).toBe('off');
      expect(flags.length).toBeGreaterThan(0);
      for (const flag of flags) expect(flag & constants.O_DSYNC).toBe(0);
    });
  },
);
