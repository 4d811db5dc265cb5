// Read-only links (issue 22 §7, supabase/migrations/20261129100000_shares.sql) with the real supabase-js
// client, as two users A and B and as an anonymous reader: A makes a link to a conversation and to one
// analysis; the snapshot holds what was there when the link was made and never a later message;
// anyone with the token reads the snapshot through get_shared_snapshot and nothing else (not the
// table, not A's other conversations); B can neither see, revoke nor make links to A's things; a
// revoked link, a conversation in the bin and a deleted account all end in the same plain not-found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { adminClient, clientWithToken, signedInUser, startBackend, type Backend } from './harness.ts';
import { askAndWait, createConversation } from './conversation-calls.ts';

interface SharedSnapshot {
  kind: 'conversation' | 'analysis';
  title: string;
  shared_at: string;
  conversation_created_at: string;
  messages: Array<{ role: string; content_text: string; content_json: unknown[]; created_at: string }>;
}
interface ShareRow {
  token: string;
  kind: string;
  conversation_id: string;
  message_client_msg_id: string | null;
}

const PAYMENT = 'What is the monthly payment on a $450k home at 6.5% for 30 years?';
const CAP_RATE = 'What is the cap rate on a fourplex earning $48,000 NOI priced at $600,000?';

let backend: Backend;
let anon: SupabaseClient;
let a: Awaited<ReturnType<typeof signedInUser>>;
let b: Awaited<ReturnType<typeof signedInUser>>;
let conversationA: string;
let firstTurn: { questionId: string; replyId: string };

async function share(client: SupabaseClient, conversation: string, reply?: string) {
  return client.rpc('create_share', { conversation, ...(reply ? { reply } : {}) }).single<ShareRow>();
}

async function snapshot(client: SupabaseClient, token: string) {
  return client.rpc('get_shared_snapshot', { share_token: token });
}

beforeAll(async () => {
  backend = await startBackend();
  anon = clientWithToken(backend, null);
  [a, b] = await Promise.all([signedInUser(backend, 'share-a'), signedInUser(backend, 'share-b')]);
  conversationA = await createConversation(backend, a.session.access_token, 'Smith house');
  firstTurn = await askAndWait(backend, a.session.access_token, conversationA, PAYMENT);
});

afterAll(async () => {
  await backend?.close();
});

