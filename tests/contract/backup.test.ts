// The operator's toolkit (issue 9, point 8): `npm run backup` dumps the embedded database with pg_dump,
// `npm run restore` loads the dump into a fresh DATA_DIR, and the same dump loads with psql into a
// PostgreSQL server. Each path ends the same way: a stack on the restored data, where both users sign
// in with their passwords (supabase-js) and find their own conversations and messages, and only those.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { restoreDataDir } from '../../server/backup/pglite-backup.ts';
import { startStack, type RunningStack } from '../../server/stack.ts';
import { postgresBinDir, startTestPostgres } from '../../scripts/postgres.mjs';
import { runCli } from '../support/run-cli.ts';
import { adminClient, uniqueEmail, userClient, type Backend } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Person {
  email: string;
  password: string;
  conversations: { title: string; messages: string[] }[];
}

const people: Person[] = [
  {
    email: uniqueEmail('alice'),
    password: `pw-${randomUUID()}`,
    conversations: [
      { title: 'Fourplex cap rate', messages: ['What is a good cap rate?', 'And for a fourplex?'] },
      { title: 'Closing costs', messages: ["Who pays the transfer tax? “Quotes”, émoji 🏠, O'Brien"] },
    ],
  },
  {
    email: uniqueEmail('bob'),
    password: `pw-${randomUUID()}`,
    conversations: [{ title: 'Bob only', messages: ['Is this mine alone?'] }],
  },
];

type Seen = { title: string; messages: string[] }[];

const asBackend = (stack: RunningStack): Backend => ({ ...stack, stack, close: () => stack.close() });

/** Creates both people with their conversations and messages, written as each user through REST. */
async function seed(stack: RunningStack) {
  const backend = asBackend(stack);
  for (const person of people) {
    const created = await adminClient(backend).auth.admin.createUser({
      email: person.email,
      password: person.password,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const client = userClient(backend);
    expect((await client.auth.signInWithPassword(person)).error).toBeNull();
    for (const conversation of person.conversations) {
      const { data, error } = await client
        .from('conversations')
        .insert({ title: conversation.title })
        .select('id')
        .single();
      expect(error).toBeNull();
      for (const [i, text] of conversation.messages.entries()) {
        const inserted = await client.from('messages').insert({
          conversation_id: data!.id,
          client_msg_id: `m-${i}`,
          role: 'user',
          content_text: text,
        });
        expect(inserted.error).toBeNull();
      }
    }
  }
}

/** Signs each person in with the password and reads what they see, in order. */
async function whatEachSees(stack: RunningStack): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const person of people) {
    const client = userClient(asBackend(stack));
    const signedIn = await client.auth.signInWithPassword(person);
    expect(signedIn.error).toBeNull();
    const conversations = await client.from('conversations').select('id, title').order('created_at');
    expect(conversations.error).toBeNull();
    const messages = await client
      .from('messages')
      .select('conversation_id, content_text')
      .order('client_msg_id');
    expect(messages.error).toBeNull();
    seen.push(
      conversations.data!.map((c) => ({
        title: c.title as string,
        messages: messages
          .data!.filter((m) => m.conversation_id === c.id)
          .map((m) => m.content_text as string),
      })),
    );
  }
  return seen;
}

const expected: Seen[] = people.map((p) => p.conversations);

function run(script: string, args: string[], env: Record<string, string>) {
  return runCli(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    timeout: 120_000,
  });
}

const psql = (url: string, args: string[]) =>
  promisify(execFile)(
    path.join(postgresBinDir()!, 'psql'),
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, ...args],
    {
      timeout: 60_000,
    },
  );

