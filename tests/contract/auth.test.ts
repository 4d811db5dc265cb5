// Contract suite for /auth/v1: the real supabase-js client against the backend (the in-process local
// stack by default, or a Supabase project — see harness.ts). Tests that need the development mailbox
// or the injectable clock run only in-process and say so in their names.
import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import { adminClient, signedInUser, startBackend, uniqueEmail, userClient, type Backend } from './harness.ts';
import { createNodeClient } from '../../server/node-supabase-client.ts';

// Mirrors harness.ts: with all three variables set, the suite runs against a Supabase project.
const IN_PROCESS = !(
  process.env.SUPABASE_URL &&
  process.env.SUPABASE_ANON_KEY &&
  process.env.SUPABASE_SERVICE_ROLE_KEY
);

let backend: Backend;
let realNow: () => Date;

beforeAll(async () => {
  backend = await startBackend();
  if (backend.stack) realNow = backend.stack.context.now;
});

afterAll(async () => {
  await backend.close();
});

afterEach(() => {
  // Undo any clock travel.
  if (backend.stack) backend.stack.context.now = realNow;
});

function decodeJwt(token: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return { header: decode(header!), claims: decode(payload!) };
}

/** Moves the in-process stack's injected clock forward; afterEach puts it back. */
function travel(seconds: number): void {
  backend.stack!.context.now = () => new Date(realNow().getTime() + seconds * 1000);
}

function authFetch(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const { key = backend.anonKey, headers, ...rest } = init;
  return fetch(`${backend.url}/auth/v1${path}`, {
    ...rest,
    headers: { apikey: key, 'content-type': 'application/json', ...(headers as Record<string, string>) },
  });
}

function hashParams(location: string): URLSearchParams {
  return new URLSearchParams(location.split('#')[1] ?? '');
}

function latestMail(email: string) {
  const mail = backend.stack?.mailbox?.list(email)[0];
  if (!mail) throw new Error(`no e-mail for ${email}`);
  return mail;
}

async function createConfirmedUser(label = 'user') {
  const email = uniqueEmail(label);
  const password = `pw-${randomUUID()}`;
  const created = await adminClient(backend).auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  return { email, password, user: created.data.user! };
}

describe('password sign-in', () => {
  it('returns a session whose access token carries GoTrue claims', async () => {
    const { email, password, user } = await createConfirmedUser('signin');
    const client = userClient(backend);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toEqual(expect.any(String));
    expect(session.user.id).toBe(user.id);
    expect(session.user.email).toBe(email);
    expect(session.user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(session.user.last_sign_in_at).toEqual(expect.any(String));

    const { header, claims } = decodeJwt(session.access_token);
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
    });
    expect(String(claims.iss)).toMatch(/\/auth\/v1$/);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(claims.exp).toBe(session.expires_at);
  });

  it('refuses a wrong password and an unknown e-mail with the same error', async () => {
    const { email } = await createConfirmedUser('wrongpw');
    for (const attempt of [
      { email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: 'whatever-password' },
    ]) {
      const { data, error } = await userClient(backend).auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.name).toBe('AuthApiError');
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('answers errors in the 2024-01-01 shape with the legacy fields too', async () => {
    const res = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('shape'), password: 'nope-nope' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      message: 'Invalid login credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuses an unknown grant type and a request without an API key', async () => {
    const unknown = await authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });

    const keyless = await fetch(`${backend.url}/auth/v1/settings`);
    expect(keyless.status).toBe(401);
  });

  it('does not let an invited user in before the invitation is accepted', async () => {
    const email = uniqueEmail('pending');
    const invited = await adminClient(backend).auth.admin.inviteUserByEmail(email);
    expect(invited.error).toBeNull();
    const { error } = await userClient(backend).auth.signInWithPassword({
      email,
      password: 'anything-at-all',
    });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });
});

describe('sign-up', () => {
  it('is closed: 422 signup_disabled', async () => {
    const { data, error } = await userClient(backend).auth.signUp({
      email: uniqueEmail('signup'),
      password: 'a-fine-password',
    });
    expect(data).toEqual({ user: null, session: null });
    expect(error?.name).toBe('AuthApiError');
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
  });
});

