// Start-up time of the local stack as `npm start` runs it (app already built): from spawning the
// process to the first answered request, on an empty DATA_DIR (cold) and on the same one again (warm).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface StartupResult {
  coldMs: number;
  warmMs: number;
}

export async function measureStackStartup(): Promise<StartupResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-bench-start-'));
  try {
    const coldMs = await timeOneStart(dataDir);
    const warmMs = await timeOneStart(dataDir);
    return { coldMs, warmMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function timeOneStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}`);
      const ok = await fetch(`http://localhost:${port}/_health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
