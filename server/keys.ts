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

// Fixed times make the keys a function of the secret alone, so stack processes sharing one database
// and one JWT_SECRET hand out identical anon and service-role keys.
const KEYS_ISSUED_AT = 1_763_683_200; // 2025-11-21
const HUNDRED_YEARS = 100 * 365 * 24 * 3600;

function makeApiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return signJwt(
    { iss: 'supabase', ref: 'hearth-local', role, iat: KEYS_ISSUED_AT, exp: KEYS_ISSUED_AT + HUNDRED_YEARS },
    secret,
  );
}
