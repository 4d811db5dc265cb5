// Scheduled backups (issue 21 §5: BACKUP_EVERY, BACKUP_KEEP, BACKUP_DIR). Every BACKUP_EVERY the stack
// takes the same consistent copy of its database that `npm run backup` asks it for (live-backup.ts:
// requests wait for the file copy, none is refused), dumps it with pg_dump in a child process of its
// own (dump-snapshot.ts: the dump's CPU is never the stack's), writes hearth-<UTC time>.sql into the
// backup directory and removes all but the newest BACKUP_KEEP of those files. A run that fails is
// reported on the console and the schedule goes on; a disk below the free-space guard's threshold
// skips the run (a copy of the database would fill it). The first backup is taken one interval
// after start; runs never overlap.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupSchedule } from '../config.ts';
import { PROJECT_ROOT } from '../config.ts';
import type { StackContext } from '../context.ts';
import { snapshotDatabase } from './live-backup.ts';
import { backupFileName } from './pglite-backup.ts';

export interface ScheduledBackups {
  /** Takes one backup now (the timer's job); resolves with its file, or null when it was skipped. */
  runOnce(): Promise<string | null>;
  /** Stops the schedule; a dump in progress is killed and its files removed. */
  stop(): Promise<void>;
}

const FILE = /^hearth-.+\.sql$/;

export function scheduleBackups(
  ctx: StackContext,
  schedule: BackupSchedule,
  options: { hasRoom: () => Promise<boolean>; log?: (line: string) => void },
): ScheduledBackups {
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<string | null> | null = null;
  let child: ChildProcess | null = null;
  let stopped = false;

  async function backUp(): Promise<string | null> {
    if (!(await options.hasRoom())) {
      log('Scheduled backup skipped: the data disk is nearly full (see MIN_FREE_MB).');
      return null;
    }
    const started = performance.now();
    const { pgdata, pauseMs } = await snapshotDatabase(ctx);
    const file = path.join(schedule.dir, backupFileName());
    try {
      await dumpInChild(pgdata, file);
    } finally {
      await rm(path.dirname(pgdata), { recursive: true, force: true });
    }
    const removed = await prune(schedule.dir, schedule.keep);
    const size = Math.round((await stat(file)).size / 1024);
    log(
      `Backup written: ${file} (${size} KB in ${Math.round(performance.now() - started)} ms; requests waited ${pauseMs} ms)` +
        (removed ? `; removed ${removed} older` : ''),
    );
    return file;
  }

  function dumpInChild(pgdata: string, file: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const script = path.join(import.meta.dirname, 'dump-snapshot.ts');
      const dump = spawn(process.execPath, ['--import', 'tsx', script, pgdata, file], {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = dump;
      let stderr = '';
      dump.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      dump.once('error', reject);
      dump.once('exit', (code, signal) => {
        child = null;
        if (code === 0) return resolve();
        void rm(`${file}.partial`, { force: true });
        reject(new Error(signal ? `the dump was stopped (${signal})` : stderr.trim() || `exit ${code}`));
      });
    });
  }

  function runOnce(): Promise<string | null> {
    running ??= backUp()
      .catch((error: unknown) => {
        if (!stopped) log(`Scheduled backup failed: ${(error as Error).message}`);
        return null;
      })
      .finally(() => (running = null));
    return running;
  }

  // Each run is timed from the previous one's start, so the schedule does not drift by a dump's length.
  let timer: NodeJS.Timeout;
  const next = (after: number) => {
    timer = setTimeout(() => {
      const startedAt = performance.now();
      void runOnce().then(() => {
        if (!stopped) next(Math.max(0, schedule.everyMs - (performance.now() - startedAt)));
      });
    }, after);
    timer.unref();
  };
  next(schedule.everyMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      child?.kill('SIGTERM');
      await running;
    },
  };
}

/** Removes all but the newest `keep` backup files of `dir` (their names sort as their times). */
async function prune(dir: string, keep: number): Promise<number> {
  const files = (await readdir(dir)).filter((name) => FILE.test(name)).sort();
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old.length;
}
