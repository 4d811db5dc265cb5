// DATA_DIR checks at start-up: it must be writable, and only one stack may use it at a time
// (two PGlite processes on one data directory would corrupt it).
import { mkdir, open, readFile, unlink, access, constants, chmod, rm } from 'node:fs/promises';
import path from 'node:path';

export class DataDirError extends Error {
  override name = 'DataDirError';
}

export interface DataDirLock {
  release(): Promise<void>;
}

// Stacks started in this process (tests start several), which the pid file alone cannot tell apart.
const heldByThisProcess = new Set<string>();

export async function prepareDataDir(dir: string): Promise<DataDirLock> {
  if (heldByThisProcess.has(path.resolve(dir))) {
    throw new DataDirError(
      `DATA_DIR ${dir} is in use by another Hearth stack (pid ${process.pid}). Stop it first.`,
    );
  }
  try {
    // The database, the JWT secret and the keys live here: only the account running Hearth may look,
    // also into a directory made before this rule (its files were written 0666 under a lax umask).
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700); // mkdir's mode passes through the umask, and an existing one kept its own.
    await access(dir, constants.W_OK | constants.R_OK);
  } catch (error) {
    throw new DataDirError(
      `DATA_DIR ${dir} is not writable (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
        'Choose another directory with DATA_DIR=/path or fix its permissions.',
    );
  }
  const lockFile = path.join(dir, 'stack.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldByThisProcess.add(path.resolve(dir));
      await clearTemporaryFiles(dir);
      return {
        release: async () => {
          heldByThisProcess.delete(path.resolve(dir));
          await unlink(lockFile).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirError(
          `DATA_DIR ${dir} is in use by another Hearth stack (pid ${pid}). Stop it first.`,
        );
      }
      // A stale lock from a process that crashed or was killed.
      await unlink(lockFile).catch(() => undefined);
    }
  }
  throw new DataDirError(`Could not lock DATA_DIR ${dir}.`);
}

/**
 * Postgres' temporary files (sorts and hashes spilled to disk) belong to statements of a process
 * that is gone: a query killed mid-way leaves them behind, and nothing else ever removes them.
 */
async function clearTemporaryFiles(dir: string): Promise<void> {
  await rm(path.join(dir, 'pgdata', 'base', 'pgsql_tmp'), { recursive: true, force: true });
}

/** Whether a process with this id is running (EPERM: it is, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
