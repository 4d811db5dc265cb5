// The worker thread that owns PGlite when the stack runs the database off its event loop
// (server/worker-database.ts is the other end). Plain JavaScript: a worker thread starts without the
// TypeScript loader of its parent (vitest, tsx), and this file needs none.
//
// Messages in: arrays of { id, op, … }; out: arrays of { id, ok: true, value } | { id, ok: false, error }
// and, unasked, { op: 'notify', channel, payload } for LISTEN, in the order they happened. Both sides
// gather what one turn of their event loop produces into one postMessage: under load a turn answers
// many statements, and each message costs a wake-up of the other thread.
//
// This thread is PGlite's only user, so it keeps the order itself: one statement at a time, and a
// transaction, opened by 'begin' with a number the caller chose and finished by 'end', holds PGlite
// from BEGIN to COMMIT/ROLLBACK while the statements carrying its number run inside it (in the order
// sent; they may arrive before BEGIN has run). Every other statement waits, as in PGlite's own queue.
//
// Statements go to Postgres through PGlite's public wire-protocol API, one call per statement:
// PGlite's `query` makes six calls (parse, describe, bind, describe, execute, sync), each a trip
// through its JS and WASM layers. The parameter types Postgres infers (what PGlite's describe step
// learns, to serialise the values) are remembered per SQL text, so a statement seen before is sent
// as one batch — parse, bind, describe, execute, sync — and parsed with PGlite's own result parser,
// serialisers and type parsers: the same rows, values and errors as PGlite's `query` and `exec`.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, messages, parse, protocol } from '@electric-sql/pglite';
import { cp } from 'node:fs/promises';

// startParams: the durability chosen by the main thread (server/pglite-durability.ts).
const db = workerData.dataDir
  ? new PGlite(workerData.dataDir, workerData.startParams ? { startParams: workerData.startParams } : {})
  : new PGlite();
const { serialize } = protocol;

// --- messages out ------------------------------------------------------------------------------------

let outbox = [];
function send(message) {
  if (outbox.length === 0) setImmediate(flush);
  outbox.push(message);
}
function flush() {
  const batch = outbox;
  outbox = [];
  parentPort.postMessage(batch);
}

const reply = (id, value) => send({ id, ok: true, value });
const fail = (id, error) => send({ id, ok: false, error: serializeError(error) });

/** A DatabaseError's fields (code, detail, hint, severity, …) survive the trip as plain data. */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

// --- statements --------------------------------------------------------------------------------------

// The same parameter serialisers as server/pglite-database.ts (see there): a string passes through
// as text for boolean and bytea, so Postgres itself validates it.
const TEXT_PASSES_THROUGH = {
  16: (value) => (typeof value === 'string' ? value : value ? 't' : 'f'),
  17: (value) => (typeof value === 'string' ? value : `\\x${Buffer.from(value).toString('hex')}`),
};

/** Parameter type oids by SQL text. Schema changes (anything but these commands) forget them all. */
const parameterTypes = new Map();
const PARAMETER_TYPES_MAX = 2000;
const KEEPS_SCHEMA = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'SET',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
]);
function forgetTypesAfter(results) {
  if (!results.every((result) => KEEPS_SCHEMA.has(result.command))) parameterTypes.clear();
}

