// The local stack as `npm start` runs it, in its own process (its own event loop, its own CPU time),
// on a fresh DATA_DIR: what load benchmarks talk to, so that the load generator does not share the
// stack's event loop. Reads the keys the stack wrote, and can report the process's CPU time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StackKeys } from '../server/keys.ts';

export interface StackProcess {
  url: string;
  /** The stack process's id (also its main thread's). */
  pid: number;
  keys: StackKeys;
  /** User + system CPU time the stack process has used so far, in ms (Linux /proc). */
  cpuMs(): Promise<number>;
  /** The same for the process's main thread alone (its event loop; the rest is the database worker, GC and I/O threads). */
  mainThreadCpuMs(): Promise<number>;
  /** CPU time so far of each thread of the process, by thread id (the database worker is one of them). */
  threadCpuMs(): Promise<Map<number, number>>;
  close(): Promise<void>;
}

export async function startStackProcess(env: Record<string, string> = {}): Promise<StackProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-bench-load-'));
  const port = await freePort();
  // BENCH_STACK_DIR runs another checkout's stack (e.g. the baseline, for a before/after).
  const cwd = process.env.BENCH_STACK_DIR ?? process.cwd();
  // BENCH_STACK_NODE_ARGS adds Node flags to the stack, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_STACK_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DIR: path.join(dataDir, 'no-app'),
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The stack's own complaints matter while it serves; once it is being stopped under load, the
  // generations it cuts short are expected to fail.
  let closing = false;
  child.stderr!.on('data', (chunk: Buffer) => {
    if (!closing) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    closing = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, url);
    const keys = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as StackKeys;
    return {
      url,
      pid: child.pid!,
      keys,
      cpuMs: () => statCpuMs(`/proc/${child.pid!}/stat`),
      mainThreadCpuMs: () => statCpuMs(`/proc/${child.pid!}/task/${child.pid!}/stat`),
      threadCpuMs: () => threadCpuMs(child.pid!),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function waitForHealth(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/_health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the stack did not answer /_health within 60 s');
}

/**
 * utime + stime from a stat(5) file (clock ticks of 10 ms): /proc/<pid>/stat for the process and its
 * threads, /proc/<pid>/task/<tid>/stat for one thread.
 */
async function statCpuMs(file: string): Promise<number> {
  const stat = await readFile(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5); the slice above starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function threadCpuMs(pid: number): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const tid of await readdir(`/proc/${pid}/task`)) {
    // A thread may end between the listing and the read.
    const ms = await statCpuMs(`/proc/${pid}/task/${tid}/stat`).catch(() => null);
    if (ms !== null) out.set(Number(tid), ms);
  }
  return out;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
