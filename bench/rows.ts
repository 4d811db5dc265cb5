// One line per measurement, against its budget: `✓`/`✗`, the value, and the budget it must meet.

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
