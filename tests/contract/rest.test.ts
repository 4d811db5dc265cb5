// PostgREST subset (/rest/v1) driven by the real supabase-js client: reads, filters, writes, upserts,
// errors and headers, as the app uses them (wire-protocol doc §3).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { adminClient, clientWithToken, signedInUser, startBackend, type Backend } from './harness.ts';
import { signJwt } from '../../server/jwt.ts';

const IN_PROCESS = !process.env.SUPABASE_URL;

interface ActingUser {
  client: SupabaseClient;
  userId: string;
  email: string;
  accessToken: string;
}

/** A supabase-js client signed in through /auth/v1 as a fresh user. */
async function actingUser(backend: Backend, label: string): Promise<ActingUser> {
  const signed = await signedInUser(backend, label);
  return {
    client: signed.client,
    userId: signed.user.id,
    email: signed.email,
    accessToken: signed.session.access_token,
  };
}

let backend: Backend;
let a: ActingUser;
let anon: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  a = await actingUser(backend, 'rest-a');
  anon = clientWithToken(backend, null);
  admin = adminClient(backend);
});

afterAll(async () => {
  await backend?.close();
});

async function newConversation(client: SupabaseClient, title = 'A conversation') {
  const id = randomUUID();
  const { data, error } = await client.from('conversations').insert({ id, title }).select().single();
  expect(error).toBeNull();
  return data as { id: string; title: string; user_id: string; last_activity_at: string; updated_at: string };
}

