// A throw-away PostgreSQL server for tests and benchmarks: Debian's `postgresql` package (installed
// with apt-get when missing, like scripts/chromium.mjs does for Chromium), initdb into a temporary
// directory, a free port on loopback, its unix socket in that directory, stopped and removed at the end.
// Postgres refuses to run as root, so as root it runs as the package's `postgres` user.
//   node scripts/postgres.mjs          starts one and prints its DATABASE_URL until Ctrl-C
//   node scripts/postgres.mjs --install   only installs the package when missing (CI) and prints its bin dir
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The directory of initdb and postgres: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export function ensurePostgres() {
  const found = postgresBinDir();
  if (found) return found;
  if (process.env.PG_BIN) throw new Error(`PG_BIN=${process.env.PG_BIN} has no postgres binary`);
  console.log("PostgreSQL not found: installing Debian's postgresql package…");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execFileSync('sh', ['-c', `${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq postgresql`], {
    stdio: 'inherit',
  });
  const installed = postgresBinDir();
  if (!installed) throw new Error('PostgreSQL installation failed');
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs as the `postgres` user when we are root (same process: setpriv execs, so signals reach it). */
function asServerUser(binary, args) {
  if (process.getuid?.() !== 0) return [binary, args];
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return ['setpriv', [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--', binary, ...args]];
}

async function waitUntilReady(bin, dir, port, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-q', '-h', dir, '-p', String(port)], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('postgres did not become ready within 30 s');
}

/**
 * Starts a server (superuser `postgres`, trust authentication on loopback only) and resolves to
 * `{ url, stop }`. Durability is off: its data is thrown away anyway.
 */
export async function startTestPostgres({ log = false } = {}) {
  const bin = ensurePostgres();
  const dir = await mkdtemp(path.join(tmpdir(), 'hearth-pg-'));
  const data = path.join(dir, 'data');
  try {
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      await chown(dir, uid, gid);
    }
    const [initdb, initArgs] = asServerUser(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    execFileSync(initdb, initArgs, { stdio: log ? 'inherit' : 'ignore' });
    const port = await freePort();
    const [postgres, args] = asServerUser(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=64MB',
    ]);
    const child = spawn(postgres, args, { stdio: log ? 'inherit' : 'ignore' });
    await waitUntilReady(bin, dir, port, child);
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        if (stopped) return;
        stopped = true;
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGINT'); // fast shutdown: disconnects clients, no checkpoint wait
          await exited;
        }
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--install')) {
  // CI: install Debian's package up front (when missing) rather than inside the test run.
  console.log(ensurePostgres());
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startTestPostgres({ log: true });
  console.log(`DATABASE_URL=${server.url}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