describe('refresh tokens', () => {
  it('rotates: every refresh returns a new refresh token and a fresh access token', async () => {
    const { client, session } = await signedInUser(backend, 'rotate');
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.user.id).toBe(session.user.id);
    expect(decodeJwt(data.session!.access_token).claims.session_id).toBe(
      decodeJwt(session.access_token).claims.session_id,
    );
  });

  it('hands the active token back to a client that retries with the parent', async () => {
    const { client, session } = await signedInUser(backend, 'parent');
    const rotated = await client.auth.refreshSession();
    const active = rotated.data.session!.refresh_token;

    const retry = await userClient(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session!.refresh_token).toBe(active);
  });

  it('accepts an older revoked token within the 10 s reuse window, returning the active session', async () => {
    const { client, session } = await signedInUser(backend, 'window');
    await client.auth.refreshSession();
    const second = await client.auth.refreshSession();
    const active = second.data.session!.refresh_token;

    // The first token is now a grandparent: only the reuse window lets it through.
    const late = await userClient(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(late.error).toBeNull();
    expect(late.data.session!.refresh_token).toBe(active);
  });

  it.skipIf(!IN_PROCESS)(
    '(in-process clock) treats reuse after the window as theft: refresh_token_already_used, session revoked',
    async () => {
      const { client, session } = await signedInUser(backend, 'theft');
      await client.auth.refreshSession();
      const second = await client.auth.refreshSession();
      const active = second.data.session!;

      travel(11);
      const stolen = await userClient(backend).auth.refreshSession({ refresh_token: session.refresh_token });
      expect(stolen.data.session).toBeNull();
      expect(stolen.error?.name).toBe('AuthApiError');
      expect(stolen.error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });

      // The whole session is gone: its active refresh token and its access token no longer work.
      const legit = await userClient(backend).auth.refreshSession({ refresh_token: active.refresh_token });
      expect(legit.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      const me = await userClient(backend).auth.getUser(active.access_token);
      expect(me.error?.name).toBe('AuthSessionMissingError');
    },
  );

  it('refuses an unknown refresh token', async () => {
    const { error } = await userClient(backend).auth.refreshSession({ refresh_token: randomUUID() });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('the signed-in user', () => {
  it('getUser returns the user behind the access token', async () => {
    const { client, user, email } = await signedInUser(backend, 'me');
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email, aud: 'authenticated', role: 'authenticated' });
    expect(data.user!.identities).toEqual([
      expect.objectContaining({ provider: 'email', user_id: user.id, id: user.id }),
    ]);
  });

  it('getUser without a token is refused with 401 no_authorization', async () => {
    const res = await authFetch('/user', { headers: { authorization: '' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
    const forged = await authFetch('/user', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('updateUser changes the password; the new one signs in and the old one does not', async () => {
    const { client, email, password } = await signedInUser(backend, 'newpw');
    const next = `new-${randomUUID()}`;
    const updated = await client.auth.updateUser({ password: next });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.email).toBe(email);

    const withNew = await userClient(backend).auth.signInWithPassword({ email, password: next });
    expect(withNew.error).toBeNull();
    const withOld = await userClient(backend).auth.signInWithPassword({ email, password });
    expect(withOld.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('updateUser with the current password is same_password; a short one is weak_password', async () => {
    const { client, password } = await signedInUser(backend, 'samepw');
    const same = await client.auth.updateUser({ password });
    expect(same.error?.name).toBe('AuthApiError');
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });

    const weak = await client.auth.updateUser({ password: '12345' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('a password change ends the user’s other sessions but keeps this one', async () => {
    const { client, email, password } = await signedInUser(backend, 'othersout');
    const other = userClient(backend);
    await other.auth.signInWithPassword({ email, password });
    expect((await client.auth.updateUser({ password: `x-${randomUUID()}` })).error).toBeNull();

    expect((await client.auth.getUser()).error).toBeNull();
    const otherUser = await other.auth.getUser();
    expect(otherUser.error?.name).toBe('AuthSessionMissingError');
  });

  it('updateUser merges data into user_metadata and refuses an e-mail change clearly', async () => {
    const { client, email } = await signedInUser(backend, 'meta');
    await client.auth.updateUser({ data: { display_name: 'Ada', locale: 'en' } });
    const { data } = await client.auth.updateUser({ data: { locale: 'de', theme: null } });
    expect(data.user!.user_metadata).toMatchObject({ display_name: 'Ada', locale: 'de' });

    const change = await client.auth.updateUser({ email: uniqueEmail('elsewhere') });
    expect(change.error).toMatchObject({ status: 422, code: 'feature_disabled' });
    const same = await client.auth.updateUser({ email });
    expect(same.error).toBeNull();
  });
});

describe('sign-out', () => {
  it('global: revokes every session server-side (refresh token and access token stop working)', async () => {
    const { client, email, password, session } = await signedInUser(backend, 'global');
    const other = userClient(backend);
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session!;

    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const refreshed = await userClient(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400 });
    expect(refreshed.data.session).toBeNull();

    const res = await authFetch('/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
    const viaClient = await userClient(backend).auth.getUser(session.access_token);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');

    const otherRefresh = await userClient(backend).auth.refreshSession({
      refresh_token: otherSession.refresh_token,
    });
    expect(otherRefresh.error).not.toBeNull();
  });

  it('local: ends only this session', async () => {
    const { client, email, password, session } = await signedInUser(backend, 'local');
    const other = userClient(backend);
    await other.auth.signInWithPassword({ email, password });

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await userClient(backend).auth.getUser(session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect((await other.auth.getUser()).error).toBeNull();
    expect((await other.auth.refreshSession()).error).toBeNull();
  });

  it('others: ends every session but this one', async () => {
    const { client, email, password } = await signedInUser(backend, 'others');
    const other = userClient(backend);
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session!;

    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    const dead = await userClient(backend).auth.refreshSession({ refresh_token: otherSession.refresh_token });
    expect(dead.error).not.toBeNull();
  });

  it('answers 204 to an empty JSON-typed POST and 400 to an unknown scope', async () => {
    const { session } = await signedInUser(backend, 'scope');
    const bad = await authFetch('/logout?scope=everything', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    const ok = await authFetch('/logout?scope=local', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(ok.status).toBe(204);
  });
});

describe('e-mail links', () => {
  it('resetPasswordForEmail answers {} for known and unknown addresses alike', async () => {
    const { email } = await createConfirmedUser('recover');
    const client = userClient(backend);
    expect(await client.auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect(await client.auth.resetPasswordForEmail(uniqueEmail('ghost'))).toEqual({ data: {}, error: null });
  });

  it.skipIf(!IN_PROCESS)(
    '(in-process mailbox) recovery: e-mail → verify link → session in the hash → new password works',
    async () => {
      const { email } = await createConfirmedUser('recovery');
      const redirectTo = `${backend.url}/reset-password`;
      const asked = await userClient(backend).auth.resetPasswordForEmail(email, { redirectTo });
      expect(asked.error).toBeNull();

      const mail = latestMail(email);
      expect(mail.subject).toBe('Reset your Hearth password');
      expect(mail.text).toContain(mail.links[0]);
      expect(mail.html).toContain('href=');
      const link = new URL(mail.links[0]!);
      expect(link.pathname).toBe('/auth/v1/verify');
      expect(link.searchParams.get('type')).toBe('recovery');
      expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{32,}$/);

      const landing = await fetch(link, { redirect: 'manual' });
      expect(landing.status).toBe(303);
      const location = landing.headers.get('location')!;
      expect(location.startsWith(`${redirectTo}#`)).toBe(true);
      const hash = hashParams(location);
      expect([...hash.keys()]).toEqual([
        'access_token',
        'expires_at',
        'expires_in',
        'refresh_token',
        'sb',
        'token_type',
        'type',
      ]);
      expect(hash.get('type')).toBe('recovery');
      expect(hash.get('token_type')).toBe('bearer');
      expect(hash.get('sb')).toBe('');
      expect(hash.get('expires_in')).toBe('3600');
      expect(decodeJwt(hash.get('access_token')!).claims.amr).toEqual([
        { method: 'otp', timestamp: expect.any(Number) },
      ]);

      const browser = userClient(backend);
      const set = await browser.auth.setSession({
        access_token: hash.get('access_token')!,
        refresh_token: hash.get('refresh_token')!,
      });
      expect(set.error).toBeNull();
      const password = `reset-${randomUUID()}`;
      expect((await browser.auth.updateUser({ password })).error).toBeNull();
      expect((await userClient(backend).auth.signInWithPassword({ email, password })).error).toBeNull();

      // Single use: the same link now lands on an error.
      const again = await fetch(link, { redirect: 'manual' });
      expect(again.status).toBe(303);
      const failed = again.headers.get('location')!;
      expect(failed.startsWith(`${redirectTo}#`)).toBe(true);
      expect(Object.fromEntries(hashParams(failed))).toEqual({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
        sb: '',
      });
    },
  );

  it.skipIf(!IN_PROCESS)(
    '(in-process mailbox and clock) a recovery link expires after 24 hours',
    async () => {
      const { email } = await createConfirmedUser('expired');
      await userClient(backend).auth.resetPasswordForEmail(email);
      const link = latestMail(email).links[0]!;
      travel(86_400 + 60);
      const landing = await fetch(link, { redirect: 'manual' });
      const location = landing.headers.get('location')!;
      expect(location.startsWith(backend.url)).toBe(true);
      expect(hashParams(location).get('error_code')).toBe('otp_expired');
    },
  );

  it.skipIf(!IN_PROCESS)(
    '(in-process mailbox) invite: e-mail → verify → session; the address is confirmed',
    async () => {
      const email = uniqueEmail('invitee');
      const redirectTo = `${backend.url}/beta/onboarding?token=abc`;
      const admin = adminClient(backend);
      const invited = await admin.auth.admin.inviteUserByEmail(email, {
        redirectTo,
        data: { invited_by: 'the Hearth team' },
      });
      expect(invited.error).toBeNull();
      expect(invited.data.user).toMatchObject({ email, user_metadata: { invited_by: 'the Hearth team' } });
      expect(invited.data.user!.invited_at).toEqual(expect.any(String));
      expect(invited.data.user!.email_confirmed_at).toBeUndefined();

      const mail = latestMail(email);
      expect(mail.subject).toBe('You have been invited to Hearth');
      const link = new URL(mail.links[0]!);
      expect(link.searchParams.get('type')).toBe('invite');

      const landing = await fetch(link, { redirect: 'manual' });
      expect(landing.status).toBe(303);
      const location = landing.headers.get('location')!;
      expect(location.startsWith(`${redirectTo}#`)).toBe(true);
      const hash = hashParams(location);
      expect(hash.get('type')).toBe('invite');

      const browser = userClient(backend);
      const set = await browser.auth.setSession({
        access_token: hash.get('access_token')!,
        refresh_token: hash.get('refresh_token')!,
      });
      expect(set.error).toBeNull();
      expect(set.data.user!.email_confirmed_at).toEqual(expect.any(String));
      const password = `first-${randomUUID()}`;
      expect((await browser.auth.updateUser({ password })).error).toBeNull();
      expect((await userClient(backend).auth.signInWithPassword({ email, password })).error).toBeNull();

      // Confirmed now: a second invitation is refused.
      const again = await admin.auth.admin.inviteUserByEmail(email);
      expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    },
  );

  it.skipIf(!IN_PROCESS)(
    '(in-process mailbox) re-inviting an unconfirmed address sends a new link and voids the old one',
    async () => {
      const email = uniqueEmail('reinvite');
      const admin = adminClient(backend);
      await admin.auth.admin.inviteUserByEmail(email);
      const first = latestMail(email).links[0]!;
      const again = await admin.auth.admin.inviteUserByEmail(email);
      expect(again.error).toBeNull();
      const second = latestMail(email).links[0]!;
      expect(second).not.toBe(first);

      const old = await fetch(first, { redirect: 'manual' });
      expect(hashParams(old.headers.get('location')!).get('error_code')).toBe('otp_expired');
      const fresh = await fetch(second, { redirect: 'manual' });
      expect(hashParams(fresh.headers.get('location')!).get('access_token')).toEqual(expect.any(String));
    },
  );

  it('generateLink returns the flat link properties; its link verifies to the requested page', async () => {
    const { email, user } = await createConfirmedUser('magic');
    const redirectTo = `${backend.url}/chat`;
    const { data, error } = await adminClient(backend).auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo },
    });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.properties).toMatchObject({
      verification_type: 'magiclink',
      redirect_to: redirectTo,
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
    });
    const landing = await fetch(data.properties!.action_link, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = landing.headers.get('location')!;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    expect(hashParams(location).get('type')).toBe('magiclink');
  });

  it('verifyOtp accepts a token_hash or an e-mail and code, once', async () => {
    const { email } = await createConfirmedUser('otp');
    const admin = adminClient(backend);
    const byHash = (await admin.auth.admin.generateLink({ type: 'magiclink', email })).data.properties!;
    const client = userClient(backend);
    const viaHash = await client.auth.verifyOtp({ type: 'magiclink', token_hash: byHash.hashed_token });
    expect(viaHash.error).toBeNull();
    expect(viaHash.data.session!.user.email).toBe(email);
    const reused = await client.auth.verifyOtp({ type: 'magiclink', token_hash: byHash.hashed_token });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const byCode = (await admin.auth.admin.generateLink({ type: 'recovery', email })).data.properties!;
    const wrong = await client.auth.verifyOtp({
      type: 'recovery',
      email,
      token: '000000' === byCode.email_otp ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const viaCode = await client.auth.verifyOtp({ type: 'recovery', email, token: byCode.email_otp });
    expect(viaCode.error).toBeNull();
    expect(viaCode.data.session!.access_token).toEqual(expect.any(String));
  });

  it('generateLink recovery for an unknown address is 404 user_not_found', async () => {
    const { error } = await adminClient(backend).auth.admin.generateLink({
      type: 'recovery',
      email: uniqueEmail('x'),
    });
    expect(error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('never redirects off-site: a foreign redirect_to falls back to the site URL', async () => {
    const { email } = await createConfirmedUser('offsite');
    const { data } = await adminClient(backend).auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'https://evil.example/steal' },
    });
    expect(new URL(data.properties!.action_link).searchParams.get('redirect_to')).not.toContain(
      'evil.example',
    );
    // Even a hand-edited link cannot redirect elsewhere.
    const edited = new URL(data.properties!.action_link);
    edited.searchParams.set('redirect_to', 'https://evil.example/steal');
    const landing = await fetch(edited, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = landing.headers.get('location')!;
    expect(new URL(location).origin).toBe(new URL(backend.url).origin);
    expect(hashParams(location).get('access_token')).toEqual(expect.any(String));
  });

  it('a made-up verify token lands on an otp_expired error redirect', async () => {
    const res = await fetch(
      `${backend.url}/auth/v1/verify?token=${randomUUID()}&type=invite&redirect_to=${encodeURIComponent('/welcome')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${backend.url}/welcome#`)).toBe(true);
    expect(hashParams(location).get('error_code')).toBe('otp_expired');
  });
});

describe('admin API', () => {
  it('rejects a user token and the anon key with 403 not_admin', async () => {
    const { session } = await signedInUser(backend, 'notadmin');
    const res = await authFetch('/admin/users', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });

    const anon = createNodeClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const listed = await anon.auth.admin.listUsers();
    expect(listed.error).toMatchObject({ status: 403, code: 'not_admin' });
    const invited = await anon.auth.admin.inviteUserByEmail(uniqueEmail('sneaky'));
    expect(invited.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('listUsers pages with X-Total-Count and Link as auth-js parses them', async () => {
    const admin = adminClient(backend);
    for (let i = 0; i < 3; i += 1) await createConfirmedUser('listed');
    const all = await admin.auth.admin.listUsers();
    expect(all.error).toBeNull();
    const total = (all.data as unknown as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(3);

    // Two pages, so that the single-digit page numbers auth-js reads stay exact.
    const perPage = Math.ceil(total / 2);
    const first = await admin.auth.admin.listUsers({ page: 1, perPage });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ nextPage: 2, lastPage: 2, total, aud: 'authenticated' });
    expect(first.data.users).toHaveLength(perPage);
    const second = await admin.auth.admin.listUsers({ page: 2, perPage });
    expect(second.data).toMatchObject({ nextPage: null, lastPage: 2, total });
    expect(second.data.users).toHaveLength(total - perPage);
    const ids = new Set([...first.data.users, ...second.data.users].map((u) => u.id));
    expect(ids.size).toBe(total);
  });

  it('creates, reads, updates, bans and deletes users', async () => {
    const admin = adminClient(backend);
    const email = uniqueEmail('crud');
    const password = `pw-${randomUUID()}`;
    const created = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { display_name: 'Grace' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({ email, user_metadata: { display_name: 'Grace' } });
    expect(created.data.user!.email_confirmed_at).toEqual(expect.any(String));

    const duplicate = await admin.auth.admin.createUser({ email, password });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const fetched = await admin.auth.admin.getUserById(id);
    expect(fetched.data.user!.email).toBe(email);

    const updated = await admin.auth.admin.updateUserById(id, { user_metadata: { team: 'beta' } });
    expect(updated.data.user!.user_metadata).toMatchObject({ display_name: 'Grace', team: 'beta' });

    const client = userClient(backend);
    const session = (await client.auth.signInWithPassword({ email, password })).data.session!;
    await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    const banned = await userClient(backend).auth.signInWithPassword({ email, password });
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(
      (await userClient(backend).auth.refreshSession({ refresh_token: session.refresh_token })).error,
    ).not.toBeNull();
    await admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect((await userClient(backend).auth.signInWithPassword({ email, password })).error).toBeNull();

    const deleted = await admin.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    const gone = await admin.auth.admin.getUserById(id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const signIn = await userClient(backend).auth.signInWithPassword({ email, password });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('a deleted user’s access token no longer reaches /user', async () => {
    const { session, user } = await signedInUser(backend, 'deleted');
    await adminClient(backend).auth.admin.deleteUser(user.id);
    const res = await authFetch('/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'user_not_found' });
  });
});

describe('service endpoints', () => {
  it('GET /settings describes a closed, e-mail-only instance; /health answers', async () => {
    const res = await authFetch('/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ disable_signup: true, external: { email: true, phone: false } });
    const health = await fetch(`${backend.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });

  it.skipIf(!IN_PROCESS)(
    '(local stack) answers CORS preflights and exposes the headers auth-js reads',
    async () => {
      const preflight = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');

      const res = await authFetch('/settings', { headers: { origin: 'http://localhost:5173' } });
      const exposed = res.headers.get('access-control-expose-headers')!.toLowerCase();
      for (const name of ['x-supabase-api-version', 'x-total-count', 'link']) expect(exposed).toContain(name);
    },
  );
});

describe.skipIf(!IN_PROCESS)('(local stack) rate limits', () => {
  let limited: Backend;

  beforeAll(async () => {
    limited = await startBackend({ rateLimits: true });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('POST /token allows GoTrue’s burst of 30 per address, then 429 over_request_rate_limit', async () => {
    for (let i = 0; i < 30; i += 1) {
      const { error } = await userClient(limited).auth.refreshSession({
        refresh_token: `unknown-token-${i}`,
      });
      expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    }
    const { error } = await userClient(limited).auth.refreshSession({ refresh_token: 'unknown-token-31' });
    expect(error?.name).toBe('AuthApiError');
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });

  it('a repeat recovery request within a minute answers {} as usual but sends no second mail', async () => {
    const email = uniqueEmail('often');
    await adminClient(limited).auth.admin.createUser({
      email,
      password: 'a-good-password',
      email_confirm: true,
    });
    const client = userClient(limited);
    expect(await client.auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect(await client.auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect(limited.stack!.mailbox!.list(email)).toHaveLength(1);
  });

  it('a magic-link request within a minute answers {} as for any address but sends no second mail', async () => {
    const email = uniqueEmail('otp');
    await adminClient(limited).auth.admin.createUser({
      email,
      password: 'a-good-password',
      email_confirm: true,
    });
    const client = userClient(limited);
    for (let i = 0; i < 2; i += 1) {
      const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      expect(sent).toEqual({ data: { user: null, session: null }, error: null });
    }
    expect(limited.stack!.mailbox!.list(email)).toHaveLength(1);
  });

  it('e-mail budgets: 5 an hour per recipient, 30 requests an hour per caller address', async () => {
    const admin = adminClient(limited);
    const invitee = uniqueEmail('budget');
    for (let i = 0; i < 5; i += 1) {
      expect((await admin.auth.admin.inviteUserByEmail(invitee)).error).toBeNull();
    }
    const sixth = await admin.auth.admin.inviteUserByEmail(invitee);
    expect(sixth.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(limited.stack!.mailbox!.list(invitee)).toHaveLength(5);

    // One caller asking for mail again and again spends its own budget, for any address alike...
    let refused = null;
    for (let i = 0; i < 31 && !refused; i += 1) {
      ({ error: refused } = await userClient(limited).auth.resetPasswordForEmail(uniqueEmail('ghost')));
    }
    expect(refused).toMatchObject({ status: 429 });
    const known = limited.stack!.mailbox!.list()[0]!.to;
    expect((await userClient(limited).auth.resetPasswordForEmail(known)).error).toMatchObject({
      status: 429,
    });
    // ...and nobody else's: the owner's invites still go out.
    expect((await admin.auth.admin.inviteUserByEmail(uniqueEmail('next'))).error).toBeNull();
  });
});
