// A local stack the test can kill without warning (SIGKILL: no clean shutdown, as in a crash or an
// out-of-memory kill) and start again on the same port and data, serving the same build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

export interface KillableStack {
  baseURL: string;
  dataDir: string;
  kill(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startKillableStack(env: Record<string, string>): Promise<KillableStack> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-kill-'));
  const baseURL = `http://localhost:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMITS: 'off', ...env },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${baseURL}/_health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('the stack did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function kill() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    baseURL,
    dataDir,
    kill,
    start,
    async dispose() {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
