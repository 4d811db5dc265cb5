// `npm run bench`: performance measurements printed against their budgets. Exits non-zero when a
// measurement misses its budget, so a regression is visible. Run on an otherwise idle machine.
// `npm run bench -- <group> …` runs only the named groups (startup, rest, stream, curve, curve-pg,
// two-processes, durability, local-db, client, search, hostile).
// Each row is printed beside its value at the last stop (bench/last-stop.json); `--record` writes this
// run's values there, which a stop commits.
import { measureStackStartup } from './stack-startup.bench.ts';
import { measureStreamLatency } from './stream-latency.bench.ts';
import { measureRestSelectThroughput } from './rest-throughput.bench.ts';
import { runLocalDbBenchmarks } from './local-db.bench.ts';
import { measureDurability } from './durability.bench.ts';
import { measureConcurrencyCurve, type StepResult } from './concurrency-curve.bench.ts';
import { measureClientRoutes } from './client-routes.bench.ts';
import { loadavg } from 'node:os';
import { printRows, readRecorded, record, withLast, type Row } from './rows.ts';
import { measureSearch } from './search.bench.ts';
import { measureHostileFloods } from './hostile.bench.ts';
import { startTestPostgres } from '../scripts/postgres.mjs';
import os from 'node:os';

const groups: Record<string, () => Promise<Row[]>> = {
  async startup() {
    const startup = await measureStackStartup();
    return [
      {
        name: 'stack start-up, cold (empty DATA_DIR)',
        value: startup.coldMs,
        unit: 'ms',
        budget: 10000,
        kind: 'max',
      },
      { name: 'stack start-up, warm', value: startup.warmMs, unit: 'ms', budget: 4000, kind: 'max' },
    ];
  },

  async rest() {
    const rest = await measureRestSelectThroughput();
    return [
      {
        name: 'REST select 50 rows, authenticated',
        value: rest.rps,
        unit: 'req/s',
        budget: 150,
        kind: 'min',
      },
      {
        name: 'REST select p95 latency (10 concurrent)',
        value: rest.p95Ms,
        unit: 'ms',
        budget: 150,
        kind: 'max',
      },
    ];
  },

  async stream() {
    const stream = await measureStreamLatency();
    return [
      {
        name: 'stream: request to first byte',
        value: stream.firstByteMs,
        unit: 'ms',
        budget: 150,
        kind: 'max',
      },
      {
        name: 'stream: request to first trace',
        value: stream.firstTraceMs,
        unit: 'ms',
        budget: 250,
        kind: 'max',
      },
      {
        name: `stream: added latency per chunk (${stream.chunks} chunks)`,
        value: stream.perChunkAddedMs,
        unit: 'ms',
        budget: 2,
        kind: 'max',
      },
    ];
  },

  curve: () => curveGroup('curve'),

  // The same curve with the stack on a PostgreSQL server (DATABASE_URL) instead of PGlite: Debian's
  // postgresql package, started and thrown away by scripts/postgres.mjs.
  async 'curve-pg'() {
    const server = await startTestPostgres();
    try {
      return await curveGroup('curve on PostgreSQL', { DATABASE_URL: server.url });
    } finally {
      await server.stop();
    }
  },

  async 'two-processes'() {
    // Issue 21 §4: the same senders on one stack process and on two sharing one PostgreSQL server
    // (round-robin, as a proxy spreads them). Each process wants about two cores: on a 2-core machine
    // the second one adds no CPU, only coordination, so this shows the cost of sharing, not a gain.
    const server = await startTestPostgres();
    const rows: Row[] = [];
    try {
      for (const processes of [1, 2]) {
        const curve = await measureConcurrencyCurve({
          env: { DATABASE_URL: server.url },
          steps: [50, 200],
          burst: 0,
          processes,
        });
        const label = `PostgreSQL, ${processes} process${processes === 1 ? '' : 'es'}`;
        console.log(
          `${label}: load average before ${curve.loadBefore.toFixed(2)}, after ${curve.loadAfter.toFixed(2)}`,
        );
        for (const step of curve.steps) {
          rows.push(
            {
              name: `${label}, ${step.senders} senders: replies/s`,
              value: step.repliesPerSecond,
              unit: 'replies/s',
              budget: 0,
              kind: 'info',
            },
            {
              name: `${label}, ${step.senders} senders: first byte p95`,
              value: step.firstByteP95Ms,
              unit: 'ms',
              budget: 0,
              kind: 'info',
            },
            {
              name: `${label}, ${step.senders} senders: errors other than 503`,
              value: step.errors,
              unit: '',
              budget: 0,
              kind: 'max',
            },
          );
        }
      }
    } finally {
      await server.stop();
    }
    return rows;
  },

  async durability() {
    // Issue 21 §6: what a commit costs when it must reach the device (full) against the page cache.
    const full = await measureDurability('full');
    const relaxed = await measureDurability('relaxed');
    return [
      {
        name: 'PGlite commit, durable (PGLITE_DURABILITY=full), median',
        value: full.commitMedianMs,
        unit: 'ms',
        budget: 10,
        kind: 'max',
      },
      {
        name: 'PGlite commit, relaxed (page cache only), median',
        value: relaxed.commitMedianMs,
        unit: 'ms',
        budget: 0,
        kind: 'info',
      },
      {
        name: 'PGlite 300 commits from 16 writers, durable',
        value: full.burstCommitsPerSecond,
        unit: 'commits/s',
        budget: 100,
        kind: 'min',
      },
      {
        name: 'PGlite 300 commits from 16 writers, relaxed',
        value: relaxed.burstCommitsPerSecond,
        unit: 'commits/s',
        budget: 0,
        kind: 'info',
      },
    ];
  },

  async 'local-db'() {
    // fake-indexeddb in Node is slower than a browser's IndexedDB: these budgets are upper bounds.
    const budgetsMs: Record<string, number> = { load: 100, apply: 1000, reapply: 1000 };
    return (await runLocalDbBenchmarks()).map((result): Row => {
      const key = /re-?apply/i.test(result.name) ? 'reapply' : /apply/i.test(result.name) ? 'apply' : 'load';
      return {
        name: `Dexie: ${result.name} (median)`,
        value: Math.round(result.medianMs * 10) / 10,
        unit: 'ms',
        budget: budgetsMs[key]!,
        kind: 'max',
      };
    });
  },

  async client() {
    // Browser timings move with the machine's load: say what it was (medians of several runs below).
    console.log(`client: load average before ${loadavg()[0]!.toFixed(2)}`);
    const client = await measureClientRoutes({ log: (line) => console.log(`client: ${line}`) });
    console.log(`client: load average after ${loadavg()[0]!.toFixed(2)}`);
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    // Issue 20: what users wait for, not what a route loads in all (deferring bytes by any means met
    // the old per-route totals). Brotli: what the server sends.
    const budgetsKb: Record<string, number> = { '/': 100, '/chat': 200 };
    const rows: Row[] = [];
    for (const route of client.routes) {
      const label = route.route === '/chat' ? '/chat, signed in' : `${route.route}, visitor`;
      rows.push(
        {
          name: `main-thread JS until usable, ${label} (brotli)`,
          value: kb(route.brotliBeforeUsable),
          unit: 'KB',
          budget: budgetsKb[route.route] ?? 0,
          kind: budgetsKb[route.route] === undefined ? 'info' : 'max',
        },
        {
          name: `main-thread JS by network idle, ${label} (brotli)`,
          value: kb(route.brotliByIdle),
          unit: 'KB',
          budget: 0,
          kind: 'info',
        },
        {
          name: `worker JS by network idle, ${label} (brotli)`,
          value: kb(route.workerBrotli),
          unit: 'KB',
          budget: 0,
          kind: 'info',
        },
      );
    }
    const ms = (name: string, value: number, budget: number): Row => ({
      name,
      value,
      unit: 'ms',
      budget,
      kind: 'max',
    });
    rows.push(
      ms('warm start, 50 messages, online: last message painted, composer usable', client.warmOnlineMs, 300),
      ms(
        'warm start, 50 messages, offline: last message painted, composer usable',
        client.warmOfflineMs,
        300,
      ),
      ms('first open of 1,000 messages, rows local', client.thousandOpenLocal.ms, 200),
      ms(
        'first open of 1,000 messages, rows local: longest task',
        client.thousandOpenLocal.longestTaskMs,
        50,
      ),
      ms('first open of 1,000 messages, nothing local yet', client.thousandOpenRemote.ms, 200),
      ms(
        'first open of 1,000 messages, nothing local: longest task',
        client.thousandOpenRemote.longestTaskMs,
        50,
      ),
      ms(
        'longest main-thread task while a reply streams and its card renders',
        client.streamingLongestTaskMs,
        50,
      ),
      ms(
        `longest main-thread task while a ${client.pull.messages.toLocaleString('en-US')}-message pull applies`,
        client.pullLongestTaskMs,
        50,
      ),
      { name: 'that pull, first page to last', value: client.pull.ms, unit: 'ms', budget: 0, kind: 'info' },
    );
    return rows;
  },

  async search() {
    const search = await measureSearch();
    const corpus = `${search.conversations.toLocaleString('en-US')} conversations, ${search.messages.toLocaleString('en-US')} messages`;
    const [load] = os.loadavg();
    console.log(
      `search: ${search.queries} queries over ${corpus} (max ${search.maxMs} ms; load average ${load!.toFixed(1)} on ${os.cpus().length} CPUs: on a busy machine wall times include waiting for a CPU, the CPU-time rows do not)`,
    );
    const info = (name: string, value: number): Row => ({ name, value, unit: 'ms', budget: 0, kind: 'info' });
    return [
      { name: `search: query p50 (${corpus})`, value: search.p50Ms, unit: 'ms', budget: 50, kind: 'max' },
      { name: `search: query p95 (${corpus})`, value: search.p95Ms, unit: 'ms', budget: 50, kind: 'max' },
      info('search: query CPU time p50', search.cpuP50Ms),
      info('search: query CPU time p95', search.cpuP95Ms),
      info('search: index build (first start)', search.buildMs),
      info('search: index build CPU time', search.buildCpuMs),
      info('search: one message re-indexed (p50)', search.upsertMs),
    ];
  },

  // A second user while one address misbehaves (issue 18; tests/contract/hostile-clients.test.ts
  // checks that they are served, this how fast).
  async hostile() {
    const hostile = await measureHostileFloods();
    console.log(
      `hostile: ${hostile.reads} reads with no flood, ${hostile.readsDuringLogoutFlood} during the /logout flood (${hostile.logoutsSent} sign-outs sent); ${hostile.sends} sends while ${hostile.stalledUnanswered} of ${hostile.stalledRequests} stalled requests were held open (the rest refused at the address's share); load average ${loadavg()[0]!.toFixed(2)}`,
    );
    return [
      {
        name: 'REST read p95, no flood',
        value: hostile.readP95Ms,
        unit: 'ms',
        budget: 0,
        kind: 'info',
      },
      {
        name: 'REST read p95 under a /logout flood (32 connections)',
        value: hostile.readDuringLogoutFloodP95Ms,
        unit: 'ms',
        budget: 1000,
        kind: 'max',
      },
      {
        name: 'send p95 under a slow-body flood (570 stalled requests)',
        value: hostile.sendDuringSlowBodyFloodP95Ms,
        unit: 'ms',
        budget: 1000,
        kind: 'max',
      },
    ];
  },
};

