// /rest/v1/<table>: GET/HEAD read, POST insert/upsert, PATCH update, DELETE delete, with PostgREST's
// statuses and headers. Authorisation is not decided here: every statement runs as the caller's
// Postgres role with their JWT claims (asRole), and the migrations' grants and RLS policies decide.
import type { Claims, Database } from '../database.ts';
import { RestError } from './rest-errors.ts';
import { assertJsonBody, EXPOSED_SCHEMA, negotiateResponse, type ResponseShape } from './media-types.ts';
import { parsePrefer, preferenceApplied, type Preferences } from './prefer-header.ts';
import { parseQuery, type ParsedQuery } from './query-string.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  type InsertPlan,
  type Representation,
} from './sql-builder.ts';
import {
  contentRange,
  jsonResponse,
  readStatus,
  runStatement,
  shapeBody,
  singularError,
} from './rest-result.ts';

export interface RestDeps {
  db: Database;
  schema: SchemaCache;
}

export interface RestRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** Raw request body (POST/PATCH), or null. */
  body: string | null;
  claims: Claims;
}

interface Prepared {
  table: TableInfo;
  query: ParsedQuery;
  prefs: Preferences;
  shape: ResponseShape;
}

export async function handleTable(deps: RestDeps, req: RestRequest, tableName: string): Promise<Response> {
  const table = await deps.schema.table(tableName);
  if (!table) {
    throw new RestError(
      'table_not_found',
      `Could not find the table '${EXPOSED_SCHEMA}.${tableName}' in the schema cache`,
    );
  }
  const prepared: Prepared = {
    table,
    query: parseQuery(req.url.searchParams),
    prefs: parsePrefer(req.headers.get('prefer')),
    shape: negotiateResponse(req.headers.get('accept')),
  };
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return read(deps, req, prepared);
    case 'POST':
      return insert(deps, req, prepared);
    case 'PATCH':
      return update(deps, req, prepared);
    case 'DELETE':
      return remove(deps, req, prepared);
    default:
      throw new RestError('unsupported_method', `Unsupported HTTP method: ${req.method}`);
  }
}

// ---------------------------------------------------------------------------------------------------

async function read(deps: RestDeps, req: RestRequest, { table, query, prefs, shape }: Prepared) {
  const range = rangeHeader(req.headers);
  const offset = query.offset ?? range.offset;
  const limit = minLimit(query.limit, range.limit);
  const head = req.method === 'HEAD';
  const statement = buildRead({
    table,
    conditions: query.conditions,
    order: query.order,
    limit,
    offset,
    withTotal: prefs.count !== null,
    representation: head ? null : { select: query.select, stripNulls: shape.stripNulls },
  });
  const row = await runStatement(deps.db, req.claims, statement, {
    singular: shape.kind === 'object',
    maxAffected: null,
  });
  const status = readStatus(offset, row.page_total, row.total);
  return jsonResponse(status, head ? null : shapeBody(row, shape), shape, {
    'content-range': contentRange(offset, row.page_total, row.total),
    'preference-applied': preferenceApplied(prefs, ['count']),
  });
}

/** `Range: 0-9` (items), the header form of offset/limit. Malformed ranges are ignored, as PostgREST does. */
function rangeHeader(headers: Headers): { offset: number; limit: number | null } {
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(headers.get('range')?.trim() ?? '');
  if (!match) return { offset: 0, limit: null };
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : null;
  if (to !== null && to < from) return { offset: 0, limit: null };
  return { offset: from, limit: to === null ? null : to - from + 1 };
}

