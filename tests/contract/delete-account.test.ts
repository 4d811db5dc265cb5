// Issue 23 §8: "Delete my account and all my data" through the database function delete_my_account()
// (supabase/migrations/20261128090000_delete_my_account.sql), called with PostgREST's rpc as the user
// does, under RLS with two users: A's account and every row of A's go; B's rows stay; nobody else's
// account can be named; anonymous callers cannot call it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, clientWithToken, signedInUser, startBackend, type Backend } from './harness.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend?.close();
});

async function userWithData(label: string) {
  const signed = await signedInUser(backend, label);
  const { client } = signed;
  const conversation = randomUUID();
  expect(
    (await client.from('conversations').insert({ id: conversation, title: `${label} chat` })).error,
  ).toBeNull();
  expect(
    (
      await client.from('messages').insert({
        conversation_id: conversation,
        client_msg_id: `${label}-1`,
        role: 'user',
        content_text: 'hi',
      })
    ).error,
  ).toBeNull();
  expect(
    (await client.from('profiles').update({ display_name: label }).eq('id', signed.user.id)).error,
  ).toBeNull();
  return { ...signed, conversation };
}

describe('delete_my_account', () => {
  it('deletes the caller’s account and all their rows, and nothing of another user’s', async () => {
    const [a, b] = await Promise.all([userWithData('del-a'), userWithData('del-b')]);
    const admin = adminClient(backend);

    const { error } = await a.client.rpc('delete_my_account');
    expect(error).toBeNull();

    const left = async (userId: string) => ({
      user: (await admin.auth.admin.getUserById(userId)).data.user?.id ?? null,
      profiles: (await admin.from('profiles').select('id').eq('id', userId)).data?.length,
      conversations: (await admin.from('conversations').select('id').eq('user_id', userId)).data?.length,
      messages: (await admin.from('messages').select('id').eq('user_id', userId)).data?.length,
    });
    expect(await left(a.user.id)).toEqual({ user: null, profiles: 0, conversations: 0, messages: 0 });
    expect(await left(b.user.id)).toEqual({ user: b.user.id, profiles: 1, conversations: 1, messages: 1 });
    // A can no longer sign in; B still reads B's own conversation.
    const again = await clientWithToken(backend, null).auth.signInWithPassword({
      email: a.user.email!,
      password: a.password,
    });
    expect(again.error).not.toBeNull();
    expect((await b.client.from('conversations').select('id')).data).toEqual([{ id: b.conversation }]);
  });

  it('an anonymous caller cannot call it', async () => {
    const { error } = await clientWithToken(backend, null).rpc('delete_my_account');
    expect(error).not.toBeNull();
  });
});
