// PGlite off the event loop: the database runs in a worker thread (server/pglite-worker.mjs) and this
// class speaks to it with messages. Postgres in WASM is most of the CPU a reply costs; in a worker it
// runs on the machine's second core while the event loop serves HTTP, SSE and realtime. Same surface
// as PGlite for what the stack uses — query, exec, transaction (statements inside run in the same
// transaction, others wait for it, as PGlite does), listen/NOTIFY, close — and the same errors
// (DatabaseError fields such as code, detail, hint and severity are kept).
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Database, Tx } from './database.ts';

type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Notification = { op: 'notify'; channel: string; payload: string };

export class WorkerDatabase implements Database {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private exited: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply | Notification) => {
      if ('op' in message) {
        for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload);
        return;
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(rebuildError(message.error));
    });
    const failAll = (error: Error) => {
      this.exited = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the database worker exited (${code})`)));
  }

  /** Starts the worker and opens PGlite on `dataDir` (or in memory). */
  static async open(dataDir: string | null): Promise<WorkerDatabase> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    const db = new WorkerDatabase(worker);
    try {
      await db.call({ op: 'ready' });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return db;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, textOids: textOids(options) }) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: 'begin' })) as number;
    const tx: Tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.call({ op: 'query', tx: txId, sql, params, textOids: textOids(options) }) as Promise<Results<R>>,
      exec: (sql: string) => this.call({ op: 'exec', tx: txId, sql }) as Promise<Results[]>,
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.call({ op: 'end', tx: txId, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx: txId, commit: true });
    return result;
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

  async close(): Promise<void> {
    if (this.exited) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }
}

/** Only "send this parameter as text" serializers can cross threads (the REST layer's only kind). */
function textOids(options?: QueryOptions): number[] | undefined {
  const serializers = options?.serializers;
  return serializers ? Object.keys(serializers).map(Number) : undefined;
}

function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  return Object.assign(error, fields);
}
