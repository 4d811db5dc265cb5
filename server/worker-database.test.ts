import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openDatabase, type Database } from './database.ts';

// The worker-thread database against the same expectations as PGlite on the event loop: results,
// errors with their SQLSTATE fields, transactions that commit or roll back, roles and claims for RLS,
// and NOTIFY reaching a listener.
let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: null, databaseInWorker: true });
  await db.exec(`create table public.notes (id serial primary key, owner text, body text not null)`);
}, 120_000);
afterAll(() => db.close());

describe('database in a worker thread', () => {
  it('runs queries with parameters and returns typed rows', async () => {
    const { rows } = await db.query<{ n: number; at: Date; doc: { a: number[] } }>(
      `select $1::int + 1 as n, timestamptz '2026-01-01T00:00:00Z' as at, '{"a":[1,2]}'::jsonb as doc`,
      [41],
    );
    expect(rows).toEqual([{ n: 42, at: new Date('2026-01-01T00:00:00Z'), doc: { a: [1, 2] } }]);
  });

  it('keeps the fields of a database error', async () => {
    const error = await db.query(`insert into public.notes (body) values (null)`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23502', severity: 'ERROR' });
    expect((error as Error).message).toContain('null value in column "body"');
  });

  it('commits a transaction, and rolls one back when its function throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`insert into public.notes (owner, body) values ('a', 'kept')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into public.notes (owner, body) values ('a', 'dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ body: string }>(`select body from public.notes where owner = 'a'`);
    expect(rows).toEqual([{ body: 'kept' }]);
  });

  it('makes other statements wait while a transaction runs', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inTx = db.transaction(async (tx) => {
      await tx.query(`insert into public.notes (owner, body) values ('b', 'one')`);
      order.push('tx wrote');
      await gate;
      order.push('tx ends');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db
      .query<{ n: number }>(`select count(*)::int as n from public.notes where owner = 'b'`)
      .then((r) => {
        order.push(`outside saw ${r.rows[0]!.n}`);
      });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([inTx, outside]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside saw 1']);
  });

  it('runs statements as the role and with the claims asRole sets, for RLS', async () => {
    const { rows } = await asRole(
      db,
      { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000000a' },
      (tx) => tx.query<{ who: string; uid: string }>(`select current_user as who, auth.uid()::text as uid`),
    );
    expect(rows).toEqual([{ who: 'authenticated', uid: '00000000-0000-4000-8000-00000000000a' }]);
    const after = await db.query<{ who: string }>(`select current_user as who`);
    expect(after.rows[0]!.who).toBe('postgres');
  });

  it('delivers NOTIFY to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('wake', (payload) => heard.push(payload));
    await db.query(`select pg_notify('wake', 'first')`);
    for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await unlisten();
    await db.query(`select pg_notify('wake', 'second')`);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['first']);
  });
});
