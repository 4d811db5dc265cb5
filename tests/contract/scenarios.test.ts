// Scenarios (issue 22 §3) through the real stack: the conversation service's save/rename, delete and
// delta routes (idempotent under the device's id, tombstones, clear 400s), row-level security acting as
// two users A and B and as an anonymous caller with the real supabase-js client, and the cascades: a
// deleted conversation and a deleted account take their scenarios with them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { mortgageInputs, resultOf } from '../../supabase/functions/_shared/assistant/calculation-cards.ts';
import type { ScenarioPage, ScenarioRow } from '../../supabase/functions/_shared/scenario.ts';
import { adminClient, clientWithToken, signedInUser, startBackend, type Backend } from './harness.ts';

interface Tester {
  client: SupabaseClient;
  userId: string;
  token: string;
}

let backend: Backend;
let a: Tester;
let b: Tester;
let conversationA: string;
let conversationB: string;

const card = (annualRate: number) =>
  resultOf('mortgage', mortgageInputs({ loanAmount: 400_000, annualRate, termYears: 30 }));

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

async function conversation(who: Tester, title: string): Promise<string> {
  const created = await call(who, 'conversations', { method: 'POST', body: JSON.stringify({ title }) });
  expect(created.status).toBe(201);
  return ((await created.json()) as { conversation: { id: string } }).conversation.id;
}

