// The profile of assumptions (issue 23) through the real stack: row-level security on
// public.assumption_profiles acting as two users A and B and as an anonymous caller with the real
// supabase-js client, the table's named constraints, the conversation service's routes (read, replace,
// clear, a bad field named), a turn whose answer takes a down payment from the profile, and
// delete_my_account taking the row with the account.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { readStreamEvents } from '../../src/lib/sse-stream.ts';
import type { AssumptionsRow } from '../../supabase/functions/_shared/assumptions.ts';
import { adminClient, clientWithToken, signedInUser, startBackend, type Backend } from './harness.ts';

interface Tester {
  client: SupabaseClient;
  userId: string;
  token: string;
}

let backend: Backend;
let a: Tester;
let b: Tester;
let anon: SupabaseClient;

async function tester(label: string): Promise<Tester> {
  const signed = await signedInUser(backend, label);
  return { client: signed.client, userId: signed.user.id, token: signed.session.access_token };
}

function call(who: Tester, pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('Authorization', `Bearer ${who.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${backend.url}/functions/v1/voiceflow-proxy/${pathname}`, { ...init, headers });
}

const put = (who: Tester, body: unknown) =>
  call(who, 'assumptions', { method: 'PUT', body: JSON.stringify(body) });

async function readOwn(who: Tester) {
  const response = await call(who, 'assumptions');
  expect(response.status).toBe(200);
  return ((await response.json()) as { assumptions: AssumptionsRow | null }).assumptions;
}

beforeAll(async () => {
  backend = await startBackend();
  [a, b] = await Promise.all([tester('assume-a'), tester('assume-b')]);
  anon = clientWithToken(backend, null);
});

afterAll(async () => {
  await backend?.close();
});

describe('assumption_profiles under RLS', () => {
  it('each user reads and writes their own row only; anonymous callers nothing', async () => {
    const own = await a.client
      .from('assumption_profiles')
      .insert({ location: 'Texas', budget: 450_000, down_payment_percent: 20 })
      .select()
      .single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ user_id: a.userId, location: 'Texas' });

    // B sees nothing of A's, and cannot change, delete or forge it.
    expect((await b.client.from('assumption_profiles').select('*')).data).toEqual([]);
    const update = await b.client
      .from('assumption_profiles')
      .update({ location: 'Hacked' })
      .eq('user_id', a.userId)
      .select();
    expect(update.data).toEqual([]);
    const removed = await b.client.from('assumption_profiles').delete().eq('user_id', a.userId).select();
    expect(removed.data).toEqual([]);
    const forged = await b.client
      .from('assumption_profiles')
      .insert({ user_id: a.userId, location: 'Forged' });
    expect(forged.error?.code).toBe('42501');
    const upserted = await b.client
      .from('assumption_profiles')
      .upsert({ user_id: a.userId, location: 'Forged' }, { onConflict: 'user_id' });
    expect(upserted.error).not.toBeNull();

    // Anonymous: nothing read, nothing written.
    expect((await anon.from('assumption_profiles').select('*')).data ?? []).toEqual([]);
    const anonInsert = await anon.from('assumption_profiles').insert({ user_id: a.userId, location: 'Anon' });
    expect(anonInsert.error).not.toBeNull();

    const stillA = await a.client.from('assumption_profiles').select('location').single();
    expect(stillA.data).toEqual({ location: 'Texas' });
    // The service role sees it (the operator's tools, backups).
    const admin = await adminClient(backend)
      .from('assumption_profiles')
      .select('user_id')
      .eq('user_id', a.userId);
    expect(admin.data).toHaveLength(1);
  });

  it('the table refuses bad values with a constraint named after the rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ budget: 0 }, 'assumption_budget_between_1_and_1000000000_dollars'],
      [{ down_payment_percent: 100 }, 'assumption_down_payment_percent_between_0_and_99'],
      [
        { down_payment_percent: 10, down_payment_amount: 5000 },
        'assumption_down_payment_percent_or_amount_not_both',
      ],
      [{ credit_band: 'superb' }, 'assumption_credit_band_excellent_good_fair_or_poor'],
      [{ role: 'landlord' }, 'assumption_role_buyer_investor_or_agent'],
      [{ location: '   ' }, 'assumption_location_1_to_100_characters'],
    ];
    for (const [row, constraint] of cases) {
      const { error } = await b.client.from('assumption_profiles').upsert(row, { onConflict: 'user_id' });
      expect(error?.code, constraint).toBe('23514');
      expect(error?.message).toContain(constraint);
    }
  });
});

