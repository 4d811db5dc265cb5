import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import {
  completeInvite,
  formatExpiry,
  inviteLine,
  inviteTokenFrom,
  validateInvite,
} from './onboarding-api.ts';

function clientAnswering(result: { data: unknown; error: unknown } | Error) {
  const invoke = vi.fn(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  return { client: { functions: { invoke } } as unknown as SupabaseClient, invoke };
}

function httpError(status: number, body: unknown) {
  return new FunctionsHttpError(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('validateInvite', () => {
  it('posts {action: validate, token} to beta-invite and returns the invite', async () => {
    const { client, invoke } = clientAnswering({
      data: {
        ok: true,
        email: 'tester@example.com',
        invited_by: 'Acme Realty',
        expires_at: '2026-02-01T00:00:00Z',
      },
      error: null,
    });
    await expect(validateInvite(client, 'tok')).resolves.toEqual({
      ok: true,
      value: { email: 'tester@example.com', invitedBy: 'Acme Realty', expiresAt: '2026-02-01T00:00:00Z' },
    });
    expect(invoke).toHaveBeenCalledWith('beta-invite', { body: { action: 'validate', token: 'tok' } });
  });

  it('treats a blank inviter or expiry as missing', async () => {
    const { client } = clientAnswering({
      data: { ok: true, email: 'a@b.c', invited_by: ' ', expires_at: null },
      error: null,
    });
    const result = await validateInvite(client, 'tok');
    expect(result.ok && result.value).toEqual({ email: 'a@b.c', invitedBy: null, expiresAt: null });
  });

  it('returns the server’s error text from a non-2xx answer', async () => {
    const { client } = clientAnswering({
      data: null,
      error: httpError(410, { ok: false, error: 'This invitation has expired.', code: 'invite_expired' }),
    });
    await expect(validateInvite(client, 'tok')).resolves.toEqual({
      ok: false,
      error: 'This invitation has expired.',
    });
  });

  it('falls back to the server’s message field', async () => {
    const { client } = clientAnswering({
      data: null,
      error: httpError(401, { code: 401, message: 'Invalid JWT' }),
    });
    await expect(validateInvite(client, 'tok')).resolves.toEqual({ ok: false, error: 'Invalid JWT' });
  });

  it('gives no text when the server said nothing usable', async () => {
    const { client } = clientAnswering({ data: null, error: httpError(500, 'not json') });
    await expect(validateInvite(client, 'tok')).resolves.toEqual({ ok: false, error: null });
    const offline = clientAnswering({
      data: null,
      error: new FunctionsFetchError(new TypeError('Failed to fetch')),
    });
    await expect(validateInvite(offline.client, 'tok')).resolves.toEqual({ ok: false, error: null });
  });

  it('handles ok:false in a 200 answer and a thrown client', async () => {
    const { client } = clientAnswering({
      data: { ok: false, error: 'Invitation token missing.' },
      error: null,
    });
    await expect(validateInvite(client, 'tok')).resolves.toEqual({
      ok: false,
      error: 'Invitation token missing.',
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = clientAnswering(new Error('boom'));
    await expect(validateInvite(thrown.client, 'tok')).resolves.toEqual({ ok: false, error: null });
    vi.restoreAllMocks();
  });
});

describe('completeInvite', () => {
  it('posts {action: complete, token}', async () => {
    const { client, invoke } = clientAnswering({ data: { ok: true }, error: null });
    await expect(completeInvite(client, 'tok')).resolves.toEqual({ ok: true, value: null });
    expect(invoke).toHaveBeenCalledWith('beta-invite', { body: { action: 'complete', token: 'tok' } });
  });

  it('reports the server’s error', async () => {
    const { client } = clientAnswering({
      data: null,
      error: httpError(409, { ok: false, error: 'Already used.' }),
    });
    await expect(completeInvite(client, 'tok')).resolves.toEqual({ ok: false, error: 'Already used.' });
  });
});

describe('inviteLine', () => {
  it('names the inviter and the expiry date', () => {
    expect(inviteLine({ invitedBy: 'Acme Realty', expiresAt: '2026-02-01T12:00:00Z' }, 'en-US')).toBe(
      'Invited by Acme Realty · Invite expires February 1, 2026',
    );
  });

  it('falls back to the team name and “soon”', () => {
    expect(inviteLine({ invitedBy: null, expiresAt: null })).toBe(
      'Invited by the Hearth team · Invite expires soon',
    );
    expect(formatExpiry('not a date')).toBe('soon');
  });
});

describe('inviteTokenFrom', () => {
  it('trims the token and treats blank as missing', () => {
    expect(inviteTokenFrom('?token=%20abc%20')).toBe('abc');
    expect(inviteTokenFrom('?token=%20%20')).toBeNull();
    expect(inviteTokenFrom('')).toBeNull();
    expect(inviteTokenFrom(new URLSearchParams({ token: 'x' }))).toBe('x');
  });
});
