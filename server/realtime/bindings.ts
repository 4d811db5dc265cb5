// The postgres_changes bindings of a join: validated against the publication, given the integer ids
// the client keys its callbacks on, and matched against row changes.
//
// Ids follow real Realtime's contract: an integer derived from the binding's params (Realtime uses
// `:erlang.phash2(params)`, range 0..2^27), so identical params get identical ids, also across
// re-joins. The client ignores a binding whose id is falsy (`bindId && ...`), so 0 is never used, and
// two *different* bindings of one channel never share an id (a collision would route one binding's
// events to the other).
import type { RowChange } from './change-feed.ts';
import type { PublishedTable } from './catalog.ts';
import { isObject } from './frames.ts';
import { matchesFilter, parseFilter, type RowFilter } from './filters.ts';

export type BindingEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface PostgresBinding {
  id: number;
  event: BindingEvent;
  /** A schema name or '*'. */
  schema: string;
  /** A table name, or null for every published table of the schema. */
  table: string | null;
  filter: RowFilter | null;
  /** The params exactly as the client sent them; echoed with `id` in the join reply. */
  params: Record<string, unknown>;
}

export type BindingsResult = { ok: true; bindings: PostgresBinding[] } | { ok: false; reason: string };

const EVENTS = new Set<BindingEvent>(['*', 'INSERT', 'UPDATE', 'DELETE']);
const ID_RANGE = 2 ** 27;

/**
 * Validates `config.postgres_changes` of a join. A binding naming a table outside the publication,
 * or a filter on an unknown column, is refused here so the join fails loudly (see realtime-server.ts
 * for why this differs from hosted Realtime, which accepts the join and reports the error later).
 */
export function resolveBindings(list: unknown, published: PublishedTable[]): BindingsResult {
  if (list === undefined || list === null) return { ok: true, bindings: [] };
  if (!Array.isArray(list)) return refuse('config.postgres_changes must be a list');
  const bindings: PostgresBinding[] = [];
  const used = new Map<number, string>();
  for (const params of list) {
    if (!isObject(params)) return refuse('every postgres_changes binding must be an object');
    const describe = `[event: ${String(params.event)}, schema: ${String(params.schema)}, table: ${String(params.table ?? '*')}, filter: ${String(params.filter ?? '')}]`;
    const event = typeof params.event === 'string' ? (params.event.toUpperCase() as BindingEvent) : null;
    if (!event || !EVENTS.has(event)) return refuse(`event must be *, INSERT, UPDATE or DELETE ${describe}`);
    if (typeof params.schema !== 'string' || params.schema === '')
      return refuse(`schema is required ${describe}`);
    if (params.table !== undefined && params.table !== null && typeof params.table !== 'string') {
      return refuse(`table must be a string ${describe}`);
    }
    const schema = params.schema;
    const table = typeof params.table === 'string' && params.table !== '*' ? params.table : null;
    const targets = published.filter(
      (t) => (schema === '*' || t.schema === schema) && (table === null || t.table === table),
    );
    if (targets.length === 0) {
      return refuse(`no table of the supabase_realtime publication matches ${describe}`);
    }
    let filter: RowFilter | null = null;
    if (params.filter !== undefined && params.filter !== null && params.filter !== '') {
      if (typeof params.filter !== 'string') return refuse(`filter must be a string ${describe}`);
      if (table === null) return refuse(`a filter needs a single table ${describe}`);
      const parsed = parseFilter(params.filter);
      if (!parsed.ok) return refuse(`${parsed.message} ${describe}`);
      if (!targets.every((t) => t.columns.has(parsed.filter.column))) {
        return refuse(`filter column "${parsed.filter.column}" does not exist ${describe}`);
      }
      filter = parsed.filter;
    }
    const canonical = canonicalJson(params);
    let id = hashToId(canonical);
    while (used.has(id) && used.get(id) !== canonical) id = (id % (ID_RANGE - 1)) + 1;
    used.set(id, canonical);
    bindings.push({ id, event, schema, table, filter, params });
  }
  return { ok: true, bindings };
}

/** Ids of the bindings a change satisfies, in binding order, without duplicates. */
export function matchingIds(bindings: readonly PostgresBinding[], change: RowChange): number[] {
  const ids: number[] = [];
  for (const b of bindings) {
    if (ids.includes(b.id) || !bindingMatches(b, change)) continue;
    ids.push(b.id);
  }
  return ids;
}

export function bindingMatches(binding: PostgresBinding, change: RowChange): boolean {
  if (binding.event !== '*' && binding.event !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table !== null && binding.table !== change.table) return false;
  if (!binding.filter) return true;
  // As Realtime: the new row for INSERT/UPDATE, the old row (primary key unless REPLICA IDENTITY
  // FULL) for DELETE.
  const row = change.type === 'DELETE' ? change.old_record : change.record;
  const type = change.columns.find((c) => c.name === binding.filter!.column)?.type ?? 'text';
  return matchesFilter(binding.filter, row, type);
}

/** The join reply's echo: the client's params, in order, each with its id. */
export function echoBindings(bindings: readonly PostgresBinding[]): Record<string, unknown>[] {
  return bindings.map((b) => ({ ...b.params, id: b.id }));
}

function refuse(detail: string): BindingsResult {
  return { ok: false, reason: `Unable to subscribe to changes with given parameters: ${detail}` };
}

// FNV-1a (32 bit) folded into 1..2^27-1: stable across processes, so ids survive server restarts.
function hashToId(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h % (ID_RANGE - 1)) + 1;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => k !== 'id' && value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