let work: string;
let original: string;
let dump: string;
let dataOnlyDump: string;
let withSessionsDump: string;
let liveDump: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hearth-backup-'));
  original = path.join(work, 'original');
  // PGlite on DATA_DIR, whichever contract project runs this: the embedded database is what is dumped.
  const stack = await startStack(testConfig({ dataDir: original }));
  try {
    await seed(stack);
    expect(await whatEachSees(stack)).toEqual(expected);
    // While the stack runs, the stack itself takes the snapshot (issue 21 §5): no second PGlite on a
    // live data directory, no downtime, and the stack serves as before afterwards (pg_dump's session
    // settings, row_security = off above all, are undone: RLS queries still answer).
    liveDump = path.join(work, 'live.sql');
    // Testers keep using it meanwhile: every read during the backup is answered, in full.
    let reads = 0;
    let backingUp = true;
    const reader = (async () => {
      while (backingUp) {
        expect(await whatEachSees(stack)).toEqual(expected);
        reads++;
      }
    })();
    const live = await run('scripts/backup.ts', [liveDump], { DATA_DIR: original });
    backingUp = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(live.stderr).toBe('');
    expect(live.code).toBe(0);
    expect(live.stdout).toMatch(/Backed up the running stack's database .* requests waited \d+ ms/);
    expect(await whatEachSees(stack)).toEqual(expected);
  } finally {
    await stack.close();
  }
  dump = path.join(work, 'hearth.sql');
  const backedUp = await run('scripts/backup.ts', [dump], { DATA_DIR: original });
  expect(backedUp.stderr).toBe('');
  expect(backedUp.code).toBe(0);
  dataOnlyDump = path.join(work, 'hearth-data.sql');
  expect((await run('scripts/backup.ts', [dataOnlyDump, '--data-only'], { DATA_DIR: original })).code).toBe(
    0,
  );
  withSessionsDump = path.join(work, 'hearth-with-sessions.sql');
  expect(
    (await run('scripts/backup.ts', [withSessionsDump, '--with-sessions'], { DATA_DIR: original })).code,
  ).toBe(0);
}, 180_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it("writes pg_dump's SQL, readable by its owner only", async () => {
    const sql = await readFile(dump, 'utf8');
    expect(sql).toMatch(/^-- PostgreSQL database dump/m);
    expect(sql).toMatch(/-- Dumped by pg_dump version 18/);
    expect(sql).toContain('CREATE TABLE public.messages');
    expect(sql).toMatch(/INSERT INTO auth\.users \(instance_id, id, .*encrypted_password/);
    expect(sql).toContain(people[1]!.email);
    expect((await stat(dump)).mode & 0o777).toBe(0o600);
    const rows = await readFile(dataOnlyDump, 'utf8');
    expect(rows).not.toContain('CREATE TABLE');
    expect(rows).toMatch(/INSERT INTO public\.messages \(id, conversation_id/);
    expect(rows).not.toMatch(/INSERT INTO auth\.(sessions|refresh_tokens)/);
  });

  it('leaves signed-in sessions out (a refresh token signs its reader in) unless --with-sessions', async () => {
    const sql = await readFile(dump, 'utf8');
    expect(sql).toContain('CREATE TABLE auth.sessions');
    expect(sql).not.toMatch(/INSERT INTO auth\.(sessions|refresh_tokens)/);
    const kept = await readFile(withSessionsDump, 'utf8');
    expect(kept).toMatch(/INSERT INTO auth\.sessions /);
    expect(kept).toMatch(/INSERT INTO auth\.refresh_tokens /);
  });
});