function put(who: Tester, conversationId: string, id: string, body: unknown) {
  return call(who, `conversations/${conversationId}/scenarios/${id}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

async function saved(who: Tester, conversationId: string, name: string, rate = 0.065): Promise<ScenarioRow> {
  const response = await put(who, conversationId, randomUUID(), {
    name,
    message_id: 'reply-1',
    calculation: card(rate),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { scenario: ScenarioRow }).scenario;
}

function remove(who: Tester, conversationId: string, id: string) {
  return call(who, `conversations/${conversationId}/scenarios/${id}`, { method: 'DELETE' });
}

async function since(who: Tester, cursor = ''): Promise<ScenarioPage> {
  const response = await call(who, `conversations/scenarios?since=${encodeURIComponent(cursor)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ScenarioPage;
}

beforeAll(async () => {
  backend = await startBackend();
  a = await tester('scenario-a');
  b = await tester('scenario-b');
  conversationA = await conversation(a, 'Loans A');
  conversationB = await conversation(b, 'Loans B');
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

describe('PUT conversations/{id}/scenarios/{scenario_id}', () => {
  it('saves under the given id; a retry stores it once; the same call renames it', async () => {
    const id = randomUUID();
    const body = { name: '  Rate at 6%  ', message_id: 'reply-1', calculation: card(0.06) };
    const first = await put(a, conversationA, id, body);
    const again = await put(a, conversationA, id, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    const row = ((await first.json()) as { scenario: ScenarioRow }).scenario;
    expect(row).toMatchObject({
      id,
      conversation_id: conversationA,
      user_id: a.userId,
      message_client_msg_id: 'reply-1',
      name: 'Rate at 6%',
      calculation: card(0.06),
      deleted_at: null,
    });
    const renamed = await put(a, conversationA, id, { ...body, name: 'Six' });
    expect(((await renamed.json()) as { scenario: ScenarioRow }).scenario.name).toBe('Six');
    const rows = await a.client.from('scenarios').select('id,name').eq('id', id);
    expect(rows.data).toEqual([{ id, name: 'Six' }]);
  });

  it('refuses a name outside the title rules and a card that is not a calculation result (400)', async () => {
    for (const name of ['   ', 'x'.repeat(41)]) {
      const response = await put(a, conversationA, randomUUID(), { name, calculation: card(0.06) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_request', field: 'name' });
    }
    const broken = await put(a, conversationA, randomUUID(), {
      name: 'Broken',
      calculation: { calculator: 'mortgage', inputs: 'none' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ field: 'calculation' });
    const badId = await put(a, conversationA, 'not-a-uuid', { name: 'X', calculation: card(0.06) });
    expect(badId.status).toBe(400);
  });

  it("B cannot save into A's conversation (404), nor take the id of A's scenario (409)", async () => {
    const intoA = await put(b, conversationA, randomUUID(), { name: 'Forged', calculation: card(0.06) });
    expect(intoA.status).toBe(404);
    const mine = await saved(a, conversationA, 'Mine');
    const taken = await put(b, conversationB, mine.id, { name: 'Stolen', calculation: card(0.06) });
    expect(taken.status).toBe(409);
    const renameA = await put(b, conversationA, mine.id, { name: 'Stolen', calculation: card(0.06) });
    expect(renameA.status).toBe(404);
    const rows = await a.client.from('scenarios').select('name').eq('id', mine.id);
    expect(rows.data).toEqual([{ name: 'Mine' }]);
  });
});

describe('DELETE conversations/{id}/scenarios/{scenario_id}', () => {
  it('leaves a tombstone with the name and card cleared; twice is fine; a save after it is 404', async () => {
    const row = await saved(a, conversationA, 'Short-lived');
    expect((await remove(a, conversationA, row.id)).status).toBe(200);
    expect((await remove(a, conversationA, row.id)).status).toBe(200);
    const tombstone = await a.client.from('scenarios').select('name,calculation,deleted_at').eq('id', row.id);
    expect(tombstone.data).toEqual([{ name: null, calculation: null, deleted_at: expect.any(String) }]);
    const revived = await put(a, conversationA, row.id, { name: 'Back', calculation: card(0.06) });
    expect(revived.status).toBe(404);
  });

  it("B cannot delete A's scenario (404) and it stays", async () => {
    const row = await saved(a, conversationA, 'Kept');
    expect((await remove(b, conversationA, row.id)).status).toBe(404);
    expect((await remove(b, conversationB, row.id)).status).toBe(404);
    const rows = await a.client.from('scenarios').select('deleted_at').eq('id', row.id);
    expect(rows.data).toEqual([{ deleted_at: null }]);
  });
});

describe('GET conversations/scenarios?since= (delta sync)', () => {
  it("returns the caller's rows changed at or after the cursor, tombstones included, oldest first", async () => {
    const all = await since(a);
    expect(all.scenarios.every((s) => s.user_id === a.userId)).toBe(true);
    const times = all.scenarios.map((s) => Date.parse(s.updated_at));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(all.scenarios.some((s) => s.deleted_at !== null)).toBe(true);
    const row = await saved(a, conversationA, 'Newest');
    const later = await since(a, all.next_cursor);
    expect(later.scenarios.at(-1)).toMatchObject({ id: row.id, name: 'Newest' });
  });

  it("B's delta never holds A's rows; a cursor it did not make is refused", async () => {
    await saved(b, conversationB, 'B only');
    expect(new Set((await since(b)).scenarios.map((s) => s.user_id))).toEqual(new Set([b.userId]));
    expect((await call(a, 'conversations/scenarios?since=yesterday')).status).toBe(400);
  });
});

describe('row-level security on scenarios (REST, two users and anonymous)', () => {
  it("B reads none of A's scenarios; the anonymous caller reads none at all", async () => {
    const ofA = await b.client.from('scenarios').select('*').eq('conversation_id', conversationA);
    expect(ofA.error).toBeNull();
    expect(ofA.data).toEqual([]);
    const all = await b.client.from('scenarios').select('user_id');
    expect(new Set(all.data!.map((r) => r.user_id))).toEqual(new Set([b.userId]));
    const anonymous = await clientWithToken(backend, null).from('scenarios').select('*');
    expect(anonymous.data ?? []).toEqual([]);
  });

  it("B cannot change or delete A's scenarios (0 rows)", async () => {
    const row = await saved(a, conversationA, 'Guarded');
    const updated = await b.client.from('scenarios').update({ name: 'Hijacked' }).eq('id', row.id).select();
    expect(updated.data ?? []).toEqual([]);
    const deleted = await b.client.from('scenarios').delete().eq('id', row.id).select();
    expect(deleted.data ?? []).toEqual([]);
    const seen = await a.client.from('scenarios').select('name').eq('id', row.id);
    expect(seen.data).toEqual([{ name: 'Guarded' }]);
  });

  it("B cannot insert into A's conversation, nor as A; anonymous cannot insert at all", async () => {
    const base = { name: 'Forged', calculation: card(0.06) };
    const intoA = await b.client
      .from('scenarios')
      .insert({ id: randomUUID(), conversation_id: conversationA, ...base });
    expect(intoA.error?.code).toBe('42501');
    const asA = await b.client
      .from('scenarios')
      .insert({ id: randomUUID(), conversation_id: conversationB, user_id: a.userId, ...base });
    expect(asA.error?.code).toBe('42501');
    const anonymous = await clientWithToken(backend, null)
      .from('scenarios')
      .insert({ id: randomUUID(), conversation_id: conversationA, ...base });
    expect(anonymous.error).not.toBeNull();
    const admin = await adminClient(backend).from('scenarios').select('id').eq('name', 'Forged');
    expect(admin.data).toEqual([]);
  });
});

describe('cascades', () => {
  it('deleting the conversation removes its scenarios, tombstones too', async () => {
    const id = await conversation(a, 'Doomed');
    const live = await saved(a, id, 'Live');
    const gone = await saved(a, id, 'Gone');
    await remove(a, id, gone.id);
    expect((await call(a, `conversations/${id}`, { method: 'DELETE' })).status).toBe(200);
    const left = await adminClient(backend).from('scenarios').select('id').in('id', [live.id, gone.id]);
    expect(left.data).toEqual([]);
  });

  it("deleting the account removes the user's scenarios", async () => {
    const c = await tester('scenario-c');
    const row = await saved(c, await conversation(c, 'Mine'), 'Mine');
    const deleted = await c.client.rpc('delete_my_account');
    expect(deleted.error).toBeNull();
    const left = await adminClient(backend).from('scenarios').select('id').eq('id', row.id);
    expect(left.data).toEqual([]);
  });
});

describe('realtime', () => {
  it("A's other devices hear of a save and a delete; B, even asking for A's rows, hears nothing", async () => {
    const heard: Record<'a' | 'b', ScenarioRow[]> = { a: [], b: [] };
    const listen = (who: Tester, key: 'a' | 'b') =>
      new Promise<RealtimeChannel>((resolve, reject) => {
        const channel = who.client
          .channel(`scenarios-${key}-${randomUUID()}`)
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'scenarios', filter: `user_id=eq.${a.userId}` },
            (payload) => void heard[key].push(payload.new as ScenarioRow),
          )
          .subscribe((status, error) => {
            if (status === 'SUBSCRIBED') resolve(channel);
            else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
          });
      });
    const channels = [await listen(a, 'a'), await listen(b, 'b')];
    try {
      const row = await saved(a, conversationA, 'Heard');
      await remove(a, conversationA, row.id);
      await expect
        .poll(() => heard.a.filter((r) => r.id === row.id).map((r) => r.name), { timeout: 10_000 })
        .toEqual(['Heard', null]);
      expect(heard.a.at(-1)?.deleted_at).toEqual(expect.any(String));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.b).toEqual([]);
    } finally {
      for (const channel of channels) await channel.unsubscribe();
    }
  });
});
