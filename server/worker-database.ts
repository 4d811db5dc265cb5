// PGlite off the event loop: the database runs in a worker thread (server/pglite-worker.mjs) and this
// class speaks to it with messages. Postgres in WASM is most of the CPU a reply costs; in a worker it
// runs on the machine's second core while the event loop serves HTTP, SSE and realtime. Same surface
// as server/pglite-database.ts — the `Database` interface: query, exec, transaction (statements inside
// run in the same transaction, others wait for it, as PGlite does), listen/NOTIFY, close — and the same
// errors (DatabaseError fields such as code, detail, hint and severity are kept).
//
// Requests leave in batches: what one turn of the event loop asks for goes in one postMessage (each
// message wakes the other thread, and under load a turn asks for many statements). A transaction is
// numbered here and its statements follow BEGIN without waiting for it, so `asRole`'s BEGIN and
// set_config travel together; the worker runs them in order.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, QueryResult, SqlStatement, Tx } from './database.ts';
import { pgliteStartParams, syncDirectory, type Durability } from './pglite-durability.ts';

type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Notification = { op: 'notify'; channel: string; payload: string };

export class WorkerDatabase implements Database {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private nextTx = 1;
  private exited: Error | null = null;
  private outbox: Record<string, unknown>[] = [];

  private constructor(
    private readonly worker: Worker,
    /** Synced after close (the stop checkpoint's data files), when durability is full. */
    private readonly syncOnClose: string | null,
  ) {
    worker.on('message', (batch: Array<Reply | Notification>) => {
      for (const message of batch) this.received(message);
    });
    const failAll = (error: Error) => {
      this.exited = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the database worker exited (${code})`)));
  }

  private received(message: Reply | Notification): void {
    if ('op' in message) {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(rebuildError(message.error));
  }

  /** Starts the worker and opens PGlite on `pgdata` (or in memory). */
  static async open(pgdata: string | null, durability: Durability): Promise<WorkerDatabase> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: pgdata, startParams: pgdata ? pgliteStartParams(durability) : null },
    });
    const db = new WorkerDatabase(worker, pgdata && durability === 'full' ? pgdata : null);
    try {
      await db.call({ op: 'ready' });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return db;
  }

  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
    return this.call({ op: 'query', sql, params }) as Promise<QueryResult<T>>;
  }

  async exec(sql: string): Promise<void> {
    await this.call({ op: 'exec', sql });
  }

  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const txId = this.nextTx++;
    const begun = this.call({ op: 'begin', tx: txId });
    // Observed below; a BEGIN that fails fails the statements sent after it too.
    begun.catch(() => undefined);
    const tx: Tx = {
      query: <R>(sql: string, params?: readonly unknown[]) =>
        this.call({ op: 'query', tx: txId, sql, params }) as Promise<QueryResult<R>>,
      exec: async (sql: string) => {
        await this.call({ op: 'exec', tx: txId, sql });
      },
    };
    let result: T;
    try {
      result = await fn(tx);
      await begun;
    } catch (error) {
      await this.call({ op: 'end', tx: txId, commit: false }).catch(() => undefined);
      // As before the statements were sent ahead: a transaction that could not begin reports that.
      throw (
        (await begun.then(
          () => null,
          (beginError: unknown) => beginError,
        )) ?? error
      );
    }
    await this.call({ op: 'end', tx: txId, commit: true });
    return result;
  }

  /** One message, one answer: the worker runs BEGIN, the statements and COMMIT without waiting on this thread. */
  runInTransaction(statements: readonly SqlStatement[]): Promise<QueryResult<Record<string, unknown>>[]> {
    return this.call({ op: 'statements', statements }) as Promise<QueryResult<Record<string, unknown>>[]>;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(callback);
    await this.call({ op: 'listen', channel });
    return async () => {
      set.delete(callback);
      if (set.size === 0) {
        this.listeners.delete(channel);
        await this.call({ op: 'unlisten', channel });
      }
    };
  }

  async snapshot(target: string): Promise<void> {
    await this.call({ op: 'snapshot', target });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
    if (this.syncOnClose) await syncDirectory(this.syncOnClose);
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.outbox.length === 0) setImmediate(() => this.flush());
      this.outbox.push({ ...message, id });
    });
  }

  private flush(): void {
    const batch = this.outbox;
    this.outbox = [];
    if (this.exited) {
      for (const { id } of batch) this.pending.get(id as number)?.reject(this.exited);
      return;
    }
    this.worker.postMessage(batch);
  }
}

/** PGlite in a worker thread on DATA_DIR/pgdata (or in memory). */
export function openPGliteWorker(dataDir: string | null, durability: Durability = 'full'): Promise<Database> {
  return WorkerDatabase.open(dataDir ? path.join(dataDir, 'pgdata') : null, durability);
}

function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  return Object.assign(error, fields);
}