function minLimit(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

// ---------------------------------------------------------------------------------------------------

function representationFor(
  prefs: Preferences,
  query: ParsedQuery,
  shape: ResponseShape,
): Representation | null {
  return prefs.return === 'representation' ? { select: query.select, stripNulls: shape.stripNulls } : null;
}

function parseJsonBody(req: RestRequest): unknown {
  assertJsonBody(req.headers.get('content-type'));
  const text = req.body ?? '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError('invalid_body', 'Empty or invalid json', {
      details: text.trim() === '' ? 'The request body is empty' : null,
    });
  }
}

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireBodyColumns(table: TableInfo, names: Iterable<string>): void {
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new RestError(
        'column_not_found',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

async function insert(deps: RestDeps, req: RestRequest, { table, query, prefs, shape }: Prepared) {
  const body = parseJsonBody(req);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRow)) {
    throw new RestError('invalid_body', 'Empty or invalid json', {
      details: 'The body must be a JSON object or an array of objects',
    });
  }
  let columns: string[];
  if (query.columns) {
    // `columns` names the payload's columns; keys outside it are ignored (PostgREST semantics).
    columns = query.columns;
  } else {
    columns = Object.keys(rows[0] ?? {});
    const expected = [...columns].sort().join('\u0000');
    if (rows.some((r) => Object.keys(r).sort().join('\u0000') !== expected)) {
      throw new RestError('invalid_body', 'All object keys must match');
    }
  }
  requireBodyColumns(table, columns);

  const groups: InsertPlan['groups'] =
    prefs.missing === 'default' && query.columns ? groupByPresentKeys(rows, columns) : [{ columns, rows }];
  const representation = representationFor(prefs, query, shape);
  const statement = buildInsert({
    table,
    groups,
    resolution: prefs.resolution,
    onConflict: prefs.resolution ? query.onConflict : null,
    representation,
  });
  const row = await runStatement(deps.db, req.claims, statement, {
    singular: shape.kind === 'object',
    maxAffected: prefs.handling === 'strict' ? prefs.maxAffected : null,
  });
  return jsonResponse(201, representation ? shapeBody(row, shape) : null, shape, {
    'content-range': contentRange(0, 0, prefs.count ? row.page_total : null),
    'preference-applied': preferenceApplied(prefs, ['return', 'resolution', 'missing', 'count']),
  });
}

/**
 * `Prefer: missing=default`: a key absent from a row must take the column default, not NULL. Rows are
 * grouped by which of the columns they carry, and each group is inserted naming only those columns.
 */
function groupByPresentKeys(rows: Record<string, unknown>[], columns: string[]): InsertPlan['groups'] {
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const present = columns.filter((c) => Object.hasOwn(row, c));
    const key = present.join('\u0000');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function refuseLimit(query: ParsedQuery, method: string): void {
  if (query.limit !== null || query.offset !== null) {
    // Limited updates/deletes need an order and are rarely wanted; ignoring limit would affect more rows.
    throw new RestError('parse_error', `limit and offset are not supported on ${method} by this server`);
  }
}

async function update(deps: RestDeps, req: RestRequest, { table, query, prefs, shape }: Prepared) {
  refuseLimit(query, 'PATCH');
  const body = parseJsonBody(req);
  if (!isRow(body)) {
    throw new RestError('invalid_body', 'Empty or invalid json', {
      details: 'A PATCH body must be a JSON object',
    });
  }
  const columns = query.columns ?? Object.keys(body);
  requireBodyColumns(table, columns);
  const representation = representationFor(prefs, query, shape);
  const checks = {
    singular: shape.kind === 'object',
    maxAffected: prefs.handling === 'strict' ? prefs.maxAffected : null,
  };
  // An empty patch changes nothing, as in PostgREST; it still answers with an empty result.
  const row =
    columns.length === 0
      ? emptyResult(checks.singular)
      : await runStatement(
          deps.db,
          req.claims,
          buildUpdate({ table, columns, values: body, conditions: query.conditions, representation }),
          checks,
        );
  return writeResponse(row, representation, prefs, shape);
}

function emptyResult(singular: boolean) {
  if (singular) throw singularError(0);
  return { page_total: 0, body: '[]', total: null };
}

async function remove(deps: RestDeps, req: RestRequest, { table, query, prefs, shape }: Prepared) {
  refuseLimit(query, 'DELETE');
  const representation = representationFor(prefs, query, shape);
  const row = await runStatement(
    deps.db,
    req.claims,
    buildDelete({ table, conditions: query.conditions, representation }),
    {
      singular: shape.kind === 'object',
      maxAffected: prefs.handling === 'strict' ? prefs.maxAffected : null,
    },
  );
  return writeResponse(row, representation, prefs, shape);
}

function writeResponse(
  row: { page_total: number; body: string | null },
  representation: Representation | null,
  prefs: Preferences,
  shape: ResponseShape,
): Response {
  const headers = {
    'content-range': contentRange(0, row.page_total, prefs.count ? row.page_total : null),
    'preference-applied': preferenceApplied(prefs, ['return', 'count']),
  };
  if (!representation) return jsonResponse(204, null, shape, headers);
  return jsonResponse(200, shapeBody({ ...row, total: null }, shape), shape, headers);
}
