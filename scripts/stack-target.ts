// Which backend an operator script (npm run invite, npm run feedback) talks to, and with which
// service-role key: --url / --service-key, else SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY, else the local
// stack of this checkout's DATA_DIR. That stack says where it listens (DATA_DIR/stack.json, written once
// it listens), so one started with another PORT or HOST is found from its DATA_DIR alone; its key is in
// DATA_DIR/keys.json. When something fails, the messages name what the script looked at (the DATA_DIR,
// the keys file, the URL), never a generic "start the stack once".
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { configFromEnv } from '../server/config.ts';
import { localUrlFor, readStackAddress } from '../server/stack-address.ts';

export interface LocalTarget {
  dataDir: string;
  keysFile: string;
  /** True when a live stack said it runs on this DATA_DIR (and where). */
  running: boolean;
}

export interface StackTarget {
  url: string;
  /** Undefined when none was given and DATA_DIR has none: `noKeyReason` says why. */
  serviceRoleKey: string | undefined;
  noKeyReason: string;
  /** This checkout's local stack, when that is the target. */
  local: LocalTarget | null;
}

export async function stackTarget(given: { url?: string; serviceKey?: string }): Promise<StackTarget> {
  const config = configFromEnv();
  const explicitUrl = given.url || process.env.SUPABASE_URL || undefined;
  const explicitKey = given.serviceKey || process.env.SUPABASE_SERVICE_ROLE_KEY || undefined;
  if (explicitUrl && explicitKey) {
    return { url: explicitUrl, serviceRoleKey: explicitKey, noKeyReason: '', local: null };
  }
  const dataDir = config.dataDir!;
  const keysFile = path.join(dataDir, 'keys.json');
  const running = await readStackAddress(dataDir);
  const url = explicitUrl ?? running?.localUrl ?? localUrlFor(config.host, config.port);
  const local = { dataDir, keysFile, running: running !== null };
  if (explicitKey) return { url, serviceRoleKey: explicitKey, noKeyReason: '', local };
  const keys = await readKeys(keysFile);
  if ('key' in keys) return { url, serviceRoleKey: keys.key, noKeyReason: '', local };
  return { url, serviceRoleKey: undefined, noKeyReason: keys.reason, local };
}

async function readKeys(keysFile: string): Promise<{ key: string } | { reason: string }> {
  let text: string;
  try {
    text = await readFile(keysFile, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const dataDir = path.dirname(keysFile);
    if (code === 'ENOENT') {
      return {
        reason:
          `No service-role key: ${keysFile} does not exist, so no stack has run with DATA_DIR ${dataDir}. ` +
          'Run this with the DATA_DIR the stack uses (DATA_DIR=/path npm run invite -- …), or pass --service-key.',
      };
    }
    return {
      reason: `No service-role key: cannot read ${keysFile} (${code ?? String(error)}). Run this as the account that runs the stack, or pass --service-key.`,
    };
  }
  try {
    const key = (JSON.parse(text) as { serviceRoleKey?: unknown }).serviceRoleKey;
    if (typeof key === 'string' && key) return { key };
  } catch {
    // reported below
  }
  return { reason: `No service-role key: ${keysFile} is not a Hearth keys file. Pass --service-key.` };
}

/**
 * A failure against the local stack, said in terms of what the script looked at: which DATA_DIR had
 * no running stack, or whose keys the stack refused. Null: the backend's own message says it best.
 */
export function localFailure(
  failure: 'unreachable' | 'bad_key' | string,
  target: StackTarget,
): string | null {
  const local = target.local;
  if (!local) return null;
  if (failure === 'unreachable' && !local.running) {
    return (
      `No Hearth stack is running with DATA_DIR ${local.dataDir} (nothing answers at ${target.url}). ` +
      'Start it with npm start, or run this with the DATA_DIR of the stack you mean.'
    );
  }
  if (failure === 'bad_key') {
    return (
      `The stack at ${target.url} refused the service-role key from ${local.keysFile}: it runs with ` +
      'another DATA_DIR or JWT_SECRET. Run this with the DATA_DIR and JWT_SECRET the stack was started with.'
    );
  }
  return null;
}
