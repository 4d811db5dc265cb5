// The local stack as a process: start-up, persistence across restarts, clear start-up errors.
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, expect, afterEach } from 'vitest';
import { startStack, PortInUseError, type RunningStack } from '../../server/stack.ts';
import { testConfig } from '../../server/config.ts';
import { DEFAULT_ADMISSION_LIMITS } from '../../server/http/admission.ts';
import { applyMigrations, MigrationError } from '../../server/database.ts';
import { DataDirError } from '../../server/data-dir.ts';
import { openPGlite } from '../../server/pglite-database.ts';
import { testDatabaseUrl } from './test-database.ts';
import { signedInUser } from './harness.ts';

const running: RunningStack[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function start(overrides: Parameters<typeof testConfig>[0] = {}) {
  const databaseUrl = overrides.databaseUrl ?? (await testDatabaseUrl(overrides.dataDir ?? null));
  const stack = await startStack(testConfig({ ...overrides, databaseUrl }));
  running.push(stack);
  return stack;
}

async function tempDir() {
  return mkdtemp(path.join(tmpdir(), 'hearth-stack-'));
}

describe('local stack', () => {
  it('applies every migration once and records it in the Supabase ledger', async () => {
    const stack = await start();
    expect(stack.migrationsApplied.length).toBeGreaterThan(0);
    const ledger = await stack.context.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(ledger.rows.map((r) => r.version)).toEqual(stack.migrationsApplied.map((m) => m.version));
    expect(await applyMigrations(stack.context.db)).toEqual([]);
  });

  it('keeps keys, users and rows across a restart on the same DATA_DIR', async () => {
    const dataDir = await tempDir();
    const first = await start({ dataDir });
    expect(first.firstRun).toBe(true);
    await first.context.db.query(
      `insert into auth.users (id, email) values ('11111111-1111-4111-8111-111111111111', 'a@example.test')`,
    );
    const keys = { anon: first.anonKey, service: first.serviceRoleKey };
    await first.close();

    const second = await start({ dataDir });
    expect(second.firstRun).toBe(false);
    expect(second.migrationsApplied).toEqual([]);
    expect({ anon: second.anonKey, service: second.serviceRoleKey }).toEqual(keys);
    const users = await second.context.db.query<{ email: string }>('select email from auth.users');
    expect(users.rows).toEqual([{ email: 'a@example.test' }]);
    // The trigger of the first migration made the profile row.
    const profiles = await second.context.db.query('select id from public.profiles');
    expect(profiles.rows).toHaveLength(1);
  });

  it('refuses a second stack on a DATA_DIR that is in use', async () => {
    const dataDir = await tempDir();
    await start({ dataDir });
    await expect(start({ dataDir })).rejects.toThrow(DataDirError);
    await expect(start({ dataDir })).rejects.toThrow(/in use by another Hearth stack/);
  });

  it('reports an unwritable DATA_DIR clearly', async () => {
    const parent = await tempDir();
    const file = path.join(parent, 'not-a-directory');
    await writeFile(file, 'x');
    await expect(start({ dataDir: path.join(file, 'data') })).rejects.toThrow(/DATA_DIR .* is not writable/);
  });

  it('reports a port in use clearly', async () => {
    const first = await start();
    const port = Number(new URL(first.url).port);
    await expect(start({ port })).rejects.toThrow(PortInUseError);
    // Two stacks start here (migrations and all): more than the default on a loaded CI machine.
  }, 120_000);

  it('names the migration and the statement that failed', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, '001_good.sql'), 'create table ok_one (id int);\n');
    await writeFile(
      path.join(dir, '002_bad.sql'),
      '-- a comment\ncreate table ok_two (id int);\n\ncreate table broken (id nosuchtype);\n',
    );
    const db = await openPGlite(null);
    await db.exec(
      'create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, name text, statements text[], applied_at timestamptz default now())',
    );
    const error = await applyMigrations(db, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).file).toBe('002_bad.sql');
    expect((error as MigrationError).statementLine).toBe(4);
    expect((error as Error).message).toMatch(
      /002_bad\.sql failed at line 4 \(create table broken.*nosuchtype/,
    );
    // The failed migration rolled back entirely; the good one stays recorded.
    const tables = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where tablename in ('ok_one', 'ok_two')`,
    );
    expect(tables.rows[0]!.n).toBe(1);
    await db.close();
  });

  it('serves the app with the backend config injected, a CSP and an SPA fallback', async () => {
    const appDir = await tempDir();
    await mkdir(path.join(appDir, 'assets'));
    await writeFile(
      path.join(appDir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    await writeFile(path.join(appDir, 'assets', 'app-abc.js'), 'console.log(1)');
    const stack = await start({ appDir });

    const index = await fetch(`${stack.url}/chat/some/route`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await index.text();
    const meta = /<meta name="hearth-config" content="([^"]+)">/.exec(html)?.[1];
    const config = JSON.parse(
      meta!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    );
    expect(config).toEqual({ supabaseUrl: stack.url, anonKey: stack.anonKey, imageHosts: [] });
    // Images only from the site itself (issue 18 §12): no third party learns who read a reply.
    expect(index.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:;");
    expect(html).not.toContain(stack.serviceRoleKey);

    const asset = await fetch(`${stack.url}/assets/app-abc.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${stack.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${stack.url}/../../etc/passwd`)).status).not.toBe(500);
  });

  it('answers unknown functions with 404 and requires a JWT for functions', async () => {
    const stack = await start();
    const noKey = await fetch(`${stack.url}/functions/v1/nope`, { method: 'POST' });
    expect(noKey.status).toBe(404);
    const mailbox = await fetch(`${stack.url}/_dev/mailbox.json`);
    expect(await mailbox.json()).toEqual([]);
  });
});

describe('crash safety', () => {
  it('reopens a DATA_DIR whose stack was killed without closing', async () => {
    const dataDir = await tempDir();
    const { spawn } = await import('node:child_process');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve('tests/contract/fixtures/write-forever.ts'), dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('writing')) setTimeout(resolve, 1500);
      });
      child.on('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const stack = await start({ dataDir });
    const count = await stack.context.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    expect(count.rows[0]!.n).toBeGreaterThan(0);
    await stack.context.db.query(`insert into auth.users (email) values ('after-crash@example.test')`);
  });
});

describe('backpressure', () => {
  it('answers a reply past the bound with 503 and Retry-After, while the admitted reply completes', async () => {
    // One request in flight at a time: the admitted stream's own calls into REST run in process
    // and are not refused, so it completes; a second stream meanwhile is refused, not queued.
    const stack = await start({
      admission: { ...DEFAULT_ADMISSION_LIMITS, maxRequests: 1, maxFunctionCalls: 1, retryAfterSeconds: 2 },
      functionEnv: { ASSISTANT_PROVIDER: 'local', ASSISTANT_CHUNK_DELAY_MS: '10' },
    });
    const backend = { ...stack, stack, close: () => stack.close() };
    const { session } = await signedInUser(backend, 'busy');
    const headers = {
      apikey: stack.anonKey,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
    };
    const base = `${stack.url}/functions/v1/voiceflow-proxy/conversations`;
    const created = await fetch(base, { method: 'POST', headers, body: JSON.stringify({ title: 'Busy' }) });
    const { id } = ((await created.json()) as { conversation: { id: string } }).conversation;
    const send = () =>
      fetch(`${base}/${id}/interact/stream`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text: 'What is the cap rate of a $600k fourplex with $54k NOI?' }),
      });

    const admitted = await send();
    expect(admitted.status).toBe(200);
    const reader = admitted.body!.getReader();
    await reader.read();

    const refused = await send();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({
      code: 'overloaded',
      message: 'The server is busy. Please try again in a moment.',
    });

    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += new TextDecoder().decode(chunk.value);
    }
    expect(text).toContain('event: done');
    expect(text).not.toContain('event: error');
    // The slot is free again once the reply has been sent.
    for (let i = 0; i < 50; i++) {
      const next = await send();
      if (next.status === 200) {
        await next.text();
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the stack kept refusing after the admitted reply finished');
  });
});
