// The `beta-invite` function through the real supabase-js client (spec §7 Beta invite function, §8
// Onboarding errors; architecture §3 beta_invites, §5 Invite flow): the service role creates an
// invite whose auth link lands on /beta/onboarding?token=… with a session in the hash; the invited
// user validates and completes it once; every other case answers a distinct, stable error.
import { createHash, randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { adminClient, signedInUser, startBackend, uniqueEmail, userClient, type Backend } from './harness.ts';

const IN_PROCESS = !(
  process.env.SUPABASE_URL &&
  process.env.SUPABASE_ANON_KEY &&
  process.env.SUPABASE_SERVICE_ROLE_KEY
);
const DAY_MS = 24 * 60 * 60 * 1000;

let backend: Backend;
let admin: SupabaseClient;
let siteUrl: string;

beforeAll(async () => {
  backend = await startBackend();
  admin = adminClient(backend);
  siteUrl = process.env.SITE_URL ?? backend.url;
});
afterAll(() => backend.close());

interface Created {
  ok: true;
  link: string;
  email: string;
  expires_at: string;
  emailed: boolean;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the function as `client` and returns status and JSON body, for success and failure alike. */
async function invoke(client: SupabaseClient, body: unknown): Promise<Answer> {
  const { data, error, response } = await client.functions.invoke('beta-invite', { body: body as object });
  if (!error) return { status: response!.status, body: data as Record<string, unknown> };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const context = (error as FunctionsHttpError).context as Response;
  return { status: context.status, body: (await context.json()) as Record<string, unknown> };
}

async function createInvite(email: string, extra: Record<string, unknown> = {}): Promise<Created> {
  const answer = await invoke(admin, {
    action: 'create',
    email,
    invited_by: 'Dana at Acme Realty',
    site_url: siteUrl,
    ...extra,
  });
  expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 201, body: { ok: true } });
  return answer.body as unknown as Created;
}

/** Follows an auth link as a browser would and signs a fresh client in from the hash. */
async function followLink(link: string) {
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
  return { location, hash, token: location.searchParams.get('token')!, client };
}

/** A tester invited and signed in through their link, as on the onboarding page. */
async function invitedTester(label = 'tester') {
  const email = uniqueEmail(label);
  const created = await createInvite(email);
  return { email, created, ...(await followLink(created.link)) };
}

function expectError(answer: Answer, status: number, code: string, error?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ ok: false, code, error: error ?? expect.any(String) });
  expect((answer.body.error as string).length).toBeGreaterThan(10);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An invite row written directly with the service role, for states `create` does not produce. */
async function insertInvite(email: string, fields: Record<string, unknown> = {}) {
  const token = randomBytes(32).toString('base64url');
  const { error } = await admin.from('beta_invites').insert({
    email,
    token_hash: sha256(token),
    invited_by: 'a test',
    expires_at: new Date(Date.now() + DAY_MS).toISOString(),
    ...fields,
  });
  expect(error).toBeNull();
  return token;
}

