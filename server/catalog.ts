// The one catalogue query for "what are this schema's tables, their columns and primary keys": the REST
// layer's schema cache reads it for every exposed table, the realtime change feed for the published ones.
import type { Queryable } from './database.ts';

export interface CatalogColumn {
  name: string;
  /** format_type(): a type name safe to use in a cast, e.g. `text[]`, `timestamp with time zone`. */
  type: string;
  /** pg_type.typname, e.g. `_text`, `timestamptz` (what realtime reports as a column's type). */
  typeName: string;
  /** pg_type.typcategory: 'A' array, 'U' user (json/jsonb), 'S' string, … */
  category: string;
  hasDefault: boolean;
}

export interface CatalogTable {
  schema: string;
  name: string;
  /** In column order. */
  columns: CatalogColumn[];
  /** In key order; empty when the table has none. */
  primaryKey: string[];
}

const TABLES_SQL = `
select c.relname as name,
       coalesce(json_agg(json_build_object(
         'name', a.attname,
         'type', format_type(a.atttypid, a.atttypmod),
         'typeName', t.typname,
         'category', t.typcategory,
         'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> ''
       ) order by a.attnum) filter (where a.attnum is not null), '[]')::text as columns,
       coalesce((
         select json_agg(pa.attname order by array_position(i.indkey::int2[], pa.attnum))
           from pg_index i
           join pg_attribute pa on pa.attrelid = i.indrelid and pa.attnum = any(i.indkey::int2[])
          where i.indrelid = c.oid and i.indisprimary
       ), '[]')::text as primary_key
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_type t on t.oid = a.atttypid
 where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
   and ($2::text[] is null or c.relname = any($2::text[]))
 group by c.oid, c.relname`;

/** The tables (and views) of `schema`, or only those named in `only`. */
export async function describeTables(
  db: Queryable,
  schema: string,
  only?: readonly string[],
): Promise<CatalogTable[]> {
  // Columns and keys travel as JSON text: one shape whatever the driver does with json values.
  const { rows } = await db.query<{ name: string; columns: string; primary_key: string }>(TABLES_SQL, [
    schema,
    only ? [...only] : null,
  ]);
  return rows.map((row) => ({
    schema,
    name: row.name,
    columns: JSON.parse(row.columns) as CatalogColumn[],
    primaryKey: JSON.parse(row.primary_key) as string[],
  }));
}
