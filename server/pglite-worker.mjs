// The worker thread that owns PGlite when the stack runs the database off its event loop
// (server/worker-database.ts is the other end). Plain JavaScript: a worker thread starts without the
// TypeScript loader of its parent (vitest, tsx), and this file needs none.
//
// Messages in: { id, op, … }; out: { id, ok: true, value } | { id, ok: false, error } and, unasked,
// { op: 'notify', channel, payload } for LISTEN. A transaction is opened by 'begin' (answered with its
// number once PGlite has started it) and finished by 'end'; statements carrying its number run inside
// it, every other statement waits for it in PGlite's own queue, exactly as on the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = workerData.dataDir ? new PGlite(workerData.dataDir) : new PGlite();
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void }>} */
const transactions = new Map();
/** @type {Map<string, () => Promise<void>>} */
const listeners = new Map();
let nextTx = 1;

const reply = (id, value) => parentPort.postMessage({ id, ok: true, value });
const fail = (id, error) => parentPort.postMessage({ id, ok: false, error: serializeError(error) });

/** A DatabaseError's fields (code, detail, hint, severity, …) survive the trip as plain data. */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

// The same parameter serialisers as server/pglite-database.ts (see there): a string passes through
// as text for boolean and bytea, so Postgres itself validates it.
const TEXT_PASSES_THROUGH = {
  16: (value) => (typeof value === 'string' ? value : value ? 't' : 'f'),
  17: (value) => (typeof value === 'string' ? value : `\\x${Buffer.from(value).toString('hex')}`),
};

function target(txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

async function handle(message) {
  const { id, op } = message;
  try {
    switch (op) {
      case 'ready':
        await db.waitReady;
        return reply(id, null);
      case 'query': {
        const { rows } = await target(message.tx).query(message.sql, message.params, {
          serializers: TEXT_PASSES_THROUGH,
        });
        return reply(id, { rows });
      }
      case 'exec':
        await target(message.tx).exec(message.sql);
        return reply(id, null);
      case 'begin': {
        const txId = nextTx++;
        let started = false;
        // Answer once the transaction holds PGlite; the result of transaction() comes with 'end'.
        db.transaction(
          (tx) =>
            new Promise((resolve, reject) => {
              started = true;
              transactions.set(txId, {
                tx,
                finish: (commit) => (commit ? resolve() : reject(new RolledBack())),
              });
              reply(id, txId);
            }),
        ).then(
          () => settle(txId, null),
          (error) => {
            if (!started) fail(id, error);
            else settle(txId, error instanceof RolledBack ? null : error);
          },
        );
        return;
      }
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error(`transaction ${message.tx} is not open`);
        ending.set(message.tx, id);
        open.finish(message.commit);
        return;
      }
      case 'listen': {
        if (!listeners.has(message.channel)) {
          const unlisten = await db.listen(message.channel, (payload) =>
            parentPort.postMessage({ op: 'notify', channel: message.channel, payload }),
          );
          listeners.set(message.channel, unlisten);
        }
        return reply(id, null);
      }
      case 'unlisten': {
        await listeners.get(message.channel)?.();
        listeners.delete(message.channel);
        return reply(id, null);
      }
      case 'close':
        await db.close();
        return reply(id, null);
      default:
        throw new Error(`unknown operation ${op}`);
    }
  } catch (error) {
    fail(id, error);
  }
}

class RolledBack extends Error {}

/** 'end' requests waiting for their transaction to finish (commit or rollback), by transaction. */
const ending = new Map();

function settle(txId, error) {
  transactions.delete(txId);
  const id = ending.get(txId);
  ending.delete(txId);
  if (id === undefined) return;
  if (error) fail(id, error);
  else reply(id, null);
}

parentPort.on('message', (message) => void handle(message));
