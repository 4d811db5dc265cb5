// npm run invite -- <email> [--inviter <name>] [--url <backend url>] [--service-key <key>]
// Defaults to the local stack of this checkout (its URL from PORT, its key from DATA_DIR/keys.json);
// for a Supabase project pass --url and --service-key (or SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { inviteTester } from './invite-client.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    inviter: { type: 'string' },
    url: { type: 'string' },
    'service-key': { type: 'string' },
    'site-url': { type: 'string' },
  },
});

const email = positionals[0];
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Usage: npm run invite -- <email> [--inviter <name>] [--url <backend url> --service-key <key>]');
  process.exit(2);
}

const config = configFromEnv();
const url = values.url ?? process.env.SUPABASE_URL ?? `http://localhost:${config.port}`;
let serviceRoleKey = values['service-key'] ?? process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!serviceRoleKey && config.dataDir) {
  const keys = await readFile(path.join(config.dataDir, 'keys.json'), 'utf8').catch(() => null);
  serviceRoleKey = keys ? (JSON.parse(keys) as { serviceRoleKey: string }).serviceRoleKey : undefined;
}
if (!serviceRoleKey) {
  console.error(`No service-role key: start the local stack once (npm start) or pass --service-key.`);
  process.exit(2);
}

try {
  const result = await inviteTester({ url, serviceRoleKey, email, inviter: values.inviter, siteUrl: values['site-url'] });
  console.log(`Invited ${email}. Onboarding link:`);
  console.log(result.link);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    /fetch failed|ECONNREFUSED/.test(message) ? `Could not reach the backend at ${url}. Is \`npm start\` running?` : message,
  );
  process.exit(1);
}
