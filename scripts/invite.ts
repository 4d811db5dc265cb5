// npm run invite -- <email> [--inviter <name>] [--url <backend url>] [--service-key <key>]
//                          [--site-url <app url>] [--send-email]
// Defaults to the local stack of this checkout (its URL from PORT, its key from DATA_DIR/keys.json);
// for a Supabase project pass --url and --service-key (or SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY).
// The onboarding link is printed alone on the last line of stdout, so `| tail -n 1` gets it.
import { parseArgs } from 'node:util';
import { emailInvite, InviteError, inviteTester } from './invite-client.ts';
import { NO_SERVICE_KEY, stackTarget } from './stack-target.ts';

const USAGE =
  'Usage: npm run invite -- <email> [--inviter <name>] [--url <backend url> --service-key <key>] [--site-url <app url>] [--send-email]';

let parsed: ReturnType<typeof parseCommandLine>;
try {
  parsed = parseCommandLine();
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;

const email = positionals[0]?.trim();
if (!email || positionals.length > 1 || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error(USAGE);
  process.exit(2);
}

const { url, serviceRoleKey } = await stackTarget({
  url: values.url,
  serviceKey: values['service-key'],
});
if (!serviceRoleKey) {
  console.error(NO_SERVICE_KEY);
  process.exit(2);
}

try {
  const options = { url, serviceRoleKey, email, inviter: values.inviter, siteUrl: values['site-url'] };
  if (values['send-email']) {
    const { expiresAt } = await emailInvite(options);
    console.log(
      `Invited ${email}: the invitation e-mail is on its way (the invite expires ${utc(expiresAt)}).`,
    );
  } else {
    const { link, expiresAt } = await inviteTester(options);
    console.log(`Invited ${email} (the invite expires ${utc(expiresAt)}). Onboarding link:`);
    console.log(link);
  }
} catch (error) {
  console.error(
    error instanceof InviteError ? error.message : `Could not invite ${email}: ${(error as Error).message}`,
  );
  process.exit(1);
}

function utc(iso: string): string {
  return new Date(iso).toUTCString();
}

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      inviter: { type: 'string' },
      url: { type: 'string' },
      'service-key': { type: 'string' },
      'site-url': { type: 'string' },
      'send-email': { type: 'boolean' },
    },
  });
}
