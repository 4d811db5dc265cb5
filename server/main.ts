// `npm start`: the whole product at one origin, on embedded defaults.
import { configFromEnv } from './config.ts';
import { startStack, PortInUseError, type RunningStack } from './stack.ts';
import { DataDirError } from './data-dir.ts';
import { MigrationError } from './database.ts';
import { createOwnerInvite } from './owner-invite.ts';
import { isLoopback } from './http/host-guard.ts';

/** SIGTERM or SIGINT end the process within this, whatever is running. */
const STOP_DEADLINE_MS = 10_000;

// Everything the stack writes (the database's files, keys, backups) is for this account only.
process.umask(0o077);

// Signals are handled from the first moment: one that arrives while the stack starts stops it once it
// is up (or at once, if it never comes up), instead of killing the process with its lock held.
let stack: RunningStack | null = null;
let stopRequested: string | null = null;
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  if (!stack) {
    stopRequested = signal;
    return;
  }
  stopping = true;
  console.log(`\n${signal}: stopping Hearth…`);
  // A statement the embedded database cannot interrupt must not keep the process alive: past the
  // deadline it ends anyway (what was committed is on disk; the rest was never acknowledged).
  setTimeout(() => {
    console.error(`Hearth did not stop within ${STOP_DEADLINE_MS / 1000} s: exiting now.`);
    process.exit(1);
  }, STOP_DEADLINE_MS);
  await stack.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const startedAt = performance.now();
try {
  const config = configFromEnv();
  const running = await startStack(config);
  stack = running;
  if (stopRequested) await stop(stopRequested);
  const ms = Math.round(performance.now() - startedAt);
  console.log(`\nHearth is running at ${running.url}  (ready in ${ms} ms, data in ${config.dataDir})`);
  if (running.url !== running.localUrl)
    console.log(`Listening on ${running.localUrl} (SITE_URL is ${running.url})`);
  // The mailbox answers this machine's own requests only, never a proxied one: print the loopback URL.
  if (running.mailbox)
    console.log(`Development mailbox: ${running.localUrl}/_dev/mailbox  (this machine only)`);
  else if (!config.smtpUrl) {
    console.log(
      `No SMTP_URL: e-mails (invites, password resets) are not sent. Their links are printed here; the\n` +
        `development mailbox is off because Hearth listens on ${config.host}, not only on this machine.`,
    );
  }
  if (!isLoopback(config.host) && !config.siteUrl) {
    console.log(
      'Hearth listens beyond this machine but SITE_URL is not set: only loopback names are answered.\n' +
        'Set SITE_URL (and ALLOWED_HOSTS for other names) to the address people use.',
    );
  }
  if (running.repliesInterrupted > 0)
    console.log(
      `${running.repliesInterrupted} ${running.repliesInterrupted === 1 ? 'reply was' : 'replies were'} cut off by the last shutdown: kept as interrupted (a retry regenerates).`,
    );
  if (running.firstRun) {
    const email = process.env.OWNER_EMAIL || 'owner@hearth.local';
    try {
      const link = await createOwnerInvite(running, email);
      console.log(
        `\nFirst run: an invite for ${email} is ready. Open this link to set a password:\n${link}\n`,
      );
    } catch (error) {
      console.error(`\nCould not create the first invite for ${email}: ${(error as Error).message}`);
    }
  }
  console.log('Invite more testers with: npm run invite -- <email>\n');
} catch (error) {
  if (error instanceof PortInUseError || error instanceof DataDirError || error instanceof MigrationError) {
    console.error(`\nHearth could not start: ${error.message}\n`);
  } else {
    console.error('\nHearth could not start:', error);
  }
  process.exit(1);
}
