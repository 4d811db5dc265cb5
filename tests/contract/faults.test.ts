// Faults the embedded stack survives (issue 9): the disk under DATA_DIR fills up, and the process is
// killed (SIGKILL) during a burst of writes. The stack runs in a process of its own (the real `startStack`
// on DATA_DIR, PGlite in its worker thread), written to over HTTP with supabase-js as the app writes
// messages; afterwards it is started again and every acknowledged write (201 received) must be there,
// whole, and the database must pass PostgreSQL's own corruption checks (amcheck).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient } from '../../server/node-supabase-client.ts';
import { uniqueEmail, userClient, type Backend } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface StackProcess {
  child: ChildProcess;
  backend: Backend;
  /** Resolves when the process has exited. */
  exited: Promise<unknown>;
}

const running = new Set<ChildProcess>();

/** Starts tests/contract/fixtures/stack-process.ts on `dataDir`, with optional extra --import preloads. */
async function startStackProcess(dataDir: string, preload: string[] = [], env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      ...preload.flatMap((p) => ['--import', p]),
      'tests/contract/fixtures/stack-process.ts',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PGLITE_WORKER: 'on', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => running.delete(child));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the stack process exited (${code}): ${stderr}`)));
  });
  const { url, anonKey, serviceRoleKey } = JSON.parse(line) as Record<
    'url' | 'anonKey' | 'serviceRoleKey',
    string
  >;
  const backend: Backend = { url, anonKey, serviceRoleKey, stack: null, close: async () => undefined };
  return { child, backend, exited, stderr: () => stderr } satisfies StackProcess & { stderr(): string };
}

async function stop(process: StackProcess, signal: NodeJS.Signals = 'SIGTERM') {
  process.child.kill(signal);
  await process.exited;
}

afterEach(async () => {
  for (const child of running) child.kill('SIGKILL');
});

const password = 'faults-password-1';

async function signUp(backend: Backend, email: string): Promise<SupabaseClient> {
  const admin = createNodeClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  expect((await admin.auth.admin.createUser({ email, password, email_confirm: true })).error).toBeNull();
  return signIn(backend, email);
}

async function signIn(backend: Backend, email: string): Promise<SupabaseClient> {
  const client = userClient(backend);
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return client;
}

/** Incompressible text, so every few messages need a new page on disk. */
const textFor = (id: string) => `${id}:${randomBytes(1500).toString('hex')}`;

async function send(client: SupabaseClient, conversationId: string, id: string, text: string) {
  const { status, error } = await client
    .from('messages')
    .insert({ conversation_id: conversationId, client_msg_id: id, role: 'user', content_text: text });
  return { status, error };
}

async function storedMessages(client: SupabaseClient, conversationId: string) {
  const rows = new Map<string, string>();
  for (let from = 0; ; from += 500) {
    const { data, error } = await client
      .from('messages')
      .select('client_msg_id, content_text')
      .eq('conversation_id', conversationId)
      .order('client_msg_id')
      .range(from, from + 499);
    expect(error).toBeNull();
    for (const row of data!) rows.set(row.client_msg_id as string, row.content_text as string);
    if (data!.length < 500) return rows;
  }
}

/** PostgreSQL's corruption checks on every table and B-tree index (the stack must be stopped). */
async function expectNoCorruption(dataDir: string) {
  const pg = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { amcheck } });
  try {
    await pg.exec('create extension if not exists amcheck');
    const heaps = await pg.query<{ relname: string; problems: number }>(`
      select c.relname, (select count(*)::int from verify_heapam(c.oid)) as problems
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'auth')`);
    expect(heaps.rows.length).toBeGreaterThan(5);
    expect(heaps.rows.filter((r) => r.problems > 0)).toEqual([]);
    // bt_index_parent_check also checks every heap tuple is indexed (heapallindexed).
    const indexes = await pg.query<{ name: string }>(`
      select quote_ident(n.nspname) || '.' || quote_ident(i.relname) as name from pg_index x
      join pg_class i on i.oid = x.indexrelid join pg_am a on a.oid = i.relam
      join pg_namespace n on n.oid = i.relnamespace
      where a.amname = 'btree' and n.nspname in ('public', 'auth')`);
    expect(indexes.rows.length).toBeGreaterThan(5);
    for (const { name } of indexes.rows) {
      await pg.query(`select bt_index_parent_check($1::regclass, true)`, [name]);
    }
  } finally {
    await pg.close();
  }
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hearth-faults-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the disk under DATA_DIR fills up', () => {
  it('refuses writes with a clear 503, loses nothing acknowledged, and takes writes again once space returns', async () => {
    const dataDir = path.join(work, 'full');
    const flag = path.join(work, 'disk-is-full');
    const preload = ['./tests/contract/fixtures/disk-full.mjs'];
    const env = { HEARTH_TEST_DISK_FULL: flag };
    const email = uniqueEmail('full');
    const acknowledged = new Map<string, string>();

    const first = await startStackProcess(dataDir, preload, env);
    const client = await signUp(first.backend, email);
    const { data: conversation } = await client
      .from('conversations')
      .insert({ title: 'Disk full' })
      .select('id')
      .single();
    const write = async (id: string) => {
      const text = textFor(id);
      const result = await send(client, conversation!.id, id, text);
      if (result.status === 201) acknowledged.set(id, text);
      return result;
    };

    for (let i = 0; i < 5; i++) expect((await write(`before-${i}`)).status).toBe(201);

    await writeFile(flag, '');
    const refused: { status: number; code: string | undefined; message: string | undefined }[] = [];
    for (let i = 0; i < 30; i++) {
      const result = await write(`full-${String(i).padStart(2, '0')}`);
      if (result.status !== 201) {
        refused.push({ status: result.status, code: result.error?.code, message: result.error?.message });
      }
    }
    // Writes that need new space fail as Postgres reports it (53100 disk_full), answered 503 as
    // PostgREST does (the app's sync engine retries 5xx later); none crash the stack.
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r).toMatchObject({ status: 503, code: '53100' });
      expect(r.message).toMatch(/No space left on device/);
    }
    // Reads keep working while the disk is full.
    expect((await storedMessages(client, conversation!.id)).size).toBe(acknowledged.size);

    await rm(flag);
    for (let i = 0; i < 5; i++) expect((await write(`after-${i}`)).status).toBe(201);
    await stop(first);
    expect(first.stderr()).not.toMatch(/unexpected|uncaught/i);

    const second = await startStackProcess(dataDir);
    try {
      const stored = await storedMessages(await signIn(second.backend, email), conversation!.id);
      expect([...stored.keys()].sort()).toEqual([...acknowledged.keys()].sort());
      for (const [id, text] of acknowledged) expect(stored.get(id)).toBe(text);
    } finally {
      await stop(second);
    }
    await expectNoCorruption(dataDir);
  }, 240_000);
});

describe('the stack process is killed during a burst of writes', () => {
  it('has every acknowledged message after restart, each whole, and an uncorrupted database', async () => {
    const dataDir = path.join(work, 'killed');
    const email = uniqueEmail('killed');
    const first = await startStackProcess(dataDir);
    const client = await signUp(first.backend, email);
    const { data: conversation } = await client
      .from('conversations')
      .insert({ title: 'Killed' })
      .select('id')
      .single();

    const sent = new Map<string, string>();
    const acknowledged = new Set<string>();
    let killed = false;
    // Four writers at once, as several devices or tabs of one user would.
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const id = `w${w}-${String(i).padStart(4, '0')}`;
        const text = textFor(id);
        sent.set(id, text);
        const { status } = await send(client, conversation!.id, id, text);
        if (status === 201 && !killed) acknowledged.add(id);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.size < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    // Kill mid-burst: requests are in flight in every writer at this moment.
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(writers);
    const acknowledgedBeforeKill = new Set(acknowledged);

    const second = await startStackProcess(dataDir);
    try {
      const again = await signIn(second.backend, email);
      const stored = await storedMessages(again, conversation!.id);
      for (const id of acknowledgedBeforeKill)
        expect(stored.has(id), `acknowledged ${id} is missing`).toBe(true);
      // Whatever is stored is whole: the exact text sent (a write in flight may have committed).
      for (const [id, text] of stored) expect(text).toBe(sent.get(id));
      // And the stack takes writes again.
      expect((await send(again, conversation!.id, 'after-restart', 'Still here')).status).toBe(201);
    } finally {
      await stop(second);
    }
    await expectNoCorruption(dataDir);
  }, 240_000);
});
