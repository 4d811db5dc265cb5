// The JWT secret and the two API keys (anon, service_role), made on first start and kept in DATA_DIR
// so that tokens stay valid across restarts. JWT_SECRET overrides the stored secret.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { signJwt } from './jwt.ts';

export interface StackKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

export async function loadOrCreateKeys(
  dataDir: string | null,
  secretOverride: string | null,
): Promise<StackKeys> {
  const file = dataDir ? path.join(dataDir, 'keys.json') : null;
  if (file) {
    const stored = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as StackKeys,
      () => null,
    );
    if (stored && (!secretOverride || stored.jwtSecret === secretOverride)) return stored;
  }
  const jwtSecret = secretOverride ?? randomBytes(32).toString('base64url');
  const keys = {
    jwtSecret,
    anonKey: await makeApiKey(jwtSecret, 'anon'),
    serviceRoleKey: await makeApiKey(jwtSecret, 'service_role'),
  };
  if (file) {
    // Write-then-rename so that a crash never leaves a half-written key file.
    await writeFile(`${file}.tmp`, JSON.stringify(keys, null, 2), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  }
  return keys;
}

function makeApiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ iss: 'supabase', ref: 'hearth-local', role, iat: now, exp: now + TEN_YEARS }, secret);
}
