// The free-space guard (issue 21 §7, server/http/free-space.ts), on the real disk: no mock of it. The
// threshold is set above the free space the disk really has, so the guard trips exactly as on a
// nearly full disk; writes through REST and the conversation service are refused with 507 and a
// sentence naming the cause and the fix, reads and sign-in keep working, nothing written before is
// touched, and once the threshold is below the free space again writes pass, without a restart.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { startStack, type RunningStack } from '../../server/stack.ts';
import { signedInUser, type Backend } from './harness.ts';

let work: string;
let stack: RunningStack;
let backend: Backend;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hearth-free-space-'));
  // The embedded database on a real DATA_DIR, whichever contract project runs this.
  stack = await startStack(testConfig({ dataDir: work, databaseUrl: null }));
  backend = { ...stack, stack, close: () => stack.close() };
});
afterAll(async () => {
  await stack?.close();
  await rm(work, { recursive: true, force: true });
});

async function freeMb(): Promise<number> {
  const stats = await statfs(work);
  return Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
}

describe('the data disk below MIN_FREE_MB', () => {
  it('refuses writes with 507 and the reason, keeps reads and sign-in, and accepts writes once there is room', async () => {
    const alice = await signedInUser(backend, 'alice');
    const { client } = alice;
    const token = alice.session.access_token;
    const service = (route: string, init: RequestInit = {}) =>
      fetch(`${stack.url}/functions/v1/voiceflow-proxy/${route}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${token}`,
          apikey: stack.anonKey,
          'Content-Type': 'application/json',
        },
      });
    const insert = (id: string, text: string) =>
      client
        .from('messages')
        .insert({ conversation_id: conversation!.id, client_msg_id: id, role: 'user', content_text: text });

    const { data: conversation } = await client
      .from('conversations')
      .insert({ title: 'Disk' })
      .select('id')
      .single();
    expect((await insert('before', 'written before')).status).toBe(201);

    // The disk has what it has; the threshold goes a gigabyte above it.
    expect(stack.freeSpace).not.toBeNull();
    stack.freeSpace!.minFreeMb = (await freeMb()) + 1024;

    // REST: PostgREST's error shape, with Postgres' disk_full code.
    const refused = await insert('during', 'refused while the disk is short');
    expect(refused.status).toBe(507);
    expect(refused.error).toMatchObject({ code: '53100' });
    expect(refused.error!.message).toMatch(/almost out of disk space/);
    expect(refused.error!.details).toMatch(/MB free on the server's data disk; MIN_FREE_MB is \d+/);
    expect(refused.error!.hint).toMatch(/Free space on the disk of DATA_DIR .*or lower MIN_FREE_MB/);

    // The conversation service: its own shape, with the sentence the app shows beside a queued message.
    const send = await service(`conversations/${conversation!.id}/interact/stream`, {
      method: 'POST',
      body: JSON.stringify({
        text: 'What is the monthly payment on a $400,000 loan at 6% for 30 years?',
        client_msg_id: randomUUID(),
        response_client_msg_id: randomUUID(),
      }),
    });
    expect(send.status).toBe(507);
    expect(send.headers.get('retry-after')).toBe('30');
    const body = (await send.json()) as { error: string; code: string };
    expect(body.code).toBe('insufficient_storage');
    expect(body.error).toMatch(/out of disk space.*Your message waits here and is sent once/s);
    expect((await service('conversations', { method: 'POST', body: '{"title":"New"}' })).status).toBe(507);

    // Reads keep working, and so does signing in (refusing it would sign people out).
    const read = await client
      .from('messages')
      .select('client_msg_id, content_text')
      .eq('conversation_id', conversation!.id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([{ client_msg_id: 'before', content_text: 'written before' }]);
    const listed = await service('conversations');
    expect(listed.status).toBe(200);
    expect(
      ((await listed.json()) as { conversations: { id: string }[] }).conversations.map((c) => c.id),
    ).toEqual([conversation!.id]);
    expect(
      (await client.auth.signInWithPassword({ email: alice.email, password: alice.password })).error,
    ).toBeNull();

    // Room again (here: the threshold back under the free space): writes pass, no restart.
    stack.freeSpace!.minFreeMb = Math.max(1, (await freeMb()) - 1024);
    expect((await insert('after', 'written after')).status).toBe(201);
    const again = await client
      .from('messages')
      .select('client_msg_id')
      .eq('conversation_id', conversation!.id)
      .order('client_msg_id');
    expect(again.data!.map((m) => m.client_msg_id)).toEqual(['after', 'before']);
  });
});
