// Issue 21 §8, "Running a real beta" as an operator walks it: with SITE_URL set, `npm run invite` (same
// environment as the stack, nothing else) makes a link that lands on SITE_URL's onboarding page; the
// console shows the mailbox where it answers; re-inviting and inviting a member say what happened; and
// failures name the DATA_DIR, keys file or URL at fault.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.ts';
import { startBackend, signedInUser, uniqueEmail, type Backend } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_URL = 'https://beta.hearth.example';
const IN_PROCESS = !(process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY);

let dataDir: string;
let backend: Backend;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-operator-'));
  if (IN_PROCESS) backend = await startBackend({ dataDir, siteUrl: SITE_URL });
});
afterAll(async () => {
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run invite` in the stack's environment: only SITE_URL and DATA_DIR, and a PORT that is wrong. */
function invite(args: string[], env: Record<string, string> = {}) {
  return runCli('npx', ['tsx', 'scripts/invite.ts', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      SUPABASE_URL: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
      SITE_URL,
      DATA_DIR: dataDir,
      // The stack listens on a port picked at start: the script must find it from DATA_DIR.
      PORT: '1',
      NO_COLOR: '1',
      ...env,
    },
    timeout: 60_000,
  });
}

/**
 * Opens an auth link as a browser would and returns where it lands (hash included). The link names
 * SITE_URL, which the proxy in front would forward to the stack: here the request goes to `localUrl`.
 */
async function land(link: string, localUrl = backend.stack!.localUrl): Promise<URL> {
  const url = new URL(link);
  expect(url.origin).toBe(SITE_URL);
  const local = new URL(localUrl);
  url.protocol = local.protocol;
  url.host = local.host;
  const response = await fetch(url, { redirect: 'manual', headers: { host: new URL(SITE_URL).host } });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe.skipIf(!IN_PROCESS)('npm run invite with SITE_URL set', () => {
  it("lands on SITE_URL's onboarding page with a session, from the stack's DATA_DIR alone", async () => {
    const email = uniqueEmail('site');
    const { code, stdout, stderr } = await invite([email]);
    expect(code, stderr).toBe(0);
    const location = await land(stdout.trim().split('\n').at(-1)!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/beta/onboarding`);
    expect(location.searchParams.get('token')).toBeTruthy();
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('inviting an address again warns that the earlier link stops working (and it does)', async () => {
    const email = uniqueEmail('again');
    const first = await invite([email]);
    expect(first.stdout).not.toContain('stops working');
    const second = await invite([email]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      `Note: ${email} had an open invite; the link handed over before stops working now.`,
    );
    const stale = await land(first.stdout.trim().split('\n').at(-1)!);
    expect(new URLSearchParams(stale.hash.slice(1)).get('access_token')).toBeNull();
    const fresh = await land(second.stdout.trim().split('\n').at(-1)!);
    expect(new URLSearchParams(fresh.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('inviting a member says they already have an account and offers a reset link', async () => {
    const { email } = await signedInUser({ ...backend, url: backend.stack!.localUrl }, 'member');
    const { code, stdout, stderr } = await invite([email]);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`${email} already has an account`);
    const location = await land(stdout.trim().split('\n').at(-1)!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/reset-password`);
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('recovery');
  });
});

describe('npm run invite: errors name the real cause', () => {
  it('a DATA_DIR without keys: names the keys file it looked for', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'hearth-operator-empty-'));
    try {
      const { code, stderr } = await invite([uniqueEmail('x')], { DATA_DIR: empty });
      expect(code).toBe(2);
      expect(stderr).toContain(`${path.join(empty, 'keys.json')} does not exist`);
      expect(stderr).toContain('DATA_DIR');
      expect(stderr).not.toContain('start the local stack once');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('a DATA_DIR whose stack is not running: says so, naming the DATA_DIR', async () => {
    const stopped = await mkdtemp(path.join(tmpdir(), 'hearth-operator-stopped-'));
    try {
      await writeFile(path.join(stopped, 'keys.json'), JSON.stringify({ serviceRoleKey: 'k' }));
      const { code, stderr } = await invite([uniqueEmail('x')], { DATA_DIR: stopped });
      expect(code).toBe(1);
      expect(stderr).toContain(`No Hearth stack is running with DATA_DIR ${stopped}`);
    } finally {
      await rm(stopped, { recursive: true, force: true });
    }
  });

  it.skipIf(!IN_PROCESS)("keys that are not the running stack's: names the keys file", async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'hearth-operator-other-'));
    try {
      await writeFile(path.join(other, 'keys.json'), JSON.stringify({ serviceRoleKey: 'not.the.key' }));
      const { code, stderr } = await invite([uniqueEmail('x')], {
        DATA_DIR: other,
        PORT: String(new URL(backend.stack!.localUrl).port),
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`refused the service-role key from ${path.join(other, 'keys.json')}`);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!IN_PROCESS || process.env.HEARTH_TEST_POSTGRES_URL)('npm start with SITE_URL set', () => {
  it('prints the mailbox at the URL where it answers, and a first-run invite that lands on SITE_URL', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hearth-operator-start-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dir,
        APP_DIR: path.join(dir, 'no-app'),
        SITE_URL,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Invite more testers')) resolve();
        });
        child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
      });
      expect(out).toContain(`Hearth is running at ${SITE_URL}`);
      const mailbox = /Development mailbox: (\S+)/.exec(out)?.[1];
      expect(mailbox).toMatch(/^http:\/\/localhost:\d+\/_dev\/mailbox$/);
      expect((await fetch(mailbox!)).status).toBe(200);
      const link = /set a password:\n(\S+)/.exec(out)?.[1];
      expect(link, out).toBeTruthy();
      const location = await land(link!, new URL(mailbox!).origin);
      expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/beta/onboarding`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
