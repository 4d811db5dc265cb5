// Row-level security through /rest/v1, acting as two users A and B with the real supabase-js client, on
// every table. B must not read, change, delete or forge A's rows; beta_invites belongs to the service
// role alone; the service role sees everything. RLS lives in the migrations: these tests prove that the
// REST layer really runs each request as the caller.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  adminClient,
  clientWithToken,
  signedInUser,
  startBackend,
  uniqueEmail,
  type Backend,
} from './harness.ts';

interface ActingUser {
  client: SupabaseClient;
  userId: string;
}

/** A supabase-js client signed in through /auth/v1 as a fresh user. */
async function actingUser(backend: Backend, label: string): Promise<ActingUser> {
  const signed = await signedInUser(backend, label);
  return { client: signed.client, userId: signed.user.id };
}

let backend: Backend;
let a: ActingUser;
let b: ActingUser;
let anon: SupabaseClient;
let admin: SupabaseClient;
/** A's rows, created by A through the API. */
let conversationA: string;
let conversationB: string;
let messageA: string;
let inviteId: string;

beforeAll(async () => {
  backend = await startBackend();
  [a, b] = await Promise.all([actingUser(backend, 'rls-a'), actingUser(backend, 'rls-b')]);
  anon = clientWithToken(backend, null);
  admin = adminClient(backend);

  const profile = await a.client.from('profiles').update({ display_name: 'A' }).eq('id', a.userId).select();
  expect(profile.data).toHaveLength(1);
  conversationA = (await insertOne(a.client, 'conversations', { id: randomUUID(), title: 'A private' })).id;
  conversationB = (await insertOne(b.client, 'conversations', { id: randomUUID(), title: 'B private' })).id;
  messageA = (
    await insertOne(a.client, 'messages', {
      conversation_id: conversationA,
      client_msg_id: 'a-1',
      role: 'user',
      content_text: 'secret',
    })
  ).id;
  inviteId = (
    await insertOne(admin, 'beta_invites', {
      email: uniqueEmail('invitee'),
      token_hash: randomUUID(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
  ).id;
});

afterAll(async () => {
  await backend?.close();
});

async function insertOne(client: SupabaseClient, table: string, row: Record<string, unknown>) {
  const { data, error } = await client.from(table).insert(row).select().single();
  expect(error).toBeNull();
  return data as { id: string };
}

/** A's view of its own row, to prove B's attempts changed nothing. */
async function asSeenByA(table: string, id: string) {
  const { data, error } = await a.client.from(table).select('*').eq('id', id).single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

describe.each([
  { table: 'profiles', id: () => a.userId, change: { display_name: 'hijacked' }, field: 'display_name' },
  { table: 'conversations', id: () => conversationA, change: { title: 'hijacked' }, field: 'title' },
  { table: 'messages', id: () => messageA, change: { content_text: 'hijacked' }, field: 'content_text' },
])("B and A's $table", ({ table, id, change, field }) => {
  it("B cannot select A's row (empty list; 406 PGRST116 with .single())", async () => {
    const list = await b.client.from(table).select('*').eq('id', id());
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);

    const single = await b.client.from(table).select('*').eq('id', id()).single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');

    const all = await b.client.from(table).select('id');
    expect(all.data!.map((r) => r.id)).not.toContain(id());
  });

  it("B cannot update A's row (0 rows affected)", async () => {
    const before = await asSeenByA(table, id());
    const updated = await b.client.from(table).update(change).eq('id', id()).select();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([]);

    const single = await b.client.from(table).update(change).eq('id', id()).select().single();
    expect(single.error?.code).toBe('PGRST116');
    expect((await asSeenByA(table, id()))[field]).toBe(before[field]);
  });

  it("B cannot delete A's row (0 rows affected)", async () => {
    const deleted = await b.client.from(table).delete().eq('id', id()).select();
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([]);
    const broad = await b.client.from(table).delete().or(`id.eq.${id()},id.eq.${randomUUID()}`).select('id');
    expect(broad.data).toEqual([]);
    await asSeenByA(table, id());
  });

  it('anon cannot read it', async () => {
    const { data, error } = await anon.from(table).select('*').eq('id', id());
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('pin and archive marks (issue 13): the owner sets them, nobody else', () => {
  const marks = () => ({ pinned_at: new Date().toISOString(), archived_at: new Date().toISOString() });

  it('A pins and archives its own conversation, and clears both again', async () => {
    const set = await a.client.from('conversations').update(marks()).eq('id', conversationA).select();
    expect(set.error).toBeNull();
    expect(set.data).toHaveLength(1);
    expect(set.data![0]!.pinned_at).not.toBeNull();
    expect(set.data![0]!.archived_at).not.toBeNull();
    const cleared = await a.client
      .from('conversations')
      .update({ pinned_at: null, archived_at: null })
      .eq('id', conversationA)
      .select();
    expect(cleared.data![0]).toMatchObject({ pinned_at: null, archived_at: null });
  });

  it("B cannot pin, archive or even see the marks of A's conversation", async () => {
    const attempt = await b.client.from('conversations').update(marks()).eq('id', conversationA).select();
    expect(attempt.error).toBeNull();
    expect(attempt.data).toEqual([]);
    expect(await asSeenByA('conversations', conversationA)).toMatchObject({
      pinned_at: null,
      archived_at: null,
    });
    const read = await b.client.from('conversations').select('pinned_at,archived_at').eq('id', conversationA);
    expect(read.data).toEqual([]);
  });

  it('anon cannot set them', async () => {
    const attempt = await anon.from('conversations').update(marks()).eq('id', conversationA).select();
    expect(attempt.data ?? []).toEqual([]);
    expect(await asSeenByA('conversations', conversationA)).toMatchObject({
      pinned_at: null,
      archived_at: null,
    });
  });
});

describe('B cannot create rows owned by A', () => {
  it('profiles: a profile with A’s id → 42501', async () => {
    const inserted = await b.client.from('profiles').insert({ id: a.userId, display_name: 'fake' });
    expect(inserted.status).toBe(403);
    expect(inserted.error?.code).toBe('42501');

    const upserted = await b.client.from('profiles').upsert({ id: a.userId, display_name: 'fake' });
    expect(upserted.error?.code).toBe('42501');
    expect((await asSeenByA('profiles', a.userId)).display_name).toBe('A');
  });

  it('conversations: user_id = A → 42501', async () => {
    const { error, status } = await b.client
      .from('conversations')
      .insert({ title: 'forged', user_id: a.userId });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(error?.message).toContain('row-level security');
  });

  it("conversations: upserting A's id cannot take the row over", async () => {
    const merged = await b.client.from('conversations').upsert({ id: conversationA, title: 'taken over' });
    expect(merged.error?.code).toBe('42501');
    const ignored = await b.client
      .from('conversations')
      .upsert({ id: conversationA, title: 'taken over' }, { ignoreDuplicates: true });
    expect(ignored.error).toBeNull();
    expect(await asSeenByA('conversations', conversationA)).toMatchObject({
      title: 'A private',
      user_id: a.userId,
    });
  });

  it("messages: B cannot post into A's conversation, nor as A", async () => {
    const base = { role: 'user', content_text: 'intrusion' };
    const intoA = await b.client
      .from('messages')
      .insert({ ...base, conversation_id: conversationA, client_msg_id: 'b-1' });
    expect(intoA.status).toBe(403);
    expect(intoA.error?.code).toBe('42501');

    const asA = await b.client
      .from('messages')
      .insert({ ...base, conversation_id: conversationA, client_msg_id: 'b-2', user_id: a.userId });
    expect(asA.error?.code).toBe('42501');

    const asAIntoOwn = await b.client
      .from('messages')
      .insert({ ...base, conversation_id: conversationB, client_msg_id: 'b-3', user_id: a.userId });
    expect(asAIntoOwn.error?.code).toBe('42501');

    const { data } = await a.client
      .from('messages')
      .select('client_msg_id')
      .eq('conversation_id', conversationA);
    expect(data).toEqual([{ client_msg_id: 'a-1' }]);
  });

  it('messages: B cannot put words in the assistant’s mouth', async () => {
    const { error, status } = await b.client.from('messages').insert({
      conversation_id: conversationB,
      client_msg_id: 'b-fake',
      role: 'assistant',
      content_text: 'Sure!',
    });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('messages: nobody rewrites a stored message, not even its author', async () => {
    const own = await insertOne(b.client, 'messages', {
      conversation_id: conversationB,
      client_msg_id: 'b-own',
      role: 'user',
      content_text: 'mine',
    });
    for (const change of [
      { user_id: a.userId },
      { conversation_id: conversationA },
      { content_text: 'edited' },
    ]) {
      const { data, error } = await b.client.from('messages').update(change).eq('id', own.id).select();
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { data } = await b.client
      .from('messages')
      .select('conversation_id, user_id, content_text')
      .eq('id', own.id);
    expect(data).toEqual([{ conversation_id: conversationB, user_id: b.userId, content_text: 'mine' }]);
  });
});

describe('begin_turn runs as the caller', () => {
  const turn = (conversation: string, user_msg_id: string) => ({
    conversation,
    user_msg_id,
    input: 'What is a cap rate?',
    history_limit: 21,
  });

  it("B starting a turn in A's conversation finds nothing and stores nothing", async () => {
    const { data, error } = await b.client.rpc('begin_turn', turn(conversationA, 'b-intrudes'));
    expect(error).toBeNull();
    expect(data).toBeNull();
    const stored = await admin
      .from('messages')
      .select('id')
      .eq('conversation_id', conversationA)
      .eq('client_msg_id', 'b-intrudes');
    expect(stored.data).toEqual([]);
  });

  it('anon may not call it', async () => {
    const { data, error } = await anon.rpc('begin_turn', turn(conversationA, 'anon-intrudes'));
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('A starts a turn once: the message is stored once, with A as author, and the history sees only A', async () => {
    const first = await a.client.rpc('begin_turn', turn(conversationA, 'a-turn'));
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      conversation: { id: conversationA, user_id: a.userId },
      inserted: true,
      reply: null,
    });
    expect(first.data.recent[0]).toEqual({
      role: 'user',
      content_text: 'What is a cap rate?',
      client_msg_id: 'a-turn',
    });
    expect(first.data.recent.map((m: { client_msg_id: string }) => m.client_msg_id)).toContain('a-1');
    const again = await a.client.rpc('begin_turn', turn(conversationA, 'a-turn'));
    expect(again.data).toMatchObject({ inserted: false, reply: null });
    const rows = await admin
      .from('messages')
      .select('user_id, role')
      .eq('conversation_id', conversationA)
      .eq('client_msg_id', 'a-turn');
    expect(rows.data).toEqual([{ user_id: a.userId, role: 'user' }]);
  });
});

describe('beta_invites: service role only', () => {
  it.each([
    ['A', () => a.client, 403],
    ['B', () => b.client, 403],
    ['anon', () => anon, 401],
  ] as const)('%s can neither read nor write it', async (_who, client, status) => {
    const read = await client().from('beta_invites').select('*');
    expect(read.status).toBe(status);
    expect(read.error?.code).toBe('42501');

    const insert = await client()
      .from('beta_invites')
      .insert({ email: 'x@example.test', token_hash: randomUUID(), expires_at: new Date().toISOString() });
    expect(insert.status).toBe(status);
    expect(insert.error?.code).toBe('42501');

    const update = await client().from('beta_invites').update({ invited_by: 'me' }).eq('id', inviteId);
    expect(update.error?.code).toBe('42501');
    const remove = await client().from('beta_invites').delete().eq('id', inviteId);
    expect(remove.error?.code).toBe('42501');
  });

  it('the service role reads and changes it', async () => {
    const { data, error } = await admin
      .from('beta_invites')
      .select('id, token_hash')
      .eq('id', inviteId)
      .single();
    expect(error).toBeNull();
    expect(data!.id).toBe(inviteId);
    const accepted = await admin
      .from('beta_invites')
      .update({ accepted_at: new Date().toISOString(), accepted_by: a.userId })
      .eq('id', inviteId)
      .select('accepted_by')
      .single();
    expect(accepted.error).toBeNull();
    expect(accepted.data).toEqual({ accepted_by: a.userId });
  });
});

describe('the service role', () => {
  it("sees every user's rows in every table", async () => {
    const profiles = await admin.from('profiles').select('id').in('id', [a.userId, b.userId]);
    expect(profiles.data).toHaveLength(2);
    const conversations = await admin
      .from('conversations')
      .select('id')
      .in('id', [conversationA, conversationB]);
    expect(conversations.data).toHaveLength(2);
    const messages = await admin.from('messages').select('id, user_id').eq('id', messageA).single();
    expect(messages.data).toEqual({ id: messageA, user_id: a.userId });
  });

  it('can write on behalf of a user', async () => {
    const { data, error } = await admin
      .from('conversations')
      .insert({ title: 'Made by the server', user_id: b.userId })
      .select('user_id')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: b.userId });
  });
});
