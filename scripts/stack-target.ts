// Which backend an operator script (npm run invite, npm run feedback) talks to, and with which
// service-role key: --url / --service-key, else SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY, else the local
// stack of this checkout as `npm start` would run it (the same PORT, HOST and DATA_DIR find it; its key
// is in DATA_DIR/keys.json).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { configFromEnv } from '../server/config.ts';

export interface StackTarget {
  url: string;
  /** Undefined when none was given and no local stack has run here yet. */
  serviceRoleKey: string | undefined;
}

export async function stackTarget(given: { url?: string; serviceKey?: string }): Promise<StackTarget> {
  const config = configFromEnv();
  const url = given.url || process.env.SUPABASE_URL || `http://${localHost(config.host)}:${config.port}`;
  let serviceRoleKey = given.serviceKey || process.env.SUPABASE_SERVICE_ROLE_KEY || undefined;
  if (!serviceRoleKey && config.dataDir) {
    const keys = await readFile(path.join(config.dataDir, 'keys.json'), 'utf8').catch(() => null);
    serviceRoleKey = keys ? (JSON.parse(keys) as { serviceRoleKey: string }).serviceRoleKey : undefined;
  }
  return { url, serviceRoleKey };
}

export const NO_SERVICE_KEY =
  'No service-role key: start the local stack once (npm start) or pass --service-key.';

/** Where to reach a local stack bound to `host`: loopback for loopback and wildcard binds. */
function localHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === 'localhost') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
