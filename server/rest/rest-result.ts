// Running a built statement as the caller and turning its result into PostgREST's response: status,
// Content-Range, singular-object coercion (`.single()`), and the checks that must undo the
// transaction when they fail (PostgREST rolls back a write whose singular or max-affected check fails).
import { asRole, asRoleAtOnce, type Claims, type Database, type SqlStatement } from '../database.ts';
import { RestError } from './rest-errors.ts';
import { contentTypeFor, type ResponseShape } from './media-types.ts';
import type { Statement } from './sql-builder.ts';

export interface ResultRow {
  /** Rows in this response (affected rows for writes). */
  page_total: number;
  /** The rows as a JSON array text; null when no body was built. */
  body: string | null;
  /** Rows matching the filters regardless of limit/offset, when `Prefer: count=` asked for it. */
  total: number | null;
}

export interface RunChecks {
  /** Accept: application/vnd.pgrst.object+json — exactly one row, else 406 and roll back. */
  singular: boolean;
  /** Prefer: handling=strict, max-affected=N — at most N rows, else 400 and roll back. */
  maxAffected: number | null;
  /** rpc over GET/HEAD: a function that writes fails with 25006 (→ 405), as in PostgREST. */
  readOnly?: boolean;
}

/**
 * Runs the statement inside asRole (so the caller's role and JWT claims decide, through RLS, what it
 * can reach) and applies the checks inside the transaction, so that a failed check rolls it back.
 */
export async function runStatement(
  db: Database,
  claims: Claims,
  statement: Statement,
  checks: RunChecks,
): Promise<ResultRow> {
  // Switching a transaction to read-only is allowed at any point (only the reverse is not).
  const statements: SqlStatement[] = checks.readOnly ? [READ_ONLY, statement] : [statement];
  if (!checks.singular && checks.maxAffected === null) {
    // Nothing to decide between the statement and COMMIT: everything goes to the database at once.
    const results = await asRoleAtOnce(db, claims, statements);
    return (results.at(-1)!.rows[0] as ResultRow | undefined) ?? EMPTY_RESULT;
  }
  return asRole(db, claims, async (tx) => {
    let result: { rows: ResultRow[] } = { rows: [] };
    for (const { text, params } of statements) result = await tx.query<ResultRow>(text, params);
    const row = result.rows[0] ?? EMPTY_RESULT;
    if (checks.singular && row.page_total !== 1) throw singularError(row.page_total);
    if (checks.maxAffected !== null && row.page_total > checks.maxAffected) {
      throw new RestError(
        'max_affected_exceeded',
        'Query result exceeds max-affected preference constraint',
        {
          details: `The query affects ${row.page_total} rows`,
        },
      );
    }
    return row;
  });
}

const READ_ONLY: SqlStatement = { text: 'set local transaction_read_only = on' };
const EMPTY_RESULT: ResultRow = { page_total: 0, body: '[]', total: null };

export function singularError(rows: number): RestError {
  return new RestError('singular_mismatch', 'Cannot coerce the result to a single JSON object', {
    details: `The result contains ${rows} rows`,
  });
}

/** The body to send: the JSON array as Postgres rendered it, or its only element for `.single()`. */
export function shapeBody(row: ResultRow, shape: ResponseShape): string {
  const body = row.body ?? '[]';
  // json_agg renders one element as `[<element>]`: dropping the brackets leaves the element's own text.
  return shape.kind === 'object' ? body.slice(1, -1) : body;
}

/** `Content-Range: 0-9/57`, `*\/0` when empty, `/*` when not counted. */
export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const range = pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/**
 * PostgREST's read status: 200 unless a count shows a partial page (206) or an offset past the end
 * (416 PGRST103).
 */
export function readStatus(offset: number, pageTotal: number, total: number | null): 200 | 206 {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError('range_not_satisfiable', 'Requested range not satisfiable', {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    });
  }
  return pageTotal < total ? 206 : 200;
}

export function jsonResponse(
  status: number,
  body: string | null,
  shape: ResponseShape,
  headers: Record<string, string | null>,
): Response {
  const out = new Headers();
  if (body !== null) out.set('content-type', contentTypeFor(shape));
  for (const [name, value] of Object.entries(headers)) if (value !== null) out.set(name, value);
  return new Response(body, { status, headers: out });
}