describe('profiles', () => {
  it('selects the own profile with .single() as a bare object', async () => {
    const { data, error, status } = await a.client.from('profiles').select('*').eq('id', a.userId).single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: a.userId, display_name: null });
    expect(Array.isArray(data)).toBe(false);
    expect(new Date(data.created_at).toString()).not.toBe('Invalid Date');
  });

  it('answers .single() with no row by 406 PGRST116', async () => {
    const { data, error, status, statusText } = await a.client
      .from('profiles')
      .select('*')
      .eq('id', randomUUID())
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(statusText).toBe('Not Acceptable');
    expect(error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('answers .maybeSingle() with no row by null data and no error', async () => {
    const { data, error } = await a.client.from('profiles').select('*').eq('id', randomUUID()).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('upserts the profile and returns it with a new updated_at', async () => {
    const before = await a.client.from('profiles').select('updated_at').eq('id', a.userId).single();
    const { data, error, status } = await a.client
      .from('profiles')
      .upsert({ id: a.userId, display_name: 'Ada' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ id: a.userId, display_name: 'Ada' });
    expect(data.updated_at).not.toBe(before.data!.updated_at);
    expect(Date.parse(data.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.data!.updated_at));
  });

  it('reports a CHECK violation as 400 with code 23514', async () => {
    const { error, status } = await a.client
      .from('profiles')
      .update({ display_name: 'x'.repeat(81) })
      .eq('id', a.userId);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });
});

describe('conversations: writes', () => {
  it('inserts with a client-chosen id; user_id defaults to the caller', async () => {
    const id = randomUUID();
    const { data, error, status } = await a.client
      .from('conversations')
      .insert({ id, title: 'Offline first' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ id, title: 'Offline first', user_id: a.userId, deleted_at: null });
  });

  it('answers an insert without .select() by 201 and no body', async () => {
    const { data, error, status } = await a.client.from('conversations').insert({ title: 'Minimal' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it('is idempotent when the same id is upserted again', async () => {
    const id = randomUUID();
    const first = await a.client.from('conversations').upsert({ id, title: 'Retry me' });
    expect(first.error).toBeNull();
    const again = await a.client
      .from('conversations')
      .upsert({ id, title: 'Retry me' }, { onConflict: 'id' });
    expect(again.error).toBeNull();
    expect(again.status).toBe(201);
    const ignored = await a.client
      .from('conversations')
      .upsert({ id, title: 'Not applied' }, { onConflict: 'id', ignoreDuplicates: true })
      .select();
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const { data, count } = await a.client
      .from('conversations')
      .select('title', { count: 'exact' })
      .eq('id', id);
    expect(count).toBe(1);
    expect(data).toEqual([{ title: 'Retry me' }]);
  });

  it('upserts an array with on_conflict and columns', async () => {
    const ids = [randomUUID(), randomUUID()];
    const { error, status } = await a.client.from('conversations').upsert(
      ids.map((id, i) => ({ id, title: `Batch ${i}` })),
      { onConflict: 'id' },
    );
    expect(error).toBeNull();
    expect(status).toBe(201);
    const { data } = await a.client.from('conversations').select('title').in('id', ids).order('title');
    expect(data).toEqual([{ title: 'Batch 0' }, { title: 'Batch 1' }]);
  });

  it('uses column defaults for missing keys with defaultToNull: false', async () => {
    const ids = [randomUUID(), randomUUID()];
    const { data, error } = await a.client
      .from('conversations')
      .insert(
        [{ id: ids[0], title: 'With id' }, { title: 'Without id' }] as { id?: string; title: string }[],
        {
          defaultToNull: false,
        },
      )
      .select('id, title');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data!.find((r) => r.title === 'With id')!.id).toBe(ids[0]);
    expect(data!.find((r) => r.title === 'Without id')!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['blank', '   '],
    ['41 characters', 'x'.repeat(41)],
  ])('rejects a %s title with 400 and code 23514', async (_label, title) => {
    const { data, error, status } = await a.client.from('conversations').insert({ title }).select();
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('conversations_title_length');
  });

  it('accepts a 40-character title', async () => {
    const { error } = await a.client.from('conversations').insert({ title: 'x'.repeat(40) });
    expect(error).toBeNull();
  });

  it('updates with filters: 204 without .select(), the rows with it', async () => {
    const conversation = await newConversation(a.client, 'Before');
    const minimal = await a.client
      .from('conversations')
      .update({ title: 'Middle' })
      .eq('id', conversation.id);
    expect(minimal.error).toBeNull();
    expect(minimal.status).toBe(204);
    expect(minimal.data).toBeNull();

    const { data, error, status } = await a.client
      .from('conversations')
      .update({ title: 'After' })
      .eq('id', conversation.id)
      .select('id, title, updated_at')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: conversation.id, title: 'After' });
    expect(Date.parse(data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(conversation.updated_at));
  });

  it('soft-deletes by setting deleted_at, then filters tombstones out', async () => {
    const conversation = await newConversation(a.client, 'Tombstone');
    const deletedAt = new Date().toISOString();
    const { error } = await a.client
      .from('conversations')
      .update({ deleted_at: deletedAt })
      .eq('id', conversation.id);
    expect(error).toBeNull();
    const live = await a.client
      .from('conversations')
      .select('id')
      .eq('id', conversation.id)
      .is('deleted_at', null);
    expect(live.data).toEqual([]);
    const dead = await a.client
      .from('conversations')
      .select('id')
      .eq('id', conversation.id)
      .not('deleted_at', 'is', null);
    expect(dead.data).toEqual([{ id: conversation.id }]);
  });

  it('deletes with filters: 204 without .select(), the deleted rows with it', async () => {
    const one = await newConversation(a.client, 'Delete me');
    const two = await newConversation(a.client, 'Delete me too');
    const minimal = await a.client.from('conversations').delete().eq('id', one.id);
    expect(minimal.error).toBeNull();
    expect(minimal.status).toBe(204);
    const returned = await a.client.from('conversations').delete().eq('id', two.id).select('id');
    expect(returned.status).toBe(200);
    expect(returned.data).toEqual([{ id: two.id }]);
    const left = await a.client.from('conversations').select('id').in('id', [one.id, two.id]);
    expect(left.data).toEqual([]);
  });

  it('rolls back a .single() write that affects more than one row', async () => {
    const marker = `Multi ${randomUUID().slice(0, 8)}`;
    await a.client.from('conversations').insert([{ title: marker }, { title: marker }]);
    const { error, status } = await a.client
      .from('conversations')
      .update({ title: 'Changed' })
      .eq('title', marker)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    const { count } = await a.client
      .from('conversations')
      .select('*', { count: 'exact', head: true })
      .eq('title', marker);
    expect(count).toBe(2);
  });

  it('refuses an unknown column in the body with 400 PGRST204', async () => {
    const { error, status } = await a.client
      .from('conversations')
      .insert({ title: 'x', colour: 'red' } as never);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
    expect(error?.message).toBe("Could not find the 'colour' column of 'conversations' in the schema cache");
  });

  it('refuses a value of the wrong type with 400 and code 22P02', async () => {
    const { error, status } = await a.client.from('conversations').insert({ id: 'not-a-uuid', title: 'x' });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('conversations: reads', () => {
  const marker = `R${randomUUID().slice(0, 6)}`;
  const titles = [1, 2, 3, 4, 5].map((n) => `${marker}-${n}`);

  beforeAll(async () => {
    for (const title of titles) await newConversation(a.client, title);
    await newConversation(a.client, `${marker},(6)`);
  });

  it('filters, orders, pages and counts', async () => {
    const { data, error, count, status } = await a.client
      .from('conversations')
      .select('id, title', { count: 'exact' })
      .like('title', `${marker}-%`)
      .order('title', { ascending: false })
      .range(1, 2);
    expect(error).toBeNull();
    expect(count).toBe(5);
    expect([200, 206]).toContain(status);
    expect(data!.map((r) => r.title)).toEqual([titles[3], titles[2]]);
  });

  it('limits and offsets', async () => {
    const { data } = await a.client
      .from('conversations')
      .select('title')
      .like('title', `${marker}-%`)
      .order('title')
      .limit(2);
    expect(data!.map((r) => r.title)).toEqual(titles.slice(0, 2));
    const { data: page } = await a.client
      .from('conversations')
      .select('title')
      .like('title', `${marker}-%`)
      .order('title')
      .range(3, 10);
    expect(page!.map((r) => r.title)).toEqual(titles.slice(3));
  });

  it('supports eq, neq, gt, gte, lt, lte, ilike and in (with quoted items)', async () => {
    const base = () =>
      a.client.from('conversations').select('title').ilike('title', `${marker.toLowerCase()}%`);
    const titlesOf = async (q: PromiseLike<{ data: { title: string }[] | null }>) =>
      ((await q).data ?? []).map((r) => r.title).sort();
    expect(await titlesOf(base().eq('title', titles[0]))).toEqual([titles[0]]);
    expect(await titlesOf(base().neq('title', titles[0]).like('title', `${marker}-%`))).toEqual(
      titles.slice(1),
    );
    expect(await titlesOf(base().gt('title', titles[3]).like('title', `${marker}-%`))).toEqual([titles[4]]);
    expect(await titlesOf(base().gte('title', titles[3]).like('title', `${marker}-%`))).toEqual(
      titles.slice(3),
    );
    expect(await titlesOf(base().lt('title', titles[1]).like('title', `${marker}-%`))).toEqual([titles[0]]);
    expect(await titlesOf(base().lte('title', titles[1]).like('title', `${marker}-%`))).toEqual(
      titles.slice(0, 2),
    );
    expect(await titlesOf(base().in('title', [titles[0], `${marker},(6)`]))).toEqual(
      [titles[0], `${marker},(6)`].sort(),
    );
    expect(
      await titlesOf(base().not('title', 'in', `(${titles[0]},${titles[1]})`).like('title', `${marker}-%`)),
    ).toEqual(titles.slice(2));
  });

  it('supports or=(...) logic trees', async () => {
    const { data, error } = await a.client
      .from('conversations')
      .select('title')
      .or(`title.eq.${titles[0]},and(title.gte.${titles[3]},title.like.${marker}-*)`)
      .order('title');
    expect(error).toBeNull();
    expect(data!.map((r) => r.title)).toEqual([titles[0], titles[3], titles[4]]);
  });

  it('filters timestamps with ISO strings and is.null', async () => {
    const { data: all } = await a.client
      .from('conversations')
      .select('title, created_at')
      .like('title', `${marker}-%`)
      .order('created_at', { ascending: true })
      .order('title');
    const third = all![2]!;
    const { data, error } = await a.client
      .from('conversations')
      .select('title')
      .like('title', `${marker}-%`)
      .gte('created_at', third.created_at)
      .is('deleted_at', null);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(3);
  });

  it('renames with aliases and casts with ::', async () => {
    const { data, error } = await a.client
      .from('conversations')
      .select('name:title, created:created_at::text')
      .eq('title', titles[0])
      .single();
    expect(error).toBeNull();
    expect(Object.keys(data!).sort()).toEqual(['created', 'name']);
    expect(data!.name).toBe(titles[0]);
  });

  it('counts without rows with head: true', async () => {
    const { data, count, error, status } = await a.client
      .from('conversations')
      .select('*', { count: 'exact', head: true })
      .like('title', `${marker}-%`);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(5);
  });

  it('sends Content-Range and 416 for an offset past the end', async () => {
    const url = `${backend.url}/rest/v1/conversations?select=id&title=like.${encodeURIComponent(`${marker}-*`)}&offset=1&limit=2`;
    const headers = {
      apikey: backend.anonKey,
      Authorization: `Bearer ${a.accessToken}`,
      Prefer: 'count=exact',
    };
    const res = await fetch(url, { headers });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/5');
    const past = await fetch(url.replace('offset=1', 'offset=9'), { headers });
    expect(past.status).toBe(416);
    expect(await past.json()).toMatchObject({ code: 'PGRST103' });
  });

  it('refuses unknown columns, unknown tables, embedding and other schemas', async () => {
    const unknownColumn = await a.client.from('conversations').select('colour');
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error?.code).toBe('42703');

    const unknownTable = await a.client.from('nope').select();
    expect(unknownTable.status).toBe(404);
    expect(unknownTable.error?.code).toBe('PGRST205');

    const embedded = await a.client.from('conversations').select('id, messages(*)');
    expect(embedded.status).toBe(400);
    expect(embedded.error?.code).toBe('PGRST200');
    expect(embedded.error?.message).toMatch(/embedding/);

    const otherSchema = await a.client.schema('private').from('conversations').select();
    expect(otherSchema.status).toBe(406);
    expect(otherSchema.error?.code).toBe('PGRST106');
  });

  it('refuses a malformed filter with 400 PGRST100', async () => {
    const { status, error } = await a.client.from('conversations').select().filter('title', 'bogus', 'x');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });
});

describe('messages', () => {
  it('stores jsonb and arrays and returns them as JSON', async () => {
    const conversation = await newConversation(a.client);
    const { data, error } = await a.client
      .from('messages')
      .insert({
        conversation_id: conversation.id,
        client_msg_id: 'c-1',
        role: 'user',
        content_text: 'Hello',
        content_json: [{ type: 'text', payload: { message: 'Hello' } }],
        trace_types: ['text', 'choice'],
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      conversation_id: conversation.id,
      user_id: a.userId,
      content_json: [{ type: 'text', payload: { message: 'Hello' } }],
      trace_types: ['text', 'choice'],
      status: 'complete',
    });
    const contains = await a.client.from('messages').select('id').contains('trace_types', ['choice']);
    expect(contains.data).toEqual([{ id: data!.id }]);
  });

  it('refuses a second message with the same client_msg_id: 409 23505', async () => {
    const conversation = await newConversation(a.client);
    const message = {
      conversation_id: conversation.id,
      client_msg_id: 'dup',
      role: 'user',
      content_text: 'once',
    };
    expect((await a.client.from('messages').insert(message)).error).toBeNull();
    const { error, status } = await a.client.from('messages').insert({ ...message, content_text: 'twice' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });

  it('ignores a retried send with ignoreDuplicates', async () => {
    const conversation = await newConversation(a.client);
    const message = {
      conversation_id: conversation.id,
      client_msg_id: 'retry',
      role: 'user',
      content_text: 'first',
    };
    expect((await a.client.from('messages').insert(message)).error).toBeNull();
    const retried = await a.client
      .from('messages')
      .upsert(
        { ...message, content_text: 'second' },
        { onConflict: 'conversation_id,client_msg_id', ignoreDuplicates: true },
      );
    expect(retried.error).toBeNull();
    expect(retried.status).toBe(201);
    const { data } = await a.client
      .from('messages')
      .select('content_text')
      .eq('conversation_id', conversation.id);
    expect(data).toEqual([{ content_text: 'first' }]);
  });

  it("bumps the conversation's last_activity_at when a message is inserted", async () => {
    const conversation = await newConversation(a.client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { data: message } = await a.client
      .from('messages')
      .insert({ conversation_id: conversation.id, client_msg_id: 'bump', role: 'user', content_text: 'hi' })
      .select('created_at')
      .single();
    const { data: after } = await a.client
      .from('conversations')
      .select('last_activity_at')
      .eq('id', conversation.id)
      .single();
    expect(Date.parse(after!.last_activity_at)).toBeGreaterThan(Date.parse(conversation.last_activity_at));
    expect(after!.last_activity_at).toBe(message!.created_at);
  });
});

describe('anon and credentials', () => {
  it('gives anon nothing to read and nothing to write', async () => {
    await newConversation(a.client, 'Private');
    const read = await anon.from('conversations').select('*');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const profiles = await anon.from('profiles').select('*');
    expect(profiles.data).toEqual([]);

    const insert = await anon.from('conversations').insert({ title: 'From nobody' });
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');
  });

  it.runIf(IN_PROCESS)(
    'answers a bad signature with 401 PGRST301 and an expired token with 401 PGRST303',
    async () => {
      const iat = Math.floor(Date.now() / 1000);
      const claims = { sub: a.userId, role: 'authenticated', aud: 'authenticated' };
      const forged = await signJwt({ ...claims, iat, exp: iat + 3600 }, 'not-the-secret');
      const bad = await clientWithToken(backend, forged).from('conversations').select();
      expect(bad.status).toBe(401);
      expect(bad.error?.code).toBe('PGRST301');

      const expired = await signJwt(
        { ...claims, iat: iat - 7200, exp: iat - 3600 },
        backend.stack!.jwtSecret,
      );
      const old = await clientWithToken(backend, expired).from('conversations').select();
      expect(old.status).toBe(401);
      expect(old.error).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    },
  );

  it('refuses a request without a valid API key with 401', async () => {
    const none = await fetch(`${backend.url}/rest/v1/conversations`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${backend.url}/rest/v1/conversations`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
  });

  it('lets the service role read every user’s rows', async () => {
    const conversation = await newConversation(a.client, 'Seen by admin');
    const { data, error } = await admin.from('conversations').select('id, user_id').eq('id', conversation.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: conversation.id, user_id: a.userId }]);
  });
});

describe('protocol details', () => {
  it('answers a CORS preflight', async () => {
    const res = await fetch(`${backend.url}/rest/v1/conversations`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://app.example',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, prefer, x-client-info, accept-profile',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toContain('prefer');
  });

  it('exposes Content-Range to browsers', async () => {
    const res = await fetch(`${backend.url}/rest/v1/conversations?select=id&limit=1`, {
      headers: { apikey: backend.anonKey, Origin: 'http://app.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('refuses a body that is not JSON with 400 PGRST102', async () => {
    const res = await fetch(`${backend.url}/rest/v1/conversations`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${a.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: '{"title":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST102', details: null, hint: null });
  });

  it('calls a function with rpc(), and 404 PGRST202 for an unknown one', async () => {
    const conversation = await newConversation(a.client);
    const own = await a.client.rpc('message_conversation_is_own', { conversation: conversation.id });
    expect(own.error).toBeNull();
    expect(own.data).toBe(true);
    const viaGet = await anon.rpc(
      'message_conversation_is_own',
      { conversation: conversation.id },
      { get: true },
    );
    expect(viaGet.data).toBe(false);
    const missing = await a.client.rpc('no_such_function', {});
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
  });
});
