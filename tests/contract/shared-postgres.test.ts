// Two stack processes on one PostgreSQL server (runs under `contract-pg` only): each sees the other's
// writes, and each delivers realtime for changes made through either.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { adminClient, startBackend, uniqueEmail, userClient, type Backend } from './harness.ts';
import { testDatabaseUrl } from './test-database.ts';

const jwtSecret = randomBytes(32).toString('base64url');
let first: Backend;
let second: { url: string; anonKey: string; process: ChildProcess; dataDir: string };

/** The second stack as a real process: `server/main.ts`, configured only by the environment. */
async function startProcess(databaseUrl: string, anonKey: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-second-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      APP_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMITS: 'off',
      ASSISTANT_PROVIDER: 'local',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`second stack exited with ${code}: ${out}`)));
  });
  return { url, anonKey, process: child, dataDir };
}

beforeAll(async () => {
  const databaseUrl = await testDatabaseUrl(null);
  first = await startBackend({ databaseUrl, jwtSecret });
  second = await startProcess(databaseUrl!, first.anonKey);
});

afterAll(async () => {
  if (second) {
    const exited = new Promise((resolve) => second.process.once('exit', resolve));
    second.process.kill('SIGTERM');
    await exited;
    await rm(second.dataDir, { recursive: true, force: true });
  }
  await first?.close();
});

async function signIn(backendUrl: string, email: string, password: string): Promise<SupabaseClient> {
  const client = userClient({ ...first, url: backendUrl });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

function watchConversations(client: SupabaseClient, seen: string[]) {
  const channel = client
    .channel(`shared-${randomUUID()}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conversations' }, (payload) =>
      seen.push((payload.new as { title: string }).title),
    );
  return new Promise<typeof channel>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (error) reject(error);
    }),
  );
}

describe('two stack processes on one PostgreSQL database', () => {
  it('each sees the other’s writes and delivers realtime for both', async () => {
    const email = uniqueEmail('shared');
    const password = `pw-${randomUUID()}`;
    const created = await adminClient(first).auth.admin.createUser({ email, password, email_confirm: true });
    expect(created.error).toBeNull();
    const onFirst = await signIn(first.url, email, password);
    const onSecond = await signIn(second.url, email, password);

    const seenByFirst: string[] = [];
    const seenBySecond: string[] = [];
    const channels = [
      await watchConversations(onFirst, seenByFirst),
      await watchConversations(onSecond, seenBySecond),
    ];

    expect((await onFirst.from('conversations').insert({ title: 'Written on the first' })).error).toBeNull();
    expect(
      (await onSecond.from('conversations').insert({ title: 'Written on the second' })).error,
    ).toBeNull();

    const titles = ['Written on the first', 'Written on the second'];
    for (const client of [onFirst, onSecond]) {
      const { data, error } = await client.from('conversations').select('title').order('created_at');
      expect(error).toBeNull();
      expect(data!.map((r) => r.title).sort()).toEqual(titles);
    }
    await expect.poll(() => [...seenByFirst].sort(), { timeout: 10_000 }).toEqual(titles);
    await expect.poll(() => [...seenBySecond].sort(), { timeout: 10_000 }).toEqual(titles);
    await onFirst.removeChannel(channels[0]!);
    await onSecond.removeChannel(channels[1]!);
  });
});
