import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecorded, record, withLast, type Row } from './rows.ts';

const row = (name: string, value: number): Row => ({ name, value, unit: 'ms', budget: 100, kind: 'max' });

describe('the last stop’s numbers beside each row', () => {
  it('are read by row name; a row never recorded has none', () => {
    const rows = withLast([row('warm start', 240), row('new row', 5)], { 'warm start': 277 });
    expect(rows.map((r) => r.last)).toEqual([277, undefined]);
  });

  it('a recording keeps the rows of groups not run and replaces the rest', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'last-stop.json');
    expect(readRecorded(file)).toEqual({});
    record([row('b', 2), row('a', 1)], { c: 3, a: 9 }, file);
    expect(readRecorded(file)).toEqual({ a: 1, b: 2, c: 3 });
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['a', 'b', 'c']);
  });
});
