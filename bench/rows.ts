// One line per measurement, against its budget: `✓`/`✗`, the value, the same measurement at the last
// stop (bench/last-stop.json, written by `npm run bench -- --record`) and the budget it must meet.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface Row {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** 'max': value must stay at or under the budget; 'min': at or over; 'info': printed, no budget. */
  kind: 'max' | 'min' | 'info';
  /** The same measurement at the last stop, printed beside it for comparison. */
  last?: number;
}

export function withinBudget(row: Row): boolean {
  if (row.kind === 'info') return true;
  return row.kind === 'max' ? row.value <= row.budget : row.value >= row.budget;
}

/** Prints the table and returns how many rows missed their budget. */
export function printRows(rows: Row[]): number {
  let failed = 0;
  const anyLast = rows.some((row) => row.last !== undefined);
  console.log(
    '\nmeasurement'.padEnd(62) +
      'value'.padStart(14) +
      (anyLast ? 'last stop'.padStart(14) : '') +
      '  budget',
  );
  for (const row of rows) {
    const ok = withinBudget(row);
    if (!ok) failed++;
    const mark = row.kind === 'info' ? ' ' : ok ? '✓' : '✗';
    const budget = row.kind === 'info' ? '' : `${row.kind === 'max' ? '≤' : '≥'} ${row.budget} ${row.unit}`;
    const last = anyLast ? (row.last === undefined ? '—' : `${row.last} ${row.unit}`).padStart(14) : '';
    console.log(`${mark} ${row.name.padEnd(60)}${`${row.value} ${row.unit}`.padStart(14)}${last}  ${budget}`);
  }
  return failed;
}

/** The values recorded at the last stop, by row name. */
export type Recorded = Record<string, number>;

export function readRecorded(file: string): Recorded {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Recorded) : {};
}

/** Each row with the value recorded for it at the last stop, if any. */
export function withLast(rows: readonly Row[], recorded: Recorded): Row[] {
  return rows.map((row) => (row.name in recorded ? { ...row, last: recorded[row.name] } : row));
}

/**
 * Writes this run's values over the recorded ones (rows of groups not run keep theirs), sorted by name
 * so the file's diff shows what moved.
 */
export function record(rows: readonly Row[], recorded: Recorded, file: string): void {
  const next: Recorded = { ...recorded };
  for (const row of rows) next[row.name] = row.value;
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
