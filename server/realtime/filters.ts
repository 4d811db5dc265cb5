// The row filter of a postgres_changes binding: `column=op.value`, with the operators Supabase
// Realtime accepts (eq, neq, lt, lte, gt, gte, in). Real Realtime compares inside Postgres after
// casting the value to the column's type; here the comparison runs in JS on the `to_jsonb` values of
// the change, so values are normalised per column type first (numbers as numbers, booleans, instants
// as epoch milliseconds, uuids case-insensitively). Text compares by code unit (C collation).

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface RowFilter {
  column: string;
  op: FilterOp;
  /** One value for every operator but `in`, which has its list here. */
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export type FilterParse = { ok: true; filter: RowFilter } | { ok: false; message: string };

export function parseFilter(text: string): FilterParse {
  const eq = text.indexOf('=');
  const dot = text.indexOf('.', eq + 1);
  if (eq <= 0 || dot < 0)
    return { ok: false, message: `invalid filter "${text}" (expected column=op.value)` };
  const column = text.slice(0, eq).trim();
  const op = text.slice(eq + 1, dot) as FilterOp;
  const value = text.slice(dot + 1);
  if (!OPS.has(op)) {
    return {
      ok: false,
      message: `invalid filter "${text}" (operator must be one of ${[...OPS].join(', ')})`,
    };
  }
  if (op !== 'in') return { ok: true, filter: { column, op, values: [value] } };
  const list = /^\((.*)\)$/s.exec(value.trim());
  if (!list) return { ok: false, message: `invalid filter "${text}" (in needs a list: in.(a,b))` };
  return { ok: true, filter: { column, op, values: splitList(list[1]!) } };
}

/** True when the record's value satisfies the filter; SQL semantics for null (never matches). */
export function matchesFilter(
  filter: RowFilter,
  record: Record<string, unknown> | null,
  columnType: string,
): boolean {
  if (!record || !(filter.column in record)) return false;
  const actual = normalise(record[filter.column], columnType);
  if (actual === null) return false;
  if (filter.op === 'in') return filter.values.some((v) => compare(actual, normalise(v, columnType)) === 0);
  const wanted = normalise(filter.values[0]!, columnType);
  if (wanted === null) return false;
  const order = compare(actual, wanted);
  if (order === null) return false;
  switch (filter.op) {
    case 'eq':
      return order === 0;
    case 'neq':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
  }
}

// `in.(a,"b,c",d)`: items may be double-quoted (PostgREST style) so that they can hold commas.
function splitList(body: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '"') quoted = !quoted;
    else if (ch === '\\' && quoted && i + 1 < body.length) current += body[++i];
    else if (ch === ',' && !quoted) {
      items.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '' || items.length > 0) items.push(current.trim());
  return items;
}

type Comparable = number | string | boolean;

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const INSTANT = new Set(['timestamptz', 'timestamp', 'date']);

function normalise(value: unknown, type: string): Comparable | null {
  if (value === null || value === undefined) return null;
  if (NUMERIC.has(type)) {
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isNaN(n) ? String(value) : n;
  }
  if (type === 'bool') {
    const s = String(value).toLowerCase();
    if (s === 'true' || s === 't') return true;
    if (s === 'false' || s === 'f') return false;
    return s;
  }
  if (INSTANT.has(type)) {
    const ms = Date.parse(String(value));
    return Number.isNaN(ms) ? String(value) : ms;
  }
  if (type === 'uuid') return String(value).toLowerCase();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function compare(a: Comparable, b: Comparable | null): number | null {
  if (b === null || typeof a !== typeof b) return null;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
