// Scheduled backups (issue 21 §5; server/backup/scheduled-backups.ts): with BACKUP_EVERY a running stack
// writes a dump on schedule, keeps the newest BACKUP_KEEP and removes the rest, while it keeps serving;
// a scheduled dump restores like any other into a new DATA_DIR, where the user signs in and finds what
// was written before it was taken.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, testConfig } from '../../server/config.ts';
import { restoreDataDir } from '../../server/backup/pglite-backup.ts';
import { startStack } from '../../server/stack.ts';
import { signedInUser, userClient, type Backend } from './harness.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hearth-scheduled-backups-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const backupsIn = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((name) => /^hearth-.+\.sql$/.test(name)).sort();

describe('BACKUP_EVERY and BACKUP_KEEP', () => {
  it('are read from the environment, and refused where they cannot work', () => {
    const env = { DATA_DIR: path.join(work, 'env') };
    expect(configFromEnv({ ...env, BACKUP_EVERY: '6h', BACKUP_KEEP: '3' }).backups).toEqual({
      everyMs: 6 * 3_600_000,
      keep: 3,
      dir: path.join(work, 'env', 'backups'),
    });
    expect(configFromEnv({ ...env, BACKUP_EVERY: '1h30m', BACKUP_DIR: '/srv/backups' }).backups).toEqual({
      everyMs: 90 * 60_000,
      keep: 7,
      dir: '/srv/backups',
    });
    expect(configFromEnv(env).backups).toBeNull();
    expect(() => configFromEnv({ ...env, BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY must be a duration/);
    expect(() => configFromEnv({ ...env, BACKUP_KEEP: '3' })).toThrow(/need BACKUP_EVERY/);
    expect(() => configFromEnv({ ...env, BACKUP_EVERY: '6h', DATABASE_URL: 'postgres://x@y/z' })).toThrow(
      /back it up with pg_dump/,
    );
  });

  it('write a dump on schedule while the stack serves, keep the newest, and the dump restores', async () => {
    const dataDir = path.join(work, 'data');
    const dir = path.join(work, 'backups');
    const stack = await startStack(
      testConfig({ dataDir, databaseUrl: null, backups: { everyMs: 1500, keep: 2, dir } }),
    );
    const backend: Backend = { ...stack, stack, close: () => stack.close() };
    const seen = new Set<string>();
    let alice: Awaited<ReturnType<typeof signedInUser>>;
    try {
      alice = await signedInUser(backend, 'alice');
      const { data: conversation } = await alice.client
        .from('conversations')
        .insert({ title: 'Kept by the schedule' })
        .select('id')
        .single();
      // The stack keeps serving between and during backups.
      for (let i = 0; seen.size < 3; i++) {
        const { error } = await alice.client.from('messages').insert({
          conversation_id: conversation!.id,
          client_msg_id: `m-${String(i).padStart(4, '0')}`,
          role: 'user',
          content_text: `message ${i}`,
        });
        expect(error).toBeNull();
        for (const name of await backupsIn(dir)) seen.add(name);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await stack.close();
    }
    // Three or more were written (one may have finished while the stack stopped); the newest two stay.
    const kept = await backupsIn(dir);
    for (const name of kept) seen.add(name);
    expect(seen.size).toBeGreaterThanOrEqual(3);
    expect(kept).toEqual([...seen].sort().slice(-2));
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
    // Password hashes are in there: the owner's alone.
    const newest = path.join(dir, kept[1]!);
    expect((await stat(newest)).mode & 0o077).toBe(0);
    // No copy of the database is left behind in DATA_DIR.
    expect(await readdir(path.join(dataDir, 'backup-snapshots'))).toEqual([]);

    const restored = path.join(work, 'restored');
    await restoreDataDir(restored, await readFile(newest, 'utf8'));
    const again = await startStack(testConfig({ dataDir: restored, databaseUrl: null }));
    try {
      const client = userClient({ ...again, stack: again, close: () => again.close() });
      expect(
        (await client.auth.signInWithPassword({ email: alice!.email, password: alice!.password })).error,
      ).toBeNull();
      const { data } = await client.from('conversations').select('title');
      expect(data).toEqual([{ title: 'Kept by the schedule' }]);
    } finally {
      await again.close();
    }
  }, 180_000);
});
