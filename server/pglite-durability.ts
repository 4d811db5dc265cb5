// How durable the embedded database's commits are (issue 21 §6).
//
// PGlite starts Postgres with `-F` (fsync=off). And under Node its files go through Emscripten's NODEFS,
// whose fsync and fdatasync are no-ops: turning fsync on alone would change nothing. What does reach
// the disk is the open flag: with wal_sync_method=open_datasync Postgres opens its WAL files with
// O_DSYNC, NODEFS passes it to Node as O_SYNC, and every WAL write — the one at COMMIT included —
// returns only once the kernel has put it on the device. So a commit acknowledged to a client
// survives a power cut; crash recovery replays it from the WAL.
//
// What the flag does not cover: data files, written at checkpoints (each ~1 GB of WAL, and at stop),
// whose fsyncs are the same no-ops. At stop the stack fsyncs every file of pgdata itself
// (`syncDirectory`), so a clean stop leaves everything on the device; a power cut within the kernel's
// writeback delay (~30 s) after a checkpoint taken while running is the remaining window.
//
// `relaxed` (PGLITE_DURABILITY=relaxed) is PGlite's own default: WAL written without O_DSYNC, in the
// kernel's page cache at COMMIT. A killed process loses nothing; a power cut or kernel crash can lose
// the last seconds of acknowledged commits. Faster per commit (see `npm run bench -- durability`).
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export type Durability = 'full' | 'relaxed';

/** PGlite's start parameters for `durability` on a data directory (memory needs no durability). */
export function pgliteStartParams(durability: Durability): string[] {
  if (durability === 'relaxed') return [...PGlite.defaultStartParams];
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=open_datasync',
  ];
}

export function durabilityFromEnv(value: string | undefined): Durability {
  if (value === undefined || value === '' || value === 'full') return 'full';
  if (value === 'relaxed') return 'relaxed';
  throw new Error(`PGLITE_DURABILITY must be full or relaxed, got "${value}"`);
}

/** fsync(2) every file and directory under `dir`: what Postgres' own fsyncs would have done. */
export async function syncDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await syncDirectory(full);
    else if (entry.isFile()) await syncFile(full);
  }
  await syncFile(dir);
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return; // removed meanwhile (a recycled WAL segment): nothing to keep
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
