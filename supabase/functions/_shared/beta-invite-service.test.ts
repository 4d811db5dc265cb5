// The beta-invite rules with an in-memory store, a fake auth server and an injected clock.
import { describe, it, expect, beforeEach } from 'vitest';
import {
  createBetaInviteService,
  type InviteAuth,
  type InviteRecord,
  type InviteStore,
} from './beta-invite-service.ts';
import { hashInviteToken } from './beta-invite-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-01T12:00:00.000Z');

function jwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const SERVICE = jwt({ role: 'service_role' });
const ANON = jwt({ role: 'anon' });
const users = {
  [jwt({ role: 'authenticated', sub: 'u-ann' })]: { id: 'u-ann', email: 'Ann@Example.test' },
  [jwt({ role: 'authenticated', sub: 'u-bob' })]: { id: 'u-bob', email: 'bob@example.test' },
};
const [ANN, BOB] = Object.keys(users) as [string, string];
const REVOKED = jwt({ role: 'authenticated', sub: 'u-gone' });

class MemoryStore implements InviteStore {
  rows: Array<InviteRecord & { token_hash: string }> = [];
  /** Makes the next accept lose a race, as if another request had completed the invite first. */
  loseNextRace = false;

  async insert(invite: Omit<InviteRecord, 'id' | 'accepted_at' | 'accepted_by'> & { token_hash: string }) {
    this.rows.push({ ...invite, id: `i-${this.rows.length + 1}`, accepted_at: null, accepted_by: null });
  }
  async findByHash(tokenHash: string) {
    const row = this.rows.find((r) => r.token_hash === tokenHash);
    return row ? { ...row } : null;
  }
  async countOpen(email: string, now: Date) {
    return this.rows.filter(
      (r) => r.email === email && !r.accepted_at && Date.parse(r.expires_at) > now.getTime(),
    ).length;
  }
  async accept(id: string, userId: string, now: Date) {
    const row = this.rows.find((r) => r.id === id)!;
    if (this.loseNextRace) {
      this.loseNextRace = false;
      row.accepted_at = now.toISOString();
      row.accepted_by = 'someone';
      return false;
    }
    if (row.accepted_at || Date.parse(row.expires_at) <= now.getTime()) return false;
    row.accepted_at = now.toISOString();
    row.accepted_by = userId;
    return true;
  }
}

let store: MemoryStore;
let now: Date;
let links: Array<{ email: string; redirectTo: string; data: Record<string, unknown>; emailed: boolean }>;
let handler: (request: Request) => Promise<Response>;

