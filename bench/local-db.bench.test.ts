import { describe, it, expect } from 'vitest';
import { formatBenchResult, runLocalDbBenchmarks } from './local-db.bench.ts';

describe('local database benchmarks', () => {
  it('loads a 1,000-message conversation and applies a 1,000-row batch (numbers printed)', async () => {
    const results = await runLocalDbBenchmarks();
    for (const result of results) console.log(formatBenchResult(result));
    expect(results.map((r) => r.runs)).toEqual([10, 5, 5]);
    for (const result of results) expect(result.medianMs).toBeGreaterThan(0);
  }, 60_000);
});