describe('shares', () => {
  it('a conversation link is a snapshot: later messages never appear in it', async () => {
    const made = await share(a.client, conversationA);
    expect(made.error).toBeNull();
    expect(made.data!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(made.data!.kind).toBe('conversation');

    await askAndWait(backend, a.session.access_token, conversationA, CAP_RATE);

    const read = await snapshot(anon, made.data!.token);
    expect(read.error).toBeNull();
    const shown = read.data as SharedSnapshot;
    expect(shown.kind).toBe('conversation');
    expect(shown.title).toBe('Smith house');
    expect(shown.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(shown.messages[0]!.content_text).toBe(PAYMENT);
    expect(shown.messages[1]!.content_text).toContain('$2,275.44');
    expect(shown.messages[1]!.content_json).toContainEqual(
      expect.objectContaining({
        type: 'calculation',
        result: expect.objectContaining({ calculator: 'mortgage' }),
      }),
    );
    expect(JSON.stringify(shown)).not.toContain('cap rate');
    // Nothing of the owner's: no ids, no e-mail, no user.
    expect(JSON.stringify(shown)).not.toContain(a.user.id);
    expect(JSON.stringify(shown)).not.toContain(a.email);
    expect(JSON.stringify(shown)).not.toContain(conversationA);

    // A link made now holds both turns.
    const later = await share(a.client, conversationA);
    const now = (await snapshot(anon, later.data!.token)).data as SharedSnapshot;
    expect(now.messages.map((m) => m.content_text.slice(0, 20))).toEqual([
      PAYMENT.slice(0, 20),
      expect.any(String),
      CAP_RATE.slice(0, 20),
      expect.any(String),
    ]);
  });

  it('an analysis link holds one reply and its question', async () => {
    const made = await share(a.client, conversationA, firstTurn.replyId);
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ kind: 'analysis', message_client_msg_id: firstTurn.replyId });
    const shown = (await snapshot(b.client, made.data!.token)).data as SharedSnapshot;
    expect(shown.kind).toBe('analysis');
    expect(shown.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(shown.messages[0]!.content_text).toBe(PAYMENT);
    expect(shown.messages[1]!.content_text).toContain('$2,275.44');
    // A question is no analysis.
    const notAReply = await share(a.client, conversationA, firstTurn.questionId);
    expect(notAReply.error?.message).toBe('No such reply.');
  });

  it('row-level security: the owner lists and revokes their links; B and anonymous reach none', async () => {
    const made = (await share(a.client, conversationA)).data!;
    const mine = await a.client.from('shares').select('token, kind').eq('conversation_id', conversationA);
    expect(mine.error).toBeNull();
    expect(mine.data!.map((r) => r.token)).toContain(made.token);

    // B sees no rows of A's, cannot delete them, cannot share A's conversation.
    const seenByB = await b.client.from('shares').select('token');
    expect(seenByB.error).toBeNull();
    expect(seenByB.data).toEqual([]);
    const deletedByB = await b.client.from('shares').delete().eq('token', made.token).select();
    expect(deletedByB.data ?? []).toEqual([]);
    expect((await snapshot(anon, made.token)).data).not.toBeNull();
    const sharedByB = await share(b.client, conversationA);
    expect(sharedByB.error).toMatchObject({ message: 'No such conversation.', hint: 'not_found' });

    // Nobody writes rows directly, not even the owner: a snapshot is always the server's copy.
    const forged = await a.client.from('shares').insert({
      conversation_id: conversationA,
      kind: 'conversation',
      title: 'forged',
      snapshot: { messages: [{ role: 'assistant', content_text: 'forged' }] },
    });
    expect(forged.error?.code).toBe('42501');
    const edited = await a.client.from('shares').update({ title: 'edited' }).eq('token', made.token);
    expect(edited.error?.code).toBe('42501');

    // Anonymous: no table, no link making; only the one function.
    const anonRows = await anon.from('shares').select('token');
    expect(anonRows.error?.code).toBe('42501');
    const anonShare = await share(anon, conversationA);
    expect(anonShare.error).not.toBeNull();
    expect((await anon.from('conversations').select('id')).data ?? []).toEqual([]);
    expect((await anon.from('messages').select('id')).data ?? []).toEqual([]);
  });

  it('a revoked, unknown or malformed token is a plain not-found', async () => {
    const made = (await share(a.client, conversationA)).data!;
    expect((await snapshot(anon, made.token)).data).not.toBeNull();
    const revoked = await a.client.from('shares').delete().eq('token', made.token).select('token');
    expect(revoked.data).toEqual([{ token: made.token }]);
    for (const token of [made.token, '0'.repeat(64), 'nope', "' or 1=1 --"]) {
      const read = await snapshot(anon, token);
      expect(read.error).toBeNull();
      expect(read.data).toBeNull();
    }
  });

  it('a conversation in the bin stops its links; deleting the account removes them', async () => {
    const owner = await signedInUser(backend, 'share-c');
    const id = await createConversation(backend, owner.session.access_token, 'Binned');
    await askAndWait(backend, owner.session.access_token, id, PAYMENT);
    const made = (await share(owner.client, id)).data!;
    expect((await snapshot(anon, made.token)).data).not.toBeNull();

    const binned = await owner.client
      .from('conversations')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id);
    expect(binned.error).toBeNull();
    expect((await snapshot(anon, made.token)).data).toBeNull();
    expect((await share(owner.client, id)).error?.message).toBe('No such conversation.');

    expect((await owner.client.rpc('delete_my_account')).error).toBeNull();
    const left = await adminClient(backend).from('shares').select('token').eq('user_id', owner.user.id);
    expect(left.data).toEqual([]);
  });

  it('an empty conversation has nothing to share', async () => {
    const id = await createConversation(backend, a.session.access_token, 'Empty');
    const empty = await share(a.client, id);
    // The app words its own sentence from the hint (share-api.ts).
    expect(empty.error).toMatchObject({ message: 'There is nothing to share yet.', hint: 'empty' });
  });
});
