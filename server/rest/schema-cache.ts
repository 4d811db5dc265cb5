// PostgREST's "schema cache": the tables, columns, keys and functions of the exposed schema, read from
// the catalog once and kept in memory, so requests validate every identifier without a catalog query.
// The schema only changes through migrations, which run at start-up, so a restart refreshes it. As a
// safety net for a schema changed while running, a lookup miss reloads it (at most once a second).
import { describeTables, type CatalogColumn } from '../catalog.ts';
import type { Database } from '../database.ts';
import { EXPOSED_SCHEMA } from './media-types.ts';

export type ColumnInfo = CatalogColumn;

export interface TableInfo {
  schema: string;
  name: string;
  columns: ReadonlyMap<string, ColumnInfo>;
  primaryKey: readonly string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  typeName: string;
  category: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  /** Input arguments in declaration order. */
  args: readonly FunctionArg[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Columns of a composite / `returns table(...)` result; null for a scalar result. */
  resultColumns: ReadonlyMap<string, ColumnInfo> | null;
  volatile: boolean;
}

interface Snapshot {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

const RELOAD_ON_MISS_AFTER_MS = 1000;

const FUNCTIONS_SQL = `
select p.proname as name,
       p.proretset as returns_set,
       p.provolatile = 'v' as volatile,
       rt.typname as return_type_name,
       p.pronargdefaults as n_defaults,
       (select coalesce(json_agg(json_build_object(
                 'name', coalesce(p.proargnames[i], ''),
                 'type', format_type(at.oid, null),
                 'typeName', at.typname,
                 'category', at.typcategory,
                 'mode', coalesce(p.proargmodes[i]::text, 'i')
               ) order by i), '[]')::text
          from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) as i
          join pg_type at on at.oid = coalesce(p.proallargtypes[i], (p.proargtypes::oid[])[i - 1])
       ) as args,
       (select json_agg(json_build_object(
                 'name', ra.attname,
                 'type', format_type(ra.atttypid, ra.atttypmod),
                 'typeName', rat.typname,
                 'category', rat.typcategory,
                 'hasDefault', false
               ) order by ra.attnum)::text
          from pg_attribute ra
          join pg_type rat on rat.oid = ra.atttypid
         where ra.attrelid = rt.typrelid and rt.typrelid <> 0 and ra.attnum > 0 and not ra.attisdropped
       ) as composite_columns
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
 where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`;

interface RawArg {
  name: string;
  type: string;
  typeName: string;
  category: string;
  mode: string;
}

export class SchemaCache {
  private snapshot: Promise<Snapshot> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  async table(name: string): Promise<TableInfo | null> {
    const found = (await this.current()).tables.get(name);
    if (found || !this.mayReload()) return found ?? null;
    return (await this.reload()).tables.get(name) ?? null;
  }

  /** All overloads of a function in the exposed schema. */
  async functions(name: string): Promise<FunctionInfo[]> {
    const found = (await this.current()).functions.get(name);
    if (found || !this.mayReload()) return found ?? [];
    return (await this.reload()).functions.get(name) ?? [];
  }

  reload(): Promise<Snapshot> {
    this.loadedAt = this.clock();
    const loading = this.load();
    this.snapshot = loading;
    // A failed load must not stick: the next request tries again.
    loading.catch(() => {
      if (this.snapshot === loading) this.snapshot = null;
    });
    return loading;
  }

  private current(): Promise<Snapshot> {
    return this.snapshot ?? this.reload();
  }

  private mayReload(): boolean {
    return this.clock() - this.loadedAt >= RELOAD_ON_MISS_AFTER_MS;
  }

  private async load(): Promise<Snapshot> {
    const tables = new Map<string, TableInfo>();
    for (const table of await describeTables(this.db, EXPOSED_SCHEMA)) {
      tables.set(table.name, {
        schema: EXPOSED_SCHEMA,
        name: table.name,
        columns: new Map(table.columns.map((c) => [c.name, c])),
        primaryKey: table.primaryKey,
      });
    }

    const functions = new Map<string, FunctionInfo[]>();
    const functionRows = await this.db.query<{
      name: string;
      returns_set: boolean;
      volatile: boolean;
      return_type_name: string;
      n_defaults: number;
      args: string;
      composite_columns: string | null;
    }>(FUNCTIONS_SQL, [EXPOSED_SCHEMA]);
    for (const row of functionRows.rows) {
      const rawArgs = JSON.parse(row.args) as RawArg[];
      const inputs = rawArgs.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
      const outputs = rawArgs.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
      const firstDefault = inputs.length - row.n_defaults;
      const args = inputs.map((a, i) => ({
        name: a.name,
        type: a.type,
        typeName: a.typeName,
        category: a.category,
        hasDefault: i >= firstDefault,
      }));
      // Only functions callable with named arguments are reachable, as in PostgREST.
      if (args.some((a) => a.name === '')) continue;
      let resultColumns: Map<string, ColumnInfo> | null = null;
      if (row.composite_columns) {
        resultColumns = new Map((JSON.parse(row.composite_columns) as ColumnInfo[]).map((c) => [c.name, c]));
      } else if (outputs.length > 0 && row.return_type_name === 'record') {
        resultColumns = new Map(
          outputs.map((o) => [
            o.name,
            { name: o.name, type: o.type, typeName: o.typeName, category: o.category, hasDefault: false },
          ]),
        );
      }
      const info: FunctionInfo = {
        schema: EXPOSED_SCHEMA,
        name: row.name,
        args,
        returnsSet: row.returns_set,
        returnsVoid: row.return_type_name === 'void',
        resultColumns,
        volatile: row.volatile,
      };
      functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
    }
    return { tables, functions };
  }
}
