// Where the stack of a DATA_DIR listens, written there once it does (`stack.json`) and removed when it
// stops. Operator scripts (npm run invite, npm run feedback) read it, so a stack started with another
// PORT or HOST is found from its DATA_DIR alone, and a script can tell "no stack is running on this
// DATA_DIR" from "the stack runs somewhere I did not look".
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from './data-dir.ts';

export interface StackAddress {
  pid: number;
  /** A loopback URL of the stack's own listener: what this machine's scripts call. */
  localUrl: string;
  /** Where people open the app (SITE_URL, or the local URL without one). */
  siteUrl: string;
}

const FILE = 'stack.json';

export async function writeStackAddress(dataDir: string, address: StackAddress): Promise<void> {
  const file = path.join(dataDir, FILE);
  await writeFile(`${file}.partial`, JSON.stringify(address), { mode: 0o600 });
  await rename(`${file}.partial`, file);
}

export async function removeStackAddress(dataDir: string): Promise<void> {
  await unlink(path.join(dataDir, FILE)).catch(() => undefined);
}

/** The address of the stack running on `dataDir`, or null when none runs there (or it was killed). */
export async function readStackAddress(dataDir: string): Promise<StackAddress | null> {
  const text = await readFile(path.join(dataDir, FILE), 'utf8').catch(() => null);
  if (!text) return null;
  try {
    const address = JSON.parse(text) as StackAddress;
    return typeof address.localUrl === 'string' && isAlive(address.pid) ? address : null;
  } catch {
    return null;
  }
}

/** How this machine reaches a stack bound to `host`: loopback for loopback and wildcard binds. */
export function localUrlFor(host: string, port: number): string {
  const wildcardOrLoopback = ['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(host);
  const name = wildcardOrLoopback ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
