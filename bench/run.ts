// `npm run bench`: performance measurements printed against their budgets. Exits non-zero when a
// measurement misses its budget, so a regression is visible. Run on an otherwise idle machine.
import { measureStackStartup } from './stack-startup.bench.ts';
import { measureStreamLatency } from './stream-latency.bench.ts';
import { measureRestSelectThroughput } from '../server/rest/rest-throughput.bench.ts';
import { runLocalDbBenchmarks } from '../src/db/bench-local-db.ts';

interface Row {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** 'max': value must stay at or under the budget; 'min': at or over. */
  kind: 'max' | 'min';
}

const rows: Row[] = [];

const startup = await measureStackStartup();
rows.push({
  name: 'stack start-up, cold (empty DATA_DIR)',
  value: startup.coldMs,
  unit: 'ms',
  budget: 10000,
  kind: 'max',
});
rows.push({ name: 'stack start-up, warm', value: startup.warmMs, unit: 'ms', budget: 4000, kind: 'max' });

const rest = await measureRestSelectThroughput();
rows.push({
  name: 'REST select 50 rows, authenticated',
  value: rest.rps,
  unit: 'req/s',
  budget: 150,
  kind: 'min',
});
rows.push({
  name: 'REST select p95 latency (10 concurrent)',
  value: rest.p95Ms,
  unit: 'ms',
  budget: 150,
  kind: 'max',
});

const stream = await measureStreamLatency();
rows.push({
  name: 'stream: request to first byte',
  value: stream.firstByteMs,
  unit: 'ms',
  budget: 150,
  kind: 'max',
});
rows.push({
  name: 'stream: request to first trace',
  value: stream.firstTraceMs,
  unit: 'ms',
  budget: 250,
  kind: 'max',
});
rows.push({
  name: `stream: added latency per chunk (${stream.chunks} chunks)`,
  value: stream.perChunkAddedMs,
  unit: 'ms',
  budget: 2,
  kind: 'max',
});

// fake-indexeddb in Node is slower than a browser's IndexedDB: these budgets are upper bounds.
const LOCAL_DB_BUDGETS_MS: Record<string, number> = { load: 100, apply: 1000, reapply: 1000 };
for (const result of await runLocalDbBenchmarks()) {
  const key = /re-?apply/i.test(result.name) ? 'reapply' : /apply/i.test(result.name) ? 'apply' : 'load';
  rows.push({
    name: `Dexie: ${result.name} (median)`,
    value: Math.round(result.medianMs * 10) / 10,
    unit: 'ms',
    budget: LOCAL_DB_BUDGETS_MS[key]!,
    kind: 'max',
  });
}

let failed = 0;
console.log('\nmeasurement'.padEnd(52) + 'value'.padStart(12) + '  budget');
for (const row of rows) {
  const ok = row.kind === 'max' ? row.value <= row.budget : row.value >= row.budget;
  if (!ok) failed++;
  const budget = `${row.kind === 'max' ? '≤' : '≥'} ${row.budget} ${row.unit}`;
  console.log(
    `${ok ? '✓' : '✗'} ${row.name.padEnd(50)}${`${row.value} ${row.unit}`.padStart(12)}  ${budget}`,
  );
}
process.exit(failed ? 1 : 0);
