// Pin and archive (issue 13) through the real stack: the conversation service's PATCH with its
// validation and isolation between users, and the sync engine carrying a change made offline on one
// device to another device of the same user (outbox, delivery, delta pull, realtime).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppDb } from '../../src/db/app-db.ts';
import { fakeIndexedDb } from '../../src/db/test-db.ts';
import { microtaskScheduler } from '../../src/sync/ports.ts';
import {
  supabaseConversationApi,
  supabaseRealtime,
  supabaseSessionSignals,
} from '../../src/sync/supabase-adapters.ts';
import { SyncEngine } from '../../src/sync/sync-engine.ts';
import { InMemoryLockProvider, ManualOnlineDetector } from '../fakes/sync-doubles.ts';
import { signedInUser, startBackend, userClient, type Backend } from './harness.ts';

let backend: Backend;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  backend = await startBackend({
    functionEnv: { ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '0' },
  });
  [alice, bob] = await Promise.all([
    signedInUser(backend, 'organise-a'),
    signedInUser(backend, 'organise-b'),
  ]);
});
afterAll(() => backend.close());

function call(path: string, init: RequestInit & { token?: string } = {}) {
  const { token = alice.session.access_token, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('Authorization', `Bearer ${token}`);
  if (rest.body) headers.set('Content-Type', 'application/json');
  return fetch(`${backend.url}/functions/v1/voiceflow-proxy/${path}`, { ...rest, headers });
}

async function createConversation(title: string) {
  const response = await call('conversations', { method: 'POST', body: JSON.stringify({ title }) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversation: { id: string } }).conversation;
}

const patch = (id: string, body: unknown, token?: string) =>
  call(`conversations/${id}`, { method: 'PATCH', body: JSON.stringify(body), token });

describe('PATCH conversations/{id} with pinned / archived', () => {
  it('pins, archives and clears, each moving updated_at so delta sync sees it', async () => {
    const { id } = await createConversation('Organise me');
    const pinned = await patch(id, { pinned: true });
    expect(pinned.status).toBe(200);
    const row = ((await pinned.json()) as { conversation: Record<string, string | null> }).conversation;
    expect(row.pinned_at).not.toBeNull();
    expect(row.archived_at).toBeNull();

    const both = await (await patch(id, { pinned: false, archived: true })).json();
    expect(both.conversation.pinned_at).toBeNull();
    expect(both.conversation.archived_at).not.toBeNull();
    expect(Date.parse(both.conversation.updated_at)).toBeGreaterThan(Date.parse(row.updated_at!));

    const since = await (await call('conversations?since=0')).json();
    expect(since.conversations.find((c: { id: string }) => c.id === id)).toMatchObject({
      pinned_at: null,
      archived_at: both.conversation.archived_at,
    });
    // A rename alone leaves the marks alone.
    const renamed = await (await patch(id, { title: 'Renamed' })).json();
    expect(renamed.conversation).toMatchObject({
      title: 'Renamed',
      archived_at: both.conversation.archived_at,
    });
  });

  it('validates the body: booleans only, and something to change', async () => {
    const { id } = await createConversation('Validate me');
    const wrongType = await patch(id, { pinned: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ code: 'invalid_request', field: 'pinned' });
    const nothing = await patch(id, {});
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).code).toBe('invalid_request');
  });

  it("another user's conversation is 404 and keeps its marks", async () => {
    const { id } = await createConversation('Not yours');
    const attempt = await patch(id, { pinned: true, archived: true }, bob.session.access_token);
    expect(attempt.status).toBe(404);
    const own = await (await call(`conversations/${id}`)).json();
    expect(own.conversation).toMatchObject({ pinned_at: null, archived_at: null });
  });
});

describe('two devices of one user', () => {
  const engines: SyncEngine[] = [];
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  });

  function device(client: SupabaseClient, userId: string, online: ManualOnlineDetector) {
    const db = new AppDb(userId, fakeIndexedDb());
    const engine = new SyncEngine({
      db,
      userId,
      api: supabaseConversationApi(client, { supabaseUrl: backend.url, anonKey: backend.anonKey }),
      session: supabaseSessionSignals(client),
      online,
      locks: new InMemoryLockProvider(),
      realtime: supabaseRealtime(client),
      scheduleFrame: microtaskScheduler,
      backoff: { baseMs: 20, maxMs: 250 },
      onError: (message, error) => {
        throw new Error(`${message}: ${String(error)}`);
      },
    });
    engines.push(engine);
    return { db, engine };
  }

  async function until(check: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('a pin and an archive made offline reach the server once back, and the other device shows them', async () => {
    const { client, user, email, password } = await signedInUser(backend, 'organise-devices');
    // Each device has its own client (its own session and realtime socket).
    const laptopClient = userClient(backend);
    expect((await laptopClient.auth.signInWithPassword({ email, password })).error).toBeNull();
    const phoneOnline = new ManualOnlineDetector(true);
    const phone = device(client, user.id, phoneOnline);
    const laptop = device(laptopClient, user.id, new ManualOnlineDetector(true));
    phone.engine.start();
    laptop.engine.start();
    const conversation = await phone.engine.createConversation('Offer on Elm St');
    await until(
      async () => (await phone.db.conversations.get(conversation.id))?.pending.create === false,
      'the create',
    );

    phoneOnline.set(false);
    await phone.engine.updateConversationMarks(conversation.id, { pinned: true });
    await phone.engine.updateConversationMarks(conversation.id, { archived: true });
    await phone.engine.updateConversationMarks(conversation.id, { pinned: false });
    await phone.engine.updateConversationMarks(conversation.id, { pinned: true });
    // One entry carries the last word of all four.
    expect((await phone.db.outbox.toArray()).map((e) => [e.kind, e.payload])).toEqual([
      ['conversation.update', { pinned: true, archived: true }],
    ]);
    phoneOnline.set(true);
    await until(async () => (await phone.db.outbox.count()) === 0, 'the outbox to drain');

    const { data } = await client
      .from('conversations')
      .select('pinned_at,archived_at')
      .eq('id', conversation.id);
    expect(data![0]!.pinned_at).not.toBeNull();
    expect(data![0]!.archived_at).not.toBeNull();
    const onPhone = (await phone.db.conversations.get(conversation.id))!;
    expect(onPhone.pending.update).toBe(false);
    expect(Date.parse(onPhone.pinned_at!)).toBe(Date.parse(data![0]!.pinned_at));

    await laptop.engine.pull();
    const onLaptop = (await laptop.db.conversations.get(conversation.id))!;
    expect(Date.parse(onLaptop.pinned_at!)).toBe(Date.parse(data![0]!.pinned_at));
    expect(Date.parse(onLaptop.archived_at!)).toBe(Date.parse(data![0]!.archived_at));

    // Unarchived on the laptop → the phone hears of it (realtime or its next pull).
    await laptop.engine.updateConversationMarks(conversation.id, { archived: false });
    await laptop.engine.drain();
    await phone.engine.pull();
    await until(
      async () => (await phone.db.conversations.get(conversation.id))?.archived_at === null,
      'the unarchive on the phone',
    );
  });
});