function batch(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Runs protocol messages (ending in Sync) in one call; throws the first DatabaseError, as PGlite does. */
async function run(message) {
  return (await db.execProtocol(message, { syncToFs: false })).messages;
}

/** As PGlite's `query`: one statement with parameters, over the extended protocol. */
async function query(sql, params = []) {
  try {
    let types = parameterTypes.get(sql);
    if (!types) {
      const described = await run(
        batch([serialize.parse({ text: sql }), serialize.describe({ type: 'S' }), serialize.sync()]),
      );
      types = parse.parseDescribeStatementResults(described);
      if (parameterTypes.size >= PARAMETER_TYPES_MAX) parameterTypes.clear();
      parameterTypes.set(sql, types);
    }
    const values = serializeValues(params, types);
    const results = parse.parseResults(
      await run(
        batch([
          serialize.parse({ text: sql }),
          serialize.bind({ values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      ),
      db.parsers,
    );
    forgetTypesAfter(results);
    return results[0];
  } catch (error) {
    throw withStatement(error, sql, params);
  }
}

/** PGlite's serialisation of parameters by the types Postgres inferred (its `query` does the same). */
function serializeValues(params, types) {
  return params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = TEXT_PASSES_THROUGH[types[i]] ?? db.serializers[types[i]];
    return serializer ? serializer(param) : param.toString();
  });
}

/** As PGlite's `exec`: statements without parameters, over the simple protocol. */
async function exec(sql) {
  try {
    const results = parse.parseResults(
      await run(batch([serialize.query(sql), serialize.sync()])),
      db.parsers,
    );
    parameterTypes.clear();
    return results;
  } catch (error) {
    throw withStatement(error, sql, undefined);
  }
}

/** What PGlite adds to a database error (makePGliteError). */
function withStatement(error, sql, params) {
  if (error instanceof messages.DatabaseError)
    Object.assign(error, { query: sql, params, queryOptions: undefined });
  return error;
}

// --- order -------------------------------------------------------------------------------------------

const settled = () => undefined;
let tail = Promise.resolve();

/** Runs `fn` once everything before it is done; nothing else runs until it settles. */
function exclusively(fn) {
  const result = tail.then(takeTurns).then(fn);
  tail = result.then(settled, settled);
  return result;
}

// PGlite answers synchronously underneath its promises, so a queue of statements runs as one long
// chain of microtasks: nothing would leave (the outbox flushes on setImmediate) and nothing new would
// arrive until the whole queue is done. So a busy queue gives the event loop a turn every couple of
// milliseconds: answers go out in batches of about that much work, and new requests come in.
const TURN_MS = 2;
let turnStarted = performance.now();
async function takeTurns() {
  if (performance.now() - turnStarted < TURN_MS) return;
  await new Promise((resolve) => setImmediate(resolve));
  turnStarted = performance.now();
}

/** A statement outside any transaction: on its own, then the file system is synced, as PGlite does. */
function alone(fn) {
  return exclusively(async () => {
    const result = await fn();
    await db.syncToFs();
    return result;
  });
}

/**
 * @type {Map<number, { begun: Promise<void>, last: Promise<void>, finish: () => void }>}
 * Open transactions by the caller's number: `begun` settles once BEGIN has run (holding PGlite until
 * `finish`), `last` once the statements sent so far have.
 */
const transactions = new Map();

function begin(txId) {
  const tx = { begun: null, last: Promise.resolve(), finish: settled };
  tx.begun = new Promise((started, failed) => {
    void exclusively(async () => {
      try {
        await exec('BEGIN');
      } catch (error) {
        failed(error);
        return;
      }
      const ended = new Promise((resolve) => (tx.finish = resolve));
      started();
      await ended;
    });
  });
  tx.begun.catch(settled); // the failure reaches whoever uses the transaction
  transactions.set(txId, tx);
  return tx.begun;
}

/** Runs `fn` inside transaction `txId`, after the statements sent to it before. */
function within(txId, fn) {
  const tx = transactions.get(txId);
  if (!tx) return Promise.reject(new Error(`transaction ${txId} is not open`));
  const result = tx.last.then(() => tx.begun).then(fn);
  tx.last = result.then(settled, settled);
  return result;
}

/**
 * Statements handed over together run as one transaction, with no wait between them: BEGIN, each in
 * turn, COMMIT; the first error rolls back and is the answer (as a transaction run one by one). When
 * every statement's parameter types are known, the whole transaction is one call into PGlite.
 */
function statementsInTransaction(statements) {
  return exclusively(async () => {
    const types = statements.map(({ text }) => parameterTypes.get(text));
    const results = types.every(Boolean) ? await inOneCall(statements, types) : await oneByOne(statements);
    await db.syncToFs();
    return results;
  });
}

async function oneByOne(statements) {
  await exec('BEGIN');
  const results = [];
  try {
    for (const { text, params } of statements) results.push({ rows: (await query(text, params)).rows });
  } catch (error) {
    await exec('ROLLBACK').catch(settled);
    throw error;
  }
  const [committed] = await exec('COMMIT');
  if (committed?.command === 'ROLLBACK') {
    throw Object.assign(new TransactionAbortedError(), { query: 'COMMIT', params: undefined });
  }
  return results;
}

/**
 * BEGIN, the statements (extended protocol) and COMMIT in one protocol batch. After an error Postgres
 * skips to the Sync, and the COMMIT of the aborted transaction rolls it back: the first error is the
 * answer, attributed to the statement it ended (counted by the commands completed before it).
 */
async function inOneCall(statements, types) {
  const parts = [serialize.query('BEGIN')];
  statements.forEach(({ text, params }, i) => {
    parts.push(
      serialize.parse({ text }),
      serialize.bind({ values: serializeValues(params ?? [], types[i]) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    );
  });
  parts.push(serialize.sync(), serialize.query('COMMIT'));
  const answer = (await db.execProtocol(batch(parts), { syncToFs: false, throwOnError: false })).messages;
  const failure = answer.findIndex((message) => message instanceof messages.DatabaseError);
  if (failure >= 0) {
    // The first command completed is BEGIN's.
    const completed = answer.slice(0, failure).filter((message) => message.name === 'commandComplete').length;
    const failed = statements[completed - 1];
    throw withStatement(answer[failure], failed?.text ?? 'COMMIT', failed?.params);
  }
  const sets = parse.parseResults(answer, db.parsers);
  forgetTypesAfter(sets);
  return sets.slice(1, 1 + statements.length).map(({ rows }) => ({ rows }));
}

/** COMMIT (an aborted transaction's COMMIT rolls back: an error, as in PGlite) or ROLLBACK; frees PGlite. */
function end(txId, commit) {
  const tx = transactions.get(txId);
  if (!tx) return Promise.reject(new Error(`transaction ${txId} is not open`));
  transactions.delete(txId);
  return tx.last
    .then(() => tx.begun)
    .then(
      async () => {
        try {
          if (!commit) return void (await exec('ROLLBACK'));
          const [result] = await exec('COMMIT');
          if (result?.command === 'ROLLBACK') {
            throw Object.assign(new TransactionAbortedError(), { query: 'COMMIT', params: undefined });
          }
        } finally {
          tx.finish();
          await db.syncToFs();
        }
      },
      (beginError) => {
        // It never began: nothing to roll back, and nothing was committed.
        if (commit) throw beginError;
      },
    );
}

// --- requests ----------------------------------------------------------------------------------------

/** @type {Map<string, () => Promise<void>>} */
const listeners = new Map();

function perform(message) {
  switch (message.op) {
    case 'ready':
      return db.waitReady.then(() => null);
    case 'query': {
      const statement = async () => ({ rows: (await query(message.sql, message.params)).rows });
      return message.tx === undefined ? alone(statement) : within(message.tx, statement);
    }
    case 'exec': {
      const statements = async () => void (await exec(message.sql));
      return message.tx === undefined ? alone(statements) : within(message.tx, statements);
    }
    case 'statements':
      return statementsInTransaction(message.statements);
    case 'begin':
      return begin(message.tx).then(() => null);
    case 'end':
      return end(message.tx, message.commit).then(() => null);
    case 'listen':
      return exclusively(async () => {
        if (!listeners.has(message.channel)) {
          const unlisten = await db.listen(message.channel, (payload) =>
            send({ op: 'notify', channel: message.channel, payload }),
          );
          listeners.set(message.channel, unlisten);
        }
        return null;
      });
    case 'unlisten':
      return exclusively(async () => {
        await listeners.get(message.channel)?.();
        listeners.delete(message.channel);
        return null;
      });
    case 'snapshot':
      // A consistent copy of the data directory while the stack serves: PGlite is held as a
      // transaction holds it, so nothing writes while the files are copied (statements sent meanwhile
      // wait; none is refused). CHECKPOINT first, so the copy opens without replaying WAL. The copy
      // is then dumped elsewhere (server/backup/live-backup.ts): the pause is the copy, not pg_dump.
      return exclusively(async () => {
        await db.exec('CHECKPOINT');
        await cp(workerData.dataDir, message.target, {
          recursive: true,
          filter: (source) => !source.endsWith('postmaster.pid'),
        });
        return null;
      });
    case 'close':
      return exclusively(async () => {
        await db.close();
        return null;
      });
    default:
      return Promise.reject(new Error(`unknown operation ${message.op}`));
  }
}

parentPort.on('message', (requests) => {
  turnStarted = performance.now();
  for (const request of requests) {
    let done;
    try {
      done = perform(request);
    } catch (error) {
      done = Promise.reject(error);
    }
    done.then(
      (value) => reply(request.id, value),
      (error) => fail(request.id, error),
    );
  }
});