describe('the conversation service routes', () => {
  it('replace, read and clear the caller’s profile; a bad field is a 400 naming it', async () => {
    const saved = await put(b, { location: 'Denver, CO', down_payment_amount: 60_000, role: 'buyer' });
    expect(saved.status).toBe(200);
    const row = ((await saved.json()) as { assumptions: AssumptionsRow }).assumptions;
    expect(row).toMatchObject({
      user_id: b.userId,
      location: 'Denver, CO',
      budget: null,
      down_payment_amount: 60_000,
      role: 'buyer',
    });
    expect(await readOwn(b)).toEqual(row);
    // A PUT replaces the whole profile: the fields left out are cleared.
    const replaced = await put(b, { credit_band: 'fair' });
    expect(((await replaced.json()) as { assumptions: AssumptionsRow }).assumptions).toMatchObject({
      location: null,
      down_payment_amount: null,
      credit_band: 'fair',
    });

    const bad = await put(b, { down_payment_percent: 120 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Down payment must be a percent from 0 to 99.',
      code: 'invalid_request',
      field: 'down_payment_percent',
    });

    const cleared = await call(b, 'assumptions', { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await readOwn(b)).toBeNull();
    // Clearing twice is fine (the outbox may deliver it again).
    expect((await call(b, 'assumptions', { method: 'DELETE' })).status).toBe(200);
    // A's row is untouched by B's clear.
    expect((await readOwn(a))?.location).toBe('Texas');
  });

  it('a turn takes the caller’s down payment from their profile, marked as such; not another user’s', async () => {
    const ask = async (who: Tester) => {
      const created = await call(who, 'conversations', {
        method: 'POST',
        body: JSON.stringify({ title: 'Pay' }),
      });
      const id = ((await created.json()) as { conversation: { id: string } }).conversation.id;
      const response = await call(who, `conversations/${id}/interact/stream`, {
        method: 'POST',
        body: JSON.stringify({
          text: 'what would the monthly payment be on a $400,000 home at 6.5% for 30 years?',
          client_msg_id: randomUUID(),
          response_client_msg_id: randomUUID(),
          config: { completion_events: true },
        }),
      });
      expect(response.status).toBe(200);
      await readStreamEvents(response.body!, { onEvent: () => undefined });
      const page = await call(who, `conversations/${id}/messages`);
      const { messages } = (await page.json()) as { messages: { role: string; content_text: string }[] };
      return messages.find((m) => m.role === 'assistant')!.content_text;
    };
    await put(a, { down_payment_percent: 10 });
    const withProfile = await ask(a);
    expect(withProfile).toContain('Down payment: 10% of the price (from your profile).');
    expect(withProfile).toContain('Down payment: $40,000 (10%)');
    // B has no profile: the usual assumption, and nothing of A's.
    const without = await ask(b);
    expect(without).not.toContain('from your profile');
    expect(without).toContain('Down payment: 20% of the price (assumed).');
  });

  it('delete_my_account takes the profile with the account', async () => {
    const c = await tester('assume-c');
    expect((await put(c, { location: 'Ohio' })).status).toBe(200);
    expect((await c.client.rpc('delete_my_account')).error).toBeNull();
    const left = await adminClient(backend)
      .from('assumption_profiles')
      .select('user_id')
      .eq('user_id', c.userId);
    expect(left.data).toEqual([]);
  });
});
