// /rest/v1/rpc/<fn>: calls a function of the exposed schema with named arguments — POST with a JSON
// object body, or GET/HEAD with the arguments in the query string (postgrest-js `{ get: true }`).
// Overloads are told apart by argument names, as in PostgREST. Functions run as the caller's role, so
// EXECUTE grants and the function's own security settings decide what it may do.
// GET/HEAD calls run read-only, as in PostgREST: a function that writes answers 405 (25006).
import { RestError } from './rest-errors.ts';
import { assertJsonBody, EXPOSED_SCHEMA, negotiateResponse } from './media-types.ts';
import { parsePrefer, preferenceApplied } from './prefer-header.ts';
import { parseQuery } from './query-string.ts';
import type { FunctionArg, FunctionInfo } from './schema-cache.ts';
import { buildCall } from './sql-builder.ts';
import { contentRange, jsonResponse, readStatus, runStatement, shapeBody } from './rest-result.ts';
import type { RestDeps, RestRequest } from './table-handlers.ts';

export async function handleRpc(deps: RestDeps, req: RestRequest, fnName: string): Promise<Response> {
  if (req.method !== 'POST' && req.method !== 'GET' && req.method !== 'HEAD') {
    throw new RestError('unsupported_method', `Unsupported HTTP method: ${req.method}`);
  }
  const overloads = await deps.schema.functions(fnName);
  const prefs = parsePrefer(req.headers.get('prefer'));
  const shape = negotiateResponse(req.headers.get('accept'));
  const argNames = new Set(overloads.flatMap((fn) => fn.args.map((a) => a.name)));
  const query = parseQuery(req.url.searchParams, { argNames });

  const given = req.method === 'POST' ? bodyArgs(req) : new Map<string, unknown>(query.args);
  const fn = pickOverload(overloads, given);
  if (!fn) {
    const names = [...given.keys()].join(', ');
    throw new RestError(
      'function_not_found',
      `Could not find the function ${EXPOSED_SCHEMA}.${fnName}(${names}) in the schema cache`,
      {
        hint:
          overloads.length > 0 ? 'No overload of this function takes exactly these named arguments.' : null,
      },
    );
  }
  // Query-string arguments are already text in the type's input syntax (arrays as `{a,b}`).
  const args = new Map<string, string | null>();
  for (const [name, value] of given) {
    const arg = fn.args.find((a) => a.name === name)!;
    args.set(name, req.method === 'POST' ? argumentText(arg, value) : (value as string));
  }

  const head = req.method === 'HEAD';
  const wantsBody = !head && !fn.returnsVoid && prefs.return !== 'minimal';
  const offset = query.offset ?? 0;
  const row = await runStatement(
    deps.db,
    req.claims,
    buildCall({
      fn,
      args,
      conditions: query.conditions,
      order: query.order,
      limit: query.limit,
      offset,
      withTotal: prefs.count !== null,
      representation: wantsBody ? { select: query.select, stripNulls: shape.stripNulls } : null,
    }),
    {
      singular: shape.kind === 'object' && fn.returnsSet,
      maxAffected: prefs.handling === 'strict' ? prefs.maxAffected : null,
      readOnly: req.method !== 'POST',
    },
  );
  if (fn.returnsVoid || (!wantsBody && !head)) return jsonResponse(204, null, shape, {});

  const headers = {
    'content-range': contentRange(offset, row.page_total, row.total),
    'preference-applied': preferenceApplied(prefs, ['count']),
  };
  if (!fn.returnsSet) {
    // A single value (scalar or one composite) is answered bare, not wrapped in an array.
    const body = fn.resultColumns ? shapeBody(row, { kind: 'object', stripNulls: false }) : row.body;
    return jsonResponse(200, head ? null : body, { kind: 'array', stripNulls: false }, headers);
  }
  const status = readStatus(offset, row.page_total, row.total);
  return jsonResponse(status, head ? null : shapeBody(row, shape), shape, headers);
}

function bodyArgs(req: RestRequest): Map<string, unknown> {
  assertJsonBody(req.headers.get('content-type'));
  const text = (req.body ?? '').trim();
  if (text === '') return new Map();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RestError('invalid_body', 'Empty or invalid json');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError('invalid_body', 'Empty or invalid json', {
      details: 'rpc arguments must be a JSON object',
    });
  }
  return new Map(Object.entries(body));
}

/** The overload whose named arguments cover the given ones and whose required ones are all given. */
function pickOverload(overloads: FunctionInfo[], given: Map<string, unknown>): FunctionInfo | null {
  return (
    overloads.find(
      (fn) =>
        [...given.keys()].every((name) => fn.args.some((a) => a.name === name)) &&
        fn.args.every((a) => a.hasDefault || given.has(a.name)),
    ) ?? null
  );
}

/** A JSON argument value as text in the argument type's input syntax (it is cast to that type in SQL). */
function argumentText(arg: FunctionArg, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (arg.typeName === 'json' || arg.typeName === 'jsonb') return JSON.stringify(value);
  if (arg.category === 'A' && Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A Postgres array literal with every element quoted: `{"a","b \"c\"",NULL}`. */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayLiteral(v);
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return `"${text.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
  });
  return `{${items.join(',')}}`;
}