describe('create (service role only)', () => {
  it('returns the auth link, the e-mail and the expiry (INVITE_TTL_DAYS, default 7 days)', async () => {
    const email = uniqueEmail('create');
    const before = Date.now();
    const created = await createInvite(email.toUpperCase());
    expect(created.email).toBe(email.toLowerCase());
    expect(created.emailed).toBe(false);
    const link = new URL(created.link);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('invite');
    const redirect = new URL(link.searchParams.get('redirect_to')!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${siteUrl}/beta/onboarding`);
    expect(redirect.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const expiresAt = Date.parse(created.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);
  });

  it('the link verifies the e-mail and redirects (303) to /beta/onboarding?token=… with the session in the hash', async () => {
    const { email, location, hash, client, created } = await invitedTester('follow');
    expect(`${location.origin}${location.pathname}`).toBe(`${siteUrl}/beta/onboarding`);
    expect(location.searchParams.get('token')).toBe(
      new URL(new URL(created.link).searchParams.get('redirect_to')!).searchParams.get('token'),
    );
    expect(hash.get('type')).toBe('invite');
    expect(hash.get('token_type')).toBe('bearer');
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.invited_by).toBe('Dana at Acme Realty');
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const { email, token } = await invitedTester('hashed');
    const { data, error } = await admin.from('beta_invites').select('*').eq('email', email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(token);
    expect(data![0]).toMatchObject({
      email,
      token_hash: sha256(token),
      invited_by: 'Dana at Acme Realty',
      accepted_at: null,
    });
  });

  it('an existing, confirmed user (a member) gets no invite: the answer says so and carries a reset link', async () => {
    // Issue 21 §8: an invite would only confuse someone who already has a password.
    const existing = await signedInUser(backend, 'existing');
    const answer = (await createInvite(existing.email)) as unknown as Record<string, unknown>;
    expect(answer).toEqual({
      ok: true,
      member: true,
      email: existing.email,
      reset_link: expect.any(String),
    });
    const resetLink = new URL(answer.reset_link as string);
    expect(resetLink.searchParams.get('type')).toBe('recovery');
    const { location, hash } = await followLink(resetLink.toString());
    expect(`${location.origin}${location.pathname}`).toBe(`${siteUrl}/reset-password`);
    expect(hash.get('type')).toBe('recovery');
  });

  it('refuses a user session (403) and the anon key (403)', async () => {
    const user = await signedInUser(backend, 'notadmin');
    const asUser = await invoke(user.client, {
      action: 'create',
      email: uniqueEmail('x'),
      site_url: siteUrl,
    });
    expectError(asUser, 403, 'forbidden');
    const asAnon = await invoke(userClient(backend), {
      action: 'create',
      email: uniqueEmail('x'),
      site_url: siteUrl,
    });
    expectError(asAnon, 403, 'forbidden');
  });

  it('validates the e-mail and the site URL', async () => {
    expectError(
      await invoke(admin, { action: 'create', email: 'not-an-email', site_url: siteUrl }),
      400,
      'invalid_request',
    );
    expectError(await invoke(admin, { action: 'create', site_url: siteUrl }), 400, 'invalid_request');
    expectError(
      await invoke(admin, { action: 'create', email: uniqueEmail('x'), site_url: 'javascript:alert(1)' }),
      400,
      'invalid_request',
    );
  });

  it.skipIf(!IN_PROCESS)('(in-process) without site_url the links point at SITE_URL', async () => {
    const answer = await invoke(admin, { action: 'create', email: uniqueEmail('siteurl') });
    expect(answer.status).toBe(201);
    const redirect = new URL(new URL(answer.body.link as string).searchParams.get('redirect_to')!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${backend.url}/beta/onboarding`);
  });

  it.skipIf(!IN_PROCESS)(
    '(in-process mailbox) send_email has the auth server e-mail the same link',
    async () => {
      const email = uniqueEmail('mailed');
      const created = await createInvite(email, { send_email: true });
      expect(created).toMatchObject({ ok: true, link: null, emailed: true, email });
      const mail = backend.stack!.mailbox!.list(email)[0]!;
      expect(mail).toBeDefined();
      const { client, token } = await followLink(mail.links[0]!);
      expect(token).toBeTruthy();
      expect((await invoke(client, { action: 'validate', token })).status).toBe(200);
    },
  );
});

