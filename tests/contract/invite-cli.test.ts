// `npm run invite` and the first-run owner invite of `npm start`: both go through the beta-invite
// function, print a link that signs the tester in on /beta/onboarding?token=…, and fail clearly.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { InviteError, inviteTester, type InviteResult } from '../../server/invite-client.ts';
import { createOwnerInvite, OWNER_INVITER } from '../../server/owner-invite.ts';
import { runCli } from '../support/run-cli.ts';
import { startBackend, uniqueEmail, userClient, type Backend } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IN_PROCESS = !(
  process.env.SUPABASE_URL &&
  process.env.SUPABASE_ANON_KEY &&
  process.env.SUPABASE_SERVICE_ROLE_KEY
);

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

/** Opens the link as a browser would; returns the onboarding URL and a signed-in client. */
async function open(link: string) {
  const landing = await fetch(link, { redirect: 'manual' });
  expect(landing.status).toBe(303);
  const location = new URL(landing.headers.get('location')!);
  const hash = new URLSearchParams(location.hash.slice(1));
  const client = userClient(backend);
  const set = await client.auth.setSession({
    access_token: hash.get('access_token') ?? '',
    refresh_token: hash.get('refresh_token') ?? '',
  });
  expect(set.error).toBeNull();
  return { location, client, token: location.searchParams.get('token')! };
}

async function validate(client: SupabaseClient, token: string) {
  const { data, error } = await client.functions.invoke('beta-invite', {
    body: { action: 'validate', token },
  });
  expect(error).toBeNull();
  return data as { ok: boolean; email: string; invited_by: string | null; expires_at: string };
}

const run = (args: string[]) =>
  runCli('npx', ['tsx', 'scripts/invite.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '', NO_COLOR: '1' },
    timeout: 60_000,
  });

describe('inviteTester (server/invite-client.ts)', () => {
  it('creates the invite through the function; the link signs the tester in on the onboarding page', async () => {
    const email = uniqueEmail('cli');
    const result = (await inviteTester({
      url: backend.url,
      serviceRoleKey: backend.serviceRoleKey,
      email,
      inviter: 'Sam',
    })) as InviteResult;
    expect(result).toEqual({
      link: expect.stringContaining('/auth/v1/verify?'),
      via: 'function',
      expiresAt: expect.any(String),
      replaced: 0,
    });
    const { location, client, token } = await open(result.link);
    expect(location.pathname).toBe('/beta/onboarding');
    expect(await validate(client, token)).toEqual({
      ok: true,
      email,
      invited_by: 'Sam',
      expires_at: result.expiresAt,
    });
  });

  it('backend not running: "Could not reach the backend at …"', async () => {
    const failure = await inviteTester({
      url: 'http://127.0.0.1:1',
      serviceRoleKey: backend.serviceRoleKey,
      email: uniqueEmail('down'),
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(InviteError);
    expect(failure).toMatchObject({ failure: 'unreachable' });
    expect((failure as Error).message).toMatch(/^Could not reach the backend at http:\/\/127\.0\.0\.1:1\b/);
  });

  it("a project key that is not the service role's: the function's own refusal", async () => {
    const failure = await inviteTester({
      url: backend.url,
      serviceRoleKey: backend.anonKey,
      email: uniqueEmail('x'),
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ failure: 'refused', code: 'forbidden' });
    expect((failure as Error).message).toContain('Only the service role may create invitations.');
  });

  it('a key the gateway rejects', async () => {
    const failure = await inviteTester({
      url: backend.url,
      serviceRoleKey: 'a.b.c',
      email: uniqueEmail('x'),
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ failure: 'bad_key' });
  });

  it('a backend without the function: says how to deploy it', async () => {
    const server: Server = createServer((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const failure = await inviteTester({
        url,
        serviceRoleKey: backend.serviceRoleKey,
        email: uniqueEmail('x'),
      }).catch((e: unknown) => e);
      expect(failure).toMatchObject({ failure: 'not_deployed' });
      expect((failure as Error).message).toContain('supabase functions deploy beta-invite');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('npm run invite (scripts/invite.ts)', () => {
  it('prints the onboarding link on a line of its own', async () => {
    const email = uniqueEmail('spawned');
    const { code, stdout, stderr } = await run([
      email,
      '--inviter',
      'Sam Agent',
      '--url',
      backend.url,
      '--service-key',
      backend.serviceRoleKey,
    ]);
    expect(code, stderr).toBe(0);
    const lines = stdout.split('\n').filter((line) => line.trim() !== '');
    expect(lines[0]).toContain(`Invited ${email}`);
    const link = lines.at(-1)!;
    expect(link).toMatch(/^https?:\/\/\S+$/);
    expect(new URL(link).pathname).toBe('/auth/v1/verify');
    const { client, token } = await open(link);
    expect(await validate(client, token)).toMatchObject({ ok: true, email, invited_by: 'Sam Agent' });
  });

  it.skipIf(!IN_PROCESS)('--send-email: the auth server mails the link; nothing to copy', async () => {
    const email = uniqueEmail('mailed');
    const { code, stdout, stderr } = await run([
      email,
      '--send-email',
      '--url',
      backend.url,
      '--service-key',
      backend.serviceRoleKey,
    ]);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`Invited ${email}: the invitation e-mail is on its way`);
    expect(stdout).not.toContain('/auth/v1/verify');
    const mail = backend.stack!.mailbox!.list(email)[0]!;
    const { location } = await open(mail.links[0]!);
    expect(location.pathname).toBe('/beta/onboarding');
  });

  it('backend not running: a clear message and exit code 1', async () => {
    const { code, stdout, stderr } = await run([
      uniqueEmail('down'),
      '--url',
      'http://127.0.0.1:1',
      '--service-key',
      backend.serviceRoleKey,
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('Could not reach the backend at http://127.0.0.1:1');
  });

  it('usage on a bad e-mail or option (exit code 2)', async () => {
    const bad = await run(['not-an-email', '--url', backend.url, '--service-key', 'k']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run invite -- <email>');
    const unknown = await run([uniqueEmail('x'), '--bogus']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage:');
  });
});

describe('first-run owner invite (server/owner-invite.ts, used by npm start)', () => {
  it.skipIf(!IN_PROCESS)('goes through the function: a tracked invite from the Hearth team', async () => {
    const email = uniqueEmail('owner');
    const link = await createOwnerInvite(backend.stack!, email);
    const { location, client, token } = await open(link);
    expect(location.pathname).toBe('/beta/onboarding');
    expect(await validate(client, token)).toMatchObject({ ok: true, email, invited_by: OWNER_INVITER });
  });
});
