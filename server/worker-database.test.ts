import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, asRoleAtOnce, inOneTransaction, type Database } from './database.ts';
import { openDatabase } from './open-database.ts';

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

  it('answers a statement seen before exactly as the first time, and follows a schema change', async () => {
    await db.exec(`create table public.kinds (id int primary key, v int)`);
    const insert = `insert into public.kinds (id, v) values ($1, $2) returning v`;
    expect((await db.query(insert, [1, '7'])).rows).toEqual([{ v: 7 }]);
    expect((await db.query(insert, [2, 8])).rows).toEqual([{ v: 8 }]);
    // The same text now takes a jsonb value: the remembered parameter types must not outlive the change.
    await db.exec(`alter table public.kinds alter column v type jsonb using to_jsonb(v)`);
    expect((await db.query(insert, [3, { a: [1, 'b'] }])).rows).toEqual([{ v: { a: [1, 'b'] } }]);
    const error = await db.query(insert, [3, 1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', severity: 'ERROR' });
  });

  it('keeps the order of many statements sent at once, inside and outside transactions', async () => {
    await db.exec(`create table public.seq (n int)`);
    const writes = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? db.query(`insert into public.seq (n) values ($1)`, [i])
        : db.transaction(async (tx) => {
            await tx.query(`insert into public.seq (n) values ($1)`, [i]);
            await tx.query(`insert into public.seq (n) values ($1)`, [100 + i]);
          }),
    );
    await Promise.all(writes);
    const { rows } = await db.query<{ n: number }>(`select n from public.seq order by n`);
    const expected = [
      ...Array.from({ length: 20 }, (_, i) => i),
      ...[0, 2, 4, 6, 8, 10, 12, 14, 16, 18].map((i) => 100 + i),
    ];
    expect(rows.map((r) => r.n)).toEqual(expected.sort((a, b) => a - b));
  });

  it('reports a transaction whose statement failed as rolled back when it is committed anyway', async () => {
    const error = await db
      .transaction(async (tx) => {
        await tx.query(`insert into public.notes (owner, body) values ('c', 'lost')`);
        await tx.query(`insert into public.notes (body) values (null)`).catch(() => undefined);
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '25P02' });
    const { rows } = await db.query(`select 1 from public.notes where owner = 'c'`);
    expect(rows).toEqual([]);
    // The database is free again.
    expect((await db.query<{ one: number }>(`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it('runs statements handed over at once as one transaction: all of them, or none and the first error', async () => {
    const results = await inOneTransaction(db, [
      { text: `insert into public.notes (owner, body) values ($1, $2) returning body`, params: ['d', 'one'] },
      { text: `select count(*)::int as n from public.notes where owner = $1`, params: ['d'] },
    ]);
    expect(results.map((r) => r.rows)).toEqual([[{ body: 'one' }], [{ n: 1 }]]);
    const error = await inOneTransaction(db, [
      { text: `insert into public.notes (owner, body) values ($1, $2)`, params: ['d', 'two'] },
      { text: `insert into public.notes (owner, body) values ($1, null)`, params: ['d'] },
      { text: `insert into public.notes (owner, body) values ($1, $2)`, params: ['d', 'three'] },
    ]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23502' });
    const { rows } = await db.query<{ body: string }>(`select body from public.notes where owner = 'd'`);
    expect(rows).toEqual([{ body: 'one' }]);
  });

  it('sets the role and claims for statements handed over at once, for that transaction only', async () => {
    const [result] = await asRoleAtOnce(
      db,
      { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000000b' },
      [{ text: `select current_user as who, auth.uid()::text as uid` }],
    );
    expect(result!.rows).toEqual([{ who: 'authenticated', uid: '00000000-0000-4000-8000-00000000000b' }]);
    expect((await db.query<{ who: string }>(`select current_user as who`)).rows[0]!.who).toBe('postgres');
  });

  it('answers statements handed over again (now in one call) as the first time, errors included', async () => {
    const insert = `insert into public.notes (owner, body) values ($1, $2) returning body`;
    const count = `select count(*)::int as n from public.notes where owner = $1`;
    for (const round of [1, 2, 3]) {
      const results = await inOneTransaction(db, [
        { text: insert, params: ['e', `r${round}`] },
        { text: count, params: ['e'] },
      ]);
      expect(results.map((r) => r.rows)).toEqual([[{ body: `r${round}` }], [{ n: round }]]);
    }
    for (const round of [1, 2]) {
      const error = await inOneTransaction(db, [
        { text: insert, params: ['e', `lost${round}`] },
        { text: insert, params: ['e', null] },
        { text: count, params: ['e'] },
      ]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ code: '23502', severity: 'ERROR', query: insert });
    }
    const { rows } = await db.query<{ body: string }>(
      `select body from public.notes where owner = 'e' order by id`,
    );
    expect(rows).toEqual([{ body: 'r1' }, { body: 'r2' }, { body: 'r3' }]);
  });

  it('answers while a long queue of statements runs, not only once it is empty', async () => {
    await db.exec(`create table public.burst (n int)`);
    const started = performance.now();
    const answered: number[] = [];
    await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        db
          .query(`insert into public.burst (n) values ($1)`, [i])
          .then(() => answered.push(performance.now() - started)),
      ),
    );
    const last = Math.max(...answered);
    // The first answers come back while most of the queue is still waiting.
    expect(Math.min(...answered)).toBeLessThan(last / 2);
  });
});