describe('npm run restore', () => {
  it('brings back both users, who sign in with their passwords and see their own conversations', async () => {
    const restored = path.join(work, 'restored');
    const result = await run('scripts/restore.ts', [dump], { DATA_DIR: restored });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // The closing hint names the DATA_DIR and the keys it was restored into.
    expect(result.stdout).toContain(`into DATA_DIR ${restored}`);
    expect(result.stdout).toContain(`Keys: ${path.join(restored, 'keys.json')} does not exist`);
    expect(result.stdout).toContain(`Start Hearth on it with: DATA_DIR=${restored} npm start`);
    const stack = await startStack(testConfig({ dataDir: restored }));
    try {
      expect(stack.migrationsApplied).toEqual([]);
      expect(stack.firstRun).toBe(false);
      expect(await whatEachSees(stack)).toEqual(expected);
      // The restored database keeps working: a new message as a user, realtime triggers and all.
      const client = userClient(asBackend(stack));
      await client.auth.signInWithPassword(people[1]!);
      const { data } = await client.from('conversations').select('id').single();
      const inserted = await client.from('messages').insert({
        conversation_id: data!.id,
        client_msg_id: 'after-restore',
        role: 'user',
        content_text: 'Still here',
      });
      expect(inserted.error).toBeNull();
    } finally {
      await stack.close();
    }
  }, 120_000);

  it('restores a backup taken while the stack ran', async () => {
    const target = path.join(work, 'from-live');
    const result = await run('scripts/restore.ts', [liveDump], { DATA_DIR: target });
    expect(result.code, result.stderr).toBe(0);
    const stack = await startStack(testConfig({ dataDir: target }));
    try {
      expect(await whatEachSees(stack)).toEqual(expected);
    } finally {
      await stack.close();
    }
  }, 120_000);

  it('refuses a DATA_DIR that already has a database, and replaces it with --force', async () => {
    // The first test's restore, since written to ("after-restore"): --force must bring back the dump.
    const target = path.join(work, 'restored');
    const refused = await run('scripts/restore.ts', [dump], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already has a database');
    const forced = await run('scripts/restore.ts', [dump, '--force'], { DATA_DIR: target });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`Keys: ${path.join(target, 'keys.json')} (already there)`);
    const stack = await startStack(testConfig({ dataDir: target }));
    try {
      expect(await whatEachSees(stack)).toEqual(expected);
    } finally {
      await stack.close();
    }
  }, 180_000);

  it('leaves no database behind when the dump does not load', async () => {
    const sql = await readFile(dump, 'utf8');
    const target = path.join(work, 'broken');
    await expect(restoreDataDir(target, `${sql}\nselect no_such_function();\n`)).rejects.toThrow(
      /The dump did not load: .*no_such_function/,
    );
    await expect(stat(path.join(target, 'pgdata'))).rejects.toThrow(/ENOENT/);
  }, 120_000);
});

describe('the same dump with psql', () => {
  let server: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    // contract-pg has one running already; the contract project starts its own.
    const shared = process.env.HEARTH_TEST_POSTGRES_URL;
    server = shared ? { url: shared, stop: async () => undefined } : await startTestPostgres();
  }, 120_000);
  afterAll(() => server?.stop());

  async function freshDatabase(): Promise<string> {
    const name = `restored_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return url.toString();
  }

  it('loads into an empty PostgreSQL database after the API roles, and a stack there serves it', async () => {
    const url = await freshDatabase();
    const roles = path.join(ROOT, 'server', 'sql', 'api-roles.sql');
    await psql(url, ['--single-transaction', '-f', roles, '-f', dump]);
    const stack = await startStack(testConfig({ databaseUrl: url }));
    try {
      expect(stack.migrationsApplied).toEqual([]);
      expect(await whatEachSees(stack)).toEqual(expected);
    } finally {
      await stack.close();
    }
  });

  it('loads its rows (--data-only) into a database whose schema the migrations made, as on Supabase', async () => {
    const url = await freshDatabase();
    // The stand-in for `supabase db push` on a Supabase project: the platform and the migrations.
    const empty = await startStack(testConfig({ databaseUrl: url }));
    await empty.close();
    await psql(url, [
      '--single-transaction',
      '-c',
      'SET session_replication_role = replica',
      '-f',
      dataOnlyDump,
    ]);
    const stack = await startStack(testConfig({ databaseUrl: url }));
    try {
      expect(await whatEachSees(stack)).toEqual(expected);
    } finally {
      await stack.close();
    }
  });
});
