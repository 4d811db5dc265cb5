// npm run invite -- <email> [--inviter <name>] [--url <backend url>] [--service-key <key>]
//                          [--site-url <app url>] [--send-email]
// Defaults to the local stack of this checkout's DATA_DIR (where it listens from DATA_DIR/stack.json,
// else PORT and HOST; its key from DATA_DIR/keys.json); the link lands on that stack's SITE_URL;
// for a Supabase project pass --url and --service-key (or SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY).
// The onboarding link is printed alone on the last line of stdout, so `| tail -n 1` gets it.
import { parseArgs } from 'node:util';
import { emailInvite, InviteError, inviteTester, isMember } from '../server/invite-client.ts';
import { localFailure, stackTarget } from './stack-target.ts';

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

const target = await stackTarget({ url: values.url, serviceKey: values['service-key'] });
const { url, serviceRoleKey } = target;
if (!serviceRoleKey) {
  console.error(target.noKeyReason);
  process.exit(2);
}

try {
  // No --site-url: the backend's own SITE_URL decides where the link lands (the local stack always
  // has one), so the same environment as `npm start` is enough.
  const options = { url, serviceRoleKey, email, inviter: values.inviter, siteUrl: values['site-url'] };
  const result = values['send-email'] ? await emailInvite(options) : await inviteTester(options);
  if (isMember(result)) {
    console.log(
      `${email} already has an account: they sign in with their e-mail address and password. No invite was made.\n` +
        'If they forgot their password, hand them this link to set a new one:',
    );
    console.log(result.resetLink);
  } else {
    if (result.replaced > 0) {
      console.log(
        `Note: ${email} had ${result.replaced === 1 ? 'an open invite' : `${result.replaced} open invites`}; ` +
          'the link handed over before stops working now. Hand over the new one.',
      );
    }
    if ('link' in result) {
      console.log(`Invited ${email} (the invite expires ${utc(result.expiresAt)}). Onboarding link:`);
      console.log(result.link);
    } else {
      console.log(
        `Invited ${email}: the invitation e-mail is on its way (the invite expires ${utc(result.expiresAt)}).`,
      );
    }
  }
} catch (error) {
  const local = error instanceof InviteError ? localFailure(error.failure, target) : null;
  console.error(
    local ??
      (error instanceof InviteError
        ? error.message
        : `Could not invite ${email}: ${(error as Error).message}`),
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