const auth: InviteAuth = {
  async userFor(token) {
    return users[token] ?? null;
  },
  async signInLink(email, redirectTo, data) {
    if (members.has(email)) return null;
    links.push({ email, redirectTo, data, emailed: false });
    return `https://auth.example.test/verify?redirect_to=${encodeURIComponent(redirectTo)}`;
  },
  async emailSignInLink(email, redirectTo, data) {
    if (members.has(email)) return false;
    links.push({ email, redirectTo, data, emailed: true });
    return true;
  },
  async resetLink(email, redirectTo) {
    return `https://auth.example.test/verify?type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
  },
};
/** Addresses that already have a confirmed account. */
let members: Set<string>;

beforeEach(() => {
  store = new MemoryStore();
  now = T0;
  links = [];
  members = new Set();
  handler = createBetaInviteService({
    invites: store,
    auth,
    now: () => now,
    ttlDays: 7,
    siteUrl: 'https://app.example.test/',
  });
});

async function call(bearer: string | null, body: unknown, method = 'POST') {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  const response = await handler(
    new Request('http://functions.test/beta-invite', {
      method,
      headers,
      body: method === 'GET' || method === 'OPTIONS' ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function created(email = 'ann@example.test', extra: Record<string, unknown> = {}) {
  const answer = await call(SERVICE, { action: 'create', email, invited_by: 'Dana', ...extra });
  expect(answer.status).toBe(201);
  const redirectTo = links.at(-1)!.redirectTo;
  return { ...answer, token: new URL(redirectTo).searchParams.get('token')!, redirectTo };
}

describe('create', () => {
  it('stores the hash with expires_at = now + ttl days and asks auth for a link to the onboarding page', async () => {
    const { body, token, redirectTo } = await created(' ANN@example.test ');
    expect(body).toEqual({
      ok: true,
      link: expect.stringContaining('https://auth.example.test/verify'),
      email: 'ann@example.test',
      expires_at: new Date(T0.getTime() + 7 * DAY_MS).toISOString(),
      emailed: false,
      replaced: 0,
    });
    expect(redirectTo).toBe(`https://app.example.test/beta/onboarding?token=${token}`);
    expect(links[0]).toMatchObject({ email: 'ann@example.test', data: { invited_by: 'Dana' } });
    expect(store.rows).toEqual([
      expect.objectContaining({
        email: 'ann@example.test',
        token_hash: await hashInviteToken(token),
        invited_by: 'Dana',
      }),
    ]);
    expect(JSON.stringify(store.rows)).not.toContain(token);
  });

  it('inviting an address again says how many open invites (and their links) it replaces', async () => {
    expect((await created()).body).toMatchObject({ replaced: 0 });
    expect((await created()).body).toMatchObject({ replaced: 1 });
    expect((await created('ann@example.test', { send_email: true })).body).toMatchObject({ replaced: 2 });
    now = new Date(T0.getTime() + 8 * DAY_MS); // all three expired: nothing left to replace
    expect((await created()).body).toMatchObject({ replaced: 0 });
  });

  it('a member (confirmed account) gets no invite: the answer says so and carries a reset link', async () => {
    members.add('ann@example.test');
    for (const extra of [{}, { send_email: true }]) {
      const answer = await call(SERVICE, { action: 'create', email: 'ann@example.test', ...extra });
      expect(answer).toEqual({
        status: 201,
        body: {
          ok: true,
          member: true,
          email: 'ann@example.test',
          reset_link: expect.stringContaining(encodeURIComponent('https://app.example.test/reset-password')),
        },
      });
    }
    expect(links).toEqual([]);
  });

  it('each invite gets its own token', async () => {
    const first = await created();
    const second = await created();
    expect(first.token).not.toBe(second.token);
    expect(store.rows).toHaveLength(2);
  });

  it('site_url overrides SITE_URL; without either it is a clear 400', async () => {
    const { redirectTo } = await created('ann@example.test', { site_url: 'http://localhost:5173/' });
    expect(redirectTo.startsWith('http://localhost:5173/beta/onboarding?token=')).toBe(true);
    const bare = createBetaInviteService({ invites: store, auth, now: () => now, ttlDays: 7 });
    const response = await bare(
      new Request('http://functions.test/beta-invite', {
        method: 'POST',
        headers: { Authorization: `Bearer ${SERVICE}` },
        body: JSON.stringify({ action: 'create', email: 'x@example.test' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, code: 'invalid_request', field: 'site_url' });
  });

  it('send_email hands the link to the auth mailer and returns none', async () => {
    const { body } = await created('ann@example.test', { send_email: true });
    expect(body).toMatchObject({ ok: true, link: null, emailed: true });
    expect(links[0]!.emailed).toBe(true);
  });

  it('only the service role: a user is 403, no bearer is 401', async () => {
    expect((await call(ANN, { action: 'create', email: 'x@example.test' })).body).toMatchObject({
      code: 'forbidden',
    });
    expect((await call(ANON, { action: 'create', email: 'x@example.test' })).status).toBe(403);
    expect((await call(null, { action: 'create', email: 'x@example.test' })).status).toBe(401);
    // Authorisation comes before validation: a user learns nothing about the create body.
    expect((await call(ANN, { action: 'create', email: 'nope' })).status).toBe(403);
    expect(store.rows).toHaveLength(0);
  });

  it('refuses a ttl that is not a positive number of days', () => {
    for (const ttlDays of [0, -1, Number.NaN]) {
      expect(() => createBetaInviteService({ invites: store, auth, now: () => now, ttlDays })).toThrow(
        /positive/,
      );
    }
  });
});

describe('validate and complete', () => {
  it('validate → ok; complete → ok; then used', async () => {
    const { token } = await created();
    expect(await call(ANN, { action: 'validate', token })).toEqual({
      status: 200,
      body: {
        ok: true,
        email: 'ann@example.test',
        invited_by: 'Dana',
        expires_at: '2026-03-08T12:00:00.000Z',
      },
    });
    expect(await call(ANN, { action: 'complete', token })).toEqual({ status: 200, body: { ok: true } });
    expect(store.rows[0]).toMatchObject({ accepted_by: 'u-ann', accepted_at: T0.toISOString() });
    expect((await call(ANN, { action: 'complete', token })).body).toMatchObject({ code: 'invite_used' });
  });

  it('expires exactly at expires_at (clock injected)', async () => {
    const { token } = await created();
    now = new Date(T0.getTime() + 7 * DAY_MS - 1);
    expect((await call(ANN, { action: 'validate', token })).status).toBe(200);
    now = new Date(T0.getTime() + 7 * DAY_MS);
    expect(await call(ANN, { action: 'validate', token })).toMatchObject({
      status: 410,
      body: { code: 'invite_expired' },
    });
    expect((await call(ANN, { action: 'complete', token })).body).toMatchObject({ code: 'invite_expired' });
  });

  it("someone else's invite is reported as such before its state is revealed", async () => {
    const { token } = await created();
    await call(ANN, { action: 'complete', token });
    expect(await call(BOB, { action: 'validate', token })).toMatchObject({
      status: 403,
      body: { code: 'invite_wrong_account' },
    });
  });

  it('a complete that loses the race reports the invite as used', async () => {
    const { token } = await created();
    store.loseNextRace = true;
    expect(await call(ANN, { action: 'complete', token })).toMatchObject({
      status: 409,
      body: { code: 'invite_used' },
    });
  });

  it('distinct errors: missing token, unknown token, no session, revoked session', async () => {
    const { token } = await created();
    expect((await call(ANN, { action: 'validate', token: ' ' })).body).toEqual({
      ok: false,
      error: 'Invitation token missing.',
      code: 'token_missing',
      field: 'token',
    });
    expect((await call(ANN, { action: 'validate', token: 'nope' })).body).toMatchObject({
      code: 'invite_not_found',
    });
    expect((await call(ANON, { action: 'validate', token })).body).toMatchObject({ code: 'session_missing' });
    expect((await call(SERVICE, { action: 'complete', token })).body).toMatchObject({
      code: 'session_missing',
    });
    expect((await call(null, { action: 'complete', token })).status).toBe(401);
    expect((await call('not-a-jwt', { action: 'complete', token })).body).toMatchObject({
      code: 'session_missing',
    });
    expect(await call(REVOKED, { action: 'validate', token })).toMatchObject({
      status: 401,
      body: {
        code: 'session_expired',
        error: 'Your session has expired. Please open the invitation link again.',
      },
    });
  });
});

describe('the request', () => {
  it('preflight 204 with CORS; other methods 405; bad JSON 400', async () => {
    const preflight = await call(null, null, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect((await call(ANN, null, 'GET')).body).toMatchObject({ code: 'method_not_allowed' });
    const response = await handler(
      new Request('http://functions.test/beta-invite', { method: 'POST', body: '{' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a store failure is a 500 with the closed vocabulary, not a stack trace', async () => {
    store.findByHash = async () => {
      throw new Error('connection reset');
    };
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(await call(ANN, { action: 'validate', token: 'x' })).toEqual({
        status: 500,
        body: { ok: false, error: 'Unexpected error. Please try again.', code: 'internal' },
      });
    } finally {
      console.error = original;
    }
  });
});