async function curveGroup(label: string, env?: Record<string, string>): Promise<Row[]> {
  const curve = await measureConcurrencyCurve(env ? { env } : {});
  console.log(
    `${label}: load average before ${curve.loadBefore.toFixed(2)}, after ${curve.loadAfter.toFixed(2)}`,
  );
  const rows: Row[] = [];
  for (const step of curve.steps) rows.push(...curveRows(step, `${label} ${step.senders} senders`));
  rows.push({
    name: `${label}: peak replies/s`,
    value: Math.max(...curve.steps.map((s) => s.repliesPerSecond)),
    unit: 'replies/s',
    budget: 100,
    kind: 'min',
  });
  if (curve.burst) rows.push(...curveRows(curve.burst, `${label}: burst ${curve.burst.senders} at once`));
  return rows;
}

/** Per step: throughput and latency (first byte p95 budgeted at 50 senders), and no error but 503s. */
function curveRows(step: StepResult, label: string): Row[] {
  const info = (name: string, value: number, unit: string): Row => ({
    name: `${label}: ${name}`,
    value,
    unit,
    budget: 0,
    kind: 'info',
  });
  return [
    info('replies/s', step.repliesPerSecond, 'replies/s'),
    info('first byte p50', step.firstByteP50Ms, 'ms'),
    step.senders === 50
      ? { name: `${label}: first byte p95`, value: step.firstByteP95Ms, unit: 'ms', budget: 150, kind: 'max' }
      : info('first byte p95', step.firstByteP95Ms, 'ms'),
    info('reply p50 (request to done)', step.replyP50Ms, 'ms'),
    info('stack CPU per reply', step.cpuMsPerReply, 'ms'),
    info('of which the main thread', step.mainThreadCpuMsPerReply, 'ms'),
    info('of which the busiest other thread (database)', step.busiestOtherThreadCpuMsPerReply, 'ms'),
    info('bench client CPU per reply', step.clientCpuMsPerReply, 'ms'),
    { name: `${label}: errors other than 503`, value: step.errors, unit: '', budget: 0, kind: 'max' },
    info('answered 503 + Retry-After', step.overloaded, ''),
  ];
}

const args = process.argv.slice(2);
const recording = args.includes('--record');
const wanted = args.filter((arg) => arg !== '--record');
const unknown = wanted.filter((name) => !(name in groups));
if (unknown.length) {
  console.error(`Unknown bench group(s): ${unknown.join(', ')}. Known: ${Object.keys(groups).join(', ')}`);
  process.exit(2);
}
const rows: Row[] = [];
for (const [name, run] of Object.entries(groups)) {
  if (wanted.length && !wanted.includes(name)) continue;
  rows.push(...(await run()));
}
const lastStopFile = new URL('./last-stop.json', import.meta.url).pathname;
const recorded = readRecorded(lastStopFile);
const failed = printRows(withLast(rows, recorded));
if (recording) {
  record(rows, recorded, lastStopFile);
  console.log(`\nRecorded in ${lastStopFile}: commit it with the stop.`);
}
process.exit(failed ? 1 : 0);
