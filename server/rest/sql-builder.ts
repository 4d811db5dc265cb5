// Turns a parsed request into one parameterised SQL statement, shaped like PostgREST's own: the rows go
// through a CTE and come back as a single `json_agg` text, so timestamps, jsonb and arrays are rendered
// by Postgres exactly as PostgREST renders them, and row counts arrive in the same round trip.
//
// Safety rules, enforced here and nowhere else:
//  * every identifier is looked up in the schema cache first and then double-quoted;
//  * every value (filter operands, JSON keys, bodies, limits) is a bind parameter, never SQL text;
//  * the only other text spliced in comes from closed sets (operators, keywords) or from the
//    grammar-restricted cast names (identifier characters only).
import { RestError } from './rest-errors.ts';
import type { Condition, FieldRef, Filter, OrderTerm, SelectItem } from './query-string.ts';
import { defaultFieldName } from './query-string.ts';
import type { ColumnInfo, FunctionInfo, TableInfo } from './schema-cache.ts';

export interface Statement {
  text: string;
  params: (string | null)[];
}

/** Bind parameters in order; `add` returns the placeholder. */
export class SqlParams {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualifiedName(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** Something with named columns that SQL can refer to: a table, or a function's result. */
export interface Relation {
  /** For error messages, as Postgres names it (`column conversations.foo does not exist`). */
  label: string;
  columns: ReadonlyMap<string, ColumnInfo>;
}

export function tableRelation(table: TableInfo): Relation {
  return { label: table.name, columns: table.columns };
}

// ---------------------------------------------------------------------------------------------------
// Expressions

export function requireColumn(relation: Relation, name: string): ColumnInfo {
  const column = relation.columns.get(name);
  if (!column) {
    throw new RestError('undefined_column', `column ${relation.label}.${name} does not exist`);
  }
  return column;
}

function fieldSql(relation: Relation, qualifier: string, field: FieldRef, params: SqlParams): string {
  requireColumn(relation, field.name);
  let sql = `${qualifier}.${quoteIdent(field.name)}`;
  for (const step of field.path) {
    const key = typeof step.key === 'number' ? `(${step.key})` : `${params.add(step.key)}::text`;
    sql = `${sql}${step.arrow}${key}`;
  }
  return sql;
}

export function selectListSql(
  relation: Relation,
  qualifier: string,
  items: readonly SelectItem[],
  params: SqlParams,
): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${qualifier}.*`;
      let expr = fieldSql(relation, qualifier, item.field, params);
      // The cast name matched /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/ in the parser; Postgres checks it exists.
      if (item.cast) expr = `(${expr})::${item.cast}`;
      return `${expr} as ${quoteIdent(item.alias ?? defaultFieldName(item.field))}`;
    })
    .join(', ');
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};

const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_KEYWORD = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
} as const;

function filterSql(relation: Relation, qualifier: string, filter: Filter, params: SqlParams): string {
  const lhs = fieldSql(relation, qualifier, filter.field, params);
  const { value } = filter;
  let sql: string;
  if (value.kind === 'is') {
    sql = `${lhs} is ${IS_KEYWORD[value.value]}`;
  } else if (value.kind === 'list') {
    // Bind each item separately so Postgres infers the column's type for every one of them.
    sql =
      value.values.length === 0
        ? 'false'
        : `${lhs} in (${value.values.map((v) => params.add(v)).join(', ')})`;
  } else if (filter.operator === 'isdistinct') {
    sql = `${lhs} is distinct from ${params.add(value.value)}`;
  } else if (filter.operator in TSQUERY) {
    const config = filter.ftsConfig === null ? '' : `${params.add(filter.ftsConfig)}::regconfig, `;
    sql = `${lhs} @@ ${TSQUERY[filter.operator]}(${config}${params.add(value.value)})`;
  } else {
    const operator = COMPARISON[filter.operator];
    if (!operator)
      throw new RestError('parse_error', `operator ${filter.operator} cannot take a single value`);
    const operand = params.add(value.value);
    sql = filter.quantifier
      ? `${lhs} ${operator} ${filter.quantifier}(${operand})`
      : `${lhs} ${operator} ${operand}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

function conditionSql(
  relation: Relation,
  qualifier: string,
  condition: Condition,
  params: SqlParams,
): string {
  if (condition.kind === 'filter') return filterSql(relation, qualifier, condition, params);
  const parts = condition.conditions.map((c) => conditionSql(relation, qualifier, c, params));
  const joined =
    parts.length === 0
      ? condition.operator === 'and'
        ? 'true'
        : 'false'
      : parts.join(` ${condition.operator} `);
  return condition.negate ? `not (${joined})` : `(${joined})`;
}

export function whereSql(
  relation: Relation,
  qualifier: string,
  conditions: readonly Condition[],
  params: SqlParams,
): string {
  if (conditions.length === 0) return 'true';
  return conditions.map((c) => conditionSql(relation, qualifier, c, params)).join(' and ');
}

export function orderSql(
  relation: Relation,
  qualifier: string,
  order: readonly OrderTerm[],
  params: SqlParams,
): string {
  return order
    .map((term) => {
      const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
      return `${fieldSql(relation, qualifier, term.field, params)} ${term.direction ?? 'asc'}${nulls}`;
    })
    .join(', ');
}

// ---------------------------------------------------------------------------------------------------
// Result shape shared by every statement: page_total (rows in this response), body (JSON text) and,
// when asked for, total (rows matching the filters, ignoring limit/offset).

export interface Representation {
  select: readonly SelectItem[];
  stripNulls: boolean;
}

function aggregateSql(representation: Representation | null): string {
  if (!representation) return 'null::text';
  const row = representation.stripNulls ? 'json_strip_nulls(to_json(pgrst_t))' : 'pgrst_t';
  return `coalesce(json_agg(${row}), '[]')::text`;
}

// ---------------------------------------------------------------------------------------------------
// GET / HEAD

export interface ReadPlan {
  table: TableInfo;
  conditions: readonly Condition[];
  order: readonly OrderTerm[];
  limit: number | null;
  offset: number | null;
  withTotal: boolean;
  /** null for HEAD: no body is built. */
  representation: Representation | null;
}

export function buildRead(plan: ReadPlan): Statement {
  const params = new SqlParams();
  const relation = tableRelation(plan.table);
  const source = qualifiedName(plan.table.schema, plan.table.name);
  return {
    text: readSql(relation, source, source, plan, params),
    params: params.values,
  };
}

/** `from` is what the rows come from; `qualifier` is how columns are referred to; `prefix` a WITH. */
function readSql(
  relation: Relation,
  from: string,
  qualifier: string,
  plan: Omit<ReadPlan, 'table'>,
  params: SqlParams,
  prefix = '',
): string {
  const select = selectListSql(relation, qualifier, plan.representation?.select ?? [], params);
  const where = whereSql(relation, qualifier, plan.conditions, params);
  const order = plan.order.length > 0 ? ` order by ${orderSql(relation, qualifier, plan.order, params)}` : '';
  const limit = plan.limit === null ? '' : ` limit ${params.add(String(plan.limit))}`;
  const offset = plan.offset ? ` offset ${params.add(String(plan.offset))}` : '';
  // The total reuses the filter's placeholders: the same values, bound once.
  const total = plan.withTotal ? `(select count(*) from ${from} where ${where})::int` : 'null::int';
  return (
    `${prefix}select count(*)::int as page_total, ${aggregateSql(plan.representation)} as body, ${total} as total ` +
    `from (select ${select} from ${from} where ${where}${order}${limit}${offset}) pgrst_t`
  );
}

// ---------------------------------------------------------------------------------------------------
// POST (insert / upsert)

export interface InsertPlan {
  table: TableInfo;
  /** Each group is inserted with its own column list (Prefer: missing=default gives absent keys defaults). */
  groups: readonly { columns: readonly string[]; rows: readonly Record<string, unknown>[] }[];
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  onConflict: readonly string[] | null;
  representation: Representation | null;
}

export function buildInsert(plan: InsertPlan): Statement {
  const params = new SqlParams();
  const relation = tableRelation(plan.table);
  const target = qualifiedName(plan.table.schema, plan.table.name);
  const conflictColumns = plan.onConflict ?? plan.table.primaryKey;
  for (const name of conflictColumns) requireColumn(relation, name);
  const returning = plan.representation ? `${target}.*` : '1';

  const ctes = plan.groups.map((group, i) => {
    for (const name of group.columns) requireColumn(relation, name);
    const columns = group.columns.map(quoteIdent).join(', ');
    // json_populate_recordset lets Postgres convert every JSON value to its column's type (arrays,
    // jsonb, timestamps...) from one bound parameter, as PostgREST does.
    const body = `json_populate_recordset(null::${target}, ${params.add(JSON.stringify(group.rows))}::text::json)`;
    let conflict = '';
    if (plan.resolution && conflictColumns.length > 0) {
      const on = conflictColumns.map(quoteIdent).join(', ');
      const action =
        plan.resolution === 'ignore-duplicates' || group.columns.length === 0
          ? 'do nothing'
          : `do update set ${group.columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
      conflict = ` on conflict (${on}) ${action}`;
    }
    const into = group.columns.length > 0 ? `${target} (${columns})` : target;
    return `pgrst_insert_${i} as (insert into ${into} select ${columns} from ${body} pgrst_body${conflict} returning ${returning})`;
  });
  const union = plan.groups.map((_, i) => `select * from pgrst_insert_${i}`).join(' union all ');
  return { text: mutationSql(relation, ctes, union, plan.representation, params), params: params.values };
}

function mutationSql(
  relation: Relation,
  ctes: string[],
  source: string,
  representation: Representation | null,
  params: SqlParams,
): string {
  const select = representation
    ? selectListSql(relation, 'pgrst_source', representation.select, params)
    : '1';
  return (
    `with ${[...ctes, `pgrst_source as (${source})`].join(', ')} ` +
    `select count(*)::int as page_total, ${aggregateSql(representation)} as body, null::int as total ` +
    `from (select ${select} from pgrst_source) pgrst_t`
  );
}

// ---------------------------------------------------------------------------------------------------
// PATCH / DELETE

export interface UpdatePlan {
  table: TableInfo;
  columns: readonly string[];
  values: Record<string, unknown>;
  conditions: readonly Condition[];
  representation: Representation | null;
}

export function buildUpdate(plan: UpdatePlan): Statement {
  const params = new SqlParams();
  const relation = tableRelation(plan.table);
  const target = qualifiedName(plan.table.schema, plan.table.name);
  for (const name of plan.columns) requireColumn(relation, name);
  const set = plan.columns.map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`).join(', ');
  const body = `(select * from json_populate_record(null::${target}, ${params.add(JSON.stringify(plan.values))}::text::json)) pgrst_body`;
  // Filter columns are qualified with the table: pgrst_body has the same column names.
  const where = whereSql(relation, target, plan.conditions, params);
  const returning = plan.representation ? `${target}.*` : '1';
  const cte = `pgrst_update as (update ${target} set ${set} from ${body} where ${where} returning ${returning})`;
  return {
    text: mutationSql(relation, [cte], 'select * from pgrst_update', plan.representation, params),
    params: params.values,
  };
}

export interface DeletePlan {
  table: TableInfo;
  conditions: readonly Condition[];
  representation: Representation | null;
}

export function buildDelete(plan: DeletePlan): Statement {
  const params = new SqlParams();
  const relation = tableRelation(plan.table);
  const target = qualifiedName(plan.table.schema, plan.table.name);
  const where = whereSql(relation, target, plan.conditions, params);
  const returning = plan.representation ? `${target}.*` : '1';
  const cte = `pgrst_delete as (delete from ${target} where ${where} returning ${returning})`;
  return {
    text: mutationSql(relation, [cte], 'select * from pgrst_delete', plan.representation, params),
    params: params.values,
  };
}

// ---------------------------------------------------------------------------------------------------
// rpc

export interface CallPlan {
  fn: FunctionInfo;
  /** Argument values as text in the argument's own input syntax (JSON for json/jsonb, `{a,b}` arrays). */
  args: ReadonlyMap<string, string | null>;
  conditions: readonly Condition[];
  order: readonly OrderTerm[];
  limit: number | null;
  offset: number | null;
  withTotal: boolean;
  representation: Representation | null;
}

export function buildCall(plan: CallPlan): Statement {
  const params = new SqlParams();
  const { fn } = plan;
  const named = [...plan.args].map(([name, value]) => {
    // The argument's own type (from the catalog) makes the text parse exactly as a SQL literal would.
    const arg = fn.args.find((a) => a.name === name)!;
    return `${quoteIdent(name)} := ${params.add(value)}::${arg.type}`;
  });
  const call = `${qualifiedName(fn.schema, fn.name)}(${named.join(', ')})`;

  if (fn.resultColumns) {
    const relation: Relation = { label: fn.name, columns: fn.resultColumns };
    // Materialised once: a total count must not call a volatile function a second time.
    const prefix = `with pgrst_call as materialized (select * from ${call}) `;
    return {
      text: readSql(relation, 'pgrst_call', 'pgrst_call', plan, params, prefix),
      params: params.values,
    };
  }
  if (plan.conditions.length > 0 || plan.order.length > 0) {
    throw new RestError('parse_error', 'filters and order need a function that returns rows with columns', {
      details: `${fn.name} returns a scalar`,
    });
  }
  if (!fn.returnsSet) {
    const body = plan.representation ? 'to_json(pgrst_scalar)::text' : 'null::text';
    return {
      text: `select 1 as page_total, ${body} as body, null::int as total from (select ${call} as pgrst_scalar) pgrst_t`,
      params: params.values,
    };
  }
  const limit = plan.limit === null ? '' : ` limit ${params.add(String(plan.limit))}`;
  const offset = plan.offset ? ` offset ${params.add(String(plan.offset))}` : '';
  const body = plan.representation ? "coalesce(json_agg(pgrst_t.pgrst_scalar), '[]')::text" : 'null::text';
  const total = plan.withTotal ? '(select count(*) from pgrst_call)::int' : 'null::int';
  return {
    text:
      `with pgrst_call as materialized (select * from ${call} pgrst_r(pgrst_scalar)) ` +
      `select count(*)::int as page_total, ${body} as body, ${total} as total ` +
      `from (select pgrst_scalar from pgrst_call${limit}${offset}) pgrst_t`,
    params: params.values,
  };
}