describe('validate and complete (the invited user)', () => {
  it('validate answers ok, email, invited_by and expires_at; complete once; then the invite is used', async () => {
    const { email, token, client, created } = await invitedTester('flow');
    const validated = await invoke(client, { action: 'validate', token });
    expect(validated).toEqual({
      status: 200,
      body: { ok: true, email, invited_by: 'Dana at Acme Realty', expires_at: expect.any(String) },
    });
    expect(validated.body.expires_at).toBe(created.expires_at);

    const completed = await invoke(client, { action: 'complete', token });
    expect(completed).toEqual({ status: 200, body: { ok: true } });
    const { data: user } = await client.auth.getUser();
    const { data: row } = await admin
      .from('beta_invites')
      .select('accepted_at,accepted_by')
      .eq('email', email)
      .single();
    expect(row!.accepted_by).toBe(user.user!.id);
    expect(row!.accepted_at).toBeTruthy();

    expectError(await invoke(client, { action: 'complete', token }), 409, 'invite_used');
    expectError(await invoke(client, { action: 'validate', token }), 409, 'invite_used');
  });

  it('two racing completes: exactly one succeeds', async () => {
    const { token, client } = await invitedTester('race');
    const answers = await Promise.all([
      invoke(client, { action: 'complete', token }),
      invoke(client, { action: 'complete', token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("someone else's invite: a distinct error, and the invite stays usable by its owner", async () => {
    const { token, client } = await invitedTester('owner');
    const other = await signedInUser(backend, 'other');
    expectError(await invoke(other.client, { action: 'validate', token }), 403, 'invite_wrong_account');
    expectError(await invoke(other.client, { action: 'complete', token }), 403, 'invite_wrong_account');
    expect((await invoke(client, { action: 'validate', token })).status).toBe(200);
  });

  it('compares the e-mail case-insensitively', async () => {
    const user = await signedInUser(backend, 'casing');
    const token = await insertInvite(user.email.toUpperCase());
    const validated = await invoke(user.client, { action: 'validate', token });
    expect(validated).toMatchObject({ status: 200, body: { ok: true } });
    expect((await invoke(user.client, { action: 'complete', token })).status).toBe(200);
  });

  it('unknown token', async () => {
    const { client } = await invitedTester('unknown');
    expectError(
      await invoke(client, { action: 'validate', token: 'no-such-token' }),
      404,
      'invite_not_found',
    );
    expectError(
      await invoke(client, { action: 'complete', token: 'x'.repeat(5000) }),
      404,
      'invite_not_found',
    );
  });

  it("missing token: 'Invitation token missing.'", async () => {
    const { client } = await invitedTester('missing');
    for (const body of [
      { action: 'validate' },
      { action: 'complete', token: '   ' },
      { action: 'validate', token: null },
    ]) {
      expectError(await invoke(client, body), 400, 'token_missing', 'Invitation token missing.');
    }
  });

  it('expired token', async () => {
    const { email, token, client } = await invitedTester('expired');
    const { error } = await admin
      .from('beta_invites')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('email', email);
    expect(error).toBeNull();
    expectError(await invoke(client, { action: 'validate', token }), 410, 'invite_expired');
    expectError(await invoke(client, { action: 'complete', token }), 410, 'invite_expired');
  });

  it('no session: the anon key alone is 401 with the spec wording', async () => {
    const { token } = await invitedTester('nosession');
    const anon = userClient(backend);
    const noSession =
      'We could not detect an active session. Please open the latest invitation email and try again.';
    expectError(await invoke(anon, { action: 'validate', token }), 401, 'session_missing', noSession);
    expectError(await invoke(anon, { action: 'complete', token }), 401, 'session_missing', noSession);
    // The service role is nobody's session either.
    expectError(await invoke(admin, { action: 'validate', token }), 401, 'session_missing', noSession);
  });

  it('a signed-out session is expired (spec wording)', async () => {
    const { token, client } = await invitedTester('signedout');
    const { data } = await client.auth.getSession();
    const accessToken = data.session!.access_token;
    expect((await client.auth.signOut()).error).toBeNull();
    const response = await fetch(`${backend.url}/functions/v1/beta-invite`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'validate', token }),
    });
    expectError(
      { status: response.status, body: (await response.json()) as Record<string, unknown> },
      401,
      'session_expired',
      'Your session has expired. Please open the invitation link again.',
    );
  });
});

describe('the request', () => {
  it('answers the CORS preflight', async () => {
    const response = await fetch(`${backend.url}/functions/v1/beta-invite`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('error responses carry CORS headers too', async () => {
    const response = await fetch(`${backend.url}/functions/v1/beta-invite`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'validate', token: 'x' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('rejects an unknown action, a body that is not JSON and other methods', async () => {
    const user = await signedInUser(backend, 'badrequest');
    expectError(await invoke(user.client, { action: 'delete', token: 'x' }), 400, 'invalid_request');
    expectError(await invoke(user.client, {}), 400, 'invalid_request');
    const notJson = await user.client.functions.invoke('beta-invite', { body: 'hello' });
    const context = (notJson.error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(400);
    expect(await context.json()).toMatchObject({ ok: false, code: 'invalid_request' });
    const get = await user.client.functions.invoke('beta-invite', { method: 'GET' });
    expect(((get.error as FunctionsHttpError).context as Response).status).toBe(405);
  });
});
